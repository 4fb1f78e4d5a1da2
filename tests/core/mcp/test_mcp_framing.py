"""The pure half of ``scriptdeck mcp``'s framing (:mod:`scriptdeck.core.mcp.wire`): bounded lines, judged lines.

The process-level promises are in ``test_mcp_wire.py``; here the reader and the judge are tried directly, with
hypothesis for the parts that must hold for any input (any chunking gives the same lines, any well-formed
request passes unchanged).
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.mcp import wire


def lines_of(data: bytes, *, limit: int, chunks: list[int]) -> list[bytes | wire.Oversize]:
    """``read_lines`` over a pipe fed in the given chunk sizes."""
    read, write = os.pipe()
    try:
        position = 0
        sizes = iter(chunks)
        while position < len(data):
            size = max(1, next(sizes, len(data)))
            os.write(write, data[position:position + size])
            position += size
        os.close(write)
        write = -1
        return list(wire.read_lines(read, limit=limit, chunk=7))
    finally:
        os.close(read)
        if write >= 0:
            os.close(write)


@given(st.lists(st.binary(max_size=40).filter(lambda b: b"\n" not in b), max_size=8),
       st.lists(st.integers(1, 30), max_size=20))
@settings(max_examples=200, deadline=None)
def test_any_chunking_gives_the_same_lines(lines: list[bytes], chunks: list[int]):
    data = b"".join(line + b"\n" for line in lines)
    got = lines_of(data, limit=1000, chunks=chunks)
    assert got == lines


def test_a_line_over_the_limit_is_skipped_and_reported_with_its_start():
    data = b"short\n" + b"L" * 100 + b"\nafter\n"
    got = lines_of(data, limit=50, chunks=[3] * 100)
    assert got[0] == b"short" and got[2] == b"after"
    oversize = got[1]
    assert isinstance(oversize, wire.Oversize) and oversize.size == 100 and oversize.prefix.startswith(b"LLL")


def test_the_last_line_without_a_newline_counts():
    assert lines_of(b"a\nb", limit=10, chunks=[1, 1, 1]) == [b"a", b"b"]


requests = st.fixed_dictionaries({
    "jsonrpc": st.just("2.0"),
    "id": st.one_of(st.integers(-2**53, 2**53), st.text(max_size=10)),
    "method": st.text(min_size=1, max_size=20),
    "params": st.dictionaries(st.text(max_size=6), st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=10),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
        max_leaves=10), max_size=4),
})


@given(requests)
@settings(max_examples=200, deadline=None)
def test_any_well_formed_request_passes_unchanged(message: dict[str, Any]):
    for ensure_ascii in (True, False):
        value, refusal = wire.judge(json.dumps(message, ensure_ascii=ensure_ascii).encode("utf-8"))
        assert refusal is None and value == message


@pytest.mark.parametrize(("line", "ident", "code"), [
    (b"\x00{}", None, wire.PARSE_ERROR),
    (b'{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":"\\ud800"}}', 1, wire.INVALID_PARAMS),
    (b'{"jsonrpc":"2.0","id":2,"method":"x","params":{"a":"\\udc00\\ud800"}}', 2, wire.INVALID_PARAMS),
    (b'{"jsonrpc":"2.0","id":3,"method":"x","params":{"a":' + b"[" * 64 + b"]" * 64 + b"}}", 3, wire.INVALID_PARAMS),
    (b'{"jsonrpc":"2.0","id":4,"method":"x","params":{"a":' + b"[" * 5000 + b"]" * 5000 + b"}}", 4,
     wire.INVALID_PARAMS),
    (b'{"jsonrpc":"2.0","id":5,"method":"x","params":{"a":Infinity}}', 5, wire.INVALID_PARAMS),
    (b'{"jsonrpc":"2.0","id":[1],"method":"x"}', None, wire.INVALID_REQUEST),
    (b'{"jsonrpc":"2.0","id":"\\ud800","method":"x"}', None, wire.INVALID_REQUEST),
])
def test_bad_requests_are_refused_with_their_id(line: bytes, ident: Any, code: int):
    value, refusal = wire.judge(line)
    assert value is None and refusal is not None and refusal.answer
    assert (refusal.id, refusal.code) == (ident, code), refusal


def test_valid_surrogate_pairs_and_63_levels_pass():
    value, refusal = wire.judge(b'{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":"\\ud83d\\ude00"}}')
    assert refusal is None and value is not None and value["params"]["a"] == "\U0001f600"
    deep = b'{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":' + b"[" * 62 + b"]" * 62 + b"}}"
    assert wire.judge(deep)[1] is None, "64 levels in all (the envelope is level 1) is allowed"


def test_a_bad_notification_is_refused_but_not_answered():
    _, refusal = wire.judge(b'{"jsonrpc":"2.0","method":"notifications/x","params":{"a":"\\ud800"}}')
    assert refusal is not None and not refusal.answer


def test_top_level_fields_ignore_nested_ids_and_survive_a_cut():
    text = '{"jsonrpc":"2.0","params":{"id":"inner","x":[{"id":1}]},"method":"m","id":"outer"}'
    assert wire.top_level_fields(text) == {"method": "m", "id": "outer"}
    assert wire.top_level_fields(text[:40]) == {}, "nothing at the top level before the cut"
    assert wire.top_level_fields('{"id":7,"method":"tools/call","params":{"arguments":{"stdin":"xx') == {
        "id": 7, "method": "tools/call"}


def test_an_oversized_line_is_answered_with_the_id_from_its_start():
    refusal = wire.oversize(wire.Oversize(b'{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"x":"', 20_000_000))
    assert (refusal.id, refusal.code, refusal.answer) == (9, wire.INVALID_REQUEST, True)
    assert json.loads(wire.dumps_error(refusal))["error"]["code"] == wire.INVALID_REQUEST


def test_a_large_tool_list_is_written_as_the_sdk_would_write_it():
    import mcp_types
    from scriptdeck.core.mcp.protocol import LIST_CACHE_MIN, Protocol

    protocol = Protocol()
    tools = [{"name": f"t{n}", "title": "ü \u2028 \"q\"", "inputSchema": {"type": "object"}}
             for n in range(LIST_CACHE_MIN)]
    for result in ({"tools": tools}, {"tools": tools, "nextCursor": "dDk5"}):
        message = mcp_types.JSONRPCResponse(jsonrpc="2.0", id="a\"b", result=dict(result))
        ours = json.loads(protocol.encode(message))
        assert ours == json.loads(message.model_dump_json(by_alias=True, exclude_unset=True))
    changed = [*tools[1:], {"name": "new"}]
    message = mcp_types.JSONRPCResponse(jsonrpc="2.0", id=2, result={"tools": changed})
    assert json.loads(protocol.encode(message))["result"]["tools"] == changed, "a new list is written anew"


def test_the_first_list_made_in_advance_is_the_one_written():
    """serve() makes the first list's JSON before the deck starts, only when a handshake-era client will be sent
    that whole list; the answer then writes those very bytes, and they are what the SDK would write."""
    import mcp_types
    from scriptdeck.core.mcp.protocol import LIST_CACHE_MIN, Protocol

    tools = [{"name": f"t{n}", "title": "é", "inputSchema": {"type": "object", "properties": {}}}
             for n in range(LIST_CACHE_MIN)]
    protocol = Protocol()
    assert not protocol.will_send_whole(tools), "before the handshake the era is not known"
    protocol._accepted = True
    assert protocol.will_send_whole(tools)
    assert not protocol.will_send_whole(tools[:-1]), "a small list is written by the SDK"
    assert not Protocol(page_size=50).will_send_whole(tools), "pages are slices of the list"
    made = protocol.list_json(tools)
    message = mcp_types.JSONRPCResponse(jsonrpc="2.0", id=1, result={"tools": tools})
    line = protocol.encode(message)
    assert made in line and protocol.list_json(tools) is made
    assert json.loads(line) == json.loads(message.model_dump_json(by_alias=True, exclude_unset=True))
