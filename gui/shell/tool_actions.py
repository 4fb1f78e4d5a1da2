"""What the user does *to* tools from the window, assembled from one module per menu (:mod:`.actions`): the menu
bar (File, Edit, View, Tools, Help), the tools' context menu, the keyboard shortcuts, the first-run hint and the
remembered layout. Each change is a Controller operation (:mod:`scriptdeck.gui.services.ops`) on the tool
id captured when the user chose; the undo history is :mod:`scriptdeck.gui.services.undo`.

Other parts add their actions here by module (``self.<module>``) and to a menu with ``menu.addAction``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu, QToolButton, QWidget
from scriptdeck.gui.deck.empty_hint import EmptyHint
from scriptdeck.gui.services.changes import Changes
from scriptdeck.gui.shell.actions.change import ChangeActions, names_of
from scriptdeck.gui.shell.actions.context_menu import open_context_menu
from scriptdeck.gui.shell.actions.edit import EditActions
from scriptdeck.gui.shell.actions.file import FileActions
from scriptdeck.gui.shell.actions.help import HelpActions
from scriptdeck.gui.shell.actions.tools import ToolsActions
from scriptdeck.gui.shell.actions.view import ViewActions
from scriptdeck.gui.shell.layout_memory import restore_layout, save_layout

if TYPE_CHECKING:  # the window builds its actions: a type only, never an import cycle
    from scriptdeck.core.model.tool import Tool
    from scriptdeck.gui.shell.main_window import MainWindow


class ToolActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.last_menu: QMenu | None = None
        self.edit = EditActions(window)
        self.change = ChangeActions(window)
        self.file = FileActions(window, self.edit)
        self.view = ViewActions(window)
        self.tools = ToolsActions(window)
        self.help = HelpActions(window)
        self.modules = (self.file, self.edit, self.change, self.view, self.tools, self.help)
        self._expose()
        self._build_menus()
        self._build_shortcuts()
        self.empty_hint = EmptyHint(self.controller, window.tree)
        tree = window.tree
        tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        tree.customContextMenuRequested.connect(self._context_menu)
        header = tree.header()
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        tree.setSortingEnabled(True)
        # the arrow's room would widen the fitted columns from the start: it shows once the user sorts
        header.setSortIndicatorShown(False)
        header.sectionClicked.connect(lambda _section: header.setSortIndicatorShown(True))
        tree.selectionModel().currentChanged.connect(lambda *_: self.update_enabled())
        self.controller.changed.connect(self.on_changes)
        window.details.fix_applied.connect(self._fix_applied)
        window.installEventFilter(self)
        restore_layout(window)
        self.retranslate_ui()
        self.empty_hint.update_hint()

    def _expose(self) -> None:
        """The actions and entry points under the names the window, its tests and other parts know them by."""
        for module in self.modules:
            for name, value in vars(module).items():
                if name.endswith("_action") or name.endswith("_actions"):
                    setattr(self, name, value)
        edit, change, view, help_ = self.edit, self.change, self.view, self.help
        self.history = edit.history
        self.edit_header, self.open_in_editor, self.reveal = edit.edit_header, edit.open_in_editor, edit.reveal
        self.copy_id, self.copy_path, self.save_current = edit.copy_id, edit.copy_path, edit.save_current
        self.unregister, self.register_copy = change.unregister, change.register_copy
        self.ask_remove, self.delete_file = change.ask_remove_current, change.delete_file
        self.filters, self.set_flat, self.clear_filters = view.filters, view.set_flat, view.clear_filters
        self._apply_filters, self.filter_button, self.set_filter = view.apply_filters, view.filter_button, view.set_filter
        self.language_button = view.language_button
        self.new_tool, self._created = self.file.new_tool, self.file.created
        self.show_shortcuts, self.show_header_format = help_.show_shortcuts, help_.show_header_format
        self.show_about = help_.show_about

    @property
    def launcher(self) -> Any:
        """How editors and the file manager are started (tests put a fake one here)."""
        return self.edit.launcher

    @launcher.setter
    def launcher(self, launcher: Any) -> None:
        self.edit.launcher = launcher

    @property
    def header_editor(self) -> Any:
        return self.edit.header_editor

    @property
    def new_dialog(self) -> Any:
        return self.file.new_dialog

    @property
    def page(self) -> QWidget | None:
        return self.help.page

    def _build_menus(self) -> None:
        bar = self.window.menuBar()
        self.file_menu = bar.addMenu("")
        self.file.fill(self.file_menu)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.setObjectName("edit-menu")
        self.edit.fill(self.edit_menu, self.change.remove_action)
        self.view_menu = bar.addMenu("")
        self.view.fill(self.view_menu)
        self.tools_menu = bar.addMenu("")
        self.tools_menu.setObjectName("tools-menu")
        self.tools.fill(self.tools_menu)
        self.help_menu = bar.addMenu("")
        self.help.fill(self.help_menu)

    def _build_shortcuts(self) -> None:
        window = self.window
        self.shortcuts: dict[str, QShortcut] = {}

        def bind(name: str, keys: str, slot: Any, parent: QWidget | None = None,
                 context: Qt.ShortcutContext = Qt.ShortcutContext.WindowShortcut) -> None:
            shortcut = QShortcut(QKeySequence(keys), parent or window)
            shortcut.setContext(context)
            shortcut.activated.connect(slot)
            self.shortcuts[name] = shortcut

        def on_tool(slot: Any) -> Any:
            return lambda: (tool := window.current_tool()) is not None and slot(tool.id)

        bind("find", "Ctrl+F", self.focus_search)
        bind("slash", "/", self.focus_search)
        bind("escape", "Esc", window.search.clear, window.search, Qt.ShortcutContext.WidgetShortcut)
        bind("save", "Ctrl+S", self.edit.save_current)
        bind("delete", "Del", self.change.ask_remove_current, window.tree, Qt.ShortcutContext.WidgetShortcut)
        bind("rename", "F2", on_tool(self.edit.edit_display_name))
        bind("run", "Return", self.run_form, window.run_panel, Qt.ShortcutContext.WidgetWithChildrenShortcut)
        bind("run-enter", "Enter", self.run_form, window.run_panel, Qt.ShortcutContext.WidgetWithChildrenShortcut)
        bind("menu", "Shift+F10", lambda: self._context_menu(window.tree.visualRect(window.tree.currentIndex())
                                                               .center()), window.tree,
             Qt.ShortcutContext.WidgetShortcut)

    def retranslate_ui(self) -> None:
        for module in self.modules:
            module.retranslate_ui()
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.tools_menu.setTitle(self.tr("&Tools"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.update_enabled()
        self.empty_hint.update_hint()
        QTimer.singleShot(0, self._tidy_menubar)

    def _tidy_menubar(self) -> None:
        """Qt leaves the menu bar's overflow (») menu filled from an earlier, narrower layout while its button is
        hidden; empty it then, so what the window holds does not depend on how it got to its language."""
        try:
            button = self.window.menuBar().findChild(QToolButton, "qt_menubar_ext_button")
        except RuntimeError:
            return  # the window is gone
        if button is not None and button.isHidden() and button.menu() is not None:
            button.menu().clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # only identity checks and a few event types: this also sees events while the window is torn down
        kind = event.type()
        if kind == QEvent.Type.LanguageChange and watched is self.window:
            self.retranslate_ui()
        elif kind == QEvent.Type.Close and watched is self.window:
            self.save_layout()
        return False

    # -- state -------------------------------------------------------------------------------------------

    def tool(self) -> Tool | None:
        return self.window.current_tool()

    def on_changes(self, changes: Changes) -> None:
        if changes.registry:
            self.update_enabled()

    def update_enabled(self) -> None:
        tool = self.window.current_tool()
        self.edit.update_enabled(tool is not None, editable=tool is not None and not tool.layer.startswith("library:"))
        self.change.update_enabled(tool)

    _update_enabled = update_enabled

    def names(self, ids: list[str]) -> str:
        return names_of(self.controller, ids)

    def save_layout(self) -> None:
        save_layout(self.window)

    def _context_menu(self, pos: QPoint) -> QMenu | None:
        return open_context_menu(self, pos)

    def focus_search(self) -> None:
        self.window.search.setFocus()
        self.window.search.selectAll()

    def run_form(self) -> None:
        from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit

        if isinstance(QApplication.focusWidget(), (QPlainTextEdit, QTextEdit)):
            return  # Enter in the raw JSON box is a new line
        self.window.run_panel.run_now()

    def _fix_applied(self) -> None:
        """A one-click lint fix (details pane) was recorded for undo by its operation; the actions follow."""
        self.update_enabled()
