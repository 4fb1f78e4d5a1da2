"""The window, finished (issue 13): every string in the user's language from the start, no work thrown away,
layouts that hold. Real widgets, offscreen, through pytest-qt."""

from __future__ import annotations

import json
import os
import stat

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QDragEnterEvent, QDragMoveEvent, QDropEvent, QFontDatabase
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
)
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.app import create_window
from scriptdeck.gui.deck.column_fitter import NAME_MIN_WIDTH
from scriptdeck.gui.widgets.common import TextPrompt

from tests.conftest import close_window, write_script
from tests.conftest import open_window as open_shared_window
from tests.gui_texts import all_texts, english_words, settle, visible_texts

WEATHER = ("#!/usr/bin/env python3\n# 显示名称：天气查询\n# Display name: Weather lookup\n"
           "# Description: Look up the weather for a city.\n# 描述：查询城市天气。\n# Group: weather\n"
           "# Parameters: {\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\",\"description\":"
           "\"city name\"},\"days\":{\"type\":\"integer\",\"description\":\"how many days\"},\"metric\":{\"type\":"
           "\"boolean\",\"description\":\"use metric units\"},\"tags\":{\"type\":\"array\",\"items\":{\"type\":"
           "\"string\"},\"description\":\"labels\"}},\"required\":[\"city\"]}\nprint('sunny')\n")
DEPLOY = ("#!/bin/sh\n# 显示名称：部署服务\n# Display name: Deploy service\n# Description: Deploy the service.\n"
          "# Group: ops\n# Permission: writes\necho deploying\nsleep 30\n")
READER = ("#!/bin/sh\n# 显示名称：读日志\n# Display name: Read log\n# Description: Read the log.\n# Group: ops\n"
          "# Permission: read_only\necho reading\nsleep 30\n")
SLEEPY = ("#!/bin/sh\n# 显示名称：总是超时\n# Display name: Always late\n# Description: Sleeps past its timeout.\n"
          "# Group: ops\n# Timeout: 1\nsleep 20\n")
NOEXEC = "#!/bin/sh\n# 显示名称：不可执行\n# Display name: Not executable\n# Description: Lacks the x bit.\necho\n"
LONG_OUT = ("#!/bin/sh\n# 显示名称：长输出\n# Display name: Long output\n# Description: Prints a long line.\n"
            "# Group: ops\n# Permission: read_only\n"
            "echo 'a very long line of output that goes on and on and on and on and on and on and on and on'\nexit 3\n")

# agreed terms: formats, streams, file names and commands shown as code, the language's own name, "AI"
AGREED = {"json", "id", "ids", "stdin", "argv", "stdout", "stderr", "index", "english", "py", "sh", "usr", "bin",
          "env", "python", "chmod", "ai", "schema",  # "schema" as in JSON Schema, the standard's name
          # product and standard names, written the same in Chinese text
          "mcp", "claude", "cursor", "vs", "code", "ctrl", "shift", "alt", "del", "esc", "tab", "enter", "mb", "cpu",
          "bubblewrap", "root", "sha", "url", "svg", "png", "node", "bash", "pi", "raycast", "xdg", "utf",
          "scriptdeck"}  # the command's name, as in "scriptdeck mcp"


@pytest.fixture
def home(tmp_path) -> Home:
    root = tmp_path / "home"
    scripts = root / "scripts"
    write_script(scripts / "weather.py", WEATHER)
    write_script(scripts / "deploy.sh", DEPLOY)
    write_script(scripts / "reader.sh", READER)
    write_script(scripts / "sleepy.sh", SLEEPY)
    write_script(scripts / "long_out.sh", LONG_OUT)
    write_script(scripts / "noexec.sh", NOEXEC, executable=False)
    (scripts / "personas" / "default").mkdir(parents=True)
    return Home(root, forced=True)


def open_window(qtbot, home: Home, lang: str):
    """conftest's window, at the size these tests were written for."""
    return open_shared_window(qtbot, home, lang, size=(1100, 700))


@pytest.fixture
def window(qtbot, home):
    win = open_window(qtbot, home, "en")
    yield win
    close_window(win)


@pytest.fixture
def zh_window(qtbot, home):
    win = open_window(qtbot, home, "zh_CN")
    yield win
    close_window(win)


def prompt_of(owner) -> QMessageBox:
    box = owner.prompt
    assert isinstance(box, QMessageBox), "a question should be open"
    return box


