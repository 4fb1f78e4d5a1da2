"""``manage_script`` (SPEC §7): register, unregister, list, enable, disable, set.

Every refusal is a :class:`ManageError` raised before anything is written; every success returns the JSON
object the agent reads. Callers rescan the registry afterwards (this module rescans before it looks).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.ids import RESERVED_IDS, id_from_file_name, is_valid_id
from scriptdeck.core.dialects.header import parse_miyu, read_head
from scriptdeck.core.model.registry import PI_DISABLED_SUFFIX, Registry, inside
from scriptdeck.core.model.tool import DISABLED, Tool
from scriptdeck.core.store.fsutil import atomic_write
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

REGISTER_FIELDS = ("display_name", "description", "parameters", "timeout_seconds")
ACTIONS = ("register", "unregister", "list", "enable", "disable", "set")
SCOPES = ("persona", "global")
MAX_COPY = 8 * 1024 * 1024
HEADER_HELP = QT_TRANSLATE_NOOP("manage", "see the header contract: scriptdeck tool-call manage_script --describe")
LIST_FIX = QT_TRANSLATE_NOOP("manage", "Use action=list to see registered, unregistered and disabled scripts.")
UNREADABLE = QT_TRANSLATE_NOOP("manage", "index.json of the {a0} layer is unreadable ({a1}); nothing was written")
UNREADABLE_FIX = QT_TRANSLATE_NOOP(
    "manage", "repair {a2} by hand (a copy may be in index.json.bak) or move it aside; ScriptDeck will not overwrite it"
)
LOCKED = QT_TRANSLATE_NOOP(
    "manage", "index.json of the {a0} layer is being written by another process (waited {a1} s); nothing was written"
)
LOCKED_FIX = QT_TRANSLATE_NOOP(
    "manage", "try again; if it keeps failing, stop the scriptdeck process that holds {a2}"
)
BUSY = QT_TRANSLATE_NOOP("manage", "index.json of the {a0} layer kept changing on disk; nothing was written")
BUSY_FIX = QT_TRANSLATE_NOOP("manage", "try again when the file is no longer being edited")
NON_FINITE = QT_TRANSLATE_NOOP("manage", "a value is NaN or Infinity, which JSON cannot hold; nothing was written")
NON_FINITE_FIX = QT_TRANSLATE_NOOP("manage", "pass finite numbers only")
NOT_FOUND = QT_TRANSLATE_NOOP(
    "manage", "script id '{a0}' not found. Use action=list to see registered, unregistered and disabled scripts."
)


class ManageError(LocalizedError):
    """A refusal of manage_script; nothing was written."""

    context = "manage"


def describe() -> dict[str, Any]:
    """manage_script's full parameter contract as JSON Schema."""
    field_props: dict[str, Any] = {
        "display_name": {"type": "string", "description": "UI name override (the Chinese 显示名称 slot)"},
        "description": {"type": "string", "description": "English description the model sees"},
        "parameters": {"type": ["object", "null"], "description": "JSON Schema with type object"},
        "timeout_seconds": {"type": ["integer", "null"], "description": "1-300 seconds (clamped)"},
        "groups": {"type": ["array", "null"], "items": {"type": "string"}},
        "argv": {"type": ["string", "null"], "enum": ["none", "flags", "positional", None]},
        "trust": {"type": ["string", "null"], "enum": ["owner", "external", None]},
        "permission": {"type": ["string", "null"], "enum": ["read_only", "presentation", "writes", None]},
        "stub_example": {"type": ["string", "null"]},
        "hints": {"type": ["array", "null"], "items": {"type": "object"}},
        "requires": {"type": ["array", "null"], "items": {"type": "string"}},
        "capabilities": {"type": ["array", "null"], "items": {"type": "string"}},
        "skill_only": {"type": ["boolean", "null"]},
        "always_loaded": {"type": ["boolean", "null"]},
        "load_policy": {"type": ["string", "null"], "enum": ["summary", "group", "hidden", None]},
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "manage_script",
        "description": (
            "Register, unregister and list script tools (ScriptDeck adds enable, disable and set). "
            "register copies a script into the scripts directory, makes it executable and records "
            "only the fields you pass in index.json."
        ),
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": list(ACTIONS), "description": "what to do"},
            "id": {"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]*$", "description": "tool name"},
            "path": {"type": "string", "description": "script path: absolute (copied in) or relative to the layer"},
            "scope": {
                "type": "string",
                "enum": list(SCOPES),
                "default": "persona",
                "description": "persona (default) or global",
            },
            "overwrite": {"type": "boolean", "default": False, "description": "replace an existing file on copy"},
            "delete_file": {"type": "boolean", "default": False, "description": "unregister: delete the file too"},
            **field_props,
        },
        "required": ["action"],
        "additionalProperties": False,
    }


