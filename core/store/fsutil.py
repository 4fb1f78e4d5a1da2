"""Atomic writes for files the user owns: temp file in the same folder, fsync, rename.

Also ScriptDeck's private folders (SPEC §15 "Secrets stay private"): ``config/`` and ``state/`` are 0700 and
every file ScriptDeck writes in them 0600, enforced on each write (an older, wider folder is narrowed).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from scriptdeck.core.platform import files

PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600


class WriteFailed(OSError):
    """The write did not happen; the old file is untouched."""


class NotRegularFile(OSError):
    """A FIFO, socket, device or folder where a regular file was expected (never read: it could block)."""


class FileTooLarge(OSError):
    """The file is larger than its reader's bound (said before anything is read)."""


def read_regular(path: str | os.PathLike[str], limit: int, *, refuse_larger: bool = False) -> bytes:
    """The first ``limit + 1`` bytes of a regular file at most: one byte more than ``limit`` tells the caller the
    file is larger. The one reader for files ScriptDeck does not control (scripts, index.json, settings, caches,
    other programs' configs).

    Opened non-blocking (``O_NOCTTY`` too) and checked with ``fstat`` before any read, so a FIFO, socket, device or
    folder raises :class:`NotRegularFile` instead of blocking; ``refuse_larger`` raises :class:`FileTooLarge` for a
    file whose size is over ``limit`` without reading it. Every read is bounded whatever the file claims its size
    is, and a file read whole in one call costs one ``read``.
    """
    return read_regular_stat(path, limit, refuse_larger=refuse_larger)[0]


def read_regular_stat(path: str | os.PathLike[str], limit: int, *,
                      refuse_larger: bool = False) -> tuple[bytes, os.stat_result]:
    """:func:`read_regular`, with the ``fstat`` it makes anyway: a caller that has not looked at the file yet gets
    its stat from the open file, without a ``stat`` call before it."""
    fd = os.open(path, files.read_flags(follow=True))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", os.fspath(path))
        if refuse_larger and info.st_size > limit:
            raise FileTooLarge(errno.EFBIG, f"larger than {limit} bytes", os.fspath(path))
        chunks, size = [], 0
        while size <= limit:
            # the size fstat gave (+1 to see the end) in one read: one buffer, no join; 64 KiB steps past it
            wanted = min(limit + 1 - size, max(info.st_size + 1 - size, 1 << 16))
            chunk = os.read(fd, wanted)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if len(chunk) < wanted and size >= info.st_size:
                break  # a short read at the size fstat gave: the end of the file, no second read to learn it
        return (chunks[0] if len(chunks) == 1 else b"".join(chunks)), info
    finally:
        os.close(fd)


#: the largest script ScriptDeck copies or keeps whole (trash, undo snapshots, fix backups, conversions)
MAX_SCRIPT_BYTES = 64 * 1024 * 1024


def read_whole(path: str | os.PathLike[str], limit: int = MAX_SCRIPT_BYTES) -> bytes:
    """A regular file's whole content, for copying or keeping it: :func:`read_regular` with ``refuse_larger``,
    so a FIFO, socket or device swapped in raises :class:`NotRegularFile` at once (never blocks) and a file over
    ``limit`` raises :class:`FileTooLarge` before anything is read. Both are ``OSError``."""
    return read_regular(path, limit, refuse_larger=True)


