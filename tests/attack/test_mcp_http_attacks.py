"""Attacks on ``scriptdeck mcp --http`` across real processes (SPEC §27): only 127.0.0.1, bounded loops.

No token or a wrong one (empty, a prefix of the right one, another length, non-ASCII) → 401 and nothing runs;
a foreign ``Host`` → 421, a foreign ``Origin`` → 403; a 100 MB body → 413 and the server still answers; 1,000
idle connections held → a new client is still served; a rotated token locks the old one out; the token never
reaches stderr, logs or history; SIGTERM/SIGINT end the server with a run in flight, leaving no process, and
with no traceback on stderr (idle, a session open, a run in flight).
"""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx2
import pytest

from tests.conftest import REPO, run_cli, write_script
from tests.http_server import HANG, HttpServer, connect, wait_gone

INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                   "clientInfo": {"name": "attacker", "version": "1"}}}
ACCEPT = "application/json, text/event-stream"


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    marker = tmp_path / "ran"
    write_script(home / "scripts" / "mark.sh", f"#!/bin/sh\n# Description: Leave a mark.\ntouch {marker}\necho marked\n")
    write_script(home / "scripts" / "tree.sh", """#!/bin/sh
# Description: Start a child that would outlive us, say its pid into a FIFO, then wait.
# Argv: flags
pidfile="${1#--pidfile=}"
sleep 300 &
echo $! > "$pidfile"
wait
""")
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


@pytest.fixture
def server(deck: Path) -> Iterator[HttpServer]:
    with HttpServer(deck) as running:
        yield running


def raw(port: int, head: bytes, body: bytes = b"", *, host: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    """One request written byte for byte (no client library tidies the headers); the status, headers and body."""
    host = host or f"127.0.0.1:{port}".encode()
    with socket.create_connection(("127.0.0.1", port), timeout=HANG) as sock:
        sock.sendall(b"POST /mcp HTTP/1.1\r\nHost: " + host + b"\r\n" + head
                     + b"Content-Type: application/json\r\nAccept: " + ACCEPT.encode()
                     + f"\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode() + body)
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    header, _, rest = data.partition(b"\r\n\r\n")
    lines = header.decode("latin-1").split("\r\n")
    fields = dict((k.strip().lower(), v.strip()) for k, v in (line.split(":", 1) for line in lines[1:] if ":" in line))
    return int(lines[0].split()[1]), fields, rest


def open_session(server: HttpServer) -> str:
    """A session opened with the right token; its id (to try it with a wrong one)."""
    with httpx2.Client(timeout=HANG) as http:
        answer = http.post(server.url, json=INIT, headers={"Authorization": f"Bearer {server.token}",
                                                           "Accept": ACCEPT})
        assert answer.status_code == 200, answer.text
        session = answer.headers["mcp-session-id"]
        done = http.post(server.url, json={"jsonrpc": "2.0", "method": "notifications/initialized"},
                         headers={"Authorization": f"Bearer {server.token}", "Accept": ACCEPT,
                                  "Mcp-Session-Id": session, "Mcp-Protocol-Version": "2025-06-18"})
        assert done.status_code == 202, done.text
    return session


def call_body(ident: int = 2) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": ident, "method": "tools/call",
                       "params": {"name": "mark", "arguments": {}}}).encode()


def history(home: Path) -> str:
    path = home / "state" / "history.jsonl"
    return path.read_text(encoding="utf-8") if path.exists() else ""


# -- the token ----------------------------------------------------------------------------------------------


