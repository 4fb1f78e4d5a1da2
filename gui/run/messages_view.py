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

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QPlainTextEdit, QSplitter, QTabWidget, QTreeWidget, QTreeWidgetItem, QWidget
from scriptdeck.core.mcp.msglog import messages_path, records
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets.common import Retranslatable

SHOWN = 500
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
        self.log.setColumnCount(6)
        self.log.currentItemChanged.connect(self._show_body)
        self.body = QPlainTextEdit()
        self.body.setObjectName("activity-message-body")
        self.body.setReadOnly(True)
        self.body.setFont(fixed)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.log)
        split.addWidget(self.body)
        self.addTab(self.raw_result, "")
        self.addTab(split, "")
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTabText(0, self.tr("As the client got it"))
        self.setTabText(1, self.tr("MCP messages"))
        self.log.setHeaderLabels([self.tr("When"), self.tr("Method"), self.tr("Id"), self.tr("Bytes in"),
                                  self.tr("Bytes out"), self.tr("ms")])
        self.raw_result.setPlaceholderText(self.tr("Select a run an agent made over MCP to see the result exactly "
                                                   "as its client received it."))
        self.body.setPlaceholderText(self.tr("Select a message to see its request and answer."))
        self.raw_result.setAccessibleName(self.tr("Result as the client got it"))
        self.body.setAccessibleName(self.tr("Request and answer"))
        self.log.setAccessibleName(self.tr("MCP messages"))
        self.tabBar().setAccessibleName(self.tr("Agent's view"))

    def refresh(self) -> None:
        self.messages = records(messages_path(self.controller.home.state_dir), limit=SHOWN)
        self.log.clear()
        items = []
        for number, message in enumerate(self.messages):
            when = message.get("t")
            shown = time.strftime("%H:%M:%S", time.localtime(when)) if isinstance(when, (int, float)) else "?"
            method = str(message.get("method", ""))
            direction = message.get("dir")
            if direction in ("in", "out"):
                method += "  ←" if direction == "in" else "  →"
            ms = message.get("ms")
            item = QTreeWidgetItem([shown, method, json.dumps(message.get("id", ""))[:40] if "id" in message else "",
                                    _size(message.get("in")), _size(message.get("out")),
                                    str(ms) if isinstance(ms, (int, float)) else ""])
            item.setData(0, Qt.ItemDataRole.UserRole, number)
            items.append(item)
        self.log.addTopLevelItems(items)

    def _show_body(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        """Bodies on demand: only the selected message's request and answer are formatted."""
        if item is None:
            self.body.clear()
            return
        message = self.messages[int(item.data(0, Qt.ItemDataRole.UserRole))]
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
