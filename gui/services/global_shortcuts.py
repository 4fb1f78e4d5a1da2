"""A desktop-wide shortcut for the palette through the XDG desktop portal's ``org.freedesktop.portal.GlobalShortcuts``
(issue 45), where the desktop offers it (KDE Plasma 6, GNOME 48 and later, Hyprland).

The portal's calls carry ``a(sa{sv})`` arrays, which QtDBus cannot marshal from Python, so this speaks D-Bus with
``jeepney`` (pure Python) on a thread of its own; what it hears reaches the Qt thread as queued signals. A portal
session lives as long as its connection: :meth:`GlobalShortcut.bind` keeps the connection open and listens for
``Activated`` until :meth:`GlobalShortcut.close` (the window's end). The desktop asks the user to confirm or choose
the keys in its own dialog; ``bound`` says which keys it settled on, ``failed`` why not.

Without jeepney or a session bus, or when the portal has no GlobalShortcuts, :func:`offered` is False and Settings
does not offer it.
"""

from __future__ import annotations

import itertools
import os
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

SERVICE, PATH = "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.GlobalShortcuts"
REQUEST = "org.freedesktop.portal.Request"
#: the one shortcut: its id, and the keys proposed to the desktop (the user may choose others in its dialog)
PALETTE_ID = "palette"
PREFERRED_TRIGGER = "CTRL+ALT+space"
#: how long a portal answer is waited for (the user answering the desktop's dialog included)
ANSWER_S = 120.0
ASK_S = 2.0

_tokens = itertools.count(1)


def _connect(address: str | None) -> Any:
    from jeepney.io.blocking import open_dbus_connection

    return open_dbus_connection(address or "SESSION")


def offered(address: str | None = None) -> bool:
    """Whether the desktop portal on the session bus (or the bus at ``address``) has GlobalShortcuts."""
    if address is None and not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return False
    try:
        from jeepney import DBusAddress, Properties
    except ImportError:
        return False
    try:
        with _connect(address) as connection:
            reply = connection.send_and_get_reply(Properties(DBusAddress(PATH, SERVICE, INTERFACE)).get("version"),
                                                  timeout=ASK_S)
    except Exception:  # noqa: BLE001 - no bus, no portal, a timeout: not offered
        return False
    from jeepney import MessageType

    return reply.header.message_type == MessageType.method_return


class PortalError(Exception):
    pass


class GlobalShortcut(QObject):
    """The palette's desktop-wide shortcut: ``bind()`` registers it, ``activated`` fires when the user presses it."""

    activated = Signal(str)  # the shortcut's id
    bound = Signal(str)  # the keys, as the desktop describes them ("" when it does not say)
    failed = Signal(str)  # why it could not be registered (the portal's words, English)

    def __init__(self, description: str, address: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.description = description
        self.address = address
        self.trigger: str | None = None
        self._connection: Any = None
        self._thread: threading.Thread | None = None
        self._closing = False

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def bind(self) -> None:
        """Register the shortcut (the desktop may show its dialog), then listen for it. Once at a time."""
        if self.busy:
            return
        self._closing = False
        self._thread = threading.Thread(target=self._serve, name="scriptdeck-shortcuts", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """End the portal session (the shortcut stops with it) and the thread."""
        self._closing = True
        connection, self._connection = self._connection, None
        if connection is not None:
            import socket

            try:
                connection.sock.shutdown(socket.SHUT_RDWR)  # wakes the thread's blocking read; it closes the rest
            except OSError:
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(5)

    # -- the thread ----------------------------------------------------------------------------------

    def _serve(self) -> None:
        from jeepney import MatchRule
        from jeepney.bus_messages import message_bus

        connection = None
        try:
            connection = self._connection = _connect(self.address)
            if self._closing:
                return
            # heard from the start: a press right after the desktop's answer is not lost
            rule = MatchRule(type="signal", interface=INTERFACE, member="Activated", path=PATH)
            connection.send_and_get_reply(message_bus.AddMatch(rule), timeout=ASK_S)
            with connection.filter(rule, bufsize=16) as pressed:
                session = self._session(connection)
                shortcuts = self._request(connection, "BindShortcuts", "oa(sa{sv})sa{sv}", lambda token: (
                    session, [(PALETTE_ID, {"description": ("s", self.description),
                                            "preferred_trigger": ("s", PREFERRED_TRIGGER)})], "",
                    {"handle_token": ("s", token)}))
                self.trigger = _trigger(shortcuts.get("shortcuts"))
                self.bound.emit(self.trigger)
                while not self._closing:
                    message = connection.recv_until_filtered(pressed)
                    handle, shortcut_id = message.body[0], message.body[1]
                    if handle == session and isinstance(shortcut_id, str):
                        self.activated.emit(shortcut_id)
        except Exception as error:  # noqa: BLE001 - the thread's last guard: said, never raised
            if not self._closing:
                self.failed.emit(str(error) or type(error).__name__)
        finally:
            if connection is not None:
                connection.close()

    def _session(self, connection: Any) -> str:
        token = f"scriptdeck{os.getpid()}_{next(_tokens)}"
        results = self._request(connection, "CreateSession", "a{sv}", lambda request_token: (
            {"handle_token": ("s", request_token), "session_handle_token": ("s", token)},))
        session = results.get("session_handle")
        if not isinstance(session, tuple) or not isinstance(session[1], str):
            raise PortalError("the portal answered CreateSession without a session")
        return session[1]

    def _request(self, connection: Any, method: str, signature: str, body: Any) -> dict[str, Any]:
        """Call a portal method that answers through a Request object's ``Response`` signal: its results."""
        from jeepney import DBusAddress, MatchRule, MessageType, new_method_call
        from jeepney.bus_messages import message_bus

        token = f"scriptdeck{os.getpid()}_{next(_tokens)}"
        sender = connection.unique_name.lstrip(":").replace(".", "_")
        path = f"{PATH}/request/{sender}/{token}"
        rule = MatchRule(type="signal", interface=REQUEST, member="Response", path=path)
        connection.send_and_get_reply(message_bus.AddMatch(rule), timeout=ASK_S)
        with connection.filter(rule) as queue:
            reply = connection.send_and_get_reply(
                new_method_call(DBusAddress(PATH, SERVICE, INTERFACE), method, signature, body(token)),
                timeout=ASK_S)
            if reply.header.message_type != MessageType.method_return:
                raise PortalError(f"{method}: {reply.body[0] if reply.body else 'refused'}")
            response = connection.recv_until_filtered(queue, timeout=ANSWER_S)
        code, results = response.body
        if code != 0:
            raise PortalError(f"{method}: {'cancelled' if code == 1 else 'refused'} by the desktop")
        return dict(results)


def _trigger(shortcuts: Any) -> str:
    """The keys the desktop settled on for the palette, from BindShortcuts' ``shortcuts`` result."""
    if not isinstance(shortcuts, tuple) or len(shortcuts) != 2 or not isinstance(shortcuts[1], list):
        return ""
    for entry in shortcuts[1]:
        if isinstance(entry, tuple) and len(entry) == 2 and entry[0] == PALETTE_ID and isinstance(entry[1], dict):
            described = entry[1].get("trigger_description")
            if isinstance(described, tuple) and isinstance(described[1], str):
                return described[1]
    return ""


#: the window's shortcut (gui/app.py makes it; Settings registers through it)
_current: GlobalShortcut | None = None


def current() -> GlobalShortcut | None:
    return _current


def set_current(shortcut: GlobalShortcut | None) -> None:
    global _current
    _current = shortcut