def answer(owner, key: str) -> None:
    box = prompt_of(owner)
    button = box.findChild(QPushButton, f"answer-{key}")
    assert button is not None, f"no answer {key}"
    button.click()
    settle()


def pane_texts(win) -> list[tuple[str, str]]:
    """Every widget's texts on each tab, with a tool selected."""
    out = []
    win.select_tool("weather")
    for tab in range(win.tabs.count()):
        win.tabs.setCurrentIndex(tab)
        out += [(f"tab{tab}", key, text) for key, text in all_texts(win)]
    win.tabs.setCurrentIndex(0)
    return out


# -- language ------------------------------------------------------------------------------------------


def test_started_in_chinese_equals_switched_to_chinese(qtbot, home):
    started = open_window(qtbot, home, "zh_CN")
    switched = open_window(qtbot, home, "en")
    try:
        switched.set_language("zh_CN")
        for win in (started, switched):  # lint badges are filled in idle time: wait for them
            win.tree.viewport().update()
            qtbot.waitUntil(lambda w=win: not w.model.lint_scheduler.queue and "…" not in str(all_texts(w.tree)),
                            timeout=10000)
        a, b = pane_texts(started), pane_texts(switched)
        differing = [(x, y) for x, y in zip(a, b) if x != y]
        assert differing == [], differing[:5]
        assert len(a) == len(b)
    finally:
        started.controller.close()
        switched.controller.close()


def test_details_title_state_and_lint_are_chinese_at_start(zh_window):
    zh_window.select_tool("weather")
    details = zh_window.details
    assert details.title.text() == "天气查询"
    zh_window.select_tool("noexec")
    settle()
    assert "Enabled" not in details.values["state"].text()
    lint_texts = [w.text() for w in details.lint.findChildren(QLabel) if w.isVisibleTo(zh_window)]
    assert any("可执行" in t for t in lint_texts), lint_texts


def test_chinese_description_line_is_shown_in_the_chinese_ui(zh_window, window):
    zh_window.select_tool("weather")
    assert zh_window.details.values["description"].text().startswith("查询城市天气。")
    window.select_tool("weather")
    assert window.details.values["description"].text() == "Look up the weather for a city."


