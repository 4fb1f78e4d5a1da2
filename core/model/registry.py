"""The layered registry (SPEC §2, §6, §12): builtin < global < persona, plus pi and Raycast folders.

It answers what ScriptDeck can see, merged across layers. Reading is done beside it: a scanner per dialect
(``scan_miyu``, ``scan_pi``, ``scan_raycast``), the parsed headers and their cache (``header_store``) and the
incremental patch for a few changed files (``layer_patch``); the layers themselves and their shared rules are in
``layers``. A layer whose files and index did not change is not rebuilt at all.
"""

from __future__ import annotations

import dataclasses
import os
import stat
from collections.abc import Iterable
from pathlib import Path

from scriptdeck.core.model.header_store import _HEADER_RECORD_TYPES, HeaderStore, _cache_version, collector_paused
from scriptdeck.core.model.layer_patch import patch_layer
from scriptdeck.core.model.layers import (
    _PI_SCRIPTS,
    FIX_INDEX_ID_INVALID,
    LIBRARIES_DIR,
    STATE_ENTRY,
    USER_LAYERS,
    Layer,
    LayerScan,
    StatKey,
    _hidden,
    _key_of,
    _stat_key,
    _takes_over,
    configured_layers,
    default_pi_layers,
    git_library_layers,
    inside,
    is_skipped_name,
    leaves,
    library_layers,
    link_target,
    parse_library_flag,
    read_problem,
)
from scriptdeck.core.model.lint import FIX_RAYCAST_SHADOWED, Finding
from scriptdeck.core.model.scan_miyu import scan_miyu
from scriptdeck.core.model.scan_pi import scan_pi
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED, Tool
from scriptdeck.core.platform import files
from scriptdeck.core.store.index_store import IndexDoc
from scriptdeck.core.store.paths import BUILTIN_DIR, Home

#: what other modules and tests import from here (the names moved to ``layers`` and ``header_store``)
__all__ = ["FIX_INDEX_ID_INVALID", "STATE_ENTRY", "USER_LAYERS", "Layer", "LayerScan", "Registry",
           "_HEADER_RECORD_TYPES", "_cache_version", "configured_layers", "default_pi_layers", "inside",
           "is_skipped_name", "leaves", "library_layers", "link_target", "parse_library_flag", "read_problem"]


