"""The Connect dialog's "Over HTTP" page (SPEC §27): the URL and the token with copy buttons, and ready HTTP
configurations for Claude Code, Cursor and VS Code (core: :mod:`scriptdeck.core.mcp.http_clients`).

The token is masked until "Show" is pressed; the snippets show ``<token>`` meanwhile, and Copy always copies the
working text. The URL is the managed server's when it serves, else the one it would have on its default port.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.mcp.http_clients import HTTP_CLIENTS, TOKEN_PLACEHOLDER, http_snippets
from scriptdeck.core.mcp.http_token import TokenBroken
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.http_server import DEFAULT_PORT, ManagedHttpServer
from scriptdeck.gui.widgets import access, theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label


class HttpConnectPage(Retranslatable, QWidget):
    def __init__(self, controller: Controller, server: ManagedHttpServer | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.server = server
        self.setObjectName("connect-http")
        self.token = ""
        self.token_error = ""
        self.outer_tabs: QTabWidget | None = None  # the dialog's tabs, for this page's title
        layout = QVBoxLayout(self)
        self.intro = wrap_label()
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.url_caption, self.token_caption = QLabel(), QLabel()
        self.url_edit = QLineEdit()
        self.url_edit.setObjectName("http-url")
        self.url_edit.setReadOnly(True)
        self.copy_url = QPushButton()
        self.copy_url.setObjectName("copy-http-url")
        self.copy_url.clicked.connect(lambda: self._copy(self.url_edit.text()))
        form.addRow(self.url_caption, _row(self.url_edit, self.copy_url))
        self.token_edit = QLineEdit()
        self.token_edit.setObjectName("http-token")
        self.token_edit.setReadOnly(True)
        self.token_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.show_token = QCheckBox()
        self.show_token.setObjectName("show-http-token")
        self.show_token.toggled.connect(self._show_token)
        self.copy_token = QPushButton()
        self.copy_token.setObjectName("copy-http-token")
        self.copy_token.clicked.connect(lambda: self._copy(self.token))
        form.addRow(self.token_caption, _row(self.token_edit, self.show_token, self.copy_token))
        layout.addLayout(form)
        self.tabs = QTabWidget()
        self.texts: dict[str, QPlainTextEdit] = {}
        self.copy_buttons: dict[str, QPushButton] = {}
        for client in HTTP_CLIENTS:
            page = QWidget()
            box = QVBoxLayout(page)
            text = QPlainTextEdit()
            text.setObjectName(f"http-snippet-{client}")
            text.setReadOnly(True)
            text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
            box.addWidget(text, 1)
            button = QPushButton()
            button.setObjectName(f"copy-http-{client}")
            button.clicked.connect(lambda _=False, c=client: self.copy_snippet(c))
            box.addWidget(_row(button))
            self.texts[client], self.copy_buttons[client] = text, button
            self.tabs.addTab(page, "")
        layout.addWidget(self.tabs, 1)
        self.status = wrap_label()
        self.status.setObjectName("connect-http-status")
        layout.addWidget(self.status)
        self._load_token()
        if server is not None:
            server.changed.connect(self.refresh)
        self.retranslate_ui()

    def _load_token(self) -> None:
        try:
            self.token = self.controller.ops.http_token().decode("ascii")
            self.token_error = ""
        except TokenBroken as error:
            message, fix = error.message(self.controller.lang)
            self.token, self.token_error = "", message + ("\n" + fix if fix else "")
        except OSError as error:
            self.token, self.token_error = "", str(error)

    def url(self) -> str:
        if self.server is not None and self.server.state == "serving" and self.server.url:
            return self.server.url
        return f"http://127.0.0.1:{DEFAULT_PORT}/mcp"

    def snippets(self, reveal: bool) -> dict[str, str]:
        token = self.token if reveal and self.token else TOKEN_PLACEHOLDER
        snippets = http_snippets(self.url(), token)
        return {client: snippets[client].text for client in HTTP_CLIENTS}

    def retranslate_ui(self) -> None:
        self.intro.setText(self.tr("Agents that speak MCP over HTTP (in a container, on another machine, or several "
                                   "at once) use this URL and send the token in an Authorization header. Anyone "
                                   "with the token can call every served tool: keep it like a password, and "
                                   "rotate it with scriptdeck mcp token --rotate."))
        if self.outer_tabs is not None:
            self.outer_tabs.setTabText(self.outer_tabs.indexOf(self), self.tr("Over HTTP"))
        access.label_field(self.url_caption, self.url_edit, self.tr("URL"))
        access.label_field(self.token_caption, self.token_edit, self.tr("Token"))
        self.copy_url.setText(self.tr("Copy"))
        self.copy_token.setText(self.tr("Copy"))
        access.name(self.copy_url, self.tr("Copy the URL"))
        access.name(self.copy_token, self.tr("Copy the token"))
        access.name(self.show_token, self.tr("Show the token"))
        self.show_token.setText(self.tr("Show"))
        for index, client in enumerate(HTTP_CLIENTS):
            self.tabs.setTabText(index, http_snippets("", "")[client].title)
            self.copy_buttons[client].setText(self.tr("Copy"))
            title = http_snippets("", "")[client].title
            access.name(self.texts[client], self.tr("HTTP configuration for %1").replace("%1", title))
            access.name(self.copy_buttons[client], self.tr("Copy the HTTP configuration for %1").replace("%1", title))
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        self.url_edit.setText(self.url())
        self.token_edit.setText(self.token)
        for client, text in self.snippets(self.show_token.isChecked()).items():
            self.texts[client].setPlainText(text)
        if self.token_error:
            self._say(False, self.token_error)
        elif self.server is None or self.server.state != "serving":
            self._say(True, self.tr("No server is running: start one in Settings → Serve over HTTP, or run "
                                    "scriptdeck mcp --http %1.").replace("%1", str(DEFAULT_PORT)))
        self.copy_token.setEnabled(bool(self.token))
        self.show_token.setEnabled(bool(self.token))

    def _show_token(self, on: bool) -> None:
        self.token_edit.setEchoMode(QLineEdit.EchoMode.Normal if on else QLineEdit.EchoMode.Password)
        self.refresh()

    def copy_snippet(self, client: str) -> str:
        text = self.snippets(True)[client]
        self._copy(text)
        return text

    def _copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)
        self._say(True, self.tr("Copied to the clipboard."))

    def _say(self, ok: bool, text: str) -> None:
        theme.text_style(self.status, "ok" if ok else "error")
        self.status.setText(text)


def _row(*widgets: QWidget) -> QWidget:
    row = QWidget()
    box = QHBoxLayout(row)
    box.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        box.addWidget(widget, 1 if isinstance(widget, QLineEdit) else 0)
    if not any(isinstance(widget, QLineEdit) for widget in widgets):
        box.addStretch(1)
    return row


def add_http_page(dialog: QWidget, tabs: QTabWidget, controller: Controller,
                  server: ManagedHttpServer | None) -> HttpConnectPage:
    """The Connect dialog's "Over HTTP" tab (the one call its hook makes)."""
    page = HttpConnectPage(controller, server, dialog)
    page.outer_tabs = tabs
    tabs.addTab(page, "")
    page.retranslate_ui()
    return page
