"""The settings dialog's "Editor and desktop" tab: the editor command "Open in editor" uses, and
"Add to the applications menu" (the core's ``install-desktop``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget
from scriptdeck.core.store import desktop
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.settings.appearance import ThemeChoice  # palette
from scriptdeck.gui.settings.shortcut_row import ShortcutRow
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.access import label_field
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label


class EditorDesktopTab(Retranslatable, QWidget):
    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tabs: Any = None  # the dialog's tab widget, for this tab's title
        self.setObjectName("settings-editor-desktop")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.editor_caption = QLabel()
        self.editor_edit = QLineEdit(str(controller.settings.get("editor") or ""))
        self.editor_edit.setObjectName("settings-editor")
        form.addRow(self.editor_caption, self.editor_edit)
        self.theme_choice = ThemeChoice(controller, form, self)  # palette: system / light / dark
        layout.addLayout(form)
        self.editor_hint = wrap_label(selectable=False)
        theme.text_style(self.editor_hint, "muted")
        layout.addWidget(self.editor_hint)
        self.install_button = QPushButton()
        self.install_button.setObjectName("install-desktop")
        self.install_button.clicked.connect(self.install_desktop)
        layout.addWidget(self.install_button)
        self.install_result = wrap_label()
        self.install_result.setObjectName("install-desktop-result")
        layout.addWidget(self.install_result)
        self.shortcut_row = ShortcutRow(controller, self)  # issue 45: where the portal offers GlobalShortcuts
        layout.addWidget(self.shortcut_row)
        layout.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.editor_caption.setText(self.tr("Editor command"))
        label_field(self.editor_caption, self.editor_edit)
        self.editor_edit.setPlaceholderText(self.tr("e.g. code --wait {file} (empty: $VISUAL/$EDITOR, else the "
                                                    "desktop's default)"))
        self.editor_hint.setText(self.tr("{file} is replaced by the script's path; without it the path is added "
                                         "at the end."))
        self.install_button.setText(self.tr("Add to the applications menu"))
        self.install_button.setToolTip(self.tr("Installs a .desktop entry and the icon into your user folders "
                                               "(same as scriptdeck install-desktop)"))
        if self.tabs is not None:
            self.tabs.setTabText(self.tabs.indexOf(self), self.tr("Editor and desktop"))

    @Slot()
    def install_desktop(self) -> dict[str, Any] | None:
        try:
            answer = desktop.install()
        except OSError as error:
            theme.text_style(self.install_result, "error")
            self.install_result.setText(self.tr("Not installed: %1").replace("%1", str(error)))
            return None
        theme.style(self.install_result, "")
        self.install_result.setText(self.tr("Installed: %1").replace("%1", str(answer.get("desktop", ""))))
        return answer

    def apply(self) -> None:
        """Store the editor command (after the dialog saved its own fields)."""
        self.theme_choice.apply()  # palette: the colour scheme
        text = self.editor_edit.text().strip()
        if (self.controller.settings.get("editor") or "") != text:
            # the dialog already showed whether settings can be written
            self.controller.ops.remember_setting("editor", text or None)


def extend_settings(dialog: Any, _actions: Any = None) -> EditorDesktopTab:
    tab = EditorDesktopTab(dialog.controller, dialog)
    tab.tabs = dialog.tabs
    dialog.tabs.addTab(tab, "")
    tab.retranslate_ui()
    dialog.applied.connect(tab.apply)
    dialog.editor_tab = tab
    return tab
