"""Lint a file that is not (yet) a registered tool, e.g. one about to be dropped on the window."""

from __future__ import annotations

import os
import stat
import weakref
from pathlib import Path

from scriptdeck.core.contract.ids import id_from_file_name
from scriptdeck.core.contract.toolnames import name_collisions
from scriptdeck.core.dialects.header import Header, parse_miyu, read_head
from scriptdeck.core.model.lint import Finding, lint_tool
from scriptdeck.core.model.registry import Registry, read_problem
from scriptdeck.core.model.testfile import lint_tests
from scriptdeck.core.model.tool import REGISTERED, Tool


def tool_for_path(path: Path, head: bytes | None = None) -> Tool:
    """A stand-alone Tool for ``path`` as it would be read in a layer of its own (``head``: its first bytes, when
    the caller has read them already)."""
    try:
        header = parse_miyu(read_head(path) if head is None else head)
    except OSError:
        header = Header()
    tool_id = header.id or id_from_file_name(path.name)
    return Tool(tool_id or path.name, Path(path).absolute(), "file", header=header, has_id=tool_id is not None)


def lint_registered(tool: Tool, registry: Registry) -> list[Finding]:
    """Everything lint says of a tool the registry holds: its own findings, its layer's, its test file's and
    whether its id is another tool's served MCP name."""
    return (lint_tool(tool) + registry.scan_findings(tool) + lint_tests(tool, registry) + _name_collision(tool, registry)
            + alias_collisions(tool, registry))


#: per registry, the scan generation and its ``{id: other id}`` of ids that are another tool's served name
_COLLISIONS: weakref.WeakKeyDictionary[Registry, tuple[int, dict[str, str]]] = weakref.WeakKeyDictionary()


def _name_collision(tool: Tool, registry: Registry) -> list[Finding]:
    """``name-collision`` (SPEC §24) when the tool's id is exactly another registered tool's mangled MCP name: that
    tool keeps the name and this one is not served. Worked out once per scan, not once per tool."""
    if tool.state != REGISTERED:
        return []
    known = _COLLISIONS.get(registry)
    if known is None or known[0] != registry.generation:
        known = registry.generation, name_collisions(t.id for t in registry.registered())
        _COLLISIONS[registry] = known
    other = known[1].get(tool.id)
    return [] if other is None else [Finding("name-collision", str(tool.path), tool.id, {"value": other})]


#: per registry, the scan generation and what each alias or name (case-folded) belongs to: alias → ids, name → ids
_ALIASES: weakref.WeakKeyDictionary[Registry, tuple[int, dict[str, list[str]], dict[str, list[str]]]] = \
    weakref.WeakKeyDictionary()


def alias_collisions(tool: Tool, registry: Registry) -> list[Finding]:
    """``alias-collision`` (issue 45) for each of the tool's aliases that another registered tool also has as an
    alias, or as its id or a display name: a search for it cannot tell them apart. Worked out once per scan."""
    aliases = tool.aliases if tool.overrides and tool.state == REGISTERED else []
    if not aliases:
        return []
    known = _ALIASES.get(registry)
    if known is None or known[0] != registry.generation:
        by_alias: dict[str, list[str]] = {}
        by_name: dict[str, list[str]] = {}
        for other in registry.registered():
            for alias in other.aliases if other.overrides else ():
                by_alias.setdefault(alias.casefold(), []).append(other.id)
            for name in {other.id, other.display_name("en"), other.display_name("zh_CN")}:
                by_name.setdefault(name.casefold(), []).append(other.id)
        known = registry.generation, by_alias, by_name
        _ALIASES[registry] = known
    out = []
    for alias in aliases:
        key = alias.casefold()
        others = [i for i in known[1].get(key, ()) if i != tool.id]
        if others:
            out.append(Finding("alias-collision", str(tool.path), tool.id, {"value": alias, "other": ", ".join(others)}))
        named = [i for i in known[2].get(key, ()) if i != tool.id]
        if named:
            out.append(Finding("alias-collision", str(tool.path), tool.id,
                               {"value": alias, "other": ", ".join(named), "variant": "name"}))
    return out


def lint_path(path: Path, registry: Registry | None = None) -> list[Finding]:
    """Findings for one file; a FIFO, device, folder or unreadable file gets one finding (never read, never
    blocks)."""
    wanted = str(Path(path).absolute())
    try:
        mode = os.stat(path).st_mode
    except OSError as error:
        return [Finding("unreadable", wanted, None, {"detail": error.strerror or type(error).__name__})]
    if not stat.S_ISREG(mode):
        return [Finding("not-a-file", wanted)]
    problem = read_problem(wanted)
    if problem:
        return [Finding("unreadable", wanted, None, {"detail": problem})]
    if registry is not None:
        tool = next((t for t in registry.all_tools() if str(t.file) == wanted), None)
        if tool:
            return lint_registered(tool, registry)
    return lint_tool(tool_for_path(path))
