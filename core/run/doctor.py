"""``scriptdeck doctor`` (SPEC §23): what a new machine needs, each check with the exact fix for this distribution.

Every check is a plain function returning a :class:`Check`; nothing here imports Qt (the launcher runs the platform
plugin check before it creates a QApplication, so a missing xcb library is named instead of Qt aborting).
"""

from __future__ import annotations

import errno
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.model.header_cache import MAGIC, read_bounded
from scriptdeck.core.platform import files
from scriptdeck.core.run.doctor_check import CTX, MANAGERS, Check, install_line, package_manager, simple_fix
from scriptdeck.core.run.doctor_display import CHECKED, display_fix, display_status, platforms
from scriptdeck.core.run.doctor_tools import check_bubblewrap, check_cjk_font, check_git, check_prlimit
from scriptdeck.core.store.index_store import read_index
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import Settings
from scriptdeck.core.store.statefile import load_state

#: PySide6 releases that must not be used, and why (the same list as pyproject's ``!=`` pins)
KNOWN_BROKEN = {
    "6.12.0": QT_TRANSLATE_NOOP("doctor", "PySide6 6.12.0 on CPython < 3.12 leaks a reference on every signal and "
                                          "aborts the window after a few thousand output chunks"),
}
#: state files in ScriptDeck's state folder that must parse as JSON objects
STATE_FILES = ("trust.json", "sandbox.json", "presets.json")

# shared object -> package, per package manager (the libraries Qt's xcb plugin and its Qt library need)
_XCB_PACKAGES: dict[str, tuple[str, str, str]] = {  # soname prefix: (apt, dnf, pacman)
    "libxcb-cursor.so": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so": ("libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    "libxcb-util.so": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb-randr.so": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-shape.so": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-shm.so": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-sync.so": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-render.so": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb-xkb.so": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb-xinput.so": ("libxcb-xinput0", "libxcb", "libxcb"),
    "libxcb.so": ("libxcb1", "libxcb", "libxcb"),
    "libX11-xcb.so": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so": ("libx11-6", "libX11", "libx11"),
    "libxkbcommon-x11.so": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxkbcommon.so": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libEGL.so": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libGL.so": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libOpenGL.so": ("libopengl0", "libglvnd-opengl", "libglvnd"),
    "libfontconfig.so": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so": ("libfreetype6", "freetype", "freetype2"),
    "libdbus-1.so": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libglib-2.0.so": ("libglib2.0-0", "glib2", "glib2"),
    # the rest of GLib: one package with libglib (Debian 13 names it libglib2.0-0t64)
    "libgthread-2.0.so": ("libglib2.0-0", "glib2", "glib2"),
    "libgobject-2.0.so": ("libglib2.0-0", "glib2", "glib2"),
    "libgmodule-2.0.so": ("libglib2.0-0", "glib2", "glib2"),
    "libgio-2.0.so": ("libglib2.0-0", "glib2", "glib2"),
}
#: the system libraries the window needs that a minimal system may lack (PySide6's xcb plugin and Qt's own
#: libraries link them; libqxcb's ldd on Debian 12); README's "System packages" lines are exactly their packages
WINDOW_LIBRARIES = ("libxcb-cursor.so", "libxcb-icccm.so", "libxcb-keysyms.so", "libxcb-image.so",
                    "libxcb-render-util.so", "libxcb-shape.so", "libxkbcommon-x11.so", "libEGL.so", "libGL.so",
                    "libglib-2.0.so", "libfontconfig.so", "libfreetype.so")


def window_packages(manager: str) -> list[str]:
    """The packages of :data:`WINDOW_LIBRARIES` for ``manager`` (README's install line lists the same)."""
    return list(dict.fromkeys(packages_for(list(WINDOW_LIBRARIES), manager)))


