"""Delete a tool's file with undo: a copy kept in ScriptDeck's state, put back by :func:`restore`.

``delete_file`` keeps the file (or the symlink itself) under ``<state>/trash/<timestamp>-<name>`` with a JSON
sidecar: where it was, its mode, and the ``index.json`` entries and ``disabled`` records the delete removed, as
the exact JSON text the user had. Then it deletes through ``manage_script`` ``unregister`` with ``delete_file``
(one implementation: same lookup, same refusals — built-in tools cannot be deleted). :func:`restore` writes the
file back (refused when something else took its place) and merges the entries back into the layer's index.
The trash lives in ScriptDeck's private state (folder 0700, files 0600); the mode is restored from the sidecar.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.model.manage import Manager
from scriptdeck.core.model.manage_register import _relative
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.fsutil import atomic_write, ensure_private_dir, read_regular, read_whole, write_private
from scriptdeck.core.store.index_store import (
    IndexUnreadable,
    read_for_write,
    read_index,
    serialize,
    update_index,
)

SIDECAR = ".json"
#: a sidecar is a few hundred bytes of ScriptDeck's own JSON; anything far larger is not one
SIDECAR_LIMIT = 1024 * 1024


class TrashError(LocalizedError):
    context = "trash"


@dataclass(frozen=True, slots=True)
class TrashItem:
    """One deleted file kept for undo."""

    stored: Path  # the copy (a regular file, or a symlink as it was)
    tool_id: str
    path: Path  # where it was
    layer: str
    layer_dir: Path | None
    mode: int
    link: str | None
    index_text: str  # {"scripts": [...], "disabled": [...]} removed from the layer's index.json
    deleted_at: float

    @property
    def sidecar(self) -> Path:
        return self.stored.with_name(self.stored.name + SIDECAR)


def trash_dir(registry: Registry) -> Path:
    return registry.home.state_dir / "trash"


def _removed_index(layer_dir: Path, tool_id: str, rel: str) -> str:
    """The entries and disabled records ``unregister`` with ``delete_file`` removes, as JSON text."""
    doc = read_index(layer_dir)
    if not doc.exists or doc.error or doc.write_block:
        return ""
    try:
        root = read_for_write(doc.raw or b"")
    except (ValueError, UnicodeDecodeError, RecursionError):
        return ""
    scripts = [e for e in root.get("scripts") or [] if isinstance(e, dict) and isinstance(e.get("id"), str)
               and e["id"].strip() == tool_id]
    disabled = [r for r in root.get("disabled") or [] if isinstance(r, dict)
                and (r.get("id") == tool_id or r.get("path") == rel)]
    return serialize({"scripts": scripts, "disabled": disabled}).decode("utf-8")


def delete_file(registry: Registry, tool_id: str) -> TrashItem:
    """Keep a copy of the tool's file in the trash, then delete it through ``manage_script``.

    Raises ``ManageError`` (unknown id, built-in tool, unreadable index) with nothing kept or deleted.
    """
    registry.scan()
    manager = Manager(registry)
    found = manager._find_user(tool_id)  # noqa: SLF001 - the lookup unregister itself uses
    if found is not None:
        layer, tool = found
        layer_dir: Path = registry.home.layer_dir(layer)
        manager._check_writable(layer)  # noqa: SLF001 - refuse before keeping anything
        index_text = _removed_index(layer_dir, tool_id, _relative(layer_dir, str(tool.path)))
    else:
        pi_tool = manager._find_pi(tool_id)  # noqa: SLF001
        if pi_tool is None:  # a builtin or unknown id: manage_script gives its own refusal
            manager.call({"action": "unregister", "id": tool_id, "delete_file": True})
            raise TrashError(QT_TRANSLATE_NOOP("trash", "script id '{a0}' not found"),
                             QT_TRANSLATE_NOOP("trash", "run scriptdeck list to see the tools"), a0=tool_id)
        tool = pi_tool
        layer, layer_dir, index_text = tool.layer, registry.layer(tool.layer).directory, ""
    path = Path(tool.path)
    folder = ensure_private_dir(trash_dir(registry))
    stamp = time.time()
    stored = folder / f"{time.strftime('%Y%m%d-%H%M%S', time.gmtime(stamp))}-{int(stamp * 1e6) % 10**6:06d}-{path.name}"
    link = os.readlink(path) if os.path.islink(path) else None
    if link is not None:
        os.symlink(link, stored)
        mode = 0o777
    else:
        mode = os.stat(path).st_mode & 0o7777
        write_private(stored, read_whole(path))
    item = TrashItem(stored, tool_id, path, layer, layer_dir, mode, link, index_text, stamp)
    meta = {"version": 1, "id": tool_id, "path": str(path), "layer": layer,
            "layer_dir": str(layer_dir) if layer_dir else None, "mode": mode, "link": link,
            "index": index_text, "deleted_at": stamp}
    write_private(item.sidecar, json.dumps(meta, ensure_ascii=False, indent=2).encode("utf-8"))
    try:
        manager.call({"action": "unregister", "id": tool_id, "delete_file": True})
    except BaseException:
        discard(item)
        raise
    return item


def list_trash(registry: Registry) -> list[TrashItem]:
    """Everything in the trash, newest first (a sidecar that cannot be read is skipped)."""
    items = []
    try:
        names = os.listdir(trash_dir(registry))
    except OSError:
        return []
    for name in names:
        if name.endswith(SIDECAR):
            item = _load(trash_dir(registry) / name)
            if item is not None:
                items.append(item)
    return sorted(items, key=lambda item: item.deleted_at, reverse=True)


def _load(sidecar: Path) -> TrashItem | None:
    try:
        meta = json.loads(read_regular(sidecar, SIDECAR_LIMIT, refuse_larger=True).decode("utf-8"))
        stored = sidecar.with_name(sidecar.name[: -len(SIDECAR)])
        if not os.path.lexists(stored):
            return None
        return TrashItem(stored, str(meta["id"]), Path(meta["path"]), str(meta["layer"]),
                         Path(meta["layer_dir"]) if meta.get("layer_dir") else None, int(meta["mode"]),
                         meta.get("link"), str(meta.get("index") or ""), float(meta["deleted_at"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def restore(registry: Registry, item: TrashItem) -> dict[str, Any]:
    """Put a deleted file and its index entries back; the trash item is removed afterwards."""
    if os.path.lexists(item.path):
        raise TrashError(
            QT_TRANSLATE_NOOP("trash", "{a0} exists again, so the deleted copy was not put back"),
            QT_TRANSLATE_NOOP("trash", "move {a0} aside and undo again"), a0=item.path,
        )
    if item.link is not None:
        item.path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(item.link, item.path)
    else:
        atomic_write(item.path, read_whole(item.stored), mode=item.mode)
    if item.index_text and item.layer_dir is not None:
        removed = read_for_write(item.index_text.encode("utf-8"))
        try:
            update_index(item.layer_dir, lambda root: _merge_back(root, removed))
        except (IndexUnreadable, OSError) as error:
            raise TrashError(
                QT_TRANSLATE_NOOP("trash", "the file is back, but its index.json entries could not be: {a0}"),
                QT_TRANSLATE_NOOP("trash", "repair index.json, then register the tool again"), a0=error,
            ) from error
    discard(item)
    registry.scan()
    return {"ok": True, "id": item.tool_id, "scope": item.layer, "state": "restored", "path": str(item.path)}


def _merge_back(root: dict[str, Any], removed: dict[str, Any]) -> None:
    scripts = [e for e in removed.get("scripts", []) if isinstance(e, dict)]
    current = root.get("scripts")
    if scripts and (current is None or isinstance(current, list)):
        ids = {e.get("id") for e in current or [] if isinstance(e, dict)}
        root["scripts"] = list(current or []) + [e for e in scripts if e.get("id") not in ids]
    records = removed.get("disabled", [])
    current = root.get("disabled")
    if records and (current is None or isinstance(current, list)):
        root["disabled"] = list(current or []) + [r for r in records if r not in (current or [])]


def discard(item: TrashItem) -> None:
    """Forget a trash item for good."""
    for path in (item.stored, item.sidecar):
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
