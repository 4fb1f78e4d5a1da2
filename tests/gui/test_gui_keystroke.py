"""Typing in the search box with many tools (issue 21 target 5): what a keystroke asks of the model.

No time is asserted (benchmarks are in bench/bench_gui.py); the tests count what made a keystroke slow: the short
columns (layer, timeout, lint) re-measured for every filter change, about 9,000 model calls each time.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.app import create_window
from scriptdeck.gui.deck.column_fitter import SHORT_COLUMNS

from tests.conftest import close_window, write_script
from tests.gui_texts import settle

TOOLS = 600


@pytest.fixture
def window(qtbot, tmp_path):
    root = tmp_path / "home"
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    for i in range(TOOLS):
        write_script(root / "scripts" / f"tool_{i:04d}.sh",
                     f"#!/bin/sh\n# Description: Tool number {i} for weather and calendar.\n# Group: g{i % 7}\n")
    win = create_window(str(Home(root, forced=True).root), lang="en", watch=False)
    qtbot.addWidget(win)
    win.resize(1100, 700)
    win.show()
    qtbot.waitExposed(win)
    # the context-cost meter counts in a child process and fills the Tokens figures when it answers, which changes
    # model data and refits the short columns once: let that happen before keystrokes are counted
    qtbot.waitUntil(lambda: win.controller.cost.deck is not None and not win.controller.cost.counting, timeout=60000)
    settle()
    # every single-shot timer the window started (the short columns' refit among them) has fired
    qtbot.waitUntil(lambda: not any(t.isSingleShot() and t.isActive() for t in win.findChildren(QTimer)),
                    timeout=60000)
    settle()
    yield win
    close_window(win)


def _count_model_calls(window, action) -> Counter:
    model = window.model
    calls: Counter = Counter()
    original = model.data

    def data(index, role=Qt.ItemDataRole.DisplayRole):
        calls[index.column()] += 1
        return original(index, role)

    model.data = data
    try:
        action()
    finally:
        del model.data
    return calls


@pytest.mark.slow
def test_a_keystroke_does_not_measure_the_short_columns_again(window):
    def type_text() -> None:  # as bench/bench_gui.py types: each key, its events, a repaint
        for char in "weather":
            QTest.keyClick(window.search, char)
            QApplication.processEvents()
            window.tree.viewport().repaint()

    calls = _count_model_calls(window, type_text)
    assert window.proxy.matches == TOOLS  # the search did run and matched every tool
    # painting asks a visible row's cells for a few roles each; measuring a column asks hundreds of rows
    visible_rows = window.tree.viewport().height() // max(1, window.tree.sizeHintForRow(0)) + 2
    for column in SHORT_COLUMNS:
        assert calls[column] <= 7 * 12 * visible_rows, (column, calls)


@pytest.mark.slow
def test_the_short_columns_still_fit_their_contents(window, qtbot):
    header = window.tree.header()
    shown = [c for c in SHORT_COLUMNS if not window.tree.isColumnHidden(c)]  # Tests/Tokens show only when used
    assert len(shown) >= 3  # layer, timeout, lint at least
    for column in shown:
        assert header.sectionSize(column) >= window.tree.sizeHintForColumn(column), column
    window.set_language("zh_CN")  # other words, other widths
    qtbot.waitUntil(lambda: all(header.sectionSize(c) == max(window.tree.sizeHintForColumn(c),
                                                             header.sectionSizeHint(c)) for c in shown),
                    timeout=5000)
