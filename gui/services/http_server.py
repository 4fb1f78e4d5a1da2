"""The window's managed ``scriptdeck mcp --http`` (SPEC §27): one QProcess, owned by one object, started and
stopped from Settings → "Serve over HTTP", its state shown in the status bar.

The server is the command-line one, run as a child: the same code path agents reach, and a stuck server can never
freeze the window. Its state comes from the status lines it writes to stderr (``serving on URL``, ``sessions N``,
``call TOOL from CLIENT at ADDRESS``; never a token). It listens on 127.0.0.1 only; other addresses, and a reverse
proxy in front, are for the command line (docs/mcp.md).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QProcessEnvironment, QTimer, Signal
from scriptdeck.core.mcp.clients import scriptdeck_command, server_args
from scriptdeck.core.store.paths import Home

DEFAULT_PORT = 8765
#: SIGTERM first; the server is gone within 2 s of it (SPEC §19), this only bounds a stuck one
KILL_AFTER_MS = 3000
_SERVING = re.compile(r"serving on (http://\S+/mcp)\s*$")
_SESSIONS = re.compile(r"sessions (\d+)\s*$")
_CALL = re.compile(r"call (.+) from (.+) at (\S+)\s*$")
_PREFIX = "scriptdeck mcp: "


class ManagedHttpServer(QObject):
    """``changed`` fires whenever :attr:`state`, :attr:`url`, :attr:`sessions`, :attr:`last_call` or
    :attr:`error` changed. States: ``stopped``, ``starting``, ``serving``, ``stopping``."""

    changed = Signal()

    def __init__(self, home: Home, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.home = home
        self.state = "stopped"
        self.url = ""
        self.port = DEFAULT_PORT
        self.sessions = 0
        self.last_call = ""
        self.error = ""
        self._tail: list[str] = []
        self._pending = b""
        self.process: QProcess | None = None
        self._kill_timer = QTimer(self, singleShot=True, interval=KILL_AFTER_MS)
        self._kill_timer.timeout.connect(self._kill)
        app = QCoreApplication.instance()
        if app is not None:  # the window is closing: no server outlives it
            app.aboutToQuit.connect(self.stop_and_wait)

    @property
    def running(self) -> bool:
        return self.state in ("starting", "serving")

    def command(self, port: int) -> list[str]:
        """The server's command line: this ScriptDeck, the window's home and persona, loopback on ``port``."""
        home = str(self.home.root) if self.home.forced else None
        # --stop-with-stdin: the child's stdin is a pipe this process holds open until it ends, however it ends
        # (SIGKILL too), so the server never outlives the window (SPEC §31)
        return [*scriptdeck_command(), *server_args(home, self.home.persona), "--http", f"127.0.0.1:{port}",
                "--stop-with-stdin"]

    def start(self, port: int | None = None) -> None:
        if self.running:
            return
        self.port = DEFAULT_PORT if port is None else port
        program, *args = self.command(self.port)
        process = QProcess(self)
        environment = QProcessEnvironment.systemEnvironment()
        environment.remove("SCRIPTDECK_DEBUG")
        process.setProcessEnvironment(environment)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        process.setStandardOutputFile(QProcess.nullDevice())
        process.readyReadStandardError.connect(self._read)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._failed)
        self.process = process
        self.url, self.sessions, self.last_call, self.error = "", 0, "", ""
        self._tail, self._pending = [], b""
        self._set("starting")
        process.start(program, args)

    def stop(self) -> None:
        process = self.process
        if process is None or not self.running:
            return
        self._set("stopping")
        process.terminate()  # SIGTERM: runs end, the server leaves within 2 s
        self._kill_timer.start()

    def stop_and_wait(self, msecs: int = KILL_AFTER_MS) -> None:
        """At the window's end: stop and wait (bounded), so no server outlives the window."""
        process = self.process
        if process is None or process.state() == QProcess.ProcessState.NotRunning:
            return
        process.terminate()
        if not process.waitForFinished(msecs):
            process.kill()
            process.waitForFinished(1000)

    # -- the child's side ----------------------------------------------------------------------------

    def _read(self) -> None:
        process = self.process
        if process is None:
            return
        data = self._pending + bytes(process.readAllStandardError().data())
        *lines, self._pending = data.split(b"\n")
        for raw in lines:
            self._line(raw.decode("utf-8", "replace").rstrip("\r"))

    def _line(self, line: str) -> None:
        text = line[len(_PREFIX):] if line.startswith(_PREFIX) else line
        self._tail = [*self._tail[-4:], text]
        if match := _SERVING.search(text):
            self.url = match.group(1)
            self._set("serving")
        elif match := _SESSIONS.fullmatch(text.strip()):
            self.sessions = int(match.group(1))
            self.changed.emit()
        elif match := _CALL.fullmatch(text.strip()):
            self.last_call = f"{match.group(1)} ({match.group(2)})"
            self.changed.emit()

    def _finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        self._kill_timer.stop()
        self._read()
        if self.state != "stopping":  # it ended without being asked to: say why (its last words)
            self.error = " ".join(line for line in self._tail if line.strip())[-400:] or f"exit {code}"
        self.url, self.sessions = "", 0
        self._set("stopped")

    def _failed(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.error = self.process.errorString() if self.process is not None else "failed to start"
            self._set("stopped")

    def _kill(self) -> None:
        if self.process is not None and self.process.state() != QProcess.ProcessState.NotRunning:
            self.process.kill()

    def _set(self, state: str) -> None:
        self.state = state
        self.changed.emit()
