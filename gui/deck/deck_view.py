"""The tool list as the window shows it: the search row, the "no results" line and the tree, plus the one rule
about what is chosen.

The *chosen* tool is the one the user picked (a click, the keyboard, or an action that names its tool). After any
change of the rows (a rescan, a search, a filter, a group change) the tree highlights the chosen tool again when
it is shown, and nothing when it is hidden; :attr:`shown_changed` tells the panes which tool to show (``None``
when the chosen tool is hidden). A change of the current row that the user made is reported by
:attr:`chosen_by_user`; the window decides whether to follow it (unsaved edits ask first)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QLabel, QLineEdit, QTreeView, QVBoxLayout, QWidget
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.deck.column_fitter import NAME_MIN_WIDTH, ColumnFitter
from scriptdeck.gui.deck.finding import DeckFilterProxy, DeckModel
from scriptdeck.gui.deck.tool_model import TOKENS, TOOL_ROLE
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.cost_meter import CostMeter
from scriptdeck.gui.services.matcher import alias_hit, needles
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable

EXPAND_ROWS = 300  # tool rows opened at most by a search (about a few screens)
EXPAND_TOOLS = 3000  # tools filtered at most to open groups


class DeckView(Retranslatable, QWidget):
    #: the user moved the current row to this tool (its id)
    chosen_by_user = Signal(str)
    #: the tool the panes should show changed: its id, or None when the chosen tool is hidden
    shown_changed = Signal(object)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.chosen: str | None = None  # the tool the user chose, hidden or not
        self.shown: str | None = None  # the tool the panes show (the chosen one while it is in the list)
        #: the Tokens figures the tree shows (per tool, and the "being counted" mark), to repaint only changes
        self._costs_shown: tuple[dict[str, int], int | None] | None = None
        self._moving = 0  # >0 while the window moves the current row itself (not the user)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.search_row = QHBoxLayout()  # the search box; the View actions add the Filter button here
        self.search_row.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.search_row.addWidget(self.search, 1)
        layout.addLayout(self.search_row)
        self.no_results = QLabel()
        self.no_results.setObjectName("no-results")
        self.no_results.setWordWrap(True)
        theme.text_style(self.no_results, "muted", "padding: 2px 4px;")
        self.no_results.hide()
        layout.addWidget(self.no_results)
        self.model = DeckModel(controller.lint, self, lint_cached=controller.lint_cached)
        self.model.lang = controller.lang
        self.proxy = DeckFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.tree = QTreeView()
        self.tree.setObjectName("tool-tree")
        self.tree.setModel(self.proxy)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setMinimumWidth(NAME_MIN_WIDTH + 120)
        self.fitter = ColumnFitter(self.tree)
        self.fitter.follow()
        self.tree.setColumnHidden(TOKENS, True)  # shown by View → Heaviest tools first
        self.tree.selectionModel().currentChanged.connect(self._current_changed)
        layout.addWidget(self.tree, 1)
        self._warm_timer = QTimer(self, interval=15, timerType=Qt.TimerType.CoarseTimer)  # search texts in idle time
        self._warm_timer.timeout.connect(self._warm_search_step)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.search.setPlaceholderText(self.tr("Search by id, name, description or group…"))
        self.search.setAccessibleName(self.tr("Search tools"))
        self.tree.setAccessibleName(self.tr("Tools by group"))
        self.update_no_results()

    # -- rows --------------------------------------------------------------------------------------

    def set_tools(self, tools: list[Tool]) -> None:
        """New tools from the registry; the chosen tool stays highlighted wherever its row went."""
        scroll = self.tree.verticalScrollBar().value()
        self._moving += 1
        try:
            self.model.set_tools(tools)
            self._warm_timer.start()
            if self.search.text().strip() or self.proxy.predicate is not None:  # both filter what changed
                self.proxy.set_text(self.search.text(), force=True)
                self.expand()
                self.update_no_results()
        finally:
            self._moving -= 1
        self.tree.verticalScrollBar().setValue(scroll)
        # a group change moves the row: it is found (and shown) in its new group; the panes are told even when
        # the same tool stays shown, since a rescan hands in a new Tool object for it (its file or index changed)
        self.follow_chosen(renewed=True)

    def set_predicate(self, predicate: Callable[[Tool], bool] | None) -> None:
        self._moving += 1
        try:
            self.proxy.set_predicate(predicate)
            self.expand()
        finally:
            self._moving -= 1
        self.follow_chosen()
        self.update_no_results()

    def set_flat(self, flat: bool) -> None:
        self._moving += 1
        try:
            self.model.set_flat(flat)
            self.proxy.refilter()
            self.expand()
        finally:
            self._moving -= 1
        self.follow_chosen()

    def _filter(self, text: str) -> None:
        self.model.pause_lint(400)  # typing first; badges of newly shown rows follow when the user pauses
        self._moving += 1
        try:
            self.proxy.set_text(text)
            self.expand()
        finally:
            self._moving -= 1
        named = self._alias_named(text)
        if named is not None:  # an exact alias names its tool: it is chosen first (issue 45)
            self.select_tool(named)
        else:
            self.follow_chosen(scroll=False)
        self.update_no_results()

    def _alias_named(self, text: str) -> str | None:
        """The id of the one listed tool whose alias is exactly ``text`` (None when none, or when several are)."""
        words = needles(text)
        if not words:
            return None
        named = [tool.id for tool in self.controller.registry.registered() if tool.overrides and alias_hit(tool, words)]
        return named[0] if len(named) == 1 and self.is_listed(named[0]) else None

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

    def expand(self) -> None:
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

    @Slot()
    def _warm_search_step(self) -> None:
        if self.model.warm_search():  # True once every search text is built
            self._warm_timer.stop()

    # -- the Tokens column ---------------------------------------------------------------------------

    def model_costs(self, meter: CostMeter) -> None:
        """Each tool's figure from the cost meter (SPEC §22); only the rows whose figure changed repaint."""
        deck = meter.deck
        costs = deck.by_id() if deck is not None else {}
        pending = -1 if meter.counting else None
        shown = ({tool_id: cost.tokens for tool_id, cost in costs.items()}, pending)
        self.model.set_costs(lambda tool: costs[tool.id].tokens if tool.id in costs and tool.enabled
                             else pending if tool.enabled else None, self._costs_changed(shown))
        self._costs_shown = shown

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

    # -- what is chosen ----------------------------------------------------------------------------

    def current_tool(self) -> Tool | None:
        """The tool on the highlighted row (None on a group row or when nothing is highlighted)."""
        index = self.tree.currentIndex()
        return index.data(TOOL_ROLE) if index.isValid() else None

    def select_tool(self, tool_id: str, scroll: bool = True) -> bool:
        """Choose a tool and highlight it. With ``scroll=False`` a tool inside a collapsed group is not revealed
        (Qt's auto-scroll would expand the group, and lay out all its rows, on every keystroke). False when the
        tool is not in the list as it is filtered now (it stays chosen, and is highlighted once shown)."""
        self.chosen = tool_id
        found = self._highlight(tool_id, scroll)
        self._set_shown(tool_id if found else None)
        return found

    def is_listed(self, tool_id: str) -> bool:
        """Whether the tool has a row in the list as the search and filters leave it (in a collapsed group too)."""
        return any(self.proxy.mapFromSource(index).isValid() for index in self.model.indexes_for(tool_id))

    def follow_chosen(self, scroll: bool = True, *, renewed: bool = False) -> None:
        """After the rows changed: the chosen tool highlighted again, or nothing when it is hidden. ``renewed``:
        the tools themselves were replaced (a rescan), so the panes show the chosen one again even if it stayed."""
        if self.chosen is None:
            return
        if self.controller.registry.get(self.chosen) is None:  # deleted or renamed away
            self._clear_current()
            self._set_shown(None, renewed)
            return
        found = self._highlight(self.chosen, scroll)
        if not found:
            self._clear_current()
        self._set_shown(self.chosen if found else None, renewed)

    def _set_shown(self, tool_id: str | None, renewed: bool = False) -> None:
        """Tell the panes only when what they show changed: a keystroke in the search box that keeps the same tool
        shown reads nothing again (its file, its trust pin, settings.json)."""
        if tool_id == self.shown and not renewed:
            return
        self.shown = tool_id
        self.shown_changed.emit(tool_id)

    def _clear_current(self) -> None:
        current = self.tree.currentIndex()
        if current.isValid() and current.data(TOOL_ROLE) is not None:
            self._moving += 1
            try:
                self.tree.selectionModel().clear()
                self.tree.setCurrentIndex(QModelIndex())
            finally:
                self._moving -= 1

    def _highlight(self, tool_id: str, scroll: bool) -> bool:
        """Highlight the tool's row. A row that already shows it stays current, whichever of the tool's groups it
        is in: the user's arrow or click chose that row, and the window never moves the current row by itself
        (SPEC §30); only when no row shows it is its first listed row chosen."""
        here = self.tree.currentIndex()
        current = here.data(TOOL_ROLE) if here.isValid() else None
        if current is not None and current.id == tool_id:
            if not self.tree.selectionModel().isSelected(here):
                self._select(here)
            return True
        collapsed = False  # in the list, but only inside a group left collapsed (not revealed while typing)
        for index in self.model.indexes_for(tool_id):
            proxy_index = self.proxy.mapFromSource(index)
            if not proxy_index.isValid():
                continue
            if not scroll and proxy_index.parent().isValid() and not self.tree.isExpanded(proxy_index.parent()):
                collapsed = True
                continue
            self._moving += 1
            self.tree.setAutoScroll(scroll)
            try:
                self.tree.setCurrentIndex(proxy_index)
                self.tree.selectionModel().select(proxy_index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                                                  | QItemSelectionModel.SelectionFlag.Rows)
            finally:
                self.tree.setAutoScroll(True)
                self._moving -= 1
            if scroll:
                self.tree.scrollTo(proxy_index)
            return True
        return collapsed

    def _select(self, index: QModelIndex) -> None:
        self._moving += 1
        try:
            self.tree.selectionModel().select(index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                                              | QItemSelectionModel.SelectionFlag.Rows)
        finally:
            self._moving -= 1

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._moving:
            return
        tool = current.data(TOOL_ROLE) if current.isValid() else None
        if tool is not None and tool.id != self.chosen:
            self.chosen_by_user.emit(tool.id)
