"""Raycast script commands (SPEC §18): ``@raycast.*`` comment lines read as a ScriptDeck tool.

A file is a Raycast command when it says ``@raycast.schemaVersion 1`` behind any comment leader (``#``, ``//``,
``--``). ``@raycast.`` lines count anywhere in the first 32 KiB (Raycast reads them wherever they are). The
metadata maps onto a Miyu :class:`Header` (so everything downstream treats the tool like any other), and the
Raycast-only fields (mode, icon, refresh time, confirmation, working folder) are kept for display and runs.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field

from scriptdeck.core.contract.jsonsafe import strip_trailing_commas
from scriptdeck.core.contract.lazy_re import compile_on_use
from scriptdeck.core.dialects.header import READ_LIMIT, Header

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

#: ``# @raycast.title Hello``, ``// @raycast.mode compact``, ``-- @raycast.icon 🤖``
_LINE = compile_on_use(r"^[^\S\n]*(?:#+|//+|--+)[^\S\n]*@raycast\.([A-Za-z0-9_]+)[^\S\n]*([^\n]*?)[^\S\n]*$", re.MULTILINE)
MAX_ARGUMENTS = 3
#: what a tool without arguments accepts: nothing (Raycast scripts read no stdin)
NO_ARGUMENTS: dict[str, Any] = {"type": "object", "properties": {}}
_KEYS = {key.lower(): key for key in (
    "schemaVersion", "title", "packageName", "description", "mode", "icon", "iconDark", "refreshTime",
    "currentDirectoryPath", "needsConfirmation", "author", "authorURL", "argument1", "argument2", "argument3")}


@dataclass(slots=True)
class RaycastHeader:
    """The ``@raycast.`` keys of a Raycast script command, as read from its header."""
    shebang: bool = False
    #: the ``@raycast.`` keys found (canonical spelling) -> value, last one wins
    fields: dict[str, str] = field(default_factory=dict)
    #: argument1..3, decoded (an argument that is not a JSON object is left out and named in ``argument_errors``)
    arguments: list[dict[str, Any]] = field(default_factory=list)
    argument_errors: list[str] = field(default_factory=list)
    #: the last line (1-based) holding an ``@raycast.`` key, for lint's look at the header
    header_lines: int = 0

    @property
    def is_command(self) -> bool:
        return self.fields.get("schemaVersion") == "1"

    @property
    def title(self) -> str:
        return self.fields.get("title", "")

    @property
    def package_name(self) -> str:
        return self.fields.get("packageName", "")

    @property
    def needs_confirmation(self) -> bool:
        return self.fields.get("needsConfirmation", "").lower() == "true"

    @property
    def current_directory_path(self) -> str:
        return self.fields.get("currentDirectoryPath", "")

    def metadata(self) -> dict[str, Any]:
        """What ``show --json`` and the window show of the Raycast-only fields."""
        return {
            "title": self.title, "package_name": self.package_name, "mode": self.fields.get("mode", ""),
            "icon": self.fields.get("icon", ""), "icon_dark": self.fields.get("iconDark", ""),
            "refresh_time": self.fields.get("refreshTime", ""),
            "current_directory_path": self.current_directory_path, "needs_confirmation": self.needs_confirmation,
            "author": self.fields.get("author", ""), "author_url": self.fields.get("authorURL", ""),
        }


def lenient_json(text: str) -> Any:
    """JSON as Raycast's commands write it: trailing commas before ``}``/``]`` allowed (outside strings)."""
    try:
        return json.loads(text)
    except ValueError:
        pass
    return json.loads(strip_trailing_commas(text))


def parse_raycast(data: bytes) -> RaycastHeader:
    """Read the ``@raycast.`` lines of the first 32 KiB; never raises."""
    header = RaycastHeader(shebang=data.startswith(b"#!"))
    data = data[:READ_LIMIT]
    # only the lines holding "@raycast." are decoded and matched (a script is mostly code)
    at, line_start, line_number, last_line = data.find(b"@raycast."), 0, 1, -1
    breaks = (b"\n", b"\r") if b"\r" in data else (b"\n",)  # a lone CR (old Mac files) also ends a line
    while at >= 0:
        start = max(data.rfind(brk, 0, at) for brk in breaks) + 1
        ends = [i for i in (data.find(brk, at) for brk in breaks) if i >= 0]
        end = min(ends) if ends else len(data)
        if start != last_line:
            line_number += data.count(b"\n", line_start, start)
            line_start = last_line = start
            match = _LINE.match(data[start:end].decode("utf-8", "replace"))
            key = _KEYS.get(match.group(1).lower()) if match else None
            if match is not None and key is not None:
                header.fields[key] = match.group(2)
                header.header_lines = line_number
        at = data.find(b"@raycast.", end)
    for number in range(1, MAX_ARGUMENTS + 1):
        raw = header.fields.get(f"argument{number}")
        if raw is None:
            continue
        try:
            value = lenient_json(raw)
        except (ValueError, RecursionError):
            value = None
        if isinstance(value, dict):
            header.arguments.append(value)
        else:
            header.argument_errors.append(f"argument{number}")
    return header


def group_slug(label: str) -> str:
    """A ``packageName`` as a group id: lowercase, runs of other characters as ``-`` (``Web Searches`` ->
    ``web-searches``); the label itself is what the window and ``list`` show."""
    return sys.intern(re.sub(r"[\W_]+", "-", label.lower()).strip("-"))


def _argument_schema(argument: dict[str, Any], number: int) -> dict[str, Any]:
    placeholder = argument.get("placeholder")
    prop: dict[str, Any] = {"type": "string",
                            "description": placeholder if isinstance(placeholder, str) and placeholder
                            else f"Argument {number}"}
    data = argument.get("data")
    if argument.get("type") == "dropdown" and isinstance(data, list):
        options = [{"const": str(item["value"]), "title": str(item.get("title") or item["value"])}
                   for item in data if isinstance(item, dict) and "value" in item]
        if options:
            prop["oneOf"] = options
    if argument.get("type") == "password" or argument.get("secure") is True:
        prop["writeOnly"] = True
    if argument.get("percentEncoded") is True:
        prop["x-percent-encoded"] = True  # Raycast URL-encodes such a value before the script gets it
    if isinstance(argument.get("default"), str):
        prop["default"] = argument["default"]
    return prop


def raycast_schema(header: RaycastHeader) -> dict[str, Any]:
    """argument1..3 as a JSON Schema whose properties, in order, are ``$1 $2 $3``."""
    if not header.arguments:
        return dict(NO_ARGUMENTS)
    properties: dict[str, Any] = {}
    required = []
    for number, argument in enumerate(header.arguments, start=1):
        name = f"argument{number}"
        properties[name] = _argument_schema(argument, number)
        if argument.get("optional") is not True:
            required.append(name)
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def to_header(header: RaycastHeader) -> Header:
    """The Miyu header a Raycast command amounts to (title -> Display name, packageName -> group, …)."""
    description = header.fields.get("description") or header.title
    return Header(
        shebang=header.shebang,
        description=description,
        display_name=header.title,
        groups=[group_slug(header.package_name)] if group_slug(header.package_name) else [],
        argv="positional",
        _parameters=raycast_schema(header),
        header_lines=header.header_lines,
    )
