"""The palette's list: the registered tools a search matches, a tool named by its exact alias first, then favourites,
then recent tools (issues 35, 45).

Matching is :mod:`scriptdeck.gui.services.matcher`'s, the same as the main search box's; a tool's search text is
made once per tool object (a scan that changed the tool makes a new one), never per keystroke. The
list shows at most :data:`SHOWN` rows: a palette is for the few best matches, and a model of 10,000 rows costs the
first paint for nothing.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.services import matcher
from scriptdeck.gui.services.texts import group_label

# rows the palette shows at most
SHOWN = 200
# how many recent runs are read for the "recent tools first" order
RECENT_RUNS = 200

Index = QModelIndex | QPersistentModelIndex
ToolIdRole = Qt.ItemDataRole.UserRole + 1


class ToolFinder:
    """Plain Python: the tools, their search texts, and the order for a search. No Qt (tested without it)."""

    def __init__(self) -> None:
        self.tools: list[Tool] = []
        self._sorted: tuple[list[Tool], str, list[Tool]] = ([], "", [])
        # the last search's words and matches (valid until :meth:`load`)
        self._last: tuple[list[str], list[Tool] | None] = ([], None)
        self.recent: list[str] = []
        self.lang = "en"

    def load(self, tools: Sequence[Tool], recent: Sequence[str], lang: str) -> None:
        """The tools to search (registered ones) and the ids of recent runs, newest first."""
        self.tools = list(tools)
        self._last = ([], None)
        self.recent = list(dict.fromkeys(recent))
        self.lang = lang

    def find(self, query: str, limit: int = SHOWN) -> list[Tool]:
        """The matches of ``query``, best first: a tool whose alias is the query, favourites, recent tools (most
        recent first), then by how the first word meets the name (:func:`matcher.rank`), then by name. An empty query
        lists favourites, recent tools, then all by name."""
        words = matcher.needles(query)
        recent_rank = {tool_id: number for number, tool_id in enumerate(self.recent)}
        later = len(recent_rank)
        lang = self.lang
        if not words:
            starred = [tool for tool in self._by_name() if tool.favourite]
            first = {tool.id for tool in starred}
            recent = sorted((tool for tool in self.tools if tool.id in recent_rank and tool.id not in first),
                            key=lambda t: recent_rank[t.id])
            first.update(tool.id for tool in recent)
            shown = starred + recent
            rest = [tool for tool in self._by_name() if tool.id not in first][: max(0, limit - len(shown))]
            return (shown + rest)[:limit]
        found = self._matching(words)
        rank, alias_hit = matcher.rank, matcher.alias_hit

        def order(tool: Tool) -> tuple[bool, bool, int, int, str]:
            return (not alias_hit(tool, words), not tool.favourite, recent_rank.get(tool.id, later),
                    rank(tool, words, lang), matcher.display_key(tool, lang))

        return heapq.nsmallest(limit, found, key=order) if len(found) > limit else sorted(found, key=order)

    def _matching(self, words: list[str]) -> list[Tool]:
        """The tools every word is in. Typing on narrows: when each earlier word is inside one of the new words,
        only the earlier matches are looked at (as the main search box does)."""
        before, hits = self._last
        if before and hits is not None and all(any(old in word for word in words) for old in before):
            candidates = hits
        else:
            candidates = self.tools
        haystack, matches = matcher.haystack, matcher.matches
        found = [tool for tool in candidates if matches(haystack(tool), words)]
        self._last = (list(words), found)
        return found

    def _by_name(self) -> list[Tool]:
        """All tools by name in the UI language, sorted once per tool list (not per opening)."""
        source, lang, ordered = self._sorted
        if lang != self.lang or len(source) != len(self.tools) or any(a is not b for a, b in zip(source, self.tools)):
            ordered = sorted(self.tools, key=lambda tool: matcher.display_key(tool, self.lang))
            self._sorted = (self.tools, self.lang, ordered)
        return ordered


class FinderModel(QAbstractListModel):
    """The matches as rows: the name in the UI language, then the id and group in the row's tooltip and second
    line (``UserRole``)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[Tool] = []
        self.lang = "en"
        self.recent: set[str] = set()

    def set_rows(self, rows: list[Tool], lang: str, recent: Sequence[str]) -> None:
        self.beginResetModel()
        self.rows, self.lang, self.recent = rows, lang, set(recent)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        tool = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            groups = " · ".join(group_label(tool, group) for group in tool.groups)  # in the UI language
            mark = ("★ " if tool.favourite else "") + ("↺ " if tool.id in self.recent else "")
            aliases = ", ".join(tool.aliases)
            return f"{mark}{tool.display_name(self.lang)}    {tool.id}" + (f"    ({aliases})" if aliases else "") \
                + (f"    {groups}" if groups else "")
        if role == Qt.ItemDataRole.AccessibleTextRole and tool.favourite:  # the star, read as a word
            return self.tr("Favourite: %1").replace("%1", self.data(index, Qt.ItemDataRole.DisplayRole)[2:])
        if role == Qt.ItemDataRole.ToolTipRole:
            return tool.description
        if role == ToolIdRole:
            return tool.id
        return None
