"""Agent activity's MCP side (issue 35): the message log of each request and answer ``scriptdeck mcp`` served
(method, id, size, duration; the bodies on demand), and for a run an agent made, the result exactly as its MCP
client got it (``content``, ``structuredContent``, ``isError``).

Both read ``<state>/mcp-messages.jsonl`` (:mod:`scriptdeck.core.mcp.msglog`), which the server appends to; the
Activity view refreshes this with its own history refresh (the same folder watch). A run in the history is
paired with the ``tools/call`` answer for its tool that came back when the run finished (within
:data:`PAIR_SECONDS`): the history does not carry the request's id.
"""

from __future__ import annotations

import json
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.mcp.msglog import messages_path, records
from scriptdeck.gui.run.composer_view import ComposerView
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets.common import Retranslatable

SHOWN = 500
#: the file name an export suggests
EXPORT_NAME = "mcp-messages.jsonl"
# a run's finish and its tools/call answer are at most this far apart to be paired
PAIR_SECONDS = 5.0


def client_answer(messages: list[dict[str, Any]], run: dict[str, Any]) -> dict[str, Any] | None:
    """The ``tools/call`` answer (its ``result``) that belongs to the history record ``run``, or None."""
    finished = run.get("finished")
    if run.get("source") != "mcp" or not isinstance(finished, (int, float)):
        return None
    best: tuple[float, dict[str, Any]] | None = None
    for message in messages:
        request = message.get("request")
        answer = message.get("answer")
        if message.get("method") != "tools/call" or not isinstance(request, dict) or not isinstance(answer, dict):
            continue
        if request.get("name") != run.get("tool_id") and request.get("arguments") != run.get("args"):
            continue
        when = message.get("t")
        if isinstance(when, (int, float)) and 0 <= when - finished <= PAIR_SECONDS:
            if best is None or when - finished < best[0]:
                best = (when - finished, answer)
    return best[1] if best else None


def error_text(message: dict[str, Any]) -> str:
    """The Error column: a JSON-RPC error's message, a tool's ``isError`` text, or "" when the answer was fine."""
    if not message.get("error"):
        return ""
    answer = message.get("answer")
    if isinstance(answer, dict) and isinstance(answer.get("message"), str):
        return answer["message"][:200]
    content = answer.get("content") if isinstance(answer, dict) else None
    if isinstance(content, list) and content and isinstance(content[0], dict):
        text = content[0].get("text")
        if isinstance(text, str):
            return " ".join(text.split())[:200]
    return "✖"


def jsonl(messages: list[dict[str, Any]]) -> str:
    """Messages as JSON lines (oldest first, as the log file keeps them)."""
    return "".join(json.dumps(m, ensure_ascii=False, separators=(",", ":")) + "\n" for m in reversed(messages))


def _size(value: Any) -> str:
    return f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else ""


