"""Run limits a tool cannot disarm (SPEC §17), with real processes through ``scriptdeck tool-call``.

Resource limits (memory, CPU, processes) hold everywhere; the isolation tests need bubblewrap that can create
namespaces here and are skipped, with the reason, where it cannot. Every process a test starts carries the suite's
marker and is killed at teardown (tests/conftest.py) even when the test fails.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from scriptdeck.core.run import sandbox
from scriptdeck.core.run.sandbox import Profile, SandboxError, SandboxStore

from tests.conftest import REPO, alive, cli_json, marked_processes, run_cli, write_script

#: bubblewrap, prlimit, process groups and the proc filesystem (docs/portability.md)
pytestmark = pytest.mark.linux_only

HANG = 60  # seconds; only bounds a hang
ISOLATION, WHY_NOT = sandbox.isolation_status()
needs_isolation = pytest.mark.skipif(not ISOLATION, reason=f"bubblewrap cannot isolate here: {WHY_NOT}")


def make_tool(home: Path, name: str, body: str, *, header: str = "", shebang: str = "#!/bin/sh") -> str:
    tool_id = name.split(".")[0]
    write_script(home / "scripts" / name, f"{shebang}\n# Description: Sandbox test tool.\n# Timeout: 60\n{header}{body}")
    return tool_id


def call(home: Path, tool_id: str, args: dict | None = None) -> tuple[int, dict]:
    return cli_json("--home", str(home), "tool-call", tool_id, "--args", json.dumps(args or {}), timeout=HANG * 2)


def set_limits(home: Path, *words: str) -> dict:
    code, shown = cli_json("--home", str(home), "sandbox", *words, "--json")
    assert code == 0, shown
    return shown


def wait_gone(pids: list[int]) -> list[int]:
    deadline = time.monotonic() + HANG  # bounds a hang only
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    return [p for p in pids if alive(p)]


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


# -- settings -----------------------------------------------------------------------------------------------


def test_profiles_layer_default_external_and_tool(tmp_path: Path):
    store = SandboxStore(tmp_path / "state")
    store.update(None, {"memory_mb": 512, "network": "allow"})
    store.update("t", {"cpu_seconds": 5})
    assert store.profile("t") == Profile(memory_mb=512, cpu_seconds=5)
    assert store.profile("x", "external") == Profile(memory_mb=512, network="deny", files="read-only"), \
        "external tools default to no network and a read-only file system whatever the default profile says"
    store.update("x", {"network": "allow"})
    assert store.profile("x", "external").network == "allow", "the tool's own setting wins"
    store.update("t", {"cpu_seconds": 0})
    assert store.profile("t").cpu_seconds is None, "0 means no limit"
    assert (tmp_path / "state" / "sandbox.json").stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("name,value", [("memory_mb", -1), ("memory_mb", 1 << 40), ("cpu_seconds", True),
                                        ("processes", "5"), ("network", "maybe"), ("files", "rw"), ("color", 1)])
def test_bad_values_are_refused_naming_the_field(tmp_path: Path, name: str, value: object):
    with pytest.raises(SandboxError, match=name.split("_")[0] if name != "color" else "unknown"):
        SandboxStore(tmp_path).update("t", {name: value})


def test_hand_edited_garbage_is_ignored(tmp_path: Path):
    (tmp_path / "sandbox.json").write_text('{"default": {"memory_mb": "lots", "network": "deny"}, "tools": [1]}')
    assert SandboxStore(tmp_path).profile("t") == Profile(network="deny")


def test_cli_sandbox_shows_sets_and_resets(deck: Path):
    tool_id = make_tool(deck, "t.sh", "exit 0\n")
    shown = set_limits(deck, tool_id, "--memory", "300", "--network", "deny")
    assert shown["profile"]["memory_mb"] == 300
    assert shown["set"] == {"memory_mb": 300, "network": "deny"}
    assert set_limits(deck, tool_id, "--reset")["set"] == {}
    assert set_limits(deck, "--default", "--cpu", "7")["profile"]["cpu_seconds"] == 7
    bad = run_cli("--home", str(deck), "sandbox", tool_id, "--files", "rw")
    assert bad.returncode == 2, bad.stderr
    both = run_cli("--home", str(deck), "sandbox", tool_id, "--default")
    assert both.returncode == 2, both.stderr
    assert "Traceback" not in both.stderr
    code, unknown = cli_json("--home", str(deck), "sandbox", "nope")
    assert code == 3, unknown


def test_sandbox_settings_stay_out_of_index_json(deck: Path):
    tool_id = make_tool(deck, "t.sh", "exit 0\n")
    set_limits(deck, tool_id, "--memory", "300")
    assert not (deck / "scripts" / "index.json").exists(), "limits live in ScriptDeck's state, not index.json"
    assert (deck / "state" / "sandbox.json").is_file()


# -- resource limits ----------------------------------------------------------------------------------------


@pytest.mark.slow
def test_memory_limit_stops_a_1gib_allocation(deck: Path):
    tool_id = make_tool(deck, "hog.py", "data = bytearray(1 << 30)\nprint('allocated', len(data))\n",
                        shebang=f"#!{sys.executable}")
    set_limits(deck, tool_id, "--memory", "256")
    code, result = call(deck, tool_id)
    assert "allocated" not in result["stdout"], result
    assert result.get("limit") == "memory", result
    assert "memory limit (256 MB" in result["error"]
    assert code == 1


@pytest.mark.slow
def test_cpu_spinner_stops_at_its_cpu_limit(deck: Path):
    tool_id = make_tool(deck, "spin.sh", "while :; do :; done\n")
    set_limits(deck, tool_id, "--cpu", "1")
    code, result = call(deck, tool_id)
    assert result["timed_out"] is False, "the CPU limit stopped it, not the 60 s timeout"
    assert result.get("limit") == "cpu", result
    assert "CPU limit (1 s" in result["error"]
    assert result["exit_code"] is None, "killed by a signal"
    assert code == 5


FORK_LOOP = """import os, sys, time
count = 0
for _ in range(200):
    if os.fork() == 0:
        time.sleep(30)
        os._exit(0)
    count += 1
    print(count, flush=True)
