"""``MIYU-IMAGE`` pictures read as the run saw them (SPEC §19), one function for ``tool-call``, the window and MCP.

A tool names a picture by path; ScriptDeck then reads it with *its own* rights, which are wider than an isolated
tool's. So a picture is read only when the path cannot lead elsewhere: every component is opened with
``O_NOFOLLOW`` relative to the previous one (no symbolic link is followed, ``..`` is refused), the last one must
be a regular file, and for an isolated run the path must lie inside the run's cache dir (the only place the tool
could have written it). Anything else is refused with the reason, and the caller drops the picture with a note.
"""

from __future__ import annotations

import errno
import os
import stat

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import files

#: the window shows pictures up to this size (MCP sends at most 5 MiB each)
MAX_PICTURE_BYTES = 32 * 1024 * 1024

OUTSIDE = QT_TRANSLATE_NOOP("pictures", "outside the run's cache folder (an isolated tool's pictures must be there)")
LINK = QT_TRANSLATE_NOOP("pictures", "a symbolic link on the way (pictures are never read through links)")
NOT_REGULAR = QT_TRANSLATE_NOOP("pictures", "not a regular file")
PARENT = QT_TRANSLATE_NOOP("pictures", "the path contains .. (name the picture directly)")
TOO_LARGE = QT_TRANSLATE_NOOP("pictures", "larger than the limit")


class PictureRefused(Exception):
    """The picture cannot be read safely; ``reason`` is one English phrase (a ``pictures`` translation source).
    ``missing``: nothing is there (yet) — no link, no special file, nothing that could leak."""

    def __init__(self, reason: str, *, missing: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.missing = missing


def _within(path: str, folder: str) -> str | None:
    """``path`` relative to ``folder`` when it lies inside it (as text, before anything is opened), else None."""
    folder = os.path.normpath(folder)
    if path == folder:
        return ""
    return path[len(folder) + 1:] if path.startswith(folder.rstrip("/") + "/") else None


def _open_start(path: str, cache_dir: str, isolated: bool) -> tuple[int, list[str]]:
    """A descriptor of the folder the walk starts from and the components still to open below it."""
    if not os.path.isabs(path):
        path = os.path.join(cache_dir, path)
    rest = _within(path, cache_dir)
    if rest is None and isolated:
        raise PictureRefused(OUTSIDE)
    parts = [part for part in (rest if rest is not None else path).split("/") if part not in ("", ".")]
    if ".." in parts:
        raise PictureRefused(PARENT)
    if rest is None:
        return os.open("/", files.dir_flags()), parts
    try:
        # the cache dir is ScriptDeck's own folder (checked before it is bound into a run); its last component
        # must not be a link either
        return os.open(cache_dir, files.dir_flags()), parts
    except OSError as error:
        raise _refused(error) from None


def _refused(error: OSError) -> PictureRefused:
    if error.errno in (errno.ELOOP, errno.ENOTDIR):
        return PictureRefused(LINK if error.errno == errno.ELOOP else NOT_REGULAR)
    return PictureRefused(error.strerror or type(error).__name__, missing=error.errno == errno.ENOENT)


def _is_link(name: str, dir_fd: int) -> bool:
    """Whether ``name`` in ``dir_fd`` is a symbolic link (``O_DIRECTORY|O_NOFOLLOW`` on a link to a folder fails
    with ENOTDIR, which alone would read as "not a regular file")."""
    try:
        return stat.S_ISLNK(os.lstat(name, dir_fd=dir_fd).st_mode)
    except OSError:
        return False


def open_picture(path: str, *, cache_dir: str, isolated: bool) -> int:
    """A read descriptor of the picture (the caller closes it), or :class:`PictureRefused`."""
    fd, parts = _open_start(path, cache_dir, isolated)
    try:
        if not parts:
            raise PictureRefused(NOT_REGULAR)
        for name in parts[:-1]:
            try:
                following = os.open(name, files.dir_flags(), dir_fd=fd)
            except OSError as error:
                if _is_link(name, fd):
                    raise PictureRefused(LINK) from None
                raise _refused(error) from None
            os.close(fd)
            fd = following
        try:
            picture = os.open(parts[-1], files.read_flags(), dir_fd=fd)
        except OSError as error:
            raise _refused(error) from None
    finally:
        os.close(fd)
    if not stat.S_ISREG(os.fstat(picture).st_mode):
        os.close(picture)
        raise PictureRefused(NOT_REGULAR)
    return picture


def check_picture(path: str, *, cache_dir: str, isolated: bool) -> None:
    """:class:`PictureRefused` unless :func:`read_picture` could read ``path`` now."""
    os.close(open_picture(path, cache_dir=cache_dir, isolated=isolated))


def read_picture(path: str, *, cache_dir: str, isolated: bool, limit: int) -> bytes:
    """The picture's bytes (at most ``limit``), or :class:`PictureRefused` naming why not."""
    fd = open_picture(path, cache_dir=cache_dir, isolated=isolated)
    try:
        if os.fstat(fd).st_size > limit:
            raise PictureRefused(TOO_LARGE)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise PictureRefused(TOO_LARGE)
        return b"".join(chunks)
    finally:
        os.close(fd)
