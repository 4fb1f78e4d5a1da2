"""The Run tab's History page: this tool's recorded runs, newest first, with Re-run, Load arguments and Save as
test case."""

from __future__ import annotations

import json
import time
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import run_outcome
from scriptdeck.gui.widgets.common import Retranslatable


def summary(args: Any, limit: int = 80) -> str:
    text = json.dumps(args, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 1] + "…"


class HistoryPage(Retranslatable, QWidget):
    rerun = Signal(object)  # arguments
    load = Signal(object)  # arguments
    save_case = Signal(object, object)  # arguments, the recorded result

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool_id: str | None = None
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setObjectName("history")
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(3)
        self.tree.itemDoubleClicked.connect(lambda *_: self.rerun_selected())
        layout.addWidget(self.tree)
        buttons = QHBoxLayout()
        self.rerun_button = QPushButton()
        self.rerun_button.setObjectName("history-rerun")
        self.rerun_button.clicked.connect(self.rerun_selected)
        self.load_button = QPushButton()
        self.load_button.setObjectName("history-load")
        self.load_button.clicked.connect(self.load_selected)
        self.case_button = QPushButton()
        self.case_button.setObjectName("history-save-case")
        self.case_button.clicked.connect(self.save_selected_as_case)
        for button in (self.rerun_button, self.load_button, self.case_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.tree.setHeaderLabels([self.tr("When"), self.tr("Outcome"), self.tr("Arguments")])
        self.rerun_button.setText(self.tr("Re-run"))
        self.load_button.setText(self.tr("Load arguments"))
        self.case_button.setText(self.tr("Save as test case…"))
        self.refresh()

    def show_tool(self, tool_id: str | None) -> None:
        self.tool_id = tool_id
        self.refresh()

    def refresh(self) -> None:
        self.tree.clear()
        if self.tool_id is None:
            return
        for record in self.controller.runs.history.records(self.tool_id, limit=100):
            result = record.get("result") or {}
            started = record.get("started") or 0
            when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started)) if started else "?"
            item = QTreeWidgetItem([when, run_outcome(result), summary(record.get("args"))])
            item.setData(0, Qt.ItemDataRole.UserRole, record.get("args"))
            item.setData(1, Qt.ItemDataRole.UserRole, result)
            self.tree.addTopLevelItem(item)
        self.tree.resizeColumnToContents(0)

    def _selected(self) -> QTreeWidgetItem | None:
        return self.tree.currentItem() or self.tree.topLevelItem(0)

    def selected_args(self) -> Any:
        item = self._selected()
        return None if item is None else item.data(0, Qt.ItemDataRole.UserRole)

    def rerun_selected(self) -> None:
        args = self.selected_args()
        if args is not None:
            self.rerun.emit(args)

    def load_selected(self) -> None:
        args = self.selected_args()
        if args is not None:
            self.load.emit(args)

    def save_selected_as_case(self) -> None:
        item = self._selected()
        if item is None:
            return
        result = item.data(1, Qt.ItemDataRole.UserRole)
        if isinstance(result, dict) and "success" in result:
            self.save_case.emit(item.data(0, Qt.ItemDataRole.UserRole), result)
