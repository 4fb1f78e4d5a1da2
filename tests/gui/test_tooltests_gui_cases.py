"""The window's tool tests, second round (issue 33, issue 31 items 2 and 3): cases renamed, edited and deleted
through Controller operations; a built-in tool's case saved in the global layer; a Tests tab that follows its file
and never shows a false pass; the failure visible without scrolling; the run-all Case column not cut."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QHeaderView
from scriptdeck.core.store.paths import BUILTIN_DIR, Home

from tests.conftest import REPO
from tests.gui.test_tooltests_gui import CASES, case_file, controller, finished_run, home, make_tab  # noqa: F401

__all__ = ["controller", "home"]  # fixtures shared with test_tooltests_gui.py


def cases_on_disk(home: Home, tool_id: str = "echo") -> list[dict]:
    return json.loads(case_file(home, tool_id).read_text(encoding="utf-8"))["cases"]


def with_undo(controller):
    from scriptdeck.gui.services.undo import UndoHistory

    controller.undo_history = UndoHistory(controller)
    return controller.undo_history.stack


# -- issue 31.2: a built-in tool's cases -----------------------------------------------------------------------

@pytest.mark.slow
def test_save_as_test_case_of_a_built_in_tool_writes_the_global_layer_and_the_cli_reads_it(qtbot, controller,
                                                                                           home: Home) -> None:
    from scriptdeck.core.model.testfile import tool_test_path
    from scriptdeck.gui.run.save_case_dialog import SaveCaseDialog

    tool = controller.registry.get("host_status")
    assert tool is not None and tool.layer == "builtin"
    path = tool_test_path(controller.registry, tool)
    assert path == home.global_dir / ".tests" / "host_status.json"
    run = finished_run(qtbot, controller, "host_status", {})
    dialog = SaveCaseDialog("host_status", path, {}, run.result.to_json(), controller=controller)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_picked(["exit_code"])
    with qtbot.waitSignal(dialog.saved):
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    assert not (Path(BUILTIN_DIR) / ".tests").exists(), "nothing is written inside the installed package"
    tab, _status = make_tab(qtbot, controller)
    tab.show_tool(tool)
    assert tab.case_list.topLevelItemCount() == 1 and tab.path_label.text() == str(path)
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(home.root), "test", "host_status",
                           "--json"], capture_output=True, text=True, timeout=120, cwd=str(REPO))
    report = json.loads(done.stdout)
    assert [case["name"] for case in report["cases"]] == [dialog.name_edit.text()]


# -- issue 31.3: no false pass ------------------------------------------------------------------------------------

@pytest.mark.slow
def test_the_tests_tab_follows_a_file_changed_outside_and_never_shows_a_false_pass(qtbot, controller,
                                                                                   home: Home) -> None:
    tab, status = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_all()
    assert tab.case_list.topLevelItem(0).text(0) == "✓"
    changed = [{**CASES[0], "expect": {"stdout": "something else"}}, CASES[1]]
    case_file(home, "echo").write_text(json.dumps({"cases": changed}), encoding="utf-8")
    qtbot.waitUntil(lambda: tab.case_list.topLevelItem(0).text(0) == "·", timeout=10000)
    assert "something else" in tab.detail.toPlainText(), "the tab shows the file as it is now"
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_all()
    assert tab.case_list.topLevelItem(0).text(0) == "✗"
    assert not status.outcome("echo", "echoes").ok
    assert "0 passed, 2 failed" in tab.summary.text()


@pytest.mark.slow
def test_run_all_reads_the_file_even_when_no_change_was_noticed(qtbot, controller, home: Home) -> None:
    tab, status = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    tab._follow(None)  # as if the change came while nothing watched it
    case_file(home, "echo").write_text(json.dumps({"cases": [{**CASES[0], "expect": {"stdout": "no"}}]}))
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_all()
    assert not status.outcome("echo", "echoes").ok


# -- rename, edit, delete -------------------------------------------------------------------------------------------

def test_a_case_is_renamed_in_place_and_the_rename_can_be_undone(qtbot, controller, home: Home) -> None:
    stack = with_undo(controller)
    tab, _ = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(1))
    tab.case_list.topLevelItem(1).setText(1, "echoes b")  # what the in-place editor commits
    assert [case["name"] for case in cases_on_disk(home)] == ["echoes", "echoes b"]
    qtbot.waitUntil(lambda: tab.case_list.topLevelItem(1).text(1) == "echoes b" and tab.current_case().name
                    == "echoes b")
    stack.undo()
    assert [case["name"] for case in cases_on_disk(home)] == ["echoes", "echoes wrongly"]
    qtbot.waitUntil(lambda: tab.case_list.topLevelItem(1).text(1) == "echoes wrongly", timeout=10000)


def test_renaming_to_a_name_in_use_is_refused_and_written_nowhere(qtbot, controller, home: Home) -> None:
    tab, _ = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    before = case_file(home, "echo").read_bytes()
    with qtbot.waitSignal(controller.error) as error:
        assert not tab.rename_case(tab.cases[1], "echoes")
    assert "already there" in error.args[0]
    assert case_file(home, "echo").read_bytes() == before


def test_a_case_is_edited_as_json_and_a_bad_edit_says_why(qtbot, controller, home: Home) -> None:
    tab, _ = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(1))
    dialog = tab.edit_selected()
    assert dialog is not None and json.loads(dialog.editor.toPlainText()) == CASES[1]
    dialog.editor.setPlainText(json.dumps({"name": "fixed", "args": {"query": "b"}, "expect": {"nope": 1}}))
    assert not dialog.save() and "Not saved" in dialog.error_label.text()
    assert cases_on_disk(home) == CASES
    edited = {"name": "fixed", "args": {"query": "b"}, "env": {"A": "1"}, "expect": {"stdout": "result for b"}}
    dialog.editor.setPlainText(json.dumps(edited))
    with qtbot.waitSignal(dialog.saved):
        assert dialog.save()
    assert cases_on_disk(home) == [CASES[0], edited]
    qtbot.waitUntil(lambda: tab.case_list.topLevelItem(1).text(1) == "fixed")


def test_a_case_is_deleted_and_comes_back_with_undo(qtbot, controller, home: Home) -> None:
    stack = with_undo(controller)
    tab, _ = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(0))
    qtbot.mouseClick(tab.delete_button, Qt.MouseButton.LeftButton)
    assert cases_on_disk(home) == [CASES[1]]
    qtbot.waitUntil(lambda: tab.case_list.topLevelItemCount() == 1)
    stack.undo()
    assert cases_on_disk(home) == CASES


def test_a_case_changed_on_disk_since_it_was_shown_is_not_deleted(qtbot, controller, home: Home) -> None:
    tab, _ = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    tab._follow(None)
    case_file(home, "echo").write_text(json.dumps({"cases": [CASES[1], CASES[0]]}))
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(0))
    with qtbot.waitSignal(controller.error):
        assert not tab.delete_selected()
    assert cases_on_disk(home) == [CASES[1], CASES[0]], "the case the user chose is the one acted on, or none"


def test_every_test_file_write_in_gui_goes_through_the_operations_module() -> None:
    """No module of gui/ but the operations imports core's test-file writers (or calls them through the module)."""
    import ast

    writers = {"add_case", "rename_case", "replace_case", "delete_case", "edit_test_file", "write_starter"}
    for path in (Path(REPO) / "gui").rglob("*.py"):
        if path.as_posix().endswith("services/ops/cases.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "scriptdeck.core.model.testfile":
                assert not writers & {alias.name for alias in node.names}, path
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "testfile":
                assert node.attr not in writers, path


# -- what is visible ------------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_the_failure_and_its_diff_are_visible_without_scrolling(qtbot, controller) -> None:
    tab, _ = make_tab(qtbot, controller)
    tab.resize(900, 600)
    tab.show_tool(controller.registry.get("echo"))
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_all()
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(1))
    detail = tab.detail
    assert detail.verticalScrollBar().value() == 0
    document = detail.document()
    for wanted in ("Failed in", "+result for b", "exit code 0"):
        block = document.find(wanted).block()
        assert block.isValid(), wanted
        geometry = detail.blockBoundingGeometry(block).translated(detail.contentOffset())
        assert geometry.bottom() <= detail.viewport().height(), f"{wanted!r} is below the fold"


