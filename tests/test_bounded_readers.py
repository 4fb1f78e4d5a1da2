"""Every reader that takes a script or ScriptDeck file whole is bounded and never blocks (SPEC §19): a FIFO swapped
in where a script was answers at once, a file over the bound is refused before it is read.

Each case runs in a child process with a timeout, so a reader that blocks on the FIFO fails the test instead of
hanging the suite."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

PROBE = r"""
import json, sys
from pathlib import Path
target, state, what = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
try:
    if what == "read_whole":
        from scriptdeck.core.store.fsutil import read_whole
        read_whole(target, int(sys.argv[4]) if len(sys.argv) > 4 else 64 << 20)
        outcome = "read"
    elif what == "snapshot":
        from scriptdeck.core.model.file_snapshot import read_state
        outcome = "absent" if read_state(target).data is None else "read"
    elif what == "fix_backup":
        from scriptdeck.core.model.fix_backup import take_backup
        take_backup(state, "t", target, "missing-description")
        outcome = "read"
    elif what == "header_line":
        from scriptdeck.core.model.header_line import insert_header_line
        insert_header_line(target, "# Description: x")
        outcome = "written"
    elif what == "history":
        from scriptdeck.core.run.history import History
        History(target)._compact()
        outcome = "compacted"
except OSError as error:
    outcome = type(error).__name__
print(json.dumps({"outcome": outcome}))
"""


def probe(target: Path, state: Path, what: str, *extra: str) -> str:
    done = subprocess.run([sys.executable, "-c", PROBE, str(target), str(state), what, *extra], cwd=REPO,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["outcome"]


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "tool.sh"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("what", ["read_whole", "fix_backup", "header_line"])
def test_a_fifo_in_a_scripts_place_is_refused_at_once(fifo: Path, tmp_path: Path, what: str) -> None:
    assert probe(fifo, tmp_path / "state", what) == "NotRegularFile"


def test_an_undo_snapshot_of_a_fifo_is_absent_and_never_blocks(fifo: Path, tmp_path: Path) -> None:
    assert probe(fifo, tmp_path / "state", "snapshot") == "absent"


def test_history_compaction_with_a_fifo_in_its_place_does_nothing(fifo: Path, tmp_path: Path) -> None:
    assert probe(fifo, tmp_path / "state", "history") == "compacted"
    assert fifo.exists() and not fifo.is_file()


def test_a_file_over_the_bound_is_refused_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.sh"
    big.write_bytes(b"#!/bin/sh\n" + b"#" * 5000)
    assert probe(big, tmp_path / "state", "read_whole", "4096") == "FileTooLarge"
    assert probe(big, tmp_path / "state", "read_whole", "8192") == "read"


def test_history_compaction_keeps_the_newest_whole_lines(tmp_path: Path) -> None:
    from scriptdeck.core.run import history as history_module

    path = tmp_path / "history.jsonl"
    lines = [json.dumps({"n": i, "pad": "x" * 200}) for i in range(30000)]  # ~6.5 MiB: over MAX_BYTES
    path.write_text("\n".join(lines) + "\n")
    history_module.History(path)._compact()
    kept = path.read_text().splitlines()
    assert 0 < len(kept) < len(lines)
    assert kept == lines[-len(kept):], "the newest lines, whole, in order"
    assert len(path.read_bytes()) <= history_module.KEEP_BYTES
