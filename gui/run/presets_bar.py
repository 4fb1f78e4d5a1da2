"""Saved arguments per tool ("presets"): choose one to fill the form, save the form under a name, delete one.
Saving and deleting are Controller operations."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QWidget
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets.common import Retranslatable, TextPrompt


class PresetsBar(Retranslatable, QWidget):
    #: a preset was chosen: its arguments
    chosen = Signal(object)

    def __init__(self, controller: Controller, ready: Callable[[], bool], arguments: Callable[[], Any],
                 parent: QWidget | None = None) -> None:
        """``ready()`` says whether the form may be saved (it shows why not); ``arguments()`` is what is saved."""
        super().__init__(parent)
        self.controller = controller
        self.tool_id: str | None = None
        self._ready, self._arguments = ready, arguments
        self.prompt: QDialog | None = None  # the name prompt, if open (never two at once)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.combo = QComboBox()
        self.combo.setObjectName("preset-combo")
        # narrow enough that the run panel fits beside the tool list in a 900-pixel window (long names elide)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(10)
        self.combo.setMinimumWidth(96)
        self.combo.activated.connect(self._preset_chosen)
        self.combo.currentIndexChanged.connect(lambda _: self._update_delete())
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.ask_name)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_current)
        for widget in (self.label, self.combo, self.save_button, self.delete_button):
            row.addWidget(widget)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Presets:"))
        self.save_button.setText(self.tr("Save as…"))
        self.delete_button.setText(self.tr("Delete"))
        self.label.setBuddy(self.combo)
        self.combo.setAccessibleName(self.tr("Preset"))
        self.save_button.setAccessibleName(self.tr("Save preset as…"))
        self.delete_button.setAccessibleName(self.tr("Delete preset"))
        self.refresh()

    def show_tool(self, tool_id: str | None) -> None:
        self.tool_id = tool_id
        self.refresh()

    def refresh(self) -> None:
        chosen = self.combo.currentData()
        self.combo.blockSignals(True)
        self.combo.clear()
        names = self.controller.presets.names(self.tool_id) if self.tool_id else []
        self.combo.addItem(self.tr("(choose)") if names else self.tr("(none saved)"), None)
        for name in names:
            self.combo.addItem(name, name)
        self.combo.setCurrentIndex(max(self.combo.findData(chosen), 0) if chosen else 0)
        self.combo.blockSignals(False)
        self._update_delete()

    def _update_delete(self) -> None:
        """Delete acts on the chosen preset: never on the placeholder."""
        self.delete_button.setEnabled(bool(self.combo.currentData()))

    def _preset_chosen(self, index: int) -> None:
        name = self.combo.itemData(index)
        if name and self.tool_id is not None:
            self.chosen.emit(self.controller.presets.get(self.tool_id, name))

    @Slot()
    def ask_name(self) -> None:
        if self.tool_id is None:
            return
        if self.prompt is not None:  # already asking: bring that prompt forward instead of a second one
            self.prompt.raise_()
            self.prompt.activateWindow()
            return
        if not self._ready():  # a preset is arguments that run: an invalid form is not saved
            return
        tool_id = self.tool_id  # the preset belongs to the tool shown when the user asked
        self.prompt = TextPrompt.ask(self.tr("Save preset"), self.tr("Name for these arguments:"), self,
                                     lambda name: self.save_as(name, tool_id))
        self.prompt.finished.connect(self._prompt_closed)

    @Slot(int)
    def _prompt_closed(self, _result: int) -> None:
        self.prompt = None

    def save_as(self, name: str, tool_id: str | None = None) -> None:
        tool_id = tool_id or self.tool_id
        if tool_id is None or not name:
            return
        try:
            self.controller.ops.save_preset(tool_id, name, self._arguments())
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Check free disk space and permissions."))
            return
        self.refresh()
        self.combo.setCurrentIndex(max(self.combo.findData(name), 0))

    @Slot()
    def delete_current(self) -> None:
        name = self.combo.currentData()
        if name and self.tool_id is not None:
            try:
                self.controller.ops.delete_preset(self.tool_id, name)
            except OSError as error:
                self.controller.error.emit(str(error), self.tr("Check free disk space and permissions."))
            self.refresh()
