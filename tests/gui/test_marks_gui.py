"""Favourites and aliases in the window (issue 45): the star in the tree (Ctrl+D, context menu), Details' star and
alias editor, the palette (Ctrl+D, favourites first, an exact alias first) and the search box — each change one
undoable operation, kept after a restart."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from scriptdeck.core.model import marks
from scriptdeck.gui.app import create_window
from scriptdeck.gui.deck.tool_model import NAME
from scriptdeck.gui.palette.finder import ToolFinder

from tests.conftest import Home, make_registry, write_script
from tests.gui.test_palette import open_palette, press, type_text


def _tools(root):
    scripts = root / "scripts"
    write_script(scripts / "convert.sh", "#!/bin/sh\n# Description: Converts units.\n# 显示名称：单位换算\ncat\n")
    write_script(scripts / "bulk_ops.sh", "#!/bin/sh\n# Description: Bulk operations.\necho bulk\n")
    write_script(scripts / "echo_it.sh", "#!/bin/sh\n# Description: Echoes.\necho hi\n")
    (root / "scripts" / "personas" / "default").mkdir(parents=True, exist_ok=True)


def _window(qtbot, root, lang="en"):
    window = create_window(str(root), lang=lang, watch=False)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


@pytest.fixture
def root(tmp_path):
    root = tmp_path / "home"
    _tools(root)
    return root


@pytest.fixture
def win(qtbot, root):
    window = _window(qtbot, root)
    yield window
    window.controller.close()


def _index(root) -> dict:
    path = root / "scripts" / "index.json"
    return json.loads(path.read_text()) if path.exists() else {}


def _entry(root, tool_id) -> dict:
    return next((e for e in _index(root).get("scripts", []) if e.get("id") == tool_id), {})


def _name_cell(win, tool_id):
    index = win.model.indexes_for(tool_id, NAME)[0]
    return index


def test_ctrl_d_in_the_list_stars_a_tool_and_undo_takes_it_back(qtbot, win, root):
    win.deck.select_tool("echo_it")
    win.tree.setFocus()
    qtbot.keyClick(win.tree, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: _entry(root, "echo_it").get("favourite") is True)
    cell = _name_cell(win, "echo_it")
    assert cell.data(Qt.ItemDataRole.DisplayRole).startswith("★ ")
    assert "favourite" in cell.data(Qt.ItemDataRole.AccessibleDescriptionRole)
    assert win.tool_actions.change.favourite_action.isChecked()
    win.controller.undo_history.stack.undo()
    qtbot.waitUntil(lambda: "favourite" not in _entry(root, "echo_it"))
    assert not _name_cell(win, "echo_it").data(Qt.ItemDataRole.DisplayRole).startswith("★")
    win.controller.undo_history.stack.redo()
    qtbot.waitUntil(lambda: _entry(root, "echo_it").get("favourite") is True)


def test_details_star_and_alias_editor_write_one_undoable_change_each(qtbot, win, root):
    win.deck.select_tool("convert")
    bar = win.details.marks
    qtbot.waitUntil(lambda: bar.tool is not None and bar.tool.id == "convert")
    assert bar.star.isEnabled() and bar.star.accessibleName() == "Favourite"
    bar.star.click()
    qtbot.waitUntil(lambda: _entry(root, "convert").get("favourite") is True)
    assert bar.star.isChecked() and "★" in bar.star.text()
    bar.aliases.setFocus()
    qtbot.keyClicks(bar.aliases, "cv, ")
    bar.aliases.insert("换 ")  # QTest types ASCII only
    qtbot.keyClick(bar.aliases, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _entry(root, "convert").get("aliases") == ["cv", "换"])
    stack = win.controller.undo_history.stack
    assert stack.undoText() == "Aliases of Convert"
    stack.undo()
    qtbot.waitUntil(lambda: "aliases" not in _entry(root, "convert"))
    assert _entry(root, "convert").get("favourite") is True  # only the last change was taken back


def test_a_refused_alias_is_said_and_keeps_the_text(qtbot, win, root):
    win.deck.select_tool("convert")
    bar = win.details.marks
    errors = []
    win.controller.error.connect(lambda error, fix: errors.append((error, fix)))
    bar.aliases.setFocus()
    qtbot.keyClicks(bar.aliases, "x" * 50)
    qtbot.keyClick(bar.aliases, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(errors))
    assert "too long" in errors[0][0] and errors[0][1]
    assert bar.aliases.text() == "x" * 50
    assert "aliases" not in _entry(root, "convert")


def test_aliases_typed_before_switching_tools_go_to_the_tool_they_were_typed_for(qtbot, win, root):
    win.deck.select_tool("convert")
    bar = win.details.marks
    bar.aliases.setFocus()
    qtbot.keyClicks(bar.aliases, "cv")
    win.deck.select_tool("echo_it")  # without Enter: saved to convert, not to echo_it
    qtbot.waitUntil(lambda: _entry(root, "convert").get("aliases") == ["cv"])
    assert "aliases" not in _entry(root, "echo_it")
    qtbot.waitUntil(lambda: bar.tool is not None and bar.tool.id == "echo_it")
    assert bar.aliases.text() == ""


def test_a_built_in_tool_cannot_be_starred_and_says_why(qtbot, win):
    win.deck.select_tool("convert_units")
    bar = win.details.marks
    qtbot.waitUntil(lambda: bar.tool is not None and bar.tool.id == "convert_units")
    assert not bar.star.isEnabled() and "register a copy" in bar.star.toolTip()
    # Ctrl+D on it is not silent (a new user pressed it on a library tool and saw nothing): the refusal is said
    action = win.tool_actions.change.favourite_action
    assert action.isEnabled()
    action.trigger()
    assert "convert_units" in win.last_error[0] and "register a copy" in win.last_error[1]
    assert not win.controller.registry.get("convert_units").favourite


def test_the_search_box_chooses_the_tool_an_exact_alias_names(qtbot, win, root):
    marks.add_alias(make_registry(Home(root, forced=True)), "convert", "bu")
    assert win.controller.rescan()
    win.deck.select_tool("echo_it")
    win.search.setFocus()
    qtbot.keyClicks(win.search, "bu")  # bulk_ops matches "bu" by name too; the alias names convert
    qtbot.waitUntil(lambda: win.deck.chosen == "convert")
    assert win.deck.is_listed("bulk_ops")  # still listed: the alias chose, it did not hide the others
    qtbot.keyClicks(win.search, "l")  # "bul" is no alias (and convert no longer matches): nothing is chosen anew
    assert win.deck.chosen == "convert" and win.deck.shown is None


def test_the_palette_puts_an_exact_alias_then_favourites_first_and_ctrl_d_stars(qtbot, win, root):
    registry = make_registry(Home(root, forced=True))
    marks.add_alias(registry, "echo_it", "bulk")
    marks.set_favourite(registry, "convert")
    assert win.controller.rescan()
    palette = open_palette(qtbot, win)
    assert [t.id for t in palette.model.rows][:1] == ["convert"]  # empty query: favourites first
    assert palette.model.data(palette.model.index(0)).startswith("★ ")
    assert palette.model.data(palette.model.index(0), Qt.ItemDataRole.AccessibleTextRole).startswith("Favourite: ")
    type_text(qtbot, "bulk")
    assert [t.id for t in palette.model.rows][:2] == ["echo_it", "bulk_ops"]  # the alias beats the name
    assert "(bulk)" in palette.model.data(palette.model.index(0))
    press(qtbot, Qt.Key.Key_Down)
    assert palette.current_tool().id == "bulk_ops"
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: _entry(root, "bulk_ops").get("favourite") is True)
    assert palette.current_tool().id == "bulk_ops" and "favourite" in palette.message.text()
    assert win.controller.undo_history.stack.undoText() == "Add Bulk ops to favourites"
    # where the desktop's key bindings make Ctrl+D the line edit's Delete (GNOME, KDE), the shortcut never fires and
    # the key press itself reaches the search box: the palette's filter takes it there
    press_d = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert palette.eventFilter(palette.query, press_d) is True
    qtbot.waitUntil(lambda: "favourite" not in _entry(root, "bulk_ops"))
    assert palette.query.text() == "bulk"  # nothing deleted


def test_marks_made_in_the_window_are_there_after_a_restart(qtbot, root):
    first = _window(qtbot, root)
    first.deck.select_tool("bulk_ops")
    first.details.marks.star.click()
    first.details.marks.aliases.setText("bo")
    first.details.marks._typed("bo")
    assert first.details.marks.save_aliases()
    first.controller.close()
    first.close()
    again = _window(qtbot, root, lang="zh_CN")
    try:
        tool = again.controller.registry.get("bulk_ops")
        assert tool.favourite and tool.aliases == ["bo"]
        assert _name_cell(again, "bulk_ops").data(Qt.ItemDataRole.DisplayRole).startswith("★ ")
        again.deck.select_tool("bulk_ops")
        bar = again.details.marks
        qtbot.waitUntil(lambda: bar.tool is not None and bar.tool.id == "bulk_ops")
        assert bar.aliases.text() == "bo" and bar.star.text() == "★ 已收藏" and bar.star.accessibleName() == "收藏"
        palette = open_palette(qtbot, again)
        assert palette.model.rows[0].id == "bulk_ops"
    finally:
        again.controller.close()


def test_finder_order_without_a_window(home, script):
    for name in ("alpha", "beta", "gamma"):
        script(home.global_dir / f"{name}.sh", f"#!/bin/sh\n# Description: Tool {name}.\necho {name}\n")
    registry = make_registry(home)
    marks.set_favourite(registry, "gamma")
    marks.add_alias(registry, "beta", "al")
    finder = ToolFinder()
    finder.load(registry.registered(), ["alpha"], "en")
    assert [t.id for t in finder.find("")][:2] == ["gamma", "alpha"]  # favourites, then recent
    assert [t.id for t in finder.find("al")][:2] == ["beta", "alpha"]  # the exact alias before the recent name
    assert [t.id for t in finder.find("AL")][:1] == ["beta"]  # any case


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(alias=st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zs", "Zl", "Zp")), min_size=1,
                     max_size=12).filter(lambda a: marks_ok(a)))
def test_any_alias_finds_its_tool_first(home, script, alias):
    for name in ("alpha", "beta"):
        script(home.global_dir / f"{name}.sh", f"#!/bin/sh\n# Description: Tool {name}.\necho {name}\n")
    registry = make_registry(home)
    marks.set_aliases(registry, "beta", [alias])
    finder = ToolFinder()
    finder.load(registry.registered(), ["alpha"], "en")
    assert finder.find(alias)[0].id == "beta"
    assert alias.upper().lower() != alias.lower() or finder.find(alias.upper())[0].id == "beta"  # any case


def marks_ok(alias: str) -> bool:
    from scriptdeck.core.store.index_store import alias_problem

    return alias_problem(alias) is None and alias == alias.strip()
