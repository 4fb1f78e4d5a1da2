"""``manage_script`` register (SPEC §7): a new script copied in and indexed, or a known one enabled again.

The file checks are :func:`.preflight.check_file`; they run once to refuse early and again under both user layers'
index locks, so the check and the write are one step. Each function takes the :class:`.manage.Manager` whose
call it serves (its registry, home, agent flag and written-files list).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.model.manage_schema import REGISTER_FIELDS, SCOPES, Checked, ManageError
from scriptdeck.core.model.preflight import MAX_COPY, Plan, check_description, check_file
from scriptdeck.core.model.registry import leaves
from scriptdeck.core.store.fsutil import atomic_write, read_existing, read_whole
from scriptdeck.core.store.index_store import LockTimeout, lock_path, merge_entry
from scriptdeck.core.store.lockfile import LockUnavailable, locked
from scriptdeck.core.store.settings import Settings
from scriptdeck.core.store.statefile import StateBroken

if TYPE_CHECKING:
    from scriptdeck.core.model.manage import Manager


LOCKED = QT_TRANSLATE_NOOP(
    "manage", "index.json of the {a0} layer is being written by another process (waited {a1} s); nothing was written"
)
LOCKED_FIX = QT_TRANSLATE_NOOP(
    "manage", "try again; if it keeps failing, stop the scriptdeck process that holds {a2}"
)



def register(m: Manager, checked: Checked, scope: str | None) -> dict[str, Any]:
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
        return _reenable(m, given_id, scope, checked.fields(REGISTER_FIELDS))
    overwrite = bool(request.get("overwrite"))
    plan = check_file(m.registry, Path(path), scope, given_id, overwrite=overwrite)
    fields = checked.fields(REGISTER_FIELDS)  # after the file's own checks, as Miyu orders them
    check_description(plan, fields.get("description"))
    # checked again under the layers' locks, so the check (same-layer collision, overwrite) and the write are
    # one step: two agents registering one id at once cannot both pass. A refusal above touched nothing.
    with _user_layers_locked(m):
        m.registry.scan()
        plan = check_file(m.registry, Path(path), scope, given_id, overwrite=overwrite)
        check_description(plan, fields.get("description"))
        return _write_plan(m, plan, fields)

@contextmanager
def _user_layers_locked(m: Manager) -> Iterator[None]:
    """Hold both user layers' index locks (always persona, then global: one order, no deadlock)."""
    with ExitStack() as stack:
        for scope in SCOPES:
            layer_dir = m._dir(scope)
            if not layer_dir.is_dir():
                continue
            try:
                stack.enter_context(locked(lock_path(layer_dir)))
            except LockTimeout as error:
                raise ManageError(LOCKED, LOCKED_FIX, a0=scope, a1=f"{error.waited:g}", a2=error.path) from error
            except LockUnavailable:
                continue  # a read-only layer: the write itself will be refused with its own message
        yield

def _reenable(m: Manager, tool_id: str, scope: str | None, fields: dict[str, Any]) -> dict[str, Any]:
    found = m._find_user(tool_id, (scope,) if scope else SCOPES)
    if found is None:
        builtin = m._find_builtin(tool_id)
        if builtin is None:
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "script '{a0}' not found in any scripts directory; pass path"),
                QT_TRANSLATE_NOOP("manage", "pass the script's absolute path to copy it in"),
                a0=tool_id,
            )
        m._clear_disabled_everywhere(tool_id, str(builtin.path))
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
        refuse_replace_under_enforce(m, tool.path)
    link_outside = leaves(m._dir(found_scope), tool.path)
    return _finish(m, found_scope, tool_id, tool.path, fields, copied=False, link_outside=link_outside)

def _write_plan(m: Manager, plan: Plan, fields: dict[str, Any]) -> dict[str, Any]:
    """Copy (when needed), then index; a failure after the copy puts the old destination back."""
    destination = plan.destination
    previous: bytes | str | None = None
    if plan.copied and os.path.lexists(destination):
        refuse_replace_under_enforce(m, destination)
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
        result = _finish(m, plan.scope, plan.tool_id, destination, fields, copied=plan.copied,
                              link_outside=plan.link_outside)
    except BaseException:
        if plan.copied:
            _restore(destination, previous)
        raise
    if plan.shadows:
        result["shadows"] = plan.shadows
    return result

def refuse_replace_under_enforce(m: Manager, destination: Path) -> None:
    """SPEC §19: under trust policy ``enforce`` an agent adds tools, the user changes them. A settings file
    that cannot be read might say ``enforce``, so it refuses too."""
    if not m.agent:
        return
    settings = Settings.load(m.home.settings_path)
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
    m: Manager, scope: str, tool_id: str, destination: Path, fields: dict[str, Any], *, copied: bool,
    link_outside: bool = False,
) -> dict[str, Any]:
    layer_dir = m._dir(scope)
    m._check_writable(scope)
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
    m._update(scope, lambda root: merge_entry(root, tool_id, rel, fields))
    m._clear_disabled_everywhere(tool_id, str(destination))
    m.registry.scan()
    tool = next((t for t in m.registry.file_tools(scope) if t.id == tool_id), None)
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
