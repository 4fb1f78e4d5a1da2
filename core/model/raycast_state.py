"""Enable/disable for Raycast commands: recorded in ScriptDeck's state, never in the Raycast folder.

A Raycast folder belongs to Raycast and is read in place, so ScriptDeck never renames or edits anything in it.
Disabling a Raycast command adds its path to ``disabled_raycast`` in ScriptDeck's ``settings.json``; enabling
removes it. ``set`` and deleting are refused with a pointer to ``scriptdeck convert`` (a Miyu copy in a user layer
can be edited and overridden like any other tool).
"""

from __future__ import annotations

from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.model.manage_schema import ManageError
from scriptdeck.core.store.settings import Settings
from scriptdeck.core.store.statefile import writing

SETTINGS_KEY = "disabled_raycast"


def disabled_paths(settings: Settings) -> set[str]:
    value = settings.get(SETTINGS_KEY)
    return {p for p in value if isinstance(p, str)} if isinstance(value, list) else set()


def _raycast_tool(registry: Any, tool_id: Any) -> Any:
    """The Raycast tool the id stands for (the merged winner), or None when the id is not a Raycast command."""
    if not isinstance(tool_id, str):
        return None
    tool = registry.get(tool_id)
    return tool if tool is not None and tool.dialect == "raycast" else None


def raycast_action(registry: Any, action: str, request: dict[str, Any]) -> dict[str, Any] | None:
    """Handle ``disable``/``unregister``/``enable``/``set`` for a Raycast command; None for anything else."""
    if action not in ("disable", "unregister", "enable", "set"):
        return None
    tool = _raycast_tool(registry, request.get("id"))
    if tool is None:
        return None
    if action == "set" or (action == "unregister" and request.get("delete_file")):
        raise ManageError(
            QT_TRANSLATE_NOOP("manage", "{a0} is a Raycast command, read in place: ScriptDeck does not change it"),
            QT_TRANSLATE_NOOP("manage", "convert it into a ScriptDeck layer first (scriptdeck convert {a0}), "
                                        "then edit the copy"),
            a0=tool.id,
        )
    with writing(registry.home.settings_path):  # read and changed under the lock: concurrent disables all count
        settings = Settings.load(registry.home.settings_path)
        if settings.error:
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "settings.json cannot be read ({a0}); nothing was changed"),
                QT_TRANSLATE_NOOP("manage", "repair or move aside {a1}"),
                a0=settings.error, a1=str(settings.path),
            )
        paths = disabled_paths(settings)
        path = str(tool.path)
        if action == "enable":
            paths.discard(path)
        else:
            paths.add(path)
        settings.set(SETTINGS_KEY, sorted(paths) or None)
        settings.save()
    registry.scan()
    state = "enabled" if action == "enable" else "disabled"
    return {"ok": True, "id": tool.id, "scope": tool.layer, "state": state, "path": path,
            "next": f"{tool.id} is {state} (recorded in ScriptDeck's settings; the Raycast folder is unchanged)."}
