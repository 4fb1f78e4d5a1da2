"""A run's own progress (issue 45): ``MIYU-PROGRESS:`` lines on stderr reach an MCP client that sent a progress
token as ``notifications/progress`` (the TypeScript SDK's ``onprogress``, over stdio), and are read exactly."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scriptdeck.core.run.progress import MAX_LINE, Progress, ProgressReader, parse_progress

from tests.conftest import REPO, deck_home, run

NODE_DIR = REPO / "tests" / "node"
NODE = shutil.which("node")
needs_node = pytest.mark.skipif(
    NODE is None or not (NODE_DIR / "node_modules" / "@modelcontextprotocol" / "sdk").is_dir(),
    reason="the Node clients are not installed: run `npm ci --prefix tests/node` (needs node and npm)")

# the script pauses between its steps (a long tool's work), so each step is its own flush of stderr
LONG = """#!/usr/bin/env python3
# Description: Count to the number of steps, reporting progress on stderr.
# Parameters: {"type":"object","properties":{"steps":{"type":"integer"}},"required":["steps"]}
import json, sys, time
steps = json.load(sys.stdin)["steps"]
for step in range(1, steps + 1):
    time.sleep(0.3)
    print(f"MIYU-PROGRESS: {step}/{steps} step {step}", file=sys.stderr, flush=True)
print(json.dumps({"counted": steps}))
"""


@needs_node
@pytest.mark.slow
def test_typescript_sdk_receives_a_long_tools_progress_over_stdio(tmp_path: Path) -> None:
    home = deck_home(tmp_path / "home", {"long.py": LONG}).root
    assert NODE is not None
    done = subprocess.run([NODE, str(NODE_DIR / "ts_progress.mjs"), sys.executable, "-m", "scriptdeck",
                           "--home", str(home), "mcp"], cwd=str(REPO), capture_output=True, text=True, timeout=120)
    event = json.loads(done.stdout.splitlines()[-1])
    assert event["event"] == "called", (event, done.stderr)
    assert event["call"]["structuredContent"] == {"counted": 4}
    reported = [p for p in event["progress"] if "total" in p]  # the script's own (elapsed-second ticks have none)
    assert reported, event["progress"]
    # The steps arrive as the tool prints them (0.3 s apart). The last one is sent before the answer (the Python
    # SDK test below sees it), but this SDK runs a notification's handler in a microtask and drops the request's
    # progress handler synchronously when the answer is read: when the two arrive in one read of the pipe (a
    # loaded machine), the last notification finds no handler (sdk/dist/esm/shared/protocol.js, _onnotification and
    # _onresponse). So every step but the last must arrive, each with its total and message.
    assert all(p["total"] == 4 and p["message"] == f"step {int(p['progress'])}" for p in reported), reported
    assert [p["progress"] for p in reported][:3] == [1, 2, 3], reported
    values = [p["progress"] for p in event["progress"][event["progress"].index(reported[0]):]]
    assert values == sorted(set(values))  # forward only, once each


@pytest.mark.slow
def test_python_sdk_receives_the_tools_own_progress_before_its_answer(tmp_path: Path) -> None:
    from tests.mcp.test_mcp import connect

    home = deck_home(tmp_path / "home", {"long.py": LONG}).root
    seen: list[tuple[float, float | None, str | None]] = []

    async def progress(value: float, total: float | None, message: str | None) -> None:
        seen.append((value, total, message))

    async def main() -> Any:
        async with connect(home) as session:
            return await session.call_tool("long", {"steps": 3}, progress_callback=progress)

    result = run(main)
    assert result.structured_content == {"counted": 3}
    own = [p for p in seen if p[1] is not None]
    assert own[-1] == (3, 3, "step 3")  # the last line, sent before the answer
    assert [p[0] for p in own] == sorted({p[0] for p in own})


def test_progress_lines_are_read_exactly() -> None:
    assert parse_progress("MIYU-PROGRESS: 3/10 copying files") == Progress(3, 10, "copying files")
    assert parse_progress("MIYU-PROGRESS: 2.5") == Progress(2.5, None, "")
    assert parse_progress("MIYU-PROGRESS:7 / 8\r") == Progress(7, 8, "")
    for line in ("MIYU-PROGRESS: -1", "MIYU-PROGRESS: 3/0", "MIYU-PROGRESS: 1e400", " MIYU-PROGRESS: 1",
                 "MIYU-PROGRESS: nan", "MIYU-PROGRESS:", "miyu-progress: 1", "MIYU-PROGRESS: 1/" + "9" * 400,
                 "MIYU-PROGRESS: 1 " + "x" * MAX_LINE):
        assert parse_progress(line) is None, line
    assert parse_progress("MIYU-PROGRESS: 1 a\x1b[2Jb\x00c").message == "a\ufffd[2Jb\ufffdc"


def test_progress_split_across_reads_and_long_lines() -> None:
    reader = ProgressReader()
    assert reader.feed("noise\nMIYU-PROG") == []
    assert reader.feed("RESS: 1/2 half") == []
    assert reader.feed("\nmore\n") == [Progress(1, 2, "half")]
    assert reader.feed("x" * 100_000) == []
    assert reader.feed("MIYU-PROGRESS: 5\n") == []  # not at the start of a line: the long line's tail
    assert reader.feed("MIYU-PROGRESS: 6\n") == [Progress(6, None, "")]


@given(st.lists(st.text(max_size=60), max_size=20), st.integers(min_value=1, max_value=7))
def test_any_stderr_in_any_pieces_gives_the_same_progress(lines: list[str], cut: int) -> None:
    text = "\n".join(lines) + "\n"
    whole = ProgressReader().feed(text)
    assert whole == [p for p in (parse_progress(line) for line in text.split("\n")[:-1]) if p is not None]
    reader = ProgressReader()
    pieces = [text[i:i + cut] for i in range(0, len(text), cut)]
    assert [p for piece in pieces for p in reader.feed(piece)] == whole
    for p in whole:
        assert p.done >= 0 and (p.total is None or p.total > 0) and "\n" not in p.message


def test_the_last_progress_line_is_read_from_a_whole_stderr() -> None:
    """What the server sends last before the answer comes from the run's own stderr: the live signal of that line
    is posted from the Qt thread and was seen to arrive after the answer under load (CI, 2026-12-06)."""
    from scriptdeck.core.run.progress import last_progress

    stderr = "MIYU-PROGRESS: 1/4 step 1\nwarning\nMIYU-PROGRESS: 4/4 step 4\nMIYU-PROGRESS: nonsense\ndone\n"
    last = last_progress(stderr)
    assert last is not None and (last.done, last.total, last.message) == (4, 4, "step 4")
    assert last_progress("no progress here\n") is None and last_progress("") is None
