"""The quick-run palette (issue 35), driven by the keyboard only: Ctrl+K, find by pinyin, Tab through two
arguments, Enter runs through the run panel's path, the result shows; a tool that asks to be confirmed asks."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.app import create_window
from scriptdeck.gui.deck.tool_model import TOOL_ROLE
from scriptdeck.gui.palette.palette import needs_confirmation
from scriptdeck.gui.services import matcher

from tests.conftest import write_script

CONVERT = {
    "type": "object",
    "properties": {
        "note": {"type": "string", "description": "optional note"},
        "value": {"type": "number", "description": "how much"},
        "unit": {"type": "string", "enum": ["km", "mile"], "description": "to what"},
    },
    "required": ["value", "unit"],
}


def _active_window(qtbot, root):
    """The window on ``root`` (its scripts written), shown and active; closed after the test."""
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    window = create_window(str(root), lang="en", watch=False)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    yield window
    window.controller.close()


@pytest.fixture
def win(qtbot, tmp_path):
    root = tmp_path / "home"
    scripts = root / "scripts"
    write_script(scripts / "convert.sh", "#!/bin/sh\n# Description: Converts units.\n# 显示名称：面积计算\n"
                                         f"# Parameters: {json.dumps(CONVERT)}\ncat\n")
    write_script(scripts / "danger.sh", "#!/bin/sh\n# Description: Deletes the cache.\n# 显示名称：清空缓存\n"
                                        "echo emptied\n")
    write_script(scripts / "echo_it.sh", "#!/bin/sh\n# Description: Echoes.\necho hi\n")
    yield from _active_window(qtbot, root)


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier):
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key, modifier)


def type_text(qtbot, text):
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClicks(widget, text)


def open_palette(qtbot, win):
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.tree.setFocus()
    press(qtbot, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    palette = win.quick_run
    qtbot.waitUntil(lambda: palette.isVisible() and palette.query.hasFocus() and palette.isActiveWindow())
    return palette


def test_find_by_pinyin_fill_two_arguments_run_and_see_the_result(qtbot, win):
    palette = open_palette(qtbot, win)
    type_text(qtbot, "mjjs")
    assert [tool.id for tool in palette.model.rows] == ["convert"]
    press(qtbot, Qt.Key.Key_Tab)
    # required arguments first: value, unit, then the optional note
    assert [f.name for f in palette.args.fields] == ["value", "unit", "note"]
    assert QApplication.focusWidget() is palette.args.editors[0]
    type_text(qtbot, "3.5")
    press(qtbot, Qt.Key.Key_Tab)
    assert isinstance(QApplication.focusWidget(), QComboBox)
    press(qtbot, Qt.Key.Key_Down)  # km → mile
    with qtbot.waitSignal(palette.finished_run, timeout=15000) as done:
        press(qtbot, Qt.Key.Key_Return)
    assert done.args == ["convert"]
    assert json.loads(palette.output_view.toPlainText()) == {"value": 3.5, "unit": "mile"}
    assert palette.output_view.isVisible() and palette.open_button.isVisible()
    # the run went through the run panel: its tab is there, and the history remembers the arguments
    assert [view.run.plan.tool_id for view in win.run_panel.views] == ["convert"]
    press(qtbot, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.clipboard().text() == palette.output
    press(qtbot, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # Open in run panel
    assert not palette.isVisible()
    assert win.current_tool().id == "convert" and win.tabs.currentWidget() is win.run_panel

    # next time: the last values are back, the tool is first (recent), Enter runs it at once
    palette = open_palette(qtbot, win)
    assert palette.model.rows[0].id == "convert"
    press(qtbot, Qt.Key.Key_Backspace)
    type_text(qtbot, "mianji")
    assert palette.model.rows[0].id == "convert"
    with qtbot.waitSignal(palette.finished_run, timeout=15000):
        press(qtbot, Qt.Key.Key_Return)
    assert json.loads(palette.output_view.toPlainText()) == {"value": 3.5, "unit": "mile"}


def test_a_bad_value_is_named_and_nothing_runs(qtbot, win):
    palette = open_palette(qtbot, win)
    type_text(qtbot, "unit")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "lots")
    press(qtbot, Qt.Key.Key_Return)
    assert "value" in palette.message.text() and palette.stage == "args"
    assert win.run_panel.views == []
    press(qtbot, Qt.Key.Key_Escape)  # back to the search, not closed
    assert palette.isVisible() and palette.stage == "search"


def test_a_tool_that_asks_to_be_confirmed_asks_first(qtbot, win, monkeypatch):
    # `# Confirm:` gives Tool a `confirm` attribute (the seams branch); stand in for it on one tool
    monkeypatch.setattr(Tool, "confirm", property(lambda tool: tool.id == "danger"), raising=False)
    palette = open_palette(qtbot, win)
    type_text(qtbot, "qkhc")  # 清空缓存
    assert [tool.id for tool in palette.model.rows] == ["danger"]
    press(qtbot, Qt.Key.Key_Return)
    assert palette.stage == "confirm" and "confirmed" in palette.message.text()
    assert win.run_panel.views == []
    press(qtbot, Qt.Key.Key_Escape)  # no: back to the arguments, nothing ran
    assert palette.stage == "args" and win.run_panel.views == []
    press(qtbot, Qt.Key.Key_Return)
    assert palette.stage == "confirm"
    with qtbot.waitSignal(palette.finished_run, timeout=15000):
        press(qtbot, Qt.Key.Key_Return)
    assert palette.output_view.toPlainText().strip() == "emptied"


def test_needs_confirmation_is_cores_confirm_rule(tmp_path):
    """The palette asks exactly when core's Tool.confirm says so: the header's ``# Confirm: yes``, the Chinese key,
    and index.json's override, which wins either way (SPEC §25)."""
    from scriptdeck.core.model.registry import Registry
    from scriptdeck.core.store.paths import Home

    home = Home(tmp_path / "home")
    scripts = home.global_dir
    scripts.mkdir(parents=True)
    write_script(scripts / "asks.sh", "#!/bin/sh\n# Description: Deletes things.\n# Confirm: yes\necho gone\n")
    write_script(scripts / "asks_zh.sh", "#!/bin/sh\n# Description: Deletes things.\n# 需要确认：是\necho gone\n")
    write_script(scripts / "quiet.sh", "#!/bin/sh\n# Description: Reads things.\necho read\n")
    write_script(scripts / "waived.sh", "#!/bin/sh\n# Description: Deletes things.\n# Confirm: yes\necho gone\n")
    write_script(scripts / "forced.sh", "#!/bin/sh\n# Description: Reads things.\necho read\n")
    (scripts / "index.json").write_text(json.dumps({"scripts": [{"id": "waived", "confirm": False},
                                                                {"id": "forced", "confirm": True}]}))
    registry = Registry(home)
    registry.scan()
    asked = {tool_id: needs_confirmation(registry.get(tool_id))
             for tool_id in ("asks", "asks_zh", "quiet", "waived", "forced")}
    assert asked == {"asks": True, "asks_zh": True, "quiet": False, "waived": False, "forced": True}


