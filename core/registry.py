"""The layered registry (SPEC §2, §6, §12): builtin < global < persona, plus pi folders.

Scans are incremental: every file's parsed header is kept under its (size, mtime, inode) and re-parsed only
when those change; a layer whose files and index did not change is not rebuilt at all.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from core.header import Header, PiHeader, parse_miyu, parse_pi, pi_tool_name, read_head
from core.i18n import QT_TRANSLATE_NOOP
from core.ids import RESERVED_IDS, id_from_file_name
from core.index_store import INDEX_NAME, IndexDoc, read_index
from core.lint import Finding
from core.paths import BUILTIN_DIR, Home
from core.tool import DISABLED, REGISTERED, UNREGISTERED, Tool

BACKUP_SUFFIXES = (".bak", ".orig", ".tmp", ".swp", ".old", ".rej")
PI_DISABLED_SUFFIX = ".disabled"
USER_LAYERS = ("global", "persona")

FIX_DESCRIPTION = QT_TRANSLATE_NOOP("registry", "add a # Description: line")
FIX_NO_ID = QT_TRANSLATE_NOOP("registry", "add a # Id: line or rename the file with ASCII letters")
FIX_RESERVED = QT_TRANSLATE_NOOP("registry", "the id is reserved for an agent tool: add a # Id: line with another name")
FIX_DISABLED = QT_TRANSLATE_NOOP("registry", "disabled in the {scope} layer: enable it to use it again")

StatKey = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Layer:
    name: str
    directory: Path
    dialect: str = "miyu"
    writable: bool = False


@dataclass(slots=True)
class LayerScan:
    layer: Layer
    tools: dict[str, Tool] = field(default_factory=dict)
    nameless: list[Tool] = field(default_factory=list)
    disabled_records: list[dict[str, str]] = field(default_factory=list)
    disabled_ids: set[str] = field(default_factory=set)
    findings: list[Finding] = field(default_factory=list)
    index: IndexDoc | None = None


def is_skipped_name(name: str) -> bool:
    if name == INDEX_NAME or name.startswith(".") or name.endswith("~"):
        return True
    return name.lower().endswith(BACKUP_SUFFIXES)


def inside(directory: Path, relative: str) -> Path | None:
    """``relative`` joined to ``directory`` if it stays inside it lexically, else None."""
    base = os.path.normpath(os.path.abspath(directory))
    target = os.path.normpath(os.path.join(base, relative))
    if not target.startswith(base + os.sep):
        return None
    return Path(target)


def default_pi_layers(project: str | os.PathLike[str] | None = None, extra: Iterable[str] = ()) -> list[Layer]:
    layers = [Layer("pi-global", Path.home() / ".pi" / "agent" / "scripts", "pi", True)]
    layers += [Layer("pi-library", Path(p).expanduser(), "pi", True) for p in extra]
    project_dir = Path(project) if project else Path.cwd()
    layers.append(Layer("pi-project", project_dir / ".pi" / "scripts", "pi", True))
    return layers


class Registry:
    """Every tool ScriptDeck can see, merged across layers; call :meth:`scan` to (re)read the disk."""

    def __init__(self, home: Home, *, builtin_dir: Path = BUILTIN_DIR, pi_layers: list[Layer] | None = None) -> None:
        self.home = home
        self.layers: list[Layer] = list(pi_layers if pi_layers is not None else default_pi_layers())
        self.layers += [
            Layer("builtin", Path(builtin_dir)),
            Layer("global", home.global_dir, writable=True),
            Layer("persona", home.persona_dir, writable=True),
        ]
        self._headers: dict[str, tuple[StatKey, Header | PiHeader]] = {}
        self._listings: dict[str, dict[str, tuple[str, StatKey]]] = {}
        self._index_keys: dict[str, StatKey | None] = {}
        self._scans: dict[str, LayerScan] = {}
        self.tools: dict[str, Tool] = {}
        self.nameless: list[Tool] = []
        #: how many files were parsed since the registry was made (benchmarks and tests count it)
        self.parse_count = 0
        self.generation = 0

    # -- reading the disk ------------------------------------------------------------------------

    def layer(self, name: str) -> Layer:
        return next(layer for layer in self.layers if layer.name == name)

    def scan(self) -> bool:
        """Re-read what changed. Returns whether anything visible may have changed."""
        changed = False
        for layer in self.layers:
            if self._refresh_layer(layer):
                changed = True
        if changed or not self.generation:
            self._merge()
            self.generation += 1
        return changed

    def _list_dir(self, layer: Layer) -> tuple[dict[str, tuple[str, StatKey]], bool]:
        old = self._listings.get(layer.name)
        listing: dict[str, tuple[str, StatKey]] = {}
        changed = old is None
        try:
            with os.scandir(layer.directory) as entries:
                for entry in entries:
                    try:
                        if not entry.is_file():
                            continue
                        st = entry.stat()
                    except OSError:
                        continue
                    key = (st.st_size, st.st_mtime_ns, st.st_ino, st.st_mode)
                    listing[entry.name] = (entry.path, key)
                    if not changed:
                        previous = old.get(entry.name)
                        if previous is None or previous[1] != key:
                            changed = True
        except OSError:
            pass
        if old is not None and len(old) != len(listing):
            changed = True
        return listing, changed

    def _refresh_layer(self, layer: Layer) -> bool:
        listing, changed = self._list_dir(layer)
        index_key = None
        if layer.dialect == "miyu":
            entry = listing.get(INDEX_NAME)
            index_key = entry[1] if entry else None
            if self._index_keys.get(layer.name, -1) != index_key:
                changed = True
        if not changed and layer.name in self._scans:
            return False
        old = self._listings.get(layer.name, {})
        for name, (path, _key) in old.items():
            if name not in listing:
                self._headers.pop(path, None)
        self._listings[layer.name] = listing
        self._index_keys[layer.name] = index_key
        scan = self._scan_pi(layer, listing) if layer.dialect == "pi" else self._scan_miyu(layer, listing)
        self._scans[layer.name] = scan
        return True

    def _header(self, path: str, key: StatKey | None, dialect: str = "miyu") -> Header | PiHeader | None:
        if key is None:
            try:
                st = os.stat(path)
            except OSError:
                return None
            key = (st.st_size, st.st_mtime_ns, st.st_ino, st.st_mode)
        key = key[:3]  # a header is re-parsed only when (size, mtime, inode) change; mode only re-lints
        cached = self._headers.get(path)
        if cached is not None and cached[0] == key:
            return cached[1]
        try:
            data = read_head(path)
        except OSError:
            return None
        self.parse_count += 1
        header = parse_pi(data) if dialect == "pi" else parse_miyu(data)
        self._headers[path] = (key, header)
        return header

    def _scan_miyu(self, layer: Layer, listing: dict[str, tuple[str, StatKey]]) -> LayerScan:
        scan = LayerScan(layer)
        directory = layer.directory
        doc = read_index(directory) if INDEX_NAME in listing else IndexDoc(directory / INDEX_NAME)
        scan.index = doc
        index_file = str(directory / INDEX_NAME)
        if doc.error:
            scan.findings.append(Finding("index-unreadable", index_file, None, {"detail": doc.error}))
        tools = scan.tools
        indexed_paths: set[str] = set()
        pathless = []
        for entry in doc.entries():
            if entry.path is None:
                pathless.append(entry)
                continue
            target = inside(directory, entry.path)
            if target is None or not target.is_file():
                scan.findings.append(Finding("index-entry-outside", index_file, entry.id,
                                             {"value": entry.path, "dir": str(directory)}))
                continue
            if entry.id in tools:
                scan.findings.append(Finding("duplicate-id", str(target), entry.id, {"value": entry.path}))
                continue
            listed = listing.get(target.name) if target.parent == directory else None
            header = self._header(str(target), listed[1] if listed else None)
            tools[entry.id] = Tool(entry.id, target, layer.name, header=header, overrides=entry.explicit(),
                                   indexed=True)
            indexed_paths.add(str(target))
        index_ids = set(tools)
        for name in sorted(listing):
            path, key = listing[name]
            if is_skipped_name(name) or path in indexed_paths:
                continue
            header = self._header(path, key)
            if header is None or not header.shebang:
                continue
            tool_id = header.id or id_from_file_name(name)
            if tool_id is None:
                scan.nameless.append(Tool(name, Path(path), layer.name, state=UNREGISTERED, header=header,
                                          has_id=False, fix=FIX_NO_ID))
                continue
            if tool_id in index_ids:
                continue
            if tool_id in tools:
                scan.findings.append(Finding("duplicate-id", path, tool_id, {"value": tools[tool_id].path.name}))
                continue
            tools[tool_id] = Tool(tool_id, Path(path), layer.name, header=header)
        for entry in pathless:
            tool = tools.get(entry.id)
            if tool is not None and not tool.indexed:
                tool.overrides, tool.indexed = entry.explicit(), True
            else:
                scan.findings.append(Finding("index-entry-outside", index_file, entry.id,
                                             {"value": "(no path)", "dir": str(directory)}))
        disabled_paths = set()
        for record in doc.disabled():
            entry_path = record.get("path")
            absolute = None
            if entry_path:
                absolute = os.path.normpath(os.path.join(directory, entry_path))
                disabled_paths.add(absolute)
            if "id" in record:
                scan.disabled_ids.add(record["id"])
            scan.disabled_records.append({"id": record.get("id", ""), "path": absolute or ""})
        for tool in tools.values():
            if tool.id in RESERVED_IDS:
                tool.state, tool.fix = UNREGISTERED, FIX_RESERVED
            elif tool.id in scan.disabled_ids or str(tool.path) in disabled_paths:
                tool.state, tool.disabled_scope, tool.fix = DISABLED, layer.name, FIX_DISABLED
            elif not tool.description:
                tool.state, tool.fix = UNREGISTERED, FIX_DESCRIPTION
        return scan

    def _scan_pi(self, layer: Layer, listing: dict[str, tuple[str, StatKey]]) -> LayerScan:
        scan = LayerScan(layer)
        for name in sorted(listing):
            path, key = listing[name]
            disabled = name.endswith(".sh" + PI_DISABLED_SUFFIX)
            if not (name.endswith(".sh") or disabled):
                continue
            header = self._header(path, key, "pi")
            if header is None:
                continue
            file_name = name[: -len(PI_DISABLED_SUFFIX)] if disabled else name
            tool_id = pi_tool_name(file_name, header)  # type: ignore[arg-type]
            tool = Tool(tool_id, Path(path), layer.name, dialect="pi", pi=header)  # type: ignore[arg-type]
            if disabled:
                if tool_id in scan.tools:
                    continue
                tool.state, tool.disabled_scope, tool.fix = DISABLED, layer.name, FIX_DISABLED
                scan.disabled_records.append({"id": tool_id, "path": path})
            scan.tools[tool_id] = tool
        return scan

    def _merge(self) -> None:
        tools: dict[str, Tool] = {}
        nameless: list[Tool] = []
        for layer in self.layers:
            scan = self._scans.get(layer.name)
            if scan is None:
                continue
            for tool_id in scan.disabled_ids:
                lower = tools.get(tool_id)
                if lower is not None and lower.state != DISABLED:
                    tools[tool_id] = dataclasses.replace(lower, state=DISABLED, disabled_scope=layer.name,
                                                         fix=FIX_DISABLED, _resolved=None)
            tools.update(scan.tools)
            nameless.extend(scan.nameless)
        self.tools = dict(sorted(tools.items()))
        self.nameless = nameless

    # -- views -------------------------------------------------------------------------------------

    def get(self, tool_id: str) -> Tool | None:
        return self.tools.get(tool_id)

    def scans(self) -> list[LayerScan]:
        return [self._scans[layer.name] for layer in self.layers if layer.name in self._scans]

    def layer_scan(self, name: str) -> LayerScan | None:
        return self._scans.get(name)

    def all_tools(self) -> list[Tool]:
        return [*self.tools.values(), *self.nameless]

    def registered(self) -> list[Tool]:
        return [t for t in self.tools.values() if t.state == REGISTERED]

    def index_errors(self) -> dict[str, IndexDoc]:
        return {s.layer.name: s.index for s in self.scans() if s.index is not None and s.index.error}

    def scan_findings(self, tool: Tool | None = None) -> list[Finding]:
        found = [f for s in self.scans() for f in s.findings]
        if tool is None:
            return found
        path = str(tool.path)
        return [f for f in found if f.path == path or (f.tool_id == tool.id and f.code != "duplicate-id")]

    def disabled_records(self) -> list[dict[str, str]]:
        out = []
        for scan in self.scans():
            if scan.layer.name in USER_LAYERS or scan.layer.dialect == "pi":
                out += [{"id": r["id"], "path": r["path"], "scope": scan.layer.name} for r in scan.disabled_records]
        return out

    def file_tools(self, layer_name: str) -> list[Tool]:
        """Every tool of one layer (before layering), for lookups by file."""
        scan = self._scans.get(layer_name)
        return [*scan.tools.values(), *scan.nameless] if scan else []
