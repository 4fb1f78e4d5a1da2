"""Rewrite a script's Miyu comment header in place (SPEC §3), keeping everything else byte-exact.

Used by ``scriptdeck new`` (a template's header filled with the user's names) and by the window's header editor.
:func:`render_header` is pure: it takes a file's bytes and the fields to set, and returns the new bytes. Only the
lines of the keys it is given change (all their aliases and repeats, a whole ``Parameters`` block); unknown comment
lines, blank lines, the shebang, a coding line and every byte after the header stay as they were. The result is
parsed again before it is returned: when it would not read back as asked (or a field it was not given would
change), it raises :class:`HeaderEditError` and nothing is written. :func:`edit_header` writes atomically (temp
file, fsync, rename) with the file's mode kept, through a symlink only when the link stays inside its layer.
"""

from __future__ import annotations

import json
import os
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.ids import is_valid_id
from scriptdeck.core.contract.jsonsafe import nesting_depth
from scriptdeck.core.dialects.header import (
    _ASCII_LOWER,  # the parser's own key normalization and alias table: one definition of a key
    _KEYS,
    MAX_SCHEMA_DEPTH,
    READ_LIMIT,
    Header,
    _first_value,
    _header_text,
    _try_json,
    parse_miyu,
)
from scriptdeck.core.store.fsutil import atomic_write, read_regular

#: field name (a :class:`Header` attribute) -> (key written, separator); the parser's canonical key is FIELD_KEYS
FIELDS: dict[str, tuple[str, str]] = {
    "id": ("Id", ": "),
    "display_name_zh": ("显示名称", "："),
    "display_name": ("Display name", ": "),
    "description": ("Description", ": "),
    "description_zh": ("描述", "："),
    "timeout_seconds": ("Timeout", ": "),
    "groups": ("Group", ": "),
    "requires": ("Requires", ": "),
    "capabilities": ("Capabilities", ": "),
    "argv": ("Argv", ": "),
    "trust": ("Trust", ": "),
    "permission": ("Permission", ": "),
    "expose": ("Expose", ": "),
    "stub_example": ("Example", ": "),
    "hints": ("Hint", ": "),
    "parameters": ("Parameters", ":"),
}
FIELD_KEYS = {name: ("timeout" if name == "timeout_seconds" else name) for name in FIELDS}
_CANONICAL_FIELD = {key: name for name, key in FIELD_KEYS.items()}
_CHOICES = {"argv": ("none", "flags", "positional"), "trust": ("owner", "external"),
            "permission": ("read_only", "presentation", "writes"), "expose": ("tool", "skill")}
_TEXT_FIELDS = ("display_name_zh", "display_name", "description", "description_zh", "stub_example")
_LIST_FIELDS = ("groups", "requires", "capabilities")
#: scripts are at most this large (as manage_script copies them); a larger file, a FIFO or a device is not edited
MAX_EDIT_BYTES = 8 * 1024 * 1024
_LIST_BREAK = re.compile(r"[,，;\s]")
_LINE = re.compile(rb"[^\n]*\n|[^\n]+")
_KEY_LINE = re.compile(r"^[^\S\n]*(#+(?!#)|//+(?!/))([^\n:：]*)[:：](.*)$", re.DOTALL)
_COMMENT = re.compile(r"^[^\S\n]*(?:#+(?!#)|//+(?!/))[^\S\n]*")
_CODING = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*[-\w.]+")
_JS_SHEBANG = re.compile(r"\b(node|nodejs|deno|bun|ts-node|tsx)\b")

CTX = "header_edit"


class HeaderEditError(LocalizedError):
    """The header was not changed: the reason and what to do."""

    context = CTX

    def message(self, lang: str) -> tuple[str, str]:
        """(error, fix) in ``lang``; an argument that is one of this module's phrases is translated too."""
        args = {k: translate(CTX, v, lang) if isinstance(v, str) else v for k, v in self.args_.items()}
        error, fix = (translate(CTX, t, lang).format(**args) if t else "" for t in (self.template,
                                                                                     self.fix_template))
        return error, fix


