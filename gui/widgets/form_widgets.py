"""Widgets for a run form, rendered from ``scriptdeck.core.contract.form`` fields; each editor knows its value and its errors."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
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
    MAP,
    MISSING,
    NUMBER,
    OBJECT,
    OPTIONAL,
    STRING,
    TEXT,
    TUPLE,
    Field,
    initial_value,
    matches,
)
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.gui.services.texts import SHOWN_ENUM_LABELS, choice_text
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, chain_after, wheel_only_when_focused
from scriptdeck.gui.widgets.file_dialog import ui_file_dialog

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
    (re.compile(r"^.* is not a multiple of (.+)$"), QT_TRANSLATE_NOOP("FieldEditor", "must be a multiple of %1")),
    (re.compile(r"^.* has non-unique elements$"), QT_TRANSLATE_NOOP("FieldEditor", "has duplicate items")),
    (re.compile(r"^(.+) was expected$"), QT_TRANSLATE_NOOP("FieldEditor", "must be %1")),
    (re.compile(r"^.* is not a '(.+)'$"), QT_TRANSLATE_NOOP("FieldEditor", "must be a valid %1")),
    (re.compile(r"^(.+) does not match any of the regexes: .*$"), QT_TRANSLATE_NOOP("FieldEditor", "key %1 is not allowed")),
    (re.compile(r"^.* is valid under each of .*$"), QT_TRANSLATE_NOOP("FieldEditor", "matches more than one choice")),
]

#: constraint keyword -> hint shown next to the field (%1 = the keyword's value)
HINTS = {
    "minLength": QT_TRANSLATE_NOOP("FieldEditor", "at least %1 characters"),
    "maxLength": QT_TRANSLATE_NOOP("FieldEditor", "at most %1 characters"),
    "pattern": QT_TRANSLATE_NOOP("FieldEditor", "must match %1"),
    "format": QT_TRANSLATE_NOOP("FieldEditor", "format: %1"),
    "minimum": QT_TRANSLATE_NOOP("FieldEditor", "≥ %1"),
    "exclusiveMinimum": QT_TRANSLATE_NOOP("FieldEditor", "> %1"),
    "maximum": QT_TRANSLATE_NOOP("FieldEditor", "≤ %1"),
    "exclusiveMaximum": QT_TRANSLATE_NOOP("FieldEditor", "< %1"),
    "multipleOf": QT_TRANSLATE_NOOP("FieldEditor", "a multiple of %1"),
    "minItems": QT_TRANSLATE_NOOP("FieldEditor", "at least %1 items"),
    "maxItems": QT_TRANSLATE_NOOP("FieldEditor", "at most %1 items"),
    "uniqueItems": QT_TRANSLATE_NOOP("FieldEditor", "no duplicate items"),
    "minProperties": QT_TRANSLATE_NOOP("FieldEditor", "at least %1 entries"),
    "maxProperties": QT_TRANSLATE_NOOP("FieldEditor", "at most %1 entries"),
    "const": QT_TRANSLATE_NOOP("FieldEditor", "always %1"),
    "examples": QT_TRANSLATE_NOOP("FieldEditor", "e.g. %1"),
    "keys": QT_TRANSLATE_NOOP("FieldEditor", "keys must match %1"),
}

#: names for untitled alternatives of a choice (a type union shows these)
KIND_NAMES = {
    STRING: QT_TRANSLATE_NOOP("FieldEditor", "text"), TEXT: QT_TRANSLATE_NOOP("FieldEditor", "text"),
    INTEGER: QT_TRANSLATE_NOOP("FieldEditor", "whole number"), NUMBER: QT_TRANSLATE_NOOP("FieldEditor", "number"),
    BOOLEAN: QT_TRANSLATE_NOOP("FieldEditor", "yes/no"), ENUM: QT_TRANSLATE_NOOP("FieldEditor", "one of a list"),
    ARRAY: QT_TRANSLATE_NOOP("FieldEditor", "list"), TUPLE: QT_TRANSLATE_NOOP("FieldEditor", "list"),
    OBJECT: QT_TRANSLATE_NOOP("FieldEditor", "object"), MAP: QT_TRANSLATE_NOOP("FieldEditor", "key/value map"),
    OPTIONAL: QT_TRANSLATE_NOOP("FieldEditor", "optional value"), JSON: QT_TRANSLATE_NOOP("FieldEditor", "JSON"),
}


def _hint_value(key: str, value: Any) -> str:
    if key == "examples" and isinstance(value, list):
        return ", ".join(_json(v) for v in value[:3])
    if key in ("pattern", "format", "keys") and isinstance(value, str):
        return value
    return _json(value) if not isinstance(value, (int, float)) or isinstance(value, bool) else f"{value:g}"


def hint_text(spec: Field) -> str:
    """The field's constraints as one line in the UI language (empty when it has none)."""
    parts = [(key, value) for key, value in spec.hints if key in HINTS]
    parts += [("keys", pattern) for pattern in spec.key_patterns]
    texts = []
    for key, value in parts:
        text = QCoreApplication.translate("FieldEditor", HINTS[key])
        texts.append(text.replace("%1", _hint_value(key, value)[:120]))
    return " · ".join(texts)


