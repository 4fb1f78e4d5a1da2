"""The window for every hand (SPEC §30): arrows walk the tool tree row by row, a tool shown in two groups is two
rows, and the window never moves the current row by itself."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest

from scriptdeck.gui.deck.tool_model import TOOL_ROLE
from tests.conftest import deck_home, window_open
from tests.gui_texts import settle

TWO = "#!/bin/sh\n# Display name: Both\n# Description: in two groups.\n# Group: alpha, beta\necho b\n"
ONE = "#!/bin/sh\n# Display name: {name}\n# Description: one group.\n# Group: {group}\necho x\n"


def _home(tmp_path):
    return deck_home(tmp_path / "home", {
        "both.sh": TWO,
        "a1.sh": ONE.format(name="A one", group="alpha"),
        "b1.sh": ONE.format(name="B one", group="beta"),
        "c1.sh": ONE.format(name="C one", group="gamma"),
        "c2.sh": ONE.format(name="C two", group="gamma"),
    })


def _row_key(index: QModelIndex) -> tuple[str, str]:
    tool = index.data(TOOL_ROLE)
    parent = index.parent()
    return (parent.data() if parent.isValid() else "", tool.id if tool is not None else f"group:{index.data()}")


def _all_rows(tree) -> list[tuple[str, str]]:
    model = tree.model()
    rows = []
    for top in range(model.rowCount()):
        group = model.index(top, 0)
        rows.append(_row_key(group))
        if tree.isExpanded(group):
            rows.extend(_row_key(model.index(row, 0, group)) for row in range(model.rowCount(group)))
    return rows


def test_down_from_the_first_row_visits_every_row_once(qtbot, tmp_path) -> None:
    with window_open(qtbot, _home(tmp_path)) as win:
        tree = win.deck.tree
        settle()
        expected = _all_rows(tree)
        assert sum(1 for _, key in expected if key == "both") == 2  # one tool, two rows
        tree.setFocus()
        tree.setCurrentIndex(tree.model().index(0, 0))
        visited = [_row_key(tree.currentIndex())]
        for _ in range(len(expected) - 1):
            QTest.keyClick(tree, Qt.Key.Key_Down)
            settle()
            visited.append(_row_key(tree.currentIndex()))
        assert visited == expected


def test_a_click_on_a_tools_second_row_keeps_it_current(qtbot, tmp_path) -> None:
    with window_open(qtbot, _home(tmp_path)) as win:
        tree = win.deck.tree
        settle()
        model = tree.model()
        second = next(model.index(row, 0, model.index(top, 0))
                      for top in range(model.rowCount()) if model.index(top, 0).data() and "beta" in model.index(top, 0).data()
                      for row in range(model.rowCount(model.index(top, 0)))
                      if model.index(row, 0, model.index(top, 0)).data(TOOL_ROLE).id == "both")
        rect = tree.visualRect(second)
        QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        settle()
        assert win.deck.shown == "both"
        assert _row_key(tree.currentIndex()) == _row_key(second)
