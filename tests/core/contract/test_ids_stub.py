"""SPEC §4 (ids and names) and §10 (stub text)."""

from __future__ import annotations

import pytest
from scriptdeck.core.contract.ids import humanize, id_from_file_name, normalize_id, pick_display_name
from scriptdeck.core.contract.stub import stub_text, summary


@pytest.mark.parametrize("stem,expected", [
    ("battery-care", "battery_care"), ("xhs.search v2", "xhs_search_v2"), ("2048", "script_2048"),
    ("查天气", None), ("__x__", "x"), ("a--b", "a_b"), ("", None),
])
def test_normalize_id(stem, expected):
    assert normalize_id(stem) == expected


def test_stem_drops_only_last_extension():
    assert id_from_file_name("battery-care.py") == "battery_care"
    assert id_from_file_name("xhs.search v2.sh") == "xhs_search_v2"
    assert id_from_file_name("archive.tar.gz") == "archive_tar"
    assert id_from_file_name("noext") == "noext"


@pytest.mark.parametrize("tool_id,expected", [
    ("xhs_search", "Xhs search"), ("_leading", "Leading"), ("__", "__"), ("a__b", "A  b"), ("x-y", "X y"),
])
def test_humanize(tool_id, expected):
    assert humanize(tool_id) == expected


def test_display_name_by_language():
    assert pick_display_name("zh_CN", "xhs_search", "小红书搜索", "XHS search") == "小红书搜索"
    assert pick_display_name("zh_CN", "xhs_search", "", "XHS search") == "XHS search"
    assert pick_display_name("zh_CN", "xhs_search", "", "") == "Xhs search"
    assert pick_display_name("en", "xhs_search", "小红书搜索", "XHS search") == "XHS search"
    assert pick_display_name("en", "xhs_search", "小红书搜索", "") == "Xhs search"
    assert pick_display_name("en", "xhs_search", "", "小红书") == "Xhs search"


def test_stub_short_description_unchanged():
    assert stub_text("查询某个游戏在 Linux 上的兼容性。") == "查询某个游戏在 Linux 上的兼容性。 (stub)"


def test_stub_with_example():
    assert stub_text("查询某个游戏在 Linux 上的兼容性。", '{"query":"艾尔登法环"}') == \
        '查询某个游戏在 Linux 上的兼容性。 (stub, e.g. {"query":"艾尔登法环"})'


def test_stub_empty_summary():
    assert stub_text("") == "(stub: fetch the full contract via load_tools)"
    assert stub_text("  \n ", '{"query":"x"}') == '(stub, e.g. {"query":"x"}: fetch the full contract via load_tools)'


def test_summary_uses_first_non_empty_line():
    assert summary("\n\n  First line.  \nSecond") == "First line."


def test_summary_cuts_at_last_sentence_end_in_window():
    text = 'Query the Bangumi airing calendar. Use for "what airs today" and subject details.'
    assert summary(text) == "Query the Bangumi airing calendar."


def test_summary_period_needs_a_following_space():
    text = "Version 0.5 of e.g.the tool keeps going and going and going on and on forever more"
    assert summary(text) == text[:60] + "…"


def test_summary_sentence_end_too_early_hard_cuts():
    text = "Short. " + "x" * 80
    assert summary(text) == text[:60] + "…"


def test_summary_chinese_sentence_end():
    text = "按文字提示生成图片，返回本地路径。" + "然后" * 40
    assert summary(text) == "按文字提示生成图片，返回本地路径。"


def test_summary_exactly_sixty_kept():
    text = "a" * 60
    assert summary(text) == text
