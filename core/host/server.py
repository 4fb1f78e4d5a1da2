"""The host end of the bridge (QtCore only): a QLocalServer inside the running CLI or GUI process.

Each run that is granted something gets a fresh 24-character token, valid until that run ends. The token and
the capability are checked here, in the host, never in the client.

Every request line gets exactly one reply line, also a broken one (not JSON, not UTF-8, nested too deeply,
over ``MAX_REQUEST`` bytes, or cut off: ``invalid_argument``). A connection may carry several requests; one
that stays silent for ``idle_timeout`` seconds is answered ``invalid_argument`` (if it had sent part of a line)
and dropped. Per request the server makes as few Python-side Qt calls as it can (no timer, no deleteLater).
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import stat
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from scriptdeck.core.host.protocol import SOCKET_ENV, answer, error, new_token
from scriptdeck.core.store.settings import Settings

MAX_REQUEST = 64 * 1024
IDLE_TIMEOUT = 5.0
BIN_DIR_NAME = "scriptdeck-bin"


@dataclass(slots=True)
class Grant:
    tool_id: str
    capabilities: list[str]
    persona: str


@dataclass(slots=True)
class _Connection:
    buffer: bytearray = field(default_factory=bytearray)
    last_seen: float = field(default_factory=time.monotonic)


class HostBinError(OSError):
    """No private directory could hold the ``scriptdeck`` wrapper."""


def _private_dir(path: Path) -> bool:
    """Create ``path`` 0700 if missing; True when it is a real directory we own that nobody else can write."""
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = os.lstat(path)
    except OSError:
        return False
    return (stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
            and stat.S_IMODE(info.st_mode) & 0o077 == 0)


def _own_file(path: Path) -> bool:
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return (stat.S_ISREG(info.st_mode) and info.st_uid == os.getuid()
            and stat.S_IMODE(info.st_mode) & 0o022 == 0)


def wrapper_bases(state_dir: Path | None = None) -> list[Path]:
    """Where the fallback wrapper may live: the runtime dir, the home's state dir, the user's state dir."""
    bases: list[Path] = []
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime):
        bases.append(Path(runtime))
    if state_dir is not None:
        bases.append(Path(state_dir))
    bases.append(Path(platformdirs.user_state_dir("scriptdeck")))
    return bases


def fallback_bin(bases: list[Path]) -> str:
    """A ``scriptdeck`` wrapper in the first private per-user directory of ``bases`` (owner and mode checked,
    never a symlink); a directory or file someone else planted or can write is skipped, never used."""
    text = f'#!/bin/sh\nexec {shlex.quote(sys.executable)} -m scriptdeck "$@"\n'
    for base in bases:
        folder = base / BIN_DIR_NAME
        if not _private_dir(folder):
            continue
        wrapper = folder / "scriptdeck"
        try:
            if _own_file(wrapper) and wrapper.read_text(encoding="utf-8") == text:
                if os.access(wrapper, os.X_OK):
                    return str(wrapper)
            fd, tmp = tempfile.mkstemp(dir=folder, prefix=".scriptdeck.")
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
            os.chmod(tmp, 0o700)
            os.replace(tmp, wrapper)
        except OSError:
            continue
        if _private_dir(folder) and _own_file(wrapper):
            return str(wrapper)
    raise HostBinError("no private folder for the scriptdeck host wrapper (tried "
                       + ", ".join(str(b / BIN_DIR_NAME) for b in bases)
                       + "); install scriptdeck on PATH or make one of them yours with mode 0700")


def host_bin(state_dir: Path | None = None) -> str:
    """The path of the ``scriptdeck`` executable scripts call as ``$MIYU_HOST_BIN``."""
    beside = Path(sys.executable).parent / "scriptdeck"
    if beside.exists():
        return str(beside)
    found = shutil.which("scriptdeck")
    if found:
        return found
    return fallback_bin(wrapper_bases(state_dir))


class HostServer(QObject):
    """Answers ``scriptdeck host`` calls from the scripts this process runs."""

    def __init__(self, settings_path: Path, parent: QObject | None = None, *, state_dir: Path | None = None,
                 idle_timeout: float = IDLE_TIMEOUT) -> None:
        super().__init__(parent)
        self.settings_path = Path(settings_path)
        self.state_dir = state_dir
        self.idle_timeout = idle_timeout
        self._grants: dict[str, Grant] = {}
        self._connections: dict[QLocalSocket, _Connection] = {}
        self._dir = tempfile.mkdtemp(prefix="scriptdeck-host-")
        os.chmod(self._dir, 0o700)
        self.path = os.path.join(self._dir, "host.sock")
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not self._server.listen(self.path):
            raise OSError(f"cannot listen on {self.path}: {self._server.errorString()}")
        self._server.newConnection.connect(self._on_connection)
        # one sweep timer for every connection, not one timer per connection
        self._sweep = QTimer(self, timerType=Qt.TimerType.CoarseTimer,
                             interval=max(50, min(1000, int(idle_timeout * 250))))
        self._sweep.timeout.connect(self._drop_idle)
        self._sweep.start()

    def close(self) -> None:
        self._sweep.stop()
        for sock in list(self._connections):
            self._drop(sock)
        self._server.close()
        self._grants.clear()
        shutil.rmtree(self._dir, ignore_errors=True)

    @property
    def connections(self) -> int:
        """Open client connections (for tests and the status line)."""
        return len(self._connections)

    # -- grants ----------------------------------------------------------------------------------

    def grant(self, tool_id: str, capabilities: list[str], persona: str) -> dict[str, str]:
        """A new token for one run; returns the environment the run needs."""
        token = new_token()
        self._grants[token] = Grant(tool_id, list(capabilities), persona)
        return self.environment(token, capabilities)

    def environment(self, token: str, capabilities: list[str]) -> dict[str, str]:
        """The variables a granted run gets (also what a preview shows, with a stand-in token)."""
        return {"MIYU_HOST_TOKEN": token, "MIYU_HOST_CAPABILITIES": ",".join(capabilities),
                "MIYU_HOST_BIN": host_bin(self.state_dir), SOCKET_ENV: self.path}

    def revoke(self, token: str | None) -> None:
        if token:
            self._grants.pop(token, None)

    # -- serving ---------------------------------------------------------------------------------

    def _on_connection(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            self._connections[sock] = _Connection()
            sock.readyRead.connect(lambda s=sock: self._on_ready(s))
            sock.disconnected.connect(lambda s=sock: self._drop(s))

    def _drop(self, sock: QLocalSocket) -> None:
        """Forget a connection once (a second call, or ``disconnected`` from the dying socket, is a no-op)."""
        if self._connections.pop(sock, None) is None:
            return
        sock.abort()
        sock.deleteLater()

    def _drop_idle(self) -> None:
        now = time.monotonic()
        for sock, conn in list(self._connections.items()):
            if now - conn.last_seen >= self.idle_timeout:
                if conn.buffer:
                    self._reply(sock, error("invalid_argument", "incomplete request: no end of line within "
                                                                f"{self.idle_timeout:g}s"))
                    sock.flush()
                self._drop(sock)

    def _reply(self, sock: QLocalSocket, reply: dict) -> None:
        sock.write(json.dumps(reply).encode("ascii") + b"\n")  # ASCII: lone surrogates cannot break it

    def _on_ready(self, sock: QLocalSocket) -> None:
        conn = self._connections.get(sock)
        if conn is None:
            return
        conn.last_seen = time.monotonic()
        conn.buffer += sock.readAll().data()
        while True:
            cut = conn.buffer.find(b"\n")
            if cut < 0:
                break
            line = bytes(conn.buffer[:cut])
            del conn.buffer[:cut + 1]
            self._reply(sock, self.handle(line) if len(line) <= MAX_REQUEST else _too_large())
        if len(conn.buffer) > MAX_REQUEST:
            self._reply(sock, _too_large())
            sock.flush()
            self._drop(sock)

    def handle(self, line: bytes) -> dict:
        """The reply to one request line; never raises."""
        try:
            return self._handle(line)
        except Exception as failure:  # noqa: BLE001 - a host must answer every request, whatever it holds
            return error("invalid_argument", f"the request could not be handled: {type(failure).__name__}")

    def _handle(self, line: bytes) -> dict:
        try:
            request = json.loads(line.decode("utf-8"))
        except RecursionError:
            return error("invalid_argument", "the request is nested too deeply")
        except (ValueError, UnicodeDecodeError):
            return error("invalid_argument", "the request is not one JSON line")
        if not isinstance(request, dict):
            return error("invalid_argument", "the request is not a JSON object")
        token = request.get("token")
        grant = self._grants.get(token) if isinstance(token, str) else None
        if grant is None:
            reason = "no host token" if not token else "unknown or expired host token"
            return error("permission_denied", f"{reason}; host queries work only while the run that was granted them is going")
        method = request.get("method")
        if not isinstance(method, str):
            return error("invalid_argument", "method must be a string")
        return answer(method, request.get("params"), grant.capabilities, Settings.load(self.settings_path),
                      grant.persona)


def _too_large() -> dict:
    return error("invalid_argument", f"the request is larger than {MAX_REQUEST} bytes")
