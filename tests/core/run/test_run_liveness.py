"""A run's private copy lives as long as its run, seen from anywhere (SPEC §31): liveness is a lock the running
process holds on a file in the folder, never a PID looked up — another PID namespace, a process we may not
signal and this process's own concurrent runs all leave a live folder alone; a folder name not ours is skipped."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from scriptdeck.core.platform import locks, process
from scriptdeck.core.run import sandbox

from tests.conftest import REPO, cli_json, run_cli, write_script

pytestmark = pytest.mark.posix_only


def _folder(base: Path, name: str, *, lock_file: bool = True) -> Path:
    folder = base / name
    folder.mkdir(parents=True)
    (folder / "script").write_text("echo\n")
    if lock_file:
        (folder / locks.IN_USE_FILE).write_text("")
    return folder


def test_a_held_folder_stays_an_ended_one_goes_and_names_not_ours_are_skipped(tmp_path: Path) -> None:
    base = tmp_path / "pinned-runs"
    held = _folder(base, "run-held")
    _folder(base, "run-ended")
    _folder(base, "run-setting-up", lock_file=False)  # made a moment before its lock file: never swept
    _folder(base, "99999999999999999999-x")  # the issue: an OverflowError for every pinned run
    _folder(base, "12345-old")
    fd = locks.hold_in_use(str(held))
    try:
        sandbox._sweep_private(base)
    finally:
        os.close(fd)
    assert sorted(os.listdir(base)) == ["12345-old", "99999999999999999999-x", "run-held", "run-setting-up"]


def test_one_processs_concurrent_runs_never_sweep_each_other(tmp_path: Path) -> None:
    """Two pinned runs of one process: each holds its own lock (flock belongs to the open file description), so
    the second run's sweep leaves the first one's folder alone."""
    from scriptdeck.core.run.runplan import RunPlan, release_plan

    base = tmp_path / "pinned-runs"
    script = write_script(tmp_path / "tool.sh", "#!/bin/sh\necho hi\n")
    plans = []
    for _ in range(2):
        plan = RunPlan("tool", str(script), [], str(tmp_path), b"", {}, 10, str(tmp_path / "cache"), {})
        sandbox.pin_plan(plan, str(script), b"#!/bin/sh\necho pinned\n", True, base)
        plans.append(plan)
    assert all(Path(p.private_dir).is_dir() for p in plans)  # the second pin swept, the first survived
    assert locks.in_use(plans[0].private_dir) and locks.in_use(plans[1].private_dir)
    first = plans[0].private_dir
    release_plan(plans[0])
    assert not os.path.exists(first) and Path(plans[1].private_dir).is_dir()
    release_plan(plans[1])
    assert os.listdir(base) == []


def test_alive_counts_a_process_we_may_not_signal_as_alive() -> None:
    """EPERM from kill(pid, 0) is somebody's live process (one of the issue's missing tests)."""
    if os.geteuid() != 0:
        pytest.skip("needs root to drop to another user")
    code = ("import os, sys; from scriptdeck.core.platform import process; "  # imported before dropping root
            "os.setgid(65534); os.setuid(65534); print(process.alive(int(sys.argv[1])))")
    done = subprocess.run([sys.executable, "-c", code, str(os.getpid())], capture_output=True, text=True,
                          timeout=60, cwd=str(REPO))
    assert done.stdout.strip() == "True", done.stderr
    assert process.alive(os.getpid())


LONG = """#!/bin/sh
# Description: A long run that reads its sibling at the end.
# Timeout: 60
touch "$MARK"
while [ ! -e "$GATE" ]; do sleep 0.05; done
cat "$(dirname "$0")/data.txt"
"""
QUICK = "#!/bin/sh\n# Description: A quick run.\necho quick\n"


def _unshare() -> list[str] | None:
    tool = shutil.which("unshare")
    if tool is None or os.geteuid() != 0:
        return None
    probe = subprocess.run([tool, "-p", "-f", "--mount-proc", "true"], capture_output=True, timeout=30)
    return [tool, "-p", "-f", "--mount-proc"] if probe.returncode == 0 else None


@pytest.mark.slow
@pytest.mark.linux_only
def test_a_scriptdeck_in_another_pid_namespace_leaves_a_live_run_alone(tmp_path: Path) -> None:
    """The issue's reproduction: under enforce, a long tool-call runs; a second ScriptDeck in another PID namespace
    (a container sharing the home) runs a quick one, whose sweep looked the first one's PID up, found nothing and
    removed its private copy: the long run then printed 'No such file' and exited 2."""
    unshare = _unshare()
    if unshare is None:
        pytest.skip("unshare -p -f --mount-proc needs root and user/PID namespaces")
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    write_script(home / "scripts" / "longrun.sh", LONG)
    write_script(home / "scripts" / "quick.sh", QUICK)
    (home / "scripts" / "data.txt").write_text("sibling still here\n")
    for tool_id in ("longrun", "quick"):
        assert cli_json("--home", str(home), "trust", tool_id, "--approve", "--json")[0] == 0
    assert run_cli("--home", str(home), "trust", "--policy", "enforce").returncode == 0
    mark, gate = tmp_path / "started", tmp_path / "gate"
    env = {**os.environ, "MARK": str(mark), "GATE": str(gate)}
    scriptdeck = [sys.executable, "-m", "scriptdeck", "--home", str(home), "tool-call"]
    long_run = subprocess.Popen([*scriptdeck, "longrun", "--args", "{}"], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, cwd=str(REPO))
    try:
        waited = threading.Event()
        while not mark.exists() and long_run.poll() is None:
            waited.wait(0.05)
        assert mark.exists(), long_run.communicate(timeout=30)
        other = subprocess.run([*unshare, *scriptdeck, "quick", "--args", "{}"], env=env, capture_output=True,
                               text=True, timeout=120, cwd=str(REPO))
        assert other.returncode == 0 and json.loads(other.stdout)["stdout"] == "quick", other.stderr
    finally:
        gate.write_text("")
    out, err = long_run.communicate(timeout=120)
    assert long_run.returncode == 0, err
    assert json.loads(out)["stdout"] == "sibling still here"
