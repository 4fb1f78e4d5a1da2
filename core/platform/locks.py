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
