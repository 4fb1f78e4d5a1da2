"""JSON-RPC framing in front of the SDK (SPEC §19): a bounded stdin line reader and a screen for each line.

The SDK's stdio transport reads a whole line however long it is and drops what it cannot parse without a word,
so a request with a lone surrogate, a 100,000-level nesting or a stray NUL byte was never answered. Here every
line is judged before the SDK sees it (and every HTTP POST body the same way, :mod:`http_wire`):

- over :data:`MAX_LINE` bytes: skipped while it is read (never held whole; only its first bytes are kept to find
  its ``id``) and answered ``-32600``;
- not UTF-8 or not JSON: ``-32700`` with ``id: null``;
- JSON that is not a request, notification or response: ``-32600``;
- a request whose params hold a lone surrogate, ``NaN``/``Infinity``, nesting deeper than :data:`MAX_DEPTH`, or
  have the wrong type: ``-32602``.

Notifications and responses are never answered (JSON-RPC); the ones refused are logged on stderr. Everything
else goes to the SDK unchanged. The checks cost C-level passes (``str.count``, one regex search, ``json``) on
ordinary messages; the Python walk over a parsed value runs only when the text could be too deep.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

#: the largest line read (as ``tool-call`` bounds its arguments)
MAX_LINE = 16 * 1024 * 1024
#: the deepest nesting of a message (the envelope object is level 1)
MAX_DEPTH = 64
#: how much of an oversized line is kept to find its ``id``
PREFIX = 64 * 1024
CHUNK = 64 * 1024

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
INVALID_PARAMS = -32602

# a JSON string (escapes included) or one bracket; everything else is skipped by the regex engine
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)
_COLON = re.compile(r"\s*:\s*")
# a \uD800-\uDFFF escape: the only way a lone surrogate gets into text decoded as strict UTF-8
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_NONFINITE = ("NaN", "Infinity", "-Infinity")


@dataclass(frozen=True)
class Oversize:
    """A line longer than :data:`MAX_LINE`: its first :data:`PREFIX` bytes and its full length."""

    prefix: bytes
    size: int


@dataclass(frozen=True)
class Refusal:
    """A line the SDK does not get. ``answer``: a request (or undecidable) that gets a JSON-RPC error."""

    id: str | int | None
    code: int
    message: str
    answer: bool

    def error(self) -> dict[str, Any]:
        return {"jsonrpc": "2.0", "id": self.id, "error": {"code": self.code, "message": self.message}}


def read_lines(fd: int, *, limit: int = MAX_LINE, chunk: int = CHUNK) -> Iterator[bytes | Oversize]:
    """The lines of ``fd`` (without their ``\\n``) until EOF; a line over ``limit`` bytes as :class:`Oversize`.

    At most ``limit`` bytes plus one chunk are held at any time: an oversized line is dropped as it streams by.
    """
    buffer = bytearray()
    prefix: bytes | None = None  # set while skipping an oversized line
    skipped = 0
    while True:
        data = os.read(fd, chunk)
        if not data:
            break
        start = 0
        while start < len(data):
            end = data.find(b"\n", start)
            piece = data[start:] if end < 0 else data[start:end]
            if prefix is not None:
                skipped += len(piece)
            else:
                buffer += piece
                if len(buffer) > limit:
                    prefix, skipped = bytes(buffer[:PREFIX]), len(buffer)
                    buffer = bytearray()  # let the memory go now, not at the end of the line
            if end < 0:
                break
            if prefix is not None:
                yield Oversize(prefix, skipped)
                prefix, skipped = None, 0
            else:
                yield bytes(buffer)
                buffer = bytearray()
            start = end + 1
    if prefix is not None:
        yield Oversize(prefix, skipped)
    elif buffer:
        yield bytes(buffer)


# -- judging one line --------------------------------------------------------------------------------------


def _valid_id(value: Any) -> bool:
    """A string (valid Unicode: it is echoed in the answer) or an integer; never null, a float or a bool."""
    if isinstance(value, str):
        return not _SURROGATE.search(value)
    return isinstance(value, int) and not isinstance(value, bool)


def top_level_fields(text: str) -> dict[str, Any]:
    """The top-level ``id`` and ``method`` of a JSON object text that may be cut short or nested too deeply to
    parse (values that cannot be read are left out). One regex pass over strings and brackets."""
    found: dict[str, Any] = {}
    depth = 0
    decoder = json.JSONDecoder()
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
        elif token in "]}":
            depth -= 1
        elif depth == 1:
            colon = _COLON.match(text, match.end())
            if colon is None:
                continue
            try:
                key = json.loads(token)
            except ValueError:
                continue
            if key in ("id", "method") and key not in found:
                try:
                    found[key] = decoder.raw_decode(text, colon.end())[0]
                except (ValueError, RecursionError):
                    found[key] = None  # present but unreadable: a request all the same
    return found


def _answer(fields: dict[str, Any], code: int, message: str) -> Refusal:
    """A refusal for a message with these top-level fields: answered when it carries an id."""
    if "id" not in fields:
        return Refusal(None, code, message, answer=False)  # a notification (or a response): never answered
    ident = fields["id"]
    if not _valid_id(ident):
        return Refusal(None, INVALID_REQUEST, "Invalid Request: id must be a string or an integer", answer=True)
    if "method" not in fields:
        return Refusal(ident, code, message, answer=False)  # a response to us: nothing to answer
    return Refusal(ident, code, message, answer=True)


def oversize(line: Oversize) -> Refusal:
    text = line.prefix.decode("utf-8", "replace")
    fields = top_level_fields(text)
    fields.setdefault("id", None)  # its id may lie past the part kept: answer with null rather than not at all
    fields.setdefault("method", None)
    return _answer(fields, INVALID_REQUEST,
                   f"Invalid Request: the message is {line.size} bytes, over the {MAX_LINE} byte limit; "
                   "it was skipped")


def _too_deep(value: Any) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            return True
        if isinstance(item, dict):
            stack.extend((child, depth + 1) for child in item.values() if isinstance(child, (dict, list)))
        else:
            stack.extend((child, depth + 1) for child in item if isinstance(child, (dict, list)))
    return False


def _lone_surrogate(value: Any) -> bool:
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def problem(text: str, value: Any) -> str:
    """Why a parsed message cannot be served although it is JSON, or ``""``. Cheap unless the text could be
    too deep (more than :data:`MAX_DEPTH` brackets) or holds a surrogate escape."""
    if text.count("[") + text.count("{") > MAX_DEPTH and isinstance(value, (dict, list)) and _too_deep(value):
        return f"Invalid params: nested deeper than {MAX_DEPTH} levels"
    if _SURROGATE_ESCAPE.search(text) and _lone_surrogate(value):
        return "Invalid params: a string holds a lone surrogate (not valid Unicode)"
    return ""


def judge(line: bytes) -> tuple[dict[str, Any] | None, Refusal | None]:
    """One line: ``(message, None)`` for the SDK, ``(None, refusal)``, or ``(None, None)`` for a blank line."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as error:
        return None, Refusal(None, PARSE_ERROR, f"Parse error: not valid UTF-8 (byte {error.start})", answer=True)
    if not text.strip():
        return None, None  # a blank line (a keep-alive): nothing to answer
    nonfinite: list[str] = []

    def constant(name: str) -> None:
        nonfinite.append(name)

    try:
        value = json.loads(text, parse_constant=constant)
    except RecursionError:
        return None, _answer(top_level_fields(text), INVALID_PARAMS,
                             f"Invalid params: nested deeper than {MAX_DEPTH} levels")
    except ValueError as error:  # JSONDecodeError, or an integer with too many digits
        return None, Refusal(None, PARSE_ERROR, f"Parse error: {str(error).splitlines()[0]}", answer=True)
    if not isinstance(value, dict):
        return None, Refusal(None, INVALID_REQUEST, "Invalid Request: expected one JSON-RPC object (no batches)",
                             answer=True)
    if "id" in value and not _valid_id(value["id"]):
        return None, _answer(value, INVALID_REQUEST, "")
    why = problem(text, value)
    if not why and nonfinite:
        why = f"Invalid params: {nonfinite[0]} is not a JSON number"
    if why:
        return None, _answer(value, INVALID_PARAMS, why)
    if value.get("jsonrpc") != "2.0" or ("method" in value and not isinstance(value["method"], str)) or (
            "method" not in value and "result" not in value and "error" not in value):
        return None, _answer({**value, "method": value.get("method")}, INVALID_REQUEST,
                             'Invalid Request: not a JSON-RPC 2.0 message ("jsonrpc": "2.0" and a "method")')
    if "params" in value and "method" in value and not isinstance(value["params"], dict):
        return None, _answer(value, INVALID_PARAMS, "Invalid params: params must be an object")
    return value, None


