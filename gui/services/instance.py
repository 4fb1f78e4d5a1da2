"""One window per data root, reached from outside (issue 45): ``scriptdeck palette`` (and ``scriptdeck gui``) hand
their request to the running window over ``QLocalServer`` / ``QLocalSocket`` (show the palette, or show the window),
or start the window (for ``palette`` hidden, the palette shown) when none answers.

The server's name is per user and per data root (a hash of the root's path, in ``$XDG_RUNTIME_DIR`` when it is a
private folder, else the temporary folder with the user id in the name; the socket is user-only either way). The
requests are one JSON line each way: ``{"command": "palette"}`` → ``{"ok": true, "pid": …, "palette": true}``.

Two quick calls never start two windows: a caller that finds no server takes the lock file next to the socket
(core/platform/locks) and asks again under it; the one that starts the window holds the lock until its server
listens, so the other waits for that and hands its request over. The lock dies with its process, so a crashed start
never blocks the next one; a socket file left by a crashed window is removed under the lock before listening.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from scriptdeck.core.platform import files

#: the longest request or answer line read (a request is a few dozen bytes)
MAX_LINE = 4096
#: how long a caller waits for a running window's answer, and for another caller's window to start listening
ANSWER_MS = 5000
START_WAIT_S = 60.0

Handler = Callable[[dict[str, Any]], dict[str, Any]]
#: the variable a Wayland compositor sets for a program it starts from a shortcut or launcher (xdg-activation);
#: Qt's xdg-shell reads it when a window asks to be activated
ACTIVATION_TOKEN = "XDG_ACTIVATION_TOKEN"


def take_activation_token(request: dict[str, Any]) -> None:
    """The caller's activation token, handed to this process's environment for the next window activation."""
    token = request.get("activation_token")
    if isinstance(token, str) and 0 < len(token) <= 512 and token.isprintable() and "=" not in token:
        os.environ[ACTIVATION_TOKEN] = token


def _runtime_dir() -> str:
    """``$XDG_RUNTIME_DIR`` when it is a folder only this user may enter, else the temporary folder."""
    folder = os.environ.get("XDG_RUNTIME_DIR", "")
    try:
        info = os.stat(folder) if os.path.isabs(folder) else None  # the spec: absolute, or ignored
    except OSError:
        info = None
    uid = files.owner_id()
    if info is not None and stat.S_ISDIR(info.st_mode) and info.st_uid == uid and not info.st_mode & 0o077:
        return folder
    return tempfile.gettempdir()


def server_name(root: str | os.PathLike[str]) -> str:
    """The socket path of the window serving the data root ``root`` (the same for every caller of one user)."""
    digest = hashlib.sha256(os.path.realpath(os.fspath(root)).encode("utf-8", "surrogateescape")).hexdigest()[:16]
    uid = files.owner_id() or 0
    return os.path.join(_runtime_dir(), f"scriptdeck-{uid}-{digest}.sock")


def ask(name: str, request: dict[str, Any], timeout_ms: int = ANSWER_MS) -> dict[str, Any] | None:
    """Send ``request`` to the window serving ``name``; its answer, or None when no window answers."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return None
    socket.write(json.dumps(request).encode() + b"\n")
    if not socket.waitForBytesWritten(timeout_ms):
        socket.abort()
        return None
    data = b""
    deadline = time.monotonic() + timeout_ms / 1000
    while b"\n" not in data and len(data) < MAX_LINE:
        left = int((deadline - time.monotonic()) * 1000)
        if left <= 0 or not (socket.bytesAvailable() or socket.waitForReadyRead(left)):
            break
        data += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    line = data.split(b"\n", 1)[0]
    try:
        answer = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    return answer if isinstance(answer, dict) else None


class StartLock:
    """The lock file next to the socket, held by the caller that starts the window until its server listens."""

    def __init__(self, name: str) -> None:
        self.path = name + ".lock"
        self.fd: int | None = None

    def take(self) -> bool:
        """Take the lock without waiting: False while another caller holds it. A lock file that cannot be opened
        or locked at all (someone else's file in a shared temporary folder, no locks on this system) counts as
        taken: the window then starts unguarded rather than never."""
        from scriptdeck.core.platform import NotSupported
        from scriptdeck.core.platform.locks import try_lock

        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
        try:
            fd = os.open(self.path, flags, 0o600)
        except OSError:
            return True
        try:
            taken = try_lock(fd)
        except (OSError, NotSupported):
            taken = True
        if taken:
            self.fd = fd
            return True
        os.close(fd)
        return False

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


