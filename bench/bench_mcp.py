#!/usr/bin/env python3
"""`scriptdeck mcp` against baselines measured in the same run (issue 15):

- `initialize` answered, from process start, with 10k tools  vs  `scriptdeck list --json` on the same home;
- `tools/list` with 10k tools on a warm server (target <= 300 ms);
- `tools/call` of `#!/bin/sh echo ok`  vs  `subprocess.run` of the same script (target <= 10 ms above it);
- 50 concurrent calls of a tool that sleeps 0.5 s (target: all finish within 1.0 s wall time).

The client is a plain JSON-RPC line writer/reader on the server's pipes, so the figures are the server's.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from common import REPO, WORK, corpus, emit, home_for, row, stats


class RawClient:
    """One ``scriptdeck mcp`` process spoken to in JSON lines."""

    def __init__(self, launcher: list[str], home: Path) -> None:
        self.started = time.perf_counter()
        self.proc = subprocess.Popen([*launcher, "--home", str(home), "mcp"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, method: str, params: dict | None = None, *, notify: bool = False) -> int | None:
        message: dict = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        ident = None
        if not notify:
            self.next_id += 1
            ident = message["id"] = self.next_id
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()
        return ident

    def wait(self, ids: set[int]) -> dict[int, dict]:
        answers: dict[int, dict] = {}
        assert self.proc.stdout is not None
        while set(answers) != ids:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its stdout")
            message = json.loads(line)
            if message.get("id") in ids:
                answers[message["id"]] = message
        return answers

    def request_bytes(self, method: str, params: dict | None = None) -> bytes:
        """The answer's raw line, not decoded: the timing stops when the server's answer has arrived."""
        ident = self.send(method, params)
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its stdout")
            if line.startswith(b'{"jsonrpc":"2.0","id":%d,' % ident):
                return line

    def request(self, method: str, params: dict | None = None) -> dict:
        ident = self.send(method, params)
        assert ident is not None
        return self.wait({ident})[ident]

    def initialize(self) -> float:
        """Seconds from process start until ``initialize`` was answered."""
        self.request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                    "clientInfo": {"name": "bench", "version": "1"}})
        elapsed = time.perf_counter() - self.started
        self.send("notifications/initialized", notify=True)
        return elapsed

    def close(self) -> None:
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def small_home() -> tuple[Path, Path]:
    home = WORK / "home_mcp_small"
    scripts = home / "scripts"
    scripts.mkdir(parents=True, exist_ok=True)
    echo = scripts / "echo_ok.sh"
    echo.write_text("#!/bin/sh\n# Description: Say ok.\necho ok\n")
    echo.chmod(0o755)
    sleepy = scripts / "nap.sh"
    sleepy.write_text("#!/bin/sh\n# Description: Sleep half a second.\nsleep 0.5\necho ok\n")
    sleepy.chmod(0o755)
    return home, echo


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--calls", type=int, default=100)
    ap.add_argument("--concurrent", type=int, default=50)
    a = ap.parse_args()
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "core")], check=True)
    scriptdeck = Path(sys.executable).parent / "scriptdeck"
    launcher = [str(scriptdeck)] if scriptdeck.exists() else [sys.executable, "-m", "scriptdeck"]
    home = home_for(corpus("miyu", a.count), f"miyu_{a.count}")
    rows = []

    # initialize from process start vs list --json (interleaved, header cache warm for both)
    list_cmd = [*launcher, "--home", str(home), "list", "--json"]
    timed(list_cmd)
    init_times, list_times = [], []
    for _ in range(a.rounds):
        list_times.append(timed(list_cmd))
        client = RawClient(launcher, home)
        init_times.append(client.initialize())
        client.close()
    r = row(f"`mcp` initialize answered, {a.count} tools", stats(init_times), stats(list_times),
            "<= 1.5x list --json")
    r["ok"] = r["ratio"] <= 1.5
    rows.append(r)

    # tools/list, warm server
    client = RawClient(launcher, home)
    try:
        client.initialize()
        first = client.request("tools/list", {})
        listed = len(first["result"]["tools"])
        list_rounds = []
        for _ in range(a.rounds * 2):
            start = time.perf_counter()
            raw = client.request_bytes("tools/list", {})
            list_rounds.append(time.perf_counter() - start)
        same = len(json.loads(raw)["result"]["tools"]) == listed
    finally:
        client.close()
    r = row(f"`tools/list`, {listed} tools, warm", stats(list_rounds), None, "<= 300 ms",
            note=f"{len(raw) / 1e6:.1f} MB answer received (decoding it is the client's work, not counted)"
            + ("" if same else "; lists differ"))
    r["ok"] = r["median"] <= 0.3
    rows.append(r)

    # tools/call overhead vs subprocess.run of the same script, and 50 concurrent sleeps
    small, echo = small_home()
    client = RawClient(launcher, small)
    try:
        client.initialize()
        client.request("tools/call", {"name": "echo_ok", "arguments": {}})
        call_times, plain_times = [], []
        for _ in range(a.calls):
            start = time.perf_counter()
            answer = client.request("tools/call", {"name": "echo_ok", "arguments": {}})
            call_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            subprocess.run([str(echo)], capture_output=True, check=False)
            plain_times.append(time.perf_counter() - start)
        said_ok = answer["result"]["content"][0]["text"] == "ok"
        ours, base = stats(call_times), stats(plain_times)
        over = ours["median"] - base["median"]
        r = row("`tools/call` of `echo ok`", ours, base, "<= +10 ms over subprocess",
                note=f"+{over * 1000:.1f} ms" + ("" if said_ok else "; the tool did not answer ok"))
        r["ok"] = said_ok and over <= 0.010
        rows.append(r)

        walls = []
        for _ in range(max(1, a.rounds // 2)):
            start = time.perf_counter()
            ids = {client.send("tools/call", {"name": "nap", "arguments": {}}) for _ in range(a.concurrent)}
            answers = client.wait(ids)  # type: ignore[arg-type]
            walls.append(time.perf_counter() - start)
            all_ok = all(m["result"]["content"][0]["text"] == "ok" for m in answers.values())
        r = row(f"{a.concurrent} concurrent calls of a 0.5 s tool", stats(walls), 0.5, "<= 1.0 s wall",
                note="" if all_ok else "not every call answered ok")
        r["ok"] = all_ok and r["median"] <= 1.0
        rows.append(r)
    finally:
        client.close()
    emit(rows)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
