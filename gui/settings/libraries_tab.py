"""Settings → Libraries (SPEC §29): the libraries from git with their pinned commits; add one (address, progress,
Cancel), check one for an update (the change list, each file's diff and the new commit's test results shown before
anything switches; then Switch, Switch anyway, or Discard), remove one. Every change is an operation of
``controller.library_ops``; git and the tests run on a worker thread."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.run.library_update import Pending
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.ops.library import LibraryJob
from scriptdeck.gui.widgets import theme
from scriptdeck.gui.widgets.access import label_field
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

COLUMNS = ("name", "url", "ref", "commit", "tools", "skills", "updated")
PERCENT = re.compile(r"(\d{1,3})%")


class LibrariesTab(Retranslatable, QWidget):
    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.job: LibraryJob | None = None
        self.job_kind = ""
        self.pending: Pending | None = None
        layout = QVBoxLayout(self)
        self.intro = wrap_label(selectable=False)
        layout.addWidget(self.intro)
        self.table = QTreeWidget()
        self.table.setObjectName("libraries-table")
        self.table.setRootIsDecorated(False)
        self.table.setColumnCount(len(COLUMNS))
        header = self.table.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(COLUMNS.index("url"), QHeaderView.ResizeMode.Stretch)  # the rest fit contents
        self.table.itemSelectionChanged.connect(self._selection_changed)
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.update_button = QPushButton()
        self.update_button.setObjectName("library-update")
        self.update_button.clicked.connect(self.check_update)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("library-remove")
        self.remove_button.clicked.connect(self.remove_selected)
        row.addWidget(self.update_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout.addLayout(row)
        form = QFormLayout()
        self.url_caption = QLabel()
        self.url_edit = QLineEdit()
        self.url_edit.setObjectName("library-url")
        self.url_edit.returnPressed.connect(self.add)
        self.name_caption = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("library-name")
        self.ref_caption = QLabel()
        self.ref_edit = QLineEdit()
        self.ref_edit.setObjectName("library-ref")
        self.add_button = QPushButton()
        self.add_button.setObjectName("library-add")
        self.add_button.clicked.connect(self.add)
        form.addRow(self.url_caption, self.url_edit)
        names = QHBoxLayout()
        names.addWidget(self.name_edit, 1)
        names.addWidget(self.ref_caption)
        names.addWidget(self.ref_edit, 1)
        names.addWidget(self.add_button)
        form.addRow(self.name_caption, names)
        layout.addLayout(form)
        busy = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setObjectName("library-progress")
        self.progress.setRange(0, 0)  # busy: git does not say how long
        self.progress.setTextVisible(False)
        self.status = QLabel()
        self.status.setObjectName("library-status")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("library-cancel")
        self.cancel_button.clicked.connect(self.cancel)
        busy.addWidget(self.progress, 1)
        busy.addWidget(self.cancel_button)
        layout.addLayout(busy)
        layout.addWidget(self.status)
        self.report = QPlainTextEdit()
        self.report.setObjectName("library-report")
        self.report.setReadOnly(True)
        self.report.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        layout.addWidget(self.report, 2)
        decide = QHBoxLayout()
        self.accept_button = QPushButton()
        self.accept_button.setObjectName("library-accept")
        self.accept_button.clicked.connect(lambda: self.accept_update(force=False))
        self.force_button = QPushButton()
        self.force_button.setObjectName("library-force")
        self.force_button.clicked.connect(lambda: self.accept_update(force=True))
        self.discard_button = QPushButton()
        self.discard_button.setObjectName("library-discard")
        self.discard_button.clicked.connect(self.discard_update)
        decide.addStretch(1)
        decide.addWidget(self.discard_button)
        decide.addWidget(self.force_button)
        decide.addWidget(self.accept_button)
        layout.addLayout(decide)
        self.refresh()
        self._set_busy(False)
        self.retranslate_ui()

    # -- the list -------------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        selected = self.selected()
        self.table.clear()
        for entry in self.controller.library_ops.listing():
            values = [entry["name"], entry["url"], entry["ref"], entry["commit"][:12], str(entry["tools"]),
                      str(entry["skills"]), entry["last_update"]]
            item = QTreeWidgetItem(values)
            item.setToolTip(COLUMNS.index("url"), entry["url"])
            item.setData(0, Qt.ItemDataRole.UserRole, entry["name"])
            self.table.addTopLevelItem(item)
            if entry["name"] == selected:
                self.table.setCurrentItem(item)
        first = self.table.topLevelItem(0)
        if self.table.currentItem() is None and first is not None:
            self.table.setCurrentItem(first)
        for column in (0, 2, 3, 4, 5, 6):
            self.table.resizeColumnToContents(column)
        self._selection_changed()

    def selected(self) -> str | None:
        item = self.table.currentItem()
        return str(item.data(0, Qt.ItemDataRole.UserRole)) if item is not None else None

    @Slot()
    def _selection_changed(self) -> None:
        idle = self.job is None and self.pending is None
        has = self.selected() is not None
        self.update_button.setEnabled(idle and has)
        self.remove_button.setEnabled(idle and has)

    # -- jobs -----------------------------------------------------------------------------------------------------

    def _set_busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.add_button.setEnabled(not busy and self.pending is None)
        for button in (self.accept_button, self.force_button, self.discard_button):
            button.setVisible(self.pending is not None and not busy)
        if self.pending is not None and not busy:
            ok = self.pending.tests is None or self.pending.tests.ok
            self.accept_button.setEnabled(ok)
            self.force_button.setVisible(not ok)
        self._selection_changed()

    def _start(self, kind: str, job: LibraryJob) -> None:
        self.job, self.job_kind = job, kind
        job.progress.connect(self._progress)
        job.done.connect(self._done)
        job.failed.connect(self._failed)
        self._set_busy(True)
        self._progress("fetch" if kind == "update" else "clone")
        job.start()  # only now: a refusal comes at once, and nothing is heard before the connections

    @Slot()
    def add(self) -> None:
        url = self.url_edit.text().strip()
        if self.job is not None or not url:
            if not url:
                self._say(self.tr("Type the repository's address first."), error=True)
            return
        self.report.clear()
        self._start("add", self.controller.library_ops.add(url, self.name_edit.text().strip() or None,
                                                            self.ref_edit.text().strip() or None))

    @Slot()
    def check_update(self) -> None:
        name = self.selected()
        if name is None or self.job is not None:
            return
        self.report.clear()
        self._start("update", self.controller.library_ops.prepare_update(name))

    @Slot()
    def cancel(self) -> None:
        if self.job is not None:
            self.status.setText(self.tr("Cancelling…"))
            self.job.cancel()

    def _progress(self, step: str) -> None:
        percent = PERCENT.search(step)  # git's own progress ("Receiving objects:  45% (450/1000)")
        if percent is not None:
            self.progress.setRange(0, 100)
            self.progress.setValue(int(percent.group(1)))
        else:
            self.progress.setRange(0, 0)
        steps = {"clone": self.tr("Cloning…"), "fetch": self.tr("Fetching…"),
                 "changes": self.tr("Listing the changes…"), "checkout": self.tr("Checking out the new commit…"),
                 "tests": self.tr("Running the library's tests against the new commit…")}
        self._say(steps.get(step, step))

    def _done(self, result: Any) -> None:
        kind, self.job = self.job_kind, None
        self.controller.library_ops.finished()
        if kind == "add":
            self.url_edit.clear()
            self.name_edit.clear()
            self.ref_edit.clear()
            self._say(self.tr("Added %1: its tools are in the layer library:%1.").replace("%1", result.name))
        elif isinstance(result, Pending):
            if result.up_to_date:
                self._say(self.tr("%1 is up to date.").replace("%1", result.record.name))
            else:
                self.pending = result
                self.report.setPlainText(self.describe(result))
                if result.tests is None or result.tests.ok:
                    self._say(self.tr("The update's tests passed. Switch to it?"))
                else:
                    self._say(self.tr("The update's tests failed: the library stays on its commit unless you "
                                      "switch anyway."), error=True)
        self.refresh()
        self._set_busy(False)

    def _failed(self, error: str, fix: str) -> None:
        self.job = None
        self.controller.library_ops.finished()
        self._say(error + (f" — {fix}" if fix else ""), error=True)
        self.refresh()
        self._set_busy(False)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.status.setText(text)
        if error:
            theme.text_style(self.status, "error")
        else:
            theme.style(self.status, "")

    # -- an update's decision -------------------------------------------------------------------------------------

    def describe(self, pending: Pending) -> str:
        """The change list, each file's diff and the tests' results, as the window shows them."""
        status = {"added": self.tr("added"), "removed": self.tr("removed"), "changed": self.tr("changed")}
        kinds = {"tool": self.tr("tool"), "skill": self.tr("skill"), "test": self.tr("tests"), "file": self.tr("file")}
        lines = [self.tr("%1: %2 → %3").replace("%1", pending.record.name)
                 .replace("%2", (pending.old or "")[:12] or "—").replace("%3", pending.new[:12]), ""]
        marks = {"added": "+", "removed": "-", "changed": "~"}
        for change in pending.changes:
            lines.append(f"{marks[change.status]} {kinds[change.kind]} {change.name} ({status[change.status]})")
            for key, (before, after) in change.fields.items():
                lines.append(f"    {key}: {before!r} → {after!r}")
        tests = pending.tests
        lines.append("")
        if tests is not None:
            if tests.passed + tests.failed + tests.skipped == 0 and not tests.broken:
                lines.append(self.tr("The library has no tool tests."))
            else:
                lines.append(self.tr("Tests of the new commit: %1 passed, %2 failed, %3 skipped")
                             .replace("%1", str(tests.passed)).replace("%2", str(tests.failed))
                             .replace("%3", str(tests.skipped)))
                for case in tests.cases:
                    mark = "✓" if case["ok"] else "✗"
                    lines.append(f"  {mark} {case['tool']} › {case['name']}")
                    for failure in case["failures"][:1]:
                        lines.append(f"      {failure.get('key')}: {failure.get('expected')!r} ≠ "
                                     f"{failure.get('actual')!r}")
                lines += [f"  ✗ {broken}" for broken in tests.broken]
        if pending.reapprove:
            lines.append(self.tr("Trust policy enforce: approve these again before agents can call them: %1")
                         .replace("%1", ", ".join(pending.reapprove)))
        lines.append("")
        lines += [change.diff.rstrip("\n") for change in pending.changes if change.diff]
        from scriptdeck.core.run.testreport import escaped

        return escaped("\n".join(lines))

    def accept_update(self, *, force: bool) -> None:
        pending = self.pending
        if pending is None:
            return
        try:
            self.controller.library_ops.accept(pending, force=force)
        except LocalizedError as error:
            message, fix = error.message(self.controller.lang)
            self._say(message + (f" — {fix}" if fix else ""), error=True)
        except OSError as error:
            self._say(str(error), error=True)
        else:
            self._say(self.tr("%1 now uses %2.").replace("%1", pending.record.name).replace("%2", pending.new[:12]))
        self.pending = None
        self.report.clear()
        self.refresh()
        self._set_busy(False)

    def discard_update(self) -> None:
        pending, self.pending = self.pending, None
        if pending is not None:
            try:
                self.controller.library_ops.discard(pending)
            except (LocalizedError, OSError):
                pass  # its tree is removed by the next update
            self._say(self.tr("Discarded; %1 stays on %2.").replace("%1", pending.record.name)
                      .replace("%2", (pending.old or "")[:12]))
        self.report.clear()
        self._set_busy(False)

    @Slot()
    def remove_selected(self) -> None:
        name = self.selected()
        if name is None:
            return
        try:
            self.controller.library_ops.remove(name)
        except LocalizedError as error:
            message, fix = error.message(self.controller.lang)
            self._say(message + (f" — {fix}" if fix else ""), error=True)
            return
        except OSError as error:
            self._say(str(error), error=True)
            return
        self._say(self.tr("Removed %1; its files are in the trash.").replace("%1", name))
        self.refresh()

    def closing(self) -> None:
        """The dialog closes: a running job is cancelled, a prepared update discarded."""
        if self.job is not None:
            self.job.cancel()
        if self.pending is not None:
            self.discard_update()

    # -- words ----------------------------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.intro.setText(self.tr("A library is a git repository of tools and skills your team shares. ScriptDeck "
                                   "keeps it on one commit and moves to a newer one only after showing what changes "
                                   "and running the library's tests."))
        headers = {"name": self.tr("Name"), "url": self.tr("Address"), "ref": self.tr("Branch or tag"),
                   "commit": self.tr("Commit"), "tools": self.tr("Tools"), "skills": self.tr("Skills"),
                   "updated": self.tr("Last update")}
        self.table.setHeaderLabels([headers[c] for c in COLUMNS])
        self.table.setAccessibleName(self.tr("Libraries"))
        self.update_button.setText(self.tr("Check for update…"))
        self.update_button.setAccessibleName(self.tr("Check the selected library for an update"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove the selected library"))
        label_field(self.url_caption, self.url_edit, self.tr("Repository address"))
        self.url_edit.setPlaceholderText(self.tr("https://…, git@host:path, file://… or a folder"))
        label_field(self.name_caption, self.name_edit, self.tr("Name (optional)"))
        self.name_edit.setPlaceholderText(self.tr("from the address"))
        label_field(self.ref_caption, self.ref_edit, self.tr("Branch, tag or commit"))
        self.ref_edit.setPlaceholderText(self.tr("the default branch"))
        self.add_button.setText(self.tr("Add library"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel the library operation"))
        self.progress.setAccessibleName(self.tr("Library operation in progress"))
        self.report.setAccessibleName(self.tr("What the update changes"))
        self.accept_button.setText(self.tr("Switch to the new commit"))
        self.force_button.setText(self.tr("Switch anyway"))
        self.discard_button.setText(self.tr("Discard"))
        self.discard_button.setAccessibleName(self.tr("Discard the update"))