@pytest.mark.slow
def test_the_run_all_case_column_is_not_cut(qtbot, controller, home: Home) -> None:
    from scriptdeck.gui.run.run_all_tests import CASE, RunAllTestsDialog
    from scriptdeck.gui.services.tests_status import TestStatus

    long_name = "a case whose name is long enough to be cut in a narrow column of the dialog"
    case_file(home, "echo").write_text(json.dumps({"cases": [{**CASES[0], "name": long_name}]}))
    dialog = RunAllTestsDialog(controller, TestStatus())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.runner.running and dialog.results.topLevelItemCount() == 1, timeout=60000)
    header = dialog.results.header()
    assert header.sectionResizeMode(CASE) == QHeaderView.ResizeMode.ResizeToContents
    text = dialog.results.topLevelItem(0).text(CASE)
    assert long_name in text
    assert header.sectionSize(CASE) >= dialog.results.fontMetrics().horizontalAdvance(text)


def test_a_test_file_created_outside_appears_in_the_tab(qtbot, controller, home: Home) -> None:
    tab, _ = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("other"))
    assert tab.case_list.topLevelItemCount() == 0
    case_file(home, "other").write_text(json.dumps({"cases": [{"name": "new from outside"}]}))
    qtbot.waitUntil(lambda: tab.case_list.topLevelItemCount() == 1, timeout=10000)
    assert tab.case_list.topLevelItem(0).text(1) == "new from outside"


