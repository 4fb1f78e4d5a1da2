"""The host end of the bridge: a local (Unix) socket served by a thread inside the running CLI or GUI process.

Each run that is granted something gets a fresh 24-character token, valid until that run ends. The token and
the capability are checked here, in the host, never in the client.

Every request line gets exactly one reply line, also a broken one (not JSON, not UTF-8, nested too deeply,
over ``MAX_REQUEST`` bytes, or cut off: ``invalid_argument``). A connection may carry several requests; one
that stays silent for ``idle_timeout`` seconds is answered ``invalid_argument`` (if it had sent part of a line)
and dropped. Serving a request makes no Qt call at all (see :class:`HostServer`).
"""

from __future__ import annotations

import json
import os
import selectors
import shlex
import shutil
import socket
import stat
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.jsonsafe import DEFAULT_MAX_DEPTH, too_deep
from scriptdeck.core.host.protocol import SOCKET_ENV, answer, error, new_token
from scriptdeck.core.platform import files, host_transport
from scriptdeck.core.store.paths import user_dir
from scriptdeck.core.store.settings import Settings

MAX_REQUEST = 64 * 1024
IDLE_TIMEOUT = 5.0
REPLY_TIMEOUT = 5.0
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
    return (stat.S_ISDIR(info.st_mode) and files.owned_by_user(info)
            and stat.S_IMODE(info.st_mode) & 0o077 == 0)


def _own_file(path: Path) -> bool:
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return (stat.S_ISREG(info.st_mode) and files.owned_by_user(info)
            and stat.S_IMODE(info.st_mode) & 0o022 == 0)


def wrapper_bases(state_dir: Path | None = None) -> list[Path]:
    """Where the fallback wrapper may live: the runtime dir, the home's state dir, the user's state dir."""
    bases: list[Path] = []
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime):
        bases.append(Path(runtime))
    if state_dir is not None:
        bases.append(Path(state_dir))
    bases.append(Path(user_dir("state", "scriptdeck")))
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


