"""Files: the open flags ScriptDeck relies on, descriptor modes, the exec bit.

POSIX: a file read never blocks on a FIFO (``O_NONBLOCK``), never follows a link (``O_NOFOLLOW``), never becomes
a controlling terminal (``O_NOCTTY``) and is never inherited by a run (``O_CLOEXEC``). Windows has no FIFOs in
the file system and no controlling terminals; a read there is binary and not inherited (``O_BINARY |
O_NOINHERIT``) but follows links. Every open that writes, locks or walks below a folder without following links
(``CreateFileW`` with ``FILE_FLAG_OPEN_REPARSE_POINT`` is the equivalent: docs/portability.md) raises
:class:`NotSupported` on Windows. The flags are computed when asked for, never at import.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import NotSupported

#: what a refusal names as missing
SAFE_OPEN = QT_TRANSLATE_NOOP("platform", "opening files without following links or blocking")


def read_flags(*, follow: bool = False) -> int:
    """A regular file read: no blocking on a FIFO, no link followed (``follow``: links are followed, as a
    path the user gave is), no controlling terminal, not inherited."""
    if sys.platform == "win32":  # no FIFOs nor controlling terminals there; a link is followed (see above)
        return os.O_RDONLY | os.O_BINARY | os.O_NOINHERIT
    flags = os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK | os.O_NOCTTY
    return flags if follow else flags | os.O_NOFOLLOW


def dir_flags(*, follow: bool = False) -> int:
    """A folder opened to walk below it (``openat``-style): never a link (``follow``: a link to a folder is
    followed, as a layer folder the user configured may be one), never inherited."""
    if sys.platform == "win32":
        raise NotSupported(SAFE_OPEN)
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC
    return flags if follow else flags | os.O_NOFOLLOW


@contextlib.contextmanager
def listed_folder(path: str | os.PathLike[str]) -> Iterator[list[os.DirEntry[str]]]:
    """A folder's entries, valid inside the ``with``. POSIX lists through an open descriptor, so each entry's stat
    resolves its name alone, not the folder's path again (a link to a folder is followed: a layer folder may be
    one); elsewhere by path."""
    if sys.platform == "win32":
        with os.scandir(path) as scanned:
            yield list(scanned)
        return
    folder = os.open(path, dir_flags(follow=True))
    try:
        with os.scandir(folder) as scanned:
            yield list(scanned)  # an entry's stat() needs the descriptor: it stays open until the with ends
    finally:
        os.close(folder)


def append_flags() -> int:
    """A private log appended to (created if missing): no link followed, no blocking on a FIFO put in its place."""
    if sys.platform == "win32":
        raise NotSupported(SAFE_OPEN)
    return os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK


def lock_flags() -> int:
    """A lock file opened (created if missing) to be locked: read-write, no link followed, never blocks."""
    if sys.platform == "win32":
        raise NotSupported(SAFE_OPEN)
    return os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK


def create_new_flags() -> int:
    """A new file that must not exist yet (not even as a link), written once."""
    if sys.platform == "win32":
        raise NotSupported(SAFE_OPEN)
    return os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC


def set_blocking(fd: int, blocking: bool) -> None:
    """Switch a descriptor (a pipe) between blocking and non-blocking reads and writes."""
    if sys.platform == "win32":
        raise NotSupported(SAFE_OPEN)
    os.set_blocking(fd, blocking)


def chmod_fd(fd: int, mode: int) -> None:
    """Set the permission bits of an open file (where a mode has no meaning, nothing is changed)."""
    if sys.platform == "win32":
        return  # NTFS ACLs, not modes: a private file is private through its folder (docs/portability.md)
    os.fchmod(fd, mode)


def pread(fd: int, size: int, offset: int) -> bytes:
    """``size`` bytes at ``offset`` without moving the file position."""
    if sys.platform == "win32":
        os.lseek(fd, offset, os.SEEK_SET)
        return os.read(fd, size)
    return os.pread(fd, size, offset)


#: what a refusal names as missing
OWNERSHIP = QT_TRANSLATE_NOOP("platform", "file ownership checks")

#: the three execute bits of a mode
EXEC_BITS = 0o111


def executable_mode(mode: int) -> bool:
    """Whether a file of ``mode`` may be run directly (some execute bit is set). Windows runs by extension."""
    return bool(mode & EXEC_BITS)


def owned_by_user(info: os.stat_result) -> bool:
    """Whether the file of ``info`` belongs to the user running ScriptDeck."""
    if sys.platform == "win32":
        raise NotSupported(OWNERSHIP)
    return info.st_uid == os.getuid()


def is_root() -> bool:
    """Whether ScriptDeck runs as the superuser (limits such as RLIMIT_NPROC do not hold for it)."""
    if sys.platform == "win32":
        return False
    return os.getuid() == 0


def owner_id() -> int | None:
    """This process's user id, to compare with a file's owner; None where there are no POSIX user ids (Windows,
    whose per-user folders are private already)."""
    if sys.platform == "win32":
        return None
    return os.getuid()
