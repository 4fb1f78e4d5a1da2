"""When a run ends and what ends with it, across real processes (SPEC §17, §19 "Nothing outlives ScriptDeck", §20).

- SIGKILL of ``tool-call`` (either runner), of ``scriptdeck mcp`` in the middle of a ``tools/call`` and of a process
  running the window's run path: every process of the run (the tool and a child that sleeps) is gone after a
  bounded wait — Miyu and pi tools alike. Every process the test started carries its marker (tests/conftest.py);
  the check is that none is left, the watcher included.
- A pi run ends as Node's ``execFile`` ends: a background child that keeps writing is read to its end; one that
  holds the pipes past the timeout is waited for only until then. Miyu runs end with their main process.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from scriptdeck.core.model.registry import Layer
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.run.sandbox import isolation_status
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, alive, cli_json, make_registry, marked_processes, rpc, write_script

HANG = 30.0  # seconds: bounds a hang only, never asserted as a duration


def wait_until(predicate, timeout: float = HANG) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    """A home with a Miyu tool and a pi tool that each leave a child sleeping and record both pids."""
    home = tmp_path / "h"
    marks = tmp_path / "marks"
    marks.mkdir()
    write_script(home / "scripts" / "sleeper.sh",
                 "#!/bin/sh\n# Description: Sleeps with a child.\n# Timeout: 300\n"
                 f"sleep 300 &\necho $! > {marks}/child\necho $$ > {marks}/main\nsleep 300\n")
    project = tmp_path / "proj"
    write_script(project / ".pi" / "scripts" / "pisleep.sh",
                 "#!/bin/bash\n# Description: Sleeps with a child.\n# Timeout: 300000\n"
                 f"sleep 300 &\necho $! > {marks}/child\necho $$ > {marks}/main\nsleep 300\n")
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"pi_project": str(project)}))
    return home


def started_pids(marks: Path) -> list[int]:
    assert wait_until(lambda: all((marks / n).exists() and (marks / n).read_text().strip() for n in ("main", "child"))), \
        "the tool never started"
    return [int((marks / name).read_text()) for name in ("main", "child")]


def assert_nothing_left(mark: str, pids: list[int]) -> None:
    """Every process of the test is gone (bounded wait: the watcher takes about a second)."""
    assert wait_until(lambda: not marked_processes(mark)), \
        f"left running: {[(p, Path(f'/proc/{p}/cmdline').read_bytes()[:80]) for p in marked_processes(mark)]}"
    assert [pid for pid in pids if alive(pid)] == []


def kill_hard(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=HANG)


@pytest.mark.parametrize("tool", ["sleeper", "pisleep_sh"])
def test_sigkill_of_tool_call_ends_the_run(deck, tmp_path, runner, _reap_processes, tool):
    proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(deck), "tool-call", tool],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=str(REPO))
    pids = started_pids(tmp_path / "marks")
    kill_hard(proc)
    assert_nothing_left(_reap_processes, pids)


@pytest.mark.skipif(not isolation_status()[0], reason=f"bubblewrap cannot isolate here: {isolation_status()[1]}")
def test_sigkill_of_tool_call_ends_an_isolated_run(deck, tmp_path, runner, _reap_processes):
    """``network deny``: the run is inside bubblewrap (its own PID namespace; the pids it records are its own)."""
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(deck), "sandbox", "sleeper",
                           "--network", "deny"], capture_output=True, text=True, cwd=str(REPO), timeout=HANG)
    assert done.returncode == 0, done.stderr
    proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(deck), "tool-call", "sleeper"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=str(REPO))
    started_pids(tmp_path / "marks")
    assert any(b"bwrap" in Path(f"/proc/{pid}/cmdline").read_bytes() for pid in marked_processes(_reap_processes))
    kill_hard(proc)
    assert_nothing_left(_reap_processes, [])


def test_sigkill_of_tool_call_ends_a_setsid_escapee(tmp_path, runner, _reap_processes):
    """A child that left the run's process group is found by the run token in its environment."""
    home = tmp_path / "h"
    marks = tmp_path / "marks"
    marks.mkdir()
    write_script(home / "scripts" / "escape.sh",
                 "#!/bin/sh\n# Description: Leaves its group.\n# Timeout: 300\n"
                 f"setsid sleep 300 &\necho $! > {marks}/child\necho $$ > {marks}/main\nsleep 300\n")
    proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "tool-call", "escape"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=str(REPO))
    pids = started_pids(marks)
    assert wait_until(lambda: os.getpgid(pids[1]) != os.getpgid(pids[0]))
    kill_hard(proc)
    assert_nothing_left(_reap_processes, pids)


