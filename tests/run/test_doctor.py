"""``scriptdeck doctor`` (SPEC §23): each failure faked for real, named with the fix for the distribution."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.run import doctor
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, cli_json, run_cli

LIB = Path("/usr/lib/x86_64-linux-gnu")
IS_ROOT = os.geteuid() == 0


def _can_unshare_mount() -> bool:
    if not IS_ROOT or shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode == 0


CAN_UNSHARE = _can_unshare_mount()


def in_namespace(setup: str, *command: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``command`` in a private mount namespace after the shell lines ``setup`` (root only)."""
    script = f"set -e\n{setup}\nexec \"$@\""
    return subprocess.run(["unshare", "-m", "sh", "-c", script, "sh", *command], capture_output=True, text=True,
                          timeout=120, cwd=str(REPO), env={**os.environ, **(env or {})})


def checks_of(payload: dict) -> dict[str, dict]:
    assert set(payload) == {"ok", "checks"}
    for check in payload["checks"]:
        assert set(check) == {"id", "ok", "detail", "fix"}
    return {c["id"]: c for c in payload["checks"]}


def test_a_healthy_home_passes_and_prints_one_line_per_check(home: Home):
    code, payload = cli_json("--home", str(home.root), "doctor", "--json")
    checks = checks_of(payload)
    assert {"qt-platform", "display", "pyside6", "cjk-font", "bubblewrap", "prlimit", "git", "home-writable", "state-files",
            "header-cache"} == set(checks)
    required = ("qt-platform", "display", "pyside6", "home-writable", "state-files")
    assert payload["ok"] is all(checks[c]["ok"] for c in required)
    assert code == (0 if payload["ok"] else 1)
    done = run_cli("--home", str(home.root), "--lang", "en", "doctor")
    lines = done.stdout.splitlines()
    assert sum(line.startswith(("✓ ", "✗ ")) for line in lines) == len(checks)


# -- Qt's platform plugin ---------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.skipif(not (CAN_UNSHARE and LIB.is_dir()), reason="needs root, unshare -m and a Debian library folder")
def test_missing_xcb_libraries_are_named_with_the_package_and_the_launcher_says_so(home: Home, tmp_path: Path):
    """The system library folder without libxcb-icccm and libxcb-keysyms (a hard-linked copy bound over it in a
    private mount namespace): ldd really cannot find them; doctor names them and their apt packages, and the
    window's launcher prints that instead of Qt's "could not load the Qt platform plugin" abort."""
    farm = tmp_path / "lib"
    subprocess.run(["cp", "-al", str(LIB), str(farm)], check=True)
    for pattern in ("libxcb-icccm.so.4*", "libxcb-keysyms.so.1*"):
        for path in farm.glob(pattern):
            path.unlink()
    setup = f"mount --bind '{farm}' '{LIB}'"
    done = in_namespace(setup, sys.executable, "-m", "scriptdeck", "--home", str(home.root), "doctor", "--json")
    assert done.returncode == 1, done.stderr
    check = checks_of(json.loads(done.stdout))["qt-platform"]
    assert check["ok"] is False
    assert "libxcb-icccm.so.4" in check["detail"] and "libxcb-keysyms.so.1" in check["detail"]
    assert "libxcb-cursor" not in check["detail"]  # only what is really missing
    assert check["fix"] == "sudo apt install libxcb-icccm4 libxcb-keysyms1"

    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["DISPLAY"] = ":87"
    window = subprocess.run(["unshare", "-m", "sh", "-c", f"{setup} && exec \"$@\"", "sh", sys.executable, "-m",
                             "scriptdeck", "--home", str(home.root), "--lang", "en"], capture_output=True, text=True,
                            timeout=120, cwd=str(REPO), env=env)
    assert window.returncode == 1
    assert "libxcb-icccm.so.4" in window.stderr and "sudo apt install libxcb-icccm4 libxcb-keysyms1" in window.stderr
    assert "Could not load the Qt platform plugin" not in window.stderr
    assert "scriptdeck doctor" in window.stderr


