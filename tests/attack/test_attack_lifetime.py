"""SIGKILL of ScriptDeck's newer entry points (SPEC §19 "Nothing outlives ScriptDeck"), as real processes:
``scriptdeck test`` (each case is a ``tool-call`` child) and a ``tool-call`` whose tool itself calls
``scriptdeck tool-call`` (tools composing tools). The tools ignore SIGTERM and leave a child that does too; after
the SIGKILL every process the test started (its marker is in their environment) must be gone."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, write_script
from tests.run.test_runner_lifetime import assert_nothing_left, kill_hard, started_pids

STUBBORN = ("#!/bin/bash\n# Description: Ignores SIGTERM, with a child that does too.\n# Timeout: 300\n"
            "trap '' TERM\nbash -c \"trap '' TERM HUP; sleep 300\" &\necho $! > {marks}/child\n"
            "echo $$ > {marks}/main\nsleep 300\n")


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "h"
    marks = tmp_path / "marks"
    marks.mkdir()
    write_script(home / "scripts" / "stubborn.sh", STUBBORN.format(marks=marks))
    return home


def test_sigkill_of_scriptdeck_test_ends_its_cases_runs(deck: Path, tmp_path: Path, _reap_processes: str):
    """Failed before: the case's ``tool-call`` child and its tool kept running (up to the tool's timeout) after
    ``scriptdeck test`` was killed — and so after the window that runs tests the same way."""
    (deck / "scripts" / ".tests").mkdir()
    (deck / "scripts" / ".tests" / "stubborn.json").write_text(json.dumps({"cases": [{"name": "long", "args": {}}]}))
    proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(deck), "test", "stubborn"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=str(REPO))
    pids = started_pids(tmp_path / "marks")
    kill_hard(proc)
    assert_nothing_left(_reap_processes, pids)


def test_sigkill_of_a_tool_call_whose_tool_calls_a_tool(deck: Path, tmp_path: Path, _reap_processes: str):
    """Failed before (with the outer process group guarded): the outer watcher's sweep by run token also ended the
    inner ``tool-call``'s watcher, which carried the outer token, so nothing ended the inner tool's processes."""
    write_script(deck / "scripts" / "outer.sh",
                 "#!/bin/bash\n# Description: Calls another tool.\n# Timeout: 300\n"
                 f"exec '{sys.executable}' -m scriptdeck --home '{deck}' tool-call stubborn\n")
    proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(deck), "tool-call", "outer"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=str(REPO))
    pids = started_pids(tmp_path / "marks")
    kill_hard(proc)
    assert_nothing_left(_reap_processes, pids)
