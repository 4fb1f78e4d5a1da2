"""ScriptDeck's own state files fail closed (SPEC §19): ``settings.json``, ``sandbox.json`` and ``trust.json``.

A missing file is simply empty; missing means no directory entry at all at the path (``lstat`` finds nothing,
SPEC §24). A file that exists but cannot be used (not JSON, a stray comma, not an object, a FIFO, a folder, a
symbolic link whose target is gone or that loops, unreadable) is *broken*: nothing falls back to a default. Runs whose tool may be limited or
pinned are refused (:class:`StateBroken`, with the file, line and column and a fix), and writers refuse rather
than overwrite it. The window's banner lists them (``gui.services.state_files``).
"""

from __future__ import annotations

import errno
import json
import os
from contextlib import ExitStack, contextmanager
from pathlib import Path

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.jsonsafe import JsonInputError, loads_strict
from scriptdeck.core.store.fsutil import read_regular

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any, Final

#: ScriptDeck's own state files are small; a larger one is broken, never read whole
MAX_STATE_BYTES = 16 * 1024 * 1024

BROKEN = QT_TRANSLATE_NOOP("state", "{a0} cannot be used (line {a1}, column {a2}: {a3}); nothing was run")
BROKEN_FIX = QT_TRANSLATE_NOOP(
    "state", "repair the file (open it in ScriptDeck or an editor and fix line {a1}), or move it away to start "
             "from the defaults")
WRITE_BROKEN = QT_TRANSLATE_NOOP("state", "{a0} cannot be used (line {a1}, column {a2}: {a3}); nothing was written")


class Broken:
    """Where a state file is broken: ``line``/``column`` are 1-based (1, 1 when the file as a whole is wrong).
    A read-only record (a plain class: a frozen dataclass costs ~0.5 ms to create at import, on every
    ``tool-call``)."""

    __slots__ = ("path", "line", "column", "message")

    def __init__(self, path: Path, line: int, column: int, message: str) -> None:
        self.path: Final = path
        self.line: Final = line
        self.column: Final = column
        self.message: Final = message

    def __repr__(self) -> str:
        return f"Broken({self.path!r}, {self.line}, {self.column}, {self.message!r})"

    def to_json(self) -> dict[str, Any]:
        return {"file": str(self.path), "line": self.line, "column": self.column, "message": self.message}


class StateBroken(LocalizedError, OSError, ValueError):
    """A state file cannot be parsed: a run that depends on it is refused, a write to it is refused. An
    ``OSError`` and a ``ValueError`` too, so every caller that already reports a failed save reports this one."""

    context = "state"

    def __init__(self, broken: Broken, *, writing: bool = False) -> None:
        super().__init__(WRITE_BROKEN if writing else BROKEN, BROKEN_FIX, a0=str(broken.path), a1=broken.line,
                         a2=broken.column, a3=broken.message)
        self.broken = broken


class _Unusable(ValueError):
    """A number the strict reader refuses (``1e400`` is no finite float), with its text to find it by."""

    def __init__(self, literal: str) -> None:
        super().__init__(literal)
        self.literal = literal


def _finite(literal: str) -> float:
    value = float(literal)
    if value in (float("inf"), float("-inf")) or value != value:
        raise _Unusable(literal)
    return value


def _position(text: bytes) -> tuple[int, int]:
    """Line and column of the first JSON syntax error in ``text``, or of the first number too large to be read
    (``1e400``); (1, 1) when the error is not positional."""
    decoded = text.decode("utf-8", "replace")
    try:
        json.loads(decoded, parse_float=_finite, parse_constant=_Unusable)
    except json.JSONDecodeError as error:
        return error.lineno, error.colno
    except _Unusable as error:
        before = decoded[: max(decoded.find(error.literal), 0)]
        return before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1
    except (ValueError, RecursionError):
        pass
    return 1, 1


def load_state(path: Path) -> tuple[dict[str, Any], Broken | None]:
    """(the file's top-level object, None), ``({}, None)`` when the file does not exist, or ``({}, Broken)``."""
    path = Path(path)
    try:
        raw = read_regular(path, MAX_STATE_BYTES)
    except FileNotFoundError:
        return {}, _dangling(path)
    except OSError as error:
        return {}, Broken(path, 1, 1, error.strerror or str(error))
    if len(raw) > MAX_STATE_BYTES:
        return {}, Broken(path, 1, 1, f"larger than {MAX_STATE_BYTES} bytes")
    try:
        data = loads_strict(raw, max_bytes=MAX_STATE_BYTES)
    except JsonInputError as error:
        line, column = _position(raw)
        return {}, Broken(path, line, column, str(error))
    if not isinstance(data, dict):
        return {}, Broken(path, 1, 1, "the top level is not a JSON object")
    return data, None


def _dangling(path: Path) -> Broken | None:
    """None when nothing at all stands at ``path`` (the file is absent, SPEC §24); a :class:`Broken` when a
    directory entry is there but opening it found no file: a symbolic link whose target is gone. Absent means
    "defaults", so only ``lstat``'s own "no such entry" may say so: a dangling link read as absent let an edited
    ``enforce`` fall back to ``warn`` and a broken ``sandbox.json`` to "no limits"."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return Broken(path, 1, 1, error.strerror or str(error))
    try:
        target = os.readlink(path)
    except OSError:
        return Broken(path, 1, 1, "it disappeared or changed while it was read")
    return Broken(path, 1, 1, f"a symbolic link to {target}, which does not exist")


@contextmanager
def writing(path: Path) -> Iterator[None]:
    """Hold ``path``'s writer lock (``.NAME.lock`` beside it) for a read-modify-write of the file: every writer
    re-reads the file inside it, so two processes changing it at once (the window, ``tool-call``, several agents)
    never lose each other's change. Re-entrant in one process. A writer that waits longer than 10 s gets
    :class:`WriteFailed` and writes nothing."""
    from scriptdeck.core.store.fsutil import WriteFailed, ensure_private_dir
    from scriptdeck.core.store.lockfile import LockTimeout, locked

    path = Path(path)
    ensure_private_dir(path.parent)
    with ExitStack() as stack:
        try:
            stack.enter_context(locked(path.with_name("." + path.name + ".lock")))
        except LockTimeout as error:
            raise WriteFailed(errno.EBUSY, str(error)) from error
        yield
