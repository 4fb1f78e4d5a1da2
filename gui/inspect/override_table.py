"""The Overrides pane's table: each index.json field as field | header value | override editor | effective value,
with "Reset" per field and the English name's row. It shows and reads values; saving is the pane's."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase, QIntValidator
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.services.texts import field_label, value_label
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wheel_only_when_focused, wrap_label

TEXT, LIST, JSON, INT, CHOICE = "text", "list", "json", "int", "choice"
FIELDS: list[tuple[str, str, tuple[str, ...]]] = [
    ("display_name", TEXT, ()), ("description", TEXT, ()), ("parameters", JSON, ()), ("timeout_seconds", INT, ()),
    ("groups", LIST, ()), ("argv", CHOICE, ("flags", "positional", "none")), ("trust", CHOICE, ("owner", "external")),
    ("permission", CHOICE, ("read_only", "presentation", "writes")), ("stub_example", TEXT, ()),
    ("requires", LIST, ()), ("capabilities", LIST, ()), ("hints", JSON, ()),
    ("skill_only", CHOICE, ("true", "false")), ("always_loaded", CHOICE, ("true", "false")),
    ("load_policy", CHOICE, ("summary", "group", "hidden")),
]
KINDS = {name: kind for name, kind, _ in FIELDS}


def show_value(value: Any, name: str = "") -> str:
    if value is None or value == "" or value == []:
        return "—"
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(value)
    if isinstance(value, bool) or (isinstance(value, str) and name):
        return value_label(name, value)
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def pretty_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)


class OverrideTable(Retranslatable, QWidget):
    #: an editor's text changed (the pane validates)
    edited = Signal()
    #: "Preview form" was pressed
    preview_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # by kind: QPlainTextEdit (JSON), QComboBox (CHOICE), else QLineEdit; the field's kind picks the methods
        self.editors: dict[str, Any] = {}
        self.header_labels: dict[str, QLabel] = {}
        self.effective_labels: dict[str, QLabel] = {}
        self.field_labels: dict[str, QLabel] = {}
        self.reset_buttons: dict[str, QToolButton] = {}
        grid = QGridLayout(self)
        self.column_titles = [QLabel() for _ in range(4)]
        for at, label in enumerate(self.column_titles):
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            grid.addWidget(label, 0, at)
        row = 0
        for name, kind, choices in FIELDS:
            row += 1
            if name == "display_name":  # the English name: shown beside the name slot (see _english_row)
                self._english_row(grid, row + 1)
            self.field_labels[name] = QLabel()
            self.header_labels[name] = wrap_label()
            self.effective_labels[name] = wrap_label()
            editor = self._make_editor(name, kind, choices)
            reset = QToolButton()
            reset.setObjectName(f"reset-{name}")
            reset.clicked.connect(lambda _=False, n=name: self.reset_field(n))
            self.reset_buttons[name] = reset
            cell: QBoxLayout = QHBoxLayout()
            cell.addWidget(editor, 1)
            cell.addWidget(reset, 0, Qt.AlignmentFlag.AlignTop)
            if name == "parameters":
                cell = self._parameters_cell(cell)
            grid.addWidget(self.field_labels[name], row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self.header_labels[name], row, 1, Qt.AlignmentFlag.AlignTop)
            grid.addLayout(cell, row, 2, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self.effective_labels[name], row, 3, Qt.AlignmentFlag.AlignTop)
            if name == "display_name":
                row += 1  # the English name's row
        grid.setRowStretch(row + 1, 1)  # rows stay at the top in a tall window
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 3)
        grid.setColumnStretch(3, 2)

    def _make_editor(self, name: str, kind: str, choices: tuple[str, ...]) -> QWidget:
        editor: QWidget
        if kind == JSON:
            editor = QPlainTextEdit()
            editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
            editor.setTabChangesFocus(True)
            if name == "parameters":
                editor.setMinimumHeight(140)
                editor.setMaximumHeight(280)
            else:
                editor.setFixedHeight(70)
            editor.textChanged.connect(self.edited)
        elif kind == CHOICE:
            editor = QComboBox()
            editor.addItem("", None)
            for choice in choices:
                editor.addItem(choice, choice)
            editor.currentIndexChanged.connect(self.edited)
            wheel_only_when_focused(editor)
        else:
            editor = QLineEdit()
            if kind == INT:
                editor.setValidator(QIntValidator(1, 300, editor))
            editor.textChanged.connect(self.edited)
        editor.setObjectName(f"override-{name}")
        self.editors[name] = editor
        return editor

    def _parameters_cell(self, cell: QBoxLayout) -> QBoxLayout:
        column = QVBoxLayout()
        column.addLayout(cell)
        self.parameters_problem = wrap_label(selectable=False)
        self.parameters_problem.setObjectName("parameters-problem")
        theme.text_style(self.parameters_problem, "error")
        self.parameters_problem.hide()
        column.addWidget(self.parameters_problem)
        self.preview_button = QPushButton()
        self.preview_button.setObjectName("preview-form")
        self.preview_button.clicked.connect(self.preview_requested)
        column.addWidget(self.preview_button, 0, Qt.AlignmentFlag.AlignLeft)
        return column

    def _english_row(self, grid: QGridLayout, row: int) -> None:
        """index.json has one name slot; the English name is shown with its header value and effective value so
        both names read the same as in Details and the tree."""
        self.en_label = QLabel()
        self.en_header = wrap_label()
        self.en_note = wrap_label(selectable=False)
        theme.text_style(self.en_note, "muted")
        self.en_effective = wrap_label()
        self.en_effective.setObjectName("effective-display_name_en")
        grid.addWidget(self.en_label, row, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.en_header, row, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.en_note, row, 2, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.en_effective, row, 3, Qt.AlignmentFlag.AlignTop)

    def retranslate_ui(self) -> None:
        for label, text in zip(self.column_titles, (self.tr("Field"), self.tr("Header"), self.tr("Override"),
                                                    self.tr("Effective"))):
            label.setText(text)
        for name, kind, choices in FIELDS:
            self.field_labels[name].setText(field_label(name))
            self.field_labels[name].setToolTip(f"index.json: <code>{name}</code>")  # the key, as code
            if kind == CHOICE:
                editor = self.editors[name]
                editor.setItemText(0, self.tr("(not set)"))
                for i, choice in enumerate(choices, start=1):
                    editor.setItemText(i, value_label(name, {"true": True, "false": False}.get(choice, choice)))
        # the one name slot of index.json: what it replaces depends on the script of the name typed
        self.field_labels["display_name"].setText(self.tr("Chinese and English name"))
        self.en_label.setText(field_label("display_name_en"))
        self.en_note.setText(self.tr("index.json has one name slot (the row above): a name with Chinese characters "
                                     "replaces the Chinese name only; a name without them replaces both names."))
        self.preview_button.setText(self.tr("Preview form"))
        self.preview_button.setToolTip(self.tr("Open the run form these parameters make"))
        for name, button in self.reset_buttons.items():
            button.setText(self.tr("Reset"))
            button.setToolTip(self.tr("Reset to the header value (remove the override)"))
            # a screen reader hears which field each control is for (SPEC §30): fifteen "Reset"s told nothing
            label = self.field_labels[name]
            label.setBuddy(self.editors[name])
            self.editors[name].setAccessibleName(label.text())
            button.setAccessibleName(self.tr("Reset %1").replace("%1", label.text()))

    # -- values --------------------------------------------------------------------------------------

    def fill_values(self, tool: Tool | None) -> None:
        """The header and effective columns, in the UI language (the same words Details uses)."""
        header = tool.header if tool else None
        header_values = self._header_values(tool) if tool else {}
        for name, kind, _ in FIELDS:
            if tool is None:
                self.header_labels[name].setText("")
                self.effective_labels[name].setText("")
                continue
            value = header_values.get(name) if header is not None else None
            self._show(self.header_labels[name], name, kind, value, header is not None)
            effective_key = "display_name_zh" if name == "display_name" else name
            effective, source = tool.effective(effective_key)
            if name == "timeout_seconds":
                self.effective_labels[name].setText(self._timeout_text(tool, source))
                self.effective_labels[name].setToolTip("")
            else:
                self._show(self.effective_labels[name], name, kind, effective, True)
        if tool is None:
            self.en_header.setText("")
            self.en_effective.setText("")
            return
        self.en_header.setText(show_value(header.display_name) if header is not None else "")
        english = tool.value("display_name_en")
        self.en_effective.setText(english or self.tr("%1 (from the id)").replace("%1", tool.humanized()))

    def _timeout_text(self, tool: Tool, source: str) -> str:
        where = {"header": self.tr("header"), "index": self.tr("index.json"), "default": self.tr("default")}
        return self.tr("%1 s (%2)").replace("%1", f"{tool.timeout_seconds:g}").replace("%2", where.get(source, source))

    @staticmethod
    def _show(label: QLabel, name: str, kind: str, value: Any, known: bool) -> None:
        """A value in its column; JSON is summarised in one line with the whole of it in the tooltip."""
        if not known:
            label.setText("")
            label.setToolTip("")
            return
        if kind == JSON and value not in (None, [], {}):
            text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
            label.setText(text if len(text) <= 80 else text[:79] + "…")
            label.setToolTip(pretty_json(value) if len(text) > 80 else "")
            return
        label.setText(show_value(value, name if kind == CHOICE else ""))
        label.setToolTip("")

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

    def set_editor(self, name: str, value: Any) -> None:
        editor, kind = self.editors[name], KINDS[name]
        editor.blockSignals(True)
        if kind == JSON:
            editor.setPlainText("" if value is None else pretty_json(value))
        elif kind == CHOICE:
            text = json.dumps(value) if isinstance(value, bool) else (value or None)
            found = editor.findData(text) if text is not None else 0
            editor.setCurrentIndex(max(found, 0))
        elif kind == LIST:
            editor.setText(", ".join(str(v) for v in value) if isinstance(value, list) else "")
        else:
            editor.setText("" if value is None else str(value))
        editor.blockSignals(False)

    def read(self, name: str) -> Any:
        """The value typed for ``name`` (None: no override). Raises ValueError for JSON that does not parse."""
        editor, kind = self.editors[name], KINDS[name]
        if kind == JSON:
            text = editor.toPlainText().strip()
            return json.loads(text) if text else None
        if kind == CHOICE:
            text = editor.currentData()
            return None if not text else {"true": True, "false": False}.get(text, text)
        text = editor.text().strip()
        if kind == LIST:
            from scriptdeck.core.dialects.header import split_list
            return split_list(text) or None
        if kind == INT:
            return int(text) if text else None
        return text or None

    def set_editable(self, editable: bool) -> None:
        for name in self.editors:
            self.editors[name].setEnabled(editable)
            self.reset_buttons[name].setEnabled(editable)

    def reset_field(self, name: str) -> None:
        self.set_editor(name, None)
        self.edited.emit()
