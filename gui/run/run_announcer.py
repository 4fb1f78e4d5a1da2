"""The end of every run, said to screen readers (SPEC §30): which tool, and how it ended."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from scriptdeck.gui.services.controller import Controller


class RunAnnouncer(QObject):
    """Follows the controller's finished runs and announces each one politely, from ``speaker`` (the widget the
    announcement comes from: the run panel)."""

    #: what was said, e.g. "Convert units finished: exit code 0, 120 ms"
    announced = Signal(str)

    def __init__(self, controller: Controller, speaker: QObject) -> None:
        super().__init__(speaker)
        self.controller = controller
        self.speaker = speaker
        controller.runs.run_finished.connect(self._finished)

    @Slot(object, object)
    def _finished(self, run: Any, result: Any) -> None:
        tool = self.controller.registry.get(run.plan.tool_id)
        name = tool.display_name(self.controller.lang) if tool is not None else run.plan.tool_id
        if result.timed_out:
            outcome = self.tr("timed out")
        elif result.stopped:
            outcome = self.tr("stopped")
        elif result.exit_code is None:
            outcome = self.tr("did not start")
        else:
            outcome = self.tr("exit code %1").replace("%1", str(result.exit_code))
        text = self.tr("%1 finished: %2, %3 ms").replace("%1", name).replace("%2", outcome) \
            .replace("%3", str(result.duration_ms))
        event = QAccessibleAnnouncementEvent(self.speaker, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        self.announced.emit(text)