#: the phrases "{a0} must be {a1}" is filled with
_EXPECT_TEXT = QT_TRANSLATE_NOOP("header_edit", "text")
_EXPECT_ID = QT_TRANSLATE_NOOP("header_edit", "a tool id: letters, digits and _, starting with a letter")
_EXPECT_TIMEOUT = QT_TRANSLATE_NOOP("header_edit", "a whole number of seconds greater than 0")
_EXPECT_LIST = QT_TRANSLATE_NOOP("header_edit", "a list of names")
_EXPECT_NAMES = QT_TRANSLATE_NOOP("header_edit", "a list of names without spaces, commas or semicolons")
_EXPECT_HINTS = QT_TRANSLATE_NOOP("header_edit", "a list of {tool, hint} objects")
_EXPECT_HINT_PARTS = QT_TRANSLATE_NOOP("header_edit", "a list of {tool, hint} objects with a tool name (no colon) "
                                                      "and a sentence")
_EXPECT_SCHEMA = QT_TRANSLATE_NOOP("header_edit", "a JSON Schema object")
_EXPECT_JSON = QT_TRANSLATE_NOOP("header_edit", "JSON (finite numbers, UTF-8 text)")
_EXPECT_DEPTH = QT_TRANSLATE_NOOP("header_edit", "nested at most 64 levels deep")
_EXPECT_CHOICE = {"argv": QT_TRANSLATE_NOOP("header_edit", "none, flags or positional"),
                  "trust": QT_TRANSLATE_NOOP("header_edit", "owner or external"),
                  "permission": QT_TRANSLATE_NOOP("header_edit", "read_only, presentation or writes"),
                  "expose": QT_TRANSLATE_NOOP("header_edit", "tool or skill")}


def _refuse_text(field: str, value: str) -> None:
    for ch in value:
        category = unicodedata.category(ch)
        if category in ("Cc", "Cs", "Zl", "Zp", "Cn") and ch != " ":
            raise HeaderEditError(
                QT_TRANSLATE_NOOP("header_edit", "{a0} contains a line break or control character ({a1}), which "
                                                 "would break the header"),
                QT_TRANSLATE_NOOP("header_edit", "write {a0} as one line of plain text"),
                a0=field, a1=f"U+{ord(ch):04X}",
            )


def normalize_fields(fields: Mapping[str, Any]) -> dict[str, Any]:
    """The fields checked and in the form the parser gives back (strings trimmed, None/""/[] = remove the key).

    Raises :class:`HeaderEditError` naming the field for anything a header line cannot hold.
    """
    out: dict[str, Any] = {}
    for name, value in fields.items():
        if name not in FIELDS:
            raise HeaderEditError(QT_TRANSLATE_NOOP("header_edit", "unknown header field {a0}"),
                                  QT_TRANSLATE_NOOP("header_edit", "use one of: {a1}"), a0=name,
                                  a1=", ".join(FIELDS))
        out[name] = _normalize(name, value)
    return out


def _bad(name: str, expected: str) -> HeaderEditError:
    return HeaderEditError(QT_TRANSLATE_NOOP("header_edit", "{a0} must be {a1}"),
                           QT_TRANSLATE_NOOP("header_edit", "correct {a0} and try again"), a0=name, a1=expected)


def _normalize(name: str, value: Any) -> Any:
    if value is None:
        return [] if name in _LIST_FIELDS or name == "hints" else ("" if name in _TEXT_FIELDS else None)
    if name in _TEXT_FIELDS:
        if not isinstance(value, str):
            raise _bad(name, _EXPECT_TEXT)
        _refuse_text(name, value)
        return value.strip()
    if name == "id":
        if value == "":
            return None
        if not is_valid_id(value):
            raise _bad(name, _EXPECT_ID)
        return value
    if name == "timeout_seconds":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 < value < 10**18:
            raise _bad(name, _EXPECT_TIMEOUT)
        return value
    if name in _LIST_FIELDS:
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise _bad(name, _EXPECT_LIST)
        items = [v.strip() for v in value if v.strip()]
        for item in items:
            _refuse_text(name, item)
            if _LIST_BREAK.search(item):
                raise _bad(name, _EXPECT_NAMES)
        return items
    if name in _CHOICES:
        if value == "":
            return None
        if value not in _CHOICES[name]:
            raise _bad(name, _EXPECT_CHOICE[name])
        return value
    if name == "hints":
        if not isinstance(value, (list, tuple)):
            raise _bad(name, _EXPECT_HINTS)
        hints = []
        for item in value:
            if not isinstance(item, Mapping) or not isinstance(item.get("tool"), str) \
                    or not isinstance(item.get("hint"), str):
                raise _bad(name, _EXPECT_HINTS)
            tool, hint = item["tool"].strip(), item["hint"].strip()
            _refuse_text(name, tool)
            _refuse_text(name, hint)
            if not tool or not hint or ":" in tool or "：" in tool:
                raise _bad(name, _EXPECT_HINT_PARTS)
            hints.append({"tool": tool, "hint": hint})
        return hints
    # parameters
    if not isinstance(value, Mapping):
        raise _bad(name, _EXPECT_SCHEMA)
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
        text.encode("utf-8")
    except (TypeError, ValueError, RecursionError) as error:
        raise _bad(name, _EXPECT_JSON) from error
    if nesting_depth(text, MAX_SCHEMA_DEPTH) > MAX_SCHEMA_DEPTH:
        raise _bad(name, _EXPECT_DEPTH)
    return json.loads(text)


