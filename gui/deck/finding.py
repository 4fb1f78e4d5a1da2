"""Finding tools: a flat list (each tool once, no group rows), filters by state, layer, dialect and lint
findings, sorting by any column, and tooltips with the description, path and lint findings.

:class:`DeckModel` is the tool tree with a flat mode; :class:`DeckFilterProxy` adds a predicate (the filter
menu) to the search and sorts numbers as numbers. Both keep the tree's behaviour when no filter is set.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED, Tool
from scriptdeck.gui.deck.tool_model import (
    COLUMNS,
    LINT,
    NAME,
    ROOT,
    TIMEOUT,
    TOKENS,
    TOOL_ROLE,
    GroupNode,
    Index,
    ToolFilterProxy,
    ToolNode,
    ToolTreeModel,
    _group_sort_key,
    group_keys,
)

_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)


class DeckModel(ToolTreeModel):
    """The tool tree, or (``set_flat(True)``) one row per tool, sorted by id, with no group rows."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.flat = False
        self.flat_nodes: list[ToolNode] = []
        self._flat_group = GroupNode("")

    def set_flat(self, flat: bool) -> None:
        if flat == self.flat:
            return
        self.beginResetModel()
        self.flat = flat
        self.version += 1
        self._rebuild_flat()
        self.endResetModel()

    def set_costs(self, tokens: Callable[[Tool], int | None], changed: set[str] | None = None) -> None:
        if not self.flat or changed is not None:
            super().set_costs(tokens, changed)
            return
        self.tokens = tokens
        if self.flat_nodes:
            self.dataChanged.emit(self.index(0, LINT), self.index(len(self.flat_nodes) - 1, TOKENS))

    def _rebuild_flat(self) -> None:
        self.flat_nodes = [ToolNode(t, self._flat_group) for _, t in sorted(self._tools_by_id.items())]
        self._renumber(self.flat_nodes)

    def set_tools(self, tools: list[Tool]) -> None:
        if not self.flat:
            super().set_tools(tools)
            return
        self.version += 1
        self.beginResetModel()  # the tree below is rebuilt quietly; the view sees the flat rows
        self._tools_by_id = {tool.id: tool for tool in tools}
        wanted: dict[str, dict[str, Tool]] = {}
        for tool in tools:
            for key in group_keys(tool):
                wanted.setdefault(key, {})[tool.id] = tool
        self.groups = []
        for key in sorted(wanted, key=_group_sort_key):
            group = GroupNode(key)
            group.children = [ToolNode(t, group) for _, t in sorted(wanted[key].items())]
            group.count()
            self._renumber(group.children)
            self.groups.append(group)
        self._renumber(self.groups)
        self._rebuild_flat()
        self.endResetModel()

    def index(self, row: int, column: int, parent: Index = ROOT) -> QModelIndex:
        if not self.flat:
            return ToolTreeModel.index(self, row, column, parent)  # the hottest call of all: no super() lookup
        if not parent.isValid() and 0 <= row < len(self.flat_nodes) and 0 <= column < COLUMNS:
            return self.createIndex(row, column, self.flat_nodes[row])
        return QModelIndex()

    def parent(self, index: Index = ROOT) -> QModelIndex:  # type: ignore[override]
        return QModelIndex() if self.flat else super().parent(index)

    def rowCount(self, parent: Index = ROOT) -> int:  # noqa: N802
        if not self.flat:
            return super().rowCount(parent)
        return 0 if parent.isValid() else len(self.flat_nodes)

    def hasChildren(self, parent: Index = ROOT) -> bool:  # noqa: N802
        if not self.flat:
            return super().hasChildren(parent)
        return not parent.isValid() and bool(self.flat_nodes)

    def indexes_for(self, tool_id: str, column: int = NAME) -> list[QModelIndex]:
        if not self.flat:
            return super().indexes_for(tool_id, column)
        return [self.createIndex(n.row, column, n) for n in self.flat_nodes if n.tool.id == tool_id]

    def _all_changed(self) -> None:
        if not self.flat:
            super()._all_changed()
        elif self.flat_nodes:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.flat_nodes) - 1, COLUMNS - 1))

    def warm_search(self, budget: int = 2000) -> bool:
        return super().warm_search(budget) if not self.flat else True

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == _TOOLTIP and index.isValid():
            node = index.internalPointer()
            if isinstance(node, ToolNode):
                return self.tool_tooltip(node.tool, index.column())
        return ToolTreeModel.data(self, index, role)

    def tool_tooltip(self, tool: Tool, column: int) -> str:
        """Row: state, description and path. Lint badge: the findings themselves."""
        if column == LINT and self._lint is not None:
            findings = self._lint_cached(tool) if self._lint_cached is not None else self._lint(tool)
            if findings is None:
                return QCoreApplication.translate("Finding", "Checking…")
            if not findings:
                return QCoreApplication.translate("Finding", "No lint findings")
            lines = []
            for finding in findings:
                error, fix = finding.message(self.lang), finding.fix(self.lang)
                mark = "✖" if finding.severity == "error" else "⚠"
                lines.append(f"{mark} {error}" + (f"\n    {fix}" if fix else ""))
            return "\n".join(lines)
        parts = [self._tooltip(tool)]  # state and fix (or the stub) as before
        description = tool.description
        if self.lang != "en" and tool.header is not None and tool.header.description_zh:
            description = tool.header.description_zh  # a Chinese UI shows the tool's 描述 (the agent: the stub)
        if tool.state == REGISTERED and description and description != parts[0]:
            parts = [description[:600]]
        if tool.overrides and tool.aliases:
            parts.append(QCoreApplication.translate("Finding", "Aliases: %1").replace("%1", ", ".join(tool.aliases)))
        parts.append(QCoreApplication.translate("Finding", "Path: %1").replace("%1", str(tool.path)))
        return "\n".join(p for p in parts if p)


