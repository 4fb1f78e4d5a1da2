"""The test suite's own safety net: every process a test started is killed at teardown (tests/conftest.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import time

import pytest

from tests.conftest import TEST_MARK_ENV, alive, marked_processes, reap

#: bubblewrap, prlimit, process groups and the proc filesystem (docs/portability.md)
pytestmark = pytest.mark.linux_only


def _started(command: str, env: dict[str, str] | None = None) -> tuple[subprocess.Popen, list[int]]:
    """A shell in its own session with a background child; returns it and [shell pid, child pid]."""
    proc = subprocess.Popen(["sh", "-c", f"{command} & echo $$ $!; wait"], stdout=subprocess.PIPE, text=True,
                            start_new_session=True, env=env)
    return proc, [int(p) for p in proc.stdout.readline().split()]


def test_reap_kills_what_the_test_started_and_nothing_else(_reap_processes):
    mark = _reap_processes
    mine, my_pids = _started("sleep 300")
    theirs, their_pids = _started("sleep 300", env={k: v for k, v in os.environ.items() if k != TEST_MARK_ENV})
    escaped = subprocess.Popen(["setsid", "sleep", "300"])  # left the group too: found by its environment
    try:
        # a process just started may still be inside exec(): its /proc environ is readable a moment later
        deadline = time.monotonic() + 10
        while not set(my_pids) | {escaped.pid} <= set(marked_processes(mark)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert set(my_pids) | {escaped.pid} <= set(marked_processes(mark))
        assert not set(their_pids) & set(marked_processes(mark))
        reap(mark)
        mine.wait(timeout=10)
        escaped.wait(timeout=10)
        assert [pid for pid in my_pids if alive(pid)] == []
        assert not alive(escaped.pid)
        assert all(alive(pid) for pid in their_pids), "a process without the marker was killed"
    finally:
        os.killpg(theirs.pid, signal.SIGKILL)
        theirs.wait(timeout=10)
        for proc in (mine, escaped):
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
