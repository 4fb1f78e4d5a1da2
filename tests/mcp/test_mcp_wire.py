"""``scriptdeck mcp`` speaks JSON-RPC to the end (SPEC §19), tried over a real server process on raw pipes.

Every line of every bad kind is written as bytes, and every request that carries an id must get exactly one
answer with the right code: -32700 for what is not JSON, -32600 for what is not a request, -32602 for bad params
(lone surrogates anywhere, nesting deeper than 64, wrong types), a tool error for arguments the tool refuses. A
40 MiB line is answered and skipped with the server's peak memory (from /proc) under 300 MiB. SIGTERM and
SIGINT end the server with a request stuck in a run, in ``manage_script`` and in the middle of a huge line.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO, alive, default_sigint, rpc, write_script

HANG = 60  # seconds; only bounds a hang, never measures anything
INIT = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "wire", "version": "1"}}


def peak_rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM in /proc")


class Wire:
    """One ``scriptdeck mcp`` process on raw pipes; answers (and each line's bytes) are collected by a reader
    thread. ``command``/``args`` start something else (a script that patches the server first)."""

    def __init__(self, home: Path, log: Path, *extra: str, command: list[str] | None = None,
                 args: list[str] | None = None, env: dict[str, str] | None = None) -> None:
        self.log = log
        argv = [*(command or [sys.executable, "-m", "scriptdeck"]), "--home", str(home), *(args or ["mcp", *extra])]
        self.proc = subprocess.Popen(argv, cwd=str(REPO), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=open(log, "wb"), env=env,
                                     preexec_fn=default_sigint)  # the SIGINT test's server must not inherit an ignored SIGINT
        self.lines: list[dict[str, Any]] = []
        self.raw: list[bytes] = []
        self._cond = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            message = json.loads(raw)  # every line on stdout is JSON, or the test fails here
            with self._cond:
                self.raw.append(raw)
                self.lines.append(message)
                self._cond.notify_all()

    def raw_answer(self, ident: int) -> bytes:
        """The answer's line as written, its id replaced by ``N`` (to compare two answers byte for byte)."""
        with self._cond:
            (line,) = [raw for raw, m in zip(self.raw, self.lines) if "method" not in m and m.get("id") == ident]
        return line.replace(b'"id":%d,' % ident, b'"id":N,', 1)

    def write(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def answers(self, ident: Any) -> list[dict[str, Any]]:
        with self._cond:
            return [m for m in self.lines if "method" not in m and m.get("id") == ident]

    def wait(self, ident: Any, count: int = 1) -> list[dict[str, Any]]:
        deadline = time.monotonic() + HANG  # bounds a hang only
        with self._cond:
            while len([m for m in self.lines if "method" not in m and m.get("id") == ident]) < count:
                left = deadline - time.monotonic()
                assert left > 0, f"no answer for id {ident!r}; stderr: {self.log.read_text()[-2000:]}"
                self._cond.wait(left)
        return self.answers(ident)

    def initialize(self) -> None:
        self.write(rpc("initialize", INIT, 0))
        assert "result" in self.wait(0)[0]
        self.write(rpc("notifications/initialized"))

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()


@pytest.fixture
def home(tmp_path: Path) -> Path:
    root = tmp_path / "home"
    write_script(root / "scripts" / "raw.sh", "#!/bin/sh\n# Description: Echo stdin back.\ncat\n")
    write_script(root / "scripts" / "greeter.py", """#!/usr/bin/env python3
# Description: Greet someone by name.
# Parameters: {"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}
import json, sys
print("hello " + json.load(sys.stdin)["name"])
""")
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return root


@pytest.fixture
def wire(home: Path, tmp_path: Path) -> Any:
    server = Wire(home, tmp_path / "wire-stderr.log")
    try:
        server.initialize()
        yield server
    finally:
        server.close()


def call(ident: int, arguments: str, name: str = "raw", extra: str = "") -> bytes:
    return ('{"jsonrpc":"2.0","id":' + str(ident) + ',"method":"tools/call","params":{"name":"' + name + '",'
            + extra + '"arguments":' + arguments + "}}\n").encode("utf-8", "surrogatepass")


DEEP = 100_000
# (what is wrong, the raw line, the id it must be answered with, the JSON-RPC error code; None: a tool error)
BAD_LINES: list[tuple[str, bytes, Any, int | None]] = [
    ("not JSON", b"this line is not JSON\n", None, -32700),
    ("NUL before a ping", b"\x00" + rpc("ping", None, 11), None, -32700),
    ("not UTF-8", b'{"jsonrpc":"2.0","id":12,"method":"ping","params":{"x":"\xff"}}\n', None, -32700),
    ("cut short", b'{"jsonrpc":"2.0","id":13,"method":"ping"\n', None, -32700),
    ("a batch", b"[" + rpc("ping", None, 14).strip() + b"]\n", None, -32600),
    ("a number", b"42\n", None, -32600),
    ("no method", b'{"jsonrpc":"2.0","id":16}\n', 16, -32600),
    ("jsonrpc 1.0", b'{"jsonrpc":"1.0","id":17,"method":"ping"}\n', 17, -32600),
    ("no jsonrpc", b'{"id":18,"method":"ping"}\n', 18, -32600),
    ("method not a string", b'{"jsonrpc":"2.0","id":19,"method":5}\n', 19, -32600),
    ("id a float", b'{"jsonrpc":"2.0","id":1.5,"method":"ping"}\n', None, -32600),
    ("id true", b'{"jsonrpc":"2.0","id":true,"method":"ping"}\n', None, -32600),
    ("lone surrogate in arguments", call(22, '{"stdin":"\\ud800"}'), 22, -32602),
    ("lone low surrogate in a key", call(23, '{"\\udc00":"x"}'), 23, -32602),
    ("lone surrogate in progressToken", call(24, "{}", extra='"_meta":{"progressToken":"\\ud800x"},'), 24, -32602),
    ("lone surrogate as raw bytes", call(25, '{"stdin":"\ud800"}'), None, -32700),
    ("ping nested 100k deep", ('{"jsonrpc":"2.0","id":26,"method":"ping","params":{"x":'
                               + "[" * DEEP + "]" * DEEP + "}}\n").encode(), 26, -32602),
    ("nested 100k deep, id last", ('{"jsonrpc":"2.0","method":"ping","params":{"x":'
                                   + "[" * DEEP + "]" * DEEP + '},"id":"last"}\n').encode(), "last", -32602),
    ("nested 65 deep", call(28, "[" * 63 + "]" * 63), 28, -32602),
    ("NaN in arguments", call(29, '{"stdin": NaN}'), 29, -32602),
    ("params an array", b'{"jsonrpc":"2.0","id":30,"method":"tools/call","params":[1]}\n', 30, -32602),
    ("params a string", b'{"jsonrpc":"2.0","id":31,"method":"ping","params":"x"}\n', 31, -32602),
    ("name not a string", b'{"jsonrpc":"2.0","id":32,"method":"tools/call","params":{"name":5}}\n', 32, -32602),
    ("arguments not an object", call(33, "[1, 2]"), 33, -32602),
    ("progressToken a list", call(34, "{}", extra='"_meta":{"progressToken":[1]},'), 34, -32602),
    ("arguments the schema refuses", call(35, '{"name": 5}', name="greeter"), 35, None),
    ("a number too large", call(36, '{"x": 1e400}'), 36, None),
]


@pytest.mark.slow
def test_every_bad_line_is_answered_once(wire: Wire):
    for _what, line, _ident, _code in BAD_LINES:
        wire.write(line)
    wire.write(b"\n   \n")  # blank lines are keep-alives: no answer
    wire.write(b'{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"\\udc00"}}\n')
    wire.write(b'{"jsonrpc":"2.0","method":"notifications/x","params":{"a":"\\ud800"}}\n')  # logged, not answered
    wire.write(rpc("ping", None, 99))
    wire.wait(99)
    nulls = [m for m in wire.answers(None)]
    expected_nulls = [entry for entry in BAD_LINES if entry[2] is None]
    deadline = time.monotonic() + HANG
    while len(wire.answers(None)) < len(expected_nulls) and time.monotonic() < deadline:
        time.sleep(0.05)
    nulls = wire.answers(None)
    assert sorted(m["error"]["code"] for m in nulls) == sorted(entry[3] for entry in expected_nulls), nulls
    for what, _line, ident, code in BAD_LINES:
        if ident is None:
            continue
        answers = wire.wait(ident)
        assert len(answers) == 1, (what, answers)
        answer = answers[0]
        if code is None:
            assert answer["result"]["isError"] is True, (what, answer)
        else:
            assert answer.get("error", {}).get("code") == code, (what, answer)
    # a ping answered means every line before it was handled: an answer sent twice would have come before it
    wire.write(rpc("ping", {}, 98))
    wire.wait(98)
    assert [m for m in wire.lines if "method" not in m and m.get("id") not in (0, 98, 99, None)
            and len(wire.answers(m["id"])) != 1] == []
    assert len(wire.answers(None)) == len(expected_nulls), "notifications and blank lines are never answered"
    log = wire.log.read_text()
    assert log.count("refused a message") >= 20, "each refusal is logged on stderr"
    wire.write(call(100, '{"stdin": "still here", "deep": ' + "[" * 60 + "]" * 60 + "}"))
    answer = wire.wait(100)[0]["result"]
    assert answer["content"][0]["text"] == "still here", "64 levels deep is served"


@pytest.mark.slow
def test_a_40_mib_line_is_answered_and_skipped_in_bounded_memory(wire: Wire):
    head = b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"raw","arguments":{"stdin":"'
    wire.write(head)
    block = b"x" * (1024 * 1024)
    for _ in range(40):
        wire.write(block)
    wire.write(b'"}}}\n')
    answer = wire.wait(7)[0]
    assert answer["error"]["code"] == -32600 and "16777216" in answer["error"]["message"], answer
    wire.write(call(8, '{"stdin": "after the flood"}'))
    assert wire.wait(8)[0]["result"]["content"][0]["text"] == "after the flood", "the server still serves"
    assert peak_rss_mib(wire.proc.pid) < 300


@pytest.mark.slow
def test_a_line_just_under_the_limit_is_served(wire: Wire):
    text = "y" * (15 * 1024 * 1024)
    wire.write(call(9, json.dumps({"stdin": text})))
    answer = wire.wait(9)[0]
    assert answer["result"]["isError"] is False
    assert len(answer["result"]["content"][0]["text"]) < len(text), "the run's output limit applies, not ours"


# -- stopping -----------------------------------------------------------------------------------------------


def thread_waits(pid: int) -> list[str]:
    """Where in the kernel each thread of ``pid`` waits (``/proc/PID/task/*/wchan``)."""
    waits = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            waits.append((task / "wchan").read_text())
        except OSError:  # the thread ended between the listing and the read
            continue
    return waits


def wait_until(condition: Callable[[], bool], timeout: float = HANG) -> bool:
    """Whether ``condition`` came true within ``timeout`` s (the bound only stops a hang)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def stops_with(wire: Wire, sig: int) -> int:
    wire.proc.send_signal(sig)
    return wire.proc.wait(timeout=10)  # generous: the 2 s promise is measured in bench/bench_mcp.py


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_ends_the_server_with_a_run_that_ignores_sigterm(home: Path, tmp_path: Path, sig: int):
    pidfile = tmp_path / "child.pid"
    write_script(home / "scripts" / "stubborn.sh", f"""#!/bin/sh
# Description: Ignore SIGTERM and sleep.
trap '' TERM
sleep 300 &
echo $! > {pidfile}.tmp && mv {pidfile}.tmp {pidfile}
wait
""")
    wire = Wire(home, tmp_path / "err.log")
    try:
        wire.initialize()
        wire.write(call(5, "{}", name="stubborn"))
        deadline = time.monotonic() + HANG
        while not pidfile.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        child = int(pidfile.read_text())
        assert stops_with(wire, sig) == 128 + sig
    finally:
        wire.close()
    deadline = time.monotonic() + HANG
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(child), "the run's tree was ended"


@pytest.mark.slow
def test_sigterm_ends_the_server_in_the_middle_of_a_huge_line(wire: Wire):
    wire.write(b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"raw","arguments":{"stdin":"')
    wire.write(b"z" * (20 * 1024 * 1024))  # no newline: the reader is in the middle of skipping it
    assert stops_with(wire, signal.SIGTERM) == 128 + signal.SIGTERM


@pytest.mark.slow
def test_sigterm_ends_the_server_stuck_in_manage_script(home: Path, tmp_path: Path):
    os.mkfifo(home / "scripts" / "personas" / "default" / "new.sh")  # a writer that opens this for writing blocks until someone reads it
    source = write_script(tmp_path / "new.sh", "#!/bin/sh\n# Description: New.\necho new\n")
    wire = Wire(home, tmp_path / "err.log", "--allow-manage")
    try:
        wire.initialize()
        wire.write(rpc("tools/call", {"name": "manage_script", "arguments": {
            "action": "register", "path": str(source), "id": "stuck", "overwrite": True}}, 5))
        wire.write(rpc("tools/call", {"name": "raw", "arguments": {"stdin": "queued"}}, 6))
        # the register either answered (it refused the FIFO) or is stuck: a thread of the server waits in open() for
        # a reader of the FIFO (the kernel's wait_for_partner); SIGTERM must end the server either way
        assert wait_until(lambda: bool(wire.answers(5)) or "wait_for_partner" in thread_waits(wire.proc.pid)), \
            thread_waits(wire.proc.pid)
        assert stops_with(wire, signal.SIGTERM) == 128 + signal.SIGTERM
    finally:
        wire.close()
