"""SPEC §31: the commands without a window need QtCore only; without one of its system libraries they refuse at
start naming it and its package, never after answering ``initialize``; README's install lines are doctor's list."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.run.doctor import window_packages

from tests.conftest import REPO

INITIALIZE = ('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",'
              '"capabilities":{},"clientInfo":{"name":"t","version":"1"}}}\n'
              '{"jsonrpc":"2.0","method":"notifications/initialized"}\n'
              '{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n')


def _qtcore_glib() -> Path | None:
    """The GLib file PySide6's QtCore loads (ldd's answer: bundled with the wheel or the system's)."""
    import PySide6

    core = next(Path(PySide6.__file__).parent.glob("QtCore*.so"), None)
    ldd = shutil.which("ldd")
    if core is None or ldd is None:
        return None
    found = re.search(r"libglib-2\.0\.so\.0 => (\S+)", subprocess.run([ldd, str(core)], capture_output=True,
                                                                      text=True, timeout=60).stdout)
    return Path(found.group(1)).resolve() if found else None


def _without_glib(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    bwrap = shutil.which("bwrap")
    glib = _qtcore_glib()
    if bwrap is None or glib is None:
        pytest.skip("needs bubblewrap and a QtCore that links libglib-2.0.so.0")
    probe = subprocess.run([bwrap, "--dev-bind", "/", "/", "true"], capture_output=True, timeout=60)
    if probe.returncode != 0:
        pytest.skip(f"bubblewrap cannot run here: {probe.stderr.decode(errors='replace').strip()}")
    return subprocess.run([bwrap, "--dev-bind", "/", "/", "--ro-bind", "/dev/null", str(glib),
                           sys.executable, "-m", "scriptdeck", *args], input=stdin, capture_output=True, text=True,
                          timeout=120, cwd=str(REPO))


@pytest.mark.parametrize("http", [False, True])
def test_mcp_without_glib_refuses_at_start_naming_the_library_and_its_package(tmp_path: Path, http: bool):
    """Failed before: stdio answered ``initialize`` and then died with "unexpected ImportError … this is a bug in
    ScriptDeck"; ``--http`` printed "serving on …" first."""
    extra = ["--http", "127.0.0.1:0"] if http else []
    done = _without_glib("--home", str(tmp_path / "home"), "mcp", *extra, stdin=INITIALIZE)
    assert done.returncode == 3, (done.stdout, done.stderr)
    assert done.stdout == "", "nothing answered, nothing served"
    assert "libglib-2.0.so.0" in done.stderr and "unexpected" not in done.stderr, done.stderr
    if Path("/etc/debian_version").exists():
        assert "libglib2.0-0" in done.stderr, done.stderr


def test_commands_without_qt_still_work_without_glib(tmp_path: Path):
    """``list`` and ``tool-call`` never load QtCore at all."""
    done = _without_glib("--home", str(tmp_path / "home"), "tool-call", "convert_units", "--args",
                         '{"kind":"temperature","from_unit":"C","to_unit":"F","values":[100],"json":true}')
    assert done.returncode == 0 and "212" in done.stdout, (done.stdout, done.stderr)
    assert _without_glib("--home", str(tmp_path / "home"), "list").returncode == 0


@pytest.mark.parametrize(("manager", "marker"), [("apt", "sudo apt install"), ("dnf", "sudo dnf install"),
                                                 ("pacman", "sudo pacman -S --needed")])
def test_readme_system_packages_are_doctors_list(manager: str, marker: str):
    """Failed before: README's apt line lacked libgl1 libglib2.0-0 libfontconfig1 libfreetype6 libxcb-shape0."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    start = text.index(marker, text.index("### 1. System packages first"))
    line = text[start:text.index("\n#", start)].replace("\\\n", " ")
    words = set(line.split()[len(marker.split()):])
    needed = set(window_packages(manager))
    assert needed <= words, sorted(needed - words)
    others = {"python3-venv", "fonts-noto-cjk", "google-noto-sans-cjk-fonts", "noto-fonts-cjk", "bubblewrap",
              "util-linux"}
    assert words - others == needed, sorted(words - others - needed)
