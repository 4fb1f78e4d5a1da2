"""A run's own progress: ``MIYU-PROGRESS: <done>[/<total>] [message]`` lines on stderr (issue 45, proposed for
SPEC §16 in docs/decisions.md), read as the output arrives. No Qt: the window's runner and MCP both use it.

A line counts only when it is exactly that: the prefix at the start of a line, ``done`` a finite number ≥ 0,
``total`` (optional) a finite number > 0, then an optional message (at most :data:`MAX_MESSAGE` characters shown,
made safe like every header text). Anything else, however close, stays ordinary stderr. The lines are kept in
stderr as printed (the run's record is what the script printed).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from scriptdeck.core.contract.lazy_re import compile_on_use

PROGRESS_PREFIX = "MIYU-PROGRESS:"
#: the longest message kept, and the longest line looked at (a longer one is not a progress line)
MAX_MESSAGE = 200
MAX_LINE = 1024

_LINE = compile_on_use(r"MIYU-PROGRESS:[ \t]*([0-9]+(?:\.[0-9]+)?)(?:[ \t]*/[ \t]*([0-9]+(?:\.[0-9]+)?))?"
                     r"(?:[ \t]+(.*))?")


@dataclass(frozen=True)
class Progress:
    """How far a run says it is: ``done`` of ``total`` (None: no total known), and what it is doing."""

    done: float
    total: float | None = None
    message: str = ""

    @property
    def fraction(self) -> float | None:
        """``done / total`` clamped to 0…1, or None without a total."""
        return None if self.total is None else max(0.0, min(1.0, self.done / self.total))


def parse_progress(line: str) -> Progress | None:
    """The progress one stderr line (without its newline) reports, or None when it is not a progress line."""
    if not line.startswith(PROGRESS_PREFIX) or len(line) > MAX_LINE:
        return None
    match = _LINE.fullmatch(line.rstrip("\r"))
    if match is None:
        return None
    done = float(match.group(1))
    total = float(match.group(2)) if match.group(2) is not None else None
    if not math.isfinite(done) or (total is not None and (not math.isfinite(total) or total <= 0)):
        return None
    from scriptdeck.core.contract.safetext import safe_text

    message = " ".join(safe_text(match.group(3) or "").split())[:MAX_MESSAGE]  # one line, no control characters
    return Progress(done, total, message)


def last_progress(stderr: str) -> Progress | None:
    """The last progress line of a whole stderr: what a run reported last, read from its result (the live signal
    may arrive after the run's answer, from another thread)."""
    for line in reversed(stderr.splitlines()):
        found = parse_progress(line)
        if found is not None:
            return found
    return None


class ProgressReader:
    """Progress lines out of stderr as it arrives in pieces (a line may be split across reads)."""

    def __init__(self) -> None:
        self._partial = ""

    def feed(self, text: str) -> list[Progress]:
        """The progress lines completed by ``text``, in order."""
        joined = self._partial + text
        if PROGRESS_PREFIX not in joined:  # the common case, and a flood of stderr: only the last line is kept
            self._partial = joined[joined.rfind("\n") + 1:][-(MAX_LINE + 1):]
            return []
        lines = joined.split("\n")
        self._partial = lines.pop()
        if len(self._partial) > MAX_LINE:  # a very long line is never a progress line: do not keep growing it
            self._partial = self._partial[:MAX_LINE + 1]
        found = []
        for line in lines:
            progress = parse_progress(line)
            if progress is not None:
                found.append(progress)
        return found
