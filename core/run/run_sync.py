"""``scriptdeck tool-call ID``: run one tool to the end from the command line and print its result JSON.

Exit codes: 0 the tool exited 0, 1 it exited non-zero, 3 refused before running, 4 timed out,
5 killed by a signal or not startable.

Ctrl-C (SIGINT) and SIGTERM stop the run the way a timeout does (SIGTERM to the tool's process group, the
2 s grace, SIGKILL), then the result is printed, the host's socket folder removed, and the exit code is 5.
The signals reach the Qt event loop at once through :class:`SignalWatch` (shared with ``mcp serve``),
not when the tool's timeout finally returns control to Python.
"""

from __future__ import annotations

import signal
import socket
import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QSocketNotifier
from scriptdeck.core.contract.exit_codes import EXIT_KILLED, EXIT_OK, EXIT_REFUSED, EXIT_TIMEOUT, EXIT_TOOL_FAILED
from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.run.runplan import RunRefused, RunResult

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class SignalWatch:
    """SIGINT/SIGTERM reach the Qt loop at once: ``set_wakeup_fd`` on a socket pair read by a QSocketNotifier.

    While active, SIGINT/SIGTERM call ``on_signal(signum)`` from the Qt event loop instead of raising or
    exiting; ``received`` lists the signal numbers seen."""

    def __init__(self, on_signal: Callable[[int], None]) -> None:
        self.received: list[int] = []
        self._on_signal = on_signal
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._old_handlers = {sig: signal.signal(sig, _ignore) for sig in STOP_SIGNALS}
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read)
        self._notifier.activated.connect(self._drain)

    def _drain(self) -> None:
        try:
            data = self._reader.recv(512)
        except (BlockingIOError, InterruptedError):
            return
        for sig in data:
            if sig in STOP_SIGNALS:
                self.received.append(sig)
                self._on_signal(sig)

    def close(self) -> None:
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._old_fd)
        for sig, handler in self._old_handlers.items():
            signal.signal(sig, handler)
        self._reader.close()
        self._writer.close()


def _ignore(_signum: int, _frame: object) -> None:
    """Runs whenever Python regains control; the wakeup byte already woke the loop."""


def exit_code_for(result: RunResult) -> int:
    if result.timed_out:
        return EXIT_TIMEOUT
    if result.exit_code is None:
        return EXIT_KILLED
    return EXIT_OK if result.exit_code == 0 else EXIT_TOOL_FAILED


def run_tool_blocking(ctx: Any, tool_id: str, args: Any) -> int:
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "scriptdeck"])
    service = RunService(ctx.registry)
    watch = SignalWatch(lambda _sig: service.close())  # stops every run (group SIGTERM, grace, SIGKILL)
    try:
        try:
            run = service.start(tool_id, args, source="cli", agent=True)
        except RunRefused as refused:
            sys.stdout.write(dumps_out(refused.to_json()) + "\n")
            return EXIT_REFUSED
        except OSError as error:  # the host could not be set up (no private folder for its bin, no socket)
            sys.stdout.write(dumps_out({"ok": False, "error": f"could not start the run: {error}",
                                        "fix": "check the permissions of your runtime and state folders"}) + "\n")
            return EXIT_KILLED
        if run.result is None:
            loop = QEventLoop()
            run.done.connect(loop.quit)
            loop.exec()
        result = run.result
        assert result is not None
        sys.stdout.write(dumps_out(result.to_json()) + "\n")
        sys.stdout.flush()
        return EXIT_KILLED if watch.received else exit_code_for(result)
    finally:
        service.close()
        watch.close()
        del app
