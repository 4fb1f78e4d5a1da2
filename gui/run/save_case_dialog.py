""""Save as test case" for a finished run: its arguments and the outcome keys the user picks as expectations."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.testfile import TestFileError, add_case
from scriptdeck.core.run.testcheck import default_picks, offered_expectations
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

PREVIEW_CHARS = 80
NAME_CHARS = 60


def preview(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = " ".join(text.split())
    return text if len(text) <= PREVIEW_CHARS else text[: PREVIEW_CHARS - 1] + "…"


class SaveCaseDialog(Retranslatable, QDialog):
    """Non-modal; ``saved(tool_id, case name)`` after the case was written to ``path``."""

    saved = Signal(str, str)

    def __init__(self, tool_id: str, path: Path, args: Any, result: dict[str, Any],
                 parent: QWidget | None = None, lang: str = "en") -> None:
        super().__init__(parent)
        self.setObjectName("save-case-dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.tool_id, self.path, self.args, self.lang = tool_id, Path(path), args, lang
        self.offered = offered_expectations(result)
        layout = QVBoxLayout(self)
        self.intro = wrap_label(selectable=False)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.name_label = QLabel()
        compact = json.dumps(args, ensure_ascii=False, separators=(",", ":"))
        self.name_edit = QLineEdit(compact if len(compact) <= NAME_CHARS else compact[: NAME_CHARS - 1] + "…")
        self.name_edit.setObjectName("case-name")
        form.addRow(self.name_label, self.name_edit)
        layout.addLayout(form)
        self.keys = QListWidget()
        self.keys.setObjectName("case-keys")
        picks = default_picks(self.offered)
        for key, value in self.offered.items():
            item = QListWidgetItem(f"{key}: {preview(value)}")
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if key in picks else Qt.CheckState.Unchecked)
            self.keys.addItem(item)
        self.keys.itemChanged.connect(lambda _item: self._update_ok())
        self.name_edit.textChanged.connect(lambda _text: self._update_ok())
        layout.addWidget(self.keys, 1)
        self.path_label = wrap_label(str(self.path))
        theme.text_style(self.path_label, "muted")
        layout.addWidget(self.path_label)
        self.error_label = wrap_label()
        self.error_label.setObjectName("save-case-error")
        theme.text_style(self.error_label, "error")
        self.error_label.hide()
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.retranslate_ui()
        self._update_ok()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Save as test case"))
        self.intro.setText(self.tr("The run's arguments become a test case of %1. Tick what must hold the next "
                                   "time it runs; the values are this run's.").replace("%1", self.tool_id))
        self.name_label.setText(self.tr("Name:"))

    def picked(self) -> list[str]:
        return [self.keys.item(row).data(Qt.ItemDataRole.UserRole) for row in range(self.keys.count())
                if self.keys.item(row).checkState() == Qt.CheckState.Checked]

    def set_picked(self, keys: list[str]) -> None:
        for row in range(self.keys.count()):
            item = self.keys.item(row)
            wanted = item.data(Qt.ItemDataRole.UserRole) in keys
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)

    def case(self) -> dict[str, Any]:
        return {"name": self.name_edit.text().strip(), "args": self.args,
                "expect": {key: self.offered[key] for key in self.picked()}}

    def _update_ok(self) -> None:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        button.setEnabled(bool(self.name_edit.text().strip()) and bool(self.picked()))

    def save(self) -> bool:
        """Append the case to the test file; on a refusal (a broken file) say why and stay open."""
        try:
            name = add_case(self.path, self.case())
        except TestFileError as error:
            message, fix = error.message(self.lang)
            self.error_label.setText(self.tr("Not saved: %1").replace("%1", message) + "\n" + fix)
            self.error_label.show()
            return False
        except OSError as error:
            self.error_label.setText(self.tr("Not saved: %1").replace("%1", str(error)))
            self.error_label.show()
            return False
        self.saved.emit(self.tool_id, name)
        self.accept()
        return True
