"""Every visible string is translated: lupdate would change nothing and zh_CN has no unfinished entry."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_ts_files_are_current_and_complete():
    done = subprocess.run([sys.executable, str(REPO / "translations" / "update.py"), "--check"],
                          capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stdout + done.stderr


def test_qm_files_are_built():
    for lang in ("zh_CN", "en"):
        qm = REPO / "translations" / f"scriptdeck_{lang}.qm"
        ts = REPO / "translations" / f"scriptdeck_{lang}.ts"
        assert qm.exists() and qm.stat().st_size > 0
        assert qm.stat().st_mtime >= ts.stat().st_mtime - 1, f"{qm.name} is older than {ts.name}; run update.py"