"""


def _as_nobody_home() -> tuple[Path, list[str]]:
    """As root the kernel ignores RLIMIT_NPROC, so the test runs ScriptDeck as uid 65534 (setpriv)."""
    base = Path(tempfile.mkdtemp(prefix="scriptdeck-nproc-"))
    home = base / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    for path in (base, *base.rglob("*")):
        os.chown(path, 65534, 65534)
    return home, [shutil.which("setpriv") or "setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"]


SYSTEM_PYTHON = "/usr/bin/python3"


@pytest.mark.slow
@pytest.mark.skipif(os.getuid() == 0 and (shutil.which("setpriv") is None or not os.path.exists(SYSTEM_PYTHON)),
                    reason="as root RLIMIT_NPROC is not enforced, and setpriv or /usr/bin/python3 is missing to run "
                           "the test as another user")
def test_fork_loop_is_bounded_by_the_process_limit(deck: Path):
    prefix: list[str] = []
    home = deck
    if os.getuid() == 0:
        home, prefix = _as_nobody_home()
        probe = subprocess.run([*prefix, sys.executable, "-c", "import scriptdeck.core.cli"], capture_output=True,
                               text=True, timeout=60, cwd=str(home))
        if probe.returncode != 0:
            shutil.rmtree(home.parent, ignore_errors=True)
            pytest.skip("as root RLIMIT_NPROC is not enforced, and uid 65534 cannot run this checkout's ScriptDeck "
                        f"(a folder above it is private): {probe.stderr.strip().splitlines()[-1:]}")
    try:
        write_script(home / "scripts" / "forker.py",
                     f"#!{SYSTEM_PYTHON if prefix else sys.executable}\n# Description: Fork loop.\n# Timeout: 60\n{FORK_LOOP}")
        if prefix:
            os.chown(home / "scripts" / "forker.py", 65534, 65534)
        env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "xdg")}
        setting = subprocess.run([*prefix, sys.executable, "-m", "scriptdeck", "--home", str(home), "sandbox",
                                  "forker", "--processes", "20"], capture_output=True, text=True, env=env,
                                 cwd=str(REPO), timeout=HANG)
        assert setting.returncode == 0, setting.stderr
        done = subprocess.run([*prefix, sys.executable, "-m", "scriptdeck", "--home", str(home), "tool-call",
                               "forker"], capture_output=True, text=True, env=env, cwd=str(REPO), timeout=HANG * 2)
        result = json.loads(done.stdout.strip().splitlines()[-1])
        forked = [int(line) for line in result["stdout"].split()]
        assert forked, result
        # the tool's tree is bounded near the limit (the count without a user namespace is approximate: ±1)
        assert max(forked) <= 20, f"forked {max(forked)} children under a limit of 20 processes"
        assert result.get("limit") == "processes", result
    finally:
        if prefix:
            shutil.rmtree(home.parent, ignore_errors=True)


# -- nothing outlives its run -------------------------------------------------------------------------------


@pytest.mark.slow
def test_background_child_is_gone_after_a_successful_run(deck: Path):
    pidfile = deck / "child.pid"
    tool_id = make_tool(deck, "bg.sh", f"(sleep 777 & echo $! > {pidfile}; wait) >/dev/null 2>&1 &\n"
                                        f"while [ ! -s {pidfile} ]; do sleep 0.01; done\necho started\n")
    code, result = call(deck, tool_id)
    assert (code, result["stdout"]) == (0, "started"), result
    child = int(pidfile.read_text())
    assert wait_gone([child]) == [], "(sleep 777) & outlived its run"


@pytest.mark.slow
def test_background_child_is_ended_while_scriptdeck_keeps_running(deck: Path):
    """The window and the MCP server keep running after a run: leftovers get SIGTERM at once."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from scriptdeck.core.model.registry import Registry
    from scriptdeck.core.run.run_service import RunService
    from scriptdeck.core.store.paths import Home

    pidfile = deck / "child.pid"
    tool_id = make_tool(deck, "bg.sh", f"sleep 777 >/dev/null 2>&1 &\necho $! > {pidfile}\n")
    app = QCoreApplication.instance() or QCoreApplication([])
    registry = Registry(Home(deck, forced=True), pi_layers=[])
    registry.scan()
    service = RunService(registry)
    try:
        run = service.start(tool_id, {})
        loop = QEventLoop()
        run.done.connect(loop.quit)
        QTimer.singleShot(HANG * 1000, loop.quit)  # bounds a hang only
        if run.result is None:
            loop.exec()
        assert run.result is not None, "the run finished"
        assert run.result.success, run.result
        child = int(pidfile.read_text())
        deadline = time.monotonic() + HANG
        while alive(child) and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.05)
        assert not alive(child), "the background child outlived its run"
    finally:
        service.close()


