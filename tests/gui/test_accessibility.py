"""What a screen reader hears (SPEC §30), walked in-process through Qt's own accessibility tree (QAccessible, the
same interfaces Qt hands the AT-SPI bridge): every showing control has a name of its own in the UI language, no two
controls of one role share a name, tree rows say the tool and its on/off state (a partly enabled group "mixed"),
and the end of a run is announced. docs/atspi_walk.py walks the real AT-SPI bus the same way."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QWidget

from tests.conftest import deck_home, window_open
from tests.gui_texts import settle

#: the roles a user operates (the ones a screen reader reads out as controls)
CONTROLS = {QAccessible.Role.PushButton, QAccessible.Role.CheckBox, QAccessible.Role.ComboBox,
            QAccessible.Role.SpinBox, QAccessible.Role.EditableText, QAccessible.Role.Tree, QAccessible.Role.List,
            QAccessible.Role.Table, QAccessible.Role.PageTabList, QAccessible.Role.Slider,
            QAccessible.Role.RadioButton, QAccessible.Role.ButtonMenu, QAccessible.Role.ButtonDropDown}

FORM = """#!/bin/sh
# Display name: Form
# 显示名称: 表单
# Description: a tool with a form.
# Group: alpha, beta
# Parameters: {"type": "object", "properties": {"query": {"type": "string", "description": "what to look for"}, "size": {"type": "string", "enum": ["S", "M", "L"]}, "count": {"type": "integer"}, "loud": {"type": "boolean"}, "tags": {"type": "array", "items": {"type": "string"}}}, "required": ["query"]}
cat
"""
OTHER = "#!/bin/sh\n# Display name: Other\n# Description: another.\n# Group: alpha\necho x\n"


def controls(root: QWidget) -> list[tuple[QAccessible.Role, str, object]]:
    """(role, name, object) of every showing control under ``root``, as an assistive technology walks them."""
    found: list[tuple[QAccessible.Role, str, object]] = []

    def walk(iface, depth: int) -> None:
        if iface is None or not iface.isValid() or depth > 80:
            return
        if iface.state().invisible or iface.state().offscreen and iface.role() not in CONTROLS:
            return
        if iface.role() in CONTROLS and not iface.state().invisible:
            obj = iface.object()
            name = iface.text(QAccessible.Text.Name).strip()
            if isinstance(obj, QComboBox):
                # Qt on Linux reports a combo box's current text as its name (GTK does the same) and gives the
                # label through the labelled-by relation; the name of its own is the one the window sets
                name = obj.accessibleName().strip()
            found.append((iface.role(), name, obj))
        for index in range(iface.childCount()):
            walk(iface.child(index), depth + 1)

    walk(QAccessible.queryAccessibleInterface(root), 0)
    return found


def problems(root: QWidget) -> list[str]:
    out = []
    listed = controls(root)
    for role, name, obj in listed:
        label = f"{role.name} {type(obj).__name__} {getattr(obj, 'objectName', lambda: '')()!r}"
        if not name:
            out.append(f"no name: {label}")
        elif isinstance(obj, QComboBox) and obj.currentText() and name == obj.currentText().strip():
            out.append(f"named only by its value {name!r}: {label}")
    counts = Counter((role, name) for role, name, _ in listed if name)
    out.extend(f"{count} × {role.name} named {name!r}" for (role, name), count in counts.items() if count > 1)
    return out


@pytest.fixture(params=["en", "zh_CN"])
def lang(request) -> str:
    return request.param


def test_every_showing_control_has_a_name_of_its_own(qtbot, tmp_path, lang) -> None:
    home = deck_home(tmp_path / "home", {"form.sh": FORM, "other.sh": OTHER})
    with window_open(qtbot, home, lang) as win:
        assert win.select_tool("form")
        win.dialogs.show_activity()
        found = []
        for index in range(win.tabs.count()):
            win.tabs.setCurrentIndex(index)
            settle()
            found.extend(f"[tab {index}] {p}" for p in problems(win))
        assert found == []


def test_settings_controls_have_names(qtbot, tmp_path, lang) -> None:
    home = deck_home(tmp_path / "home", {"form.sh": FORM})
    with window_open(qtbot, home, lang) as win:
        dialog = win.dialogs.open_settings()
        qtbot.waitExposed(dialog)
        found = []
        tabs = dialog.findChildren(type(win.tabs))
        for tab_widget in tabs or [None]:
            for index in range(tab_widget.count() if tab_widget else 1):
                if tab_widget is not None:
                    tab_widget.setCurrentIndex(index)
                settle()
                found.extend(f"[page {index}] {p}" for p in problems(dialog))
        dialog.close()
        assert sorted(set(found)) == []


def test_tree_rows_say_the_tool_and_its_state_and_a_mixed_group(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"form.sh": FORM, "other.sh": OTHER})
    with window_open(qtbot, home) as win:
        tree = win.deck.tree
        assert tree.accessibleName()
        other = next(i for i in win.deck.model.indexes_for("other"))
        win.deck.model.setData(other, Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
        settle()
        model = tree.model()
        states = {}
        for top in range(model.rowCount()):
            group = model.index(top, 0)
            states[group.data(Qt.ItemDataRole.DisplayRole)] = group.data(Qt.ItemDataRole.CheckStateRole)
        alpha = next(state for text, state in states.items() if text.startswith("alpha"))
        beta = next(state for text, state in states.items() if text.startswith("beta"))
        assert Qt.CheckState(alpha) == Qt.CheckState.PartiallyChecked  # form on, other off
        assert Qt.CheckState(beta) == Qt.CheckState.Checked


def test_the_end_of_a_run_is_announced(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"form.sh": FORM})
    with window_open(qtbot, home) as win:
        assert win.select_tool("form")
        announced: list[str] = []
        win.run_panel.announced.connect(announced.append)
        view = win.run_panel.start_run("form", {"query": "x"})
        assert view is not None
        qtbot.waitUntil(lambda: bool(announced), timeout=15000)
        assert "Form" in announced[-1] and ("finished" in announced[-1] or "exit" in announced[-1])
