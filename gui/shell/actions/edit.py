"""The Edit menu: Undo / Redo, Edit header, Open in editor, Reveal, Copy id / path, and the rename and save keys.
Every method that acts on a tool takes its id (captured when the user chose), never the selection."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu
from scriptdeck.gui.inspect.header_editor import HeaderEditor, read_only_reason
from scriptdeck.gui.services.editor_launch import Launcher, open_in_editor, reveal
from scriptdeck.gui.services.undo import UndoHistory
from scriptdeck.gui.shell.actions.base import ActionModule

if TYPE_CHECKING:
    from scriptdeck.gui.shell.main_window import MainWindow


class EditActions(ActionModule):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.history = UndoHistory(self.controller)
        self.controller.undo_history = self.history
        self.launcher = Launcher()
        self.header_editor: HeaderEditor | None = None
        stack = self.history.stack
        self.undo_action = self.action("undo", stack.undo, "Ctrl+Z")
        self.redo_action = self.action("redo", stack.redo, "Ctrl+Shift+Z")
        for signal in (stack.indexChanged, stack.cleanChanged, stack.canUndoChanged, stack.canRedoChanged):
            signal.connect(lambda *_: self.stack_texts())
        self.edit_header_action = self.on_tool("edit-header", self.edit_header)
        self.open_editor_action = self.on_tool("open-in-editor", self.open_in_editor, "Ctrl+E")
        self.reveal_action = self.on_tool("reveal", self.reveal)
        self.copy_id_action = self.on_tool("copy-id", self.copy_id)
        self.copy_path_action = self.on_tool("copy-path", self.copy_path)
        for action in (self.undo_action, self.redo_action, self.open_editor_action):
            window.addAction(action)

    def fill(self, menu: QMenu, remove_action: object) -> None:
        menu.addActions([self.undo_action, self.redo_action])
        menu.addSeparator()
        menu.addActions([self.edit_header_action, self.open_editor_action, self.reveal_action])
        menu.addSeparator()
        menu.addActions([remove_action, self.copy_id_action, self.copy_path_action])  # type: ignore[list-item]

    def retranslate_ui(self) -> None:
        self.stack_texts()
        self.edit_header_action.setText(self.tr("Edit header…"))
        self.open_editor_action.setText(self.tr("Open in editor"))
        self.reveal_action.setText(self.tr("Reveal in file manager"))
        self.copy_id_action.setText(self.tr("Copy id"))
        self.copy_path_action.setText(self.tr("Copy path"))

    def update_enabled(self, has_tool: bool, *, editable: bool = True) -> None:
        """``editable``: the tool's file may be changed here (a library from git is read-only, SPEC §29)."""
        for action in (self.open_editor_action, self.reveal_action, self.copy_id_action, self.copy_path_action):
            action.setEnabled(has_tool)
        self.edit_header_action.setEnabled(has_tool and editable)
        self.stack_texts()

    def stack_texts(self) -> None:
        try:
            stack = self.history.stack
            self.undo_action.setText(self.tr("Undo %1").replace("%1", stack.undoText()) if stack.canUndo()
                                     else self.tr("Undo"))
            self.redo_action.setText(self.tr("Redo %1").replace("%1", stack.redoText()) if stack.canRedo()
                                     else self.tr("Redo"))
            self.undo_action.setEnabled(stack.canUndo())
            self.redo_action.setEnabled(stack.canRedo())
        except RuntimeError:
            pass  # the window is being torn down; its actions are gone

    # -- on one tool ---------------------------------------------------------------------------------

    def edit_header(self, tool_id: str | None = None, focus: str = "") -> HeaderEditor | None:
        """The header editor of ``tool_id`` (the highlighted tool when called without one, e.g. by a test)."""
        if tool_id is None:
            current = self.window.current_tool()
            tool_id = current.id if current is not None else None
        tool = self.tool(tool_id)
        if tool is None:
            return None
        if self.header_editor is not None:
            try:
                self.header_editor.close()
            except RuntimeError:
                pass
        editor = HeaderEditor(self.controller, tool, self.window)
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.destroyed.connect(lambda: setattr(self, "header_editor", None))
        self.header_editor = editor
        editor.show()
        if focus and focus in editor.edits:
            editor.edits[focus].setFocus()
            editor.edits[focus].selectAll()
        return editor

    def edit_display_name(self, tool_id: str) -> None:
        """F2: the name in the UI language, in the header editor, or in Overrides for a read-only file."""
        tool = self.tool(tool_id)
        if tool is None:
            return
        field = "display_name_zh" if self.controller.lang.startswith("zh") else "display_name"
        if not read_only_reason(tool, self.controller.registry):
            self.edit_header(tool_id, field)
            return
        overrides = self.window.overrides
        self.window.tabs.setCurrentWidget(overrides)
        editor = overrides.editors.get("display_name")
        if editor is not None:
            editor.setFocus()

    def open_in_editor(self, tool_id: str | None = None) -> bool:
        tool = self.tool(tool_id) if tool_id is not None else self.window.current_tool()
        return tool is not None and self.open_path_in_editor(tool.path)

    def open_path_in_editor(self, path: Path) -> bool:
        if open_in_editor(path, self.controller.settings, self.launcher):
            return True
        self.window.show_error(self.tr("No editor could be started for %1.").replace("%1", str(path)),
                               self.tr("Set an editor command in Settings (e.g. code --wait {file}), or set "
                                       "$VISUAL or $EDITOR."))
        return False

    def reveal(self, tool_id: str | None = None) -> bool:
        tool = self.tool(tool_id) if tool_id is not None else self.window.current_tool()
        if tool is None:
            return False
        if reveal(tool.path, self.launcher):
            return True
        self.window.show_error(self.tr("No file manager could be started to show %1.").replace("%1", str(tool.path)),
                               self.tr("Open the folder by hand, or install a file manager (xdg-open)."))
        return False

    def copy_id(self, tool_id: str | None = None) -> None:
        tool = self.tool(tool_id) if tool_id is not None else self.window.current_tool()
        if tool is not None:
            QGuiApplication.clipboard().setText(tool.id)

    def copy_path(self, tool_id: str | None = None) -> None:
        tool = self.tool(tool_id) if tool_id is not None else self.window.current_tool()
        if tool is not None:
            QGuiApplication.clipboard().setText(str(tool.path))

    def save_current(self) -> None:
        """Ctrl+S: the header editor when it is the active window, else the Overrides tab when it is shown."""
        editor = self.header_editor
        if editor is not None and editor.isVisible() and editor.isActiveWindow():
            editor.save()
        elif self.window.tabs.currentWidget() is self.window.overrides:
            self.window.overrides.save()
