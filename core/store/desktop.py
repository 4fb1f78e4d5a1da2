"""``scriptdeck install-desktop``: the launcher entry and icon in the user's XDG folders.

Writes ``$XDG_DATA_HOME/applications/scriptdeck.desktop`` (``Exec`` = this ScriptDeck's absolute path, quoted as
the Desktop Entry spec asks) and ``$XDG_DATA_HOME/icons/hicolor/scalable/apps/scriptdeck.svg``, each atomically,
then runs ``update-desktop-database`` on the applications folder when it is installed (its absence is fine).
``uninstall`` removes the two files again (only files ScriptDeck wrote: the entry carries ``X-ScriptDeck-Installed``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.store.fsutil import atomic_write
from scriptdeck.core.store.paths import RESOURCES

DESKTOP_NAME = "scriptdeck.desktop"
ICON_NAME = "scriptdeck"
MARKER = "X-ScriptDeck-Installed=true"
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


@dataclass(frozen=True, slots=True)
class DesktopPaths:
    desktop: Path
    icon: Path

    @classmethod
    def for_user(cls) -> DesktopPaths:
        base = data_home()
        return cls(base / "applications" / DESKTOP_NAME,
                   base / "icons" / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg")


def scriptdeck_command() -> list[str]:
    """How to start this ScriptDeck: the ``scriptdeck`` script beside the running Python (a venv), else the one
    on PATH, else ``<python> -m scriptdeck``; always absolute."""
    beside = Path(sys.executable).parent / "scriptdeck"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside.absolute())]
    found = shutil.which("scriptdeck")
    if found:
        return [os.path.abspath(found)]
    return [os.path.abspath(sys.executable), "-m", "scriptdeck"]


def exec_quote(arg: str) -> str:
    """One argument of an ``Exec`` key: quoted when it holds a reserved character, ``%`` doubled, and the
    string-level escaping of a desktop file applied (a backslash is written twice)."""
    arg = arg.replace("%", "%%")
    if any(ch in _RESERVED for ch in arg):
        inner = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
        arg = f'"{inner}"'
    return arg.replace("\\", "\\\\")


class DesktopError(LocalizedError, ValueError):
    """The entry cannot be written as asked; nothing was written."""

    context = "desktop"


def gui_arguments(home: str | None = None, persona: str | None = None) -> list[str]:
    """``gui`` plus the home and persona the entry must open (SPEC §19: ``--home``/``--persona`` are honoured)."""
    out = ["gui"]
    if home is not None:
        out += ["--home", os.path.abspath(home)]
    if persona is not None:
        out += ["--persona", persona]
    return out


def _refuse_control(parts: list[str]) -> None:
    """A control character (a newline above all) in an ``Exec`` argument could start a second key: refuse."""
    for part in parts:
        if any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in part):
            raise DesktopError(
                QT_TRANSLATE_NOOP("desktop", "{a0} contains a control character (such as a line break), which a "
                                             "desktop entry cannot hold; nothing was written"),
                QT_TRANSLATE_NOOP("desktop", "install ScriptDeck (and the home) under a path without control "
                                             "characters"),
                a0=repr(part))


def _escape_value(text: str) -> str:
    """A Desktop Entry ``string`` value: backslash escaped (control characters were refused before)."""
    return text.replace("\\", "\\\\")


def desktop_entry(command: list[str], arguments: list[str] | None = None) -> str:
    """The shipped entry with ``Exec`` = ``command`` + ``arguments`` (default ``gui``), quoted per the Desktop Entry
    spec, and ``Icon`` at the installed icon. :class:`DesktopError` for a control character in any part."""
    parts = [*command, *(arguments or ["gui"])]
    _refuse_control(parts)
    template = (RESOURCES / DESKTOP_NAME).read_text(encoding="utf-8")
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            # TryExec: once the program is gone (uninstalled), menus hide the entry instead of a dead launcher
            lines.append("TryExec=" + _escape_value(command[0]))
            line = "Exec=" + " ".join(exec_quote(part) for part in parts)
        elif line.startswith("TryExec="):
            continue
        elif line.startswith("Icon="):
            line = "Icon=" + ICON_NAME
        lines.append(line)
    lines.append(MARKER)
    return "\n".join(lines) + "\n"


def _refresh(applications: Path) -> bool:
    tool = shutil.which("update-desktop-database")
    if tool is None:
        return False
    try:
        subprocess.run([tool, str(applications)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        return False
    return True


def install(paths: DesktopPaths | None = None, command: list[str] | None = None,
            arguments: list[str] | None = None) -> dict[str, Any]:
    """Write the icon and the entry (``arguments``: see :func:`gui_arguments`); the entry is checked first."""
    paths = paths or DesktopPaths.for_user()
    entry = desktop_entry(command or scriptdeck_command(), arguments).encode("utf-8")
    atomic_write(paths.icon, (RESOURCES / "icons" / f"{ICON_NAME}.svg").read_bytes(), mode=0o644)
    atomic_write(paths.desktop, entry, mode=0o644)
    refreshed = _refresh(paths.desktop.parent)
    return {"ok": True, "desktop": str(paths.desktop), "icon": str(paths.icon), "database_updated": refreshed}


def uninstall(paths: DesktopPaths | None = None) -> dict[str, Any]:
    paths = paths or DesktopPaths.for_user()
    removed = []
    try:
        ours = MARKER in paths.desktop.read_text(encoding="utf-8", errors="replace")
    except OSError:
        ours = False
    if ours:
        paths.desktop.unlink()
        removed.append(str(paths.desktop))
        if paths.icon.is_file() and not paths.icon.is_symlink():
            paths.icon.unlink()
            removed.append(str(paths.icon))
    refreshed = _refresh(paths.desktop.parent) if ours else False
    return {"ok": True, "removed": removed, "database_updated": refreshed}
