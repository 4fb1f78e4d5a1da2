"""Settings → "Serve over HTTP" (SPEC §27) and the managed server's status-bar label.

The tab starts and stops the window's :class:`ManagedHttpServer` (a ``scriptdeck mcp --http 127.0.0.1:PORT``
child); the label shows its URL, open sessions and last call. Both only read the service's state: the process
belongs to the service alone.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget
from scriptdeck.gui.services.http_server import ManagedHttpServer
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.access import label_field
from scriptdeck.gui.widgets.common import Retranslatable, wheel_only_when_focused, wrap_label


class HttpServeTab(Retranslatable, QWidget):
    def __init__(self, server: ManagedHttpServer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.tabs: Any = None  # the dialog's tab widget, for this tab's title
        self.setObjectName("settings-http")
        layout = QVBoxLayout(self)
        self.serve_box = QCheckBox()
        self.serve_box.setObjectName("serve-http")
        self.serve_box.toggled.connect(self.toggle)
        layout.addWidget(self.serve_box)
        form = QFormLayout()
        self.port_caption = QLabel()
        self.port_spin = QSpinBox()
        wheel_only_when_focused(self.port_spin)
        self.port_spin.setObjectName("serve-http-port")
        self.port_spin.setRange(0, 65535)
        self.port_spin.setValue(server.port)
        form.addRow(self.port_caption, self.port_spin)
        layout.addLayout(form)
        self.state_label = wrap_label()
        self.state_label.setObjectName("serve-http-state")
        layout.addWidget(self.state_label)
        self.hint = wrap_label(selectable=False)
        theme.text_style(self.hint, "muted")
        layout.addWidget(self.hint)
        layout.addStretch(1)
        server.changed.connect(self.show_state)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.serve_box.setText(self.tr("Serve over HTTP"))
        self.port_caption.setText(self.tr("Port on 127.0.0.1"))
        label_field(self.port_caption, self.port_spin)
        self.port_spin.setSpecialValueText(self.tr("any free port"))
        self.hint.setText(self.tr("Agents on this machine (or in a container that shares its network) reach the "
                                  "deck at the URL below with the token: Connect an agent shows both and ready "
                                  "configurations. For other machines use scriptdeck mcp --http behind a TLS "
                                  "reverse proxy (docs/mcp.md)."))
        if self.tabs is not None:
            self.tabs.setTabText(self.tabs.indexOf(self), self.tr("Serve over HTTP"))
        self.show_state()

    @Slot(bool)
    def toggle(self, on: bool) -> None:
        if on and not self.server.running:
            self.server.start(self.port_spin.value())
        elif not on and self.server.running:
            self.server.stop()

    @Slot()
    def show_state(self) -> None:
        server = self.server
        self.serve_box.blockSignals(True)
        self.serve_box.setChecked(server.running)
        self.serve_box.blockSignals(False)
        self.port_spin.setEnabled(server.state == "stopped")
        theme.style(self.state_label, "color: {error};" if server.error and server.state == "stopped" else "")
        self.state_label.setText(state_text(server))


def state_text(server: ManagedHttpServer) -> str:
    """One line for the tab and the status bar, in the window's language (each text a literal under one context,
    so lupdate files it where this asks: a helper ``tr(text)`` left them under no context, English in Chinese)."""
    if server.state == "serving":
        text = QCoreApplication.translate("HttpStatusLabel", "Serving on %1 · sessions: %2") \
            .replace("%1", server.url).replace("%2", str(server.sessions))
        if server.last_call:
            text += " · " + QCoreApplication.translate("HttpStatusLabel", "last call: %1").replace("%1", server.last_call)
        return text
    if server.state == "starting":
        return QCoreApplication.translate("HttpStatusLabel", "Starting the HTTP server…")
    if server.state == "stopping":
        return QCoreApplication.translate("HttpStatusLabel", "Stopping the HTTP server…")
    if server.error:
        return QCoreApplication.translate("HttpStatusLabel", "The HTTP server stopped: %1").replace("%1", server.error)
    return QCoreApplication.translate("HttpStatusLabel", "Not serving over HTTP.")


class HttpStatusLabel(Retranslatable, QLabel):
    """The status bar's view of the managed server; hidden while it is stopped without an error."""

    def __init__(self, server: ManagedHttpServer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.setObjectName("http-status")
        server.changed.connect(self.retranslate_ui)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        server = self.server
        self.setVisible(server.state != "stopped" or bool(server.error))
        self.setText(state_text(server))
        theme.style(self, "color: {error};" if server.error and server.state == "stopped" else "")


def add_http_tab(dialog: Any, server: ManagedHttpServer) -> HttpServeTab:
    """Settings → "Serve over HTTP" (the one call the settings hook makes)."""
    tab = HttpServeTab(server, dialog)
    tab.tabs = dialog.tabs
    dialog.tabs.addTab(tab, "")
    tab.retranslate_ui()
    dialog.http_tab = tab
    return tab