def option_label(option: Field) -> str:
    return option.title or QCoreApplication.translate("FieldEditor", KIND_NAMES.get(option.kind, "JSON"))


def schema_problem(text: str) -> str:
    """What is wrong with a Parameters schema the user typed, in the UI language ('' when it is usable).
    One check for the Overrides editor and the header editor."""
    from scriptdeck.core.model.lint import check_schema
    from scriptdeck.gui.services.texts import json_error_text

    text = text.strip()
    if not text:
        return ""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as error:
        return QCoreApplication.translate("ParametersCheck", "Not valid JSON: %1").replace("%1", json_error_text(error))
    code, detail = check_schema(value)
    if code == "params-not-object":
        return QCoreApplication.translate("ParametersCheck", "must be a JSON Schema with \"type\": \"object\"")
    if code:
        return QCoreApplication.translate("ParametersCheck", "Parameters is not a valid JSON Schema: %1").replace(
            "%1", friendly(detail))
    return ""


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


_PATH_FORMATS = {"path": "file", "file-path": "file", "filepath": "file", "file": "file",
                 "directory-path": "folder", "directory": "folder", "dir": "folder", "folder": "folder"}


def path_kind(spec: Field) -> str:
    """"file" or "folder" for a text field that names a path (its format, or a name like path/file/dir), else ""."""
    if spec.kind != STRING:
        return ""
    found = next((str(value) for key, value in spec.hints if key == "format"), "")
    if found.lower() in _PATH_FORMATS:
        return _PATH_FORMATS[found.lower()]
    name = spec.name.lower()
    if name in ("dir", "directory", "folder") or name.endswith(("_dir", "_directory", "_folder")):
        return "folder"
    if name in ("path", "file", "filename", "file_path") or name.endswith(("_path", "_file")):
        return "file"
    return ""


