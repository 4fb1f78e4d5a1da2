"""SPEC §15 in the window: invalid persona names fall back with a message; the drop dialog uses core's preflight."""

from __future__ import annotations

import os
from pathlib import Path

from scriptdeck.gui.app import create_window
from scriptdeck.gui.deck.register_dialog import RegisterDialog

from tests.conftest import write_script

GOOD = "#!/bin/sh\n# Description: Does a thing.\necho hi\n"


def tree(root: Path) -> set[str]:
    return {os.path.relpath(os.path.join(d, n), root) for d, dirs, files in os.walk(root) for n in dirs + files}


def test_window_with_an_escaping_persona_uses_the_default_and_says_why(qtbot, tmp_path):
    root = tmp_path / "box" / "a" / "home"
    root.mkdir(parents=True)
    outside_before = tree(tmp_path) - {p for p in tree(tmp_path) if p.startswith("box/a/home")}
    win = create_window(str(root), persona="../../x", lang="en", watch=False)
    qtbot.addWidget(win)
    try:
        assert win.controller.home.persona == "default"
        assert "invalid persona name '../../x' (from --persona)" in win.last_error[0]
        outside_after = {p for p in tree(tmp_path) if not p.startswith("box/a/home")}
        assert outside_after == outside_before, "nothing may be created outside the home"
    finally:
        win.controller.close()


def test_typing_an_escaping_persona_changes_nothing(qtbot, home):
    win = create_window(str(home.root), lang="en", watch=False)
    qtbot.addWidget(win)
    try:
        assert win.controller.set_persona("../evil") is False
        assert win.controller.home.persona == "default"
        assert "invalid persona name" in win.last_error[0]
        assert not (home.root / "scripts" / "evil").exists()
    finally:
        win.controller.close()


def test_register_dialog_shows_core_collision_refusal_and_shadow_warning(qtbot, home, tmp_path):
    write_script(home.persona_dir / "weather.sh", GOOD)
    write_script(home.global_dir / "clock.sh", GOOD)
    win = create_window(str(home.root), lang="en", watch=False)
    qtbot.addWidget(win)
    try:
        source = write_script(tmp_path / "src" / "word_count.sh", GOOD)
        clock = write_script(tmp_path / "src" / "clock.sh", GOOD)
        dialog = RegisterDialog(win.controller, [source, clock], win)
        qtbot.addWidget(dialog)
        dialog.candidates[0].chosen_id = "weather"
        assert dialog.problem(dialog.candidates[0]) == (
            "id 'weather' is already used by weather.sh in the persona layer; pass another id, "
            "or unregister weather first")
        dialog.list.setCurrentRow(1)
        assert "It hides" in dialog.status_view.text()
        assert str(home.global_dir / "clock.sh") in dialog.status_view.text()
    finally:
        win.controller.close()
