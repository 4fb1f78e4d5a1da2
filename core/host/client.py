"""``scriptdeck host METHOD [JSON]``: the light client a script runs to ask the host a question.

Standard library only (no Qt, no registry), so it starts about as fast as Python itself. It sends one JSON
line to the host's local socket and prints the one JSON line it gets back; exit 0 when ok, else 1.
The host, not this client, checks the token and the capability.

The wait is bounded: the whole exchange (connect, send, read the reply line) must finish within ``TIMEOUT``
seconds (``SCRIPTDECK_HOST_TIMEOUT`` overrides it, 0.1–300), else the answer is ``unavailable``. A request
the host would refuse for its size is refused here, before sending.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time

from scriptdeck.core.platform import host_transport

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (scriptdeck host is called per request)

if TYPE_CHECKING:
    from typing import Any

SOCKET_ENV = "SCRIPTDECK_HOST_SOCKET"
TOKEN_ENV = "MIYU_HOST_TOKEN"
TIMEOUT_ENV = "SCRIPTDECK_HOST_TIMEOUT"
TIMEOUT = 10.0
MAX_REQUEST = 64 * 1024  # the host's limit (core/host/server.py)
MAX_REPLY = 16 * 1024 * 1024


class HostTimeout(TimeoutError):
    pass


def timeout_seconds() -> float:
    try:
        value = float(os.environ.get(TIMEOUT_ENV, TIMEOUT))
    except ValueError:
        return TIMEOUT
    return min(max(value, 0.1), 300.0) if value == value else TIMEOUT


def _emit(reply: dict[str, Any]) -> int:
    try:
        text = json.dumps(reply, ensure_ascii=False)
        text.encode("utf-8")
    except (UnicodeEncodeError, ValueError, RecursionError):
        text = json.dumps(reply)  # lone surrogates and the like stay as \\u escapes
    sys.stdout.write(text + "\n")
    sys.stdout.flush()
    return 0 if reply.get("ok") is True else 1


def _fail(code: str, message: str) -> int:
    return _emit({"ok": False, "error": {"code": code, "message": message}})


def encode_request(method: str, params: object, token: str | None) -> bytes:
    return (json.dumps({"token": token, "method": method, "params": params}, allow_nan=False) + "\n").encode("ascii")


def exchange(conn: socket.socket, line: bytes, deadline: float) -> Any:
    """Send one request line on an open connection and read its one reply line before ``deadline``."""
    conn.settimeout(max(deadline - time.monotonic(), 0.001))
    conn.sendall(line)
    chunks: list[bytes] = []
    size = 0
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise HostTimeout("no reply in time")
        conn.settimeout(left)
        try:
            chunk = conn.recv(65536)
        except TimeoutError:
            raise HostTimeout("no reply in time") from None
        if not chunk:
            raise ConnectionResetError("the host closed the connection without a reply")
        chunks.append(chunk)
        size += len(chunk)
        if chunk.endswith(b"\n"):
            break
        if size > MAX_REPLY:
            raise ValueError("the reply is too large")
    return json.loads(b"".join(chunks).decode("utf-8"))


def request(method: str, params: object, token: str | None, path: str, timeout: float | None = None) -> Any:
    line = encode_request(method, params, token)
    deadline = time.monotonic() + (timeout if timeout is not None else timeout_seconds())
    with host_transport.connector() as conn:
        conn.settimeout(max(deadline - time.monotonic(), 0.001))
        try:
            conn.connect(path)
        except TimeoutError:
            raise HostTimeout("could not connect in time") from None
        return exchange(conn, line, deadline)


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not a JSON number")


def main(argv: list[str]) -> int:
    if not argv:
        return _fail("invalid_argument", "usage: scriptdeck host METHOD [JSON]")
    method = argv[0]
    params: object = None
    if len(argv) > 1 and argv[1].strip():
        try:
            params = json.loads(argv[1], parse_constant=_no_constants)
        except RecursionError:
            return _fail("invalid_argument", "the argument is nested too deeply")
        except ValueError as error:
            return _fail("invalid_argument", f"the argument is not valid JSON: {error}")
    try:
        line_size = len(encode_request(method, params, os.environ.get(TOKEN_ENV)))
    except (ValueError, RecursionError):
        return _fail("invalid_argument", "the argument cannot be sent as JSON (too deep, or not finite)")
    if line_size > MAX_REQUEST:
        return _fail("invalid_argument", f"the request is larger than {MAX_REQUEST} bytes")
    path = os.environ.get(SOCKET_ENV)
    if not path:
        return _fail("unavailable", "no host is running (this process was not started by ScriptDeck)")
    try:
        reply = request(method, params, os.environ.get(TOKEN_ENV), path)
    except TimeoutError:
        return _fail("unavailable", f"the host did not answer within {timeout_seconds():g}s; is the run that "
                                    "was granted this still going?")
    except (OSError, ValueError, RecursionError) as error:
        return _fail("unavailable", f"the host did not answer: {error}")
    if not isinstance(reply, dict):
        return _fail("unavailable", "the host gave a malformed answer")
    return _emit(reply)
