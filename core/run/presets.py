"""Named argument presets per tool, kept in ScriptDeck's state (never in index.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scriptdeck.core.store.fsutil import atomic_write


class Presets:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def _load(self) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def names(self, tool_id: str) -> list[str]:
        table = self._load().get(tool_id)
        return sorted(table) if isinstance(table, dict) else []

    def get(self, tool_id: str, name: str) -> Any:
        table = self._load().get(tool_id)
        return table.get(name) if isinstance(table, dict) else None

    def save(self, tool_id: str, name: str, args: Any) -> None:
        data = self._load()
        table = data.setdefault(tool_id, {})
        if not isinstance(table, dict):
            table = data[tool_id] = {}
        table[name] = args
        atomic_write(self.path, (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))

    def delete(self, tool_id: str, name: str) -> None:
        data = self._load()
        table = data.get(tool_id)
        if isinstance(table, dict) and name in table:
            del table[name]
            atomic_write(self.path, (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))


def presets_path(state_dir: Path) -> Path:
    return Path(state_dir) / "presets.json"
