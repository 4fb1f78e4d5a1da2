"""The overrides editor: each index.json field as header value | override | effective, with reset per field.

Save sends only the fields the user changed through ``manage_script set`` (an emptied override is sent as
null, which removes it), so index.json keeps only explicit values.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase, QIntValidator
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
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
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import field_label, join_list, json_error_text, layer_label, value_label
from scriptdeck.gui.widgets.common import Retranslatable, never_squeezed, wrap_label
from scriptdeck.gui.widgets.form_widgets import friendly, schema_problem

TEXT, LIST, JSON, INT, CHOICE = "text", "list", "json", "int", "choice"
FIELDS: list[tuple[str, str, tuple[str, ...]]] = [
    ("display_name", TEXT, ()), ("description", TEXT, ()), ("parameters", JSON, ()), ("timeout_seconds", INT, ()),
    ("groups", LIST, ()), ("argv", CHOICE, ("flags", "positional", "none")), ("trust", CHOICE, ("owner", "external")),
    ("permission", CHOICE, ("read_only", "presentation", "writes")), ("stub_example", TEXT, ()),
    ("requires", LIST, ()), ("capabilities", LIST, ()), ("hints", JSON, ()),
    ("skill_only", CHOICE, ("true", "false")), ("always_loaded", CHOICE, ("true", "false")),
    ("load_policy", CHOICE, ("summary", "group", "hidden")),
]
EDITABLE_LAYERS = ("global", "persona")


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


class OverridesEditor(Retranslatable, QWidget):
    saved = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool: Tool | None = None
        # by kind: QPlainTextEdit (JSON), QComboBox (CHOICE), else QLineEdit; the field's kind picks the methods
        self.editors: dict[str, Any] = {}
        self.header_labels: dict[str, QLabel] = {}
        self.effective_labels: dict[str, QLabel] = {}
        self.field_labels: dict[str, QLabel] = {}
        self.reset_buttons: dict[str, QToolButton] = {}
        self._loaded: dict[str, Any] = {}
        # fields typed here that index.json changed on disk meanwhile: name -> the value now on disk
        self.conflicts: dict[str, Any] = {}
        self.conflict_dialog: QDialog | None = None
        outer = QVBoxLayout(self)
        self.note = wrap_label(selectable=False)
        outer.addWidget(self.note)
        outer.addWidget(self._build_conflict_bar())
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        self.scroll_area = scroll  # not "scroll": that would hide QWidget.scroll()
        body = QWidget()
        scroll.setWidget(never_squeezed(body))
        outer.addWidget(scroll, 1)
        grid = QGridLayout(body)
        self.column_titles = [QLabel() for _ in range(4)]
        for at, label in enumerate(self.column_titles):
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            grid.addWidget(label, 0, at)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.preview_dialog: QWidget | None = None
        row = 0
        for name, kind, choices in FIELDS:
            row += 1
            if name == "display_name":  # the English name: shown beside the Chinese slot (see _english_row)
                self._english_row(grid, row + 1)
            self.field_labels[name] = QLabel()
            self.header_labels[name] = wrap_label()
            self.effective_labels[name] = wrap_label()
            editor: QWidget
            if kind == JSON:
                editor = QPlainTextEdit()
                editor.setFont(fixed)
                editor.setTabChangesFocus(True)
                if name == "parameters":
                    editor.setMinimumHeight(140)
                    editor.setMaximumHeight(280)
                else:
                    editor.setFixedHeight(70)
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
            cell: QBoxLayout = QHBoxLayout()
            cell.addWidget(editor, 1)
            cell.addWidget(reset, 0, Qt.AlignmentFlag.AlignTop)
            if name == "parameters":
                column = QVBoxLayout()
                column.addLayout(cell)
                self.parameters_problem = wrap_label(selectable=False)
                self.parameters_problem.setObjectName("parameters-problem")
                self.parameters_problem.setStyleSheet("color: #b00020;")
                self.parameters_problem.hide()
                column.addWidget(self.parameters_problem)
                self.preview_button = QPushButton()
                self.preview_button.setObjectName("preview-form")
                self.preview_button.clicked.connect(self.preview_form)
                column.addWidget(self.preview_button, 0, Qt.AlignmentFlag.AlignLeft)
                cell = column
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

    def _build_conflict_bar(self) -> QFrame:
        """Shown when index.json changed outside while fields here were typed: reload / keep mine / see both."""
        bar = QFrame()
        bar.setObjectName("overrides-conflict")
        bar.setFrameShape(QFrame.Shape.StyledPanel)
        bar.setStyleSheet("#overrides-conflict { background: #fff4e5; border: 1px solid #e0a030; }")
        row = QHBoxLayout(bar)
        self.conflict_label = wrap_label(selectable=False)
        self.conflict_label.setObjectName("overrides-conflict-text")
        row.addWidget(self.conflict_label, 1)
        self.conflict_buttons: dict[str, QPushButton] = {}
        for key, slot in (("reload", self.take_theirs), ("keep", self.keep_mine), ("both", self.show_both)):
            button = QPushButton()
            button.setObjectName(f"conflict-{key}")
            button.clicked.connect(slot)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            self.conflict_buttons[key] = button
        bar.hide()
        self.conflict_bar = bar
        return bar

    def _english_row(self, grid: QGridLayout, row: int) -> None:
        """index.json has one name slot (the Chinese 显示名称); the English name is shown with its header
        value and effective value so both names read the same as in Details and the tree."""
        self.en_label = QLabel()
        self.en_header = wrap_label()
        self.en_note = wrap_label(selectable=False)
        self.en_note.setStyleSheet("color: #5f6368;")
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
        self.en_label.setText(field_label("display_name_en"))
        self.en_note.setText(self.tr("index.json has one name slot: a name without Chinese characters set "
                                     "above replaces the English name too."))
        self.preview_button.setText(self.tr("Preview form"))
        self.preview_button.setToolTip(self.tr("Open the run form these parameters make"))
        for button in self.reset_buttons.values():
            button.setText(self.tr("Reset"))
            button.setToolTip(self.tr("Reset to the header value (remove the override)"))
        self.save_button.setText(self.tr("Save"))
        self.revert_button.setText(self.tr("Revert"))
        self.conflict_buttons["reload"].setText(self.tr("Reload"))
        self.conflict_buttons["reload"].setToolTip(self.tr("Take the values now in index.json; your typed values "
                                                           "for these fields are dropped"))
        self.conflict_buttons["keep"].setText(self.tr("Keep mine"))
        self.conflict_buttons["keep"].setToolTip(self.tr("Keep your typed values; Save then replaces the outside "
                                                         "change"))
        self.conflict_buttons["both"].setText(self.tr("See both"))
        self._show_conflicts()
        self._update_note()
        self._fill_values()
        self._validate()

    def _update_note(self) -> None:
        tool = self.tool
        if tool is None:
            self.note.setText(self.tr("Select a tool to edit its index.json overrides."))
        elif tool.layer not in EDITABLE_LAYERS:
            self.note.setText(self.tr("%1 is read-only (layer %2). Register a copy to override its fields.")
                              .replace("%1", tool.id).replace("%2", layer_label(tool.layer)))
        else:
            self.note.setText(self.tr("Overrides are written to %1. Only fields you set are saved.")
                              .replace("%1", str(self.controller.layer_dir(tool.layer) / "index.json")))

    # -- loading -----------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        if tool is None or self.tool is None or tool.id != self.tool.id:
            self.scroll_area.verticalScrollBar().setValue(0)  # each tool starts at its first field
        self.tool = tool
        editable = tool is not None and tool.layer in EDITABLE_LAYERS and tool.dialect == "miyu"
        self._loaded = {}
        self.conflicts = {}
        self._show_conflicts()
        for name, kind, _ in FIELDS:
            value = tool.overrides.get(name) if tool else None
            self._loaded[name] = value
            self._set_editor(name, kind, value)
            self.editors[name].setEnabled(editable)
            self.reset_buttons[name].setEnabled(editable)
        self.save_button.setEnabled(editable)
        self.revert_button.setEnabled(editable)
        self._fill_values()
        self._update_note()
        self._validate()

    def _fill_values(self) -> None:
        """The header and effective columns, in the UI language (the same words Details uses)."""
        tool = self.tool
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

    def _set_editor(self, name: str, kind: str, value: Any) -> None:
        editor = self.editors[name]
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

    # -- outside changes -----------------------------------------------------------------------------

    def _touched(self) -> set[str]:
        """Fields whose editor no longer shows the loaded override (a value that does not parse counts)."""
        touched = set()
        for name, kind, _ in FIELDS:
            try:
                if self._read(name, kind) != self._loaded.get(name):
                    touched.add(name)
            except (ValueError, RecursionError):
                touched.add(name)
        return touched

    def merge_outside(self, tool: Tool) -> None:
        """index.json was changed by someone else while edits here are pending: untouched fields take the new
        value, a typed field the outside change also changed becomes a conflict (never silently overwritten)."""
        if self.tool is None or tool.id != self.tool.id:
            return
        touched = self._touched()
        for name, kind, _ in FIELDS:
            outside = tool.overrides.get(name)
            if outside == self._loaded.get(name):
                continue
            if name not in touched:
                self._loaded[name] = outside
                self._set_editor(name, kind, outside)
                continue
            try:
                same = self._read(name, kind) == outside
            except (ValueError, RecursionError):
                same = False
            if same:
                self._loaded[name] = outside  # both sides wrote the same value: nothing to decide
                self.conflicts.pop(name, None)
            else:
                self.conflicts[name] = outside
        self.tool = tool
        self._fill_values()
        self._show_conflicts()
        self._validate()

    def _show_conflicts(self) -> None:
        if not hasattr(self, "conflict_bar"):
            return
        names = join_list([field_label(n) for n in self.conflicts])
        self.conflict_label.setText(self.tr("index.json was changed outside ScriptDeck while you edited: %1. "
                                            "Choose which values to keep before saving.").replace("%1", names))
        self.conflict_bar.setVisible(bool(self.conflicts))

    @Slot()
    def take_theirs(self) -> None:
        """Reload: the conflicting fields show what is on disk now; other typed fields stay."""
        for name, kind, _ in FIELDS:
            if name in self.conflicts:
                self._loaded[name] = self.conflicts[name]
                self._set_editor(name, kind, self.conflicts[name])
        self._resolved()

    @Slot()
    def keep_mine(self) -> None:
        """Keep mine: the typed values stay and Save writes them over the outside change, knowingly."""
        for name, value in self.conflicts.items():
            self._loaded[name] = value
        self._resolved()

    def _resolved(self) -> None:
        self.conflicts = {}
        if self.conflict_dialog is not None:
            self.conflict_dialog.close()
        self._show_conflicts()
        self._validate()

    @Slot()
    def show_both(self) -> QDialog | None:
        """Mine and theirs, side by side, for each conflicting field."""
        if not self.conflicts:
            return None
        if self.conflict_dialog is not None:
            self.conflict_dialog.close()
        dialog = QDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setObjectName("overrides-both")
        dialog.setWindowTitle(self.tr("Your values and index.json's"))
        layout = QVBoxLayout(dialog)
        grid = QGridLayout()
        for at, title in enumerate((self.tr("Field"), self.tr("Yours (typed)"), self.tr("In index.json now"))):
            label = QLabel(f"<b>{title}</b>")
            grid.addWidget(label, 0, at)
        kinds = {n: k for n, k, _ in FIELDS}
        for row, (name, theirs) in enumerate(self.conflicts.items(), start=1):
            try:
                mine = show_value(self._read(name, kinds[name]), name if kinds[name] == CHOICE else "")
            except (ValueError, RecursionError):
                mine = self.editors[name].toPlainText() if kinds[name] == JSON else "?"
            grid.addWidget(QLabel(field_label(name)), row, 0, Qt.AlignmentFlag.AlignTop)
            for column, text in ((1, mine), (2, show_value(theirs, name if kinds[name] == CHOICE else ""))):
                value = wrap_label(text)
                value.setObjectName(f"both-{name}-{'mine' if column == 1 else 'theirs'}")
                grid.addWidget(value, row, column, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        reload_button = buttons.addButton(self.tr("Reload"), QDialogButtonBox.ButtonRole.ActionRole)
        reload_button.clicked.connect(self.take_theirs)
        keep_button = buttons.addButton(self.tr("Keep mine"), QDialogButtonBox.ButtonRole.ActionRole)
        keep_button.clicked.connect(self.keep_mine)
        buttons.rejected.connect(dialog.close)
        layout.addWidget(buttons)
        dialog.destroyed.connect(self._both_gone)
        self.conflict_dialog = dialog
        dialog.resize(560, 260)
        dialog.show()
        return dialog

    @Slot()
    def _both_gone(self) -> None:
        self.conflict_dialog = None

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
            text = editor.currentData()
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
            except (ValueError, RecursionError) as error:
                raise ValueError(self.tr("%1 is not valid JSON: %2").replace("%1", field_label(name)).replace(
                    "%2", json_error_text(error))) from error
            if name == "parameters" and value is not None:
                code, detail = check_schema(value)
                if code == "params-not-object":
                    raise ValueError(self.tr("parameters: %1").replace("%1", self.tr(
                        "must be a JSON Schema with \"type\": \"object\"")))
                if code:
                    raise ValueError(self.tr("Parameters is not a valid JSON Schema: %1").replace(
                        "%1", friendly(detail)))
            if value != self._loaded.get(name):
                changes[name] = value
        return changes

    @Slot()
    def _validate(self) -> None:
        self._check_parameters()
        try:
            changes = self.pending()
        except ValueError as error:
            self.problem.setText(str(error))
            self.save_button.setEnabled(False)
            return
        self.problem.setText(self.tr("Unsaved changes: %1").replace("%1", str(len(changes))) if changes else "")
        editable = self.tool is not None and self.tool.layer in EDITABLE_LAYERS and self.tool.dialect == "miyu"
        self.save_button.setEnabled(editable and bool(changes) and not self.conflicts)

    def _check_parameters(self) -> None:
        """Parameters are checked as you type; the problem shows right under the editor."""
        if not hasattr(self, "parameters_problem"):
            return
        problem = schema_problem(self.editors["parameters"].toPlainText())
        self.parameters_problem.setText(problem)
        self.parameters_problem.setVisible(bool(problem))
        self.preview_button.setEnabled(not problem)

    def schema_for_preview(self) -> dict[str, Any]:
        """The schema the form preview shows: the edited override, else the effective one."""
        text = self.editors["parameters"].toPlainText().strip()
        if text:
            return json.loads(text)
        if self.tool is not None and isinstance(self.tool.parameters, dict):
            return self.tool.parameters
        return {"type": "object", "properties": {}}

    @Slot()
    def _preview_gone(self) -> None:
        self.preview_dialog = None

    @Slot()
    def preview_form(self) -> QWidget | None:
        """Show the run form the Parameters make, in a window of its own (non-modal)."""
        from PySide6.QtWidgets import QDialog, QDialogButtonBox
        from scriptdeck.core.contract.form import build_form
        from scriptdeck.gui.widgets.form_widgets import ObjectEditor, make_editor

        try:
            spec = build_form(self.schema_for_preview())
        except (ValueError, RecursionError, TypeError, AttributeError):
            return None
        if self.preview_dialog is not None:
            self.preview_dialog.close()
        dialog = QDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowTitle(self.tr("Form preview"))
        dialog.setMinimumWidth(420)
        layout = QVBoxLayout(dialog)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(never_squeezed(ObjectEditor(spec, framed=False) if spec.kind == "object" else make_editor(spec)))
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.close)
        layout.addWidget(buttons)
        dialog.destroyed.connect(self._preview_gone)
        self.preview_dialog = dialog
        dialog.resize(480, 420)
        dialog.show()
        return dialog

    def is_dirty(self) -> bool:
        """Has the user typed something that is not saved (a field that does not parse counts too)?"""
        if self.tool is None:
            return False
        try:
            return bool(self.pending())
        except ValueError:
            return True

    @Slot()
    def save(self) -> bool:
        """The Save button (and Ctrl+S): saved, or the reason shown under the fields (a write that failed is
        also reported in a message box)."""
        reason = self.save_changes(report_errors=True)
        if reason:
            self.problem.setText(reason)
        return not reason

    def save_changes(self, *, report_errors: bool = False) -> str:
        """Write the typed overrides through the outside-change check: "" when saved (or nothing to save), else
        exactly why not, in the UI language. Typed values are never lost."""
        if self.tool is None:
            return ""
        try:
            changes = self.pending()
        except ValueError as error:
            return str(error)
        if not changes:
            return ""
        tool_id = self.tool.id
        # look at index.json as it is now: an outside change to a typed field is shown, never overwritten
        self.controller.rescan()
        fresh = self.controller.registry.get(tool_id)
        if fresh is not None:
            self.merge_outside(fresh)
        if self.conflicts:
            return self.tr("Not saved: index.json was changed outside ScriptDeck while you edited %1. Choose "
                           "Reload or Keep mine in the Overrides tab, then save.").replace(
                               "%1", join_list([field_label(n) for n in self.conflicts]))
        changes = self.pending()
        try:
            self.controller.ops.set_overrides(tool_id, changes, self.tr("Save overrides of %1").replace("%1", tool_id))
        except ManageError as error:
            message, fix = error.message(self.controller.lang)
            if report_errors:
                self.controller.error.emit(message, fix)
            return self.tr("Not saved: %1").replace("%1", message)
        except OSError as error:
            if report_errors:
                self.controller.error.emit(str(error), self.tr("Nothing was written; check free disk space."))
            return self.tr("Not saved: %1").replace("%1", str(error))
        self.show_tool(self.controller.registry.get(tool_id))
        self.saved.emit()
        return ""
