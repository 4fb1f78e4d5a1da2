"""The run panel (issue 5): form from the schema, live output, stop, pictures, errors, history, presets."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QPlainTextEdit, QPushButton
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.app import create_window
from scriptdeck.gui.widgets.form_lists import ArrayEditor
from scriptdeck.gui.widgets.form_widgets import ChoiceEditor, ObjectEditor, ScalarEditor

from tests.conftest import alive as _alive
from tests.conftest import write_script

FULL_SCHEMA = {
    "type": "object",
    "$defs": {"point": {"type": "object", "properties": {"x": {"type": "number", "description": "x"},
                                                            "y": {"type": "number", "description": "y"}},
                        "required": ["x"]}},
    "properties": {
        "query": {"type": "string", "description": "what"},
        "notes": {"type": "string", "maxLength": 5000, "description": "long text"},
        "mode": {"type": "string", "enum": ["fast", "slow"], "default": "slow", "description": "mode"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "limit"},
        "ratio": {"type": "number", "description": "ratio"},
        "verbose": {"type": "boolean", "description": "verbose"},
        "tags": {"type": "array", "items": {"type": "string"}, "description": "tags"},
        "points": {"type": "array", "items": {"$ref": "#/$defs/point"}, "description": "points"},
        "origin": {"$ref": "#/$defs/point", "description": "origin"},
        "target": {"anyOf": [{"type": "string"}, {"type": "integer"}], "description": "target"},
    },
    "required": ["query"],
}


def tool_text(schema: dict, body: str = "cat\n", extra: str = "") -> str:
    return (f"#!/bin/sh\n# Description: Test tool.\n# 显示名称：测试\n{extra}"
            f"# Parameters: {json.dumps(schema)}\n{body}")


@pytest.fixture
def win(qtbot, tmp_path):
    root = tmp_path / "home"
    scripts = root / "scripts"
    write_script(scripts / "full.sh", tool_text(FULL_SCHEMA))
    # the second line waits for the test to open the gate (an event, not a time: under load a 2 s sleep ended the
    # run before the window had shown its first line)
    write_script(scripts / "slow.sh", "#!/bin/sh\n# Description: Slow.\n# Permission: read_only\necho first line\n"
                                      f"while [ ! -e '{root / 'gate'}' ]; do sleep 0.05; done\necho second line\n")
    write_script(scripts / "refusal.sh", "#!/bin/sh\n# Description: Says no.\n"
                                         "echo '{\"ok\":false,\"error\":\"city not found\",\"fix\":\"check the spelling\"}'\n"
                                         "exit 2\n")
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    window = create_window(str(root), lang="en", watch=False)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentIndex(2)
    yield window
    window.controller.close()


def open_gate(win) -> None:
    """Let the slow tool print its second line and end."""
    (win.controller.home.root / "gate").touch()


def panel_for(win, tool_id):
    assert win.select_tool(tool_id)
    return win.run_panel


def child(editor: ObjectEditor, name: str):
    return editor.children[name]


def test_every_type_renders_and_yields_exact_json(win):
    panel = panel_for(win, "full")
    form = panel.editor
    assert isinstance(form, ObjectEditor)
    assert isinstance(child(form, "query"), ScalarEditor)
    assert isinstance(child(form, "notes").widget, QPlainTextEdit)
    assert isinstance(child(form, "mode").widget, QComboBox)
    assert isinstance(child(form, "verbose").widget, QCheckBox)
    assert isinstance(child(form, "tags"), ArrayEditor)
    assert isinstance(child(form, "points"), ArrayEditor)
    assert isinstance(child(form, "origin"), ObjectEditor)
    assert isinstance(child(form, "target"), ChoiceEditor)
    assert form.findChild(QLabel, "label-query").text() == "query *"
    assert panel.arguments() == {"mode": "slow"}
    child(form, "query").widget.setText("hello")
    child(form, "notes").widget.setPlainText("line 1\nline 2")
    child(form, "mode").widget.setCurrentIndex(1)  # "", fast, slow
    child(form, "limit").widget.setText("7")
    child(form, "ratio").widget.setText("0.5")
    child(form, "verbose").widget.setChecked(True)
    tags = child(form, "tags")
    tags.add_row().widget.setText("a")
    tags.add_row().widget.setText("b")
    point = child(form, "points").add_row()
    point.children["x"].widget.setText("1")
    point.children["y"].widget.setText("2")
    child(form, "origin").children["x"].widget.setText("0")
    target = child(form, "target")
    target.chooser.setCurrentIndex(2)  # "—", string, integer
    target.editors[2].widget.setText("42")
    expected = {"query": "hello", "notes": "line 1\nline 2", "mode": "fast", "limit": 7, "ratio": 0.5,
                "verbose": True, "tags": ["a", "b"], "points": [{"x": 1, "y": 2}], "origin": {"x": 0},
                "target": 42}
    assert panel.arguments() == expected
    assert json.loads(panel.json_edit.toPlainText()) == expected
    assert panel.run_button.isEnabled()


def test_json_tab_syncs_back_into_the_form(win):
    panel = panel_for(win, "full")
    panel.json_edit.setPlainText(json.dumps({"query": "from json", "tags": ["x"], "limit": 3}))
    form = panel.editor
    assert child(form, "query").widget.text() == "from json"
    assert len(child(form, "tags").items) == 1
    assert panel.arguments() == {"query": "from json", "tags": ["x"], "limit": 3}


def test_invalid_field_blocks_run_with_message_at_the_field(win):
    panel = panel_for(win, "full")
    form = panel.editor
    child(form, "query").widget.setText("ok")
    assert panel.run_button.isEnabled()
    limit = child(form, "limit")
    limit.widget.setText("500")
    assert not panel.run_button.isEnabled()
    assert limit.error_label.isVisibleTo(panel)
    assert "50" in limit.error_label.text()
    limit.widget.setText("abc")
    assert not panel.run_button.isEnabled()
    assert limit.error_label.text() == "not a whole number"
    limit.widget.setText("")
    child(form, "query").widget.setText("")
    assert not panel.run_button.isEnabled()
    assert child(form, "query").error_label.text() == "required"


def test_ref_schema_renders(win, tmp_path):
    schema = {"type": "object", "properties": {"where": {"$ref": "#/definitions/place"}},
              "definitions": {"place": {"type": "object", "properties": {"city": {"type": "string",
                                                                                     "description": "c"}}}}}
    write_script(win.controller.home.global_dir / "ref.sh", tool_text(schema))
    win.controller.rescan()
    panel = panel_for(win, "ref")
    place = child(panel.editor, "where")
    assert isinstance(place, ObjectEditor)
    place.children["city"].widget.setText("Paris")
    assert panel.arguments() == {"where": {"city": "Paris"}}


def test_what_the_script_receives(win):
    panel = panel_for(win, "full")
    child(panel.editor, "query").widget.setText("q")
    panel.arg_tabs.setCurrentWidget(panel.preview)  # planned when its page is opened
    text = panel.preview.toPlainText()
    assert '"query":"q"' in text
    assert "MIYU_ARGS_JSON" in text
    assert "MIYU_SCRIPT_CACHE_DIR" in text
    panel = panel_for(win, "host_status")
    text = panel.preview.toPlainText()
    assert "MIYU_HOST_TOKEN=" + "•" * 24 in text
    assert "MIYU_HOST_CAPABILITIES=host.info" in text


def test_live_output_arrives_while_running(win, qtbot):
    panel = panel_for(win, "slow")
    view = panel.run_now()
    qtbot.waitUntil(lambda: "first line" in view.live_text(), timeout=5000)
    assert view.run.running
    assert "second line" not in view.live_text()
    assert view.status.text().startswith("Running")
    open_gate(win)
    qtbot.waitUntil(lambda: not view.run.running, timeout=10000)
    assert "second line" in view.output.toPlainText()
    assert "exit code 0" in view.status.text()


def test_stop_ends_script_and_child(win, qtbot, tmp_path):
    pidfile = tmp_path / "child.pid"
    write_script(win.controller.home.global_dir / "hang.sh",
                 f"#!/bin/sh\n# Description: Hangs.\nsleep 300 &\necho $! > {pidfile}\necho started\nwait\n")
    win.controller.rescan()
    panel = panel_for(win, "hang")
    view = panel.run_now()
    qtbot.waitUntil(lambda: pidfile.exists() and pidfile.read_text().strip() != "", timeout=5000)
    child_pid = int(pidfile.read_text())
    assert _alive(child_pid)
    view.findChild(QPushButton, "run-stop").click()
    qtbot.waitUntil(lambda: not view.run.running, timeout=6000)
    assert view.status.text().startswith("Stopped")
    assert "STOPPED" in view.badges.text()
    qtbot.waitUntil(lambda: not _alive(child_pid), timeout=5000)


def test_image_is_shown_as_a_picture(win, qtbot):
    panel = panel_for(win, "color_swatch")
    child(panel.editor, "color").widget.setText("#ff0000")
    view = panel.run_now()
    qtbot.waitUntil(lambda: not view.run.running, timeout=10000)
    images = view.findChildren(QLabel, "run-image")
    assert len(images) == 1
    assert images[0].pixmap() is not None
    assert not images[0].pixmap().isNull()
    assert view.image_paths()[0].exists()
    assert "MIYU-IMAGE" not in view.output.toPlainText()


def test_tool_error_is_readable(win, qtbot):
    panel = panel_for(win, "refusal")
    view = panel.run_now()
    qtbot.waitUntil(lambda: not view.run.running, timeout=10000)
    box = view.findChild(QLabel, "run-error")
    assert box.isVisibleTo(view)
    assert "city not found" in box.text()
    assert "check the spelling" in box.text()
    assert "exit code 2" in view.status.text()


def test_rerun_from_history_reproduces_arguments(win, qtbot):
    panel = panel_for(win, "full")
    panel.json_edit.setPlainText(json.dumps({"query": "again", "limit": 4}))
    first = panel.run_now()
    qtbot.waitUntil(lambda: not first.run.running, timeout=10000)
    qtbot.waitUntil(lambda: panel.history.topLevelItemCount() == 1, timeout=5000)
    panel.json_edit.setPlainText(json.dumps({"query": "changed"}))
    panel.history.setCurrentItem(panel.history.topLevelItem(0))
    second = panel.rerun_selected()
    qtbot.waitUntil(lambda: not second.run.running, timeout=10000)
    assert second.run.plan.args == first.run.plan.args == {"query": "again", "limit": 4}
    assert json.loads(second.run.result.stdout) == first.run.plan.args
    panel.load_selected()
    assert panel.arguments() == {"query": "again", "limit": 4}


def test_several_runs_at_once_each_in_a_tab(win, qtbot):
    panel = panel_for(win, "slow")
    views = [panel.run_now() for _ in range(3)]
    assert panel.run_tabs.count() == 3
    assert all(view.run.running for view in views), "three at once"
    open_gate(win)
    for view in views:
        qtbot.waitUntil(lambda v=view: not v.run.running, timeout=15000)
        assert "second line" in view.output.toPlainText()


def test_presets(win, monkeypatch):
    index_file = win.controller.home.global_dir / "index.json"
    index_file.write_text(json.dumps({"scripts": [{"id": "full", "path": "full.sh", "timeout_seconds": 30}]}))
    win.controller.rescan()
    index_before = index_file.read_bytes()
    panel = panel_for(win, "full")
    panel.json_edit.setPlainText(json.dumps({"query": "saved"}))
    panel.save_preset_as("mine")
    panel.json_edit.setPlainText(json.dumps({"query": "other"}))
    index = panel.preset_combo.findData("mine")
    panel.preset_combo.setCurrentIndex(index)
    panel._preset_chosen(index)
    assert panel.arguments()["query"] == "saved"
    state = json.loads((Home(win.controller.home.root, forced=True).state_dir / "presets.json").read_text())
    assert state["full"]["mine"]["query"] == "saved"
    assert index_file.read_bytes() == index_before  # presets live in the state folder, never in index.json


def test_pi_tool_gets_one_args_line(win, qtbot, tmp_path):
    project = tmp_path / "proj"
    write_script(project / ".pi" / "scripts" / "greet.sh", "#!/bin/bash\n# Description: Greet\necho \"hi $1 $2\"\n")
    win.controller.settings.set("pi_project", str(project))
    win.controller.reload_layers()
    panel = panel_for(win, "greet_sh")
    assert list(panel.editor.children) == ["args"]
    panel.editor.children["args"].widget.setText("a 'b c'")
    view = panel.run_now()
    qtbot.waitUntil(lambda: not view.run.running, timeout=10000)
    assert view.run.result.stdout == "hi a b c\n", "pi output is returned untouched (SPEC §12)"


def test_flood_keeps_the_window_responsive(win, qtbot, tmp_path):
    """30 MB of output: all of it is read while the window keeps serving events, the live view stays bounded."""
    from PySide6.QtCore import QTimer
    from scriptdeck.gui.run.run_view import LIVE_LIMIT

    drained, release = tmp_path / "drained", tmp_path / "release"
    write_script(win.controller.home.global_dir / "flood.sh",
                 "#!/bin/sh\n# Description: Floods.\nhead -c 30000000 /dev/zero | tr '\\0' 'x'\n"
                 f"touch {drained}\nwhile [ ! -e {release} ]; do sleep 0.05; done\n")
    win.controller.rescan()
    panel = panel_for(win, "flood")
    view = panel.run_now()
    qtbot.waitUntil(drained.exists, timeout=60000)  # the pipe was drained: every byte was read
    served = []
    QTimer.singleShot(0, lambda: served.append(view.run.running))
    qtbot.waitUntil(lambda: bool(served), timeout=10000)
    assert served == [True]  # the event loop serves timers while the flood's run is still going
    shown = view.live_text()
    assert len(shown) < 2 * LIVE_LIMIT  # not 30 MB: the live view stops at its limit (plus line breaks)
    assert "live view stops here" in shown
    release.touch()
    qtbot.waitUntil(lambda: not view.run.running, timeout=60000)
    assert view.run.result.truncated["stdout"]
    assert view.run.result.stdout.endswith("...[truncated to 20000 chars]")
