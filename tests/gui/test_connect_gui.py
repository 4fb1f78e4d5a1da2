"""The window's side of MCP (SPEC §16): the "Connect an agent" dialog and the live Agent activity view.

The activity tests start real processes (``scriptdeck tool-call``, ``scriptdeck mcp`` driven by the SDK's own
client) that append to the history file; the open window must show their runs without any user action.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import anyio
import mcp_types as types
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QPushButton
from scriptdeck.core.mcp.clients import claude_desktop_config_path, scriptdeck_command
from scriptdeck.core.run.history import History
from scriptdeck.gui.app import create_window

from tests.conftest import REPO, write_script

HANG = 60  # seconds; only bounds a hang
CLIENT = "watched-agent"
ECHO = "#!/bin/sh\n# Display name: Echo\n# Description: Echo stdin back.\ncat\n"
CLIENTS = ("claude_desktop", "claude_code", "cursor", "vscode")


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    root = tmp_path / "deck"
    write_script(root / "scripts" / "echo.sh", ECHO)
    (root / "scripts" / "personas" / "work").mkdir(parents=True)
    return root


@pytest.fixture
def window(qtbot, deck):
    win = create_window(str(deck), persona="work", lang="en")
    qtbot.addWidget(win)
    win.show()
    yield win
    win.activity.stop()
    win.controller.close()


def history_file(deck: Path) -> Path:
    return deck / "state" / "history.jsonl"


def rows(win) -> list[dict[str, str]]:
    tree = win.activity.tree
    keys = ("when", "tool", "source", "client", "outcome", "args")
    return [{k: tree.topLevelItem(i).text(c) for c, k in enumerate(keys)} for i in range(tree.topLevelItemCount())]


def visible_rows(win) -> list[dict[str, str]]:
    return rows(win) if win.activity_dock.isVisible() else []


# -- Connect an agent ---------------------------------------------------------------------------------------


def test_connect_dialog_shows_every_client_with_this_scriptdeck_and_home(qtbot, window, deck):
    dialog = window.dialogs.open_connect_dialog()
    command = scriptdeck_command()[0]
    assert os.path.isabs(command), f'not an executable absolute path: {command}'
    assert os.access(command, os.X_OK), f'not an executable absolute path: {command}'
    for client in CLIENTS:
        text = dialog.pages[client].text.toPlainText()
        assert command in text, f"{client} snippet lacks the scriptdeck path"
        assert str(deck) in text, f"{client} snippet lacks the home"
        assert "work" in text, f"{client} snippet lacks the persona"
        assert dialog.pages[client].text.isReadOnly(), f"{client} snippet is editable"
    assert dialog.pages["claude_code"].text.toPlainText().startswith("claude mcp add ")
    desktop = json.loads(dialog.pages["claude_desktop"].text.toPlainText())
    entry = desktop["mcpServers"]["scriptdeck"]
    assert entry["command"] == command
    assert entry["args"][-5:] == ["mcp", "--home", str(deck), "--persona", "work"]
    vscode = json.loads(dialog.pages["vscode"].text.toPlainText())
    assert vscode["servers"]["scriptdeck"]["type"] == "stdio"
    assert not dialog.isModal(), "the dialog must not block the window"


def test_the_snippet_starts_a_server_that_lists_the_home_tools(qtbot, window, deck):
    """What the dialog tells an agent to run is a working MCP server for this home and persona."""
    entry = json.loads(window.dialogs.open_connect_dialog().pages["cursor"].text.toPlainText())["mcpServers"]["scriptdeck"]

    async def main() -> list[str]:
        params = StdioServerParameters(command=entry["command"], args=entry["args"], env=dict(os.environ))
        with open(deck.parent / "server-stderr.log", "a") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    with anyio.fail_after(HANG):
                        await session.initialize()
                        listed = await session.list_tools()
        return [tool.name for tool in listed.tools]

    assert "echo" in anyio.run(main)


def test_copy_puts_the_snippet_on_the_clipboard(qtbot, window):
    dialog = window.dialogs.open_connect_dialog()
    for client in ("claude_code", "cursor"):
        qtbot.mouseClick(dialog.findChild(QPushButton, f"copy-{client}"), Qt.MouseButton.LeftButton)
        assert QGuiApplication.clipboard().text() == dialog.pages[client].text.toPlainText(), client


def test_add_to_claude_desktop_keeps_other_servers_and_makes_a_backup(qtbot, window):
    path = claude_desktop_config_path()
    assert str(path).startswith(os.environ["HOME"]), "the test must never touch the real config"
    path.parent.mkdir(parents=True)
    before = {"globalShortcut": "Ctrl+Space", "mcpServers": {"other": {"command": "/bin/other", "args": ["x"]}}}
    path.write_text(json.dumps(before), encoding="utf-8")
    dialog = window.dialogs.open_connect_dialog()
    qtbot.mouseClick(dialog.findChild(QPushButton, "add-claude-desktop"), Qt.MouseButton.LeftButton)
    after = json.loads(path.read_text(encoding="utf-8"))
    assert after["mcpServers"]["other"] == before["mcpServers"]["other"], "another server was lost"
    assert after["globalShortcut"] == "Ctrl+Space", "another setting was lost"
    expected = json.loads(dialog.pages["claude_desktop"].text.toPlainText())["mcpServers"]["scriptdeck"]
    assert after["mcpServers"]["scriptdeck"] == expected
    backup = path.with_name(path.name + ".bak")
    assert json.loads(backup.read_text(encoding="utf-8")) == before, "the backup is not the previous file"
    shown = dialog.result_label.text()
    assert str(path) in shown, shown
    assert str(backup) in shown, shown


def test_malformed_claude_desktop_config_is_reported_and_left_alone(qtbot, window):
    path = claude_desktop_config_path()
    path.parent.mkdir(parents=True)
    broken = b'{"mcpServers": {"other": {"command": "/bin/other",}\n'
    path.write_bytes(broken)
    dialog = window.dialogs.open_connect_dialog()
    qtbot.mouseClick(dialog.findChild(QPushButton, "add-claude-desktop"), Qt.MouseButton.LeftButton)
    assert path.read_bytes() == broken, "a malformed config was overwritten"
    assert not path.with_name(path.name + ".bak").exists()
    shown = dialog.result_label.text()
    assert "not valid JSON" in shown, shown
    assert "Traceback" not in shown
    assert dialog.isVisible(), "the error must be shown in the open dialog"


# -- Agent activity (live) ----------------------------------------------------------------------------------


def test_a_tool_call_from_a_terminal_appears_live(qtbot, window, deck):
    window.dialogs.show_activity()
    assert visible_rows(window) == []
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(deck), "tool-call", "echo",
                           "--args", json.dumps({"stdin": "from a terminal"})],
                          capture_output=True, text=True, timeout=HANG, cwd=str(REPO))
    assert done.returncode == 0, done.stdout + done.stderr
    qtbot.waitUntil(lambda: any(r["tool"] == "echo" for r in visible_rows(window)), timeout=HANG * 1000)
    row = visible_rows(window)[0]
    assert row["source"] == "tool-call"
    assert "from a terminal" in row["args"]
    assert History(history_file(deck)).records()[0]["source"] == "cli", "core records tool-call as cli"


@pytest.mark.slow
def test_an_mcp_call_appears_live_with_the_client_name(qtbot, window, deck):
    window.dialogs.show_activity()

    async def call() -> None:
        params = StdioServerParameters(command=sys.executable,
                                       args=["-m", "scriptdeck", "--home", str(deck), "--persona", "work", "mcp"],
                                       env=dict(os.environ))
        with open(deck.parent / "server-stderr.log", "a") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write,
                                         client_info=types.Implementation(name=CLIENT, version="1")) as session:
                    with anyio.fail_after(HANG):
                        await session.initialize()
                        result = await session.call_tool("echo", {"stdin": "agent was here"})
                    assert not result.is_error

    anyio.run(call)  # the server process is gone when this returns; the window has not been touched
    qtbot.waitUntil(lambda: any(r["source"] == "MCP" for r in visible_rows(window)), timeout=HANG * 1000)
    row = [r for r in visible_rows(window) if r["source"] == "MCP"][0]
    assert row["client"] == CLIENT
    assert row["tool"] == "echo"
    assert row["outcome"] == "ok"


def test_a_window_run_is_recorded_as_window(qtbot, window, deck):
    window.select_tool("echo")
    window.dialogs.show_activity()
    view = window.run_panel.run_now({"stdin": "mine"})
    assert view is not None
    qtbot.waitUntil(lambda: any(r["source"] == "window" for r in visible_rows(window)), timeout=HANG * 1000)
    assert History(history_file(deck)).records()[0]["source"] == "window"


def write_history(deck: Path) -> None:
    history = History(history_file(deck))
    now = time.time()
    for source, client in (("window", None), ("cli", None), ("mcp", "Claude Desktop"), ("mcp", "Cursor")):
        record = {"tool_id": "echo", "args": {"stdin": source}, "started": now, "finished": now,
                  "result": {"exit_code": 0}, "source": source}
        if client:
            record["client"] = client
        history.append(record)


def test_the_source_filter_hides_and_shows_rows(qtbot, window, deck):
    write_history(deck)
    window.dialogs.show_activity()
    qtbot.waitUntil(lambda: len(visible_rows(window)) == 4, timeout=HANG * 1000)
    window.activity.set_source("mcp")
    assert sorted(r["client"] for r in rows(window)) == ["Claude Desktop", "Cursor"]
    window.activity.set_source("cli")
    assert [r["source"] for r in rows(window)] == ["tool-call"]
    window.activity.set_source("window")
    assert [r["source"] for r in rows(window)] == ["window"]
    window.activity.set_source(None)
    assert len(rows(window)) == 4


def test_clear_history_asks_then_empties_file_and_view(qtbot, window, deck):
    write_history(deck)
    window.dialogs.show_activity()
    qtbot.waitUntil(lambda: len(visible_rows(window)) == 4, timeout=HANG * 1000)
    qtbot.mouseClick(window.activity.clear_button, Qt.MouseButton.LeftButton)
    box = window.activity.prompt
    assert isinstance(box, QMessageBox), "Clear history must ask first"
    box.findChild(QPushButton, "answer-cancel").click()
    assert history_file(deck).exists(), "cancel must keep the history"
    assert len(rows(window)) == 4
    qtbot.mouseClick(window.activity.clear_button, Qt.MouseButton.LeftButton)
    window.activity.prompt.findChild(QPushButton, "answer-clear").click()
    assert not history_file(deck).exists(), "the history file is still there"
    assert rows(window) == []


def test_the_connect_dialog_opens_the_activity_view(qtbot, window):
    assert not window.activity_dock.isVisible()
    dialog = window.dialogs.open_connect_dialog()
    qtbot.mouseClick(dialog.findChild(QPushButton, "show-activity"), Qt.MouseButton.LeftButton)
    assert window.activity_dock.isVisible()


def test_hostile_history_lines_are_shown_without_a_crash(qtbot, window, deck):
    """The history file is shared with other processes: any JSON (or a torn line) may be in it."""
    path = history_file(deck)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(x) for x in (
        {"tool_id": 5, "started": "yesterday", "result": [1], "source": {"a": 1}, "client": ["x"], "args": None},
        {"tool_id": "echo", "started": 1e300, "result": {"exit_code": "??"}, "source": "mcp", "client": 7},
        {"tool_id": "echo", "started": True, "source": ["mcp"], "args": {"s": "\ud800" * 3}},
        [1, 2, 3], "just a string", None)]
    path.write_text("\n".join(lines) + "\n" + '{"tool_id": "torn", "sta', encoding="utf-8")
    window.dialogs.show_activity()
    qtbot.waitUntil(lambda: len(visible_rows(window)) == 3, timeout=HANG * 1000)
    assert {r["when"] for r in rows(window)} == {"?"}
    window.activity.set_source("mcp")
    assert [r["client"] for r in rows(window)] == [""], "a client that is not a string is not shown"


def test_the_run_panel_history_of_the_selected_tool_follows_tool_call_too(qtbot, window, deck):
    window.select_tool("echo")
    window.dialogs.show_activity()
    assert window.run_panel.history.topLevelItemCount() == 0
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(deck), "tool-call", "echo",
                           "--args", json.dumps({"stdin": "x"})], capture_output=True, text=True, timeout=HANG,
                          cwd=str(REPO))
    assert done.returncode == 0, done.stdout + done.stderr
    qtbot.waitUntil(lambda: window.run_panel.history.topLevelItemCount() == 1, timeout=HANG * 1000)
