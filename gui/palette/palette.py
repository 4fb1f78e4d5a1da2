"""The quick-run palette (Ctrl+K, issue 35): find a tool by any name, id, group, description or pinyin, Tab through
its arguments, Enter runs it, the output shows in a compact view with "Open in run panel" and "Copy".

Keyboard only from end to end: ↑/↓ choose, Tab goes to the arguments (and on through them), Enter runs (from the
search, a tool whose required arguments all have a value runs at once), Esc steps back (confirmation → arguments
→ search → closed). The run goes through the run panel's own ``start_run`` (the same limits, trust and
questions as every window run); a tool that asks to be confirmed (``# Confirm:``, Raycast's needsConfirmation)
is asked here first, inline, and then started as already asked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QCursor, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run.runplan import RunResult
from scriptdeck.gui.palette.fields import FieldError, InlineFields, argument_fields
from scriptdeck.gui.palette.finder import RECENT_RUNS, FinderModel, ToolFinder
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import schema_for_language
from scriptdeck.gui.widgets.common import Retranslatable

# characters of output the compact view shows (the run panel has it all)
SHOWN_OUTPUT = 4000

StartRun = Callable[..., Any]  # the run panel's start_run(tool_id, args, *, asked=...) -> a view with .run, or None
OpenInRunPanel = Callable[[str, Any], None]


def needs_confirmation(tool: Any) -> bool:
    """Whether the tool asks to be confirmed before each run: core's ``Tool.confirm`` (the header's ``# Confirm:``,
    index.json's override, Raycast's needsConfirmation), the same rule as the run panel's."""
    return bool(tool.confirm)


