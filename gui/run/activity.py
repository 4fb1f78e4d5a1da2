"""Agent activity: every run of every tool, newest first, from the history file — which other processes append
to (``scriptdeck mcp`` serving an agent, ``scriptdeck tool-call`` in a terminal) — so the view follows the file
itself (a watchdog watch on the state folder, debounced), not this window's own runs. A filter by source, the
agent's client name, and "Clear history" (asks first)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.run.history import History, history_path
from scriptdeck.gui.run.messages_view import MessagesView  # palette
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import run_outcome
from scriptdeck.gui.services.watcher import FolderWatcher
from scriptdeck.gui.widgets.common import Retranslatable, ask_choice

#: the ``source`` values core writes: the window, ``tool-call`` (terminal/agent), ``scriptdeck mcp``
SOURCES = ("window", "cli", "mcp")
SHOWN = 500  # rows at most (newest first)
READ = 5000  # records read at most per refresh


class HistoryWatcher(QObject):
    """Emits ``changed`` (debounced by the folder watcher) when the history file is written by any process."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path: Path | None = None
        self._folder = FolderWatcher(self)
        self._folder.changed.connect(self._folder_changed)

    @property
    def active(self) -> bool:
        return self._folder.active

    def watch(self, path: Path) -> None:
        self.path = path
        self._folder.watch([path.parent])

    def _folder_changed(self, paths: list[str]) -> None:
        if self.path is not None and any(Path(p).name == self.path.name for p in paths):
            self.changed.emit()

    def stop(self) -> None:
        self._folder.stop()
        self.path = None


def _when(started: Any) -> str:
    if isinstance(started, (int, float)) and not isinstance(started, bool) and started > 0:
        try:
            return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started))
        except (OverflowError, OSError, ValueError):
            pass
    return "?"


