"""SPEC §25 in the Tests tab and Run all tests: a test case of a ``# Confirm: yes`` tool runs that tool, so the
window asks once before such cases start (the tools named, the cases counted); Cancel runs nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from scriptdeck.core.store.paths import Home

from tests.conftest import deck_home, window_open

PLAIN = "#!/bin/sh\n# Display name: Alpha\n# Description: Says a.\n# Group: g\necho a\n"


def wipe(marker: Path) -> str:
    return (f"#!/bin/sh\n# Display name: Wipe\n# Description: Deletes things.\n# Group: g\n# Confirm: yes\n"
            f"echo ran >> {marker}\necho done\n")


def cases(home: Home, tool_id: str, count: int) -> None:
    path = home.global_dir / ".tests" / f"{tool_id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"cases": [{"name": f"c{n}", "args": {}, "expect": {"exit_code": 0}}
                                          for n in range(count)]}))


@pytest.fixture
def home(tmp_path: Path) -> Home:
    home = deck_home(tmp_path / "home", {"wipe.sh": wipe(tmp_path / "ran"), "alpha.sh": PLAIN})
    cases(home, "wipe", 2)
    cases(home, "alpha", 1)
    return home


def answer(box: QMessageBox | None, key: str) -> None:
    assert box is not None
    button = box.findChild(QAbstractButton, f"answer-{key}")
    assert button is not None, key
    button.click()


@pytest.mark.slow
def test_the_tests_tab_asks_before_the_cases_of_a_confirm_tool(qtbot, home: Home, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    with window_open(qtbot, home) as win:
        assert win.select_tool("wipe")
        tab = win.tests_tab
        win.tabs.setCurrentWidget(tab)
        assert not tab.run_all(), "nothing starts before the answer"
        box = win.prompt
        assert box is not None and "2 cases run tools" in box.text() and "Wipe (2 cases)" in box.informativeText()
        assert not tab.runner.running
        answer(box, "cancel")
        assert win.prompt is None and not tab.runner.running and tab.run_all_button.isEnabled()
        assert not marker.exists()

        assert not tab.run_all()
        with qtbot.waitSignal(tab.ran, timeout=90000):
            answer(win.prompt, "run")
        assert marker.read_text().count("ran") == 2, "Run runs each case once, asked once"


@pytest.mark.slow
def test_a_tool_without_confirm_runs_its_cases_at_once(qtbot, home: Home) -> None:
    with window_open(qtbot, home) as win:
        assert win.select_tool("alpha")
        with qtbot.waitSignal(win.tests_tab.ran, timeout=90000):
            assert win.tests_tab.run_all()
            assert win.prompt is None


@pytest.mark.slow
def test_run_all_tests_asks_once_and_cancel_runs_nothing(qtbot, home: Home, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    with window_open(qtbot, home) as win:
        dialog = win.dialogs.open_run_all_tests()
        box = win.prompt
        assert box is not None and box.parent() is dialog
        assert "2 cases run tools" in box.text() and "Wipe (2 cases)" in box.informativeText()
        assert "Alpha" not in box.informativeText(), "only the tools that ask first are named"
        answer(box, "cancel")
        assert not dialog.runner.running and dialog.results.topLevelItemCount() == 0
        assert dialog.summary.text() == "Nothing ran."
        assert not marker.exists()

        assert not dialog.start()
        with qtbot.waitSignal(dialog.runner.finished, timeout=90000):
            answer(win.prompt, "run")
        assert win.prompt is None, "asked once"
        assert marker.read_text().count("ran") == 2
        assert dialog.results.topLevelItemCount() == 3



def test_one_case_is_said_in_the_singular(qtbot, home: Home) -> None:
    """"Wipe (1 cases)" and "1 case(s)" read as a bug (the screenshot review)."""
    cases(home, "wipe", 1)
    with window_open(qtbot, home) as win:
        assert win.select_tool("wipe")
        win.tabs.setCurrentWidget(win.tests_tab)
        assert not win.tests_tab.run_all()
        box = win.prompt
        assert box is not None
        assert box.text().startswith("1 case runs a tool that asks to be confirmed")
        assert box.informativeText() == "Tools: Wipe (1 case)"
        answer(box, "cancel")
