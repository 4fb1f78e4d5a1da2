"""Advisory locks beside a file (SPEC §15 "Writers serialize across processes").

Every writer of a layer's ``index.json`` (CLI, window, MCP, several agents at once) holds
``.index.json.lock`` for its whole read-modify-write. The lock is ``flock`` (``core/platform/locks.py``) on a
lock file that is never deleted (deleting it would let two writers lock two different files). A writer waits at
most :data:`WAIT_SECONDS` and then gives up with :class:`LockTimeout`; nothing is written. Where the system has no
such lock, :class:`LockUnavailable` says "not supported on this platform" and nothing is written.

The lock is re-entrant inside one process (a caller may hold it around several updates), and threads of one
process are serialized by a per-file ``threading.RLock`` before the ``flock`` is taken.
"""

from __future__ import annotations

import errno
import os
import stat
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from scriptdeck.core.platform import NotSupported, files, locks

#: how long a writer waits for another one before it gives up (SPEC §15: 10 s)
WAIT_SECONDS = 10.0


class LockTimeout(Exception):
    """Another writer held the lock longer than the wait; nothing was written."""

    def __init__(self, path: Path, waited: float) -> None:
        super().__init__(f"{path} is held by another writer (waited {waited:g} s); nothing was written")
        self.path = path
        self.waited = waited


class LockUnavailable(OSError):
    """The lock file cannot be opened (read-only folder, a directory or special file in its place)."""


class _Held:
    __slots__ = ("depth", "fd", "thread_lock")

    def __init__(self) -> None:
        self.thread_lock = threading.RLock()
        self.fd = -1
        self.depth = 0


_table_lock = threading.Lock()
_table: dict[str, _Held] = {}


def _open_lock_file(path: Path) -> int:
    try:
        fd = os.open(path, files.lock_flags(), 0o600)
    except NotSupported as missing:
        raise LockUnavailable(errno.ENOSYS, f"cannot lock {path}: {missing.error}") from None
    except OSError as error:
        raise LockUnavailable(error.errno, f"cannot open the lock file {path}: {error.strerror or error}") from error
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise LockUnavailable(errno.EINVAL, f"the lock file {path} is not a regular file; remove it")
    except BaseException:
        os.close(fd)
        raise
    return fd


@contextmanager
def locked(path: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the advisory lock file ``path`` (created if missing) for the ``with`` block.

    Raises :class:`LockTimeout` after ``wait`` seconds (default :data:`WAIT_SECONDS`), or
    :class:`LockUnavailable` when the lock file cannot be opened.
    """
    wait = WAIT_SECONDS if wait is None else wait
    key = os.path.abspath(path)
    with _table_lock:
        held = _table.setdefault(key, _Held())
    deadline = time.monotonic() + wait
    if not held.thread_lock.acquire(timeout=max(wait, 0.0)):
        raise LockTimeout(Path(path), wait)
    try:
        if held.depth == 0:
            fd = _open_lock_file(Path(path))
            delay = 0.002
            while True:
                try:
                    if locks.try_lock(fd):
                        break
                except NotSupported as missing:
                    os.close(fd)
                    raise LockUnavailable(errno.ENOSYS, f"cannot lock {path}: {missing.error}") from None
                except OSError as error:
                    os.close(fd)
                    raise LockUnavailable(error.errno, f"cannot lock {path}: {error.strerror or error}") from error
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    os.close(fd)
                    raise LockTimeout(Path(path), wait) from None
                time.sleep(min(delay, remaining))
                delay = min(delay * 2, 0.05)
            held.fd = fd
        held.depth += 1
        try:
            yield
        finally:
            held.depth -= 1
            if held.depth == 0:
                fd, held.fd = held.fd, -1
                os.close(fd)  # closing the only descriptor releases the flock
    finally:
        held.thread_lock.release()
