"""The run panel: a form from the tool's schema (or raw JSON), what the script will receive, Run, presets,
history with re-run, and one tab per run."""

from __future__ import annotations

import json
import time
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.contract.form import MISSING, build_form
from scriptdeck.core.contract.schema import error_list
from scriptdeck.core.model.testfile import tool_test_path
from scriptdeck.core.model.tool import GENERIC_SCHEMA, PI_SCHEMA, REGISTERED, Tool
from scriptdeck.core.run.runplan import RunRefused
from scriptdeck.gui.run.run_view import RunView
from scriptdeck.gui.run.save_case_dialog import SaveCaseDialog
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import json_error_text, localized_schema, run_outcome, schema_for_language
from scriptdeck.gui.widgets.common import Retranslatable, TextPrompt, ask_choice, never_squeezed, wrap_label
from scriptdeck.gui.widgets.form_widgets import FieldEditor, ObjectEditor, friendly, make_editor


def _summary(args: Any, limit: int = 80) -> str:
    text = json.dumps(args, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 1] + "…"


class RunPanel(Retranslatable, QWidget):
    #: a run was saved as a test case of this tool (the Tests tab reloads it)
    case_saved = Signal(str)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool: Tool | None = None
        self.schema: dict[str, Any] = {}
        self.editor: FieldEditor | None = None
        self.views: list[RunView] = []
        self._syncing = False
        self.prompt: QWidget | None = None  # the open question or name prompt, if any (never two at once)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("run-splitter")
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter  # form | runs; its sizes are remembered with the window's layout
        self._touched = False  # validation shows once a field was touched or Run was pressed
        outer.addWidget(splitter)
        # -- top: arguments --------------------------------------------------------------------------
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
        self.json_edit = QPlainTextEdit()
        self.json_edit.setObjectName("args-json")
        self.json_edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.json_edit.textChanged.connect(self._json_edited)
        self.arg_tabs.addTab(self.form_scroll, "")
        self.arg_tabs.addTab(self.json_edit, "")
        self.preview = QPlainTextEdit()
        self.preview.setObjectName("receives")
        self.preview.setReadOnly(True)
        self.preview.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.arg_tabs.addTab(self.preview, "")
        self.arg_tabs.setMinimumHeight(180)  # room for a few fields, whatever the splitter
        top_layout.addWidget(self.arg_tabs, 1)
        self.validation = wrap_label(selectable=False)
        self.validation.setObjectName("validation")
        self.validation.setStyleSheet("color: #b00020;")
        self.validation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the room for messages is kept whether or not there are any: nothing below jumps under the pointer
        self.validation.setFixedHeight(self.validation.fontMetrics().lineSpacing() * 2 + 4)
        top_layout.addWidget(self.validation)
        buttons = QHBoxLayout()
        self.run_button = QPushButton()
        self.run_button.setObjectName("run-button")
        self.run_button.clicked.connect(self.run_now)
        self.preset_label = QLabel()
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("preset-combo")
        self.preset_combo.setMinimumWidth(140)
        self.preset_combo.activated.connect(self._preset_chosen)
        self.preset_combo.currentIndexChanged.connect(lambda _: self._update_delete())
        self.save_preset = QPushButton()
        self.save_preset.clicked.connect(self._ask_preset_name)
        self.delete_preset = QPushButton()
        self.delete_preset.clicked.connect(self._delete_preset)
        buttons.addWidget(self.run_button)
        buttons.addStretch(1)
        buttons.addWidget(self.preset_label)
        buttons.addWidget(self.preset_combo)
        buttons.addWidget(self.save_preset)
        buttons.addWidget(self.delete_preset)
        top_layout.addLayout(buttons)
        splitter.addWidget(top)
        # -- bottom: runs and history ----------------------------------------------------------------
        self.bottom_tabs = QTabWidget()
        self.run_tabs = QTabWidget()
        self.run_tabs.setObjectName("run-tabs")
        self.run_tabs.setTabsClosable(True)
        self.run_tabs.setElideMode(Qt.TextElideMode.ElideMiddle)  # name … time: both ends stay readable
        self.run_tabs.tabBar().setExpanding(False)
        # each title keeps a readable width; more tabs than fit scroll (the full title is the tooltip)
        self.run_tabs.setStyleSheet("QTabBar::tab { min-width: 170px; max-width: 260px; }")
        self.run_tabs.setUsesScrollButtons(True)
        self.run_tabs.tabCloseRequested.connect(self._close_run_tab)
        self.bottom_tabs.addTab(self.run_tabs, "")
        history_page = QWidget()
        history_layout = QVBoxLayout(history_page)
        self.history = QTreeWidget()
        self.history.setObjectName("history")
        self.history.setRootIsDecorated(False)
        self.history.setColumnCount(3)
        self.history.itemDoubleClicked.connect(lambda *_: self.rerun_selected())
        history_layout.addWidget(self.history)
        history_buttons = QHBoxLayout()
        self.rerun_button = QPushButton()
        self.rerun_button.setObjectName("history-rerun")
        self.rerun_button.clicked.connect(self.rerun_selected)
        self.load_button = QPushButton()
        self.load_button.setObjectName("history-load")
        self.load_button.clicked.connect(self.load_selected)
        self.history_case_button = QPushButton()
        self.history_case_button.setObjectName("history-save-case")
        self.history_case_button.clicked.connect(self.save_selected_as_test_case)
        history_buttons.addWidget(self.rerun_button)
        history_buttons.addWidget(self.load_button)
        history_buttons.addWidget(self.history_case_button)
        history_buttons.addStretch(1)
        history_layout.addLayout(history_buttons)
        self.bottom_tabs.addTab(history_page, "")
        splitter.addWidget(self.bottom_tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([420, 280])
        controller.runs.run_finished.connect(lambda *_: self.refresh_history())
        self.retranslate_ui()
        self.show_tool(None)

    def retranslate_ui(self) -> None:
        self.arg_tabs.setTabText(0, self.tr("Form"))
        self.arg_tabs.setTabText(1, self.tr("JSON"))
        self.arg_tabs.setTabText(2, self.tr("What the script receives"))
        self.run_button.setText(self.tr("Run"))
        self.preset_label.setText(self.tr("Presets:"))
        self.save_preset.setText(self.tr("Save as…"))
        self.delete_preset.setText(self.tr("Delete"))
        self.bottom_tabs.setTabText(0, self.tr("Runs"))
        self.bottom_tabs.setTabText(1, self.tr("History"))
        self.history.setHeaderLabels([self.tr("When"), self.tr("Outcome"), self.tr("Arguments")])
        self.rerun_button.setText(self.tr("Re-run"))
        self.load_button.setText(self.tr("Load arguments"))
        self.history_case_button.setText(self.tr("Save as test case…"))
        self._update_heading()
        self._refresh_presets()
        self._retitle_runs()
        self.validate()
        self.refresh_history()

    def _run_title(self, view: RunView) -> str:
        tool = self.controller.registry.get(view.run.plan.tool_id)
        name = tool.display_name(self.controller.lang) if tool else view.run.plan.tool_id
        return f"{name} {view.started_at}"

    def _retitle_runs(self) -> None:
        for index in range(self.run_tabs.count()):
            view = self.run_tabs.widget(index)
            if isinstance(view, RunView):
                view.title = self._run_title(view)
                self.run_tabs.setTabText(index, view.title)
                self.run_tabs.setTabToolTip(index, view.title)

    def _update_heading(self) -> None:
        if self.tool is None:
            self.heading.setText(self.tr("Select a tool to run it the way the agent does."))
        else:
            self.heading.setText(self.tr("Run %1 exactly as the agent would").replace("%1", self.tool.id))

    # -- tool and form -------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        same = tool is not None and self.tool is not None and tool.id == self.tool.id
        previous = self.arguments() if same and self.editor is not None else None
        if not same:
            self.form_scroll.verticalScrollBar().setValue(0)
        self.tool = tool
        self.schema = (PI_SCHEMA if tool.dialect == "pi" else tool.schema) if tool else {}
        old = self.form_scroll.takeWidget()
        if old is not None:
            old.hide()
            old.deleteLater()
        self.editor = None
        if tool is not None:
            # ScriptDeck's stand-in schemas carry our own words: shown in the UI language
            shown = localized_schema(self.schema) if self.schema in (GENERIC_SCHEMA, PI_SCHEMA) else \
                schema_for_language(self.schema, self.controller.lang)
            spec = build_form(shown)
            editor = ObjectEditor(spec, framed=False) if spec.kind == "object" else make_editor(spec)
            editor.setObjectName("args-form")
            editor.changed.connect(self._user_edited)
            self.editor = editor
            self.form_scroll.setWidget(never_squeezed(editor))
            if previous is not None:
                editor.set_value(previous)
        if not same:
            self._touched = False
        self._refresh_presets()
        self._update_heading()
        self._form_changed()
        self.refresh_history()

    def arguments(self) -> Any:
        if self.editor is None:
            return {}
        value = self.editor.value()
        return {} if value is MISSING else value

    def set_arguments(self, args: Any) -> None:
        if self.editor is not None:
            self.editor.set_value(args)
        self._form_changed()

    @Slot()
    def _user_edited(self) -> None:
        self._touched = True
        self._form_changed()

    def _form_changed(self) -> None:
        if self._syncing:
            return
        self._syncing = True
        self.json_edit.setPlainText(json.dumps(self.arguments(), ensure_ascii=False, indent=2))
        self._syncing = False
        self.validate()

    @Slot()
    def _json_edited(self) -> None:
        if self._syncing or self.editor is None:
            return
        self._touched = True
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

    def validate(self, args: Any = None) -> bool:
        """Check the arguments against the schema; errors show at their fields and block Run."""
        if self.tool is None or self.editor is None:
            self.validation.setText("")
            self.run_button.setEnabled(False)
            return False
        if args is None:
            args = self.arguments()
        errors = error_list(self.schema, args)
        shown = self._touched
        self.editor.set_errors(errors if shown else [])
        problems = self.editor.local_problems()
        messages = problems + [f"{'/'.join(str(p) for p in path) or '(root)'}: {friendly(msg)}" for path, msg in errors]
        self.validation.setText("\n".join(messages[:2]) if shown else "")
        self.validation.setToolTip("\n".join(messages) if shown and len(messages) > 2 else "")
        runnable = self.tool.state == REGISTERED
        if not runnable:
            self.validation.setText(self.tr("This tool is not enabled; enable it to run it."))
        ok = not messages and runnable
        # untouched, Run stays pressable: pressing it shows what is missing instead of running
        self.run_button.setEnabled(ok or (runnable and not shown))
        self._update_preview(args)
        return ok

    def _update_preview(self, args: Any) -> None:
        if self.tool is None:
            self.preview.setPlainText("")
            return
        try:
            plan = self.controller.runs.plan(self.tool.id, args, with_host=False)
        except RunRefused as refused:
            self.preview.setPlainText(self._refusal_text(refused))
            return
        lines = [self.tr("Program:") + f" {plan.program}",
                 self.tr("Arguments:") + " " + (json.dumps(plan.arguments, ensure_ascii=False) if plan.arguments
                                                else self.tr("(none)")),
                 self.tr("Working folder:") + f" {plan.cwd}",
                 self.tr("Timeout: %1 s").replace("%1", f"{plan.timeout_seconds:g}"),
                 self.tr("Environment set by ScriptDeck:")]
        for key in sorted(plan.env):
            value = plan.env[key]
            if key == "MIYU_HOST_TOKEN":
                value += "  " + self.tr("(a fresh token for each run)")
            lines.append(f"  {key}={value}")
        lines.append(self.tr("stdin:"))
        lines.append(plan.stdin.decode("utf-8", "replace") or self.tr("(empty; closed at once)"))
        self.preview.setPlainText("\n".join(lines))

    def _refusal_text(self, refused: RunRefused) -> str:
        """The core's refusal in the UI language; schema errors are the jsonschema sentences made friendly."""
        detail = refused.args_.get("a0")
        if isinstance(detail, str) and "schema" in refused.template:
            parts = []
            for part in detail.split("; "):
                path, sep, message = part.rpartition(": ")
                parts.append(f"{path}{sep}{friendly(message)}" if sep else friendly(part))
            refused = RunRefused(refused.template, refused.fix_template, **{**refused.args_, "a0": "; ".join(parts)})
        return refused.message(self.controller.lang)[0]

    # -- running -------------------------------------------------------------------------------------

    def run_now(self, args: Any = None) -> RunView | None:
        if self.tool is None:
            return None
        if args is None or isinstance(args, bool):
            self._touched = True
            if not self.validate():
                return None
            args = self.arguments()
        return self.start_run(self.tool.id, args)

    def start_run(self, tool_id: str, args: Any, *, confirmed: bool = False, asked: bool = False) -> RunView | None:
        """Start a run in its own tab. A tool that writes and is already running asks first (returns None
        then; the run starts when the user says so), and so does a Raycast command with needsConfirmation."""
        tool = self.controller.registry.get(tool_id)
        if not asked and tool is not None and tool.raycast is not None and tool.raycast.needs_confirmation:
            self._ask_raycast_confirmation(tool, args, confirmed)
            return None
        going = [r for r in self.controller.runs.runs if r.running and r.plan.tool_id == tool_id]
        if going and not confirmed and tool is not None and tool.value("permission") == "writes":
            self._ask_second_run(tool, args, len(going))
            return None
        try:
            run = self.controller.runs.start(tool_id, args, source="window")
        except RunRefused as refused:
            self.controller.error.emit(*refused.message(self.controller.lang))
            return None
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Check free disk space and permissions."))
            return None
        view = RunView(run, "")
        view.save_case_requested.connect(self.save_as_test_case)
        view.started_at = time.strftime("%H:%M:%S")
        view.title = self._run_title(view)
        self.views.append(view)
        index = self.run_tabs.addTab(view, view.title)
        self.run_tabs.setTabToolTip(index, view.title)
        self.run_tabs.setCurrentIndex(index)
        self.bottom_tabs.setCurrentIndex(0)
        return view

    def _ask_raycast_confirmation(self, tool: Tool, args: Any, confirmed: bool) -> None:
        """Raycast's ``needsConfirmation``: the command asks to be confirmed before each run."""
        if self.prompt is not None:
            return

        def answer(key: str) -> None:
            self.prompt = None
            if key == "run":
                self.start_run(tool.id, args, confirmed=confirmed, asked=True)

        self.prompt = ask_choice(
            self, self.tr("Run %1?").replace("%1", tool.display_name(self.controller.lang)),
            self.tr("This Raycast command asks to be confirmed before it runs (needsConfirmation)."),
            [("run", self.tr("Run"))], answer)

    def _ask_second_run(self, tool: Tool, args: Any, going: int) -> None:
        if self.prompt is not None:
            return

        def answer(key: str) -> None:
            self.prompt = None
            if key == "start":
                self.start_run(tool.id, args, confirmed=True)

        self.prompt = ask_choice(
            self, self.tr("Run it again?"),
            self.tr("%1 is still running (%2 run(s)) and it changes things (permission: writes). A second run "
                    "at the same time may do the work twice.").replace("%1", tool.display_name(self.controller.lang))
            .replace("%2", str(going)),
            [("start", self.tr("Start another run"))], answer)

    def save_as_test_case(self, run: Any) -> SaveCaseDialog | None:
        """"Save as test case" of a finished run in a run tab."""
        if run.result is None:
            return None
        return self.open_save_case(run.plan.tool_id, run.plan.args, run.result.to_json())

    def save_selected_as_test_case(self) -> SaveCaseDialog | None:
        """"Save as test case" of the run selected in the history (its recorded arguments and result)."""
        item = self.history.currentItem() or self.history.topLevelItem(0)
        if item is None or self.tool is None:
            return None
        result = item.data(1, Qt.ItemDataRole.UserRole)
        if not isinstance(result, dict) or "success" not in result:
            return None
        return self.open_save_case(self.tool.id, item.data(0, Qt.ItemDataRole.UserRole), result)

    def open_save_case(self, tool_id: str, args: Any, result: dict[str, Any]) -> SaveCaseDialog | None:
        """A non-modal dialog; the case goes to the tool's test file."""
        tool = self.controller.registry.get(tool_id)
        path = tool_test_path(self.controller.registry, tool) if tool is not None else None
        if path is None:
            return None
        dialog = SaveCaseDialog(tool_id, path, args, result, self, lang=self.controller.lang)
        dialog.saved.connect(lambda tool_id, _name: self.case_saved.emit(tool_id))
        dialog.show()
        return dialog

    def _close_run_tab(self, index: int, *, confirmed: bool = False) -> None:
        view = self.run_tabs.widget(index)
        if isinstance(view, RunView) and view.run.running and not confirmed:
            self._ask_close_running(view)
            return
        if isinstance(view, RunView):
            if view.run.running:
                view.run.stop()
            self.views = [v for v in self.views if v is not view]
        self.run_tabs.removeTab(index)
        if view is not None:
            view.deleteLater()

    def _ask_close_running(self, view: RunView) -> None:
        if self.prompt is not None:
            return

        def answer(key: str) -> None:
            self.prompt = None
            index = self.run_tabs.indexOf(view)
            if key == "stop" and index >= 0:
                self._close_run_tab(index, confirmed=True)

        self.prompt = ask_choice(
            self, self.tr("Stop this run?"),
            self.tr("%1 is still running. Closing its tab stops it.").replace("%1", view.title),
            [("stop", self.tr("Stop and close"))], answer)

    # -- history -------------------------------------------------------------------------------------

    def refresh_history(self) -> None:
        self.history.clear()
        if self.tool is None:
            return
        for record in self.controller.runs.history.records(self.tool.id, limit=100):
            result = record.get("result") or {}
            started = record.get("started") or 0
            when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started)) if started else "?"
            item = QTreeWidgetItem([when, run_outcome(result), _summary(record.get("args"))])
            item.setData(0, Qt.ItemDataRole.UserRole, record.get("args"))
            item.setData(1, Qt.ItemDataRole.UserRole, result)
            self.history.addTopLevelItem(item)
        self.history.resizeColumnToContents(0)

    def _selected_args(self) -> Any:
        item = self.history.currentItem() or self.history.topLevelItem(0)
        return None if item is None else item.data(0, Qt.ItemDataRole.UserRole)

    @Slot()
    def rerun_selected(self) -> RunView | None:
        args = self._selected_args()
        if args is None or self.tool is None:
            return None
        return self.start_run(self.tool.id, args)

    @Slot()
    def load_selected(self) -> None:
        args = self._selected_args()
        if args is not None:
            self.set_arguments(args)

    # -- presets -------------------------------------------------------------------------------------

    def _refresh_presets(self) -> None:
        chosen = self.preset_combo.currentData()
        self.preset_combo.blockSignals(True)
        self.preset_combo.clear()
        names = self.controller.presets.names(self.tool.id) if self.tool else []
        self.preset_combo.addItem(self.tr("(choose)") if names else self.tr("(none saved)"), None)
        for name in names:
            self.preset_combo.addItem(name, name)
        self.preset_combo.setCurrentIndex(max(self.preset_combo.findData(chosen), 0) if chosen else 0)
        self.preset_combo.blockSignals(False)
        self._update_delete()

    def _update_delete(self) -> None:
        """Delete acts on the chosen preset: never on the placeholder."""
        self.delete_preset.setEnabled(bool(self.preset_combo.currentData()))

    def _preset_chosen(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name and self.tool is not None:
            self.set_arguments(self.controller.presets.get(self.tool.id, name))

    @Slot()
    def _ask_preset_name(self) -> None:
        if self.tool is None:
            return
        if self.prompt is not None:  # already asking: bring that prompt forward instead of a second one
            self.prompt.raise_()
            self.prompt.activateWindow()
            return
        self._touched = True
        if not self.validate():  # a preset is arguments that run: an invalid form is not saved
            self.validation.setText(self.tr("Fix the fields marked in red before saving a preset.") + "\n"
                                    + self.validation.text())
            return
        self.prompt = TextPrompt.ask(self.tr("Save preset"), self.tr("Name for these arguments:"), self,
                                     self.save_preset_as)
        self.prompt.finished.connect(self._prompt_closed)

    @Slot(int)
    def _prompt_closed(self, _result: int) -> None:
        self.prompt = None

    def save_preset_as(self, name: str) -> None:
        if self.tool is None or not name:
            return
        try:
            self.controller.ops.save_preset(self.tool.id, name, self.arguments())
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Check free disk space and permissions."))
            return
        self._refresh_presets()
        self.preset_combo.setCurrentIndex(max(self.preset_combo.findData(name), 0))

    @Slot()
    def _delete_preset(self) -> None:
        name = self.preset_combo.currentData()
        if name and self.tool is not None:
            try:
                self.controller.ops.delete_preset(self.tool.id, name)
            except OSError as error:
                self.controller.error.emit(str(error), self.tr("Check free disk space and permissions."))
            self._refresh_presets()

