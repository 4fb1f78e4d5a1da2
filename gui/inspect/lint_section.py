"""Details' Lint section: the shown tool's findings in the UI language, a Fix button where a one-click fix exists
(the exec bit, a missing Chinese name or description), and the bar that takes the last fix back. Each fix is one
Controller operation (``ops.apply_fix``: the backup, the change, its undo entry)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.model.fix_backup import FixBackup
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, TextPrompt, clear_layout, wrap_label


class LintSection(Retranslatable, QGroupBox):
    """``fix_applied`` after a one-click fix or its undo (the list's badge and the panes follow)."""

    fix_applied = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool: Tool | None = None
        self.last_fix: FixBackup | None = None  # the latest one-click fix, undoable from its backup
        self.last_fix_tool = ""  # the tool it fixed
        outer = QVBoxLayout(self)
        self.undo_bar = QWidget()
        undo_layout = QHBoxLayout(self.undo_bar)
        undo_layout.setContentsMargins(0, 0, 0, 0)
        self.undo_label = wrap_label()
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undo-fix")
        self.undo_button.clicked.connect(self.undo_last_fix)
        undo_layout.addWidget(self.undo_label, 1)
        undo_layout.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignTop)
        self.undo_bar.hide()
        outer.addWidget(self.undo_bar)
        self.lint_layout = QVBoxLayout()
        outer.addLayout(self.lint_layout)
        self.retranslate_ui()

    @property
    def lang(self) -> str:
        return self.controller.lang

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Lint"))
        self.undo_button.setText(self.tr("Undo fix"))
        self.show_tool(self.tool)

    def show_tool(self, tool: Tool | None) -> None:
        self.tool = tool
        self._update_undo()
        self._fill(tool)

    def _fill(self, tool: Tool | None) -> None:
        clear_layout(self.lint_layout)
        if tool is None:
            return
        findings = self.controller.lint(tool)
        if not findings:
            self.lint_layout.addWidget(QLabel("✔ " + self.tr("No findings")))
            return
        for finding in findings:
            row = QHBoxLayout()
            icon = "✖" if finding.severity == "error" else "⚠"
            # the message leads, in the UI language; the code follows, small, for searching and lint config
            text = (f"{icon} {_escape(finding.message(self.lang))} "
                    f"<span style='color:{theme.value('muted')}'><code>{finding.code}</code></span>")
            fix = finding.fix(self.lang)
            if fix:
                text += f"<br/><i>{_escape(fix)}</i>"
            label = wrap_label(text)
            label.setTextFormat(Qt.TextFormat.RichText)
            row.addWidget(label, 1)
            if finding.fixable and tool.layer in ("global", "persona", "file"):
                button = QPushButton(self.tr("Fix"))
                button.setObjectName(f"fix-{finding.code}")
                button.clicked.connect(lambda _=False, code=finding.code: self.apply_fix(code))
                row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            self.lint_layout.addLayout(row)

    def apply_fix(self, code: str) -> None:
        tool = self.tool
        if tool is None:
            return
        tool_id = tool.id
        if code == "no-exec-bit":
            self._fix(tool_id, code)
        elif code == "no-zh-name":
            TextPrompt.ask(self.tr("Add a Chinese name"), self.tr("Chinese name (显示名称) for %1:").replace(
                "%1", tool_id), self, lambda text: self._fix(tool_id, code, f"# 显示名称：{text}"))
        elif code == "no-description":
            TextPrompt.ask(self.tr("Add a description"), self.tr("English description for %1:").replace(
                "%1", tool_id), self, lambda text: self._fix(tool_id, code, f"# Description: {text}"))

    def _fix(self, tool_id: str, code: str, line: str = "") -> None:
        """One operation: the fix, its backup and its undo entry (Edit → Undo, or the bar's Undo)."""
        tool = self.controller.registry.get(tool_id)
        name = tool.path.name if tool is not None else tool_id
        try:
            record = self.controller.ops.apply_fix(tool_id, code, self.tr("Fix %1 in %2").replace("%1", code)
                                                   .replace("%2", name), line)
        except LocalizedError as error:  # the tool gone meanwhile, a broken state file: in the UI language
            self.controller.error.emit(*error.message(self.controller.lang))
            return
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Nothing was changed; check the file's owner, its "
                                                           "permissions and free disk space."))
            return
        self.last_fix = record
        self.last_fix_tool = tool_id
        self._update_undo()
        self.fix_applied.emit()

    def _update_undo(self) -> None:
        record = self.last_fix
        shown = record is not None and self.tool is not None and record.path == self.tool.path
        if record is not None and shown:
            self.undo_label.setText(self.tr("Fixed %1 in %2. A copy of the file from before the fix is kept at %3.")
                                    .replace("%1", record.code).replace("%2", record.path.name)
                                    .replace("%3", str(record.backup)))
        self.undo_bar.setVisible(shown)

    @Slot()
    def undo_last_fix(self) -> None:
        """Put the script back as it was before the last one-click fix."""
        record = self.last_fix
        if record is None:
            return
        try:
            self.controller.ops.undo_fix(self.last_fix_tool, record)
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("The copy is kept at %1; restore it by hand.")
                                       .replace("%1", str(record.backup)))
            return
        self.last_fix = None
        self._update_undo()
        self.fix_applied.emit()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
