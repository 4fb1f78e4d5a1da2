"""The header editor: change a tool's comment header itself (names, descriptions, groups, timeout, argv,
parameters) and write it back into the file through :mod:`scriptdeck.core.model.header_edit` (atomic, the
code below the header byte-exact, refused when the file changed since it was opened). Built-in, pi and
Raycast tools are read-only here, and the editor says why.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QFontDatabase, QIntValidator, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.model.header_edit import HeaderEditError, load_for_edit
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, ask_choice, wheel_only_when_focused, wrap_label
from scriptdeck.gui.widgets.form_widgets import schema_problem

TEXT_FIELDS = ("display_name_zh", "display_name", "description", "description_zh")


class ParametersEdit(QWidget):
    """A monospace JSON Schema editor checked as you type, with a "Preview form" button (as in Overrides)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.edit = QPlainTextEdit()
        self.edit.setObjectName("header-parameters")
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.edit.setTabChangesFocus(True)
        self.edit.setMinimumHeight(140)
        layout.addWidget(self.edit)
        row = QHBoxLayout()
        self.problem = wrap_label()
        self.problem.setObjectName("header-parameters-problem")
        theme.text_style(self.problem, "error")
        self.preview_button = QPushButton()
        self.preview_button.setObjectName("header-preview-form")
        self.preview_button.clicked.connect(self.preview_form)
        row.addWidget(self.problem, 1)
        row.addStretch(0)
        row.addWidget(self.preview_button, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        layout.addLayout(row)
        self.preview_dialog: QDialog | None = None
        self.edit.textChanged.connect(self.check)

    def set_value(self, value: Any) -> None:
        self.edit.setPlainText(json.dumps(value, ensure_ascii=False, indent=2) if value is not None else "")

    def value(self) -> Any:
        """The schema, None when empty; ValueError when it is not JSON."""
        text = self.edit.toPlainText().strip()
        return json.loads(text) if text else None

    @Slot()
    def check(self) -> str:
        problem = schema_problem(self.edit.toPlainText())
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.preview_button.setEnabled(not problem)
        self.changed.emit()
        return problem

    @Slot()
    def preview_form(self) -> QDialog | None:
        from scriptdeck.gui.widgets.form_preview import preview_form

        try:
            schema = self.value() or {"type": "object", "properties": {}}
        except ValueError:
            return None
        self.preview_dialog = preview_form(schema, self)
        return self.preview_dialog


def read_only_reason(tool: Tool, registry: Registry) -> str:
    """Why this tool's header cannot be edited here ("" when it can); English, translated by the caller."""
    try:
        layer = registry.layer(tool.layer)
    except (KeyError, ValueError):
        return "missing"
    if tool.layer == "builtin":
        return "builtin"
    if tool.dialect == "pi":
        return "pi"
    if tool.dialect == "raycast":
        return "raycast"
    if not layer.writable or tool.dialect != "miyu":
        return "readonly"
    return ""


class HeaderEditor(Retranslatable, QDialog):
    """Non-modal; ``saved(tool_id)`` after the header was written."""

    saved = Signal(str)

    def __init__(self, controller: Controller, tool: Tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = tool
        self.setObjectName("header-editor")
        self.setMinimumWidth(560)
        self.data: bytes | None = None
        self.loaded: dict[str, Any] = {}
        self.prompt: QMessageBox | None = None  # the open "unsaved changes" question, if any
        self._leaving = False  # set once the user chose to leave (saved or discarded)
        layout = QVBoxLayout(self)
        self.note = wrap_label()
        self.note.setObjectName("header-note")
        layout.addWidget(self.note)
        form = QFormLayout()
        self.edits: dict[str, QLineEdit] = {}
        self.labels: dict[str, QLabel] = {}
        for name in (*TEXT_FIELDS, "groups", "timeout_seconds"):
            edit = QLineEdit()
            edit.setObjectName(f"header-{name}")
            if name == "timeout_seconds":
                edit.setValidator(QIntValidator(1, 100000, edit))
            edit.textChanged.connect(self._update_buttons)
            self.edits[name] = edit
            self.labels[name] = QLabel()
            form.addRow(self.labels[name], edit)
        self.argv_combo = QComboBox()
        wheel_only_when_focused(self.argv_combo)
        self.argv_combo.setObjectName("header-argv")
        for value in ("", "flags", "positional", "none"):
            self.argv_combo.addItem(value or "—", value or None)
        self.argv_combo.currentIndexChanged.connect(self._update_buttons)
        self.labels["argv"] = QLabel()
        form.addRow(self.labels["argv"], self.argv_combo)
        self.parameters = ParametersEdit()
        self.parameters.changed.connect(self._update_buttons)
        self.labels["parameters"] = QLabel()
        form.addRow(self.labels["parameters"], self.parameters)
        layout.addLayout(form, 1)
        self.problem = wrap_label()
        self.problem.setObjectName("header-problem")
        theme.text_style(self.problem, "error")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        save_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self)  # Ctrl+S, as in the window
        save_key.activated.connect(self.save)
        self.reason = read_only_reason(tool, controller.registry)
        self._load()
        self.retranslate_ui()

    # -- loading -------------------------------------------------------------------------------------

    def _load(self) -> None:
        if not self.reason:
            try:
                self.data, self.loaded = load_for_edit(self.tool.path)
            except HeaderEditError as error:
                self.reason = "error"
                self.load_error = " — ".join(t for t in error.message(self.controller.lang) if t)
        fields = self.loaded or {}
        header = self.tool.header
        for name in TEXT_FIELDS:
            value = fields.get(name) if fields else getattr(header, name, "") if header else ""
            self.edits[name].setText(value or "")
        groups = fields.get("groups") if fields else (header.groups if header else [])
        self.edits["groups"].setText(", ".join(groups or []))
        timeout = fields.get("timeout_seconds") if fields else (header.timeout_seconds if header else None)
        self.edits["timeout_seconds"].setText(str(timeout) if timeout else "")
        argv = fields.get("argv") if fields else (header.argv if header else None)
        self.argv_combo.setCurrentIndex(max(0, self.argv_combo.findData(argv)) if argv else 0)
        self.parameters.set_value(fields.get("parameters") if fields else (header.parameters if header else None))
        editable = not self.reason
        for edit in self.edits.values():  # read-only and looking it (greyed), not only refusing to save
            edit.setReadOnly(not editable)
            edit.setEnabled(editable)
        self.argv_combo.setEnabled(editable)
        self.parameters.edit.setReadOnly(not editable)
        self.parameters.edit.setEnabled(editable)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setVisible(editable)
        self._update_buttons()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Edit header — %1").replace("%1", self.tool.id))
        texts = {"display_name_zh": self.tr("Chinese name (显示名称):"), "display_name": self.tr("English name:"),
                 "description": self.tr("Description (English):"), "description_zh": self.tr("Description (Chinese):"),
                 "groups": self.tr("Groups:"), "timeout_seconds": self.tr("Timeout (seconds):"),
                 "argv": self.tr("Arguments as:"), "parameters": self.tr("Parameters:")}
        for name, label in self.labels.items():
            label.setText(texts[name])
        self.edits["groups"].setPlaceholderText(self.tr("comma-separated, e.g. system, disk"))
        self.parameters.preview_button.setText(self.tr("Preview form"))
        self.argv_combo.setItemText(0, self.tr("not set"))
        reasons = {
            "builtin": self.tr("This tool comes with ScriptDeck and cannot be edited. Use “Register a copy” in "
                               "the tool's context menu and edit the copy."),
            "pi": self.tr("This is a pi tool: its header follows pi's own format. Open it in your editor instead."),
            "raycast": self.tr("This is a Raycast script command, read in place. Register a copy (converted to "
                               "a Miyu header) and edit that."),
            "readonly": self.tr("This tool's folder is read-only for ScriptDeck."),
            "missing": self.tr("This tool's layer is not loaded."),
            "error": getattr(self, "load_error", ""),
        }
        self.note.setText(reasons.get(self.reason, "") if self.reason else
                          self.tr("Changes the comment header of %1 itself; the code below it is kept byte for "
                                  "byte.").replace("%1", str(self.tool.path)))
        theme.text_style(self.note, "error" if self.reason else "muted")

    # -- saving --------------------------------------------------------------------------------------

    def fields(self) -> dict[str, Any]:
        """The edited fields, in the form ``render_header`` takes; ValueError when Parameters is not JSON."""
        fields: dict[str, Any] = {name: self.edits[name].text().strip() for name in TEXT_FIELDS}
        fields["groups"] = [g for g in self.edits["groups"].text().replace("，", ",").replace(";", ",")
                            .replace(" ", ",").split(",") if g]
        timeout = self.edits["timeout_seconds"].text().strip()
        fields["timeout_seconds"] = int(timeout) if timeout else None
        fields["argv"] = self.argv_combo.currentData()
        fields["parameters"] = self.parameters.value()
        return fields

    def changes(self) -> dict[str, Any]:
        try:
            fields = self.fields()
        except ValueError:
            return {"parameters": "?"}
        original = dict(self.loaded)
        original["groups"] = list(original.get("groups") or [])
        changed = {}
        for name, value in fields.items():
            before = original.get(name)
            if (before or None) != (value or None):
                changed[name] = value
        return changed

    @Slot()
    def _update_buttons(self) -> None:
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setEnabled(not self.reason and bool(self.changes()) and not self.parameters.problem.text())

    def is_dirty(self) -> bool:
        return not self.reason and bool(self.changes())

    # -- leaving -------------------------------------------------------------------------------------

    def reject(self) -> None:
        """Esc and the Close button: with unsaved edits, ask first (as closing the window does)."""
        if self._leaving or not self.is_dirty():
            super().reject()
        else:
            self._ask_leave()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self._leaving or not self.is_dirty():
            super().closeEvent(event)
            return
        event.ignore()
        self._ask_leave()

    def _ask_leave(self) -> None:
        if self.prompt is None:
            self.prompt = ask_choice(
                self, self.tr("Unsaved header changes"),
                self.tr("The header of %1 has changes that are not saved.").replace("%1", self.tool.id),
                [("save", self.tr("Save")), ("discard", self.tr("Discard changes"))], self._answer_leave,
                cancel=self.tr("Keep editing"))

    @Slot(str)
    def _answer_leave(self, answer: str) -> None:
        self.prompt = None
        if answer == "cancel" or (answer == "save" and not self.save()):
            return  # still open, edits kept (a failed save shows its problem)
        self._leaving = True
        self.close()

    @Slot()
    def save(self) -> bool:
        if self.reason:
            return False
        try:
            changes = {k: v for k, v in self.fields().items() if k in self.changes()}
        except ValueError:
            self.problem.setText(self.parameters.problem.text())
            return False
        if not changes:
            return False
        try:
            tool_id = self.tool.id
            self.controller.ops.edit_header(tool_id, changes, self.data,
                                            self.tr("Edit header of %1").replace("%1", tool_id))
            self.tool = self.controller.registry.get(tool_id) or self.tool
        except LocalizedError as error:  # the header's own refusals, a tool gone meanwhile: in the UI language
            self.problem.setText(" — ".join(t for t in error.message(self.controller.lang) if t))
            return False
        except OSError as error:
            self.problem.setText(str(error))
            return False
        self.problem.setText("")
        self._load()
        self.saved.emit(self.tool.id)
        return True
