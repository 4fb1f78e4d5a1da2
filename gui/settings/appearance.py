"""The Settings choice of the window's colour scheme: follow the system, light or dark (issue 35)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget
from scriptdeck.core.store.settings import THEMES
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme
from scriptdeck.gui.widgets.access import label_field
from scriptdeck.gui.widgets.common import Retranslatable, wheel_only_when_focused


class ThemeChoice(Retranslatable, QWidget):
    """A combo box row; :meth:`apply` stores the choice and puts it in force (only when it changed)."""

    def __init__(self, controller: Controller, form: QFormLayout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.caption = QLabel()
        self.combo = QComboBox()
        wheel_only_when_focused(self.combo)
        self.combo.setObjectName("settings-theme")
        for key in THEMES:
            self.combo.addItem("", key)
        self.combo.setCurrentIndex(THEMES.index(controller.settings.theme()))
        form.addRow(self.caption, self.combo)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.caption.setText(self.tr("Colours"))
        label_field(self.caption, self.combo)
        for index, text in enumerate((self.tr("Follow the system"), self.tr("Light"), self.tr("Dark"))):
            self.combo.setItemText(index, text)

    def apply(self) -> None:
        chosen = str(self.combo.currentData())
        settings = self.controller.settings
        if settings.theme() == chosen:
            return
        # one operation (gui/services): the dialog already showed whether settings can be written; the choice
        # shows now either way
        self.controller.ops.remember_setting("theme", None if chosen == "system" else chosen)
        theme.apply(chosen)
