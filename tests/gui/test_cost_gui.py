"""The window's context cost (SPEC §22): status bar figure against the budget, Details, Tokens column and the
"heaviest tools" sort, Settings' context_budget; a toggle updates the figure without recounting anything."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from scriptdeck.core.mcp.cost import CostCounter
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.deck.tool_model import ID, LINT, TOKENS

from tests.conftest import make_registry, write_script

# every figure here is counted by toktok-rs, which has wheels for CPython 3.11+ only (3.10 installs without it)
pytest.importorskip("toktok", reason="toktok-rs is not installed (it has wheels for CPython 3.11+ only)")

LONG = " ".join(f"Step {i}: read the record and check each of its fields." for i in range(40))


@pytest.fixture
def home(tmp_path) -> Home:
    root = tmp_path / "home"
    home = Home(root, forced=True)
    write_script(home.global_dir / "heavy_tool.sh", f"#!/bin/sh\n# Description: {LONG}\necho ok\n")
    write_script(home.global_dir / "light_tool.sh", "#!/bin/sh\n# Description: Light.\necho ok\n")
    write_script(home.global_dir / "huge_tool.sh", f"#!/bin/sh\n# Description: {LONG} {LONG} {LONG}\necho ok\n")
    home.persona_dir.mkdir(parents=True, exist_ok=True)
    return home


def counted(qtbot, window) -> None:
    meter = window.controller.cost
    qtbot.waitUntil(lambda: meter.deck is not None and not meter.counting and bool(meter.deck.tools),
                    timeout=60000)


def expected_total(home: Home) -> int:
    return CostCounter("en").deck(make_registry(home), home.persona).total


def test_status_bar_shows_the_exact_total_against_the_budget(qtbot, window, home: Home):
    counted(qtbot, window)
    deck = window.controller.cost.deck
    assert deck.total == expected_total(home)
    assert window.cost_label.text() == f"tools: {len(deck.tools)} · ~{deck.total:,} tokens per turn / 8,000"
    assert window.cost_label.property("over") is False
    assert "o200k_base" in window.cost_label.toolTip()


def test_a_toggle_updates_the_figure_at_once_and_recounts_nothing(qtbot, window, home: Home):
    counted(qtbot, window)
    meter = window.controller.cost
    sent: list[int] = []
    original = meter._send
    meter._send = lambda pending: (sent.append(len(pending)), original(pending))
    before = meter.deck.total
    heavy = meter.deck.by_id()["heavy_tool"].tokens
    index = window.model.indexes_for("heavy_tool")[0]
    assert window.model.setData(index, Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    # no waiting: the rescan after the toggle priced the list from the cache, synchronously
    assert meter.deck.total == before - heavy
    assert f"~{before - heavy:,} tokens" in window.cost_label.text()
    assert not meter.counting and sent == []
    assert window.model.indexes_for("heavy_tool", TOKENS)[0].data() == ""  # disabled: no cost shown
    assert window.model.setData(window.model.indexes_for("heavy_tool")[0], Qt.CheckState.Checked,
                                Qt.ItemDataRole.CheckStateRole)
    assert meter.deck.total == before and sent == []


def test_over_budget_turns_amber_after_settings_change(qtbot, window, home: Home):
    counted(qtbot, window)
    dialog = window.dialogs.open_settings()
    total = window.controller.cost.deck.total
    dialog.budget.setValue(max(100, total // 2))
    dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
    assert json.loads(home.settings_path.read_text())["context_budget"] == max(100, total // 2)
    assert window.cost_label.property("over") is True
    assert "#ffbf00" in window.cost_label.styleSheet()
    assert f"/ {max(100, total // 2):,}" in window.cost_label.text()
    assert "Over the budget by" in window.cost_label.toolTip()


def test_settings_untouched_do_not_write_the_default_budget(qtbot, window, home: Home):
    dialog = window.dialogs.open_settings()
    assert dialog.budget.value() == 8000
    dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
    assert "context_budget" not in json.loads(home.settings_path.read_text())


def test_details_show_the_tool_cost_and_nothing_when_disabled(qtbot, window, home: Home):
    counted(qtbot, window)
    cost = window.controller.cost.deck.by_id()["heavy_tool"]
    window.select_tool("heavy_tool")
    text = window.details.values["cost"].text()
    assert f"~{cost.tokens:,} tokens" in text and f"~{cost.stub_tokens:,}" in text
    window.controller.set_enabled(["heavy_tool"], False)
    window.select_tool("heavy_tool")
    assert window.details.values["cost"].text().startswith("nothing")


def test_heaviest_tools_first(qtbot, window, home: Home):
    assert window.tree.isColumnHidden(TOKENS)  # the Tokens column shows with the sort
    counted(qtbot, window)
    window.heaviest_action.trigger()
    assert window.model.flat is True
    proxy = window.proxy
    ids = [proxy.index(row, ID).data() for row in range(proxy.rowCount())]
    tokens = window.controller.cost.deck.by_id()
    served = [i for i in ids if i in tokens]
    assert served[:2] == ["huge_tool", "heavy_tool"]
    assert [tokens[i].tokens for i in served] == sorted((tokens[i].tokens for i in served), reverse=True)
    assert window.heaviest_action in window.tool_actions.view_menu.actions()
    assert not window.tree.isColumnHidden(TOKENS)
    window.heaviest_action.trigger()  # off again: the tree and its compact columns come back
    assert window.model.flat is False and window.tree.isColumnHidden(TOKENS)


def test_chinese_labels(qtbot, window, home: Home):
    counted(qtbot, window)
    window.set_language("zh_CN")
    assert "tools:" not in window.cost_label.text()
    assert window.heaviest_action.text() != "Heaviest tools first"


def test_a_tool_over_a_thousand_tokens_gets_the_description_costly_badge(qtbot, window, home: Home):
    counted(qtbot, window)
    huge = window.controller.cost.deck.by_id()["huge_tool"].tokens
    assert huge > 1000
    assert window.controller.cost.deck.by_id()["heavy_tool"].tokens < 1000
    codes = [f.code for f in window.controller.lint(window.controller.registry.get("huge_tool"))]
    assert "description-costly" in codes
    assert "description-costly" not in [f.code for f in window.controller.lint(window.controller.registry.get("heavy_tool"))]
    badge = window.model.indexes_for("huge_tool", LINT)[0]
    qtbot.waitUntil(lambda: "⚠" in str(badge.data()), timeout=10000)
    window.select_tool("huge_tool")
    texts = [w.text() for w in window.details.lint.findChildren(QLabel)]
    assert any(str(huge) in t for t in texts)


def test_a_home_counted_before_shows_its_figure_at_once_without_a_tokenizer(qtbot, home: Home):
    from scriptdeck.gui.app import create_window

    from tests.conftest import run_cli

    assert run_cli("--home", str(home.root), "cost").returncode == 0  # fills the home's token-counts.json
    win = create_window(str(home.root), lang="en")
    qtbot.addWidget(win)
    try:
        meter = win.controller.cost
        assert not meter.counting and meter.deck.total == expected_total(home)
        qtbot.waitUntil(lambda: meter._ready, timeout=60000)  # the start delay is over and the meter looked again
        assert meter._process is None and not meter.counting
    finally:
        win.controller.close()
