""""Save as test case" for a finished run: its arguments and the outcome keys the user picks as expectations.

The case gets a readable default name (``city=Paris, days=3``, not raw JSON). Besides exact stdout, success, exit
code and images it offers ``stdout_contains`` (stdout's first line) and, for JSON output that is an object, each
top-level key on its own line: the ticked keys make a ``stdout_json`` subset, so a clock in the output need not be
pinned. The write is a Controller operation (``gui/services/ops/cases.py``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

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
from scriptdeck.core.model.testfile import TestFileError
from scriptdeck.core.run.testcheck import default_picks, offered_expectations, readable_name
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, error_and_save_buttons, wrap_label

if TYPE_CHECKING:
    from scriptdeck.gui.services.controller import Controller

PREVIEW_CHARS = 80
#: an item that stands for one top-level key of a JSON object output: ("stdout_json", key)
JSON_KEY = "stdout_json"


def preview(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = " ".join(text.split())
    return text if len(text) <= PREVIEW_CHARS else text[: PREVIEW_CHARS - 1] + "…"


class SaveCaseDialog(Retranslatable, QDialog):
    """Non-modal; ``saved(tool_id, case name)`` after the case was written to ``path``."""

    saved = Signal(str, str)

    def __init__(self, tool_id: str, path: Path, args: Any, result: dict[str, Any],
                 parent: QWidget | None = None, lang: str = "en", *, controller: Controller) -> None:
        super().__init__(parent)
        self.controller = controller  # the save is its operation (ops/cases.py)
        self.setObjectName("save-case-dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.tool_id, self.path, self.args, self.lang = tool_id, Path(path), args, lang
        self.offered = offered_expectations(result)
        layout = QVBoxLayout(self)
        self.intro = wrap_label(selectable=False)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.name_label = QLabel()
        self.name_edit = QLineEdit(readable_name(args))
        self.name_edit.setObjectName("case-name")
        form.addRow(self.name_label, self.name_edit)
        layout.addLayout(form)
        self.keys = QListWidget()
        self.keys.setObjectName("case-keys")
        picks = default_picks(self.offered)
        for key, value in self.offered.items():
            if key == JSON_KEY and isinstance(value, dict) and value:
                for sub, sub_value in value.items():  # one line per key: the ticked ones are the subset
                    self._add_item(f"{self.key_label(key)} › {sub}: {preview(sub_value)}", (JSON_KEY, sub),
                                   key in picks)
                continue
            self._add_item(f"{self.key_label(key)}: {preview(value)}", key, key in picks)
        self.keys.itemChanged.connect(lambda _item: self._update_ok())
        self.name_edit.textChanged.connect(lambda _text: self._update_ok())
        layout.addWidget(self.keys, 1)
        self.path_label = wrap_label(str(self.path))
        theme.text_style(self.path_label, "muted")
        layout.addWidget(self.path_label)
        self.error_label, self.buttons = error_and_save_buttons(self, layout, "save-case-error", self.save)
        self.setMinimumWidth(520)
        self.retranslate_ui()
        self._update_ok()

    def key_label(self, key: str) -> str:
        """An expectation in the UI language, with the test file's own key after it (what the file will hold)."""
        labels = {"success": self.tr("Succeeded"), "exit_code": self.tr("Exit code"), "stdout": self.tr("Whole output"),
                  "stdout_contains": self.tr("Output contains"), "stdout_json": self.tr("Output as JSON"),
                  "images": self.tr("Pictures"), "limit": self.tr("Limit that stopped it")}
        label = labels.get(key)
        return self.tr("%1 (%2)").replace("%1", label).replace("%2", key) if label else key

    def _add_item(self, text: str, key: Any, checked: bool) -> None:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, key)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.keys.addItem(item)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Save as test case"))
        if not self.name_edit.text():
            self.name_edit.setText(self.tr("no arguments"))
        self.intro.setText(self.tr("The run's arguments become a test case of %1. Tick what must hold the next "
                                   "time it runs; the values are this run's.").replace("%1", self.tool_id))
        self.name_label.setText(self.tr("Name:"))

    def _picked_data(self) -> list[Any]:
        return [self.keys.item(row).data(Qt.ItemDataRole.UserRole) for row in range(self.keys.count())
                if self.keys.item(row).checkState() == Qt.CheckState.Checked]

    def picked(self) -> list[str]:
        """The expectation keys ticked (``stdout_json`` once, when any of its keys is ticked)."""
        keys = [key if isinstance(key, str) else key[0] for key in self._picked_data()]
        return list(dict.fromkeys(keys))

    def set_picked(self, keys: list[str]) -> None:
        """Tick exactly ``keys``: an expectation key, or ``stdout_json.KEY`` for one key of a JSON object."""
        for row in range(self.keys.count()):
            item = self.keys.item(row)
            data = item.data(Qt.ItemDataRole.UserRole)
            name = data if isinstance(data, str) else f"{data[0]}.{data[1]}"
            wanted = name in keys or (not isinstance(data, str) and data[0] in keys)
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)

    def case(self) -> dict[str, Any]:
        expect: dict[str, Any] = {}
        for key in self._picked_data():
            if isinstance(key, str):
                expect[key] = self.offered[key]
            else:  # one key of the JSON object: the subset keeps only the ticked keys
                expect.setdefault(JSON_KEY, {})[key[1]] = self.offered[JSON_KEY][key[1]]
        return {"name": self.name_edit.text().strip(), "args": self.args, "expect": expect}

    def _update_ok(self) -> None:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        button.setEnabled(bool(self.name_edit.text().strip()) and bool(self.picked()))

    def save(self) -> bool:
        """Append the case to the test file; on a refusal (a broken file) say why and stay open."""
        try:
            name = self.controller.ops.save_case(self.tool_id, self.path, self.case(), self.tr("Save test case"))
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