def test_wrong_or_missing_tokens_get_401_and_nothing_runs(server: HttpServer, tmp_path: Path):
    session = open_session(server)
    token = server.token.encode()
    wrong = {
        "no header": b"",
        "empty": b"Authorization: Bearer \r\n",
        "no token at all": b"Authorization: Bearer\r\n",
        "a prefix": b"Authorization: Bearer " + token[:-1] + b"\r\n",
        "one char": b"Authorization: Bearer " + token[:1] + b"\r\n",
        "longer": b"Authorization: Bearer " + token + b"x\r\n",
        "another length": b"Authorization: Bearer " + b"A" * 200 + b"\r\n",
        "non-ASCII": b"Authorization: Bearer " + token[:-2] + "é中".encode() + b"\r\n",
        "latin-1": b"Authorization: Bearer " + token[:-1] + b"\xff\r\n",
        "another scheme": b"Authorization: Basic " + token + b"\r\n",
        "twice": b"Authorization: Bearer " + token + b"A" + token + b"\r\n",
    }
    for why, header in wrong.items():
        status, fields, _ = raw(server.port, header + f"Mcp-Session-Id: {session}\r\nMcp-Protocol-Version: "
                                "2025-06-18\r\n".encode(), call_body())
        assert status == 401, why
        assert fields["www-authenticate"].startswith("Bearer"), why
    assert not (tmp_path / "ran").exists(), "no wrong token ran anything"
    assert "mark" not in history(server.home)
    status, _, body = raw(server.port, b"Authorization: Bearer " + token + f"\r\nMcp-Session-Id: {session}\r\n"
                          "Mcp-Protocol-Version: 2025-06-18\r\n".encode(), call_body())
    assert status == 200 and b"marked" in body, "the right token on the same request runs the tool"
    assert (tmp_path / "ran").exists()


def test_a_rotated_token_locks_the_old_one_out(server: HttpServer):
    old = server.token

    async def listed(token: str) -> int:
        async with connect(server, token=token) as session:
            return len((await session.list_tools()).tools)

    assert anyio.run(listed, old) > 0
    rotated = run_cli("--home", str(server.home), "mcp", "token", "--rotate")
    assert rotated.returncode == 0, rotated.stderr
    new = rotated.stdout.strip()
    assert new != old and new == server.token
    status, _, _ = raw(server.port, f"Authorization: Bearer {old}\r\n".encode(), json.dumps(INIT).encode())
    assert status == 401, "the very next request with the old token is refused"
    assert anyio.run(listed, new) > 0, "the new token is accepted"
    assert run_cli("--home", str(server.home), "mcp", "token").stdout.strip() == new, "`mcp token` prints the new one"


def test_the_token_never_reaches_stderr_logs_or_history(server: HttpServer, tmp_path: Path):
    old = server.token

    async def use(token: str) -> None:
        async with connect(server, token=token) as session:
            await session.call_tool("mark", {})

    anyio.run(use, old)
    raw(server.port, f"Authorization: Bearer {old}x\r\n".encode(), json.dumps(INIT).encode())
    new = run_cli("--home", str(server.home), "mcp", "token", "--rotate").stdout.strip()
    raw(server.port, f"Authorization: Bearer {old}\r\n".encode(), json.dumps(INIT).encode())
    anyio.run(use, new)
    server.terminate()
    server.close()
    for token in (old, new):
        assert token not in server.stderr, "stderr"
        for path in server.home.rglob("*"):
            if path.is_file() and path.name != "mcp-http-token":
                assert token.encode() not in path.read_bytes(), path
    assert history(server.home).count('"mark"') == 2, "the calls themselves are in the history"


@pytest.mark.parametrize("kind", ["symlink", "folder", "fifo", "readable by others", "garbage"])
def test_a_broken_token_file_refuses_to_serve(deck: Path, tmp_path: Path, kind: str):
    path = deck / "state" / "mcp-http-token"
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "symlink":
        (tmp_path / "elsewhere").write_text("A" * 43)
        path.symlink_to(tmp_path / "elsewhere")
    elif kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.write_text("A" * 43 if kind != "garbage" else "not a token!\n")
        path.chmod(0o644 if kind != "garbage" else 0o600)
    for args in (["mcp", "token"], ["mcp", "token", "--rotate"], ["mcp", "--http", "127.0.0.1:0"]):
        done = run_cli("--home", str(deck), *args, timeout=HANG)
        if kind in ("readable by others", "garbage") and args[-1] == "--rotate":
            assert done.returncode == 0, "rotating replaces a regular file of ours (the way out)"
            path.write_text("A" * 43 if kind != "garbage" else "not a token!\n")
            path.chmod(0o644 if kind != "garbage" else 0o600)
            continue
        assert done.returncode == 3, (args, done.stderr)
        assert str(path) in done.stderr and "fix:" in done.stderr, done.stderr
        assert "serving on" not in done.stderr
    assert not os.path.islink(path) or os.readlink(path) == str(tmp_path / "elsewhere"), "a link is never replaced"


