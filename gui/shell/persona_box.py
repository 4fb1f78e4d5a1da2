"""The toolbar's persona chooser: an editable list of personas; only Enter or picking one switches."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets.common import Retranslatable


class PersonaBox(Retranslatable, QWidget):
    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        row.addWidget(self.label)
        self.combo = QComboBox()
        self.combo.setObjectName("persona-combo")
        self.combo.setEditable(True)
        self.combo.setMinimumWidth(120)
        self.fill()
        self.combo.activated.connect(lambda _: self.chosen())
        # only Enter switches a typed persona: leaving the box (Tab, a click) must not switch the window
        line = self.combo.lineEdit()
        assert line is not None  # setEditable(True) made it
        line.returnPressed.connect(self.chosen)
        self.combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        row.addWidget(self.combo)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Persona:") + " ")
        self.label.setBuddy(self.combo)
        self.combo.setAccessibleName(self.tr("Persona"))
        line = self.combo.lineEdit()
        if line is not None:
            line.setAccessibleName(self.tr("Persona"))

    def fill(self) -> None:
        self.combo.blockSignals(True)
        self.combo.clear()
        self.combo.addItems(self.controller.personas())
        self.combo.setCurrentText(self.controller.home.persona)
        self.combo.blockSignals(False)

    @Slot()
    def chosen(self) -> None:
        name = self.combo.currentText().strip()
        if name and name != self.controller.home.persona:
            self.controller.set_persona(name)
            self.fill()

    def holds(self, widget: QWidget | None) -> bool:
        """Is ``widget`` the box or inside it (a typed letter there would switch the persona)?"""
        return widget is not None and (widget is self.combo or self.combo.isAncestorOf(widget))
