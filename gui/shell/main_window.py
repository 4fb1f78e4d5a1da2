"""The main window. It only assembles: the toolbar and menus from the action modules (:mod:`.actions`), the tool
list (:class:`DeckView`), the Details / Overrides / Run / Tests tabs, the banners, the status bar from its parts,
drops, the questions queue and the unsaved-edits guard, and keeps the panes on the tool the user chose."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.deck.deck_view import DeckView
from scriptdeck.gui.deck.tool_model import TESTS
from scriptdeck.gui.guard.state_banner import IndexBanner, StateFilesBanner
from scriptdeck.gui.inspect.details import DetailsPane
from scriptdeck.gui.inspect.overrides import OverridesEditor
from scriptdeck.gui.palette.palette import attach_palette  # palette: Ctrl+K
from scriptdeck.gui.run.activity import ActivityView
from scriptdeck.gui.run.run_panel import RunPanel
from scriptdeck.gui.run.tests_tab import TestsTab
from scriptdeck.gui.services.changes import Changes
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.http_server import ManagedHttpServer  # SPEC §27 (http)
from scriptdeck.gui.services.i18n import Translations
from scriptdeck.gui.services.tests_status import TestStatus
from scriptdeck.gui.settings.http_serve import HttpStatusLabel  # SPEC §27 (http)
from scriptdeck.gui.shell.drop_handler import DropHandler
from scriptdeck.gui.shell.persona_box import PersonaBox
from scriptdeck.gui.shell.prompts import PromptQueue
from scriptdeck.gui.shell.status_bar import StatusBar
from scriptdeck.gui.shell.tool_actions import ToolActions
from scriptdeck.gui.shell.tray import DeckTray
from scriptdeck.gui.shell.unsaved import UnsavedGuard
from scriptdeck.gui.shell.window_dialogs import WindowDialogs
from scriptdeck.gui.skills.skills_dock import SkillsDock
from scriptdeck.gui.widgets.common import Retranslatable


class MainWindow(Retranslatable, QMainWindow):
    language_changed = Signal(str)

    def __init__(self, controller: Controller, translations: Translations) -> None:
        super().__init__()
        self.controller = controller
        self.translations = translations
        self.dialogs = WindowDialogs(self)  # Register, Settings, Connect, Run all tests, Agent activity
        self.test_status = TestStatus(self)  # how each tool's test cases last went (SPEC §21)
        self.test_status.follow(controller)  # test files changed on disk drop the outcomes they no longer hold
        self.prompts = PromptQueue(self)  # the window's questions, one at a time
        self.unsaved = UnsavedGuard(self)
        self.stay_on: str | None = None  # the tool with unsaved edits the tree returns to while asking
        self._closing_confirmed = False
        self.instance_server: QObject | None = None  # issue 45: answers `scriptdeck palette` (gui/app.py)
        self.tray: DeckTray | None = None  # issue 45: where the desktop has a tray (gui/app.py)
        self.setAcceptDrops(True)
        self._fit_to_screen(1180, 760)
        self._build_body()
        self.status = StatusBar(controller, self)
        self.setStatusBar(self.status)
        self.cost_label = self.status.cost
        self.http_server = ManagedHttpServer(controller.home, self)  # SPEC §27 (http): Serve over HTTP
        self.status.add_part(HttpStatusLabel(self.http_server))
        self._build_activity()
        self.skills_dock = SkillsDock(controller, self)  # Agent Skills beside the tools (SPEC §28), View → Skills
        controller.changed.connect(self.on_changes)
        controller.error.connect(self.show_error)
        controller.message.connect(lambda text: self.status.showMessage(text, 8000))
        controller.cost.changed.connect(self._costs_changed)
        # menus, toolbar actions, context menu, shortcuts, undo, filters, remembered layout: gui/shell/actions/
        self.tool_actions = actions = ToolActions(self)
        # the actions other parts and tests know by these names
        self.add_action, self.refresh_action = actions.file.add_action, actions.view.refresh_action
        self.open_folder_action, self.settings_action = actions.file.open_folder_action, actions.file.settings_action
        self.connect_action, self.language_actions = actions.file.connect_action, actions.view.language_actions
        # palette: Ctrl+K opens the quick-run palette (gui/palette); its runs take the run panel's own path
        self.quick_run = attach_palette(self, controller, self.run_panel.start_run, self.open_in_run_panel)
        self._build_toolbar()
        self.refresh()
        self._costs_changed()
        self.deck.expand()
        self.retranslate_ui()
        self.deck.fitter.fit_short_columns()  # the first frame already fits them; later changes refit after 100 ms
        tools = controller.registry.registered()
        if tools:
            self.select_tool(tools[0].id)
        self.tree.setFocus()  # the list first: typing goes to the search only after Ctrl+F or /

    def open_in_run_panel(self, tool_id: str, args: object) -> None:  # palette: the result's "Open in run panel"
        if self.reveal_tool(tool_id):
            self.tabs.setCurrentWidget(self.run_panel)
            self.run_panel.set_arguments(args)

    @property
    def lang(self) -> str:
        """The UI language: held once, by the controller (panes and models read it from there)."""
        return self.controller.lang

    @property
    def prompt(self) -> QMessageBox | None:
        """The question open now, if any."""
        return self.prompts.current

    def _fit_to_screen(self, width: int, height: int) -> None:
        """Open at the preferred size, but never larger than the screen's free area (high scale factors)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            width = min(width, free.width() - 40)  # room for the window frame
            height = min(height, free.height() - 60)
        self.setMinimumSize(min(640, width), min(420, height))
        self.resize(width, height)

    # -- building ----------------------------------------------------------------------------------

    def _build_toolbar(self) -> None:
        actions = self.tool_actions
        bar = QToolBar()
        bar.setObjectName("main-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(bar)
        self.toolbar = bar
        bar.addActions([actions.file.new_action, self.add_action, self.refresh_action, self.open_folder_action])
        bar.addSeparator()
        self.persona_box = PersonaBox(self.controller)
        self.persona_combo = self.persona_box.combo
        bar.addWidget(self.persona_box)
        bar.addSeparator()
        bar.addWidget(actions.language_button)
        bar.addActions([self.connect_action, self.activity_action, self.settings_action])

    def _build_body(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        self.banner = IndexBanner(self.controller)  # a layer's index.json that does not parse
        layout.addWidget(self.banner)
        self.state_banner = StateFilesBanner()  # settings.json, sandbox.json, trust store that do not parse
        self.state_banner.reset_file = self.controller.ops.reset_state_file
        self.state_banner.reset_done.connect(self._state_file_reset)
        layout.addWidget(self.state_banner)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.deck = DeckView(self.controller)
        self.deck.chosen_by_user.connect(self._chosen_by_user)
        self.deck.shown_changed.connect(self._show_panes)
        # the names other parts and tests know them by
        self.tree, self.model, self.proxy = self.deck.tree, self.deck.model, self.deck.proxy
        self.search, self.no_results = self.deck.search, self.deck.no_results
        splitter.addWidget(self.deck)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("detail-tabs")
        self.details = DetailsPane(self.controller)
        self.overrides = OverridesEditor(self.controller)
        self.run_panel = RunPanel(self.controller)
        self.tests_tab = TestsTab(self.controller, self.test_status, ask=self.prompts.ask)
        for pane in (self.details, self.overrides, self.run_panel, self.tests_tab):
            self.tabs.addTab(pane, "")
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
        splitter.setSizes([600, 580])  # at 900 px wide every column of the list still fits
        self.splitter = splitter
        layout.addWidget(splitter, 1)
        self.setCentralWidget(central)
        self.drops = DropHandler(central)
        self.drops.dropped.connect(lambda paths: self.dialogs.open_register_dialog(paths))
        self.installEventFilter(self.drops)  # the window's drag and drop events go to the handler
        self.drop_hint = self.drops.hint

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

    # -- text ----------------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("ScriptDeck — script tools for AI agents"))
        self.tabs.tabBar().setAccessibleName(self.tr("Tool panes"))
        overflow = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")  # the » of a narrow window
        if overflow is not None:
            overflow.setAccessibleName(self.tr("More toolbar actions"))
        self.activity_dock.setWindowTitle(self.tr("Agent activity"))
        self.activity_action.setToolTip(self.tr("Every run of every tool, live: from agents, tool-call and this window"))
        for at, text in enumerate((self.tr("Details"), self.tr("Overrides"), self.tr("Run"), self.tr("Tests"))):
            self.tabs.setTabText(at, text)
        self.drops.retranslate_ui()
        self.status.refresh()
        self._update_banners()

    def set_language(self, lang: str) -> None:
        """Switch the UI language live; every open widget is relabelled."""
        from scriptdeck.core.contract.i18n import normalize_lang

        focus = QApplication.focusWidget()
        # the language every pane reads is set before Qt's LanguageChange reaches the panes
        self.controller.lang = normalize_lang(lang)
        self.model.set_lang(self.lang)
        self.controller.lang = self.translations.install(self.lang)
        self.details.show_tool(self.details.tool)
        self.controller.remember_language(self.lang)
        self.retranslate_ui()
        self.language_changed.emit(self.lang)
        self._restore_focus(focus)

    def _restore_focus(self, previous: QWidget | None) -> None:
        """Focus goes back where it was, never into the editable Persona box (a typed letter there would
        switch the persona)."""
        if previous is not None and previous.isVisible() and previous.isEnabled() \
                and not self.persona_box.holds(previous):
            previous.setFocus()
        elif self.persona_box.holds(QApplication.focusWidget()) or QApplication.focusWidget() is None:
            self.tree.setFocus()

    # -- the chosen tool and the panes -----------------------------------------------------------------

    def on_changes(self, changes: Changes) -> None:
        """The window's one slot on ``Controller.changed``: the list follows a rescan."""
        if changes.registry:
            self.refresh()

    @Slot()
    def refresh(self) -> None:
        """The registry changed: the list, the counts and the panes follow (the panes show the chosen tool as
        it is now, unless the filter hides it)."""
        self.test_status.rescan(self.controller.registry)
        self.deck.set_tools(self.controller.registry.all_tools())
        self._show_tests_column()
        self._update_banners()

    def current_tool(self) -> Tool | None:
        return self.deck.current_tool()

    def select_tool(self, tool_id: str, scroll: bool = True) -> bool:
        """Choose a tool as the user does (typed edits of another tool ask first; False then, and while the tool
        is hidden by the search or filters)."""
        left = self.unsaved.tool_id()
        if left is not None and left != tool_id:
            self._chosen_by_user(tool_id)
            return False
        return self.deck.select_tool(tool_id, scroll)

    def reveal_tool(self, tool_id: str) -> bool:
        """Choose a tool the user just made or asked for; a search or filter that hides it is cleared first. When
        it is in the list and only typed edits of another tool held it back (the guard asks), the search and filters
        stay as the user set them."""
        if self.select_tool(tool_id):
            return True
        if self.controller.registry.get(tool_id) is None or self.deck.is_listed(tool_id):
            return False
        self.tool_actions.view.clear_filters()
        self.search.clear()
        found = self.select_tool(tool_id)
        if found:
            self.status.showMessage(self.tr("The search and filters were cleared to show %1.").replace("%1", tool_id),
                                    8000)
        return found

    @Slot(str)
    def _chosen_by_user(self, tool_id: str) -> None:
        left = self.unsaved.tool_id()
        if left is not None and left != tool_id:
            # typed overrides or limits for another tool: stay on it until the user says what to do with them.
            # A mouse click selects the clicked row *after* this signal, so the way back is taken again once the
            # view is done (unless answered by then): the highlighted row and the tool acted on always agree.
            self.deck.select_tool(left)
            self.stay_on = left
            QTimer.singleShot(0, lambda: self.stay_on == left and self.deck.select_tool(left))
            self.unsaved.ask(lambda: self.deck.select_tool(tool_id))
            return
        self.deck.select_tool(tool_id)

    def _show_panes(self, tool_id: str | None) -> None:
        tool = self.controller.registry.get(tool_id) if tool_id is not None else None
        self.details.show_tool(tool)
        overrides = self.overrides
        if overrides.tool is not None and overrides.is_dirty() and (tool is None or tool.id != overrides.tool.id):
            pass  # typed overrides are never dropped: they stay until saved or discarded (the guard asks)
        elif tool is not None and overrides.tool is not None and overrides.tool.id == tool.id and overrides.is_dirty():
            overrides.merge_outside(tool)  # typed edits wait: an outside change merges, or shows a conflict
        else:
            overrides.show_tool(tool)
        if tool is not self.run_panel.tool:
            self.run_panel.show_tool(tool)
        if tool is not self.tests_tab.tool:
            self.tests_tab.show_tool(tool)

    # -- tests and costs in the list -------------------------------------------------------------------

    @Slot()
    def _show_tests_column(self) -> None:
        """The Tests column appears once any tool has test cases (it costs Name width otherwise for nothing)."""
        hidden = not self.test_status.any()
        if self.tree.isColumnHidden(TESTS) != hidden:
            self.tree.setColumnHidden(TESTS, hidden)
            self.deck.fitter.fit_timer.start()

    def _case_saved(self, tool_id: str) -> None:
        self.test_status.rescan(self.controller.registry)
        self._show_tests_column()
        self.model.tests_changed(tool_id)
        if self.tests_tab.tool is not None and self.tests_tab.tool.id == tool_id:
            self.tests_tab.reload()

    @Slot()
    def _costs_changed(self) -> None:
        self.deck.model_costs(self.controller.cost)
        self.details.show_cost()

    def sort_heaviest(self, on: bool = True) -> None:
        self.tool_actions.view.sort_heaviest(on)

    @property
    def heaviest_action(self):  # type: ignore[no-untyped-def]  # the View menu's action, by its old name
        return self.tool_actions.view.heaviest_action

    # -- banners ---------------------------------------------------------------------------------------

    @Slot(str)
    def _state_file_reset(self, _kind: str) -> None:
        self.details.show_tool(self.details.tool)
        self._update_banners()

    def _update_banners(self) -> None:
        self.state_banner.check(self.controller.home)
        self.banner.update_text()

    # -- dialogs ---------------------------------------------------------------------------------------

    def show_error(self, error: str, fix: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("ScriptDeck"), error, QMessageBox.StandardButton.Ok, self)
        if fix:
            box.setInformativeText(fix)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.last_error = (error, fix)

    # -- closing -------------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self._closing_confirmed and self.unsaved.close_waits(event):
            return
        self.activity.stop()
        self.tests_tab.runner.cancel()  # test cases still running end with the window, as runs do
        self.dialogs.cancel_runs()
        self.controller.close()
        super().closeEvent(event)
