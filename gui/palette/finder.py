"""The palette's list: the registered tools a search matches, recent tools first (issue 35).

Matching is :mod:`scriptdeck.gui.services.matcher`'s, the same as the main search box's; a tool's search text is
made once per tool object (a scan that changed the tool makes a new one) and kept here, never per keystroke. The
list shows at most :data:`SHOWN` rows: a palette is for the few best matches, and a model of 10,000 rows costs the
first paint for nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.services import matcher

#: rows the palette shows at most
SHOWN = 200
#: how many recent runs are read for the "recent tools first" order
RECENT_RUNS = 200

Index = QModelIndex | QPersistentModelIndex
ToolIdRole = Qt.ItemDataRole.UserRole + 1


class ToolFinder:
    """Plain Python: the tools, their search texts, and the order for a search. No Qt (tested without it)."""

    def __init__(self) -> None:
        self._texts: dict[str, tuple[Tool, str]] = {}
        self.tools: list[Tool] = []
        self.recent: list[str] = []
        self.lang = "en"

    def load(self, tools: Sequence[Tool], recent: Sequence[str], lang: str) -> None:
        """The tools to search (registered ones) and the ids of recent runs, newest first."""
        self.tools = list(tools)
        self.recent = list(dict.fromkeys(recent))
        self.lang = lang
        if len(self._texts) > 2 * len(self.tools) + 64:  # tools gone since: forget their texts
            ids = {tool.id for tool in self.tools}
            self._texts = {key: value for key, value in self._texts.items() if key in ids}

    def text(self, tool: Tool) -> str:
        known = self._texts.get(tool.id)
        if known is not None and known[0] is tool:
            return known[1]
        text = matcher.haystack(tool)
        self._texts[tool.id] = (tool, text)
        return text

    def find(self, query: str, limit: int = SHOWN) -> list[Tool]:
        """The matches of ``query``, best first: recent tools (most recent first), then by how the first word
        meets the name (:func:`matcher.rank`), then by name. An empty query lists recent tools, then all."""
        words = matcher.needles(query)
        recent_rank = {tool_id: number for number, tool_id in enumerate(self.recent)}
        later = len(recent_rank)
        if words:
            text = self.text
            found = [tool for tool in self.tools if matcher.matches(text(tool), words)]
        else:
            found = self.tools
        lang = self.lang

        def order(tool: Tool) -> tuple[int, int, str]:
            return (recent_rank.get(tool.id, later), matcher.rank(tool, words, lang) if words else 0,
                    tool.display_name(lang).lower())

        if not words and len(found) > limit:  # 10,000 tools: the recent ones, then the first by name
            recent = [tool for tool in found if tool.id in recent_rank]
            rest = sorted((tool for tool in found if tool.id not in recent_rank),
                          key=lambda tool: tool.display_name(lang).lower())
            return (sorted(recent, key=order) + rest)[:limit]
        return sorted(found, key=order)[:limit]


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
            groups = " · ".join(tool.groups)
            mark = "↺ " if tool.id in self.recent else ""
            return f"{mark}{tool.display_name(self.lang)}    {tool.id}" + (f"    {groups}" if groups else "")
        if role == Qt.ItemDataRole.ToolTipRole:
            return tool.description
        if role == ToolIdRole:
            return tool.id
        return None
