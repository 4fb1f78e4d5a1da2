"""``scriptdeck tool-call ID``: run one tool to the end from the command line and print its result JSON, without Qt.

Exit codes: 0 the tool exited 0, 1 it exited non-zero, 3 refused before running, 4 timed out,
5 killed by a signal or not startable.

The run is :class:`~scriptdeck.core.run.proc_runner.ProcRun` (selectors + subprocess: no Qt, nothing imported
that the call does not need). Ctrl-C (SIGINT) and SIGTERM stop the run the way a timeout does (SIGTERM to the
tool's process group, the 2 s grace, SIGKILL), then the result is printed, the host's socket folder removed, and
the exit code is 5. :class:`SignalWatch` does the same for ``mcp serve``'s Qt event loop.
"""

from __future__ import annotations

import signal
import sys
import time
from collections.abc import Callable

from scriptdeck.core.contract.exit_codes import EXIT_KILLED, EXIT_OK, EXIT_REFUSED, EXIT_TIMEOUT, EXIT_TOOL_FAILED
from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.platform import process
from scriptdeck.core.run.runplan import RunPlan, RunRefused, RunResult

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

    from scriptdeck.core.host.server import HostServer
    from scriptdeck.core.model.tool import Tool
    from scriptdeck.core.store.paths import Home
    from scriptdeck.core.store.settings import Settings

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class SignalWatch:
    """SIGINT/SIGTERM reach the Qt loop at once: ``set_wakeup_fd`` on a socket pair read by a QSocketNotifier.

    While active, SIGINT/SIGTERM call ``on_signal(signum)`` from the Qt event loop instead of raising or
    exiting; ``received`` lists the signal numbers seen."""

    def __init__(self, on_signal: Callable[[int], None]) -> None:
        self.received: list[int] = []
        self._on_signal = on_signal
        import socket

        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._old_handlers = {sig: signal.signal(sig, _ignore) for sig in STOP_SIGNALS}
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        from PySide6.QtCore import QSocketNotifier  # only mcp serve's Qt loop uses this class

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


class CaseSetup:
    """What ``scriptdeck test`` asks of one case's run (SPEC §26): another working folder, a shorter timeout."""

    __slots__ = ("cwd", "timeout_ms")

    def __init__(self, cwd: str | None, timeout_ms: int | None) -> None:
        self.cwd, self.timeout_ms = cwd, timeout_ms

    def apply(self, plan: RunPlan) -> None:
        if self.cwd:
            plan.cwd = self.cwd
        if self.timeout_ms:  # never longer than the tool's own (the test run refuses a longer one before this)
            plan.timeout_seconds = min(plan.timeout_seconds, self.timeout_ms / 1000)


def test_case_setup() -> CaseSetup | None:
    """The set-up a test run passed in ``SCRIPTDECK_TEST_CASE``, taken out of the environment so the tool never
    sees it; None for an ordinary call."""
    import json
    import os

    raw = os.environ.pop("SCRIPTDECK_TEST_CASE", None)
    if raw is None:
        return None
    try:
        data = json.loads(raw)
    except ValueError:
        data = {}
    data = data if isinstance(data, dict) else {}
    cwd, timeout_ms = data.get("cwd"), data.get("timeout_ms")
    return CaseSetup(cwd if isinstance(cwd, str) else None,
                     timeout_ms if isinstance(timeout_ms, int) and timeout_ms > 0 else None)


test_case_setup.__test__ = False  # type: ignore[attr-defined]  # not a pytest test


def run_tool_blocking(home: Home, tool: Tool | None, tool_id: str, args: Any, settings: Settings | None = None) -> int:
    """Run ``tool`` (what a lookup found for ``tool_id``, or None) as an agent's call; print the result JSON.
    ``settings``: the ones the command line has just read."""
    from scriptdeck.core.run import prepare
    from scriptdeck.core.run.history import History, history_path
    from scriptdeck.core.run.proc_runner import ProcRun

    host: list[HostServer] = []

    def host_server() -> HostServer:  # started only for a tool that is granted something
        if not host:
            from scriptdeck.core.host.server import HostServer

            host.append(HostServer(home.settings_path, state_dir=home.state_dir))
        return host[0]

    received: list[int] = []
    runs: list[ProcRun] = []
    case = test_case_setup()

    def on_signal(signum: int, _frame: object) -> None:
        received.append(signum)
        for run in runs:
            run.stop()

    old_handlers = {sig: signal.signal(sig, on_signal) for sig in STOP_SIGNALS}
    try:
        try:
            plan, trust_note = prepare.prepare(home, tool, tool_id, args, host_server, agent=True, settings=settings,
                                               adjust=case.apply if case is not None else None)
        except RunRefused as refused:
            sys.stdout.write(dumps_out(refused.to_json()) + "\n")
            return EXIT_REFUSED
        except OSError as error:  # the host could not be set up (no private folder for its bin, no socket)
            sys.stdout.write(dumps_out({"ok": False, "error": f"could not start the run: {error}",
                                        "fix": "check the permissions of your runtime and state folders"}) + "\n")
            return EXIT_KILLED
        started = time.time()
        run = ProcRun(plan)
        run.trust_note = trust_note
        runs.append(run)
        if received:  # a signal came while the run was being prepared
            run.stop()
        try:
            result = run.run()
        finally:
            prepare.release(plan, host_server)
        prepare.record(History(history_path(home.state_dir)), plan, started, {"source": "test" if case else "cli"}, result)
        answer = result.to_json()
        if case is not None and result.term_signal is not None:  # for the test's report only (SPEC §26)
            answer["signal"] = process.signal_name(result.term_signal)
        sys.stdout.write(dumps_out(answer) + "\n")
        sys.stdout.flush()
        return EXIT_KILLED if received else exit_code_for(result)
    finally:
        for sig, handler in old_handlers.items():
            signal.signal(sig, handler)
        if host:
            host[0].close()
        from scriptdeck.core.run import sandbox, supervise

        sandbox.kill_pending()  # leftovers still in their grace: nothing outlives tool-call either
        supervise.finish()


def run_tool_blocking_qt(registry: Any, tool_id: str, args: Any) -> int:
    """The same call through the window's runner (``RunService`` + QProcess on a Qt event loop).

    ``tool-call`` uses it when ``SCRIPTDECK_RUNNER=qt``, so one call can be compared on both runners (the tests
    run the runner contract against each)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop
    from scriptdeck.core.run.run_service import RunService

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "scriptdeck"])
    service = RunService(registry)
    watch = SignalWatch(lambda _sig: service.close())  # stops every run (group SIGTERM, grace, SIGKILL)
    try:
        try:
            run = service.start(tool_id, args, source="cli", agent=True)
        except RunRefused as refused:
            sys.stdout.write(dumps_out(refused.to_json()) + "\n")
            return EXIT_REFUSED
        except OSError as error:
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
        from scriptdeck.core.run import supervise

        supervise.finish()