class FieldEditor(Retranslatable, QWidget):
    """Base: ``value()`` (or ``MISSING``), ``set_value()``, ``changed``, ``set_errors()``."""

    changed = Signal()

    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.error_label = QLabel()
        self.error_label.setObjectName("field-error")
        theme.text_style(self.error_label, "error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.hint_label = QLabel(hint_text(spec), self)  # parented: never a window of its own
        self.hint_label.setObjectName("field-constraints")
        self.hint_label.setWordWrap(True)
        theme.text_style(self.hint_label, "muted")
        self.hint_label.setVisible(bool(self.hint_label.text()))
        self.problem = ""  # a local parse problem (e.g. "not a number")
        self.spoken = ""  # the field's name for screen readers (set by the form that holds it)

    def retranslate_ui(self) -> None:
        """A live switch (Retranslatable's one path): the hints follow, the typed value stays; editors with words
        of their own (buttons, yes/no) extend this."""
        self.hint_label.setText(hint_text(self.spec))
        if self.spoken:
            self.name_controls()

    def speak_as(self, name: str) -> None:
        """What a screen reader calls this field (its label, in the UI language, SPEC §30): each editor names its
        own controls from it, so no two controls of a form share a name."""
        self.spoken = name
        self.setAccessibleName(name)
        self.name_controls()

    def name_controls(self) -> None:
        """Name the controls from :attr:`spoken` (editors with controls of their own extend this)."""

    def add_footer(self, layout: QVBoxLayout) -> None:
        """The constraint hints and the error line under the editor."""
        layout.addWidget(self.hint_label)
        layout.addWidget(self.error_label)

    def _build_rows(self, fallback_name: str, on_add: Callable[[], None]) -> None:
        """A list of rows (``rows_box``), an add button under it (``add_button``, titled in retranslate_ui), then
        the footer: the layout every editor of repeated values (arrays, maps) shares."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.rows_box = QVBoxLayout()
        outer.addLayout(self.rows_box)
        self.add_button = QPushButton()
        self.add_button.setObjectName(f"add-{self.spec.name}" if self.spec.name else fallback_name)
        self.add_button.clicked.connect(on_add)
        outer.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.add_footer(outer)

    def chain_row(self, row: QWidget) -> None:
        """Put a row added to ``rows_box`` in the Tab order where it stands: after the rows above it, before the
        add button (Tab from a new item's ✕ left the form for the search box, and the next value typed there
        filtered the tool away)."""
        before = self.add_button.previousInFocusChain()
        if before is not None:
            chain_after(before, row)

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
        # QComboBox (enum), QCheckBox (boolean), QPlainTextEdit (text) or QLineEdit: the kind picks the methods
        self.widget: Any
        if kind == ENUM:
            combo = QComboBox()
            if not spec.required:
                combo.addItem("", MISSING)
            labels = spec.schema.get(SHOWN_ENUM_LABELS, {})  # the tool's own words for its choices, if any
            for option in spec.enum:
                text = option if isinstance(option, str) else _json(option)
                label = labels.get(option) if isinstance(option, str) else None
                combo.addItem(choice_text(label, text) if label else text, option)  # the value, as the agent sends it
            combo.currentIndexChanged.connect(self.changed)
            wheel_only_when_focused(combo)  # scrolling the form never picks a value nobody chose (SPEC §30)
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
        self.pick_button: QToolButton | None = None
        if path_kind(spec):
            row = QHBoxLayout()
            row.addWidget(self.widget, 1)
            self.pick_button = QToolButton()
            self.pick_button.setText("…")
            self.pick_button.setObjectName(f"pick-{spec.name}" if spec.name else "pick")
            self.pick_button.clicked.connect(self.pick_path)
            row.addWidget(self.pick_button)
            layout.addLayout(row)
            self._retranslate_pick()
        else:
            layout.addWidget(self.widget)
        self.add_footer(layout)
        self.changed.connect(self._check)
        initial = initial_value(spec)
        if initial is not MISSING:
            self.set_value(initial)
        elif kind == BOOLEAN and self.widget.isTristate():
            self.widget.setCheckState(Qt.CheckState.PartiallyChecked)
        if kind == BOOLEAN:
            self._label_box()

    def _retranslate_pick(self) -> None:
        if self.pick_button is not None:
            self.pick_button.setToolTip(self.tr("Choose a folder…") if path_kind(self.spec) == "folder"
                                        else self.tr("Choose a file…"))

    def name_controls(self) -> None:
        self.widget.setAccessibleName(self.spoken)
        if self.spec.description:
            self.widget.setAccessibleDescription(self.spec.description)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self._retranslate_pick()
        if self.spec.kind == BOOLEAN:
            self._label_box()

    @Slot()
    def pick_path(self) -> QFileDialog:
        """A file (or folder) picker for a path parameter; the choice goes into the field."""
        dialog = ui_file_dialog(self, self.pick_button.toolTip() if self.pick_button is not None else "")
        folder = path_kind(self.spec) == "folder"
        dialog.setFileMode(QFileDialog.FileMode.Directory if folder else QFileDialog.FileMode.AnyFile)
        current = self.widget.text().strip() if isinstance(self.widget, QLineEdit) else ""
        if current:
            dialog.selectFile(current)
        dialog.fileSelected.connect(lambda chosen: self.widget.setText(chosen))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.file_dialog = dialog
        return dialog

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


    @Slot()
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
        self.add_footer(layout)
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
            from scriptdeck.gui.services.texts import json_error_text

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
        # shadows QObject.children() (kept: the tests and the run panel read editor.children[name])
        self.children: dict[str, FieldEditor] = {}  # type: ignore[assignment]
        for sub in spec.fields:
            editor = make_editor(sub)
            editor.changed.connect(self.changed)
            self.children[sub.name] = editor
            label = QLabel(sub.label + (" *" if sub.required else ""))
            label.setObjectName(f"label-{sub.name}")
            editor.speak_as(sub.label)
            if isinstance(editor, ScalarEditor):
                label.setBuddy(editor.widget)  # Alt+letter and the reader's label link both reach the field
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
                theme.text_style(hint, "muted")
                cell_layout.addWidget(hint)
            self.form.addRow(label, cell)
        if not spec.fields and not spec.name:  # the root of a tool declared without arguments
            empty = QLabel(self.tr("This tool takes no arguments."))
            empty.setObjectName("no-arguments")
            self.form.addRow(empty)
        outer.addWidget(frame)
        self.add_footer(outer)

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


class ChoiceEditor(FieldEditor):
    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.chooser = QComboBox()
        self.chooser.setObjectName(f"choice-{spec.name}" if spec.name else "choice")
        wheel_only_when_focused(self.chooser)
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
            self.chooser.addItem(option_label(option))
            self.stack.addWidget(editor)
        self.chooser.currentIndexChanged.connect(self.stack.setCurrentIndex)
        self.chooser.currentIndexChanged.connect(self.changed)
        layout.addWidget(self.chooser)
        layout.addWidget(self.stack)
        self.add_footer(layout)
        initial = initial_value(spec)
        if initial is not MISSING:
            self.set_value(initial)

    def name_controls(self) -> None:
        self.chooser.setAccessibleName(self.spoken)
        for editor, option in zip(self.editors[-len(self.spec.options):] if self.spec.options else [], self.spec.options):
            editor.speak_as(f"{self.spoken}: {option_label(option)}")

    def value(self) -> Any:
        return self.editors[self.chooser.currentIndex()].value()

    def set_value(self, value: Any) -> None:
        if value is MISSING:
            self.chooser.setCurrentIndex(0)
            return
        first = 0 if self.spec.required else 1
        for index, editor in enumerate(self.editors):
            if index >= first and matches(editor.spec, value):
                self.chooser.setCurrentIndex(index)
                editor.set_value(value)
                return

    def set_errors(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        active = self.editors[self.chooser.currentIndex()]
        if active.spec is self.spec:  # "—": nothing chosen, the errors are this field's own
            super().set_errors(errors)
            return
        self.error_label.hide()
        active.set_errors(_precise(active, errors))


def _precise(active: FieldEditor, errors: list[tuple[tuple[Any, ...], str]]) -> list[tuple[tuple[Any, ...], str]]:
    """An ``anyOf``/``oneOf`` failure says only "not valid under any of the given schemas": for the alternative
    the user picked, ask the same checker (core/contract/schema.py) against that alternative alone, so the
    error names the real problem and lands at the field that has it."""
    if not any(not path for path, _ in errors):
        return errors
    value = active.value()
    if value is MISSING or not active.spec.schema:
        return errors
    from scriptdeck.core.contract.schema import error_list

    precise = error_list(active.spec.schema, value)
    return [*[(p, m) for p, m in errors if p], *precise] if precise else errors


class OptionalEditor(FieldEditor):
    """An optional value (``anyOf [T, null]``): a "set" toggle, then T's editor. Unset: omitted, or null when the
    property is required."""

    def __init__(self, spec: Field, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        assert spec.item is not None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.toggle = QCheckBox()
        self.toggle.setObjectName(f"set-{spec.name}" if spec.name else "set")
        self.inner = make_editor(spec.item)
        self._loading = False
        self.toggle.toggled.connect(self._toggled)
        self.inner.changed.connect(self._inner_changed)
        layout.addWidget(self.toggle)
        layout.addWidget(self.inner)
        self.add_footer(layout)
        self._label_toggle()
        initial = initial_value(spec)
        self.set_value(MISSING if initial is None else initial)

    def is_set(self) -> bool:
        return self.toggle.isChecked()

    def _label_toggle(self) -> None:
        if self.toggle.isChecked():
            self.toggle.setText(self.tr("set (untick to leave it out)"))
        elif self.spec.required:
            self.toggle.setText(self.tr("not set: sent as null (tick to give a value)"))
        else:
            self.toggle.setText(self.tr("not set: left out (tick to give a value)"))

    def _toggled(self, _checked: bool) -> None:
        self._label_toggle()
        self.inner.setEnabled(True)
        if not self._loading:
            self.changed.emit()

    @Slot()
    def _inner_changed(self) -> None:
        """Typing into the value sets it."""
        if not self._loading and not self.toggle.isChecked():
            self.toggle.setChecked(True)  # emits changed through _toggled
            return
        if not self._loading:
            self.changed.emit()

    def value(self) -> Any:
        if not self.toggle.isChecked():
            return None if self.spec.required else MISSING
        value = self.inner.value()
        if value is MISSING and self.spec.item is not None and self.spec.item.kind in (STRING, TEXT):
            return ""  # ticked and empty: an empty text, not "nothing"
        return value

    def name_controls(self) -> None:
        self.toggle.setAccessibleName(self.tr("Set %1").replace("%1", self.spoken))
        self.inner.speak_as(self.spoken)

    def set_value(self, value: Any) -> None:
        self._loading = True
        self.toggle.setChecked(value is not MISSING and value is not None)
        if value is not MISSING and value is not None:
            self.inner.set_value(value)
        self._label_toggle()
        self._loading = False

    def set_errors(self, errors: list[tuple[tuple[Any, ...], str]]) -> None:
        if not self.toggle.isChecked():
            super().set_errors(errors)
            return
        self.error_label.hide()
        self.inner.set_errors(_precise(self.inner, errors))

    def local_problems(self) -> list[str]:
        return self.inner.local_problems() if self.toggle.isChecked() else []

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self._label_toggle()


#: the editors of repeated values (array, map, tuple; form_lists, built on :class:`FieldEditor`), by kind. form_lists
#: fills it when it is imported (``gui/widgets/__init__`` imports it), so this module never imports its subclasses'
#: module (issue 42: the two imported each other).
LIST_EDITORS: dict[str, Callable[[Field], FieldEditor]] = {}


def make_editor(spec: Field) -> FieldEditor:
    """The widget for a form field; only a free-form (or recursion-cut) field gets a raw-JSON editor."""
    if spec.kind in (STRING, TEXT, ENUM, INTEGER, NUMBER, BOOLEAN):
        return ScalarEditor(spec)
    if spec.kind == OBJECT:
        return ObjectEditor(spec)
    if spec.kind in (ARRAY, MAP) and spec.item is not None or spec.kind == TUPLE:
        return LIST_EDITORS[spec.kind](spec)
    if spec.kind == CHOICE and spec.options:
        return ChoiceEditor(spec)
    if spec.kind == OPTIONAL and spec.item is not None:
        return OptionalEditor(spec)
    return JsonEditor(spec)


__all__ = ["LIST_EDITORS", "ChoiceEditor", "FieldEditor", "JsonEditor", "ObjectEditor", "OptionalEditor",
           "ScalarEditor", "friendly", "make_editor", "schema_problem"]