def test_a_token_file_broken_while_serving_accepts_nothing(server: HttpServer):
    token = server.token
    path = server.home / "state" / "mcp-http-token"
    path.unlink()
    path.mkdir()
    status, _, _ = raw(server.port, f"Authorization: Bearer {token}\r\n".encode(), json.dumps(INIT).encode())
    assert status == 401, "fail closed: a folder where the token was accepts no token"
    path.rmdir()
    new = run_cli("--home", str(server.home), "mcp", "token").stdout.strip()
    status, _, _ = raw(server.port, f"Authorization: Bearer {new}\r\n".encode(), json.dumps(INIT).encode())
    assert status == 200


def test_no_auth_only_on_loopback(deck: Path):
    done = run_cli("--home", str(deck), "mcp", "--http", "0.0.0.0:0", "--no-auth", timeout=HANG)
    assert done.returncode == 2 and "loopback" in done.stderr
    with HttpServer(deck, "--no-auth") as server:
        status, _, _ = raw(server.port, b"", json.dumps(INIT).encode())
        assert status == 200, "no token needed on loopback with --no-auth"
    assert not (deck / "state" / "mcp-http-token").exists(), "--no-auth makes no token"


# -- the edge -----------------------------------------------------------------------------------------------


def test_foreign_host_and_origin_are_refused(server: HttpServer, tmp_path: Path):
    auth = f"Authorization: Bearer {server.token}\r\n".encode()
    status, _, _ = raw(server.port, auth, json.dumps(INIT).encode(), host=b"evil.example")
    assert status in (421, 403), "a rebound DNS name"
    status, _, _ = raw(server.port, auth, json.dumps(INIT).encode(), host=f"evil.example:{server.port}".encode())
    assert status in (421, 403)
    status, _, _ = raw(server.port, auth, json.dumps(INIT).encode(), host=f"127.0.0.1:{server.port + 1}".encode())
    assert status in (421, 403), "the bound port, not any port"
    status, _, _ = raw(server.port, auth + b"Origin: http://evil.example\r\n", json.dumps(INIT).encode())
    assert status == 403
    status, _, _ = raw(server.port, auth + f"Origin: http://127.0.0.1:{server.port}\r\n".encode(),
                       json.dumps(INIT).encode())
    assert status == 200, "the server's own origin is fine"
    status, _, _ = raw(server.port, auth, json.dumps(INIT).encode(), host=f"localhost:{server.port}".encode())
    assert status == 200, "localhost names the loopback address too"
    assert not (tmp_path / "ran").exists()


def test_allow_host_and_allow_origin(deck: Path):
    with HttpServer(deck, "--allow-host", "deck.example", "--allow-origin", "https://app.example") as server:
        auth = f"Authorization: Bearer {server.token}\r\n".encode()
        for host in (b"deck.example", f"deck.example:{server.port}".encode()):
            status, _, _ = raw(server.port, auth, json.dumps(INIT).encode(), host=host)
            assert status == 200, host
        status, _, _ = raw(server.port, auth + b"Origin: https://app.example\r\n", json.dumps(INIT).encode())
        assert status == 200
        status, _, _ = raw(server.port, auth, json.dumps(INIT).encode(), host=b"other.example")
        assert status in (421, 403)


