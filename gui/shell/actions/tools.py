"""The Tools menu: Run all tests (the Tests helper's dialog)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu
from scriptdeck.gui.shell.actions.base import ActionModule

if TYPE_CHECKING:
    from scriptdeck.gui.shell.main_window import MainWindow


class ToolsActions(ActionModule):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.run_all_tests_action = self.action("run-all-tests", lambda: window.dialogs.open_run_all_tests())

    def fill(self, menu: QMenu) -> None:
        menu.addAction(self.run_all_tests_action)

    def retranslate_ui(self) -> None:
        self.run_all_tests_action.setText(self.tr("Run all tests"))
