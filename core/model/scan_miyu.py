"""One Miyu layer's scan (SPEC §5, §6): the tools its index.json names, then every other file with a shebang."""

from __future__ import annotations

import os

from scriptdeck.core.contract.ids import id_from_file_name, is_valid_id
from scriptdeck.core.dialects.header import Header
from scriptdeck.core.model.header_store import HeaderStore
from scriptdeck.core.model.layers import (
    FIX_INDEX_ID_INVALID,
    FIX_NO_ID,
    STATE_ENTRY,
    Layer,
    LayerScan,
    StatKey,
    _read_disabled,
    _settle,
    _stat_key,
    inside,
    is_skipped_name,
    leaves,
    read_problem,
)
from scriptdeck.core.model.lint import Finding
from scriptdeck.core.model.tool import UNREGISTERED, Tool
from scriptdeck.core.store.index_store import INDEX_NAME, IndexDoc, IndexEntry, read_index


def scan_miyu(layer: Layer, listing: dict[str, StatKey], headers: HeaderStore, links: set[str]) -> LayerScan:
    """A Miyu layer: ``listing`` is its files' stat keys (``()``: listed by name only), ``links`` its symlinks."""
    scan = LayerScan(layer)
    directory = layer.directory
    doc = read_index(directory) if INDEX_NAME in listing else IndexDoc(directory / INDEX_NAME)
    scan.index = doc
    index_file = str(directory / INDEX_NAME)
    if doc.error:
        scan.findings.append(Finding("index-unreadable", index_file, None, {"detail": doc.error}))
    tools = scan.tools
    indexed_paths: set[str] = set()
    pathless: list[IndexEntry] = []
    base = os.fspath(directory).rstrip("/") + "/"
    # an entry naming a plain file listed directly in the folder is inside it (no link to follow, §15)
    plain = set(listing).difference(links) \
        if os.path.normpath(os.path.abspath(directory)) + "/" == base else set()
    paths = [base + name for name in sorted(listing) if not is_skipped_name(name)]
    entries = doc.entries()
    _scan_index(headers, scan, entries, listing, base, plain, indexed_paths, pathless)
    _scan_files(headers, scan, listing, paths, len(base), indexed_paths)
    for entry in pathless:
        tool = tools.get(entry.id)
        if tool is not None and not tool.indexed:
            tool.overrides, tool.indexed = entry.explicit(), True
        else:
            scan.findings.append(Finding("index-entry-outside", index_file, entry.id,
                                         {"value": "(no path)", "dir": str(directory)}))
    _read_disabled(scan, doc)
    for tool in tools.values():
        _settle(tool, scan)
    return scan


def _scan_index(headers: HeaderStore, scan: LayerScan, entries: list[IndexEntry], listing: dict[str, StatKey], base: str,
                plain: set[str], indexed_paths: set[str], pathless: list[IndexEntry]) -> None:
    """The tools a Miyu layer's index names (``entries``)."""
    directory, tools = scan.layer.directory, scan.tools
    index_file = str(directory / INDEX_NAME)
    for entry in entries:
        if not is_valid_id(entry.id):  # SPEC §4, §24: registers nothing, and its script is listed as such
            _invalid_entry(headers, scan, entry, base, plain, indexed_paths)
            continue
        if entry.path is None:
            pathless.append(entry)
            continue
        if entry.path in plain and entry.path not in (INDEX_NAME, STATE_ENTRY):
            target: str | None = base + entry.path
            scan.index_paths.add(base + entry.path)
        else:
            found = inside(directory, entry.path, real=False)
            target = None if found is None else str(found)
            if target is not None:
                scan.index_paths.add(target)
            if target is None or not os.path.isfile(target) or leaves(directory, target):  # real path (§15)
                target = None
        if target is None:
            scan.findings.append(Finding("index-entry-outside", index_file, entry.id,
                                         {"value": entry.path, "dir": str(directory)}))
            continue
        if entry.id in tools:
            scan.findings.append(Finding("duplicate-id", target, entry.id, {"value": entry.path}))
            continue
        folder, name = os.path.split(target)
        listed = listing.get(name) if folder + "/" == base else None
        if listed == ():  # a first look that listed names only, not read: its stat now, for the header cache
            listed = listing[name] = _stat_key(target)
        header = headers.header(target, listed)
        tools[entry.id] = Tool(entry.id, target, scan.layer.name, header=header, overrides=entry.explicit(),
                               indexed=True)
        indexed_paths.add(target)


def _invalid_entry(headers: HeaderStore, scan: LayerScan, entry: IndexEntry, base: str, plain: set[str],
                   indexed_paths: set[str]) -> None:
    """An index.json entry whose id is not a tool id: lint's ``index-id-invalid``, and the script it names (a
    file of the layer) listed as unregistered instead of as a tool under its file name."""
    directory = scan.layer.directory
    target: str | None = None
    if entry.path is not None:
        if entry.path in plain and entry.path not in (INDEX_NAME, STATE_ENTRY):
            target = base + entry.path
        else:
            found = inside(directory, entry.path, real=False)
            if found is not None and os.path.isfile(found) and not leaves(directory, found):
                target = str(found)
    if target is not None:
        scan.index_paths.add(target)  # a change to its file rebuilds the layer (never patched in as a tool)
        indexed_paths.add(target)
        scan.nameless.append(Tool(entry.id, target, scan.layer.name, state=UNREGISTERED,
                                  header=headers.header(target, None), has_id=False, fix=FIX_INDEX_ID_INVALID))
    scan.findings.append(Finding("index-id-invalid", target or str(directory / INDEX_NAME), None,
                                 {"value": entry.id}))


def _scan_files(headers: HeaderStore, scan: LayerScan, listing: dict[str, StatKey], paths: list[str], cut: int,
                indexed_paths: set[str]) -> None:
    """The files of a Miyu layer that its index does not name: each one with a shebang is a tool."""
    tools, layer_name, entries = scan.tools, scan.layer.name, headers.entries
    index_ids = set(tools)
    for path in paths:
        if path in indexed_paths:
            continue
        name = path[cut:]
        key = listing[name]
        cached = entries.get(path)  # :meth:`HeaderStore.header`'s first step, inlined: this loop runs once per file
        header: Header | None
        if not key:  # a first look that listed the name only: one open gives the header and the stat
            header, listing[name] = headers.read_miyu_first(path)
        elif cached is not None and cached[0] == key[:3] and type(cached[1]) is Header:
            header = cached[1]
        else:
            header = headers.header(path, key)
        if header is None:  # listed a moment ago but cannot be read (mode 000 …): say so, never vanish
            problem = read_problem(path)
            if problem:
                scan.findings.append(Finding("unreadable", path, None, {"detail": problem}))
            continue
        if not header.shebang:
            continue
        tool_id = header.id or id_from_file_name(name)
        if tool_id is None:
            scan.nameless.append(Tool(name, path, layer_name, state=UNREGISTERED, header=header,
                                      has_id=False, fix=FIX_NO_ID))
            continue
        if tool_id in index_ids:
            continue
        if tool_id in tools:
            scan.findings.append(Finding("duplicate-id", path, tool_id, {"value": tools[tool_id].path.name}))
            continue
        tools[tool_id] = Tool(tool_id, path, layer_name, header=header)
