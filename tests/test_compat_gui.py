"""The window's side of issue 12: positional argv in the overrides editor, Raycast tools in the tree and run panel."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QComboBox, QPushButton
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.app import create_window

from tests.conftest import write_script

POSITIONAL = ("#!/bin/sh\n# 显示名称：位置\n# Description: Echo args.\n"
              '# Parameters: {"type":"object","properties":{"a":{"type":"string","description":"a"}}}\necho \"$1\"\n')


@pytest.fixture
def home(tmp_path) -> Home:
    root = tmp_path / "home"
    write_script(root / "scripts" / "pos.sh", POSITIONAL)
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return Home(root, forced=True)


@pytest.fixture
def window(qtbot, home):
    win = create_window(str(home.root), lang="en")
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.close()


def test_overrides_editor_offers_positional_and_saves_it(window, home):
    window.select_tool("pos")
    editor = window.overrides
    combo = editor.findChild(QComboBox, "override-argv")
    index = combo.findData("positional")
    assert index > 0, "positional is one of the argv choices"
    combo.setCurrentIndex(index)
    editor.findChild(QPushButton, "save-overrides").click()
    data = json.loads((home.global_dir / "index.json").read_text())
    assert data["scripts"] == [{"id": "pos", "path": "pos.sh", "argv": "positional"}]
    assert window.controller.registry.get("pos").argv == "positional"
