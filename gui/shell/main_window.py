"""The main window: toolbar, search, the tool tree, details/overrides tabs, banner and status bar."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDesktopServices,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QToolBar,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED, Tool
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.deck.finding import DeckFilterProxy, DeckModel
from scriptdeck.gui.deck.register_dialog import RegisterDialog
from scriptdeck.gui.deck.tool_model import NAME, TESTS, TOKENS, TOOL_ROLE
from scriptdeck.gui.guard.state_banner import StateFilesBanner
from scriptdeck.gui.inspect.details import DetailsPane
from scriptdeck.gui.inspect.overrides import OverridesEditor
from scriptdeck.gui.palette.palette import attach_palette  # palette: Ctrl+K
from scriptdeck.gui.run.activity import ActivityView
from scriptdeck.gui.run.run_all_tests import RunAllTestsDialog
from scriptdeck.gui.run.run_panel import RunPanel
from scriptdeck.gui.run.tests_tab import TestsTab
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.http_server import ManagedHttpServer  # SPEC §27 (http)
from scriptdeck.gui.services.i18n import LANGUAGES, Translations
from scriptdeck.gui.services.tests_status import TestStatus
from scriptdeck.gui.services.texts import layer_label
from scriptdeck.gui.settings.connect_dialog import ConnectDialog
from scriptdeck.gui.settings.http_serve import HttpStatusLabel, add_http_tab  # SPEC §27 (http)
from scriptdeck.gui.settings.settings_dialog import SettingsDialog
from scriptdeck.gui.settings.settings_extra import extend_settings
from scriptdeck.gui.shell.tool_actions import ToolActions
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, ask_choice
from scriptdeck.gui.widgets.file_dialog import ui_file_dialog

SHORT_COLUMNS = (2, 3, 4, 5, 6)  # layer, timeout, lint, tests, tokens: sized to their contents
EXPAND_ROWS = 300  # tool rows opened at most by a search (about a few screens)
EXPAND_TOOLS = 3000  # tools filtered at most to open groups
NAME_MIN_WIDTH = 160  # the Name column never gets narrower than this (names stay readable)
ID_WIDTH, ID_MIN_WIDTH = 120, 80  # the Id column's usual width, and how far it gives way in a narrow list


class MainWindow(Retranslatable, QMainWindow):
    language_changed = Signal(str)

    def __init__(self, controller: Controller, translations: Translations) -> None:
        super().__init__()
        self.controller = controller
        self.translations = translations
        self.register_dialog: RegisterDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.connect_dialog: ConnectDialog | None = None
        self.run_all_dialog: RunAllTestsDialog | None = None
        self.test_status = TestStatus(self)  # how each tool's test cases last went (SPEC §21)
        self.prompt: QMessageBox | None = None  # the open question, if any (one at a time)
        self._stay_on: str | None = None  # the tool with unsaved edits the tree returns to while asking
        self._closing_confirmed = False
        self.setAcceptDrops(True)
        self._fit_to_screen(1180, 760)
        self._build_toolbar()
        self._build_body()
        self._build_status()
        self._build_activity()
        self.model.on_toggle = self._toggle_tools
        controller.registry_changed.connect(self.refresh)
        controller.error.connect(self.show_error)
        self.refresh()
        self._expand()
        self.retranslate_ui()
        self._fit_short_columns()  # the first frame already fits them; later changes refit after 100 ms
        self._select_first()
        # menus, context menu, shortcuts, undo, filters, remembered layout (issue 14): gui/tool_actions.py
        self.tool_actions = ToolActions(self)
        self.tool_actions.view_menu.insertAction(self.refresh_action, self.heaviest_action)
        # palette: Ctrl+K opens the quick-run palette (gui/palette); its runs take the run panel's own path
        self.quick_run = attach_palette(self, controller, self.run_panel.start_run, self.open_in_run_panel)

    def open_in_run_panel(self, tool_id: str, args: object) -> None:  # palette: the result's "Open in run panel"
        if self.select_tool(tool_id):
            self.tabs.setCurrentWidget(self.run_panel)
            self.run_panel.set_arguments(args)

    @property
    def lang(self) -> str:
        """The UI language: held once, by the controller (panes and models read it from there)."""
        return self.controller.lang

    def _fit_to_screen(self, width: int, height: int) -> None:
        """Open at the preferred size, but never larger than the screen's free area (high scale factors)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            width = min(width, free.width() - 40)  # room for the window frame
            height = min(height, free.height() - 60)
        self.setMinimumSize(min(640, width), min(420, height))
        self.resize(width, height)

    def _select_first(self) -> None:
        tools = self.controller.registry.registered()
        if tools:
            self.select_tool(tools[0].id)

    # -- building ----------------------------------------------------------------------------------

    def _build_toolbar(self) -> None:
        bar = QToolBar()
        bar.setObjectName("main-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(bar)
        self.toolbar = bar
        self.add_action = QAction(self)
        self.add_action.setShortcut(QKeySequence.StandardKey.Open)
        self.add_action.triggered.connect(self.pick_scripts)
        self.refresh_action = QAction(self)
        self.refresh_action.setShortcut(QKeySequence.StandardKey.Refresh)
        self.refresh_action.triggered.connect(self.controller.rescan)
        self.open_folder_action = QAction(self)
        self.open_folder_action.triggered.connect(self.open_folder)
        self.settings_action = QAction(self)
        self.settings_action.triggered.connect(self.open_settings)
        for action in (self.add_action, self.refresh_action, self.open_folder_action):
            bar.addAction(action)
        bar.addSeparator()
        self.persona_label = QLabel()
        bar.addWidget(self.persona_label)
        self.persona_combo = QComboBox()
        self.persona_combo.setObjectName("persona-combo")
        self.persona_combo.setEditable(True)
        self.persona_combo.setMinimumWidth(120)
        self._fill_personas()
        self.persona_combo.activated.connect(lambda _: self._persona_chosen())
        # only Enter switches a typed persona: leaving the box (Tab, a click) must not switch the window
        persona_line = self.persona_combo.lineEdit()
        assert persona_line is not None  # setEditable(True) made it
        persona_line.returnPressed.connect(self._persona_chosen)
        self.persona_combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        bar.addWidget(self.persona_combo)
        bar.addSeparator()
        self.language_menu = QMenu(self)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang, label in zip(LANGUAGES, ("中文", "English")):
            action = QAction(label, self, checkable=True)
            action.setData(lang)
            action.triggered.connect(lambda _=False, code=lang: self.set_language(code))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[lang] = action
        self.language_button = QToolButton()
        self.language_button.setObjectName("language-button")
        self.language_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.language_button.setMenu(self.language_menu)
        bar.addWidget(self.language_button)
        bar.addAction(self.settings_action)

    def _build_body(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        self.body_layout = layout  # banner, search row, list | tabs: ToolActions adds its Filter button here
        layout.setContentsMargins(6, 6, 6, 6)
        self.banner = QLabel()
        self.banner.setObjectName("index-banner")
        self.banner.setWordWrap(True)
        theme.style(self.banner, "QLabel {{ background: {banner_bg}; color: {banner}; border: 1px solid "
                                 "{banner_border}; border-radius: 4px; padding: 6px; }}")
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.banner.hide()
        layout.addWidget(self.banner)
        self.state_banner = StateFilesBanner()  # settings.json, sandbox.json, trust store that do not parse
        self.state_banner.reset_done.connect(self._state_file_reset)
        layout.addWidget(self.state_banner)
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search)
        self.no_results = QLabel()
        self.no_results.setObjectName("no-results")
        self.no_results.setWordWrap(True)
        theme.text_style(self.no_results, "muted", "padding: 2px 4px;")
        self.no_results.hide()
        layout.addWidget(self.no_results)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.model = DeckModel(self.controller.lint, self, lint_cached=self.controller.lint_cached)
        self._warm_timer = QTimer(self, interval=15, timerType=Qt.TimerType.CoarseTimer)  # builds search texts in idle time after each reload
        self._warm_timer.timeout.connect(self._warm_search_step)
        self.model.lang = self.lang
        self.proxy = DeckFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.tree = QTreeView()
        self.tree.setObjectName("tool-tree")
        self.tree.setModel(self.proxy)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(36)
        # Name takes the room that is left (see _fit_name_column) and can still be dragged by hand; Id is
        # interactive; the short columns fit their contents.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, ID_WIDTH)
        # The short columns fit their contents when the tools, the language or a badge change, never per
        # keystroke: ResizeToContents re-measured them on every filter change (9,000 model calls each time).
        for column in SHORT_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self._short_timer = QTimer(self, singleShot=True, interval=100, timerType=Qt.TimerType.CoarseTimer)
        self._short_timer.timeout.connect(self._fit_short_columns)
        for signal in (self.model.dataChanged, self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset):
            signal.connect(lambda *_: self._short_timer.start())
        #: the Name column's content width, measured once per change of the rows shown (a keystroke resizes the
        #: viewport as scroll bars come and go, and each refit measured up to 100 rows again)
        self._name_hint: int | None = None
        header.sectionResized.connect(self._section_resized)
        self.tree.setColumnHidden(TOKENS, True)  # shown by View → Heaviest tools first
        self.tree.viewport().installEventFilter(self)
        self._fit_timer = QTimer(self, singleShot=True, interval=0, timerType=Qt.TimerType.CoarseTimer)  # refit once after rows change
        self._fit_timer.timeout.connect(self._fit_name_column)
        self.tree.expanded.connect(lambda _: self._fit_timer.start())
        self.proxy.rowsInserted.connect(lambda *_: self._fit_timer.start())
        for signal in (self.proxy.modelReset, self.proxy.rowsInserted, self.proxy.rowsRemoved,
                       self.proxy.layoutChanged, self.tree.expanded, self.tree.collapsed):
            signal.connect(self._forget_name_hint)
        self.proxy.dataChanged.connect(self._names_changed)
        header.setResizeContentsPrecision(100)  # widths from the first rows: quick with thousands of tools
        self.tree.selectionModel().currentChanged.connect(self._current_changed)
        splitter.addWidget(self.tree)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("detail-tabs")
        self.details = DetailsPane(self.controller)
        self.overrides = OverridesEditor(self.controller)
        self.run_panel = RunPanel(self.controller)
        self.tests_tab = TestsTab(self.controller, self.test_status)
        self.tabs.addTab(self.details, "")
        self.tabs.addTab(self.overrides, "")
        self.tabs.addTab(self.run_panel, "")
        self.tabs.addTab(self.tests_tab, "")
        self.model.test_badge = self.test_status.badge
        self.test_status.changed.connect(self.model.tests_changed)
        self.test_status.changed.connect(lambda _tool_id: self._show_tests_column())
        self.run_panel.case_saved.connect(self._case_saved)
        # the folder watcher does not look into .tests/: the tab reads its file again whenever it is shown
        self.tabs.currentChanged.connect(lambda index: self.tests_tab.reload()
                                         if self.tabs.widget(index) is self.tests_tab else None)
        self.overrides.saved.connect(lambda: self._restore_focus(None))
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 4)
        splitter.setChildrenCollapsible(False)
        self.tree.setMinimumWidth(NAME_MIN_WIDTH + 120)
        splitter.setSizes([560, 620])
        self.splitter = splitter
        layout.addWidget(splitter, 1)
        self.setCentralWidget(central)
        self.drop_hint = QLabel(central)
        self.drop_hint.setObjectName("drop-hint")
        self.drop_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.drop_hint.setWordWrap(True)
        theme.style(self.drop_hint, "QLabel {{ background: {hint_bg}; border: 3px dashed {hint_border};"
                                    " border-radius: 8px; color: {hint}; font-size: 18px; font-weight: bold; }}")
        self.drop_hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.drop_hint.hide()

    def _build_status(self) -> None:
        self.counts_label = QLabel()
        self.home_label = QLabel()
        self.watch_label = QLabel()
        bar = self.statusBar()
        bar.addWidget(self.counts_label)
        bar.addWidget(self.home_label, 1)
        self.cost_label = QLabel()  # the persona's context cost against its budget (SPEC §22)
        self.cost_label.setObjectName("cost-label")
        #: the Tokens figures the tree shows (per tool, and the "being counted" mark), to repaint only changes
        self._costs_shown: tuple[dict[str, int], int | None] | None = None
        bar.addPermanentWidget(self.cost_label)
        bar.addPermanentWidget(self.watch_label)
        self.http_server = ManagedHttpServer(self.controller.home, self)  # SPEC §27 (http): Serve over HTTP
        bar.addPermanentWidget(HttpStatusLabel(self.http_server))  # SPEC §27 (http)
        self.heaviest_action = QAction(self, checkable=True)
        self.heaviest_action.setObjectName("heaviest-tools")
        self.heaviest_action.toggled.connect(self.sort_heaviest)
        self.controller.cost.changed.connect(self._update_cost)

    def _build_activity(self) -> None:
        """Agents (MCP, tool-call) run tools from other processes: a dock follows the history file live."""
        self.activity = ActivityView(self.controller)
        self.activity.tool_activated.connect(self.select_tool)
        self.activity.watcher.changed.connect(self.run_panel.refresh_history)
        self.activity_dock = QDockWidget(self)
        self.activity_dock.setObjectName("activity-dock")
        self.activity_dock.setWidget(self.activity)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.activity_dock)
        self.activity_dock.hide()
        self.activity_action = self.activity_dock.toggleViewAction()
        self.connect_action = QAction(self)
        self.connect_action.triggered.connect(self.open_connect_dialog)
        self.toolbar.insertAction(self.settings_action, self.connect_action)
        self.toolbar.insertAction(self.settings_action, self.activity_action)

    # -- text ----------------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("ScriptDeck — script tools for AI agents"))
        self.add_action.setText(self.tr("Add scripts…"))
        self.add_action.setToolTip(self.tr("Register script files (you can also drop them on the window)"))
        self.refresh_action.setText(self.tr("Refresh"))
        self.open_folder_action.setText(self.tr("Open folder"))
        self.open_folder_action.setToolTip(self.tr("Open the scripts folder in the file manager"))
        self.settings_action.setText(self.tr("Settings…"))
        self.connect_action.setText(self.tr("Connect an agent…"))
        self.connect_action.setToolTip(self.tr("Use these tools from Claude, Cursor, VS Code or any MCP client"))
        self.activity_dock.setWindowTitle(self.tr("Agent activity"))
        self.activity_action.setToolTip(self.tr("Every run of every tool, live: from agents, tool-call and this window"))
        self.persona_label.setText(self.tr("Persona:") + " ")
        self.language_button.setText(self.tr("Language"))
        self.search.setPlaceholderText(self.tr("Search by id, name, description or group…"))
        self.tabs.setTabText(0, self.tr("Details"))
        self.tabs.setTabText(1, self.tr("Overrides"))
        self.tabs.setTabText(2, self.tr("Run"))
        self.tabs.setTabText(3, self.tr("Tests"))
        for lang, action in self.language_actions.items():
            action.setChecked(lang == self.lang)
        self.drop_hint.setText(self.tr("Drop script files here to register them (they are copied, never moved)"))
        self.heaviest_action.setText(self.tr("Heaviest tools first"))
        self.heaviest_action.setToolTip(self.tr("One row per tool, sorted by what it costs the agent in tokens"))
        self.update_no_results()
        self._update_status()
        self._update_banner()

    def set_language(self, lang: str) -> None:
        """Switch the UI language live; every open widget is relabelled."""
        from scriptdeck.core.contract.i18n import normalize_lang

        focus = QApplication.focusWidget()
        # the language every pane reads is set before Qt's LanguageChange reaches the panes
        self.controller.lang = normalize_lang(lang)
        self.model.set_lang(self.lang)
        self.controller.lang = self.translations.install(self.lang)
        self.details.show_tool(self.details.tool)
        self.controller.settings.set("language", self.lang)
        try:
            self.controller.save_settings()
        except (OSError, ValueError):
            pass  # remembering the choice is a convenience; the switch itself already happened
        self.retranslate_ui()
        self.language_changed.emit(self.lang)
        self._restore_focus(focus)

    def _restore_focus(self, previous: QWidget | None) -> None:
        """Focus goes back where it was, never into the editable Persona box (a typed letter there would
        switch the persona)."""
        if previous is not None and previous.isVisible() and previous.isEnabled() \
                and not self._in_persona_box(previous):
            previous.setFocus()
        elif self._in_persona_box(QApplication.focusWidget()) or QApplication.focusWidget() is None:
            self.tree.setFocus()

    def _in_persona_box(self, widget: QWidget | None) -> bool:
        return widget is not None and (widget is self.persona_combo or self.persona_combo.isAncestorOf(widget))

    # -- data ----------------------------------------------------------------------------------------

    @Slot()
    def refresh(self) -> None:
        current = self.current_tool()
        scroll = self.tree.verticalScrollBar().value()
        self.test_status.rescan(self.controller.registry)
        self.model.set_tools(self.controller.registry.all_tools())
        self._show_tests_column()
        self._warm_timer.start()
        if self.search.text().strip() or self.proxy.predicate is not None:  # both filter what a rescan changed
            self._filter(self.search.text(), force=True)
        if current is not None:
            tool = self.controller.registry.get(current.id)
            if tool is not None:
                self.details.show_tool(tool)
                if self.overrides.tool is None or not self._overrides_dirty():
                    self.overrides.show_tool(tool)
                else:  # typed edits wait: merge the outside change, show a conflict on a typed field
                    self.overrides.merge_outside(tool)
                if tool is not self.run_panel.tool:
                    self.run_panel.show_tool(tool)
                if tool is not self.tests_tab.tool:
                    self.tests_tab.show_tool(tool)
        self.tree.verticalScrollBar().setValue(scroll)
        self._update_status()
        self._update_banner()

    def _overrides_dirty(self) -> bool:
        try:
            return bool(self.overrides.pending())
        except ValueError:
            return True

    def _update_status(self) -> None:
        tools = self.controller.registry.all_tools()
        counts = {REGISTERED: 0, UNREGISTERED: 0, DISABLED: 0}
        for tool in tools:
            counts[tool.state] = counts.get(tool.state, 0) + 1
        self.counts_label.setText(self.tr("%1 registered · %2 unregistered · %3 disabled")
                                  .replace("%1", str(counts[REGISTERED])).replace("%2", str(counts[UNREGISTERED]))
                                  .replace("%3", str(counts[DISABLED])))
        self.home_label.setText(self.tr("Home: %1").replace("%1", str(self.controller.home.root)))
        self.watch_label.setText(self.tr("● watching for changes") if self.controller.watcher.active
                                 else self.tr("○ not watching"))
        self._update_cost()

    @Slot()
    def _update_cost(self) -> None:
        """``tools: N · ~T tokens / budget``, amber over the budget; the Tokens column and Details follow."""
        meter = self.controller.cost
        deck = meter.deck
        budget = self.controller.settings.context_budget()
        served = len(deck.tools) if deck is not None else 0
        total = deck.total if deck is not None else 0
        if meter.error:
            text = self.tr("tools: %1 · tokens not counted").replace("%1", str(served))
            tip = self.tr("The token counter is not available: %1").replace("%1", meter.error)
        else:
            text = (self.tr("tools: %1 · ~%2 tokens / %3").replace("%1", str(served)).replace("%2", f"{total:,}")
                    .replace("%3", f"{budget:,}"))
            if meter.counting:
                text += " " + self.tr("(counting…)")
            tip = (self.tr("What this persona's tool list costs the agent on every turn, as scriptdeck mcp serves "
                           "it (%1); as stubs: ~%2 tokens. The budget is context_budget in Settings.")
                   .replace("%1", deck.encoding if deck is not None else "").replace("%2", f"{deck.stub_total:,}"
                                                                                      if deck is not None else "0"))
        over = total > budget and not meter.error
        self.cost_label.setText(text)
        self.cost_label.setToolTip(tip + ("\n" + self.tr("Over the budget by %1 tokens: disable or hide tools, or "
                                                          "shorten the heaviest.").replace("%1", f"{total - budget:,}")
                                          if over else ""))
        self.cost_label.setProperty("over", over)
        theme.style(self.cost_label, "QLabel {{ background: {budget_bg}; color: {budget}; border-radius: 3px; "
                                     "padding: 0 6px; }}" if over else "")
        costs = deck.by_id() if deck is not None else {}
        pending = -1 if meter.counting else None
        shown = ({tool_id: cost.tokens for tool_id, cost in costs.items()}, pending)
        self.model.set_costs(lambda tool: costs[tool.id].tokens if tool.id in costs and tool.enabled
                             else pending if tool.enabled else None, self._costs_changed(shown))
        self._costs_shown = shown
        self.details.show_cost()

    def _costs_changed(self, shown: tuple[dict[str, int], int | None]) -> set[str] | None:
        """The tools whose Tokens cell (and costly-lint badge) the new figures change, or None for every row (the
        first figures, "counting…" starting or ending, or many changes). A toggled tool's row is repainted by the
        model already; after a toggle this is that one tool, so 10,000 rows are not repainted for one."""
        before = self._costs_shown
        if before is None or before[1] != shown[1]:
            return None
        old, new = before[0], shown[0]
        changed = old.keys() ^ new.keys()
        changed.update(tool_id for tool_id, tokens in new.items() if old.get(tool_id, tokens) != tokens)
        return changed if len(changed) <= 64 else None

    @Slot(bool)
    def sort_heaviest(self, on: bool = True) -> None:
        """The flat list with the Tokens column, heaviest tool first (what to disable or shorten to get under the
        budget); off: the column hides again and the tree comes back."""
        if self.heaviest_action.isChecked() != on:
            self.heaviest_action.setChecked(on)  # comes back here through toggled
            return
        header = self.tree.header()
        self.tree.setColumnHidden(TOKENS, not on)
        self.tool_actions.set_flat(on)
        if on:
            header.setSortIndicatorShown(True)
            self.tree.sortByColumn(TOKENS, Qt.SortOrder.DescendingOrder)
        else:
            header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
            self.tree.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self._fit_timer.start()

    @Slot(str)
    def _state_file_reset(self, kind: str) -> None:
        if kind == "settings":
            from scriptdeck.core.store.settings import Settings

            self.controller.settings = Settings.load(self.controller.home.settings_path)
        self.details.show_tool(self.details.tool)
        self._update_banner()

    def _update_banner(self) -> None:
        self.state_banner.check(self.controller.home)
        errors = self.controller.registry.index_errors()
        if not errors:  # a broken settings.json is in the state-files banner, with open / reset
            self.banner.hide()
            return
        lines = []
        for layer, doc in errors.items():
            lines.append(self.tr("The %1 layer's index.json cannot be read (%2). Its overrides are ignored and "
                                 "ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in "
                                 "index.json.bak) or move it aside.")
                         .replace("%1", layer_label(layer)).replace("%2", doc.error or "").replace("%3", str(doc.path)))
        self.banner.setText("\n".join(lines))
        self.banner.show()

    def _filter(self, text: str, force: bool = False) -> None:
        self.model.pause_lint(400)  # typing first; badges of newly shown rows follow when the user pauses
        current = self.current_tool()
        self.proxy.set_text(text, force=force)
        self._expand()
        if current is not None:
            self.select_tool(current.id, scroll=False)
        self.update_no_results()

    def update_no_results(self) -> None:
        """An empty list always says why: the search text, the filter menu, or both."""
        text = self.search.text().strip()
        filtered = self.proxy.predicate is not None
        empty = (bool(text) or filtered) and self.proxy.matches == 0
        if empty and text:
            self.no_results.setText(self.tr("No tool matches “%1”. Search looks at ids, both names, descriptions "
                                            "and groups; clear the box to see every tool.").replace("%1", text))
        elif empty:
            self.no_results.setText(self.tr("No tool passes the filters. Untick some in the Filter menu, or "
                                            "choose “Clear filters”."))
        self.no_results.setVisible(empty)

    def _expand(self) -> None:
        """Expand groups in order while the rows they show stay within EXPAND_ROWS and the tools they hold
        (each is asked about when its group opens) within EXPAND_TOOLS; the rest stay collapsed with their
        counts. With thousands of tools this keeps every keystroke quick; a narrow search opens everything."""
        proxy = self.proxy
        if self.model.flat:
            return  # a flat list has no groups to open
        searching = bool(self.search.text().strip()) or proxy.predicate is not None
        rows_left, tools_left = EXPAND_ROWS, EXPAND_TOOLS
        for row in range(proxy.rowCount()):
            index = proxy.index(row, 0)
            group = proxy.mapToSource(index).internalPointer()
            shown = proxy.group_matches.get(group.key, 0) if searching else len(group.children)
            rows_left -= shown
            tools_left -= len(group.children)
            if rows_left < 0 or tools_left < 0:
                break
            self.tree.expand(index)

    def current_tool(self) -> Tool | None:
        index = self.tree.currentIndex()
        return index.data(TOOL_ROLE) if index.isValid() else None

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        tool = current.data(TOOL_ROLE) if current.isValid() else None
        if tool is None or tool is self.details.tool:
            return
        left = self._unsaved_tool_id()
        if left is not None and left != tool.id:
            # typed overrides or limits for another tool: stay on it until the user says what to do with them.
            # A mouse click selects the clicked row *after* this signal, so the way back is taken again once the
            # view is done (unless answered by then): the highlighted row and the tool acted on always agree.
            self.select_tool(left)
            self._stay_on = left
            QTimer.singleShot(0, lambda: self._stay_on == left and self.select_tool(left))
            self.ask_unsaved(lambda: self.select_tool(tool.id))
            return
        self.details.show_tool(tool)
        self.overrides.show_tool(tool)
        self.run_panel.show_tool(tool)
        self.tests_tab.show_tool(tool)

    def _unsaved_tool_id(self) -> str | None:
        """The tool whose typed overrides or sandbox limits are not saved, if any."""
        if self.overrides.tool is not None and self.overrides.is_dirty():
            return self.overrides.tool.id
        sandbox = self.details.guard.sandbox
        return sandbox.tool_id if sandbox.tool_id is not None and sandbox.is_dirty() else None

    def ask_unsaved(self, then: Callable[[], object]) -> None:
        """Save / Discard / Cancel for typed overrides and sandbox limits; ``then`` runs after Save or Discard."""
        tool_id = self._unsaved_tool_id()
        tool = self.controller.registry.get(tool_id) if tool_id is not None else None
        if tool is None or self.prompt is not None:
            return
        sandbox = self.details.guard.sandbox
        overrides_dirty = self.overrides.is_dirty()

        def answer(key: str) -> None:
            self.prompt = None
            self._stay_on = None
            if key == "save":
                if overrides_dirty:
                    self.overrides.save()
                if sandbox.is_dirty():
                    sandbox.save()
                if self._unsaved_tool_id() is not None:
                    return  # a save failed; its error is shown and the edits stay
            elif key == "discard":
                self.overrides.show_tool(self.controller.registry.get(tool.id) or tool)
                sandbox.discard()
            else:
                self.tabs.setCurrentWidget(self.overrides if overrides_dirty else self.details)
                return
            then()

        name = tool.display_name(self.lang)
        if overrides_dirty:
            title, text = self.tr("Unsaved overrides"), self.tr(
                "You changed overrides of %1 and did not save them.").replace("%1", name)
            informative = self.tr("Save writes them to index.json; Discard throws the typed values away.")
        else:
            title, text = self.tr("Unsaved sandbox limits"), self.tr(
                "You changed the sandbox limits of %1 and did not save them.").replace("%1", name)
            informative = self.tr("Save writes them for this tool only; Discard throws them away.")
        self.prompt = ask_choice(self, title, text, [("save", self.tr("Save")), ("discard", self.tr("Discard"))],
                                 answer, informative=informative)

    @Slot()
    def _warm_search_step(self) -> None:
        if self.model.warm_search():  # True once every search text is built
            self._warm_timer.stop()

    def select_tool(self, tool_id: str, scroll: bool = True) -> bool:
        """Make a tool current. With ``scroll=False`` a tool inside a collapsed group is not revealed (Qt's
        auto-scroll would expand the group, and lay out all its rows, on every keystroke)."""
        for index in self.model.indexes_for(tool_id):
            proxy_index = self.proxy.mapFromSource(index)
            if not proxy_index.isValid():
                continue
            if not scroll and not self.tree.isExpanded(proxy_index.parent()):
                continue
            self.tree.setAutoScroll(scroll)
            try:
                self.tree.setCurrentIndex(proxy_index)
                self.tree.selectionModel().select(proxy_index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                                                  | QItemSelectionModel.SelectionFlag.Rows)
            finally:
                self.tree.setAutoScroll(True)
            if scroll:
                self.tree.scrollTo(proxy_index)
            return True
        return False

    def _toggle_tools(self, ids: list[str], enabled: bool) -> None:
        builtins = [i for i in ids if (t := self.controller.registry.get(i)) is not None and t.layer == "builtin"]
        if not enabled and builtins:
            self._ask_builtin_scope(ids, builtins)
            return
        self._set_enabled(ids, enabled)

    def _set_enabled(self, ids: list[str], enabled: bool, scope: str | None = None) -> None:
        from scriptdeck.core.model.manage import ManageError

        def change() -> None:
            if scope is None:
                self.controller.set_enabled(ids, enabled)
            else:
                for tool_id in ids:
                    self.controller.manage({"action": "enable" if enabled else "disable", "id": tool_id,
                                            "scope": scope})

        try:
            self.tool_actions.recorded_toggle(ids, enabled, change)  # one undoable step (Edit → Undo)
        except ManageError as error:
            self.show_error(*error.message(self.lang))
        except OSError as error:
            self.show_error(str(error), self.tr("Nothing was written; check free disk space and permissions."))

    def _ask_builtin_scope(self, ids: list[str], builtins: list[str]) -> None:
        """A builtin ships with ScriptDeck and cannot be changed itself: turning it off writes a "disabled"
        record into one of the user's layers, so the user picks which."""
        if self.prompt is not None:
            return
        registry = self.controller.registry
        names = ", ".join(tool.display_name(self.lang) for i in builtins if (tool := registry.get(i)) is not None)

        def answer(key: str) -> None:
            self.prompt = None
            if key in ("persona", "global"):
                self._set_enabled(ids, False, key)

        self.prompt = ask_choice(
            self, self.tr("Turn off a built-in tool"),
            self.tr("%1 comes with ScriptDeck. Turning it off writes a “disabled” record into one of your "
                    "index.json files; the tool itself is not changed, and ticking it again undoes this.")
            .replace("%1", names),
            [("persona", self.tr("Only for persona %1").replace("%1", self.controller.home.persona)),
             ("global", self.tr("For every persona (global)"))], answer,
            informative=self.tr("Where should it be turned off?"))

    # -- actions -------------------------------------------------------------------------------------

    def show_error(self, error: str, fix: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("ScriptDeck"), error, QMessageBox.StandardButton.Ok, self)
        if fix:
            box.setInformativeText(fix)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.last_error = (error, fix)

    def open_register_dialog(self, paths: list[Path]) -> RegisterDialog:
        dialog = RegisterDialog(self.controller, paths, self)
        dialog.registered.connect(self._registered)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._register_dialog_gone)
        self.register_dialog = dialog
        dialog.show()
        return dialog

    @Slot()
    def _register_dialog_gone(self) -> None:
        self.register_dialog = None

    @Slot(list)
    def _files_chosen(self, files: list[str]) -> None:
        self.open_register_dialog([Path(f) for f in files])

    def _registered(self, ids: list[str]) -> None:
        if ids:
            self.statusBar().showMessage(self.tr("Registered: %1").replace("%1", ", ".join(ids)), 5000)
            QTimer.singleShot(0, lambda: self.select_tool(ids[0]))

    @Slot()
    def pick_scripts(self) -> QFileDialog:
        dialog = ui_file_dialog(self, self.tr("Choose scripts to register"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        # Qt 6.11 gave these two labels mnemonics; the shipped qtbase_zh_CN.qm lacks those new strings
        for name, text in (("lookInLabel", self.tr("&Look in:")), ("fileTypeLabel", self.tr("Files of &type:"))):
            label = dialog.findChild(QLabel, name)
            if label is not None:
                label.setText(text)
        dialog.filesSelected.connect(self._files_chosen)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.file_dialog = dialog
        return dialog

    @Slot()
    def open_folder(self) -> bool:
        """Open the scripts folder (the global layer, which holds personas/) in the file manager."""
        folder = self.controller.layer_dir("global")
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.show_error(str(error), self.tr("Check the home folder's permissions."))
            return False
        if QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            return True
        self.show_error(self.tr("No file manager could be started to open %1.").replace("%1", str(folder)),
                        self.tr("Open the folder by hand, or install a file manager (xdg-open)."))
        return False

    @Slot()
    def open_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.controller, self)
        extend_settings(dialog, self.tool_actions)  # editor command, "Add to the applications menu"
        add_http_tab(dialog, self.http_server)  # SPEC §27 (http): Settings → Serve over HTTP
        dialog.applied.connect(self._settings_applied)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings_dialog = dialog
        dialog.show()
        return dialog

    @Slot()
    def open_connect_dialog(self) -> ConnectDialog:
        old, self.connect_dialog = self.connect_dialog, None
        if old is not None:
            try:
                old.close()  # one at a time: a second click replaces it
            except RuntimeError:
                pass  # already closed (and deleted)
        dialog = ConnectDialog(self.controller, self)
        dialog.show_activity.connect(self.show_activity)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.connect_dialog = dialog
        dialog.show()
        return dialog

    @Slot()
    def open_run_all_tests(self) -> RunAllTestsDialog:
        """Tools → Run all tests: one non-modal dialog, started again when opened again."""
        if self.run_all_dialog is None:
            self.run_all_dialog = RunAllTestsDialog(self.controller, self.test_status, self)
            self.run_all_dialog.tool_activated.connect(self.select_tool)
            self.run_all_dialog.runner.finished.connect(lambda _outcomes: self.tests_tab.reload())
        self.run_all_dialog.show()
        self.run_all_dialog.raise_()
        self.run_all_dialog.start()
        return self.run_all_dialog

    @Slot()
    def _show_tests_column(self) -> None:
        """The Tests column appears once any tool has test cases (it costs Name width otherwise for nothing)."""
        hidden = not self.test_status.any()
        if self.tree.isColumnHidden(TESTS) != hidden:
            self.tree.setColumnHidden(TESTS, hidden)
            self._fit_timer.start()

    def _case_saved(self, tool_id: str) -> None:
        self.test_status.rescan(self.controller.registry)
        self._show_tests_column()
        self.model.tests_changed(tool_id)
        if self.tests_tab.tool is not None and self.tests_tab.tool.id == tool_id:
            self.tests_tab.reload()

    @Slot()
    def show_activity(self) -> None:
        self.activity_dock.show()
        self.activity_dock.raise_()

    @Slot()
    def _settings_applied(self) -> None:
        self._update_cost()  # context_budget may have changed
        settings = self.controller.settings
        lang = self.settings_dialog.chosen_language if self.settings_dialog is not None else None
        if lang and lang != self.lang:  # only a language picked in the dialog; saving alone switches nothing
            self.set_language(lang)
        home_text = settings.get("home")
        persona = settings.get("persona") or self.controller.home.persona
        if home_text and Path(home_text) != self.controller.home.root:
            self.controller.switch_home(Home(Path(home_text), self.controller.home.forced, persona))
        elif persona != self.controller.home.persona:
            self.controller.set_persona(persona)
        else:
            self.controller.reload_layers()
        self._fill_personas()

    def _fill_personas(self) -> None:
        self.persona_combo.blockSignals(True)
        self.persona_combo.clear()
        self.persona_combo.addItems(self.controller.personas())
        self.persona_combo.setCurrentText(self.controller.home.persona)
        self.persona_combo.blockSignals(False)

    @Slot()
    def _persona_chosen(self) -> None:
        name = self.persona_combo.currentText().strip()
        if name and name != self.controller.home.persona:
            self.controller.set_persona(name)
            self._fill_personas()

    # -- drag and drop -------------------------------------------------------------------------------

    # Files are copied, never moved: a drop is accepted only as a copy, so a file manager that honours the
    # drop action never deletes the user's originals.

    @staticmethod
    def _accept_copy(event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> bool:
        data = event.mimeData()
        if not (data.hasUrls() and any(u.isLocalFile() for u in data.urls())) \
                or not event.possibleActions() & Qt.DropAction.CopyAction:
            event.ignore()
            return False
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._accept_copy(event):
            self.drop_hint.setGeometry(self.centralWidget().rect().adjusted(8, 8, -8, -8))  # type: ignore[union-attr]  # set in __init__
            self.drop_hint.raise_()
            self.drop_hint.show()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        self._accept_copy(event)

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:  # noqa: N802
        self.drop_hint.hide()
        super().dragLeaveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self.drop_hint.hide()
        if not self._accept_copy(event):
            return
        self.open_register_dialog([Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()])

    # -- closing -------------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self._closing_confirmed and self._close_questions(event):
            return
        self.activity.stop()
        self.tests_tab.runner.cancel()  # test cases still running end with the window, as runs do
        if self.run_all_dialog is not None:
            self.run_all_dialog.runner.cancel()
        self.controller.close()
        super().closeEvent(event)

    def _close_questions(self, event: QCloseEvent) -> bool:
        """Ask before closing throws typed overrides away or kills running tools; True when the close waits."""
        if self.prompt is not None:
            event.ignore()
            return True
        if self._unsaved_tool_id() is not None:
            event.ignore()
            self.ask_unsaved(self.close)
            return True
        running = [run for run in self.controller.runs.runs if run.running]
        if running:
            event.ignore()

            def answer(key: str) -> None:
                self.prompt = None
                if key == "stop":
                    self._closing_confirmed = True
                    self.close()

            names = sorted({run.plan.tool_id for run in running})
            self.prompt = ask_choice(
                self, self.tr("Tools are still running"),
                self.tr("%1 run(s) still going (%2). Closing stops them and their output is lost.")
                .replace("%1", str(len(running))).replace("%2", ", ".join(names)),
                [("stop", self.tr("Stop them and close"))], answer)
            return True
        return False

    # -- the Name column -------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_name_column()
        return super().eventFilter(watched, event)

    @Slot()
    def _fit_short_columns(self) -> None:
        for column in SHORT_COLUMNS:
            self.tree.resizeColumnToContents(column)

    @Slot()
    def _fit_name_column(self) -> None:
        """Name fills the width the other columns leave (like Stretch, but it can still be dragged)."""
        header = self.tree.header()
        width = self.tree.viewport().width()
        short = sum(header.sectionSize(c) for c in range(2, header.count()) if not header.isSectionHidden(c))
        self._fitting = True
        try:
            # a narrow list gives up Id width (down to ID_MIN_WIDTH) before names are cut
            if self._name_hint is None:
                self._name_hint = self.tree.sizeHintForColumn(0)
            wanted = max(NAME_MIN_WIDTH, min(self._name_hint, width - short - ID_MIN_WIDTH))
            id_width = max(ID_MIN_WIDTH, min(ID_WIDTH, width - short - wanted))
            header.resizeSection(1, id_width)
            header.resizeSection(0, max(NAME_MIN_WIDTH, width - short - id_width))
        finally:
            self._fitting = False

    def _forget_name_hint(self, *_args: object) -> None:
        self._name_hint = None

    def _names_changed(self, first: QModelIndex, *_args: object) -> None:
        if first.column() <= NAME:
            self._name_hint = None

    def _section_resized(self, column: int, _old: int, new: int) -> None:
        if getattr(self, "_fitting", False):
            return
        if column == 0 and new < NAME_MIN_WIDTH:
            self.tree.header().resizeSection(0, NAME_MIN_WIDTH)
        elif column != 0:
            self._fit_name_column()
