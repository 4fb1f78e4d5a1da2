"""The list's lint badges, linted a few at a time off the paint path: a row painted before its tool was linted
shows "…" and is queued here; each short tick lints up to four tools and says which ones were done. Typing in the
search box holds it back (``pause``), so a keystroke never waits for a file read."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from scriptdeck.core.model.tool import Tool

#: tools linted per tick (~2 ms each: the ticks stay short)
BATCH = 4


class LintScheduler(QObject):
    """``linted(tool_id)`` after each queued tool was linted (its badge can be painted from the cache)."""

    linted = Signal(str)

    def __init__(self, lint: Callable[[Tool], list], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lint = lint
        self.queue: dict[int, Tool] = {}
        self._timer = QTimer(self, interval=10, singleShot=True, timerType=Qt.TimerType.CoarseTimer)
        self._timer.timeout.connect(self._lint_some)
        self._paused_until = 0.0

    def request(self, tool: Tool) -> None:
        """Lint ``tool`` soon (once, however often its row is painted meanwhile)."""
        self.queue[id(tool)] = tool
        self._timer.start()

    def pause(self, milliseconds: int) -> None:
        """Hold linting back while the user is typing (it resumes when they pause)."""
        self._paused_until = time.monotonic() + milliseconds / 1000

    def _lint_some(self) -> None:
        wait = self._paused_until - time.monotonic()
        if wait > 0:
            self._timer.start(int(wait * 1000) + 1)
            return
        self._timer.setInterval(10)
        batch = [self.queue.pop(key) for key in list(self.queue)[:BATCH]]
        for tool in batch:
            self._lint(tool)
            self.linted.emit(tool.id)
        if self.queue:
            self._timer.start()
