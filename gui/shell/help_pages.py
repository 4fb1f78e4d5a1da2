"""Help: "Keyboard shortcuts", "Header format" (built from the parser's own key table) and About."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget
from scriptdeck.core.dialects.header import _KEYS  # the parser's alias table: the page cannot drift from it
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable

from scriptdeck import __version__


#: (key sequence as Qt's portable text, what it does) — the window binds exactly these (see tool_actions)
def shortcut_rows() -> list[tuple[str, str]]:
    return [
        ("Ctrl+K", QCoreApplication.translate("HelpPages", "Quick-run palette: find a tool, fill in its arguments, run it")),  # palette
        ("Ctrl+Shift+C", QCoreApplication.translate("HelpPages", "Copy the output (in the quick-run palette)")),  # palette
        ("Ctrl+N", QCoreApplication.translate("HelpPages", "New tool from a template")),
        ("Ctrl+O", QCoreApplication.translate("HelpPages", "Add scripts (register files)")),
        ("F5", QCoreApplication.translate("HelpPages", "Refresh the list")),
        ("Ctrl+F", QCoreApplication.translate("HelpPages", "Focus the search box")),
        ("/", QCoreApplication.translate("HelpPages", "Focus the search box")),
        ("Esc", QCoreApplication.translate("HelpPages", "Clear the search (in the search box)")),
        ("Return", QCoreApplication.translate("HelpPages", "Run the form (in the Run tab)")),
        ("Enter", QCoreApplication.translate("HelpPages", "Run the form (in the Run tab)")),
        ("Ctrl+S", QCoreApplication.translate("HelpPages", "Save the overrides or the header being edited")),
        ("Del", QCoreApplication.translate("HelpPages", "Remove the selected tool (asks first)")),
        ("F2", QCoreApplication.translate("HelpPages", "Edit the display name (header editor, or the Overrides name field)")),
        ("Ctrl+E", QCoreApplication.translate("HelpPages", "Open the selected tool in your editor")),
        ("Ctrl+D", QCoreApplication.translate("HelpPages", "Star or unstar the selected tool: favourites come first in the palette (also in the palette)")),
        ("Alt+1", QCoreApplication.translate("HelpPages", "Show the Details tab")),
        ("Alt+2", QCoreApplication.translate("HelpPages", "Show the Overrides tab")),
        ("Alt+3", QCoreApplication.translate("HelpPages", "Show the Run tab")),
        ("Alt+4", QCoreApplication.translate("HelpPages", "Show the Tests tab")),
        ("Alt+5", QCoreApplication.translate("HelpPages", "Show or hide Agent activity")),
        ("Alt+6", QCoreApplication.translate("HelpPages", "Show or hide Skills (Agent Skills of every client)")),
        ("Ctrl+Z", QCoreApplication.translate("HelpPages", "Undo the last change")),
        ("Ctrl+Shift+Z", QCoreApplication.translate("HelpPages", "Redo")),
        ("Shift+F10", QCoreApplication.translate("HelpPages", "Context menu of the selected tool")),
        ("F1", QCoreApplication.translate("HelpPages", "This list of shortcuts")),
        ("Ctrl+Q", QCoreApplication.translate("HelpPages", "Quit ScriptDeck (asks first when tools are running)")),
    ]


def shortcuts_html() -> str:
    native = QKeySequence.SequenceFormat.NativeText
    keys_for: dict[str, list[str]] = {}  # keys that do the same thing share one row (Return and Enter)
    for key, text in shortcut_rows():
        shown = QKeySequence(key).toString(native) or key
        keys = keys_for.setdefault(text, [])
        if shown not in keys:  # Return and Enter are both "回车" in Chinese: said once
            keys.append(shown)
    rows = "".join(
        f"<tr><td style='padding:2px 12px 2px 0'><b>{html.escape(', '.join(keys))}</b>"
        f"</td><td>{html.escape(text)}</td></tr>" for text, keys in keys_for.items())
    title = QCoreApplication.translate("HelpPages", "Keyboard shortcuts")
    return f"<h3>{html.escape(title)}</h3><table>{rows}</table>"


def _meanings() -> dict[str, str]:
    return {
        "id": QCoreApplication.translate("HelpPages", "the tool id, used only when it is a valid id"),
        "description": QCoreApplication.translate("HelpPages", "English description: what the model sees"),
        "description_zh": QCoreApplication.translate("HelpPages", "Chinese description (the model sees English first)"),
        "display_name": QCoreApplication.translate("HelpPages", "English name in the window"),
        "display_name_zh": QCoreApplication.translate("HelpPages", "Chinese name in the window (house rules ask for it)"),
        "timeout": QCoreApplication.translate("HelpPages", "seconds, a whole number > 0 (60s works; capped at 300)"),
        "groups": QCoreApplication.translate("HelpPages", "groups, separated by commas, semicolons or spaces"),
        "requires": QCoreApplication.translate("HelpPages", "tools the agent should call first"),
        "capabilities": QCoreApplication.translate("HelpPages", "host capabilities the tool asks for"),
        "argv": QCoreApplication.translate("HelpPages", "flags, positional or none: how arguments reach the command line"),
        "parameters": QCoreApplication.translate("HelpPages", "JSON Schema of the arguments (inline, or a block over several comment lines)"),
        "trust": QCoreApplication.translate("HelpPages", "owner or external"),
        "permission": QCoreApplication.translate("HelpPages", "read_only, presentation or writes"),
        "stub_example": QCoreApplication.translate("HelpPages", "an example call shown in the agent's stub"),
        "hints": QCoreApplication.translate("HelpPages", "Hint: <tool>: <sentence> — repeatable"),
        "expose": QCoreApplication.translate("HelpPages", "tool or skill"),
        "confirm": QCoreApplication.translate("HelpPages", "yes: the window asks before each run, and MCP marks the tool destructive"),
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
    intro = QCoreApplication.translate(
        "HelpPages", "The header is the comment block right after the shebang (#!). Each line is “# Key: value” "
        "(// works too; the full-width colon ： as well). Keys are case-insensitive; the first line "
        "that is not a comment ends the header.")
    title = QCoreApplication.translate("HelpPages", "Header format")
    key_title = QCoreApplication.translate("HelpPages", "Key (and aliases)")
    meaning_title = QCoreApplication.translate("HelpPages", "Meaning")
    example_title = QCoreApplication.translate("HelpPages", "Example:")
    return (f"<h3>{html.escape(title)}</h3><p>{html.escape(intro)}</p>"
            f"<table><tr><th align='left'>{html.escape(key_title)}</th>"
            f"<th align='left'>{html.escape(meaning_title)}</th></tr>{''.join(rows)}</table>"
            f"<p>{html.escape(example_title)}</p><pre style='white-space: pre-wrap'>{html.escape(example)}</pre>")


def about_html(home: Any, state_dir: Any = None) -> str:
    """What ScriptDeck is, which version, where it keeps things, and what it runs on."""
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    tagline = QCoreApplication.translate("HelpPages", "Script tools for AI agents: list, write, lint and run them.")
    what = QCoreApplication.translate(
        "HelpPages", "ScriptDeck keeps your script tools in one place: it reads each script's comment header, checks "
        "it, runs it with a form made from its parameters, and serves the tools to AI agents (MCP). Drop a script "
        "on the window to register it.")
    rows = [(QCoreApplication.translate("HelpPages", "Version"), __version__),
            (QCoreApplication.translate("HelpPages", "Home folder"), str(home))]
    if state_dir is not None:
        rows.append((QCoreApplication.translate("HelpPages", "State folder"), str(state_dir)))
    runs_on = f"Python {platform.python_version()} · Qt {qVersion()} · PySide6 {pyside_version}"
    rows += [(QCoreApplication.translate("HelpPages", "Runs on"), runs_on),
             (QCoreApplication.translate("HelpPages", "Licence"), "MIT")]
    muted = theme.value("muted")
    table = "".join(f"<tr><td style='padding:3px 14px 3px 0; color:{muted}'>{html.escape(k)}</td>"
                    f"<td style='padding:3px 0'>{html.escape(v)}</td></tr>" for k, v in rows)
    return (f"<h2>ScriptDeck · 脚本工具台</h2><p><b>{html.escape(tagline)}</b></p><p>{html.escape(what)}</p>"
            f"<table>{table}</table>")


PAGE_SIZES = {"about": (560, 400), "header": (820, 620), "shortcuts": (560, 520)}


class HelpPage(Retranslatable, QDialog):
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
        self.browser.setLineWrapMode(QTextBrowser.LineWrapMode.WidgetWidth)  # long lines wrap: no sideways scroll
        self.resize(*PAGE_SIZES.get(name, (620, 520)))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        titles = {"shortcuts": QCoreApplication.translate("HelpPages", "Keyboard shortcuts"),
                  "header": QCoreApplication.translate("HelpPages", "Header format"),
                  "about": QCoreApplication.translate("HelpPages", "About ScriptDeck")}
        self.setWindowTitle(titles.get(self.name, self.name))
        self.browser.setHtml(self.build())



def show_page(name: str, build: Callable[[], str], parent: QWidget | None) -> HelpPage:
    page = HelpPage(name, build, parent)
    page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    page.show()
    return page
