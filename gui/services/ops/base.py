"""What every operation shares: :class:`ToolGone` (the tool it was asked to change is gone) and the helpers that
find a tool and say it was written (:class:`~scriptdeck.gui.services.changes.Changes`, re-exported here)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.store.index_store import INDEX_NAME
from scriptdeck.gui.services.changes import Changes

__all__ = ["Changes", "OpsBase", "ToolGone"]

if TYPE_CHECKING:
    from scriptdeck.gui.services.controller import Controller


TOOL_GONE = QT_TRANSLATE_NOOP("operations", "{a0}: no such tool (it was removed or renamed meanwhile)")
TOOL_GONE_FIX = QT_TRANSLATE_NOOP("operations", "Nothing was changed. Choose the tool again in the list.")


class ToolGone(LocalizedError, OSError):
    """The tool an operation was asked to change is no longer in the registry. Translatable (shown in the UI
    language through ``message(lang)``) and an ``OSError``, so every caller that reports a failed write reports it."""

    context = "operations"

    def __init__(self, tool_id: str) -> None:
        super().__init__(TOOL_GONE, TOOL_GONE_FIX, a0=tool_id)


class OpsBase:
    """The Controller the operations of one area write through, and the helpers they share."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller

    def _tool(self, tool_id: str) -> Any:
        tool = self.controller.registry.get(tool_id)
        if tool is None:
            raise ToolGone(tool_id)
        return tool

    def _indexes(self) -> list[Path]:
        return [self.controller.home.layer_dir(scope) / INDEX_NAME for scope in ("persona", "global")]

    @staticmethod
    def _pi_paths(tool: Any) -> list[Path]:
        if tool.dialect != "pi":
            return []
        path = tool.path
        plain = path.with_name(path.name[: -len(".disabled")]) if path.name.endswith(".disabled") else path
        return [plain, plain.with_name(plain.name + ".disabled")]

    def _tools_written(self, *tool_ids: str) -> Changes:
        controller = self.controller
        controller.forget_lint()
        controller.rescan()
        return controller.announce(Changes(tools=frozenset(tool_ids), registry=True))
