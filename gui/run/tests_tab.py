"""The Tests tab of a tool (SPEC §21): its cases, run one or all with a progress bar, pass/fail with the diff."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.testfile import Case, TestFileError, load_test_file, tool_test_path
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run.testreport import diff_lines, failure_line
from scriptdeck.core.run.testrun import CaseOutcome, CaseRun
from scriptdeck.gui.run.tests_runner import TestRunner
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.tests_status import TestStatus
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

STATUS, NAME, MS = range(3)


class TestsTab(Retranslatable, QWidget):
    """One tool's test cases. ``ran(tool_id)`` after a run finished (the list's badge follows ``status``)."""

    __test__ = False
    ran = Signal(str)

    def __init__(self, controller: Controller, status: TestStatus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.status = status
        self.tool: Tool | None = None
        self.path: Path | None = None
        self.cases: list[Case] = []
        self.error: TestFileError | None = None
        self.runner = TestRunner(controller, self)
        self.runner.case_done.connect(self._case_done)
        self.runner.finished.connect(self._finished)
        self._running_tool: str | None = None
        layout = QVBoxLayout(self)
        self.path_label = wrap_label()
        self.path_label.setObjectName("tests-path")
        self.summary = wrap_label()
        self.summary.setObjectName("tests-summary")
        layout.addWidget(self.path_label)
        layout.addWidget(self.summary)
        self.case_list = QTreeWidget()
        self.case_list.setObjectName("tests-cases")
        self.case_list.setRootIsDecorated(False)
        self.case_list.setUniformRowHeights(True)
        self.case_list.setColumnCount(3)
        self.case_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.case_list.header()
        header.setSectionResizeMode(STATUS, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(MS, QHeaderView.ResizeMode.ResizeToContents)
        self.case_list.currentItemChanged.connect(self._current_changed)
        self.detail = QPlainTextEdit()
        self.detail.setObjectName("tests-detail")
        self.detail.setReadOnly(True)
        self.detail.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.detail.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.case_list)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout.addWidget(splitter, 1)
        buttons = QHBoxLayout()
        self.run_all_button = QPushButton()
        self.run_all_button.setObjectName("tests-run-all")
        self.run_all_button.clicked.connect(self.run_all)
        self.run_one_button = QPushButton()
        self.run_one_button.setObjectName("tests-run-one")
        self.run_one_button.clicked.connect(self.run_selected)
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("tests-stop")
        self.stop_button.clicked.connect(self.runner.cancel)
        self.progress = QProgressBar()
        self.progress.setObjectName("tests-progress")
        self.progress.setTextVisible(True)
        self.progress.hide()
        for button in (self.run_all_button, self.run_one_button, self.stop_button):
            buttons.addWidget(button)
        buttons.addWidget(self.progress, 1)
        layout.addLayout(buttons)
        self.retranslate_ui()
        self._update_buttons()

    # -- text ------------------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.case_list.setHeaderLabels(["", self.tr("Case"), self.tr("Time")])
        self.run_all_button.setText(self.tr("Run all"))
        self.run_one_button.setText(self.tr("Run selected"))
        self.stop_button.setText(self.tr("Stop"))
        self.progress.setFormat(self.tr("%v of %m cases"))
        self._show_summary()
        self._show_case()

    @property
    def lang(self) -> str:
        return self.controller.lang

    # -- the tool --------------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        """Show ``tool``'s cases, read again from its test file."""
        self.tool = tool
        self.cases, self.error, self.path = [], None, None
        if tool is not None:
            registry = self.controller.registry
            self.path = tool_test_path(registry, tool)
            if self.path is not None and (self.path.exists() or self.path.is_symlink()):
                try:
                    self.cases = load_test_file(self.path, tool.id).cases
                except TestFileError as error:
                    self.error = error
        self.case_list.clear()
        for case in self.cases:
            item = QTreeWidgetItem(["", case.name, ""])
            item.setData(NAME, Qt.ItemDataRole.UserRole, case.index)
            self.case_list.addTopLevelItem(item)
            self._paint(item, self.status.outcome(tool.id, case.name) if tool is not None else None)
        first = self.case_list.topLevelItem(0)
        if first is not None:
            self.case_list.setCurrentItem(first)
        self.path_label.setText(str(self.path) if self.path is not None else "")
        self._show_summary()
        self._show_case()
        self._update_buttons()

    def reload(self) -> None:
        """Read the test file again (edited outside, saved from a run), unless its cases are running."""
        if self._running_tool is None:
            self.show_tool(self.tool)

    def _show_summary(self) -> None:
        if self.tool is None:
            self.summary.setText("")
        elif self.error is not None:
            message, fix = self.error.message(self.lang)
            self.summary.setText(self.tr("This test file cannot be used: %1").replace("%1", message) + "\n" + fix)
        elif not self.cases:
            self.summary.setText(self.tr("No test cases yet. Run the tool in the Run tab, then choose "
                                         "“Save as test case…” on the finished run."))
        else:
            outcomes = [self.status.outcome(self.tool.id, case.name) for case in self.cases]
            ran = [outcome for outcome in outcomes if outcome is not None]
            passed = sum(outcome.ok for outcome in ran)
            text = self.tr("Cases: %1").replace("%1", str(len(self.cases)))
            if ran:
                text += " · " + self.tr("%1 passed, %2 failed").replace("%1", str(passed)) \
                    .replace("%2", str(len(ran) - passed))
            self.summary.setText(text)

    def _paint(self, item: QTreeWidgetItem, outcome: CaseOutcome | None) -> None:
        if outcome is None:
            item.setText(STATUS, "·")
            item.setText(MS, "")
            return
        item.setText(STATUS, "✓" if outcome.ok else "✗")
        item.setForeground(STATUS, theme.color("pass" if outcome.ok else "fail"))
        item.setText(MS, self.tr("%1 ms").replace("%1", str(outcome.ms)))

    def current_case(self) -> Case | None:
        item = self.case_list.currentItem()
        if item is None:
            return None
        index = item.data(NAME, Qt.ItemDataRole.UserRole)
        return next((case for case in self.cases if case.index == index), None)

    def _show_case(self) -> None:
        """The selected case: its arguments and expectations, and how its last run went (with the diff)."""
        self.detail.clear()
        case = self.current_case()
        if case is None or self.tool is None:
            return
        cursor = self.detail.textCursor()
        bold = QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Bold)
        plain = QTextCharFormat()

        def block(title: str, text: str, fmt: QTextCharFormat = plain) -> None:
            cursor.insertText(title + "\n", bold)
            cursor.insertText(text + "\n\n", fmt)

        block(self.tr("Arguments"), json.dumps(case.args, ensure_ascii=False, indent=2))
        block(self.tr("Expected"), json.dumps(case.expect, ensure_ascii=False, indent=2))
        outcome = self.status.outcome(self.tool.id, case.name)
        if outcome is None:
            cursor.insertText(self.tr("Not run yet."), plain)
            return
        verdict = QTextCharFormat()
        verdict.setFontWeight(QFont.Weight.Bold)
        verdict.setForeground(theme.color("pass" if outcome.ok else "fail"))
        cursor.insertText((self.tr("Passed in %1 ms") if outcome.ok else self.tr("Failed in %1 ms"))
                          .replace("%1", str(outcome.ms)) + "\n", verdict)
        for failure in outcome.failures:
            cursor.insertText("\n" + failure_line(failure, self.lang) + "\n", plain)
            for line in diff_lines(failure, self.lang):
                fmt = QTextCharFormat()
                if line.startswith("+") and not line.startswith("+++"):
                    fmt.setForeground(theme.color("pass"))
                elif line.startswith("-") and not line.startswith("---"):
                    fmt.setForeground(theme.color("fail"))
                cursor.insertText(line + "\n", fmt)
        self.detail.moveCursor(QTextCursor.MoveOperation.Start)

    def _current_changed(self, *_: object) -> None:
        self._show_case()
        self._update_buttons()

    def _update_buttons(self) -> None:
        running = self.runner.running or self._running_tool is not None
        self.run_all_button.setEnabled(bool(self.cases) and not running)
        self.run_one_button.setEnabled(self.current_case() is not None and not running)
        self.stop_button.setEnabled(running)

    # -- running ---------------------------------------------------------------------------------------

    def run_all(self) -> bool:
        return self._run(self.cases)

    def run_selected(self) -> bool:
        case = self.current_case()
        return self._run([case] if case is not None else [])

    def _run(self, cases: list[Case]) -> bool:
        if self.tool is None or self.path is None or not cases or self._running_tool is not None:
            return False
        runs = [CaseRun(self.tool.id, self.path, case) for case in cases]
        if not self.runner.start(runs):
            return False
        self._running_tool = self.tool.id
        self.progress.setRange(0, len(runs))
        self.progress.setValue(0)
        self.progress.show()
        self._update_buttons()
        return True

    def _case_done(self, outcome: CaseOutcome) -> None:
        self.status.record(outcome)
        self.progress.setValue(self.progress.value() + 1)
        if self.tool is not None and outcome.tool == self.tool.id:
            for row in range(self.case_list.topLevelItemCount()):
                item = self.case_list.topLevelItem(row)
                if item is not None and item.text(NAME) == outcome.name:
                    self._paint(item, outcome)
            self._show_summary()
            self._show_case()

    def _finished(self, _outcomes: list[CaseOutcome]) -> None:
        tool_id, self._running_tool = self._running_tool, None
        self.progress.hide()
        self._update_buttons()
        if tool_id is not None:
            self.ran.emit(tool_id)
