"""The window's context-cost figure (SPEC §22): the current persona's served list priced in tokens, kept current.

Counts are looked up first in the home's ``token-counts.json`` (by content), so a start with nothing new loads no
tokenizer at all. Counting happens in a child process (``python -m scriptdeck.core.mcp.count_worker``): loading the tokenizer's ranks holds
the GIL for about a second, which the window must not freeze for. Counts are cached per tool by its parse (file
stat) and overrides, so a toggle, a rescan or a persona switch back recounts nothing it has seen; only new or edited
tools go to the child, in one batch.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QTimer, Signal, Slot
from scriptdeck.core.mcp.cost import CostCounter, CountCache, DeckCost, Pending, ToolCost, texts_of
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.tool import Tool

#: the window shows first; the tokenizer process starts this long after (the figure reads "counting…" meanwhile)
START_DELAY_MS = 1500


class CostMeter(QObject):
    """``deck`` is the priced list of the registry last given to :meth:`update` (partial while ``counting``; in
    registry order: the window sorts in its Tokens column, so a toggle does not pay for a sort)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None, *, start_delay_ms: int = START_DELAY_MS) -> None:
        super().__init__(parent)
        self.counter = CostCounter("en")  # what `scriptdeck mcp` serves by default: English titles
        self.deck: DeckCost | None = None
        self._by_id: dict[str, ToolCost] = {}
        self.counting = False
        self.error = ""
        self.served = 0  # the tools the deck serves, counted or not (the status bar's "tools: N")
        self._registry: Registry | None = None
        self.cache = CountCache(None)
        self._persona = ""
        self._in_flight: list[Pending] | None = None
        self._buffer = b""
        self._process: QProcess | None = None
        self._ready = start_delay_ms <= 0
        if not self._ready:
            QTimer.singleShot(start_delay_ms, self._start)

    def update(self, registry: Registry, persona: str, cache_path: Path | None = None) -> None:
        """Price ``registry`` now from the caches; what is new is sent to the counting process."""
        self._registry, self._persona = registry, persona
        if cache_path != self.cache.path:
            self.cache.save()
            self.cache = CountCache(cache_path)
        self._refresh()

    def tool_cost(self, tool: Tool) -> ToolCost | None:
        """The cost of a served tool, or None (not served, or not counted yet)."""
        return self._by_id.get(tool.id) if tool.enabled else None

    def close(self) -> None:
        self.cache.save()
        if self._process is not None:
            self._process.kill()
            self._process.waitForFinished(2000)
            self._process = None

    # -- inside --------------------------------------------------------------------------------------

    def _refresh(self) -> None:
        if self._registry is None:
            return
        known, pending = self.counter.collect(self._registry.registered())
        self.served = len(known) + len(pending)
        if pending:  # counted in an earlier session: no tokenizer needed
            counts = self.cache.counts
            keys = [self.cache.key(t) for t in texts_of(pending)]
            if all(k in counts for k in keys):
                known += self.counter.settle(pending, [counts[k] for k in keys])
                pending = []
        self.deck = DeckCost(self._persona, known)
        self._by_id = self.deck.by_id()
        self.counting = bool(pending) and not self.error
        if pending and self._in_flight is None and self._ready and not self.error:
            self._send(pending)
        self.changed.emit()

    @Slot()
    def _start(self) -> None:
        self._ready = True
        self._refresh()

    def _send(self, pending: list[Pending]) -> None:
        if self._process is None:
            process = QProcess(self)
            process.setProgram(sys.executable)
            process.setArguments(["-m", "scriptdeck.core.mcp.count_worker"])
            process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
            process.readyReadStandardOutput.connect(self._read)
            process.errorOccurred.connect(self._failed)
            process.finished.connect(self._failed)
            process.start()
            # a window torn down without close() (its children go after destroyed() is emitted) still ends the
            # child quietly instead of Qt's "destroyed while process is still running"
            self.destroyed.connect(lambda *_: _stop(process))
            self._process = process
        self._in_flight = pending
        self._process.write((json.dumps(texts_of(pending)) + "\n").encode("ascii"))  # never an encode error (SPEC §24)

    @Slot()
    def _read(self) -> None:
        if self._process is None:
            return
        self._buffer += bytes(self._process.readAllStandardOutput().data())
        while b"\n" in self._buffer and self._in_flight is not None:
            line, self._buffer = self._buffer.split(b"\n", 1)
            pending, self._in_flight = self._in_flight, None
            try:
                answer = json.loads(line)
            except ValueError:
                answer = {"error": "the counting process answered garbage"}
            if isinstance(answer, list) and len(answer) == 2 * len(pending):
                counts = [int(n) for n in answer]
                self.counter.settle(pending, counts)
                for text, n in zip(texts_of(pending), counts):
                    self.cache.counts[self.cache.key(text)] = n
                self.cache.dirty = True
                self.cache.save()
            else:  # the worker's words are core's English ("errors" context): said in the window's language
                error = str(answer.get("error", "")) if isinstance(answer, dict) else "wrong answer"
                self.error = QCoreApplication.translate("errors", error)
            self._refresh()

    def _failed(self, *_why: object) -> None:
        if self._process is None:
            return  # closed on purpose
        self.error = self._process.errorString() or "the counting process ended"
        self._process = None
        self._in_flight = None
        self._refresh()


def _stop(process: QProcess) -> None:
    try:
        if process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(2000)
    except RuntimeError:  # already deleted
        pass