def header_fields(header: Header) -> dict[str, Any]:
    """What a parsed header says, as the fields :func:`render_header` takes (for an editor to start from)."""
    return {name: _copy(getattr(header, name)) for name in FIELDS}


def load_for_edit(path: Path) -> tuple[bytes, dict[str, Any]]:
    """The file's bytes (pass them back as ``expected``) and its header fields, for an editor to start from."""
    try:
        data = read_regular(os.path.realpath(path), MAX_EDIT_BYTES, refuse_larger=True)  # a FIFO never blocks
    except OSError as error:
        raise HeaderEditError(QT_TRANSLATE_NOOP("header_edit", "cannot read {a0}: {a1}"),
                              QT_TRANSLATE_NOOP("header_edit", "check that the file exists and is readable"),
                              a0=path, a1=error.strerror or type(error).__name__) from None
    _split(data)  # refuses a file whose header cannot be edited, before the editor opens
    return data, header_fields(parse_miyu(data))


def _copy(value: Any) -> Any:
    return json.loads(json.dumps(value)) if isinstance(value, (list, dict)) else value


# -- the pure rewrite -------------------------------------------------------------------------------

@dataclass(slots=True)
class _Line:
    raw: bytes
    field: str | None = None  # the field whose line (or Parameters block line) this is


def _split(data: bytes) -> tuple[bytes, bytes, bytes]:
    """(shebang line with its end, header lines, body): refuses what cannot be edited safely."""
    if not data.startswith(b"#!"):
        raise HeaderEditError(
            QT_TRANSLATE_NOOP("header_edit", "the file does not start with a shebang line, so it has no header"),
            QT_TRANSLATE_NOOP("header_edit", "add a first line such as #!/usr/bin/env python3"),
        )
    head = data[:READ_LIMIT]
    text, _ = _header_text(head)
    encoded = text.encode("utf-8", "surrogatepass")
    if not head.startswith(encoded):
        raise HeaderEditError(
            QT_TRANSLATE_NOOP("header_edit", "the header is not valid UTF-8 text"),
            QT_TRANSLATE_NOOP("header_edit", "save the file as UTF-8 first"),
        )
    stop = len(encoded)
    if stop == len(head) and len(data) > len(head):
        raise HeaderEditError(
            QT_TRANSLATE_NOOP("header_edit", "the header is longer than the 32 KiB that are read"),
            QT_TRANSLATE_NOOP("header_edit", "shorten the header (a smaller Parameters block) by hand"),
        )
    newline = data.find(b"\n")
    if newline < 0 or newline >= stop:
        return data[:stop], b"", data[stop:]
    return data[: newline + 1], data[newline + 1 : stop], data[stop:]


def _classify(region: bytes) -> list[_Line]:
    lines = [_Line(raw) for raw in _LINE.findall(region)]
    i = 0
    while i < len(lines):
        text = lines[i].raw.decode("utf-8", "replace")
        match = _KEY_LINE.match(text.rstrip("\r\n"))
        canonical = _KEYS.get(match.group(2).strip().translate(_ASCII_LOWER)) if match else None
        field = _CANONICAL_FIELD.get(canonical) if canonical else None
        lines[i].field = field
        i += 1
        if field != "parameters" or match is None:
            continue
        first = match.group(3).strip()
        if _try_json(first)[0]:
            continue
        joined = first
        start = i
        while i < len(lines):  # the block: every following line until the text parses
            body = lines[i].raw.decode("utf-8", "replace").rstrip("\r\n")
            if not body.strip():
                i += 1
                continue
            body = _COMMENT.sub("", body, count=1).rstrip()
            joined = joined + "\n" + body if joined else body
            i += 1
            _, stop, line_end, _ = _first_value(joined)
            if stop >= 0:
                if joined[stop:line_end].strip():
                    i = len(lines)  # never closes: it swallows the rest of the header
                break
        for line in lines[start:i]:
            line.field = "parameters"
    return lines


