"""The tool list's lint badges are linted off the paint path (gui/deck/lint_scheduler.py): a row painted before its
tool was linted shows "…", and every tool asked for is linted in the ticks that follow, four a tick, without the
row being painted again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from scriptdeck.core.model.lint_file import lint_registered
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.deck.finding import DeckModel
from scriptdeck.gui.deck.lint_scheduler import BATCH
from scriptdeck.gui.deck.tool_model import LINT, TOOL_ROLE

from tests.conftest import make_registry, write_script


def test_every_badge_painted_once_is_linted_in_later_ticks(qtbot, tmp_path) -> None:
    home = Home(tmp_path / "home", forced=True)
    count = 3 * BATCH + 1  # several ticks' worth
    for i in range(count):
        write_script(home.global_dir / f"tool_{i:02d}.sh", f"#!/bin/sh\n# Description: Tool {i}.\necho ok\n")
    registry = make_registry(home)
    cache: dict[int, list] = {}

    def lint(tool):  # the window's own lint (core), remembered as the window's controller remembers it
        cache[id(tool)] = lint_registered(tool, registry)
        return cache[id(tool)]

    model = DeckModel(lint=lint, lint_cached=lambda tool: cache.get(id(tool)))
    model.set_tools(registry.all_tools())
    linted: list[str] = []
    model.lint_scheduler.linted.connect(linted.append)
    cells = [model.index(r, LINT, model.index(g, 0)) for g in range(model.rowCount())
             for r in range(model.rowCount(model.index(g, 0)))]
    assert len(cells) > count > BATCH  # the built-in tools too
    assert {cell.data(Qt.ItemDataRole.DisplayRole) for cell in cells} == {"…"}  # one paint: nothing linted yet
    ids = {cell.siblingAtColumn(0).data(TOOL_ROLE).id for cell in cells}  # (a tool in two groups: two rows)
    qtbot.waitUntil(lambda: set(linted) == ids, timeout=10000)  # no second paint asks again
    assert len(linted) == len(ids), "each tool linted once"
    badges = {cell.siblingAtColumn(0).data(TOOL_ROLE).id: cell.data(Qt.ItemDataRole.DisplayRole) for cell in cells}
    assert "…" not in badges.values()
    assert all(badge.startswith(("✔", "✖", "⚠")) for badge in badges.values()), badges
    assert not model.lint_scheduler.queue