def tool_data_words(win) -> set[str]:
    """Words that are the user's data: tool files, ids, names, groups, paths, schema keys."""
    words: set[str] = set()
    for tool in win.controller.registry.all_tools():
        try:
            words |= english_words(tool.path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            pass
        tests_file = tool.path.parent / ".tests" / f"{tool.id}.json"  # the tool's test cases' path (SPEC §21)
        words |= english_words(" ".join([tool.id, tool.display_name("en"), tool.stub, str(tool.path), str(tests_file),
                                         json.dumps(tool.schema), " ".join(tool.groups), tool.description]))
    words |= english_words(str(win.controller.home.root)) | english_words(str(win.controller.home.state_dir))
    return words


def strip_markup(text: str) -> str:
    import re

    text = re.sub(r"<code>.*?</code>", " ", text)  # keys shown as code are agreed terms
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b", " ", text)  # codes and keys: no-exec-bit, timeout_seconds
    return re.sub(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b", " ", text)  # variables: MIYU_HOST_TOKEN


def test_every_visible_text_in_the_chinese_ui_is_chinese(zh_window, qtbot):
    win = zh_window
    allowed = tool_data_words(win) | AGREED
    found: dict[str, str] = {}
    for tool_id in ("weather", "noexec", "deploy"):
        win.select_tool(tool_id)
        for tab in range(win.tabs.count()):
            win.tabs.setCurrentIndex(tab)
            panel = win.run_panel
            for sub in range(panel.arg_tabs.count()):
                panel.arg_tabs.setCurrentIndex(sub)
                for text in visible_texts(win):
                    if text.lstrip().startswith("{"):
                        continue  # JSON shown as data (the agent's view of a tool), not prose: as test_gui_chinese
                    for word in english_words(strip_markup(text)) - allowed:
                        if text.endswith("…") and any(w.startswith(word) for w in allowed):
                            continue  # a clipped summary of tool data ends in a cut word
                        found.setdefault(word, text[:120])
    assert found == {}


def test_live_switch_relabels_presets_placeholder_and_run_tab_titles(window, qtbot):
    window.select_tool("long_out")
    view = window.run_panel.run_now()
    qtbot.waitUntil(lambda: not view.run.running, timeout=10000)
    assert window.run_panel.preset_combo.itemText(0) == "(none saved)"
    window.set_language("zh_CN")
    assert window.run_panel.preset_combo.itemText(0) != "(none saved)"
    assert window.run_panel.run_tabs.tabText(0).startswith("长输出 ")


def test_overrides_show_both_names_translated_values_and_the_details_timeout(zh_window):
    win = zh_window
    win.select_tool("weather")
    editor = win.overrides
    assert editor.effective_labels["display_name"].text() == "天气查询"
    assert editor.en_effective.text() == "Weather lookup"
    assert editor.effective_labels["timeout_seconds"].text() == win.details.values["timeout"].text()
    assert editor.field_labels["timeout_seconds"].text() != "timeout_seconds"
    combo = editor.editors["permission"]
    assert [combo.itemData(i) for i in range(combo.count())] == [None, "read_only", "presentation", "writes"]
    assert "writes" not in [combo.itemText(i) for i in range(combo.count())]
    assert editor.effective_labels["permission"].text() == "写入"


def test_english_overrides_show_the_english_name_like_the_tree(window):
    window.select_tool("weather")
    assert window.overrides.en_effective.text() == window.current_tool().display_name("en") == "Weather lookup"
    assert window.overrides.effective_labels["timeout_seconds"].text() == "120 s (default)"


def test_raw_stdin_hint_and_json_errors_are_chinese(zh_window, qtbot):
    win = zh_window
    write_script(win.controller.home.global_dir / "plain.sh", "#!/bin/sh\n# Description: No parameters.\ncat\n")
    win.controller.rescan()
    win.select_tool("plain")
    hints = [label.text() for label in win.run_panel.findChildren(QLabel, "field-hint")]
    assert "raw text for stdin" not in hints
    assert any("stdin" in h and "文本" in h for h in hints), hints
    win.run_panel.json_edit.setPlainText("{\"stdin\": ")
    assert "Expecting" not in win.run_panel.validation.text()
    assert "第 1 行" in win.run_panel.validation.text()


def test_timed_out_run_says_so_in_chinese(zh_window, qtbot):
    zh_window.select_tool("sleepy")
    view = zh_window.run_panel.run_now()
    qtbot.waitUntil(lambda: not view.run.running, timeout=15000)
    assert "timed out" not in view.error_box.text()
    assert "超时" in view.error_box.text()


def test_qt_file_dialog_speaks_chinese(zh_window, qtbot):
    dialog = zh_window.dialogs.pick_scripts()
    try:
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        assert any(t.startswith("查找范围") for t in texts), texts
        assert not any(t.startswith("Look in") for t in texts)
    finally:
        dialog.close()


# -- work at risk ----------------------------------------------------------------------------------------


def test_leaving_an_edited_override_asks_and_cancel_keeps_it(window):
    window.select_tool("weather")
    window.overrides.editors["description"].setText("Typed but not saved.")
    window.select_tool("deploy")
    assert window.current_tool().id == "weather"
    answer(window, "cancel")
    assert window.current_tool().id == "weather"
    assert window.overrides.editors["description"].text() == "Typed but not saved."


def test_leaving_an_edited_override_discard_moves_on(window, home):
    window.select_tool("weather")
    window.overrides.editors["description"].setText("Typed but not saved.")
    window.select_tool("deploy")
    answer(window, "discard")
    assert window.current_tool().id == "deploy"
    assert not (home.global_dir / "index.json").exists()


def test_leaving_an_edited_override_save_writes_then_moves_on(window, home):
    window.select_tool("weather")
    window.overrides.editors["description"].setText("Saved on the way out.")
    window.select_tool("deploy")
    answer(window, "save")
    assert window.current_tool().id == "deploy"
    entries = json.loads((home.global_dir / "index.json").read_text())["scripts"]
    assert entries == [{"id": "weather", "path": "weather.py", "description": "Saved on the way out."}]


def test_closing_with_an_edited_override_asks(window):
    window.select_tool("weather")
    window.overrides.editors["description"].setText("Typed.")
    window.close()
    assert window.isVisible()
    answer(window, "cancel")
    assert window.isVisible()


def drag_events(window, tmp_path, actions):
    script = write_script(tmp_path / "dropped.sh", "#!/bin/sh\n# Description: Dropped.\necho\n")
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(script))])
    enter = QDragEnterEvent(QPoint(20, 20), actions, data, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    move = QDragMoveEvent(QPoint(30, 30), actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    drop = QDropEvent(QPointF(30, 30), actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    return data, enter, move, drop


def test_drops_are_accepted_as_copy_only(window, tmp_path):
    both = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    _data, enter, move, drop = drag_events(window, tmp_path, both)
    enter.setDropAction(Qt.DropAction.MoveAction)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    assert enter.dropAction() == Qt.DropAction.CopyAction
    assert window.drop_hint.isVisible()
    QApplication.sendEvent(window, move)
    assert move.dropAction() == Qt.DropAction.CopyAction
    drop.setDropAction(Qt.DropAction.MoveAction)
    QApplication.sendEvent(window, drop)
    assert drop.dropAction() == Qt.DropAction.CopyAction
    assert not window.drop_hint.isVisible()
    assert window.dialogs.register_dialog is not None


def test_a_move_only_drag_is_refused(window, tmp_path):
    _data, enter, _move, _drop = drag_events(window, tmp_path, Qt.DropAction.MoveAction)
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted()


def test_lint_fix_keeps_a_backup_and_can_be_undone(window, home):
    path = home.global_dir / "noexec.sh"
    mode_before = stat.S_IMODE(path.stat().st_mode)
    window.select_tool("noexec")
    window.details.findChild(QPushButton, "fix-no-exec-bit").click()
    settle()
    assert os.access(path, os.X_OK)
    record = window.details.lint.last_fix
    assert record is not None
    assert record.backup.read_bytes() == NOEXEC.encode()
    assert record.backup.is_relative_to(home.state_dir)
    assert window.details.lint.undo_button.isVisibleTo(window)
    window.details.lint.undo_button.click()
    settle()
    assert stat.S_IMODE(path.stat().st_mode) == mode_before
    assert not window.details.lint.undo_bar.isVisibleTo(window)


def test_description_fix_backup_restores_the_old_text(window, home, monkeypatch):
    write_script(home.global_dir / "nodesc.sh", "#!/bin/sh\n# 显示名称：无描述\necho hi\n")
    window.controller.rescan()
    monkeypatch.setattr(TextPrompt, "ask", classmethod(lambda cls, t, p, parent, cb: cb("Says hi.")))
    window.select_tool("nodesc")
    window.details.lint.apply_fix("no-description")
    assert "# Description: Says hi." in (home.global_dir / "nodesc.sh").read_text()
    window.details.lint.undo_last_fix()
    assert (home.global_dir / "nodesc.sh").read_text() == "#!/bin/sh\n# 显示名称：无描述\necho hi\n"


def test_a_tool_with_a_lint_error_is_not_shown_as_plain_enabled(window, home):
    (home.global_dir / "index.json").write_text(json.dumps({"scripts": [
        {"id": "weather", "path": "weather.py", "parameters": {"type": "object", "properties": {"x": {"type": 5}}}}]}))
    window.controller.rescan()
    window.select_tool("weather")
    findings = window.controller.lint(window.current_tool())
    assert any(f.severity == "error" for f in findings), findings  # {"type": 5} is no JSON Schema: an error
    assert window.details.values["state"].text() != "Enabled"
    assert "error" in window.details.values["state"].text()


def test_closing_a_running_tab_asks(window, qtbot):
    window.select_tool("reader")
    view = window.run_panel.run_now()
    qtbot.waitUntil(lambda: "reading" in view.live_text(), timeout=10000)
    window.run_panel._close_run_tab(0)
    answer(window.run_panel, "cancel")
    assert view.run.running
    assert window.run_panel.run_tabs.count() == 1
    window.run_panel._close_run_tab(0)
    answer(window.run_panel, "stop")
    assert window.run_panel.run_tabs.count() == 0
    qtbot.waitUntil(lambda: not view.run.running, timeout=10000)


def test_closing_the_window_while_a_tool_runs_asks(window, qtbot):
    window.select_tool("reader")
    view = window.run_panel.run_now()
    qtbot.waitUntil(lambda: view.run.running, timeout=10000)
    window.close()
    assert window.isVisible()
    answer(window, "cancel")
    assert view.run.running
    window.close()
    answer(window, "stop")
    assert not window.isVisible()
    qtbot.waitUntil(lambda: not view.run.running, timeout=10000)


def test_a_second_run_of_a_writing_tool_asks_first(window, qtbot):
    panel = window.run_panel
    window.select_tool("deploy")
    first = panel.run_now()
    assert first is not None
    assert panel.run_now() is None
    assert panel.run_tabs.count() == 1
    answer(panel, "cancel")
    assert panel.run_tabs.count() == 1
    panel.run_now()
    answer(panel, "start")
    assert panel.run_tabs.count() == 2


def test_a_read_only_tool_runs_twice_without_asking(window):
    window.select_tool("reader")
    assert window.run_panel.run_now() is not None
    assert window.run_panel.run_now() is not None
    assert window.run_panel.prompt is None


def test_focus_never_lands_in_the_persona_box(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    window.select_tool("weather")
    window.tabs.setCurrentIndex(1)
    edit = window.overrides.editors["description"]
    edit.setFocus()
    edit.setText("New words.")
    window.overrides.save_button.click()
    settle()
    assert not window.persona_box.holds(QApplication.focusWidget())
    window.set_language("zh_CN")
    assert not window.persona_box.holds(QApplication.focusWidget())
    assert window.persona_combo.focusPolicy() == Qt.FocusPolicy.ClickFocus


def test_leaving_the_persona_box_does_not_switch_persona(window):
    window.persona_combo.lineEdit().setText("w")
    window.persona_combo.lineEdit().editingFinished.emit()
    assert window.controller.home.persona == "default"


def test_unticking_a_builtin_asks_which_layer(window, home):
    window.tool_actions.change.toggle_tools(["color_swatch"], False)
    assert window.controller.registry.get("color_swatch").state == "registered"
    answer(window, "global")
    disabled = json.loads((home.global_dir / "index.json").read_text())["disabled"]
    assert [d["id"] for d in disabled] == ["color_swatch"]
    assert not (home.persona_dir / "index.json").exists()


def test_save_as_twice_opens_one_prompt(window):
    window.select_tool("weather")
    window.run_panel.set_arguments({"city": "Paris"})  # a preset is saved from a valid form only
    window.run_panel.save_preset.click()
    window.run_panel.save_preset.click()
    prompts = [w for w in window.run_panel.findChildren(TextPrompt) if w.isVisible()]
    assert len(prompts) == 1


def test_delete_preset_is_disabled_on_the_placeholder(window):
    panel = window.run_panel
    window.select_tool("weather")
    assert not panel.delete_preset.isEnabled()
    panel.editor.children["city"].widget.setText("Oslo")
    panel.save_preset_as("oslo")
    assert panel.delete_preset.isEnabled()
    panel.preset_combo.setCurrentIndex(0)
    assert not panel.delete_preset.isEnabled()


def test_open_folder_opens_scripts_and_reports_failure(window, home, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url) or False))
    assert window.tool_actions.file.open_folder() is False
    assert opened == [QUrl.fromLocalFile(str(home.root / "scripts"))]
    assert str(home.root / "scripts") in window.last_error[0]


# -- layout -------------------------------------------------------------------------------------------


def test_run_tabs_do_not_shift_the_splitter(window, qtbot):
    window.resize(900, 600)
    window.select_tool("sleepy")  # a timed-out run has the longest status line and badges
    window.tabs.setCurrentIndex(2)
    settle()
    before = window.splitter.sizes()
    for _ in range(3):
        view = window.run_panel.run_now()
        qtbot.waitUntil(lambda v=view: not v.run.running, timeout=10000)
        settle()
    assert window.splitter.sizes() == before


def test_name_column_keeps_its_minimum_at_900_by_600(window, qtbot):
    window.resize(900, 600)
    settle()
    header = window.tree.header()
    assert header.sectionSize(0) >= NAME_MIN_WIDTH
    assert header.sectionSize(0) >= window.tree.sizeHintForColumn(0), "names are cut"
    assert not window.tree.horizontalScrollBar().isVisible()
    assert header.sectionResizeMode(0) == header.ResizeMode.Interactive


def test_name_column_can_be_resized_by_hand_but_not_below_its_minimum(window):
    header = window.tree.header()
    header.resizeSection(0, 40)
    assert header.sectionSize(0) == NAME_MIN_WIDTH
    header.resizeSection(0, 400)
    assert header.sectionSize(0) == 400


def test_window_fits_the_screen(qtbot, home):
    win = create_window(str(home.root), lang="en", watch=False)
    qtbot.addWidget(win)
    try:
        win.show()
        free = win.screen().availableGeometry()
        assert win.frameGeometry().width() <= free.width()
        assert win.frameGeometry().height() <= free.height()
        assert win.minimumSizeHint().width() <= free.width()
    finally:
        win.controller.close()


def test_overrides_rows_stay_at_the_top(window):
    window.resize(1100, 1400)
    window.select_tool("weather")
    window.tabs.setCurrentIndex(1)
    settle()
    first = window.overrides.field_labels["display_name"]
    assert first.mapTo(window.overrides, QPoint(0, 0)).y() < 200


def test_parameters_editor_is_pretty_checked_and_previews(zh_window):
    win = zh_window
    win.select_tool("weather")
    win.tabs.setCurrentIndex(1)
    editor = win.overrides
    params = editor.editors["parameters"]
    params.setPlainText('{"type": "object", "properties": {"q": {"type": "string"}}')
    assert editor.parameters_problem.isVisibleTo(win)
    assert "第 1 行" in editor.parameters_problem.text()
    assert not editor.preview_button.isEnabled()
    params.setPlainText('{"type": "object", "properties": {"q": {"type": "string", "description": "query"}}}')
    assert not editor.parameters_problem.isVisibleTo(win)
    dialog = editor.preview_form()
    assert dialog is not None
    assert dialog.findChild(QLineEdit, "field-q") is not None
    dialog.close()
    editor.show_tool(win.controller.registry.get("weather"))
    assert params.font().family() == QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()


def test_overrides_scroll_resets_per_tool(window):
    window.resize(900, 600)
    window.select_tool("weather")
    window.tabs.setCurrentIndex(1)
    settle()
    bar = window.overrides.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum())
    assert bar.value() > 0
    window.select_tool("deploy")
    assert bar.value() == 0


def test_add_item_focuses_the_new_field(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    window.select_tool("weather")
    window.tabs.setCurrentIndex(2)
    panel = window.run_panel
    panel.editor.children["tags"].add_button.click()
    settle()
    row_editor = panel.editor.children["tags"].items[-1][1]
    assert QApplication.focusWidget() is row_editor.widget


def test_prompts_are_wide_enough(window):
    window.select_tool("weather")
    window.run_panel.set_arguments({"city": "Paris"})
    window.run_panel.save_preset.click()
    prompt = window.run_panel.prompt
    assert prompt.minimumWidth() >= 400
    prompt.close()


def test_search_without_results_says_so(zh_window):
    zh_window.search.setText("zzzz-nothing")
    assert zh_window.no_results.isVisibleTo(zh_window)
    assert "zzzz-nothing" in zh_window.no_results.text()
    zh_window.search.setText("weather")
    assert not zh_window.no_results.isVisibleTo(zh_window)


def test_an_unset_yes_no_field_explains_itself(zh_window):
    zh_window.select_tool("weather")
    box = zh_window.run_panel.editor.children["metric"].widget
    assert isinstance(box, QCheckBox)
    assert box.checkState() == Qt.CheckState.PartiallyChecked
    assert "未设置" in box.text()
    box.setCheckState(Qt.CheckState.Checked)
    assert box.text() == "是"


def test_form_fields_and_hints_are_never_squeezed(window):
    window.resize(900, 600)
    window.select_tool("weather")
    window.tabs.setCurrentIndex(2)
    panel = window.run_panel
    panel.set_arguments({"city": "Oslo", "tags": ["a", "b", "c", "d"]})
    settle()
    for edit in panel.editor.findChildren(QLineEdit):
        assert edit.height() >= edit.sizeHint().height(), edit.objectName()
    for hint in panel.findChildren(QLabel, "field-hint"):
        assert hint.height() >= hint.heightForWidth(hint.width()), hint.text()


def test_register_dialog_warns_when_a_file_is_already_registered(window, home):
    dialog = window.dialogs.open_register_dialog([home.global_dir / "weather.py"])
    text = dialog.status_view.text()
    dialog.close()
    assert "already registered as weather" in text



def test_register_dialog_warns_when_a_persona_copy_hides_a_global_tool(window, home, tmp_path):
    copy = write_script(tmp_path / "outside" / "weather.py", WEATHER.replace("sunny", "cloudy"))
    dialog = window.dialogs.open_register_dialog([copy])
    text = dialog.status_view.text()
    dialog.close()
    assert str(home.global_dir / "weather.py") in text
    assert "⚠" in text
