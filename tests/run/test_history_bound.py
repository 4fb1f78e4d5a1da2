"""History keeps every run (SPEC §31): with the file at its bound, 60 concurrent tool-calls record 60 runs (appends
and compaction take the same lock; a compaction renamed a new file over lines still being appended)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.run.history import MAX_BYTES, History, history_path

from tests.conftest import REPO, write_script

pytestmark = pytest.mark.posix_only


def _fill_to_the_bound(path: Path) -> None:
    """Old runs up to a few bytes under MAX_BYTES: the next appends compact, again and again."""
    record = {"tool_id": "old", "args": {"pad": "x" * 900}, "result": {"success": True}}
    line = (json.dumps(record, separators=(",", ":")) + "\n").encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(line * ((MAX_BYTES - 200) // len(line)))
    os.chmod(path, 0o600)


@pytest.mark.slow
def test_sixty_concurrent_tool_calls_at_the_bound_record_sixty_runs(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write_script(home / "scripts" / "tick.sh", "#!/bin/sh\n# Description: Ticks.\necho tick\n")
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    path = history_path(home / "state")
    for _round in range(2):
        _fill_to_the_bound(path)
        runs = [subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "tool-call", "tick",
                                  "--args", json.dumps({"n": n})], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 cwd=str(REPO)) for n in range(60)]
        for run in runs:
            out, err = run.communicate(timeout=300)
            assert run.returncode == 0, err
        ticks = [r for r in History(path).records() if r.get("tool_id") == "tick"]
        assert sorted(r["args"]["n"] for r in ticks) == list(range(60))
        path.unlink()


def test_appends_from_threads_and_a_compaction_lose_nothing(tmp_path: Path) -> None:
    """The same in one process: threads append across the bound; every record is there."""
    import threading

    path = tmp_path / "state" / "history.jsonl"
    _fill_to_the_bound(path)
    history = History(path)
    barrier = threading.Barrier(20)

    def one(n: int) -> None:
        barrier.wait()
        history.append({"tool_id": "t", "args": {"n": n, "pad": "y" * 20000}})

    threads = [threading.Thread(target=one, args=(n,)) for n in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(r["args"]["n"] for r in history.records() if r.get("tool_id") == "t") == list(range(20))
