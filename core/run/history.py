"""Run history: append-only JSON lines in ScriptDeck's state, bounded, tolerant of a torn last line."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.platform import files
from scriptdeck.core.store.fsutil import open_private_append, write_private

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

MAX_BYTES = 4 * 1024 * 1024
KEEP_BYTES = 2 * 1024 * 1024
#: a run whose record is larger keeps its outcome but not its arguments (``"args": null`` and
#: ``"omitted_bytes"``): a compaction keeps the last ``KEEP_BYTES`` in whole lines, and one 3 MiB record once left
#: none, emptying the history
MAX_RECORD_BYTES = 256 * 1024
#: what is kept of a result when even that is too large
_OUTCOME = ("success", "exit_code", "timed_out", "duration_ms", "signal", "error", "fix")


class History:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def append(self, record: dict[str, Any]) -> None:
        """Append one record. The file is 0600 in a 0700 folder: it holds run arguments (SPEC §15)."""
        line = (dumps_out(record, separators=(",", ":")) + "\n").encode("utf-8")
        if len(line) > MAX_RECORD_BYTES:
            line = _within_bound(record, len(line))
        from scriptdeck.core.store.statefile import writing

        # appends and compaction under one lock (SPEC §31): a compaction renames a new file over the name, so an
        # append still writing to the old one was lost (6 of 480 runs of 60 concurrent tool-calls at the bound)
        with writing(self.path):
            fd = open_private_append(self.path)
            with os.fdopen(fd, "ab") as handle:
                size = os.fstat(fd).st_size
                prefix = b""
                if size and _tail(self.path, 1) not in (b"\n", None):
                    prefix = b"\n"  # a torn last line stays torn; ours starts on a fresh line
                handle.write(prefix + line)
            if size + len(line) > MAX_BYTES:
                self._compact()

    def clear(self) -> None:
        """Forget every run (the window's "Clear history"); the file is removed, the folder stays private."""
        from scriptdeck.core.store.statefile import writing

        with writing(self.path):
            try:
                os.unlink(self.path)
            except FileNotFoundError:
                pass

    def _compact(self) -> None:
        """Keep the newest runs: the last ``KEEP_BYTES`` from the first whole line (only those are read)."""
        tail = _tail(self.path, KEEP_BYTES)
        if tail is None:  # gone, or something that is not our file in its place: nothing to keep
            return
        cut = tail.find(b"\n")
        write_private(self.path, tail[cut + 1 :] if cut >= 0 else b"")

    def records(self, tool_id: str | None = None, limit: int | None = None) -> list[dict[str, Any]]:
        """Newest first. Lines that do not parse (a torn last write) are skipped."""
        raw = _tail(self.path, 2 * MAX_BYTES)  # (the file is compacted at MAX_BYTES; a larger one is not ours)
        if raw is None:
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


def _within_bound(record: dict[str, Any], size: int) -> bytes:
    """``record`` as a line of at most :data:`MAX_RECORD_BYTES`: without its arguments, then with only the outcome
    of its result."""
    kept = {**record, "args": None, "omitted_bytes": size}
    line = (dumps_out(kept, separators=(",", ":")) + "\n").encode("utf-8")
    if len(line) > MAX_RECORD_BYTES:
        result = record.get("result")
        kept["result"] = {k: v for k, v in result.items() if k in _OUTCOME} if isinstance(result, dict) else None
        line = (dumps_out(kept, separators=(",", ":")) + "\n").encode("utf-8")
    return line


def _tail(path: Path, count: int) -> bytes | None:
    """The last ``count`` bytes of the regular file ``path``, or None when there is none (missing, a FIFO, a
    socket, a device or a link in its place: SPEC §15, no special file ever blocks the window's history)."""
    try:
        fd = os.open(path, files.read_flags())
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        start = max(0, info.st_size - count)
        chunks, got = [], 0
        while got < count:
            chunk = files.pread(fd, min(1 << 20, count - got), start + got)
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def history_path(state_dir: Path) -> Path:
    return Path(state_dir) / "history.jsonl"