#: libraries that come with PySide6 itself: missing, they mean the wheel is incomplete (reinstall it)
_PYSIDE_OWN = ("libQt6", "libpyside6", "libshiboken6")
OK_PLATFORM = QT_TRANSLATE_NOOP("doctor", "Qt's xcb platform plugin can load ({a0})")
NO_PYSIDE = QT_TRANSLATE_NOOP("doctor", "PySide6 is not installed, so the window cannot start")
SYSTEM_QT = QT_TRANSLATE_NOOP("doctor", "not checked: this PySide6 has no Qt of its own in {a0} (the system's Qt is used)")
MISSING_LIBS = QT_TRANSLATE_NOOP("doctor", "Qt's xcb platform plugin cannot load: missing {a0}")
PLATFORM_SKIPPED = QT_TRANSLATE_NOOP("doctor", "not checked: this system does not use the xcb plugin")
NO_LDD = QT_TRANSLATE_NOOP("doctor", "not checked: ldd is not installed")
#: how to find the package that ships a file, per package manager (for a library the table does not know)
_PROVIDES = {"apt": "apt-file search {0}", "dnf": "dnf provides '*/{0}'", "pacman": "pacman -F {0}",
             "brew": ""}
OK_HOME = QT_TRANSLATE_NOOP("doctor", "the home and its folders are writable ({a0})")
BAD_HOME = QT_TRANSLATE_NOOP("doctor", "cannot write {a0}: {a1}")
OK_STATE = QT_TRANSLATE_NOOP("doctor", "settings, index and state files parse")
BAD_STATE = QT_TRANSLATE_NOOP("doctor", "{a0} cannot be used: {a1}")
OK_CACHE = QT_TRANSLATE_NOOP("doctor", "the header cache is readable")
NO_CACHE = QT_TRANSLATE_NOOP("doctor", "no header cache yet (it is written on the first scan)")
BAD_CACHE = QT_TRANSLATE_NOOP("doctor", "the header cache {a0} cannot be read ({a1}); every start re-parses all tools")
OK_PYSIDE = QT_TRANSLATE_NOOP("doctor", "PySide6 {a0} is not a known-broken release")
BAD_PYSIDE = QT_TRANSLATE_NOOP("doctor", "PySide6 {a0} is known to be broken: {a1}")
FIX_STATE = QT_TRANSLATE_NOOP("doctor", "repair it by hand, or move it aside to start it fresh: mv {a0} {a0}.broken")
FIX_CACHE = QT_TRANSLATE_NOOP("doctor", "remove it (it is rebuilt on the next scan): rm -f {a0}")
FIX_HOME = QT_TRANSLATE_NOOP("doctor", "make it writable (e.g. chown -R \"$USER\" {a0}) or pick another home with --home DIR")
FIX_HOME_READ_ONLY = QT_TRANSLATE_NOOP("doctor", "{a0} is on a read-only file system: choose another home with "
                                                 "--home DIR (or SCRIPTDECK_HOME=DIR)")
FIX_PYSIDE = QT_TRANSLATE_NOOP("doctor", "install another release: pip install 'PySide6-Essentials!=6.12.0'")
FIX_PYSIDE_MISSING = QT_TRANSLATE_NOOP("doctor", "reinstall ScriptDeck's dependencies: pip install PySide6-Essentials")
FIX_WORD = QT_TRANSLATE_NOOP("doctor", "fix:")
#: the label of each check in the text report (``--json`` keeps the ids)
LABELS = {
    "qt-platform": QT_TRANSLATE_NOOP("doctor", "Qt platform plugin"),
    "display": QT_TRANSLATE_NOOP("doctor", "Display"),
    "pyside6": QT_TRANSLATE_NOOP("doctor", "PySide6"),
    "cjk-font": QT_TRANSLATE_NOOP("doctor", "Chinese font"),
    "bubblewrap": QT_TRANSLATE_NOOP("doctor", "Isolation (bubblewrap)"),
    "git": QT_TRANSLATE_NOOP("doctor", "git (libraries)"),
    "prlimit": QT_TRANSLATE_NOOP("doctor", "Resource limits (prlimit)"),
    "home-writable": QT_TRANSLATE_NOOP("doctor", "Home folder"),
    "state-files": QT_TRANSLATE_NOOP("doctor", "State files"),
    "header-cache": QT_TRANSLATE_NOOP("doctor", "Header cache"),
}
HEADER_OK = QT_TRANSLATE_NOOP("doctor", "Everything the window and runs need is here.")
HEADER_BAD = QT_TRANSLATE_NOOP("doctor", "Some things the window or runs need are missing; each ✗ says how to fix it.")


