"""The tools' context menu (right click, Shift+F10): the clicked row becomes the chosen tool first, so every
entry acts on the tool the menu was opened on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMenu
from scriptdeck.core.model.tool import DISABLED

if TYPE_CHECKING:
    from scriptdeck.gui.shell.tool_actions import ToolActions


def open_context_menu(actions: ToolActions, pos: QPoint) -> QMenu | None:
    window = actions.window
    tree = window.tree
    index = tree.indexAt(pos)
    if index.isValid():
        tree.setCurrentIndex(index)
    tool = window.current_tool()
    if tool is None:
        return None
    actions.update_enabled()
    edit, change = actions.edit, actions.change
    menu = QMenu(tree)
    menu.setObjectName("tool-context-menu")
    menu.addActions([edit.open_editor_action, edit.edit_header_action, edit.reveal_action])
    menu.addSeparator()
    menu.addAction(change.favourite_action)
    menu.addAction(change.enable_action if tool.state == DISABLED else change.disable_action)
    menu.addActions([change.unregister_action, change.delete_action])
    menu.addSeparator()
    menu.addActions([change.copy_persona_action, change.copy_global_action])
    menu.addSeparator()
    menu.addActions([edit.copy_id_action, edit.copy_path_action])
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    actions.last_menu = menu
    menu.popup(tree.viewport().mapToGlobal(pos))
    return menu
