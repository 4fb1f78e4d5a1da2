"""The trust pin holds over MCP while the file is swapped under it (SPEC §19, issue 19).

Under ``trust_policy: enforce`` a run executes exactly the approved bytes. Another process swaps the tool's file
between the approved content and content that was never approved, as fast as it can, while an agent calls the
tool 200 times over a real ``scriptdeck mcp``. Each content leaves its own marker file, so the test counts the
runs of unapproved content: there must be none (calls may be refused, or run the approved bytes).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest

from tests.conftest import run_cli, write_script
from tests.mcp.test_mcp import connect

CALLS = 200
APPROVED = """#!/bin/sh
# Description: Leaves a mark of the approved content.
touch "{marks}/approved.$$"
echo approved
"""
UNAPPROVED = """#!/bin/sh
# Description: Leaves a mark of the approved content.
touch "{marks}/unapproved.$$"
echo unapproved
"""
SWAPPER = """
import os, sys
path, good, bad, stop = sys.argv[1:5]
contents = [open(good, "rb").read(), open(bad, "rb").read()]
turn = 0
while not os.path.exists(stop):
    tmp = f"{path}.swap"
    with open(tmp, "wb") as handle:
        handle.write(contents[turn % 2])
    os.chmod(tmp, 0o755)
    os.replace(tmp, path)
    turn += 1
"""


@pytest.mark.slow
def test_swapping_the_file_never_runs_unapproved_content_over_mcp(tmp_path: Path):
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    marks = tmp_path / "marks"
    marks.mkdir()
    good = write_script(tmp_path / "good.sh", APPROVED.format(marks=marks))
    bad = write_script(tmp_path / "bad.sh", UNAPPROVED.format(marks=marks))
    tool = write_script(home / "scripts" / "swapped.sh", good.read_text())
    for args in (("trust", "swapped", "--approve"), ("trust", "--policy", "enforce")):
        done = run_cli("--home", str(home), *args)
        assert done.returncode == 0, done.stderr
    stop = tmp_path / "stop"
    swapper = subprocess.Popen([sys.executable, "-c", SWAPPER, str(tool), str(good), str(bad), str(stop)])
    outcomes: list[str] = []

    async def main() -> None:
        async with connect(home) as session:
            for _ in range(CALLS):
                result = await session.call_tool("swapped", {})
                first = result.content[0]
                outcomes.append("refused" if result.is_error else getattr(first, "text", "").strip())

    try:
        anyio.run(main)
    finally:
        stop.touch()
        swapper.wait(timeout=60)
    unapproved = [name for name in os.listdir(marks) if name.startswith("unapproved.")]
    assert len(outcomes) == CALLS
    assert outcomes.count("refused") > 0, "the swap happened while calling (some calls saw the unapproved file)"
    assert unapproved == [], f"{len(unapproved)} of {CALLS} runs executed content that was never approved"
    assert "unapproved" not in outcomes
