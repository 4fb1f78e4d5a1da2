"""Agent activity as a request composer (issue 45): a request composed in the window goes to the deck's own MCP
server in this process and gets the very bytes a real client gets from ``scriptdeck mcp`` over stdio; the message
log has a Client and an Error column, a filter, and exports as JSON lines."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.mcp.composer import handshake
from scriptdeck.core.mcp.msglog import MessageLog, messages_path, records
from scriptdeck.gui.app import create_window
from scriptdeck.gui.run.composer_view import CALL, LIST, RAW
from scriptdeck.gui.run.messages_view import MessagesView

from tests.conftest import REPO, write_script

SHOUT = ("#!/bin/sh\n# Description: Shouts its input back.\n# Permission: read_only\n"
         "# Parameters: {\"type\":\"object\",\"properties\":{\"word\":{\"type\":\"string\",\"description\":\"a word\"}},"
         "\"required\":[\"word\"]}\ncat\n")
FAIL = "#!/bin/sh\n# Description: Always fails.\n# Permission: read_only\necho broken >&2\nexit 3\n"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    root = tmp_path / "home"
    write_script(root / "scripts" / "shout.sh", SHOUT)
    write_script(root / "scripts" / "fail_it.sh", FAIL)
    (root / "scripts" / "personas" / "default").mkdir(parents=True, exist_ok=True)
    return root


@pytest.fixture
def win(qtbot, root):
    window = create_window(str(root), lang="en", watch=False)
    qtbot.addWidget(window)
    window.show()
    window.dialogs.show_activity()
    yield window
    window.controller.close()


def over_stdio(home: Path, tmp_path: Path, requests: list[dict]) -> dict[object, bytes]:
    """What a real client gets from ``scriptdeck mcp``: each answer's line (without its newline) by id."""
    server = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp"], cwd=str(REPO),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=open(tmp_path / "err.log", "wb"))
    wanted = {r["id"] for r in requests}
    answers: dict[object, bytes] = {}
    try:
        assert server.stdin is not None and server.stdout is not None
        for message in handshake() + requests:  # the composer's own handshake, then the same requests
            server.stdin.write((json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode())
        server.stdin.flush()
        while not wanted <= set(answers):  # a hang fails through pytest's timeout
            line = server.stdout.readline()
            assert line, "the server closed its stdout"
            answers[json.loads(line).get("id")] = line.rstrip(b"\n")
    finally:
        server.kill()
        server.wait()
    return answers


def timeless(line: bytes) -> bytes:
    """A tools/call answer without its run's duration (the only bytes two runs of one call may differ in)."""
    return re.sub(rb'(duration_ms\\?":\s*)\d+', rb"\1N", line)


def compose(qtbot, view, method_index, *, tool=None, arguments=None, raw=None) -> bytes:
    view.method.setCurrentIndex(method_index)
    if tool is not None:
        view.tool.setCurrentIndex(view.tool.findText(tool))
    if arguments is not None:
        view.args_tabs.setCurrentIndex(1)
        view.args_json.setPlainText(arguments)
    if raw is not None:
        view.raw.setPlainText(raw)
    with qtbot.waitSignal(view.answered, timeout=60_000) as answered:
        assert view.send()
    return answered.args[0]


@pytest.mark.slow
def test_composed_requests_get_the_same_bytes_as_a_real_client_over_stdio(qtbot, win, root, tmp_path):
    view = win.activity.mcp.composer
    listed = compose(qtbot, view, LIST)
    called = compose(qtbot, view, CALL, tool="shout", arguments='{"word": "hé"}')
    failed = compose(qtbot, view, CALL, tool="fail_it", arguments="{}")
    raw = compose(qtbot, view, RAW, raw='{"jsonrpc": "2.0", "id": "mine", "method": "tools/call", '
                                        '"params": {"name": "nope", "arguments": {}}}')
    assert view.answer_view.toPlainText().encode() == raw  # shown raw, as written
    real = over_stdio(root, tmp_path, [
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "shout", "arguments": {"word": "hé"}}},
        {"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "fail_it", "arguments": {}}},
        {"jsonrpc": "2.0", "id": "mine", "method": "tools/call", "params": {"name": "nope", "arguments": {}}},
    ])
    assert listed == real[2]
    assert called == real[3] and "hé" in called.decode()  # a JSON result carries no duration: byte for byte
    assert b"duration_ms" in failed and timeless(failed) == timeless(real[4])
    assert json.loads(failed)["result"]["isError"] is True
    assert raw == real["mine"]
    # the composer's requests are in the message log under its client's name, the failure in the Error column
    log = win.activity.mcp
    log.refresh()
    mine = [m for m in log.messages if m.get("client") == "ScriptDeck"]
    assert {m.get("method") for m in mine} >= {"initialize", "tools/list", "tools/call"}
    log.filter.setText("fail_it")
    assert log.log.topLevelItemCount() >= 1
    assert all("fail_it" in json.dumps(m.get("request")) for m in log.shown)
    assert log.log.topLevelItem(0).text(7) != ""  # Error column
    assert log.log.topLevelItem(0).text(1) == "ScriptDeck"  # Client column


