"""``scriptdeck doctor``, second round (SPEC §26, issue 33): the display, a read-only home, each missing tool,
``QT_QPA_PLATFORM`` lists, GLib, the user-namespace switch this kernel has, every label translated, and fixes that
name Debian packages that exist."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from scriptdeck.core.platform import isolation
from scriptdeck.core.run import doctor, doctor_check, doctor_tools
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, cli_json, run_cli
from tests.run.test_doctor import CAN_UNSHARE, _path_without, checks_of, in_namespace

NO_DISPLAY = {"DISPLAY": "", "WAYLAND_DISPLAY": "", "QT_QPA_PLATFORM": ""}


def doctor_env(**given: str) -> dict[str, str]:
    """The test's environment without any display variable, plus ``given``."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM",
                                                                "XDG_SESSION_TYPE")}
    return {**env, **given}


def doctor_json(home: Home, env: dict[str, str]) -> tuple[int, dict]:
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(home.root), "doctor", "--json"],
                          capture_output=True, text=True, timeout=120, cwd=str(REPO), env=env)
    return done.returncode, json.loads(done.stdout)


def free_display_number() -> int:
    for number in range(990, 1100):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            return number
    raise AssertionError("no free X display number")


@pytest.fixture
def answering_x_server() -> Iterator[str]:
    """A Unix socket where an X server would listen that replies to the connection set-up (one byte, as a real
    server's first reply starts): what doctor needs to call the display reachable."""
    number = free_display_number()
    Path("/tmp/.X11-unix").mkdir(exist_ok=True)
    path = f"/tmp/.X11-unix/X{number}"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(4)
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                connection, _ = server.accept()
            except OSError:
                return
            with connection:
                if connection.recv(12):
                    connection.sendall(b"\x01" + bytes(7))  # "success": a server that takes this client
    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f":{number}"
    finally:
        stop.set()
        server.close()
        os.unlink(path)
        thread.join(timeout=5)


# -- the display ----------------------------------------------------------------------------------------------

def test_no_display_is_a_failure_with_the_fixes(home: Home):
    code, payload = doctor_json(home, doctor_env())
    check = checks_of(payload)["display"]
    assert check["ok"] is False and "neither DISPLAY nor WAYLAND_DISPLAY" in check["detail"]
    for fix in ("Xvfb", "ssh -X", "QT_QPA_PLATFORM=offscreen"):
        assert fix in check["fix"]
    assert payload["ok"] is False and code == 1


def test_an_x_server_that_does_not_answer_is_a_failure(home: Home):
    number = free_display_number()
    code, payload = doctor_json(home, doctor_env(DISPLAY=f":{number}"))
    check = checks_of(payload)["display"]
    assert check["ok"] is False
    assert f"the X server at DISPLAY=:{number} does not" in check["detail"]
    assert code == 1


def test_an_x_server_that_answers_passes(home: Home, answering_x_server: str):
    _code, payload = doctor_json(home, doctor_env(DISPLAY=answering_x_server))
    check = checks_of(payload)["display"]
    assert check["ok"] is True and f"DISPLAY={answering_x_server}" in check["detail"]


def test_offscreen_needs_no_display(home: Home):
    _code, payload = doctor_json(home, doctor_env(QT_QPA_PLATFORM="offscreen"))
    assert checks_of(payload)["display"]["ok"] is True


def test_a_platform_list_is_followed_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """``wayland;xcb``: a compositor that accepts means no blocker; without one Qt falls back to xcb, so xcb's
    libraries and the X display are checked (before, the whole check was skipped for this value)."""
    monkeypatch.setattr(doctor, "check_pyside", lambda: doctor.Check("pyside6", True, doctor.OK_PYSIDE))
    monkeypatch.setattr(doctor, "check_platform", lambda *a, **k: doctor.Check("qt-platform", False,
                                                                               doctor.MISSING_LIBS, "x", ("lib",)))
    listed = doctor_env(QT_QPA_PLATFORM="wayland;xcb", XDG_RUNTIME_DIR=str(tmp_path))
    assert [c.id for c in doctor.launch_blockers(listed)] == ["qt-platform", "display"]
    compositor = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    compositor.bind(str(tmp_path / "wayland-7"))
    compositor.listen(1)
    try:
        assert doctor.launch_blockers({**listed, "WAYLAND_DISPLAY": "wayland-7"}) == []
    finally:
        compositor.close()
    assert doctor.launch_blockers(doctor_env(QT_QPA_PLATFORM="xcb;offscreen")) == []