class Manager:
    def __init__(self, registry: Registry) -> None:
        self.registry = registry
        self.home = registry.home

    # -- entry point ---------------------------------------------------------------------------

    def call(self, request: Any) -> dict[str, Any]:
        if not isinstance(request, dict):
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "arguments must be a JSON object"),
                QT_TRANSLATE_NOOP("manage", 'pass {{"action": "list"}} or another action'),
            )
        action = request.get("action")
        if action not in ACTIONS:
            raise ManageError(
                QT_TRANSLATE_NOOP(
                    "manage", "unknown action: {a0}; expected register, unregister, list, enable, disable or set"
                ),
                QT_TRANSLATE_NOOP("manage", "pass action=list to see the scripts"),
                a0=action if isinstance(action, str) else "",
            )
        scope = request.get("scope")
        if scope is not None and scope not in SCOPES:
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "invalid scope: {a0}; expected persona or global"),
                QT_TRANSLATE_NOOP("manage", "pass scope=persona or scope=global"),
                a0=scope,
            )
        self.registry.scan()
        handler = getattr(self, "_" + action)
        result = handler(request, scope)
        self.registry.scan()
        return result

    # -- helpers -------------------------------------------------------------------------------

    def _dir(self, scope: str) -> Path:
        return self.home.layer_dir(scope)

    def _check_writable(self, scope: str) -> IndexDoc:
        """The layer's index, read once; a refusal before anything is written when it cannot be written."""
        doc = read_index(self._dir(scope))
        reason = doc.error or doc.write_block
        if reason:
            raise ManageError(UNREADABLE, UNREADABLE_FIX, a0=scope, a1=reason, a2=doc.path)
        return doc

    def _update(self, scope: str, edit: Any) -> bool:
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

            self._update(scope, edit)

    def _find_user(self, tool_id: str, scopes: tuple[str, ...] = ("persona", "global")) -> tuple[str, Tool] | None:
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

    # -- register ------------------------------------------------------------------------------

    def _register(self, request: dict[str, Any], scope: str | None) -> dict[str, Any]:
        given_id = request.get("id")
        if given_id is not None and (not isinstance(given_id, str) or not is_valid_id(given_id)):
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "invalid id: {a0}; expected letters, digits and _ starting with a letter"),
                QT_TRANSLATE_NOOP("manage", "pass an id such as my_tool"),
                a0=given_id,
            )
        path = request.get("path")
        if not path:
            if not given_id:
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "id is required when no path is given"),
                    QT_TRANSLATE_NOOP(
                        "manage", "pass path (absolute) to register a new script, or id to re-enable one"
                    ),
                )
            return self._reenable(given_id, scope, _validated_fields(request, REGISTER_FIELDS))
        if not isinstance(path, str):
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "path must be a string"),
                QT_TRANSLATE_NOOP("manage", "pass the script's absolute path"),
            )
        return self._register_path(Path(os.path.expanduser(path)), given_id, scope, request)

    def _reenable(self, tool_id: str, scope: str | None, fields: dict[str, Any]) -> dict[str, Any]:
        found = self._find_user(tool_id, (scope,) if scope else ("persona", "global"))
        if found is None:
            builtin = self._find_builtin(tool_id)
            if builtin is None:
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "script '{a0}' not found in any scripts directory; pass path"),
                    QT_TRANSLATE_NOOP("manage", "pass the script's absolute path to copy it in"),
                    a0=tool_id,
                )
            self._clear_disabled_everywhere(tool_id, str(builtin.path))
            return {
                "ok": True,
                "id": tool_id,
                "scope": "builtin",
                "state": "enabled",
                "path": str(builtin.path),
                "next": f"{tool_id} is enabled again.",
            }
        found_scope, tool = found
        return self._finish(found_scope, tool_id, tool.path, fields, copied=False)

    def _register_path(
        self, path: Path, given_id: str | None, scope: str | None, request: dict[str, Any]
    ) -> dict[str, Any]:
        overwrite = bool(request.get("overwrite"))
        target_scope = scope or "persona"
        copied = False
        if path.is_absolute():
            source = Path(os.path.normpath(path))
            in_place = [s for s in SCOPES if source.parent == self._dir(s)]
            if in_place:
                target_scope = in_place[0]
                destination = source
            else:
                destination = self._dir(target_scope) / source.name
                copied = True
        else:
            candidates = [target_scope] if scope else ["persona", "global"]
            destination = None
            for candidate in candidates:
                resolved = inside(self._dir(candidate), str(path))
                if resolved is None:
                    raise ManageError(
                        QT_TRANSLATE_NOOP("manage", "path {a0} is outside the {a1} scripts directory"),
                        QT_TRANSLATE_NOOP("manage", "pass an absolute path; the file is then copied in"),
                        a0=path,
                        a1=candidate,
                    )
                if resolved.is_file():
                    target_scope, destination = candidate, resolved
                    break
            if destination is None:
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "script '{a0}' not found in the scripts directories"),
                    QT_TRANSLATE_NOOP("manage", "pass the script's absolute path to copy it in"),
                    a0=path,
                )
            source = destination
        if not source.is_file():
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "script not found: {a0}"),
                QT_TRANSLATE_NOOP("manage", "check the path; it must be a file"),
                a0=source,
            )
        name = source.name
        if copied:
            if name == INDEX_NAME or name.startswith("."):
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "refusing to register {a0}: index.json and dotfiles are not scripts"),
                    QT_TRANSLATE_NOOP("manage", "rename the script"),
                    a0=name,
                )
            if source.stat().st_size > MAX_COPY:
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "script is larger than 8 MiB: {a0}"),
                    QT_TRANSLATE_NOOP("manage", "keep the script small; load data at run time"),
                    a0=source,
                )
            if destination.exists() and not overwrite:
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "{a0} already exists; pass overwrite=true to replace it"),
                    QT_TRANSLATE_NOOP("manage", "pass overwrite=true, or rename the script"),
                    a0=destination,
                )
        header = parse_miyu(read_head(source))
        if not header.shebang:
            raise ManageError(
                QT_TRANSLATE_NOOP(
                    "manage", "script has no shebang: {a0} must start with a line such as #!/usr/bin/env python3"
                ),
                HEADER_HELP,
                a0=source,
            )
        tool_id = given_id or header.id or id_from_file_name(name)
        if not tool_id:
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "cannot derive a tool name from '{a0}'; pass id"),
                QT_TRANSLATE_NOOP("manage", "pass id, e.g. id=my_tool"),
                a0=name,
            )
        if tool_id in RESERVED_IDS:
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "script id conflicts with a reserved tool name: {a0}"),
                QT_TRANSLATE_NOOP("manage", "pass another id"),
                a0=tool_id,
            )
        fields = _validated_fields(request, REGISTER_FIELDS)  # after the file's own checks, as Miyu orders them
        doc = self._check_writable(target_scope)
        existing = next((e.raw for e in doc.entries() if e.id == tool_id), {})
        description = fields.get("description") or _str(existing.get("description")) or header.best_description
        if not description:
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "description is required: pass description, or add a # Description: line"),
                QT_TRANSLATE_NOOP("manage", "add a # Description: line to the header"),
            )
        previous = destination.read_bytes() if copied and destination.exists() else None
        if copied:
            data = source.read_bytes()
            atomic_write(destination, data, mode=(source.stat().st_mode & 0o777) | 0o111)
        try:
            return self._finish(target_scope, tool_id, destination, fields, copied=copied)
        except BaseException:
            if copied:
                if previous is None:
                    destination.unlink(missing_ok=True)
                else:
                    atomic_write(destination, previous)
            raise

    def _finish(
        self, scope: str, tool_id: str, destination: Path, fields: dict[str, Any], *, copied: bool
    ) -> dict[str, Any]:
        layer_dir = self._dir(scope)
        self._check_writable(scope)
        mode = destination.stat().st_mode
        if not mode & 0o111:
            os.chmod(destination, mode | ((mode & 0o444) >> 2) | 0o100)
        rel = _relative(layer_dir, str(destination))
        self._update(scope, lambda root: merge_entry(root, tool_id, rel, fields))
        self._clear_disabled_everywhere(tool_id, str(destination))
        self.registry.scan()
        tool = next((t for t in self.registry.file_tools(scope) if t.id == tool_id), None)
        resolved = tool.resolved() if tool else {}
        desc_source = resolved.get("description", ("", "header"))[1]
        params_value, params_source = resolved.get("parameters", (None, "default"))
        return {
            "ok": True,
            "id": tool_id,
            "scope": scope,
            "path": str(destination),
            "copied": copied,
            "description_source": "index" if desc_source == "index" else "header",
            "parameters_source": "generic stdin" if params_value is None else params_source,
            "argv": tool.argv if tool else "none",
            "next": (
                f"Call {tool_id} once with real arguments and read success, exit_code, stdout and stderr. "
                f"To fix it, edit {destination}; code and header changes need no re-register."
            ),
        }

    # -- unregister / disable / enable ------------------------------------------------------------

    def _unregister(self, request: dict[str, Any], scope: str | None, *, delete: bool | None = None) -> dict[str, Any]:
        tool_id = request.get("id")
        if not tool_id or not isinstance(tool_id, str):
            raise ManageError(QT_TRANSLATE_NOOP("manage", "id is required"), LIST_FIX)
        delete_file = bool(request.get("delete_file")) if delete is None else delete
        keep_entry = delete is False  # GUI/scripting "disable" keeps the user's overrides
        found = self._find_user(tool_id)
        if found is None:
            pi_tool = self._find_pi(tool_id)
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
            tool.path.unlink(missing_ok=True)
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

    def _disable(self, request: dict[str, Any], scope: str | None) -> dict[str, Any]:
        return self._unregister(request, scope, delete=False)

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
            os.rename(tool.path, path)
        return {
            "ok": True,
            "id": tool.id,
            "scope": tool.layer,
            "state": "disabled",
            "path": str(path),
            "next": f"{tool.id} is disabled (renamed to {path.name}).",
        }

    def _enable(self, request: dict[str, Any], scope: str | None) -> dict[str, Any]:
        tool_id = request.get("id")
        if not tool_id or not isinstance(tool_id, str):
            raise ManageError(QT_TRANSLATE_NOOP("manage", "id is required"), LIST_FIX)
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

    def _set(self, request: dict[str, Any], scope: str | None) -> dict[str, Any]:
        tool_id = request.get("id")
        if not tool_id or not isinstance(tool_id, str):
            raise ManageError(QT_TRANSLATE_NOOP("manage", "id is required"), LIST_FIX)
        fields = _validated_fields(request, OVERRIDE_FIELDS, allow_null=True)
        found = self._find_user(tool_id, (scope,) if scope else ("persona", "global"))
        if found is None:
            if self._find_builtin(tool_id) or self._find_pi(tool_id):
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "'{a0}' is read-only here (built-in or pi script)"),
                    QT_TRANSLATE_NOOP("manage", "register a copy of it with path=… first, then set its fields"),
                    a0=tool_id,
                )
            raise ManageError(NOT_FOUND, LIST_FIX, a0=tool_id)
        found_scope, tool = found
        self._check_writable(found_scope)
        if "description" in fields and not fields["description"] and not (tool.header and tool.header.best_description):
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "description is required: pass description, or add a # Description: line"),
                QT_TRANSLATE_NOOP("manage", "add a # Description: line to the header"),
            )
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

    def _list(self, request: dict[str, Any] | None = None, scope: str | None = None) -> dict[str, Any]:
        return list_payload(self.registry)


