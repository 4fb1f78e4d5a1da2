"""``manage_script`` (SPEC §7): register, unregister, list, enable, disable, set.

The request is checked first, in one place (:mod:`.manage_schema`: the JSON Schema ``--describe`` publishes);
register's file checks are :func:`.preflight.preflight`, shared with the window's registration dialog. Each
action is one method here. Every refusal is a :class:`ManageError` raised before anything is written; every
success returns the JSON object the agent reads. This module rescans the registry before it looks and after it
writes.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.dialects.pi import PI_DISABLED_SUFFIX
from scriptdeck.core.model.manage_register import (
    LOCKED,
    LOCKED_FIX,
    _relative,
    refuse_replace_under_enforce,
    register,
)
from scriptdeck.core.model.manage_schema import (
    ACTIONS,
    LIST_FIX,
    SCOPES,
    Checked,
    ManageError,
    check_request,
    describe,
)
from scriptdeck.core.model.preflight import (
    DESCRIPTION_REQUIRED,
    MAX_COPY,
    UNREADABLE,
    UNREADABLE_FIX,
    writable_index,
)
from scriptdeck.core.model.raycast_state import raycast_action
from scriptdeck.core.model.registry import FIX_INDEX_ID_INVALID, Registry
from scriptdeck.core.model.tool import DISABLED, Tool
from scriptdeck.core.store.index_store import (
    INDEX_NAME,
    OVERRIDE_FIELDS,
    IndexBusy,
    IndexDoc,
    IndexUnreadable,
    LockTimeout,
    NonFiniteRefused,
    add_disabled,
    clear_disabled,
    merge_entry,
    read_index,
    remove_entries,
    update_index,
)

__all__ = ["ACTIONS", "MAX_COPY", "SCOPES", "ManageError", "Manager", "describe", "list_payload"]

BUSY = QT_TRANSLATE_NOOP("manage", "index.json of the {a0} layer kept changing on disk; nothing was written")
BUSY_FIX = QT_TRANSLATE_NOOP("manage", "try again when the file is no longer being edited")
NON_FINITE = QT_TRANSLATE_NOOP("manage", "a value is NaN or Infinity, which JSON cannot hold; nothing was written")
NON_FINITE_FIX = QT_TRANSLATE_NOOP("manage", "pass finite numbers only")
NOT_FOUND = QT_TRANSLATE_NOOP(
    "manage", "script id '{a0}' not found. Use action=list to see registered, unregistered and disabled scripts."
)


#: actions whose every write is named in ``Manager._written`` (index.json files, pi renames): after them only those
#: paths are rescanned; every other action rescans all layers
_NAMED_WRITES = ("enable", "disable")


class Manager:
    def __init__(self, registry: Registry, *, agent: bool = False) -> None:
        """``agent``: requests come from an agent (``tool-call manage_script``, MCP), so the trust policy applies."""
        self.registry = registry
        self.home = registry.home
        self.agent = agent
        #: the files the current call wrote or renamed (see _NAMED_WRITES)
        self._written: list[Path] = []

    # -- entry point ---------------------------------------------------------------------------

    def call(self, request: Any) -> dict[str, Any]:
        checked = check_request(request)
        action = checked.request["action"]
        if action in _NAMED_WRITES and self.registry.generation:
            # Enabling or disabling reads what it changes from disk, under the lock; what the registry must know
            # first is the tool and the disabled records: the index files and the tool's own file are looked at
            # again, not every file of every layer (at 10,000 tools that is most of a toggle's time).
            known = self.registry.get(str(checked.request.get("id", "")))
            self.registry.scan_paths([self._dir(s) / INDEX_NAME for s in SCOPES] + ([known.path] if known else []))
        else:
            self.registry.scan()
        scope = checked.request.get("scope")
        handler = getattr(self, "_" + action)
        self._written = []
        try:
            special = raycast_action(self.registry, action, checked.request)  # Raycast folders are never written
            result = special if special is not None else handler(checked, scope)
        finally:
            written, self._written = self._written, []
        if special is None and action in _NAMED_WRITES:
            self.registry.scan_paths(written)  # the rest was scanned just before; a later change is seen later
        else:
            self.registry.scan()
        return result

    # -- helpers -------------------------------------------------------------------------------

    def _dir(self, scope: str) -> Path:
        return self.home.layer_dir(scope)

    def _check_writable(self, scope: str) -> IndexDoc:
        return writable_index(self.registry, scope)

    def _update(self, scope: str, edit: Any) -> bool:
        self._written.append(self._dir(scope) / INDEX_NAME)
        try:
            return update_index(self._dir(scope), edit)
        except IndexUnreadable as error:
            raise ManageError(UNREADABLE, UNREADABLE_FIX, a0=scope, a1=error.reason, a2=error.path) from error
        except LockTimeout as error:
            raise ManageError(LOCKED, LOCKED_FIX, a0=scope, a1=f"{error.waited:g}", a2=error.path) from error
        except IndexBusy as error:
            raise ManageError(BUSY, BUSY_FIX, a0=scope) from error
        except NonFiniteRefused as error:
            raise ManageError(NON_FINITE, NON_FINITE_FIX) from error

    def _clear_disabled_everywhere(self, tool_id: str, path: str | None) -> None:
        for scope in SCOPES:
            doc = read_index(self._dir(scope))
            if doc.error or doc.write_block:
                continue  # its records are ignored while unreadable; never touch the file
            rel = _relative(self._dir(scope), path) if path else None

            def edit(root: dict[str, Any], rel: str | None = rel) -> None:
                clear_disabled(root, tool_id, rel)
                if path:
                    clear_disabled(root, None, path)

            probe = {"disabled": doc.root.get("disabled")}
            edit(probe)  # on the records as just read (clear_disabled replaces the list, never changes it)
            if probe["disabled"] is doc.root.get("disabled"):
                continue  # no record here names the tool: no lock, no second parse, nothing to write
            self._update(scope, edit)

    def _find_user(self, tool_id: str, scopes: tuple[str, ...] = SCOPES) -> tuple[str, Tool] | None:
        """Index entries first (persona, global), then detected files (persona before global)."""
        for indexed in (True, False):
            for scope in scopes:
                for tool in self.registry.file_tools(scope):
                    if tool.id == tool_id and tool.has_id and tool.indexed == indexed:
                        return scope, tool
        return None

    def _find_builtin(self, tool_id: str) -> Tool | None:
        return next((t for t in self.registry.file_tools("builtin") if t.id == tool_id and t.has_id), None)

    def _find_pi(self, tool_id: str) -> Tool | None:
        for layer in reversed(self.registry.layers):
            if layer.dialect == "pi":
                for tool in self.registry.file_tools(layer.name):
                    if tool.id == tool_id:
                        return tool
        return None

    # -- register (core/model/manage_register.py) ----------------------------------------------------

    def _register(self, checked: Checked, scope: str | None) -> dict[str, Any]:
        return register(self, checked, scope)

    def _refuse_replace_under_enforce(self, destination: Path) -> None:
        refuse_replace_under_enforce(self, destination)

    # -- unregister / disable / enable ------------------------------------------------------------

    def _unregister(self, checked: Checked, scope: str | None, *, delete: bool | None = None) -> dict[str, Any]:
        tool_id = checked.request["id"]  # the schema requires a non-empty string
        delete_file = bool(checked.request.get("delete_file")) if delete is None else delete
        keep_entry = delete is False  # GUI/scripting "disable" keeps the user's overrides
        found = self._find_user(tool_id)
        if found is None:
            in_use = self.registry.get(tool_id)  # a disabled pi file hides nothing: disable the file in use
            pi_tool = in_use if in_use is not None and in_use.dialect == "pi" else self._find_pi(tool_id)
            if pi_tool is not None:
                return self._pi_disable(pi_tool, delete_file)
            builtin = self._find_builtin(tool_id)
            if builtin is None:
                raise ManageError(NOT_FOUND, LIST_FIX, a0=tool_id)
            if delete_file:
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "built-in scripts cannot be deleted"),
                    QT_TRANSLATE_NOOP("manage", "unregister without delete_file to hide it"),
                )
            target = scope or "persona"
            self._check_writable(target)
            self._update(target, lambda root: add_disabled(root, tool_id, str(builtin.path)))
            return {
                "ok": True,
                "id": tool_id,
                "scope": target,
                "state": "disabled",
                "path": str(builtin.path),
                "next": f"{tool_id} is hidden; register id={tool_id} shows it again.",
            }
        found_scope, tool = found
        self._check_writable(found_scope)
        rel = _relative(self._dir(found_scope), str(tool.path))
        if delete_file:

            def edit(root: dict[str, Any]) -> None:
                remove_entries(root, tool_id)
                clear_disabled(root, tool_id, rel)

            self._update(found_scope, edit)
            tool.path.unlink(missing_ok=True)  # a symlink: the link goes, its target is never touched
            state = "deleted"
        else:

            def edit(root: dict[str, Any]) -> None:
                if not keep_entry:
                    remove_entries(root, tool_id)
                add_disabled(root, tool_id, rel)

            self._update(found_scope, edit)
            state = "disabled"
        return {
            "ok": True,
            "id": tool_id,
            "scope": found_scope,
            "state": state,
            "path": str(tool.path),
            "next": (
                f"{tool_id} is deleted."
                if delete_file
                else f"{tool_id} is disabled; register id={tool_id} (or enable) brings it back."
            ),
        }

    def _disable(self, checked: Checked, scope: str | None) -> dict[str, Any]:
        return self._unregister(checked, scope, delete=False)

    def _pi_disable(self, tool: Tool, delete_file: bool) -> dict[str, Any]:
        if tool.state == DISABLED and not delete_file:
            path = tool.path
        elif delete_file:
            tool.path.unlink(missing_ok=True)
            return {
                "ok": True,
                "id": tool.id,
                "scope": tool.layer,
                "state": "deleted",
                "path": str(tool.path),
                "next": f"{tool.id} is deleted.",
            }
        else:
            path = tool.path.with_name(tool.path.name + PI_DISABLED_SUFFIX)
            if path.exists():
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "{a0} already exists"),
                    QT_TRANSLATE_NOOP("manage", "remove or rename it first"),
                    a0=path,
                )
            self._written += [tool.path, path]
            os.rename(tool.path, path)
        return {
            "ok": True,
            "id": tool.id,
            "scope": tool.layer,
            "state": "disabled",
            "path": str(path),
            "next": f"{tool.id} is disabled (renamed to {path.name}).",
        }

    def _enable(self, checked: Checked, scope: str | None) -> dict[str, Any]:
        tool_id = checked.request["id"]
        pi_tool = self._find_pi(tool_id)
        if pi_tool is not None and self._find_user(tool_id) is None:
            path = pi_tool.path
            if path.name.endswith(PI_DISABLED_SUFFIX):
                target = path.with_name(path.name[: -len(PI_DISABLED_SUFFIX)])
                if target.exists():
                    raise ManageError(
                        QT_TRANSLATE_NOOP("manage", "{a0} already exists"),
                        QT_TRANSLATE_NOOP("manage", "remove or rename one of the two files"),
                        a0=target,
                    )
                self._written += [path, target]
                os.rename(path, target)
                path = target
            return {
                "ok": True,
                "id": tool_id,
                "scope": pi_tool.layer,
                "state": "enabled",
                "path": str(path),
                "next": f"{tool_id} is enabled.",
            }
        found = self._find_user(tool_id)
        tool = found[1] if found else self._find_builtin(tool_id)
        known = tool is not None or any(r["id"] == tool_id for r in self.registry.disabled_records())
        if not known:
            raise ManageError(NOT_FOUND, LIST_FIX, a0=tool_id)
        self._clear_disabled_everywhere(tool_id, str(tool.path) if tool else None)
        return {
            "ok": True,
            "id": tool_id,
            "scope": found[0] if found else "builtin",
            "state": "enabled",
            "path": str(tool.path) if tool else "",
            "next": f"{tool_id} is enabled.",
        }

    # -- set -----------------------------------------------------------------------------------

    def _set(self, checked: Checked, scope: str | None) -> dict[str, Any]:
        tool_id = checked.request["id"]
        fields = checked.fields(OVERRIDE_FIELDS, allow_null=True)
        found = self._find_user(tool_id, (scope,) if scope else SCOPES)
        if found is None:
            if self._find_builtin(tool_id) or self._find_pi(tool_id):
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "'{a0}' is read-only here (built-in or pi script)"),
                    QT_TRANSLATE_NOOP("manage", "register a copy of it with path=… first, then set its fields"),
                    a0=tool_id,
                )
            raise ManageError(NOT_FOUND, LIST_FIX, a0=tool_id)
        found_scope, tool = found
        self._refuse_replace_under_enforce(tool.path)  # its fields are the user's under enforce, as its file is
        self._check_writable(found_scope)
        if "description" in fields and not fields["description"] and not (tool.header and tool.header.best_description):
            raise ManageError(DESCRIPTION_REQUIRED, QT_TRANSLATE_NOOP("manage", "add a # Description: line to the header"))
        rel = _relative(self._dir(found_scope), str(tool.path))
        wrote = self._update(found_scope, lambda root: merge_entry(root, tool_id, rel, fields))
        self.registry.scan()
        entry = next((e for e in read_index(self._dir(found_scope)).entries() if e.id == tool_id), None)
        return {
            "ok": True,
            "id": tool_id,
            "scope": found_scope,
            "path": str(tool.path),
            "changed": wrote,
            "overrides": entry.explicit() if entry else {},
        }

    # -- list ----------------------------------------------------------------------------------

    def _list(self, checked: Checked | None = None, scope: str | None = None) -> dict[str, Any]:
        return list_payload(self.registry)


def list_payload(registry: Registry) -> dict[str, Any]:
    registered, unregistered = [], []
    link_target = registry.link_target
    for tool in registry.all_tools():
        if tool.state == "registered":
            path = os.fspath(tool.file)  # already normal (the registry builds it): no Path to make
            entry: dict[str, Any] = {
                "id": tool.id,
                "display_name": tool.display_name("zh_CN"),
                "layer": tool.layer,
                "path": path,
                "parameters": "schema" if tool.has_parameters else "generic stdin",
                "argv": tool.argv,
                "always_loaded": bool(tool.value("always_loaded")),
            }
            if tool.overrides:  # the user's marks (issue 45), only when set: the agent's list stays as short
                if tool.favourite:
                    entry["favourite"] = True
                if tool.aliases:
                    entry["aliases"] = tool.aliases
            target = link_target(path)  # a symlinked script: stow users see where it really is
            if target:
                entry["link_target"] = target
            registered.append(entry)
        elif tool.state == "unregistered":
            winner = registry.shadowed_by(tool)
            reason = {"reason": "shadowed", "winner": winner} if winner else \
                {"reason": "index-id-invalid"} if tool.fix == FIX_INDEX_ID_INVALID else {}
            unregistered.append({"name": tool.id, "path": str(tool.path), "fix": tool.fix, **reason})
    return {
        "ok": True,
        "directories": {"persona": str(registry.home.persona_dir), "global": str(registry.home.global_dir)},
        "registered": registered,
        "unregistered": unregistered,
        "disabled": registry.disabled_records(),
    }
