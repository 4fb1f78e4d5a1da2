"""The window's side of SPEC §27: Settings → "Serve over HTTP" runs a real ``scriptdeck mcp --http`` child whose
state reaches the status bar, and the Connect dialog's "Over HTTP" page shows the URL, the token and configs."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import httpx2
import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QLineEdit
from scriptdeck.core.mcp.http_clients import TOKEN_PLACEHOLDER
from scriptdeck.gui.app import create_window
from scriptdeck.gui.services.http_server import ManagedHttpServer

from tests.conftest import write_script
from tests.http_server import alive

HANG_MS = 60_000  # bounds a hang only


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    root = tmp_path / "deck"
    write_script(root / "scripts" / "echo.sh", "#!/bin/sh\n# Description: Echo stdin back.\ncat\n")
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return root


@pytest.fixture
def window(qtbot, deck):
    win = create_window(str(deck), lang="en")
    qtbot.addWidget(win)
    win.show()
    yield win
    win.http_server.stop_and_wait()
    win.activity.stop()
    win.controller.close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_serve_over_http_from_settings(qtbot, window, deck: Path):
    server: ManagedHttpServer = window.http_server
    dialog = window.dialogs.open_settings()
    tab = dialog.http_tab
    tab.port_spin.setValue(0)  # any free port: the URL comes from the child's own start line
    tab.serve_box.setChecked(True)
    qtbot.waitUntil(lambda: server.state == "serving", timeout=HANG_MS)
    label = window.statusBar().findChild(QLabel, "http-status")
    assert label is not None and label.isVisible()
    assert server.url in label.text() and "sessions: 0" in label.text()
    token = (deck / "state" / "mcp-http-token").read_text().strip()
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "gui-test",
                                                                                           "version": "1"}}}
    answer = httpx2.post(server.url, json=init, timeout=60,
                         headers={"Authorization": f"Bearer {token}", "Accept": "application/json, text/event-stream"})
    assert answer.status_code == 200
    qtbot.waitUntil(lambda: server.sessions == 1, timeout=HANG_MS)
    assert "sessions: 1" in label.text(), "the status bar follows the sessions"
    pid = server.process.processId()
    tab.serve_box.setChecked(False)
    qtbot.waitUntil(lambda: server.state == "stopped", timeout=HANG_MS)
    assert not server.error, "a stop that was asked for is no error"
    assert not alive(pid), "the server process is gone"
    assert not label.isVisible()
    assert token not in label.text() and token not in tab.state_label.text()


def test_a_server_that_cannot_start_says_why(qtbot, window):
    server: ManagedHttpServer = window.http_server
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        server.start(int(taken.getsockname()[1]))
        qtbot.waitUntil(lambda: server.state == "stopped", timeout=HANG_MS)
    assert "cannot listen" in server.error, server.error
    label = window.statusBar().findChild(QLabel, "http-status")
    assert label is not None and label.isVisible() and "cannot listen" in label.text()


def test_connect_dialog_shows_url_token_and_http_configs(qtbot, window, deck: Path):
    dialog = window.dialogs.open_connect_dialog()
    page = dialog.http_page
    token = (deck / "state" / "mcp-http-token").read_text().strip()
    assert page.token == token and len(token) == 43, "the token was made on first use"
    assert page.token_edit.echoMode() == QLineEdit.EchoMode.Password, "masked until shown"
    assert token not in page.texts["claude_code"].toPlainText(), "configs show a placeholder meanwhile"
    assert TOKEN_PLACEHOLDER in page.texts["cursor"].toPlainText()
    page.copy_token.click()
    assert QGuiApplication.clipboard().text() == token
    page.copy_url.click()
    assert QGuiApplication.clipboard().text() == page.url()
    text = page.copy_snippet("claude_code")
    assert QGuiApplication.clipboard().text() == text
    assert text.startswith("claude mcp add --scope user --transport http scriptdeck http://127.0.0.1:"), \
        "the scope of the stdio line (SPEC §31)"
    assert f"'Authorization: Bearer {token}'" in text
    cursor = json.loads(page.copy_snippet("cursor"))
    assert cursor["mcpServers"]["scriptdeck"]["headers"]["Authorization"] == f"Bearer {token}"
    vscode = json.loads(page.copy_snippet("vscode"))
    assert vscode["servers"]["scriptdeck"]["type"] == "http"
    assert token not in json.dumps(vscode), "VS Code asks for the token instead of keeping it in the workspace"
    page.show_token.setChecked(True)
    assert page.token_edit.echoMode() == QLineEdit.EchoMode.Normal
    assert token in page.texts["claude_code"].toPlainText()


def test_connect_dialog_with_a_broken_token_file(qtbot, window, deck: Path):
    path = deck / "state" / "mcp-http-token"
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(deck / "elsewhere", path)
    dialog = window.dialogs.open_connect_dialog()
    page = dialog.http_page
    assert page.token == ""
    assert str(path) in page.status.text() and "scriptdeck mcp token" in page.status.text()
    assert not page.copy_token.isEnabled()
    assert os.path.islink(path), "the window never replaces it"


def test_serving_uses_the_free_port_given(qtbot, window):
    server: ManagedHttpServer = window.http_server
    port = free_port()
    server.start(port)
    qtbot.waitUntil(lambda: server.state == "serving", timeout=HANG_MS)
    assert server.url == f"http://127.0.0.1:{port}/mcp"
    dialog = window.dialogs.open_connect_dialog()
    assert dialog.http_page.url_edit.text() == server.url, "the dialog names the running server"
    server.stop()
    qtbot.waitUntil(lambda: server.state == "stopped", timeout=HANG_MS)
