"""The palette's inline argument fields: one editor per top-level argument of the tool's schema, required ones
first, an enum (or a boolean) as a choice, anything nested as one line of JSON. Tab walks them (issue 35).

The values start from the tool's last run (its newest history record: the history already keeps every run's
arguments, so nothing new is stored), else the schema's defaults. A value that does not convert (``abc`` for an
integer, JSON that does not parse) is named with its field; the run's own checks (the schema, limits, trust)
still happen in the run path.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QWidget
from scriptdeck.core.contract.form import BOOLEAN, ENUM, INTEGER, NUMBER, OBJECT, STRING, TEXT, Field, build_form
from scriptdeck.core.contract.jsonsafe import loads_strict
from scriptdeck.gui.services.texts import SHOWN_ENUM_LABELS, choice_text

# kinds typed as they are (a string) or as a number; every other kind is a line of JSON
PLAIN = (STRING, TEXT)
NUMBERS = (INTEGER, NUMBER)


class FieldError(ValueError):
    """A field's text does not make a value of its kind: ``field`` is its label."""

    def __init__(self, field: str, kind: str) -> None:
        super().__init__(field)
        self.field = field
        self.kind = kind


def argument_fields(schema: Any) -> list[Field]:
    """The top-level arguments, required ones first (each group in the schema's order); none when the tool's
    arguments are not an object of properties (such a tool runs with its last arguments, or ``{}``)."""
    root = build_form(schema)
    if root.kind != OBJECT:
        return []
    return [f for f in root.fields if f.required] + [f for f in root.fields if not f.required]


def _text(field: Field, value: Any) -> str:
    if value is None:
        return ""
    if field.kind in PLAIN and isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


class InlineFields(QWidget):
    """The editors of one tool's arguments, in a form layout; ``values()`` reads them back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.fields: list[Field] = []
        self.editors: list[QLineEdit | QComboBox] = []
        self.unset_text = ""

    def set_tool(self, schema: Any, last: dict[str, Any] | None, unset_text: str) -> None:
        """Build the editors for ``schema``, filled with ``last`` (the last run's arguments) or the defaults."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields, self.editors, self.unset_text = argument_fields(schema), [], unset_text
        for field in self.fields:
            value = last.get(field.name) if last and field.name in last else (
                field.default if field.has_default else None)
            editor = self._editor(field, value)
            editor.setObjectName(f"arg-{field.name}")
            editor.setToolTip(field.description)
            self.editors.append(editor)
            self.form.addRow(field.label + (" *" if field.required else ""), editor)

    def _editor(self, field: Field, value: Any) -> QLineEdit | QComboBox:
        choices: list[Any] = list(field.enum) if field.kind == ENUM else [True, False] if field.kind == BOOLEAN \
            else []
        if choices:
            box = QComboBox()
            if not field.required:
                box.addItem(self.unset_text, None)
            labels = field.schema.get(SHOWN_ENUM_LABELS, {})  # the tool's own words for its choices, if any
            for choice in choices:
                text = choice if isinstance(choice, str) else json.dumps(choice, ensure_ascii=False)
                label = labels.get(choice) if isinstance(choice, str) else None
                if field.kind == BOOLEAN:  # a yes/no in the UI language; the value stays true/false
                    label = self.tr("yes") if choice else self.tr("no")
                box.addItem(choice_text(label, text) if label else text, json.dumps(choice))
            found = box.findData(json.dumps(value)) if value is not None else -1
            box.setCurrentIndex(max(found, 0))
            return box
        line = QLineEdit(_text(field, value))
        if field.kind not in PLAIN and field.kind not in NUMBERS:
            line.setPlaceholderText(self.tr("JSON"))
        return line

    def first_editor(self) -> QWidget | None:
        return self.editors[0] if self.editors else None

    def values(self) -> dict[str, Any]:
        """The arguments: an empty optional field is left out. Raises :class:`FieldError`."""
        out: dict[str, Any] = {}
        for field, editor in zip(self.fields, self.editors):
            if isinstance(editor, QComboBox):
                data = editor.currentData()
                if data is not None:
                    out[field.name] = json.loads(data)
                continue
            text = editor.text()
            if not text and not field.required:
                continue
            out[field.name] = typed_value(field, text)
        return out


def typed_value(field: Field, text: str) -> Any:
    """One field's text as its value; raises :class:`FieldError` naming the field."""
    if field.kind in PLAIN:
        return text
    try:
        if field.kind == INTEGER:
            return int(text.strip())
        if field.kind == NUMBER:
            number = float(text.strip())
            if number != number or number in (float("inf"), float("-inf")):
                raise ValueError(text)
            return number
        return loads_strict(text)  # bounded depth, no NaN/Infinity, no lone surrogates
    except ValueError:  # JsonInputError is one
        raise FieldError(field.label, field.kind) from None
