"""Widgets for a run form, rendered from ``scriptdeck.core.contract.form`` fields; each editor knows its value and its errors."""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.contract.form import (
    ARRAY,
    BOOLEAN,
    CHOICE,
    ENUM,
    INTEGER,
    JSON,
    MISSING,
    NUMBER,
    OBJECT,
    STRING,
    TEXT,
    Field,
    initial_value,
)
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP

_PATTERNS = [
    (re.compile(r"^'.*' is a required property$"), QT_TRANSLATE_NOOP("FieldEditor", "required")),
    (re.compile(r"^.* is not of type '(.+)'$"), QT_TRANSLATE_NOOP("FieldEditor", "must be of type %1")),
    (re.compile(r"^.* (?:should be non-empty|is too short)$"), QT_TRANSLATE_NOOP("FieldEditor", "too short or empty")),
    (re.compile(r"^.* is too long$"), QT_TRANSLATE_NOOP("FieldEditor", "too long")),
    (re.compile(r"^.* is less than (?:or equal to )?the minimum of (.+)$"), QT_TRANSLATE_NOOP("FieldEditor", "must be at least %1")),
    (re.compile(r"^.* is greater than (?:or equal to )?the maximum of (.+)$"), QT_TRANSLATE_NOOP("FieldEditor", "must be at most %1")),
    (re.compile(r"^.* is not one of (.+)$"), QT_TRANSLATE_NOOP("FieldEditor", "must be one of %1")),
    (re.compile(r"^.* does not match '(.+)'$"), QT_TRANSLATE_NOOP("FieldEditor", "must match the pattern %1")),
    (re.compile(r"^.* is not valid under any of the given schemas$"), QT_TRANSLATE_NOOP("FieldEditor", "matches none of the choices")),
]


