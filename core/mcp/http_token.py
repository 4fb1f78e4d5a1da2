"""The bearer token of ``scriptdeck mcp --http`` (SPEC §27): ``<home state>/mcp-http-token``.

One shared secret per home: 32 random bytes, URL-safe base64, made on first use, kept 0600 in the private state
folder. ``scriptdeck mcp token`` prints it, ``--rotate`` replaces it atomically. A running server re-reads it when
the file's ``stat`` changes (one ``stat`` per request, no thread), so a rotation locks the old token out at once.

The file fails closed like every state file (SPEC §19, §24): a symlink, a folder, a FIFO, a file another user owns
or others can read, or content that is not a token is *broken* — no server starts on it, a running server accepts
nothing while it is so, and nothing overwrites it except an explicit ``--rotate`` of a regular file.
The token itself never appears in an error message, a log line or history.
"""

from __future__ import annotations

import errno
import hmac
import os
import re
import secrets
import stat
from pathlib import Path

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import files
from scriptdeck.core.store.fsutil import PRIVATE_FILE_MODE, atomic_write, ensure_private_dir

TOKEN_FILE = "mcp-http-token"
#: ``secrets.token_urlsafe(32)``: 43 characters of ``[A-Za-z0-9_-]``
TOKEN_BYTES = 32
#: a token file is tiny; more than this is not a token (never read whole)
MAX_FILE = 1024
_TOKEN = re.compile(rb"[A-Za-z0-9_-]{32,256}\n?")

BROKEN = QT_TRANSLATE_NOOP("mcp", "the HTTP token file {a0} cannot be used ({a1}); nothing was served")
BROKEN_FIX = QT_TRANSLATE_NOOP(
    "mcp", "remove it (rm {a0}) and run scriptdeck mcp token to make a new one; give the new token to your agents")
WHY_KIND = QT_TRANSLATE_NOOP("mcp", "it is a {a0}, not a regular file")
WHY_OWNER = QT_TRANSLATE_NOOP("mcp", "another user owns it")
WHY_MODE = QT_TRANSLATE_NOOP("mcp", "other users may read it (mode {a0})")
WHY_CONTENT = QT_TRANSLATE_NOOP("mcp", "it does not hold one token")
WHY_OS = "{a0}"  # the system's own words (strerror)
KINDS = {"symlink": QT_TRANSLATE_NOOP("mcp", "symbolic link"), "folder": QT_TRANSLATE_NOOP("mcp", "folder"),
         "fifo": QT_TRANSLATE_NOOP("mcp", "FIFO"), "socket": QT_TRANSLATE_NOOP("mcp", "socket"),
         "device": QT_TRANSLATE_NOOP("mcp", "device")}


class TokenBroken(LocalizedError):
    """The token file exists but cannot be used. Its message names the file and why — never the content."""

    context = "mcp"

    def __init__(self, path: Path, why: str, **args: str) -> None:
        self.why_template, self.why_args = why, args
        super().__init__(BROKEN, BROKEN_FIX, a0=str(path), a1=why.format(**args))

    def message(self, lang: str) -> tuple[str, str]:
        from scriptdeck.core.contract.i18n import translate

        args = {key: translate("mcp", value, lang) if self.why_template == WHY_KIND else value
                for key, value in self.why_args.items()}
        why = translate("mcp", self.why_template, lang).format(**args)
        return (translate("mcp", BROKEN, lang).format(a0=self.args_["a0"], a1=why),
                translate("mcp", BROKEN_FIX, lang).format(a0=self.args_["a0"]))


def token_path(state_dir: Path) -> Path:
    return Path(state_dir) / TOKEN_FILE


def _kind(mode: int) -> str:
    if stat.S_ISLNK(mode):
        return KINDS["symlink"]
    if stat.S_ISDIR(mode):
        return KINDS["folder"]
    if stat.S_ISFIFO(mode):
        return KINDS["fifo"]
    if stat.S_ISSOCK(mode):
        return KINDS["socket"]
    return KINDS["device"]