def special_kind(path: Path) -> str | None:
    """What stands at ``path`` when it is not a file a writer may replace (SPEC §19): ``"FIFO"``, ``"socket"``,
    ``"device"`` or ``"folder"``; None for nothing, a regular file or a symbolic link (which is replaced, never
    written through). Only ``lstat``: nothing is opened, so a FIFO cannot block."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    if stat.S_ISREG(mode) or stat.S_ISLNK(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "FIFO"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISDIR(mode):
        return "folder"
    return "device"


def refuse_special(path: Path) -> None:
    """:class:`WriteFailed` when a FIFO, socket, device or folder stands at ``path`` (nothing is opened)."""
    kind = special_kind(path)
    if kind is not None:
        raise WriteFailed(errno.EINVAL, f"{path} is a {kind}, not a regular file; nothing was written")


def read_existing(path: Path, limit: int) -> bytes | None:
    """The bytes of the regular file a writer is about to replace (to restore it on failure), None when there is
    none. Opened with ``O_NONBLOCK | O_NOFOLLOW``: a FIFO never blocks, a link is not followed (it is kept as a
    link by the caller); anything but a regular file of at most ``limit`` bytes raises :class:`WriteFailed`."""
    refuse_special(path)
    try:
        fd = os.open(path, files.read_flags())
    except FileNotFoundError:
        return None
    except OSError as error:
        raise WriteFailed(error.errno, f"could not read {path}: {error.strerror or error}") from error
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
            raise WriteFailed(errno.EINVAL, f"{path} is not a regular file of at most {limit} bytes")
        chunks, size = [], 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise WriteFailed(errno.EFBIG, f"{path} grew past {limit} bytes while it was read")
        return b"".join(chunks)
    finally:
        os.close(fd)


def ensure_private_dir(directory: Path) -> Path:
    """Create ``directory`` and make it 0700, also when it already existed.

    Folders this call creates on the way are 0700 too (``state/fix-backups`` on a new home must not leave
    ``state/`` world-readable); existing parents are left as they are.
    """
    directory = Path(directory)
    missing = []
    probe = directory
    while not probe.exists() and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    for folder in reversed(missing):
        try:
            folder.mkdir(mode=PRIVATE_DIR_MODE)
        except FileExistsError:
            pass  # made by a concurrent writer meanwhile
        else:
            os.chmod(folder, PRIVATE_DIR_MODE)  # mkdir's mode is narrowed by the umask, never widened: set it
    directory.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR_MODE)
    try:
        if os.stat(directory).st_mode & 0o7777 != PRIVATE_DIR_MODE:
            os.chmod(directory, PRIVATE_DIR_MODE)
    except OSError:
        pass  # not ours to change (another owner): the write itself says what is wrong
    return directory


def write_private(path: Path, data: bytes) -> None:
    """Atomically write a file of ScriptDeck's own config/state: folder 0700, file 0600."""
    path = Path(path)
    ensure_private_dir(path.parent)
    atomic_write(path, data, mode=PRIVATE_FILE_MODE)


def open_private_append(path: Path) -> int:
    """An O_APPEND descriptor on a private file (created 0600; an existing wider file is narrowed). A FIFO,
    socket or device in its place raises :class:`WriteFailed`: checked with ``lstat`` first, and opened with
    ``O_NONBLOCK`` so a FIFO swapped in meanwhile cannot block either (SPEC §19)."""
    path = Path(path)
    ensure_private_dir(path.parent)
    refuse_special(path)
    fd = os.open(path, files.append_flags(), PRIVATE_FILE_MODE)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise WriteFailed(errno.EINVAL, f"{path} is not a regular file; nothing was written")
    files.set_blocking(fd, True)
    try:
        if os.fstat(fd).st_mode & 0o7777 != PRIVATE_FILE_MODE:
            files.chmod_fd(fd, PRIVATE_FILE_MODE)
    except OSError:
        pass
    return fd


def remove_stale_temps(path: Path) -> list[Path]:
    """Delete the temp files :func:`atomic_write` leaves for ``path`` when its writer was killed.

    Only call this while holding the lock every writer of ``path`` takes (see lockfile.py): then no other
    writer exists, so every ``.<name>.*.tmp`` is a leftover and removing it cannot hurt a live write.
    """
    path = Path(path)
    prefix, removed = "." + path.name + ".", list[Path]()
    try:
        names = os.listdir(path.parent)
    except OSError:
        return removed
    for name in names:
        if name.startswith(prefix) and name.endswith(".tmp") and len(name) > len(prefix) + 4:
            candidate = path.parent / name
            try:
                if stat.S_ISDIR(os.lstat(candidate).st_mode):
                    continue
                os.unlink(candidate)
                removed.append(candidate)
            except OSError:
                continue
    return removed


def atomic_write(path: Path, data: bytes, *, backup: bool = False, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` so that a crash at any point leaves the old or the new file whole.

    ``backup``: the old content is kept as ``NAME.bak`` first, written the same way: whatever is at that name (a
    symlink out of the folder, a FIFO) is replaced, never written through or opened."""
    path = Path(path)
    refuse_special(path)  # a FIFO, socket or device is never replaced silently (nor opened: SPEC §19)
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    if mode is None:
        try:
            mode = os.stat(path).st_mode & 0o7777
        except FileNotFoundError:
            mode = 0o644
    if backup:
        try:
            old: bytes | None = read_whole(path)
        except FileNotFoundError:
            old = None
        except OSError as error:
            raise WriteFailed(error.errno, f"could not keep a backup of {path}: {error.strerror or error}") from error
        if old is not None:
            _replace_with(path.with_name(path.name + ".bak"), old, mode)
    _replace_with(path, data, mode)
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def _replace_with(path: Path, data: bytes, mode: int) -> None:
    """A temporary file beside ``path`` holding ``data`` (synced, ``mode``), renamed over ``path``."""
    import tempfile  # loaded on the first atomic write only: the agent's path has none

    fd, tmp_name = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, path)
    except BaseException as error:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        if isinstance(error, OSError):
            raise WriteFailed(error.errno, f"could not write {path}: {error.strerror or error}") from error
        raise
