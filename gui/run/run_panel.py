"""The run panel: a form from the tool's schema (or raw JSON), what the script will receive, Run and the presets
(:mod:`.presets_bar`) above; the runs, one tab each (:mod:`.run_tabs`), and the history (:mod:`.run_history`)
below. The Run button stays where it is: a run's tab never takes room from the form."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.contract.form import MISSING, build_form
from scriptdeck.core.contract.schema import error_list
from scriptdeck.core.model.testfile import tool_test_path
from scriptdeck.core.model.tool import GENERIC_SCHEMA, PI_SCHEMA, REGISTERED, Tool
from scriptdeck.gui.run.presets_bar import PresetsBar
from scriptdeck.gui.run.receives_preview import ReceivesPreview
from scriptdeck.gui.run.run_announcer import RunAnnouncer
from scriptdeck.gui.run.run_history import HistoryPage
from scriptdeck.gui.run.run_tabs import RunTabs
from scriptdeck.gui.run.run_view import RunView
from scriptdeck.gui.run.save_case_dialog import SaveCaseDialog
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import json_error_text, localized_schema, schema_for_language
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, chain_after, never_squeezed, wrap_label
from scriptdeck.gui.widgets.form_widgets import FieldEditor, ObjectEditor, friendly, make_editor


class RunPanel(Retranslatable, QWidget):
    #: a run was saved as a test case of this tool (the Tests tab reloads it)
    case_saved = Signal(str)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool: Tool | None = None
        self.schema: dict[str, Any] = {}
        self.editor: FieldEditor | None = None
        self._syncing = False
        #: field errors show for the fields the user has left, and for all of them once Run was pressed
        self._left: set[str] = set()  # fields left or typed in
        self._submitted = False
        self._last_args: Any = {}
        #: per tool id, the form values the user typed (kept until the window closes) and a fresh form's values
        self._typed: dict[str, Any] = {}
        self._fresh_args: Any = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("run-splitter")
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter  # form | runs; its sizes are remembered with the window's layout
        outer.addWidget(splitter)
        splitter.addWidget(self._build_arguments())
        self.bottom_tabs = QTabWidget()
        self.run_tabs = RunTabs(controller)
        self.run_tabs.save_case_requested.connect(self.save_as_test_case)
        self.bottom_tabs.addTab(self.run_tabs, "")
        self.history_page = HistoryPage(controller)
        self.history = self.history_page.tree
        self.history_page.rerun.connect(lambda args: self.tool is not None and self.start_run(self.tool.id, args))
        self.history_page.load.connect(self.set_arguments)
        self.history_page.save_case.connect(
            lambda args, result: self.tool is not None and self.open_save_case(self.tool.id, args, result))
        self.history_case_button = self.history_page.case_button
        self.bottom_tabs.addTab(self.history_page, "")
        splitter.addWidget(self.bottom_tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([360, 340])
        controller.runs.run_finished.connect(lambda *_: self.refresh_history())
        self.announcer = RunAnnouncer(controller, self)  # a run's end said to screen readers (SPEC §30)
        self.announced = self.announcer.announced
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.retranslate_ui()
        self.show_tool(None)

    def _build_arguments(self) -> QWidget:
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        top_layout.addWidget(self.heading)
        self.arg_tabs = QTabWidget()
        self.form_scroll = QScrollArea()
        self.form_scroll.setWidgetResizable(True)
        self.form_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a stop with nothing drawn; its fields scroll it
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.json_edit = QPlainTextEdit()
        self.json_edit.setObjectName("args-json")
        self.json_edit.setFont(fixed)
        self.json_edit.textChanged.connect(self._json_edited)
        self.preview = ReceivesPreview(self.controller, self.arg_tabs)  # "What the script receives"
        for page in (self.form_scroll, self.json_edit, self.preview):
            self.arg_tabs.addTab(page, "")
        self.arg_tabs.setMinimumHeight(150)  # room for a few fields, whatever the splitter
        top_layout.addWidget(self.arg_tabs, 1)
        self.validation = wrap_label(selectable=False)
        self.validation.setObjectName("validation")
        theme.text_style(self.validation, "error")
        self.validation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the room for messages is kept whether or not there are any: nothing below jumps under the pointer
        self.validation.setFixedHeight(self.validation.fontMetrics().lineSpacing() * 2 + 4)
        top_layout.addWidget(self.validation)
        buttons = QHBoxLayout()
        self.run_button = QPushButton()
        self.run_button.setObjectName("run-button")
        self.run_button.clicked.connect(self.run_now)
        self.presets_bar = PresetsBar(self.controller, self._ready_for_preset, self.arguments)
        self.presets_bar.chosen.connect(self.set_arguments)
        self.preset_combo = self.presets_bar.combo
        self.save_preset, self.delete_preset = self.presets_bar.save_button, self.presets_bar.delete_button
        buttons.addWidget(self.run_button)
        buttons.addStretch(1)
        buttons.addWidget(self.presets_bar)
        top_layout.addLayout(buttons)
        return top

    def retranslate_ui(self) -> None:
        self.arg_tabs.setTabText(0, self.tr("Form"))
        self.arg_tabs.setTabText(1, self.tr("JSON"))
        self.arg_tabs.setTabText(2, self.tr("What the script receives"))
        self.run_button.setText(self.tr("Run"))
        self.arg_tabs.tabBar().setAccessibleName(self.tr("Arguments as"))
        self.bottom_tabs.tabBar().setAccessibleName(self.tr("Runs and history"))
        self.bottom_tabs.setTabText(0, self.tr("Runs"))
        self.bottom_tabs.setTabText(1, self.tr("History"))
        if self.tool is not None and self.editor is not None:
            self._build_form(keep=self.arguments())  # the schema's hints in the new language; the values stay
        self._update_heading()
        self.validate()

    def _update_heading(self) -> None:
        if self.tool is None:
            self.heading.setText(self.tr("Select a tool to run it the way the agent does."))
        else:
            self.heading.setText(self.tr("Run %1 exactly as the agent would").replace("%1", self.tool.id))

    # -- the names tests and other parts know -------------------------------------------------------------

    @property
    def views(self) -> list[RunView]:
        return self.run_tabs.views

    @property
    def prompt(self) -> QWidget | None:
        return self.run_tabs.prompt or self.presets_bar.prompt

    def _close_run_tab(self, index: int, *, confirmed: bool = False) -> None:
        self.run_tabs.close_tab(index, confirmed=confirmed)

    def save_preset_as(self, name: str) -> None:
        self.presets_bar.save_as(name)

    def _preset_chosen(self, index: int) -> None:
        self.presets_bar._preset_chosen(index)  # noqa: SLF001 - the bar's own slot

    def rerun_selected(self) -> RunView | None:
        args = self.history_page.selected_args()
        return self.start_run(self.tool.id, args) if args is not None and self.tool is not None else None

    def load_selected(self) -> None:
        self.history_page.load_selected()

    def refresh_history(self) -> None:
        self.history_page.refresh()

    # -- tool and form -------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        """Show ``tool``'s form. What the user typed into a tool's form is kept per tool until the window
        closes (SPEC §30): a search that hides the tool, a switch to another tool, or a rescan gives it back."""
        same = tool is not None and self.tool is not None and tool.id == self.tool.id
        previous = self.arguments() if same and self.editor is not None else None
        if not same:
            self._remember_typed()
            self.form_scroll.verticalScrollBar().setValue(0)
            self._left, self._submitted, self._last_args = set(), False, None
            if tool is not None and tool.id in self._typed:
                previous = self._typed[tool.id]
                self._left = set(previous) if isinstance(previous, dict) else set()
        self.tool = tool
        self.schema = (PI_SCHEMA if tool.dialect == "pi" else tool.schema) if tool else {}
        self._build_form(keep=previous)
        self.presets_bar.show_tool(tool.id if tool else None)
        self.history_page.show_tool(tool.id if tool else None)
        self._update_heading()
        self._form_changed()

    def _remember_typed(self) -> None:
        """Keep the shown tool's form values when they differ from a fresh form's (nothing typed: nothing kept)."""
        if self.tool is None or self.editor is None:
            return
        now = self.arguments()
        if now != self._fresh_args:
            self._typed[self.tool.id] = now
        else:
            self._typed.pop(self.tool.id, None)

    def _build_form(self, keep: Any = None) -> None:
        """The form for the tool's schema in the UI language (``keep``: values to put back in it)."""
        old = self.form_scroll.takeWidget()
        if old is not None:
            old.hide()
            old.deleteLater()
        self.editor = None
        if self.tool is None:
            return
        # ScriptDeck's stand-in schemas carry our own words: shown in the UI language
        shown = localized_schema(self.schema) if self.schema in (GENERIC_SCHEMA, PI_SCHEMA) else \
            schema_for_language(self.schema, self.controller.lang)
        spec = build_form(shown)
        editor = ObjectEditor(spec, framed=False) if spec.kind == "object" else make_editor(spec)
        editor.setObjectName("args-form")
        editor.changed.connect(self._form_changed)
        self.editor = editor
        self.form_scroll.setWidget(never_squeezed(editor))
        chain_after(self.arg_tabs.tabBar(), editor)  # Tab: the Form/JSON tabs, the fields, then Run and presets
        value = editor.value()
        self._fresh_args = {} if value is MISSING else value
        if keep is not None:
            self._syncing = True
            editor.set_value(keep)
            self._syncing = False

    def arguments(self) -> Any:
        if self.editor is None:
            return {}
        value = self.editor.value()
        return {} if value is MISSING else value

    def set_arguments(self, args: Any) -> None:
        if self.editor is not None:
            self.editor.set_value(args)
        self._form_changed()

    def _field_of(self, widget: QObject | None) -> str | None:
        """The top-level field of the form that holds ``widget`` (None outside the form)."""
        editor = self.editor
        if not isinstance(editor, ObjectEditor) or not isinstance(widget, QWidget):
            return None
        for name, child in editor.children.items():
            if child is widget or child.isAncestorOf(widget):
                return name
        return None

    @Slot(QWidget, QWidget)
    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """Leaving a field shows its errors ("required" of a field never visited waits until then, or Run)."""
        left = self._field_of(old)
        if left is not None and left != self._field_of(new) and left not in self._left:
            self._left.add(left)
            self.validate()

    def _form_changed(self) -> None:
        if self._syncing:
            return
        now = self.arguments()
        before, self._last_args = self._last_args, now
        if isinstance(now, dict) and isinstance(before, dict):  # a field typed in shows its own errors at once
            self._left.update(str(k) for k in set(now) | set(before) if now.get(k) != before.get(k))
        self._syncing = True
        self.json_edit.setPlainText(json.dumps(self.arguments(), ensure_ascii=False, indent=2))
        self._syncing = False
        self.validate()

    @Slot()
    def _json_edited(self) -> None:
        if self._syncing or self.editor is None:
            return
        self._submitted = True  # the JSON is one field: its problems show as they are typed
        try:
            value = json.loads(self.json_edit.toPlainText() or "{}")
        except (ValueError, RecursionError) as error:
            self.validation.setText(self.tr("The JSON does not parse: %1").replace("%1", json_error_text(error)))
            self.run_button.setEnabled(False)
            return
        self._syncing = True
        self.editor.set_value(value)
        self._syncing = False
        self.validate(value)

    def _shown_errors(self, errors: list[tuple[tuple[Any, ...], str]]) -> list[tuple[tuple[Any, ...], str]]:
        if self._submitted:
            return errors
        return [(path, message) for path, message in errors if path and str(path[0]) in self._left]

    def validate(self, args: Any = None) -> bool:
        """Check the arguments against the schema; errors show at the fields the user left (all after Run)
        and block Run."""
        if self.tool is None or self.editor is None:
            self.validation.setText("")
            self.run_button.setEnabled(False)
            return False
        if args is None:
            args = self.arguments()
        errors = error_list(self.schema, args)
        shown = self._shown_errors(errors)
        self.editor.set_errors(shown)
        problems = self.editor.local_problems()
        messages = problems + [f"{'/'.join(str(p) for p in path) or '(root)'}: {friendly(msg)}" for path, msg in shown]
        self.validation.setText("\n".join(messages[:2]))
        self.validation.setToolTip("\n".join(messages) if len(messages) > 2 else "")
        runnable = self.tool.state == REGISTERED
        if not runnable:
            self.validation.setText(self.tr("This tool is not enabled; enable it to run it."))
        ok = not problems and not errors and runnable
        # Run stays pressable while errors are not shown yet: pressing it shows what is missing instead of running
        self.run_button.setEnabled(ok or (runnable and not problems and len(shown) < len(errors)))
        self.preview.show_args(self.tool, args)
        return ok

    def _ready_for_preset(self) -> bool:
        self._submitted = True
        if self.validate():
            return True
        self.validation.setText(self.tr("Fix the fields marked in red before saving a preset.") + "\n"
                                + self.validation.text())
        return False

    # -- running -------------------------------------------------------------------------------------

    def run_now(self, args: Any = None) -> RunView | None:
        if self.tool is None:
            return None
        if args is None or isinstance(args, bool):
            self._submitted = True
            if not self.validate():
                return None
            args = self.arguments()
        return self.start_run(self.tool.id, args)

    def start_run(self, tool_id: str, args: Any, *, confirmed: bool = False, asked: bool = False) -> RunView | None:
        """A run in its own tab; the splitter keeps its sizes, so the Run button never moves."""
        sizes = self.splitter.sizes()
        view = self.run_tabs.start(tool_id, args, confirmed=confirmed, asked=asked)
        if view is not None:
            self.bottom_tabs.setCurrentIndex(0)
            self.splitter.setSizes(sizes)
        return view

    def save_as_test_case(self, run: Any) -> SaveCaseDialog | None:
        """"Save as test case" of a finished run in a run tab."""
        if run.result is None:
            return None
        return self.open_save_case(run.plan.tool_id, run.plan.args, run.result.to_json())

    _last_case_dialog: SaveCaseDialog | None = None

    def open_save_case(self, tool_id: str, args: Any, result: dict[str, Any]) -> SaveCaseDialog | None:
        """A non-modal dialog; the case goes to the tool's test file."""
        tool = self.controller.registry.get(tool_id)
        path = tool_test_path(self.controller.registry, tool) if tool is not None else None
        if path is None:
            return None
        dialog = SaveCaseDialog(tool_id, path, args, result, self, lang=self.controller.lang, controller=self.controller)
        dialog.saved.connect(lambda tool_id, _name: self.case_saved.emit(tool_id))
        dialog.show()
        self._last_case_dialog = dialog
        return dialog
