"""Is there a display the window can open on (SPEC §26)? ``scriptdeck doctor`` and the window's launcher ask.

Qt picks its platform from ``QT_QPA_PLATFORM`` (a ``;``-separated list tried in order, e.g. ``wayland;xcb``),
else Wayland in a Wayland session, else xcb. A platform that draws nowhere (``offscreen``, ``minimal``) needs no
display. For xcb the X server named by ``DISPLAY`` must accept this client (SPEC §31): a socket is connected and
the X11 connection set-up is sent with the cookie of ``XAUTHORITY`` (or ``~/.Xauthority``) for that display, as
Xlib sends it; only "success" passes, a server that refuses ("failed", "authenticate") is a failure with
``xhost``/``XAUTHORITY`` as the fix. For Wayland the compositor's socket must accept a connection; a
``WAYLAND_DISPLAY`` that Qt will not use (it tries xcb outside a Wayland session) is said so. Nothing here imports
Qt.
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
REFUSED_X = QT_TRANSLATE_NOOP("doctor", "the X server at DISPLAY={a0} refuses this client ({a1}), so the window "
                                        "cannot open there")
FIX_REFUSED_X = QT_TRANSLATE_NOOP("doctor", "let this user in: in the display's own session run xhost +SI:localuser:"
                                            "$USER, or point XAUTHORITY at the session's cookie file (e.g. "
                                            "XAUTHORITY=/run/user/$UID/gdm/Xauthority)")
WAYLAND_NOT_TRIED = QT_TRANSLATE_NOOP("doctor", "WAYLAND_DISPLAY={a0} is set and a compositor answers there, but Qt "
                                                "uses xcb here (XDG_SESSION_TYPE is not wayland) and DISPLAY is not "
                                                "set")
FIX_WAYLAND_NOT_TRIED = QT_TRANSLATE_NOOP("doctor", "start with QT_QPA_PLATFORM=wayland (or log in to a Wayland "
                                                    "session, or set DISPLAY to an X server)")
FIX_DISPLAY = QT_TRANSLATE_NOOP("doctor", "start one (e.g. Xvfb :99 & then DISPLAY=:99), log in with ssh -X, or set "
                                          "QT_QPA_PLATFORM=offscreen for a window nobody sees; the command line "
                                          "needs none (scriptdeck --help)")

_X_DISPLAY = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(?:\.\d+)?$")
#: the X11 connection set-up of a little-endian client, protocol 11.0, no authorisation
_X_SETUP = b"l\0" + (11).to_bytes(2, "little") + (0).to_bytes(2, "little") + b"\0\0\0\0\0\0"
_COOKIE = b"MIT-MAGIC-COOKIE-1"
#: what a refusing server gives as its reason, at most (the rest is not read)
_REASON_MAX = 200


class Refused(str):
    """An X server's refusal: it is there, but will not accept this client (the reason it gave)."""


def _x_setup(cookie: bytes | None) -> bytes:
    """The set-up, with ``cookie`` as MIT-MAGIC-COOKIE-1 authorisation when there is one."""
    if not cookie:
        return _X_SETUP

    def padded(data: bytes) -> bytes:
        return data + b"\0" * (-len(data) % 4)

    return (b"l\0" + (11).to_bytes(2, "little") + (0).to_bytes(2, "little") + len(_COOKIE).to_bytes(2, "little")
            + len(cookie).to_bytes(2, "little") + b"\0\0" + padded(_COOKIE) + padded(cookie))


