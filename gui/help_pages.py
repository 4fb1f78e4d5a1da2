"""Help: "Keyboard shortcuts", "Header format" (built from the parser's own key table) and About."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget
from scriptdeck.core.dialects.header import _KEYS  # the parser's alias table: the page cannot drift from it

from scriptdeck import __version__


def _tr(text: str) -> str:
    return QCoreApplication.translate("HelpPages", text)


#: (key sequence as Qt's portable text, what it does) — the window binds exactly these (see tool_actions)
def shortcut_rows() -> list[tuple[str, str]]:
    return [
        ("Ctrl+N", _tr("New tool from a template")),
        ("Ctrl+O", _tr("Add scripts (register files)")),
        ("F5", _tr("Refresh the list")),
        ("Ctrl+F", _tr("Focus the search box")),
        ("/", _tr("Focus the search box")),
        ("Esc", _tr("Clear the search (in the search box)")),
        ("Return", _tr("Run the form (in the Run tab)")),
        ("Enter", _tr("Run the form (in the Run tab)")),
        ("Ctrl+S", _tr("Save the overrides or the header being edited")),
        ("Del", _tr("Remove the selected tool (asks first)")),
        ("F2", _tr("Edit the display name (header editor, or the Overrides name field)")),
        ("Ctrl+E", _tr("Open the selected tool in your editor")),
        ("Alt+1", _tr("Show the Details tab")),
        ("Alt+2", _tr("Show the Overrides tab")),
        ("Alt+3", _tr("Show the Run tab")),
        ("Ctrl+Z", _tr("Undo the last change")),
        ("Ctrl+Shift+Z", _tr("Redo")),
        ("Shift+F10", _tr("Context menu of the selected tool")),
        ("F1", _tr("This list of shortcuts")),
    ]


def shortcuts_html() -> str:
    rows = "".join(
        f"<tr><td style='padding:2px 12px 2px 0'><b>{html.escape(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) or key)}</b>"
        f"</td><td>{html.escape(text)}</td></tr>" for key, text in shortcut_rows())
    return f"<h3>{html.escape(_tr('Keyboard shortcuts'))}</h3><table>{rows}</table>"


def _meanings() -> dict[str, str]:
    return {
        "id": _tr("the tool id, used only when it is a valid id"),
        "description": _tr("English description: what the model sees"),
        "description_zh": _tr("Chinese description (the model sees English first)"),
        "display_name": _tr("English name in the window"),
        "display_name_zh": _tr("Chinese name in the window (house rules ask for it)"),
        "timeout": _tr("seconds, a whole number > 0 (60s works; capped at 300)"),
        "groups": _tr("groups, separated by commas, semicolons or spaces"),
        "requires": _tr("tools the agent should call first"),
        "capabilities": _tr("host capabilities the tool asks for"),
        "argv": _tr("flags, positional or none: how arguments reach the command line"),
        "parameters": _tr("JSON Schema of the arguments (inline, or a block over several comment lines)"),
        "trust": _tr("owner or external"),
        "permission": _tr("read_only, presentation or writes"),
        "stub_example": _tr("an example call shown in the agent's stub"),
        "hints": _tr("Hint: <tool>: <sentence> — repeatable"),
        "expose": _tr("tool or skill"),
    }


def header_keys() -> dict[str, list[str]]:
    """canonical key -> every alias the parser accepts, in the parser's order."""
    table: dict[str, list[str]] = {}
    for alias, canonical in _KEYS.items():
        table.setdefault(canonical, []).append(alias)
    return table


def header_format_html() -> str:
    meanings = _meanings()
    rows = []
    for canonical, aliases in header_keys().items():
        shown = ", ".join(html.escape(a.replace("_", " ")) for a in aliases)
        rows.append(f"<tr><td style='padding:2px 10px 2px 0'><code>{shown}</code></td>"
                    f"<td>{html.escape(meanings.get(canonical, ''))}</td></tr>")
    example = ("#!/usr/bin/env python3\n# 显示名称：检查磁盘\n# Display name: Check disk\n"
               "# Description: Report free space of a folder.\n# Group: system\n# Timeout: 30\n"
               "# Parameters: {\"type\":\"object\",\"properties\":{\"path\":{\"type\":\"string\","
               "\"description\":\"folder\"}}}")
    intro = _tr("The header is the comment block right after the shebang (#!). Each line is “# Key: value” "
                "(// works too; the full-width colon ： as well). Keys are case-insensitive; the first line "
                "that is not a comment ends the header.")
    return (f"<h3>{html.escape(_tr('Header format'))}</h3><p>{html.escape(intro)}</p>"
            f"<table><tr><th align='left'>{html.escape(_tr('Key (and aliases)'))}</th>"
            f"<th align='left'>{html.escape(_tr('Meaning'))}</th></tr>{''.join(rows)}</table>"
            f"<p>{html.escape(_tr('Example:'))}</p><pre>{html.escape(example)}</pre>")


def about_html(home: Any) -> str:
    return (f"<h3>ScriptDeck {html.escape(__version__)}</h3>"
            f"<p>{html.escape(_tr('Script tools for AI agents: list, write, lint and run them.'))}</p>"
            f"<p>{html.escape(_tr('Licence: MIT'))}</p>"
            f"<p>{html.escape(_tr('Home: %1').replace('%1', str(home)))}</p>")


class HelpPage(QDialog):
    """A non-modal page whose text is rebuilt on a language switch."""

    def __init__(self, name: str, build: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"help-{name}")
        self.name = name
        self.build = build
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(620, 520)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        titles = {"shortcuts": _tr("Keyboard shortcuts"), "header": _tr("Header format"), "about": _tr("About ScriptDeck")}
        self.setWindowTitle(titles.get(self.name, self.name))
        self.browser.setHtml(self.build())

    def changeEvent(self, event: Any) -> None:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def show_page(name: str, build: Callable[[], str], parent: QWidget | None) -> HelpPage:
    page = HelpPage(name, build, parent)
    page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    page.show()
    return page
