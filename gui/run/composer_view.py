"""Agent activity's request composer (issue 45): pick a method — ``tools/list``, ``tools/call`` with a tool's form
or its arguments as JSON, or a whole JSON-RPC message typed by hand — send it to the deck's own MCP server in this
process (``controller.composer``) and read the raw JSON-RPC answer, the very bytes a client on stdio would get.

Bad JSON is said in the user's language before anything is sent; what was typed stays.
"""

from __future__ import annotations

import json
import time
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.contract.form import MISSING, build_form
from scriptdeck.core.contract.jsonsafe import JsonInputError, loads_strict
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import schema_for_language
from scriptdeck.gui.widgets import access
from scriptdeck.gui.widgets.common import Retranslatable, never_squeezed
from scriptdeck.gui.widgets.form_widgets import FieldEditor, ObjectEditor, make_editor

LIST, CALL, RAW = range(3)
#: the methods offered by name (protocol words, never translated); the third item, "as typed", is
METHODS = ("tools/list", "tools/call")
#: characters of an answer shown at most (a 10,000-tool list is megabytes; the rest is said by its size)
SHOWN_ANSWER = 2_000_000


class ComposerView(Retranslatable, QWidget):
    """The composer. ``answered(bytes)`` when the answer to the last request arrived (tests wait on it)."""

    answered = Signal(bytes)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("activity-composer")
        self.controller = controller
        self.editor: FieldEditor | None = None
        self.waiting: Any = None  # the id of the request whose answer is awaited
        self.sent_at = 0.0
        self.answer = b""
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.method_label = QLabel()
        self.method = QComboBox()
        self.method.setObjectName("composer-method")
        self.method.addItems([*METHODS, ""])
        self.method.currentIndexChanged.connect(self._method_changed)
        self.tool_label = QLabel()
        self.tool = QComboBox()
        self.tool.setObjectName("composer-tool")
        self.tool.currentIndexChanged.connect(self._tool_changed)
        self.send_button = QPushButton()
        self.send_button.setObjectName("composer-send")
        self.send_button.clicked.connect(self.send)
        top = QHBoxLayout()
        for widget in (self.method_label, self.method, self.tool_label):
            top.addWidget(widget)
        top.addWidget(self.tool, 1)
        top.addWidget(self.send_button)
        self.form_scroll = QScrollArea()
        self.form_scroll.setWidgetResizable(True)
        self.args_json = QPlainTextEdit()
        self.args_json.setObjectName("composer-args-json")
        self.args_json.setFont(fixed)
        self.args_tabs = QTabWidget()
        self.args_tabs.setObjectName("composer-args")
        self.args_tabs.addTab(self.form_scroll, "")
        self.args_tabs.addTab(self.args_json, "")
        self.args_tabs.currentChanged.connect(self._args_tab_changed)
        self.raw = QPlainTextEdit()
        self.raw.setObjectName("composer-raw")
        self.raw.setFont(fixed)
        self.problem = QLabel()
        self.problem.setObjectName("composer-problem")
        self.problem.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("composer-status")
        self.answer_view = QPlainTextEdit()
        self.answer_view.setObjectName("composer-answer")
        self.answer_view.setReadOnly(True)
        self.answer_view.setFont(fixed)
        self.request_view = QPlainTextEdit()
        self.request_view.setObjectName("composer-request")
        self.request_view.setReadOnly(True)
        self.request_view.setFont(fixed)
        self.request_view.setMaximumHeight(80)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.args_tabs, 1)
        left_layout.addWidget(self.raw, 1)
        left_layout.addWidget(self.problem)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.request_view)
        right_layout.addWidget(self.status)
        right_layout.addWidget(self.answer_view, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.send)
        controller.composer.line.connect(self._line)
        controller.changed.connect(lambda _changes: self.fill_tools())  # a tool added or removed from the window
        self.fill_tools()
        self.retranslate_ui()
        self._method_changed(LIST)

    def retranslate_ui(self) -> None:
        self.method_label.setText(self.tr("Method:"))
        self.method.setItemText(RAW, self.tr("JSON-RPC as typed"))
        self.tool_label.setText(self.tr("Tool:"))
        self.send_button.setText(self.tr("Send (Ctrl+Enter)"))
        self.args_tabs.setTabText(0, self.tr("Form"))
        self.args_tabs.setTabText(1, self.tr("JSON"))
        self.raw.setPlaceholderText(self.tr('A whole JSON-RPC message, e.g. {"jsonrpc": "2.0", "id": 9, '
                                            '"method": "tools/list"}'))
        self.answer_view.setPlaceholderText(self.tr("The server's answer appears here exactly as it wrote it."))
        self.request_view.setPlaceholderText(self.tr("The request as sent"))
        access.label_field(self.method_label, self.method)
        access.label_field(self.tool_label, self.tool)
        access.name(self.args_json, self.tr("Arguments as JSON"))
        access.name(self.raw, self.tr("JSON-RPC message"))
        access.name(self.answer_view, self.tr("Raw answer"))
        access.name(self.request_view, self.tr("Request as sent"))
        access.name(self.args_tabs.tabBar(), self.tr("Arguments"))
        if self.editor is not None:  # the schema's words in the new language; the values stay
            kept = self._form_value()
            self._tool_changed()
            if self.editor is not None:
                self.editor.set_value(kept)

    # -- the request -------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.fill_tools()  # the tools as they are now (an outside edit is seen when the composer is shown again)

    def fill_tools(self) -> None:
        chosen = self.tool.currentText()
        tools = sorted(tool.id for tool in self.controller.registry.registered())
        if tools == [self.tool.itemText(i) for i in range(self.tool.count())]:
            return
        self.tool.blockSignals(True)
        self.tool.clear()
        self.tool.addItems(tools)
        if chosen in tools:
            self.tool.setCurrentIndex(tools.index(chosen))
        self.tool.blockSignals(False)
        self._tool_changed()

    def _method_changed(self, index: int) -> None:
        self.tool.setVisible(index == CALL)
        self.tool_label.setVisible(index == CALL)
        self.args_tabs.setVisible(index == CALL)
        self.raw.setVisible(index == RAW)
        if index == RAW and not self.raw.toPlainText().strip():
            self.raw.setPlainText(json.dumps({"jsonrpc": "2.0", "id": "mine", "method": "tools/list"}))
        self.problem.setText("")

    def _tool_changed(self, _index: int = -1) -> None:
        old = self.form_scroll.takeWidget()
        if old is not None:
            old.hide()
            old.deleteLater()
        self.editor = None
        tool = self.controller.registry.get(self.tool.currentText())
        if tool is None:
            return
        try:
            spec = build_form(schema_for_language(tool.schema, self.controller.lang))
            editor = ObjectEditor(spec, framed=False) if spec.kind == "object" else make_editor(spec)
        except (ValueError, RecursionError, TypeError, AttributeError):
            self.args_tabs.setCurrentIndex(1)  # a schema that makes no form: the arguments as JSON only
            return
        self.editor = editor
        self.form_scroll.setWidget(never_squeezed(editor))
        self._args_tab_changed(self.args_tabs.currentIndex())

    def _args_tab_changed(self, index: int) -> None:
        """Form → JSON: the JSON shows the form's values; JSON → form: the form takes the JSON when it parses."""
        if index == 1:
            self.args_json.setPlainText(json.dumps(self._form_value(), ensure_ascii=False, indent=2))
        elif self.editor is not None:
            try:
                value = loads_strict(self.args_json.toPlainText() or "{}")
            except JsonInputError:
                return
            self.editor.set_value(value)

    def _form_value(self) -> Any:
        if self.editor is None:
            return {}
        value = self.editor.value()
        return {} if value is MISSING else value

    def arguments(self) -> Any:
        """The arguments of a ``tools/call`` as they stand (raises JsonInputError for JSON that does not parse)."""
        if self.args_tabs.currentIndex() == 1 or self.editor is None:
            return loads_strict(self.args_json.toPlainText() or "{}")
        return self._form_value()

    # -- sending and answers -----------------------------------------------------------------------

    def send(self) -> bool:
        """Send the request as composed; False (and why, in the user's language) when it cannot be sent."""
        self.problem.setText("")
        index = self.method.currentIndex()
        try:
            if index == RAW:
                text = self.raw.toPlainText().strip()
                message = loads_strict(text)  # checked first, sent as typed
                self.waiting = message.get("id") if isinstance(message, dict) else None
                self._sent(text)
                self.controller.composer.send_raw(text.encode("utf-8"))
                if not isinstance(message, dict) or "id" not in message:
                    self.status.setText(self.tr("Sent. A message without an id is a notification: it gets no "
                                                "answer (see MCP messages)."))
                return True
            params: dict[str, Any] = {}
            if index == CALL:
                if not self.tool.currentText():
                    self.problem.setText(self.tr("Choose a tool to call."))
                    return False
                params = {"name": self.tool.currentText(), "arguments": self.arguments()}
        except JsonInputError as error:
            self.problem.setText(self.tr("Not valid JSON: %1. Nothing was sent.").replace("%1", str(error)))
            return False
        except OSError as error:
            self.problem.setText(self.tr("The server could not be reached: %1").replace("%1", str(error)))
            return False
        try:
            sent = self.controller.composer.send(self.method.currentText(), params)
        except OSError as error:
            self.problem.setText(self.tr("The server could not be reached: %1").replace("%1", str(error)))
            return False
        self.waiting = sent["id"]
        self._sent(json.dumps(sent, ensure_ascii=False, separators=(",", ":")))
        return True

    def _sent(self, text: str) -> None:
        self.sent_at = time.monotonic()
        self.request_view.setPlainText(text)
        self.answer_view.setPlainText("")
        self.status.setText(self.tr("Waiting for the answer…"))

    def _line(self, line: bytes) -> None:
        """A line the server wrote: the awaited answer is shown as written; notifications are left to the log."""
        try:
            message = json.loads(line)
        except ValueError:
            return
        if not isinstance(message, dict) or "id" not in message or message.get("id") != self.waiting:
            return
        self.waiting = None
        self.answer = line
        text = line.decode("utf-8", "replace")
        if len(text) > SHOWN_ANSWER:
            text = text[:SHOWN_ANSWER] + "…"
        self.answer_view.setPlainText(text)
        failed = "error" in message or (isinstance(message.get("result"), dict) and message["result"].get("isError"))
        milliseconds = (time.monotonic() - self.sent_at) * 1000
        self.status.setText((self.tr("Error answer: %1 bytes in %2 ms") if failed else
                             self.tr("Answer: %1 bytes in %2 ms")).replace("%1", f"{len(line):,}")
                            .replace("%2", f"{milliseconds:.0f}"))
        self.answered.emit(line)
