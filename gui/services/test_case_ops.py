"""Controller operations on tool test cases (SPEC §21, §26): save, rename, edit, delete.

Every write of a test file from the window goes through here: the core edit (``core/model/testfile.py``: re-read,
pure edit, checked, atomic), an undo entry when the window has an undo history, and one signal,
``case_changes().changed(tool_id, path)``, that every view showing that file follows (the Tests tab, the list's
badge). The file is the one ``tool_test_path`` names: for a built-in tool the global layer's ``.tests/``, never
inside the installed package.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from scriptdeck.core.model import testfile
from scriptdeck.gui.services.undo import recording


class CaseChanges(QObject):
    """``changed(tool_id, path)`` after a test file was written from the window."""

    changed = Signal(str, str)


_hub: list[CaseChanges] = []


def case_changes() -> CaseChanges:
    """The one notifier of the process (views connect to it; operations emit on it)."""
    if not _hub:
        _hub.append(CaseChanges())
    return _hub[0]


def _written(tool_id: str, path: Path) -> None:
    case_changes().changed.emit(tool_id, str(path))


def save_case(controller: Any, tool_id: str, path: Path, case: dict[str, Any], text: str) -> str:
    """Append ``case`` to ``tool_id``'s test file (created if missing); the name it was saved under.
    Raises TestFileError/OSError."""
    with recording(controller, text, [Path(path)]):  # (no undo history, e.g. a dialog used alone: just the write)
        name = testfile.add_case(path, case)
    _written(tool_id, path)
    return name


def rename_case(controller: Any, tool_id: str, path: Path, index: int, name: str, new_name: str, text: str) -> None:
    with recording(controller, text, [Path(path)]):
        testfile.rename_case(path, index, name, new_name)
    _written(tool_id, path)


def replace_case(controller: Any, tool_id: str, path: Path, index: int, name: str, new_case: dict[str, Any],
                 text: str) -> None:
    with recording(controller, text, [Path(path)]):
        testfile.replace_case(path, index, name, new_case)
    _written(tool_id, path)


def delete_case(controller: Any, tool_id: str, path: Path, index: int, name: str, text: str) -> None:
    with recording(controller, text, [Path(path)]):
        testfile.delete_case(path, index, name)
    _written(tool_id, path)