def sdk_message(value: dict[str, Any]) -> tuple[Any, Refusal | None]:
    """``value`` as the SDK's ``JSONRPCMessage``, or the refusal: ``-32602`` when only its params do not fit."""
    import mcp_types
    from pydantic import ValidationError

    adapter = mcp_types.jsonrpc_message_adapter
    try:
        return adapter.validate_python(value, by_name=False), None
    except ValidationError as error:
        detail = error.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(part) for part in detail["loc"][1:])
        reason = f"{where}: {detail['msg']}" if where else detail["msg"]
    try:
        adapter.validate_python({key: item for key, item in value.items() if key != "params"}, by_name=False)
    except ValidationError:
        return None, _answer({**value, "method": value.get("method")}, INVALID_REQUEST, f"Invalid Request: {reason}")
    return None, _answer(value, INVALID_PARAMS, f"Invalid params: {reason}")


def screen(line: bytes) -> tuple[dict[str, Any] | None, Any, Refusal | None]:
    """One message's bytes judged for the SDK, the one judgement of both transports (stdio lines, HTTP bodies):
    ``(value, message, None)`` with the parsed value and the SDK's ``JSONRPCMessage``; ``(value, None, refusal)``
    (``value`` None when the bytes are not a JSON object); ``(None, None, None)`` for a blank line."""
    value, refusal = judge(line)
    if value is None:
        return None, None, refusal
    message, refusal = sdk_message(value)
    return value, message, refusal


def dumps_error(refusal: Refusal) -> bytes:
    """The error answer for a refused request, as one wire line's bytes (without the newline)."""
    return json.dumps(refusal.error(), separators=(",", ":")).encode("ascii")