def _check(path: Path, info: os.stat_result) -> None:
    """Refuse a token file that is not a private regular file of ours (``info`` from ``lstat`` or ``fstat``)."""
    if not stat.S_ISREG(info.st_mode):
        raise TokenBroken(path, WHY_KIND, a0=_kind(info.st_mode))
    if not files.owned_by_user(info):
        raise TokenBroken(path, WHY_OWNER)
    if info.st_mode & 0o077:
        raise TokenBroken(path, WHY_MODE, a0=f"{info.st_mode & 0o777:o}")


def read_token(path: Path) -> tuple[bytes, os.stat_result] | None:
    """(the token, the file's stat), or None when no directory entry exists at ``path``; :class:`TokenBroken`
    otherwise. Never follows a link, never blocks on a FIFO."""
    path = Path(path)
    try:
        _check(path, os.lstat(path))
        fd = os.open(path, files.read_flags())
    except FileNotFoundError:
        return None
    except OSError as error:
        raise TokenBroken(path, WHY_OS, a0=error.strerror or str(error)) from None
    try:
        info = os.fstat(fd)
        _check(path, info)  # what was opened, not only what lstat saw
        data = os.read(fd, MAX_FILE + 1)
    except OSError as error:
        raise TokenBroken(path, WHY_OS, a0=error.strerror or str(error)) from None
    finally:
        os.close(fd)
    if not _TOKEN.fullmatch(data):
        raise TokenBroken(path, WHY_CONTENT)
    return data.rstrip(b"\n"), info


def new_token() -> bytes:
    return secrets.token_urlsafe(TOKEN_BYTES).encode("ascii")


def ensure_token(path: Path) -> bytes:
    """The token, made now when there is none. Two processes making it at once agree: the file is created with
    ``link`` (never replaced), and whoever loses reads the winner's."""
    path = Path(path)
    found = read_token(path)
    if found is not None:
        return found[0]
    ensure_private_dir(path.parent)
    import tempfile

    fd, temp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            files.chmod_fd(handle.fileno(), PRIVATE_FILE_MODE)
            handle.write(new_token() + b"\n")
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(temp, path)
        except FileExistsError:
            pass  # made meanwhile (or something else stands there): read it as it is
    finally:
        os.unlink(temp)
    found = read_token(path)
    if found is None:  # removed again between the link and the read
        raise TokenBroken(path, WHY_OS, a0=os.strerror(errno.ENOENT))
    return found[0]


def rotate_token(path: Path) -> bytes:
    """Replace the token (atomically) and return the new one. Refuses what is not a regular file of ours: a
    symlink, folder or FIFO at the path is the user's to look at, never replaced silently."""
    path = Path(path)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return ensure_token(path)
    if not stat.S_ISREG(info.st_mode) or not files.owned_by_user(info):
        _check(path, info)  # raises: a wrong kind or owner
    ensure_private_dir(path.parent)
    token = new_token()
    atomic_write(path, token + b"\n", mode=PRIVATE_FILE_MODE)
    return token


def _signature(info: os.stat_result) -> tuple[int, int, int, int, int]:
    return info.st_ino, info.st_dev, info.st_size, info.st_mtime_ns, info.st_ctime_ns


class TokenCheck:
    """The running server's view of the token: :meth:`accepts` compares in constant time against the file as it
    is now (re-read only when its ``stat`` changed). A missing or broken file accepts nothing (fail closed)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._seen: tuple[int, int, int, int, int] | None = None
        self._token: bytes | None = None
        self.problem: str = ""
        self._load()

    def _load(self) -> None:
        try:
            found = read_token(self.path)
        except TokenBroken as error:
            self._token, self._seen, self.problem = None, None, error.error
            return
        if found is None:
            self._token, self._seen, self.problem = None, None, f"{self.path} does not exist"
            return
        self._token, info = found
        self._seen, self.problem = _signature(info), ""

    def current(self) -> bytes | None:
        try:
            info = os.lstat(self.path)
        except OSError:
            self._token, self._seen = None, None
            self.problem = f"{self.path} does not exist"
            return None
        if self._seen is None or _signature(info) != self._seen:
            self._load()
        return self._token

    def accepts(self, offered: str) -> bool:
        """Whether ``offered`` (the header's text, any characters) is the token, in constant time."""
        token = self.current()
        if token is None:
            return False
        return hmac.compare_digest(offered.encode("utf-8", "surrogatepass"), token)
