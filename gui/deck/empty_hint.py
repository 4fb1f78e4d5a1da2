"""The first-run card over the tool list: where scripts live and how to add one, while the user has none."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtWidgets import QLabel, QTreeView
from scriptdeck.gui.services.changes import Changes
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module

USER_LAYERS = ("persona", "global")


class EmptyHint(QLabel):
    def __init__(self, controller: Controller, tree: QTreeView) -> None:
        self.viewport = tree.viewport()
        super().__init__(self.viewport)
        self.controller = controller
        self.setObjectName("empty-hint")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        theme.style(self, "QLabel {{ background: {empty_bg}; border: 2px dashed {empty_border};"
                           " border-radius: 8px; color: {empty}; padding: 10px; }}")
        self.viewport.installEventFilter(self)
        controller.changed.connect(self.on_changes)

    def on_changes(self, changes: Changes) -> None:
        if changes.registry:
            self.update_hint()

    @Slot()
    def update_hint(self) -> None:
        empty = not any(t.layer in USER_LAYERS for t in self.controller.registry.all_tools())
        if empty:
            self.setText(
                self.tr("No tools of your own yet.\n\nScripts live in two folders:\n• every persona: %1\n"
                        "• this persona only: %2\n\nDrop script files here to register them, or use "
                        "File → New tool… (Ctrl+N) to start from a template.")
                .replace("%1", str(self.controller.layer_dir("global")))
                .replace("%2", str(self.controller.layer_dir("persona"))))
            self.place()
        self.setVisible(empty)

    def place(self) -> None:
        width = max(200, self.viewport.width() - 24)
        self.setFixedWidth(width)
        self.adjustSize()
        self.move(12, max(8, self.viewport.height() - self.height() - 12))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and watched is self.viewport:
            self.place()
        return False