def test_a_plugin_whose_qt_library_path_is_empty(tmp_path: Path):
    """Without root: a copy of the plugin whose $ORIGIN/../../lib holds nothing (no Qt xcb library): ldd reports
    the libraries it cannot find, and the fix says PySide6 is incomplete (no package ships PySide6's own libs)."""
    plugin = doctor.xcb_plugin()
    if plugin is None or not plugin.is_file() or shutil.which("ldd") is None:
        pytest.skip("PySide6's xcb plugin or ldd is not here")
    copy = tmp_path / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    copy.parent.mkdir(parents=True)
    shutil.copy2(plugin, copy)
    (tmp_path / "Qt" / "lib").mkdir()
    check = doctor.check_platform(copy, manager="dnf")
    assert check.ok is False
    detail = check.to_json("en")["detail"]
    assert "libQt6XcbQpa.so.6" in detail
    assert check.to_json("en")["fix"].endswith("pip install --force-reinstall PySide6-Essentials")


def test_package_names_per_distribution(tmp_path: Path):
    missing = ["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0"]
    assert doctor.install_line("apt", doctor.packages_for(missing, "apt")) == \
        "sudo apt install libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0"
    assert doctor.install_line("dnf", doctor.packages_for(missing, "dnf")) == \
        "sudo dnf install xcb-util-wm xcb-util-keysyms libxkbcommon-x11"
    assert doctor.install_line("pacman", doctor.packages_for(missing, "pacman")) == \
        "sudo pacman -S --needed xcb-util-wm xcb-util-keysyms libxkbcommon-x11"
    for text, manager in (('ID=ubuntu\nID_LIKE=debian\n', "apt"), ('ID="fedora"\n', "dnf"),
                          ('ID=rocky\nID_LIKE="rhel centos fedora"\n', "dnf"), ("ID=arch\n", "pacman"),
                          ("ID=manjaro\nID_LIKE=arch\n", "pacman")):
        release = tmp_path / "os-release"
        release.write_text(text)
        assert doctor.package_manager(release) == manager


# -- bubblewrap, prlimit ---------------------------------------------------------------------------------------


def _path_without(tmp_path: Path, *left_out: str) -> str:
    """A PATH folder with every program of the current PATH linked in, except ``left_out``."""
    folder = tmp_path / "bin"
    folder.mkdir()
    for directory in os.environ["PATH"].split(os.pathsep):
        if not os.path.isdir(directory):
            continue
        for name in os.listdir(directory):
            target = folder / name
            if name not in left_out and not target.exists() and not target.is_symlink():
                target.symlink_to(os.path.join(directory, name))
    return str(folder)


def test_bwrap_absent_from_path(home: Home, tmp_path: Path):
    code, payload = cli_json("--home", str(home.root), "doctor", "--json",
                             env={"PATH": _path_without(tmp_path, "bwrap")})
    check = checks_of(payload)["bubblewrap"]
    assert check["ok"] is False and "not installed" in check["detail"]
    assert check["fix"] == "sudo apt install bubblewrap"
    assert checks_of(payload)["prlimit"]["ok"] is True
    assert code == (0 if payload["ok"] else 1)  # runs still work, unisolated: not a blocker on its own


def test_prlimit_absent_from_path_is_reported_like_bwrap(home: Home, tmp_path: Path):
    """Like bubblewrap, prlimit only refuses the runs that ask for it (docs/decisions.md): a ✗, not the exit."""
    code, payload = cli_json("--home", str(home.root), "doctor", "--json",
                             env={"PATH": _path_without(tmp_path, "prlimit")})
    check = checks_of(payload)["prlimit"]
    assert check["ok"] is False and check["fix"] == "sudo apt install util-linux"
    assert code == (0 if payload["ok"] else 1)


def test_bwrap_that_cannot_create_namespaces(tmp_path: Path):
    fake = tmp_path / "bin" / "bwrap"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n")
    fake.chmod(0o755)
    old = os.environ["PATH"]
    os.environ["PATH"] = f"{fake.parent}{os.pathsep}{old}"
    try:
        check = doctor.check_bubblewrap("apt")
    finally:
        os.environ["PATH"] = old
    entry = check.to_json("en")
    assert check.ok is False and "uid map: Permission denied" in entry["detail"]
    # the switch this kernel has, or (none set to forbid) that a container forbids them (tests/run/test_doctor_machine.py)
    assert entry["fix"].startswith(("allow unprivileged user namespaces: sudo sysctl -w ",
                                    "this kernel has no switch for unprivileged user namespaces"))


# -- the home and its state ------------------------------------------------------------------------------------


