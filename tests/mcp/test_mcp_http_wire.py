"""``scriptdeck mcp --http`` speaks JSON-RPC as stdio does (SPEC §19, §27), across two real server processes.

Each bad message is written as a line to a stdio server and POSTed, byte for byte and with the token, to an HTTP
server on the same home. The HTTP answer must be the stdio answer (same id, code and message) as a JSON body
with the status the SDK gives its own parse errors (400): an id that is not a string or an integer, a lone
surrogate, a batch, a message without a method, nesting deeper than 64 levels and NaN were let through to the
SDK, which answered 202 with no answer at all, a kilobytes-long validation dump, or ran the tool.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.attack.test_mcp_http_attacks import open_session, raw
from tests.conftest import rpc, write_script
from tests.http_server import HANG, HttpServer
from tests.mcp.test_mcp_wire import Wire


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    write_script(home / "scripts" / "mark.sh", f"""#!/bin/sh
# Description: Leave a mark.
touch {tmp_path / "ran"}
echo marked
""")
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


@pytest.fixture
def both(deck: Path, tmp_path: Path) -> Iterator[tuple[Wire, HttpServer]]:
    stdio = Wire(deck, tmp_path / "stdio-stderr.log")
    try:
        stdio.initialize()
        with HttpServer(deck) as http:
            yield stdio, http
    finally:
        stdio.close()


def call(ident: str, arguments: str) -> bytes:
    return ('{"jsonrpc":"2.0","id":' + ident + ',"method":"tools/call","params":{"name":"mark","arguments":'
            + arguments + "}}").encode("utf-8")


def nested(depth: int) -> str:
    return '{"x":' + "[" * (depth - 3) + "]" * (depth - 3) + "}"  # the envelope, params and arguments: 3 levels


# (what is wrong, the body; one line of the stdio wire without its newline)
BAD: list[tuple[str, bytes]] = [
    ("id a float", b'{"jsonrpc":"2.0","id":1.5,"method":"ping"}'),
    ("id true", b'{"jsonrpc":"2.0","id":true,"method":"ping"}'),
    ("id null", b'{"jsonrpc":"2.0","id":null,"method":"ping"}'),
    ("id an object", b'{"jsonrpc":"2.0","id":{},"method":"tools/call","params":{"name":"mark"}}'),
    ("lone surrogate in arguments", call("5", '{"msg":"\\ud800"}')),
    ("a batch of numbers", b"[1,2]"),
    ("a batch of a call", b"[" + call("7", "{}") + b"]"),
    ("no method", b'{"jsonrpc":"2.0","id":11}'),
    ("nested 65 deep", call("12", nested(65))),
    ("nested 150 deep", call("13", nested(150))),
    ("nested 250 deep", call("14", nested(250))),
    ("nested 100k deep", call("15", nested(100_000))),
    ("NaN in arguments", call("16", '{"x": NaN}')),
    ("not JSON", b"this body is not JSON"),
    ("not UTF-8", b'{"jsonrpc":"2.0","id":18,"method":"ping","params":{"x":"\xff"}}'),
    ("params an array", b'{"jsonrpc":"2.0","id":19,"method":"tools/call","params":[1]}'),
    ("jsonrpc 1.0", b'{"jsonrpc":"1.0","id":21,"method":"ping"}'),
]


def stdio_answer(wire: Wire, line: bytes, fence: int) -> dict[str, Any]:
    """The one answer stdio gives ``line``: the answers written between it and a ping sent right after it (the
    reader answers a refused line before it hands the next one to the SDK)."""
    with wire._cond:
        before = len(wire.lines)
    wire.write(line + b"\n")
    wire.write(rpc("ping", None, fence))
    wire.wait(fence)
    with wire._cond:
        (answer,) = [m for m in wire.lines[before:] if m.get("id") != fence]
    return answer


def post(server: HttpServer, session: str, body: bytes) -> tuple[int, dict[str, str], bytes]:
    return raw(server.port, f"Authorization: Bearer {server.token}\r\nMcp-Session-Id: {session}\r\n"
               "Mcp-Protocol-Version: 2025-06-18\r\n".encode(), body)


def test_http_answers_every_bad_message_as_stdio_does(both: tuple[Wire, HttpServer], tmp_path: Path):
    stdio, http = both
    session = open_session(http)
    wrong = []
    for fence, (what, body) in enumerate(BAD, start=1000):
        expected = stdio_answer(stdio, body, fence)
        assert "error" in expected, (what, expected)
        status, fields, answer = post(http, session, body)
        json_body = fields.get("content-type", "").startswith("application/json")
        if status != 400 or not json_body or json.loads(answer) != expected:
            wrong.append((what, status, answer[:200], expected))
    assert wrong == [], "HTTP answers what stdio answers, with 400 and a JSON body"
    assert not (tmp_path / "ran").exists(), "no refused call ran the tool"
    status, _, answer = post(http, session, call("99", "{}"))
    assert status == 200 and b"marked" in answer, "a good call after them is served"


def test_a_refused_notification_gets_400_without_an_id(both: tuple[Wire, HttpServer]):
    _stdio, http = both
    session = open_session(http)
    status, _, answer = post(http, session, b'{"jsonrpc":"2.0","method":"notifications/x","params":{"a":"\\ud800"}}')
    assert status == 400
    assert json.loads(answer) == {"jsonrpc": "2.0", "id": None, "error": {
        "code": -32602, "message": "Invalid params: a string holds a lone surrogate (not valid Unicode)"}}
    status, _, answer = post(http, session, b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
    assert (status, answer) == (202, b""), "a good notification is still accepted"
    assert "refused a message" in http.stderr, "a refusal is logged on stderr as over stdio"


def test_the_edge_still_answers_first(both: tuple[Wire, HttpServer]):
    """A bad body behind a bad token, a foreign Host or Origin, or a wrong Accept gets the edge's answer, never the
    body's: the judgement comes after those checks, as the SDK's own parsing does."""
    _stdio, http = both
    bad = b'{"jsonrpc":"2.0","id":1.5,"method":"ping"}'
    auth = f"Authorization: Bearer {http.token}\r\n".encode()
    assert raw(http.port, b"", bad)[0] == 401
    assert raw(http.port, b"Authorization: Bearer wrong\r\n", bad)[0] == 401
    assert raw(http.port, auth, bad, host=b"evil.example")[0] == 421
    assert raw(http.port, auth + b"Origin: http://evil.example\r\n", bad)[0] == 403
    with socket.create_connection(("127.0.0.1", http.port), timeout=HANG) as sock:
        sock.sendall(f"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{http.port}\r\n".encode() + auth
                     + b"Content-Type: application/json\r\nAccept: application/json\r\n"
                     + f"Content-Length: {len(bad)}\r\nConnection: close\r\n\r\n".encode() + bad)
        assert sock.recv(4096).startswith(b"HTTP/1.1 406"), "both answer types must be accepted, as before"
    assert raw(http.port, auth, bad)[0] == 400, "the same body past the edge is judged"
