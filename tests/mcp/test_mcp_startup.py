"""``scriptdeck mcp`` while it starts (its first scan still running), across real processes. These cases came
from the attack on 0.3.0's forked start-up child (tests/test_attack_forks.py); the child is gone, what a client
sees at start-up is still held: a client leaving at once, a signal during the first scan, several lists and a bad
cursor before the first list is made, pages."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, rpc, write_script
from tests.mcp.test_mcp_wire import INIT, Wire

HANG = 60  # seconds: bounds a hang only


def make_home(root: Path, count: int = 150) -> Path:
    """``count`` tools, every other one with a schema (Chinese text in both)."""
    for i in range(count):
        params = f'\n# Parameters: {{"type":"object","properties":{{"p{i}":{{"type":"string","description":"参数 {i}"}}}}}}' \
            if i % 2 else ""
        write_script(root / "scripts" / f"tool_{i}.sh", f"#!/bin/sh\n# Description: Tool {i}, 工具 {i}.{params}\ncat\n")
    (root / "scripts" / "personas" / "default").mkdir(parents=True, exist_ok=True)
    return root


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # the suite may run where SIGINT is inherited as ignored


def test_a_client_that_closes_stdin_at_once_leaves_a_clean_exit(tmp_path: Path) -> None:
    """stdin closed before anything is written, and right after initialize: exit 0, only JSON on stdout."""
    home = make_home(tmp_path / "home")
    for early_close in (True, False):
        proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp"], cwd=REPO,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        request = b"" if early_close else rpc("initialize", INIT, 0)
        out, err = proc.communicate(request, timeout=HANG)
        assert proc.returncode == 0, err[-3000:]
        lines = out.decode().splitlines()
        for line in lines:
            json.loads(line)
        assert len(lines) == (0 if early_close else 1), lines


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_during_the_first_scan_ends_the_server(tmp_path: Path, sig: int) -> None:
    """The handshake is answered before the scan; a signal right after it (3000 tools, no header cache: the
    first scan still runs) ends the server with 128 + the signal, no traceback, only JSON on stdout."""
    home = make_home(tmp_path / "home", 3000)
    proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp"], cwd=REPO,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=_default_sigint)
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(rpc("initialize", INIT, 0) + rpc("notifications/initialized") + rpc("tools/list", {}, 1))
        proc.stdin.flush()
        assert json.loads(proc.stdout.readline())["id"] == 0  # the handshake: the scan starts after it
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=HANG)
        assert proc.returncode in (128 + sig, -sig), (proc.returncode, err[-3000:])
        assert b"Traceback" not in err, err[-3000:]
        for line in out.decode().splitlines():
            json.loads(line)
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.slow
def test_several_lists_at_start_up_are_one_answer_each_and_a_bad_cursor_is_refused(tmp_path: Path) -> None:
    """Three whole-list requests and one with a cursor the server never made, sent before its first list is
    built: each whole list is the same bytes as one asked later, the cursor gets -32602."""
    home = make_home(tmp_path / "home")
    server = Wire(home, tmp_path / "stderr.log")
    try:
        server.initialize()
        server.write(rpc("tools/list", {}, 1) + rpc("tools/list", None, 2) + rpc("tools/list", {"cursor": "nope"}, 3)
                     + rpc("tools/list", {"cursor": None}, 4))
        answers = {ident: server.wait(ident)[0] for ident in (1, 2, 3, 4)}
        server.write(rpc("tools/call", {"name": "tool_0", "arguments": {}}, 5))  # waits for the deck
        server.wait(5)
        server.write(rpc("tools/list", {}, 6))
        server.wait(6)
        raw = {ident: server.raw_answer(ident) for ident in (1, 2, 4, 6)}
    finally:
        server.close()
    assert answers[3]["error"]["code"] == -32602, answers[3]
    assert raw[1] == raw[2] == raw[4] == raw[6]
    assert {f"tool_{i}" for i in range(150)} <= {tool["name"] for tool in answers[1]["result"]["tools"]}


@pytest.mark.slow
def test_page_size_lists_page_by_page(tmp_path: Path) -> None:
    home = make_home(tmp_path / "home", 23)
    server = Wire(home, tmp_path / "stderr.log", "--page-size", "5")
    try:
        server.initialize()
        names: list[str] = []
        cursor: str | None = None
        for ident in range(1, 20):
            server.write(rpc("tools/list", {"cursor": cursor} if cursor else {}, ident))
            result = server.wait(ident)[0]["result"]
            assert len(result["tools"]) <= 5
            names += [tool["name"] for tool in result["tools"]]
            cursor = result.get("nextCursor")
            if not cursor:
                break
    finally:
        server.close()
    assert len(names) == len(set(names)) and {f"tool_{i}" for i in range(23)} <= set(names)


def test_watchdogs_own_stop_race_message_is_dropped_and_nothing_else(caplog) -> None:
    """watchdog logs "InotifyEmitter.queue_events() called when the thread is inactive" at ERROR when its thread is
    stopped mid-wait; under load it reached the terminal after a SIGTERM. Only that message is filtered."""
    import logging

    import scriptdeck.core.mcp.watch  # noqa: F401  (installs the filter)

    logger = logging.getLogger("watchdog.observers.inotify")
    with caplog.at_level(logging.ERROR, logger="watchdog.observers.inotify"):
        logger.error("InotifyEmitter.queue_events() called when the thread is inactive")
        logger.error("a real inotify failure")
    assert [record.getMessage() for record in caplog.records] == ["a real inotify failure"]