def hand_over(name: str, request: dict[str, Any]) -> tuple[dict[str, Any] | None, StartLock | None]:
    """The running window's answer to ``request``; or, when none runs, the held :class:`StartLock` that makes the
    caller the one to start it (it releases the lock once its :class:`InstanceServer` listens)."""
    lock = StartLock(name)
    deadline = time.monotonic() + START_WAIT_S
    while True:
        answer = ask(name, request)
        if answer is not None:
            return answer, None
        if lock.take():
            answer = ask(name, request)  # a window that started while we waited for the lock
            if answer is None:
                return None, lock
            lock.release()
            return answer, None
        if time.monotonic() > deadline:  # another caller holds the lock and never started listening
            return None, None
        time.sleep(0.02)  # another caller is starting the window: its server listens soon


class InstanceServer(QObject):
    """The running window's end: answers each request line with its command's handler (``handlers[command]``)."""

    def __init__(self, name: str, handlers: dict[str, Handler], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.handlers = handlers
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Listen on the name (a socket file left by a crashed window is removed first: call it under the start
        lock, or after :func:`ask` found nobody answering)."""
        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        data = self._buffers[socket] + bytes(socket.readAll().data())
        if b"\n" not in data and len(data) < MAX_LINE:
            self._buffers[socket] = data
            return
        del self._buffers[socket]
        socket.write(json.dumps(self.answer(data.split(b"\n", 1)[0])).encode() + b"\n")
        socket.flush()
        socket.disconnectFromServer()

    def answer(self, line: bytes) -> dict[str, Any]:
        """One request line's answer: never raises (a bad line gets ``ok: false`` and why)."""
        try:
            request = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return {"ok": False, "error": "the request is not one JSON line"}
        command = request.get("command") if isinstance(request, dict) else None
        handler = self.handlers.get(command) if isinstance(command, str) else None
        if handler is None:
            return {"ok": False, "error": f"unknown command; known: {', '.join(sorted(self.handlers))}"}
        try:
            return {"ok": True, "pid": os.getpid(), **handler(request)}
        except Exception as error:  # noqa: BLE001 - the caller gets one line, the window keeps running
            print(f"scriptdeck: {command} failed: {error}", file=sys.stderr)
            return {"ok": False, "error": f"{type(error).__name__}: {error}"}


def hand_to_window(ns: Any) -> tuple[int | None, StartLock | None]:
    """``scriptdeck palette`` and ``scriptdeck gui``'s first step, before the window's modules load: ask the window
    serving this data root to show its palette (``palette``) or itself (``gui``). ``(0, None)`` when it did;
    ``(None, lock)`` when none runs and this process starts it (holding ``lock``); ``(1, None)`` when a window
    answered with a refusal."""
    from scriptdeck.core.store.paths import PersonaError, resolve_home

    try:
        root = resolve_home(getattr(ns, "home", None), getattr(ns, "persona", None)).root
    except PersonaError:
        root = resolve_home(getattr(ns, "home", None)).root
    request: dict[str, Any] = {"command": "palette" if getattr(ns, "command", None) == "palette" else "show"}
    token = os.environ.get(ACTIVATION_TOKEN, "")
    if token:  # Wayland: the desktop's permission to take the focus, for the window that shows the palette
        request["activation_token"] = token
    answer, lock = hand_over(server_name(root), request)
    if answer is None and lock is None:  # another call holds the start lock and its window never answered
        print("scriptdeck: error: another scriptdeck is still starting the window for this home\n"
              "    fix: wait until it shows, then run the command again", file=sys.stderr)
        return 1, None
    if answer is None:
        return None, lock
    if answer.get("ok"):
        return 0, None
    print(f"scriptdeck: error: the running window refused: {answer.get('error')}", file=sys.stderr)
    return 1, None


def serve(name: str, handlers: dict[str, Handler], parent: QObject, lock: StartLock | None) -> InstanceServer | None:
    """The window's server on ``name``, listening, unless another window already serves it (or is starting to).
    ``lock`` is the start lock this process already holds (from :func:`hand_to_window`); it is released here."""
    if lock is None:
        lock = StartLock(name)
        if not lock.take():
            return None  # another process is starting a window for this root right now: it serves
        if ask(name, {"command": "status"}, 1000) is not None:
            lock.release()
            return None  # another window serves this root (``scriptdeck gui`` twice): this one does not
    try:
        server = InstanceServer(name, handlers, parent)
        return server if server.listen() else None
    finally:
        lock.release()
