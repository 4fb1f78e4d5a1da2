"""Named argument presets per tool, kept in ScriptDeck's state (never in index.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scriptdeck.core.store.fsutil import write_private
from scriptdeck.core.store.statefile import StateBroken, load_state


class Presets:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def _load(self, *, writing: bool = False) -> dict[str, dict[str, Any]]:
        """The presets; a file that cannot be used (not JSON, a FIFO: never blocks) reads as none, and a write over
        it raises :class:`StateBroken` (an ``OSError``) so the user's presets are never overwritten (SPEC §19)."""
        data, broken = load_state(self.path)
        if broken is not None and writing:
            raise StateBroken(broken, writing=True)
        return data

    def _write(self, data: dict[str, Any]) -> None:
        """0600 in a 0700 folder (presets hold arguments); never NaN/Infinity (those are refused when saved)."""
        write_private(self.path, (json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n")
                      .encode("utf-8"))

    def names(self, tool_id: str) -> list[str]:
        table = self._load().get(tool_id)
        return sorted(table) if isinstance(table, dict) else []

    def get(self, tool_id: str, name: str) -> Any:
        table = self._load().get(tool_id)
        return table.get(name) if isinstance(table, dict) else None

    def save(self, tool_id: str, name: str, args: Any) -> None:
        data = self._load(writing=True)
        table = data.setdefault(tool_id, {})
        if not isinstance(table, dict):
            table = data[tool_id] = {}
        table[name] = args
        self._write(data)

    def delete(self, tool_id: str, name: str) -> None:
        data = self._load()
        table = data.get(tool_id)
        if isinstance(table, dict) and name in table:
            del table[name]
            self._write(data)


def presets_path(state_dir: Path) -> Path:
    return Path(state_dir) / "presets.json"