def test_the_launcher_with_an_unreachable_x_server_names_the_display(home: Home):
    number = free_display_number()
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(home.root), "--lang", "en"],
                          capture_output=True, text=True, timeout=120, cwd=str(REPO),
                          env=doctor_env(DISPLAY=f":{number}"))
    assert done.returncode == 1
    assert f"DISPLAY=:{number} does not" in done.stderr and "scriptdeck doctor" in done.stderr


# -- the home --------------------------------------------------------------------------------------------------

@pytest.mark.skipif(not CAN_UNSHARE, reason="needs root and unshare -m for a read-only mount")
def test_a_read_only_home_says_to_choose_another_with_home(home: Home):
    root = home.root
    done = in_namespace(f"mount --bind '{root}' '{root}'\nmount -o remount,bind,ro '{root}'",
                        sys.executable, "-m", "scriptdeck", "--home", str(root), "doctor", "--json")
    check = checks_of(json.loads(done.stdout))["home-writable"]
    assert check["ok"] is False and "Read-only file system" in check["detail"]
    assert "--home DIR" in check["fix"] and "chown" not in check["fix"]


# -- each missing tool, and the exit code rule -------------------------------------------------------------------

#: program left out of PATH -> (check id, the fix on Debian)
MISSING_TOOLS = {
    "bwrap": ("bubblewrap", "sudo apt install bubblewrap"),
    "prlimit": ("prlimit", "sudo apt install util-linux"),
    "fc-list": ("cjk-font", "sudo apt install fontconfig"),
    "ldd": ("qt-platform", "sudo apt install libc-bin"),
}


@pytest.mark.parametrize("program", sorted(MISSING_TOOLS))
def test_each_missing_tool_is_named_with_its_debian_package(home: Home, tmp_path: Path, program: str):
    check_id, fix = MISSING_TOOLS[program]
    env = {"PATH": _path_without(tmp_path, program), "QT_QPA_PLATFORM": "offscreen"}
    code, payload = cli_json("--home", str(home.root), "doctor", "--json", env=env)
    check = checks_of(payload)[check_id]
    assert check["ok"] is False and check["fix"] == fix
    if program in ("bwrap", "prlimit"):  # each only refuses the runs that ask for it: neither decides the exit
        others = [c for c in payload["checks"] if c["id"] in ("qt-platform", "display", "pyside6", "home-writable",
                                                              "state-files")]
        assert payload["ok"] is all(c["ok"] for c in others)
        assert code == (0 if payload["ok"] else 1)


def test_bubblewrap_and_prlimit_missing_are_treated_alike(home: Home, tmp_path: Path):
    env = {"PATH": _path_without(tmp_path, "bwrap", "prlimit"), "QT_QPA_PLATFORM": "offscreen"}
    _code, payload = cli_json("--home", str(home.root), "doctor", "--json", env=env)
    checks = checks_of(payload)
    assert checks["bubblewrap"]["ok"] is False and checks["prlimit"]["ok"] is False
    by_id = {c.id: c for c in doctor.run_checks(home)}
    assert by_id["bubblewrap"].required is by_id["prlimit"].required is False


# -- GLib, PySide6's own libraries --------------------------------------------------------------------------------