@pytest.mark.parametrize("tool", ["sleeper", "pisleep_sh"])
def test_sigkill_of_mcp_mid_call_ends_the_run(deck, tmp_path, _reap_processes, tool):
    server = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(deck), "mcp"], cwd=str(REPO),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert server.stdin is not None
        server.stdin.write(rpc("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                              "clientInfo": {"name": "raw", "version": "1"}}, 1))
        server.stdin.write(rpc("notifications/initialized"))
        server.stdin.write(rpc("tools/call", {"name": tool, "arguments": {}}, 2))
        server.stdin.flush()
        pids = started_pids(tmp_path / "marks")
        kill_hard(server)
    finally:
        if server.poll() is None:
            kill_hard(server)
    assert_nothing_left(_reap_processes, pids)


WINDOW_RUN = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from scriptdeck.core.model.registry import Registry, configured_layers
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import Settings

app = QCoreApplication([])
home = Home(Path(sys.argv[1]), forced=True)
registry = Registry(home, pi_layers=configured_layers(Settings.load(home.settings_path)))
registry.scan()
RunService(registry).start(sys.argv[2], {})
app.exec()
"""


@pytest.mark.parametrize("tool", ["sleeper", "pisleep_sh"])
def test_sigkill_of_the_window_run_path_ends_the_run(deck, tmp_path, _reap_processes, tool):
    """The window's run path (RunService on a Qt event loop, as gui/controller.py uses it), killed hard."""
    script = tmp_path / "window_run.py"
    script.write_text(WINDOW_RUN)
    proc = subprocess.Popen([sys.executable, str(script), str(deck), tool], cwd=str(REPO),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pids = started_pids(tmp_path / "marks")
    kill_hard(proc)
    assert_nothing_left(_reap_processes, pids)


# -- when a run is over (SPEC §17, §20) ---------------------------------------------------------------------

def pi_home(tmp_path: Path, name: str, body: str, timeout_ms: int = 30000) -> Path:
    home = tmp_path / "h"
    project = tmp_path / "proj"
    write_script(project / ".pi" / "scripts" / f"{name}.sh",
                 f"#!/bin/bash\n# Description: D.\n# Timeout: {timeout_ms}\n{body}")
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"pi_project": str(project)}))
    return home


WRITES_LATE = "( sleep 0.5; echo late; sleep 0.5; echo later; echo err-late >&2 ) &\necho early\n"


def test_pi_run_waits_for_a_background_child_that_keeps_writing(tmp_path, runner):
    home = pi_home(tmp_path, "late", WRITES_LATE)
    code, result = cli_json("--home", str(home), "tool-call", "late_sh", "--args", "{}")
    assert (code, result["exit_code"], result["timed_out"]) == (0, 0, False), result
    assert result["stdout"] == "early\nlate\nlater\n"
    assert result["stderr"] == "err-late\n"
    assert result["text"] == "early\nlate\nlater\n"


def test_miyu_run_ends_with_its_main_process(tmp_path, runner):
    home = tmp_path / "h"
    pidfile = tmp_path / "child"
    write_script(home / "scripts" / "late.sh",
                 f"#!/bin/sh\n# Description: D.\n( sleep 30; echo late ) &\necho $! > {pidfile}\necho early\n")
    code, result = cli_json("--home", str(home), "tool-call", "late", "--args", "{}")
    assert (code, result["stdout"]) == (0, "early"), result
    assert wait_until(lambda: not alive(int(pidfile.read_text())))


def test_pi_child_holding_the_pipes_is_waited_for_only_until_the_timeout(tmp_path, runner):
    pidfile = tmp_path / "child"
    home = pi_home(tmp_path, "holder", f"sleep 300 &\necho $! > {pidfile}\necho hi\n", timeout_ms=1500)
    code, result = cli_json("--home", str(home), "tool-call", "holder_sh", "--args", "{}")
    # as Node's execFile: the script exited 0, so the answer is its output once the wait ends at the timeout
    assert (code, result["exit_code"], result["stdout"], result["timed_out"]) == (0, 0, "hi\n", False), result
    assert result["duration_ms"] >= 1500
    assert wait_until(lambda: not alive(int(pidfile.read_text())))


def test_pi_child_that_closed_its_pipes_is_ended_with_the_run(tmp_path, runner):
    pidfile = tmp_path / "child"
    home = pi_home(tmp_path, "quiet", f"sleep 300 >/dev/null 2>&1 &\necho $! > {pidfile}\necho hi\n")
    code, result = cli_json("--home", str(home), "tool-call", "quiet_sh", "--args", "{}")
    assert (code, result["stdout"]) == (0, "hi\n"), result
    assert wait_until(lambda: not alive(int(pidfile.read_text())))


def test_window_pi_run_streams_late_output(tmp_path, qtbot):
    home = pi_home(tmp_path, "late", WRITES_LATE)
    project = tmp_path / "proj"
    registry = make_registry(Home(home, forced=True), pi_layers=[Layer("pi-project", project / ".pi" / "scripts",
                                                                        "pi", True)])
    service = RunService(registry)
    chunks: list[str] = []
    try:
        run = service.start("late_sh", {"args": ""})
        run.output.connect(lambda stream, text: chunks.append(text) if stream == "stdout" else None)
        with qtbot.waitSignal(run.done, timeout=int(HANG * 1000)):
            pass
        assert run.result.stdout == "early\nlate\nlater\n"
        assert "".join(chunks) == "early\nlate\nlater\n"
        assert run.pid is not None
        assert wait_until(lambda: not alive(run.pid))
    finally:
        service.close()
