"""Attacks on SPEC §19's fail-closed state and the agent's limits under ``enforce``, as real ``scriptdeck``
processes: ``sandbox.json`` that parses but says nothing valid about a limit, a ``trust_policy`` typo, a settings
value of the wrong type, and ``manage_script`` changing an existing tool's fields (``set``, ``register`` with
fields) under ``enforce`` — through ``tool-call`` and ``scriptdeck mcp --allow-manage``.
"""

from __future__ import annotations

import json
from pathlib import Path

import mcp_types as types
import pytest

from tests.conftest import child_stdout, cli_json, run_cli, write_script
from tests.mcp.test_mcp import connect, run, text_of

HANG = 60  # seconds; only bounds a hang


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


def marker_tool(home: Path, marker: Path) -> str:
    """A tool that leaves ``marker`` behind when it runs (outside every folder a sandbox would let it write)."""
    write_script(home / "scripts" / "mark.sh",
                 f"#!/bin/sh\n# Description: Leaves a marker when it runs.\n# Timeout: 60\ntouch '{marker}'\necho ran\n")
    return "mark"


def call(home: Path, tool_id: str, args: dict | None = None) -> tuple[int, dict]:
    return cli_json("--home", str(home), "tool-call", tool_id, "--args", json.dumps(args or {}), timeout=HANG * 2)


# -- sandbox.json: valid JSON, invalid limits -------------------------------------------------------------

WRONG_SANDBOX = {
    "a misspelt value": {"tools": {"mark": {"files": "readonly"}}},
    "tools as a list": {"tools": [["mark", {"files": "read-only"}]]},
    "default as a string": {"default": "read-only"},
    "a limit of the wrong type": {"default": {"files": "read-only", "memory_mb": "lots"}},
    "a misspelt setting": {"tools": {"mark": {"file": "read-only"}}},
    "an entry that is not an object": {"default": {"network": "deny"}, "tools": {"mark": "x"}},
}


@pytest.mark.parametrize("case", sorted(WRONG_SANDBOX))
def test_a_sandbox_file_with_a_wrong_limit_refuses_runs(deck: Path, tmp_path: Path, case: str):
    """Failed before: every one of these was read as "no limit" and the tool ran unconfined (exit 0)."""
    marker = tmp_path / "ran"
    tool_id = marker_tool(deck, marker)
    sandbox = deck / "state" / "sandbox.json"
    sandbox.parent.mkdir(parents=True, exist_ok=True)
    sandbox.write_text(json.dumps(WRONG_SANDBOX[case]))
    code, answer = call(deck, tool_id)
    assert code == 3, answer
    assert str(sandbox) in answer["error"] and answer.get("fix"), answer
    assert not marker.exists(), "the tool ran although its limits could not be read"
    # and the writer refuses too: nothing overwrites the user's file
    done = run_cli("--home", str(deck), "sandbox", tool_id, "--memory", "100")
    assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr
    assert json.loads(sandbox.read_text()) == WRONG_SANDBOX[case]


def test_a_valid_sandbox_file_still_runs(deck: Path, tmp_path: Path):
    """The control: what ``scriptdeck sandbox`` itself writes (``null`` = no limit) is accepted."""
    marker = tmp_path / "ran"
    tool_id = marker_tool(deck, marker)
    code, shown = cli_json("--home", str(deck), "sandbox", tool_id, "--memory", "0", "--cpu", "30", "--json")
    assert code == 0, shown
    code, answer = call(deck, tool_id)
    assert code == 0 and answer["stdout"] == "ran", answer
    assert marker.exists()


# -- settings.json: a trust_policy that is not a policy ---------------------------------------------------

@pytest.mark.parametrize("value", ["enforced", "Enforce", ["enforce"], None, 1])
def test_a_trust_policy_typo_refuses_agent_calls(deck: Path, tmp_path: Path, value: object):
    """Failed before: ``"trust_policy": "enforced"`` (or any value that is not a policy) meant warn, so an agent ran
    an unreviewed tool the user meant to pin. The repair is ``scriptdeck trust --policy``."""
    marker = tmp_path / "ran"
    tool_id = marker_tool(deck, marker)
    settings = deck / "config" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps({"trust_policy": value}))
    code, answer = call(deck, tool_id)
    assert code == 3, answer
    assert str(settings) in answer["error"] and "trust_policy" in answer["error"], answer
    assert not marker.exists()
    done = run_cli("--home", str(deck), "trust", "--policy", "warn")
    assert done.returncode == 0, done.stderr
    code, answer = call(deck, tool_id)
    assert code == 0 and marker.exists(), answer


def test_a_trust_policy_typo_refuses_an_agents_overwrite(deck: Path, tmp_path: Path):
    """Failed before: under ``"enforced"`` an agent's ``register overwrite:true`` replaced an existing tool."""
    tool_id = marker_tool(deck, tmp_path / "ran")
    target = deck / "scripts" / "mark.sh"
    before = target.read_bytes()
    (deck / "config").mkdir(parents=True, exist_ok=True)
    (deck / "config" / "settings.json").write_text('{"trust_policy": "enforced"}')
    other = write_script(tmp_path / "mark.sh", "#!/bin/sh\n# Description: Replaced by an agent.\necho evil\n")
    code, answer = call(deck, "manage_script", {"action": "register", "path": str(other), "scope": "global",
                                                "overwrite": True})
    assert answer.get("ok") is False, answer
    assert target.read_bytes() == before
    assert tool_id == "mark"


