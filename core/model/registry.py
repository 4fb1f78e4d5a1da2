"""The layered registry (SPEC §2, §6, §12): builtin < global < persona, plus pi folders.

Scans are incremental: every file's parsed header is kept under its (size, mtime, inode) and re-parsed only
when those change; a layer whose files and index did not change is not rebuilt at all.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import os
import stat
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.ids import RESERVED_IDS, id_from_file_name, is_valid_id
from scriptdeck.core.dialects.header import PARSER_VERSION, Header, parse_miyu, read_head, read_head_stat
from scriptdeck.core.dialects.pi import (
    PI_DISABLED_SUFFIX,
    PiHeader,
    pi_tool_name,
    read_pi,
    read_pi_stat,
)
from scriptdeck.core.model import header_cache
from scriptdeck.core.model.lint import Finding
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED, Tool
from scriptdeck.core.store.index_store import INDEX_NAME, IndexDoc, IndexEntry, read_index
from scriptdeck.core.store.paths import BUILTIN_DIR, Home
from scriptdeck.core.store.settings import Settings

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any, Final, Literal, overload

    from scriptdeck.core.dialects.raycast import RaycastHeader

    #: what a file's header is, read in its layer's dialect
    AnyHeader = Header | PiHeader | RaycastHeader

BACKUP_SUFFIXES = (".bak", ".orig", ".tmp", ".swp", ".old", ".rej")
USER_LAYERS = ("global", "persona")

FIX_DESCRIPTION = QT_TRANSLATE_NOOP("registry", "add a # Description: line")
FIX_NO_ID = QT_TRANSLATE_NOOP("registry", "add a # Id: line or rename the file with ASCII letters")
FIX_RESERVED = QT_TRANSLATE_NOOP("registry", "the id is reserved for an agent tool: add a # Id: line with another name")
FIX_DISABLED = QT_TRANSLATE_NOOP("registry", "disabled in the {scope} layer: enable it to use it again")
FIX_PI_SYMLINK = QT_TRANSLATE_NOOP("registry", "pi skips symbolic links: replace the link with a copy of the file, "
                                   "or link the whole folder instead")
FIX_RAYCAST_VERSION = QT_TRANSLATE_NOOP("registry", "add a # @raycast.schemaVersion 1 line (Raycast reads only "
                                        "schema version 1)")
FIX_PI_SHADOWED = QT_TRANSLATE_NOOP("registry", "pi uses another file of this folder for the same tool name: "
                                    "rename this file or give it another # Name: line")
FIX_RAYCAST_SHADOWED_HERE = QT_TRANSLATE_NOOP("registry", "another command of this folder has the same id and is the "
                                              "one used (the first by file name): rename one of the two files")
FIX_INDEX_ID_INVALID = QT_TRANSLATE_NOOP("registry", "the index.json entry's id is not a tool id (letters, digits and _ "
                                         "only, starting with a letter): correct the id in index.json")
FIX_RAYCAST_SHADOWED = QT_TRANSLATE_NOOP("registry", "a command in another Raycast folder has the same id and is "
                                         "the one used: rename one of the two files")

StatKey = tuple[int, ...]


class Layer:
    """One folder of tools in lookup order: its name, folder, dialect and whether ScriptDeck writes there.
    Read-only (a plain class: a frozen dataclass costs ~0.5 ms to create at import, on every ``tool-call``)."""

    __slots__ = ("name", "directory", "dialect", "writable")

    def __init__(self, name: str, directory: Path, dialect: str = "miyu", writable: bool = False) -> None:
        self.name: Final = name
        self.directory: Final = directory
        self.dialect: Final = dialect
        self.writable: Final = writable

    def __repr__(self) -> str:
        return f"Layer({self.name!r}, {self.directory!r}, {self.dialect!r}, {self.writable})"


class LayerScan:
    """What one scan of a layer found: its tools, the nameless and disabled entries and the findings. (A plain
    slotted class, as Layer is: a dataclass costs ~0.4 ms to build at import, on every tool-call.)"""

    __slots__ = ("layer", "tools", "nameless", "disabled_records", "disabled_ids", "findings", "index", "index_paths",
                 "disabled_paths", "shadows")

    def __init__(self, layer: Layer) -> None:
        self.layer = layer
        self.tools: dict[str, Tool] = {}
        self.nameless: list[Tool] = []
        self.disabled_records: list[dict[str, str]] = []
        self.disabled_ids: set[str] = set()
        self.findings: list[Finding] = []
        self.index: IndexDoc | None = None
        #: every path index.json entries point at (valid or not), and the disabled paths
        self.index_paths: set[str] = set()
        self.disabled_paths: set[str] = set()
        #: a file that lost its tool name to another file of the layer -> that file (pi's name collisions)
        self.shadows: dict[str, str] = {}


#: a Raycast layer's listing also holds settings.json's stat, where its disabled commands are recorded
STATE_ENTRY = "\0settings"
#: the files of a pi folder pi reads (``*.sh``) or ScriptDeck shows as disabled
_PI_SCRIPTS = (".sh", ".sh" + PI_DISABLED_SUFFIX)


def _key_of(st: os.stat_result) -> StatKey:
    """What a listing keeps of a file's stat: a header is parsed again when size, mtime or inode change."""
    return (st.st_size, st.st_mtime_ns, st.st_ino, st.st_mode)


