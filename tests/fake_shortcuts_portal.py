"""A fake XDG desktop portal with ``org.freedesktop.portal.GlobalShortcuts`` (issue 45), for
tests/gui/test_global_shortcut.py: on the session bus the environment names, written with jeepney (the portal's
``a(sa{sv})`` arrays are beyond QtDBus from Python).

    python tests/fake_shortcuts_portal.py [--refuse] [--trigger TEXT]

Prints ``ready`` once its name is on the bus, ``session PATH`` and ``bound ID PREFERRED DESCRIPTION`` as the client
asks; each stdin line ``activate ID`` sends ``Activated`` for the last session (answered ``sent ID``).
``--refuse``: BindShortcuts is answered with response 1 (the user cancelled the desktop's dialog).
"""

from __future__ import annotations

import argparse
import socket
import sys
import threading

from jeepney import DBusAddress, HeaderFields, MessageType, new_error, new_method_return, new_signal
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection

SERVICE, PATH = "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.GlobalShortcuts"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--refuse", action="store_true")
    parser.add_argument("--trigger", default="Ctrl+Alt+Space")
    ns = parser.parse_args()
    conn = open_dbus_connection("SESSION")
    if conn.send_and_get_reply(message_bus.RequestName(SERVICE)).body[0] != 1:
        print("could not own the name", file=sys.stderr)
        return 1
    lock = threading.Lock()
    sessions: list[str] = []

    def send(message) -> None:
        with lock:
            conn.send(message)

    def respond(call, code: int, results: dict) -> None:
        fields = call.header.fields
        sender = fields[HeaderFields.sender].lstrip(":").replace(".", "_")
        options = call.body[-1]
        path = f"{PATH}/request/{sender}/{options['handle_token'][1]}"
        send(new_method_return(call, "o", (path,)))
        send(new_signal(DBusAddress(path, interface="org.freedesktop.portal.Request"), "Response", "ua{sv}",
                        (code, results)))

    def stdin() -> None:
        for line in sys.stdin:
            word, _, shortcut = line.strip().partition(" ")
            if word == "activate" and sessions:
                send(new_signal(DBusAddress(PATH, interface=INTERFACE), "Activated", "osta{sv}",
                                (sessions[-1], shortcut, 0, {})))
                print(f"sent {shortcut}", flush=True)
        conn.sock.shutdown(socket.SHUT_RDWR)  # stdin closed: the receiving loop below ends

    threading.Thread(target=stdin, daemon=True).start()
    print("ready", flush=True)
    while True:
        try:
            call = conn.receive()
        except (OSError, ValueError, EOFError):
            return 0
        if call.header.message_type != MessageType.method_call:
            continue
        fields = call.header.fields
        interface, member = fields.get(HeaderFields.interface), fields.get(HeaderFields.member)
        if interface == "org.freedesktop.DBus.Properties" and member == "Get" and call.body[0] == INTERFACE:
            send(new_method_return(call, "v", (("u", 1),)))
        elif interface == INTERFACE and member == "CreateSession":
            sender = fields[HeaderFields.sender].lstrip(":").replace(".", "_")
            session = f"{PATH}/session/{sender}/{call.body[0]['session_handle_token'][1]}"
            sessions.append(session)
            print(f"session {session}", flush=True)
            respond(call, 0, {"session_handle": ("s", session)})
        elif interface == INTERFACE and member == "BindShortcuts":
            session, shortcuts = call.body[0], call.body[1]
            for shortcut_id, props in shortcuts:
                print(f"bound {shortcut_id} {props['preferred_trigger'][1]} {props['description'][1]}", flush=True)
            if ns.refuse or session not in sessions:
                respond(call, 1, {})
            else:
                respond(call, 0, {"shortcuts": ("a(sa{sv})", [
                    (shortcut_id, {"description": props["description"], "trigger_description": ("s", ns.trigger)})
                    for shortcut_id, props in shortcuts])})
        else:
            send(new_error(call, "org.freedesktop.DBus.Error.UnknownMethod", "s", ("No such method",)))


if __name__ == "__main__":
    sys.exit(main())