def friendly(message: str) -> str:
    """A jsonschema message as a short sentence in the UI language (unknown ones are kept as they are)."""
    for pattern, template in _PATTERNS:
        match = pattern.match(message)
        if match:
            text = QCoreApplication.translate("FieldEditor", template)
            return text.replace("%1", match.group(1)) if match.groups() else text
    return message


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class FieldEditor(QWidget):
    """Base: ``value()`` (or ``MISSING``), ``set_value()``, ``changed``, ``set_errors()``."""

    changed = Signal()

    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.error_label = QLabel()
        self.error_label.setObjectName("field-error")
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.problem = ""  # a local parse problem (e.g. "not a number")

    def value(self) -> Any:  # pragma: no cover - overridden
        return MISSING

    def set_value(self, value: Any) -> None:  # pragma: no cover - overridden
        pass

    def set_errors(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        own = [friendly(message) for path, message in errors if not path]
        if self.problem:
            own.insert(0, self.problem)
        self.error_label.setText("\n".join(own))
        self.error_label.setVisible(bool(own))
        self.distribute(errors)

    def distribute(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        pass

    def local_problems(self) -> list[str]:
        return [self.problem] if self.problem else []


class ScalarEditor(FieldEditor):
    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        kind = spec.kind
        self.widget: QWidget
        if kind == ENUM:
            combo = QComboBox()
            if not spec.required:
                combo.addItem("", MISSING)
            for option in spec.enum:
                combo.addItem(option if isinstance(option, str) else _json(option), option)
            combo.currentIndexChanged.connect(self.changed)
            self.widget = combo
        elif kind == BOOLEAN:
            box = QCheckBox()
            box.setTristate(not spec.required)
            box.stateChanged.connect(self.changed)
            box.stateChanged.connect(lambda _: self._label_box())
            self.widget = box
        elif kind == TEXT:
            edit = QPlainTextEdit()
            edit.setFixedHeight(80)
            edit.textChanged.connect(self.changed)
            self.widget = edit
        else:
            line = QLineEdit()
            if kind in (INTEGER, NUMBER):
                bounds = []
                if spec.minimum is not None:
                    bounds.append(f"≥ {spec.minimum:g}")
                if spec.maximum is not None:
                    bounds.append(f"≤ {spec.maximum:g}")
                line.setPlaceholderText(" ".join(bounds))
            line.textChanged.connect(self.changed)
            self.widget = line
        self.widget.setObjectName(f"field-{spec.name}" if spec.name else "field")
        layout.addWidget(self.widget)
        layout.addWidget(self.error_label)
        self.changed.connect(self._check)
        initial = initial_value(spec)
        if initial is not MISSING:
            self.set_value(initial)
        elif kind == BOOLEAN and self.widget.isTristate():
            self.widget.setCheckState(Qt.CheckState.PartiallyChecked)
        if kind == BOOLEAN:
            self._label_box()

    def _label_box(self) -> None:
        """A yes/no field says what its state means; the third state of an optional one is "not set"."""
        box = self.widget
        if not isinstance(box, QCheckBox):
            return
        state = box.checkState()
        if state == Qt.CheckState.PartiallyChecked:
            box.setText(self.tr("not set (the script's default; click to choose yes or no)"))
        else:
            box.setText(self.tr("yes") if state == Qt.CheckState.Checked else self.tr("no"))

    def changeEvent(self, event) -> None:  # noqa: N802, ANN001
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self._label_box()
        super().changeEvent(event)

    def _check(self) -> None:
        self.value()

    def value(self) -> Any:
        kind, widget = self.spec.kind, self.widget
        self.problem = ""
        if kind == ENUM:
            return widget.currentData()
        if kind == BOOLEAN:
            state = widget.checkState()
            return MISSING if state == Qt.CheckState.PartiallyChecked else state == Qt.CheckState.Checked
        text = widget.toPlainText() if kind == TEXT else widget.text()
        if kind in (INTEGER, NUMBER):
            text = text.strip()
            if not text:
                return MISSING
            try:
                return int(text) if kind == INTEGER else _number(text)
            except ValueError:
                self.problem = self.tr("not a whole number") if kind == INTEGER else self.tr("not a number")
                return MISSING
        return text if text else MISSING

    def set_value(self, value: Any) -> None:
        kind, widget = self.spec.kind, self.widget
        widget.blockSignals(True)
        if kind == ENUM:
            index = next((i for i in range(widget.count()) if widget.itemData(i) == value), 0)
            widget.setCurrentIndex(index)
        elif kind == BOOLEAN:
            if value is MISSING and widget.isTristate():
                widget.setCheckState(Qt.CheckState.PartiallyChecked)
            else:
                widget.setCheckState(Qt.CheckState.Checked if value is True else Qt.CheckState.Unchecked)
            self._label_box()
        elif kind == TEXT:
            widget.setPlainText("" if value is MISSING else str(value))
        else:
            widget.setText("" if value is MISSING else (value if isinstance(value, str) else _json(value)))
        widget.blockSignals(False)


def _number(text: str) -> float | int:
    value = float(text)
    return int(value) if value.is_integer() and "." not in text and "e" not in text.lower() else value


class JsonEditor(FieldEditor):
    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.edit = QPlainTextEdit()
        self.edit.setObjectName(f"field-{spec.name}" if spec.name else "field-json")
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.edit.setFixedHeight(90)
        self.edit.setPlaceholderText(self.tr("JSON value"))
        self.edit.textChanged.connect(self.changed)
        layout.addWidget(self.edit)
        layout.addWidget(self.error_label)
        initial = initial_value(spec)
        if initial is not MISSING:
            self.set_value(initial)

    def value(self) -> Any:
        self.problem = ""
        text = self.edit.toPlainText().strip()
        if not text:
            return MISSING
        try:
            return json.loads(text)
        except (ValueError, RecursionError) as error:
            from scriptdeck.gui.texts import json_error_text

            self.problem = self.tr("not valid JSON: %1").replace("%1", json_error_text(error))
            return MISSING

    def set_value(self, value: Any) -> None:
        self.edit.blockSignals(True)
        self.edit.setPlainText("" if value is MISSING else json.dumps(value, ensure_ascii=False, indent=2))
        self.edit.blockSignals(False)


class ObjectEditor(FieldEditor):
    def __init__(self, spec: Field, parent: QWidget | None = None, *, framed: bool = True) -> None:
        super().__init__(spec, parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = QFrame()
        if framed:
            frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.form = QFormLayout(frame)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.children: dict[str, FieldEditor] = {}
        for sub in spec.fields:
            editor = make_editor(sub)
            editor.changed.connect(self.changed)
            self.children[sub.name] = editor
            label = QLabel(sub.label + (" *" if sub.required else ""))
            label.setObjectName(f"label-{sub.name}")
            if sub.description:
                label.setToolTip(sub.description)
                editor.setToolTip(sub.description)
            cell = QWidget()
            cell_layout = QVBoxLayout(cell)
            cell_layout.setContentsMargins(0, 0, 0, 0)
            cell_layout.addWidget(editor)
            if sub.description:
                hint = QLabel(sub.description)
                hint.setWordWrap(True)
                hint.setObjectName("field-hint")
                # a smaller font set on the widget (not by style sheet): the label's height is computed from
                # the font it is drawn with, so a wrapped hint is never cut to half a line
                small = hint.font()
                small.setPointSizeF(max(small.pointSizeF() * 0.9, 7.0))
                hint.setFont(small)
                hint.setStyleSheet("color: #5f6368;")  # readable grey on light and dark-ish themes
                cell_layout.addWidget(hint)
            self.form.addRow(label, cell)
        outer.addWidget(frame)
        outer.addWidget(self.error_label)

    def value(self) -> Any:
        out = {}
        for name, editor in self.children.items():
            value = editor.value()
            if value is not MISSING:
                out[name] = value
        if not out and not self.spec.required and self.spec.name:
            return MISSING
        return out

    def set_value(self, value: Any) -> None:
        value = value if isinstance(value, dict) else {}
        for name, editor in self.children.items():
            editor.set_value(value.get(name, MISSING))

    def distribute(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        for name, editor in self.children.items():
            editor.set_errors([(path[1:], msg) for path, msg in errors if path and path[0] == name])

    def local_problems(self) -> list[str]:
        return [p for editor in self.children.values() for p in editor.local_problems()]


class ArrayEditor(FieldEditor):
    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.rows_box = QVBoxLayout()
        outer.addLayout(self.rows_box)
        self.add_button = QPushButton()
        self.add_button.setObjectName(f"add-{spec.name}" if spec.name else "add-item")
        self.add_button.clicked.connect(self._add_clicked)
        outer.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        outer.addWidget(self.error_label)
        self.items: list[tuple[QWidget, FieldEditor]] = []
        self.add_button.setText(self.tr("Add item"))
        initial = initial_value(spec)
        if isinstance(initial, list):
            self.set_value(initial)

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
        self.items.append((row, editor))
        self.changed.emit()
        return editor

    def remove_row(self, row: QWidget) -> None:
        self.items = [(r, e) for r, e in self.items if r is not row]
        row.setParent(None)
        row.deleteLater()
        self.changed.emit()

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


class ChoiceEditor(FieldEditor):
    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.chooser = QComboBox()
        self.chooser.setObjectName(f"choice-{spec.name}" if spec.name else "choice")
        self.stack = QStackedWidget()
        self.editors: list[FieldEditor] = []
        if not spec.required:
            self.chooser.addItem("—")
            self.stack.addWidget(QWidget())
            self.editors.append(FieldEditor(spec))
        for option in spec.options:
            editor = make_editor(option)
            editor.changed.connect(self.changed)
            self.editors.append(editor)
            self.chooser.addItem(option.label)
            self.stack.addWidget(editor)
        self.chooser.currentIndexChanged.connect(self.stack.setCurrentIndex)
        self.chooser.currentIndexChanged.connect(self.changed)
        layout.addWidget(self.chooser)
        layout.addWidget(self.stack)
        layout.addWidget(self.error_label)
        initial = initial_value(spec)
        if initial is not MISSING:
            self.set_value(initial)

    def value(self) -> Any:
        return self.editors[self.chooser.currentIndex()].value()

    def set_value(self, value: Any) -> None:
        if value is MISSING:
            self.chooser.setCurrentIndex(0)
            return
        from scriptdeck.core.contract.schema import error_list

        for index, editor in enumerate(self.editors):
            if editor.spec.schema and not error_list(editor.spec.schema, value):
                self.chooser.setCurrentIndex(index)
                editor.set_value(value)
                return

    def distribute(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        self.editors[self.chooser.currentIndex()].set_errors(errors)


def make_editor(spec: Field) -> FieldEditor:
    if spec.kind in (STRING, TEXT, ENUM, INTEGER, NUMBER, BOOLEAN):
        return ScalarEditor(spec)
    if spec.kind == OBJECT:
        return ObjectEditor(spec)
    if spec.kind == ARRAY and spec.item is not None:
        return ArrayEditor(spec)
    if spec.kind == CHOICE:
        return ChoiceEditor(spec)
    assert spec.kind in (JSON, ARRAY)
    return JsonEditor(spec)