def test_a_public_bind_takes_only_its_own_host_and_never_a_null_origin(deck: Path):
    """Bound on every interface, ``localhost`` is no longer this server's name (a page's DNS can point anything
    there), and ``Origin: null`` (a sandboxed frame, a file: page) is never an allowed origin."""
    with HttpServer(deck, bind="0.0.0.0:0") as server:
        auth = f"Authorization: Bearer {server.token}\r\n".encode()
        own = f"0.0.0.0:{server.port}".encode()
        status, _, _ = raw(server.port, auth, json.dumps(INIT).encode(), host=own)
        assert status == 200, "its own host and port"
        for host in (b"localhost", f"localhost:{server.port}".encode(), f"127.0.0.1:{server.port}".encode()):
            status, _, _ = raw(server.port, auth, json.dumps(INIT).encode(), host=host)
            assert status in (421, 403), host
        status, _, _ = raw(server.port, auth + b"Origin: null\r\n", json.dumps(INIT).encode(), host=own)
        assert status == 403, "Origin: null"


def peak_rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as handle:
        line = next(line for line in handle if line.startswith("VmHWM:"))
    return int(line.split()[1]) / 1024


def test_a_100_mb_body_gets_413_and_the_server_answers_on(server: HttpServer):
    auth = f"Authorization: Bearer {server.token}\r\n".encode()
    size = 100 * 1024 * 1024
    peak_before = peak_rss_mib(server.proc.pid)
    with socket.create_connection(("127.0.0.1", server.port), timeout=HANG) as sock:
        sock.sendall(f"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n".encode() + auth
                     + f"Content-Type: application/json\r\nAccept: {ACCEPT}\r\nContent-Length: {size}\r\n\r\n".encode()
                     + b"[" * 65536)
        answer = sock.recv(4096)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:100]

    def chunks() -> Iterator[bytes]:
        block = b" " * (1024 * 1024)
        for _ in range(100):
            yield block

    with httpx2.Client(timeout=HANG) as http:
        try:
            streamed = http.post(server.url, content=chunks(), headers={
                "Authorization": f"Bearer {server.token}", "Accept": ACCEPT, "Content-Type": "application/json"})
            assert streamed.status_code == 413, "a body without a length is cut at 16 MiB"
        except httpx2.TransportError:
            pass  # the server may end the connection once it has answered 413 mid-upload
    status, _, _ = raw(server.port, auth, json.dumps(INIT).encode())
    assert status == 200, "the next request is answered"
    assert peak_rss_mib(server.proc.pid) - peak_before < 64, "at most the 16 MiB limit was held, never 100 MB"


