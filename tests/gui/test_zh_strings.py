"""Chinese users read Chinese, English users read English (SPEC §30): the strings the issue found in the wrong
language, in the window and on the command line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from scriptdeck.core.run.testcheck import Failure
from scriptdeck.core.run.testreport import failure_line
from scriptdeck.gui.palette.fields import InlineFields
from scriptdeck.gui.services.i18n import Translations

from tests.conftest import deck_home, run_cli, window_open
from tests.gui.test_palette import open_palette, type_text
from tests.gui_texts import settle


def test_the_cli_speaks_chinese_for_list_lint_trust_and_sandbox(tmp_path) -> None:
    home = str(tmp_path / "home")
    listed = run_cli("--home", home, "--lang", "zh_CN", "list").stdout
    assert "媒体 (1)" in listed and "[内置]" in listed and "media" not in listed
    assert "个文件" in run_cli("--home", home, "--lang", "zh_CN", "lint").stdout
    trusted = run_cli("--home", home, "--lang", "zh_CN", "trust", "convert_units").stdout
    assert "策略" in trusted and "policy" not in trusted
    boxed = run_cli("--home", home, "--lang", "zh_CN", "sandbox", "convert_units").stdout
    assert "不限制" in boxed and "no limit" not in boxed and "isolation" not in boxed
    assert "no limit" in run_cli("--home", home, "--lang", "en", "sandbox", "convert_units").stdout


def test_a_failed_expectations_words_are_in_the_report_language() -> None:
    failure = Failure("stdout_contains", "needle", "hay", detail="not found")
    assert "未找到" in failure_line(failure, "zh_CN") and "not found" not in failure_line(failure, "zh_CN")
    assert "(not found)" in failure_line(failure, "en")
    missing = Failure("stdout_json", 1, None, detail="$.a is missing")
    assert "缺少 $.a" in failure_line(missing, "zh_CN")


def test_the_palette_shows_group_names_in_chinese(qtbot, tmp_path) -> None:
    with window_open(qtbot, deck_home(tmp_path / "home", {}), "zh_CN") as win:
        palette = open_palette(qtbot, win)
        type_text(qtbot, "color_swatch")
        settle()
        shown = palette.model.data(palette.model.index(0), Qt.ItemDataRole.DisplayRole)
        assert "媒体" in shown and "media" not in shown


@pytest.mark.parametrize(("lang", "no", "bad"), [("en", "no (false)", "（"), ("zh_CN", "否（false）", " (")])
def test_a_yes_no_choice_reads_in_the_ui_language(qtbot, lang, no, bad) -> None:
    Translations().install(lang)
    fields = InlineFields()
    qtbot.addWidget(fields)
    fields.set_tool({"type": "object", "properties": {"loud": {"type": "boolean"}}}, None, "")
    box = fields.editors[0]
    texts = [box.itemText(i) for i in range(box.count())]
    assert no in texts and not any(bad in text for text in texts), texts


def test_the_save_case_dialog_names_expectations_in_chinese(qtbot, tmp_path, home) -> None:
    from scriptdeck.gui.run.save_case_dialog import SaveCaseDialog
    from scriptdeck.gui.services.controller import Controller

    Translations().install("zh_CN")
    dialog = SaveCaseDialog("tool", tmp_path / "t.json", {}, {"success": True, "exit_code": 0, "stdout": "hi\n",
                                                               "stderr": "", "images": []},
                            controller=Controller(home, watch=False))
    qtbot.addWidget(dialog)
    texts = [dialog.keys.item(i).text() for i in range(dialog.keys.count())]
    assert any(text.startswith("退出码（exit_code）") for text in texts), texts


def test_without_a_tokenizer_the_status_bar_counts_the_tools_and_says_why_in_chinese(qtbot, tmp_path, monkeypatch) -> None:
    """As on Python 3.10 (no toktok-rs wheel): the counting process cannot count. The bar said "tools: 0" with the
    counter's English error in the Chinese window."""
    shadow = tmp_path / "shadow"
    shadow.mkdir()
    (shadow / "toktok.py").write_text("raise ImportError('no toktok here')\n", encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(shadow))  # the counting process (a child) finds no tokenizer
    with window_open(qtbot, deck_home(tmp_path / "home", {}), "zh_CN") as win:
        meter = win.controller.cost
        qtbot.waitUntil(lambda: bool(meter.error), timeout=60000)
        settle()
        label = win.cost_label
        assert meter.served == 4 and "4" in label.text() and "0" not in label.text().split("·")[0]
        assert "toktok" in label.toolTip() and "not installed" not in label.toolTip()
