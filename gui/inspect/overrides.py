"""The overrides editor: each index.json field as header value | override | effective, with reset per field
(:mod:`.override_table`), and what happens when index.json changes outside while fields are typed
(:mod:`.overrides_conflict`).

Save sends only the fields the user changed through the Controller's ``set_overrides`` operation (an emptied
override is sent as null, which removes it), so index.json keeps only explicit values.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget
from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.model.lint import check_schema
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.inspect.override_table import CHOICE, FIELDS, JSON, KINDS, OverrideTable, show_value
from scriptdeck.gui.inspect.overrides_conflict import ConflictBar, both_values_dialog
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import field_label, join_list, json_error_text, layer_label
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, never_squeezed, wrap_label
from scriptdeck.gui.widgets.form_preview import preview_form
from scriptdeck.gui.widgets.form_widgets import friendly, schema_problem

EDITABLE_LAYERS = ("global", "persona")


class OverridesEditor(Retranslatable, QWidget):
    saved = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool: Tool | None = None
        self._loaded: dict[str, Any] = {}
        # fields typed here that index.json changed on disk meanwhile: name -> the value now on disk
        self.conflicts: dict[str, Any] = {}
        self.conflict_dialog: QDialog | None = None
        self.preview_dialog: QWidget | None = None
        outer = QVBoxLayout(self)
        self.note = wrap_label(selectable=False)
        outer.addWidget(self.note)
        self.conflict_bar = ConflictBar()
        self.conflict_bar.reload.connect(self.take_theirs)
        self.conflict_bar.keep.connect(self.keep_mine)
        self.conflict_bar.both.connect(self.show_both)
        self.conflict_buttons = self.conflict_bar.buttons
        outer.addWidget(self.conflict_bar)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        self.scroll_area = scroll  # not "scroll": that would hide QWidget.scroll()
        self.table = OverrideTable()
        self.table.edited.connect(self._validate)
        self.table.preview_requested.connect(self.preview_form)
        scroll.setWidget(never_squeezed(self.table))
        outer.addWidget(scroll, 1)
        table = self.table  # the names tests and other parts know
        self.editors, self.reset_buttons = table.editors, table.reset_buttons
        self.header_labels, self.effective_labels = table.header_labels, table.effective_labels
        self.field_labels, self.en_effective = table.field_labels, table.en_effective
        self.parameters_problem, self.preview_button = table.parameters_problem, table.preview_button
        bottom = QHBoxLayout()
        self.problem = wrap_label(selectable=False)
        theme.text_style(self.problem, "error")
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
        self.table.retranslate_ui()
        self.save_button.setText(self.tr("Save"))
        self.revert_button.setText(self.tr("Revert"))
        self.conflict_bar.retranslate_ui()
        self._update_note()
        self.table.fill_values(self.tool)
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

    def _editable(self) -> bool:
        return self.tool is not None and self.tool.layer in EDITABLE_LAYERS and self.tool.dialect == "miyu"

    # -- loading -----------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        if tool is None or self.tool is None or tool.id != self.tool.id:
            self.scroll_area.verticalScrollBar().setValue(0)  # each tool starts at its first field
        self.tool = tool
        self._loaded = {}
        self.conflicts = {}
        self._show_conflicts()
        for name, _kind, _ in FIELDS:
            value = tool.overrides.get(name) if tool else None
            self._loaded[name] = value
            self.table.set_editor(name, value)
        editable = self._editable()
        self.table.set_editable(editable)
        self.save_button.setEnabled(editable)
        self.revert_button.setEnabled(editable)
        self.table.fill_values(tool)
        self._update_note()
        self._validate()

    def _read(self, name: str, _kind: str = "") -> Any:
        return self.table.read(name)

    def _set_editor(self, name: str, _kind: str, value: Any) -> None:
        self.table.set_editor(name, value)

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
        self.table.fill_values(self.tool)
        self._show_conflicts()
        self._validate()

    def _show_conflicts(self) -> None:
        self.conflict_bar.show_fields(list(self.conflicts))

    @Slot()
    def take_theirs(self) -> None:
        """Reload: the conflicting fields show what is on disk now; other typed fields stay."""
        for name, value in self.conflicts.items():
            self._loaded[name] = value
            self.table.set_editor(name, value)
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
        rows = []
        for name, theirs in self.conflicts.items():
            shown = name if KINDS[name] == CHOICE else ""
            try:
                mine = show_value(self.table.read(name), shown)
            except (ValueError, RecursionError):
                mine = self.editors[name].toPlainText() if KINDS[name] == JSON else "?"
            rows.append((name, mine, show_value(theirs, shown)))
        dialog = both_values_dialog(self, rows, self.take_theirs, self.keep_mine)
        dialog.destroyed.connect(self._both_gone)
        self.conflict_dialog = dialog
        return dialog

    @Slot()
    def _both_gone(self) -> None:
        self.conflict_dialog = None

    def reset_field(self, name: str) -> None:
        self.table.reset_field(name)

    # -- reading -----------------------------------------------------------------------------------

    def pending(self) -> dict[str, Any]:
        """The fields whose override changed (None means: remove the override). Raises ValueError."""
        changes: dict[str, Any] = {}
        for name, _kind, _ in FIELDS:
            try:
                value = self.table.read(name)
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
        self.save_button.setEnabled(self._editable() and bool(changes) and not self.conflicts)

    def _check_parameters(self) -> None:
        """Parameters are checked as you type; the problem shows right under the editor."""
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
        try:
            schema = self.schema_for_preview()
        except (ValueError, RecursionError):
            return None
        if self.preview_dialog is not None:
            self.preview_dialog.close()
        dialog = preview_form(schema, self)
        if dialog is not None:
            dialog.destroyed.connect(self._preview_gone)
        self.preview_dialog = dialog
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
        except LocalizedError as error:  # manage's refusals, a tool gone meanwhile: in the UI language
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
