"""The window (SPEC §14, issue 4) driven through its real widgets with pytest-qt, offscreen."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QPushButton
from scriptdeck.core.model.manage import Manager
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.app import create_window
from scriptdeck.gui.deck.tool_model import TOOL_ROLE, ToolFilterProxy, ToolTreeModel

from tests.conftest import deck_home, drop, write_script

TWO_GROUPS = ("#!/usr/bin/env python3\n# 显示名称：双组工具\n# Display name: Two groups\n"
              "# Description: In two groups.\n# Group: alpha, beta\nprint(1)\n")
NO_GROUP = "#!/bin/sh\n# 显示名称：无组\n# Description: In no group.\necho\n"
ZH_ONLY = "#!/bin/sh\n# 显示名称：只有中文\n# Description: Only a Chinese name.\n# Group: beta\necho\n"


@pytest.fixture
def home(tmp_path) -> Home:
    return deck_home(tmp_path / "home", {"two_groups.py": TWO_GROUPS, "loner.sh": NO_GROUP, "xhs_search.sh": ZH_ONLY})


def rows(model: ToolTreeModel) -> dict[str, list[str]]:
    return {g.key: [c.tool.id for c in g.children] for g in model.groups}


def test_model_and_proxy_pass_qtmodeltester(qtmodeltester, home):
    registry = Registry(home, pi_layers=[])
    registry.scan()
    model = ToolTreeModel()
    model.set_tools(registry.all_tools())
    qtmodeltester.check(model)
    proxy = ToolFilterProxy()
    proxy.setSourceModel(model)
    proxy.set_text("group")
    qtmodeltester.check(proxy)


def _fail_reports(qtlog) -> list[str]:
    return [record.message for record in qtlog.records if "FAIL" in record.message]


def test_model_diff_updates_pass_qtmodeltester(qtmodeltester, qtlog, home):
    """The Qt tester stays attached while the model is diffed: every insert, removal and change is checked."""
    write_script(home.global_dir / "moves.sh", "#!/bin/sh\n# Description: Moves.\n# Group: alpha\necho\n")
    registry = Registry(home, pi_layers=[])
    registry.scan()
    tools = registry.all_tools()
    model = ToolTreeModel()
    qtmodeltester.check(model)  # attaches QAbstractItemModelTester (reports through Qt warnings)
    model.set_tools(tools)
    model.set_tools(tools[:2])
    model.set_tools(tools[1:])
    model.set_tools([])
    model.set_tools(tools)
    write_script(home.global_dir / "moves.sh", "#!/bin/sh\n# Description: Moved.\n# Group: gamma, beta\necho\n")
    registry.scan()
    model.set_tools(registry.all_tools())
    model.set_tools(list(reversed(tools)))
    assert _fail_reports(qtlog) == []
    assert sum(len(group.children) for group in model.groups) >= len(tools)


class _MiscountingModel(ToolTreeModel):
    """Announces one row more than it inserts."""

    def beginInsertRows(self, parent, first, last):  # noqa: N802 (Qt name)
        super().beginInsertRows(parent, first, last + 1)


def test_qtmodeltester_notices_a_broken_diff(qtlog, home):
    """The check above can fail: a model whose inserts do not match its announcements is reported."""
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtTest import QAbstractItemModelTester

    registry = Registry(home, pi_layers=[])
    registry.scan()
    model = _MiscountingModel()
    reports: list[str] = []
    with qtlog.disabled():  # these failures are expected; collect them here instead of failing the test
        previous = qInstallMessageHandler(lambda kind, context, message: reports.append(message))
        try:
            tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Warning)
            model.set_tools(registry.all_tools())
            del tester
        finally:
            qInstallMessageHandler(previous)
    assert any("FAIL" in message for message in reports)


def test_groups_two_and_ungrouped(window):
    groups = rows(window.model)
    assert "two_groups" in groups["alpha"]
    assert "two_groups" in groups["beta"]
    assert groups[""] == ["loner"]
    assert window.model.groups[-1].key == ""
    label = window.model.data(window.model.index(len(window.model.groups) - 1, 0))
    assert label.startswith("Ungrouped")


def names_shown(window) -> dict[str, str]:
    model = window.model
    out = {}
    for g, group in enumerate(model.groups):
        parent = model.index(g, 0)
        for r, child in enumerate(group.children):
            out[child.tool.id] = model.data(model.index(r, 0, parent))
    return out


def test_names_per_language(window):
    names = names_shown(window)
    assert names["two_groups"] == "Two groups"
    assert names["xhs_search"] == "Xhs search"  # humanized id, never the Chinese name
    assert all(not any("\u4e00" <= ch <= "\u9fff" for ch in name) for name in names.values())
    window.set_language("zh_CN")
    names = names_shown(window)
    assert names["two_groups"] == "双组工具"
    assert names["xhs_search"] == "只有中文"


def test_language_switch_relabels_open_widgets(window, qtbot):
    assert window.add_action.text() == "Add scripts…"
    header = window.tree.model().headerData(0, Qt.Orientation.Horizontal)
    assert header == "Name"
    window.select_tool("two_groups")
    assert window.details.captions["description"].text() == "Description"
    window.language_actions["zh_CN"].trigger()
    assert window.add_action.text() == "添加脚本…"
    assert window.tree.model().headerData(0, Qt.Orientation.Horizontal) == "名称"
    assert window.details.captions["description"].text() == "描述"
    assert window.tabs.tabText(1) == "覆盖设置"
    assert window.details.title.text() == "双组工具"
    window.language_actions["en"].trigger()
    assert window.add_action.text() == "Add scripts…"
    saved = json.loads(window.controller.home.settings_path.read_text())
    assert saved["language"] == "en"


def tool_index(window, tool_id):
    index = window.model.indexes_for(tool_id)[0]
    return window.proxy.mapFromSource(index)


def test_untick_writes_disabled_and_tick_undoes(window, home):
    index = tool_index(window, "loner")
    assert index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert window.tree.model().setData(index, Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    data = json.loads((home.global_dir / "index.json").read_text())
    assert {"id": "loner", "path": "loner.sh"} in data["disabled"]
    listed = Manager(Registry(home, pi_layers=[])).call({"action": "list"})
    assert "loner" in [d["id"] for d in listed["disabled"]]
    assert "loner" not in [r["id"] for r in listed["registered"]]
    index = tool_index(window, "loner")
    assert index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    window.tree.model().setData(index, Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    listed = Manager(Registry(home, pi_layers=[])).call({"action": "list"})
    assert "loner" in [r["id"] for r in listed["registered"]]
    assert not listed["disabled"]


def test_group_checkbox_toggles_its_tools(window, home):
    group_row = next(i for i, g in enumerate(window.model.groups) if g.key == "beta")
    index = window.proxy.mapFromSource(window.model.index(group_row, 0))
    window.tree.model().setData(index, Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    disabled = {d["id"] for d in json.loads((home.global_dir / "index.json").read_text())["disabled"]}
    assert disabled == {"two_groups", "xhs_search"}
    index = window.proxy.mapFromSource(window.model.index(group_row, 0))
    assert index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked


def test_drop_opens_dialog_and_registers(window, tmp_path, home, qtbot):
    script = write_script(tmp_path / "drop-me.py", "#!/usr/bin/env python3\n# Description: Dropped in.\n"
                                                    "# 显示名称：拖进来\nprint(1)\n", executable=False)
    not_script = tmp_path / "notes.txt"
    not_script.write_text("hello")
    drop(window, [script, not_script])
    dialog = window.dialogs.register_dialog
    assert dialog is not None
    assert dialog.isVisible()
    assert [c.path.name for c in dialog.candidates] == ["drop-me.py", "notes.txt"]
    assert "shebang" in dialog.problem(dialog.candidates[1])
    assert dialog.problem(dialog.candidates[0]) == ""
    dialog.buttons.accepted.emit()
    target = home.persona_dir / "drop-me.py"
    assert target.exists()
    assert os.access(target, os.X_OK)
    assert script.exists()
    tool = window.controller.registry.get("drop_me")
    assert tool is not None
    assert tool.state == "registered"
    assert tool.layer == "persona"
    qtbot.waitUntil(lambda: window.current_tool() is not None and window.current_tool().id == "drop_me")


def test_drop_folder_and_overwrite_confirmation(window, tmp_path, home):
    folder = tmp_path / "batch"
    write_script(folder / "one.sh", "#!/bin/sh\n# Description: One.\necho\n")
    write_script(folder / "two.sh", "#!/bin/sh\n# Description: Two.\necho\n")
    write_script(home.global_dir / "one.sh", "#!/bin/sh\n# Description: Old one.\necho\n")
    drop(window, [folder])
    dialog = window.dialogs.register_dialog
    dialog.scope.setCurrentIndex(1)  # global
    one = dialog.candidates[0]
    assert "already exists" in dialog.problem(one)
    dialog.overwrite.setChecked(True)
    assert dialog.problem(one) == ""
    dialog.register_all()
    assert "One." in (home.global_dir / "one.sh").read_text()
    assert window.controller.registry.get("two").layer == "global"


def test_editing_one_override_writes_exactly_that_field(window, home):
    window.select_tool("loner")
    editor = window.overrides
    assert editor.tool.id == "loner"
    assert not editor.save_button.isEnabled()
    field = editor.findChild(QLineEdit, "override-timeout_seconds")
    field.setText("45")
    assert editor.save_button.isEnabled()
    editor.findChild(QPushButton, "save-overrides").click()
    data = json.loads((home.global_dir / "index.json").read_text())
    assert data == {"scripts": [{"id": "loner", "path": "loner.sh", "timeout_seconds": 45}]}
    assert window.controller.registry.get("loner").timeout_seconds == 45
    editor.reset_field("timeout_seconds")
    editor.save()
    data = json.loads((home.global_dir / "index.json").read_text())
    assert data["scripts"] == [{"id": "loner", "path": "loner.sh"}]


def test_parameters_override_is_validated_live(window):
    window.select_tool("loner")
    editor = window.overrides
    params = editor.findChild(QPlainTextEdit, "override-parameters")
    params.setPlainText('{"type": "array"}')
    assert not editor.save_button.isEnabled()
    assert editor.problem.text()
    params.setPlainText('{"type": ')
    assert not editor.save_button.isEnabled()
    assert "JSON" in editor.problem.text()
    params.setPlainText('{"type": "object", "properties": {"q": {"type": "string", "description": "q"}}}')
    assert editor.save_button.isEnabled()


def test_external_header_edit_appears_live(window, home, qtbot):
    path = home.global_dir / "loner.sh"
    before = path.stat().st_mtime_ns
    path.write_text(NO_GROUP.replace("In no group.", "Edited outside.").replace("echo", "# Group: late\necho"))
    os.utime(path, ns=(before + 2_000_000_000, before + 2_000_000_000))  # a newer mtime whatever the clock granularity
    qtbot.waitUntil(lambda: "loner" in rows(window.model).get("late", []), timeout=5000)
    write_script(home.persona_dir / "fresh.sh", "#!/bin/sh\n# Description: Fresh.\n# Group: late\necho\n")
    qtbot.waitUntil(lambda: "fresh" in rows(window.model).get("late", []), timeout=5000)


def test_selection_survives_reload(window, home, qtbot):
    window.select_tool("two_groups")
    write_script(home.persona_dir / "another.sh", "#!/bin/sh\n# Description: Another.\necho\n")
    qtbot.waitUntil(lambda: window.controller.registry.get("another") is not None, timeout=5000)
    qtbot.waitUntil(lambda: "another" in rows(window.model).get("", []), timeout=5000)
    assert window.current_tool().id == "two_groups"


def test_corrupt_index_shows_banner_and_writes_nothing(qtbot, home):
    (home.global_dir / "index.json").write_text("{broken json")
    win = create_window(str(home.root), lang="en", watch=False)
    qtbot.addWidget(win)
    win.show()
    try:
        assert win.banner.isVisible()
        assert "index.json" in win.banner.text()
        assert "repair" in win.banner.text()
        assert win.controller.registry.get("loner").state == "registered"
        index = tool_index(win, "loner")
        win.tree.model().setData(index, Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
        assert (home.global_dir / "index.json").read_text() == "{broken json"
        assert win.last_error[0].startswith("index.json of the global layer is unreadable")
        win.set_language("zh_CN")
        assert "无法读取" in win.banner.text()
    finally:
        win.controller.close()


def test_search_filters_by_name_description_and_group(window):
    def visible_ids():
        proxy, out = window.proxy, set()
        for g in range(proxy.rowCount()):
            parent = proxy.index(g, 0)
            for r in range(proxy.rowCount(parent)):
                out.add(proxy.index(r, 0, parent).data(TOOL_ROLE).id)
        return out

    window.search.setText("双组")
    assert visible_ids() == {"two_groups"}
    window.search.setText("no group")
    assert visible_ids() == {"loner"}
    window.search.setText("beta")
    assert visible_ids() == {"two_groups", "xhs_search"}
    window.search.setText("")
    assert visible_ids() >= {"two_groups", "xhs_search", "loner", "peek_file"}


def test_details_show_everything_and_fix_chmod(window, home, qtbot):
    path = home.global_dir / "loner.sh"
    path.chmod(0o644)
    window.controller.rescan()
    window.select_tool("loner")
    details = window.details
    assert details.values["id"].text() == "loner"
    assert details.values["stub"].text() == "In no group. (stub)"
    assert details.values["path"].text() == str(path)
    assert "echo" in details.source.toPlainText()
    button = details.findChild(QPushButton, "fix-no-exec-bit")
    assert button is not None
    button.click()
    assert os.access(path, os.X_OK)
    codes = [finding.code for finding in window.controller.lint(window.controller.registry.get("loner"))]
    assert "no-exec-bit" not in codes
    qtbot.waitUntil(lambda: details.findChild(QPushButton, "fix-no-exec-bit") is None, timeout=5000)


def test_fix_adds_missing_description_after_asking(window, home, monkeypatch):
    from scriptdeck.gui.widgets.common import TextPrompt

    write_script(home.global_dir / "nodesc.sh", "#!/bin/sh\n# 显示名称：无描述\necho\n")
    window.controller.rescan()
    asked = []
    monkeypatch.setattr(TextPrompt, "ask", classmethod(lambda cls, title, prompt, parent, cb: (asked.append(prompt),
                                                                                                cb("Now described."))))
    window.select_tool("nodesc")
    window.details.lint.apply_fix("no-description")
    assert asked
    assert (home.global_dir / "nodesc.sh").read_text().splitlines()[1] == "# Description: Now described."
    assert window.controller.registry.get("nodesc").state == "registered"


def test_capability_revoke_is_saved(window, home):
    window.select_tool("host_status")
    from PySide6.QtWidgets import QCheckBox

    box = next(b for b in window.details.findChildren(QCheckBox) if b.text() == "host.info")
    assert box.isChecked()
    box.setChecked(False)
    saved = json.loads(home.settings_path.read_text())
    assert saved["revoked_capabilities"] == {"host_status": ["host.info"]}


def test_settings_dialog_saves_providers_masked(window, home):
    dialog = window.dialogs.open_settings()
    dialog._new_provider()
    dialog.provider_edits["id"].setText("mine")
    dialog.provider_edits["api_key"].setText("sk-secret")
    assert dialog.provider_edits["api_key"].echoMode() == QLineEdit.EchoMode.Password
    dialog._store_provider()
    dialog.subsystem_boxes["memory"].setChecked(True)
    dialog.save()
    saved = json.loads(home.settings_path.read_text())
    assert saved["providers"][0]["id"] == "mine"
    assert saved["providers"][0]["api_key"] == "sk-secret"
    assert saved["subsystems"]["memory"] is True
    assert (home.settings_path.stat().st_mode & 0o777) == 0o600


def test_first_start_on_empty_home_shows_builtins(qtbot, tmp_path):
    win = create_window(str(tmp_path / "empty"), lang="en", watch=False)
    qtbot.addWidget(win)
    try:
        ids = {c.tool.id for g in win.model.groups for c in g.children}
        assert {"convert_units", "peek_file", "host_status", "color_swatch"} <= ids
        assert win.current_tool() is not None
    finally:
        win.controller.close()


def test_corrupt_settings_show_the_banner_and_are_not_overwritten(qtbot, home):
    home.settings_path.parent.mkdir(parents=True, exist_ok=True)
    home.settings_path.write_text("{not json")
    win = create_window(str(home.root), lang="en", watch=False)
    qtbot.addWidget(win)
    try:
        from PySide6.QtWidgets import QLabel as Label

        banner = " ".join(label.text() for label in win.state_banner.findChildren(Label))
        assert "settings file cannot be read" in banner
        win.set_language("zh_CN")
        assert home.settings_path.read_text() == "{not json"
    finally:
        win.controller.close()


def test_persona_switch_shows_that_personas_tools(window, home):
    write_script(home.root / "scripts" / "personas" / "work" / "work_only.sh",
                 "#!/bin/sh\n# Description: Only at work.\necho\n")
    assert window.controller.registry.get("work_only") is None
    window.persona_combo.setEditText("work")
    window.persona_box.chosen()
    assert window.controller.home.persona == "work"
    assert window.controller.registry.get("work_only").layer == "persona"
    assert "work_only" in {c.tool.id for g in window.model.groups for c in g.children}


def test_agent_change_through_the_cli_appears_live(window, home, qtbot):
    from tests.conftest import cli_json

    code, result = cli_json("--home", str(home.root), "tool-call", "manage_script", "--args",
                            json.dumps({"action": "disable", "id": "loner"}))
    assert code == 0
    assert result["state"] == "disabled"
    qtbot.waitUntil(lambda: window.controller.registry.get("loner").state == "disabled", timeout=5000)
    qtbot.waitUntil(lambda: tool_index(window, "loner").data(Qt.ItemDataRole.CheckStateRole)
                    == Qt.CheckState.Unchecked, timeout=5000)
    shown = tool_index(window, "loner")
    assert shown.isValid()
    assert shown.data(TOOL_ROLE).state == "disabled"