# -- isolation ----------------------------------------------------------------------------------------------


@pytest.fixture
def listener() -> int:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    yield server.getsockname()[1]
    server.close()


CONNECT = """import socket, sys
try:
    socket.create_connection(("127.0.0.1", int(sys.argv[1].split("=")[1])), timeout=5).close()
    print("connected")
except OSError as error:
    print("failed", error.errno)
"""


@needs_isolation
def test_network_deny_blocks_a_local_tcp_connect(deck: Path, listener: int):
    tool_id = make_tool(deck, "net.py", CONNECT, header="# Argv: flags\n", shebang=f"#!{sys.executable}")
    assert call(deck, tool_id, {"port": listener})[1]["stdout"] == "connected", "allowed by default"
    set_limits(deck, tool_id, "--network", "deny")
    code, result = call(deck, tool_id, {"port": listener})
    assert result["stdout"].startswith("failed"), result


@needs_isolation
def test_read_only_files_refuse_writes_outside_the_allowed_folders(deck: Path, tmp_path: Path):
    outside = deck / "scripts" / "outside.txt"  # the tool's own folder: real, and not an allowed one
    private = Path("/tmp") / f"scriptdeck-private-{os.getpid()}-{tmp_path.name}.txt"
    tool_id = make_tool(deck, "w.sh", f'echo x > {outside} && echo wrote-outside\n'
                                      'echo y > "$MIYU_SCRIPT_CACHE_DIR/inside.txt" && echo wrote-cache\n'
                                      f'echo z > {private} && echo wrote-tmp\n')
    set_limits(deck, tool_id, "--files", "read-only")
    code, result = call(deck, tool_id)
    assert not outside.exists(), "a write outside the allowed folders went through"
    assert "wrote-outside" not in result["stdout"], result
    assert "wrote-cache" in result["stdout"], result
    assert "wrote-tmp" in result["stdout"], "a private /tmp stays writable"
    assert not private.exists(), "the tool's /tmp is private"


