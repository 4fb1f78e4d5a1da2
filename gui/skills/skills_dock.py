"""The Skills panel as a dock of the main window, with its View menu entry (Alt+6), as Agent activity is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.skills.skills_view import SkillsView
from scriptdeck.gui.widgets.common import Retranslatable


class SkillsDock(Retranslatable, QDockWidget):
    def __init__(self, controller: Controller, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("skills-dock")
        self.view = SkillsView(controller)
        self.setWidget(self.view)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self)
        self.hide()
        self.action = self.toggleViewAction()
        self.action.setShortcut(QKeySequence("Alt+6"))
        window.addAction(self.action)  # the key works with the menu bar hidden too
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Skills"))
        self.action.setToolTip(self.tr("Agent Skills of every client, beside the tools: enable them per client"))
