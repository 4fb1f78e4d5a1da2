"""The window's own dialogs, one job apart from laying out and routing the window (gui/shell/main_window.py):
Register (from a drop or the file picker), Settings, Connect an agent, Run all tests, and Agent activity. Each
dialog is non-modal, one of a kind, and remembered here while it is open (tests and the window reach it by these
names)."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QFileDialog
from scriptdeck.gui.deck.register_dialog import RegisterDialog
from scriptdeck.gui.run.run_all_tests import RunAllTestsDialog
from scriptdeck.gui.settings.connect_dialog import ConnectDialog
from scriptdeck.gui.settings.http_serve import add_http_tab  # SPEC §27 (http)
from scriptdeck.gui.settings.settings_dialog import SettingsDialog
from scriptdeck.gui.settings.settings_extra import extend_settings

if TYPE_CHECKING:  # the window builds its dialogs: a type only, never an import cycle
    from scriptdeck.gui.shell.main_window import MainWindow


class WindowDialogs(QObject):
    """``window.dialogs``: opens each dialog over ``window`` and follows what it answers."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.register_dialog: RegisterDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.connect_dialog: ConnectDialog | None = None
        self.run_all_dialog: RunAllTestsDialog | None = None
        self.file_dialog: QFileDialog | None = None  # the open "Add scripts" picker

    def open_register_dialog(self, paths: list[Path]) -> RegisterDialog:
        window = self.window
        dialog = RegisterDialog(window.controller, paths, window)
        dialog.registered.connect(self._registered)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "register_dialog", None))
        self.register_dialog = dialog
        dialog.show()
        return dialog

    def _registered(self, ids: list[str]) -> None:
        window = self.window
        if ids:
            window.status.showMessage(QCoreApplication.translate("MainWindow", "Registered: %1")
                                      .replace("%1", window.tool_actions.names(ids)), 5000)
            first = ids[0]
            QTimer.singleShot(0, lambda: window.reveal_tool(first))

    @Slot()
    def pick_scripts(self) -> QFileDialog:
        return self.window.tool_actions.file.pick_scripts()

    @Slot()
    def open_settings(self) -> SettingsDialog:
        window = self.window
        dialog = SettingsDialog(window.controller, window)
        extend_settings(dialog, window.tool_actions)  # editor command, "Add to the applications menu"
        add_http_tab(dialog, window.http_server)  # SPEC §27 (http): Settings → Serve over HTTP
        dialog.applied.connect(self._settings_applied)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings_dialog = dialog
        dialog.show()
        return dialog

    @Slot()
    def _settings_applied(self) -> None:
        window = self.window
        window.status.cost.retranslate_ui()  # context_budget may have changed
        lang = self.settings_dialog.chosen_language if self.settings_dialog is not None else None
        if lang and lang != window.lang:  # only a language picked in the dialog; saving alone switches nothing
            window.set_language(lang)
        window.controller.apply_settings()
        window.persona_box.fill()

    @Slot()
    def open_connect_dialog(self) -> ConnectDialog:
        old, self.connect_dialog = self.connect_dialog, None
        if old is not None:
            try:
                old.close()  # one at a time: a second click replaces it
            except RuntimeError:
                pass  # already closed (and deleted)
        dialog = ConnectDialog(self.window.controller, self.window)
        dialog.show_activity.connect(self.show_activity)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.connect_dialog = dialog
        dialog.show()
        return dialog

    @Slot()
    def open_run_all_tests(self) -> RunAllTestsDialog:
        """Tools → Run all tests: one non-modal dialog, started again when opened again."""
        window = self.window
        if self.run_all_dialog is None:
            self.run_all_dialog = RunAllTestsDialog(window.controller, window.test_status, window)
            self.run_all_dialog.ask = partial(window.prompts.ask, parent=self.run_all_dialog)
            self.run_all_dialog.tool_activated.connect(window.select_tool)
            self.run_all_dialog.runner.finished.connect(lambda _outcomes: window.tests_tab.reload())
        self.run_all_dialog.show()
        self.run_all_dialog.raise_()
        self.run_all_dialog.start()
        return self.run_all_dialog

    @Slot()
    def show_activity(self) -> None:
        self.window.activity_dock.show()
        self.window.activity_dock.raise_()

    def cancel_runs(self) -> None:
        """The window closes: test cases still running in Run all tests end with it, as runs do."""
        if self.run_all_dialog is not None:
            self.run_all_dialog.runner.cancel()
