"""One run without Qt (``selectors`` + ``subprocess``): the ``tool-call`` path, with the QProcess runner's contract.

The tool starts in a new session (its whole tree can be signalled), guarded by the watcher (``supervise``);
stdin is written while output is read, then closed (a tool that never reads it cannot hang the run); each
stream keeps at most 8 MiB and drains the rest; a timeout or a stop is SIGTERM to the group, a 2 s grace, then
SIGKILL. The main process's end is seen through a pidfd, deadlines on the monotonic clock and re-checked before
acting (never early).

When the run is over (SPEC §17, §20): a Miyu or Raycast run ends with its main process (what its group left is
ended); a pi run ends as Node's ``execFile`` does, when the script has exited *and* its stdout and stderr are
closed — a background child that keeps writing is read until it closes them, or until the timeout — and then
whatever is left is ended.

:meth:`ProcRun.run` blocks its thread; :meth:`ProcRun.stop` may be called from any thread or a signal handler.
"""

from __future__ import annotations

import codecs
import errno
import os
import selectors
import subprocess
import time
from collections.abc import Callable

from scriptdeck.core.platform import files, process
from scriptdeck.core.run import sandbox, supervise
from scriptdeck.core.run.runplan import KILL_GRACE_SECONDS, STREAM_LIMIT, RunPlan, RunResult, finish_result

STDOUT, STDERR = "stdout", "stderr"
READ_SIZE = 65536
#: reads of what a finished run left in a pipe (64 KiB each; a pipe holds 64 KiB unless enlarged)
_DRAIN_READS = 64

class StreamCapture:
    """Bytes kept for the result (capped at 8 MiB; the rest counted as overflow) and, when live text is wanted,
    an incremental UTF-8 decoder (a character split across reads is decoded once whole)."""

    __slots__ = ("data", "overflow", "decoder")

    def __init__(self, live: bool = True) -> None:
        self.data = bytearray()
        self.overflow = False
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace") if live else None

    def feed(self, chunk: bytes) -> str:
        room = STREAM_LIMIT - len(self.data)
        if room <= 0:
            self.overflow = True
            return ""
        kept = chunk[:room]
        self.data += kept
        if len(chunk) > room:
            self.overflow = True
        return self.decoder.decode(kept) if self.decoder is not None else ""


def signal_group(pgid: int | None, *, force: bool) -> None:
    """SIGTERM (``force``: SIGKILL) to the run's group (core/platform/process.py)."""
    process.signal_tree(pgid, force=force)


def end_run_group(pgid: int | None, *, stopped: bool) -> None:
    """The run is over: a stopped or timed-out run's group gets SIGKILL now; otherwise what the tool left gets
    SIGTERM and SIGKILL after the grace (``sandbox.end_leftovers``). The watcher keeps guarding it meanwhile."""
    if not pgid:
        return
    if stopped:
        signal_group(pgid, force=True)
        supervise.release(pgid)
    elif sandbox.end_leftovers(pgid):
        supervise.release_after(pgid, KILL_GRACE_SECONDS + 0.5)
    else:
        supervise.release(pgid)


