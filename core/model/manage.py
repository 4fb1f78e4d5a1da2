"""``manage_script`` (SPEC §7): register, unregister, list, enable, disable, set.

The request is checked first, in one place (:mod:`.manage_schema`: the JSON Schema ``--describe`` publishes);
register's file checks are :func:`.preflight.preflight`, shared with the window's registration dialog. Each
action is one method here. Every refusal is a :class:`ManageError` raised before anything is written; every
success returns the JSON object the agent reads. This module rescans the registry before it looks and after it
writes.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.dialects.pi import PI_DISABLED_SUFFIX
from scriptdeck.core.model.manage_schema import (
    ACTIONS,
    LIST_FIX,
    REGISTER_FIELDS,
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
    Plan,
    check_description,
    check_file,
    writable_index,
)
from scriptdeck.core.model.raycast_state import raycast_action
from scriptdeck.core.model.registry import FIX_INDEX_ID_INVALID, Registry, leaves
from scriptdeck.core.model.tool import DISABLED, Tool
from scriptdeck.core.store.fsutil import atomic_write, read_existing, read_whole
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
    lock_path,
    merge_entry,
    read_index,
    remove_entries,
    update_index,
)
from scriptdeck.core.store.lockfile import LockUnavailable, locked
from scriptdeck.core.store.settings import Settings
from scriptdeck.core.store.statefile import StateBroken

__all__ = ["ACTIONS", "MAX_COPY", "SCOPES", "ManageError", "Manager", "describe", "list_payload"]

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

    # -- register ------------------------------------------------------------------------------

    def _register(self, checked: Checked, scope: str | None) -> dict[str, Any]:
        request = checked.request
        given_id = request.get("id")
        path = request.get("path")
        if not path:
            if not given_id:
                raise ManageError(
                    QT_TRANSLATE_NOOP("manage", "id is required when no path is given"),
                    QT_TRANSLATE_NOOP(
                        "manage", "pass path (absolute) to register a new script, or id to re-enable one"
                    ),
                )
            return self._reenable(given_id, scope, checked.fields(REGISTER_FIELDS))
        overwrite = bool(request.get("overwrite"))
        plan = check_file(self.registry, Path(path), scope, given_id, overwrite=overwrite)
        fields = checked.fields(REGISTER_FIELDS)  # after the file's own checks, as Miyu orders them
        check_description(plan, fields.get("description"))
        # checked again under the layers' locks, so the check (same-layer collision, overwrite) and the write are
        # one step: two agents registering one id at once cannot both pass. A refusal above touched nothing.
        with self._user_layers_locked():
            self.registry.scan()
            plan = check_file(self.registry, Path(path), scope, given_id, overwrite=overwrite)
            check_description(plan, fields.get("description"))
            return self._write_plan(plan, fields)

    @contextmanager
    def _user_layers_locked(self) -> Iterator[None]:
        """Hold both user layers' index locks (always persona, then global: one order, no deadlock)."""
        with ExitStack() as stack:
            for scope in SCOPES:
                layer_dir = self._dir(scope)
                if not layer_dir.is_dir():
                    continue
                try:
                    stack.enter_context(locked(lock_path(layer_dir)))
                except LockTimeout as error:
                    raise ManageError(LOCKED, LOCKED_FIX, a0=scope, a1=f"{error.waited:g}", a2=error.path) from error
                except LockUnavailable:
                    continue  # a read-only layer: the write itself will be refused with its own message
            yield

    def _reenable(self, tool_id: str, scope: str | None, fields: dict[str, Any]) -> dict[str, Any]:
        found = self._find_user(tool_id, (scope,) if scope else SCOPES)
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
        if fields:  # re-enabling changes nothing the user approved; new field values do
            self._refuse_replace_under_enforce(tool.path)
        link_outside = leaves(self._dir(found_scope), tool.path)
        return self._finish(found_scope, tool_id, tool.path, fields, copied=False, link_outside=link_outside)

    def _write_plan(self, plan: Plan, fields: dict[str, Any]) -> dict[str, Any]:
        """Copy (when needed), then index; a failure after the copy puts the old destination back."""
        destination = plan.destination
        previous: bytes | str | None = None
        if plan.copied and os.path.lexists(destination):
            self._refuse_replace_under_enforce(destination)
        try:
            if plan.copied and os.path.islink(destination):
                previous = os.readlink(destination)  # a link is replaced by the copy, never written through
            elif plan.copied:
                previous = read_existing(destination, MAX_COPY)  # never blocks on a FIFO (SPEC §19)
        except OSError as error:
            raise ManageError(QT_TRANSLATE_NOOP("manage", "{a0} cannot be replaced ({a1}); nothing was written"),
                              QT_TRANSLATE_NOOP("manage", "remove {a0} by hand, or register under another name"),
                              a0=destination, a1=error.strerror or str(error)) from None
        if plan.copied:
            data = read_whole(plan.source, MAX_COPY)
            atomic_write(destination, data, mode=(plan.source.stat().st_mode & 0o777) | 0o111)
        try:
            result = self._finish(plan.scope, plan.tool_id, destination, fields, copied=plan.copied,
                                  link_outside=plan.link_outside)
        except BaseException:
            if plan.copied:
                _restore(destination, previous)
            raise
        if plan.shadows:
            result["shadows"] = plan.shadows
        return result

    def _refuse_replace_under_enforce(self, destination: Path) -> None:
        """SPEC §19: under trust policy ``enforce`` an agent adds tools, the user changes them. A settings file
        that cannot be read might say ``enforce``, so it refuses too."""
        if not self.agent:
            return
        settings = Settings.load(self.home.settings_path)
        try:
            settings.check_policy()
        except StateBroken:
            pass  # unreadable, or a policy that is not one: it might mean enforce, so refuse
        else:
            if settings.get("trust_policy") != "enforce":
                return
        raise ManageError(
            QT_TRANSLATE_NOOP("manage", "{a0} exists and the trust policy is enforce: an agent cannot replace or "
                                        "update a file; nothing was written"),
            QT_TRANSLATE_NOOP("manage", "ask the user to review and replace it in ScriptDeck, or register the new "
                                        "script under another name"),
            a0=destination)

    def _finish(
        self, scope: str, tool_id: str, destination: Path, fields: dict[str, Any], *, copied: bool,
        link_outside: bool = False,
    ) -> dict[str, Any]:
        layer_dir = self._dir(scope)
        self._check_writable(scope)
        warning = None
        mode = destination.stat().st_mode
        if not link_outside:  # never chmod through a link that leaves the layer (SPEC §15)
            if not mode & 0o111:
                os.chmod(destination, mode | ((mode & 0o444) >> 2) | 0o100)
        elif not mode & 0o111:  # registered, but a run would fail: say so now (SPEC §19)
            target = os.path.realpath(destination)
            warning = (f"{destination} links to {target}, outside the {scope} layer, which is not executable; "
                       f"ScriptDeck does not change files outside its layers, so a run fails until you run "
                       f"chmod +x {target}")
        # a link leaving the layer is indexed by id only: an entry's path must resolve inside its layer
        rel = None if link_outside else _relative(layer_dir, str(destination))
        self._update(scope, lambda root: merge_entry(root, tool_id, rel, fields))
        self._clear_disabled_everywhere(tool_id, str(destination))
        self.registry.scan()
        tool = next((t for t in self.registry.file_tools(scope) if t.id == tool_id), None)
        resolved = tool.resolved() if tool else {}
        desc_source = resolved.get("description", ("", "header"))[1]
        params_value, params_source = resolved.get("parameters", (None, "default"))
        answer = {
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
        if warning:
            answer["warning"] = warning
        return answer

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
            entry = {
                "id": tool.id,
                "display_name": tool.display_name("zh_CN"),
                "layer": tool.layer,
                "path": path,
                "parameters": "schema" if tool.has_parameters else "generic stdin",
                "argv": tool.argv,
                "always_loaded": bool(tool.value("always_loaded")),
            }
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


def _restore(destination: Path, previous: bytes | str | None) -> None:
    """Put a copy's destination back as it was: absent, the old bytes, or the old symlink."""
    if previous is None:
        destination.unlink(missing_ok=True)
    elif isinstance(previous, str):
        destination.unlink(missing_ok=True)
        os.symlink(previous, destination)
    else:
        atomic_write(destination, previous)


def _relative(layer_dir: Path, path: str) -> str:
    absolute = os.path.normpath(path)
    base = os.path.normpath(str(layer_dir))
    if absolute.startswith(base + os.sep):
        return os.path.relpath(absolute, base)
    return absolute
