"""The layers ScriptDeck reads (SPEC §2, §6, §12, §18): what a layer is, what one scan of it found, the rules a
layer applies to its tools, and the path checks every scanner and writer shares. Plain functions and slotted
classes: this module is on every ``tool-call``'s path."""

from __future__ import annotations

import dataclasses
import os
import stat
from collections.abc import Iterable
from pathlib import Path

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.ids import RESERVED_IDS
from scriptdeck.core.dialects.header import read_head
from scriptdeck.core.dialects.pi import PI_DISABLED_SUFFIX
from scriptdeck.core.model.lint import Finding
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED, Tool
from scriptdeck.core.store.index_store import INDEX_NAME, IndexDoc
from scriptdeck.core.store.settings import Settings

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Final

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
FIX_INDEX_ID_INVALID = QT_TRANSLATE_NOOP("registry", "the index.json entry's id is not a tool id (letters, digits and _ "
                                         "only, starting with a letter): correct the id in index.json")

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


#: SPEC §29: the folder of a home that holds the git libraries (each ``NAME`` a link to the commit in use)
LIBRARIES_DIR = "libraries"


def git_library_layers(home_root: Path) -> list[Layer]:
    """The libraries from git (SPEC §29) as read-only layers ``library:NAME``, by name: each
    ``<home>/libraries/NAME`` is a link to the pinned commit's tree (switched atomically on update), and the layer
    is its ``scripts/`` folder, or the whole tree when it has none. Hidden names are ScriptDeck's own."""
    try:
        with os.scandir(home_root / LIBRARIES_DIR) as entries:
            names = sorted(entry.name for entry in entries if not entry.name.startswith("."))
    except OSError:
        return []
    layers = []
    for name in names:
        folder = home_root / LIBRARIES_DIR / name
        if not os.path.isdir(folder):
            continue
        scripts = folder / "scripts"
        layers.append(Layer("library:" + name, scripts if os.path.isdir(scripts) else folder, "miyu", False))
    return layers


def library_skill_folders(home_root: Path) -> dict[str, Path]:
    """Each library's ``skills/`` (SPEC §29), through its link, so a client's link to a library skill follows the
    library's updates."""
    try:
        with os.scandir(home_root / LIBRARIES_DIR) as entries:
            names = sorted(entry.name for entry in entries if not entry.name.startswith("."))
    except OSError:
        return {}
    folders = {name: home_root / LIBRARIES_DIR / name / "skills" for name in names}
    return {name: folder for name, folder in folders.items() if folder.is_dir()}


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
