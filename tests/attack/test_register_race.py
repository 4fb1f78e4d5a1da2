"""Two agents registering one id at once: the same-layer check and the write are one locked step (SPEC §15).

Eight processes each copy a different file into the global layer under the same id, all at once. Exactly one
may win; every other one is refused with the collision text, and the index holds one entry for the id.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, write_script

WRITERS = 8


@pytest.mark.slow
def test_concurrent_registers_of_one_id_let_exactly_one_win(home: Home, tmp_path) -> None:
    outside = tmp_path / "outside"
    sources = [write_script(outside / f"tool_{n}.sh", f"#!/bin/sh\n# Description: writer {n}\necho {n}\n")
               for n in range(WRITERS)]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    processes = []
    try:
        for _source in sources:
            processes.append(subprocess.Popen(
                [sys.executable, "-m", "scriptdeck", "--home", str(home.root), "tool-call", "manage_script", "--stdin"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                cwd=str(REPO)))
        for process, source in zip(processes, sources):
            assert process.stdin is not None
            process.stdin.write(json.dumps({"action": "register", "path": str(source), "id": "same",
                                            "scope": "global"}))
            process.stdin.close()
        answers = []
        for process in processes:
            assert process.stdout is not None
            out = process.stdout.read()
            process.wait(timeout=120)
            answers.append(json.loads(out.strip().splitlines()[-1]))
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    winners = [a for a in answers if a.get("ok") is True]
    refused = [a for a in answers if a.get("ok") is False]
    assert len(winners) == 1, answers
    assert len(refused) == WRITERS - 1, answers
    for answer in refused:
        assert "is already used by" in answer["error"], answer
    index = json.loads((home.global_dir / "index.json").read_text(encoding="utf-8"))
    entries = [e for e in index["scripts"] if isinstance(e, dict) and e.get("id") == "same"]
    assert len(entries) == 1, index
    copies = sorted(p.name for p in home.global_dir.iterdir() if p.name.startswith("tool_"))
    assert copies == [entries[0]["path"]], "a refused writer left its copy behind"
