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

from tests.conftest import REPO

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


def test_a_run_larger_than_what_compaction_keeps_never_empties_the_history(tmp_path: Path) -> None:
    """Runs with 3 MiB of arguments: the history keeps them (without their arguments) and every earlier run.
    One such record once left no whole line in the kept tail, and the compaction wrote an empty file."""
    from scriptdeck.core.run import history as history_module

    history = history_module.History(tmp_path / "state" / "history.jsonl")
    for n in range(3):
        history.append({"tool_id": "echo_it", "args": {"msg": f"small {n}"}, "result": {"success": True}})
    huge = {"msg": "a" * (3 * 1024 * 1024)}
    for _ in range(2):
        history.append({"tool_id": "echo_it", "args": huge, "result": {"success": True, "exit_code": 0,
                                                                      "stdout": "b" * (3 * 1024 * 1024)}})
    records = history.records()
    assert [r["args"] for r in records] == [None, None, {"msg": "small 2"}, {"msg": "small 1"}, {"msg": "small 0"}]
    assert records[0]["omitted_bytes"] > 6 * 1024 * 1024
    assert records[0]["result"] == {"success": True, "exit_code": 0}
    assert (tmp_path / "state" / "history.jsonl").stat().st_size <= history_module.MAX_BYTES
