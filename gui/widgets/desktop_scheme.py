"""The desktop's light/dark preference where Qt does not report it (issue 40, SPEC §30).

Qt's own answer (``QStyleHints.colorScheme``) is light on GNOME unless the GTK theme is a dark one: GNOME's dark
style is published by the XDG desktop portal instead, as the ``org.freedesktop.appearance`` ``color-scheme``
setting (0 no preference, 1 prefer dark, 2 prefer light). :class:`Portal` reads it over D-Bus (``ReadOne``,
``Read`` on portals older than version 2) and follows its ``SettingChanged`` signal. On KDE the colour scheme in
``kdeglobals`` decides (:func:`kde_scheme`). :func:`scriptdeck.gui.widgets.theme.system_scheme` asks the portal
first, then KDE, then Qt.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtDBus import QDBus, QDBusConnection, QDBusMessage, QDBusVariant

SERVICE = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.Settings"
NAMESPACE, KEY = "org.freedesktop.appearance", "color-scheme"
NO_PREFERENCE, PREFER_DARK, PREFER_LIGHT = 0, 1, 2
#: how long the window's start waits for the portal's answer (a desktop without one answers at once)
TIMEOUT_MS = 1000


def preference(value: Any) -> int | None:
    """The ``color-scheme`` number a portal's reply carried (``Read`` wraps it in one more variant); None for
    anything else."""
    for _ in range(3):  # ReadOne: v(u); Read: v(v(u)); never deeper
        if not isinstance(value, QDBusVariant):
            break
        value = value.variant()
    if isinstance(value, int) and not isinstance(value, bool) and value in (NO_PREFERENCE, PREFER_DARK,
                                                                              PREFER_LIGHT):
        return value
    return None


def session_bus() -> QDBusConnection | None:
    """The user's session bus, or None when the session has none (no address and no ``$XDG_RUNTIME_DIR/bus``: libdbus
    would otherwise try to start a bus of its own)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS") and not (runtime and Path(runtime, "bus").exists()):
        return None
    bus = QDBusConnection.sessionBus()
    return bus if bus.isConnected() else None


class Portal(QObject):
    """The portal's ``color-scheme`` on ``bus`` (None: not known), read once and followed; ``changed`` when the
    desktop's appearance (or, on KDE, its colour scheme) changed."""

    changed = Signal()

    def __init__(self, bus: QDBusConnection | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bus = bus
        self.value: int | None = None
        if bus is None or not bus.isConnected():
            return
        self.value = self._read()
        # the match rule follows the portal's name: a portal that starts later is heard too
        # the slot in SLOT() form ("1" + signature): PySide6 takes a str here, its stub says bytes
        bus.connect(SERVICE, PATH, INTERFACE, "SettingChanged", self,  # type: ignore[call-overload]
                    "1_setting_changed(QDBusMessage)")

    def _read(self) -> int | None:
        assert self.bus is not None
        for method in ("ReadOne", "Read"):
            call = QDBusMessage.createMethodCall(SERVICE, PATH, INTERFACE, method)
            call.setArguments([NAMESPACE, KEY])
            reply = self.bus.call(call, QDBus.CallMode.Block, TIMEOUT_MS)
            if reply.type() == QDBusMessage.MessageType.ReplyMessage:
                arguments = reply.arguments()
                return preference(arguments[0]) if arguments else None
            if reply.errorName() != "org.freedesktop.DBus.Error.UnknownMethod":
                return None  # no portal, or one without the setting
        return None

    @Slot(QDBusMessage)
    def _setting_changed(self, message: QDBusMessage) -> None:
        arguments = message.arguments()
        if len(arguments) < 3 or not isinstance(arguments[0], str):
            return
        namespace, key = arguments[0], arguments[1]
        if namespace == NAMESPACE and key == KEY:
            self.value = preference(arguments[2])
            self.changed.emit()
        elif namespace.startswith("org.kde.kdeglobals"):  # KDE's portal: the colour scheme changed
            self.changed.emit()

    def scheme(self) -> str | None:
        """``dark`` / ``light`` when the portal states a preference, else None."""
        return {PREFER_DARK: "dark", PREFER_LIGHT: "light"}.get(self.value) if self.value is not None else None


def on_kde() -> bool:
    return "KDE" in os.environ.get("XDG_CURRENT_DESKTOP", "").upper().split(":")


def kde_scheme() -> str | None:
    """On KDE, ``dark`` / ``light`` from the colour scheme's window background in ``kdeglobals``; else None."""
    if not on_kde():
        return None
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    try:
        text = Path(config, "kdeglobals").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
        elif section == "[Colors:Window]" and line.partition("=")[0].strip() == "BackgroundNormal":
            parts = line.partition("=")[2].split(",")
            try:
                red, green, blue = (int(part) for part in parts[:3])
            except ValueError:
                return None
            # perceived lightness, as Qt's own KDE theme judges a palette
            return "dark" if 0.299 * red + 0.587 * green + 0.114 * blue < 128 else "light"
    return None
