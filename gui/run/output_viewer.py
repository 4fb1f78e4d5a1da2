"""A run's full output: everything read (up to the 8 MiB kept per stream), not only the 20,000 characters the
agent sees; search with next/previous, save to a file, copy the result JSON exactly as the agent gets it."""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QFontDatabase, QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.run.runplan import RunResult
from scriptdeck.gui.services.ops import export_text
from scriptdeck.gui.widgets.common import Retranslatable
from scriptdeck.gui.widgets.file_dialog import ui_file_dialog


class OutputViewer(Retranslatable, QDialog):
    def __init__(self, result: RunResult, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("output-viewer")
        self.run_result = result  # not "result": that would hide QDialog.result()
        self.title = title
        self.file_dialog: QFileDialog | None = None
        full = result.full_output or {"stdout": result.stdout, "stderr": result.stderr}
        layout = QVBoxLayout(self)
        search_row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("output-search")
        self.search.returnPressed.connect(self.find_next)
        self.next_button = QPushButton()
        self.next_button.setObjectName("output-next")
        self.next_button.clicked.connect(self.find_next)
        self.prev_button = QPushButton()
        self.prev_button.setObjectName("output-prev")
        self.prev_button.clicked.connect(self.find_previous)
        self.found = QLabel()
        self.found.setObjectName("output-found")
        search_row.addWidget(self.search, 1)
        search_row.addWidget(self.prev_button)
        search_row.addWidget(self.next_button)
        search_row.addWidget(self.found)
        layout.addLayout(search_row)
        self.tabs = QTabWidget()
        self.views: dict[str, QPlainTextEdit] = {}
        for stream in ("stdout", "stderr"):
            view = QPlainTextEdit()
            view.setObjectName(f"output-{stream}")
            view.setReadOnly(True)
            view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
            view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
            view.setPlainText(full.get(stream, ""))
            self.views[stream] = view
            self.tabs.addTab(view, "")
        layout.addWidget(self.tabs, 1)
        buttons = QHBoxLayout()
        self.save_button = QPushButton()
        self.save_button.setObjectName("output-save")
        self.save_button.clicked.connect(self.ask_save)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("output-copy-agent")
        self.copy_button.clicked.connect(self.copy_agent_view)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        QShortcut(QKeySequence.StandardKey.Find, self).activated.connect(self.search.setFocus)
        QShortcut(QKeySequence.StandardKey.FindNext, self).activated.connect(self.find_next)
        QShortcut(QKeySequence.StandardKey.FindPrevious, self).activated.connect(self.find_previous)
        self.resize(820, 600)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Full output — %1").replace("%1", self.title))
        self.search.setPlaceholderText(self.tr("Find in output…"))
        self.next_button.setText(self.tr("Next"))
        self.prev_button.setText(self.tr("Previous"))
        for index, stream in enumerate(("stdout", "stderr")):
            chars = len(self.views[stream].toPlainText())
            self.tabs.setTabText(index, self.tr("%1 (%2 characters)").replace("%1", stream).replace("%2", f"{chars:,}"))
        self.save_button.setText(self.tr("Save to file…"))
        self.copy_button.setText(self.tr("Copy as the agent sees it"))
        self.copy_button.setToolTip(self.tr("The result JSON the agent receives (output cut to 20,000 characters)"))
        self.close_button.setText(self.tr("Close"))

    def current_view(self) -> QPlainTextEdit:
        return self.views["stderr" if self.tabs.currentIndex() == 1 else "stdout"]

    def _find(self, backward: bool) -> bool:
        text = self.search.text()
        view = self.current_view()
        if not text:
            return False
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        found = view.find(text, flags)
        if not found:  # wrap around
            cursor = view.textCursor()
            cursor.movePosition(cursor.MoveOperation.End if backward else cursor.MoveOperation.Start)
            view.setTextCursor(cursor)
            found = view.find(text, flags)
        self.found.setText("" if found else self.tr("Not found"))
        return found

    @Slot()
    def find_next(self) -> bool:
        return self._find(False)

    @Slot()
    def find_previous(self) -> bool:
        return self._find(True)

    def agent_json(self) -> str:
        return json.dumps(self.run_result.to_json(), ensure_ascii=False, indent=2)

    @Slot()
    def copy_agent_view(self) -> None:
        QApplication.clipboard().setText(self.agent_json())

    def save_to(self, path: Path) -> None:
        """Write the shown stream's full text (UTF-8). Raises OSError."""
        export_text(Path(path), self.current_view().toPlainText())

    @Slot()
    def ask_save(self) -> QFileDialog:
        dialog = ui_file_dialog(self, self.tr("Save output"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDirectory(str(default_save_folder()))
        dialog.selectFile(save_name(self.title, "stderr" if self.tabs.currentIndex() == 1 else "stdout"))
        dialog.fileSelected.connect(self._save_chosen)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.file_dialog = dialog
        return dialog

    def _save_chosen(self, name: str) -> None:
        try:
            self.save_to(Path(name))
        except OSError as error:
            self.found.setText(self.tr("Not saved: %1").replace("%1", error.strerror or str(error)))


def save_name(title: str, stream: str) -> str:
    """A file name every file system takes: the run's title (tool name and time) without ``:`` ``/`` ``\\`` and
    other characters Windows or a USB stick refuse, e.g. ``单位换算 17-38-54-stdout.txt``."""
    safe = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "-", title).strip(" .-") or "output"
    return f"{safe}-{stream}.txt"


def default_save_folder() -> Path:
    """The user's Documents folder (else home), never the working directory the window happened to start in."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def open_output_viewer(result: RunResult, title: str, parent: QWidget | None) -> OutputViewer:
    viewer = OutputViewer(result, title, parent)
    viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    viewer.show()
    return viewer
