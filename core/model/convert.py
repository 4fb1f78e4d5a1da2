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
from scriptdeck.core.dialects.header import READ_LIMIT
from scriptdeck.core.model.manage import Manager
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.platform import files
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
    """The Miyu header a Raycast command amounts to, one comment line per key. Raycast fields ScriptDeck does not
    use (mode, icon, refreshTime, author …) need no line: the command's own ``@raycast`` comments stay below."""
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
    if tool.raycast is not None and tool.raycast.needs_confirmation:  # SPEC §25: the copy asks first too
        lines.append(f"{leader} Confirm: yes")
    lines.append(f"{leader} Parameters: {json.dumps(tool.schema, ensure_ascii=False, separators=(', ', ': '))}")
    lines.append(f"{leader} (converted by ScriptDeck from the Raycast command {tool.path.name})")
    return lines


def _undecodable_line(data: bytes) -> tuple[int, int, str] | None:
    """(line, column, that line's ``@raycast.`` key) of the first ``@raycast`` line of the header that is not
    UTF-8: its value would reach the new header as U+FFFD, a different text than the user wrote."""
    for number, line in enumerate(data[:READ_LIMIT].split(b"\n"), start=1):
        if b"@raycast." not in line:
            continue
        try:
            line.decode("utf-8")
        except UnicodeDecodeError as error:
            key = line.split(b"@raycast.", 1)[1].split(None, 1)[0].decode("ascii", "replace")
            return number, len(line[: error.start].decode("utf-8", "replace")) + 1, key
    return None


def converted_bytes(tool: Tool) -> bytes:
    """The script with a Miyu header after its shebang line. Only those header lines are new: every byte of the
    original after the shebang line (``@raycast`` lines, a Mac Roman ``≤``, anything not UTF-8) is copied as it
    is (SPEC §24). A header that cannot be decoded is refused with the reason (:class:`ConvertError`)."""
    if tool.dialect != "raycast":
        raise ConvertError(
            QT_TRANSLATE_NOOP("convert", "{a0} is not a Raycast command"),
            QT_TRANSLATE_NOOP("convert", "only tools from a Raycast folder can be converted"),
            a0=tool.id,
        )
    data = _read(tool)
    if not data.startswith(b"#!"):
        raise ConvertError(
            QT_TRANSLATE_NOOP("convert", "{a0} has no shebang line, so it cannot run as a tool"),
            QT_TRANSLATE_NOOP("convert", "add a first line such as #!/bin/bash to the Raycast command"),
            a0=tool.path.name,
        )
    bad = _undecodable_line(data)
    if bad is not None:
        raise ConvertError(
            QT_TRANSLATE_NOOP("convert", "line {a1} of {a0} (@raycast.{a3}) is not UTF-8 text at column {a2}, so "
                                         "its value cannot be copied into the new header; nothing was written"),
            QT_TRANSLATE_NOOP("convert", "save {a0} as UTF-8 (the @raycast lines at least), then convert again"),
            a0=tool.path.name, a1=bad[0], a2=bad[1], a3=bad[2],
        )
    leader = comment_leader(data[:READ_LIMIT].decode("utf-8", "replace"))
    first, _, rest = data.partition(b"\n")
    newline = "\r\n" if first.endswith(b"\r") else "\n"
    header = newline.join(miyu_header_lines(tool, leader)) + newline
    return first + b"\n" + header.encode("utf-8") + rest


def _read(tool: Tool) -> bytes:
    try:
        if os.stat(tool.path).st_size > MAX_SIZE:
            raise ConvertError(QT_TRANSLATE_NOOP("convert", "{a0} is larger than 8 MiB"),
                               QT_TRANSLATE_NOOP("convert", "copy it by hand"), a0=tool.path)
        return read_whole(tool.path, MAX_SIZE)
    except OSError as error:
        raise ConvertError(QT_TRANSLATE_NOOP("convert", "cannot read {a0}: {a1}"),
                           QT_TRANSLATE_NOOP("convert", "check that the file exists and is readable"),
                           a0=tool.path, a1=error.strerror or type(error).__name__) from None


def convert(registry: Registry, tool_id: str, *, scope: str = "persona", overwrite: bool = False) -> dict[str, Any]:
    """Write the converted copy and register it in ``scope``; returns manage_script's answer. The copy keeps the
    original's permission bits (registering would add execute bits for everyone), plus the owner's execute bit: a
    tool is a program its owner runs (lint's no-exec-bit), so a command kept at 0664 becomes 0764, and the answer
    says so (``mode``, ``owner_exec_added``; docs/decisions.md 2026-12-06)."""
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
    data = converted_bytes(tool)
    original_mode = os.stat(tool.path).st_mode & 0o777
    mode = original_mode | 0o100  # a tool its owner can run; nothing else changed
    with tempfile.TemporaryDirectory(prefix="scriptdeck-convert-") as folder:
        copy = Path(folder) / tool.path.name
        fd = os.open(copy, files.create_new_flags(), mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(copy, mode)  # the umask narrowed what os.open was given
        answer = Manager(registry).call({"action": "register", "path": str(copy), "id": tool.id, "scope": scope,
                                         "overwrite": overwrite})
    _keep_mode(answer, mode)
    if answer.get("ok", True):
        answer["mode"] = f"{mode:04o}"
        answer["owner_exec_added"] = mode != original_mode
    return answer


def _keep_mode(answer: dict[str, Any], mode: int) -> None:
    """Registering added execute bits for group and others: put the original's bits back on the new file."""
    written = answer.get("path") if answer.get("ok", True) else None
    if isinstance(written, str) and os.path.isfile(written) and not os.path.islink(written):
        try:
            os.chmod(written, mode)
        except OSError:
            pass  # the tool is registered and runs; only its group/other bits stay wider


def _raycast_tools(registry: Registry) -> list[Tool]:
    return [t for layer in registry.layers if layer.dialect == "raycast" for t in registry.file_tools(layer.name)]