def _summary(args: Any, limit: int = 80) -> str:
    text = json.dumps(args, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ActivityView(Retranslatable, QWidget):
    """The runs of all tools, live. ``tool_activated(id)`` on a double-click (the window selects that tool)."""

    tool_activated = Signal(str)

    COLUMNS = 6

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prompt: QWidget | None = None
        self.watcher = HistoryWatcher(self)
        self.watcher.changed.connect(self.refresh)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.filter_label = QLabel()
        self.source_combo = QComboBox()
        self.source_combo.setObjectName("activity-source")
        for _ in range(1 + len(SOURCES)):
            self.source_combo.addItem("")
        self.source_combo.currentIndexChanged.connect(lambda _: self.refresh())
        self.count_label = QLabel()
        self.count_label.setObjectName("activity-count")
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("activity-clear")
        self.clear_button.clicked.connect(self.ask_clear)
        top.addWidget(self.filter_label)
        top.addWidget(self.source_combo)
        top.addWidget(self.count_label, 1)
        top.addWidget(self.clear_button)
        layout.addLayout(top)
        self.tree = QTreeWidget()
        self.tree.setObjectName("activity")
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(self.COLUMNS)
        self.tree.setUniformRowHeights(True)
        self.tree.itemDoubleClicked.connect(self._activated)
        layout.addWidget(self.tree, 1)
        self.mcp = MessagesView(controller)  # palette: the MCP message log, and a run as its MCP client got it
        layout.addWidget(self.mcp, 1)
        self.shown: list[dict[str, Any]] = []  # palette: the records behind the rows, for show_run
        self.tree.currentItemChanged.connect(
            lambda item, _old: self.mcp.show_run(self.shown[self.tree.indexOfTopLevelItem(item)] if item else None))
        controller.changed.connect(lambda changes: changes.registry and self.follow_home())
        self.retranslate_ui()

    @property
    def history(self) -> History:
        return History(history_path(self.controller.home.state_dir))

    @Slot()
    def follow_home(self) -> None:
        """While shown, watch the current home's history (the home can change in Settings)."""
        if not self.isVisible():
            return
        path = history_path(self.controller.home.state_dir)
        if path != self.watcher.path or not self.watcher.active:
            try:
                self.controller.ops.ensure_folder(path.parent, private=True)  # the folder to watch
            except OSError:
                pass  # a read-only home: nothing to watch, the view still shows what is there
            self.watcher.watch(path)
            self.refresh()

    # the file is watched only while the view is shown: no watch thread for a hidden dock
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.follow_home()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        super().hideEvent(event)
        self.watcher.stop()

    def source(self) -> str | None:
        """The chosen filter: None for all, else one of :data:`SOURCES`."""
        index = self.source_combo.currentIndex()
        return SOURCES[index - 1] if index > 0 else None

    def set_source(self, source: str | None) -> None:
        self.source_combo.setCurrentIndex(0 if source is None else SOURCES.index(source) + 1)

    def retranslate_ui(self) -> None:
        self.filter_label.setText(self.tr("Source:"))
        for index, text in enumerate((self.tr("All"), self.tr("This window"), self.tr("tool-call (terminal)"),
                                      self.tr("MCP (agents)"))):
            self.source_combo.setItemText(index, text)
        self.clear_button.setText(self.tr("Clear history…"))
        self.filter_label.setBuddy(self.source_combo)
        self.source_combo.setAccessibleName(self.tr("Source"))
        self.tree.setAccessibleName(self.tr("Runs of every tool"))
        self.tree.setHeaderLabels([self.tr("When"), self.tr("Tool"), self.tr("Source"), self.tr("Client"),
                                   self.tr("Outcome"), self.tr("Arguments")])
        self.refresh()

    def source_text(self, source: Any) -> str:
        if not isinstance(source, str):  # the file is shared with other processes: any JSON may be there
            return "" if source is None else json.dumps(source, ensure_ascii=False)[:40]
        return {"window": self.tr("window"), "cli": self.tr("tool-call"), "mcp": self.tr("MCP")}.get(source, source)

    @Slot()
    def refresh(self) -> None:
        wanted = self.source()
        records = [r for r in self.history.records(limit=READ) if wanted is None or r.get("source") == wanted]
        self.tree.clear()
        items = []
        for record in records[:SHOWN]:
            raw = record.get("result")
            result: dict[str, Any] = raw if isinstance(raw, dict) else {}
            when = _when(record.get("started"))
            tool_id = str(record.get("tool_id", ""))
            client = record.get("client")
            item = QTreeWidgetItem([when, tool_id, self.source_text(record.get("source")),
                                    client if isinstance(client, str) else "", run_outcome(result),
                                    _summary(record.get("args"))])
            item.setData(0, Qt.ItemDataRole.UserRole, tool_id)
            items.append(item)
        self.shown = records[:SHOWN]  # palette
        self.mcp.refresh()  # palette
        self.tree.addTopLevelItems(items)
        self.count_label.setText(self.tr("%1 run(s) shown").replace("%1", str(len(items))))
        self.clear_button.setEnabled(self.history.path.exists())
        for column in range(4):
            self.tree.resizeColumnToContents(column)

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        tool_id = item.data(0, Qt.ItemDataRole.UserRole)
        if tool_id:
            self.tool_activated.emit(tool_id)

    @Slot()
    def ask_clear(self) -> None:
        if self.prompt is not None:
            return

        def answer(key: str) -> None:
            self.prompt = None
            if key == "clear":
                self.clear()

        self.prompt = ask_choice(
            self, self.tr("Clear the history?"),
            self.tr("Every recorded run of every tool is forgotten, with its arguments, including the runs of "
                    "agents and of tool-call. This cannot be undone."),
            [("clear", self.tr("Clear history"))], answer)

    def clear(self) -> None:
        try:
            self.controller.ops.clear_history()
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Check the permissions of ScriptDeck's state folder."))
        self.refresh()

    def stop(self) -> None:
        self.watcher.stop()
