"""The run form a Parameters schema makes, in a window of its own (non-modal): the Overrides pane's and the
header editor's "Preview form"."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QScrollArea, QVBoxLayout, QWidget
from scriptdeck.core.contract.form import build_form
from scriptdeck.gui.widgets.common import never_squeezed
from scriptdeck.gui.widgets.form_widgets import ObjectEditor, make_editor


def preview_form(schema: dict[str, Any], parent: QWidget) -> QDialog | None:
    """None when the schema makes no form (the editors say why beside the text)."""
    try:
        spec = build_form(schema)
    except (ValueError, RecursionError, TypeError, AttributeError):
        return None
    dialog = QDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowTitle(QCoreApplication.translate("FormPreview", "Form preview"))
    dialog.setMinimumWidth(420)
    layout = QVBoxLayout(dialog)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(never_squeezed(ObjectEditor(spec, framed=False) if spec.kind == "object" else make_editor(spec)))
    layout.addWidget(scroll, 1)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.close)
    layout.addWidget(buttons)
    dialog.resize(480, 420)
    dialog.show()
    return dialog