def list_payload(registry: Registry) -> dict[str, Any]:
    registered, unregistered = [], []
    for tool in registry.all_tools():
        if tool.state == "registered":
            registered.append(
                {
                    "id": tool.id,
                    "display_name": tool.display_name("zh_CN"),
                    "layer": tool.layer,
                    "path": str(tool.path),
                    "parameters": "generic stdin" if tool.parameters is None else "schema",
                    "argv": tool.argv,
                    "always_loaded": bool(tool.value("always_loaded")),
                }
            )
        elif tool.state == "unregistered":
            unregistered.append({"name": tool.id, "path": str(tool.path), "fix": tool.fix})
    return {
        "ok": True,
        "directories": {"persona": str(registry.home.persona_dir), "global": str(registry.home.global_dir)},
        "registered": registered,
        "unregistered": unregistered,
        "disabled": registry.disabled_records(),
    }


def _str(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _relative(layer_dir: Path, path: str) -> str:
    absolute = os.path.normpath(path)
    base = os.path.normpath(str(layer_dir))
    if absolute.startswith(base + os.sep):
        return os.path.relpath(absolute, base)
    return absolute


def _validated_fields(request: dict[str, Any], names: tuple[str, ...], *, allow_null: bool = False) -> dict[str, Any]:
    """The index fields present in ``request``, checked and normalised; raises on the first bad one."""
    from scriptdeck.core.model.lint import check_schema

    fields: dict[str, Any] = {}
    for name in names:
        if name not in request:
            continue
        value = request[name]
        if value is None:
            if allow_null:
                fields[name] = None
            continue
        if name == "parameters":
            if not isinstance(value, dict):
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "parameters must be a JSON object (a JSON Schema)"),
                    QT_TRANSLATE_NOOP("manage", 'pass {{"type":"object","properties":{{…}}}}'),
                )
            if "type" in value and value["type"] != "object":
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", 'parameters.type must be "object"'),
                    QT_TRANSLATE_NOOP("manage", 'set "type": "object"'),
                )
            if "properties" in value and not isinstance(value["properties"], dict):
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "parameters.properties must be an object"),
                    QT_TRANSLATE_NOOP("manage", "map each property name to its schema"),
                )
            code, detail = check_schema(value)
            if code:
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "parameters is not a valid JSON Schema: {a0}"),
                    QT_TRANSLATE_NOOP("manage", "fix the schema"),
                    a0=detail,
                )
        elif name == "timeout_seconds":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "timeout_seconds must be a number of seconds"),
                    QT_TRANSLATE_NOOP("manage", "pass an integer from 1 to 300"),
                )
            value = max(1, min(300, int(value)))
        elif name in ("groups", "requires", "capabilities", "hints"):
            if not isinstance(value, list):
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "{a0} must be a list"),
                    QT_TRANSLATE_NOOP("manage", "pass {a1} as a JSON array"),
                    a0=name,
                    a1=name,
                )
        elif name in ("skill_only", "always_loaded"):
            if not isinstance(value, bool):
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "{a0} must be true or false"),
                    QT_TRANSLATE_NOOP("manage", "pass {a1}: true or false"),
                    a0=name,
                    a1=name,
                )
        elif name == "argv" and value not in ("flags", "positional", "none"):
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "argv must be none, flags or positional"),
                QT_TRANSLATE_NOOP("manage", 'pass argv: "flags", "positional" or "none"'),
            )
        elif name == "trust" and value not in ("owner", "external"):
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "trust must be owner or external"),
                QT_TRANSLATE_NOOP("manage", 'pass trust: "owner" or "external"'),
            )
        elif name == "load_policy" and value not in ("summary", "group", "hidden"):
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "load_policy must be summary, group or hidden"),
                QT_TRANSLATE_NOOP("manage", 'pass load_policy: "summary"'),
            )
        elif name in ("display_name", "description", "stub_example", "permission") and not isinstance(value, str):
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "{a0} must be a string"),
                QT_TRANSLATE_NOOP("manage", "pass {a1} as text"),
                a0=name,
                a1=name,
            )
        fields[name] = value
    return fields