def test_the_main_search_box_finds_by_pinyin_too(qtbot, win):
    win.search.setText("qkhc")
    qtbot.waitUntil(lambda: win.proxy.matches == 1)
    win.search.setText("mianjijisuan")
    qtbot.waitUntil(lambda: win.proxy.matches == 1)
    win.search.setText("zzzz")
    qtbot.waitUntil(lambda: win.proxy.matches == 0)


def test_deep_or_odd_json_is_a_named_error_not_a_crash():
    from scriptdeck.core.contract.form import Field
    from scriptdeck.gui.palette.fields import FieldError, typed_value

    for text in ("[" * 100_000 + "]" * 100_000, "NaN", "[1e400]", '"\\ud800"'):
        with pytest.raises(FieldError):
            typed_value(Field("array", "items"), text)


def test_pinyin_keys():
    assert matcher.pinyin_keys("单位换算") == "danweihuansuan dwhs"
    assert matcher.pinyin_keys("JSON 格式化") == "jsongeshihua jgsh"
    assert matcher.pinyin_keys("plain") == ""


@settings(max_examples=60, deadline=None)
@given(st.text())
def test_pinyin_keys_take_any_text(text):
    keys = matcher.pinyin_keys(text)
    assert isinstance(keys, str) and (keys == "" or " " in keys)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["string", "integer", "number", "boolean", "array", "object"]),
       st.one_of(st.text(), st.text(alphabet="0123456789.-e+[]{}\",: naNIfity\x00\ud800")))
