"""A file's bytes and mode at one moment, and putting a file back to such a state only when it still holds what
was expected: the undo stack's file work, Qt-free (the window's ``gui/services/undo.py`` wraps it in commands).

``index.json`` files are written under their layer's advisory lock, as every other writer does.
"""

from __future__ import annotations

import contextlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from scriptdeck.core.store.fsutil import atomic_write, read_whole
from scriptdeck.core.store.index_store import INDEX_NAME, lock_path
from scriptdeck.core.store.lockfile import locked


@dataclass(slots=True)
class FileState:
    data: bytes | None  # None: the file did not exist (or was not a regular file)
    mode: int | None


def read_state(path: Path) -> FileState:
    """The file as it is now; a symlink, folder or unreadable file counts as absent."""
    try:
        if os.path.islink(path) or not path.is_file():
            return FileState(None, None)
        return FileState(read_whole(path), stat.S_IMODE(path.stat().st_mode))
    except OSError:
        return FileState(None, None)


class ChangedSince(Exception):
    """The file no longer holds what the change left there."""


def check_unchanged(want: dict[Path, FileState], expect: dict[Path, FileState]) -> None:
    """Before putting several files back: each one that would change must still hold ``expect``."""
    for path in want:
        if want[path].data != expect[path].data and read_state(path).data != expect[path].data:
            raise ChangedSince(str(path))


def put_state(path: Path, want: FileState, expect: FileState) -> None:
    """Write ``want`` (or remove the file when ``want`` is absent) if the file still holds ``expect``; else
    ChangedSince and nothing is written. Raises OSError and the lock's errors."""
    guard = locked(lock_path(path.parent)) if path.name == INDEX_NAME else contextlib.nullcontext()
    with guard:
        now = read_state(path)
        if now.data != expect.data:
            raise ChangedSince(str(path))
        if want.data is None:
            if now.data is not None:
                path.unlink()
        elif want.data != now.data or want.mode != now.mode:
            atomic_write(path, want.data, mode=want.mode)
