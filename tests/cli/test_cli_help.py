"""``scriptdeck --help`` and every sub-command's help in the UI language (SPEC §26), through the real process."""

from __future__ import annotations

import argparse

import pytest
from scriptdeck.core.cli import build_parser
from scriptdeck.core.contract.i18n import translate
from scriptdeck.core.run.cli_help import CTX, HELP_TEXTS

from tests.conftest import run_cli

NO_LOCALE = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8", "LANGUAGE": ""}


def help_texts(parser: argparse.ArgumentParser) -> list[str]:
    """Every help text and description of the parser and its sub-commands."""
    found: list[str] = []
    todo = [parser]
    while todo:
        current = todo.pop()
        found += [current.description] if current.description else []
        for action in current._actions:
            if action.help and action.help is not argparse.SUPPRESS:
                found.append(action.help)
            if isinstance(action, argparse._SubParsersAction):
                found += [choice.help for choice in action._choices_actions if choice.help]
                todo += list(dict.fromkeys(action.choices.values()))
    return found


def commands() -> list[str]:
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return list(sub.choices)


def test_every_help_text_is_listed_and_translated() -> None:
    missing = sorted({text for text in help_texts(build_parser()) if text not in HELP_TEXTS})
    assert not missing, f"add these to core/run/cli_help.py HELP_TEXTS and translate them: {missing}"
    untranslated = [text for text in HELP_TEXTS if translate(CTX, text, "zh_CN") == text]
    assert not untranslated


@pytest.mark.parametrize("how", [("--lang", "zh_CN"), ("--lang=zh_CN",), ()])
def test_top_level_help_follows_lang_and_the_terminal(how: tuple[str, ...]) -> None:
    env = {**NO_LOCALE, "LANG": "zh_CN.UTF-8"} if not how else NO_LOCALE
    done = run_cli(*how, "--help", env=env)
    assert done.returncode == 0
    assert done.stdout.startswith("用法：scriptdeck")
    assert "显示本帮助并退出" in done.stdout and "运行工具的测试用例" in done.stdout
    assert "show this help message and exit" not in done.stdout


@pytest.mark.slow
def test_every_sub_commands_help_is_chinese_under_a_chinese_locale() -> None:
    english = [text for text in HELP_TEXTS if text.isascii() and len(text) > 12]
    for command in commands():  # host too: `host --help` once answered "no host is running" (SPEC §26)
        done = run_cli(command, "--help", env={**NO_LOCALE, "LANG": "zh_CN.UTF-8"})
        assert done.returncode == 0, (command, done.stderr)
        assert done.stdout.startswith("用法："), command
        left = [text for text in english if text in done.stdout]
        assert not left, (command, left)


def test_english_stays_english() -> None:
    done = run_cli("test", "--help", env={**NO_LOCALE, "LANG": "en_US.UTF-8"})
    assert done.stdout.startswith("usage: scriptdeck test")
    assert "only the cases that failed last time" in done.stdout
