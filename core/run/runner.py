"""One QObject per run (QtCore only): start a planned tool the way the agent does and report a RunResult.

The process gets its own session (so its whole tree can be signalled), stdin is written and then closed,
output is read as it arrives (at most 8 MiB kept per stream, the rest drained), and a timeout or a stop is
SIGTERM to the group, a 2 s grace, then SIGKILL. Nothing here blocks the event loop.

Live output is coalesced: whatever arrived within ``OUTPUT_FLUSH_MS`` is emitted as one ``output`` signal per
stream, never one signal per read, so a tool printing tens of thousands of lines costs a few dozen Python-side
emits (SPEC §15: some PySide6 releases lose a reference on every Python-emitted signal). The timeout and grace
timers are precise (a coarse timer may fire up to 5 % early) and a timeout re-checks the clock before acting.

Every run's group is guarded by the watcher (``supervise``): when this process dies, however, the group ends.
A pi run ends as Node's ``execFile`` does, when the script has exited *and* closed its stdout and stderr (SPEC
§20); QProcess closes the pipes when the process exits, so pi runs are driven by the Qt-free
:class:`~scriptdeck.core.run.proc_runner.ProcRun` on a worker thread, with the same signals.
"""

from __future__ import annotations

import os
import threading
import time

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, Qt, QTimer, Signal
from scriptdeck.core.run import sandbox, supervise
from scriptdeck.core.run.proc_runner import ProcRun, StreamCapture, end_run_group, signal_group
from scriptdeck.core.run.progress import Progress, ProgressReader
from scriptdeck.core.run.runplan import KILL_GRACE_SECONDS, RunPlan, RunResult, finish_result

STDOUT, STDERR = "stdout", "stderr"
OUTPUT_FLUSH_MS = 50


