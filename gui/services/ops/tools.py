"""Tools come and go: new, register (with its trust pin), copy, delete, enable/disable, unregister, one-click fixes."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scriptdeck.core.store.index_store import INDEX_NAME
from scriptdeck.gui.services.ops.base import Changes, OpsBase
from scriptdeck.gui.services.undo import recording

if TYPE_CHECKING:
    from scriptdeck.core.model.authoring import Created, NewTool
    from scriptdeck.core.model.fix_backup import FixBackup


class ToolOps(OpsBase):
    """The registry's own changes; each rescans and announces the tools it touched."""

    def create_tool(self, request: NewTool) -> Created:
        """New tool from a template (the same path as ``scriptdeck new``); undo removes what it wrote."""
        from scriptdeck.core.model.authoring import create_tool, destination

        _layer, path = destination(self.controller.registry, request, self.controller.settings)
        paths = [path.parent / INDEX_NAME, path]
        with recording(self.controller, self._new_text(request), paths):
            created = create_tool(self.controller.registry, request, self.controller.settings)
        self._tools_written(created.tool_id)
        return created

    @staticmethod
    def _new_text(request: NewTool) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("Operations", "New tool %1").replace("%1", str(request.tool_id))

    def register(self, request: dict[str, Any], *, pin: bool = True) -> dict[str, Any]:
        """``manage_script register`` for a file the user looked at in the window; the file is pinned for trust
        (SPEC §17) — a failure to pin never undoes the registration (the tool then shows as not reviewed)."""
        from scriptdeck.core.run import trust

        folder = self.controller.home.layer_dir(str(request.get("scope") or "persona"))
        name = Path(str(request.get("path", ""))).name
        with recording(self.controller, self._register_text(request), [folder / INDEX_NAME, folder / name]):
            answer = self.controller.manager.call(request)
        path, tool_id = answer.get("path"), answer.get("id")
        if pin and answer.get("ok") and isinstance(path, str) and path and isinstance(tool_id, str):
            try:
                trust.TrustStore(self.controller.home.state_dir).approve(tool_id, Path(path))
            except OSError:
                pass
        self._tools_written(*([tool_id] if isinstance(tool_id, str) else []))
        return answer

    @staticmethod
    def _register_text(request: dict[str, Any]) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("Operations", "Register %1").replace("%1", Path(str(request.get("path"))).name)

    def copy_tool(self, tool_id: str, scope: str, text: str) -> dict[str, Any]:
        """A built-in, pi or Raycast tool copied into a user layer (Raycast: converted to a Miyu header)."""
        from scriptdeck.core.model.convert import convert

        tool = self._tool(tool_id)
        folder = self.controller.home.layer_dir(scope)
        with recording(self.controller, text, [folder / INDEX_NAME, folder / tool.path.name]):
            if tool.dialect == "raycast":
                answer = convert(self.controller.registry, tool_id, scope=scope)
            else:
                answer = self.controller.manager.call({"action": "register", "path": str(tool.path), "id": tool_id,
                                                       "scope": scope})
        self._tools_written(tool_id)
        return answer

    def delete_tool_file(self, tool_id: str, text: str) -> Changes:
        """The tool's file goes to ScriptDeck's trash; undo restores it."""
        from scriptdeck.core.model import trash

        holder = [trash.delete_file(self.controller.registry, tool_id)]

        def undo() -> None:
            trash.restore(self.controller.registry, holder[0])

        def redo() -> None:
            holder[0] = trash.delete_file(self.controller.registry, holder[0].tool_id)

        history = self.controller.undo_history
        if history is not None:
            history.push_calls(text, undo, redo)
        return self._tools_written(tool_id)

    def set_enabled(self, tool_ids: list[str], enabled: bool, text: str, *, scope: str | None = None) -> Changes:
        """Enable or disable tools as one undoable step (``scope``: where a built-in's "disabled" record goes)."""
        tools = [t for i in tool_ids if (t := self.controller.registry.get(i)) is not None]
        paths = self._indexes() + [p for t in tools for p in self._pi_paths(t)]
        action = "enable" if enabled else "disable"
        try:
            with recording(self.controller, text, paths):
                for tool_id in tool_ids:
                    request = {"action": action, "id": tool_id}
                    if scope is not None:
                        request["scope"] = scope
                    self.controller.manager.call(request)
        finally:
            changes = self.controller.announce(Changes(tools=frozenset(tool_ids), registry=True))
        return changes

    def unregister(self, tool_id: str, text: str) -> Changes:
        tool = self._tool(tool_id)
        try:
            with recording(self.controller, text, self._indexes() + self._pi_paths(tool)):
                self.controller.manager.call({"action": "unregister", "id": tool_id})
        finally:
            changes = self.controller.announce(Changes(tools=frozenset([tool_id]), registry=True))
        return changes

    def apply_fix(self, tool_id: str, code: str, text: str, line: str = "") -> FixBackup:
        """A one-click lint fix (the exec bit, or a header line), recorded for undo from the backup it takes."""
        from scriptdeck.core.model.file_snapshot import FileState, read_state
        from scriptdeck.core.model.fix_backup import take_backup
        from scriptdeck.core.model.header_line import insert_header_line

        tool = self._tool(tool_id)
        record = take_backup(self.controller.home.state_dir, tool_id, tool.path, code)
        before = FileState(record.backup.read_bytes(), record.mode)
        if line:
            insert_header_line(tool.path, line)
        else:
            mode = tool.path.stat().st_mode
            os.chmod(tool.path, mode | ((mode & 0o444) >> 2) | 0o100)
        history = self.controller.undo_history
        if history is not None:
            history.push_states(text, {record.path: before}, {record.path: read_state(record.path)})
        self._tools_written(tool_id)
        return record

    def undo_fix(self, tool_id: str, record: FixBackup) -> Changes:
        """Put the script back as it was before a one-click fix (from the copy the fix kept)."""
        from scriptdeck.core.model.fix_backup import undo_fix

        undo_fix(record)
        return self._tools_written(tool_id)
