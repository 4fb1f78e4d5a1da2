"""The "Connect an agent" dialog (SPEC §16): ready-to-paste configuration for each MCP client, a Copy button per
snippet, and a safe "add to Claude Desktop's config" (the merge itself is core's :func:`add_to_claude_desktop`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.mcp.clients import (
    CLIENTS,
    ConfigError,
    Snippet,
    claude_desktop_config_path,
    config_snippets,
    scriptdeck_command,
    server_args,
    server_entry,
)
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.settings.connect_http import add_http_page  # SPEC §27 (http)
from scriptdeck.gui.widgets import access, theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

ERROR_STYLE = "color: {error};"
OK_STYLE = "color: {ok};"


class _SnippetPage(QWidget):
    """One client: where the text goes, the text (monospace, read-only) and its Copy button."""

    def __init__(self, snippet: Snippet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.snippet = snippet
        layout = QVBoxLayout(self)
        self.where = wrap_label()
        layout.addWidget(self.where)
        self.text = QPlainTextEdit(snippet.text)
        self.text.setObjectName(f"snippet-{snippet.client}")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth if snippet.kind == "shell"
                                  else QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.text, 1)
        self.buttons = QHBoxLayout()
        self.copy_button = QPushButton()
        self.copy_button.setObjectName(f"copy-{snippet.client}")
        self.buttons.addWidget(self.copy_button)
        self.buttons.addStretch(1)
        layout.addLayout(self.buttons)
        self.status = wrap_label()
        self.status.setObjectName(f"status-{snippet.client}")
        layout.addWidget(self.status)


class ConnectDialog(Retranslatable, QDialog):
    """Non-modal. ``show_activity`` asks the window to show its agent activity view."""

    show_activity = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("connect-dialog")
        self.setMinimumSize(680, 440)
        home = controller.home
        # a home chosen by --home or SCRIPTDECK_HOME must be named; the default home is found by every process
        # alone, and naming it would move ScriptDeck's state (and history) into it
        self.home_arg = str(home.root) if home.forced else None
        self.persona = home.persona
        self.command = scriptdeck_command()
        self.entry = server_entry(self.command, server_args(self.home_arg, self.persona))
        self.snippets = config_snippets(self.home_arg, self.persona, command=self.command)
        layout = QVBoxLayout(self)
        self.intro = wrap_label()
        self.intro.setObjectName("connect-intro")
        layout.addWidget(self.intro)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("connect-tabs")
        self.pages: dict[str, _SnippetPage] = {}
        for client in CLIENTS:
            page = _SnippetPage(self.snippets[client])
            page.copy_button.clicked.connect(lambda _=False, c=client: self.copy(c))
            self.pages[client] = page
            self.tabs.addTab(page, self.snippets[client].title)
        desktop = self.pages["claude_desktop"]
        self.add_button = QPushButton()
        self.add_button.setObjectName("add-claude-desktop")
        self.add_button.clicked.connect(self.add_to_claude_desktop)
        desktop.buttons.insertWidget(1, self.add_button)
        self.result_label = desktop.status
        self.result_label.setObjectName("add-result")
        # SPEC §27 (http): the URL, the token and HTTP configs; the window's managed server when there is one
        self.http_page = add_http_page(self, self.tabs, controller, getattr(parent, "http_server", None))
        layout.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        self.activity_button = QPushButton()
        self.activity_button.setObjectName("show-activity")
        self.activity_button.clicked.connect(self.show_activity.emit)
        bottom.addWidget(self.activity_button)
        bottom.addStretch(1)
        self.close_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_box.rejected.connect(self.reject)
        bottom.addWidget(self.close_box)
        layout.addLayout(bottom)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Connect an agent"))
        persona = self.persona
        home = self.home_arg or self.tr("the default home")
        self.intro.setText(
            self.tr("Any agent that speaks MCP (Model Context Protocol) can use the enabled tools of persona %1 "
                    "in %2. Paste the configuration for your agent, then restart it. Its calls appear live under "
                    "Agent activity.").replace("%1", persona).replace("%2", home))
        for client, page in self.pages.items():
            if page.snippet.kind == "shell":
                page.where.setText(self.tr("Run this command in a terminal:"))
            elif client == "vscode":
                page.where.setText(self.tr("Put this in .vscode/mcp.json of your workspace (or your user "
                                           "configuration: MCP: Open User Configuration):"))
            else:
                page.where.setText(self.tr("Put this in %1 (merge it with the servers already there):")
                                   .replace("%1", page.snippet.where))
            page.copy_button.setText(self.tr("Copy"))
            title = self.tr("Configuration for %1").replace("%1", page.snippet.title)
            access.name(page.text, title)
            access.name(page.copy_button, self.tr("Copy the configuration for %1").replace("%1", page.snippet.title))
        self.add_button.setText(self.tr("Add to Claude Desktop's config"))
        self.add_button.setToolTip(self.tr("Adds the scriptdeck server to %1; other servers and settings are kept "
                                           "and the previous file is saved as a backup.")
                                   .replace("%1", str(claude_desktop_config_path())))
        self.activity_button.setText(self.tr("Show agent activity"))

    # -- actions -------------------------------------------------------------------------------------

    def copy(self, client: str) -> None:
        QGuiApplication.clipboard().setText(self.snippets[client].text)
        page = self.pages[client]
        if page.status is not self.result_label:
            theme.style(page.status, OK_STYLE)
            page.status.setText(self.tr("Copied to the clipboard."))

    @Slot()
    def add_to_claude_desktop(self) -> bool:
        """Merge into Claude Desktop's config; the outcome (or the error and its fix) is shown in the dialog."""
        try:
            outcome = self.controller.ops.add_to_claude_desktop(self.entry)
        except ConfigError as error:
            message, fix = error.message(self.controller.lang)
            self._show_result(False, message + ("\n" + fix if fix else ""))
            return False
        except OSError as error:
            self._show_result(False, self.tr("Could not write Claude Desktop's config: %1").replace("%1", str(error))
                              + "\n" + self.tr("Check free disk space and permissions."))
            return False
        path = outcome["path"]
        if not outcome["changed"]:
            text = self.tr("%1 already starts this ScriptDeck; nothing was written.").replace("%1", path)
        else:
            text = (self.tr("Replaced the scriptdeck server in %1.") if outcome["replaced"]
                    else self.tr("Added the scriptdeck server to %1.")).replace("%1", path)
            if outcome["backup"]:
                text += " " + self.tr("The previous file is kept at %1.").replace("%1", outcome["backup"])
            text += " " + self.tr("Restart Claude Desktop to load it.")
        self._show_result(True, text)
        return True

    def _show_result(self, ok: bool, text: str) -> None:
        theme.style(self.result_label, OK_STYLE if ok else ERROR_STYLE)
        self.result_label.setText(text)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