def _leader(shebang: bytes, lines: list[_Line]) -> str:
    for line in lines:
        match = re.match(rb"[ \t]*(#|//)", line.raw)
        if match:
            return match.group(1).decode()
    return "//" if _JS_SHEBANG.search(shebang.decode("utf-8", "replace")) else "#"


def _key_lines(name: str, value: Any, leader: str) -> list[str]:
    key, separator = FIELDS[name]
    if name == "parameters":
        block = json.dumps(value, ensure_ascii=False, indent=2, allow_nan=False).split("\n")
        return [f"{leader} {key}{separator}"] + [f"{leader} {part}" for part in block]
    if name == "hints":
        return [f"{leader} {key}{separator}{h['tool']}: {h['hint']}" for h in value]
    if name in _LIST_FIELDS:
        text = ", ".join(value)
    else:
        text = str(value)
    return [f"{leader} {key}{separator}{text}"]


def _empty(value: Any) -> bool:
    return value is None or value == "" or value == []


def render_header(data: bytes, fields: Mapping[str, Any]) -> bytes:
    """``data`` with the header lines of ``fields`` replaced (the rest byte-exact); see the module text."""
    wanted = normalize_fields(fields)
    shebang, region, body = _split(data)
    eol = b"\r\n" if shebang.endswith(b"\r\n") else b"\n"
    if not shebang.endswith(b"\n"):
        shebang += eol
    lines = _classify(region)
    leader = _leader(shebang, lines)
    new_lines = {name: [part.encode("utf-8") + eol for part in _key_lines(name, value, leader)]
                 for name, value in wanted.items() if not _empty(value)}
    # where keys that are new to this header go: after the last key line, but before a Parameters block that
    # never closes (it would swallow them); with no key line at all, after a coding line
    last_key = last_plain = -1
    for index, line in enumerate(lines):
        if line.field == "parameters" and (index == 0 or lines[index - 1].field != "parameters"):
            if _block_unclosed(lines, index):
                break
        if line.field is not None:
            last_key = index
            if line.field != "parameters":
                last_plain = index
    if last_plain >= 0:
        last_key = last_plain  # new keys go with the one-line keys, above a Parameters block that follows them
    if last_key < 0:
        last_key = 0 if lines and _CODING.match(lines[0].raw.decode("utf-8", "replace")) else -1
    out: list[bytes] = [shebang]
    placed: set[str] = set()

    def place_new() -> None:
        for name, parts in new_lines.items():
            if name not in placed and not any(line.field == name for line in lines):
                out.extend(parts)
                placed.add(name)

    if last_key < 0:
        place_new()
    for index, line in enumerate(lines):
        if line.field in wanted:
            if line.field not in placed:
                out.extend(new_lines.get(line.field, []))
                placed.add(line.field)
        else:
            out.append(line.raw if line.raw.endswith(b"\n") else line.raw + eol)
        if index == last_key:
            place_new()
    place_new()
    result = b"".join(out)
    if not region and not body and not new_lines:
        result = data
    result += body
    _check(data, result, wanted, body)
    return result


def _block_unclosed(lines: list[_Line], start: int) -> bool:
    end = start
    while end < len(lines) and lines[end].field == "parameters":
        end += 1
    return end == len(lines) and parse_miyu(b"#!\n" + b"".join(line.raw for line in lines)).parameters_error \
        is not None


def _check(before: bytes, after: bytes, wanted: dict[str, Any], body: bytes) -> None:
    """The new header reads back as asked, the other fields as before, and the body is the same bytes."""
    old, new = parse_miyu(before), parse_miyu(after)
    problems = [name for name in FIELDS
                if getattr(new, name) != (wanted[name] if name in wanted else getattr(old, name))]
    if name_error := ("parameters" in wanted and new.parameters_error):
        problems.append(f"parameters ({name_error})")
    if not after.endswith(body) or _split(after)[2] != body:
        problems.append("the code below the header")
    if problems:
        raise HeaderEditError(
            QT_TRANSLATE_NOOP("header_edit", "the new header would not read back as written ({a0}); nothing was "
                                             "written"),
            QT_TRANSLATE_NOOP("header_edit", "check the values, or edit the header by hand"),
            a0=", ".join(problems),
        )


# -- writing a file ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class HeaderEdit:
    """A header edit that happened: the file written (a link's target) and its bytes before and after (undo)."""

    path: Path
    before: bytes
    after: bytes

    @property
    def changed(self) -> bool:
        return self.before != self.after


