"""A real ``scriptdeck mcp --http`` process for tests (SPEC §27), and the SDK's streamable HTTP client to it.

:class:`HttpServer` starts the server on ``127.0.0.1:0``, reads its stderr on a thread (every line is kept, so a
test can wait for a status line and check that no token was ever written there), and ends it with SIGTERM.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx2
import mcp_types as types
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client

from tests.conftest import REPO, alive

HANG = 60  # seconds; only bounds a hang, never measures anything
CLIENT = "scriptdeck-http-tests"
_SERVING = re.compile(r"serving on (http://\S+/mcp)")


class HttpServer:
    """``scriptdeck --home HOME mcp --http 127.0.0.1:0 [extra…]`` as a child process."""

    def __init__(self, home: Path, *extra: str, bind: str = "127.0.0.1:0", env: dict[str, str] | None = None) -> None:
        self.home = home
        self.lines: list[str] = []
        self._changed = threading.Condition()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp", "--http", bind, *extra],
            cwd=str(REPO), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env={**os.environ, **(env or {})}, preexec_fn=_default_sigint)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        line = self.wait_line(_SERVING.search)
        match = _SERVING.search(line)
        assert match is not None
        self.url = match.group(1)
        self.port = int(self.url.rsplit(":", 1)[1].split("/")[0])

    def _read(self) -> None:
        assert self.proc.stderr is not None
        for raw in self.proc.stderr:
            with self._changed:
                self.lines.append(raw.decode("utf-8", "replace").rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self.lines.append("")  # EOF marker: the process closed stderr
            self._changed.notify_all()

    def wait_line(self, test: Any, start: int = 0) -> str:
        """The first stderr line from ``start`` on for which ``test(line)`` holds (fails on EOF or a hang)."""
        deadline = time.monotonic() + HANG
        with self._changed:
            index = start
            while True:
                while index < len(self.lines):
                    line = self.lines[index]
                    index += 1
                    if line == "" and index == len(self.lines) and self.proc.poll() is not None:
                        raise AssertionError("the server ended:\n" + "\n".join(self.lines))
                    if test(line):
                        return line
                remaining = deadline - time.monotonic()
                assert remaining > 0, "no such line on the server's stderr:\n" + "\n".join(self.lines)
                self._changed.wait(remaining)

    @property
    def stderr(self) -> str:
        with self._changed:
            return "\n".join(self.lines)

    @property
    def token(self) -> str:
        return (self.home / "state" / "mcp-http-token").read_text(encoding="ascii").strip()

    def terminate(self) -> int:
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout=HANG)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=HANG)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._reader.join(timeout=HANG)
        assert self.proc.stdout is not None
        self.proc.stdout.close()

    def __enter__(self) -> HttpServer:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def wait_gone(pids: set[int] | list[int], timeout: float = HANG) -> list[int]:
    """Wait (on each process's pidfd: the kernel says when it ends, nothing polls) until every one of ``pids`` has
    ended or ``timeout`` passed; the ones still running."""
    import select

    deadline = time.monotonic() + timeout
    for pid in pids:
        try:
            fd = os.pidfd_open(pid)
        except ProcessLookupError:
            continue  # already gone (and reaped)
        try:
            select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        finally:
            os.close(fd)
    return [pid for pid in pids if alive(pid)]


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # the suite may run where SIGINT is inherited as ignored


def http_client(token: str | None, **headers: str) -> httpx2.AsyncClient:
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    return httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(HANG, read=HANG * 5))


@asynccontextmanager
async def connect(server: HttpServer, *, token: str | None = "", handler: Any = None,
                  name: str = CLIENT) -> AsyncIterator[ClientSession]:
    """An initialized SDK session over HTTP (``token=""``: the server's own)."""
    async with http_client(server.token if token == "" else token) as http:
        async with streamable_http_client(server.url, http_client=http) as (read, write):
            async with ClientSession(read, write, message_handler=handler,
                                     client_info=types.Implementation(name=name, version="1")) as session:
                with anyio.fail_after(HANG):
                    await session.initialize()
                yield session
