"""The run form's editors of repeated values: arrays (a row per item), maps (key and value rows) and tuples (one
editor per position). They build on :mod:`scriptdeck.gui.widgets.form_widgets`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QFormLayout, QFrame, QHBoxLayout, QLabel, QLineEdit, QToolButton, QVBoxLayout, QWidget
from scriptdeck.core.contract.form import ARRAY, MAP, MISSING, TUPLE, Field, initial_value
from scriptdeck.gui.widgets.form_widgets import LIST_EDITORS, FieldEditor, make_editor


class ArrayEditor(FieldEditor):
    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self._build_rows("add-item", self._add_clicked)
        self.items: list[tuple[QWidget, FieldEditor]] = []
        self.retranslate_ui()
        initial = initial_value(spec)
        if isinstance(initial, list):
            self.set_value(initial)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.add_button.setText(self.tr("Add item"))

    @Slot()
    def _add_clicked(self) -> None:
        """The new item's first field takes the focus, so the user can type at once."""
        editor = self.add_row()
        target = next((w for w in [editor, *editor.findChildren(QWidget)]
                       if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isEnabled()), None)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def add_row(self, value: Any = MISSING) -> FieldEditor:
        assert self.spec.item is not None
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        editor = make_editor(self.spec.item)
        if value is not MISSING:
            editor.set_value(value)
        editor.changed.connect(self.changed)
        remove = QToolButton()
        remove.setText("✕")
        remove.setToolTip(self.tr("Remove this item"))
        remove.clicked.connect(lambda: self.remove_row(row))
        layout.addWidget(editor, 1)
        layout.addWidget(remove, 0, Qt.AlignmentFlag.AlignTop)
        self.rows_box.addWidget(row)
        self.chain_row(row)
        self.items.append((row, editor))
        self.name_controls()
        self.changed.emit()
        return editor

    def remove_row(self, row: QWidget) -> None:
        self.items = [(r, e) for r, e in self.items if r is not row]
        row.setParent(None)
        row.deleteLater()
        self.name_controls()
        self.changed.emit()

    def name_controls(self) -> None:
        """"Add item to Tags", "Item 2 of Tags", "Remove item 2 of Tags": never two controls named alike."""
        field = self.spoken or self.tr("the list")
        self.add_button.setAccessibleName(self.tr("Add item to %1").replace("%1", field))
        for number, (row, editor) in enumerate(self.items, 1):
            editor.speak_as(self.tr("Item %1 of %2").replace("%1", str(number)).replace("%2", field))
            remove = row.findChild(QToolButton)
            if remove is not None:
                remove.setAccessibleName(self.tr("Remove item %1 of %2").replace("%1", str(number)).replace("%2", field))

    def value(self) -> Any:
        values = [e.value() for _, e in self.items]
        values = [v for v in values if v is not MISSING]
        if not values and not self.spec.required:
            return MISSING
        return values

    def set_value(self, value: Any) -> None:
        for row, _ in list(self.items):
            row.setParent(None)
            row.deleteLater()
        self.items = []
        for item in value if isinstance(value, list) else []:
            self.add_row(item)

    def distribute(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        for index, (_, editor) in enumerate(self.items):
            editor.set_errors([(path[1:], msg) for path, msg in errors if path and path[0] == index])

    def local_problems(self) -> list[str]:
        return [p for _, editor in self.items for p in editor.local_problems()]


class MapEditor(FieldEditor):
    """A key/value editor (``additionalProperties: {schema}``, ``patternProperties``): one row per entry."""

    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        assert spec.item is not None
        self._build_rows("add-entry", self._add_clicked)
        self.rows: list[tuple[QWidget, QLineEdit, FieldEditor]] = []
        self.retranslate_ui()
        initial = initial_value(spec)
        if isinstance(initial, dict):
            self.set_value(initial)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.add_button.setText(self.tr("Add entry"))

    @Slot()
    def _add_clicked(self) -> None:
        key, _ = self.add_row()
        key.setFocus(Qt.FocusReason.OtherFocusReason)

    def add_row(self, key: str = "", value: Any = MISSING) -> tuple[QLineEdit, FieldEditor]:
        assert self.spec.item is not None
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        key_edit = QLineEdit(key)
        key_edit.setObjectName("map-key")
        key_edit.setPlaceholderText(self.tr("key"))
        key_edit.textChanged.connect(self.changed)
        editor = make_editor(self.spec.item)
        if value is not MISSING:
            editor.set_value(value)
        editor.changed.connect(self.changed)
        remove = QToolButton()
        remove.setText("✕")
        remove.setToolTip(self.tr("Remove this entry"))
        remove.clicked.connect(lambda: self.remove_row(row))
        layout.addWidget(key_edit, 1, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(editor, 2)
        layout.addWidget(remove, 0, Qt.AlignmentFlag.AlignTop)
        self.rows_box.addWidget(row)
        self.chain_row(row)
        self.rows.append((row, key_edit, editor))
        self.name_controls()
        self.changed.emit()
        return key_edit, editor

    def remove_row(self, row: QWidget) -> None:
        self.rows = [entry for entry in self.rows if entry[0] is not row]
        row.setParent(None)
        row.deleteLater()
        self.name_controls()
        self.changed.emit()

    def name_controls(self) -> None:
        field = self.spoken or self.tr("the entries")
        self.add_button.setAccessibleName(self.tr("Add entry to %1").replace("%1", field))
        for number, (row, key_edit, editor) in enumerate(self.rows, 1):
            n = str(number)
            key_edit.setAccessibleName(self.tr("Key %1 of %2").replace("%1", n).replace("%2", field))
            editor.speak_as(self.tr("Value %1 of %2").replace("%1", n).replace("%2", field))
            remove = row.findChild(QToolButton)
            if remove is not None:
                remove.setAccessibleName(self.tr("Remove entry %1 of %2").replace("%1", n).replace("%2", field))

    def value(self) -> Any:
        self.problem = ""
        out: dict[str, Any] = {}
        for _, key_edit, editor in self.rows:
            key, value = key_edit.text(), editor.value()
            if not key:
                if value is not MISSING:
                    self.problem = self.tr("an entry has no key")
                continue
            if key in out:
                self.problem = self.tr("the key %1 is there twice").replace("%1", key)
            out[key] = None if value is MISSING else value
        if not out and not self.spec.required:
            return MISSING
        return out

    def set_value(self, value: Any) -> None:
        for row, _, _ in list(self.rows):
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        for key, item in (value.items() if isinstance(value, dict) else []):
            self.add_row(str(key), item)

    def distribute(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        for _, key_edit, editor in self.rows:
            editor.set_errors([(path[1:], msg) for path, msg in errors if path and path[0] == key_edit.text()])

    def local_problems(self) -> list[str]:
        self.value()
        return ([self.problem] if self.problem else []) + [p for _, _, e in self.rows for p in e.local_problems()]


class TupleEditor(FieldEditor):
    """A tuple (``prefixItems``): one editor per position, then a list for the rest when ``items`` allows more."""

    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        form = QFormLayout(frame)
        self.positions: list[FieldEditor] = []
        for index, sub in enumerate(spec.fields):
            editor = make_editor(sub)
            editor.setObjectName(f"position-{index}")
            editor.changed.connect(self.changed)
            label = QLabel(f"{index + 1}." + (f" {sub.title}" if sub.title else ""))
            if sub.description:
                label.setToolTip(sub.description)
            form.addRow(label, editor)
            self.positions.append(editor)
            editor.speak_as(label.text())
        outer.addWidget(frame)
        self.rest: ArrayEditor | None = None
        if spec.item is not None:
            self.rest = ArrayEditor(Field(ARRAY, spec.name, item=spec.item))
            self.rest.changed.connect(self.changed)
            outer.addWidget(self.rest)
        self.add_footer(outer)
        initial = initial_value(spec)
        if isinstance(initial, list):
            self.set_value(initial)

    def value(self) -> Any:
        values = [editor.value() for editor in self.positions]
        rest = self.rest.value() if self.rest is not None else MISSING
        rest = rest if isinstance(rest, list) else []
        while values and values[-1] is MISSING and not rest:
            values.pop()
        if not values and not rest and not self.spec.required:
            return MISSING
        return [None if v is MISSING else v for v in values] + rest

    def set_value(self, value: Any) -> None:
        value = value if isinstance(value, list) else []
        for index, editor in enumerate(self.positions):
            editor.set_value(value[index] if index < len(value) else MISSING)
        if self.rest is not None:
            self.rest.set_value(value[len(self.positions):])

    def distribute(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        count = len(self.positions)
        for index, editor in enumerate(self.positions):
            editor.set_errors([(path[1:], msg) for path, msg in errors if path and path[0] == index])
        if self.rest is not None:
            self.rest.distribute([((path[0] - count, *path[1:]), msg) for path, msg in errors
                                  if path and isinstance(path[0], int) and path[0] >= count])

    def local_problems(self) -> list[str]:
        rest = self.rest.local_problems() if self.rest is not None else []
        return [p for editor in self.positions for p in editor.local_problems()] + rest


LIST_EDITORS.update({ARRAY: ArrayEditor, MAP: MapEditor, TUPLE: TupleEditor})