def _outside(layer_dir: str | os.PathLike[str], path: Path) -> bool:
    real_dir = os.path.realpath(layer_dir)
    return os.path.commonpath([real_dir, os.path.realpath(path)]) != real_dir


def write_script(path: Path, data: bytes, expected: bytes | None, *, layer_dir: Path | None = None) -> Path:
    """Atomically replace a script's bytes (mode kept), only if it still holds ``expected``; returns the file
    written (the target of a symlink that stays inside ``layer_dir``)."""
    path = Path(path)
    if os.path.islink(path) and (layer_dir is None or _outside(layer_dir, path)):
        raise HeaderEditError(
            QT_TRANSLATE_NOOP("header_edit", "{a0} is a symbolic link that leaves its layer; ScriptDeck never "
                                             "writes through it"),
            QT_TRANSLATE_NOOP("header_edit", "edit the file it points to ({a1}) yourself"),
            a0=path, a1=os.path.realpath(path),
        )
    target = Path(os.path.realpath(path))
    try:
        current = read_regular(target, MAX_EDIT_BYTES, refuse_larger=True)
        mode = os.stat(target).st_mode & 0o7777
    except OSError as error:
        raise HeaderEditError(QT_TRANSLATE_NOOP("header_edit", "cannot read {a0}: {a1}"),
                              QT_TRANSLATE_NOOP("header_edit", "check that the file exists and is readable"),
                              a0=path, a1=error.strerror or type(error).__name__) from None
    if expected is not None and current != expected:
        raise HeaderEditError(
            QT_TRANSLATE_NOOP("header_edit", "{a0} changed on disk since it was read; nothing was written"),
            QT_TRANSLATE_NOOP("header_edit", "reload the file and make the edit again"),
            a0=path,
        )
    if data != current:
        atomic_write(target, data, mode=mode)
    return target


def edit_header(path: Path, fields: Mapping[str, Any], *, layer_dir: Path | None = None,
                expected: bytes | None = None) -> HeaderEdit:
    """Rewrite the header of the script at ``path`` (see :func:`render_header`) and write it atomically.

    ``expected``: the bytes the caller read (an editor); when the file no longer holds them, nothing is written.
    """
    path = Path(path)
    try:
        before = read_regular(os.path.realpath(path), MAX_EDIT_BYTES, refuse_larger=True)
    except OSError as error:
        raise HeaderEditError(QT_TRANSLATE_NOOP("header_edit", "cannot read {a0}: {a1}"),
                              QT_TRANSLATE_NOOP("header_edit", "check that the file exists and is readable"),
                              a0=path, a1=error.strerror or type(error).__name__) from None
    if expected is not None and before != expected:
        raise HeaderEditError(
            QT_TRANSLATE_NOOP("header_edit", "{a0} changed on disk since it was read; nothing was written"),
            QT_TRANSLATE_NOOP("header_edit", "reload the file and make the edit again"),
            a0=path,
        )
    after = render_header(before, fields)
    target = write_script(path, after, before, layer_dir=layer_dir)
    return HeaderEdit(target, before, after)


def edit_tool_header(registry: Any, tool_id: str, fields: Mapping[str, Any], *,
                     expected: bytes | None = None) -> HeaderEdit:
    """Edit the header of a registered Miyu tool of a user layer; built-in, pi and Raycast tools are read-only."""
    tool = registry.get(tool_id) or next((t for t in registry.all_tools() if t.id == tool_id), None)
    if tool is None:
        raise HeaderEditError(QT_TRANSLATE_NOOP("header_edit", "script id '{a0}' not found"),
                              QT_TRANSLATE_NOOP("header_edit", "run scriptdeck list to see the tools"), a0=tool_id)
    layer = registry.layer(tool.layer)
    if not layer.writable or tool.dialect != "miyu":
        raise HeaderEditError(
            QT_TRANSLATE_NOOP("header_edit", "'{a0}' is read-only here ({a1} tool)"),
            QT_TRANSLATE_NOOP("header_edit", "register a copy of it in a user layer and edit the copy"),
            a0=tool_id, a1=tool.layer,
        )
    result = edit_header(tool.path, fields, layer_dir=layer.directory, expected=expected)
    registry.scan()
    return result


def undo_header_edit(edit: HeaderEdit) -> None:
    """Put the bytes from before ``edit`` back, only if the file still holds what the edit wrote."""
    write_script(edit.path, edit.before, edit.after, layer_dir=edit.path.parent)
