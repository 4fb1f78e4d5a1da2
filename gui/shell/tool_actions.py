"""What the user does *to* tools from the window: the menu bar (File, Edit, View, Help), the tools' context menu,
the keyboard shortcuts, new/edit/remove/copy, the undo history, the filter menu, the first-run hint and the
window's remembered layout. :func:`install` attaches it all to a :class:`MainWindow`.

Every change goes through the core (``manage_script``, ``authoring``, ``header_edit``, ``trash``, ``convert``)
and is recorded in one ``QUndoStack`` (see :mod:`scriptdeck.gui.services.undo`).
"""

from __future__ import annotations

import base64
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QToolButton, QWidget
from scriptdeck.core.model.file_snapshot import FileState, read_state
from scriptdeck.core.model.manage import ManageError
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED, Tool
from scriptdeck.gui.deck.finding import STATES, make_predicate
from scriptdeck.gui.deck.new_tool_dialog import NewToolDialog
from scriptdeck.gui.inspect.header_editor import HeaderEditor, read_only_reason
from scriptdeck.gui.services.editor_launch import Launcher, editor_argv, open_in_editor, reveal
from scriptdeck.gui.services.texts import layer_label
from scriptdeck.gui.services.undo import UndoHistory
from scriptdeck.gui.shell.help_pages import about_html, header_format_html, shortcuts_html, show_page
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import ask_choice

if TYPE_CHECKING:  # the window builds its actions: a type only, never an import cycle
    from scriptdeck.gui.shell.main_window import MainWindow

USER_LAYERS = ("persona", "global")
WINDOW_KEY = "window"  # in settings.json: geometry, splitter sizes and column widths (inside the home)


class ToolActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.history = UndoHistory(self.controller)
        self.controller.undo_history = self.history
        self.launcher = Launcher()
        self.header_editor: HeaderEditor | None = None
        self.new_dialog: NewToolDialog | None = None
        self.page: QWidget | None = None
        self.last_menu: QMenu | None = None
        self.filters: dict[str, set[str]] = {"state": set(), "layer": set(), "dialect": set(), "findings": set()}
        self._build_actions()
        self._build_menus()
        self._build_filter_button()
        self._build_shortcuts()
        self._build_empty_hint()
        tree = window.tree
        tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        tree.customContextMenuRequested.connect(self._context_menu)
        header = tree.header()
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        tree.setSortingEnabled(True)
        # the arrow's room would widen the fitted columns from the start: it shows once the user sorts
        header.setSortIndicatorShown(False)
        header.sectionClicked.connect(lambda _section: header.setSortIndicatorShown(True))
        self.controller.registry_changed.connect(self._update_empty_hint)
        window.tree.selectionModel().currentChanged.connect(lambda *_: self._update_enabled())
        window.details.fix_applied.connect(self._fix_applied)
        self._fix_seen: Any = None
        window.installEventFilter(self)
        self.restore_layout()
        self.retranslate_ui()
        self._update_enabled()
        self._update_empty_hint()

    # -- building --------------------------------------------------------------------------------------

    def _action(self, name: str, slot: Callable[[], object], shortcut: str | None = None) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        return action

    def _build_actions(self) -> None:
        stack = self.history.stack
        self.undo_action = self._action("undo", stack.undo, "Ctrl+Z")
        self.redo_action = self._action("redo", stack.redo, "Ctrl+Shift+Z")
        for signal in (stack.indexChanged, stack.cleanChanged, stack.canUndoChanged, stack.canRedoChanged):
            signal.connect(lambda *_: self._stack_texts())
        self.new_action = self._action("new-tool", self.new_tool, "Ctrl+N")
        self.edit_header_action = self._action("edit-header", self.edit_header)
        self.open_editor_action = self._action("open-in-editor", self.open_in_editor, "Ctrl+E")
        self.reveal_action = self._action("reveal", self.reveal)
        self.remove_action = self._action("remove", self.ask_remove)
        self.disable_action = self._action("disable", lambda: self.set_enabled(False))
        self.enable_action = self._action("enable", lambda: self.set_enabled(True))
        self.unregister_action = self._action("unregister", self.unregister)
        self.delete_action = self._action("delete-file", self.ask_delete)
        self.copy_persona_action = self._action("copy-to-persona", lambda: self.register_copy("persona"))
        self.copy_global_action = self._action("copy-to-global", lambda: self.register_copy("global"))
        self.copy_id_action = self._action("copy-id", self.copy_id)
        self.copy_path_action = self._action("copy-path", self.copy_path)
        self.flat_action: QAction = self._action("flat-list", self._flat_toggled)
        self.flat_action.setCheckable(True)
        self.shortcuts_action = self._action("help-shortcuts", self.show_shortcuts, "F1")
        self.header_help_action = self._action("help-header", self.show_header_format)
        self.about_action = self._action("help-about", self.show_about)
        self.quit_action = self._action("file-quit", self.window.close, "Ctrl+Q")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.run_all_tests_action = self._action("run-all-tests", self.window.open_run_all_tests)
        for action in (self.undo_action, self.redo_action, self.new_action, self.open_editor_action,
                       self.shortcuts_action, self.quit_action):
            self.window.addAction(action)
        self.window.toolbar.insertAction(self.window.add_action, self.new_action)

    def _build_menus(self) -> None:
        bar = self.window.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.addActions([self.new_action, self.window.add_action, self.window.open_folder_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.window.settings_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.setObjectName("edit-menu")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.edit_header_action, self.open_editor_action, self.reveal_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.remove_action, self.copy_id_action, self.copy_path_action])
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.flat_action)
        self.view_menu.addAction(self.window.refresh_action)
        self.tools_menu = bar.addMenu("")
        self.tools_menu.setObjectName("tools-menu")
        self.tools_menu.addAction(self.run_all_tests_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.shortcuts_action, self.header_help_action, self.about_action])

    def _build_filter_button(self) -> None:
        """A "Filter" button beside the search box."""
        window = self.window
        layout = window.body_layout
        at = layout.indexOf(window.search)
        layout.removeWidget(window.search)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(window.search, 1)
        self.filter_button = QToolButton()
        self.filter_button.setObjectName("filter-button")
        self.filter_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.filter_menu = QMenu(self.filter_button)
        self.filter_menu.aboutToShow.connect(self._fill_filter_menu)
        self.filter_button.setMenu(self.filter_menu)
        row.addWidget(self.filter_button)
        layout.insertLayout(at, row)
        self.filter_actions: dict[tuple[str, str], QAction] = {}

    @Slot()
    def _fill_filter_menu(self) -> None:
        menu = self.filter_menu
        menu.clear()
        self.filter_actions = {}
        state_names = {REGISTERED: self.tr("Enabled"), DISABLED: self.tr("Disabled"),
                       UNREGISTERED: self.tr("Not registered")}
        sections: list[tuple[str, str, list[tuple[str, str]]]] = [
            ("state", self.tr("State"), [(s, state_names[s]) for s in STATES]),
            ("layer", self.tr("Layer"), [(layer.name, layer_label(layer.name))
                                         for layer in self.controller.registry.layers]),
            ("dialect", self.tr("Dialect"), [("miyu", "Miyu"), ("pi", "pi"), ("raycast", "Raycast")]),
            ("findings", self.tr("Lint"), [("error", self.tr("Has errors")), ("warning", self.tr("Has warnings"))]),
        ]
        for kind, title, items in sections:
            menu.addSection(title)
            for value, label in items:
                action = menu.addAction(label)
                action.setCheckable(True)
                action.setChecked(value in self.filters[kind])
                action.toggled.connect(lambda on, k=kind, v=value: self.set_filter(k, v, on))
                self.filter_actions[(kind, value)] = action
        menu.addSeparator()
        menu.addAction(self.flat_action)
        clear = menu.addAction(self.tr("Clear filters"))
        clear.triggered.connect(self.clear_filters)

    def set_filter(self, kind: str, value: str, on: bool) -> None:
        (self.filters[kind].add if on else self.filters[kind].discard)(value)
        self._apply_filters()

    @Slot()
    def clear_filters(self) -> None:
        for values in self.filters.values():
            values.clear()
        self._apply_filters()

    def _apply_filters(self) -> None:
        f = self.filters
        predicate = make_predicate(f["state"], f["layer"], f["dialect"], f["findings"], self.controller.lint)
        window = self.window
        current = window.current_tool()
        window.proxy.set_predicate(predicate)
        window._expand()  # noqa: SLF001 - the window's own "open groups" rule
        if current is not None:
            window.select_tool(current.id)
        count = sum(len(v) for v in f.values())
        self.filter_button.setText(self.tr("Filter (%1)").replace("%1", str(count)) if count else self.tr("Filter"))
        window.update_no_results()

    def set_flat(self, flat: bool) -> None:
        window = self.window
        current = window.current_tool()
        self.flat_action.setChecked(flat)
        window.model.set_flat(flat)
        window.proxy.refilter()
        window._expand()  # noqa: SLF001
        if current is not None:
            window.select_tool(current.id)

    def _build_shortcuts(self) -> None:
        window = self.window
        self.shortcuts: dict[str, QShortcut] = {}

        def bind(name: str, keys: str, slot: Any, parent: QWidget | None = None,
                 context: Qt.ShortcutContext = Qt.ShortcutContext.WindowShortcut) -> None:
            shortcut = QShortcut(QKeySequence(keys), parent or window)
            shortcut.setContext(context)
            shortcut.activated.connect(slot)
            self.shortcuts[name] = shortcut

        bind("find", "Ctrl+F", self.focus_search)
        bind("slash", "/", self.focus_search)
        bind("escape", "Esc", window.search.clear, window.search, Qt.ShortcutContext.WidgetShortcut)
        bind("save", "Ctrl+S", self.save_current)
        bind("delete", "Del", self.ask_remove, window.tree, Qt.ShortcutContext.WidgetShortcut)
        bind("rename", "F2", self.edit_display_name)
        for number in (1, 2, 3):
            bind(f"tab{number}", f"Alt+{number}", lambda n=number: window.tabs.setCurrentIndex(n - 1))
        bind("run", "Return", self.run_form, window.run_panel, Qt.ShortcutContext.WidgetWithChildrenShortcut)
        bind("run-enter", "Enter", self.run_form, window.run_panel, Qt.ShortcutContext.WidgetWithChildrenShortcut)
        bind("menu", "Shift+F10", lambda: self._context_menu(window.tree.visualRect(window.tree.currentIndex())
                                                               .center()), window.tree,
             Qt.ShortcutContext.WidgetShortcut)

    def _build_empty_hint(self) -> None:
        self._viewport = self.window.tree.viewport()
        self.empty_hint = QLabel(self._viewport)
        self.empty_hint.setObjectName("empty-hint")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        theme.style(self.empty_hint, "QLabel {{ background: {empty_bg}; border: 2px dashed {empty_border};"
                                     " border-radius: 8px; color: {empty}; padding: 10px; }}")
        self._viewport.installEventFilter(self)

    # -- text ------------------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self._stack_texts()
        texts = {
            self.new_action: self.tr("New tool…"), self.edit_header_action: self.tr("Edit header…"),
            self.open_editor_action: self.tr("Open in editor"), self.reveal_action: self.tr("Reveal in file manager"),
            self.remove_action: self.tr("Remove…"), self.disable_action: self.tr("Disable"),
            self.enable_action: self.tr("Enable"), self.unregister_action: self.tr("Unregister"),
            self.delete_action: self.tr("Delete file…"),
            self.copy_persona_action: self.tr("Register a copy in this persona"),
            self.copy_global_action: self.tr("Register a copy for every persona (global)"),
            self.copy_id_action: self.tr("Copy id"), self.copy_path_action: self.tr("Copy path"),
            self.flat_action: self.tr("Flat list (each tool once)"),
            self.shortcuts_action: self.tr("Keyboard shortcuts"), self.header_help_action: self.tr("Header format"),
            self.about_action: self.tr("About ScriptDeck"),
            self.quit_action: self.tr("&Quit"),
            self.run_all_tests_action: self.tr("Run all tests"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.new_action.setToolTip(self.tr("Write a new tool from a template, register it and open it (Ctrl+N)"))
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.tools_menu.setTitle(self.tr("&Tools"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.filter_button.setToolTip(self.tr("Show only tools in a state, layer or dialect, or with lint findings"))
        count = sum(len(v) for v in self.filters.values())
        self.filter_button.setText(self.tr("Filter (%1)").replace("%1", str(count)) if count else self.tr("Filter"))
        self._update_enabled()
        self._update_empty_hint()
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

    def _stack_texts(self) -> None:
        try:
            self._set_stack_texts()
        except RuntimeError:
            pass  # the window is being torn down; its actions are gone

    def _set_stack_texts(self) -> None:
        stack = self.history.stack
        self.undo_action.setText(self.tr("Undo %1").replace("%1", stack.undoText()) if stack.canUndo()
                                 else self.tr("Undo"))
        self.redo_action.setText(self.tr("Redo %1").replace("%1", stack.redoText()) if stack.canRedo()
                                 else self.tr("Redo"))
        self.undo_action.setEnabled(stack.canUndo())
        self.redo_action.setEnabled(stack.canRedo())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # only identity checks and a few event types: this also sees events while the window is torn down
        kind = event.type()
        if kind == QEvent.Type.LanguageChange and watched is self.window:
            self.retranslate_ui()
        elif kind == QEvent.Type.Close and watched is self.window:
            self.save_layout()
        elif kind == QEvent.Type.Resize and watched is self._viewport:
            self._place_empty_hint()
        return False

    # -- state -------------------------------------------------------------------------------------------

    def _flat_toggled(self) -> None:
        self.set_flat(self.flat_action.isChecked())

    def tool(self) -> Tool | None:
        return self.window.current_tool()

    def _update_enabled(self) -> None:
        tool = self.tool()
        has = tool is not None
        builtin = tool is not None and tool.layer == "builtin"
        for action in (self.open_editor_action, self.reveal_action, self.copy_id_action, self.copy_path_action,
                       self.edit_header_action, self.remove_action):
            action.setEnabled(has)
        self.delete_action.setEnabled(tool is not None and not builtin and tool.dialect != "raycast")
        self.delete_action.setToolTip(self.tr("Built-in tools cannot be deleted; disable them instead") if builtin
                                      else self.tr("Raycast folders are read in place; ScriptDeck never deletes "
                                                   "their files") if tool is not None and tool.dialect == "raycast" else "")
        self.disable_action.setEnabled(tool is not None and tool.state == REGISTERED)
        self.enable_action.setEnabled(tool is not None and tool.state == DISABLED)
        self.unregister_action.setEnabled(tool is not None and tool.state != UNREGISTERED and tool.dialect != "raycast")
        copyable = tool is not None and (builtin or tool.dialect in ("raycast", "pi"))
        self.copy_persona_action.setEnabled(copyable)
        self.copy_global_action.setEnabled(copyable)
        self._stack_texts()

    @Slot()
    def _update_empty_hint(self) -> None:
        registry = self.controller.registry
        user_tools = [t for t in registry.all_tools() if t.layer in USER_LAYERS]
        empty = not user_tools
        if empty:
            self.empty_hint.setText(
                self.tr("No tools of your own yet.\n\nScripts live in two folders:\n• every persona: %1\n"
                        "• this persona only: %2\n\nDrop script files here to register them, or use "
                        "File → New tool… (Ctrl+N) to start from a template.")
                .replace("%1", str(self.controller.layer_dir("global")))
                .replace("%2", str(self.controller.layer_dir("persona"))))
            self._place_empty_hint()
        self.empty_hint.setVisible(empty)

    def _place_empty_hint(self) -> None:
        viewport = self._viewport
        width = max(200, viewport.width() - 24)
        self.empty_hint.setFixedWidth(width)
        self.empty_hint.adjustSize()
        self.empty_hint.move(12, max(8, viewport.height() - self.empty_hint.height() - 12))

    # -- the context menu --------------------------------------------------------------------------------

    def _context_menu(self, pos: QPoint) -> QMenu | None:
        tree = self.window.tree
        index = tree.indexAt(pos)
        if index.isValid():
            tree.setCurrentIndex(index)
        tool = self.tool()
        if tool is None:
            return None
        self._update_enabled()
        menu = QMenu(tree)
        menu.setObjectName("tool-context-menu")
        menu.addAction(self.open_editor_action)
        menu.addAction(self.edit_header_action)
        menu.addAction(self.reveal_action)
        menu.addSeparator()
        menu.addAction(self.enable_action if tool.state == DISABLED else self.disable_action)
        menu.addAction(self.unregister_action)
        menu.addAction(self.delete_action)
        menu.addSeparator()
        menu.addAction(self.copy_persona_action)
        menu.addAction(self.copy_global_action)
        menu.addSeparator()
        menu.addAction(self.copy_id_action)
        menu.addAction(self.copy_path_action)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_menu = menu
        menu.popup(tree.viewport().mapToGlobal(pos))
        return menu

    # -- actions -----------------------------------------------------------------------------------------

    def _fail(self, error: Exception) -> None:
        message = getattr(error, "message", None)
        if callable(message):
            texts = message(self.controller.lang)
            self.window.show_error(*(texts if isinstance(texts, tuple) else (texts, "")))
        else:
            self.window.show_error(str(error), self.tr("Nothing was written; check free disk space and permissions."))

    def new_tool(self) -> NewToolDialog:
        dialog = NewToolDialog(self.controller, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.created.connect(self._created)
        dialog.destroyed.connect(lambda: setattr(self, "new_dialog", None))
        self.new_dialog = dialog
        dialog.show()
        return dialog

    def _created(self, tool_id: str, path: str) -> None:
        self.window.refresh()
        self.window.select_tool(tool_id)
        self.window.statusBar().showMessage(self.tr("Created %1 at %2").replace("%1", tool_id).replace("%2", path),
                                            8000)
        argv, _source = editor_argv(Path(path), self.controller.settings, os.environ)
        if argv is None:  # no editor set: ScriptDeck's own header editor, not the desktop's guess for a script
            self.edit_header()
        elif not open_in_editor(Path(path), self.controller.settings, self.launcher):
            self.edit_header()  # the configured editor did not start: the header editor still lets them work
            self.window.statusBar().showMessage(
                self.tr("The editor command in Settings did not start; opened the header editor instead."), 8000)

    def open_in_editor(self) -> bool:
        tool = self.tool()
        return tool is not None and self.open_path_in_editor(tool.path)

    def open_path_in_editor(self, path: Path) -> bool:
        if open_in_editor(path, self.controller.settings, self.launcher):
            return True
        self.window.show_error(self.tr("No editor could be started for %1.").replace("%1", str(path)),
                               self.tr("Set an editor command in Settings (e.g. code --wait {file}), or set "
                                       "$VISUAL or $EDITOR."))
        return False

    def reveal(self) -> bool:
        tool = self.tool()
        if tool is None:
            return False
        if reveal(tool.path, self.launcher):
            return True
        self.window.show_error(self.tr("No file manager could be started to show %1.").replace("%1", str(tool.path)),
                               self.tr("Open the folder by hand, or install a file manager (xdg-open)."))
        return False

    def edit_header(self, focus: str = "") -> HeaderEditor | None:
        tool = self.tool()
        if tool is None:
            return None
        if self.header_editor is not None:
            try:
                self.header_editor.close()
            except RuntimeError:
                pass
        editor = HeaderEditor(self.controller, tool, self.window)
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.destroyed.connect(lambda: setattr(self, "header_editor", None))
        self.header_editor = editor
        editor.show()
        if focus and focus in editor.edits:
            editor.edits[focus].setFocus()
            editor.edits[focus].selectAll()
        return editor

    def edit_display_name(self) -> None:
        tool = self.tool()
        if tool is None:
            return
        field = "display_name_zh" if self.controller.lang.startswith("zh") else "display_name"
        if not read_only_reason(tool, self.controller.registry):
            self.edit_header(field)
            return
        overrides = self.window.overrides
        self.window.tabs.setCurrentWidget(overrides)
        editor = overrides.editors.get("display_name")
        if editor is not None:
            editor.setFocus()

    def save_current(self) -> None:
        editor = self.header_editor
        if editor is not None and editor.isVisible() and editor.isActiveWindow():
            editor.save()
        elif self.window.tabs.currentWidget() is self.window.overrides:
            self.window.overrides.save()

    def focus_search(self) -> None:
        self.window.search.setFocus()
        self.window.search.selectAll()

    def run_form(self) -> None:
        panel = self.window.run_panel
        from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit

        if isinstance(QApplication.focusWidget(), (QPlainTextEdit, QTextEdit)):
            return  # Enter in the raw JSON box is a new line
        panel.run_now()

    def copy_id(self) -> None:
        tool = self.tool()
        if tool is not None:
            QGuiApplication.clipboard().setText(tool.id)

    def copy_path(self) -> None:
        tool = self.tool()
        if tool is not None:
            QGuiApplication.clipboard().setText(str(tool.path))

    @Slot()
    def _fix_applied(self) -> None:
        """A one-click lint fix (details pane) becomes an undoable step, from the backup it took."""
        record = self.window.details.last_fix
        if record is None or record is self._fix_seen:
            return
        self._fix_seen = record
        try:
            before = FileState(record.backup.read_bytes(), record.mode)
        except OSError:
            return
        text = self.tr("Fix %1 in %2").replace("%1", record.code).replace("%2", record.path.name)
        self.history.push_states(text, {record.path: before}, {record.path: read_state(record.path)})

    # -- removing ----------------------------------------------------------------------------------------

    def _indexes(self) -> list[Path]:
        return self.history.user_indexes()

    def _pi_paths(self, tool: Tool) -> list[Path]:
        if tool.dialect != "pi":
            return []
        path = tool.path
        plain = path.with_name(path.name[: -len(".disabled")]) if path.name.endswith(".disabled") else path
        return [plain, plain.with_name(plain.name + ".disabled")]

    def set_enabled(self, enabled: bool) -> None:
        tool = self.tool()
        if tool is not None:
            self.window._toggle_tools([tool.id], enabled)  # noqa: SLF001 - same path as the checkbox

    def recorded_toggle(self, ids: list[str], enabled: bool, run: Any) -> None:
        """Wrap an enable/disable (the checkbox, the menu) in an undoable command."""
        tools = [t for i in ids if (t := self.controller.registry.get(i)) is not None]
        names = ", ".join(t.display_name(self.controller.lang) for t in tools) or ", ".join(ids)
        text = (self.tr("Enable %1") if enabled else self.tr("Disable %1")).replace("%1", names)
        paths = self._indexes() + [p for t in tools for p in self._pi_paths(t)]
        with self.history.record(text, paths):
            run()

    def unregister(self) -> None:
        tool = self.tool()
        if tool is None:
            return
        text = self.tr("Unregister %1").replace("%1", tool.display_name(self.controller.lang))
        try:
            with self.history.record(text, self._indexes() + self._pi_paths(tool)):
                self.controller.manage({"action": "unregister", "id": tool.id})
        except (ManageError, OSError) as error:
            self._fail(error)

    def ask_remove(self) -> None:
        tool = self.tool()
        if tool is None or self.window.prompt is not None:
            return
        choices = []
        if tool.state == REGISTERED:
            choices.append(("disable", self.tr("Disable")))
        if tool.state != UNREGISTERED and tool.dialect != "raycast":
            choices.append(("unregister", self.tr("Unregister")))
        if self.delete_action.isEnabled():
            choices.append(("delete", self.tr("Delete the file")))
        if not choices:
            return

        def answer(key: str) -> None:
            self.window.prompt = None
            if key == "disable":
                self.set_enabled(False)
            elif key == "unregister":
                self.unregister()
            elif key == "delete":
                self.delete_file()

        informative = self.tr("Disable keeps it listed and greyed; Unregister removes it from the list the agent "
                              "sees; Delete removes the file (Undo puts it back from a copy ScriptDeck keeps).")
        if tool.layer == "builtin":
            informative += " " + self.tr("Built-in tools cannot be deleted.")
        self.window.prompt = ask_choice(
            self.window, self.tr("Remove a tool"),
            self.tr("What should happen to %1?").replace("%1", tool.display_name(self.controller.lang)),
            choices, answer, informative=informative)

    def ask_delete(self) -> None:
        tool = self.tool()
        if tool is None or self.window.prompt is not None or not self.delete_action.isEnabled():
            return

        def answer(key: str) -> None:
            self.window.prompt = None
            if key == "delete":
                self.delete_file()

        self.window.prompt = ask_choice(
            self.window, self.tr("Delete a tool's file"),
            self.tr("Delete %1?").replace("%1", str(tool.path)), [("delete", self.tr("Delete the file"))], answer,
            informative=self.tr("A copy is kept in ScriptDeck's state: Edit → Undo puts the file back."))

    def delete_file(self) -> bool:
        tool = self.tool()
        if tool is None:
            return False
        try:
            self.controller.delete_tool_file(tool, self.tr("Delete %1").replace("%1", tool.path.name))
        except Exception as error:  # noqa: BLE001 - ManageError, TrashError, OSError: all shown
            self._fail(error)
            self.controller.rescan()
            return False
        return True

    def register_copy(self, scope: str) -> dict[str, Any] | None:
        """A builtin, Raycast or pi tool copied into a user layer (Raycast: converted to a Miyu header)."""
        tool = self.tool()
        if tool is None:
            return None
        text = self.tr("Register a copy of %1").replace("%1", tool.id)
        try:
            answer = self.controller.copy_tool(tool, scope, text)
        except Exception as error:  # noqa: BLE001 - ManageError, ConvertError, OSError: all shown
            self._fail(error)
            return None
        self.window.select_tool(tool.id)
        self.window.statusBar().showMessage(self.tr("Copied to %1").replace("%1", str(answer.get("path", ""))), 8000)
        return answer

    # -- help --------------------------------------------------------------------------------------------

    def _show(self, name: str, build: Callable[[], str]) -> QWidget:
        self.page = show_page(name, build, self.window)
        return self.page

    def show_shortcuts(self) -> QWidget:
        return self._show("shortcuts", shortcuts_html)

    def show_header_format(self) -> QWidget:
        return self._show("header", header_format_html)

    def show_about(self) -> QWidget:
        return self._show("about", lambda: about_html(self.controller.home.root, self.controller.home.state_dir))

    # -- remembered layout -------------------------------------------------------------------------------

    def save_layout(self) -> None:
        """Geometry, splitter sizes and column widths into settings.json (under --home when one is forced)."""
        window = self.window
        header = window.tree.header()
        state = {"geometry": base64.b64encode(bytes(window.saveGeometry().data())).decode("ascii"),
                 "splitter": list(window.splitter.sizes()),
                 "run_splitter": list(window.run_panel.splitter.sizes()),
                 "columns": [header.sectionSize(c) for c in range(header.count())]}
        settings = self.controller.settings
        if settings.get(WINDOW_KEY) == state:
            return
        settings.set(WINDOW_KEY, state)
        try:
            self.controller.save_settings()
        except (OSError, ValueError):
            pass  # remembering the layout is a convenience

    def restore_layout(self) -> None:
        state = self.controller.settings.get(WINDOW_KEY)
        if not isinstance(state, dict):
            return
        window = self.window
        geometry = state.get("geometry")
        if isinstance(geometry, str):
            try:
                window.restoreGeometry(QByteArray(base64.b64decode(geometry.encode("ascii"), validate=True)))
            except (ValueError, TypeError):
                pass
        sizes = state.get("splitter")
        if isinstance(sizes, list) and len(sizes) == 2 and all(isinstance(s, int) and 0 <= s < 100000 for s in sizes):
            window.splitter.setSizes(sizes)
        run_sizes = state.get("run_splitter")
        if isinstance(run_sizes, list) and len(run_sizes) == 2 and all(
                isinstance(s, int) and 0 < s < 100000 for s in run_sizes):
            window.run_panel.splitter.setSizes(run_sizes)
        columns = state.get("columns")
        header = window.tree.header()
        if isinstance(columns, list) and len(columns) > 1 and isinstance(columns[1], int) and 20 <= columns[1] < 2000:
            header.resizeSection(1, columns[1])


def install(window: MainWindow) -> ToolActions:
    return ToolActions(window)

