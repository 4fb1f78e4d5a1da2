"""The window's remembered layout: geometry, splitter sizes and the Id column's width, in settings.json (inside
the home, under --home when one is forced). Saving goes through the Controller's settings operation."""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray

if TYPE_CHECKING:
    from scriptdeck.gui.shell.main_window import MainWindow

WINDOW_KEY = "window"


def save_layout(window: MainWindow) -> None:
    header = window.tree.header()
    state = {"geometry": base64.b64encode(bytes(window.saveGeometry().data())).decode("ascii"),
             "splitter": list(window.splitter.sizes()),
             "run_splitter": list(window.run_panel.splitter.sizes()),
             "columns": [header.sectionSize(c) for c in range(header.count())]}
    window.controller.ops.remember_setting(WINDOW_KEY, state)  # a convenience: a failure is not reported


def restore_layout(window: MainWindow) -> None:
    state = window.controller.settings.get(WINDOW_KEY)
    if not isinstance(state, dict):
        return
    geometry = state.get("geometry")
    if isinstance(geometry, str):
        try:
            window.restoreGeometry(QByteArray(base64.b64decode(geometry.encode("ascii"), validate=True)))
        except (ValueError, TypeError):
            pass
    sizes = state.get("splitter")
    if isinstance(sizes, list) and len(sizes) == 2 and all(isinstance(s, int) and 0 <= s < 100000 for s in sizes):
        window.splitter.setSizes(sizes)
    run_sizes = state.get("run_splitter")
    if isinstance(run_sizes, list) and len(run_sizes) == 2 and all(
            isinstance(s, int) and 0 < s < 100000 for s in run_sizes):
        window.run_panel.splitter.setSizes(run_sizes)
    columns = state.get("columns")
    if isinstance(columns, list) and len(columns) > 1 and isinstance(columns[1], int) and 20 <= columns[1] < 2000:
        window.tree.header().resizeSection(1, columns[1])
