"""Text from a tool's header, ``index.json`` or file name made safe for every output (SPEC §24).

A description, display name or group may hold lone surrogates (an index's ``"\\udc80"``), NUL, ESC and other
control characters. Printed raw they crash an encoder (UTF-8 has no surrogates), cut a C string, or drive the
user's terminal (``ESC]0;…BEL`` retitles it, ``ESC[2J`` clears it). :func:`safe_text` replaces each such character
with U+FFFD, once, where a tool's fields are read (``Tool.effective``), so ``list``, ``show``, ``lint``, ``cost``,
MCP, JUnit, history and the window all get the same clean text and no printer needs its own guard; lint says which
field was changed (``text-unencodable``). Tab and newline are kept: descriptions are multi-line prose.
"""

from __future__ import annotations

import os
import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

REPLACEMENT = "\ufffd"
#: C0 controls but tab and newline, DEL, C1 controls, and surrogates (a pair never survives decoding as two)
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def is_safe(text: str) -> bool:
    """Whether ``text`` holds no character :func:`safe_text` would replace. ``isprintable`` first: it is true for
    almost every real description (no control, no surrogate) and costs a fraction of a regex search."""
    return text.isprintable() or _UNSAFE.search(text) is None


def safe_text(text: str) -> str:
    """``text`` with every lone surrogate and control character (tab and newline kept) replaced by U+FFFD."""
    return text if is_safe(text) else _UNSAFE.sub(REPLACEMENT, text)


def safe_path(path: str | bytes | os.PathLike[str] | os.PathLike[bytes]) -> str:
    """A file name or path for a line of text output: :func:`safe_text` of it, undecodable bytes (a name is bytes,
    SPEC §15) and newlines replaced too, so one file name can neither drive the terminal nor split a line."""
    return safe_text(os.fsdecode(path)).replace("\n", REPLACEMENT)


def map_strings(value: Any, change: Callable[[str], str]) -> Any:
    """``change`` applied to every string of a JSON-like value (keys too); the value itself when ``change`` left
    every string as it was, so a clean value is never copied."""
    if isinstance(value, str):
        return change(value)
    if isinstance(value, list):
        items = [map_strings(item, change) for item in value]
        return value if all(a is b for a, b in zip(items, value)) else items
    if isinstance(value, dict):
        pairs = [(map_strings(key, change), map_strings(item, change)) for key, item in value.items()]
        if all(k is key and v is item for (k, v), (key, item) in zip(pairs, value.items())):
            return value
        return dict(pairs)
    return value


def safe_value(value: Any) -> Any:
    """:func:`safe_text` applied to every string of a JSON-like value (keys too); the value itself when nothing
    needs replacing."""
    return map_strings(value, safe_text)


def _without_surrogates(text: str) -> str:
    return _LONE_SURROGATE.sub(REPLACEMENT, text) if _LONE_SURROGATE.search(text) else text


def replace_surrogates(value: Any) -> Any:
    """Only the lone surrogates of a JSON-like value's strings replaced by U+FFFD (SPEC §24: text that holds one
    is used replaced and linted, never refused; control characters a schema or test file may mean are kept)."""
    return map_strings(value, _without_surrogates)


def has_unsafe(value: Any) -> bool:
    """Whether any string of a JSON-like value (keys too) holds a character :func:`safe_text` replaces."""
    if isinstance(value, str):
        return not is_safe(value)
    if isinstance(value, list):
        return any(has_unsafe(item) for item in value)
    if isinstance(value, dict):
        return any(has_unsafe(key) or has_unsafe(item) for key, item in value.items())
    return False
