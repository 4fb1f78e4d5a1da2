"""The Help menu: Keyboard shortcuts (F1), Header format, About."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu, QWidget
from scriptdeck.gui.shell.actions.base import ActionModule
from scriptdeck.gui.shell.help_pages import about_html, header_format_html, shortcuts_html, show_page

if TYPE_CHECKING:
    from scriptdeck.gui.shell.main_window import MainWindow


class HelpActions(ActionModule):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.page: QWidget | None = None
        self.shortcuts_action = self.action("help-shortcuts", self.show_shortcuts, "F1")
        self.header_help_action = self.action("help-header", self.show_header_format)
        self.about_action = self.action("help-about", self.show_about)
        window.addAction(self.shortcuts_action)

    def fill(self, menu: QMenu) -> None:
        menu.addActions([self.shortcuts_action, self.header_help_action, self.about_action])

    def retranslate_ui(self) -> None:
        self.shortcuts_action.setText(self.tr("Keyboard shortcuts"))
        self.header_help_action.setText(self.tr("Header format"))
        self.about_action.setText(self.tr("About ScriptDeck"))

    def _show(self, name: str, build: Callable[[], str]) -> QWidget:
        self.page = show_page(name, build, self.window)
        return self.page

    def show_shortcuts(self) -> QWidget:
        return self._show("shortcuts", shortcuts_html)

    def show_header_format(self) -> QWidget:
        return self._show("header", header_format_html)

    def show_about(self) -> QWidget:
        home = self.controller.home
        return self._show("about", lambda: about_html(home.root, home.state_dir))