BUILTIN_CASES = [{"name": "metres", "args": {"kind": "length", "from_unit": "km", "to_unit": "m", "values": [1]},
                  "expect": {"exit_code": 0}}]


@pytest.mark.slow
def test_a_built_in_tools_test_file_edited_outside_is_followed(qtbot, controller, home: Home) -> None:
    """SPEC §30: the Tests tab follows every outside edit of a test file of any layer; a built-in tool's cases live
    in the global layer's .tests/ (the issue: it kept "Passed" and the old expectation)."""
    folder = home.global_dir / ".tests"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "convert_units.json"
    path.write_text(json.dumps({"cases": BUILTIN_CASES}), encoding="utf-8")
    controller.rescan()
    tab, status = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("convert_units"))
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_all()
    assert tab.case_list.topLevelItem(0).text(0) == "✓"
    path.write_text(json.dumps({"cases": [{**BUILTIN_CASES[0], "expect": {"exit_code": 7}}]}), encoding="utf-8")
    qtbot.waitUntil(lambda: tab.case_list.topLevelItem(0).text(0) == "·", timeout=10000)
    assert '"exit_code": 7' in tab.detail.toPlainText() or "7" in tab.detail.toPlainText()


@pytest.mark.slow
def test_an_edit_right_after_a_passing_run_is_followed(qtbot, controller, home: Home) -> None:
    """The same second, the same size: a change that mtime and size alone cannot see is still followed."""
    tab, _status = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_all()
    assert tab.case_list.topLevelItem(0).text(0) == "✓"
    path = case_file(home, "echo")
    text = path.read_text(encoding="utf-8")
    first = CASES[0]["expect"]["stdout"]
    swapped = text.replace(json.dumps(first)[1:-1], json.dumps(first)[1:-1][::-1], 1)
    assert len(swapped) == len(text) and swapped != text
    stat = path.stat()
    path.write_text(swapped, encoding="utf-8")
    import os

    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # an editor that keeps the time, or the same tick
    qtbot.waitUntil(lambda: tab.case_list.topLevelItem(0).text(0) == "·", timeout=10000)


@pytest.mark.slow
def test_an_outside_edit_drops_the_badge_of_a_tool_not_shown(qtbot, controller, home: Home) -> None:
    """The list's badge said "passed" for an expectation nobody ran once the file changed while another tool was
    shown: the watcher's report of a .tests/ file reconciles the outcomes (SPEC §30)."""
    from scriptdeck.gui.services.tests_status import PASSED

    tab, status = make_tab(qtbot, controller)
    status.follow(controller)
    tab.show_tool(controller.registry.get("echo"))
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_one_button.setEnabled(True)
        tab.case_list.setCurrentItem(tab.case_list.topLevelItem(0))
        tab.run_selected()
    assert status.state("echo")[0] == PASSED
    tab.show_tool(controller.registry.get("other"))
    path = case_file(home, "echo")
    path.write_text(json.dumps({"cases": [{**CASES[0], "expect": {"stdout": "changed"}}, CASES[1]]}), encoding="utf-8")
    controller.rescan_paths([str(path)])  # what the window's file watcher reports
    assert status.outcome("echo", "echoes") is None
    assert status.state("echo")[0] != PASSED
