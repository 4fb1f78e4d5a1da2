"""The Skills view (SPEC §28): every Agent Skill beside the tools — its names, where it is, whether it is valid,
what its listing costs, a check box per client — and the rendered ``SKILL.md`` with its findings and files.

Reading 1,000 skills takes a while (each front matter is parsed with the specification's own YAML reader), so the
list is read on a worker thread and filled when it arrives; the window stays responsive meanwhile. Every change is
one operation of :class:`~scriptdeck.gui.services.ops.skills.SkillOps` (undoable); the view follows
``Changes.skills``."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.dialects.skill_md import read_skill
from scriptdeck.core.mcp.skills_cli import listing_text
from scriptdeck.core.model import skills
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import layer_label
from scriptdeck.gui.widgets import theme
from scriptdeck.gui.widgets.common import Retranslatable, TextPrompt, wrap_label
from scriptdeck.gui.widgets.file_dialog import ui_file_dialog

NAME, SOURCE, VALID, TOKENS = 0, 1, 2, 3
CLIENT_COLUMNS = {client: 4 + at for at, client in enumerate(skills.CLIENTS)}
ROLE = Qt.ItemDataRole.UserRole


class _Reader(QObject):
    """Reads the skills on a worker thread; ``ready`` arrives on the GUI thread (a queued signal)."""

    ready = Signal(object)

    def read(self, home: Any) -> None:
        def work() -> None:
            found = skills.discover(home)
            try:
                self.ready.emit(found)
            except RuntimeError:  # the window closed meanwhile: nobody to tell
                pass

        threading.Thread(target=work, daemon=True).start()


class SkillsView(Retranslatable, QWidget):
    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.found: list[skills.FoundSkill] = []
        self._filling = False
        self._loaded = False
        self.setAcceptDrops(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        buttons = QHBoxLayout()
        self.add_button = QPushButton()
        self.add_button.setObjectName("skills-add")
        self.add_button.clicked.connect(self.pick_folder)
        self.new_button = QPushButton()
        self.new_button.setObjectName("skills-new")
        self.new_button.clicked.connect(self.ask_new)
        self.adopt_button = QPushButton()
        self.adopt_button.setObjectName("skills-adopt")
        self.adopt_button.clicked.connect(self.adopt_selected)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("skills-remove")
        self.remove_button.clicked.connect(self.remove_selected)
        for button in (self.add_button, self.new_button, self.adopt_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.status = QLabel()
        self.status.setObjectName("skills-status")
        buttons.addWidget(self.status)
        layout.addLayout(buttons)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.tree = QTreeWidget()
        self.tree.setObjectName("skills-list")
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(4 + len(skills.CLIENTS))
        header = self.tree.header()
        header.setStretchLastSection(False)
        for column in range(self.tree.columnCount()):  # every client's box in view; the name takes the rest
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == NAME
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemChanged.connect(self._item_changed)
        self.tree.currentItemChanged.connect(lambda *_: self._show_current())
        splitter.addWidget(self.tree)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.findings = wrap_label()
        self.findings.setObjectName("skills-findings")
        right_layout.addWidget(self.findings)
        self.page = QTextBrowser()
        self.page.setObjectName("skills-page")
        self.page.setOpenLinks(False)
        right_layout.addWidget(self.page, 1)
        splitter.addWidget(right)
        splitter.setSizes([520, 420])
        layout.addWidget(splitter, 1)
        self.reader = _Reader(self)
        self.reader.ready.connect(self._fill)
        controller.changed.connect(self._on_changes)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.add_button.setText(self.tr("Add skill folder…"))
        self.new_button.setText(self.tr("New skill…"))
        self.adopt_button.setText(self.tr("Move into the store"))
        self.adopt_button.setToolTip(self.tr("A client's own skill: move it into ScriptDeck's store and link it back"))
        self.remove_button.setText(self.tr("Remove skill"))
        self.tree.setHeaderLabels([self.tr("Skill"), self.tr("Source"), self.tr("Valid"), self.tr("Tokens"),
                                   *skills.CLIENTS])
        self.tree.setAccessibleName(self.tr("Agent Skills"))
        self.page.setAccessibleName(self.tr("The skill's instructions"))
        if self._loaded:
            self._fill(self.found)

    # -- reading -------------------------------------------------------------------------------------------

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._loaded:
            self.refresh()

    def _on_changes(self, changes: Any) -> None:
        if changes.skills:
            self.refresh()

    def refresh(self) -> None:
        """Read the skills again (on a worker thread); the list is filled when they arrive."""
        self.status.setText(self.tr("Reading skills…"))
        self.reader.read(self.controller.home)

    @Slot(object)
    def _fill(self, found: list[skills.FoundSkill]) -> None:
        current = self.current()
        self.found, self._loaded = found, True
        lang = self.controller.lang
        self._filling = True
        self.tree.clear()
        items = []
        for skill in found:
            file = skill.file
            item = QTreeWidgetItem()
            item.setText(NAME, file.display_name(lang) if file is not None else skill.name)
            item.setToolTip(NAME, skill.name)
            item.setText(SOURCE, self.tr("store") if skill.source == "store" else layer_label(skill.source)
                         if skill.source.startswith("library:") else skill.source)  # a library from git (§29)
            valid = file is not None and file.valid and not skill.problem
            item.setText(VALID, "✓" if valid else "✗")
            item.setData(VALID, Qt.ItemDataRole.AccessibleTextRole, self.tr("valid") if valid else self.tr("invalid"))
            if file is not None and file.meta is not None:
                item.setText(TOKENS, f"≈{len(listing_text(file)) // 4}")  # what a client lists, estimated
            for client, column in CLIENT_COLUMNS.items():
                if skill.managed:
                    item.setCheckState(column, Qt.CheckState.Checked if client in skill.enabled_for
                                       else Qt.CheckState.Unchecked)
                elif skill.source == client:
                    item.setText(column, self.tr("own"))
            item.setData(NAME, ROLE, skill)
            items.append(item)
        self.tree.addTopLevelItems(items)
        self._filling = False
        invalid = sum(1 for s in found if s.file is None or not s.file.valid or s.problem)
        self.status.setText(self.tr("%1 skills, %2 invalid").replace("%1", str(len(found))).replace("%2", str(invalid)))
        if current is not None:
            self.select(current.name, current.source)
        elif items:
            self.tree.setCurrentItem(items[0])  # the first skill shown
        self._show_current()

    # -- what is chosen --------------------------------------------------------------------------------------

    def current(self) -> skills.FoundSkill | None:
        item = self.tree.currentItem()
        return item.data(NAME, ROLE) if item is not None else None

    def select(self, name: str, source: str = "store") -> bool:
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            skill = item.data(NAME, ROLE) if item is not None else None
            if item is not None and skill is not None and skill.name == name and skill.source == source:
                self.tree.setCurrentItem(item)
                return True
        return False

    def _show_current(self) -> None:
        skill = self.current()
        self.adopt_button.setEnabled(skill is not None and not skill.managed and not skill.problem)
        self.remove_button.setEnabled(skill is not None and skill.source == "store")
        if skill is None:
            self.page.clear()
            self.findings.clear()
            return
        file = skill.file
        lines = [self.tr("Folder: %1").replace("%1", str(skill.path))]
        if skill.problem == "dangling":
            lines.append(self.tr("The link points at nothing: remove it, or enable the skill again."))
        elif skill.problem == "link-out":
            lines.append(self.tr("A link out of its folder: not followed."))
        if file is not None:
            lang = self.controller.lang
            lines += [f"✗ {finding.text(lang)}" for finding in file.errors]
            lines += [f"⚠ {finding.text(lang)}" for finding in file.warnings]
        self.findings.setText("\n".join(lines))
        theme.text_style(self.findings, "error" if file is None or not file.valid else "muted")
        self.page.setMarkdown(file.body if file is not None else "")

    # -- changes -----------------------------------------------------------------------------------------------

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._filling or column not in CLIENT_COLUMNS.values():
            return
        skill = item.data(NAME, ROLE)
        client = next(c for c, at in CLIENT_COLUMNS.items() if at == column)
        enabled = item.checkState(column) == Qt.CheckState.Checked
        self._do(lambda: self.controller.skill_ops.set_enabled(skill.name, client, enabled))

    def _do(self, operation: Any) -> None:
        try:
            operation()
        except skills.SkillError as error:
            message, fix = error.message(self.controller.lang)
            self.controller.error.emit(message, fix)
            self.refresh()
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Check the folders' permissions."))
            self.refresh()

    def add_folder(self, folder: Path) -> None:
        self._do(lambda: self.controller.skill_ops.add(folder))

    def pick_folder(self) -> None:
        dialog = ui_file_dialog(self, self.tr("Choose a skill folder (it holds SKILL.md)"))
        dialog.setFileMode(dialog.FileMode.Directory)
        dialog.fileSelected.connect(lambda path: self.add_folder(Path(path)))
        dialog.open()

    def ask_new(self) -> None:
        TextPrompt.ask(self.tr("New skill"), self.tr("Name (lowercase letters, digits and hyphens):"), self,
                       lambda name: self._do(lambda: self.controller.skill_ops.new(name.strip())))

    def adopt_selected(self) -> None:
        skill = self.current()
        if skill is not None and not skill.managed:
            self._do(lambda: self.controller.skill_ops.adopt(skill.name, skill.source))

    def remove_selected(self) -> None:
        skill = self.current()
        if skill is not None and skill.source == "store":
            self._do(lambda: self.controller.skill_ops.remove(skill.name))

    # -- drag a folder in ------------------------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if any(Path(url.toLocalFile()).is_dir() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        for url in event.mimeData().urls():
            folder = Path(url.toLocalFile())
            if folder.is_dir() and read_skill(folder).skill_md is not None:
                self.add_folder(folder)
        event.acceptProposedAction()