def _stat_key(path: Path | str, *, follow: bool = True) -> StatKey:
    try:
        return _key_of(os.stat(path, follow_symlinks=follow))
    except OSError:
        return (0, 0, 0, 0)


@cache
def _raycast_reader() -> tuple[type[RaycastHeader], Callable[[bytes], RaycastHeader]]:
    """Raycast's header type and parser, imported with the first Raycast header read (a plain tool-call never
    imports the Raycast reader)."""
    from scriptdeck.core.dialects.raycast import RaycastHeader, parse_raycast

    return RaycastHeader, parse_raycast


#: record types the cache checks where the annotation is not the stored form: the schema is any value here and is
#: checked to be plain JSON when it is first used (Header.parameters)
_HEADER_RECORD_TYPES = {"_parameters": "object", "_parameters_unchecked": "None"}


def _cache_version() -> tuple[Any, ...]:
    return (PARSER_VERSION, tuple(Header.__dataclass_fields__), PiHeader.__slots__)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a scan or a cache load builds tens of thousands of objects.

    They are acyclic and live on (headers, tools), yet each collection on the way walks all of them: with the
    collector running, a 10,000-tool scan spends a third of its time there. It resumes right after, with what was
    built moved straight to the oldest generation (``freeze`` + ``unfreeze``: no walk), where a full collection
    looks at it as it would after two young ones; a young collection walking 70,000 new objects took 9-19 ms of a
    10,000-file pi scan. Not when something else froze objects (their freeze is theirs to keep).
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        if not gc.get_freeze_count():
            gc.freeze()
            gc.unfreeze()
        gc.enable()


def _hidden(tool: Tool, layer_name: str) -> Tool:
    """A lower layer's tool as a higher layer's ``disabled`` id leaves it: shown, but disabled."""
    if tool.state == DISABLED:
        return tool
    return dataclasses.replace(tool, state=DISABLED, disabled_scope=layer_name, fix=FIX_DISABLED)


def _settle(tool: Tool, scan: LayerScan) -> None:
    """A layer's rules for one of its tools: reserved ids, disabled records, a description required."""
    if tool.id in RESERVED_IDS:
        tool.state, tool.fix = UNREGISTERED, FIX_RESERVED
    elif tool.id in scan.disabled_ids or str(tool.file) in scan.disabled_paths:
        tool.state, tool.disabled_scope, tool.fix = DISABLED, scan.layer.name, FIX_DISABLED
    elif not (tool.overrides.get("description") or (tool.header and tool.header.best_description)):
        tool.state, tool.fix = UNREGISTERED, FIX_DESCRIPTION
    else:
        tool.state, tool.fix, tool.disabled_scope = REGISTERED, "", None


def _read_disabled(scan: LayerScan, doc: IndexDoc) -> None:
    """The layer's ``disabled`` records (by id, by path) from its index.json."""
    directory = scan.layer.directory
    for record in doc.disabled():
        entry_path = record.get("path")
        absolute = None
        if entry_path:
            absolute = os.path.normpath(os.path.join(directory, entry_path))
            scan.disabled_paths.add(absolute)
        if "id" in record:
            scan.disabled_ids.add(record["id"])
        scan.disabled_records.append({"id": record.get("id", ""), "path": absolute or ""})


