"""What the screenshot review of 0.4.0 found a new Chinese user would trip over, each kept fixed by a test on the
real window: enum choices labelled in the UI language (the values sent unchanged)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QComboBox
from scriptdeck.core.store.paths import Home

from tests.conftest import open_window as open_shared_window


@pytest.fixture
def home(tmp_path) -> Home:
    root = tmp_path / "home"
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return Home(root, forced=True)


def open_window(qtbot, home: Home, lang: str):
    """conftest's window, at the size these tests were written for."""
    return open_shared_window(qtbot, home, lang, size=(1100, 700))


def kind_choices(win) -> list[tuple[str, object]]:
    win.select_tool("convert_units")
    win.tabs.setCurrentWidget(win.run_panel)
    combo = win.run_panel.form_scroll.findChild(QComboBox, "field-kind")
    assert combo is not None
    return [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]


def test_the_converters_enum_is_chinese_in_the_chinese_form_and_sends_the_same_values(qtbot, home):
    win = open_window(qtbot, home, "zh_CN")
    try:
        assert kind_choices(win) == [("长度（length）", "length"), ("重量（weight）", "weight"),
                                     ("温度（temperature）", "temperature")]
        win.set_language("en")  # a live switch rebuilds the form: the English UI shows the values themselves
        assert kind_choices(win) == [("length", "length"), ("weight", "weight"), ("temperature", "temperature")]
        win.set_language("zh_CN")
        combo = win.run_panel.form_scroll.findChild(QComboBox, "field-kind")
        combo.setCurrentIndex(1)
        assert win.run_panel.editor.value()["kind"] == "weight"
    finally:
        win._closing_confirmed = True
        win.controller.close()


def test_enum_labels_that_are_not_text_are_ignored(qtbot):
    from scriptdeck.gui.services.texts import SHOWN_ENUM_LABELS, schema_for_language

    schema = {"type": "object", "properties": {"k": {"enum": ["a", "b"], "x-enum-labels": {
        "zh_CN": {"a": "甲", "b": 7, "c": "  "}}}}}
    shown = schema_for_language(schema, "zh_CN")["properties"]["k"]
    assert shown[SHOWN_ENUM_LABELS] == {"a": "甲"}
    assert SHOWN_ENUM_LABELS not in schema_for_language(schema, "en")["properties"]["k"]
    bad = {"type": "object", "properties": {"k": {"enum": ["a"], "x-enum-labels": ["甲"]}}}
    assert SHOWN_ENUM_LABELS not in schema_for_language(bad, "zh_CN")["properties"]["k"]


def test_the_overrides_conflict_bar_puts_its_buttons_under_the_text(qtbot):
    """Side by side, text and three buttons made the pane so wide that at 900x600 the list's Tests column was cut."""
    from scriptdeck.gui.inspect.overrides_conflict import ConflictBar

    bar = ConflictBar()
    qtbot.addWidget(bar)
    bar.show_fields(["description"])
    bar.resize(420, bar.heightForWidth(420) if bar.hasHeightForWidth() else 160)
    qtbot.waitExposed(bar)
    buttons = list(bar.buttons.values())
    assert all(bar.label.geometry().bottom() < button.geometry().top() for button in buttons)
    row = sum(button.sizeHint().width() for button in buttons)
    assert bar.minimumSizeHint().width() < row + 60  # the text wraps above; it asks for no width of its own


def test_group_rows_run_across_the_list_so_a_narrow_list_shows_their_names(qtbot, home):
    from scriptdeck.gui.deck.tool_model import GROUP_ROLE

    win = open_window(qtbot, home, "en")
    try:
        win.resize(900, 600)
        tree, proxy = win.tree, win.tree.model()
        root = tree.rootIndex()
        qtbot.waitUntil(lambda: proxy.rowCount(root) > 0 and tree.isFirstColumnSpanned(0, root))
        groups = [row for row in range(proxy.rowCount(root)) if proxy.index(row, 0, root).data(GROUP_ROLE) is not None]
        assert groups
        for row in groups:
            assert tree.isFirstColumnSpanned(row, root)
            assert tree.visualRect(proxy.index(row, 0, root)).width() > tree.header().sectionSize(0)
        first_tool = proxy.index(0, 0, proxy.index(groups[0], 0, root))
        assert not tree.isFirstColumnSpanned(first_tool.row(), first_tool.parent())
    finally:
        win._closing_confirmed = True
        win.controller.close()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_at_900x600_the_run_panel_leaves_the_list_room_for_every_column(qtbot, home, lang):
    """The presets combo asked for 140 px: in English the run panel pushed the list's Tests column out of sight."""

    win = open_window(qtbot, home, lang)
    try:
        win.resize(900, 600)
        win.select_tool("convert_units")
        win.tabs.setCurrentWidget(win.run_panel)
        tree = win.tree
        qtbot.waitUntil(lambda: tree.header().length() > 0 and win.splitter.sizes()[0] > 0)
        qtbot.waitUntil(lambda: not win.deck.fitter.short_timer.isActive())  # the short columns refit
        assert win.splitter.widget(1).minimumSizeHint().width() <= 440
        assert tree.header().length() <= tree.viewport().width()
    finally:
        win._closing_confirmed = True
        win.controller.close()


def test_the_palette_shows_the_converters_choices_and_hints_in_chinese(qtbot, home):
    from PySide6.QtCore import Qt

    win = open_window(qtbot, home, "zh_CN")
    try:
        palette = win.quick_run
        palette.open_palette()
        qtbot.keyClicks(palette.query, "dwhs")
        qtbot.keyClick(palette.query, Qt.Key.Key_Tab)
        qtbot.waitUntil(lambda: palette.chosen == "convert_units")
        kind = palette.findChild(QComboBox, "arg-kind")
        assert [kind.itemText(i) for i in range(kind.count())] == ["长度（length）", "重量（weight）", "温度（temperature）"]
        assert kind.toolTip() == "测量的是什么"
        kind.setCurrentIndex(2)
        assert json.loads(kind.currentData()) == "temperature"  # the value the agent would send
        flag = palette.findChild(QComboBox, "arg-json")
        assert [flag.itemText(i) for i in range(flag.count())] == ["（未设置）", "是（true）", "否（false）"]
    finally:
        win.quick_run.hide()
        win._closing_confirmed = True
        win.controller.close()


def test_a_shown_sort_arrow_does_not_widen_the_columns_it_is_not_on(qtbot, home):
    """Qt reserved the arrow's room in every column once one was sorted: at 900 px the names shrank to a word."""
    from PySide6.QtCore import Qt

    win = open_window(qtbot, home, "en")
    try:
        win.resize(900, 600)
        header, fitter = win.tree.header(), win.deck.fitter
        fitter.fit_short_columns()
        before = [header.sectionSize(c) for c in (2, 3, 4)]
        header.setSortIndicatorShown(True)
        header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)  # sorted by Name, as after a click on its title
        fitter.fit_short_columns()
        assert [header.sectionSize(c) for c in (2, 3, 4)] == before
        header.setSortIndicator(3, Qt.SortOrder.AscendingOrder)  # the sorted column itself makes room for it
        fitter.fit_short_columns()
        assert header.sectionSize(3) > before[1]
    finally:
        win._closing_confirmed = True
        win.controller.close()
