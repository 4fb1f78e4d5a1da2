"""The search box narrows as you type (issue 21 target 5): a longer search looks only at the tools the shorter one
matched, Backspace returns to a search made a moment ago; the rows shown are always what a plain filter gives,
also after a rescan changed a tool and with the filter menu on."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.app import create_window
from scriptdeck.gui.deck.finding import DeckFilterProxy, DeckModel
from scriptdeck.gui.deck.tool_model import TOOL_ROLE
from scriptdeck.gui.services import matcher

from tests.conftest import close_window, make_registry, write_script

WORDS = ["weather", "calendar", "xhs", "dev", "ops", "mail", "clean", "cache", "audio", "video"]


def _write_tools(root, count: int, seed: int = 5) -> None:
    rng = random.Random(seed)
    for i in range(count):
        words = " ".join(rng.sample(WORDS, 2))
        write_script(root / f"tool_{i:03d}.sh", f"#!/bin/sh\n# Description: Tool {i} for {words}.\n"
                                                 f"# Group: {rng.choice(WORDS[:4])}\necho ok\n")


def shown(proxy) -> set[str]:
    """The tool ids the proxy lets through (group rows opened one by one)."""
    out = set()
    for g in range(proxy.rowCount()):
        group = proxy.index(g, 0, QModelIndex())
        for r in range(proxy.rowCount(group)):
            out.add(proxy.index(r, 0, group).data(TOOL_ROLE).id)
    return out


def expected(tools: list[Tool], text: str) -> set[str]:
    """A plain filter: every word in the tool's search text (id, names, description, groups, pinyin)."""
    needles = text.lower().split()
    out = set()
    for tool in tools:
        haystack = matcher.haystack(tool)  # palette: names, id, description, groups and the pinyin of the names
        if all(n in haystack for n in needles):
            out.add(tool.id)
    return out if needles else {t.id for t in tools}


def test_a_longer_search_looks_only_at_the_earlier_matches(tmp_path):
    home = Home(tmp_path / "home", forced=True)
    _write_tools(home.global_dir, 200)
    tools = make_registry(home).all_tools()
    model = DeckModel()
    model.set_tools(tools)
    proxy = DeckFilterProxy()
    proxy.setSourceModel(model)
    looked: list[str] = []
    real = proxy._matches  # noqa: SLF001 - counting the tools a search looks at
    proxy._matches = lambda node: looked.append(node.tool.id) or real(node)  # noqa: SLF001
    nodes = sum(len(group.children) for group in model.groups)  # a tool in two groups is two rows
    proxy.set_text("c")
    assert len(looked) == nodes
    first = set(looked) & expected(tools, "c")
    looked.clear()
    proxy.set_text("ca")
    assert set(looked) == first, "a longer search looked beyond the earlier matches"
    assert shown(proxy) == expected(tools, "ca")
    looked.clear()
    proxy.set_text("c")  # Backspace: the search of a moment ago
    assert looked == []
    assert shown(proxy) == expected(tools, "c")
    model.set_tools(tools)  # a rescan: every remembered answer is stale
    looked.clear()
    proxy.set_text("c", force=True)
    assert len(looked) == nodes


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_typing_shows_what_a_plain_filter_shows(qtbot, tmp_path, seed):
    """Random typing, Backspace and clearing in the real search box, a rescan that changes what one tool says and
    the filter menu's predicate in between: after every key the rows are what a plain filter gives."""
    rng = random.Random(seed)
    root = tmp_path / "home"
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    _write_tools(root / "scripts", 120, seed)
    window = create_window(str(Home(root, forced=True).root), lang="en", watch=False)
    qtbot.addWidget(window)
    window.show()
    try:
        for step in range(160):
            roll = rng.random()
            if roll < 0.6:
                QTest.keyClick(window.search, rng.choice("weathrcldnxsvopmiu "))
            elif roll < 0.85:
                QTest.keyClick(window.search, Qt.Key.Key_Backspace)
            elif roll < 0.9:
                window.search.clear()
            elif roll < 0.95:
                victim = root / "scripts" / f"tool_{rng.randrange(120):03d}.sh"
                write_script(victim, f"#!/bin/sh\n# Description: Now about {rng.choice(WORDS)} {step}.\necho\n")
                window.controller.rescan()
            else:
                on = window.proxy.predicate is None
                window.proxy.set_predicate((lambda tool: tool.id < "tool_060") if on else None)
            QApplication.processEvents()
            tools = window.controller.registry.all_tools()
            want = expected(tools, window.search.text())
            if window.proxy.predicate is not None:
                want = {i for i in want if i < "tool_060"}
            assert shown(window.proxy) == want, (step, window.search.text())
    finally:
        close_window(window)


def test_every_role_the_tree_answers_is_served(tmp_path):
    """``data`` answers None at once for roles outside SERVED_ROLES: none of the roles the rows answer is left
    out (every cell, every role up to the tool and group roles)."""
    from scriptdeck.gui.deck.tool_model import COLUMNS, GROUP_ROLE, SERVED_ROLES

    home = Home(tmp_path / "home", forced=True)
    _write_tools(home.global_dir, 12)
    model = DeckModel(lint=lambda _tool: [], lint_cached=lambda _tool: [])
    model.test_badge = lambda _id: "✗ 1"
    model.tokens = lambda _tool: 7
    model.set_tools(make_registry(home).all_tools())
    answered = set()
    for g in range(model.rowCount()):
        group = model.index(g, 0)
        cells = [(model.index(g, c), group) for c in range(COLUMNS)]
        cells += [(model.index(r, c, group), None) for r in range(model.rowCount(group)) for c in range(COLUMNS)]
        for index, _ in cells:
            node = index.internalPointer()
            for role in range(GROUP_ROLE + 1):
                inner = (model._group_data(node, index.column(), role) if not hasattr(node, "tool")  # noqa: SLF001
                         else model._tool_data(node.tool, index.column(), role))  # noqa: SLF001
                if inner is not None:
                    answered.add(role)
                    assert model.data(index, role) is not None or role == int(Qt.ItemDataRole.ToolTipRole)
    assert answered <= SERVED_ROLES and answered
