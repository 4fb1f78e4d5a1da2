"""SPEC §24: messages name the real cause. A missing interpreter, a missing ``# Cwd:`` folder and a missing script
are three different refusals, each with its fix (in the user's language for a person), through ``tool-call`` and
``scriptdeck mcp``; and under ``enforce`` the private copy of a script that was approved without its executable
bit cannot be executed either (SPEC §19: the pin records the bit).
"""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import pytest
from scriptdeck.core.contract.i18n import translate
from scriptdeck.core.run.runplan import RunRefused, build_plan, check_runnable

from tests.conftest import cli_json, make_registry, run_cli, text_of, write_script
from tests.mcp.test_mcp import connect

HANG = 60  # seconds; only bounds a hang


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    scripts = home / "scripts"
    (scripts / "personas" / "default").mkdir(parents=True)
    write_script(scripts / "apple.sh", "#!/usr/bin/osascript-not-here\n# Description: A Mac-only script.\nsay hi\n")
    write_script(scripts / "envy.sh", "#!/usr/bin/env -S no-such-interpreter-x --flag\n# Description: Env.\nx\n")
    write_script(scripts / "where.sh", "#!/bin/sh\n# Description: Runs in a folder.\n# Cwd: ./gone-folder\npwd\n")
    write_script(scripts / "fine.sh", "#!/bin/sh\n# Description: Runs.\n# Cwd: ~\npwd\n")
    write_script(scripts / "filecwd.sh", "#!/bin/sh\n# Description: Its Cwd is a file.\n# Cwd: ./fine.sh\npwd\n")
    write_script(scripts / "dirint.sh", f"#!{tmp_path}\n# Description: Its interpreter is a folder.\nx\n")
    return home


CAUSES = {
    "apple": ("/usr/bin/osascript-not-here is not installed", "install /usr/bin/osascript-not-here"),
    "envy": ("no-such-interpreter-x is not installed", "install no-such-interpreter-x"),
    "where": ("the working folder", "create the folder"),
    # a Cwd that is a file is not "missing"; an interpreter that is a folder is none (it said "Permission denied")
    "filecwd": ("is not a folder", "change the tool's # Cwd: line to a folder"),
    "dirint": ("is not installed", "change the script's first line"),
}


@pytest.mark.parametrize("tool_id", sorted(CAUSES))
def test_tool_call_names_the_real_cause(deck: Path, tool_id: str):
    """Failed before: each was ``could not start …/apple.sh: No such file or directory`` (exit 5), as if the
    script itself were missing."""
    code, answer = cli_json("--home", str(deck), "tool-call", tool_id, "--args", "{}", timeout=HANG)
    message, fix = CAUSES[tool_id]
    assert code == 3 and message in answer["error"] and fix in answer["fix"], answer
    assert "No such file" not in answer["error"] and "script file is gone" not in answer["error"]


def test_the_causes_are_said_in_chinese(deck: Path):
    """For a person the refusal is in the UI language: the three messages are in the zh_CN catalogue."""
    registry = make_registry(_home(deck))
    texts = []
    for tool_id in ("apple", "where"):
        with pytest.raises(RunRefused) as refused:
            build_plan(check_runnable(registry.find(tool_id), tool_id), {}, cache_dir=deck / "cache")
        message, fix = refused.value.message("zh_CN")
        english, _ = refused.value.message("en")
        assert message != english and fix, (message, fix)
        texts.append(message)
    assert texts[0] != texts[1]


def test_a_script_gone_since_the_scan_is_its_own_message(deck: Path):
    registry = make_registry(_home(deck))
    tool = registry.find("fine")
    tool.path.unlink()
    with pytest.raises(RunRefused) as refused:
        check_runnable(tool, "fine")
    message, fix = refused.value.message("en")
    assert "script file is gone" in message and "restore the file" in fix
    assert translate("run", "the script file is gone: {a0}", "zh_CN") != "the script file is gone: {a0}"


def test_mcp_names_the_real_cause_and_serves_the_rest(deck: Path):
    async def main() -> None:
        async with connect(deck) as session:
            apple = await session.call_tool("apple", {})
            assert apple.is_error and "osascript-not-here is not installed" in text_of(apple), text_of(apple)
            where = await session.call_tool("where", {})
            assert where.is_error and "working folder" in text_of(where), text_of(where)
            fine = await session.call_tool("fine", {})
            assert not fine.is_error and text_of(fine).strip()

    anyio.run(main)


def test_an_approved_non_executable_script_stays_non_executable_under_enforce(deck: Path):
    """The private copy of approved bytes keeps the approved mode: 0600 when the file was not executable, so the
    run fails as it does without the pin (a 0700 copy would have run it)."""
    write_script(deck / "scripts" / "plain.sh", "#!/bin/sh\n# Description: Not executable.\necho ran\n",
                 executable=False)
    plain = cli_json("--home", str(deck), "tool-call", "plain", "--args", "{}", timeout=HANG)[1]
    assert plain.get("success") is False and plain.get("stdout") != "ran", plain
    assert run_cli("--home", str(deck), "trust", "plain", "--approve").returncode == 0
    assert run_cli("--home", str(deck), "trust", "--policy", "enforce").returncode == 0
    code, pinned = cli_json("--home", str(deck), "tool-call", "plain", "--args", "{}", timeout=HANG)
    assert pinned.get("success") is False and pinned.get("stdout") != "ran", pinned
    assert "Permission denied" in json.dumps(pinned)
    # the control: an approved executable script runs from its private copy
    assert run_cli("--home", str(deck), "trust", "fine", "--approve").returncode == 0
    code, fine = cli_json("--home", str(deck), "tool-call", "fine", "--args", "{}", timeout=HANG)
    assert code == 0 and fine["success"] is True, fine


def _home(root: Path):
    from scriptdeck.core.store.paths import resolve_home

    return resolve_home(str(root), None)
