"""Every change the window makes is one small operation here (as Anki's ``aqt.operations``): it writes through
``core``, records its undo entry where undo makes sense, and returns what changed as :class:`Changes`, which the
Controller announces on one typed signal (``Controller.changed``) that the views follow. Views never write a file,
update a store or build an undo record themselves (``tests/test_architecture.py`` keeps it so).

Each operation takes the id of the tool it acts on (captured when the user chose) and raises the core's error
(``ManageError``, ``HeaderEditError``, ``OSError`` …) unchanged: the caller says it in the user's language."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.store.index_store import INDEX_NAME
from scriptdeck.gui.services.undo import recording

if TYPE_CHECKING:
    from scriptdeck.core.model.authoring import Created, NewTool
    from scriptdeck.core.model.fix_backup import FixBackup
    from scriptdeck.gui.services.controller import Controller


@dataclass(frozen=True)
class Changes:
    """What one operation changed; a view refreshes only what it shows of that."""

    tools: frozenset[str] = frozenset()  # tools whose file or overrides were written
    registry: bool = False  # the registry was rescanned (the list, counts and panes follow)
    guard: frozenset[str] = frozenset()  # sandbox limits / trust pin of these tools ("" = the default profile)
    settings: bool = False
    history: bool = False
    presets: frozenset[str] = frozenset()
    tests: frozenset[str] = frozenset()  # tools whose test file changed on disk (outside the window, too)
    skills: bool = False  # Agent Skills in the store or a client's folder (SPEC §28)
    state_files: bool = False
    written: tuple[Path, ...] = field(default=(), compare=False)


TOOL_GONE = QT_TRANSLATE_NOOP("operations", "{a0}: no such tool (it was removed or renamed meanwhile)")
TOOL_GONE_FIX = QT_TRANSLATE_NOOP("operations", "Nothing was changed. Choose the tool again in the list.")


class ToolGone(LocalizedError, OSError):
    """The tool an operation was asked to change is no longer in the registry. Translatable (shown in the UI
    language through ``message(lang)``) and an ``OSError``, so every caller that reports a failed write reports it."""

    context = "operations"

    def __init__(self, tool_id: str) -> None:
        super().__init__(TOOL_GONE, TOOL_GONE_FIX, a0=tool_id)


class Operations:
    def __init__(self, controller: Controller) -> None:
        self.controller = controller

    # -- helpers -------------------------------------------------------------------------------------

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

    # -- tools ---------------------------------------------------------------------------------------

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

    # -- guard ---------------------------------------------------------------------------------------

    def save_limits(self, tool_id: str | None, changes: dict[str, Any], text: str, *, reset: bool = False) -> Changes:
        """A tool's sandbox limits (``tool_id`` None: the default profile), recorded for undo; a sandbox.json
        that does not parse is never written."""
        from scriptdeck.core.run.sandbox import SandboxStore
        from scriptdeck.gui.services.state_files import refuse_if_broken

        store = SandboxStore(self.controller.home.state_dir)
        refuse_if_broken(store.path)
        with recording(self.controller, text, [store.path]):
            store.update(tool_id, changes, reset=reset)
        return self.controller.announce(Changes(guard=frozenset([tool_id or ""])))

    def set_trust(self, tool_id: str, path: Path, approve: bool, *, expected: str | None = None) -> Changes:
        """Approve the file as it is now (``expected``: only if it still has the SHA-256 the user reviewed, else
        ``ChangedMeanwhile``), or revoke the approval (not on the undo stack: the approved copy is kept beside
        trust.json)."""
        from scriptdeck.core.run.trust import TrustStore
        from scriptdeck.gui.services.state_files import refuse_if_broken

        store = TrustStore(self.controller.home.state_dir)
        refuse_if_broken(store.path)
        if approve:
            store.approve(tool_id, path, expected=expected)
        else:
            store.revoke(path)
        return self.controller.announce(Changes(guard=frozenset([tool_id])))

    def set_revoked(self, tool_id: str, revoked: list[str]) -> Changes:
        """The host capabilities taken back from a tool (settings.json)."""
        self.controller.settings.set_revoked(tool_id, revoked)
        self.controller.settings.save()
        return self.controller.announce(Changes(settings=True, tools=frozenset([tool_id])))

    # -- settings, history, presets, state files -----------------------------------------------------------

    def save_settings(self, data: dict[str, Any], profile: dict[str, Any] | None, text: str) -> Changes:
        """The Settings dialog's Save: a changed default sandbox profile (one undoable step), then settings.json."""
        if profile is not None:
            self.save_limits(None, profile, text)
        self.controller.settings.data = data
        self.controller.settings.save()
        return self.controller.announce(Changes(settings=True))

    def remember_setting(self, key: str, value: Any) -> bool:
        """A convenience the window keeps (its layout, the language): written only when it changed; a failure to
        write is not an error the user has to see (False)."""
        settings = self.controller.settings
        if settings.get(key) == value:
            return True
        settings.set(key, value)
        try:
            settings.save()
        except (OSError, ValueError):
            return False
        return True

    def clear_history(self) -> Changes:
        """Forget every recorded run (cannot be undone: the window asks first)."""
        self.controller.runs.history.clear()
        return self.controller.announce(Changes(history=True))

    def save_preset(self, tool_id: str, name: str, args: Any) -> Changes:
        self.controller.presets.save(tool_id, name, args)
        return self.controller.announce(Changes(presets=frozenset([tool_id])))

    def delete_preset(self, tool_id: str, name: str) -> Changes:
        self.controller.presets.delete(tool_id, name)
        return self.controller.announce(Changes(presets=frozenset([tool_id])))

    def reset_state_file(self, path: Path) -> Path:
        """Reset a state file that does not parse: it is moved aside (``<name>.broken-<time>``), never deleted."""
        from scriptdeck.gui.services.state_files import move_aside

        target = move_aside(path)
        if path == self.controller.home.settings_path:
            self.controller.reload_settings()
        self.controller.announce(Changes(state_files=True, settings=True))
        return target



    # -- the window's own files (SPEC §14: every change the window makes is one operation here) -----------------

    def add_to_claude_desktop(self, entry: dict[str, Any]) -> dict[str, Any]:
        """Merge ScriptDeck's server into Claude Desktop's config (core's safe merge; ConfigError, OSError)."""
        from scriptdeck.core.mcp.clients import add_to_claude_desktop

        return add_to_claude_desktop(entry)

    def http_token(self) -> bytes:
        """The token HTTP clients send, made on first use (SPEC §27; TokenBroken, OSError)."""
        from scriptdeck.core.mcp.http_token import ensure_token, token_path

        return ensure_token(token_path(self.controller.home.state_dir))

    def ensure_folder(self, folder: Path, *, private: bool = False) -> Path:
        """A folder the window is about to show or watch, made when missing (0700 for ScriptDeck's state)."""
        from scriptdeck.core.store.fsutil import ensure_private_dir

        if private:
            return ensure_private_dir(folder)
        folder.mkdir(parents=True, exist_ok=True)
        return folder


def export_text(path: Path, text: str) -> None:
    """Save a run's output to a file the user chose: outside the home and the layers, nothing to undo and no view
    to tell, so it needs no Controller (the Full output window has none). Raises OSError."""
    from scriptdeck.core.store.fsutil import atomic_write

    atomic_write(path, text.encode("utf-8"))