def _same_but_disabled(root: dict[str, Any], before: dict[str, Any]) -> bool:
    """Whether two index.json roots hold the same JSON apart from their ``disabled`` records. Compared as JSON
    text: Python's ``==`` holds ``1 == 1.0 == True``, which the merge rule tells apart (SPEC §5)."""
    def rest(value: dict[str, Any]) -> str:
        return json.dumps({k: v for k, v in value.items() if k != "disabled"}, ensure_ascii=True)

    try:
        return rest(root) == rest(before)
    except (TypeError, ValueError):  # pragma: no cover - parsed JSON always dumps; a rebuild is the safe answer
        return False


def _is_utf8_name(name: str) -> bool:
    """False for a file name whose bytes are not UTF-8 (``os`` gives them as lone surrogates)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _takes_over(tool: Tool, lower: Tool | None) -> bool:
    """Whether a higher layer's ``tool`` replaces ``lower`` in the merged view. A disabled pi file does not: pi
    only looks at ``*.sh``, so a project's ``x.sh.disabled`` leaves the global ``x.sh`` in use (SPEC §20)."""
    return lower is None or not (tool.dialect == "pi" and tool.state == DISABLED)


def read_problem(path: str) -> str | None:
    """Why ``path`` cannot be read as a script (permission, not a regular file), or None when it can (or is gone)."""
    try:
        read_head(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return error.strerror or type(error).__name__
    return None


#: what a skipped name ends with, case aside (every suffix fits in the last five characters)
_SKIPPED_ENDINGS = ("~", *BACKUP_SUFFIXES)


def is_skipped_name(name: str) -> bool:
    # once per file of every scan: only the name's last five characters are lowered
    return name.startswith(".") or name[-5:].lower().endswith(_SKIPPED_ENDINGS) or name == INDEX_NAME


def inside(directory: Path, relative: str, *, real: bool = True) -> Path | None:
    """``relative`` joined to ``directory`` if it stays inside it, else None (SPEC §5, §15).

    Lexically always; with ``real`` also after every symlink is resolved (the layer folder itself may be a
    link: both sides are resolved), so an index entry naming a link that leaves the layer is refused.
    """
    base = os.path.normpath(os.path.abspath(directory))
    target = os.path.normpath(os.path.join(base, relative))
    if not target.startswith(base + os.sep):
        return None
    if real and leaves(base, target):
        return None
    return Path(target)


def leaves(directory: str | os.PathLike[str], path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` (in ``directory``) resolves, through its symlinks, to somewhere outside ``directory``.

    A dangling link or a loop counts as leaving: there is nothing inside the layer to act on.
    """
    if os.path.dirname(os.path.normpath(os.path.abspath(path))) == os.path.normpath(os.path.abspath(directory)):
        try:  # the common case, one lstat: a plain file directly in the folder is inside, whatever the folder is
            if not stat.S_ISLNK(os.lstat(path).st_mode):
                return False
        except OSError:
            return True
    base = os.path.realpath(directory)
    try:
        target = os.path.realpath(path, strict=True)
    except (OSError, RuntimeError):
        return True
    return not target.startswith(base.rstrip(os.sep) + os.sep)


def link_target(path: str | os.PathLike[str]) -> str | None:
    """Where a symlinked script really is (shown for stow users), or None for a plain file."""
    if not os.path.islink(path):
        return None
    return os.path.realpath(path)


def library_layers(specs: Iterable[tuple[str, str]]) -> list[Layer]:
    """Extra library folders as layers: ``(dialect, path)`` pairs, e.g. from settings and ``--library``.

    Raycast folders are read in place and never written (``raycast``, ``raycast-2``, …); pi folders take pi's
    rules (``pi-library``, ``pi-library-2``, …). A folder named twice is one layer.
    """
    layers: list[Layer] = []
    seen: set[str] = set()
    counts: dict[str, int] = {}
    for dialect, path in specs:
        folder = Path(path).expanduser()
        key = os.path.normpath(os.path.abspath(folder))
        if dialect not in ("pi", "raycast") or key in seen:
            continue
        seen.add(key)
        counts[dialect] = counts.get(dialect, 0) + 1
        base = "pi-library" if dialect == "pi" else "raycast"
        name = base if counts[dialect] == 1 else f"{base}-{counts[dialect]}"
        layers.append(Layer(name, folder, dialect, dialect == "pi"))
    return layers


def default_pi_layers(project: str | os.PathLike[str] | None = None, extra: Iterable[str] = ()) -> list[Layer]:
    layers = [Layer("pi-global", Path.home() / ".pi" / "agent" / "scripts", "pi", True)]
    layers += [Layer("pi-library" + (f"-{n}" if n > 1 else ""), Path(p).expanduser(), "pi", True)
               for n, p in enumerate(extra, start=1)]
    project_dir = Path(project) if project else Path.cwd()
    layers.append(Layer("pi-project", project_dir / ".pi" / "scripts", "pi", True))
    return layers


def parse_library_flag(text: str) -> tuple[str, str]:
    """``--library raycast:DIR`` (or ``pi:DIR``) as ``(dialect, DIR)``; ValueError with the reason otherwise."""
    dialect, sep, folder = text.partition(":")
    if not sep or dialect not in ("raycast", "pi") or not folder:
        raise ValueError(f"expected raycast:DIR or pi:DIR, got {text!r}")
    return dialect, folder


def configured_layers(settings: Settings, flags: Iterable[str] = ()) -> list[Layer]:
    """Every library layer: pi's own folders, the libraries in settings and the ``--library`` flags."""
    specs = [parse_library_flag(flag) for flag in flags]
    project = settings.get("pi_project")
    layers = default_pi_layers(project if isinstance(project, str) and project else None,
                               settings.pi_libraries() + [path for dialect, path in specs if dialect == "pi"])
    return layers + library_layers([("raycast", path) for path in settings.raycast_libraries()]
                                   + [spec for spec in specs if spec[0] == "raycast"])


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
        self._headers: dict[str, tuple[StatKey, AnyHeader]] = {}
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
        #: how many files were parsed since the registry was made (benchmarks and tests count it)
        self.parse_count = 0
        #: how many times a layer's scan was built from its whole listing (the rest were patched in place)
        self.build_count = 0
        self.generation = 0
        self._findings_index: tuple[int, dict[str, list[tuple[int, Finding]]]] = (-1, {})

    # -- reading the disk ------------------------------------------------------------------------

    def layer(self, name: str) -> Layer:
        return next(layer for layer in self.layers if layer.name == name)

    def scan(self) -> bool:
        """Re-read what changed. Returns whether anything visible may have changed."""
        rebuilt = False
        touched: set[str] = set()
        with _collector_paused():
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
        folder = -1
        try:
            # listed through an open descriptor: each stat resolves the name alone, not the folder's path again
            folder = os.open(layer.directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC | os.O_NONBLOCK)
            with os.scandir(folder) as scanned:
                entries = list(scanned)
            # A first look at a Miyu folder whose headers are mostly unknown (no header cache) lists its plain
            # files' names only, too: the scan reads every one of them anyway and takes each stat from the open
            # file (``()`` until then), one system call per file fewer.
            miyu_first = old is None and layer.dialect == "miyu" and len(entries) > 2 * len(self._headers)
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
        finally:
            if folder >= 0:
                os.close(folder)
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
        for raw in paths:
            path = os.path.normpath(os.path.abspath(raw))
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
                self._headers.pop(os.path.join(layer.directory, name), None)
        self._listings[layer.name] = listing
        scan = self._scans.get(layer.name)
        if scan is not None and changed is not None and len(changed) <= 64:
            touched = self._patch_layer(scan, listing, old, changed)
            if touched is not None:
                return touched
        self.build_count += 1
        self._scans[layer.name] = (self._scan_pi(layer, listing) if layer.dialect == "pi"
                                   else self._scan_raycast(layer, listing) if layer.dialect == "raycast"
                                   else self._scan_miyu(layer, listing))
        return True

    if TYPE_CHECKING:  # each dialect's caller gets its own header type
        @overload
        def _header(self, path: str, key: StatKey | None, dialect: Literal["miyu"] = "miyu") -> Header | None: ...
        @overload
        def _header(self, path: str, key: StatKey | None, dialect: Literal["pi"]) -> PiHeader | None: ...
        @overload
        def _header(self, path: str, key: StatKey | None, dialect: Literal["raycast"]) -> RaycastHeader | None: ...

    def _header(self, path: str, key: StatKey | None, dialect: str = "miyu") -> AnyHeader | None:
        """The file's header read the ``dialect``'s way (cached per path; a cached reading of another dialect's
        kind is parsed again), so each dialect's caller gets its own header type."""
        if key is None:
            try:
                st = os.stat(path)
            except OSError:
                return None
            key = _key_of(st)
        # a header is re-parsed only when (size, mtime, inode) change; the mode only re-lints
        mode, key = key[3] if len(key) > 3 else 0, key[:3]
        cached = self._headers.get(path)
        raycast = _raycast_reader() if dialect == "raycast" else None
        kind = raycast[0] if raycast is not None else PiHeader if dialect == "pi" else Header
        if cached is not None and cached[0] == key and isinstance(cached[1], kind):
            return cached[1]
        try:
            if dialect == "pi":  # pi reads the whole file: its reader goes as far as the header does
                header: AnyHeader = read_pi(path, seen_regular=stat.S_ISREG(mode))
            else:
                data = read_head(path)
                header = raycast[1](data) if raycast is not None else parse_miyu(data)
        except OSError:
            return None
        self.parse_count += 1
        self._headers[path] = (key, header)
        return header

    def _scan_miyu(self, layer: Layer, listing: dict[str, StatKey]) -> LayerScan:
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
        plain = set(listing).difference(self._links.get(layer.name, ())) \
            if os.path.normpath(os.path.abspath(directory)) + "/" == base else set()
        paths = [base + name for name in sorted(listing) if not is_skipped_name(name)]
        entries = doc.entries()
        self._scan_index(scan, entries, listing, base, plain, indexed_paths, pathless)
        self._scan_files(scan, listing, paths, len(base), indexed_paths)
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

    def _scan_index(self, scan: LayerScan, entries: list[IndexEntry], listing: dict[str, StatKey], base: str,
                    plain: set[str], indexed_paths: set[str], pathless: list[IndexEntry]) -> None:
        """The tools a Miyu layer's index names (``entries``)."""
        directory, tools = scan.layer.directory, scan.tools
        index_file = str(directory / INDEX_NAME)
        for entry in entries:
            if not is_valid_id(entry.id):  # SPEC §4, §24: registers nothing, and its script is listed as such
                self._invalid_entry(scan, entry, base, plain, indexed_paths)
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
            header = self._header(target, listed)
            tools[entry.id] = Tool(entry.id, target, scan.layer.name, header=header, overrides=entry.explicit(),
                                   indexed=True)
            indexed_paths.add(target)

    def _invalid_entry(self, scan: LayerScan, entry: IndexEntry, base: str, plain: set[str],
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
                                      header=self._header(target, None), has_id=False, fix=FIX_INDEX_ID_INVALID))
        scan.findings.append(Finding("index-id-invalid", target or str(directory / INDEX_NAME), None,
                                     {"value": entry.id}))

    def _scan_files(self, scan: LayerScan, listing: dict[str, StatKey], paths: list[str], cut: int,
                    indexed_paths: set[str]) -> None:
        """The files of a Miyu layer that its index does not name: each one with a shebang is a tool."""
        tools, layer_name, headers = scan.tools, scan.layer.name, self._headers
        index_ids = set(tools)
        for path in paths:
            if path in indexed_paths:
                continue
            name = path[cut:]
            key = listing[name]
            cached = headers.get(path)  # :meth:`_header`'s first step, inlined: this loop runs once per file
            header: Header | None
            if not key:  # a first look that listed the name only: one open gives the header and the stat
                header, listing[name] = self._read_miyu_first(path)
            elif cached is not None and cached[0] == key[:3] and type(cached[1]) is Header:
                header = cached[1]
            else:
                header = self._header(path, key)
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

    def _patch_layer(self, scan: LayerScan, listing: dict[str, StatKey],
                     old: dict[str, StatKey], changed: set[str]) -> set[str] | None:
        """A layer's scan patched in place for a few changed files (an index.json whose ``disabled`` records alone
        changed among them); None when only a rebuild is safe."""
        if scan.layer.dialect != "miyu" or any(f.code == "duplicate-id" for f in scan.findings):
            return None
        touched: set[str] = set()
        if INDEX_NAME in changed:
            found = self._patch_disabled(scan, listing)
            if found is None:
                return None
            touched, changed = found, changed - {INDEX_NAME}
        if not changed:
            return touched
        files = self._patch(scan, listing, old, changed)
        return None if files is None else touched | files

    def _patch_disabled(self, scan: LayerScan, listing: dict[str, StatKey]) -> set[str] | None:
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

    def _patch(self, scan: LayerScan, listing: dict[str, StatKey],
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
                header = self._header(path, listing[name])
                updates.append((previous, dataclasses.replace(previous, header=header, state=REGISTERED, fix="",
                                                             disabled_scope=None)))
                continue
            tool = None
            if name in listing and not is_skipped_name(name):
                header = self._header(path, listing[name])
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

    def _scan_pi(self, layer: Layer, listing: dict[str, StatKey]) -> LayerScan:
        """pi's ``readScriptsDir``: regular ``*.sh`` files in name order, a later file taking an earlier one's
        name. Links, and files that lose their name to a later one, are listed as unregistered with the reason."""
        scan = LayerScan(layer)
        base = os.fspath(layer.directory).rstrip("/") + "/"
        owners: dict[str, str] = {}  # tool name -> file name, for name collisions
        tools, header_of, layer_name, off = scan.tools, self._header, layer.name, ".sh" + PI_DISABLED_SUFFIX
        for name in sorted(listing):  # one pass per file: this loop is the pi scan's own cost
            if name.endswith(".sh"):
                disabled = False
            elif name.endswith(off):
                disabled = True
            else:
                continue
            path, key = base + name, listing[name]
            if not name.isascii() and not _is_utf8_name(name):
                if not key:
                    listing[name] = _stat_key(path, follow=False)
                continue  # pi's readdir gives a name that is not UTF-8 with U+FFFD in it: it never reads the file
            if not key:  # the folder's first look: the read gives the stat
                header, listing[name] = self._read_pi_first(path)
            elif stat.S_ISLNK(key[3]):
                scan.nameless.append(Tool(name, path, layer.name, dialect="pi", state=UNREGISTERED, has_id=False,
                                          fix=FIX_PI_SYMLINK))
                scan.findings.append(Finding("pi-symlink", path, None, {}))
                continue
            else:
                header = header_of(path, key, "pi")
            if header is None:
                continue
            tool_id = pi_tool_name(name[: -len(PI_DISABLED_SUFFIX)] if disabled else name, header)
            tool = Tool(tool_id, path, layer_name, "pi", pi=header)
            if disabled:
                if tool_id in tools:
                    continue
                tool.state, tool.disabled_scope, tool.fix = DISABLED, layer.name, FIX_DISABLED
                scan.disabled_records.append({"id": tool_id, "path": path})
            elif tool_id in owners:
                loser = tools[tool_id]
                scan.nameless.append(dataclasses.replace(loser, id=owners[tool_id], state=UNREGISTERED,
                                                         has_id=False, fix=FIX_PI_SHADOWED))
                scan.shadows[str(loser.file)] = path
                scan.findings.append(Finding("pi-name-collision", str(loser.file), tool_id, {"value": name}))
            if not disabled:
                owners[tool_id] = name
            tools[tool_id] = tool
        return scan

    def _read_pi_first(self, path: str) -> tuple[PiHeader | None, StatKey]:
        """A pi script the listing did not stat (a first look): its header and stat key from one open, fstat and
        read; a header from the header cache is checked against an ``lstat``, as any cached header is."""
        if path in self._headers:
            key = _stat_key(path, follow=False)
            return self._header(path, key, "pi"), key
        try:
            header, st = read_pi_stat(path)
        except OSError:  # gone, unreadable or no longer a regular file: skipped, as pi does
            return None, _stat_key(path, follow=False)
        return header, self._keep_pi(path, _key_of(st), header)

    def _keep_pi(self, path: str, key: StatKey, header: PiHeader) -> StatKey:
        """A pi header read on a first look, kept as :meth:`_header` keeps one; returns its stat key."""
        self.parse_count += 1
        self._headers[path] = (key[:3], header)
        return key

    def _read_miyu_first(self, path: str) -> tuple[Header | None, StatKey]:
        """A Miyu file the listing did not stat (a first look): its header and stat key from one open, fstat and
        read; a header from the header cache is checked against a ``stat``, as any cached header is."""
        if path in self._headers:
            key = _stat_key(path)
            return self._header(path, key), key
        try:
            data, st = read_head_stat(path)
        except OSError:  # gone or unreadable: its stat as a listing takes it, the scan says why
            return None, _stat_key(path)
        key = _key_of(st)
        header = parse_miyu(data)
        self.parse_count += 1
        self._headers[path] = (key[:3], header)
        return header, key

    def _scan_raycast(self, layer: Layer, listing: dict[str, StatKey]) -> LayerScan:
        """A Raycast folder, read in place: every ``@raycast.schemaVersion 1`` file but ``*.template.*``."""
        scan = LayerScan(layer)
        base = os.fspath(layer.directory).rstrip("/") + "/"
        from scriptdeck.core.dialects.raycast import RaycastHeader, to_header
        from scriptdeck.core.model.raycast_state import disabled_paths  # with manage_schema: Raycast layers only

        disabled = disabled_paths(Settings.load(self.home.settings_path)) if STATE_ENTRY in listing else set()
        for name in sorted(listing):
            if is_skipped_name(name) or ".template." in name or name == STATE_ENTRY:
                continue
            path = base + name
            found = self._header(path, listing[name], "raycast")
            if not isinstance(found, RaycastHeader) or not found.fields:
                continue  # not a Raycast command at all (a README, an image): not a tool, not a problem
            header = to_header(found)
            tool_id = id_from_file_name(name)
            if tool_id is None:
                scan.nameless.append(Tool(name, path, layer.name, dialect="raycast", state=UNREGISTERED,
                                          header=header, raycast=found, has_id=False, fix=FIX_NO_ID))
                continue
            winner = scan.tools.get(tool_id)
            if winner is not None:  # the first by file name wins; this one is listed, never silently lost (§24)
                scan.nameless.append(Tool(name, path, layer.name, dialect="raycast", state=UNREGISTERED,
                                          header=header, raycast=found, has_id=False, fix=FIX_RAYCAST_SHADOWED_HERE))
                scan.shadows[path] = str(winner.file)
                scan.findings.append(Finding("duplicate-id", path, tool_id, {"value": winner.path.name}))
                continue
            tool = Tool(tool_id, path, layer.name, dialect="raycast", header=header, raycast=found)
            if not found.is_command:
                tool.state, tool.fix = UNREGISTERED, FIX_RAYCAST_VERSION
            elif path in disabled:
                tool.state, tool.disabled_scope, tool.fix = DISABLED, layer.name, FIX_DISABLED
                scan.disabled_records.append({"id": tool_id, "path": path})
            else:
                _settle(tool, scan)
            scan.tools[tool_id] = tool
        return scan

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
        with _collector_paused():
            return self._load_cache(Path(path))

    def _load_cache(self, path: Path) -> int:
        sections = header_cache.load(path, _cache_version(), 2)
        if sections is None:
            return 0
        loaded = 0
        for dialect, entries, cls in zip(("miyu", "pi"), sections, (Header, PiHeader)):
            if not entries:  # no checker to compile (most decks have no pi tools)
                continue
            check = header_cache.record_checker(cls, _HEADER_RECORD_TYPES if cls is Header else None)
            if check is None:
                continue
            for file, key, values in entries:
                if not check(values):
                    continue
                try:
                    header = Header.from_record(values, file) if dialect == "miyu" else PiHeader(*values)
                except (TypeError, ValueError):
                    continue
                self._headers.setdefault(file, (key, header))
                loaded += 1
        self._cache_loaded = set(self._headers)
        self._cached_parse_count = self.parse_count
        return loaded

    def save_cache(self, path: Path) -> bool:
        """Write the parsed headers (plain data only) when anything was parsed since the last save."""
        if self.parse_count == getattr(self, "_cached_parse_count", -1) and \
                set(self._headers) == getattr(self, "_cache_loaded", set()):
            return False
        miyu, pi = [], []
        for file, (key, header) in self._headers.items():
            if isinstance(header, Header):
                miyu.append((file, key, header.cache_record()))
            elif isinstance(header, PiHeader):  # Raycast readings are cheap and not cached
                pi.append((file, key, tuple(getattr(header, f.name) for f in dataclasses.fields(header))))
        if not header_cache.save(Path(path), _cache_version(), (miyu, pi)):
            return False
        self._cached_parse_count = self.parse_count
        self._cache_loaded = set(self._headers)
        return True

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
