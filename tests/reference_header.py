"""Reference Miyu header parser: a literal, line-by-line reading of SPEC §3.

Slow but obviously right; tests check that the fast parser in core.header gives the same Header for
arbitrary input.
"""

from __future__ import annotations

import json
import re
from typing import Any

from core.header import Header, parse_timeout, split_list
from core.ids import is_valid_id

READ_LIMIT = 32768

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
}.items():
    for _alias in _aliases:
        _KEYS[_alias] = _canonical

_TRUST = {w: "owner" for w in ("owner", "private", "local", "属主")}
_TRUST.update({w: "external" for w in ("external", "platform", "public", "everyone", "外部", "公开")})
_PERMISSION = {w: "read_only" for w in ("read_only", "readonly", "read", "只读")}
_PERMISSION.update({w: "presentation" for w in ("presentation", "present", "展示")})
_PERMISSION.update({w: "writes" for w in ("writes", "write", "读写", "写")})
_EXPOSE = {w: "tool" for w in ("tool", "tools", "工具")}
_EXPOSE.update({w: "skill" for w in ("skill", "skill-only", "技能")})

_LIST_SPLIT = re.compile(r"[,，;\s]+")
_TIMEOUT_TAIL = re.compile(r"[A-Za-z秒]+$")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ -", "abcdefghijklmnopqrstuvwxyz__")


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


def _braces_balanced(text: str) -> bool:
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
    return depth <= 0 and not in_string


def _try_json(text: str) -> tuple[bool, Any]:
    stripped = text.strip()
    if not stripped:
        return False, None
    # A container can only parse once its closing bracket is there: skip hopeless attempts cheaply.
    if stripped[0] in "{[" and stripped[-1] not in "}]":
        return False, None
    try:
        return True, json.loads(stripped)
    except ValueError:
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
        header.argv = "flags" if word == "flags" else "none" if word in ("none", "off") else None
    elif key == "trust":
        header.trust = _TRUST.get(value.lower())
    elif key == "permission":
        header.permission = _PERMISSION.get(value.lower())
    elif key == "expose":
        header.expose = _EXPOSE.get(value.lower())
    elif key == "hints":
        cuts = [i for i in (value.find(":"), value.find("：")) if i >= 0]
        if cuts:
            tool, sentence = value[: min(cuts)].strip(), value[min(cuts) + 1 :].strip()
            if tool and sentence:
                header.hints.append({"tool": tool, "hint": sentence})


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
                header.parameters, header.parameters_error = value, None
                header.parameters_text, block = "\n".join(block), None
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
                header.parameters, header.parameters_error, header.parameters_text = parsed, None, value
            else:
                block = [value] if value else []
            continue
        if value:
            _apply(header, canonical, value)
    header.header_lines = max(header.header_lines, 1)
    if block is not None:
        joined = "\n".join(block)
        header.parameters = None
        header.parameters_text = joined
        header.parameters_error = "not_json" if joined.strip() and _braces_balanced(joined) else "unclosed"
    return header