class QuickRunPalette(Retranslatable, QDialog):
    """The palette window. ``chosen`` is the tool id captured when the user chose it (never re-read from the
    list after that)."""

    finished_run = Signal(str)  # the tool id whose run the result view shows

    def __init__(self, controller: Controller, start_run: StartRun, open_in_run_panel: OpenInRunPanel,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("palette")
        self.controller = controller
        self._start_run = start_run
        self._open_in_run_panel = open_in_run_panel
        self.finder = ToolFinder()
        self.chosen: str | None = None
        self.confirming = False
        self.last_args: Any = None
        self.output = ""
        self._run: Any = None
        self.running: str | None = None
        self._errors: list[tuple[str, str]] = []
        self.summoned = False  # issue 45: shown from outside the window, as a frameless panel (see summon)
        self._dialog_flags = self.windowFlags()
        self.resize(640, 460)

        self.query = QLineEdit()
        self.query.setObjectName("palette-search")
        self.query.textChanged.connect(self._search)
        self.model = FinderModel(self)
        self.list = QListView()
        self.list.setObjectName("palette-list")
        self.list.setModel(self.model)
        self.list.setUniformItemSizes(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the search keeps the keys; ↑/↓ move the list
        self.heading = QLabel()
        self.heading.setObjectName("palette-heading")
        self.args = InlineFields()
        self.args.setObjectName("palette-args")
        self.message = QLabel()
        self.message.setObjectName("palette-message")
        self.message.setWordWrap(True)
        self.output_view = QPlainTextEdit()
        self.output_view.setObjectName("palette-output")
        self.output_view.setReadOnly(True)
        self.output_view.setMaximumBlockCount(400)
        self.open_button = QPushButton()
        self.open_button.setObjectName("palette-open")
        self.open_button.clicked.connect(self.open_in_run_panel)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("palette-copy")
        self.copy_button.clicked.connect(self.copy_output)
        for keys, slot in (("Ctrl+O", self.open_in_run_panel), ("Ctrl+Shift+C", self.copy_output),
                           ("Ctrl+D", self.toggle_favourite)):
            action = QAction(self)  # mnemonics are not on every platform: these keys are
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
        self.keys = QLabel()
        self.keys.setObjectName("palette-keys")

        layout = QVBoxLayout(self)
        layout.addWidget(self.query)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.heading)
        layout.addWidget(self.args)
        layout.addWidget(self.message)
        layout.addWidget(self.output_view, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        buttons.addWidget(self.keys)
        layout.addLayout(buttons)
        for widget in (self.query, self.args):
            widget.installEventFilter(self)
        self._show_stage("search")
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Quick run"))
        self.query.setPlaceholderText(self.tr("Find a tool: name, id, group, description or pinyin…"))
        self.open_button.setText(self.tr("Open in run panel (Ctrl+O)"))
        self.copy_button.setText(self.tr("Copy (Ctrl+Shift+C)"))
        self.keys.setText(self.tr("↑↓ choose · Tab arguments · Enter run · Esc back"))

    # -- opening and finding -------------------------------------------------------------------------

    def open_palette(self) -> None:
        """Show the palette on the search, recent tools first (Ctrl+K: a titled dialog over the window)."""
        self._as_panel(False)
        self._open()

    def summon(self, tool_id: str | None = None) -> None:
        """Show the palette from outside the window (``scriptdeck palette``, the tray, a global shortcut): a
        frameless, always-on-top panel centred on the screen under the mouse, closed when it loses the focus.
        With ``tool_id`` (a recent tool or favourite picked in the tray) that tool is chosen, its arguments shown."""
        self._as_panel(True)
        screen = QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()
        if screen is not None:
            area = screen.availableGeometry()
            self.move(area.center() - self.rect().center())
        self._open()
        if tool_id is not None:
            rows = self.model.rows
            if not any(tool.id == tool_id for tool in rows):  # a favourite further down than the list shows
                rows = [tool for tool in self.finder.tools if tool.id == tool_id] + rows
                self.model.set_rows(rows, self.controller.lang, self.finder.recent)
            row = next((n for n, tool in enumerate(self.model.rows) if tool.id == tool_id), None)
            if row is not None:
                self.list.setCurrentIndex(self.model.index(row))
                self.choose()

    def _as_panel(self, panel: bool) -> None:
        flags = self._dialog_flags  # Ctrl+K: the dialog as it always was
        if panel:
            flags = Qt.WindowType.Dialog | Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint
        self.summoned = panel
        if self.windowFlags() != flags:
            self.setWindowFlags(flags)  # (hides a shown dialog: _open shows it again)
            # a frameless panel draws its own edge; the dialog has the window manager's
            self.setStyleSheet("QDialog#palette { border: 1px solid palette(mid); }" if panel else "")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.summoned and self.isVisible() \
                and not self.isActiveWindow() and QApplication.activeModalWidget() is None:
            self.hide()  # the summoned panel closes when the user goes elsewhere (not for a question it asked)

    def _open(self) -> None:
        registry = self.controller.registry
        recent = [str(r.get("tool_id")) for r in self.controller.runs.history.records(limit=RECENT_RUNS)]
        self.finder.load(registry.registered(), recent, self.controller.lang)
        self.chosen, self.confirming = None, False
        self._show_stage("search")
        self.query.selectAll()
        self._search(self.query.text())
        self.show()
        self.raise_()
        self.activateWindow()
        self.query.setFocus()

    def _search(self, text: str) -> None:
        if self.chosen is not None:  # typing again after choosing: back to finding
            self.chosen = None
            self._show_stage("search")
        self.model.set_rows(self.finder.find(text), self.controller.lang, self.finder.recent)
        if self.model.rows:
            self.list.setCurrentIndex(self.model.index(0))
        self.message.setText("" if self.model.rows else self.tr("No tool matches “%1”.").replace("%1", text))

    def current_tool(self) -> Tool | None:
        row = self.list.currentIndex().row()
        return self.model.rows[row] if 0 <= row < len(self.model.rows) else None

    def _move(self, step: int) -> None:
        count = len(self.model.rows)
        if count:
            row = max(0, min(count - 1, self.list.currentIndex().row() + step))
            self.list.setCurrentIndex(self.model.index(row))

    def toggle_favourite(self) -> bool:
        """Ctrl+D: star or unstar the highlighted tool (issue 45; one undoable operation), then show the list again
        with that tool still highlighted (favourites come first)."""
        tool = self.current_tool() if self.stage == "search" else None
        if tool is None:
            return False
        on = not tool.favourite
        text = (self.tr("Add %1 to favourites") if on else self.tr("Remove %1 from favourites")) \
            .replace("%1", tool.display_name(self.controller.lang))
        try:
            self.controller.mark_ops.set_favourite(tool.id, on, text)
        except Exception as error:  # noqa: BLE001 - ManageError, OSError: said here, in the user's language
            message = getattr(error, "message", None)
            self.message.setText(" ".join(message(self.controller.lang)) if callable(message) else str(error))
            return False
        self.finder.load(self.controller.registry.registered(), self.finder.recent, self.controller.lang)
        self._search(self.query.text())
        row = next((n for n, shown in enumerate(self.model.rows) if shown.id == tool.id), None)
        if row is not None:
            self.list.setCurrentIndex(self.model.index(row))
        self.message.setText(self.tr("★ %1 is a favourite") if on else self.tr("%1 is no longer a favourite"))
        self.message.setText(self.message.text().replace("%1", tool.display_name(self.controller.lang)))
        return True

    # -- choosing and arguments ----------------------------------------------------------------------

    def choose(self) -> bool:
        """Take the highlighted tool (its id, from now on) and show its argument fields."""
        tool = self.current_tool()
        if tool is None:
            return False
        self.chosen, self.confirming = tool.id, False
        records = self.controller.runs.history.records(tool.id, limit=1)
        last = records[0].get("args") if records else None
        shown = schema_for_language(tool.schema, self.controller.lang)  # 描述 and choice labels, as the run form
        self.args.set_tool(shown, last if isinstance(last, dict) else None, self.tr("(not set)"))
        for editor in self.args.editors:
            editor.installEventFilter(self)
        self.heading.setText(tool.display_name(self.controller.lang) + "  ·  " + tool.id)
        self._show_stage("args")
        first = self.args.first_editor()
        (first or self.query).setFocus()
        return True

    def _ready(self, tool: Tool) -> bool:
        """Every required argument has a value already (the last run's or a default)."""
        try:
            values = self.args.values()
        except FieldError:
            return False
        return all(f.name in values for f in argument_fields(tool.schema) if f.required)

    # -- running -------------------------------------------------------------------------------------

    def run(self) -> bool:
        """Run the chosen tool with the fields' values; a tool that asks to be confirmed asks first."""
        tool = self.controller.registry.get(self.chosen) if self.chosen else None
        if tool is None:
            self.message.setText(self.tr("This tool is no longer registered."))
            return False
        try:
            args = self.args.values()
        except FieldError as error:
            self.message.setText(self.tr("“%1” is not a valid value of its kind (%2).")
                                 .replace("%1", error.field).replace("%2", error.kind))
            return False
        if needs_confirmation(tool) and not self.confirming:
            self.confirming = True
            self.last_args = args
            self.message.setText(self.tr("Run %1? This tool asks to be confirmed before each run. "
                                         "Enter: run · Esc: back").replace("%1", tool.display_name(self.controller.lang)))
            self._show_stage("confirm")
            return False
        self.confirming = False
        self.last_args = args
        self._errors = []
        self.controller.error.connect(self._error_seen)
        try:
            handle = self._start_run(tool.id, args, asked=True)
        finally:
            self.controller.error.disconnect(self._error_seen)
        if handle is None:
            why = self._errors[0] if self._errors else (self.tr("The run did not start."), "")
            self.message.setText(" ".join(part for part in why if part))
            self._show_stage("args")
            return False
        self._run = getattr(handle, "run", handle)
        self.running = tool.id  # the run this view waits for; a later run replaces it
        self._run.done.connect(lambda result, tool_id=tool.id, run=self._run: self._finished(tool_id, run, result))
        self.message.setText(self.tr("Running %1…").replace("%1", tool.display_name(self.controller.lang)))
        self.output = ""
        self.output_view.setPlainText("")
        self._show_stage("result")
        return True

    def _error_seen(self, error: str, fix: str) -> None:
        self._errors.append((error, fix))

    def _finished(self, tool_id: str, run: Any, result: RunResult) -> None:
        if run is not self._run:
            return  # an earlier run of the palette, finished after another was started: its tab has it
        text = result.text if result.text is not None else result.stdout
        self.output = text
        shown = text if len(text) <= SHOWN_OUTPUT else text[:SHOWN_OUTPUT] + "\n…"
        if result.stderr.strip():
            shown += ("\n" if shown else "") + "stderr:\n" + result.stderr[-SHOWN_OUTPUT:]
        self.output_view.setPlainText(shown)
        if result.success:
            status = self.tr("Done in %1 ms.").replace("%1", str(result.duration_ms))
        elif result.timed_out:
            status = self.tr("Timed out after %1 ms.").replace("%1", str(result.duration_ms))
        else:
            status = self.tr("Failed (exit code %1).").replace("%1", str(result.exit_code)) + (
                f" {result.error}" if result.error else "")
        self.message.setText(status)
        self.open_button.setFocus()
        self.finished_run.emit(tool_id)

    def copy_output(self) -> None:
        if self.stage != "result":
            return
        QGuiApplication.clipboard().setText(self.output)
        self.message.setText(self.tr("Output copied."))

    def open_in_run_panel(self) -> None:
        if self.stage != "result":
            return
        window = self.parentWidget()
        if self.summoned and window is not None:  # issue 45: summoned from outside, the window may be hidden
            window.show()
            window.raise_()
            window.activateWindow()
        if self.running:  # the tool whose result this is (captured when its run started)
            self._open_in_run_panel(self.running, self.last_args if self.last_args is not None else {})
        self.hide()

    # -- keys ----------------------------------------------------------------------------------------

    def _show_stage(self, stage: str) -> None:
        """search: the list; args: the chosen tool's fields; confirm: the question; result: the output."""
        self.stage = stage
        self.list.setVisible(stage == "search")
        self.heading.setVisible(stage != "search")
        self.args.setVisible(stage in ("args", "confirm"))
        self.output_view.setVisible(stage == "result")
        self.open_button.setVisible(stage == "result")
        self.copy_button.setVisible(stage == "result")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return super().eventFilter(watched, event)
        key = event.key()
        if watched is self.query and self.stage == "search":
            if key == Qt.Key.Key_D and event.modifiers() == Qt.KeyboardModifier.ControlModifier:
                # GNOME's and KDE's key bindings make Ctrl+D a line edit's Delete, which takes it from the shortcut
                self.toggle_favourite()
                return True
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                self._move(1 if key == Qt.Key.Key_Down else -1)
                return True
            if key == Qt.Key.Key_Tab:
                self.choose()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                tool = self.current_tool()
                if tool is not None and self.choose() and self._ready(tool):
                    self.run()
                return True
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.stage in ("args", "confirm"):
            self.run()
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.stage != "search":
            back = "args" if self.stage == "confirm" else "search"
            self.confirming = False
            self.message.setText("")
            if back == "search":
                self.chosen = None
                self.query.setFocus()
            else:
                (self.args.first_editor() or self.query).setFocus()
            self._show_stage(back)
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.stage == "confirm":
            self.run()
            return
        super().keyPressEvent(event)


def attach_palette(window: QWidget, controller: Controller, start_run: StartRun,
                   open_in_run_panel: OpenInRunPanel) -> QuickRunPalette:
    """The palette of ``window`` and its Ctrl+K action (on the window, so it works from any pane)."""
    palette = QuickRunPalette(controller, start_run, open_in_run_panel, window)
    action = QAction(palette)
    action.setObjectName("action-palette")
    action.setShortcut(QKeySequence("Ctrl+K"))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(palette.open_palette)
    window.addAction(action)
    palette.action = action  # type: ignore[attr-defined]
    return palette
