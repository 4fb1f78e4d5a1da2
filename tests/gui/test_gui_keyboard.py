"""The window for every hand (SPEC §30): arrows walk the tool tree row by row, a tool shown in two groups is two
rows, and the window never moves the current row by itself."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scriptdeck.gui.deck.tool_model import TOOL_ROLE

from tests.conftest import REPO, deck_home, window_open
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


FORM = """#!/bin/sh
# Display name: Form
# Description: a tool with a form.
# Group: alpha
# Parameters: {"type": "object", "properties": {"query": {"type": "string"}, "size": {"type": "string", "enum": ["S", "M", "L"]}, "tags": {"type": "array", "items": {"type": "string"}}}}
cat
"""


def _form_home(tmp_path):
    return deck_home(tmp_path / "home", {"form.sh": FORM, "a1.sh": ONE.format(name="A one", group="alpha")})


def test_typed_values_survive_a_tool_switch_a_search_and_a_rescan(qtbot, tmp_path) -> None:
    with window_open(qtbot, _form_home(tmp_path)) as win:
        assert win.select_tool("form")
        panel = win.run_panel
        panel.editor.children["query"].widget.setText("typed by hand")
        settle()
        assert panel.arguments() == {"query": "typed by hand"}
        assert win.select_tool("a1")  # another tool, and back
        settle()
        assert win.select_tool("form")
        settle()
        assert win.run_panel.arguments() == {"query": "typed by hand"}
        win.search.setText("zzz-nothing")  # the search hides the tool ...
        settle()
        assert win.deck.shown is None
        win.search.setText("")  # ... and gives it back with what was typed
        settle()
        assert win.deck.shown == "form"
        assert win.run_panel.arguments() == {"query": "typed by hand"}
        win.controller.rescan()
        settle()
        assert win.run_panel.arguments() == {"query": "typed by hand"}


def test_a_fresh_form_is_not_remembered(qtbot, tmp_path) -> None:
    with window_open(qtbot, _form_home(tmp_path)) as win:
        assert win.select_tool("form")
        assert win.select_tool("a1")
        assert "form" not in win.run_panel._typed


def test_the_wheel_leaves_an_unfocused_combo_box_alone(qtbot, tmp_path) -> None:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    with window_open(qtbot, _form_home(tmp_path)) as win:
        assert win.select_tool("form")
        win.tabs.setCurrentWidget(win.run_panel)
        combo = win.run_panel.editor.children["size"].widget
        win.search.setFocus()
        settle()
        assert not combo.hasFocus()
        before = combo.currentIndex()

        def wheel() -> None:
            centre = QPointF(combo.rect().center())
            event = QWheelEvent(centre, QPointF(combo.mapToGlobal(combo.rect().center())), QPoint(0, 0),
                                QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                                Qt.ScrollPhase.NoScrollPhase, False)
            QApplication.sendEvent(combo, event)

        wheel()
        settle()
        assert combo.currentIndex() == before
        combo.setFocus()
        settle()
        wheel()  # with focus, the wheel is the user's choice
        settle()
        assert combo.currentIndex() != before


def test_tab_from_an_array_item_stays_in_the_form(qtbot, tmp_path) -> None:
    with window_open(qtbot, _form_home(tmp_path)) as win:
        assert win.select_tool("form")
        win.tabs.setCurrentWidget(win.run_panel)
        tags = win.run_panel.editor.children["tags"]
        tags.add_button.setFocus()
        QTest.keyClick(tags.add_button, Qt.Key.Key_Space)  # the new item's field takes the focus
        settle()
        field = tags.items[0][1].widget
        assert field.hasFocus(), QApplication.focusWidget()
        QTest.keyClicks(field, "one")
        QTest.keyClick(field, Qt.Key.Key_Tab)  # to the item's ✕
        settle()
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # then on, still in the form
        settle()
        assert QApplication.focusWidget() is tags.add_button
        QTest.keyClick(tags.add_button, Qt.Key.Key_Space)  # a second item, typed into at once
        settle()
        QTest.keyClicks(QApplication.focusWidget(), "two")
        settle()
        assert win.search.text() == ""
        assert win.run_panel.arguments() == {"tags": ["one", "two"]}


def test_every_shortcut_of_the_window_is_in_f1_and_the_readme(qtbot, tmp_path) -> None:
    """SPEC §30: every action has a way in from the keyboard, and both lists a user reads name every key."""
    import re

    from PySide6.QtGui import QAction, QKeySequence
    from scriptdeck.gui.shell.help_pages import shortcut_rows

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    table = readme.split("### Keyboard", 1)[1].split("\n\n", 2)[1]
    in_readme = set(re.findall(r"[A-Za-z0-9+]+", table.replace(" / ", " ")))
    in_help = {key for key, _text in shortcut_rows()}
    with window_open(qtbot, _home(tmp_path)) as win:
        keys = {action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
                for action in win.findChildren(QAction) if not action.shortcut().isEmpty()}
    assert "Alt+5" in keys  # Agent activity has a key of its own
    assert sorted(keys - in_help) == []
    assert sorted(keys - in_readme) == []


def test_agent_activity_is_in_the_view_menu(qtbot, tmp_path) -> None:
    with window_open(qtbot, _home(tmp_path)) as win:
        view_menu = win.tool_actions.view_menu if hasattr(win.tool_actions, "view_menu") else None
        menus = [view_menu] if view_menu is not None else [a.menu() for a in win.menuBar().actions() if a.menu()]
        assert any(win.activity_action in menu.actions() for menu in menus)
        assert not win.activity_dock.isVisible()
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        QTest.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_5, Qt.KeyboardModifier.AltModifier)
        settle()
        assert win.activity_dock.isVisible()
        # the panel opened by its key takes the focus (a new user Tabbed 13 times through Details to reach it) …
        assert win.activity_dock.isAncestorOf(QApplication.focusWidget())
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_5, Qt.KeyboardModifier.AltModifier)
        settle()
        # … and closed while it had it, gives it back to the list instead of to nothing
        assert not win.activity_dock.isVisible() and QApplication.focusWidget() is win.tree


def test_tab_on_the_run_tab_goes_from_the_form_tabs_to_the_fields_then_run(qtbot, tmp_path) -> None:
    with window_open(qtbot, _form_home(tmp_path)) as win:
        assert win.select_tool("form")
        win.tabs.setCurrentWidget(win.run_panel)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        panel = win.run_panel
        panel.arg_tabs.tabBar().setFocus()
        settle()
        stops = []
        for _ in range(8):
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            settle()
            stops.append(QApplication.focusWidget())
        fields = [panel.editor.children[name].widget for name in ("query", "size")]
        assert stops[:2] == fields  # the first stops are the form's own fields, in order
        assert panel.run_button in stops
        assert stops.index(panel.run_button) > stops.index(fields[1])
        assert panel.form_scroll not in stops and all(w.isVisible() for w in stops)


def test_a_long_home_path_is_shortened_in_the_middle_not_cut(qtbot, tmp_path) -> None:
    from PySide6.QtWidgets import QLabel

    deep = tmp_path / ("a-rather-long-folder-name-" * 6) / "home"
    with window_open(qtbot, deck_home(deep, {"a1.sh": ONE.format(name="A one", group="alpha")}), size=(800, 600)) as win:
        part = win.findChild(QLabel, "status-home")
        settle()
        assert part.toolTip().endswith(str(deep))
        assert "…" in part.text() and part.text().endswith("home")  # the folder's own name stays readable
        assert part.fontMetrics().horizontalAdvance(part.text()) <= part.width()
