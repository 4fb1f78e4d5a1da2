"""Revealing a tool (a just-registered tool, the palette's "Open in run panel"): the user's search and filters are
cleared only when they hide it, never because typed edits of another tool made the window ask first."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton

from tests.conftest import deck_home, window_open
from tests.gui_texts import settle

ALPHA = "#!/bin/sh\n# Display name: Alpha\n# Description: weather alpha tool.\n# Group: g\necho a\n"
BETA = "#!/bin/sh\n# Display name: Beta\n# Description: weather beta tool.\n# Group: g\necho b\n"
GAMMA = "#!/bin/sh\n# Display name: Gamma\n# Description: calendar tool.\n# Group: g\necho c\n"


def test_unsaved_edits_ask_and_the_search_stays(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA, "beta.sh": BETA})
    with window_open(qtbot, home) as win:
        win.search.setText("weather")
        settle()
        assert win.select_tool("alpha")
        win.overrides.editors["display_name"].setText("Typed")
        assert win.overrides.is_dirty()
        assert not win.reveal_tool("beta")  # beta is in the list: the unsaved overrides are asked about
        settle()
        assert win.search.text() == "weather"
        box = win.prompt
        assert box is not None and "Alpha" in box.text()
        box.findChild(QAbstractButton, "answer-discard").click()
        settle()
        assert win.deck.shown == "beta" and win.search.text() == "weather"


def test_a_hidden_tool_clears_the_search_to_show_it(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA, "gamma.sh": GAMMA})
    with window_open(qtbot, home) as win:
        win.search.setText("weather")
        settle()
        assert win.reveal_tool("gamma")
        assert win.search.text() == "" and win.deck.shown == "gamma"
        assert "cleared" in win.status.currentMessage()
