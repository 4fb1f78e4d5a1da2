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


# -- Raycast commands in the window ---------------------------------------------------------------------

CONFIRM = ("#!/bin/sh\n# @raycast.schemaVersion 1\n# @raycast.title Wipe Cache\n# @raycast.packageName House Keeping\n"
           "# @raycast.needsConfirmation true\n# @raycast.mode compact\n"
           '# @raycast.argument1 { "type": "text", "placeholder": "Which" }\necho "wiped $1"\n')


@pytest.fixture
def raycast_window(qtbot, tmp_path, home):
    folder = tmp_path / "raycast"
    write_script(folder / "wipe-cache.sh", CONFIRM)
    win = create_window(str(home.root), lang="en", libraries=[f"raycast:{folder}"])
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.close()


def test_raycast_tool_shows_under_its_package_label(raycast_window):
    model = raycast_window.model
    labels = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert "House Keeping (1)" in labels


def test_details_show_the_package_label_and_raycast_fields(raycast_window):
    raycast_window.select_tool("wipe_cache")
    details = raycast_window.details
    assert details.values["groups"].text() == "House Keeping"
    assert "asks before each run" in details.values["raycast"].text()
    assert "compact" in details.values["raycast"].text()


def test_needs_confirmation_asks_before_running(raycast_window, qtbot):
    panel = raycast_window.run_panel
    assert panel.start_run("wipe_cache", {"argument1": "all"}) is None, "nothing starts before the answer"
    assert panel.prompt is not None
    assert raycast_window.controller.runs.runs == []
    panel.prompt.findChild(QPushButton, "answer-run").click()
    qtbot.waitUntil(lambda: bool(panel.views) and panel.views[-1].run.result is not None, timeout=10000)
    assert panel.views[-1].run.result.stdout == "wiped all"


def test_cancelling_the_confirmation_runs_nothing(raycast_window):
    panel = raycast_window.run_panel
    panel.start_run("wipe_cache", {"argument1": "all"})
    panel.prompt.findChild(QPushButton, "answer-cancel").click()
    assert panel.views == []
    assert raycast_window.controller.runs.runs == []


def test_convert_button_copies_into_the_persona_layer(raycast_window, home, tmp_path):
    raycast_window.select_tool("wipe_cache")
    details = raycast_window.details
    button = details.findChild(QPushButton, "convert-raycast")
    assert button.isVisibleTo(details)
    button.click()
    copy = home.persona_dir / "wipe-cache.sh"
    assert copy.is_file()
    assert raycast_window.controller.registry.get("wipe_cache").layer == "persona"
    assert (tmp_path / "raycast" / "wipe-cache.sh").read_text() == CONFIRM, "the Raycast folder is unchanged"


def test_convert_button_hidden_for_other_tools(raycast_window):
    raycast_window.select_tool("pos")
    details = raycast_window.details
    assert not details.findChild(QPushButton, "convert-raycast").isVisibleTo(details)


def test_settings_dialog_keeps_a_raycast_library(window, home, tmp_path):
    home.settings_path.parent.mkdir(parents=True, exist_ok=True)
    libraries = [{"path": str(tmp_path / "r"), "dialect": "raycast"}, {"path": str(tmp_path / "p"), "dialect": "pi"}]
    home.settings_path.write_text(json.dumps({"libraries": libraries}))
    window.controller.settings = type(window.controller.settings).load(home.settings_path)
    dialog = window.dialogs.open_settings()
    dialog.save()
    assert json.loads(home.settings_path.read_text())["libraries"] == libraries


def test_unticking_a_raycast_tool_records_it_in_settings_only(raycast_window, home, tmp_path):
    before = (tmp_path / "raycast" / "wipe-cache.sh").read_bytes()
    raycast_window.controller.set_enabled(["wipe_cache"], False)
    saved = json.loads(home.settings_path.read_text())
    assert saved["disabled_raycast"] == [str(tmp_path / "raycast" / "wipe-cache.sh")]
    assert raycast_window.controller.registry.get("wipe_cache").state == "disabled"
    raycast_window.controller.set_enabled(["wipe_cache"], True)
    assert raycast_window.controller.registry.get("wipe_cache").state == "registered"
    assert (tmp_path / "raycast" / "wipe-cache.sh").read_bytes() == before
    assert sorted(p.name for p in (tmp_path / "raycast").iterdir()) == ["wipe-cache.sh"]
