"""Portable seams (issue 36): every ``core`` module imports and the read-only commands answer where ``fcntl``,
``resource``, ``termios`` and ``/proc`` do not exist; a run is refused with "not supported on this platform" where a
seam has no implementation; the sweep of pinned-run folders never removes a live process's folder without ``/proc``;
no POSIX-only call outside ``core/platform`` (docs/portability.md)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import HAS_TOKENIZER, REPO, make_registry, write_script

#: run first in a child: the three modules raise ImportError, and /proc is absent (exists() false, opening,
#: listing or stat-ing anything below it raises FileNotFoundError), as on macOS (no /proc) and Windows
HIDE_POSIX = r'''
import builtins, importlib.util, io, os, sys


BLOCKED = ("fcntl", "resource", "termios")


class NoPosixModules:
    """A meta path finder: the modules Windows lacks cannot be imported."""

    def find_spec(self, name, path=None, target=None):
        if name in BLOCKED or name.split(".")[0] in BLOCKED:
            raise ImportError(f"No module named {name!r} (hidden by the portability test)")
        return None


for _name in BLOCKED:
    sys.modules.pop(_name, None)
sys.meta_path.insert(0, NoPosixModules())


def _proc(path):
    if isinstance(path, int):
        return False
    try:
        text = os.fsdecode(path)
    except TypeError:
        return False
    text = os.path.normpath(text) if text else text
    return text == "/proc" or text.startswith("/proc/")


def _hidden(path):
    raise FileNotFoundError(2, "No such file or directory (hidden by the portability test)", os.fsdecode(path))


def _wrap(function, keep=None):
    def wrapper(path, *args, **kwargs):
        if _proc(path):
            if keep is not None:
                return keep
            _hidden(path)
        return function(path, *args, **kwargs)
    return wrapper


os.path.exists = _wrap(os.path.exists, keep=False)
os.path.lexists = _wrap(os.path.lexists, keep=False)
os.path.isdir = _wrap(os.path.isdir, keep=False)
os.path.isfile = _wrap(os.path.isfile, keep=False)
builtins.open = io.open = _wrap(builtins.open)
os.open = _wrap(os.open)
os.listdir = _wrap(os.listdir)
os.scandir = _wrap(os.scandir)
os.stat = _wrap(os.stat)
os.lstat = _wrap(os.lstat)
assert not os.path.exists("/proc") and not os.path.exists(f"/proc/{os.getpid()}")
'''

#: then every core module is imported, and the command line (argv) is run; SIMULATE_PLATFORM pretends to be
#: another system once everything is imported (what a run's refusal depends on is decided when it is asked)
CHILD = HIDE_POSIX + r'''
import importlib, pkgutil
import scriptdeck.core as core

failed = []
for module in pkgutil.walk_packages(core.__path__, "scriptdeck.core."):
    try:
        importlib.import_module(module.name)
    except Exception as error:  # noqa: BLE001 - each failure is reported by name
        failed.append(f"{module.name}: {type(error).__name__}: {error}")
if failed:
    print(json.dumps({"import_failures": failed}))
    sys.exit(99)
for name in BLOCKED:
    assert name not in sys.modules, f"{name} was imported"
if os.environ.get("SIMULATE_PLATFORM"):
    sys.platform = os.environ["SIMULATE_PLATFORM"]
    for flag in ("O_BINARY", "O_NOINHERIT"):  # Windows-only open flags; 0 adds nothing to this Linux open
        setattr(os, flag, getattr(os, flag, 0))
from scriptdeck.gui.launcher import main
sys.exit(main(sys.argv[1:]))
'''.replace("import importlib, pkgutil", "import importlib, json, pkgutil")


def run_hidden(*args: str, platform: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if platform:
        env["SIMULATE_PLATFORM"] = platform
    return subprocess.run([sys.executable, "-c", CHILD, *args], capture_output=True, text=True, timeout=120,
                          cwd=str(REPO), env=env)


def last_json(done: subprocess.CompletedProcess[str]) -> dict:
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert lines, f"no output; stderr: {done.stderr}"
    return json.loads(lines[-1])


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "h"
    write_script(home / "scripts" / "hello.sh", "#!/bin/sh\n# Description: Say hello.\necho hello\n")
    return home


def test_every_core_module_imports_and_the_read_commands_answer_without_posix_modules_or_proc(deck: Path):
    done = run_hidden("--home", str(deck), "list", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "hello" in [row["id"] for row in last_json(done)["registered"]]
    done = run_hidden("--home", str(deck), "show", "hello", "--json")
    assert done.returncode == 0, done.stderr
    assert last_json(done)["description"] == "Say hello."
    done = run_hidden("--home", str(deck), "lint", "--json")
    assert done.returncode == 0, done.stderr
    assert last_json(done)["ok"] is True
    done = run_hidden("--home", str(deck), "--lang", "en", "cost", "--json")
    assert "Traceback" not in done.stderr and "unexpected" not in done.stderr, done.stderr
    if HAS_TOKENIZER:
        assert done.returncode == 0, done.stderr
    else:  # Python 3.10: no tokenizer wheel; cost says how to add it
        assert "toktok" in done.stdout + done.stderr, done.stdout + done.stderr


def test_a_write_that_needs_a_lock_is_refused_cleanly_without_fcntl(deck: Path, tmp_path: Path):
    source = write_script(tmp_path / "other.sh", "#!/bin/sh\n# Description: Other.\necho\n")
    done = run_hidden("--home", str(deck), "--lang", "en", "tool-call", "manage_script", "--args",
                      json.dumps({"action": "register", "path": str(source), "scope": "global"}))
    answer = last_json(done)
    assert answer["ok"] is False and done.returncode != 0
    assert "not supported on this platform" in answer["error"], answer
    assert "Traceback" not in done.stderr
    assert not (deck / "scripts" / "other.sh").exists(), "nothing was written"


def test_a_run_is_refused_where_the_process_seam_has_no_implementation(deck: Path):
    done = run_hidden("--home", str(deck), "tool-call", "hello", "--args", "{}", platform="win32")
    answer = last_json(done)
    assert answer["ok"] is False and done.returncode != 0, answer
    assert "not supported on this platform" in answer["error"], answer
    assert "hello" not in answer.get("stdout", ""), "nothing was run"
    assert "Traceback" not in done.stderr


def test_the_same_run_goes_ahead_on_linux_with_proc_and_fcntl_hidden(deck: Path):
    done = run_hidden("--home", str(deck), "tool-call", "hello", "--args", "{}")
    answer = last_json(done)
    assert answer["success"] is True, answer
    assert answer["stdout"].strip() == "hello"


def test_the_refusal_is_said_in_the_users_language():
    from scriptdeck.core.platform import NotSupported, process
    from scriptdeck.core.run.runplan import PlatformRefused, RunRefused

    refusal = PlatformRefused(NotSupported(process.RUNS))
    assert isinstance(refusal, RunRefused)  # every run path already answers a RunRefused cleanly
    error, fix = refusal.message("zh_CN")
    assert error == "此平台（" + sys.platform + "）不支持运行工具（每次运行一个进程树）", error
    assert fix and fix != refusal.fix
    assert refusal.message("en")[0].endswith("is not supported on this platform (" + sys.platform + ")")


def test_a_plan_names_no_command_where_scripts_cannot_be_run_by_their_shebang(home, monkeypatch):
    from scriptdeck.core.run.runplan import PlatformRefused, build_plan

    write_script(home.global_dir / "hello.sh", "#!/bin/sh\n# Description: Say hello.\necho hello\n")
    tool = make_registry(home).find("hello")
    assert tool is not None
    plan = build_plan(tool, {}, cache_dir=home.cache_dir)
    assert (plan.program, plan.arguments) == (str(tool.path), [])  # Linux: the kernel reads the shebang
    monkeypatch.setattr(sys, "platform", "win32")
    with pytest.raises(PlatformRefused, match="not supported on this platform"):
        build_plan(tool, {}, cache_dir=home.cache_dir)


SWEEP = HIDE_POSIX + r'''
from pathlib import Path
from scriptdeck.core.run import sandbox

base = Path(sys.argv[1])
sandbox._sweep_private(base)
print(sorted(os.listdir(base)))
'''


HOLD = r"""
import sys
from scriptdeck.core.platform import locks
fd = locks.hold_in_use(sys.argv[1])
print("held", flush=True)
sys.stdin.read()
"""


def test_the_sweep_keeps_the_folders_of_live_runs_when_proc_is_hidden(tmp_path: Path):
    """Liveness is the lock a run holds in its folder (SPEC §31), so a hidden /proc changes nothing."""
    from scriptdeck.core.platform import locks

    base = tmp_path / "pinned-runs"
    base.mkdir()
    for name in ("run-live", "run-ended"):
        (base / name).mkdir()
        (base / name / "script").write_text("echo\n")
    (base / "run-ended" / locks.IN_USE_FILE).write_text("")  # its run ended: nobody holds the lock
    live = subprocess.Popen([sys.executable, "-c", HOLD, str(base / "run-live")], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, cwd=str(REPO))
    try:
        assert live.stdout.readline().strip() == "held"  # type: ignore[union-attr]
        hidden = subprocess.run([sys.executable, "-c", SWEEP, str(base)], capture_output=True, text=True,
                                timeout=60, cwd=str(REPO))  # no fcntl: nothing can be told, nothing is removed
        assert hidden.returncode == 0, hidden.stderr
        assert set(json.loads(hidden.stdout.strip().replace("'", '"'))) == {"run-live", "run-ended"}
        sweep = SWEEP.replace('BLOCKED = ("fcntl", ', "BLOCKED = (")  # locks work; /proc still unread
        done = subprocess.run([sys.executable, "-c", sweep, str(base)], capture_output=True, text=True,
                              timeout=60, cwd=str(REPO))
        assert done.returncode == 0, done.stderr
        kept = set(json.loads(done.stdout.strip().replace("'", '"')))
        assert kept == {"run-live"}, "the live one kept, the ended one removed"
        assert (base / "run-live" / "script").read_text() == "echo\n"
    finally:
        live.stdin.close()  # type: ignore[union-attr]
        live.wait(timeout=30)


def test_liveness_is_asked_of_the_system_not_read_from_proc():
    from scriptdeck.core.platform import process

    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    assert process.alive(os.getpid())
    assert process.alive(1)  # somebody's (not ours to signal): alive all the same
    assert not process.alive(child.pid)
    assert not process.alive(0) and not process.alive(-1)


# -- no POSIX-only call outside core/platform ---------------------------------------------------------------

FORBIDDEN = re.compile(r"os\.killpg|\bfcntl\b|/proc\b|os\.O_(?:NOFOLLOW|CLOEXEC|NONBLOCK|DIRECTORY|NOCTTY)|os\.getuid\(|os\.pidfd_open|os\.WNOHANG|"
                       r"signal\.SIG(?:KILL|HUP|XCPU|BUS|CHLD|USR1|USR2|QUIT|PIPE)\b|socket\.AF_UNIX")


def test_no_posix_only_call_outside_core_platform():
    found: list[str] = []
    for top in ("core", "gui"):
        for path in sorted((REPO / top).rglob("*.py")):
            relative = path.relative_to(REPO).as_posix()
            if relative.startswith("core/platform/"):
                continue
            hits = [f"{relative}:{number}: {line.strip()}"
                    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                    if FORBIDDEN.search(line)]
            found += hits
    assert found == []


def test_the_scan_above_catches_what_it_forbids():
    for line in ("os.killpg(pgid, sig)", "import fcntl", 'open("/proc/self/stat")', "os.O_NOFOLLOW",
                 "signal.SIGKILL", "os.getuid()", "socket.AF_UNIX"):
        assert FORBIDDEN.search(line), line
    for line in ("process.signal_tree(pgid, force=True)", "files.read_flags()", "signal.SIGINT", "procedure"):
        assert not FORBIDDEN.search(line), line


# -- type checks against the other systems ------------------------------------------------------------------


@pytest.mark.slow
def test_core_type_checks_for_macos_and_windows():
    """``.ci/typecheck_platforms``: mypy with ``--platform darwin`` and ``--platform win32`` finds no POSIX-only
    name in core."""
    done = subprocess.run([sys.executable, str(REPO / ".ci" / "typecheck_platforms")], capture_output=True, text=True,
                          timeout=600, cwd=str(REPO))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "darwin: ok" in done.stdout and "win32: ok" in done.stdout
