"""A layer's scan patched in place for a few changed files (what the file watcher and the window's toggle
cause), instead of rebuilding it from its whole listing. Only where that is sure to give what a rebuild would:
anything else (a changed index entry, a new duplicate) answers None and the caller rebuilds."""

from __future__ import annotations

import dataclasses
import json
import os

from scriptdeck.core.contract.ids import id_from_file_name
from scriptdeck.core.model.header_store import HeaderStore
from scriptdeck.core.model.layers import (
    FIX_NO_ID,
    LayerScan,
    StatKey,
    _read_disabled,
    _settle,
    is_skipped_name,
)
from scriptdeck.core.model.tool import REGISTERED, UNREGISTERED, Tool
from scriptdeck.core.store.index_store import INDEX_NAME, read_index

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any


def _same_but_disabled(root: dict[str, Any], before: dict[str, Any]) -> bool:
    """Whether two index.json roots hold the same JSON apart from their ``disabled`` records. Compared as JSON
    text: Python's ``==`` holds ``1 == 1.0 == True``, which the merge rule tells apart (SPEC §5)."""
    def rest(value: dict[str, Any]) -> str:
        return json.dumps({k: v for k, v in value.items() if k != "disabled"}, ensure_ascii=True)

    try:
        return rest(root) == rest(before)
    except (TypeError, ValueError):  # pragma: no cover - parsed JSON always dumps; a rebuild is the safe answer
        return False


def patch_layer(headers: HeaderStore, scan: LayerScan, listing: dict[str, StatKey],
                 old: dict[str, StatKey], changed: set[str]) -> set[str] | None:
    """A layer's scan patched in place for a few changed files (an index.json whose ``disabled`` records alone
    changed among them); None when only a rebuild is safe."""
    if scan.layer.dialect != "miyu" or any(f.code == "duplicate-id" for f in scan.findings):
        return None
    touched: set[str] = set()
    if INDEX_NAME in changed:
        found = _patch_disabled(scan, listing)
        if found is None:
            return None
        touched, changed = found, changed - {INDEX_NAME}
    if not changed:
        return touched
    files = _patch(headers, scan, listing, old, changed)
    return None if files is None else touched | files


def _patch_disabled(scan: LayerScan, listing: dict[str, StatKey]) -> set[str] | None:
    """index.json changed: when only its ``disabled`` records did (a toggle), the tools those records name
    now or named before are settled again, each as a new object; None when anything else in it changed."""
    before = scan.index
    directory = scan.layer.directory
    if before is None or before.error or INDEX_NAME not in listing:
        return None
    doc = read_index(directory)
    if doc.error or doc.write_block != before.write_block or not _same_but_disabled(doc.root, before.root):
        return None
    folder = os.fspath(directory).rstrip("/") or "/"
    if any(os.path.dirname(path) != folder for path in scan.index_paths):
        return None  # an entry in a subfolder: its file is looked at only by a rebuild, as before
    fresh = LayerScan(scan.layer)
    _read_disabled(fresh, doc)
    scan.index = doc
    ids = scan.disabled_ids ^ fresh.disabled_ids
    paths = scan.disabled_paths ^ fresh.disabled_paths
    scan.disabled_ids, scan.disabled_paths = fresh.disabled_ids, fresh.disabled_paths
    scan.disabled_records = fresh.disabled_records
    touched = set(ids)
    named = [t for t in scan.tools.values() if t.id in ids or (paths and str(t.file) in paths)]
    for tool in named:
        settled = dataclasses.replace(tool)
        _settle(settled, scan)
        if (settled.state, settled.fix, settled.disabled_scope) != (tool.state, tool.fix, tool.disabled_scope):
            scan.tools[tool.id] = settled
            touched.add(tool.id)
    return touched


def _patch(headers: HeaderStore, scan: LayerScan, listing: dict[str, StatKey],
           old: dict[str, StatKey], changed: set[str]) -> set[str] | None:
    """Apply a few changed files to a layer's scan in place; None when only a rebuild is safe."""
    by_path = {str(t.file): t for t in scan.tools.values()}
    by_path.update((str(t.file), t) for t in scan.nameless)
    updates: list[tuple[Tool | None, Tool | None]] = []
    for name in changed:
        path = os.path.join(scan.layer.directory, name)
        previous = by_path.get(path)
        if path in scan.index_paths and (name not in listing or previous is None or not previous.indexed):
            return None  # an index entry's file appeared or went away: entries and findings change
        if previous is not None and previous.indexed:
            if name not in listing:
                return None
            header = headers.header(path, listing[name])
            updates.append((previous, dataclasses.replace(previous, header=header, state=REGISTERED, fix="",
                                                         disabled_scope=None)))
            continue
        tool = None
        if name in listing and not is_skipped_name(name):
            header = headers.header(path, listing[name])
            if header is not None and header.shebang:
                tool_id = header.id or id_from_file_name(name)
                if tool_id is None:
                    tool = Tool(name, path, scan.layer.name, state=UNREGISTERED, header=header, has_id=False,
                                fix=FIX_NO_ID)
                else:
                    tool = Tool(tool_id, path, scan.layer.name, header=header)
        updates.append((previous, tool))
    touched: set[str] = set()
    for previous, _new in updates:
        if previous is not None:
            if previous.has_id:
                if scan.tools.get(previous.id) is not previous:
                    return None
                del scan.tools[previous.id]
                touched.add(previous.id)
            else:
                scan.nameless.remove(previous)
                touched.add("")
    for _previous, tool in updates:
        if tool is None:
            continue
        if not tool.has_id:
            scan.nameless.append(tool)
            touched.add("")
            continue
        if tool.id in scan.tools:
            return None  # it now shares an id with another file: let a rebuild sort out duplicates
        _settle(tool, scan)
        scan.tools[tool.id] = tool
        touched.add(tool.id)
    return touched
