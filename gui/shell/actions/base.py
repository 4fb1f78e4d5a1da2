"""What every action module shares: making a named action, the window it belongs to, the chosen tool."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from scriptdeck.core.model.tool import Tool

if TYPE_CHECKING:  # the window builds its actions: a type only, never an import cycle
    from scriptdeck.gui.shell.main_window import MainWindow


class ActionModule(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller

    def action(self, name: str, slot: Callable[[], object], shortcut: str | None = None) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        return action

    def on_tool(self, name: str, slot: Callable[[str], object], shortcut: str | None = None) -> QAction:
        """An action on one tool: the highlighted tool's id is captured when it is triggered and handed over."""
        def trigger() -> None:
            tool = self.window.current_tool()
            if tool is not None:
                slot(tool.id)
        return self.action(name, trigger, shortcut)

    def tool(self, tool_id: str | None) -> Tool | None:
        """The tool as the registry has it now (None when it is gone)."""
        return self.controller.registry.get(tool_id) if tool_id is not None else None

    def fail(self, error: Exception) -> None:
        message = getattr(error, "message", None)
        if callable(message):
            texts = message(self.controller.lang)
            self.window.show_error(*(texts if isinstance(texts, tuple) else (texts, "")))
        else:
            self.window.show_error(str(error), self.tr("Nothing was written; check free disk space and permissions."))
