"""SPEC §15 for runs and the host bridge, at real volume and across real processes: 20,000 output lines,
10,000 host calls, hostile socket input, signals to ``tool-call``, exact timeouts, the private host-bin folder."""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.host import client as host_client
from scriptdeck.core.host.server import BIN_DIR_NAME, MAX_REQUEST, HostBinError, HostServer, fallback_bin
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.run.runplan import TEXT_LIMIT, TEXT_MARK
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, alive, default_sigint, make_registry, write_script

LINES = 20_000
HANG = 120  # seconds: only bounds a hang, never asserted as a duration


@pytest.fixture
def h(tmp_path) -> Path:
    root = tmp_path / "h"
    (root / "scripts").mkdir(parents=True)
    (root / "config").mkdir()
    (root / "config" / "settings.json").write_text("{}")
    return root


def add(h: Path, name: str, text: str) -> Path:
    return write_script(h / "scripts" / name, text)


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen:
    # default SIGINT: the signal tests below send it, and the suite may run with SIGINT inherited as ignored
    return subprocess.Popen([sys.executable, "-m", "scriptdeck", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=str(REPO), env={**os.environ, **(env or {})},
                            preexec_fn=default_sigint)


def finish(proc: subprocess.Popen, timeout: float = HANG) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    return proc.returncode, out, err


def wait_for(predicate, timeout: float = 30.0) -> bool:
    """Poll until ``predicate()`` (bounds a hang; the duration is never asserted)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def kill_pids(*pids: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


# -- 20,000 lines in bursts --------------------------------------------------------------------------

BURSTY = f"""#!{sys.executable}
# Description: Prints {LINES} numbered lines in small bursts, flushing each.
# Timeout: 300
import sys, time
for i in range({LINES}):
    print(f"line {{i:05d}} " + "x" * (i % 7), flush=True)
    if i % 97 == 0:
        print(f"err {{i}}", file=sys.stderr, flush=True)
    if i % 50 == 0:
        time.sleep(0.002)
"""


def bursty_lines() -> tuple[str, str]:
    out = "\n".join(f"line {i:05d} " + "x" * (i % 7) for i in range(LINES)) + "\n"
    err = "".join(f"err {i}\n" for i in range(0, LINES, 97))
    return out, err


@pytest.mark.slow
def test_tool_call_survives_20000_lines_in_bursts(runner, h):
    add(h, "bursty.py", BURSTY)
    code, out, err = finish(cli("--home", str(h), "tool-call", "bursty"))
    assert code == 0, f"tool-call exited {code} (134 = abort); stderr: {err[-2000:]}"
    result = json.loads(out)
    full_out, full_err = bursty_lines()
    assert result["stdout"] == full_out.strip()[:TEXT_LIMIT] + TEXT_MARK
    assert result["stderr"] == full_err.strip()
    assert result["truncated"]["stdout"] is True
    assert "Traceback" not in err


@pytest.mark.slow
def test_window_runner_delivers_20000_lines_in_few_emits(h, qtbot):
    add(h, "bursty.py", BURSTY)
    service = RunService(make_registry(Home(h, forced=True)))
    chunks: dict[str, list[str]] = {"stdout": [], "stderr": []}
    try:
        run = service.start("bursty", {})
        run.output.connect(lambda stream, text: chunks[stream].append(text))
        with qtbot.waitSignal(run.done, timeout=HANG * 1000):
            pass
        full_out, full_err = bursty_lines()
        assert "".join(chunks["stdout"]) == full_out, "live stdout lost or reordered something"
        assert "".join(chunks["stderr"]) == full_err, "live stderr lost or reordered something"
        assert run.result.exit_code == 0
        # coalesced: the window gets a handful of emits, not one per line or per read (no clock involved: a
        # bound on the count that one-emit-per-line, or per flushed burst, would break)
        emits = len(chunks["stdout"]) + len(chunks["stderr"])
        assert emits <= LINES // 20, f"{emits} output emits for {LINES} lines"
    finally:
        service.close()


# -- 10,000 host calls against one host ---------------------------------------------------------------

HOST_FLOOD = f"""#!{sys.executable}
# Description: Calls the host 10,000 times (6,000 over 3 kept connections, 4,000 one connection each).
# Capabilities: host.info
# Timeout: 300
import json, os, socket, time
from scriptdeck.core.host.client import encode_request, exchange, request
path, token = os.environ["SCRIPTDECK_HOST_SOCKET"], os.environ["MIYU_HOST_TOKEN"]
line = encode_request("host.info", None, token)
ok = bad = 0
for _ in range(3):
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
        conn.connect(path)
        for _ in range(2000):
            reply = exchange(conn, line, time.monotonic() + 60)
            ok += reply.get("ok") is True
            bad += reply.get("ok") is not True
for _ in range(4000):
    reply = request("host.info", None, token, path, timeout=60)
    ok += reply.get("ok") is True
    bad += reply.get("ok") is not True
print(json.dumps({{"ok": ok, "bad": bad}}))
"""


@pytest.mark.slow
def test_10000_host_calls_through_tool_call(runner, h):
    add(h, "flood.py", HOST_FLOOD)
    code, out, err = finish(cli("--home", str(h), "tool-call", "flood"))
    assert code == 0, f"tool-call exited {code} (134 = abort); stderr: {err[-2000:]}"
    result = json.loads(out)
    assert json.loads(result["stdout"]) == {"ok": 10000, "bad": 0}, result["stderr"][-2000:]
    assert "RuntimeError" not in err


@pytest.mark.slow
def test_10000_host_calls_in_the_window_host(h, qtbot):
    add(h, "flood.py", HOST_FLOOD)
    service = RunService(make_registry(Home(h, forced=True)))
    try:
        run = service.start("flood", {})
        with qtbot.waitSignal(run.done, timeout=300_000):
            pass
        assert json.loads(run.result.stdout) == {"ok": 10000, "bad": 0}, run.result.stderr[-2000:]
        qtbot.waitUntil(lambda: service.host().connections == 0, timeout=10000)
    finally:
        service.close()


@pytest.mark.slow
def test_500_scriptdeck_host_processes(h):
    add(h, "many.sh", "#!/bin/sh\n# Description: 500 host calls as separate processes.\n"
                      "# Capabilities: host.info\n# Timeout: 300\n"
                      'seq 500 | xargs -P 4 -I{} "$MIYU_HOST_BIN" host host.info | grep -c \'"ok": true\'\n')
    code, out, err = finish(cli("--home", str(h), "tool-call", "many"), timeout=400)
    assert code == 0, f"tool-call exited {code}; stderr: {err[-2000:]}"
    assert json.loads(out)["stdout"] == "500"


# -- hostile input on the socket ----------------------------------------------------------------------

@pytest.fixture
def host(tmp_path, qtbot):
    settings_path = tmp_path / "settings.json"
    settings_path.write_text("{}")
    server = HostServer(settings_path, idle_timeout=0.5)
    server.token = server.grant("t", ["host.info"], "default")["MIYU_HOST_TOKEN"]
    yield server
    server.close()


def talk(qtbot, path: str, payload: bytes, *, shut: bool = False) -> bytes:
    """Send ``payload`` from a thread (blocking socket) while the Qt loop serves; the bytes until EOF."""
    box: dict[str, object] = {}

    def worker() -> None:
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
                conn.settimeout(30)
                conn.connect(path)
                try:
                    conn.sendall(payload)
                except OSError:
                    pass  # the host may close a flooding client before it has sent everything
                data = b""
                while True:
                    try:
                        chunk = conn.recv(65536)
                    except ConnectionResetError:
                        break
                    if not chunk:
                        break
                    data += chunk
                    if shut and data.endswith(b"\n"):
                        break
                box["data"] = data
        except Exception as failure:  # noqa: BLE001 - reported below
            box["error"] = failure

    thread = threading.Thread(target=worker, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=30000)
    assert "error" not in box, box.get("error")
    return box["data"]  # type: ignore[return-value]


def replies(data: bytes) -> list[dict]:
    return [json.loads(line) for line in data.splitlines()]


@pytest.mark.parametrize("payload, why", [
    (b"[" * 10000 + b"]" * 10000 + b"\n", "10,000 levels deep"),
    (b'{"token":"x","method":' + b'{"a":' * 5000 + b"1" + b"}" * 5000 + b"}\n", "deep method"),
    (b"\xff\xfe\x00garbage\n", "not UTF-8"),
    (b"NaN\n", "not an object"),
    (b"x" * (MAX_REQUEST + 10) + b"\n", "over the size limit, with a newline"),
    (b"y" * (3 * MAX_REQUEST), "over the size limit, no newline"),
    (b'{"token": "abc', "a partial line, then silence"),
])
def test_every_broken_request_gets_invalid_argument(host, qtbot, payload, why):
    answers = replies(talk(qtbot, host.path, payload))
    assert [a["error"]["code"] for a in answers] == ["invalid_argument"], why


def test_silent_client_is_dropped_after_the_idle_timeout(host, qtbot):
    assert talk(qtbot, host.path, b"") == b""
    qtbot.waitUntil(lambda: host.connections == 0, timeout=10000)


def test_several_requests_on_one_connection_each_get_a_reply(host, qtbot):
    good = json.dumps({"token": host.token, "method": "host.info"}).encode()
    payload = good + b"\n" + b"garbage\n" + good + b"\n" + b'{"token":"%s","method":"\\ud800"}\n' % (
        host.token.encode(),)
    answers = replies(talk(qtbot, host.path, payload, shut=False))
    codes = [a["ok"] if a["ok"] else a["error"]["code"] for a in answers]
    assert codes == [True, "invalid_argument", True, "unknown_method"]


def test_abrupt_disconnects_raise_nothing(host, qtbot):
    """200 clients hang up (half of them mid-line); the host forgets each once and keeps answering
    (the old Qt server raised ``RuntimeError: Internal C++ object (QLocalSocket) already deleted`` here)."""
    done: list[int] = []

    def hang_up() -> None:
        for i in range(200):
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
                conn.connect(host.path)  # blocking: waits while the backlog is full
                if i % 2:
                    conn.sendall(b'{"tok')
            done.append(i)

    thread = threading.Thread(target=hang_up, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=60000)
    assert len(done) == 200
    good = json.dumps({"token": host.token, "method": "host.info"}).encode() + b"\n"
    assert replies(talk(qtbot, host.path, good, shut=True))[0]["ok"] is True
    qtbot.waitUntil(lambda: host.connections == 0, timeout=10000)
    host.close()
    qtbot.wait(50)  # let any late signal of a dying socket run while pytest-qt watches


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=2000).filter(lambda b: b"\n" not in b))
def test_any_bytes_line_gets_exactly_one_json_reply(host, qtbot, junk):
    answers = replies(talk(qtbot, host.path, junk + b"\n", shut=True))
    assert len(answers) == 1
    assert answers[0]["ok"] is False, answers[0]


def test_client_does_not_wait_for_a_host_that_never_answers(tmp_path):
    path = str(tmp_path / "mute.sock")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(5)
    try:
        proc = cli("host", "host.info", env={"SCRIPTDECK_HOST_SOCKET": path, "MIYU_HOST_TOKEN": "x" * 24,
                                             "SCRIPTDECK_HOST_TIMEOUT": "1"})
        code, out, err = finish(proc, timeout=25)  # the old client waited 30 s
        assert code == 1
        reply = json.loads(out)
        assert reply["error"]["code"] == "unavailable"
        assert "did not answer within 1s" in reply["error"]["message"]
    finally:
        listener.close()


@pytest.mark.parametrize("arg, needle", [
    ("[" * 10000 + "]" * 10000, "nested too deeply"),
    ('{"provider_id": NaN}', "not valid JSON"),
    ('{"x": 1e400}', "cannot be sent"),
    (json.dumps({"provider_id": "p" * (MAX_REQUEST + 1)}), "larger than"),
])
def test_client_refuses_unsendable_arguments(arg, needle):
    proc = cli("host", "providers.get", arg, env={"SCRIPTDECK_HOST_SOCKET": "/nonexistent/sock"})
    code, out, err = finish(proc, timeout=60)
    reply = json.loads(out)
    assert (code, reply["error"]["code"]) == (1, "invalid_argument"), err
    assert needle in reply["error"]["message"]


def test_client_timeout_setting_is_bounded(monkeypatch):
    monkeypatch.setenv(host_client.TIMEOUT_ENV, "1e9")
    assert host_client.timeout_seconds() == 300.0
    monkeypatch.setenv(host_client.TIMEOUT_ENV, "nan")
    assert host_client.timeout_seconds() == host_client.TIMEOUT


# -- signals to tool-call ------------------------------------------------------------------------------

def sleeper(h: Path, tmp_path: Path, *, ignore_term: bool) -> Path:
    marks = tmp_path / "marks"
    marks.mkdir()
    trap = "trap '' TERM\n" if ignore_term else ""
    add(h, "sleeper.sh", "#!/bin/sh\n# Description: Sleeps with a grandchild.\n# Capabilities: host.info\n"
                         f"# Timeout: 300\n{trap}sleep 300 &\necho $! > {marks}/grandchild\n"
                         f'echo "$SCRIPTDECK_HOST_SOCKET" > {marks}/socket\necho $$ > {marks}/script\nsleep 300\n')
    return marks


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
@pytest.mark.parametrize("ignore_term", [False, True])
def test_signal_stops_tool_call_and_its_tree(runner, h, tmp_path, sig, ignore_term):
    marks = sleeper(h, tmp_path, ignore_term=ignore_term)
    proc = cli("--home", str(h), "tool-call", "sleeper")
    pids: list[int] = []
    try:
        assert wait_for(lambda: (marks / "script").exists() and (marks / "script").read_text().strip(), 60), \
            proc.stderr.read() if proc.poll() is not None else "the script never started"
        pids = [int((marks / name).read_text()) for name in ("script", "grandchild")]
        socket_dir = Path((marks / "socket").read_text().strip()).parent
        assert socket_dir.is_dir()
        proc.send_signal(sig)
        code, out, err = finish(proc, timeout=60)
        assert code == 5, err
        result = json.loads(out)
        assert result["success"] is False
        assert result["timed_out"] is False
        for pid in pids:
            assert wait_for(lambda p=pid: not alive(p), 30), f"pid {pid} outlived the stopped run"
        assert not socket_dir.exists()
        assert "Traceback" not in err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
        kill_pids(*pids)


# -- timeouts are never early ------------------------------------------------------------------------

@pytest.mark.parametrize("seconds", [1, 2])
def test_timeout_never_fires_early(runner, h, seconds):
    add(h, f"late{seconds}.sh", f"#!/bin/sh\n# Description: Sleeps past its timeout.\n# Timeout: {seconds}\nsleep 60\n")
    code, out, err = finish(cli("--home", str(h), "tool-call", f"late{seconds}"))
    result = json.loads(out)
    assert (code, result["timed_out"]) == (4, True), err
    assert result["duration_ms"] >= seconds * 1000


def test_runner_timers_are_precise(h, qtbot):
    from PySide6.QtCore import Qt, QTimer

    add(h, "quick.sh", "#!/bin/sh\n# Description: D.\necho hi\n")
    service = RunService(make_registry(Home(h, forced=True)))
    try:
        run = service.start("quick", {})
        assert run._timeout.timerType() == Qt.TimerType.PreciseTimer
        assert run._grace.timerType() == Qt.TimerType.PreciseTimer
        assert all(t.timerType() != Qt.TimerType.VeryCoarseTimer for t in run.findChildren(QTimer))
        with qtbot.waitSignal(run.done, timeout=30000):
            pass
    finally:
        service.close()


# -- the host bin fallback lives in a private folder -----------------------------------------------

def test_planted_wrapper_in_a_world_writable_folder_is_not_used(tmp_path):
    runtime = tmp_path / "runtime"
    planted_dir = runtime / BIN_DIR_NAME
    planted_dir.mkdir(parents=True)
    planted = planted_dir / "scriptdeck"
    planted.write_text("#!/bin/sh\necho planted\n")
    planted.chmod(0o755)
    planted_dir.chmod(0o777)
    state = tmp_path / "state"
    found = Path(fallback_bin([runtime, state]))
    assert found.parent == state / BIN_DIR_NAME
    assert stat.S_IMODE(found.parent.stat().st_mode) == 0o700
    assert planted.read_text() == "#!/bin/sh\necho planted\n"
    done = subprocess.run([str(found), "host", "host.info"], capture_output=True, text=True, timeout=60,
                          env={k: v for k, v in os.environ.items() if k != "SCRIPTDECK_HOST_SOCKET"})
    assert json.loads(done.stdout)["error"]["code"] == "unavailable"


def test_symlinked_or_group_writable_folders_are_refused(tmp_path):
    target = tmp_path / "elsewhere"
    target.mkdir(mode=0o700)
    linked = tmp_path / "linked"
    linked.mkdir()
    (linked / BIN_DIR_NAME).symlink_to(target)
    group = tmp_path / "group"
    (group / BIN_DIR_NAME).mkdir(parents=True)
    (group / BIN_DIR_NAME).chmod(0o770)
    with pytest.raises(HostBinError, match="no private folder"):
        fallback_bin([linked, group])
    assert list(target.iterdir()) == []


def test_planted_file_in_our_folder_is_replaced(tmp_path):
    folder = tmp_path / "base" / BIN_DIR_NAME
    folder.mkdir(parents=True, mode=0o700)
    (folder / "scriptdeck").write_text("#!/bin/sh\necho planted\n")
    (folder / "scriptdeck").chmod(0o777)
    found = Path(fallback_bin([tmp_path / "base"]))
    assert "planted" not in found.read_text()
    assert stat.S_IMODE(found.stat().st_mode) & 0o022 == 0


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to plant a folder owned by someone else")
def test_folder_owned_by_someone_else_is_refused(tmp_path):
    other = tmp_path / "other"
    (other / BIN_DIR_NAME).mkdir(parents=True, mode=0o700)
    os.chown(other / BIN_DIR_NAME, 65534, 65534)
    mine = tmp_path / "mine"
    assert Path(fallback_bin([other, mine])).parent == mine / BIN_DIR_NAME


def test_ctrl_c_before_a_run_is_a_quiet_exit(h, monkeypatch, capsys):
    from scriptdeck.core import cli
    from scriptdeck.core.cli import listing

    def interrupted(*_args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(listing, "run", interrupted)
    assert cli.main(["--home", str(h), "list"]) == 130
    assert "Traceback" not in capsys.readouterr().err


def test_no_private_host_bin_folder_is_a_clear_refusal(h, monkeypatch, capsys):
    """tool-call with a granted tool when no folder can hold the host bin: one JSON error, exit 5."""
    from scriptdeck.core import cli
    from scriptdeck.core.host import server as server_module

    add(h, "granted.sh", "#!/bin/sh\n# Description: D.\n# Capabilities: host.info\necho hi\n")

    def nowhere(_state_dir: object = None) -> str:
        raise HostBinError("no private folder for the scriptdeck host wrapper (tried /x)")

    monkeypatch.setattr(server_module, "host_bin", nowhere)
    assert cli.main(["--home", str(h), "tool-call", "granted"]) == 5
    reply = json.loads(capsys.readouterr().out)
    assert "no private folder" in reply["error"]
