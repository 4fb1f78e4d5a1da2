"""The Tests tab of a tool (SPEC §21, §26): its cases, run one or all with a progress bar, pass/fail with the diff.

The tab follows its test file: a change from outside the window (an editor, ``git pull``, ``scriptdeck test
--update``) or from the window's own operations (``gui/services/ops/cases.py``) reloads it, the remembered
outcome of a case whose content changed is dropped, and a run always reads the file first, so a pass is never
shown for expectations that are no longer the file's. Cases are renamed in place (F2 or Rename), edited as JSON or
deleted, each write one Controller operation (undoable). A failed case shows its verdict, the failed expectation,
the diff and the run (exit code, the last lines of stdout and stderr) first, above its arguments.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.testfile import Case, TestFileError, load_test_file, raw_case, tool_test_path
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run.testrun import CaseOutcome, CaseRun
from scriptdeck.gui.run.case_detail import CaseDetail
from scriptdeck.gui.run.case_edit_dialog import CaseEditDialog
from scriptdeck.gui.run.tests_runner import Ask, TestRunner, ask_before_confirm_tools, asking_over
from scriptdeck.gui.services.changes import Changes
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.tests_status import TestStatus, same_case
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

STATUS, NAME, MS = range(3)


class TestsTab(Retranslatable, QWidget):
    """One tool's test cases. ``ran(tool_id)`` after a run finished (the list's badge follows ``status``)."""

    __test__ = False
    ran = Signal(str)

    def __init__(self, controller: Controller, status: TestStatus, parent: QWidget | None = None, *,
                 ask: Ask | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.status = status
        self.ask = ask or asking_over(self)  # the window's prompt queue; a tool that asks first asks here
        self.tool: Tool | None = None
        self.path: Path | None = None
        self.cases: list[Case] = []
        self.error: TestFileError | None = None
        self.runner = TestRunner(controller, self)
        self.runner.case_done.connect(self._case_done)
        self.runner.finished.connect(self._finished)
        self._running_tool: str | None = None
        self._stale = False  # the file changed while its cases ran: reload when they end
        # the window's file watcher sees every layer's .tests/ (the tab's own watcher follows only the shown file)
        controller.changed.connect(self.on_changes)
        self.editor: CaseEditDialog | None = None
        self.watcher = QFileSystemWatcher(self)  # the file and its folder (an atomic save replaces the file)
        self.watcher.fileChanged.connect(lambda _path: self._changed_outside())
        self.watcher.directoryChanged.connect(lambda _path: self._changed_outside())
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
        self.case_list.itemChanged.connect(self._item_edited)
        self.case_list.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed
                                       | QAbstractItemView.EditTrigger.DoubleClicked)
        self.detail = CaseDetail()
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.case_list)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 1)
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
        self.rename_button = QPushButton()
        self.rename_button.setObjectName("tests-rename")
        self.rename_button.clicked.connect(self.start_rename)
        self.edit_button = QPushButton()
        self.edit_button.setObjectName("tests-edit")
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("tests-delete")
        self.delete_button.clicked.connect(self.delete_selected)
        # two rows (the selected case's own actions, then the runs), so the tab fits a 900-pixel window's pane
        case_buttons = QHBoxLayout()
        for button in (self.rename_button, self.edit_button, self.delete_button):
            case_buttons.addWidget(button)
        case_buttons.addStretch(1)
        layout.addLayout(case_buttons)
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
        self.rename_button.setText(self.tr("Rename"))
        self.edit_button.setText(self.tr("Edit…"))
        self.delete_button.setText(self.tr("Delete"))
        self.case_list.setAccessibleName(self.tr("Test cases"))
        self.rename_button.setAccessibleName(self.tr("Rename case"))
        self.edit_button.setAccessibleName(self.tr("Edit case…"))
        self.delete_button.setAccessibleName(self.tr("Delete case"))
        self.progress.setFormat(self.tr("%v of %m cases"))
        self._show_summary()
        self._show_case()

    @property
    def lang(self) -> str:
        return self.controller.lang

    # -- the tool --------------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        """Show ``tool``'s cases, read again from its test file; outcomes of cases that changed are dropped."""
        before = {case.name: case for case in self.cases} if tool is self.tool or (
            tool is not None and self.tool is not None and tool.id == self.tool.id) else {}
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
        if tool is not None and before:  # an outcome belongs to the case as it was run, not to its name
            unchanged = {case.name for case in self.cases if same_case(before.get(case.name), case)}
            if unchanged != set(before) or len(unchanged) != len(self.cases):
                self.status.forget(tool.id, keep=unchanged)
        self._follow(self.path)
        current = self.current_case()
        self.case_list.blockSignals(True)
        self.case_list.clear()
        for case in self.cases:
            item = QTreeWidgetItem(["", case.name, ""])
            item.setData(NAME, Qt.ItemDataRole.UserRole, case.index)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.case_list.addTopLevelItem(item)
            self._paint(item, self._outcome(case))
        self.case_list.blockSignals(False)
        keep = next((row for row, case in enumerate(self.cases) if current is not None
                     and case.name == current.name), 0)
        first = self.case_list.topLevelItem(keep)
        if first is not None:
            self.case_list.setCurrentItem(first)
        self.path_label.setText(str(self.path) if self.path is not None else "")
        self._show_summary()
        self._show_case()
        self._update_buttons()

    def reload(self) -> None:
        """Read the test file again (edited outside, saved from a run); while its cases run, once they end."""
        if self._running_tool is None:
            self.show_tool(self.tool)
        else:
            self._stale = True

    def _follow(self, path: Path | None) -> None:
        """Watch the file and its folder. Watches already in place are kept: removing and re-adding them after
        every reload dropped an event queued meanwhile (an edit right after a run was missed)."""
        wanted: set[str] = set()
        if path is not None:
            folder = next((p for p in (path.parent, path.parent.parent) if p.is_dir()), None)  # .tests/ may come later
            wanted = {str(p) for p in (path, folder) if p is not None and p.exists()}
        watched = set(self.watcher.files() + self.watcher.directories())
        if watched - wanted:
            self.watcher.removePaths(sorted(watched - wanted))
        if wanted - watched:
            self.watcher.addPaths(sorted(wanted - watched))

    def _changed_outside(self) -> None:
        self.reload()

    def on_changes(self, changes: Changes) -> None:
        """The shown tool's test file changed: on disk (the watcher), or written by an operation (queued: a rename
        arrives from the item's own editor, which must close first)."""
        if self.tool is None or self.tool.id not in changes.tests:
            return
        if changes.written:
            QTimer.singleShot(0, self.reload)
        else:
            self.reload()

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
            outcomes = [self._outcome(case) for case in self.cases]
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
        item.setText(STATUS, "-" if outcome.skipped is not None else "✓" if outcome.ok else "✗")
        item.setForeground(STATUS, theme.color("pass" if outcome.ok else "fail"))
        item.setText(MS, self.tr("%1 ms").replace("%1", str(outcome.ms)))

    def _outcome(self, case: Case) -> CaseOutcome | None:
        """The last outcome of ``case`` if it was run as the file holds it now (never a pass for old content)."""
        outcome = self.status.outcome(self.tool.id, case.name) if self.tool is not None else None
        if outcome is None or (outcome.case is not None and not same_case(outcome.case, case)):
            return None
        return outcome

    def current_case(self) -> Case | None:
        item = self.case_list.currentItem()
        if item is None:
            return None
        index = item.data(NAME, Qt.ItemDataRole.UserRole)
        return next((case for case in self.cases if case.index == index), None)

    def _show_case(self) -> None:
        """The selected case: its arguments and expectations, and how its last run went (with the diff)."""
        case = self.current_case() if self.tool is not None else None
        self.detail.show_case(case, self._outcome(case) if case is not None else None, self.lang)

    def _current_changed(self, *_: object) -> None:
        self._show_case()
        self._update_buttons()

    def _update_buttons(self) -> None:
        running = self.runner.running or self._running_tool is not None
        self.run_all_button.setEnabled(bool(self.cases) and not running)
        self.run_one_button.setEnabled(self.current_case() is not None and not running)
        self.stop_button.setEnabled(running)
        for button in (self.rename_button, self.edit_button, self.delete_button):
            button.setEnabled(self.current_case() is not None and not running and self.writable())

    def writable(self) -> bool:
        """A library's test file is the library's (SPEC §29): read and run, never written from here."""
        return self.tool is not None and not self.tool.layer.startswith("library:")

    # -- changing cases (each a Controller operation) -----------------------------------------------------

    def _report(self, error: Exception) -> None:
        if isinstance(error, TestFileError):
            self.controller.error.emit(*error.message(self.lang))
        else:
            self.controller.error.emit(str(error), self.tr("Check free disk space and permissions."))

    def start_rename(self) -> None:
        item = self.case_list.currentItem()
        if item is not None and self.current_case() is not None and self.writable():
            self.case_list.editItem(item, NAME)

    def _item_edited(self, item: QTreeWidgetItem, column: int) -> None:
        if column != NAME or self.tool is None or self.path is None:
            return
        if not self.writable():  # F2 or a double click on a library's case: its name is put back
            self.reload()
            return
        index = item.data(NAME, Qt.ItemDataRole.UserRole)
        case = next((c for c in self.cases if c.index == index), None)
        new_name = item.text(NAME).strip()
        if case is None or new_name == case.name:
            return
        self.rename_case(case, new_name)

    def rename_case(self, case: Case, new_name: str) -> bool:
        """Rename ``case`` (the one the user chose) in the file; the tab follows the written file."""
        if self.tool is None or self.path is None or not new_name.strip():
            self.reload()
            return False
        try:
            self.controller.ops.rename_case(self.tool.id, self.path, case.index, case.name, new_name.strip(),
                                            self.tr("Rename test case"))
        except (TestFileError, OSError) as error:
            self._report(error)
            self.reload()
            return False
        return True

    def edit_selected(self) -> CaseEditDialog | None:
        case = self.current_case()
        if case is None or self.tool is None or self.path is None or not self.writable():
            return None
        try:
            raw = raw_case(self.path, case.index)
        except TestFileError as error:
            self._report(error)
            return None
        if raw is None or raw.get("name") != case.name:
            self.reload()
            return None
        self.editor = CaseEditDialog(self.controller, self.tool.id, self.path, case.index, raw, self)
        self.editor.show()
        return self.editor

    def delete_selected(self) -> bool:
        """Delete the selected case (undoable from Edit → Undo)."""
        case = self.current_case()
        if case is None or self.tool is None or self.path is None or not self.writable():
            return False
        try:
            self.controller.ops.delete_case(self.tool.id, self.path, case.index, case.name, self.tr("Delete test case"))
        except (TestFileError, OSError) as error:
            self._report(error)
            return False
        return True

    # -- running ---------------------------------------------------------------------------------------

    def run_all(self) -> bool:
        return self._run(self.cases)

    def run_selected(self) -> bool:
        case = self.current_case()
        return self._run([case] if case is not None else [])

    def _run(self, cases: list[Case], confirmed: str | None = None) -> bool:
        """Start ``cases`` of the shown tool; True when they started. A tool that asks to be confirmed (SPEC §25)
        asks first: False then, and they start after Run, read again, if the tab still shows that tool."""
        if self.tool is None or self.path is None or not cases or self._running_tool is not None:
            return False
        wanted = {case.name for case in cases}
        self.show_tool(self.tool)  # what runs is what the file says now, never what was shown before
        cases = [case for case in self.cases if case.name in wanted]
        if not cases:
            return False
        tool_id, timeout_ms = self.tool.id, int(self.tool.timeout_seconds * 1000)
        runs = [CaseRun(tool_id, self.path, case, case.skip, timeout_ms) for case in cases]
        if confirmed != tool_id and ask_before_confirm_tools(
                self.ask, self.controller.registry, self.lang, runs,
                lambda _ids: self.tool is not None and self.tool.id == tool_id and self._run(cases, tool_id)):
            return False
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
        if self._stale:
            self._stale = False
            self.show_tool(self.tool)
        self._update_buttons()
        if tool_id is not None:
            self.ran.emit(tool_id)