def test_bad_json_is_said_and_nothing_is_sent(qtbot, win):
    view = win.activity.mcp.composer
    view.method.setCurrentIndex(CALL)
    view.tool.setCurrentIndex(view.tool.findText("shout"))
    view.args_tabs.setCurrentIndex(1)
    view.args_json.setPlainText('{"word": ')
    assert not view.send()
    assert "Nothing was sent" in view.problem.text()
    assert view.args_json.toPlainText() == '{"word": '  # what was typed stays
    assert not win.controller.composer.running  # not even started
    view.method.setCurrentIndex(RAW)
    view.raw.setPlainText("{NaN}")
    assert not view.send() and view.problem.text()


def test_the_form_fills_the_arguments(qtbot, win):
    view = win.activity.mcp.composer
    view.method.setCurrentIndex(CALL)
    view.tool.setCurrentIndex(view.tool.findText("shout"))
    view.args_tabs.setCurrentIndex(0)
    assert view.editor is not None
    view.editor.set_value({"word": "form"})
    assert view.arguments() == {"word": "form"}
    view.args_tabs.setCurrentIndex(1)  # the JSON tab shows what the form holds
    assert json.loads(view.args_json.toPlainText()) == {"word": "form"}


def test_the_log_filters_and_exports_as_json_lines(qtbot, tmp_path, root):
    path = messages_path(root / "state")
    log = MessageLog(path)
    log.incoming({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                  "params": {"clientInfo": {"name": "claude-code"}}}, 10)
    log.outgoing(b'{"jsonrpc":"2.0","id":1,"result":{}}')
    log.incoming({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "fail_it"}}, 10)
    log.outgoing(b'{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"exit 3: broken"}],'
                 b'"isError":true}}')
    log.incoming({"jsonrpc": "2.0", "id": 3, "method": "nope"}, 10)
    log.outgoing(b'{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not found"}}')
    window = create_window(str(root), lang="zh_CN", watch=False)
    qtbot.addWidget(window)
    try:
        view: MessagesView = window.activity.mcp
        view.refresh()
        assert view.log.topLevelItemCount() == 3
        assert {view.log.topLevelItem(i).text(1) for i in range(3)} == {"claude-code"}  # stdio: initialize's name
        errors = sorted(view.log.topLevelItem(i).text(7) for i in range(3))
        assert errors == ["", "Method not found", "exit 3: broken"]
        view.errors_only.setChecked(True)
        assert view.log.topLevelItemCount() == 2
        view.filter.setText("NOT FOUND")
        assert [m["method"] for m in view.shown] == ["nope"]
        out = tmp_path / "export.jsonl"
        view.ask_path = lambda parent, title: str(out)  # type: ignore[method-assign]
        assert view.ask_export()
        lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        assert lines == [m for m in reversed(view.shown)] and lines[0]["client"] == "claude-code"
        view.errors_only.setChecked(False)
        view.filter.clear()
        assert view.ask_export()
        assert [json.loads(line)["id"] for line in out.read_text(encoding="utf-8").splitlines()] == [1, 2, 3]
        assert view.tabText(2) == "发送请求"
    finally:
        window.controller.close()
    assert records(path)  # the log itself is untouched by the export


def test_hostile_raw_messages_get_the_servers_own_error_answers(qtbot, win):
    view = win.activity.mcp.composer
    for raw in ('{"jsonrpc": "2.0", "id": 7, "method": 5}', '{"jsonrpc": "2.0", "id": 8, "method": "nope/nope"}',
                '{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "shout", "arguments": 1}}'):
        answer = json.loads(compose(qtbot, view, RAW, raw=raw))
        assert answer["id"] == json.loads(raw)["id"]
        assert "error" in answer or answer["result"]["isError"] is True, raw
        assert view.status.text().startswith("Error answer")
    view.raw.setPlainText('{"jsonrpc": "2.0", "method": "notifications/initialized"}')
    assert view.send() and "notification" in view.status.text()
