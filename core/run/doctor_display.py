"""Is there a display the window can open on (SPEC §26)? ``scriptdeck doctor`` and the window's launcher ask.

Qt picks its platform from ``QT_QPA_PLATFORM`` (a ``;``-separated list tried in order, e.g. ``wayland;xcb``),
else Wayland in a Wayland session, else xcb. A platform that draws nowhere (``offscreen``, ``minimal``) needs no
display. For xcb the X server named by ``DISPLAY`` must answer: a socket is connected and the X11 connection
set-up is sent; any reply byte (success, failure or "authenticate") means a server is there. For Wayland the
compositor's socket must accept a connection. Nothing here imports Qt.
"""

from __future__ import annotations

import os
import re
import socket
import sys
from pathlib import Path

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import NotSupported, host_transport

#: platforms that need no display at all
HEADLESS = ("offscreen", "minimal")
#: platforms doctor knows how to check; any other (eglfs, linuxfb, vnc, …) is the user's choice and not checked
CHECKED = ("xcb", "wayland")
ANSWER_SECONDS = 2.0

OK_DISPLAY = QT_TRANSLATE_NOOP("doctor", "a display answers ({a0})")
HEADLESS_DISPLAY = QT_TRANSLATE_NOOP("doctor", "no display needed: QT_QPA_PLATFORM={a0}")
OTHER_PLATFORM = QT_TRANSLATE_NOOP("doctor", "not checked: QT_QPA_PLATFORM={a0} is not xcb or wayland")
NO_DISPLAY = QT_TRANSLATE_NOOP("doctor", "no display: neither DISPLAY nor WAYLAND_DISPLAY is set (an SSH or a "
                                         "console session)")
SILENT_X = QT_TRANSLATE_NOOP("doctor", "no display answers: the X server at DISPLAY={a0} does not ({a1})")
SILENT_WAYLAND = QT_TRANSLATE_NOOP("doctor", "no display answers: the Wayland compositor at WAYLAND_DISPLAY={a0} does "
                                             "not ({a1})")
FIX_DISPLAY = QT_TRANSLATE_NOOP("doctor", "start one (e.g. Xvfb :99 & then DISPLAY=:99), log in with ssh -X, or set "
                                          "QT_QPA_PLATFORM=offscreen for a window nobody sees; the command line "
                                          "needs none (scriptdeck --help)")

_X_DISPLAY = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(?:\.\d+)?$")
#: the X11 connection set-up of a little-endian client, protocol 11.0, no authorisation
_X_SETUP = b"l\0" + (11).to_bytes(2, "little") + (0).to_bytes(2, "little") + b"\0\0\0\0\0\0"


def platforms(env: dict[str, str]) -> list[str]:
    """The platforms Qt will try, in order (``QT_QPA_PLATFORM``'s list, its ``:options`` dropped)."""
    given = [part.split(":")[0].strip() for part in env.get("QT_QPA_PLATFORM", "").split(";")]
    named = [name for name in given if name]
    if named:
        return named
    if env.get("WAYLAND_DISPLAY") and env.get("XDG_SESSION_TYPE") == "wayland":
        return ["wayland", "xcb"]
    return ["xcb"]


def _answers(family: int | None, address: str | bytes | tuple[str, int], hello: bytes) -> str | None:
    """None when something listening at ``address`` accepts (and, for ``hello``, replies); else why not.
    ``family`` None: a local (path-named) socket, where this system has them."""
    try:
        if family is None:
            family = host_transport.local_family()
        with socket.socket(family, socket.SOCK_STREAM) as connection:
            connection.settimeout(ANSWER_SECONDS)
            connection.connect(address)
            if hello:
                connection.sendall(hello)
                if not connection.recv(1):
                    return "the connection was closed without a reply"
    except NotSupported as error:
        return str(error)
    except OSError as error:
        return error.strerror or str(error) or type(error).__name__
    return None


def x_server_problem(display: str) -> str | None:
    """Why the X server of ``DISPLAY`` does not answer, or None when it does."""
    match = _X_DISPLAY.match(display)
    if match is None:
        return f"DISPLAY={display} is not of the form [host]:number"
    host, number = match.group("host"), int(match.group("number"))
    if host and host != "unix":
        return _answers(socket.AF_INET, (host, 6000 + number), _X_SETUP)
    path = f"/tmp/.X11-unix/X{number}"
    reason = _answers(None, path, _X_SETUP)
    if reason is not None and sys.platform == "linux":  # Linux servers also listen on the abstract name
        if _answers(None, b"\0" + path.encode(), _X_SETUP) is None:
            return None
    return reason


def wayland_problem(env: dict[str, str]) -> str | None:
    """Why the Wayland compositor of ``WAYLAND_DISPLAY`` does not answer, or None when it does."""
    name = env.get("WAYLAND_DISPLAY", "")
    path = Path(name) if os.path.isabs(name) else Path(env.get("XDG_RUNTIME_DIR", "")) / name
    return _answers(None, str(path), b"")


def display_status(env: dict[str, str]) -> tuple[str | None, bool, str, tuple[str, ...]]:
    """``(platform that will work or None, ok, detail template, its args)``."""
    tried = platforms(env)
    first = tried[0]
    if first in HEADLESS:
        return first, True, HEADLESS_DISPLAY, (env.get("QT_QPA_PLATFORM", ""),)
    if first not in CHECKED:
        return first, True, OTHER_PLATFORM, (env.get("QT_QPA_PLATFORM", ""),)
    reasons: list[tuple[str, tuple[str, ...]]] = []
    for platform in tried:
        if platform in HEADLESS:
            return platform, True, HEADLESS_DISPLAY, (env.get("QT_QPA_PLATFORM", ""),)
        if platform == "xcb" and env.get("DISPLAY"):
            why = x_server_problem(env["DISPLAY"])
            if why is None:
                return "xcb", True, OK_DISPLAY, (f"DISPLAY={env['DISPLAY']}",)
            reasons.append((SILENT_X, (env["DISPLAY"], why)))
        elif platform == "wayland" and env.get("WAYLAND_DISPLAY"):
            why = wayland_problem(env)
            if why is None:
                return "wayland", True, OK_DISPLAY, (f"WAYLAND_DISPLAY={env['WAYLAND_DISPLAY']}",)
            reasons.append((SILENT_WAYLAND, (env["WAYLAND_DISPLAY"], why)))
    if not reasons:
        return None, False, NO_DISPLAY, ()
    return None, False, *reasons[0]  # the platform Qt tries first