class Registry:
    """Every tool ScriptDeck can see, merged across layers; call :meth:`scan` to (re)read the disk."""

    def __init__(self, home: Home, *, builtin_dir: Path = BUILTIN_DIR, pi_layers: list[Layer] | None = None) -> None:
        self.home = home
        self.layers: list[Layer] = list(pi_layers if pi_layers is not None else default_pi_layers())
        self.layers += [
            Layer("builtin", Path(builtin_dir)),
            *git_library_layers(home.root),  # SPEC §29: between the built-in layer and the global one
            Layer("global", home.global_dir, writable=True),
            Layer("persona", home.persona_dir, writable=True),
        ]
        #: the parsed headers by path (and their cache between processes)
        self.headers = HeaderStore()
        #: per layer: file name -> (size, mtime_ns, inode, mode)
        self._listings: dict[str, dict[str, StatKey]] = {}
        #: per layer: the listed names that are symbolic links (free from scandir; a listing shows their target)
        self._links: dict[str, set[str]] = {}
        self._folders = {os.fspath(layer.directory).rstrip("/") or "/": layer.name for layer in self.layers}
        self._scans: dict[str, LayerScan] = {}
        self.tools: dict[str, Tool] = {}
        #: per id: Raycast commands hidden by a command of the same id in a later Raycast folder (SPEC §20)
        self._shadowed: dict[str, list[tuple[Tool, Finding]]] = {}
        self.nameless: list[Tool] = []
        #: how many times a layer's scan was built from its whole listing (the rest were patched in place)
        self.build_count = 0
        self.generation = 0
        self._findings_index: tuple[int, dict[str, list[tuple[int, Finding]]]] = (-1, {})

    # -- reading the disk ------------------------------------------------------------------------

    def layer(self, name: str) -> Layer:
        return next(layer for layer in self.layers if layer.name == name)

    def _sync_libraries(self) -> bool:
        """SPEC §29: a library added or removed since the last look (by another process too) joins or leaves the
        layers, in its place after the built-in layer. True when the layers changed."""
        present = [layer for layer in self.layers if layer.name.startswith("library:")]
        wanted = git_library_layers(self.home.root)
        if [(x.name, x.directory) for x in present] == [(x.name, x.directory) for x in wanted]:
            return False
        gone = {layer.name for layer in present} - {layer.name for layer in wanted}
        others = [layer for layer in self.layers if not layer.name.startswith("library:")]
        at = next((i + 1 for i, layer in enumerate(others) if layer.name == "builtin"), 0)
        self.layers = [*others[:at], *wanted, *others[at:]]
        self._folders = {os.fspath(layer.directory).rstrip("/") or "/": layer.name for layer in self.layers}
        for name in gone:
            self._scans.pop(name, None)
            self._listings.pop(name, None)
            self._links.pop(name, None)
        return True

    def scan(self) -> bool:
        """Re-read what changed. Returns whether anything visible may have changed."""
        rebuilt = bool(self.generation) and self._sync_libraries()
        touched: set[str] = set()
        with collector_paused():
            for layer in self.layers:
                outcome = self._refresh_layer(layer)
                if outcome is True:
                    rebuilt = True
                elif outcome:
                    touched |= outcome
            return self._settle_layers(rebuilt or not self.generation, touched)

    def _list_dir(self, layer: Layer) -> tuple[dict[str, StatKey], set[str] | None]:
        """The folder's files and the names that changed since last time (None: first look)."""
        old = self._listings.get(layer.name)
        listing: dict[str, StatKey] = {}
        links = self._links[layer.name] = set()
        pi = layer.dialect == "pi"  # pi takes regular files only (Dirent.isFile): a link is listed to say so
        # a pi folder's first look lists its scripts' names only: the scan's read of each gives its stat (an fstat
        # on the open file, not an lstat before it: _scan_pi fills the listing in)
        unstated = pi and old is None
        try:
            with files.listed_folder(layer.directory) as entries:
                # A first look at a Miyu folder whose headers are mostly unknown (no header cache) lists its plain
                # files' names only, too: the scan reads every one of them anyway and takes each stat from the open
                # file (``()`` until then), one system call per file fewer.
                miyu_first = old is None and layer.dialect == "miyu" and len(entries) > 2 * len(self.headers.entries)
                for entry in entries:
                    try:
                        if unstated and entry.name.endswith(_PI_SCRIPTS) and entry.is_file(follow_symlinks=False):
                            listing[entry.name] = ()
                        elif miyu_first and entry.is_file(follow_symlinks=False) and not is_skipped_name(entry.name):
                            listing[entry.name] = ()
                        elif entry.is_file(follow_symlinks=not pi) or (pi and entry.is_symlink()):
                            st = entry.stat(follow_symlinks=not pi)
                            listing[entry.name] = (st.st_size, st.st_mtime_ns, st.st_ino, st.st_mode)  # _key_of, inline:
                            # once per file of every rescan
                            if entry.is_symlink():
                                links.add(entry.name)
                    except OSError:
                        continue
        except OSError:
            pass
        if layer.dialect == "raycast":  # its enable/disable lives in settings.json: a change there rebuilds it
            listing[STATE_ENTRY] = _stat_key(self.home.settings_path)
        if old is None:
            return listing, None
        if len(old) == len(listing) and old == listing:
            return listing, set()
        changed = {name for name, value in listing.items() if old.get(name) != value}
        changed.update(name for name in old if name not in listing)
        return listing, changed

    def scan_paths(self, paths: Iterable[str | os.PathLike[str]]) -> bool:
        """Rescan only these files (what a file watcher reports); other files are not even looked at.

        A path outside every layer, or a layer never scanned, falls back to a full :meth:`scan`.
        """
        per_layer: dict[str, set[str]] = {}
        folders = {os.path.normpath(os.path.abspath(layer.directory)): layer for layer in self.layers}
        libraries = os.path.normpath(os.path.abspath(self.home.root / LIBRARIES_DIR))
        for raw in paths:
            path = os.path.normpath(os.path.abspath(raw))
            if os.path.dirname(path) == libraries and not os.path.basename(path).startswith("."):
                return self.scan()  # a library's link was switched, added or removed (SPEC §29)
            layer = folders.get(os.path.dirname(path))
            if layer is None or layer.name not in self._scans:
                if path in folders:
                    return self.scan()  # a layer folder itself appeared, vanished or moved
                continue
            per_layer.setdefault(layer.name, set()).add(os.path.basename(path))
        rebuilt, touched = False, set()
        for layer in self.layers:
            names = per_layer.get(layer.name)
            if not names:
                continue
            listing = dict(self._listings[layer.name])
            changed = set()
            for name in names:
                path = os.path.join(layer.directory, name)
                try:
                    pi = layer.dialect == "pi"
                    st = os.lstat(path) if pi else os.stat(path)
                    listed = stat.S_ISREG(st.st_mode) or (pi and stat.S_ISLNK(st.st_mode))
                    entry = _key_of(st) if listed else None
                except OSError:
                    entry = None
                links = self._links.setdefault(layer.name, set())
                if entry is not None and os.path.islink(path):
                    links.add(name)
                else:
                    links.discard(name)
                if entry is None:
                    if listing.pop(name, None) is not None:
                        changed.add(name)
                elif listing.get(name) != entry:
                    listing[name] = entry
                    changed.add(name)
            if changed:
                outcome = self._refresh_layer(layer, (listing, changed))
                rebuilt = rebuilt or outcome is True
                if isinstance(outcome, set):
                    touched |= outcome
        return self._settle_layers(rebuilt, touched)

    def _settle_layers(self, rebuilt: bool, touched: set[str]) -> bool:
        """Redo the layering after a scan: all of it when a layer was rebuilt, else just the touched ids."""
        if rebuilt:
            self._merge()
        elif touched:
            self._merge_ids(touched)
        else:
            return False
        self.generation += 1
        return True

    def _refresh_layer(self, layer: Layer, known: tuple[dict[str, StatKey], set[str] | None] | None = None) -> bool | set[str]:
        """True when the layer was rebuilt, a set of touched ids when it was patched, False when unchanged."""
        listing, changed = known if known is not None else self._list_dir(layer)
        if changed is not None and not changed and layer.name in self._scans:
            return False
        old = self._listings.get(layer.name, {})
        for name in changed if changed is not None else ():
            if name not in listing and name in old:
                self.headers.entries.pop(os.path.join(layer.directory, name), None)
        self._listings[layer.name] = listing
        scan = self._scans.get(layer.name)
        if scan is not None and changed is not None and len(changed) <= 64:
            touched = patch_layer(self.headers, scan, listing, old, changed)
            if touched is not None:
                return touched
        self.build_count += 1
        self._scans[layer.name] = (self._scan_pi(layer, listing) if layer.dialect == "pi"
                                   else self._scan_raycast(layer, listing) if layer.dialect == "raycast"
                                   else self._scan_miyu(layer, listing))
        return True

    def _scan_miyu(self, layer: Layer, listing: dict[str, StatKey]) -> LayerScan:
        return scan_miyu(layer, listing, self.headers, self._links.get(layer.name, set()))

    def _scan_pi(self, layer: Layer, listing: dict[str, StatKey]) -> LayerScan:
        return scan_pi(layer, listing, self.headers)

    def _scan_raycast(self, layer: Layer, listing: dict[str, StatKey]) -> LayerScan:
        from scriptdeck.core.model.scan_raycast import scan_raycast  # Raycast layers only

        return scan_raycast(layer, listing, self.headers, self.home.settings_path)

    def _merge(self) -> None:
        tools: dict[str, Tool] = {}
        for scan in self.scans():
            for tool_id in scan.disabled_ids:
                if tool_id in tools:
                    tools[tool_id] = _hidden(tools[tool_id], scan.layer.name)
            if scan.layer.dialect == "pi" and tools:  # (over nothing, every tool takes over)
                tools.update((i, t) for i, t in scan.tools.items() if _takes_over(t, tools.get(i)))
            else:
                tools.update(scan.tools)
        self.tools = dict(sorted(tools.items()))
        self.nameless = [tool for scan in self.scans() for tool in scan.nameless]
        self._shadowed = {}
        raycast = [scan for scan in self.scans() if scan.layer.dialect == "raycast"]
        if len(raycast) > 1:
            seen: set[str] = set()
            for tool_id in (i for scan in raycast for i in scan.tools):
                if tool_id in seen:
                    self._shadow(tool_id, raycast)
                seen.add(tool_id)

    def _merge_ids(self, ids: set[str]) -> None:
        """Redo the layering for a few ids only (the rest of the merged view is unchanged)."""
        added = False
        for tool_id in ids - {""}:
            winner: Tool | None = None
            for scan in self.scans():
                if winner is not None and tool_id in scan.disabled_ids:
                    winner = _hidden(winner, scan.layer.name)
                tool = scan.tools.get(tool_id)
                if tool is not None and _takes_over(tool, winner):
                    winner = tool
            if winner is None:
                self.tools.pop(tool_id, None)
            else:
                added = added or tool_id not in self.tools
                self.tools[tool_id] = winner
        if added:
            self.tools = dict(sorted(self.tools.items()))
        raycast = [scan for scan in self.scans() if scan.layer.dialect == "raycast"]
        if len(raycast) > 1:
            for tool_id in ids:
                self._shadowed.pop(tool_id, None)
                self._shadow(tool_id, raycast)
        if "" in ids:
            self.nameless = [tool for scan in self.scans() for tool in scan.nameless]

    def _shadow(self, tool_id: str, raycast: list[LayerScan]) -> None:
        """List the Raycast commands ``tool_id`` hides: every one but the last folder's, as ``unregistered`` with
        reason ``shadowed`` and a ``duplicate-id`` finding naming the command in use."""
        found = [scan.tools[tool_id] for scan in raycast if tool_id in scan.tools]
        winner = self.tools.get(tool_id)
        if len(found) < 2 or winner is None:
            return
        self._shadowed[tool_id] = [
            (dataclasses.replace(loser, id=f"{tool_id}@{loser.layer}", state=UNREGISTERED, has_id=False,
                                 fix=FIX_RAYCAST_SHADOWED, disabled_scope=None),
             Finding("duplicate-id", str(loser.file), tool_id, {"value": str(winner.file), "variant": "shadowed"}))
            for loser in found[:-1]]

    def shadowed_by(self, tool: Tool) -> str | None:
        """The file used instead of ``tool`` when ``tool`` is listed as shadowed (same id or tool name), else None."""
        path = str(tool.file)
        for entry, finding in self._shadowed.get(tool.id.rpartition("@")[0], ()):
            if str(entry.file) == path:
                return str(finding.args["value"])
        return next((scan.shadows[path] for scan in self.scans() if path in scan.shadows), None)

    # -- the header cache (a new process starts warm) ----------------------------------------------
    def load_cache(self, path: Path) -> int:
        """Take parsed headers from an earlier process; each is still checked against its file's stat key.

        The cache is never trusted (header_cache.py): a damaged one loads nothing or only well-typed entries.
        """
        return self.headers.load(Path(path))

    def save_cache(self, path: Path) -> bool:
        """Write the parsed headers (plain data only) when anything was parsed or dropped since the last save; the
        headers of files gone from a listed layer folder are dropped first."""
        self.headers.forget_unlisted({os.fspath(layer.directory).rstrip("/"): self._listings.get(layer.name)
                                      for layer in self.layers})
        return self.headers.save(Path(path))

    @property
    def parse_count(self) -> int:
        """How many files were parsed since the registry was made (benchmarks and tests count it)."""
        return self.headers.parse_count

    # -- views -------------------------------------------------------------------------------------

    def link_target(self, path: str | os.PathLike[str]) -> str | None:
        """:func:`link_target` answered from the last listing for a file directly in a layer folder (a listing of
        10,000 tools makes no 10,000 ``lstat`` calls); any other path is looked at on disk."""
        text = os.fspath(path)
        folder, _, name = text.rpartition("/")  # a folder spelled otherwise is not found and looked at on disk
        layer = self._folders.get(folder or "/") if folder or text[:1] == "/" else None
        if layer is None or name not in self._listings.get(layer, ()):
            return link_target(path)
        return os.path.realpath(path) if name in self._links.get(layer, ()) else None

    def get(self, tool_id: str) -> Tool | None:
        return self.tools.get(tool_id)

    def find(self, tool_id: str) -> Tool | None:
        """``tool_id`` as a full :meth:`scan` would resolve it, reading only the layers it needs: from the highest
        layer down to the first that holds the id (a layer in between that disables it still hides it). For one
        call (``tool-call``); the merged view (:attr:`tools`) is left as it was."""
        hidden_by = None
        passed_over: Tool | None = None
        for layer in reversed(self.layers):
            if layer.name not in self._scans or layer.name not in self._listings:
                self._refresh_layer(layer)
            scan = self._scans[layer.name]
            tool = scan.tools.get(tool_id)
            if tool is not None:
                if tool.dialect == "pi" and tool.state == DISABLED:
                    # a project's NAME.sh.disabled leaves a lower NAME.sh in use (pi reads *.sh only), as _merge
                    # decides: it is the answer only when no lower layer has the id (SPEC §20, §24)
                    passed_over = passed_over or tool
                    continue
                return _hidden(tool, hidden_by) if hidden_by else tool
            if tool_id in scan.disabled_ids:
                hidden_by = layer.name  # the lowest disabling layer above the winner names it, as _merge does
        return passed_over

    def scans(self) -> list[LayerScan]:
        return [self._scans[layer.name] for layer in self.layers if layer.name in self._scans]

    def all_tools(self) -> list[Tool]:
        return [*self.tools.values(), *self.nameless, *(tool for pairs in self._shadowed.values() for tool, _ in pairs)]

    def registered(self) -> list[Tool]:
        return [t for t in self.tools.values() if t.state == REGISTERED]

    def index_errors(self) -> dict[str, IndexDoc]:
        return {s.layer.name: s.index for s in self.scans() if s.index is not None and s.index.error}

    def scan_findings(self, tool: Tool | None = None) -> list[Finding]:
        """The layers' findings: all of them, or those about one tool (its file, or its id)."""
        if tool is None:
            return [*(f for s in self.scans() for f in s.findings), *self._shadow_findings()]
        if self._findings_index[0] != self.generation:  # built once per scan, not once per tool
            by_key: dict[str, list[tuple[int, Finding]]] = {}
            every = (*(f for s in self.scans() for f in s.findings), *self._shadow_findings())
            for position, finding in enumerate(every):
                by_key.setdefault(finding.path, []).append((position, finding))
                if finding.tool_id and finding.code != "duplicate-id":
                    by_key.setdefault("id:" + finding.tool_id, []).append((position, finding))
            self._findings_index = (self.generation, by_key)
        by_key = self._findings_index[1]
        mine = dict(by_key.get(str(tool.file), []) + by_key.get("id:" + tool.id, []))
        return [mine[position] for position in sorted(mine)]

    def _shadow_findings(self) -> list[Finding]:
        return [finding for pairs in self._shadowed.values() for _, finding in pairs]

    def disabled_records(self) -> list[dict[str, str]]:
        out = []
        for scan in self.scans():
            if scan.layer.name in USER_LAYERS or scan.layer.dialect in ("pi", "raycast"):
                out += [{"id": r["id"], "path": r["path"], "scope": scan.layer.name} for r in scan.disabled_records]
        return out

    def file_tools(self, layer_name: str) -> list[Tool]:
        """Every tool of one layer (before layering), for lookups by file."""
        scan = self._scans.get(layer_name)
        return [*scan.tools.values(), *scan.nameless] if scan else []
