#!/usr/bin/env python3
"""`scriptdeck mcp --http` against `scriptdeck mcp` on stdio, measured in the same run (issue 34, SPEC §27):

- `tools/call` of `#!/bin/sh echo ok` over HTTP (one keep-alive connection, the bearer token, the SDK's
  Streamable HTTP transport answering with server-sent events) against the same call on stdio, interleaved call by
  call (target: the HTTP median at most 5 ms above stdio's);
- 50 clients × 20 calls at once: each client its own session and connection, all started together (target: every
  call answered `ok`; the wall time is reported);
- SIGTERM to exit with a call in flight whose tool ignores SIGTERM (target <= 2 s, SPEC §19/§27).

The clients are the standard library's `http.client` and plain JSON lines, so the figures are the servers'.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from bench_mcp import RawClient, small_home
from common import compile_package, emit, row, start_command, stats

ACCEPT = "application/json, text/event-stream"
INIT = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}


class HttpServer:
    def __init__(self, launcher: list[str], home: Path) -> None:
        self.proc = subprocess.Popen([*launcher, "--home", str(home), "mcp", "--http", "127.0.0.1:0"],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                     text=True)
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            found = re.search(r"serving on http://127\.0\.0\.1:(\d+)/mcp", line)
            if found:
                self.port = int(found.group(1))
                break
        else:
            raise RuntimeError("the HTTP server did not start")
        self.token = (home / "state" / "mcp-http-token").read_text().strip()
        threading.Thread(target=self.proc.stderr.read, daemon=True).start()  # keep its pipe drained

    def close(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        self.proc.wait(timeout=10)


class HttpClient:
    """One MCP session over one keep-alive HTTP connection."""

    def __init__(self, server: HttpServer) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
        self.headers = {"Authorization": f"Bearer {server.token}", "Accept": ACCEPT,
                        "Content-Type": "application/json"}
        self.next_id = 0
        self.post({"jsonrpc": "2.0", "id": self._id(), "method": "initialize", "params": INIT})
        self.headers["Mcp-Protocol-Version"] = INIT["protocolVersion"]
        self.post({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def _id(self) -> int:
        self.next_id += 1
        return self.next_id

    def post(self, message: dict) -> dict | None:
        self.conn.request("POST", "/mcp", json.dumps(message).encode(), self.headers)
        answer = self.conn.getresponse()
        body = answer.read()
        if answer.status >= 300:
            raise RuntimeError(f"HTTP {answer.status}: {body[:200]!r}")
        session = answer.getheader("mcp-session-id")
        if session:
            self.headers["Mcp-Session-Id"] = session
        for line in body.decode().splitlines():  # server-sent events: the answer is a data line
            if line.startswith("data: "):
                return json.loads(line[6:])
        return json.loads(body) if body.strip() else None

    def call(self, name: str) -> dict:
        answer = self.post({"jsonrpc": "2.0", "id": self._id(), "method": "tools/call",
                            "params": {"name": name, "arguments": {}}})
        assert answer is not None
        return answer

    def close(self) -> None:
        self.conn.close()


def ok(answer: dict) -> bool:
    return answer.get("result", {}).get("content", [{}])[0].get("text") == "ok"


def many_clients(server: HttpServer, clients: int, per_client: int) -> tuple[float, int]:
    """``clients`` sessions started together, each making ``per_client`` calls; (wall time, calls answered ok)."""
    answered = [0] * clients
    start_line = threading.Barrier(clients + 1)

    def one(index: int) -> None:
        client = HttpClient(server)
        try:
            start_line.wait()
            for _ in range(per_client):
                answered[index] += ok(client.call("echo_ok"))
        finally:
            client.close()

    threads = [threading.Thread(target=one, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    start_line.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    return time.perf_counter() - started, sum(answered)


def sigterm_exit(launcher: list[str], home: Path) -> float:
    """SIGTERM while a call of a tool that ignores SIGTERM runs; seconds until the server process has ended."""
    marker = home / "stubborn.started"
    marker.unlink(missing_ok=True)
    server = HttpServer(launcher, home)
    client = HttpClient(server)
    caller = threading.Thread(target=lambda: _ignore_errors(client.call, "stubborn"), daemon=True)
    caller.start()
    deadline = time.monotonic() + 60  # bounds a hang only
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    start = time.perf_counter()
    server.proc.send_signal(signal.SIGTERM)
    server.proc.wait(timeout=30)
    elapsed = time.perf_counter() - start
    client.close()
    return elapsed


def _ignore_errors(fn: object, *args: object) -> None:
    try:
        fn(*args)  # type: ignore[operator]
    except Exception:  # the server went away under the call: that is the point
        pass


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--per-client", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    compile_package()
    launcher = start_command()
    home, _echo = small_home()
    rows = []
    server = HttpServer(launcher, home)
    stdio = RawClient(launcher, home)
    try:
        stdio.initialize()
        client = HttpClient(server)
        ok(client.call("echo_ok")), stdio.request("tools/call", {"name": "echo_ok", "arguments": {}})  # warm both
        over_http, over_stdio, all_ok = [], [], True
        for _ in range(a.calls):
            start = time.perf_counter()
            all_ok &= ok(client.call("echo_ok"))
            over_http.append(time.perf_counter() - start)
            start = time.perf_counter()
            all_ok &= ok(stdio.request("tools/call", {"name": "echo_ok", "arguments": {}}))
            over_stdio.append(time.perf_counter() - start)
        client.close()
        ours, base = stats(over_http), stats(over_stdio)
        more = ours["median"] - base["median"]
        r = row("`tools/call` of `echo ok` over HTTP", ours, base, "<= +5 ms over stdio (median)",
                note=f"{more * 1000:+.1f} ms; stdio in the same run" + ("" if all_ok else "; a call did not answer ok"))
        r["ok"] = all_ok and more <= 0.005
        rows.append(r)

        walls, answered = [], []
        for _ in range(max(1, a.rounds)):
            wall, count = many_clients(server, a.clients, a.per_client)
            walls.append(wall)
            answered.append(count)
        total = a.clients * a.per_client
        r = row(f"{a.clients} clients × {a.per_client} calls at once over HTTP", stats(walls), None,
                "all answered", note=f"{min(answered)}/{total} answered ok in the worst round")
        r["ok"] = min(answered) == total
        rows.append(r)
    finally:
        stdio.close()
        server.close()
    exits = [sigterm_exit(launcher, home) for _ in range(max(1, a.rounds))]
    r = row("SIGTERM to exit over HTTP, a call in flight whose tool ignores SIGTERM", stats(exits), None, "<= 2 s")
    r["ok"] = r["max"] <= 2.0
    rows.append(r)
    emit(rows)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
