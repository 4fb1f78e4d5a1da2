"""The host end of the bridge (QtCore only): a QLocalServer inside the running CLI or GUI process.

Each run that is granted something gets a fresh 24-character token, valid until that run ends. The token and
the capability are checked here, in the host, never in the client.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from scriptdeck.core.host.protocol import SOCKET_ENV, answer, error, new_token
from scriptdeck.core.store.settings import Settings

MAX_REQUEST = 64 * 1024


@dataclass(slots=True)
class Grant:
    tool_id: str
    capabilities: list[str]
    persona: str


def host_bin() -> str:
    """The path of the ``scriptdeck`` executable scripts call as ``$MIYU_HOST_BIN``."""
    beside = Path(sys.executable).parent / "scriptdeck"
    if beside.exists():
        return str(beside)
    found = shutil.which("scriptdeck")
    if found:
        return found
    wrapper = Path(tempfile.gettempdir()) / f"scriptdeck-host-{os.getuid()}" / "scriptdeck"
    if not wrapper.exists():
        wrapper.parent.mkdir(parents=True, exist_ok=True)
        wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m scriptdeck "$@"\n')
        wrapper.chmod(0o755)
    return str(wrapper)


class HostServer(QObject):
    """Answers ``scriptdeck host`` calls from the scripts this process runs."""

    def __init__(self, settings_path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings_path = Path(settings_path)
        self._grants: dict[str, Grant] = {}
        self._buffers: dict[QLocalSocket, bytearray] = {}
        self._dir = tempfile.mkdtemp(prefix="scriptdeck-host-")
        os.chmod(self._dir, 0o700)
        self.path = os.path.join(self._dir, "host.sock")
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not self._server.listen(self.path):
            raise OSError(f"cannot listen on {self.path}: {self._server.errorString()}")
        self._server.newConnection.connect(self._on_connection)

    def close(self) -> None:
        self._server.close()
        self._grants.clear()
        shutil.rmtree(self._dir, ignore_errors=True)

    # -- grants ----------------------------------------------------------------------------------

    def grant(self, tool_id: str, capabilities: list[str], persona: str) -> dict[str, str]:
        """A new token for one run; returns the environment the run needs."""
        token = new_token()
        self._grants[token] = Grant(tool_id, list(capabilities), persona)
        return self.environment(token, capabilities)

    def environment(self, token: str, capabilities: list[str]) -> dict[str, str]:
        """The variables a granted run gets (also what a preview shows, with a stand-in token)."""
        return {"MIYU_HOST_TOKEN": token, "MIYU_HOST_CAPABILITIES": ",".join(capabilities),
                "MIYU_HOST_BIN": host_bin(), SOCKET_ENV: self.path}

    def revoke(self, token: str | None) -> None:
        if token:
            self._grants.pop(token, None)

    # -- serving ---------------------------------------------------------------------------------

    def _on_connection(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            self._buffers[sock] = bytearray()
            sock.readyRead.connect(lambda s=sock: self._on_ready(s))
            sock.disconnected.connect(lambda s=sock: self._drop(s))

    def _drop(self, sock: QLocalSocket) -> None:
        self._buffers.pop(sock, None)
        sock.deleteLater()

    def _on_ready(self, sock: QLocalSocket) -> None:
        buffer = self._buffers.get(sock)
        if buffer is None:
            return
        buffer += sock.readAll().data()
        if b"\n" not in buffer and len(buffer) < MAX_REQUEST:
            return
        line = bytes(buffer.split(b"\n", 1)[0])
        self._buffers[sock] = bytearray()
        reply = self.handle(line)
        sock.write((json.dumps(reply, ensure_ascii=False) + "\n").encode("utf-8"))
        sock.flush()
        sock.disconnectFromServer()

    def handle(self, line: bytes) -> dict:
        try:
            request = json.loads(line.decode("utf-8"))
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
