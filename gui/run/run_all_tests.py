"""Tools → Run all tests: every tool's cases with a progress bar, each outcome as it arrives, and a summary."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.run.testreport import diff_lines, failure_line
from scriptdeck.core.run.testrun import CaseOutcome, TestPlan, plan_tests
from scriptdeck.gui.run.tests_runner import Ask, TestRunner, ask_before_confirm_tools, asking_over, confirm_tools
from scriptdeck.gui.services.tests_status import TestStatus
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

STATUS, CASE, MS, FIRST_FAILURE = range(4)


class RunAllTestsDialog(Retranslatable, QDialog):
    """Non-modal. ``tool_activated(tool_id)`` when the user double-clicks a row (the window selects the tool)."""

    tool_activated = Signal(str)

    def __init__(self, controller: Any, status: TestStatus, parent: QWidget | None = None, *,
                 ask: Ask | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("run-all-tests")
        self.controller, self.status = controller, status
        self.ask = ask or asking_over(self)  # the window's prompt queue; tools that ask first ask here
        self.plan = TestPlan()
        self.outcomes: list[CaseOutcome] = []
        self.runner = TestRunner(controller, self)
        self.runner.case_done.connect(self._case_done)
        self.runner.finished.connect(self._finished)
        layout = QVBoxLayout(self)
        self.summary = wrap_label()
        self.summary.setObjectName("run-all-summary")
        layout.addWidget(self.summary)
        self.progress = QProgressBar()
        self.progress.setObjectName("run-all-progress")
        layout.addWidget(self.progress)
        self.results = QTreeWidget()
        self.results.setObjectName("run-all-results")
        self.results.setColumnCount(4)
        self.results.setRootIsDecorated(False)
        self.results.setUniformRowHeights(True)
        header = self.results.header()
        for column in (STATUS, CASE, MS):  # the case column is as wide as its longest "tool › case"
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(FIRST_FAILURE, QHeaderView.ResizeMode.Stretch)
        self.results.itemDoubleClicked.connect(
            lambda item, _column: self.tool_activated.emit(item.data(CASE, Qt.ItemDataRole.UserRole)))
        layout.addWidget(self.results, 1)
        self.buttons = QDialogButtonBox()
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.runner.cancel)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(lambda: self.start())
        self.buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        self.resize(760, 480)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Run all tests"))
        self.results.setHeaderLabels(["", self.tr("Case"), self.tr("Time"), self.tr("First failed expectation")])
        self.stop_button.setText(self.tr("Stop"))
        self.again_button.setText(self.tr("Run again"))
        self.progress.setFormat(self.tr("%v of %m cases"))
        self._show_summary()

    @property
    def lang(self) -> str:
        return str(getattr(self.controller, "lang", "en"))

    def start(self, *, confirmed: frozenset[str] | set[str] = frozenset()) -> bool:
        """Plan (read every test file) and start; False while a run is still going, and while the user is asked
        about the cases of tools that ask to be confirmed (SPEC §25): they start after Run, planned again."""
        if self.runner.running:
            return False
        registry = self.controller.registry
        plan = plan_tests(registry)
        if set(confirm_tools(registry, plan.runs)) - set(confirmed) and ask_before_confirm_tools(
                self.ask, registry, self.lang, plan.runs, lambda ids: self.start(confirmed=ids),
                lambda: self.summary.setText(self.tr("Nothing ran."))):
            return False
        self.plan = plan
        self.outcomes = []
        self.results.clear()
        for error in self.plan.broken:
            message, _fix = error.message(self.lang)
            item = QTreeWidgetItem(["✗", error.path.name, "", message])
            item.setForeground(STATUS, theme.color("fail"))
            item.setData(CASE, Qt.ItemDataRole.UserRole, error.path.stem)
            self.results.addTopLevelItem(item)
        self.progress.setRange(0, max(1, len(self.plan.runs)))
        self.progress.setValue(0)
        started = self.runner.start(self.plan.runs)
        self._update_buttons()
        self._show_summary()
        return started

    def _case_done(self, outcome: CaseOutcome) -> None:
        self.outcomes.append(outcome)
        self.status.record(outcome)
        first = failure_line(outcome.failures[0], self.lang) if outcome.failures else ""
        if outcome.skipped is not None:
            first = self.tr("skipped: %1").replace("%1", outcome.skipped)
        mark = "-" if outcome.skipped is not None else "✓" if outcome.ok else "✗"
        item = QTreeWidgetItem([mark, f"{outcome.tool} › {outcome.name}",
                                self.tr("%1 ms").replace("%1", str(outcome.ms)), first])
        item.setForeground(STATUS, theme.color("pass" if outcome.ok else "fail"))
        item.setData(CASE, Qt.ItemDataRole.UserRole, outcome.tool)
        item.setToolTip(FIRST_FAILURE, "\n".join([first, *(diff_lines(outcome.failures[0], self.lang)
                                                          if outcome.failures else [])]))
        self.results.addTopLevelItem(item)
        self.progress.setValue(len(self.outcomes))
        self._show_summary()

    def _finished(self, _outcomes: list[CaseOutcome]) -> None:
        self._update_buttons()
        self._show_summary()

    def _update_buttons(self) -> None:
        self.stop_button.setEnabled(self.runner.running)
        self.again_button.setEnabled(not self.runner.running)

    def _show_summary(self) -> None:
        if not self.plan.runs and not self.plan.broken:
            self.summary.setText(self.tr("No test cases found. Save a run as a test case, or add "
                                         ".tests/<id>.json files to a tools folder."))
            return
        passed = sum(outcome.ok for outcome in self.outcomes)
        text = self.tr("%1 passed, %2 failed, %3 to go").replace("%1", str(passed)) \
            .replace("%2", str(len(self.outcomes) - passed)).replace("%3", str(len(self.plan.runs) - len(self.outcomes)))
        if self.plan.broken:
            text += " · " + self.tr("%1 broken test files").replace("%1", str(len(self.plan.broken)))
        self.summary.setText(text)

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.runner.cancel()  # nothing keeps running behind a closed dialog
        super().closeEvent(event)
