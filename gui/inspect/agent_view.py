"""Details' "As the agent sees it" (issue 35): the tool's exact ``tools/list`` entry and its Miyu stub, with Copy.

Both are made by the functions the MCP server itself uses (:func:`scriptdeck.core.mcp.tools.served_entry`, the
served name included; :func:`scriptdeck.core.mcp.cost.stub_text_of`), in the language ``scriptdeck mcp`` serves
by default (English titles; ``--lang`` changes them). The entry is shown indented for reading; Copy gives the
compact JSON that is, byte for byte, the entry in the server's answer (``tests/test_agent_view.py`` compares it
with a real ``scriptdeck mcp``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget
from scriptdeck.core.mcp.cost import stub_text_of
from scriptdeck.core.mcp.tools import entry_json, served_entry, served_names
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

# the language ``scriptdeck mcp`` serves titles in unless started with ``--lang``
SERVED_LANG = "en"


def wire_text(entry: dict[str, Any]) -> str:
    """The entry as it travels in the server's answer: the server's own serializer (compact JSON, key order kept,
    non-ASCII as is, ``0.00001`` where Python's ``json`` would write ``1e-05``)."""
    return entry_json(entry).decode("utf-8")


class AgentView(Retranslatable, QGroupBox):
    """The section; :meth:`show_tool` fills it for the tool Details shows."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("agent-view")
        self.controller = controller
        self.entry: dict[str, Any] | None = None
        self.stub = ""
        self._served: dict[str, str] = {}
        self._names_key: tuple[int, int] | None = None
        layout = QVBoxLayout(self)
        self.note = wrap_label(selectable=False)
        theme.text_style(self.note, "muted")
        layout.addWidget(self.note)
        self.entry_view = QPlainTextEdit()
        self.entry_view.setObjectName("agent-entry")
        self.entry_view.setReadOnly(True)
        self.entry_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.entry_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.entry_view.setMinimumHeight(200)
        layout.addWidget(self.entry_view)
        self.stub_view = wrap_label()
        self.stub_view.setObjectName("agent-stub")
        self.stub_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.stub_view)
        buttons = QHBoxLayout()
        self.copy_entry = QPushButton()
        self.copy_entry.setObjectName("agent-copy-entry")
        self.copy_entry.clicked.connect(self.copy_entry_text)
        self.copy_stub = QPushButton()
        self.copy_stub.setObjectName("agent-copy-stub")
        self.copy_stub.clicked.connect(self.copy_stub_text)
        buttons.addWidget(self.copy_entry)
        buttons.addWidget(self.copy_stub)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("As the agent sees it"))
        self.copy_entry.setText(self.tr("Copy the tools/list entry"))
        self.copy_stub.setText(self.tr("Copy the stub"))
        self._fill_note()

    def _fill_note(self) -> None:
        if self.entry is None:
            self.note.setText(self.tr("Not in the agent's list: the tool is not registered, is disabled, or its "
                                      "load_policy is hidden."))
        else:
            self.note.setText(self.tr("Exactly what scriptdeck mcp lists (titles in English unless it is started "
                                      "with --lang), and below it the stub Miyu's stub mode shows. Not translated."))

    def _names(self) -> dict[str, str]:
        """The served names of every registered tool, made once per scan (40 ms at 10,000 tools on a busy
        machine: not once per selection)."""
        registry = self.controller.registry
        key = (id(registry), registry.generation)
        if key != self._names_key:
            self._served, self._names_key = served_names(registry.registered()), key
        return self._served

    def show_tool(self, tool: Tool | None) -> None:
        registry = self.controller.registry
        self.entry = served_entry(registry, tool.id, SERVED_LANG, names=self._names()) if tool is not None else None
        self.stub = stub_text_of(tool, self.entry) if tool is not None and self.entry is not None else ""
        self.entry_view.setPlainText(entry_json(self.entry, indent=2).decode("utf-8") if self.entry else "")
        self.stub_view.setText(self.stub)
        for widget in (self.entry_view, self.stub_view, self.copy_entry, self.copy_stub):
            widget.setVisible(self.entry is not None)
        self._fill_note()

    def copy_entry_text(self) -> None:
        if self.entry is not None:
            QGuiApplication.clipboard().setText(wire_text(self.entry))

    def copy_stub_text(self) -> None:
        QGuiApplication.clipboard().setText(self.stub)