# -- Qt's platform plugin -----------------------------------------------------------------------------------


def xcb_plugin() -> Path | None:
    """PySide6's ``libqxcb.so`` (found without importing PySide6), or None when PySide6 is not installed."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0]) / "Qt" / "plugins" / "platforms" / "libqxcb.so"


def missing_libraries(plugin: Path, env: dict[str, str] | None = None) -> list[str] | None:
    """The shared objects the plugin (and what it links, transitively) cannot find, by ``ldd``; None without ldd."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    try:
        done = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, errors="replace", env=env,
                              timeout=30, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError) as error:
        return [f"(ldd: {error})"]
    missing = list(dict.fromkeys(m.group(1) for m in re.finditer(r"^\s*(\S+)\s*=>\s*not found", done.stdout, re.M)))
    if done.returncode != 0 and not missing:  # not loadable at all (e.g. not an ELF file for this machine)
        lines = (done.stderr or done.stdout).strip().splitlines()
        missing = [f"(ldd: {lines[-1] if lines else f'exit {done.returncode}'})"]
    return missing


def packages_for(libraries: list[str], manager: str) -> list[str]:
    """The packages that ship ``libraries`` (a Qt library of PySide6's own means PySide6 is incomplete)."""
    column = MANAGERS.index(manager) if manager in MANAGERS else 0
    out = []
    for library in libraries:
        for prefix, packages in _XCB_PACKAGES.items():
            if library.startswith(prefix):
                out.append(packages[column])
                break
    return out


def check_platform(plugin: Path | None = None, env: dict[str, str] | None = None,
                   manager: str | None = None) -> Check:
    if sys.platform == "darwin" or (plugin is None and sys.platform != "linux"):
        return Check("qt-platform", True, PLATFORM_SKIPPED)
    manager = manager or package_manager()
    plugin = plugin or xcb_plugin()
    if plugin is None:
        return Check("qt-platform", False, NO_PYSIDE, FIX_PYSIDE_MISSING)
    if not plugin.is_file():  # a distribution's PySide6 uses the system's Qt: its plugins are not ours to find
        return Check("qt-platform", True, SYSTEM_QT, "", (str(plugin.parent),))
    missing = missing_libraries(plugin, env)
    if missing is None:
        return Check("qt-platform", False, NO_LDD, simple_fix("ldd", manager), required=False)
    if missing:
        packages = packages_for(missing, manager)
        fix = install_line(manager, packages)
        unknown = [name for name in missing if not packages_for([name], manager)]
        if any(name.startswith(_PYSIDE_OWN) or name.startswith("(ldd") for name in unknown):
            # a library of PySide6's own (or a plugin ldd cannot read): the wheel is incomplete
            fix += ("; " if fix else "") + "pip install --force-reinstall PySide6-Essentials"
        elif unknown and _PROVIDES.get(manager):  # a library this table does not know: how to find its package
            fix += ("; " if fix else "") + _PROVIDES[manager].format(unknown[0])
        return Check("qt-platform", False, MISSING_LIBS, fix, (", ".join(missing),))
    return Check("qt-platform", True, OK_PLATFORM, "", (str(plugin),))


# -- QtCore, for the commands that run without a window (SPEC §31) ------------------------------------------

NO_QTCORE = QT_TRANSLATE_NOOP("doctor", "Qt's core library cannot load: {library} is missing, so this command "
                                        "cannot run (it needs no display, only this library)")
