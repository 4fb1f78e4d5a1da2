"""A run's own progress in the window's Run panel (issue 45): ``MIYU-PROGRESS:`` lines on stderr move a progress
bar (a busy bar without a total), named for a screen reader, in English and Chinese."""

from __future__ import annotations

from tests.conftest import deck_home, window_open

STEPS = """#!/bin/sh
# Description: Works in steps and says how far it is.
echo "MIYU-PROGRESS: 1/4 reading 50%" >&2
echo "MIYU-PROGRESS: 3/4 writing" >&2
exec sleep 60  # a long tool: the test stops it
"""

COUNTS = """#!/bin/sh
# Description: Counts without knowing the total.
echo "MIYU-PROGRESS: 7 files" >&2
echo done
"""


def test_progress_lines_move_the_run_panels_bar(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"steps.sh": STEPS, "counts.sh": COUNTS})
    with window_open(qtbot, home) as win:
        assert win.select_tool("steps")
        view = win.run_panel.start_run("steps", {})
        assert view is not None
        bar = view.progress_bar
        assert bar.isHidden()  # nothing reported yet
        qtbot.waitUntil(lambda: not bar.isHidden() and bar.value() == 750, timeout=15000)
        assert bar.maximum() == 1000
        assert bar.text() == "3 of 4 · writing" and bar.accessibleName() == "Progress"
        assert bar.accessibleDescription() == "3 of 4 · writing"
        view.run.stop()
        qtbot.waitUntil(lambda: view.run.result is not None, timeout=15000)
        assert "MIYU-PROGRESS: 1/4 reading 50%" in view.live_text()  # the lines stay in stderr as printed

        assert win.select_tool("counts")
        view = win.run_panel.start_run("counts", {})
        assert view is not None
        qtbot.waitUntil(lambda: view.run.result is not None, timeout=15000)
        bar = view.progress_bar
        qtbot.waitUntil(lambda: not bar.isHidden())
        assert (bar.minimum(), bar.maximum()) == (0, 0)  # no total: busy
        assert bar.toolTip() == "7 · files"


def test_the_bar_speaks_chinese(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"steps.sh": STEPS})
    with window_open(qtbot, home, "zh_CN") as win:
        assert win.select_tool("steps")
        view = win.run_panel.start_run("steps", {})
        assert view is not None
        bar = view.progress_bar
        qtbot.waitUntil(lambda: not bar.isHidden() and bar.value() == 750, timeout=15000)
        assert bar.toolTip() == "3 / 4 · writing" and bar.accessibleName() == "进度"
        view.run.stop()
        qtbot.waitUntil(lambda: view.run.result is not None, timeout=15000)
