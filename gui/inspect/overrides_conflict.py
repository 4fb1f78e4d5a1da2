"""index.json changed outside ScriptDeck while fields were typed in Overrides: the bar that says so (Reload /
Keep mine / See both) and the side-by-side view of both values."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.gui.services.texts import field_label, join_list
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label


class ConflictBar(Retranslatable, QFrame):
    reload = Signal()
    keep = Signal()
    both = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overrides-conflict")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        theme.style(self, "#overrides-conflict {{ background: {conflict_bg}; border: 1px solid {conflict_border}; }}"
                    " QLabel {{ color: {conflict}; }}")
        # the text above its buttons: side by side they made the pane so wide that a 900-pixel window pushed
        # the tool list's last columns out of sight
        column = QVBoxLayout(self)
        self.label = wrap_label(selectable=False)
        self.label.setObjectName("overrides-conflict-text")
        column.addWidget(self.label)
        row = QHBoxLayout()
        row.addStretch(1)
        column.addLayout(row)
        self.buttons: dict[str, QPushButton] = {}
        for key, signal in (("reload", self.reload), ("keep", self.keep), ("both", self.both)):
            button = QPushButton()
            button.setObjectName(f"conflict-{key}")
            button.clicked.connect(signal)
            row.addWidget(button)
            self.buttons[key] = button
        self.names: list[str] = []
        self.hide()
        self.retranslate_ui()

    def show_fields(self, names: list[str]) -> None:
        self.names = names
        self.retranslate_ui()
        self.setVisible(bool(names))

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("index.json was changed outside ScriptDeck while you edited: %1. Choose which "
                                   "values to keep before saving.").replace("%1", join_list([field_label(n) for n in self.names])))
        self.buttons["reload"].setText(self.tr("Reload"))
        self.buttons["reload"].setToolTip(self.tr("Take the values now in index.json; your typed values for these "
                                                  "fields are dropped"))
        self.buttons["keep"].setText(self.tr("Keep mine"))
        self.buttons["keep"].setToolTip(self.tr("Keep your typed values; Save then replaces the outside change"))
        self.buttons["both"].setText(self.tr("See both"))


def both_values_dialog(parent: QWidget, rows: list[tuple[str, str, str]], on_reload: Callable[[], object],
                       on_keep: Callable[[], object]) -> QDialog:
    """Mine and theirs, side by side: ``rows`` are (field name, mine as text, theirs as text)."""
    dialog = QDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setObjectName("overrides-both")
    dialog.setWindowTitle(QCoreApplication.translate("OverridesEditor", "Your values and index.json's"))
    layout = QVBoxLayout(dialog)
    grid = QGridLayout()
    for at, title in enumerate((QCoreApplication.translate("OverridesEditor", "Field"),
                                QCoreApplication.translate("OverridesEditor", "Yours (typed)"),
                                QCoreApplication.translate("OverridesEditor", "In index.json now"))):
        grid.addWidget(QLabel(f"<b>{title}</b>"), 0, at)
    for row, (name, mine, theirs) in enumerate(rows, start=1):
        grid.addWidget(QLabel(field_label(name)), row, 0, Qt.AlignmentFlag.AlignTop)
        for column, text in ((1, mine), (2, theirs)):
            value = wrap_label(text)
            value.setObjectName(f"both-{name}-{'mine' if column == 1 else 'theirs'}")
            grid.addWidget(value, row, column, Qt.AlignmentFlag.AlignTop)
    layout.addLayout(grid)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.addButton(QCoreApplication.translate("OverridesEditor", "Reload"),
                      QDialogButtonBox.ButtonRole.ActionRole).clicked.connect(on_reload)
    buttons.addButton(QCoreApplication.translate("OverridesEditor", "Keep mine"),
                      QDialogButtonBox.ButtonRole.ActionRole).clicked.connect(on_keep)
    buttons.rejected.connect(dialog.close)
    layout.addWidget(buttons)
    dialog.resize(560, 260)
    dialog.show()
    return dialog

