"""Locks: an exclusive advisory lock on an open lock file, tried without waiting.

POSIX: ``flock`` (``fcntl`` is imported on first use, so a system without it still imports every ``core``
module). Elsewhere (Windows: ``LockFileEx`` with ``LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY`` on one
byte; docs/portability.md) :func:`try_lock` raises :class:`NotSupported`, and every write under a lock refuses.
"""

from __future__ import annotations

import sys

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import NotSupported

LOCKS = QT_TRANSLATE_NOOP("platform", "file locks")


def try_lock(fd: int) -> bool:
    """Take the exclusive lock of ``fd``'s file: True when taken, False when another holder has it. Any other
    failure raises ``OSError``. Closing the descriptor releases the lock."""
    if sys.platform == "win32":
        raise NotSupported(LOCKS)
    try:
        import fcntl
    except ImportError:
        raise NotSupported(LOCKS) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


#: the file inside a run's private folder whose lock says the run is still going (SPEC §31)
IN_USE_FILE = ".in-use"


def hold_in_use(folder: str) -> int:
    """Mark ``folder`` in use for as long as the returned descriptor stays open: an exclusive lock on its
    :data:`IN_USE_FILE`, held by this open file description and released by the kernel when it is closed or the
    process dies in any way. Not inherited by the run's own processes (close-on-exec).

    Liveness is this lock, never a PID looked up (SPEC §31): a ScriptDeck in another PID namespace, a PID reused by
    another program, a process we may not signal and this process's own concurrent runs all see a held lock.
    ``flock`` locks belong to the open file description, so two runs of one process exclude each other too."""
    import os

    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(os.path.join(folder, IN_USE_FILE), flags, 0o600)
    try:
        if not _lock_nowait(fd):
            raise BlockingIOError(f"{folder} is in use by another run")
    except BaseException:
        os.close(fd)
        raise
    return fd


def in_use(folder: str) -> bool:
    """Whether a run still holds ``folder`` (see :func:`hold_in_use`). A folder whose lock file is missing is taken
    as in use: it is being set up right now (the lock file comes a moment after the folder)."""
    import os

    flags = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(os.path.join(folder, IN_USE_FILE), flags)
    except FileNotFoundError:
        return True
    try:
        return not _lock_nowait(fd)  # taken: nobody held it (closing releases it at once)
    finally:
        os.close(fd)


def _lock_nowait(fd: int) -> bool:
    if sys.platform == "win32":  # the same seam: one byte locked with LockFileEx semantics (docs/portability.md)
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    return try_lock(fd)