def test_any_typed_text_converts_or_names_its_field(kind, text):
    from scriptdeck.core.contract.form import Field
    from scriptdeck.gui.palette.fields import FieldError, typed_value

    field = Field(kind, "arg", required=True)
    try:
        value = typed_value(field, text)
    except FieldError as error:
        assert error.field == "arg" and kind != "string"
        return
    if kind == "number":
        assert value == value and abs(value) != float("inf")  # never NaN or infinity into a run
    if kind in ("array", "object", "boolean"):
        assert json.loads(json.dumps(value, allow_nan=False)) == value  # strict JSON only
    if kind == "string":
        assert value == text


def test_a_characters_reading_is_pypinyins():
    from pypinyin import lazy_pinyin

    sample = [chr(code) for code in range(0x4E00, 0xA000, 97)] + list("绿女长行重单")
    assert [matcher.pinyin_keys(char).split()[0] for char in sample] == [lazy_pinyin(char)[0] for char in sample]


@pytest.fixture
def phrase_win(qtbot, tmp_path):
    """A window whose Chinese names hold polyphones that only their phrase reads right (issue 42)."""
    root = tmp_path / "home"
    names = {"length": "长度换算", "bank": "银行利率", "again": "重新加载", "music": "音乐播放"}
    for tool_id, name in names.items():
        write_script(root / "scripts" / f"{tool_id}.sh",
                     f"#!/bin/sh\n# Description: The {tool_id} tool.\n# 显示名称：{name}\necho ok\n")
    # found by "cdhs" only in its description: ranks below the tool whose pinyin initials are "cdhs"
    write_script(root / "scripts" / "aaa_notes.sh", "#!/bin/sh\n# Description: Notes on cdhs and chang.\necho ok\n")
    yield from _active_window(qtbot, root)


def box_shows(win) -> set[str]:
    """The tool ids the main search box's tree shows."""
    proxy, out = win.proxy, set()
    for g in range(proxy.rowCount()):
        group = proxy.index(g, 0)
        out.update(proxy.index(r, 0, group).data(TOOL_ROLE).id for r in range(proxy.rowCount(group)))
    return out


PHRASES = [("changdu", "length"), ("cdhs", "length"), ("changduhuansuan", "length"), ("yinhang", "bank"),
           ("yhll", "bank"), ("chongxin", "again"), ("cxjz", "again"), ("yinyue", "music"), ("yybf", "music")]


def test_a_polyphone_is_read_in_its_phrase_in_the_palette(qtbot, phrase_win):
    palette = open_palette(qtbot, phrase_win)
    for query, tool_id in PHRASES:
        palette.query.clear()
        type_text(qtbot, query)
        assert tool_id in [tool.id for tool in palette.model.rows], query
    for wrong in ("zhangdu", "yinxing", "zhongxin", "yinle"):  # each character's first reading, out of its phrase
        palette.query.clear()
        type_text(qtbot, wrong)
        assert palette.model.rows == [], wrong


def test_a_polyphone_is_read_in_its_phrase_in_the_search_box(qtbot, phrase_win):
    for query, tool_id in PHRASES:
        phrase_win.search.setText(query)
        qtbot.waitUntil(lambda tool_id=tool_id: tool_id in box_shows(phrase_win))
    phrase_win.search.setText("zhangdu")
    qtbot.waitUntil(lambda: phrase_win.proxy.matches == 0)


