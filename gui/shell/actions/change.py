"""Changing a tool's place in the deck (the context menu, the Remove key, the checkbox): enable, disable,
unregister, delete the file, register a copy. Each is one Controller operation on the tool id captured when the
user chose; a question in between keeps that id."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED, Tool
from scriptdeck.gui.services.texts import join_list
from scriptdeck.gui.shell.actions.base import ActionModule

if TYPE_CHECKING:
    from scriptdeck.gui.shell.main_window import MainWindow


def can_delete(tool: Tool | None) -> bool:
    return tool is not None and tool.layer != "builtin" and tool.dialect != "raycast" \
        and not tool.layer.startswith("library:")  # a library from git is read-only (SPEC §29)


def can_unregister(tool: Tool | None) -> bool:
    return tool is not None and tool.state != UNREGISTERED and tool.dialect != "raycast" \
        and not tool.layer.startswith("library:")  # its tools come and go with the library (SPEC §29)


def can_copy(tool: Tool | None) -> bool:
    return tool is not None and (tool.layer == "builtin" or tool.dialect in ("raycast", "pi")
                                 or tool.layer.startswith("library:"))


class ChangeActions(ActionModule):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.remove_action = self.action("remove", self.ask_remove_current)
        self.disable_action = self.on_tool("disable", lambda tool_id: self.set_enabled(tool_id, False))
        self.enable_action = self.on_tool("enable", lambda tool_id: self.set_enabled(tool_id, True))
        self.unregister_action = self.on_tool("unregister", self.unregister)
        self.delete_action = self.on_tool("delete-file", self.ask_delete)
        self.copy_persona_action = self.on_tool("copy-to-persona", lambda tool_id: self.register_copy(tool_id, "persona"))
        self.copy_global_action = self.on_tool("copy-to-global", lambda tool_id: self.register_copy(tool_id, "global"))
        window.model.on_toggle = self.toggle_tools
        self.favourite_action = self.on_tool("favourite", self.toggle_favourite, "Ctrl+D")  # issue 45
        self.favourite_action.setCheckable(True)
        window.addAction(self.favourite_action)  # its key works from the whole window, not only in the menu

    def retranslate_ui(self) -> None:
        self.remove_action.setText(self.tr("Remove…"))
        self.disable_action.setText(self.tr("Disable"))
        self.enable_action.setText(self.tr("Enable"))
        self.unregister_action.setText(self.tr("Unregister"))
        self.delete_action.setText(self.tr("Delete file…"))
        self.copy_persona_action.setText(self.tr("Register a copy in this persona"))
        self.copy_global_action.setText(self.tr("Register a copy for every persona (global)"))
        self.favourite_action.setText(self.tr("★ Favourite"))

    def update_enabled(self, tool: Tool | None) -> None:
        builtin = tool is not None and tool.layer == "builtin"
        self.remove_action.setEnabled(tool is not None)
        self.delete_action.setEnabled(can_delete(tool))
        self.delete_action.setToolTip(self.tr("Built-in tools cannot be deleted; disable them instead") if builtin
                                      else self.tr("Raycast folders are read in place; ScriptDeck never deletes "
                                                   "their files") if tool is not None and tool.dialect == "raycast" else "")
        self.disable_action.setEnabled(tool is not None and tool.state == REGISTERED)
        self.enable_action.setEnabled(tool is not None and tool.state == DISABLED)
        self.unregister_action.setEnabled(can_unregister(tool))
        self.copy_persona_action.setEnabled(can_copy(tool))
        self.copy_global_action.setEnabled(can_copy(tool))
        markable = tool is not None and tool.layer in ("global", "persona")
        self.favourite_action.setEnabled(tool is not None)  # Ctrl+D on a tool that cannot be starred says why
        self.favourite_action.setChecked(bool(tool is not None and tool.favourite))
        self.favourite_action.setToolTip("" if markable or tool is None else self.tr(
            "Built-in, library, pi and Raycast tools cannot be starred; register a copy first"))

    def _name(self, tool_id: str) -> str:
        tool = self.tool(tool_id)
        return tool.display_name(self.controller.lang) if tool is not None else tool_id

    # -- enable / disable ----------------------------------------------------------------------------

    def set_enabled(self, tool_id: str, enabled: bool) -> None:
        self.toggle_tools([tool_id], enabled)  # the same path as the checkbox

    def toggle_tools(self, ids: list[str], enabled: bool) -> None:
        builtins = [i for i in ids if (t := self.tool(i)) is not None and t.layer == "builtin"]
        if not enabled and builtins:
            self._ask_builtin_scope(ids, builtins)
            return
        self._set_enabled(ids, enabled)

    def _set_enabled(self, ids: list[str], enabled: bool, scope: str | None = None) -> None:
        names = join_list([self._name(i) for i in ids])
        text = (self.tr("Enable %1") if enabled else self.tr("Disable %1")).replace("%1", names)
        try:
            self.controller.ops.set_enabled(ids, enabled, text, scope=scope)  # one undoable step
        except Exception as error:  # noqa: BLE001 - ManageError, OSError: all shown
            self.fail(error)

    def _ask_builtin_scope(self, ids: list[str], builtins: list[str]) -> None:
        """A builtin ships with ScriptDeck and cannot be changed itself: turning it off writes a "disabled"
        record into one of the user's layers, so the user picks which."""
        def answer(key: str) -> None:
            if key in ("persona", "global"):
                self._set_enabled(ids, False, key)

        self.window.prompts.ask(
            self.tr("Turn off a built-in tool"),
            self.tr("%1 comes with ScriptDeck. Turning it off writes a “disabled” record into one of your "
                    "index.json files; the tool itself is not changed, and ticking it again undoes this.")
            .replace("%1", join_list([self._name(i) for i in builtins])),
            [("persona", self.tr("Only for persona %1").replace("%1", self.controller.home.persona)),
             ("global", self.tr("For every persona (global)"))], answer,
            informative=self.tr("Where should it be turned off?"), key=("builtin-off", tuple(ids)))

    # -- favourites (issue 45) -----------------------------------------------------------------------

    def toggle_favourite(self, tool_id: str) -> None:
        """Star the tool, or unstar it: one undoable step."""
        tool = self.tool(tool_id)
        if tool is None:
            return
        on = not tool.favourite
        text = (self.tr("Add %1 to favourites") if on else self.tr("Remove %1 from favourites")) \
            .replace("%1", self._name(tool_id))
        try:
            self.controller.mark_ops.set_favourite(tool_id, on, text)
        except Exception as error:  # noqa: BLE001 - ManageError, OSError: all shown
            self.fail(error)
        self.update_enabled(self.window.current_tool())

    # -- unregister, delete, copy --------------------------------------------------------------------

    def unregister(self, tool_id: str) -> None:
        text = self.tr("Unregister %1").replace("%1", self._name(tool_id))
        try:
            self.controller.ops.unregister(tool_id, text)
        except Exception as error:  # noqa: BLE001 - ManageError, OSError: all shown
            self.fail(error)

    def ask_remove_current(self) -> None:
        """Remove… / Del: on a group row (not a tool) it says why nothing can be removed."""
        tool = self.window.current_tool()
        if tool is not None:
            self.ask_remove(tool.id)
            return
        index = self.window.tree.currentIndex()
        if index.isValid():
            self.window.status.showMessage(self.tr("“%1” is a group, not a tool: select a tool in it to remove that "
                                                   "tool.").replace("%1", str(index.data())), 8000)
        else:
            self.window.status.showMessage(self.tr("Select a tool to remove it."), 8000)

    def ask_remove(self, tool_id: str) -> None:
        tool = self.tool(tool_id)
        if tool is None:
            return
        choices = []
        if tool.state == REGISTERED:
            choices.append(("disable", self.tr("Disable")))
        if can_unregister(tool):
            choices.append(("unregister", self.tr("Unregister")))
        if can_delete(tool):
            choices.append(("delete", self.tr("Delete the file")))
        if not choices:
            return

        def answer(key: str) -> None:
            if key == "disable":
                self.set_enabled(tool_id, False)
            elif key == "unregister":
                self.unregister(tool_id)
            elif key == "delete":
                self.delete_file(tool_id)

        informative = self.tr("Disable keeps it listed and greyed; Unregister removes it from the list the agent "
                              "sees; Delete removes the file (Undo puts it back from a copy ScriptDeck keeps).")
        if tool.layer == "builtin":
            informative += " " + self.tr("Built-in tools cannot be deleted.")
        self.window.prompts.ask(
            self.tr("Remove a tool"),
            self.tr("What should happen to %1?").replace("%1", tool.display_name(self.controller.lang)),
            choices, answer, informative=informative, key=("remove", tool_id))

    def ask_delete(self, tool_id: str) -> None:
        tool = self.tool(tool_id)
        if not can_delete(tool):
            return
        assert tool is not None

        def answer(key: str) -> None:
            if key == "delete":
                self.delete_file(tool_id)

        self.window.prompts.ask(
            self.tr("Delete a tool's file"),
            self.tr("Delete %1?").replace("%1", str(tool.path)), [("delete", self.tr("Delete the file"))], answer,
            informative=self.tr("A copy is kept in ScriptDeck's state: Edit → Undo puts the file back."),
            key=("delete", tool_id))

    def delete_file(self, tool_id: str | None = None) -> bool:
        tool = self.tool(tool_id) if tool_id is not None else self.window.current_tool()
        if tool is None:
            return False
        try:
            self.controller.ops.delete_tool_file(tool.id, self.tr("Delete %1").replace("%1", tool.path.name))
        except Exception as error:  # noqa: BLE001 - ManageError, TrashError, OSError: all shown
            self.fail(error)
            self.controller.rescan()
            return False
        return True

    def register_copy(self, tool_id: str | None, scope: str) -> dict[str, Any] | None:
        """A builtin, Raycast or pi tool copied into a user layer (Raycast: converted to a Miyu header)."""
        tool = self.tool(tool_id) if tool_id is not None else self.window.current_tool()
        if tool is None:
            return None
        text = self.tr("Register a copy of %1").replace("%1", tool.id)
        try:
            answer = self.controller.ops.copy_tool(tool.id, scope, text)
        except Exception as error:  # noqa: BLE001 - ManageError, ConvertError, OSError: all shown
            self.fail(error)
            return None
        self.window.select_tool(tool.id)
        self.window.status.showMessage(self.tr("Copied to %1").replace("%1", str(answer.get("path", ""))), 8000)
        return answer


def names_of(controller: Any, ids: list[str]) -> str:
    """Tools named in the UI language and joined as the language joins a list ("、" in Chinese)."""
    names = []
    for tool_id in ids:
        tool = controller.registry.get(tool_id)
        names.append(tool.display_name(controller.lang) if tool is not None else tool_id)
    return join_list(names) if names else QCoreApplication.translate("ChangeActions", "(none)")
