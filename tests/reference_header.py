"""Reference Miyu header parser: a literal, line-by-line reading of SPEC §3, written from the SPEC alone.

Slow but obviously right; tests check that the fast parser in scriptdeck.core.dialects.header gives the same Header for
arbitrary input. Nothing here comes from the parser it checks (no key table, no value rules, no JSON helper): only
the ``Header`` dataclass, which is the shape both produce.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from scriptdeck.core.dialects.header import Header

READ_LIMIT = 32768  # SPEC §3: the first 32 KiB
MAX_SCHEMA_DEPTH = 64  # a Parameters value nested deeper is not used (lint: params-not-json)

# SPEC §3's table: every alias and the field it sets
ALIASES = {
    "id": "id", "tool_id": "id",
    "description": "description", "描述": "description_zh", "功能介绍": "description_zh",
    "display_name": "display_name", "显示名称": "display_name_zh", "工具名称": "display_name_zh",
    "timeout": "timeout", "timeout_seconds": "timeout", "超时": "timeout",
    "group": "groups", "groups": "groups", "分组": "groups",
    "requires": "requires", "requires_prior": "requires", "需先调用": "requires", "前置工具": "requires",
    "capabilities": "capabilities", "capability": "capabilities", "能力": "capabilities", "宿主能力": "capabilities",
    "argv": "argv",
    "parameters": "parameters", "params": "parameters", "schema": "parameters", "参数": "parameters",
    "trust": "trust", "信任": "trust", "可见范围": "trust",
    "permission": "permission", "权限": "permission",
    "example": "stub_example", "stub_example": "stub_example", "示例": "stub_example",
    "hint": "hints", "cross_hint": "hints", "指路": "hints", "指路句": "hints",
    "expose": "expose", "暴露": "expose",
}
TRUST = {"owner": "owner", "private": "owner", "local": "owner", "属主": "owner",
         "external": "external", "platform": "external", "public": "external", "everyone": "external",
         "外部": "external", "公开": "external"}
PERMISSION = {"read_only": "read_only", "readonly": "read_only", "read": "read_only", "只读": "read_only",
              "presentation": "presentation", "present": "presentation", "展示": "presentation",
              "writes": "writes", "write": "writes", "读写": "writes", "写": "writes"}
EXPOSE = {"tool": "tool", "tools": "tool", "工具": "tool", "skill": "skill", "skill-only": "skill", "技能": "skill"}
ARGV = {"flags": "flags", "positional": "positional", "none": "none", "off": "none"}
ID_PATTERN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _normal_key(key: str) -> str:
    """Trimmed, ASCII-lowercased, spaces and ``-`` as ``_`` (other letters untouched)."""
    out = []
    for char in key.strip():
        if "A" <= char <= "Z":
            out.append(chr(ord(char) + 32))
        elif char in " -":
            out.append("_")
        else:
            out.append(char)
    return "".join(out)


def _split_key(body: str) -> tuple[str, str] | None:
    """Split at the earliest of ``:`` and ``：``."""
    cuts = [i for i in (body.find(":"), body.find("：")) if i >= 0]
    if not cuts:
        return None
    return _normal_key(body[: min(cuts)]), body[min(cuts) + 1 :].strip()


def _comment_body(line: str) -> str | None:
    """The text of a comment line, or None when the line is not a comment."""
    if line.startswith("#"):
        return line.lstrip("#").strip()
    if line.startswith("//"):
        return line.lstrip("/").strip()
    return None


def _list(value: str) -> list[str]:
    return [part for part in re.split(r"[,，;\s]+", value) if part]


def _timeout(value: str) -> int | None:
    """Trailing ASCII letters and 秒 dropped, then an integer > 0 (more than 18 digits: unset, nobody means it)."""
    end = len(value)
    while end and (("a" <= value[end - 1].lower() <= "z" and value[end - 1].isascii()) or value[end - 1] == "秒"):
        end -= 1
    digits = value[:end].strip()
    if digits.startswith("+"):
        digits = digits[1:]
    if not digits or any(not "0" <= char <= "9" for char in digits):
        return None
    number = int(digits)
    return number if 0 < number < 10**18 else None


def _hint(header: Header, value: str) -> None:
    cuts = [i for i in (value.find(":"), value.find("：")) if i >= 0]
    if cuts:
        tool, sentence = value[: min(cuts)].strip(), value[min(cuts) + 1 :].strip()
        if tool and sentence:
            header.hints.append({"tool": tool, "hint": sentence})


def _set(header: Header, field: str, value: str) -> None:
    """What one non-empty value of a known key means (SPEC §3's table)."""
    if field == "id":
        if ID_PATTERN.fullmatch(value):
            header.id, header.invalid_id = value, None
        else:
            header.invalid_id = value
    elif field == "timeout":
        header.timeout_seconds = _timeout(value)
    elif field in ("groups", "requires", "capabilities"):
        setattr(header, field, _list(value))
    elif field == "argv":
        header.argv = ARGV.get(value.lower())
    elif field == "trust":
        header.trust = TRUST.get(value.lower())
    elif field == "permission":
        header.permission = PERMISSION.get(value.lower())
    elif field == "expose":
        header.expose = EXPOSE.get(value.lower())
    elif field == "hints":
        _hint(header, value)
    else:  # descriptions, display names, example: the raw string
        setattr(header, field, value)


def _brackets(text: str) -> tuple[int, int, bool]:
    """(final depth, deepest depth, inside a string at the end), reading one character at a time."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return depth, deepest, in_string


def _deepest_value(value: Any) -> int:
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            deepest = max(deepest, depth + 1)
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def _strings(value: Any) -> list[str]:
    out, stack = [], [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            out.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return out


def _refuse(_: str) -> Any:
    raise ValueError("not a JSON number")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError("too large")
    return number


def _try_json(text: str) -> tuple[bool, Any]:
    """Strict JSON (SPEC §15): no NaN/Infinity or overflow, at most 64 deep, no lone surrogates."""
    stripped = text.strip()
    if stripped.startswith("\ufeff"):  # a byte-order mark is not part of the JSON
        stripped = stripped[1:]
    if not stripped:
        return False, None
    try:
        value = json.loads(stripped, parse_constant=_refuse, parse_float=_finite)
    except (ValueError, RecursionError):
        return False, None
    if _deepest_value(value) > MAX_SCHEMA_DEPTH:
        return False, None
    for string in _strings(value):
        try:
            string.encode("utf-8")
        except UnicodeEncodeError:
            return False, None
    return True, value


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
        field = ALIASES.get(key)
        if field is None:
            continue
        if field == "parameters":
            ok, parsed = _try_json(value)
            if ok:
                header.parameters, header.parameters_error = parsed, None
            else:
                block = [value] if value else []
            continue
        if value:
            _set(header, field, value)
    header.header_lines = max(header.header_lines, 1)
    if block is not None:
        joined = "\n".join(block)
        header.parameters = None
        final, deepest, in_string = _brackets(joined)
        if deepest > MAX_SCHEMA_DEPTH:
            header.parameters_error = "too_deep"
        else:
            header.parameters_error = "not_json" if joined.strip() and final <= 0 and not in_string else "unclosed"
    return header