class MessagesView(Retranslatable, QTabWidget):
    """Two tabs under the runs: "As the client got it" (the selected run) and "MCP messages" (the log)."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("activity-mcp")
        self.controller = controller
        self.messages: list[dict[str, Any]] = []
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.raw_result = QPlainTextEdit()
        self.raw_result.setObjectName("activity-raw-result")
        self.raw_result.setReadOnly(True)
        self.raw_result.setFont(fixed)
        self.log = QTreeWidget()
        self.log.setObjectName("activity-messages")
        self.log.setRootIsDecorated(False)
        self.log.setUniformRowHeights(True)
        self.log.setColumnCount(8)
        self.log.currentItemChanged.connect(self._show_body)
        self.body = QPlainTextEdit()
        self.body.setObjectName("activity-message-body")
        self.body.setReadOnly(True)
        self.body.setFont(fixed)
        self.filter = QLineEdit()  # issue 45: a filter, errors only, export as JSON lines
        self.filter.setObjectName("activity-messages-filter")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(lambda _text: self.show_messages())
        self.errors_only = QCheckBox()
        self.errors_only.setObjectName("activity-messages-errors")
        self.errors_only.toggled.connect(lambda _on: self.show_messages())
        self.export_button = QPushButton()
        self.export_button.setObjectName("activity-messages-export")
        self.export_button.clicked.connect(self.ask_export)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.log)
        split.addWidget(self.body)
        log_page = QWidget()
        log_layout = QVBoxLayout(log_page)
        log_layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.filter, 1)
        row.addWidget(self.errors_only)
        row.addWidget(self.export_button)
        log_layout.addLayout(row)
        log_layout.addWidget(split, 1)
        self.composer = ComposerView(controller)
        self.composer.answered.connect(lambda _line: self.refresh())
        self.addTab(self.raw_result, "")
        self.addTab(log_page, "")
        self.addTab(self.composer, "")
        self.shown: list[dict[str, Any]] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTabText(0, self.tr("As the client got it"))
        self.setTabText(1, self.tr("MCP messages"))
        self.setTabText(2, self.tr("Send a request"))
        self.log.setHeaderLabels([self.tr("When"), self.tr("Client"), self.tr("Method"), self.tr("Id"),
                                  self.tr("Bytes in"), self.tr("Bytes out"), self.tr("ms"), self.tr("Error")])
        self.filter.setPlaceholderText(self.tr("Filter by method, client, tool or error…"))
        self.filter.setAccessibleName(self.tr("Filter the messages"))
        self.errors_only.setText(self.tr("Errors only"))
        self.export_button.setText(self.tr("Export as JSON lines…"))
        self.raw_result.setPlaceholderText(self.tr("Select a run an agent made over MCP to see the result exactly "
                                                   "as its client received it."))
        self.body.setPlaceholderText(self.tr("Select a message to see its request and answer."))
        self.raw_result.setAccessibleName(self.tr("Result as the client got it"))
        self.body.setAccessibleName(self.tr("Request and answer"))
        self.log.setAccessibleName(self.tr("MCP messages"))
        self.tabBar().setAccessibleName(self.tr("Agent's view"))

    def refresh(self) -> None:
        self.messages = records(messages_path(self.controller.home.state_dir), limit=SHOWN)
        self.show_messages()

    def _matches(self, message: dict[str, Any], words: list[str], errors_only: bool) -> bool:
        error = error_text(message)
        if errors_only and not error:
            return False
        if not words:
            return True
        request = message.get("request")
        name = request.get("name") if isinstance(request, dict) else None
        text = " ".join(str(part) for part in (message.get("method", ""), message.get("client", ""), error,
                                                name or "", json.dumps(message.get("id", "")))).lower()
        return all(word in text for word in words)

    def show_messages(self) -> None:
        """The log's rows as the filter and "Errors only" leave them."""
        words = self.filter.text().lower().split()
        errors_only = self.errors_only.isChecked()
        self.log.clear()
        self.shown = [m for m in self.messages if self._matches(m, words, errors_only)]
        items = []
        for number, message in enumerate(self.shown):
            when = message.get("t")
            shown = time.strftime("%H:%M:%S", time.localtime(when)) if isinstance(when, (int, float)) else "?"
            method = str(message.get("method", ""))
            direction = message.get("dir")
            if direction in ("in", "out"):
                method += "  ←" if direction == "in" else "  →"
            ms = message.get("ms")
            client = message.get("client")
            item = QTreeWidgetItem([shown, client[:60] if isinstance(client, str) else "", method,
                                    json.dumps(message.get("id", ""))[:40] if "id" in message else "",
                                    _size(message.get("in")), _size(message.get("out")),
                                    str(ms) if isinstance(ms, (int, float)) else "", error_text(message)])
            item.setData(0, Qt.ItemDataRole.UserRole, number)
            items.append(item)
        self.log.addTopLevelItems(items)
        for column in (0, 1, 3, 4, 5, 6):  # the short columns fit; Method and Error take what is left
            self.log.resizeColumnToContents(column)

    @staticmethod
    def ask_path(parent: QWidget, title: str) -> str:
        """The file to export to (a test replaces this: dialogs never block tests)."""
        path, _filter = QFileDialog.getSaveFileName(parent, title, EXPORT_NAME,
                                                    QCoreApplication.translate("MessagesView", "JSON lines (*.jsonl)"))
        return path

    def ask_export(self) -> bool:
        path = self.ask_path(self, self.tr("Export the shown messages"))
        return self.export(path) if path else False

    def export(self, path: str) -> bool:
        """The shown messages (as filtered) to ``path`` as JSON lines, oldest first."""
        from pathlib import Path

        try:
            self.controller.composer.export_messages(Path(path), jsonl(self.shown))
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Choose a folder you can write to."))
            return False
        self.controller.message.emit(self.tr("Exported %1 message(s) to %2").replace("%1", str(len(self.shown)))
                                     .replace("%2", path))
        return True

    def _show_body(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        """Bodies on demand: only the selected message's request and answer are formatted."""
        if item is None:
            self.body.clear()
            return
        message = self.shown[int(item.data(0, Qt.ItemDataRole.UserRole))]
        parts = []
        for key, title in (("request", self.tr("Request")), ("answer", self.tr("Answer"))):
            if key in message:
                value = message[key]
                text = json.dumps(value, ensure_ascii=False, indent=2) if value is not None else self.tr(
                    "(larger than 64 KiB: its size only)")
                parts.append(f"{title}:\n{text}")
        self.body.setPlainText("\n\n".join(parts))

    def show_run(self, run: dict[str, Any] | None) -> None:
        """The selected history record's result as its MCP client got it (none for the window's own runs)."""
        if run is None or run.get("source") != "mcp":
            self.raw_result.setPlainText("")
            return
        answer = client_answer(self.messages, run)
        self.raw_result.setPlainText(json.dumps(answer, ensure_ascii=False, indent=2) if answer is not None else
                                     self.tr("Not in the MCP message log (it keeps the newest messages only)."))