class ProcRun:
    """Run one :class:`RunPlan` to its end in the calling thread. ``on_output(stream, text)`` gets live text
    (decoded incrementally) when given; ``on_started()`` is called once the process is up."""

    def __init__(self, plan: RunPlan, *, on_output: Callable[[str, str], None] | None = None,
                 on_started: Callable[[], None] | None = None) -> None:
        self.plan = plan
        self.pid: int | None = None
        self.result: RunResult | None = None
        self.trust_note: str | None = None
        self._on_output = on_output
        self._on_started = on_started
        self._streams = {STDOUT: StreamCapture(on_output is not None), STDERR: StreamCapture(on_output is not None)}
        self._stop_requested = False
        self._wake_r, self._wake_w = os.pipe()
        files.set_blocking(self._wake_w, False)
        self._start_time = 0.0

    # -- control ---------------------------------------------------------------------------------

    def stop(self) -> None:
        """Stop as a timeout does (group SIGTERM, grace, SIGKILL); safe from another thread or a signal handler."""
        self._stop_requested = True
        if self._wake_w < 0:
            return
        try:
            os.write(self._wake_w, b"s")
        except OSError:  # the pipe is full (already woken) or closed (the run is over)
            pass

    def _close_wake(self) -> None:
        wake_r, wake_w = self._wake_r, self._wake_w
        self._wake_r = self._wake_w = -1  # a late stop() must never write to a reused descriptor
        os.close(wake_r)
        os.close(wake_w)

    def elapsed(self) -> float:
        return time.monotonic() - self._start_time if self._start_time else 0.0

    # -- the run ---------------------------------------------------------------------------------

    def run(self) -> RunResult:
        plan = self.plan  # (build_plan made sure its cache dir exists)
        self._start_time = time.monotonic()
        try:
            proc = subprocess.Popen(
                [plan.program, *plan.arguments], cwd=plan.cwd, env={**os.environ, **plan.env, **supervise.run_env()},
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **process.session_options())
        except OSError as error:
            self._close_wake()
            return self._finish(None, None, f"could not start {plan.program}: {error.strerror or error}",
                                timed_out=False)
        self.pid = proc.pid
        supervise.guard(proc.pid)
        try:
            code, term_signal, timed_out = self._loop(proc)
        finally:
            self._close_wake()
            for pipe in (proc.stdin, proc.stdout, proc.stderr):
                if pipe is not None:
                    try:
                        pipe.close()
                    except OSError:
                        pass
        end_run_group(proc.pid, stopped=timed_out or self._stop_requested)
        return self._finish(code, term_signal, None, timed_out=timed_out)

    def _loop(self, proc: subprocess.Popen[bytes]) -> tuple[int | None, int | None, bool]:
        """Drive the process to the end; (exit code, terminating signal, timed out)."""
        plan = self.plan
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        selector = selectors.DefaultSelector()
        names = {proc.stdout.fileno(): STDOUT, proc.stderr.fileno(): STDERR}
        for fd in names:
            files.set_blocking(fd, False)
            selector.register(fd, selectors.EVENT_READ)
        pending = memoryview(plan.stdin)
        stdin_fd = proc.stdin.fileno()
        if pending:
            files.set_blocking(stdin_fd, False)
            selector.register(stdin_fd, selectors.EVENT_WRITE)
        else:
            proc.stdin.close()
        pidfd = process.pidfd(proc.pid)
        if pidfd is not None:
            selector.register(pidfd, selectors.EVENT_READ)
        selector.register(self._wake_r, selectors.EVENT_READ)
        if self._on_started is not None:
            self._on_started()
        deadline = time.monotonic() + plan.timeout_seconds
        kill_at: float | None = None
        status: int | None = None
        timed_out = stopping = False
        pi = plan.dialect == "pi"
        try:
            while True:
                if status is None and pidfd is None:
                    status = process.reaped(proc.pid)
                if status is not None:
                    # the main process is gone: a pi run waits for its pipes to close (up to the timeout),
                    # any other run (and a stopped one) ends now with whatever is already in the pipes
                    if not pi or stopping or not names:
                        self._drain(names)
                        break
                now = time.monotonic()
                if self._stop_requested and not stopping:
                    stopping, kill_at = True, now + KILL_GRACE_SECONDS
                    signal_group(proc.pid, force=False)
                if now >= deadline and not stopping:
                    if status is not None:  # pi: the script is done, its pipes stayed open until the timeout
                        self._drain(names)
                        break
                    timed_out = stopping = True
                    kill_at = now + KILL_GRACE_SECONDS
                    signal_group(proc.pid, force=False)
                if kill_at is not None and now >= kill_at:
                    kill_at = None
                    signal_group(proc.pid, force=True)
                wait = None if stopping else deadline - now
                if kill_at is not None:
                    wait = kill_at - now
                if pidfd is None and status is None:
                    wait = 0.02 if wait is None else min(wait, 0.02)  # no pidfd (old kernel): look again soon
                for key, _events in selector.select(wait):
                    fd = key.fd
                    if fd == self._wake_r:
                        _empty(self._wake_r)
                    elif fd == pidfd:
                        selector.unregister(pidfd)
                        if status is None:
                            status = process.reaped(proc.pid, block=True)
                    elif fd == stdin_fd:
                        pending = self._write_stdin(proc, selector, pending)
                    elif fd in names and not self._read(fd, names[fd]):
                        selector.unregister(fd)
                        del names[fd]
        finally:
            selector.close()
            if pidfd is not None:
                os.close(pidfd)
        if status is None:  # cannot happen (the loop leaves only once reaped); keep the types honest
            status = process.reaped(proc.pid, block=True) or 0
        proc.returncode = os.waitstatus_to_exitcode(status)
        code, crash = process.decode_status(status)
        code, term_signal = sandbox.decode_status(plan, code, crash)
        return code, term_signal, timed_out

    def _write_stdin(self, proc: subprocess.Popen[bytes], selector: selectors.BaseSelector,
                     pending: memoryview) -> memoryview:
        assert proc.stdin is not None
        try:
            written = os.write(proc.stdin.fileno(), pending[:READ_SIZE])
            pending = pending[written:]
        except BlockingIOError:
            return pending
        except OSError:  # EPIPE: the tool does not read its stdin, which is fine
            pending = pending[:0]
        if not pending:
            selector.unregister(proc.stdin.fileno())
            proc.stdin.close()
        return pending

    def _read(self, fd: int, name: str) -> bool:
        """Read what is there; False at end of file."""
        try:
            chunk = os.read(fd, READ_SIZE)
        except BlockingIOError:
            return True
        except OSError as error:
            if error.errno == errno.EINTR:
                return True
            return False
        if not chunk:
            return False
        text = self._streams[name].feed(chunk)
        if text and self._on_output is not None:
            self._on_output(name, text)
        return True

    def _drain(self, names: dict[int, str]) -> None:
        """Whatever the pipes hold right now: never waits for a writer still alive, and reads at most a few pipe
        buffers' worth, so a background child that writes without pause cannot keep the run going."""
        for fd, name in list(names.items()):
            for _ in range(_DRAIN_READS):
                try:
                    chunk = os.read(fd, READ_SIZE)
                except OSError:
                    break
                if not chunk:
                    break
                text = self._streams[name].feed(chunk)
                if text and self._on_output is not None:
                    self._on_output(name, text)

    def _finish(self, exit_code: int | None, term_signal: int | None, error: str | None, *,
                timed_out: bool) -> RunResult:
        out, err = self._streams[STDOUT], self._streams[STDERR]
        stopped = self._stop_requested and not timed_out
        if out.decoder is not None and self._on_output is not None:
            for name, capture in ((STDOUT, out), (STDERR, err)):
                assert capture.decoder is not None
                tail = capture.decoder.decode(b"", final=True)
                if tail:
                    self._on_output(name, tail)
        result = finish_result(
            self.plan, bytes(out.data), bytes(err.data), exit_code=exit_code,
            overflow={STDOUT: out.overflow, STDERR: err.overflow}, timed_out=timed_out, stopped=stopped,
            error=error, duration_ms=int(self.elapsed() * 1000))
        if not stopped and error is None:
            limit, message = sandbox.detect_limit(
                self.plan, exit_code=exit_code, term_signal=term_signal, stderr=bytes(err.data),
                timed_out=timed_out, overflow=out.overflow or err.overflow)
            result.limit = limit
            if message and not timed_out:
                result.error = message
        result.trust = self.trust_note
        result.term_signal = term_signal
        self.result = result
        return result


def _empty(fd: int) -> None:
    try:
        os.read(fd, 512)
    except OSError:
        pass
