"""The Miyu dialect's comment header (SPEC §3); the pi dialect is in ``pi.py``, Raycast's in ``raycast.py``.

Every parser reads at most the first 32 KiB of a file, decodes UTF-8 leniently and never raises on any bytes.
"""

from __future__ import annotations

import marshal
import os
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice
from operator import attrgetter

from scriptdeck.core.contract.ids import is_valid_id
from scriptdeck.core.contract.jsonsafe import (
    STRICT_DECODER,
    JsonInputError,
    brackets_closed,
    is_plain_json,
    loads_strict,
    may_hold_surrogates,
    too_deep,
)
from scriptdeck.core.contract.lazy_re import compile_on_use
from scriptdeck.core.contract.safetext import replace_surrogates
from scriptdeck.core.contract.words import permission_word
from scriptdeck.core.store.fsutil import NotRegularFile as NotRegularFile  # re-exported: callers catch it from here
from scriptdeck.core.store.fsutil import read_regular, read_regular_stat

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

READ_LIMIT = 32768
#: bump when parsing changes, so cached headers from older versions are not reused
PARSER_VERSION = 6

_KEYS: dict[str, str] = {}
for _canonical, _aliases in {
    "id": ("id", "tool_id"),
    "description": ("description",),
    "description_zh": ("描述", "功能介绍"),
    "display_name": ("display_name",),
    "display_name_zh": ("显示名称", "工具名称"),
    "timeout": ("timeout", "timeout_seconds", "超时"),
    "groups": ("group", "groups", "分组"),
    "requires": ("requires", "requires_prior", "需先调用", "前置工具"),
    "capabilities": ("capabilities", "capability", "能力", "宿主能力"),
    "argv": ("argv",),
    "parameters": ("parameters", "params", "schema", "参数"),
    "trust": ("trust", "信任", "可见范围"),
    "permission": ("permission", "权限"),
    "stub_example": ("example", "stub_example", "示例"),
    "hints": ("hint", "cross_hint", "指路", "指路句"),
    "expose": ("expose", "暴露"),
    "cwd": ("cwd", "working_directory", "工作目录"),
    "confirm": ("confirm", "需要确认"),
}.items():
    for _alias in _aliases:
        _KEYS[_alias] = _canonical

_TRUST = {w: "owner" for w in ("owner", "private", "local", "属主")}
_TRUST.update({w: "external" for w in ("external", "platform", "public", "everyone", "外部", "公开")})
#: SPEC §25/§31: ``# Confirm: yes|true|是`` asks, ``no|false|否`` does not; any other value asks (fails safe)
_CONFIRM = {w: True for w in ("yes", "true", "是")}
_CONFIRM.update({w: False for w in ("no", "false", "否")})
_EXPOSE = {w: "tool" for w in ("tool", "tools", "工具")}
_EXPOSE.update({w: "skill" for w in ("skill", "skill-only", "技能")})

_LIST_SPLIT = compile_on_use(r"[,，;\s]+")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ -", "abcdefghijklmnopqrstuvwxyz__")


