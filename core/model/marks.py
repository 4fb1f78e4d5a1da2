"""Favourites and aliases (issue 45): the user's star and short names for a tool, kept in its layer's index.json.

A tool's entry gets ``"favourite": true`` and ``"aliases": ["…", …]`` (docs/decisions.md). Every write goes
through :func:`update_index` as the overrides do: under the layer's lock, atomic, a pure edit of the root re-applied
when someone changed the file meanwhile, nothing written on a no-op. Only tools of the user's layers (global,
persona) can be marked: a built-in, pi or Raycast tool has no index.json of the user's to keep them in.
"""

from __future__ import annotations

import os
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.model.manage import BUSY, BUSY_FIX, NON_FINITE, NON_FINITE_FIX
from scriptdeck.core.model.manage_register import LOCKED, LOCKED_FIX, _relative
from scriptdeck.core.model.manage_schema import ManageError
from scriptdeck.core.model.preflight import UNREADABLE, UNREADABLE_FIX, writable_index
from scriptdeck.core.model.registry import USER_LAYERS, Registry
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.store.index_store import (
    INDEX_NAME,
    MAX_ALIAS,
    IndexBusy,
    IndexUnreadable,
    LockTimeout,
    NonFiniteRefused,
    alias_problem,
    clean_aliases,
    loads_index,
    merge_entry,
    update_index,
)

NOT_FOUND = QT_TRANSLATE_NOOP("marks", "no tool has the id '{a0}'")
NOT_FOUND_FIX = QT_TRANSLATE_NOOP("marks", "run scriptdeck list to see the tools' ids")
READ_ONLY = QT_TRANSLATE_NOOP("marks", "'{a0}' is a built-in, library, pi or Raycast tool: it has no index.json of yours to "
                                       "keep a favourite or an alias in")
READ_ONLY_FIX = QT_TRANSLATE_NOOP("marks", "register a copy of it first (in the window: right-click it, "
                                           "Register a copy in this persona), then mark the copy")
BAD_ALIAS_FIX = QT_TRANSLATE_NOOP("marks", "use one word of 1 to {a1} letters, digits or signs, without spaces")
#: why an alias is refused, as :func:`alias_problem` says it → the refusal said to a person
PROBLEMS = {
    "not a string": QT_TRANSLATE_NOOP("marks", "an alias must be text"),
    "empty": QT_TRANSLATE_NOOP("marks", "an alias cannot be empty"),
    f"longer than {MAX_ALIAS} characters": QT_TRANSLATE_NOOP("marks", "'{a0}' cannot be an alias: it is too long"),
    "contains a space": QT_TRANSLATE_NOOP("marks", "'{a0}' cannot be an alias: it contains a space"),
    "contains a control character": QT_TRANSLATE_NOOP("marks", "'{a0}' cannot be an alias: it contains a control "
                                                               "character"),
}


class MarkError(ManageError):
    """A mark that cannot be written; its text is in the ``marks`` context (a ManageError for every caller)."""

    context = "marks"


def check_alias(name: Any) -> str:
    """``name`` as an alias (surrounding blanks dropped), or a :class:`ManageError` saying why it cannot be one."""
    text = name.strip() if isinstance(name, str) else name
    problem = alias_problem(text)
    if problem is not None:
        raise MarkError(PROBLEMS[problem], BAD_ALIAS_FIX, a0=str(name)[:80], a1=MAX_ALIAS)
    assert isinstance(text, str)
    return text


def markable(registry: Registry, tool_id: str) -> Tool:
    """The tool ``tool_id`` when its marks can be written, else the :class:`ManageError` that says why not."""
    tool = registry.get(tool_id)
    if tool is None:
        raise MarkError(NOT_FOUND, NOT_FOUND_FIX, a0=tool_id)
    if tool.layer not in USER_LAYERS or tool.dialect != "miyu":
        raise MarkError(READ_ONLY, READ_ONLY_FIX, a0=tool_id)
    return tool


def index_path(registry: Registry, tool_id: str) -> Any:
    """The index.json a mark of ``tool_id`` is written to (for the window's undo), or None when none can be."""
    tool = registry.get(tool_id)
    if tool is None or tool.layer not in USER_LAYERS:
        return None
    return registry.home.layer_dir(tool.layer) / INDEX_NAME


# -- pure edits of an index root ---------------------------------------------------------------------

def _entry(root: dict[str, Any], tool_id: str, rel: str, create: bool) -> dict[str, Any] | None:
    scripts = root.get("scripts")
    for item in scripts if isinstance(scripts, list) else ():
        if isinstance(item, dict) and item.get("id") == tool_id:
            return item
    if not create:
        return None
    merge_entry(root, tool_id, rel, {})
    return _entry(root, tool_id, rel, False)


def _plain(value: Any) -> Any:
    """An entry's value as plain JSON (the write path keeps values as the user's text)."""
    text = getattr(value, "text", None)
    if isinstance(text, str):
        try:
            return loads_index(text)
        except ValueError:
            return None
    return value


