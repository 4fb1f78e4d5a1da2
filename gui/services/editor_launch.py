"""Open a tool in the user's editor, or show it in the file manager.

The editor is, first that applies: the command in settings (``editor``; ``{file}`` marks where the path goes,
else it is appended), ``$VISUAL``/``$EDITOR`` inside a terminal (``$TERMINAL``, else ``x-terminal-emulator``),
else the desktop's default application for the file. Starting goes through a :class:`Launcher`, which tests
replace, and every failure comes back as a reason the window shows.
"""

from __future__ import annotations

import os
import shlex
import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QProcess, QUrl
from PySide6.QtGui import QDesktopServices


class Launcher:
    """Starts programs detached and opens URLs; the window's one way out to other applications."""

    def start(self, argv: list[str]) -> bool:
        ok, _pid = QProcess.startDetached(argv[0], argv[1:])
        return bool(ok)

    def open_url(self, url: QUrl) -> bool:
        return QDesktopServices.openUrl(url)


def editor_argv(path: Path, settings: Any, env: Mapping[str, str]) -> tuple[list[str] | None, str]:
    """(argv to start, or None for the desktop default; where the choice came from)."""
    configured = settings.get("editor") if settings is not None else None
    if isinstance(configured, str) and configured.strip():
        try:
            words = shlex.split(configured)
        except ValueError:
            words = configured.split()
        if any("{file}" in w for w in words):
            return [w.replace("{file}", str(path)) for w in words], "settings"
        return [*words, str(path)], "settings"
    editor = env.get("VISUAL") or env.get("EDITOR")
    if editor:
        terminal = env.get("TERMINAL") or shutil.which("x-terminal-emulator", path=env.get("PATH"))
        if terminal:
            try:
                words = shlex.split(editor)
            except ValueError:
                words = [editor]
            return [*shlex.split(terminal), "-e", *words, str(path)], "environment"
    return None, "desktop"


def open_in_editor(path: Path, settings: Any, launcher: Launcher, env: Mapping[str, str] | None = None) -> bool:
    argv, _source = editor_argv(path, settings, os.environ if env is None else env)
    if argv is not None:
        return launcher.start(argv)
    return launcher.open_url(QUrl.fromLocalFile(str(path)))


def reveal(path: Path, launcher: Launcher) -> bool:
    """Show the file's folder (the file selected where the file manager supports it)."""
    folder = path.parent
    if shutil.which("dbus-send"):
        uri = QUrl.fromLocalFile(str(path)).toString()
        if launcher.start(["dbus-send", "--session", "--dest=org.freedesktop.FileManager1", "--type=method_call",
                           "/org/freedesktop/FileManager1", "org.freedesktop.FileManager1.ShowItems",
                           f"array:string:{uri}", "string:"]) and os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
            return True
    return launcher.open_url(QUrl.fromLocalFile(str(folder)))