class ToolRun(QObject):
    """Run one :class:`RunPlan`. Signals: ``output(stream, text)``, ``started()``, ``done(RunResult)``,
    ``progress(Progress)`` for each ``MIYU-PROGRESS:`` line on stderr (core/run/progress.py; the last one read in a
    flush of the output, so a script printing thousands a second costs a few signals)."""

    output = Signal(str, str)
    progress = Signal(object)  # issue 45: core.run.progress.Progress
    started = Signal()
    done = Signal(RunResult)
    #: from a pi run's worker thread (queued to this object's thread)
    _engine_woke = Signal()
    _engine_started = Signal()
    _engine_done = Signal(RunResult)

    def __init__(self, plan: RunPlan, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.result: RunResult | None = None
        self.pid: int | None = None
        self._streams = {STDOUT: StreamCapture(), STDERR: StreamCapture()}
        self._timed_out = False
        self._stopped = False
        self._term_signal: int | None = None
        #: "changed" when an agent called a tool changed since approval (trust policy warn); set by RunService
        self.trust_note: str | None = None
        self._start_time = 0.0
        self._timeout_started = 0.0
        self._pending: dict[str, list[str]] = {STDOUT: [], STDERR: []}
        self._pending_lock = threading.Lock()
        self._progress = ProgressReader()
        self.last_progress: Progress | None = None
        self._engine: ProcRun | None = None
        self._thread: threading.Thread | None = None
        self._process = QProcess(self)
        self._timeout = QTimer(self, singleShot=True, timerType=Qt.TimerType.PreciseTimer)
        self._timeout.timeout.connect(self._on_timeout)
        self._grace = QTimer(self, singleShot=True, timerType=Qt.TimerType.PreciseTimer)
        self._grace.setInterval(int(KILL_GRACE_SECONDS * 1000))
        self._grace.timeout.connect(lambda: self._signal_group(force=True))
        self._flush_timer = QTimer(self, singleShot=True, timerType=Qt.TimerType.CoarseTimer,
                                   interval=OUTPUT_FLUSH_MS)
        self._flush_timer.timeout.connect(self._flush_output)
        process = self._process
        process.setProgram(plan.program)
        process.setArguments(plan.arguments)
        process.setWorkingDirectory(plan.cwd)
        env = QProcessEnvironment.systemEnvironment()
        for key, value in {**plan.env, **supervise.run_env()}.items():
            env.insert(key, value)
        process.setProcessEnvironment(env)
        flags = (QProcess.UnixProcessFlag.CreateNewSession | QProcess.UnixProcessFlag.ResetSignalHandlers
                 | QProcess.UnixProcessFlag.CloseFileDescriptors)
        process.setUnixProcessParameters(flags)
        process.readyReadStandardOutput.connect(lambda: self._read(STDOUT))
        process.readyReadStandardError.connect(lambda: self._read(STDERR))
        process.started.connect(self._on_started)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)

    # -- control ---------------------------------------------------------------------------------

    def start(self) -> None:
        os.makedirs(self.plan.cache_dir, exist_ok=True)
        self._start_time = time.monotonic()
        if self.plan.dialect == "pi":
            self._start_engine()
        else:
            self._process.start()

    def stop(self) -> None:
        """Stop as a timeout does: SIGTERM to the group, SIGKILL after the grace."""
        if self.result is not None or self._stopped:
            return
        self._stopped = True
        if self._engine is not None:
            self._engine.stop()
        else:
            self._terminate()

    @property
    def running(self) -> bool:
        return self.result is None

    def elapsed(self) -> float:
        return time.monotonic() - self._start_time if self._start_time else 0.0

    # -- internals -------------------------------------------------------------------------------

    # -- pi: the Qt-free engine on a worker thread ------------------------------------------------

    def _start_engine(self) -> None:
        engine = ProcRun(self.plan, on_output=self._engine_output, on_started=self._engine_started.emit)
        self._engine = engine
        self._engine_woke.connect(self._schedule_flush)
        self._engine_started.connect(self._on_engine_started)
        self._engine_done.connect(self._on_engine_done)
        self._thread = threading.Thread(target=lambda: self._engine_done.emit(engine.run()), name="scriptdeck-run",
                                        daemon=True)
        self._thread.start()

    def _engine_output(self, name: str, text: str) -> None:  # the worker thread
        with self._pending_lock:
            first = not (self._pending[STDOUT] or self._pending[STDERR])
            self._pending[name].append(text)
        if first:
            self._engine_woke.emit()

    def _schedule_flush(self) -> None:
        if not self._flush_timer.isActive():
            self._flush_timer.start()

    def _on_engine_started(self) -> None:
        assert self._engine is not None
        self.pid = self._engine.pid
        self.started.emit()

    def _on_engine_done(self, result: RunResult) -> None:
        assert self._engine is not None and self._thread is not None
        self._thread.join()  # its last step was posting this signal: no Qt call may outlive the run's object
        self.pid = self._engine.pid
        self._flush_timer.stop()
        self._flush_output()
        result.trust = self.trust_note
        self.result = result
        self.done.emit(result)

    # -- QProcess ----------------------------------------------------------------------------------

    def _on_started(self) -> None:
        self.pid = int(self._process.processId())
        supervise.guard(self.pid)
        if self._stopped or self._timed_out:  # stopped before the process was up: stop it now
            self._signal_group(force=False)
        if self.plan.stdin:
            self._process.write(self.plan.stdin)
        self._process.closeWriteChannel()
        self._timeout_started = time.monotonic()
        self._timeout.start(self._timeout_ms())
        self.started.emit()

    def _timeout_ms(self) -> int:
        return int(self.plan.timeout_seconds * 1000)

    def _read(self, name: str) -> None:
        process = self._process
        raw = process.readAllStandardOutput() if name == STDOUT else process.readAllStandardError()
        text = self._streams[name].feed(bytes(raw.data()))
        if text:
            self._pending[name].append(text)
            self._schedule_flush()

    def _flush_output(self) -> None:
        """One ``output`` emit per stream for everything read since the last flush."""
        for name in (STDOUT, STDERR):
            with self._pending_lock:
                pending, self._pending[name] = self._pending[name], []
            if pending:
                text = "".join(pending)
                self.output.emit(name, text)
                if name == STDERR:
                    self._read_progress(text)

    def _read_progress(self, text: str) -> None:
        found = self._progress.feed(text)
        if found:
            self.last_progress = found[-1]
            self.progress.emit(found[-1])

    def _on_timeout(self) -> None:
        if self.result is not None:
            return
        left = self._timeout_ms() - int((time.monotonic() - self._timeout_started) * 1000)
        if left > 0:  # never early, whatever the timer did
            self._timeout.start(left)
            return
        self._timed_out = True
        self._terminate()

    def _terminate(self) -> None:
        self._signal_group(force=False)
        self._grace.start()

    def _signal_group(self, *, force: bool) -> None:
        signal_group(self.pid, force=force)

    def _on_finished(self, exit_code: int, status: QProcess.ExitStatus) -> None:
        self._read(STDOUT)
        self._read(STDERR)
        # nothing outlives its run: a stopped tree is killed, leftovers get SIGTERM now and SIGKILL after the grace
        end_run_group(self.pid, stopped=self._timed_out or self._stopped)
        crashed = status != QProcess.ExitStatus.NormalExit
        code, self._term_signal = sandbox.decode_status(self.plan, None if crashed else exit_code,
                                                        exit_code if crashed else None)
        self._finish(code, None)

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and self.result is None:
            # the system's reason only ("Child process set up failed: execve: X" -> "X"), as ProcRun words it
            reason = self._process.errorString().rpartition(": ")[2]
            self._finish(None, f"could not start {self.plan.program}: {reason}")

    def _finish(self, exit_code: int | None, error: str | None) -> None:
        if self.result is not None:
            return
        self._timeout.stop()
        self._grace.stop()
        self._flush_timer.stop()
        self._flush_output()
        out, err = self._streams[STDOUT], self._streams[STDERR]
        self.result = finish_result(
            self.plan, bytes(out.data), bytes(err.data), exit_code=exit_code,
            overflow={STDOUT: out.overflow, STDERR: err.overflow}, timed_out=self._timed_out,
            stopped=self._stopped, error=error, duration_ms=int(self.elapsed() * 1000))
        if not self._stopped and error is None:
            limit, message = sandbox.detect_limit(
                self.plan, exit_code=exit_code, term_signal=self._term_signal, stderr=bytes(err.data),
                timed_out=self._timed_out, overflow=out.overflow or err.overflow)
            self.result.limit = limit
            if message and not self._timed_out:
                self.result.error = message
        self.result.trust = self.trust_note
        self.result.term_signal = self._term_signal
        self._streams = {STDOUT: StreamCapture(), STDERR: StreamCapture()}
        self.done.emit(self.result)
