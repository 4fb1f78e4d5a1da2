"""One line added to a script's comment header, right after the shebang (the one-click lint fixes for a missing
显示名称 or Description), written atomically with the file's mode kept."""

from __future__ import annotations

from pathlib import Path

from scriptdeck.core.store.fsutil import atomic_write, read_whole


def with_header_line(data: bytes, line: str) -> bytes:
    """``data`` with ``line`` inserted after its first line (a file without a newline gets one first)."""
    cut = data.find(b"\n")
    if cut < 0:
        data, cut = data + b"\n", len(data)
    return data[: cut + 1] + line.encode("utf-8") + b"\n" + data[cut + 1 :]


def insert_header_line(path: Path, line: str) -> None:
    """Add ``line`` right after the shebang of ``path``. Raises OSError."""
    atomic_write(path, with_header_line(read_whole(path), line))
