"""Issue 41 / SPEC §31, the serving seams: ``mcp --help`` tells the real ``--page-size`` default."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO


def test_page_size_help_says_the_real_default(tmp_path):
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(tmp_path), "mcp", "--help"],
                          cwd=str(REPO), capture_output=True, text=True, timeout=60,
                          env={"COLUMNS": "400", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0
    line = " ".join(done.stdout.split())
    assert "--page-size N" in line and "default 0" not in line
    assert "every tool in one answer" in line
    refused = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(tmp_path), "mcp", "--page-size", "0"],
                             cwd=str(REPO), capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert refused.returncode == 2