FIX_QTCORE = QT_TRANSLATE_NOOP("doctor", "install it: {command}")


class QtCoreMissing(LocalizedError):
    """QtCore (the event loop of ``scriptdeck mcp`` and the Qt runner) cannot load: a system library is missing."""

    context = "doctor"


def qtcore_problem(manager: str | None = None) -> QtCoreMissing | None:
    """Why ``PySide6.QtCore`` cannot be imported (the missing library named, with its package), or None when it
    loads. Called before a command that needs it answers anything, so it refuses at start instead of failing
    after an MCP client's ``initialize`` (QtCore itself links GLib: ``libglib2.0-0`` on Debian)."""
    try:
        import PySide6.QtCore  # noqa: F401 - the import is the check
    except ImportError as error:
        text = str(error)
        found = re.search(r"(lib[\w.+-]+?\.so[\w.]*)", text)
        library = found.group(1) if found else text
        manager = manager or package_manager()
        packages = packages_for([library], manager) if found else []
        fix = install_line(manager, packages)
        if not fix:
            fix = (_PROVIDES[manager].format(library) if found and _PROVIDES.get(manager)
                   else "pip install --force-reinstall PySide6-Essentials")
        return QtCoreMissing(NO_QTCORE, FIX_QTCORE, library=library, command=fix)
    return None


# -- the other checks --------------------------------------------------------------------------------------


def _write_problem(folder: Path) -> OSError | str | None:
    """Why a file cannot be created in ``folder`` (or in the nearest existing folder above it), else None.
    A real write, not ``access()``: a read-only mount or a full disk say no even to root."""
    probe = folder
    while not probe.exists():
        if probe.parent == probe:
            break
        probe = probe.parent
    if not probe.is_dir():
        return f"{probe} is not a folder"
    import tempfile

    try:
        fd, name = tempfile.mkstemp(prefix=".scriptdeck-doctor-", dir=probe)
    except OSError as error:
        return error
    os.close(fd)
    os.unlink(name)
    return None


def check_home(home: Home) -> Check:
    folders = [home.root, home.global_dir, home.persona_dir, home.config_dir, home.state_dir, home.cache_dir]
    for folder in dict.fromkeys(folders):
        problem = _write_problem(folder)
        if isinstance(problem, OSError):
            fix = FIX_HOME_READ_ONLY if problem.errno == errno.EROFS else FIX_HOME
            return Check("home-writable", False, BAD_HOME, fix, (str(folder), problem.strerror or str(problem)))
        if problem:
            return Check("home-writable", False, BAD_HOME, FIX_HOME, (str(folder), problem))
    return Check("home-writable", True, OK_HOME, "", (str(home.root),))


def _json_object_problem(path: Path) -> str | None:
    """Why a state file cannot be used (``line L, column C: …``), read as every run reads it (store.statefile)."""
    _data, broken = load_state(path)
    return None if broken is None else f"line {broken.line}, column {broken.column}: {broken.message}"


def check_state_files(home: Home) -> Check:
    problems: list[tuple[Path, str]] = []
    settings = Settings.load(home.settings_path)
    if settings.error:
        problems.append((home.settings_path, settings.error))
    for layer in dict.fromkeys((home.global_dir, home.persona_dir)):
        doc = read_index(layer)
        if doc.error:
            problems.append((layer / "index.json", doc.error))
    for name in STATE_FILES:
        problem = _json_object_problem(home.state_dir / name)
        if problem:
            problems.append((home.state_dir / name, problem))
    if problems:
        path, problem = problems[0]
        return Check("state-files", False, BAD_STATE, FIX_STATE, (str(path), problem))
    return Check("state-files", True, OK_STATE)


