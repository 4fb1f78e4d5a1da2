"""SPEC §24/§25 through real processes: ``convert`` keeps the program byte for byte (non-UTF-8 included) and its
mode, maps ``needsConfirmation`` to ``# Confirm: yes``; ``# Confirm:`` (English and Chinese key) and the index's
``confirm`` reach ``show --json`` and MCP's annotations; and a served MCP name never moves when another tool's id
equals it.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import anyio
import pytest
from scriptdeck.core.contract.toolnames import mcp_name
from scriptdeck.core.dialects.header import parse_miyu

from tests.conftest import cli_json, run_cli, write_script
from tests.mcp.test_mcp import connect, text_of

HANG = 60  # seconds; only bounds a hang

#: a Raycast AppleScript as people write them on a Mac: the body holds a Mac Roman ``≤`` (0xB2), not UTF-8
RAYCAST = (b"#!/usr/bin/osascript\n\n"
           b"# @raycast.schemaVersion 1\n# @raycast.title Move downloads to trash\n# @raycast.mode silent\n"
           b"# @raycast.icon \xf0\x9f\x97\x91\n# @raycast.refreshTime 1h\n# @raycast.needsConfirmation true\n"
           b"# @raycast.author Someone\n# @raycast.packageName System\n\n"
           b"if 1 \xb2 2 then\r\n  display dialog \"\xa5 ok\"\nend if\n\x00\xff tail")


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


def _raycast(tmp_path: Path, name: str, data: bytes, mode: int = 0o750) -> Path:
    folder = tmp_path / "raycast"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_bytes(data)
    os.chmod(path, mode)
    return folder


def test_convert_copies_every_byte_after_the_header_and_keeps_the_mode(deck: Path, tmp_path: Path):
    """Failed before: the 0xB2, 0xA5, NUL and 0xFF bytes came back as U+FFFD (a different program), the mode became
    0751, and ``needsConfirmation`` was dropped (the copy ran without asking)."""
    folder = _raycast(tmp_path, "trash.applescript", RAYCAST)
    code, answer = cli_json("--home", str(deck), "--library", f"raycast:{folder}", "convert", "trash")
    assert code == 0 and answer["ok"], answer
    copy = Path(answer["path"])
    data = copy.read_bytes()
    shebang, _, original_rest = RAYCAST.partition(b"\n")
    assert data.startswith(shebang + b"\n")
    header_end = data.index(b"(converted by ScriptDeck from the Raycast command trash.applescript)\n")
    added = data[len(shebang) + 1: header_end].decode("utf-8")
    assert data[data.index(b"\n", header_end) + 1:] == original_rest, "the original after its shebang, unchanged"
    assert "# Confirm: yes\n" in added and "# Description: Move downloads to trash\n" in added
    for unused in (b"@raycast.mode silent", b"@raycast.icon", b"@raycast.refreshTime 1h", b"@raycast.author"):
        assert unused in original_rest and data.count(unused) == 1, "kept as the comment it was"
    assert stat.S_IMODE(copy.stat().st_mode) == 0o750
    assert parse_miyu(data).confirm is True
    code, shown = cli_json("--home", str(deck), "--library", f"raycast:{folder}", "show", "trash", "--json")
    assert shown["confirm"] is True and shown["layer"] == "persona", shown


def test_convert_refuses_a_header_it_cannot_decode_and_writes_nothing(deck: Path, tmp_path: Path):
    """A title in Latin-1 (``Caf\\xe9``) would become ``Caf\ufffd`` in the new header: refused with where and why."""
    data = RAYCAST.replace(b"@raycast.title Move downloads to trash", b"@raycast.title Caf\xe9 order")
    folder = _raycast(tmp_path, "cafe.sh", data)
    code, answer = cli_json("--home", str(deck), "--library", f"raycast:{folder}", "convert", "cafe")
    assert code == 1 and answer["ok"] is False, answer
    assert "line 4" in answer["error"] and "@raycast.title" in answer["error"] and "UTF-8" in answer["fix"], answer
    assert sorted(p.name for p in (deck / "scripts" / "personas" / "default").iterdir()) == []
    assert not (deck / "scripts" / "cafe.sh").exists()


CONFIRMING = {
    "english.sh": "#!/bin/sh\n# Description: Deletes things.\n# Confirm: yes\necho gone\n",
    "truthy.sh": "#!/bin/sh\n# Description: Deletes things too.\n# confirm: TRUE\necho gone\n",
    "chinese.sh": "#!/bin/sh\n# Description: Deletes things in Chinese.\n# 需要确认：是\necho gone\n",
    "overridden.sh": "#!/bin/sh\n# Description: Header says no, index says yes.\n# Confirm: no\n"
                     "# Permission: read_only\necho gone\n",
    "calm.sh": "#!/bin/sh\n# Description: Header says yes, index says no.\n# Confirm: yes\n"
               "# Permission: read_only\necho calm\n",
}
INDEX = {"scripts": [{"id": "overridden", "path": "overridden.sh", "confirm": True},
                     {"id": "calm", "path": "calm.sh", "confirm": False}]}
ASKS = {"english": True, "truthy": True, "chinese": True, "overridden": True, "calm": False}


def test_confirm_reaches_show_and_mcp_and_tool_call_is_unchanged(deck: Path):
    """Failed before: ``# Confirm:`` was an unknown key (``show --json`` had no ``confirm``) and MCP served every
    such tool with its permission's hints (``readOnlyHint: true`` for ``calm``'s sibling)."""
    for name, text in CONFIRMING.items():
        write_script(deck / "scripts" / name, text)
    (deck / "scripts" / "index.json").write_text(json.dumps(INDEX))
    for tool_id, asks in ASKS.items():
        code, shown = cli_json("--home", str(deck), "show", tool_id, "--json")
        assert code == 0 and shown["confirm"] is asks, (tool_id, shown.get("confirm"))
    assert cli_json("--home", str(deck), "show", "calm", "--json")[1]["sources"]["confirm"] == "index"
    code, ran = cli_json("--home", str(deck), "tool-call", "english", "--args", "{}")
    assert code == 0 and ran["stdout"] == "gone", "tool-call never asks (the agent's own path)"

    async def main() -> None:
        async with connect(deck) as session:
            listed = {tool.name: tool for tool in (await session.list_tools()).tools}
            for tool_id, asks in ASKS.items():
                hints = listed[tool_id].annotations
                if asks:
                    assert hints.destructive_hint is True and hints.read_only_hint is False, (tool_id, hints)
            assert listed["calm"].annotations.read_only_hint is True
            assert listed["calm"].annotations.destructive_hint is False
            assert text_of(await session.call_tool("english", {})) == "gone"

    anyio.run(main)


def test_the_confirm_override_is_checked_like_the_others(deck: Path):
    """``manage_script set`` takes ``confirm`` as a boolean (or null to drop it) and refuses anything else."""
    write_script(deck / "scripts" / "tool.sh", "#!/bin/sh\n# Description: A tool.\necho x\n")
    code, answer = cli_json("--home", str(deck), "tool-call", "manage_script", "--args",
                            json.dumps({"action": "set", "id": "tool", "scope": "global", "confirm": "yes"}))
    assert answer.get("ok") is False and "confirm" in answer["error"], answer
    code, answer = cli_json("--home", str(deck), "tool-call", "manage_script", "--args",
                            json.dumps({"action": "set", "id": "tool", "scope": "global", "confirm": True}))
    assert answer.get("ok") is True, answer
    assert cli_json("--home", str(deck), "show", "tool", "--json")[1]["confirm"] is True


# -- a served name depends only on its own tool (SPEC §24) -------------------------------------------------


def test_a_pi_tools_served_name_stays_when_a_tool_takes_it_as_its_id(deck: Path, tmp_path: Path):
    """Failed before: adding a Miyu tool whose id is exactly the pi tool's mangled name moved the pi tool to another
    name, so a client holding the old name ran a different tool."""
    pi = tmp_path / "pi"
    write_script(pi / "my.tool.sh", "#!/bin/bash\n# Description: The pi tool.\necho pi tool\n")
    library = ("--library", f"pi:{pi}")

    async def served() -> dict[str, str]:
        async with connect(deck, *library) as session:
            tools = (await session.list_tools()).tools
            names = {tool.meta["id"]: tool.name for tool in tools if tool.meta}
            pi_name = names["my.tool_sh"]
            assert text_of(await session.call_tool(pi_name, {})) == "pi tool\n"
            return names

    before = anyio.run(served)
    pi_name = before["my.tool_sh"]
    assert pi_name == mcp_name("my.tool_sh") != "my.tool_sh"
    write_script(deck / "scripts" / "taker.sh",
                 f"#!/bin/sh\n# Description: A Miyu tool whose id is that name.\n# Id: {pi_name}\necho miyu tool\n")
    after = anyio.run(served)
    assert after["my.tool_sh"] == pi_name, "the pi tool kept its served name"
    assert pi_name not in after, "the tool whose id is the other's name is not served"
    done = run_cli("--home", str(deck), *library, "lint", "--json")
    files = {f["path"]: f["findings"] for f in json.loads(done.stdout)["files"]}
    found = [f for f in files[str(deck / "scripts" / "taker.sh")] if f["code"] == "name-collision"]
    assert found and found[0]["severity"] == "error" and "my.tool_sh" in found[0]["message"], files
    assert not any(f["code"] == "name-collision" for f in files[str(pi / "my.tool.sh")])
