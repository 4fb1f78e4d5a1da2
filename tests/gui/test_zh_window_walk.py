"""The window in zh_CN shows no untranslated English (issue 40): every visible widget's text, window title and
tooltip, tab texts, menu texts and header labels are checked. A text is English when it has a run of Latin words
and no Chinese character; what is English by nature (tool names and ids, file paths, key names, product and format
names) is allowed below, each for its reason; an English sentence inside Chinese text is English too."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QHeaderView, QLabel, QMenu, QTabBar, QWidget
from scriptdeck.core.store.paths import Home

from tests.conftest import window_open, write_script

CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef]")
WORDS = re.compile(r"[A-Za-z]{3,}(?:[ ,.'-]+[A-Za-z]{2,})+")  # two or more Latin words in a row
#: an English sentence inside a Chinese text (a translated frame around an English message)
SENTENCE = re.compile(r"\b[A-Za-z]{2,}(?: [A-Za-z()]{2,}){4,}")

#: English by nature, not by a missing translation
ALLOWED = [
    re.compile(r"^(?:[\w./~-]+/)+[\w.-]*$"),  # a file path
    re.compile(r"^[a-z][a-z0-9_]*$"),  # a tool id, a group or key name
    re.compile(r"^(?:Ctrl|Shift|Alt|Meta|F\d+)\b"),  # a key sequence
    re.compile(r"^ScriptDeck\b"),  # the product's name (and its version)
    re.compile(r"^[\w-]+\.json: [a-z_]+$"),  # a key of a file (the Overrides table: where a value is stored)
]


def english(text: str) -> bool:
    text = " ".join(re.sub(r"<[^>]+>", " ", text).split())  # rich text: its words, not its tags
    if SENTENCE.search(text):
        return True
    if not text or CJK.search(text) or any(allowed.search(text) for allowed in ALLOWED):
        return False
    return WORDS.search(text) is not None


def visible_texts(win: QWidget) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = [("window title", win.windowTitle())]
    for widget in win.findChildren(QWidget):
        if not widget.isVisible():
            continue
        name = f"{type(widget).__name__}#{widget.objectName()}"
        if isinstance(widget, (QLabel, QAbstractButton)):
            found.append((name, widget.text()))
        found.append((name + " tooltip", widget.toolTip()))
        if isinstance(widget, QTabBar):
            found += [(name + " tab", widget.tabText(i)) for i in range(widget.count())]
        if isinstance(widget, QHeaderView) and widget.model() is not None:
            model, horizontal = widget.model(), widget.orientation() == Qt.Orientation.Horizontal
            count = model.columnCount() if horizontal else model.rowCount()
            found += [(name + " header", str(model.headerData(i, widget.orientation()) or ""))
                      for i in range(count) if not widget.isSectionHidden(i)]
    for menu in win.menuBar().findChildren(QMenu):
        found += [(f"menu {menu.title()}", action.text()) for action in menu.actions()]
    found += [("menu bar", action.text()) for action in win.menuBar().actions()]
    return found


@pytest.fixture
def home(tmp_path) -> Home:
    home = Home(tmp_path / "home", forced=True)
    write_script(home.global_dir / "greet.sh", "#!/bin/sh\n# Description: Greets.\n# 显示名称：问候\necho hi\n")
    home.persona_dir.mkdir(parents=True, exist_ok=True)
    return home


def test_the_chinese_window_shows_no_untranslated_english(qtbot, home: Home, tmp_path, monkeypatch):
    # as on Python 3.10, the token counter is missing: its reason shows in the status bar's tooltip, translated
    hide = tmp_path / "no-toktok" / "toktok"
    hide.mkdir(parents=True)
    (hide / "__init__.py").write_text("raise ImportError('hidden by the test')\n", encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(hide.parent))
    with window_open(qtbot, home, "zh_CN") as win:
        qtbot.waitUntil(lambda: bool(win.controller.cost.error), timeout=60000)
        assert win.select_tool("greet")
        untranslated = []
        for index in range(win.tabs.count()):
            win.tabs.setCurrentIndex(index)
            untranslated += [f"{where}: {text!r}" for where, text in visible_texts(win) if english(text)]
        assert not sorted(set(untranslated)), "\n".join(sorted(set(untranslated)))


def test_the_walk_finds_english_when_there_is_some(qtbot, home: Home):
    with window_open(qtbot, home, "en") as win:
        assert sum(english(text) for _where, text in visible_texts(win)) > 10
