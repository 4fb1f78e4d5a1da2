"""The tool tree: group rows -> tool rows, a thin model over the core registry, plus its search proxy.

Real Python nodes sit behind every index (``internalPointer``). A rescan is applied as a diff (rows inserted,
removed or changed), never as a reset, so selection, expansion and scroll survive live reloads.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any, cast

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QFont
from scriptdeck.core.model.tool import DISABLED, REGISTERED, Tool
from scriptdeck.gui.deck.lint_scheduler import LintScheduler
from scriptdeck.gui.services.matcher import haystack, matches, needles  # the one matcher, the palette's too
from scriptdeck.gui.services.texts import group_label, layer_label
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module

NAME, ID, LAYER, TIMEOUT, LINT, TESTS, TOKENS = range(7)
COLUMNS = 7
TOOL_ROLE = Qt.ItemDataRole.UserRole + 1
GROUP_ROLE = Qt.ItemDataRole.UserRole + 2
UNGROUPED = ""

Index = QModelIndex | QPersistentModelIndex
#: the roles this model answers; a view asks every cell for about seven on each paint (alignment, decoration,
#: background …), and the rest are answered None before any lookup
SERVED_ROLES = frozenset(int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole,
    TOOL_ROLE, GROUP_ROLE))
ROOT = QModelIndex()
_NO_FLAGS = Qt.ItemFlag.NoItemFlags
_PLAIN = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_CHECKABLE = _PLAIN | Qt.ItemFlag.ItemIsUserCheckable
_GROUP_CHECKABLE = _CHECKABLE | Qt.ItemFlag.ItemIsAutoTristate


@functools.cache
def _bold_font() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


def _grey_brush() -> QBrush:
    return theme.brush("row_disabled")  # palette: the scheme in force (one brush per scheme)


def _red_brush() -> QBrush:
    return theme.brush("row_broken")


class GroupNode:
    __slots__ = ("key", "children", "row", "toggles", "enabled")

    def __init__(self, key: str) -> None:
        self.key = key
        self.children: list[ToolNode] = []
        self.row = 0
        self.toggles = 0  # tools that have a checkbox
        self.enabled = 0  # of those, how many are ticked

    def count(self) -> None:
        states = [c.tool.state for c in self.children]
        self.enabled = states.count(REGISTERED)
        self.toggles = self.enabled + states.count(DISABLED)


class ToolNode:
    __slots__ = ("tool", "group", "row", "haystack", "search", "hit")
    children: tuple = ()  # tool rows have no children

    def __init__(self, tool: Tool, group: GroupNode) -> None:
        self.tool = tool
        self.group = group
        self.row = 0
        self.haystack = ""  # filled on the first search (building it for 10,000 tools up front costs time)
        #: the search (a ToolFilterProxy token) ``hit`` answers: the pass over all tools answers each row once,
        #: so Qt's filterAcceptsRow for the rows it shows costs a lookup, not a second match
        self.search: object = None
        self.hit = False

    def search_text(self) -> str:
        if not self.haystack:
            self.haystack = haystack(self.tool)  # palette: one matcher (pinyin too) for this list and the palette
        return self.haystack


def group_keys(tool: Tool) -> list[str]:
    return list(dict.fromkeys(tool.groups)) or [UNGROUPED]


def _group_sort_key(key: str) -> tuple[int, str]:
    return (1, "") if key == UNGROUPED else (0, key.lower())


class ToolTreeModel(QAbstractItemModel):
    """Columns: name (UI language), id, layer, timeout, lint badge, test status. Checkbox on the name column."""

    def __init__(self, lint: Callable[[Tool], list] | None = None, parent: Any = None,
                 lint_cached: Callable[[Tool], list | None] | None = None) -> None:
        super().__init__(parent)
        self.groups: list[GroupNode] = []
        self._tools_by_id: dict[str, Tool] = {}
        #: bumped whenever the tools or rows may have changed: a search answer remembered for another is stale
        self.version = 0
        self.lang = "en"
        self._lint = lint
        self._lint_cached = lint_cached
        #: badges not linted yet are linted a few at a time off the paint path (its own job: lint_scheduler.py)
        self.lint_scheduler = LintScheduler(lint, self) if lint is not None and lint_cached is not None else None
        if self.lint_scheduler is not None:
            self.lint_scheduler.linted.connect(lambda tool_id: self._tools_changed({tool_id}, LINT, LINT))
        #: called with (tool ids, enabled) when a checkbox is toggled; the change shows after the rescan
        self.on_toggle: Callable[[list[str], bool], None] | None = None
        #: a tool id's test status badge (SPEC §21; the window passes its TestStatus.badge)
        self.test_badge: Callable[[str], str] | None = None
        #: a served tool's context cost in tokens (None: not served; -1: being counted); see set_costs
        self.tokens: Callable[[Tool], int | None] = lambda _tool: None

    # -- structure -------------------------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = ROOT) -> QModelIndex:
        items = parent.internalPointer().children if parent.isValid() else self.groups
        if 0 <= row < len(items) and 0 <= column < COLUMNS:
            return self.createIndex(row, column, items[row])
        return QModelIndex()

    def parent(self, index: Index = ROOT) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        node = index.internalPointer()
        if isinstance(node, ToolNode):
            return self.createIndex(node.group.row, 0, node.group)
        return QModelIndex()

    def rowCount(self, parent: Index = ROOT) -> int:  # noqa: N802
        if not parent.isValid():
            return len(self.groups)
        if parent.column() != 0:
            return 0
        node = parent.internalPointer()
        return len(node.children) if isinstance(node, GroupNode) else 0

    def columnCount(self, parent: Index = ROOT) -> int:  # noqa: N802
        return COLUMNS

    def hasChildren(self, parent: Index = ROOT) -> bool:  # noqa: N802
        if not parent.isValid():
            return bool(self.groups)
        node = parent.internalPointer()
        return isinstance(node, GroupNode) and parent.column() == 0 and bool(node.children)

    # -- data ------------------------------------------------------------------------------------

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (QCoreApplication.translate("ToolTreeModel", "Name"), QCoreApplication.translate("ToolTreeModel", "Id"), QCoreApplication.translate("ToolTreeModel", "Layer"), QCoreApplication.translate("ToolTreeModel", "Timeout"), QCoreApplication.translate("ToolTreeModel", "Lint"), QCoreApplication.translate("ToolTreeModel", "Tests"), QCoreApplication.translate("ToolTreeModel", "Tokens"))[section]
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return _NO_FLAGS
        if index.column() != NAME:
            return _PLAIN
        node = index.internalPointer()
        if isinstance(node, GroupNode):
            return _GROUP_CHECKABLE if node.toggles else _PLAIN
        return _CHECKABLE if node.tool.state in (REGISTERED, DISABLED) else _PLAIN

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in SERVED_ROLES or not index.isValid():
            return None
        node = index.internalPointer()
        if isinstance(node, GroupNode):
            return self._group_data(node, index.column(), role)
        return self._tool_data(node.tool, index.column(), role)

    def _group_data(self, node: GroupNode, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and column == NAME:
            name = (QCoreApplication.translate("ToolTreeModel", "Ungrouped") if node.key == UNGROUPED
                    else group_label(node.children[0].tool, node.key) if node.children else node.key)
            return f"{name} ({len(node.children)})"
        if role == Qt.ItemDataRole.CheckStateRole and column == NAME:
            if not node.toggles:
                return None
            if node.enabled == 0:
                return Qt.CheckState.Unchecked
            return Qt.CheckState.Checked if node.enabled == node.toggles else Qt.CheckState.PartiallyChecked
        if role == Qt.ItemDataRole.AccessibleDescriptionRole and column == NAME and node.toggles:
            # what a screen reader says of the row's box: Qt's tree items read a partly checked box as unchecked
            if node.enabled == 0:
                return QCoreApplication.translate("ToolTreeModel", "all tools off")
            if node.enabled == node.toggles:
                return QCoreApplication.translate("ToolTreeModel", "all tools on")
            return QCoreApplication.translate("ToolTreeModel", "mixed: %1 of %2 tools on") \
                .replace("%1", str(node.enabled)).replace("%2", str(node.toggles))
        if role == Qt.ItemDataRole.FontRole and column == NAME:
            return _bold_font()
        if role == GROUP_ROLE:
            return node.key
        return None

    def _tool_data(self, tool: Tool, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME:  # a favourite's star (issue 45) before its name
                return "★ " + tool.display_name(self.lang) if tool.overrides and tool.favourite \
                    else tool.display_name(self.lang)
            if column == ID:
                return tool.id
            if column == LAYER:
                return layer_label(tool.layer)
            if column == TIMEOUT:
                return QCoreApplication.translate("ToolTreeModel", "%1 s").replace("%1", f"{tool.timeout_seconds:g}")
            if column == LINT:
                return self._badge(tool)
            if column == TESTS:
                return self.test_badge(tool.id) if self.test_badge is not None else ""
            if column == TOKENS:
                tokens = self.tokens(tool)
                return "" if tokens is None else "…" if tokens < 0 else f"{tokens:,}"  # -1: being counted
            return None
        if role == Qt.ItemDataRole.ForegroundRole and column == TESTS and self.test_badge is not None \
                and self.test_badge(tool.id).startswith("✗"):
            return _red_brush()
        if role == Qt.ItemDataRole.CheckStateRole and column == NAME and tool.state in (REGISTERED, DISABLED):
            return Qt.CheckState.Checked if tool.state == REGISTERED else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.AccessibleDescriptionRole and column == NAME and tool.state in (REGISTERED, DISABLED):
            state = QCoreApplication.translate("ToolTreeModel", "on") if tool.state == REGISTERED \
                else QCoreApplication.translate("ToolTreeModel", "off")
            if tool.overrides and tool.favourite:  # the star is read as a word
                state = QCoreApplication.translate("ToolTreeModel", "%1, favourite").replace("%1", state)
            return state
        if role == Qt.ItemDataRole.ForegroundRole and tool.state != REGISTERED:
            return _grey_brush()
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(tool)
        if role == TOOL_ROLE:
            return tool
        return None

    def tests_changed(self, tool_id: str) -> None:
        """Repaint ``tool_id``'s test status badge."""
        for index in self.indexes_for(tool_id, TESTS):
            self.dataChanged.emit(index, index)

    def _badge(self, tool: Tool) -> str:
        if self._lint is None:
            return ""
        if self._lint_cached is not None and self.lint_scheduler is not None:
            findings = self._lint_cached(tool)
            if findings is None:  # linting reads the file: do it soon, off the paint path
                self.lint_scheduler.request(tool)
                return "…"
        else:
            findings = self._lint(tool)
        errors = sum(f.severity == "error" for f in findings)
        warnings = len(findings) - errors
        parts = []
        if errors:
            parts.append(f"✖ {errors}")
        if warnings:
            parts.append(f"⚠ {warnings}")
        return "  ".join(parts) or "✔"

    def _tooltip(self, tool: Tool) -> str:
        from scriptdeck.core.contract.i18n import translate

        if tool.state == REGISTERED:
            return tool.stub
        fix = translate("registry", tool.fix, self.lang).format(scope=tool.disabled_scope or "")
        state = QCoreApplication.translate("ToolTreeModel", "Disabled") if tool.state == DISABLED else QCoreApplication.translate("ToolTreeModel", "Not registered")
        return f"{state}: {fix}"

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid() or self.on_toggle is None:
            return False
        enabled = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
        node = index.internalPointer()
        if isinstance(node, GroupNode):
            ids = [c.tool.id for c in node.children
                   if c.tool.state in (REGISTERED, DISABLED) and (c.tool.state == REGISTERED) != enabled]
        else:
            ids = [node.tool.id]
        if ids:
            self.on_toggle(ids, enabled)
        return True

    def pause_lint(self, milliseconds: int) -> None:
        """Hold background linting back while the user is typing (it resumes when they pause)."""
        if self.lint_scheduler is not None:
            self.lint_scheduler.pause(milliseconds)

    # -- updates ---------------------------------------------------------------------------------

    def set_costs(self, tokens: Callable[[Tool], int | None], changed: set[str] | None = None) -> None:
        """Show each tool's context cost in the Tokens column (and refresh it and the lint badge, which says
        ``description-costly``, when the counts change): every row, or only the tools in ``changed``."""
        self.tokens = tokens
        if changed is not None:
            self._tools_changed(changed, LINT, TOKENS)
            return
        for group in self.groups:
            if group.children:
                self.dataChanged.emit(self.index(0, LINT, self.index(group.row, 0)),
                                      self.index(len(group.children) - 1, TOKENS, self.index(group.row, 0)))

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.version += 1
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)
        self._all_changed()

    def _all_changed(self) -> None:
        if not self.groups:
            return
        self.dataChanged.emit(self.index(0, 0), self.index(len(self.groups) - 1, COLUMNS - 1))
        for group in self.groups:
            if group.children:
                parent = self.createIndex(group.row, 0, group)
                self.dataChanged.emit(self.index(0, 0, parent), self.index(len(group.children) - 1, COLUMNS - 1, parent))

    def warm_search(self, budget: int = 2000) -> bool:
        """Build up to ``budget`` search texts ahead of the first keystroke; True when all are built."""
        for group in self.groups:
            for node in group.children:
                if not node.haystack:
                    node.search_text()
                    budget -= 1
                    if budget <= 0:
                        return False
        return True

    def _tools_changed(self, tool_ids: set[str], first: int, last: int) -> None:
        """Repaint columns ``first``..``last`` of these tools' rows."""
        for tool_id in tool_ids:
            for index in self.indexes_for(tool_id, first):
                self.dataChanged.emit(index, index.siblingAtColumn(last))

    def set_tools(self, tools: list[Tool]) -> None:
        """Apply a new tool list as inserts, removals and changes."""
        self.version += 1
        if self._replace_tools(tools):
            return
        wanted: dict[str, dict[str, Tool]] = {}
        self._tools_by_id = {tool.id: tool for tool in tools}
        for tool in tools:
            for key in group_keys(tool):
                wanted.setdefault(key, {})[tool.id] = tool
        # 1. groups that went away
        for row in range(len(self.groups) - 1, -1, -1):
            if self.groups[row].key not in wanted:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self.groups[row]
                self._renumber(self.groups)
                self.endRemoveRows()
        # 2. groups that stay: diff their tools
        for group in self.groups:
            self._update_group(group, wanted.pop(group.key))
        # 3. new groups, in sorted position
        for key in sorted(wanted, key=_group_sort_key):
            row = 0
            while row < len(self.groups) and _group_sort_key(self.groups[row].key) < _group_sort_key(key):
                row += 1
            group = GroupNode(key)
            group.children = [ToolNode(t, group) for _, t in sorted(wanted[key].items())]
            group.count()
            self._renumber(group.children)
            self.beginInsertRows(QModelIndex(), row, row)
            self.groups.insert(row, group)
            self._renumber(self.groups)
            self.endInsertRows()

    def _replace_tools(self, tools: list[Tool]) -> bool:
        """The common rescan (a toggle, one edited file): the same ids, a few of them new objects in the same
        groups. Those rows get their new tool and are repainted, and nothing else is looked at; False when the
        change is more than that (the full diff below handles it)."""
        old = self._tools_by_id
        by_id = {tool.id: tool for tool in tools}
        if not old or len(tools) != len(old) or len(by_id) != len(old) or by_id.keys() != old.keys():
            return False
        changed = [tool for tool_id, tool in by_id.items() if old[tool_id] is not tool]
        if len(changed) > 64 or any(group_keys(tool) != group_keys(old[tool.id]) for tool in changed):
            return False
        groups = {group.key: group for group in self.groups}
        rows = []
        for tool in changed:
            for key in group_keys(tool):
                group = groups.get(key)
                node = next((c for c in group.children if c.tool.id == tool.id), None) if group else None
                if group is None or node is None:
                    return False
                rows.append((group, node, tool))
        self._tools_by_id = by_id
        for group, node, tool in rows:
            node.tool = tool
            node.haystack, node.search = "", None
            parent = self.createIndex(group.row, 0, group)
            self.dataChanged.emit(self.index(node.row, 0, parent), self.index(node.row, COLUMNS - 1, parent))
            group.count()
            self.dataChanged.emit(parent, parent.siblingAtColumn(COLUMNS - 1))  # its check state and label
        return True

    def _update_group(self, group: GroupNode, wanted: dict[str, Tool]) -> None:
        parent = self.createIndex(group.row, 0, group)
        children = group.children
        size_before = len(children)
        for row in range(len(children) - 1, -1, -1):
            if children[row].tool.id not in wanted:
                self.beginRemoveRows(parent, row, row)
                del children[row]
                self._renumber(children)
                self.endRemoveRows()
        changed_rows = []
        present = {c.tool.id: c for c in children}
        for tool_id, tool in wanted.items():
            node = present.get(tool_id)
            if node is not None and node.tool is not tool:
                node.tool = tool
                node.haystack, node.search = "", None
                changed_rows.append(node.row)
        for tool_id in sorted(set(wanted) - set(present)):
            row = 0
            while row < len(children) and children[row].tool.id < tool_id:
                row += 1
            self.beginInsertRows(parent, row, row)
            children.insert(row, ToolNode(wanted[tool_id], group))
            self._renumber(children)
            self.endInsertRows()
        if changed_rows and children:
            self.dataChanged.emit(self.index(0, 0, parent), self.index(len(children) - 1, COLUMNS - 1, parent))
        before = (group.enabled, group.toggles)
        group.count()
        if changed_rows or before != (group.enabled, group.toggles) or size_before != len(children):
            self.dataChanged.emit(parent, parent.siblingAtColumn(COLUMNS - 1))

    @staticmethod
    def _renumber(nodes: list) -> None:
        for row, node in enumerate(nodes):
            node.row = row

    # -- lookups ---------------------------------------------------------------------------------

    def indexes_for(self, tool_id: str, column: int = NAME) -> list[QModelIndex]:
        keys = group_keys(self._tools_by_id[tool_id]) if tool_id in self._tools_by_id else []
        out = []
        for group in self.groups:
            if group.key in keys:
                child = next((c for c in group.children if c.tool.id == tool_id), None)
                if child is not None:
                    out.append(self.createIndex(child.row, column, child))
        return out


