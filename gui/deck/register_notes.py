"""Warnings for the registration dialog that are not refusals: the dropped file is already a tool."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.tool import UNREGISTERED
from scriptdeck.core.store.fsutil import read_whole
from scriptdeck.gui.services.texts import layer_label


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return False


def already_registered_note(registry: Registry, source: Path, destination: Path) -> str:
    """A sentence when ``source`` already is a registered tool, or ``destination`` already holds the same
    bytes as a registered tool (registering again would change nothing); else ""."""
    try:
        data = read_whole(source) if destination != source and destination.is_file() else None
    except OSError:
        data = None
    for tool in registry.all_tools():
        if tool.state == UNREGISTERED:
            continue
        same = _same_file(tool.path, source)
        if not same and data is not None and _same_file(tool.path, destination):
            try:
                same = read_whole(tool.path) == data
            except OSError:
                same = False
        if same:
            return QCoreApplication.translate("RegisterDialog", "This file is already registered as %1 (%2 layer).") \
                .replace("%1", tool.id).replace("%2", layer_label(tool.layer))
    return ""