def test_unwritable_home(home: Home, tmp_path: Path):
    """Read-only for real: a read-only bind mount as root (root ignores mode bits), mode 0555 otherwise."""
    args = (sys.executable, "-m", "scriptdeck", "--home", str(home.root), "doctor", "--json")
    if CAN_UNSHARE:
        root = home.root
        done = in_namespace(f"mount --bind '{root}' '{root}'\nmount -o remount,bind,ro '{root}'", *args)
    elif IS_ROOT:
        pytest.skip("root without unshare -m cannot make a folder unwritable")
    else:
        for folder in (home.root, *home.root.rglob("*")):
            if folder.is_dir():
                folder.chmod(0o555)
        done = subprocess.run(args, capture_output=True, text=True, timeout=120, cwd=str(REPO))
    assert done.returncode == 1, done.stderr
    check = checks_of(json.loads(done.stdout))["home-writable"]
    assert check["ok"] is False
    assert str(home.root) in check["detail"]
    assert "Read-only file system" in check["detail"] or "Permission denied" in check["detail"]
    assert "--home" in check["fix"]


@pytest.mark.parametrize("where", ["settings", "index", "trust"])
def test_a_broken_state_file_is_named(home: Home, where: str):
    path = {"settings": home.settings_path, "index": home.global_dir / "index.json",
            "trust": home.state_dir / "trust.json"}[where]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "en",')
    code, payload = cli_json("--home", str(home.root), "doctor", "--json")
    check = checks_of(payload)["state-files"]
    assert check["ok"] is False and str(path) in check["detail"] and "JSON" in check["detail"]
    assert re.search(r"line 1,? column 19", check["detail"])  # where the broken end is, so the user can go there
    assert check["fix"].endswith(f"mv {path} {path}.broken")
    assert code == 1 and payload["ok"] is False
    done = run_cli("--home", str(home.root), "--lang", "en", "doctor")
    assert "✗ State files: " in done.stdout and str(path) in done.stdout


def test_a_header_cache_that_is_not_one(home: Home):
    home.header_cache_path.parent.mkdir(parents=True, exist_ok=True)
    home.header_cache_path.write_bytes(b"garbage")
    check = doctor.check_header_cache(home)
    assert check.ok is False and check.to_json()["fix"] == f"remove it (it is rebuilt on the next scan): rm -f " \
                                                           f"{home.header_cache_path}"
    home.header_cache_path.unlink()
    assert doctor.check_header_cache(home).ok is True


# -- PySide6 -------------------------------------------------------------------------------------------------


def test_pyside_6_12_0_is_reported_as_known_broken(home: Home, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(doctor, "pyside_version", lambda: "6.12.0")
    checks = doctor.run_checks(home)
    check = next(c for c in checks if c.id == "pyside6")
    assert check.ok is False and "6.12.0" in check.to_json()["detail"]
    assert "!=6.12.0" in check.to_json()["fix"]
    assert doctor.all_ok(checks) is False
    assert doctor.launch_blockers({"QT_QPA_PLATFORM": "xcb"})[0].id == "pyside6"
    assert doctor.launch_blockers({"QT_QPA_PLATFORM": "offscreen"}) == []  # another platform: not checked


def test_the_launcher_without_a_display_says_so_instead_of_blaming_xcb_cursor(home: Home):
    """Qt's own abort text here names libxcb-cursor0 (installed) as the cause; the launcher names the display."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(home.root), "--lang", "en"],
                          capture_output=True, text=True, timeout=120, cwd=str(REPO), env=env)
    assert done.returncode == 1, done.stderr
    assert "no display" in done.stderr and "scriptdeck doctor" in done.stderr
    assert "xcb-cursor" not in done.stderr and "Could not load the Qt platform plugin" not in done.stderr


def test_a_plugin_ldd_cannot_read_is_not_reported_as_fine(tmp_path: Path):
    if shutil.which("ldd") is None:
        pytest.skip("no ldd")
    fake = tmp_path / "libqxcb.so"
    fake.write_bytes(b"\x7fELF" + b"\0" * 60)  # an ELF header and nothing behind it
    check = doctor.check_platform(fake, manager="apt")
    assert check.ok is False and "ldd" in check.to_json()["detail"]
    assert "pip install --force-reinstall PySide6-Essentials" in check.to_json()["fix"]


def test_a_pyside_without_its_own_qt_is_not_blocked(tmp_path: Path):
    """A distribution's PySide6 (e.g. Debian's python3-pyside6) loads the system's Qt: nothing to check, never a
    reason to stop the window."""
    check = doctor.check_platform(tmp_path / "Qt" / "plugins" / "platforms" / "libqxcb.so", manager="apt")
    assert check.ok is True and "not checked" in check.to_json()["detail"]