def test_missing_glib_names_the_debian_package_and_no_pip_reinstall(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"\x7fELF")
    monkeypatch.setattr(doctor, "missing_libraries",
                        lambda *_a: ["libglib-2.0.so.0", "libgthread-2.0.so.0", "libgobject-2.0.so.0"])
    fix = doctor.check_platform(plugin, manager="apt").to_json("en")["fix"]
    assert fix == "sudo apt install libglib2.0-0"
    monkeypatch.setattr(doctor, "missing_libraries", lambda *_a: ["libQt6XcbQpa.so.6"])
    assert doctor.check_platform(plugin, manager="apt").to_json("en")["fix"] == \
        "pip install --force-reinstall PySide6-Essentials"
    monkeypatch.setattr(doctor, "missing_libraries", lambda *_a: ["libunknown.so.3"])
    assert doctor.check_platform(plugin, manager="apt").to_json("en")["fix"] == "apt-file search libunknown.so.3"


# -- user namespaces -------------------------------------------------------------------------------------------------

def fake_proc(tmp_path: Path, values: dict[str, str]) -> Path:
    for relative, value in values.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(value + "\n")
    return tmp_path


@pytest.mark.parametrize(("values", "expected"), [
    ({"proc/sys/kernel/unprivileged_userns_clone": "0"}, "sudo sysctl -w kernel.unprivileged_userns_clone=1"),
    ({"proc/sys/kernel/apparmor_restrict_unprivileged_userns": "1", "proc/sys/user/max_user_namespaces": "63"},
     "sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0"),
    ({"proc/sys/user/max_user_namespaces": "0"}, "sudo sysctl -w user.max_user_namespaces=15000"),
])
def test_the_userns_fix_names_the_switch_this_kernel_has(tmp_path: Path, values: dict[str, str], expected: str):
    template, line = doctor_tools.userns_fix(fake_proc(tmp_path, values))
    assert (template, line) == (doctor_tools.FIX_USERNS, expected)


def test_a_kernel_without_any_switch_is_not_told_to_set_one(tmp_path: Path):
    template, detail = doctor_tools.userns_fix(fake_proc(tmp_path, {"proc/sys/user/max_user_namespaces": "63704"}))
    assert template == doctor_tools.FIX_USERNS_NO_SYSCTL
    assert detail == "user.max_user_namespaces=63704"
    this_kernel = doctor_tools.userns_fix()
    for name, _value, line in isolation.USERNS_SWITCHES:
        if not os.path.exists("/proc/sys/" + name.replace(".", "/")):
            assert line not in this_kernel[1], "a switch this kernel does not have is never named"


# -- the UI language ----------------------------------------------------------------------------------------------

def test_every_label_and_fix_word_is_translated(home: Home, tmp_path: Path):
    env = {"PATH": _path_without(tmp_path, "bwrap"), **NO_DISPLAY}
    done = run_cli("--home", str(home.root), "--lang", "zh_CN", "doctor", env=env)
    assert "fix:" not in done.stdout and "解决：" in done.stdout
    for check_id, label in doctor.LABELS.items():
        chinese = doctor.translate(doctor.CTX, label, "zh_CN")
        assert chinese != label or label == "PySide6", check_id
        assert chinese in done.stdout, check_id
    assert "没有显示" in done.stdout


# -- every fix names a Debian package that exists --------------------------------------------------------------

def debian_packages() -> set[str]:
    """Every Debian package a doctor fix can name."""
    names = {apt for apt, _dnf, _pacman in doctor._XCB_PACKAGES.values()}
    names |= {apt for apt, *_rest in doctor_check.SIMPLE_PACKAGES.values()}
    return names


def _apt_lists_present() -> bool:
    lists = Path("/var/lib/apt/lists")
    return shutil.which("apt-cache") is not None and lists.is_dir() and any(lists.glob("*Packages*"))


@pytest.mark.slow
@pytest.mark.skipif(not _apt_lists_present(), reason="needs apt-cache and package lists (apt-get update)")
@pytest.mark.parametrize("package", sorted(debian_packages()))
def test_each_debian_package_a_fix_names_exists(package: str):
    done = subprocess.run(["apt-cache", "show", package], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and f"Package: {package}" in done.stdout, done.stderr