@needs_isolation
@pytest.mark.slow
def test_setsid_escapee_is_gone_when_an_isolated_run_ends(deck: Path, _reap_processes: str):
    tool_id = make_tool(deck, "esc.sh", "setsid sleep 7771 >/dev/null 2>&1 < /dev/null &\nsleep 0.2\necho left\n")
    set_limits(deck, tool_id, "--network", "deny")
    code, result = call(deck, tool_id)
    assert result["stdout"] == "left", result

    def escapees() -> list[int]:
        found = []
        for pid in marked_processes(_reap_processes):
            try:
                if b"7771" in Path(f"/proc/{pid}/cmdline").read_bytes():
                    found.append(pid)
            except OSError:
                continue
        return found

    assert wait_gone(escapees()) == [], "a setsid child outlived its isolated run"
    assert escapees() == []


SNOOP = """#!/bin/sh
# Description: Try to read other processes' environment.
# Trust: external
found=none
for f in /proc/[0-9]*/environ; do
  if tr '\\0' '\\n' < "$f" 2>/dev/null | grep -q "^MIYU_HOST_TOKEN=stolen-"; then found=stolen; fi
done
echo "$found $(ls -d /proc/[0-9]* | wc -l)"
"""


@needs_isolation
def test_external_tool_cannot_read_another_runs_environment(deck: Path):
    victim = subprocess.Popen(["sleep", "300"], env={**os.environ, "MIYU_HOST_TOKEN": "stolen-abcdef"})
    try:
        write_script(deck / "scripts" / "snoop.sh", SNOOP)
        code, result = call(deck, "snoop")
        found, visible = result["stdout"].split()
        assert found == "none", "an external tool read another process's host token"
        assert int(visible) < 10, f"an external tool sees {visible} processes outside its namespace"
    finally:
        victim.kill()
        victim.wait(timeout=HANG)


def test_isolation_required_but_unavailable_is_refused(deck: Path, monkeypatch: pytest.MonkeyPatch):
    """Without bubblewrap a run that needs isolation is refused with the install hint, never run unconfined."""
    marker = deck / "ran"
    write_script(deck / "scripts" / "ext.sh", f"#!/bin/sh\n# Description: External.\n# Trust: external\ntouch {marker}\n")
    bare = deck / "bin"
    bare.mkdir()
    for name in ("sh", "env", "touch", "prlimit"):
        found = shutil.which(name)
        if found:
            (bare / name).symlink_to(found)
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(deck), "tool-call", "ext"],
                          capture_output=True, text=True, cwd=str(REPO), timeout=HANG,
                          env={**os.environ, "PATH": str(bare)})
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    assert done.returncode == 3, answer
    assert "bubblewrap" in answer["fix"]
    assert not marker.exists(), "the tool ran unconfined"
    # the owner default profile needs no isolation: it still runs without bwrap
    write_script(deck / "scripts" / "own.sh", "#!/bin/sh\n# Description: Owner.\necho fine\n")
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(deck), "tool-call", "own"],
                          capture_output=True, text=True, cwd=str(REPO), timeout=HANG,
                          env={**os.environ, "PATH": str(bare)})
    assert done.returncode == 0, done.stdout + done.stderr


def test_timeout_reports_limit_timeout(deck: Path):
    write_script(deck / "scripts" / "slow.sh", "#!/bin/sh\n# Description: Slow.\n# Timeout: 1\nsleep 30\n")
    code, result = call(deck, "slow")
    assert (code, result.get("limit")) == (4, "timeout"), result


@needs_isolation
def test_isolated_owner_tool_still_reaches_the_host_bridge(deck: Path):
    """The host socket is reached by path, so a granted capability works under network deny and read-only files."""
    write_script(deck / "scripts" / "h.sh", '#!/bin/sh\n# Description: Host.\n# Capabilities: host.info\n'
                                            '"$MIYU_HOST_BIN" host host.info\n')
    set_limits(deck, "h", "--network", "deny", "--files", "read-only")
    code, result = call(deck, "h")
    assert json.loads(result["stdout"])["ok"] is True, result


PTRACER = """#!/usr/bin/env python3
# Description: Try to stop the run's init with ptrace.
# Trust: external
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
attached = libc.ptrace(16, 1, 0, 0)  # PTRACE_ATTACH to pid 1 of the run's namespace: bubblewrap's init
print(attached, os.strerror(ctypes.get_errno()) if attached else "attached")
"""


@needs_isolation
def test_an_isolated_tool_cannot_ptrace_the_runs_init(deck: Path):
    """Issue 41: ptrace is refused in the isolated profile, so the run ends normally (never held to its timeout)."""
    write_script(deck / "scripts" / "ptracer.py", PTRACER)
    code, result = call(deck, "ptracer")
    assert result["stdout"] == "-1 Operation not permitted", result
    assert result["success"] is True and not result["timed_out"]
