"""The main window: toolbar, search, the tool tree, details/overrides tabs, banner and status bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QActionGroup, QDesktopServices, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
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
from scriptdeck.gui.controller import Controller
from scriptdeck.gui.details import DetailsPane
from scriptdeck.gui.i18n import LANGUAGES, Translations
from scriptdeck.gui.overrides import OverridesEditor
from scriptdeck.gui.register_dialog import RegisterDialog
from scriptdeck.gui.run_panel import RunPanel
from scriptdeck.gui.settings_dialog import SettingsDialog
from scriptdeck.gui.tool_model import TOOL_ROLE, ToolFilterProxy, ToolTreeModel
from scriptdeck.gui.widgets import Retranslatable

EXPAND_ROWS = 300  # tool rows opened at most by a search (about a few screens)
EXPAND_TOOLS = 3000  # tools filtered at most to open groups


class MainWindow(Retranslatable, QMainWindow):
    language_changed = Signal(str)

    def __init__(self, controller: Controller, translations: Translations) -> None:
        super().__init__()
        self.controller = controller
        self.translations = translations
        self.lang = translations.lang
        self.register_dialog: RegisterDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.setAcceptDrops(True)
        self.resize(1180, 760)
        self._build_toolbar()
        self._build_body()
        self._build_status()
        self.model.on_toggle = self._toggle_tools
        controller.registry_changed.connect(self.refresh)
        controller.error.connect(self.show_error)
        self.refresh()
        self._expand()
        self.retranslate_ui()
        self._select_first()

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
        self.persona_combo.lineEdit().editingFinished.connect(self._persona_chosen)
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
        layout.setContentsMargins(6, 6, 6, 6)
        self.banner = QLabel()
        self.banner.setObjectName("index-banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel { background: #fdecea; color: #7a1a12; border: 1px solid #f5c2bd;"
                                  " border-radius: 4px; padding: 6px; }")
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.banner.hide()
        layout.addWidget(self.banner)
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.model = ToolTreeModel(self.controller.lint, self, lint_cached=self.controller.lint_cached)
        self._warm_timer = QTimer(self, interval=15)  # builds search texts in idle time after each reload
        self._warm_timer.timeout.connect(lambda: self.model.warm_search() and self._warm_timer.stop())
        self.model.lang = self.lang
        self.proxy = ToolFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.tree = QTreeView()
        self.tree.setObjectName("tool-tree")
        self.tree.setModel(self.proxy)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column, width in ((1, 130), (2, 64), (3, 60), (4, 76)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, width)
        self.tree.selectionModel().currentChanged.connect(self._current_changed)
        splitter.addWidget(self.tree)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("detail-tabs")
        self.details = DetailsPane(self.controller)
        self.overrides = OverridesEditor(self.controller)
        self.run_panel = RunPanel(self.controller)
        self.tabs.addTab(self.details, "")
        self.tabs.addTab(self.overrides, "")
        self.tabs.addTab(self.run_panel, "")
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([560, 620])
        layout.addWidget(splitter, 1)
        self.setCentralWidget(central)

    def _build_status(self) -> None:
        self.counts_label = QLabel()
        self.home_label = QLabel()
        self.watch_label = QLabel()
        bar = self.statusBar()
        bar.addWidget(self.counts_label)
        bar.addWidget(self.home_label, 1)
        bar.addPermanentWidget(self.watch_label)

    # -- text ----------------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("ScriptDeck — script tools for AI agents"))
        self.add_action.setText(self.tr("Add scripts…"))
        self.add_action.setToolTip(self.tr("Register script files (you can also drop them on the window)"))
        self.refresh_action.setText(self.tr("Refresh"))
        self.open_folder_action.setText(self.tr("Open folder"))
        self.open_folder_action.setToolTip(self.tr("Open the persona's scripts folder"))
        self.settings_action.setText(self.tr("Settings…"))
        self.persona_label.setText(self.tr("Persona:") + " ")
        self.language_button.setText(self.tr("Language"))
        self.search.setPlaceholderText(self.tr("Search by id, name, description or group…"))
        self.tabs.setTabText(0, self.tr("Details"))
        self.tabs.setTabText(1, self.tr("Overrides"))
        self.tabs.setTabText(2, self.tr("Run"))
        for lang, action in self.language_actions.items():
            action.setChecked(lang == self.lang)
        self._update_status()
        self._update_banner()

    def set_language(self, lang: str) -> None:
        """Switch the UI language live; every open widget is relabelled."""
        self.lang = self.translations.install(lang)
        self.controller.lang = self.lang
        self.model.set_lang(self.lang)
        self.details.set_lang(self.lang)
        self.controller.settings.set("language", self.lang)
        try:
            self.controller.save_settings()
        except (OSError, ValueError):
            pass  # remembering the choice is a convenience; the switch itself already happened
        self.retranslate_ui()
        self.language_changed.emit(self.lang)

    # -- data ----------------------------------------------------------------------------------------

    def refresh(self) -> None:
        current = self.current_tool()
        scroll = self.tree.verticalScrollBar().value()
        self.model.set_tools(self.controller.registry.all_tools())
        self._warm_timer.start()
        if self.search.text().strip():
            self._filter(self.search.text(), force=True)
        if current is not None:
            tool = self.controller.registry.get(current.id)
            if tool is not None:
                self.details.show_tool(tool)
                if self.overrides.tool is None or not self._overrides_dirty():
                    self.overrides.show_tool(tool)
                if tool is not self.run_panel.tool:
                    self.run_panel.show_tool(tool)
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

    def _update_banner(self) -> None:
        errors = self.controller.registry.index_errors()
        settings_error = self.controller.settings.error
        if not errors and not settings_error:
            self.banner.hide()
            return
        lines = []
        if settings_error:
            lines.append(self.tr("ScriptDeck's settings file cannot be read (%1); settings will not be saved until it "
                                 "is repaired. Fix: repair or remove %2.")
                         .replace("%1", settings_error).replace("%2", str(self.controller.settings.path)))
        for layer, doc in errors.items():
            lines.append(self.tr("The %1 layer's index.json cannot be read (%2). Its overrides are ignored and "
                                 "ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in "
                                 "index.json.bak) or move it aside.")
                         .replace("%1", layer).replace("%2", doc.error or "").replace("%3", str(doc.path)))
        self.banner.setText("\n".join(lines))
        self.banner.show()

    def _filter(self, text: str, force: bool = False) -> None:
        self.model.pause_lint(400)  # typing first; badges of newly shown rows follow when the user pauses
        current = self.current_tool()
        self.proxy.set_text(text, force=force)
        self._expand()
        if current is not None:
            self.select_tool(current.id, scroll=False)

    def _expand(self) -> None:
        """Expand groups in order while the rows they show stay within EXPAND_ROWS and the tools they hold
        (each is asked about when its group opens) within EXPAND_TOOLS; the rest stay collapsed with their
        counts. With thousands of tools this keeps every keystroke quick; a narrow search opens everything."""
        proxy = self.proxy
        searching = bool(self.search.text().strip())
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
        if tool is not None and tool is not self.details.tool:
            self.details.show_tool(tool)
            self.overrides.show_tool(tool)
            self.run_panel.show_tool(tool)

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
        from scriptdeck.core.model.manage import ManageError

        try:
            self.controller.set_enabled(ids, enabled)
        except ManageError as error:
            self.show_error(*error.message(self.lang))
        except OSError as error:
            self.show_error(str(error), self.tr("Nothing was written; check free disk space and permissions."))

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
        dialog.destroyed.connect(lambda: setattr(self, "register_dialog", None))
        self.register_dialog = dialog
        dialog.show()
        return dialog

    def _registered(self, ids: list[str]) -> None:
        if ids:
            self.statusBar().showMessage(self.tr("Registered: %1").replace("%1", ", ".join(ids)), 5000)
            QTimer.singleShot(0, lambda: self.select_tool(ids[0]))

    def pick_scripts(self) -> None:
        dialog = QFileDialog(self, self.tr("Choose scripts to register"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.filesSelected.connect(lambda files: self.open_register_dialog([Path(f) for f in files]))
        dialog.open()

    def open_folder(self) -> None:
        folder = self.controller.layer_dir("persona")
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def open_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.controller, self)
        dialog.applied.connect(self._settings_applied)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings_dialog = dialog
        dialog.show()
        return dialog

    def _settings_applied(self) -> None:
        settings = self.controller.settings
        lang = settings.get("language")
        if lang and lang != self.lang:
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

    def _persona_chosen(self) -> None:
        name = self.persona_combo.currentText().strip()
        if name and name != self.controller.home.persona:
            self.controller.set_persona(name)
            self._fill_personas()

    # -- drag and drop -------------------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if event.mimeData().hasUrls() and any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802, ANN001
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        self.open_register_dialog(paths)

    def closeEvent(self, event) -> None:  # noqa: N802, ANN001
        self.controller.close()
        super().closeEvent(event)
