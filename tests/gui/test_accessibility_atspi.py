"""The window on the real AT-SPI bus (SPEC §30), as a screen reader reads it: docs/atspi_walk.py starts it under
Xvfb on a private session bus with the accessibility bus, walks it with pyatspi (the main window, each of a tool's
tabs, its Run form, each Settings tab, each Connect an agent tab) and reports unnamed controls and names alike."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

ATSPI_WALK = REPO / "docs" / "atspi_walk.py"


def _atspi_missing() -> str:
    if not Path("/usr/bin/python3").exists() or subprocess.run(
            ["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True).returncode != 0:
        return "the system Python has no pyatspi (apt install python3-pyatspi)"
    for program in ("Xvfb", "dbus-run-session"):
        if shutil.which(program) is None:
            return f"{program} is not installed (apt install xvfb dbus)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi-bus-launcher is not installed (apt install at-spi2-core)"
    return ""


@pytest.mark.slow
@pytest.mark.linux_only
@pytest.mark.skipif(bool(_atspi_missing()), reason=_atspi_missing() or "AT-SPI present")
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_real_atspi_bus_finds_every_control_named(lang: str) -> None:
    done = subprocess.run(["/usr/bin/python3", str(ATSPI_WALK), "--lang", lang, "--json", "--python", sys.executable],
                          capture_output=True, text=True, timeout=300, cwd=str(REPO))
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no report (exit {done.returncode}): {done.stdout[-2000:]} {done.stderr[-2000:]}"
    report = json.loads(lines[-1])
    assert {"main", "run", "settings tab 1"} <= set(report["controls"]) and len(report["controls"]) >= 8
    assert all(count >= 10 for count in report["controls"].values()), report["controls"]
    assert report["problems"] == dict.fromkeys(report["problems"], []), report["problems"]
    assert done.returncode == 0
