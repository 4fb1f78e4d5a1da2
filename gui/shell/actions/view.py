"""The View menu: the flat list, heaviest tools first, Refresh, the filter menu beside the search box, the
language, the tabs (Alt+1 … Alt+4) and the Agent activity panel (Alt+5): every pane is in a menu with a shortcut, so
a narrow window or a large font that pushes toolbar buttons into its » loses nothing (SPEC §30)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QToolButton, QWidget
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED
from scriptdeck.gui.deck.finding import STATES, make_predicate
from scriptdeck.gui.deck.tool_model import TOKENS
from scriptdeck.gui.services.i18n import LANGUAGES
from scriptdeck.gui.services.texts import layer_label
from scriptdeck.gui.shell.actions.base import ActionModule
from scriptdeck.gui.widgets.common import focus_first

if TYPE_CHECKING:
    from scriptdeck.gui.shell.main_window import MainWindow

TABS = 4  # Details, Overrides, Run, Tests


class ViewActions(ActionModule):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.filters: dict[str, set[str]] = {"state": set(), "layer": set(), "dialect": set(), "findings": set()}
        self.flat_action = self.action("flat-list", self._flat_toggled)
        self.flat_action.setCheckable(True)
        self.refresh_action = self.action("refresh", self.controller.rescan)
        self.refresh_action.setShortcut(QKeySequence.StandardKey.Refresh)
        self.heaviest_action = QAction(window, checkable=True)
        self.heaviest_action.setObjectName("heaviest-tools")
        self.heaviest_action.toggled.connect(self.sort_heaviest)
        self.tab_actions = [self.action(f"tab{n}", partial(window.tabs.setCurrentIndex, n - 1), f"Alt+{n}")
                            for n in range(1, TABS + 1)]
        window.addActions(self.tab_actions)
        self._build_language()
        self._build_filter_button()

    def fill(self, menu: QMenu) -> None:
        menu.addActions([self.flat_action, self.heaviest_action, self.refresh_action])
        menu.addSeparator()
        menu.addActions(self.tab_actions)
        activity = self.window.activity_action  # the dock's own toggle: checked while the panel shows
        activity.setShortcut(QKeySequence("Alt+5"))
        self.window.addAction(activity)  # the key works with the menu bar hidden too, as Alt+1 … Alt+4 do
        menu.addAction(activity)
        menu.addAction(self.window.skills_dock.action)  # Alt+6
        # a panel opened by its key takes the focus; closed while it had it, the focus goes back to the list
        for action, dock in ((activity, self.window.activity_dock),
                             (self.window.skills_dock.action, self.window.skills_dock)):
            action.triggered.connect(lambda shown, dock=dock: self._dock_key(dock, shown))
            action.toggled.connect(lambda shown, dock=dock: self._dock_toggled(dock, shown))  # before it hides
        menu.addSeparator()
        menu.addMenu(self.language_menu)

    @staticmethod
    def _dock_key(dock: QWidget, shown: bool) -> None:
        if shown:
            focus_first(dock)

    def _dock_toggled(self, dock: QWidget, shown: bool) -> None:
        focused = QApplication.focusWidget()
        if not shown and focused is not None and dock.isAncestorOf(focused):
            self.window.tree.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def retranslate_ui(self) -> None:
        self.flat_action.setText(self.tr("Flat list (each tool once)"))
        self.refresh_action.setText(self.tr("Refresh"))
        self.heaviest_action.setText(self.tr("Heaviest tools first"))
        self.heaviest_action.setToolTip(self.tr("One row per tool, sorted by what it costs the agent in tokens"))
        for action, text in zip(self.tab_actions, (self.tr("Details"), self.tr("Overrides"), self.tr("Run"),
                                                   self.tr("Tests"))):
            action.setText(text)
        self.language_button.setText(self.tr("Language"))
        self.language_menu.setTitle(self.tr("Language"))
        for lang, action in self.language_actions.items():
            action.setChecked(lang == self.controller.lang)
        self.filter_button.setToolTip(self.tr("Show only tools in a state, layer or dialect, or with lint findings"))
        self._filter_button_text()

    # -- language ------------------------------------------------------------------------------------

    def _build_language(self) -> None:
        self.language_menu = QMenu(self.window)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang, label in zip(LANGUAGES, ("中文", "English")):
            action = QAction(label, self.window, checkable=True)
            action.setData(lang)
            action.triggered.connect(lambda _=False, code=lang: self.window.set_language(code))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[lang] = action
        self.language_button = QToolButton()
        self.language_button.setObjectName("language-button")
        self.language_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.language_button.setMenu(self.language_menu)

    # -- the list's shape ----------------------------------------------------------------------------

    def _flat_toggled(self) -> None:
        self.set_flat(self.flat_action.isChecked())

    def set_flat(self, flat: bool) -> None:
        self.flat_action.setChecked(flat)
        self.window.deck.set_flat(flat)

    @Slot(bool)
    def sort_heaviest(self, on: bool = True) -> None:
        """The flat list with the Tokens column, heaviest tool first (what to disable or shorten to get under the
        budget); off: the column hides again and the tree comes back."""
        if self.heaviest_action.isChecked() != on:
            self.heaviest_action.setChecked(on)  # comes back here through toggled
            return
        tree = self.window.tree
        header = tree.header()
        tree.setColumnHidden(TOKENS, not on)
        self.set_flat(on)
        if on:
            header.setSortIndicatorShown(True)
            tree.sortByColumn(TOKENS, Qt.SortOrder.DescendingOrder)
        else:
            header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
            tree.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.window.deck.fitter.fit_timer.start()
        self.window.deck.follow_chosen()

    # -- filters -------------------------------------------------------------------------------------

    def _build_filter_button(self) -> None:
        """A "Filter" button beside the search box."""
        self.filter_button = QToolButton()
        self.filter_button.setObjectName("filter-button")
        self.filter_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.filter_menu = QMenu(self.filter_button)
        self.filter_menu.aboutToShow.connect(self._fill_filter_menu)
        self.filter_button.setMenu(self.filter_menu)
        self.window.deck.search_row.addWidget(self.filter_button)
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
        self.apply_filters()

    @Slot()
    def clear_filters(self) -> None:
        for values in self.filters.values():
            values.clear()
        self.apply_filters()

    def apply_filters(self) -> None:
        f = self.filters
        predicate = make_predicate(f["state"], f["layer"], f["dialect"], f["findings"], self.controller.lint)
        self.window.deck.set_predicate(predicate)
        self._filter_button_text()

    def _filter_button_text(self) -> None:
        count = sum(len(v) for v in self.filters.values())
        self.filter_button.setText(self.tr("Filter (%1)").replace("%1", str(count)) if count else self.tr("Filter"))
