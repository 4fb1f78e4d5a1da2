"""What registering a file would do, or why it cannot (SPEC §7 register checks, §15 collisions and symlinks).

One check for every caller: ``manage_script register`` and the window's registration dialog both call
:func:`preflight` (the dialog shows the refusal, register raises it), so the two never disagree. Nothing here
writes; every refusal is a :class:`ManageError` with the exact SPEC §7 sentence.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.ids import RESERVED_IDS, id_from_file_name, is_valid_id
from scriptdeck.core.dialects.header import Header, parse_miyu, read_head
from scriptdeck.core.model.manage_schema import SCOPES, ManageError
from scriptdeck.core.model.registry import Registry, inside, leaves
from scriptdeck.core.store.fsutil import special_kind
from scriptdeck.core.store.index_store import INDEX_NAME, IndexDoc, read_index

MAX_COPY = 8 * 1024 * 1024
HEADER_HELP = QT_TRANSLATE_NOOP("manage", "see the header contract: scriptdeck tool-call manage_script --describe")
UNREADABLE = QT_TRANSLATE_NOOP("manage", "index.json of the {a0} layer is unreadable ({a1}); nothing was written")
UNREADABLE_FIX = QT_TRANSLATE_NOOP(
    "manage", "repair {a2} by hand (a copy may be in index.json.bak) or move it aside; ScriptDeck will not overwrite it"
)
#: the refusal the window words its own way ("tick Replace files that already exist")
NOT_REGULAR = QT_TRANSLATE_NOOP("manage", "{a0} is a {a1}, not a regular file, so it cannot be a script")
EXISTS = QT_TRANSLATE_NOOP("manage", "{a0} already exists; pass overwrite=true to replace it")
COLLISION = QT_TRANSLATE_NOOP(
    "manage", "id '{a0}' is already used by {a1} in the {a2} layer; pass another id, or unregister {a0} first"
)
DESCRIPTION_REQUIRED = QT_TRANSLATE_NOOP(
    "manage", "description is required: pass description, or add a # Description: line"
)


@dataclass(slots=True)
class Plan:
    """A registration that passed every check."""

    source: Path
    destination: Path
    scope: str
    tool_id: str
    header: Header
    copied: bool
    #: the destination is a symlink whose target leaves the layer (never chmod'ed, indexed without a path)
    link_outside: bool
    index: IndexDoc
    #: the lower layer's tool this one hides: {"layer", "path"}, or None
    shadows: dict[str, str] | None = None


def writable_index(registry: Registry, scope: str) -> IndexDoc:
    """The layer's index, read once; refused when it cannot be written (never overwrite a user's broken file)."""
    doc = read_index(registry.home.layer_dir(scope))
    reason = doc.error or doc.write_block
    if reason:
        raise ManageError(UNREADABLE, UNREADABLE_FIX, a0=scope, a1=reason, a2=doc.path)
    return doc


def _locate(registry: Registry, path: Path, scope: str | None) -> tuple[Path, Path, str, bool]:
    """(source, destination, scope, copied) for ``path`` as register reads it (SPEC §7)."""
    home = registry.home
    target_scope = scope or "persona"
    if path.is_absolute():
        source = Path(os.path.normpath(path))
        in_place = [s for s in SCOPES if source.parent == home.layer_dir(s)]
        if in_place:
            return source, source, in_place[0], False
        return source, home.layer_dir(target_scope) / source.name, target_scope, True
    for candidate in [target_scope] if scope else ["persona", "global"]:
        resolved = inside(home.layer_dir(candidate), str(path), real=False)
        if resolved is None:
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "path {a0} is outside the {a1} scripts directory"),
                QT_TRANSLATE_NOOP("manage", "pass an absolute path; the file is then copied in"),
                a0=path,
                a1=candidate,
            )
        if resolved.is_file():
            return resolved, resolved, candidate, False
    raise ManageError(
        QT_TRANSLATE_NOOP("manage", "script '{a0}' not found in the scripts directories"),
        QT_TRANSLATE_NOOP("manage", "pass the script's absolute path to copy it in"),
        a0=path,
    )


def check_file(
    registry: Registry, path: Path, scope: str | None, tool_id: str | None, *, overwrite: bool = False
) -> Plan:
    """Every check of SPEC §7 register up to the fields, in its order, plus §15's collision and symlink rules."""
    if tool_id is not None and not is_valid_id(tool_id):
        raise ManageError(
            QT_TRANSLATE_NOOP("manage", "invalid id: {a0}; expected letters, digits and _ starting with a letter"),
            QT_TRANSLATE_NOOP("manage", "pass an id such as my_tool"),
            a0=repr(tool_id),
        )
    source, destination, scope, copied = _locate(registry, Path(os.path.expanduser(path)), scope)
    kind = special_kind(Path(os.path.realpath(source)))
    if kind is not None:  # say what it is (a FIFO is not "not found"), and never open it (SPEC §19)
        raise ManageError(NOT_REGULAR, QT_TRANSLATE_NOOP("manage", "register a script file, not a {a1}"),
                          a0=source, a1=kind)
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
        if os.path.lexists(destination) and not overwrite:  # a dangling link counts: it is replaced, not followed
            raise ManageError(EXISTS, QT_TRANSLATE_NOOP("manage", "pass overwrite=true, or rename the script"),
                              a0=destination)
        kind = special_kind(destination)
        if kind is not None:  # checked with lstat only: a FIFO there never blocks the writer (SPEC §19)
            raise ManageError(
                QT_TRANSLATE_NOOP("manage", "{a0} is a {a1}, not a regular file; nothing was written"),
                QT_TRANSLATE_NOOP("manage", "remove {a0} by hand, or register the script under another name"),
                a0=destination, a1=kind)
    header = parse_miyu(read_head(source))
    if not header.shebang:
        raise ManageError(
            QT_TRANSLATE_NOOP(
                "manage", "script has no shebang: {a0} must start with a line such as #!/usr/bin/env python3"
            ),
            HEADER_HELP,
            a0=source,
        )
    derived = header.id or id_from_file_name(name)
    tool_id = tool_id or derived
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
    layer_dir = registry.home.layer_dir(scope)
    link_outside = not copied and leaves(layer_dir, destination)
    if link_outside and tool_id != derived:
        raise ManageError(
            QT_TRANSLATE_NOOP("manage", "{a0} is a symlink to a file outside the {a1} layer; it keeps the id {a2}"),
            QT_TRANSLATE_NOOP("manage", "register it without id, or change the # Id: line of its target"),
            a0=destination,
            a1=scope,
            a2=derived,
        )
    _refuse_collision(registry, scope, tool_id, destination)
    doc = writable_index(registry, scope)
    return Plan(source, destination, scope, tool_id, header, copied, link_outside, doc,
                shadows=shadowed(registry, scope, tool_id))


