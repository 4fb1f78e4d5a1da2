"""Convert a Raycast command into a Miyu tool: a copy with a proper Miyu header, registered in a user layer.

Raycast folders are read in place and never written. Converting writes the script again with a Miyu header
(Description, Display name, Group, ``Argv: positional``, ``Cwd`` from ``currentDirectoryPath``, Parameters)
right after its shebang, in the file's own comment style, and registers that copy through ``manage_script`` (same
checks, lock and answer). The copy has the same id, so it shadows the Raycast original from then on.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.dialects.header import read_head
from scriptdeck.core.model.manage import Manager
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.store.fsutil import read_whole

_LEADER = re.compile(r"^[^\S\n]*(#+|//+|--+)[^\S\n]*@raycast\.schemaVersion", re.MULTILINE)
MAX_SIZE = 8 * 1024 * 1024


class ConvertError(LocalizedError):
    context = "convert"


def comment_leader(text: str) -> str:
    """``#`` or ``//``: the comment style the command's own ``@raycast`` lines use."""
    match = _LEADER.search(text)
    leader = match.group(1) if match else "#"
    if leader.startswith("-"):
        raise ConvertError(
            QT_TRANSLATE_NOOP("convert", "this command's comments start with --, which a Miyu header cannot use"),
            QT_TRANSLATE_NOOP("convert", "copy the script by hand and write its header with # or // comments"),
        )
    return "//" if leader.startswith("/") else "#"


def miyu_header_lines(tool: Tool, leader: str) -> list[str]:
    """The Miyu header a Raycast command amounts to, one comment line per key."""
    lines = [f"{leader} Description: {tool.description}"]
    title = tool.value("display_name_en")
    if title:
        lines.append(f"{leader} Display name: {title}")
    if tool.groups:
        lines.append(f"{leader} Group: {', '.join(tool.groups)}")
    lines.append(f"{leader} Argv: positional")
    wanted = tool.raycast.current_directory_path if tool.raycast is not None else ""
    if wanted:  # where the command ran: kept as an absolute folder, so the copy runs there from any layer
        lines.append(f"{leader} Cwd: {os.path.normpath(os.path.join(tool.path.parent, os.path.expanduser(wanted)))}")
    lines.append(f"{leader} Parameters: {json.dumps(tool.schema, ensure_ascii=False, separators=(', ', ': '))}")
    lines.append(f"{leader} (converted by ScriptDeck from the Raycast command {tool.path.name})")
    return lines


def converted_text(tool: Tool) -> str:
    """The script with a Miyu header after its shebang (the rest, ``@raycast`` lines included, unchanged)."""
    if tool.dialect != "raycast":
        raise ConvertError(
            QT_TRANSLATE_NOOP("convert", "{a0} is not a Raycast command"),
            QT_TRANSLATE_NOOP("convert", "only tools from a Raycast folder can be converted"),
            a0=tool.id,
        )
    try:
        if os.stat(tool.path).st_size > MAX_SIZE:
            raise ConvertError(QT_TRANSLATE_NOOP("convert", "{a0} is larger than 8 MiB"),
                               QT_TRANSLATE_NOOP("convert", "copy it by hand"), a0=tool.path)
        data = read_whole(tool.path, MAX_SIZE)
    except OSError as error:
        raise ConvertError(QT_TRANSLATE_NOOP("convert", "cannot read {a0}: {a1}"),
                           QT_TRANSLATE_NOOP("convert", "check that the file exists and is readable"),
                           a0=tool.path, a1=error.strerror or type(error).__name__) from None
    text = data.decode("utf-8", "replace")
    if not text.startswith("#!"):
        raise ConvertError(
            QT_TRANSLATE_NOOP("convert", "{a0} has no shebang line, so it cannot run as a tool"),
            QT_TRANSLATE_NOOP("convert", "add a first line such as #!/bin/bash to the Raycast command"),
            a0=tool.path.name,
        )
    leader = comment_leader(read_head(tool.path).decode("utf-8", "replace"))
    newline = "\r\n" if "\r\n" in text.split("\n", 1)[0] + "\n" else "\n"
    first, _, rest = text.partition("\n")
    header = newline.join(miyu_header_lines(tool, leader)) + newline
    return first + "\n" + header + rest


def convert(registry: Registry, tool_id: str, *, scope: str = "persona", overwrite: bool = False) -> dict[str, Any]:
    """Write the converted copy and register it in ``scope``; returns manage_script's answer."""
    tool = registry.get(tool_id)
    if tool is None:
        tool = next((t for t in registry.all_tools() if t.id == tool_id and t.dialect == "raycast"), None)
    if tool is None:
        raise ConvertError(
            QT_TRANSLATE_NOOP("convert", "script id '{a0}' not found"),
            QT_TRANSLATE_NOOP("convert", "run scriptdeck list to see the tools (Raycast ones show layer raycast)"),
            a0=tool_id,
        )
    if tool.dialect != "raycast":  # the id may already be a converted copy that shadows the original
        original = next((t for t in _raycast_tools(registry) if t.id == tool_id), None)
        tool = original or tool
    text = converted_text(tool)
    with tempfile.TemporaryDirectory(prefix="scriptdeck-convert-") as folder:
        copy = Path(folder) / tool.path.name
        copy.write_text(text, encoding="utf-8", newline="")
        return Manager(registry).call({"action": "register", "path": str(copy), "id": tool.id, "scope": scope,
                                       "overwrite": overwrite})


def _raycast_tools(registry: Registry) -> list[Tool]:
    return [t for layer in registry.layers if layer.dialect == "raycast" for t in registry.file_tools(layer.name)]