def test_a_thousand_idle_connections_do_not_lock_a_client_out(server: HttpServer):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 1200:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    idle: list[socket.socket] = []
    try:
        for _ in range(1000):
            idle.append(socket.create_connection(("127.0.0.1", server.port), timeout=HANG))
        idle[0].sendall(b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # one of them half a header

        async def listed() -> int:
            async with connect(server) as session:
                return len((await session.list_tools()).tools)

        assert anyio.run(listed) > 0, "a new client is served while 1,000 connections sit idle"
    finally:
        for sock in idle:
            sock.close()


@pytest.mark.slow
def test_a_header_that_never_ends_is_cut_off(server: HttpServer):
    with socket.create_connection(("127.0.0.1", server.port), timeout=HANG) as sock:
        sock.sendall(f"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Slow: ".encode())
        for _ in range(HANG * 2):  # trickle a byte now and then; the deadline is for the whole header
            try:
                sock.sendall(b"a")
            except OSError:
                break
            try:
                sock.settimeout(0.5)
                if sock.recv(1) == b"":
                    break
            except TimeoutError:
                continue
            except OSError:
                break
        else:
            pytest.fail("the connection was still open after a minute of header")
    status, _, _ = raw(server.port, f"Authorization: Bearer {server.token}\r\n".encode(), json.dumps(INIT).encode())
    assert status == 200


# -- stopping -----------------------------------------------------------------------------------------------


def descendants(pid: int) -> set[int]:
    found, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        for task in os.listdir(f"/proc/{parent}/task") if os.path.isdir(f"/proc/{parent}/task") else []:
            try:
                with open(f"/proc/{parent}/task/{task}/children") as handle:
                    kids = {int(p) for p in handle.read().split()}
            except OSError:
                continue
            todo.extend(kids - found)
            found |= kids
    return found


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_ends_the_server_with_a_run_in_flight(deck: Path, tmp_path: Path, sig: int):
    pidfile = tmp_path / "child.pid"
    os.mkfifo(pidfile)  # the tool writes its child's pid here: reading it waits for the run to have started
    with HttpServer(deck) as server:
        async def start_call() -> None:
            async with connect(server) as session:
                async with anyio.create_task_group() as tg:
                    tg.start_soon(session.call_tool, "tree", {"pidfile": str(pidfile)})
                    with anyio.fail_after(HANG):
                        child = int(await anyio.to_thread.run_sync(pidfile.read_text))
                    processes = descendants(server.proc.pid)
                    assert child in processes
                    server.proc.send_signal(sig)
                    code = await anyio.to_thread.run_sync(server.proc.wait, HANG)
                    assert code == 128 + sig
                    tg.cancel_scope.cancel()
                started.update(processes)

        started: set[int] = set()
        try:
            anyio.run(start_call)
        except BaseException as error:  # the client's own transport may complain that the server went away
            if not started:
                raise AssertionError("the call never started") from error
        server.close()  # its stderr read to the end
    assert not wait_gone(started), "no process of the server or its runs is left"
    assert_quiet_exit(server.stderr)


def assert_quiet_exit(stderr: str) -> None:
    """Nothing but status lines: no traceback, no ERROR from the server's own winding down."""
    assert "Traceback" not in stderr and "CancelledError" not in stderr and "ERROR" not in stderr, stderr


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_ends_an_idle_server_quietly(deck: Path, sig: int):
    with HttpServer(deck) as server:
        server.proc.send_signal(sig)
        assert server.proc.wait(timeout=HANG) == 128 + sig
        server.close()
    assert_quiet_exit(server.stderr)


def test_a_signal_ends_a_server_with_an_open_session_quietly(deck: Path):
    with HttpServer(deck) as server:
        async def session_open() -> None:
            async with connect(server) as session:
                await session.list_tools()  # its GET stream is open too
                server.proc.send_signal(signal.SIGTERM)
                assert await anyio.to_thread.run_sync(server.proc.wait, HANG) == 143

        try:
            anyio.run(session_open)
        except BaseException as error:  # the client's transport may complain that the server went away
            if server.proc.poll() is None:
                raise AssertionError("the server did not end") from error
        assert server.proc.wait(timeout=HANG) == 143
        server.close()
    assert_quiet_exit(server.stderr)


def test_two_servers_on_one_home_share_the_token(deck: Path):
    with HttpServer(deck) as one, HttpServer(deck) as two:
        assert one.port != two.port
        for server in (one, two):
            status, _, _ = raw(server.port, f"Authorization: Bearer {one.token}\r\n".encode(), json.dumps(INIT).encode())
            assert status == 200


def test_port_in_use_is_a_clear_error(deck: Path):
    with HttpServer(deck) as server:
        done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(deck), "mcp", "--http",
                               f"127.0.0.1:{server.port}"], cwd=str(REPO), capture_output=True, text=True, timeout=HANG)
    assert done.returncode == 1
    assert "cannot listen" in done.stderr and "fix:" in done.stderr
    assert "Traceback" not in done.stderr


def test_bad_bind_addresses_are_usage_errors(deck: Path):
    for value in ("", "abc", "70000", "127.0.0.1:", "::1:80", "[::1]80", "host/x:80"):
        done = run_cli("--home", str(deck), "mcp", "--http", value, timeout=HANG)
        assert done.returncode == 2, (value, done.stderr)
        assert "Traceback" not in done.stderr
