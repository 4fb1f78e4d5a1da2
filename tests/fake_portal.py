"""A fake XDG desktop portal for the theme tests: ``org.freedesktop.portal.Settings`` on the session bus the
environment names (``DBUS_SESSION_BUS_ADDRESS``), answering ``ReadOne`` / ``Read`` for
``org.freedesktop.appearance`` ``color-scheme`` and sending ``SettingChanged``.

    python tests/fake_portal.py [--value N] [--old]

``--old``: a version 1 portal (no ``ReadOne``; ``Read`` wraps the value in a second variant). Prints ``ready`` once
its name is on the bus; then each line on stdin is a new ``color-scheme`` value (sent as ``SettingChanged``,
answered ``sent N``); a line ``other`` sends a change of an unrelated setting first.
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QCoreApplication, QSocketNotifier
from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusVariant, QDBusVirtualObject

SERVICE, PATH, INTERFACE = "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", \
    "org.freedesktop.portal.Settings"


class Settings(QDBusVirtualObject):
    def __init__(self, value: int, old: bool) -> None:
        super().__init__()
        self.value, self.old = value, old

    def introspect(self, path: str) -> str:
        return ""

    def handleMessage(self, message: QDBusMessage, connection: QDBusConnection) -> bool:  # noqa: N802
        if message.interface() != INTERFACE:
            return False
        known = message.arguments()[:2] == ["org.freedesktop.appearance", "color-scheme"]
        if message.member() == "ReadOne" and not self.old:
            reply = message.createReply() if known else message.createErrorReply(
                "org.freedesktop.portal.Error.NotFound", "Requested setting not found")
            if known:
                reply.setArguments([QDBusVariant(self.value)])
        elif message.member() == "Read":
            reply = message.createReply() if known else message.createErrorReply(
                "org.freedesktop.portal.Error.NotFound", "Requested setting not found")
            if known:
                reply.setArguments([QDBusVariant(QDBusVariant(self.value) if self.old else self.value)])
        else:
            reply = message.createErrorReply("org.freedesktop.DBus.Error.UnknownMethod", "No such method")
        connection.send(reply)
        return True


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--value", type=int, default=1)
    parser.add_argument("--old", action="store_true")
    ns = parser.parse_args()
    app = QCoreApplication(sys.argv[:1])
    bus = QDBusConnection.sessionBus()
    settings = Settings(ns.value, ns.old)
    if not (bus.registerVirtualObject(PATH, settings) and bus.registerService(SERVICE)):
        print("could not register", file=sys.stderr)
        return 1

    def changed(namespace: str, key: str, value: int) -> None:
        signal = QDBusMessage.createSignal(PATH, INTERFACE, "SettingChanged")
        signal.setArguments([namespace, key, QDBusVariant(value)])
        bus.send(signal)

    def line() -> None:
        text = sys.stdin.readline()
        if not text:
            app.quit()
            return
        if text.strip() == "other":
            changed("org.gnome.desktop.interface", "font-name", 7)
            text = sys.stdin.readline()
        settings.value = int(text)
        changed("org.freedesktop.appearance", "color-scheme", settings.value)
        print(f"sent {settings.value}", flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(line)
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
