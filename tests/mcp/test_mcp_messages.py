"""The MCP message log (issue 35): a real ``scriptdeck mcp`` records each request and answer; the window's Agent
activity lists them (bodies on demand) and shows an agent's run exactly as its client got it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.mcp.msglog import MessageLog, messages_path, records
from scriptdeck.gui.app import create_window

from tests.conftest import REPO, rpc, write_script


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    root = tmp_path / "home"
    write_script(root / "scripts" / "shout.sh", "#!/bin/sh\n# Description: Shouts its input back.\n# Permission: read_only\n"
                                                "# Parameters: {\"type\":\"object\",\"properties\":{\"word\":{\"type\":\"string\"}}}\n"
                                                "cat\n")
    (root / "scripts" / "personas" / "default").mkdir(parents=True, exist_ok=True)
    return root


def serve(home: Path, tmp_path: Path, lines: list[bytes], last_id: int) -> list[dict]:
    server = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp"], cwd=str(REPO),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=open(tmp_path / "err.log", "wb"))
    answers = []
    try:
        assert server.stdin is not None and server.stdout is not None
        server.stdin.write(b"".join(lines))
        server.stdin.flush()
        while True:  # a hang fails through pytest's timeout
            line = server.stdout.readline()
            assert line, "the server closed its stdout"
            answers.append(json.loads(line))
            if answers[-1].get("id") == last_id:
                break
        server.stdin.close()
        server.wait(timeout=30)
    finally:
        server.kill()
        server.wait()
    return answers


@pytest.mark.slow
def test_a_real_server_logs_each_request_and_answer_and_the_window_shows_them(deck, tmp_path, qtbot):
    answers = serve(deck, tmp_path, [
        rpc("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                           "clientInfo": {"name": "log-test", "version": "1"}}, 1),
        rpc("notifications/initialized"),
        rpc("tools/list", {}, 2),
        rpc("tools/call", {"name": "shout", "arguments": {"word": "hé"}}, 3),
    ], 3)
    called = next(a for a in answers if a.get("id") == 3)["result"]
    logged = records(messages_path(deck / "state"))
    # a request is logged when its answer is written, a notification when it arrives: only requests keep order
    pairs = [(m.get("method"), m.get("id")) for m in reversed(logged)]
    assert sorted(pairs, key=str) == sorted([("initialize", 1), ("notifications/initialized", None),
                                             ("tools/list", 2), ("tools/call", 3)], key=str)
    assert [ident for _method, ident in pairs if ident is not None] == [1, 2, 3]
    call = next(m for m in logged if m.get("id") == 3)
    assert call["request"] == {"name": "shout", "arguments": {"word": "hé"}}
    assert call["answer"] == called  # exactly what the client got
    assert call["out"] > 0 and call["in"] > 0 and call["ms"] >= 0 and call["error"] is False

    window = create_window(str(deck), lang="en", watch=False)
    qtbot.addWidget(window)
    try:
        window.dialogs.show_activity()
        view = window.activity
        view.refresh()
        assert view.mcp.log.topLevelItemCount() == 4
        row = next(i for i, m in enumerate(view.mcp.messages) if m.get("method") == "tools/call")
        view.mcp.log.setCurrentItem(view.mcp.log.topLevelItem(row))
        assert '"word": "hé"' in view.mcp.body.toPlainText()
        run_row = next(i for i in range(view.tree.topLevelItemCount()) if view.shown[i].get("source") == "mcp")
        view.tree.setCurrentItem(view.tree.topLevelItem(run_row))
        shown = json.loads(view.mcp.raw_result.toPlainText())
        assert shown == called and {"content", "isError"} <= set(shown)
    finally:
        window.controller.close()


def test_a_large_answer_is_logged_by_size(tmp_path):
    log = MessageLog(tmp_path / "state" / "m.jsonl")
    log.incoming({"jsonrpc": "2.0", "id": "a\"b", "method": "tools/list"}, 40)
    big = json.dumps({"jsonrpc": "2.0", "id": "a\"b", "result": {"tools": ["x" * 100_000]}}).encode()
    log.outgoing(big)
    [record] = records(tmp_path / "state" / "m.jsonl")
    assert record["id"] == "a\"b" and record["out"] == len(big) and record["answer"] is None


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.integers(), st.text(max_size=30)), st.text(max_size=50))
def test_any_id_and_method_pair_up(tmp_path_factory, ident, method):
    path = tmp_path_factory.mktemp("log") / "m.jsonl"
    log = MessageLog(path)
    log.incoming({"jsonrpc": "2.0", "id": ident, "method": method, "params": {"s": "\x00\ud800"}}, 10)
    log.outgoing(json.dumps({"jsonrpc": "2.0", "id": ident, "result": {}}).encode())
    [record] = records(path)
    assert record["id"] == ident and record["method"] == method
