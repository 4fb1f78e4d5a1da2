"""Reference Miyu header parser: a literal, line-by-line reading of SPEC §3.

Slow but obviously right; tests check that the fast parser in scriptdeck.core.dialects.header gives the same Header for
arbitrary input.
"""

from __future__ import annotations

from scriptdeck.core.contract.jsonsafe import brackets_closed
from scriptdeck.core.dialects.header import (  # what a key's value means is shared; how lines are read is this file's own
    _ASCII_LOWER,
    _KEYS,
    READ_LIMIT,
    Header,
    _apply,
    _try_json,
)


def _split_key(body: str) -> tuple[str, str] | None:
    colon = body.find(":")
    wide = body.find("：")
    if colon < 0 or (0 <= wide < colon):
        colon = wide
    if colon < 0:
        return None
    key = body[:colon].strip().translate(_ASCII_LOWER)
    return key, body[colon + 1 :].strip()


def _comment_body(line: str) -> str | None:
    """The text of a comment line, or None when the line is not a comment."""
    if line.startswith("#"):
        return line.lstrip("#").strip()
    if line.startswith("//"):
        return line.lstrip("/").strip()
    return None


def parse_miyu(data: bytes) -> Header:
    """Parse a Miyu-dialect header from the first bytes of a file (only the first 32 KiB are used)."""
    header = Header()
    text = data[:READ_LIMIT].decode("utf-8", "replace")
    end = text.find("\n")
    first = text if end < 0 else text[:end]
    if not first.startswith("#!"):
        return header
    header.shebang = True
    pos = len(text) if end < 0 else end + 1
    line_no = 1
    block: list[str] | None = None
    length = len(text)
    while pos < length:
        end = text.find("\n", pos)
        if end < 0:
            end = length
        line = text[pos:end].strip()
        pos = end + 1
        line_no += 1
        if not line:
            continue
        body = _comment_body(line)
        if body is None:
            line_no -= 1
            break
        header.header_lines = line_no
        if block is not None:
            block.append(body)
            ok, value = _try_json("\n".join(block))
            if ok:
                header.parameters, header.parameters_error, block = value, None, None
            continue
        split = _split_key(body)
        if split is None:
            continue
        key, value = split
        canonical = _KEYS.get(key)
        if canonical is None:
            continue
        if canonical == "parameters":
            ok, parsed = _try_json(value)
            if ok:
                header.parameters, header.parameters_error = parsed, None
            else:
                block = [value] if value else []
            continue
        if value:
            _apply(header, canonical, value)
    header.header_lines = max(header.header_lines, 1)
    if block is not None:
        joined = "\n".join(block)
        header.parameters = None
        header.parameters_error = "not_json" if joined.strip() and brackets_closed(joined) else "unclosed"
    return header
