"""One undo stack for the window: every change to a file on disk can be taken back, and done again.

A command keeps the bytes (and mode) of each file it touched from before and after the change: undo writes the
"before" state back, redo the "after" state, each only when the file still holds what the command left there
(someone else's later change is never overwritten: the command reports it and drops out of the stack).
The file work (snapshots, putting a file back only when it is unchanged, index.json under its lock) is
:mod:`scriptdeck.core.model.file_snapshot`, tested without Qt. A deleted tool comes back from the copy the core
keeps in ScriptDeck's state (:mod:`scriptdeck.core.model.trash`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack
from scriptdeck.core.model.file_snapshot import ChangedSince, FileState, check_unchanged, put_state, read_state
from scriptdeck.core.store.lockfile import LockTimeout, LockUnavailable
from scriptdeck.gui.services.changes import Changes

if TYPE_CHECKING:
    from scriptdeck.gui.services.controller import Controller


class FileCommand(QUndoCommand):
    """Files from before and after one change; the change itself already happened when it is pushed."""

    def __init__(self, text: str, before: dict[Path, FileState], after: dict[Path, FileState],
                 on_change: Callable[[list[Path]], None], on_error: Callable[[str, str], None]) -> None:
        super().__init__(text)
        self.before, self.after = before, after
        self._on_change, self._on_error = on_change, on_error
        self._first = True

    def _apply(self, want: dict[Path, FileState], expect: dict[Path, FileState]) -> None:
        try:
            check_unchanged(want, expect)
            for path in want:
                put_state(path, want[path], expect[path])
        except ChangedSince as error:
            self.setObsolete(True)
            self._on_error(QCoreApplication.translate("UndoStack", "%1 was changed by someone else since; nothing was undone or redone.")
                           .replace("%1", str(error)), QCoreApplication.translate("UndoStack", "Make the change again by hand if you still want it."))
        except (OSError, LockTimeout, LockUnavailable) as error:
            self.setObsolete(True)
            self._on_error(str(error), QCoreApplication.translate("UndoStack", "Check free disk space and permissions."))
        self._on_change(list(want))

    def undo(self) -> None:
        self._apply(self.before, self.after)

    def redo(self) -> None:
        if self._first:  # pushed after the change was made
            self._first = False
            return
        self._apply(self.after, self.before)


class CallCommand(QUndoCommand):
    """A change whose undo and redo are calls (deleting a file and restoring it from the trash)."""

    def __init__(self, text: str, undo: Callable[[], None], redo: Callable[[], None],
                 on_change: Callable[[list[Path]], None], on_error: Callable[[str, str], None]) -> None:
        super().__init__(text)
        self._undo, self._redo = undo, redo
        self._on_change, self._on_error = on_change, on_error
        self._first = True

    def _call(self, action: Callable[[], None]) -> None:
        try:
            action()
        except Exception as error:  # noqa: BLE001 - every failure is shown, the stack stays usable
            self.setObsolete(True)
            message = getattr(error, "message", None)
            if callable(message):
                self._on_error(*message(_lang()))
            else:
                self._on_error(str(error), QCoreApplication.translate("UndoStack", "Check free disk space and permissions."))
        self._on_change([])

    def undo(self) -> None:
        self._call(self._undo)

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._call(self._redo)


_current_lang = ["en"]


def _lang() -> str:
    return _current_lang[0]


class UndoHistory:
    """The window's stack plus ``record``, which wraps a change to files in an undoable command."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller
        self.stack = QUndoStack(controller)

    def _changed(self, paths: list[Path]) -> None:
        """After an undo or redo: the registry is read again, and the tools whose test file it put back are named."""
        self.controller.forget_lint()
        self.controller.rescan()
        tests = frozenset(p.stem for p in paths if p.parent.name == ".tests" and p.suffix == ".json")
        self.controller.announce(Changes(registry=True, tests=tests))

    def _error(self, error: str, fix: str) -> None:
        self.controller.error.emit(error, fix)

    @contextlib.contextmanager
    def record(self, text: str, paths: list[Path]) -> Iterator[None]:
        """Run the ``with`` block (the change); when it changed any of ``paths``, push a command for it."""
        _current_lang[0] = getattr(self.controller, "lang", "en")
        unique = list(dict.fromkeys(Path(p) for p in paths))
        before = {p: read_state(p) for p in unique}
        try:
            yield
        finally:
            after = {p: read_state(p) for p in unique}
            if any(before[p] != after[p] for p in unique):
                self.stack.push(FileCommand(text, before, after, self._changed, self._error))

    def push_states(self, text: str, before: dict[Path, FileState], after: dict[Path, FileState]) -> None:
        """A change made elsewhere whose before/after states are known (a lint fix and its backup copy)."""
        _current_lang[0] = getattr(self.controller, "lang", "en")
        self.stack.push(FileCommand(text, before, after, self._changed, self._error))

    def push_calls(self, text: str, undo: Callable[[], None], redo: Callable[[], None]) -> None:
        _current_lang[0] = getattr(self.controller, "lang", "en")
        self.stack.push(CallCommand(text, undo, redo, self._changed, self._error))


def recording(controller: Controller, text: str, paths: list[Path]) -> contextlib.AbstractContextManager[None]:
    """``history.record`` when the window has an undo history, else nothing (a pane used on its own)."""
    history: UndoHistory | None = getattr(controller, "undo_history", None)
    return history.record(text, paths) if history is not None else contextlib.nullcontext()