class ToolFilterProxy(QSortFilterProxyModel):
    """Recursive filter on id, both names, description and groups, as you type: a group shows when one of
    its tools matches, and within it only the matching tools.

    The recursion is done here, not by Qt's ``recursiveFilteringEnabled``: the matching runs once per change
    in one pass over the tools, so a group's answer is already known. Qt's own recursion would ask about
    every tool of every group that does not match (14,000 Python calls for a narrow search in 10,000 tools).
    """

    #: searches remembered (the words typed a moment ago: Backspace goes back to one of them)
    REMEMBERED = 32

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._needles: list[str] = []
        self._search = object()  # a new token per search: answers remembered on the nodes for another are stale
        #: tokens of earlier searches whose every match this search's matches are among (see _narrowing): a node
        #: one of them answered "no" is a "no" now too
        self._misses: frozenset[object] = frozenset()
        #: recent searches: words -> (model version, token, misses, the matching nodes in model order)
        self._recent: dict[tuple[str, ...], tuple[int, object, frozenset[object], list[ToolNode]]] = {}
        self._groups: set[str] = set()
        self.matches = 0
        #: matching tools per group key (only while a search is active)
        self.group_matches: dict[str, int] = {}

    def set_text(self, text: str, *, force: bool = False) -> None:
        """Change the search. A reset, not a stream of row insert/remove signals: with thousands of rows the
        view rebuilds once instead of once per row."""
        words = needles(text)
        if words == self._needles and not force:
            return
        self.beginResetModel()
        self._needles, self._search, self._misses = words, object(), frozenset()
        self._compute()
        self.endResetModel()

    def _compute(self) -> None:
        source = self.sourceModel()
        per_group: dict[str, int] = {}
        if self._needles and isinstance(source, ToolTreeModel):
            for node in self._matching(source):
                key = node.group.key
                per_group[key] = per_group.get(key, 0) + 1
        self._groups, self.matches, self.group_matches = set(per_group), sum(per_group.values()), per_group

    def _matching(self, source: ToolTreeModel) -> list[ToolNode]:
        """The tools the words match, in model order. Typing on narrows: a tool that did not match "cal" cannot
        match "cale", so only the earlier matches are looked at; Backspace returns to a search made a moment ago.
        Both only while the model is unchanged since (its version)."""
        words = tuple(self._needles)
        recent = self._recent.get(words)
        if recent is not None and recent[0] == source.version:
            _version, self._search, self._misses, hits = recent
            for node in hits:  # the nodes a narrower search looked at since carry its token: give them this one
                node.search, node.hit = self._search, True
            return hits
        base = self._narrowing(words, source.version)
        if base is None:
            self._misses = frozenset()
            candidates: Iterable[ToolNode] = (node for group in source.groups for node in group.children)
        else:
            self._misses = base[2] | {base[1]}
            candidates = base[3]
        matches_node = self._matches
        hits = [node for node in candidates if matches_node(node)]
        if len(self._recent) >= self.REMEMBERED:
            del self._recent[next(iter(self._recent))]
        self._recent[words] = (source.version, self._search, self._misses, hits)
        return hits

    def _narrowing(self, words: tuple[str, ...], version: int) -> tuple[int, object, frozenset[object],
                                                                          list[ToolNode]] | None:
        """The latest remembered search whose every word is inside one of ``words`` (so whatever matches
        ``words`` matched it), or None."""
        for before, recent in reversed(self._recent.items()):
            if recent[0] == version and all(any(old in word for word in words) for old in before):
                return recent
        return None

    def hasChildren(self, parent: Index = ROOT) -> bool:  # noqa: N802
        """Answer for a group without filtering all its tools (Qt would build the group's whole mapping)."""
        if parent.isValid() and parent.parent().isValid():
            return False  # a tool row
        if self._needles and parent.isValid():
            node = self.mapToSource(parent).internalPointer()
            return isinstance(node, GroupNode) and node.key in self._groups
        return super().hasChildren(parent)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        if not self._needles:
            return True
        if not source_parent.isValid():
            return cast(ToolTreeModel, self.sourceModel()).groups[source_row].key in self._groups
        return self._matches(source_parent.internalPointer().children[source_row])

    def _matches(self, node: ToolNode) -> bool:
        if node.search is self._search:
            return node.hit
        if not node.hit and node.search in self._misses:
            return False  # no match for a search this one narrows
        haystack = node.haystack or node.search_text()
        hit = matches(haystack, self._needles)
        node.search, node.hit = self._search, hit
        return hit
