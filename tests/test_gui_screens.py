"""What the screenshot review of 0.4.0 found a new Chinese user would trip over, each kept fixed by a test on the
real window: enum choices labelled in the UI language (the values sent unchanged)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from scriptdeck.core.store.paths import Home
from scriptdeck.gui.app import create_window


@pytest.fixture
def home(tmp_path) -> Home:
    root = tmp_path / "home"
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return Home(root, forced=True)


def open_window(qtbot, home: Home, lang: str):
    win = create_window(str(home.root), lang=lang, watch=False)
    qtbot.addWidget(win)
    win.resize(1100, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


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
