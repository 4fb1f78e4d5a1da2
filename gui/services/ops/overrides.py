"""A tool's overrides (index.json) and its own header, each one undoable operation."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from scriptdeck.core.store.index_store import INDEX_NAME
from scriptdeck.gui.services.ops.base import Changes, OpsBase
from scriptdeck.gui.services.undo import recording


class OverrideOps(OpsBase):
    """Writes to what a tool declares: ``manage_script set`` and header edits."""

    def set_overrides(self, tool_id: str, changes: dict[str, Any], text: str) -> Changes:
        """``manage_script set`` in the tool's layer (None removes an override)."""
        tool = self._tool(tool_id)
        index = self.controller.layer_dir(tool.layer) / INDEX_NAME
        with recording(self.controller, text, [index]):
            self.controller.manager.call({"action": "set", "id": tool_id, "scope": tool.layer, **changes})
        return self._tools_written(tool_id)

    def edit_header(self, tool_id: str, changes: dict[str, Any], expected: bytes | None, text: str) -> Changes:
        """Rewrite the tool's comment header (refused when the file changed since ``expected`` was read)."""
        from scriptdeck.core.model.header_edit import edit_tool_header

        tool = self._tool(tool_id)
        with recording(self.controller, text, [Path(os.path.realpath(tool.path))]):
            edit_tool_header(self.controller.registry, tool_id, changes, expected=expected)
        return self._tools_written(tool_id)
