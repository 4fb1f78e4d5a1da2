"""``scriptdeck host METHOD [JSON]``: the light client a script runs to ask the host a question.

Standard library only (no Qt, no registry), so it starts about as fast as Python itself. It sends one JSON
line to the host's local socket and prints the one JSON line it gets back; exit 0 when ok, else 1.
The host, not this client, checks the token and the capability.
"""

from __future__ import annotations

import json
import os
import socket
import sys

SOCKET_ENV = "SCRIPTDECK_HOST_SOCKET"
TOKEN_ENV = "MIYU_HOST_TOKEN"
TIMEOUT = 30.0


def _emit(reply: dict) -> int:
    sys.stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
    sys.stdout.flush()
    return 0 if reply.get("ok") is True else 1


def _fail(code: str, message: str) -> int:
    return _emit({"ok": False, "error": {"code": code, "message": message}})


def request(method: str, params: object, token: str | None, path: str) -> dict:
    line = json.dumps({"token": token, "method": method, "params": params}) + "\n"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
        conn.settimeout(TIMEOUT)
        conn.connect(path)
        conn.sendall(line.encode("utf-8"))
        chunks = []
        while True:
            chunk = conn.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
            if chunk.endswith(b"\n"):
                break
    return json.loads(b"".join(chunks).decode("utf-8"))


def main(argv: list[str]) -> int:
    if not argv:
        return _fail("invalid_argument", "usage: scriptdeck host METHOD [JSON]")
    method = argv[0]
    params: object = None
    if len(argv) > 1 and argv[1].strip():
        try:
            params = json.loads(argv[1])
        except ValueError as error:
            return _fail("invalid_argument", f"the argument is not valid JSON: {error}")
    path = os.environ.get(SOCKET_ENV)
    if not path:
        return _fail("unavailable", "no host is running (this process was not started by ScriptDeck)")
    try:
        reply = request(method, params, os.environ.get(TOKEN_ENV), path)
    except (OSError, ValueError) as error:
        return _fail("unavailable", f"the host did not answer: {error}")
    if not isinstance(reply, dict):
        return _fail("unavailable", "the host gave a malformed answer")
    return _emit(reply)
