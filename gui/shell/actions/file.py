"""The File menu: New tool, Add scripts, Open folder, Connect an agent, Settings, Quit."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu
from scriptdeck.gui.deck.new_tool_dialog import NewToolDialog
from scriptdeck.gui.services.editor_launch import editor_argv, open_in_editor
from scriptdeck.gui.shell.actions.base import ActionModule
from scriptdeck.gui.widgets.file_dialog import ui_file_dialog

if TYPE_CHECKING:
    from scriptdeck.gui.shell.actions.edit import EditActions
    from scriptdeck.gui.shell.main_window import MainWindow


class FileActions(ActionModule):
    def __init__(self, window: MainWindow, edit: EditActions) -> None:
        super().__init__(window)
        self.edit = edit
        self.new_dialog: NewToolDialog | None = None
        self.new_action = self.action("new-tool", self.new_tool, "Ctrl+N")
        self.add_action = self.action("add-scripts", self.pick_scripts)
        self.add_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_folder_action = self.action("open-folder", self.open_folder)
        self.connect_action = self.action("connect", lambda: window.dialogs.open_connect_dialog())
        self.settings_action = self.action("settings", lambda: window.dialogs.open_settings())
        self.quit_action = self.action("file-quit", window.close, "Ctrl+Q")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        for action in (self.new_action, self.quit_action):
            window.addAction(action)

    def fill(self, menu: QMenu) -> None:
        menu.addActions([self.new_action, self.add_action, self.open_folder_action])
        menu.addSeparator()
        menu.addActions([self.connect_action, self.settings_action])
        menu.addSeparator()
        menu.addAction(self.quit_action)

    def retranslate_ui(self) -> None:
        self.new_action.setText(self.tr("New tool…"))
        self.new_action.setToolTip(self.tr("Write a new tool from a template, register it and open it (Ctrl+N)"))
        self.add_action.setText(self.tr("Add scripts…"))
        self.add_action.setToolTip(self.tr("Register script files (you can also drop them on the window)"))
        self.open_folder_action.setText(self.tr("Open folder"))
        self.open_folder_action.setToolTip(self.tr("Open the scripts folder in the file manager"))
        self.connect_action.setText(self.tr("Connect an agent…"))
        self.connect_action.setToolTip(self.tr("Use these tools from Claude, Cursor, VS Code or any MCP client"))
        self.settings_action.setText(self.tr("Settings…"))
        self.quit_action.setText(self.tr("&Quit"))

    def new_tool(self) -> NewToolDialog:
        dialog = NewToolDialog(self.controller, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.created.connect(self.created)
        dialog.destroyed.connect(lambda: setattr(self, "new_dialog", None))
        self.new_dialog = dialog
        dialog.show()
        return dialog

    def created(self, tool_id: str, path: str) -> None:
        """The new tool is chosen (a search that hides it is cleared) and opened: by its id, never by whatever
        the list highlights after the change."""
        window = self.window
        window.reveal_tool(tool_id)
        window.status.showMessage(self.tr("Created %1 at %2").replace("%1", tool_id).replace("%2", path), 8000)
        argv, _source = editor_argv(Path(path), self.controller.settings, os.environ)
        if argv is None:  # no editor set: ScriptDeck's own header editor, not the desktop's guess for a script
            self.edit.edit_header(tool_id)
        elif not open_in_editor(Path(path), self.controller.settings, self.edit.launcher):
            self.edit.edit_header(tool_id)  # the configured editor did not start: the header editor still works
            window.status.showMessage(
                self.tr("The editor command in Settings did not start; opened the header editor instead."), 8000)

    def pick_scripts(self) -> QFileDialog:
        window = self.window
        dialog = ui_file_dialog(window, self.tr("Choose scripts to register"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        # Qt 6.11 gave these two labels mnemonics; the shipped qtbase_zh_CN.qm lacks those new strings
        for name, text in (("lookInLabel", self.tr("&Look in:")), ("fileTypeLabel", self.tr("Files of &type:"))):
            label = dialog.findChild(QLabel, name)
            if label is not None:
                label.setText(text)
        dialog.filesSelected.connect(lambda files: window.dialogs.open_register_dialog([Path(f) for f in files]))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        window.dialogs.file_dialog = dialog
        return dialog

    def open_folder(self) -> bool:
        """Open the scripts folder (the global layer, which holds personas/) in the file manager."""
        folder = self.controller.layer_dir("global")
        try:
            self.controller.ops.ensure_folder(folder)
        except OSError as error:
            self.window.show_error(str(error), self.tr("Check the home folder's permissions."))
            return False
        if QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            return True
        self.window.show_error(self.tr("No file manager could be started to open %1.").replace("%1", str(folder)),
                               self.tr("Open the folder by hand, or install a file manager (xdg-open)."))
        return False
