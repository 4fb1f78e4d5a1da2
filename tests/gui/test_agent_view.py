"""Details' "As the agent sees it" (issue 35): the entry shown is the one a real ``scriptdeck mcp`` lists for the
same home, byte for byte, served name included; and the stub is Miyu's."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QApplication
from scriptdeck.gui.app import create_window
from scriptdeck.gui.inspect.agent_view import wire_text

from tests.conftest import REPO, rpc, write_script

LONG = "report_" + "x" * 70
SCHEMA = {"type": "object", "properties": {"unit": {"type": "string", "enum": ["km", "英里"],
                                                    "description": "to what </script> \"quoted\""},
                                         "step": {"type": "number", "minimum": 0.00001, "maximum": 1e20}},
          "required": ["unit"]}


def served_list(home: str, tmp_path) -> bytes:
    """The raw line a real ``scriptdeck mcp`` answers ``tools/list`` with."""
    server = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", home, "mcp"], cwd=str(REPO),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=open(tmp_path / "mcp-err.log", "wb"))
    try:
        assert server.stdin is not None and server.stdout is not None
        server.stdin.write(rpc("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                              "clientInfo": {"name": "agent-view-test", "version": "1"}}, 1))
        server.stdin.write(rpc("notifications/initialized"))
        server.stdin.write(rpc("tools/list", {}, 2))
        server.stdin.flush()
        while True:  # a hang fails through pytest's timeout; every line is read until the answer to id 2
            line = server.stdout.readline()
            assert line, "the server closed its stdout"
            if json.loads(line).get("id") == 2:
                return line.rstrip(b"\n")
    finally:
        server.kill()
        server.wait()


@pytest.fixture
def win(qtbot, tmp_path):
    root = tmp_path / "home"
    scripts = root / "scripts"
    write_script(scripts / "convert.sh", "#!/bin/sh\n# Description: Converts units — km/英里, \"exactly\".\n"
                                         "# 显示名称：单位换算\n# Display name: Unit converter\n"
                                         f"# Parameters: {json.dumps(SCHEMA, ensure_ascii=False)}\n"
                                         "# Permission: read_only\ncat\n")
    # an id some clients refuse as a tool name (over 64 characters, SPEC §19): it is served under another name
    write_script(scripts / f"{LONG}.sh", "#!/bin/sh\n# Description: A long id.\necho x\n")
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    window = create_window(str(root), lang="zh_CN", watch=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.controller.close()


@pytest.mark.slow
def test_the_shown_entry_is_the_servers_byte_for_byte(win, tmp_path):
    line = served_list(str(win.controller.home.root), tmp_path)
    served = {entry["_meta"]["id"]: entry for entry in json.loads(line)["result"]["tools"]}
    view = win.details.agent_view
    assert served[LONG]["name"] != LONG  # mangled: the view must show the served name, not the id
    for tool_id in ("convert", LONG, "convert_units"):
        assert win.select_tool(tool_id)
        assert view.entry is not None and view.entry["_meta"]["id"] == tool_id
        wire = wire_text(view.entry).encode("utf-8")
        assert wire in line, f"{tool_id}: the copied entry is not in the server's answer as it is"
        assert view.entry == served[tool_id]
        view.copy_entry.click()
        assert QApplication.clipboard().text().encode("utf-8") == wire
        assert json.loads(view.entry_view.toPlainText()) == served[tool_id]
    assert win.select_tool("convert")
    assert b'"minimum":0.00001' in line  # the server's own bytes for the number, which the view must show
    assert '"minimum": 0.00001' in view.entry_view.toPlainText()
    assert view.entry["title"] == "Unit converter"  # what the agent gets, not the window's language
    assert json.loads(view.stub) == {"name": "convert", "description": win.current_tool().stub}


def test_a_tool_not_in_the_list_says_so(win):
    win.controller.set_enabled(["convert"], False)
    win.controller.rescan()
    win.select_tool("convert")
    view = win.details.agent_view
    assert view.entry is None and not view.entry_view.isVisible()
    assert "load_policy" in view.note.text() or "load_policy" in view.note.text().lower()
