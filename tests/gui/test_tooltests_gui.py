"""SPEC §21 in the window: the Tests tab, "Save as test case", Run all tests and the badge, with real widgets
and real runs (every case is a real ``scriptdeck tool-call`` process)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from scriptdeck.core.store.paths import Home

from tests.conftest import write_script

ECHO = """#!/usr/bin/env python3
# Description: Echo the query back.
import json, sys
args = json.loads(sys.stdin.read() or "{}")
if args.get("as_json"):
    print(json.dumps({"ok": True, "query": args.get("query")}))
else:
    print("result for " + str(args.get("query")))
sys.exit(1 if args.get("fail") else 0)
"""
CASES = [
    {"name": "echoes", "args": {"query": "a"}, "expect": {"stdout": "result for a"}},
    {"name": "echoes wrongly", "args": {"query": "b"}, "expect": {"stdout": "result for c"}},
]


def case_file(home: Home, tool_id: str) -> Path:
    return home.persona_dir / ".tests" / f"{tool_id}.json"


@pytest.fixture
def home(tmp_path: Path) -> Home:
    root = tmp_path / "home"
    layer = root / "scripts" / "personas" / "default"
    write_script(layer / "echo.py", ECHO)
    write_script(layer / "other.py", ECHO.replace("Echo the query back.", "Echo it again."))
    path = layer / ".tests" / "echo.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"cases": CASES}), encoding="utf-8")
    return Home(root, forced=True)


@pytest.fixture
def controller(qtbot, home: Home):
    from scriptdeck.gui.services.controller import Controller

    ctrl = Controller(home, watch=False)
    yield ctrl
    ctrl.close()


def make_tab(qtbot, controller):
    from scriptdeck.gui.run.tests_tab import TestsTab
    from scriptdeck.gui.services.tests_status import TestStatus

    status = TestStatus()
    status.rescan(controller.registry)
    tab = TestsTab(controller, status)
    qtbot.addWidget(tab)
    tab.show()
    return tab, status


@pytest.mark.slow
def test_tests_tab_runs_all_cases_with_progress_and_shows_the_diff(qtbot, controller) -> None:
    tab, status = make_tab(qtbot, controller)
    assert status.badge("echo") == "–" and status.badge("other") == ""
    tab.show_tool(controller.registry.get("echo"))
    assert [tab.case_list.topLevelItem(n).text(1) for n in range(2)] == ["echoes", "echoes wrongly"]
    assert tab.run_all_button.isEnabled()
    with qtbot.waitSignal(tab.ran, timeout=60000):
        qtbot.mouseClick(tab.run_all_button, Qt.MouseButton.LeftButton)
        assert tab.progress.isVisible() and tab.progress.maximum() == 2
        assert not tab.run_all_button.isEnabled() and tab.stop_button.isEnabled()
    assert not tab.progress.isVisible()
    assert [tab.case_list.topLevelItem(n).text(0) for n in range(2)] == ["✓", "✗"]
    assert status.badge("echo") == "✗ 1/2"
    assert "1 passed, 1 failed" in tab.summary.text()
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(1))
    text = tab.detail.toPlainText()
    assert 'stdout: expected "result for c", got "result for b"' in text
    assert "-result for c" in text and "+result for b" in text


@pytest.mark.slow
def test_run_selected_runs_only_that_case(qtbot, controller) -> None:
    tab, status = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(0))
    with qtbot.waitSignal(tab.ran, timeout=60000):
        qtbot.mouseClick(tab.run_one_button, Qt.MouseButton.LeftButton)
    assert status.outcome("echo", "echoes").ok
    assert status.outcome("echo", "echoes wrongly") is None
    assert status.badge("echo") == "✓ 1"
    assert tab.case_list.topLevelItem(1).text(0) == "·"


def test_a_broken_test_file_is_shown_with_its_line_and_nothing_can_run(qtbot, controller, home: Home) -> None:
    case_file(home, "echo").write_text('{"cases": [\n  {"name": 1}\n]}')
    tab, _ = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    assert ":2:12:" in tab.summary.text() and "cannot be used" in tab.summary.text()
    assert tab.case_list.topLevelItemCount() == 0
    assert not tab.run_all_button.isEnabled() and not tab.run_one_button.isEnabled()
    assert not tab.run_all()


def test_a_tool_without_cases_says_how_to_get_one(qtbot, controller) -> None:
    tab, _ = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("other"))
    assert "Save as test case" in tab.summary.text()
    assert tab.path_label.text().endswith(".tests/other.json")


def finished_run(qtbot, controller, tool_id: str, args: dict):
    run = controller.runs.start(tool_id, args)
    if run.result is None:
        with qtbot.waitSignal(run.done, timeout=60000):
            pass
    return run


@pytest.mark.slow
def test_save_as_test_case_keeps_the_picked_keys_and_the_case_passes(qtbot, controller, home: Home) -> None:
    from scriptdeck.gui.run.save_case_dialog import SaveCaseDialog

    run = finished_run(qtbot, controller, "other", {"query": "x", "as_json": True})
    path = case_file(home, "other")
    dialog = SaveCaseDialog("other", path, run.plan.args, run.result.to_json(), controller=controller)
    qtbot.addWidget(dialog)
    dialog.show()
    offered = [dialog.keys.item(n).data(Qt.ItemDataRole.UserRole) for n in range(dialog.keys.count())]
    assert offered == ["success", "exit_code", "stdout", "stdout_contains", ("stdout_json", "ok"),
                       ("stdout_json", "query"), "images"], "a JSON object is offered key by key (a subset)"
    assert dialog.picked() == ["success", "stdout_json"], "JSON output is offered as JSON first"
    assert dialog.name_edit.text() == "query=x, as_json=true", "a readable default name, not raw JSON"
    dialog.set_picked([])
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Save).isEnabled(), "nothing picked"
    dialog.set_picked(["exit_code", "stdout_json.query"])
    dialog.name_edit.setText("json answer")
    with qtbot.waitSignal(dialog.saved) as saved:
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    assert saved.args == ["other", "json answer"]
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written == {"cases": [{"name": "json answer", "args": {"query": "x", "as_json": True},
                                  "expect": {"exit_code": 0, "stdout_json": {"query": "x"}}}]}
    tab, status = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("other"))
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_all()
    assert status.outcome("other", "json answer").ok


def test_save_as_test_case_refuses_a_broken_file_and_leaves_it_alone(qtbot, controller, home: Home) -> None:
    from scriptdeck.gui.run.save_case_dialog import SaveCaseDialog

    path = case_file(home, "echo")
    path.write_text("{broken")
    result = {"success": True, "exit_code": 0, "stdout": "hi", "stderr": "", "images": []}
    dialog = SaveCaseDialog("echo", path, {"query": "hi"}, result, controller=controller)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.save()
    assert dialog.isVisible() and "Not saved" in dialog.error_label.text() and ":1:2:" in dialog.error_label.text()
    assert path.read_text() == "{broken"


@pytest.mark.slow
def test_run_all_tests_dialog_runs_every_tool_and_lists_broken_files(qtbot, controller, home: Home) -> None:
    from scriptdeck.gui.run.run_all_tests import RunAllTestsDialog
    from scriptdeck.gui.services.tests_status import TestStatus

    case_file(home, "other").write_text('{"cases": "no"}')
    status = TestStatus()
    dialog = RunAllTestsDialog(controller, status)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.runner.finished, timeout=60000):
        assert dialog.start()
        assert dialog.progress.maximum() == 2
    rows = [dialog.results.topLevelItem(n) for n in range(dialog.results.topLevelItemCount())]
    assert [row.text(1) for row in rows] == ["other.json", "echo › echoes", "echo › echoes wrongly"]
    assert [row.text(0) for row in rows] == ["✗", "✓", "✗"]
    assert "is not of type 'array'" in rows[0].text(3)
    assert rows[2].text(3) == 'stdout: expected "result for c", got "result for b"'
    assert dialog.progress.value() == 2
    assert dialog.summary.text() == "1 passed, 1 failed, 0 to go · 1 broken test files"
    assert status.badge("echo") == "✗ 1/2"
    with qtbot.waitSignal(dialog.tool_activated) as activated:
        dialog.results.itemDoubleClicked.emit(rows[1], 1)
    assert activated.args == ["echo"]


# -- in the window ----------------------------------------------------------------------------------------

def badge(window, tool_id: str) -> str:
    from scriptdeck.gui.deck.tool_model import TESTS

    index = window.model.indexes_for(tool_id, TESTS)[0]
    return index.data()


@pytest.mark.slow
def test_window_tests_tab_runs_and_the_list_badge_follows(qtbot, window) -> None:
    assert window.tabs.tabText(3) == "Tests"
    assert window.model.headerData(5, Qt.Orientation.Horizontal) == "Tests"
    assert badge(window, "echo") == "–" and badge(window, "other") == ""
    window.select_tool("echo")
    window.tabs.setCurrentWidget(window.tests_tab)
    assert window.tests_tab.tool.id == "echo" and window.tests_tab.case_list.topLevelItemCount() == 2
    with qtbot.waitSignal(window.tests_tab.ran, timeout=60000):
        qtbot.mouseClick(window.tests_tab.run_all_button, Qt.MouseButton.LeftButton)
    assert badge(window, "echo") == "✗ 1/2"
    window.select_tool("other")
    assert window.tests_tab.case_list.topLevelItemCount() == 0


@pytest.mark.slow
def test_window_save_a_finished_run_as_a_test_case(qtbot, window, home: Home) -> None:
    from scriptdeck.gui.run.save_case_dialog import SaveCaseDialog

    window.select_tool("other")
    panel = window.run_panel
    view = panel.run_now({"query": "zz"})
    assert view is not None and not view.save_case_button.isEnabled(), "only a finished run can be saved"
    qtbot.waitUntil(lambda: view.run.result is not None, timeout=60000)
    assert view.save_case_button.isEnabled()
    qtbot.mouseClick(view.save_case_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(SaveCaseDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.picked() == ["success", "stdout"]
    with qtbot.waitSignal(panel.case_saved):
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    saved = json.loads(case_file(home, "other").read_text(encoding="utf-8"))["cases"]
    assert saved == [{"name": "query=zz", "args": {"query": "zz"},
                      "expect": {"success": True, "stdout": "result for zz"}}]
    assert badge(window, "other") == "–"
    qtbot.waitUntil(lambda: window.tests_tab.case_list.topLevelItemCount() == 1)
    assert [window.tests_tab.case_list.topLevelItem(0).text(1)] == ["query=zz"]


@pytest.mark.slow
def test_window_tools_menu_runs_all_tests_with_a_progress_bar(qtbot, window) -> None:
    action = window.tool_actions.run_all_tests_action
    assert action in window.tool_actions.tools_menu.actions()
    assert window.tool_actions.tools_menu.title() == "&Tools" and action.text() == "Run all tests"
    action.trigger()
    dialog = window.dialogs.run_all_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: not dialog.runner.running and dialog.results.topLevelItemCount() == 2, timeout=60000)
    assert dialog.progress.value() == dialog.progress.maximum() == 2
    assert badge(window, "echo") == "✗ 1/2"
    dialog.results.itemDoubleClicked.emit(dialog.results.topLevelItem(0), 1)
    assert window.current_tool().id == "echo"


def test_window_tests_parts_in_chinese(qtbot, window) -> None:
    window.select_tool("echo")
    window.set_language("zh_CN")
    assert window.tabs.tabText(3) == "测试"
    assert window.model.headerData(5, Qt.Orientation.Horizontal) == "测试"
    tab = window.tests_tab
    assert (tab.run_all_button.text(), tab.run_one_button.text(), tab.stop_button.text()) == \
        ("全部运行", "运行所选", "停止")
    assert tab.summary.text() == "用例：2"
    assert window.tool_actions.tools_menu.title() == "工具(&T)"
    assert window.tool_actions.run_all_tests_action.text() == "运行全部测试"
    window.set_language("en")
    assert tab.run_all_button.text() == "Run all"


def test_window_shows_the_tests_column_only_when_a_tool_has_cases(qtbot, window, home: Home) -> None:
    from scriptdeck.gui.deck.tool_model import TESTS

    assert not window.tree.isColumnHidden(TESTS)
    moved = case_file(home, "echo").rename(home.root / "echo.json")
    window.refresh()
    assert window.tree.isColumnHidden(TESTS), "no tool has cases: no empty column taking the names' width"
    moved.rename(case_file(home, "echo"))
    window.refresh()
    assert not window.tree.isColumnHidden(TESTS)


def test_window_tests_tab_reads_the_file_again_when_shown(qtbot, window, home: Home) -> None:
    window.select_tool("echo")
    window.tabs.setCurrentIndex(0)
    case_file(home, "echo").write_text(json.dumps({"cases": [{"name": "edited outside"}]}))
    window.tabs.setCurrentWidget(window.tests_tab)
    assert window.tests_tab.case_list.topLevelItem(0).text(1) == "edited outside"


@pytest.mark.slow
def test_window_save_a_run_from_the_history_as_a_test_case(qtbot, window, home: Home) -> None:
    from scriptdeck.gui.run.save_case_dialog import SaveCaseDialog

    window.select_tool("other")
    panel = window.run_panel
    view = panel.run_now({"query": "old", "fail": True})
    qtbot.waitUntil(lambda: view.run.result is not None and panel.history.topLevelItemCount() == 1, timeout=60000)
    panel.history.setCurrentItem(panel.history.topLevelItem(0))
    qtbot.mouseClick(panel.history_case_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(SaveCaseDialog)
    assert dialog is not None and dialog.offered["success"] is False and dialog.offered["exit_code"] == 1
    dialog.set_picked(["success", "exit_code"])
    assert dialog.save()
    saved = json.loads(case_file(home, "other").read_text(encoding="utf-8"))["cases"][0]
    assert saved["args"] == {"query": "old", "fail": True}
    assert saved["expect"] == {"success": False, "exit_code": 1}


@pytest.mark.slow
def test_closing_the_window_stops_running_test_cases(qtbot, window, home: Home, tmp_path: Path) -> None:
    import time

    from tests.conftest import wait_gone

    pids = tmp_path / "pids"
    pids.mkdir()
    write_script(home.persona_dir / "hang.sh", f"#!/bin/sh\n# Description: Hang.\necho $$ > {pids}/$$\nexec sleep 100\n")
    case_file(home, "hang").write_text(json.dumps({"cases": [{"name": "hangs"}]}))
    window.controller.rescan()
    window.select_tool("hang")
    assert window.tests_tab.run_all()
    qtbot.waitUntil(lambda: any(pids.iterdir()), timeout=60000)
    started = [int(path.name) for path in pids.iterdir()]
    window.close()
    assert wait_gone(started) == [], "the hanging tool ended with the window"
    deadline = time.monotonic() + 30
    while window.tests_tab.runner.running and time.monotonic() < deadline:
        qtbot.wait(50)
    assert not window.tests_tab.runner.running


@pytest.mark.slow
def test_deleting_the_runners_parent_mid_run_ends_the_runs_and_nothing_crashes(qtbot, controller, home: Home,
                                                                               tmp_path: Path) -> None:
    """The worker thread emits on a relay only Python owns: deleting the dialog that holds the runner (as closing
    the window does) neither crashes the next event processing nor leaves the case running."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QObject
    from scriptdeck.core.run.testrun import plan_tests
    from scriptdeck.gui.run.tests_runner import TestRunner

    from tests.conftest import wait_gone

    pids = tmp_path / "pids"
    pids.mkdir()
    write_script(home.persona_dir / "hang.sh", f"#!/bin/sh\n# Description: Hang.\necho $$ > {pids}/$$\nexec sleep 100\n")
    case_file(home, "hang").write_text(json.dumps({"cases": [{"name": "hangs"}, {"name": "hangs again"}]}))
    controller.rescan()
    parent = QObject()
    runner = TestRunner(controller, parent, jobs=1)
    assert runner.start([run for run in plan_tests(controller.registry).runs if run.tool_id == "hang"])
    qtbot.waitUntil(lambda: any(pids.iterdir()), timeout=60000)
    thread = runner._thread
    shiboken6.delete(parent)  # the runner goes with it, its worker still in the first case
    assert not shiboken6.isValid(runner)
    assert thread is not None
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=30000)  # the runs end with their runner
    # the relay's signals queued for the deleted runner: delivered (dropped) now, not after some wait
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    assert wait_gone([int(path.name) for path in pids.iterdir()]) == []