class HostServer:
    """Answers ``scriptdeck host`` calls from the scripts this process runs.

    The socket is served by one plain-Python thread (``selectors``), not by Qt objects: a request costs no
    Qt call, no signal and no ``deleteLater`` (SPEC §15: some PySide6 releases lose a reference on each of
    those), and the host keeps answering while the window's event loop is busy.
    """

    def __init__(self, settings_path: Path, *, state_dir: Path | None = None,
                 idle_timeout: float = IDLE_TIMEOUT) -> None:
        self.settings_path = Path(settings_path)
        self.state_dir = state_dir
        self.idle_timeout = idle_timeout
        self._grants: dict[str, Grant] = {}
        self._lock = threading.Lock()
        self._connections: dict[socket.socket, _Connection] = {}
        self._dir = tempfile.mkdtemp(prefix="scriptdeck-host-")
        os.chmod(self._dir, 0o700)
        self.path = os.path.join(self._dir, "host.sock")
        try:
            self._listener = host_transport.listen(self.path, 128)
        except OSError as failure:
            shutil.rmtree(self._dir, ignore_errors=True)
            raise OSError(f"cannot listen on {self.path}: {failure}") from failure
        self._listener.setblocking(False)
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._closing = False
        self._thread = threading.Thread(target=self._serve, name="scriptdeck-host", daemon=True)
        self._thread.start()

    def close(self) -> None:
        if self._closing:
            return
        self._closing = True
        try:
            self._wake_w.send(b"x")
        except OSError:
            pass
        self._thread.join(timeout=10)
        with self._lock:
            self._grants.clear()
        self._wake_w.close()
        shutil.rmtree(self._dir, ignore_errors=True)

    @property
    def connections(self) -> int:
        """Open client connections (for tests and the status line)."""
        return len(self._connections)

    # -- grants ----------------------------------------------------------------------------------

    def grant(self, tool_id: str, capabilities: list[str], persona: str) -> dict[str, str]:
        """A new token for one run; returns the environment the run needs."""
        token = new_token()
        with self._lock:
            self._grants[token] = Grant(tool_id, list(capabilities), persona)
        return self.environment(token, capabilities)

    def environment(self, token: str, capabilities: list[str]) -> dict[str, str]:
        """The variables a granted run gets (also what a preview shows, with a stand-in token)."""
        return {"MIYU_HOST_TOKEN": token, "MIYU_HOST_CAPABILITIES": ",".join(capabilities),
                "MIYU_HOST_BIN": host_bin(self.state_dir), SOCKET_ENV: self.path}

    def revoke(self, token: str | None) -> None:
        if token:
            with self._lock:
                self._grants.pop(token, None)

    # -- serving (the host thread) ---------------------------------------------------------------

    def _serve(self) -> None:
        selector = selectors.DefaultSelector()
        selector.register(self._listener, selectors.EVENT_READ, "accept")
        selector.register(self._wake_r, selectors.EVENT_READ, "wake")
        tick = max(0.05, min(1.0, self.idle_timeout / 4))
        try:
            while not self._closing:
                for key, _events in selector.select(timeout=tick):
                    try:
                        if key.data == "accept":
                            self._accept(selector)
                        elif key.data == "conn":
                            self._on_ready(selector, key.fileobj)  # type: ignore[arg-type]
                    except Exception:  # noqa: BLE001 - one bad connection must not stop the host
                        if key.data == "conn":
                            self._drop(selector, key.fileobj)  # type: ignore[arg-type]
                self._drop_idle(selector)
        finally:
            for conn in list(self._connections):
                self._drop(selector, conn)
            selector.close()
            self._listener.close()
            self._wake_r.close()

    def _accept(self, selector: selectors.BaseSelector) -> None:
        while True:
            try:
                conn, _ = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                return  # out of descriptors and the like: the client sees no connection, the host lives on
            conn.setblocking(False)
            self._connections[conn] = _Connection()
            selector.register(conn, selectors.EVENT_READ, "conn")

    def _drop(self, selector: selectors.BaseSelector, conn: socket.socket) -> None:
        """Forget a connection once (a second call is a no-op)."""
        if self._connections.pop(conn, None) is None:
            return
        try:
            selector.unregister(conn)
        except (KeyError, ValueError):
            pass
        conn.close()

    def _drop_idle(self, selector: selectors.BaseSelector) -> None:
        now = time.monotonic()
        for conn, state in list(self._connections.items()):
            if now - state.last_seen >= self.idle_timeout:
                if state.buffer:
                    self._reply(conn, error("invalid_argument", "incomplete request: no end of line within "
                                                                f"{self.idle_timeout:g}s"))
                self._drop(selector, conn)

    def _reply(self, conn: socket.socket, reply: dict[str, Any]) -> bool:
        data = json.dumps(reply).encode("ascii") + b"\n"  # ASCII: lone surrogates cannot break it
        try:
            conn.settimeout(REPLY_TIMEOUT)  # a client that does not read its replies cannot stall the host
            conn.sendall(data)
            return True
        except OSError:
            return False
        finally:
            try:
                conn.setblocking(False)
            except OSError:
                pass

    def _on_ready(self, selector: selectors.BaseSelector, conn: socket.socket) -> None:
        state = self._connections.get(conn)
        if state is None:
            return
        try:
            chunk = conn.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._drop(selector, conn)
            return
        state.last_seen = time.monotonic()
        state.buffer += chunk
        while True:
            cut = state.buffer.find(b"\n")
            if cut < 0:
                break
            line = bytes(state.buffer[:cut])
            del state.buffer[:cut + 1]
            if not self._reply(conn, self.handle(line) if len(line) <= MAX_REQUEST else _too_large()):
                self._drop(selector, conn)
                return
        if len(state.buffer) > MAX_REQUEST:
            self._reply(conn, _too_large())
            self._drop(selector, conn)

    def handle(self, line: bytes) -> dict[str, Any]:
        """The reply to one request line; never raises."""
        try:
            return self._handle(line)
        except Exception as failure:  # noqa: BLE001 - a host must answer every request, whatever it holds
            return error("invalid_argument", f"the request could not be handled: {type(failure).__name__}")

    def _handle(self, line: bytes) -> dict[str, Any]:
        try:
            text = line.decode("utf-8")
            # depth judged on the text, the same on every Python (3.13's C decoder no longer overflows at 5,000)
            if too_deep(text, DEFAULT_MAX_DEPTH):
                return error("invalid_argument", "the request is nested too deeply")
            request = json.loads(text)
        except RecursionError:
            return error("invalid_argument", "the request is nested too deeply")
        except (ValueError, UnicodeDecodeError):
            return error("invalid_argument", "the request is not one JSON line")
        if not isinstance(request, dict):
            return error("invalid_argument", "the request is not a JSON object")
        token = request.get("token")
        with self._lock:
            grant = self._grants.get(token) if isinstance(token, str) else None
        if grant is None:
            reason = "no host token" if not token else "unknown or expired host token"
            return error("permission_denied", f"{reason}; host queries work only while the run that was granted them is going")
        method = request.get("method")
        if not isinstance(method, str):
            return error("invalid_argument", "method must be a string")
        return answer(method, request.get("params"), grant.capabilities, Settings.load(self.settings_path),
                      grant.persona)


def _too_large() -> dict[str, Any]:
    return error("invalid_argument", f"the request is larger than {MAX_REQUEST} bytes")