class DeckFilterProxy(ToolFilterProxy):
    """The search plus the filter menu's predicate; in the flat mode rows are tools."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.predicate: Callable[[Tool], bool] | None = None

    def set_predicate(self, predicate: Callable[[Tool], bool] | None) -> None:
        self.beginResetModel()
        self.predicate = predicate
        self._compute()
        self.endResetModel()

    def refilter(self) -> None:
        """After the source model's structure changed (flat on/off): recompute what matches."""
        self.beginResetModel()
        self._compute()
        self.endResetModel()

    @property
    def active(self) -> bool:
        return bool(self._needles) or self.predicate is not None

    def _source(self) -> DeckModel | None:
        source = self.sourceModel()
        return source if isinstance(source, DeckModel) else None

    def _compute(self) -> None:
        source = self._source()
        if source is None or not source.flat or not self.active:
            if self.predicate is None:
                super()._compute()
                return
        groups: set[str] = set()
        per_group: dict[str, int] = {}
        matches = 0
        if source is not None and self.active:
            if source.flat:
                matches = sum(1 for node in source.flat_nodes if self._matches(node))
            else:
                for group in source.groups:
                    found = sum(1 for node in group.children if self._matches(node))
                    if found:
                        groups.add(group.key)
                        per_group[group.key] = found
                        matches += found
        self._groups, self.matches, self.group_matches = groups, matches, per_group

    def hasChildren(self, parent: Index = ROOT) -> bool:  # noqa: N802
        source = self._source()
        if source is not None and source.flat:
            return not parent.isValid() and self.rowCount(parent) > 0
        if self.predicate is not None and parent.isValid() and not parent.parent().isValid():
            node = self.mapToSource(parent).internalPointer()
            return isinstance(node, GroupNode) and node.key in self._groups
        return super().hasChildren(parent)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        if not self.active:
            return True
        source = self._source()
        if source is not None and source.flat:
            return not source_parent.isValid() and self._matches(source.flat_nodes[source_row])
        if not source_parent.isValid():
            return source.groups[source_row].key in self._groups if source is not None else True
        return self._matches(source_parent.internalPointer().children[source_row])

    def _matches(self, node: ToolNode) -> bool:
        if self.predicate is not None and not self.predicate(node.tool):
            return False
        if not self._needles:
            return True
        return super()._matches(node)

    def lessThan(self, left: QModelIndex | QPersistentModelIndex, right: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        a, b = left.data(TOOL_ROLE), right.data(TOOL_ROLE)
        if left.column() == TIMEOUT and a is not None and b is not None:
            return a.timeout_seconds < b.timeout_seconds
        if left.column() == TOKENS and a is not None and b is not None:
            tokens = self.sourceModel().tokens  # type: ignore[attr-defined]  # always a DeckModel
            return (tokens(a) or -1, b.id) < (tokens(b) or -1, a.id)  # heaviest-first = descending
        if a is None and b is None:  # group rows: "Ungrouped" stays last
            ka, kb = left.internalPointer(), right.internalPointer()
            if isinstance(ka, GroupNode) and isinstance(kb, GroupNode) and left.column() == NAME:
                return _group_sort_key(ka.key) < _group_sort_key(kb.key)
        return str(left.data() or "").casefold() < str(right.data() or "").casefold()


# -- the filter menu's predicate --------------------------------------------------------------------------

STATES = (REGISTERED, DISABLED, UNREGISTERED)


def make_predicate(states: set[str], layers: set[str], dialects: set[str], findings: set[str],
                   lint: Callable[[Tool], list[Any]] | None) -> Callable[[Tool], bool] | None:
    """A tool passes when it is in every chosen set (an empty set does not filter). ``findings``: "error",
    "warning" (a tool with at least one finding of a chosen severity)."""
    if not (states or layers or dialects or findings):
        return None

    def accept(tool: Tool) -> bool:
        if states and tool.state not in states:
            return False
        if layers and tool.layer not in layers:
            return False
        if dialects and tool.dialect not in dialects:
            return False
        if findings:
            severities = {f.severity for f in (lint(tool) if lint is not None else [])}
            if not severities & findings:
                return False
        return True

    return accept
