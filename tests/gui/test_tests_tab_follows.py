"""The Tests tab follows every outside edit of a test file of any layer (issue 40, SPEC §26): a built-in tool's
file in ``<home>/scripts/.tests/``, and a user tool's file edited in the same second, at the same size, right
after a passing run."""

from __future__ import annotations

import json
import os

import pytest
from scriptdeck.core.model.testfile import tool_test_path
from scriptdeck.core.store.paths import Home

from tests.gui.test_tooltests_gui import CASES, case_file, controller, home, make_tab  # noqa: F401

__all__ = ["controller", "home"]


def passed_run(qtbot, tab) -> None:
    with qtbot.waitSignal(tab.ran, timeout=60000):
        tab.run_all()
    assert all(tab.case_list.topLevelItem(row).text(0) == "✓" for row in range(tab.case_list.topLevelItemCount()))


@pytest.mark.slow
def test_a_built_in_tools_test_file_edited_outside_shows_the_new_case_and_no_stale_pass(qtbot, controller,
                                                                                         home: Home) -> None:
    tool = controller.registry.get("host_status")
    assert tool is not None and tool.layer == "builtin"
    path = tool_test_path(controller.registry, tool)
    assert path == home.global_dir / ".tests" / "host_status.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"cases": [{"name": "answers", "expect": {"exit_code": 0}}]}), encoding="utf-8")
    tab, _status = make_tab(qtbot, controller)
    tab.show_tool(tool)
    passed_run(qtbot, tab)
    cases = [{"name": "answers", "expect": {"exit_code": 7}}, {"name": "added outside", "expect": {"exit_code": 0}}]
    path.write_text(json.dumps({"cases": cases}), encoding="utf-8")
    qtbot.waitUntil(lambda: tab.case_list.topLevelItemCount() == 2, timeout=10000)
    assert tab.case_list.topLevelItem(0).text(0) != "✓", "no pass for an expectation that is no longer the file's"
    assert tab.case_list.topLevelItem(1).text(1) == "added outside"
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(0))
    assert '"exit_code": 7' in tab.detail.toPlainText() or "7" in tab.detail.toPlainText()


@pytest.mark.slow
def test_a_same_size_edit_in_the_same_second_right_after_a_passing_run_is_followed(qtbot, controller,
                                                                                   home: Home) -> None:
    path = case_file(home, "echo")
    path.write_text(json.dumps({"cases": [CASES[0]]}), encoding="utf-8")
    tab, status = make_tab(qtbot, controller)
    tab.show_tool(controller.registry.get("echo"))
    passed_run(qtbot, tab)
    before = path.stat()
    text = path.read_text(encoding="utf-8")
    stdout = CASES[0]["expect"]["stdout"]
    changed = text.replace(json.dumps(stdout), json.dumps(stdout[::-1]))
    assert changed != text and len(changed) == len(text)
    path.write_text(changed, encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # the same second (coarse mtime): same stat
    qtbot.waitUntil(lambda: tab.case_list.topLevelItem(0).text(0) != "✓", timeout=10000)
    assert status.outcome("echo", CASES[0]["name"]) is None


@pytest.mark.slow
@pytest.mark.parametrize("tool_id", ["host_status", "echo"])
def test_the_windows_tests_tab_follows_an_outside_edit_after_a_passing_run(qtbot, home: Home, tool_id: str) -> None:
    from scriptdeck.gui.app import create_window

    from tests.conftest import close_window

    win = create_window(str(home.root), lang="en")
    qtbot.addWidget(win)
    win.show()
    try:
        tab = win.tests_tab
        tool = win.controller.registry.get(tool_id)
        path = tool_test_path(win.controller.registry, tool)
        path.parent.mkdir(parents=True, exist_ok=True)
        case = {"name": "answers", "expect": {"exit_code": 0}}
        path.write_text(json.dumps({"cases": [case]}), encoding="utf-8")
        assert win.select_tool(tool_id)
        win.tabs.setCurrentWidget(tab)
        qtbot.waitUntil(lambda: tab.case_list.topLevelItemCount() == 1, timeout=10000)
        passed_run(qtbot, tab)
        temp = path.with_name(".edit.tmp")  # an editor's atomic save: a new file renamed over the old one
        temp.write_text(json.dumps({"cases": [{**case, "expect": {"exit_code": 7}}]}), encoding="utf-8")
        os.replace(temp, path)
        qtbot.waitUntil(lambda: tab.case_list.topLevelItem(0).text(0) != "✓", timeout=10000)
        assert "7" in tab.detail.toPlainText()
        assert "passed" not in tab.summary.text().lower() or "0 passed" in tab.summary.text()
    finally:
        close_window(win)


@pytest.mark.slow
def test_the_lists_badge_drops_a_pass_when_another_tools_test_file_is_edited_outside(qtbot, home: Home) -> None:
    """The Tests tab shows another tool, so only the controller's watcher sees the edit: it announces the changed
    test file (``Changes.tests``) and the status the list's badge reads drops the pass nobody ran any more."""
    from scriptdeck.gui.services.controller import Controller

    controller = Controller(home, watch=True)
    try:
        tab, status = make_tab(qtbot, controller)
        status.follow(controller)
        path = case_file(home, "echo")
        path.write_text(json.dumps({"cases": [CASES[0]]}), encoding="utf-8")
        tab.show_tool(controller.registry.get("echo"))
        passed_run(qtbot, tab)
        assert status.state("echo")[0] == "passed"
        tab.show_tool(controller.registry.get("other"))
        changed = dict(CASES[0], expect={"stdout": "result for z"})
        temp = path.with_name(".edit.tmp")  # an editor's atomic save
        temp.write_text(json.dumps({"cases": [changed]}), encoding="utf-8")
        os.replace(temp, path)
        qtbot.waitUntil(lambda: status.outcome("echo", CASES[0]["name"]) is None, timeout=10000)
        assert status.state("echo")[0] != "passed"
    finally:
        controller.close()


def test_a_layers_tests_folder_made_after_the_start_is_watched_too(qtbot, home: Home) -> None:
    """The global layer has no ``.tests/`` when the window starts; made outside later, its files are announced."""
    from scriptdeck.gui.services.controller import Controller

    controller = Controller(home, watch=True)
    try:
        seen: set[str] = set()
        controller.changed.connect(lambda changes: seen.update(changes.tests))
        folder = home.global_dir / ".tests"
        assert not folder.exists()
        folder.mkdir()
        qtbot.waitUntil(lambda: folder in controller.watcher.folders, timeout=10000)
        (folder / "host_status.json").write_text(json.dumps({"cases": [{"name": "a", "expect": {"exit_code": 0}}]}),
                                                 encoding="utf-8")
        qtbot.waitUntil(lambda: "host_status" in seen, timeout=10000)
    finally:
        controller.close()
