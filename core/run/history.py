"""Run history: append-only JSON lines in ScriptDeck's state, bounded, tolerant of a torn last line."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.store.fsutil import open_private_append, write_private

MAX_BYTES = 4 * 1024 * 1024
KEEP_BYTES = 2 * 1024 * 1024


class History:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def append(self, record: dict[str, Any]) -> None:
        """Append one record. The file is 0600 in a 0700 folder: it holds run arguments (SPEC §15)."""
        line = dumps_out(record, separators=(",", ":")) + "\n"
        fd = open_private_append(self.path)
        with os.fdopen(fd, "ab") as handle:
            size = os.fstat(fd).st_size
            prefix = b""
            if size:
                with open(self.path, "rb") as reader:
                    reader.seek(size - 1)
                    if reader.read(1) != b"\n":
                        prefix = b"\n"  # a torn last line stays torn; ours starts on a fresh line
            handle.write(prefix + line.encode("utf-8"))
        if size + len(line) > MAX_BYTES:
            self._compact()

    def clear(self) -> None:
        """Forget every run (the window's "Clear history"); the file is removed, the folder stays private."""
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass

    def _compact(self) -> None:
        data = self.path.read_bytes()
        tail = data[-KEEP_BYTES:]
        cut = tail.find(b"\n")
        write_private(self.path, tail[cut + 1 :] if cut >= 0 else b"")

    def records(self, tool_id: str | None = None, limit: int | None = None) -> list[dict[str, Any]]:
        """Newest first. Lines that do not parse (a torn last write) are skipped."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return []
        out = []
        for line in reversed(raw.split(b"\n")):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if not isinstance(record, dict) or (tool_id is not None and record.get("tool_id") != tool_id):
                continue
            out.append(record)
            if limit is not None and len(out) >= limit:
                break
        return out


def history_path(state_dir: Path) -> Path:
    return Path(state_dir) / "history.jsonl"