def x_cookie(number: int, env: dict[str, str]) -> bytes | None:
    """The MIT-MAGIC-COOKIE-1 of display ``number`` in ``XAUTHORITY`` (else ``~/.Xauthority``), as Xlib picks it:
    an entry for this machine (local, or any host) and this display number, or for every display."""
    path = env.get("XAUTHORITY") or os.path.join(env.get("HOME") or os.path.expanduser("~"), ".Xauthority")
    try:
        with open(path, "rb") as handle:
            data = handle.read(1 << 20)
    except OSError:
        return None
    host = socket.gethostname().encode()
    best: tuple[int, bytes] | None = None
    pos = 0
    while pos + 2 <= len(data):
        family = int.from_bytes(data[pos:pos + 2], "big")
        pos += 2
        fields = []
        for _ in range(4):
            if pos + 2 > len(data):
                return best[1] if best else None
            size = int.from_bytes(data[pos:pos + 2], "big")
            fields.append(data[pos + 2:pos + 2 + size])
            pos += 2 + size
        address, display, name, cookie = fields
        if name != _COOKIE or display not in (str(number).encode(), b""):
            continue
        rank = (2 if display else 0) + (1 if family == 65535 or address == host else 0)
        if family in (256, 65535, 0, 6) and (best is None or rank > best[0]):
            best = (rank, cookie)
    return best[1] if best else None


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
                reply = connection.recv(8)
                if not reply:
                    return "the connection was closed without a reply"
                if reply[0] != 1:  # 0 failed, 2 authenticate: a server that will not take this client
                    return Refused(_refusal_reason(connection, reply))
    except NotSupported as error:
        return str(error)
    except OSError as error:
        return error.strerror or str(error) or type(error).__name__
    return None


def _refusal_reason(connection: socket.socket, reply: bytes) -> str:
    """The text a refusing X server sends after its first 8 bytes (``failed``: byte 1 is its length)."""
    length = reply[1] if reply[0] == 0 and len(reply) > 1 else 0
    text = b""
    try:
        while len(text) < min(length, _REASON_MAX):
            more = connection.recv(min(length, _REASON_MAX) - len(text))
            if not more:
                break
            text += more
    except OSError:
        pass
    reason = text.decode("latin-1").strip().rstrip(".")
    return reason or ("the server asks for authentication" if reply[0] == 2 else "no reason given")


def x_server_problem(display: str, env: dict[str, str] | None = None) -> str | None:
    """Why the X server of ``DISPLAY`` does not accept this client, or None when it does (a :class:`Refused`
    when a server is there and refuses)."""
    match = _X_DISPLAY.match(display)
    if match is None:
        return f"DISPLAY={display} is not of the form [host]:number"
    host, number = match.group("host"), int(match.group("number"))
    hello = _x_setup(x_cookie(number, dict(os.environ) if env is None else env))
    if host and host != "unix":
        return _answers(socket.AF_INET, (host, 6000 + number), hello)
    path = f"/tmp/.X11-unix/X{number}"
    reason = _answers(None, path, hello)
    if reason is not None and not isinstance(reason, Refused) and sys.platform == "linux":
        second = _answers(None, b"\0" + path.encode(), hello)  # Linux servers also listen on the abstract name
        if second is None or isinstance(second, Refused):
            return second
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
            why = x_server_problem(env["DISPLAY"], env)
            if why is None:
                return "xcb", True, OK_DISPLAY, (f"DISPLAY={env['DISPLAY']}",)
            reasons.append((REFUSED_X if isinstance(why, Refused) else SILENT_X, (env["DISPLAY"], str(why))))
        elif platform == "wayland" and env.get("WAYLAND_DISPLAY"):
            why = wayland_problem(env)
            if why is None:
                return "wayland", True, OK_DISPLAY, (f"WAYLAND_DISPLAY={env['WAYLAND_DISPLAY']}",)
            reasons.append((SILENT_WAYLAND, (env["WAYLAND_DISPLAY"], why)))
    if not reasons and env.get("WAYLAND_DISPLAY") and "wayland" not in tried:
        why = wayland_problem(env)
        if why is not None:
            return None, False, SILENT_WAYLAND, (env["WAYLAND_DISPLAY"], why)
        return None, False, WAYLAND_NOT_TRIED, (env["WAYLAND_DISPLAY"],)
    if not reasons:
        return None, False, NO_DISPLAY, ()
    return None, False, *reasons[0]  # the platform Qt tries first


def display_fix(detail: str) -> str:
    """The fix for a display failure of :func:`display_status` (its detail template)."""
    return {REFUSED_X: FIX_REFUSED_X, WAYLAND_NOT_TRIED: FIX_WAYLAND_NOT_TRIED}.get(detail, FIX_DISPLAY)
