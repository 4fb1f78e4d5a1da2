"""The window's favourites and aliases (issue 45): one operation each, written through
:mod:`scriptdeck.core.model.marks` (the tool's layer's index.json, under its lock) and undoable like every other
change (the index file's bytes before and after)."""

from __future__ import annotations

from scriptdeck.core.model import marks
from scriptdeck.gui.services.ops.base import Changes, OpsBase
from scriptdeck.gui.services.undo import recording


class MarkOps(OpsBase):
    """``Controller.mark_ops``: a tool's star and aliases, written like its overrides."""

    def set_favourite(self, tool_id: str, on: bool, text: str) -> Changes:
        """Star (``on``) or unstar the tool; refused (``ManageError``) for a tool that cannot keep marks."""
        registry = self.controller.registry
        marks.markable(registry, tool_id)
        with recording(self.controller, text, [marks.index_path(registry, tool_id)]):
            marks.set_favourite(registry, tool_id, on)
        return self._tools_written(tool_id)

    def set_aliases(self, tool_id: str, aliases: list[str], text: str) -> Changes:
        """Replace the tool's aliases; each is checked before anything is written."""
        registry = self.controller.registry
        for alias in aliases:
            marks.check_alias(alias)
        marks.markable(registry, tool_id)
        with recording(self.controller, text, [marks.index_path(registry, tool_id)]):
            marks.set_aliases(registry, tool_id, aliases)
        return self._tools_written(tool_id)