def _same_file(a: str | Path, b: str | Path) -> bool:
    return os.path.normpath(os.path.abspath(a)) == os.path.normpath(os.path.abspath(b))


def _refuse_collision(registry: Registry, scope: str, tool_id: str, destination: Path) -> None:
    """Another file of the same layer holds ``tool_id`` (its file, or an index entry): refused (SPEC §15)."""
    for tool in registry.file_tools(scope):
        if tool.has_id and tool.id == tool_id and not _same_file(tool.file, destination):
            raise ManageError(COLLISION, LIST_FIX_COLLISION, a0=tool_id, a1=tool.path.name, a2=scope)


LIST_FIX_COLLISION = QT_TRANSLATE_NOOP("manage", "Use action=list to see which file holds each id.")


def shadowed(registry: Registry, scope: str, tool_id: str) -> dict[str, str] | None:
    """The nearest lower layer's tool with ``tool_id``, which a tool of ``scope`` would hide."""
    names = [layer.name for layer in registry.layers]
    below = names[: names.index(scope)] if scope in names else []
    for layer_name in reversed(below):
        for tool in registry.file_tools(layer_name):
            if tool.has_id and tool.id == tool_id:
                return {"layer": layer_name, "path": str(tool.path)}
    return None


def check_description(plan: Plan, given: Any) -> None:
    """The merged entry must have a description: given, already in the index, or in the header."""
    existing = next((e.raw for e in plan.index.entries() if e.id == plan.tool_id), {})
    old = existing.get("description")
    if (isinstance(given, str) and given.strip()) or (isinstance(old, str) and old.strip()):
        return
    if plan.header.best_description:
        return
    raise ManageError(DESCRIPTION_REQUIRED, QT_TRANSLATE_NOOP("manage", "add a # Description: line to the header"))


def preflight(
    registry: Registry, path: str | Path, scope: str | None, tool_id: str | None = None, *,
    overwrite: bool = False, description: str | None = None,
) -> Plan:
    """Everything register checks before it writes; raises :class:`ManageError` with the first refusal."""
    plan = check_file(registry, Path(path), scope, tool_id, overwrite=overwrite)
    check_description(plan, description)
    return plan
