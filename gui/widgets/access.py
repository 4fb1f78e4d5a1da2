"""What a screen reader hears (SPEC §30): a control's own accessible name, a field named by its label, and a
run's end announced by gui/run/run_announcer.py. Views call these from their ``retranslate_ui`` so the names follow a live
language switch."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QWidget


def plain(text: str) -> str:
    """A label's words as a name: no mnemonic ``&``, no trailing colon or required-field star."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.strip().rstrip(":：*").strip()


def name(widget: QWidget, text: str, description: str | None = None) -> None:
    """Give ``widget`` an accessible name of its own (an editable combo box's line edit too: it is read on its own).
    Qt tells assistive technology of the change itself."""
    if widget.accessibleName() != text:
        widget.setAccessibleName(text)
    if description is not None and widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)
    if isinstance(widget, QComboBox) and widget.lineEdit() is not None:
        name(widget.lineEdit(), text)  # type: ignore[arg-type]


def label_field(label: QLabel, field: QWidget, text: str | None = None) -> None:
    """Link ``label`` to ``field`` (``setBuddy``: the "labelled by" relation, and a click on the label focuses the
    field) and name the field by the label's words; ``text`` also sets the label's text."""
    if text is not None:
        label.setText(text)
    label.setBuddy(field)
    name(field, plain(label.text()))