def test_every_word_must_match_somewhere_in_palette_and_box(qtbot, phrase_win):
    """Two words, each found in a different place (pinyin initials, description): both must be there."""
    palette = open_palette(qtbot, phrase_win)
    type_text(qtbot, "cdhs length")
    assert [tool.id for tool in palette.model.rows] == ["length"]
    palette.query.clear()
    type_text(qtbot, "cdhs bank")
    assert palette.model.rows == []
    palette.query.clear()
    type_text(qtbot, "chang notes")
    assert [tool.id for tool in palette.model.rows] == ["aaa_notes"]
    palette.hide()
    phrase_win.search.setText("cdhs length")
    qtbot.waitUntil(lambda: box_shows(phrase_win) == {"length"})
    phrase_win.search.setText("yinhang the tool")
    qtbot.waitUntil(lambda: box_shows(phrase_win) == {"bank"})
    phrase_win.search.setText("cdhs bank")
    qtbot.waitUntil(lambda: phrase_win.proxy.matches == 0)


def test_pinyin_initials_rank_above_a_match_in_the_description(qtbot, phrase_win):
    """"cdhs" is the initials of 长度换算 and a word in aaa_notes' description: the name comes first, although
    "aaa_notes" sorts first by name."""
    palette = open_palette(qtbot, phrase_win)
    type_text(qtbot, "cdhs")
    assert [tool.id for tool in palette.model.rows] == ["length", "aaa_notes"]
    palette.query.clear()
    type_text(qtbot, "chang")  # the start of the whole pinyin ranks first too
    assert [tool.id for tool in palette.model.rows] == ["length", "aaa_notes"]


def test_polyphone_pinyin_keys():
    assert matcher.pinyin_keys("长度换算") == "changduhuansuan cdhs"
    assert matcher.pinyin_keys("银行") == "yinhang yh"
    assert matcher.pinyin_keys("重新") == "chongxin cx"
    assert matcher.pinyin_keys("音乐") == "yinyue yy"
    assert matcher.pinyin_keys("abc长度x") == "abcchangdux acdx"


def _scanned(root):
    from scriptdeck.core.model.registry import Registry
    from scriptdeck.core.store.paths import Home

    (root / "scripts" / "personas" / "default").mkdir(parents=True, exist_ok=True)
    registry = Registry(Home(root, forced=True), pi_layers=[])
    registry.scan()
    return registry


def test_pinyin_initials_rank_with_a_name_start_above_a_match_inside_an_id(tmp_path):
    """"cdhs" starts the initials of 长度换算 (rank 0, as a name that starts with it) and sits inside the id
    "old_cdhs_notes" (rank 1): the initials win, although "old_cdhs_notes" sorts first."""
    root = tmp_path / "home"
    write_script(root / "scripts" / "length.sh", "#!/bin/sh\n# Description: Lengths.\n# 显示名称：长度换算\necho\n")
    write_script(root / "scripts" / "old_cdhs_notes.sh", "#!/bin/sh\n# Description: Notes.\necho\n")
    registry = _scanned(root)
    length, notes = registry.get("length"), registry.get("old_cdhs_notes")
    assert matcher.rank(length, ["cdhs"], "en") == 0
    assert matcher.rank(notes, ["cdhs"], "en") == 1
    assert matcher.rank(length, ["dhs"], "en") == 1  # inside the initials, not at a start


def test_a_renamed_tool_is_found_by_its_new_name_only(tmp_path):
    """The search keys are remembered per tool object: a rescan that read a new name makes a new object, and the
    keys are made again (never the old name's, kept under the same id)."""
    root = tmp_path / "home"
    script = root / "scripts" / "length.sh"
    write_script(script, "#!/bin/sh\n# Description: Lengths.\n# 显示名称：长度换算\necho\n")
    registry = _scanned(root)
    before = registry.get("length")
    assert matcher.matches(matcher.haystack(before), ["cdhs"])
    write_script(script, "#!/bin/sh\n# Description: Lengths and more.\n# 显示名称：银行利率\necho\n")
    registry.scan()
    after = registry.get("length")
    assert after is not before
    assert matcher.matches(matcher.haystack(after), ["yhll"])
    assert not matcher.matches(matcher.haystack(after), ["cdhs"])
    assert matcher.rank(after, ["yinhang"], "zh_CN") == 0
