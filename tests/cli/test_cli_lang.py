"""`--lang` before or after the command, and the terminal's locale over the window's saved language
(docs/decisions.md, issue 13). Each case runs the real `scriptdeck` process."""

from __future__ import annotations

import json

import pytest

from tests.conftest import run_cli, write_script

TOOL = "#!/bin/sh\n# 显示名称：天气查询\n# Display name: Weather lookup\n# Description: Look up the weather.\necho\n"


@pytest.fixture
def home(tmp_path):
    root = tmp_path / "home"
    write_script(root / "scripts" / "weather.sh", TOOL)
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return root


def save_language(home, lang: str) -> None:
    (home / "config").mkdir(exist_ok=True)
    (home / "config" / "settings.json").write_text(json.dumps({"language": lang}))


NO_LOCALE = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8", "LANGUAGE": ""}


@pytest.mark.parametrize("argv", [["list", "--lang", "en"], ["--lang", "en", "list"]])
def test_lang_en_before_or_after_the_command(home, argv):
    save_language(home, "zh_CN")
    done = run_cli("--home", str(home), *argv, env=NO_LOCALE)
    assert done.returncode == 0, done.stderr
    assert "Weather lookup" in done.stdout


@pytest.mark.parametrize("argv", [["list", "--lang", "zh_CN"], ["--lang", "zh_CN", "list"]])
def test_lang_zh_before_or_after_the_command(home, argv):
    done = run_cli("--home", str(home), *argv, env=NO_LOCALE)
    assert done.returncode == 0, done.stderr
    assert "天气查询" in done.stdout


def test_lc_all_beats_a_saved_chinese(home):
    save_language(home, "zh_CN")
    done = run_cli("--home", str(home), "list", env={**NO_LOCALE, "LC_ALL": "en_US.UTF-8"})
    assert "Weather lookup" in done.stdout


def test_lang_variable_beats_a_saved_english(home):
    save_language(home, "en")
    done = run_cli("--home", str(home), "list", env={**NO_LOCALE, "LANG": "zh_CN.UTF-8"})
    assert "天气查询" in done.stdout


def test_saved_language_applies_when_the_locale_names_none(home):
    save_language(home, "zh_CN")
    done = run_cli("--home", str(home), "list", env=NO_LOCALE)
    assert "天气查询" in done.stdout


def test_flag_beats_the_locale(home):
    done = run_cli("--home", str(home), "--lang", "en", "list", env={**NO_LOCALE, "LC_ALL": "zh_CN.UTF-8"})
    assert "Weather lookup" in done.stdout
