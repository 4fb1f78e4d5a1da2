"""Unsaved work is asked about, never dropped: typed overrides and sandbox limits on a tool switch and on close;
closing while tools run asks too.

Save in the question saves through the same checks as the pane's own Save button (the overrides' outside-change
check included); when it cannot save, the user is told exactly why and nothing moves on."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QCloseEvent

if TYPE_CHECKING:  # the window owns this guard: a type only, never an import cycle
    from scriptdeck.gui.shell.main_window import MainWindow


class UnsavedGuard(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def tool_id(self) -> str | None:
        """The tool whose typed overrides or sandbox limits are not saved, if any."""
        overrides = self.window.overrides
        if overrides.tool is not None and overrides.is_dirty():
            return overrides.tool.id
        sandbox = self.window.details.guard.sandbox
        return sandbox.tool_id if sandbox.tool_id is not None and sandbox.is_dirty() else None

    def ask(self, then: Callable[[], object]) -> None:
        """Save / Discard / Cancel; ``then`` runs after a Save that saved everything, or after Discard."""
        window = self.window
        tool_id = self.tool_id()
        tool = window.controller.registry.get(tool_id) if tool_id is not None else None
        if tool is None or tool_id is None:
            return
        overrides = window.overrides
        sandbox = window.details.guard.sandbox
        overrides_dirty = overrides.is_dirty()

        def answer(key: str) -> None:
            window.stay_on = None
            if key == "save":
                if not self._save_all(tool_id):
                    return
            elif key == "discard":
                overrides.show_tool(window.controller.registry.get(tool_id) or tool)
                sandbox.discard()
            else:
                window.tabs.setCurrentWidget(overrides if overrides_dirty else window.details)
                return
            then()

        name = tool.display_name(window.lang)
        if overrides_dirty:
            title, text = self.tr("Unsaved overrides"), self.tr(
                "You changed overrides of %1 and did not save them.").replace("%1", name)
            informative = self.tr("Save writes them to index.json; Discard throws the typed values away.")
        else:
            title, text = self.tr("Unsaved sandbox limits"), self.tr(
                "You changed the sandbox limits of %1 and did not save them.").replace("%1", name)
            informative = self.tr("Save writes them for this tool only; Discard throws them away.")
        window.prompts.ask(title, text, [("save", self.tr("Save")), ("discard", self.tr("Discard"))], answer,
                           informative=informative, key=("unsaved", tool_id))

    def _save_all(self, tool_id: str) -> bool:
        """Save what is typed, through the panes' own checks; False (and the reason told) when not all saved."""
        window = self.window
        overrides = window.overrides
        sandbox = window.details.guard.sandbox
        reasons: list[str] = []
        if overrides.tool is not None and overrides.tool.id == tool_id and overrides.is_dirty():
            reason = overrides.save_changes()
            if reason:
                reasons.append(reason)
                window.tabs.setCurrentWidget(overrides)
        if sandbox.tool_id == tool_id and sandbox.is_dirty() and not sandbox.save():
            reasons.append(sandbox.status.text())
        if reasons:
            window.prompts.tell(self.tr("Not saved"), "\n\n".join(reasons),
                                self.tr("Your typed values are kept; nothing else happened."))
            return False
        return True

    def close_waits(self, event: QCloseEvent) -> bool:
        """Ask before closing throws typed overrides away or kills running tools; True when the close waits."""
        window = self.window
        if window.prompts.busy():
            event.ignore()
            return True
        if self.tool_id() is not None:
            event.ignore()
            self.ask(window.close)
            return True
        running = [run for run in window.controller.runs.runs if run.running]
        if running:
            event.ignore()

            def answer(key: str) -> None:
                if key == "stop":
                    window._closing_confirmed = True
                    window.close()

            names = window.tool_actions.names(sorted({run.plan.tool_id for run in running}))
            window.prompts.ask(self.tr("Tools are still running"),
                             self.tr("%1 run(s) still going (%2). Closing stops them and their output is lost.")
                             .replace("%1", str(len(running))).replace("%2", names),
                             [("stop", self.tr("Stop them and close"))], answer, key="close-running")
            return True
        return False