def _alias_trie(aliases: Iterable[str]) -> str:
    """The aliases as one regex, shared prefixes factored out (``t(?:imeout(?:[ _-]seconds)?|rust|…)``), so a
    comment line that sets nothing fails on its first letter instead of being tried against every alias. ASCII
    letters match in any case (the pattern is used inside ``(?ai:…)``); ``_`` may be written as a space or ``-``.
    """
    trie: dict[str, Any] = {}
    for alias in aliases:
        node = trie
        for ch in alias.translate(_ASCII_LOWER):
            node = node.setdefault(ch, {})
        node[""] = {}

    def pattern(node: dict[str, Any]) -> str:
        branches = [("[ _-]" if ch == "_" else re.escape(ch)) + pattern(child)
                    for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return pattern(trie)


#: a comment line whose key (the text before its first ``:``/``：``, trimmed) is one of the aliases, so the parse
#: loop only sees lines that set something: what ``_KEYS.get(key.strip().translate(_ASCII_LOWER))`` accepts, spelled
#: out as one regex (``(?ai:…)``: ASCII case-insensitive, as ``translate`` lowers ASCII only; the whitespace
#: around the key is ``str.strip``'s)
_KEY_LINE = compile_on_use(r"\n[^\S\n]*(?:#+(?!#)|//+(?!/))[^\S\n]*(?![^\S\n])((?ai:" + _alias_trie(_KEYS)
                           + r"))[^\S\n]*[:：]([^\n]*)")


@dataclass(slots=True)
class Header:
    """What a Miyu-dialect header declares. Unset values are None / empty."""

    shebang: bool = False
    id: str | None = None
    invalid_id: str | None = None
    description: str = ""
    description_zh: str = ""
    display_name: str = ""
    display_name_zh: str = ""
    timeout_seconds: int | None = None
    groups: list[str] = field(default_factory=list)
    requires: list[str] = field(default_factory=list)
    capabilities: list[str] = field(default_factory=list)
    argv: str | None = None
    #: the schema, decoded; ``_LAZY`` while only ``_parameters_unchecked`` is known (headers from the cache)
    _parameters: Any = None
    #: None, "unclosed" (block never parsed, braces open), "not_json" (block closed but not JSON) or "too_deep"
    #: (nested deeper than MAX_SCHEMA_DEPTH)
    parameters_error: str | None = None
    #: lone surrogates of the Parameters block's strings were replaced by U+FFFD (SPEC §24; lint: text-unencodable)
    parameters_replaced: bool = False
    trust: str | None = None
    permission: str | None = None
    stub_example: str = ""
    hints: list[dict[str, str]] = field(default_factory=list)
    expose: str | None = None
    #: the folder the script runs in (``~`` expanded, relative to the script's folder); "" = the script's folder
    cwd: str = ""
    #: ``# Confirm: yes`` (SPEC §25): the window asks before each run, MCP serves it as destructive; None = unset
    confirm: bool | None = None
    #: SPEC §31: the ``# Confirm:`` line that made the tool ask without a yes/no (``line 3: Confirm: 1``), or that
    #: disagrees with an earlier one; lint: ``confirm-invalid``
    confirm_invalid: str | None = None
    #: a ``# Permission:`` value that is none of SPEC §3's (``line 4: Permission: sometimes``); lint:
    #: ``permission-invalid`` (the default, writes, applies)
    permission_invalid: str | None = None
    #: number of lines (from the top, shebang included) that belong to the header
    header_lines: int = 0
    #: ``(schema, file)`` as the header cache gave them back (an object schema as its ``marshal`` bytes, decoded on
    #: first use): checked (:func:`is_plain_json`) on first use, never scanned or parsed again; one that fails the
    #: check is read again from the file
    _parameters_unchecked: Any = field(default=None, repr=False, compare=False)

    @property
    def best_description(self) -> str:
        """The model sees English first, else Chinese."""
        return self.description or self.description_zh

    @property
    def parameters(self) -> Any:
        if self._parameters is _LAZY:  # from the cache, which is never trusted
            value, origin = self._parameters_unchecked
            self._parameters, self._parameters_unchecked = None, None
            if type(value) is bytes:  # kept marshalled by the cache (covered by its digest); decoded now, once
                try:
                    value = marshal.loads(value)
                except (ValueError, EOFError, TypeError, MemoryError, RecursionError):
                    value = _LAZY  # not plain JSON: the file answers
            if value is not _LAZY and is_plain_json(value, MAX_SCHEMA_DEPTH):
                self._parameters = value
            elif origin:  # not what a parse gives: the file answers, as if there were no cache
                try:
                    fresh = parse_miyu(read_head(origin))
                except OSError:
                    return None
                self._parameters, self.parameters_error = fresh._parameters, fresh.parameters_error
        return self._parameters

    @parameters.setter
    def parameters(self, value: Any) -> None:
        self._parameters = value
        self._parameters_unchecked = None

    @property
    def has_parameters(self) -> bool:
        """Whether the schema is set (what a listing asks): a cached one is not decoded or checked for it, only when
        used (its ``marshal`` bytes stand for an object schema)."""
        value = self._parameters_unchecked[0] if self._parameters is _LAZY else self._parameters
        return self.parameters_error is None and value is not None and not (value == "" or value == [])

    def to_record(self) -> tuple[Any, ...]:
        """Plain data for ScriptDeck's header cache, in field order: the schema is kept parsed (it was checked
        when the header was parsed), so a listing from the cache never parses or scans it again."""
        record = _RECORD(self)  # every field at once (once per header of a first scan, in its children too)
        if self._parameters is _LAZY:  # carried in the _parameters slot
            return (*record[:_PARAMS_AT], self._parameters_unchecked[0], *record[_PARAMS_AT + 1:-1], None)
        return record if record[-1] is None else (*record[:-1], None)

    def cache_record(self) -> tuple[Any, ...]:
        """:meth:`to_record` as the header cache stores it: an object schema as its own ``marshal`` bytes, so
        loading the cache builds no schemas a listing never looks at (one that is used is decoded then, once)."""
        record = self.to_record()
        schema = record[_PARAMS_AT]
        if type(schema) is not dict:
            return record
        return (*record[:_PARAMS_AT], marshal.dumps(schema), *record[_PARAMS_AT + 1:])

    @classmethod
    def from_record(cls, record: tuple[Any, ...], origin: str | None = None) -> Header:
        """A header from its cache record; ``origin`` is the file it was read from (read again if the cached
        schema is not plain JSON)."""
        header = cls(*record)
        if record[_PARAMS_AT] is not None:
            header._parameters, header._parameters_unchecked = _LAZY, (record[_PARAMS_AT], origin)
        return header


_LAZY = object()
_FIELDS = tuple(Header.__dataclass_fields__)
_RECORD = attrgetter(*_FIELDS)
_PARAMS_AT = _FIELDS.index("_parameters")


def split_list(value: str) -> list[str]:
    # group and capability names repeat across thousands of tools: share one string each
    return [sys.intern(part) for part in _LIST_SPLIT.split(value) if part]


_TIMEOUT_UNITS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ秒"


def parse_timeout(value: str) -> int | None:
    digits = value.rstrip(_TIMEOUT_UNITS).strip()
    if digits.startswith("+"):
        digits = digits[1:]
    if not digits.isascii() or not digits.isdigit():
        return None
    digits = digits.lstrip("0") or "0"
    if len(digits) > 18:  # more seconds than anyone means (and past int()'s 4300-digit limit): unset
        return None
    number = int(digits)
    return number if number > 0 else None


# Every pattern starts at the newline before a line, which lets the regex engine skip ahead fast.
_CODE_LINE = compile_on_use(rb"\n[ \t\r\f\v]*(?:[^#/\s]|/(?!/))")
_BLANK_LINE = compile_on_use(r"\n[^\S\n]*(?=\n|\Z)")
_COMMENT_PREFIX = compile_on_use(r"\n[^\S\n]*(?:#+(?!#)|//+(?!/))[^\S\n]*")
_COMMENT_START = compile_on_use(r"\n[^\S\n]*(?:#|//)")
_TRAILING_SPACE = compile_on_use(r"[^\S\n]+(?=\n|\Z)")
#: a header's Parameters nested deeper than this is not used (lint: params-not-json)
MAX_SCHEMA_DEPTH = 64


def _try_json(text: str) -> tuple[bool, Any]:
    stripped = text.strip()
    if not stripped:
        return False, None
    # A container can only parse once its closing bracket is there: skip hopeless attempts cheaply.
    if stripped[0] in "{[" and stripped[-1] not in "}]":
        return False, None
    try:
        return True, loads_strict(stripped, max_depth=MAX_SCHEMA_DEPTH)
    except JsonInputError:
        return False, None


def _apply(header: Header, key: str, value: str) -> None:
    if key == "id":
        if is_valid_id(value):
            header.id = value
            header.invalid_id = None
        else:
            header.invalid_id = value
    elif key in ("description", "description_zh", "display_name", "display_name_zh", "stub_example"):
        setattr(header, key, value)
    elif key == "timeout":
        header.timeout_seconds = parse_timeout(value)
    elif key in ("groups", "requires", "capabilities"):
        setattr(header, key, split_list(value))
    elif key == "argv":
        word = value.lower()
        header.argv = "none" if word == "off" else word if word in ("flags", "positional", "none") else None
    elif key == "trust":
        header.trust = _TRUST.get(value.lower())
    elif key == "expose":
        header.expose = _EXPOSE.get(value.lower())
    elif key == "cwd":
        header.cwd = value
    elif key == "hints":
        cuts = [i for i in (value.find(":"), value.find("：")) if i >= 0]
        if cuts:
            tool, sentence = value[: min(cuts)].strip(), value[min(cuts) + 1 :].strip()
            if tool and sentence:
                header.hints.append({"tool": tool, "hint": sentence})


def _apply_checked(header: Header, key: str, spelled: str, value: str, text: str, at: int) -> None:
    """``# Confirm:`` and ``# Permission:`` (SPEC §31): a value that is not one of the words, or a second Confirm
    line that disagrees with the first, is remembered with its line for lint; Confirm then asks (fails safe)."""
    where = f"line {text.count(chr(10), 0, at + 1) + 1}: {spelled}: {value}"
    if key == "permission":
        header.permission = permission_word(value)
        header.permission_invalid = None if header.permission is not None else where
        return
    word = _CONFIRM.get(value.lower())
    if word is None or (header.confirm is not None and word != header.confirm):
        header.confirm, header.confirm_invalid = True, header.confirm_invalid or where
    elif header.confirm_invalid is None:
        header.confirm = word


def _header_text(data: bytes) -> tuple[str, int]:
    """The decoded text up to the first code line, and the index of the newline ending the shebang line.

    The end is found on the bytes (so only the header is decoded); a candidate code line that starts with a
    byte Python might count as whitespace (non-ASCII or a control character) is checked on its text.
    """
    newline = data.find(b"\n")
    if newline < 0:
        text = data.decode("utf-8", "replace")
        return text, len(text)
    search_from = newline
    while True:
        code = _CODE_LINE.search(data, search_from)
        if code is None:
            stop = len(data)
            break
        first = data[code.end() - 1]
        stop = code.start() + 1
        if 0x20 <= first < 0x80:
            break
        line_end = data.find(b"\n", stop)
        line = data[stop : line_end if line_end >= 0 else len(data)].decode("utf-8", "replace").strip()
        if line and not line.startswith("#") and not line.startswith("//"):
            break
        if line_end < 0:
            stop = len(data)
            break
        search_from = line_end
    text = data[:stop].decode("utf-8", "replace")
    return text, text.find("\n")


#: a key as written in a file -> its canonical name (``_KEYS`` after lowering, remembered per spelling)
_SPELLED: dict[str, str] = {}


def parse_miyu(data: bytes) -> Header:
    """Parse a Miyu-dialect header from the first bytes of a file (only the first 32 KiB are used)."""
    header = Header()
    if not data.startswith(b"#!"):
        return header
    header.shebang = True
    text, pos = _header_text(data[:READ_LIMIT])
    end = len(text)
    header.header_lines = text.rstrip().count("\n") + 1
    spelled = _SPELLED
    while 0 <= pos < end:
        for match in _KEY_LINE.finditer(text, pos, end):  # key lines only: every match is a known key
            key, value = match.groups()
            canonical = spelled.get(key)
            if canonical is None:
                canonical = _KEYS[key.translate(_ASCII_LOWER)]
                if len(spelled) < 4096:  # a key as files spell it ("Description", "描述"): a handful in practice
                    spelled[key] = canonical
            value = value.strip()
            if canonical != "parameters":
                if canonical in ("confirm", "permission") and value:
                    _apply_checked(header, canonical, key, value, text, match.start())
                elif value:
                    _apply(header, canonical, value)
                continue
            ok, parsed = _try_json(value)
            if ok:
                header.parameters, header.parameters_error, header.parameters_replaced = parsed, None, False
                continue
            pos = _parameters_block(header, text, value, match.end(), end)
            break
        else:
            break
    return header


def _first_value(text: str) -> tuple[Any, int, int, bool]:
    """The first JSON value of ``text``, where it ends (-1 if none) and where that line ends.

    ``text`` is decoded from bytes (lenient UTF-8 never yields a lone surrogate), so only a ``\\u`` escape in the
    value can make one: the value is checked only when its text holds one.
    """
    start = len(text) - len(text.lstrip(" \t\n\r"))
    try:
        # the first value cannot be deeper than the whole text: a too-deep text is refused before parsing
        if too_deep(text, MAX_SCHEMA_DEPTH):
            raise JsonInputError("too deep")
        value, stop = STRICT_DECODER.raw_decode(text, start)
        replaced = False
        if text.find("\\u", start, stop) >= 0 and may_hold_surrogates(text[start:stop]):
            fixed = replace_surrogates(value)  # SPEC §24: replaced and linted, never "not JSON"
            value, replaced = fixed, fixed is not value
    except ValueError:  # JsonInputError too
        return None, -1, len(text), False
    line_end = text.find("\n", stop)
    return value, stop, len(text) if line_end < 0 else line_end, replaced


@lru_cache(maxsize=64)
def _lines(count: int) -> re.Pattern[str]:
    """Matches ``count`` lines, each with the newline before it: its end is where the last of them ends."""
    return re.compile(rf"(?:\n[^\n]*){{{count}}}")


def _parameters_block(header: Header, text: str, first: str, pos: int, end: int) -> int:
    """Read a Parameters block from ``pos``: comment bodies are appended until the text parses.

    Done on the whole rest of the header at once: the comment bodies are cut out with regex substitutions,
    and ``raw_decode`` finds where the first JSON value ends. Appending lines can never repair a JSON error
    or "extra data", so the block closes at the line where that value ends, if nothing else follows it on
    that line, and otherwise never (it swallows the rest of the header, as in Miyu).
    """
    region = text[pos:end]
    unblanked = _BLANK_LINE.sub("", region)
    bodies = _COMMENT_PREFIX.sub("\n", unblanked)[1:]
    joined = (first + "\n" + bodies if bodies else first) if first else bodies
    value, stop, line_end, replaced = _first_value(joined)
    if stop < 0:
        # Miyu trims each body; the bodies are trimmed on the left already. Trailing space only matters when the
        # value did not parse: a value that parsed has only JSON whitespace at its line ends (no string spans a
        # line), so without it the same value ends on the same line.
        joined = _TRAILING_SPACE.sub("", joined)
        value, stop, line_end, replaced = _first_value(joined)
    if stop >= 0 and not joined[stop:line_end].strip():
        header.parameters, header.parameters_error = value, None
        header.parameters_replaced = replaced
        consumed = joined.count("\n", 0, stop) + (0 if first else 1)
        lines = _lines(consumed).match(region)
        # no blank line up to there: the block's lines are the text's next lines
        if lines is not None and (len(unblanked) == len(region) or not _BLANK_LINE.search(region, 0, lines.end())):
            return pos + lines.end()
        last = next(islice(_COMMENT_START.finditer(text, pos, end), consumed - 1, None))
        resume = text.find("\n", last.end())
        return end if resume < 0 else resume
    header.parameters, header.parameters_replaced = None, False
    if too_deep(joined, MAX_SCHEMA_DEPTH):
        header.parameters_error = "too_deep"
    else:
        header.parameters_error = "not_json" if joined.strip() and brackets_closed(joined) else "unclosed"
    return end


def read_head(path: str | os.PathLike[str]) -> bytes:
    """The first 32 KiB of a regular file (never more): :func:`fsutil.read_regular`, so a FIFO or device raises
    :class:`NotRegularFile` (an ``OSError``) and never blocks."""
    return read_regular(path, READ_LIMIT - 1)


def read_head_stat(path: str | os.PathLike[str]) -> tuple[bytes, os.stat_result]:
    """:func:`read_head` with the file's ``fstat`` (for a file nothing has looked at yet)."""
    return read_regular_stat(path, READ_LIMIT - 1)
