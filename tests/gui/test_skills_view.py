"""The Skills view (SPEC §28): every client's skills beside the tools, a check box per client, validity, the rendered
SKILL.md; each change one undoable operation."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from scriptdeck.gui.skills.skills_view import CLIENT_COLUMNS, NAME, VALID

from tests.cli.test_skills import _skill as make_skill
from tests.conftest import deck_home, window_open
from tests.gui_texts import settle

VALID_SKILL = "---\nname: {name}\ndescription: Does a thing. Use when asked.\nmetadata:\n  显示名称: 中文名\n---\n# {name}\n\nStep **one**.\n"


def _skill(root: Path, name: str, text: str | None = None) -> Path:
    return make_skill(root, name, text if text is not None else VALID_SKILL.format(name=name))


def _open_skills(qtbot, win):
    from scriptdeck.gui.services.undo import UndoHistory

    if win.controller.undo_history is None:
        win.controller.undo_history = UndoHistory(win.controller)
    win.skills_dock.show()
    view = win.skills_dock.view
    qtbot.waitUntil(lambda: view._loaded, timeout=20000)
    return view


def _row(view, name: str, source: str):
    for at in range(view.tree.topLevelItemCount()):
        item = view.tree.topLevelItem(at)
        skill = item.data(NAME, Qt.ItemDataRole.UserRole)
        if skill.name == name and skill.source == source:
            return item
    raise AssertionError(f"{name} [{source}] not listed")


def test_a_users_existing_claude_skills_are_listed_and_a_store_skill_is_enabled_per_client(qtbot, tmp_path) -> None:
    user = Path(os.environ["HOME"])
    _skill(user / ".claude" / "skills", "already-there")
    _skill(user / ".claude" / "skills", "Broken-Name")
    home = deck_home(tmp_path / "home", {})
    _skill(home.root / "skills", "from-store")
    with window_open(qtbot, home, "zh_CN") as win:
        view = _open_skills(qtbot, win)
        own = _row(view, "already-there", "claude")
        assert own.text(NAME) == "中文名" and own.text(VALID) == "✓"
        assert _row(view, "Broken-Name", "claude").text(VALID) == "✗"
        store = _row(view, "from-store", "store")
        store.setCheckState(CLIENT_COLUMNS["codex"], Qt.CheckState.Checked)  # what a click on the box does
        link = user / ".agents" / "skills" / "from-store"
        qtbot.waitUntil(lambda: link.is_symlink(), timeout=5000)
        qtbot.waitUntil(lambda: view._loaded and _row(view, "from-store", "store").checkState(
            CLIENT_COLUMNS["codex"]) == Qt.CheckState.Checked, timeout=20000)
        win.controller.undo_history.stack.undo()
        assert not os.path.lexists(link)
        view.tree.setCurrentItem(_row(view, "from-store", "store"))
        settle()
        assert "one" in view.page.toPlainText() and "**" not in view.page.toPlainText()  # rendered Markdown


def test_a_folder_added_removed_and_brought_back_with_undo(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {})
    source = _skill(tmp_path / "incoming", "dropped-in")
    with window_open(qtbot, home) as win:
        view = _open_skills(qtbot, win)
        view.add_folder(source)
        assert (home.root / "skills" / "dropped-in" / "SKILL.md").is_file()
        qtbot.waitUntil(lambda: any(s.name == "dropped-in" for s in view.found), timeout=20000)
        view.tree.setCurrentItem(_row(view, "dropped-in", "store"))
        view.remove_selected()
        assert not (home.root / "skills" / "dropped-in").exists()
        listed = lambda: view._loaded and any(s.name == "dropped-in" for s in view.found)  # noqa: E731
        qtbot.waitUntil(lambda: view._loaded and not listed(), timeout=20000)
        win.controller.undo_history.stack.undo()
        assert (home.root / "skills" / "dropped-in" / "SKILL.md").is_file()
        qtbot.waitUntil(listed, timeout=20000)  # the undo is announced: the view reads the skills again
        win.controller.undo_history.stack.redo()
        assert not (home.root / "skills" / "dropped-in").exists()
        qtbot.waitUntil(lambda: view._loaded and not listed(), timeout=20000)


def test_an_invalid_folder_is_refused_in_the_ui_language(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {})
    bad = _skill(tmp_path / "incoming", "bad", "# no front matter\n")
    with window_open(qtbot, home, "zh_CN") as win:
        view = _open_skills(qtbot, win)
        said: list[tuple[str, str]] = []
        win.controller.error.connect(lambda error, fix: said.append((error, fix)))
        view.add_folder(bad)
        assert said and "不是有效的技能" in said[0][0]
        assert not (home.root / "skills" / "bad").exists()


def test_a_skills_findings_read_in_the_ui_language(qtbot, tmp_path) -> None:
    _skill(Path(os.environ["HOME"]) / ".claude" / "skills", "Broken-Name")
    with window_open(qtbot, deck_home(tmp_path / "home", {}), "zh_CN") as win:
        view = _open_skills(qtbot, win)
        view.tree.setCurrentItem(_row(view, "Broken-Name", "claude"))
        settle()
        assert "必须为小写" in view.findings.text() and "must be lowercase" not in view.findings.text()


def test_a_thousand_skills_are_read_off_the_gui_thread(qtbot, tmp_path) -> None:
    """At real volume the list is read on a worker thread: showing the panel returns before the skills arrive (the
    window keeps answering), and all of them arrive."""
    user = Path(os.environ["HOME"])
    clients = (".claude/skills", ".agents/skills", ".gemini/skills", ".cursor/skills", ".copilot/skills")
    for n in range(1000):
        _skill(user / clients[n % 5], f"skill-{n:04d}")
    with window_open(qtbot, deck_home(tmp_path / "home", {})) as win:
        view = win.skills_dock.view
        win.skills_dock.show()
        assert not view._loaded and view.tree.topLevelItemCount() == 0  # nothing parsed on the GUI thread yet
        qtbot.waitUntil(lambda: view._loaded, timeout=120000)
        assert view.tree.topLevelItemCount() == 1000
        assert view.status.text() == "1000 skills, 0 invalid"