def _set_aliases(entry: dict[str, Any], aliases: list[str]) -> None:
    if aliases:
        if entry.get("aliases") != aliases:  # an equal value keeps the user's text
            entry["aliases"] = aliases
    else:
        entry.pop("aliases", None)


def edit_favourite(tool_id: str, rel: str, on: bool) -> Any:
    def edit(root: dict[str, Any]) -> None:
        entry = _entry(root, tool_id, rel, on)
        if entry is None:
            return
        if on:
            if entry.get("favourite") != True:  # noqa: E712 - a RawJSON compares by its JSON value
                entry["favourite"] = True
        else:
            entry.pop("favourite", None)

    return edit


def edit_aliases(tool_id: str, rel: str, *, add: str | None = None, remove: str | None = None,
                 replace: list[str] | None = None) -> Any:
    """One edit of the entry's ``aliases``: add one, remove one (any case) or replace them all. The aliases the
    user wrote that are not usable are kept when adding or removing (lint names them)."""

    def edit(root: dict[str, Any]) -> None:
        entry = _entry(root, tool_id, rel, bool(add or replace))
        if entry is None:
            return
        current = _plain(entry.get("aliases"))
        items: list[Any] = list(current) if isinstance(current, list) else []
        if replace is not None:
            items = clean_aliases(replace)
        if add is not None and all(not (isinstance(i, str) and i.casefold() == add.casefold()) for i in items):
            items.append(add)
        if remove is not None:
            items = [i for i in items if not (isinstance(i, str) and i.strip().casefold() == remove.casefold())]
        _set_aliases(entry, items)

    return edit


# -- the API -----------------------------------------------------------------------------------------

def _write(registry: Registry, tool: Tool, make: Any) -> bool:
    """Apply the edit ``make(rel)`` to the tool's layer's index.json; the registry is rescanned for that file."""
    scope = tool.layer
    writable_index(registry, scope)
    folder = registry.home.layer_dir(scope)
    rel = _relative(folder, os.fspath(tool.path))
    try:
        wrote = update_index(folder, make(rel))
    except IndexUnreadable as error:
        raise ManageError(UNREADABLE, UNREADABLE_FIX, a0=scope, a1=error.reason, a2=error.path) from error
    except LockTimeout as error:
        raise ManageError(LOCKED, LOCKED_FIX, a0=scope, a1=f"{error.waited:g}", a2=error.path) from error
    except IndexBusy as error:
        raise ManageError(BUSY, BUSY_FIX, a0=scope) from error
    except NonFiniteRefused as error:  # pragma: no cover - marks are strings and true
        raise ManageError(NON_FINITE, NON_FINITE_FIX) from error
    registry.scan_paths([folder / INDEX_NAME])
    return wrote


def _answer(registry: Registry, tool_id: str, wrote: bool) -> dict[str, Any]:
    tool = registry.get(tool_id)
    return {"ok": True, "id": tool_id, "scope": tool.layer if tool else None, "changed": wrote,
            "favourite": bool(tool and tool.favourite), "aliases": tool.aliases if tool else []}


def set_favourite(registry: Registry, tool_id: str, on: bool = True) -> dict[str, Any]:
    """Star (``on``) or unstar the tool. Returns ``{"ok", "id", "scope", "changed", "favourite", "aliases"}``."""
    tool = markable(registry, tool_id)
    wrote = _write(registry, tool, lambda rel: edit_favourite(tool_id, rel, on))
    return _answer(registry, tool_id, wrote)


def add_alias(registry: Registry, tool_id: str, name: str) -> dict[str, Any]:
    alias = check_alias(name)
    tool = markable(registry, tool_id)
    wrote = _write(registry, tool, lambda rel: edit_aliases(tool_id, rel, add=alias))
    return _answer(registry, tool_id, wrote)


def remove_alias(registry: Registry, tool_id: str, name: str) -> dict[str, Any]:
    tool = markable(registry, tool_id)
    text = name.strip() if isinstance(name, str) else ""
    wrote = _write(registry, tool, lambda rel: edit_aliases(tool_id, rel, remove=text))
    return _answer(registry, tool_id, wrote)


def set_aliases(registry: Registry, tool_id: str, names: list[str]) -> dict[str, Any]:
    """Replace the tool's aliases (the window's editor); each is checked first, nothing written on a refusal."""
    aliases = [check_alias(name) for name in names]
    tool = markable(registry, tool_id)
    wrote = _write(registry, tool, lambda rel: edit_aliases(tool_id, rel, replace=aliases))
    return _answer(registry, tool_id, wrote)


def alias_owners(registry: Registry) -> dict[str, list[str]]:
    """Every alias (case-folded) → the ids of the registered tools that have it, in id order."""
    owners: dict[str, list[str]] = {}
    for tool in registry.registered():
        if tool.overrides:
            for alias in tool.aliases:
                owners.setdefault(alias.casefold(), []).append(tool.id)
    return owners
