"""Atomic writes for files the user owns: temp file in the same folder, fsync, rename."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


class WriteFailed(OSError):
    """The write did not happen; the old file is untouched."""


def atomic_write(path: Path, data: bytes, *, backup: bool = False, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` so that a crash at any point leaves the old or the new file whole."""
    path = Path(path)
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    if mode is None:
        try:
            mode = os.stat(path).st_mode & 0o7777
        except FileNotFoundError:
            mode = 0o644
    fd, tmp_name = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, mode)
        if backup and path.exists():
            shutil.copy2(path, path.with_name(path.name + ".bak"))
        os.replace(tmp_name, path)
    except BaseException as error:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        if isinstance(error, OSError):
            raise WriteFailed(error.errno, f"could not write {path}: {error.strerror or error}") from error
        raise
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass
