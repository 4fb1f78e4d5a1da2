"""Settings → Editor and desktop: "Register a shortcut with the desktop" for the quick-run palette (issue 45), shown
only where the desktop portal offers GlobalShortcuts (gui/services/global_shortcuts.py). Elsewhere the README says
how to bind ``scriptdeck palette`` to a key in the desktop's own settings."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from scriptdeck.gui.services import global_shortcuts
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import access, theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

#: whether the portal offers GlobalShortcuts, asked once per bus address in a process (a D-Bus round trip)
_offered: dict[str | None, bool] = {}


def shortcut_offered(shortcut: global_shortcuts.GlobalShortcut | None) -> bool:
    if shortcut is None:
        return False
    if shortcut.address not in _offered:
        _offered[shortcut.address] = global_shortcuts.offered(shortcut.address)
    return _offered[shortcut.address]


class ShortcutRow(Retranslatable, QWidget):
    """The caption, the Register button and what came of it."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("settings-global-shortcut")
        self.shortcut = global_shortcuts.current()
        self.caption = QLabel()
        self.caption.setObjectName("global-shortcut-caption")
        self.button = QPushButton()
        self.button.setObjectName("global-shortcut-register")
        self.button.clicked.connect(self.register)
        self.result = wrap_label()
        self.result.setObjectName("global-shortcut-result")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.caption, 1)
        row.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.result)
        self._state: tuple[str, str] = ("", "")
        if self.shortcut is not None:
            self.shortcut.bound.connect(self._bound)
            self.shortcut.failed.connect(self._failed)
            if self.shortcut.trigger is not None:
                self._state = ("bound", self.shortcut.trigger)
        self.setVisible(shortcut_offered(self.shortcut))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.caption.setText(self.tr("Shortcut for the quick-run palette, anywhere on the desktop"))
        self.button.setText(self.tr("Register with the desktop…"))
        self.button.setToolTip(self.tr("The desktop asks you to confirm the keys (proposed: Ctrl+Alt+Space); "
                                       "the shortcut works while ScriptDeck runs"))
        access.name(self.button, self.tr("Register a shortcut for the quick-run palette with the desktop"))
        state, detail = self._state
        if state == "waiting":
            text = self.tr("Waiting for the desktop… (it may show its own dialog)")
        elif state == "bound":
            text = (self.tr("Registered: %1 opens the palette while ScriptDeck runs.").replace("%1", detail) if detail
                    else self.tr("Registered: the desktop's keys open the palette while ScriptDeck runs."))
        elif state == "failed":
            text = self.tr("Not registered: %1").replace("%1", detail)
        else:
            text = ""
        theme.text_style(self.result, "error" if state == "failed" else "muted")
        self.result.setText(text)

    @Slot()
    def register(self) -> None:
        if self.shortcut is None:
            return
        if self.shortcut.busy and self.shortcut.trigger is not None:  # bound already (at start, or a click ago)
            self._state = ("bound", self.shortcut.trigger)
        else:
            self._state = ("waiting", "")  # the answer comes as bound/failed (of this bind, or one under way)
        self.retranslate_ui()
        self.shortcut.bind()

    @Slot(str)
    def _bound(self, trigger: str) -> None:
        self._state = ("bound", trigger)
        self.controller.ops.remember_setting("palette_shortcut", True)  # bound again at the next start
        self.retranslate_ui()

    @Slot(str)
    def _failed(self, why: str) -> None:
        self._state = ("failed", why)
        self.retranslate_ui()
