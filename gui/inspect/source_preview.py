"""Details' Source section: the first lines of the shown tool's file, read bounded and non-blocking (a file swapped
for a FIFO never freezes the window), its comment header highlighted."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QGroupBox, QPlainTextEdit, QTextEdit, QVBoxLayout, QWidget
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.store.fsutil import read_regular
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable

PREVIEW_LINES = 400
PREVIEW_BYTES = 64 * 1024


def read_preview(path: Path) -> str:
    try:  # non-blocking and bounded: a tool file swapped for a FIFO never freezes the window
        data = read_regular(path, PREVIEW_BYTES)[:PREVIEW_BYTES]
    except OSError as error:
        return f"({error.strerror or error})"
    lines = data.decode("utf-8", "replace").split("\n")[:PREVIEW_LINES]
    return "\n".join(lines)


class SourcePreview(Retranslatable, QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.source = QPlainTextEdit()
        self.source.setReadOnly(True)
        self.source.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.source.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.source.setMinimumHeight(220)
        layout.addWidget(self.source)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Source (first 400 lines)"))

    def show_tool(self, tool: Tool | None) -> None:
        if tool is None:
            self.source.setPlainText("")
            return
        self.source.setPlainText(read_preview(tool.path))
        lines = tool.header.header_lines if tool.header else (tool.pi.header_lines if tool.pi else 0)
        if lines <= 0:
            self.source.setExtraSelections([])
            return
        selection = QTextEdit.ExtraSelection()
        fmt = QTextCharFormat()
        fmt.setBackground(theme.color("found_bg"))
        fmt.setForeground(theme.color("found"))
        fmt.setProperty(QTextCharFormat.Property.FullWidthSelection, True)
        fmt.setFontWeight(QFont.Weight.Medium)
        selection.format = fmt
        cursor = QTextCursor(self.source.document())
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        cursor.movePosition(QTextCursor.MoveOperation.Down, QTextCursor.MoveMode.KeepAnchor, lines - 1)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfLine, QTextCursor.MoveMode.KeepAnchor)
        selection.cursor = cursor
        self.source.setExtraSelections([selection])


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
