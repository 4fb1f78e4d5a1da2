"""A one-click lint fix never loses the user's script: the file is copied into ScriptDeck's state before the
fix, and the fix can be undone from that copy (content and mode). Qt-free; the window records it for undo."""

from __future__ import annotations

import stat
import time
from dataclasses import dataclass
from pathlib import Path

from scriptdeck.core.store.fsutil import atomic_write, ensure_private_dir, read_whole


@dataclass(frozen=True)
class FixBackup:
    tool_id: str
    path: Path  # the script that was fixed
    backup: Path  # the copy taken before the fix
    mode: int  # the script's permission bits before the fix
    code: str  # the lint code that was fixed


def take_backup(state_dir: Path, tool_id: str, path: Path, code: str) -> FixBackup:
    """Copy ``path`` into ``state_dir/fix-backups`` before it is changed. Raises OSError."""
    folder = ensure_private_dir(state_dir / "fix-backups")
    data = read_whole(path)
    mode = stat.S_IMODE(path.stat().st_mode)
    backup = folder / f"{tool_id}-{time.strftime('%Y%m%d-%H%M%S')}-{time.monotonic_ns() % 1_000_000}{path.suffix}"
    atomic_write(backup, data, mode=0o600)
    return FixBackup(tool_id, path, backup, mode, code)


def undo_fix(record: FixBackup) -> None:
    """Put the script back as it was before the fix (bytes and mode). Raises OSError."""
    atomic_write(record.path, read_whole(record.backup), mode=record.mode)
