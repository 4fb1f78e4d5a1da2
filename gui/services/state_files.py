"""State files that fail closed (SPEC §19): settings.json, sandbox.json and the trust store, when one cannot be
parsed, is listed here so the window can show it (open / reset) and never writes over it.

Each file is read as every run reads it (``core.store.statefile.load_state``: non-blocking, bounded), so what the
banner shows is exactly what refuses runs; the parse error is kept to say it in the UI language.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from scriptdeck.core.run.sandbox import SandboxStore
from scriptdeck.core.store.fsutil import read_regular
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.statefile import MAX_STATE_BYTES, load_state
from scriptdeck.gui.services.texts import json_error_text


@dataclass(frozen=True)
class BrokenStateFile:
    kind: str  # "settings", "sandbox" or "trust"
    path: Path
    error: str  # English, from the parser
    reason: Exception | None = field(default=None, compare=False)  # the parse error, to say it in the UI language

    def error_text(self) -> str:
        """The parse error in the UI language where it is a JSON syntax error, else as the parser said it."""
        return json_error_text(self.reason) if self.reason is not None else self.error


def state_files(home: Home) -> dict[str, Path]:
    return {"settings": home.settings_path, "sandbox": home.state_dir / "sandbox.json",
            "trust": home.state_dir / "trust.json"}


def problem(path: Path) -> str:
    """Why ``path`` cannot be used ("" when it is missing or parses to a JSON object)."""
    return _check(path)[0]


def _check(path: Path) -> tuple[str, Exception | None]:
    """Read as core reads it (``load_state``: non-blocking, bounded), so a FIFO in its place never hangs the window;
    a ``sandbox.json`` whose limits cannot be read is broken too (runs refuse it)."""
    _, broken = load_state(path)
    if broken is None and path.name == "sandbox.json":
        _, broken = SandboxStore(path.parent).read()
    if broken is None:
        return "", None
    reason: Exception | None = None
    try:  # the plain parser's error keeps line, column and reason apart, for the UI language
        json.loads(read_regular(path, MAX_STATE_BYTES))
    except json.JSONDecodeError as plain:
        reason = plain
    except (OSError, ValueError, RecursionError):
        pass
    return broken.message, reason


def broken_state_files(home: Home) -> list[BrokenStateFile]:
    found = []
    for kind, path in state_files(home).items():
        error, reason = _check(path)
        if error:
            found.append(BrokenStateFile(kind, path, error, reason))
    return found


def refuse_if_broken(path: Path) -> None:
    """Before the window writes a state file: a file that does not parse is never overwritten (OSError)."""
    error, reason = _check(path)
    if error:
        raise OSError(QCoreApplication.translate(
            "StateFiles", "%1 cannot be read (%2); it is left as it is. Repair it, or reset it from the banner at "
            "the top of the window.").replace("%1", str(path)).replace(
                "%2", json_error_text(reason) if reason is not None else error))


def move_aside(path: Path) -> Path:
    """Reset: the broken file is kept next to itself as ``<name>.broken-<time>``, never deleted or overwritten."""
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{number}")
    os.rename(path, target)
    return target
