"""Every visible string is translated: lupdate would change nothing, zh_CN has no unfinished entry, and the
committed .qm files are exactly what the .ts sources compile to."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

LANGS = ("zh_CN", "en")


def test_ts_files_are_current_and_complete():
    done = subprocess.run([sys.executable, str(REPO / "translations" / "update.py"), "--check"],
                          capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stdout + done.stderr


def lrelease() -> str:
    found = shutil.which("pyside6-lrelease") or shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if found is None:
        pytest.fail("pyside6-lrelease not found (it comes with PySide6)")
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_qm_files_are_built_from_the_current_ts(lang, tmp_path):
    """Content, not timestamps: a .ts edited without rebuilding its .qm would show old text in the window."""
    ts = REPO / "translations" / f"scriptdeck_{lang}.ts"
    qm = ts.with_suffix(".qm")
    fresh = tmp_path / qm.name
    subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(fresh)], check=True, capture_output=True)
    assert qm.exists(), f"{qm.name} is missing; run python translations/update.py"
    assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is not what {ts.name} compiles to; run update.py"
