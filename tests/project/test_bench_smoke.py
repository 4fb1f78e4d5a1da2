"""The benchmarks stay runnable: a small smoke run of bench/run_all (no thresholds, no times asserted)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

SHARED = Path(os.environ.get("SCRIPTDECK_SHARED_BENCH", REPO.parent / "shared" / "bench"))
ROWS = ("cold scan", "rescan, nothing changed", "rescan, one file changed", "registry memory", "pi corpus scan",
        "scriptdeck list --json", "scriptdeck host host.info", "scriptdeck tool-call", "window shown", "one keystroke",
        "per-run overhead", "20 runs at once", "drain rate", "peak memory growth")


@pytest.mark.slow
@pytest.mark.skipif(not (SHARED / "make_corpus.py").exists(), reason="../shared/bench is not beside this checkout")
def test_benchmarks_smoke(tmp_path):
    env = {**os.environ, "SCRIPTDECK_BENCH_WORK": str(tmp_path / "work"), "QT_QPA_PLATFORM": "offscreen"}
    if shutil.which("scriptdeck") is None and not (Path(sys.executable).parent / "scriptdeck").exists():
        pytest.skip("the scriptdeck command is not installed")
    done = subprocess.run([sys.executable, str(REPO / "bench" / "run_all"), "--smoke"], capture_output=True,
                          text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    for name in ROWS:
        assert name in done.stdout, f"row {name!r} missing:\n{done.stdout}"