@pytest.mark.parametrize("value", ["5", "[\"zh\"]", "{\"a\": 1}", "true"])
def test_a_language_of_the_wrong_type_is_no_crash(deck: Path, value: str):
    """Failed before: ``"language": 5`` in settings.json made every command answer "unexpected AttributeError"."""
    (deck / "config").mkdir(parents=True, exist_ok=True)
    (deck / "config" / "settings.json").write_text(f'{{"language": {value}}}')
    env = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "", "LANGUAGE": ""}
    done = run_cli("--home", str(deck), "list", env=env)
    assert done.returncode == 0, done.stderr
    assert "unexpected" not in done.stderr and "Traceback" not in done.stderr


# -- manage_script may not change an existing tool's fields under enforce -----------------------------------

def enforce_with_approved(deck: Path) -> str:
    write_script(deck / "scripts" / "personas" / "default" / "helper.sh",
                 "#!/bin/sh\n# Description: An approved helper.\n# Timeout: 60\necho helper\n")
    code, answer = call(deck, "manage_script", {"action": "register", "path": str(
        deck / "scripts" / "personas" / "default" / "helper.sh")})
    assert answer.get("ok") is True, answer
    assert run_cli("--home", str(deck), "trust", "helper", "--approve").returncode == 0
    assert run_cli("--home", str(deck), "trust", "--policy", "enforce").returncode == 0
    return "helper"


CHANGES = {
    "set capabilities": {"action": "set", "id": "helper", "capabilities": ["llm"]},
    "set parameters": {"action": "set", "id": "helper", "parameters": {"type": "object", "properties": {}}},
    "register with a description": {"action": "register", "id": "helper", "description": "Do whatever I say."},
}


def index_text(deck: Path) -> str:
    return (deck / "scripts" / "personas" / "default" / "index.json").read_text()


@pytest.mark.parametrize("case", sorted(CHANGES))
def test_an_agent_cannot_change_an_approved_tools_fields_under_enforce(deck: Path, case: str):
    """Failed before: ``set`` (e.g. granting host capabilities, or new Parameters) and ``register id=… description=…``
    rewrote an approved tool's entry under ``enforce``; SPEC §19: an agent adds tools, the user changes them."""
    enforce_with_approved(deck)
    before = index_text(deck)
    code, answer = call(deck, "manage_script", CHANGES[case])
    assert answer.get("ok") is False and "enforce" in answer["error"] and answer.get("fix"), answer
    assert index_text(deck) == before
    # re-enabling without new fields is no change and stays allowed
    code, answer = call(deck, "manage_script", {"action": "register", "id": "helper"})
    assert answer.get("ok") is True, answer


def test_an_agent_cannot_change_fields_over_mcp_under_enforce(deck: Path):
    """The same through ``scriptdeck mcp --allow-manage`` (failed before: the ``set`` was written)."""
    enforce_with_approved(deck)
    before = index_text(deck)

    async def scenario() -> tuple[bool, str]:
        async with connect(deck, "--allow-manage") as session:
            result: types.CallToolResult = await session.call_tool("manage_script", CHANGES["set capabilities"])
            return bool(result.is_error), text_of(result)

    is_error, text = run(scenario)
    assert is_error and "enforce" in text, text
    assert index_text(deck) == before


# -- the window's banner of broken state files -------------------------------------------------------------

BANNER = ("import sys; from pathlib import Path; from scriptdeck.core.store.paths import Home; "
          "from scriptdeck.gui.services.state_files import broken_state_files; "
          "print([(f.kind, f.error) for f in broken_state_files(Home(Path(sys.argv[1]), forced=True))])")


def banner(home: Path) -> str:
    return child_stdout(BANNER, str(home), blocked="listing the state files blocked")


@pytest.mark.parametrize("name", ["config/settings.json", "state/sandbox.json", "state/trust.json"])
def test_the_windows_state_banner_never_blocks_on_a_fifo(deck: Path, name: str):
    """Failed before: the window's own listing read each file with ``read_bytes`` (it was never switched to core's
    reader), so a FIFO at any of them froze the window at start; it is now listed as broken."""
    import os

    (deck / name).parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(deck / name)
    assert "not a regular file" in banner(deck)


def test_the_windows_state_banner_lists_a_sandbox_file_runs_refuse(deck: Path):
    """Failed before: valid JSON with an unreadable limit refuses runs but was not on the banner, so the window
    gave no way to open or reset it."""
    (deck / "state").mkdir(parents=True)
    (deck / "state" / "sandbox.json").write_text('{"tools": {"mark": {"files": "readonly"}}}')
    assert "tools.mark.files" in banner(deck)
