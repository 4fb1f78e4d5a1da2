""""New tool…": a tool from a template (python, bash, node, pi), checked as you type with the core's own refusals.

Creating goes through :func:`scriptdeck.core.model.authoring.create_tool` (the same path as ``scriptdeck new``);
the dialog only collects the request and shows what the core says about it.
"""

from __future__ import annotations

import os
import re
from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.authoring import (
    AuthoringError,
    Created,
    HeaderEditError,
    ManageError,
    NewTool,
    destination,
    render,
)
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

TEMPLATES = ("python", "bash", "node", "pi")
_GROUP_SPLIT = re.compile(r"[,，;\s]+")


class NewToolDialog(Retranslatable, QDialog):
    """Emits ``created(tool_id, path)`` after the tool is written and registered."""

    created = Signal(str, str)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.result_tool: Created | None = None
        self.setObjectName("new-tool-dialog")
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        self.intro = wrap_label(selectable=False)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.form = form
        self.id_edit = QLineEdit()
        self.id_edit.setObjectName("new-id")
        self.template_combo = QComboBox()
        self.template_combo.setObjectName("new-template")
        for name in TEMPLATES:
            self.template_combo.addItem("", name)
        self.scope_combo = QComboBox()
        self.scope_combo.setObjectName("new-scope")
        self.scope_combo.addItem("", "persona")
        self.scope_combo.addItem("", "global")
        self.name_zh_edit = QLineEdit()
        self.name_zh_edit.setObjectName("new-name-zh")
        self.name_en_edit = QLineEdit()
        self.name_en_edit.setObjectName("new-name-en")
        self.description_edit = QLineEdit()
        self.description_edit.setObjectName("new-description")
        self.groups_edit = QLineEdit()
        self.groups_edit.setObjectName("new-groups")
        self.labels = [QLabel() for _ in range(7)]
        for label, editor in zip(self.labels, (self.id_edit, self.template_combo, self.scope_combo,
                                               self.name_zh_edit, self.name_en_edit, self.description_edit,
                                               self.groups_edit)):
            form.addRow(label, editor)
        layout.addLayout(form)
        self.where = wrap_label()
        self.where.setObjectName("new-where")
        theme.text_style(self.where, "muted")
        layout.addWidget(self.where)
        self.problem = wrap_label()
        self.problem.setObjectName("new-problem")
        theme.text_style(self.problem, "error")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.create_tool)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for edit in (self.id_edit, self.name_zh_edit, self.name_en_edit, self.description_edit, self.groups_edit):
            edit.textChanged.connect(self.validate)
        self.template_combo.currentIndexChanged.connect(self.validate)
        self.scope_combo.currentIndexChanged.connect(self.validate)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New tool"))
        self.intro.setText(self.tr("Writes a working skeleton with a correct header, registers it and opens it "
                                   "in your editor. Fill in what the tool does afterwards."))
        for label, text in zip(self.labels, (self.tr("Id:"), self.tr("Template:"), self.tr("Scope:"),
                                             self.tr("Chinese name:"), self.tr("English name:"),
                                             self.tr("Description:"), self.tr("Groups:"))):
            label.setText(text)
        for index, text in enumerate((self.tr("Python"), self.tr("Bash"), self.tr("Node.js"),
                                      self.tr("pi (.sh in a pi folder)"))):
            self.template_combo.setItemText(index, text)
        self.scope_combo.setItemText(0, self.tr("This persona only"))
        self.scope_combo.setItemText(1, self.tr("Every persona (global)"))
        self.id_edit.setPlaceholderText(self.tr("e.g. check_disk (letters, digits and _)"))
        self.name_zh_edit.setPlaceholderText(self.tr("optional; e.g. 检查磁盘"))
        self.name_en_edit.setPlaceholderText(self.tr("optional; made from the id when empty"))
        self.description_edit.setPlaceholderText(self.tr("optional; one English sentence the agent reads"))
        self.groups_edit.setPlaceholderText(self.tr("optional; e.g. system, disk"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create"))
        self.validate()

    def request(self) -> NewTool:
        groups = [g for g in _GROUP_SPLIT.split(self.groups_edit.text().strip()) if g]
        return NewTool(self.id_edit.text().strip(), self.template_combo.currentData(), self.scope_combo.currentData(),
                       self.name_en_edit.text(), self.name_zh_edit.text(), self.description_edit.text(), groups)

    def _message(self, error: Exception) -> str:
        message = getattr(error, "message", None)
        if callable(message):
            text, fix = message(self.controller.lang)
            return f"{text} — {fix}" if fix else text
        return str(error)

    @Slot()
    def validate(self) -> bool:
        """Ask the core whether this request would make a tool; show its refusal under the fields."""
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        request = self.request()
        problem = ""
        if not request.tool_id:
            problem = self.tr("Type an id: the name the agent calls the tool by.")
            self.where.setText("")
        else:
            try:
                render(request)
                _layer, path = destination(self.controller.registry, request, self.controller.settings)
            except (AuthoringError, HeaderEditError, ManageError) as error:
                problem = self._message(error)
                self.where.setText("")
            else:
                self.where.setText(self.tr("Will be written to %1").replace("%1", str(path)))
                if os.path.lexists(path):
                    problem = self.tr("%1 already exists; choose another id.").replace("%1", str(path))
                elif request.template != "pi" and request.tool_id in {t.id for t in self._same_layer(request)}:
                    problem = self.tr("The id %1 is already used in this layer; choose another id.").replace(
                        "%1", request.tool_id)
        self.problem.setText(problem)
        ok_button.setEnabled(not problem)
        return not problem

    def _same_layer(self, request: NewTool) -> list[Any]:
        registry = self.controller.registry
        try:
            return list(registry.file_tools(request.scope))
        except (KeyError, AttributeError, ValueError):
            return []

    @Slot()
    def create_tool(self) -> Created | None:  # not "create": that would hide QWidget.create()
        if not self.validate():
            return None
        try:
            created = self.controller.ops.create_tool(self.request())  # written, registered, undoable
        except (AuthoringError, HeaderEditError, ManageError) as error:
            self.problem.setText(self._message(error))
            return None
        except OSError as error:
            self.problem.setText(self.tr("Nothing was written: %1").replace("%1", str(error)))
            return None
        self.result_tool = created
        self.created.emit(created.tool_id, str(created.path))
        self.accept()
        return created