def check_header_cache(home: Home) -> Check:
    path = home.header_cache_path
    if not os.path.lexists(path):
        return Check("header-cache", True, NO_CACHE, required=False)
    try:
        os.close(os.open(path, files.read_flags(follow=True)))
        data = read_bounded(path)
    except OSError as error:
        return Check("header-cache", False, BAD_CACHE, FIX_CACHE, (str(path), error.strerror or str(error)),
                     required=False)
    if data is None or not data.startswith(MAGIC):
        why = "not a regular file, or too large" if data is None else "not a ScriptDeck header cache"
        return Check("header-cache", False, BAD_CACHE, FIX_CACHE, (str(path), why), required=False)
    return Check("header-cache", True, OK_CACHE, required=False)


def pyside_version() -> str | None:
    from importlib import metadata

    for dist in ("PySide6-Essentials", "PySide6"):
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return None


def check_pyside(version: str | None = None) -> Check:
    version = version or pyside_version()
    if version is None:
        return Check("pyside6", False, NO_PYSIDE, FIX_PYSIDE_MISSING)
    if version in KNOWN_BROKEN:
        return Check("pyside6", False, BAD_PYSIDE, FIX_PYSIDE, (version, KNOWN_BROKEN[version]))
    return Check("pyside6", True, OK_PYSIDE, "", (version,))


def check_display(env: dict[str, str] | None = None) -> Check:
    """A display the window can open on (SPEC §26): required, since without one the window cannot start."""
    _platform, ok, detail, args = display_status(dict(os.environ if env is None else env))
    return Check("display", ok, detail, "" if ok else display_fix(detail), args)


def run_checks(home: Home, manager: str | None = None) -> list[Check]:
    manager = manager or package_manager()
    checks: list[Callable[[], Check]] = [
        lambda: check_platform(manager=manager), lambda: check_display(), lambda: check_pyside(),
        lambda: check_cjk_font(manager),
        lambda: check_bubblewrap(manager), lambda: check_prlimit(manager), lambda: check_git(manager),
        lambda: check_home(home),
        lambda: check_state_files(home), lambda: check_header_cache(home)]
    return [check() for check in checks]


def all_ok(checks: list[Check]) -> bool:
    """Everything the window and runs need is there. Fonts, the cache, isolation (bubblewrap) and resource limits
    (prlimit) only degrade: without the last two, only the runs that ask for them are refused."""
    return all(c.ok for c in checks if c.required)


def report(checks: list[Check], lang: str) -> str:
    """One line per check (✓/✗) and, under each ✗, its fix."""
    lines = []
    fix_word = translate(CTX, FIX_WORD, lang)
    for check in checks:
        entry = check.to_json(lang)
        label = translate(CTX, LABELS[check.id], lang) if check.id in LABELS else check.id
        lines.append(f"{'✓' if check.ok else '✗'} {label}: {entry['detail']}")
        if not check.ok and entry["fix"]:
            lines.append(f"    {fix_word} {entry['fix']}")
    lines.append(translate(CTX, HEADER_OK if all_ok(checks) else HEADER_BAD, lang))
    return "\n".join(lines)


LAUNCH_BLOCKED = QT_TRANSLATE_NOOP("doctor", "The window cannot start. Run scriptdeck doctor for every check.")


def launch_blockers(env: dict[str, str] | None = None) -> list[Check]:
    """What stops the window before Qt is loaded (Qt aborts with a generic message otherwise), for the platforms
    Qt will try (``QT_QPA_PLATFORM``, e.g. ``wayland;xcb``, in order): none when one of them works or needs no
    display; xcb's libraries only when Qt would fall back to xcb."""
    env = dict(os.environ if env is None else env)
    tried = platforms(env)
    if not sys.platform.startswith("linux") or tried[0] not in CHECKED:
        return []
    found = [c for c in (check_pyside(),) if not c.ok]
    platform, ok, detail, args = display_status(env)
    if platform == "xcb" or (not ok and "xcb" in tried):
        found += [c for c in (check_platform(),) if not c.ok]
    if not ok:  # Qt's own text here blames libxcb-cursor0 even when it is installed
        found.append(Check("display", False, detail, display_fix(detail), args))
    return found
