"""The overrides editor: each index.json field as header value | override | effective, with reset per field.

Save sends only the fields the user changed through ``manage_script set`` (an emptied override is sent as
null, which removes it), so index.json keeps only explicit values.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase, QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.lint import check_schema
from scriptdeck.core.model.manage import ManageError
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.controller import Controller
from scriptdeck.gui.widgets import Retranslatable, wrap_label

TEXT, LIST, JSON, INT, CHOICE = "text", "list", "json", "int", "choice"
FIELDS: list[tuple[str, str, tuple[str, ...]]] = [
    ("display_name", TEXT, ()), ("description", TEXT, ()), ("parameters", JSON, ()), ("timeout_seconds", INT, ()),
    ("groups", LIST, ()), ("argv", CHOICE, ("flags", "none")), ("trust", CHOICE, ("owner", "external")),
    ("permission", CHOICE, ("read_only", "presentation", "writes")), ("stub_example", TEXT, ()),
    ("requires", LIST, ()), ("capabilities", LIST, ()), ("hints", JSON, ()),
    ("skill_only", CHOICE, ("true", "false")), ("always_loaded", CHOICE, ("true", "false")),
    ("load_policy", CHOICE, ("summary", "group", "hidden")),
]
EDITABLE_LAYERS = ("global", "persona")


def show_value(value: Any) -> str:
    if value is None or value == "" or value == []:
        return "—"
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(value)
    if isinstance(value, (dict, list, bool)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


class OverridesEditor(Retranslatable, QWidget):
    saved = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool: Tool | None = None
        self.editors: dict[str, QWidget] = {}
        self.header_labels: dict[str, QLabel] = {}
        self.effective_labels: dict[str, QLabel] = {}
        self.field_labels: dict[str, QLabel] = {}
        self.reset_buttons: dict[str, QToolButton] = {}
        self._loaded: dict[str, Any] = {}
        outer = QVBoxLayout(self)
        self.note = wrap_label(selectable=False)
        outer.addWidget(self.note)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        grid = QGridLayout(body)
        self.column_titles = [QLabel() for _ in range(4)]
        for column, label in enumerate(self.column_titles):
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            grid.addWidget(label, 0, column)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        for row, (name, kind, choices) in enumerate(FIELDS, start=1):
            self.field_labels[name] = QLabel(name)
            self.header_labels[name] = wrap_label()
            self.effective_labels[name] = wrap_label()
            editor: QWidget
            if kind == JSON:
                editor = QPlainTextEdit()
                editor.setFont(fixed)
                editor.setFixedHeight(110 if name == "parameters" else 60)
                editor.textChanged.connect(self._validate)
            elif kind == CHOICE:
                editor = QComboBox()
                editor.addItem("", None)
                for choice in choices:
                    editor.addItem(choice, choice)
                editor.currentIndexChanged.connect(self._validate)
            else:
                editor = QLineEdit()
                if kind == INT:
                    editor.setValidator(QIntValidator(1, 300, editor))
                editor.textChanged.connect(self._validate)
            editor.setObjectName(f"override-{name}")
            self.editors[name] = editor
            reset = QToolButton()
            reset.setObjectName(f"reset-{name}")
            reset.clicked.connect(lambda _=False, n=name: self.reset_field(n))
            self.reset_buttons[name] = reset
            cell = QHBoxLayout()
            cell.addWidget(editor, 1)
            cell.addWidget(reset)
            grid.addWidget(self.field_labels[name], row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self.header_labels[name], row, 1, Qt.AlignmentFlag.AlignTop)
            grid.addLayout(cell, row, 2)
            grid.addWidget(self.effective_labels[name], row, 3, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 3)
        grid.setColumnStretch(3, 2)
        bottom = QHBoxLayout()
        self.problem = wrap_label(selectable=False)
        self.problem.setStyleSheet("color: #b00020;")
        bottom.addWidget(self.problem, 1)
        self.revert_button = QPushButton()
        self.revert_button.clicked.connect(lambda: self.show_tool(self.tool))
        self.save_button = QPushButton()
        self.save_button.setObjectName("save-overrides")
        self.save_button.clicked.connect(self.save)
        bottom.addWidget(self.revert_button)
        bottom.addWidget(self.save_button)
        outer.addLayout(bottom)
        self.retranslate_ui()
        self.show_tool(None)

    def retranslate_ui(self) -> None:
        for label, text in zip(self.column_titles, (self.tr("Field"), self.tr("Header"), self.tr("Override"),
                                                    self.tr("Effective"))):
            label.setText(text)
        for button in self.reset_buttons.values():
            button.setText(self.tr("Reset"))
            button.setToolTip(self.tr("Reset to the header value (remove the override)"))
        self.save_button.setText(self.tr("Save"))
        self.revert_button.setText(self.tr("Revert"))
        self._update_note()
        self._validate()

    def _update_note(self) -> None:
        tool = self.tool
        if tool is None:
            self.note.setText(self.tr("Select a tool to edit its index.json overrides."))
        elif tool.layer not in EDITABLE_LAYERS:
            self.note.setText(self.tr("%1 is read-only (layer %2). Register a copy to override its fields.")
                              .replace("%1", tool.id).replace("%2", tool.layer))
        else:
            self.note.setText(self.tr("Overrides are written to %1. Only fields you set are saved.")
                              .replace("%1", str(self.controller.layer_dir(tool.layer) / "index.json")))

    # -- loading -----------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        self.tool = tool
        editable = tool is not None and tool.layer in EDITABLE_LAYERS and tool.dialect == "miyu"
        header = tool.header if tool else None
        resolved = tool.resolved() if tool else {}
        header_values = self._header_values(tool) if tool else {}
        self._loaded = {}
        for name, kind, _ in FIELDS:
            value = tool.overrides.get(name) if tool else None
            self._loaded[name] = value
            self._set_editor(name, kind, value)
            self.editors[name].setEnabled(editable)
            self.reset_buttons[name].setEnabled(editable)
            self.header_labels[name].setText(show_value(header_values.get(name)) if header is not None else "")
            effective_key = "display_name_zh" if name == "display_name" else name
            effective = resolved.get(effective_key, (None, ""))[0] if tool else None
            self.effective_labels[name].setText(show_value(effective) if tool else "")
        self.save_button.setEnabled(editable)
        self.revert_button.setEnabled(editable)
        self._update_note()
        self._validate()

    @staticmethod
    def _header_values(tool: Tool) -> dict[str, Any]:
        h = tool.header
        if h is None:
            return {}
        return {"display_name": h.display_name_zh, "description": h.best_description, "parameters": h.parameters,
                "timeout_seconds": h.timeout_seconds, "groups": h.groups, "argv": h.argv, "trust": h.trust,
                "permission": h.permission, "stub_example": h.stub_example, "requires": h.requires,
                "capabilities": h.capabilities, "hints": h.hints,
                "skill_only": True if h.expose == "skill" else None}

    def _set_editor(self, name: str, kind: str, value: Any) -> None:
        editor = self.editors[name]
        editor.blockSignals(True)
        if kind == JSON:
            editor.setPlainText("" if value is None else json.dumps(value, ensure_ascii=False, indent=2))
        elif kind == CHOICE:
            text = json.dumps(value) if isinstance(value, bool) else (value or "")
            found = editor.findText(text)
            editor.setCurrentIndex(max(found, 0))
        elif kind == LIST:
            editor.setText(", ".join(str(v) for v in value) if isinstance(value, list) else "")
        else:
            editor.setText("" if value is None else str(value))
        editor.blockSignals(False)

    def reset_field(self, name: str) -> None:
        kind = next(k for n, k, _ in FIELDS if n == name)
        self._set_editor(name, kind, None)
        self._validate()

    # -- reading -----------------------------------------------------------------------------------

    def _read(self, name: str, kind: str) -> Any:
        editor = self.editors[name]
        if kind == JSON:
            text = editor.toPlainText().strip()
            return json.loads(text) if text else None
        if kind == CHOICE:
            text = editor.currentText()
            return None if not text else {"true": True, "false": False}.get(text, text)
        text = editor.text().strip()
        if kind == LIST:
            from scriptdeck.core.dialects.header import split_list
            return split_list(text) or None
        if kind == INT:
            return int(text) if text else None
        return text or None

    def pending(self) -> dict[str, Any]:
        """The fields whose override changed (None means: remove the override). Raises ValueError."""
        changes: dict[str, Any] = {}
        for name, kind, _ in FIELDS:
            try:
                value = self._read(name, kind)
            except ValueError as error:
                raise ValueError(self.tr("%1 is not valid JSON: %2").replace("%1", name).replace("%2", str(error))) from error
            if name == "parameters" and value is not None:
                code, detail = check_schema(value)
                if code:
                    raise ValueError(self.tr("parameters: %1").replace("%1", detail or self.tr(
                        "must be a JSON Schema with \"type\": \"object\"")))
            if value != self._loaded.get(name):
                changes[name] = value
        return changes

    def _validate(self) -> None:
        try:
            changes = self.pending()
        except ValueError as error:
            self.problem.setText(str(error))
            self.save_button.setEnabled(False)
            return
        self.problem.setText(self.tr("Unsaved changes: %1").replace("%1", str(len(changes))) if changes else "")
        editable = self.tool is not None and self.tool.layer in EDITABLE_LAYERS and self.tool.dialect == "miyu"
        self.save_button.setEnabled(editable and bool(changes))

    def save(self) -> None:
        if self.tool is None:
            return
        try:
            changes = self.pending()
        except ValueError as error:
            self.problem.setText(str(error))
            return
        if not changes:
            return
        tool_id = self.tool.id
        try:
            self.controller.manage({"action": "set", "id": tool_id, "scope": self.tool.layer, **changes})
        except ManageError as error:
            self.controller.error.emit(*error.message(self.controller.lang))
            return
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Nothing was written; check free disk space."))
            return
        self.show_tool(self.controller.registry.get(tool_id))
        self.saved.emit()
