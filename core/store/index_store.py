"""One layer's ``index.json`` (SPEC §5): lenient reading, the merge rule, and safe writing.

The user's file is sacred: unknown keys and malformed entries are kept verbatim, nothing is written on a
no-op, an unreadable file is never overwritten, and a change made on disk since it was read is re-read and
the edit re-applied instead of overwritten.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scriptdeck.core.store.fsutil import atomic_write

INDEX_NAME = "index.json"
LIST_FIELDS = ("groups", "hints", "requires", "capabilities")
STRING_FIELDS = ("display_name", "description", "stub_example", "permission", "load_policy")
OVERRIDE_FIELDS = ("display_name", "description", "parameters", "timeout_seconds", "groups", "argv", "trust",
                   "permission", "stub_example", "hints", "requires", "capabilities", "skill_only",
                   "always_loaded", "load_policy")


class IndexUnreadable(Exception):
    """The layer's index.json cannot be parsed; writes to the layer are refused until it is repaired."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class IndexBusy(Exception):
    """index.json kept changing under us; nothing was written."""


def is_explicit(name: str, value: Any) -> bool:
    """Whether an index value overrides the header (SPEC §5 'Explicit means')."""
    if value is None:
        return False
    if name in STRING_FIELDS:
        return isinstance(value, str) and bool(value.strip())
    if name in LIST_FIELDS:
        return isinstance(value, list) and bool(value)
    if name == "parameters":
        return True
    if name == "timeout_seconds":
        return isinstance(value, int) and not isinstance(value, bool) and value > 0
    if name == "argv":
        return isinstance(value, str) and value in ("flags",)
    if name == "trust":
        return isinstance(value, str) and value.strip() not in ("", "owner")
    if name == "skill_only":
        return value is True
    if name == "always_loaded":
        return isinstance(value, bool)
    return False


@dataclass(slots=True)
class IndexEntry:
    """A readable entry of ``scripts``: a JSON object with a non-empty string id."""

    id: str
    path: str | None
    raw: dict[str, Any]

    def explicit(self) -> dict[str, Any]:
        return {k: self.raw[k] for k in OVERRIDE_FIELDS if k in self.raw and is_explicit(k, self.raw[k])}


@dataclass(slots=True)
class IndexDoc:
    path: Path
    exists: bool = False
    error: str | None = None
    root: dict[str, Any] = field(default_factory=dict)
    raw: bytes | None = None
    #: a reason writing is unsafe although the file parses (e.g. a root that is not an object)
    write_block: str | None = None

    def entries(self) -> list[IndexEntry]:
        scripts = self.root.get("scripts")
        if not isinstance(scripts, list):
            return []
        out = []
        for item in scripts:
            if isinstance(item, dict) and isinstance(item.get("id"), str) and item["id"].strip():
                path = item.get("path")
                out.append(IndexEntry(item["id"].strip(), path if isinstance(path, str) and path else None, item))
        return out

    def disabled(self) -> list[dict[str, str]]:
        records = self.root.get("disabled")
        if not isinstance(records, list):
            return []
        out = []
        for item in records:
            if isinstance(item, dict):
                rid, rpath = item.get("id"), item.get("path")
                record = {}
                if isinstance(rid, str) and rid:
                    record["id"] = rid
                if isinstance(rpath, str) and rpath:
                    record["path"] = rpath
                if record:
                    out.append(record)
        return out


def read_index(layer_dir: Path) -> IndexDoc:
    path = Path(layer_dir) / INDEX_NAME
    doc = IndexDoc(path)
    try:
        doc.raw = path.read_bytes()
    except FileNotFoundError:
        return doc
    except OSError as error:
        doc.exists = True
        doc.error = f"cannot read: {error.strerror or error}"
        return doc
    doc.exists = True
    if not doc.raw.strip():
        return doc
    try:
        root = json.loads(doc.raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as error:
        doc.error = f"invalid JSON: {error}"
        return doc
    if isinstance(root, dict):
        doc.root = root
        for key in ("scripts", "disabled"):
            if key in root and not isinstance(root[key], list):
                doc.write_block = f'"{key}" is not a list'
    else:
        doc.write_block = "the top level is not a JSON object"
    return doc


def serialize(root: dict[str, Any]) -> bytes:
    return (json.dumps(root, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def update_index(layer_dir: Path, edit: Callable[[dict[str, Any]], None], *, attempts: int = 5) -> bool:
    """Apply ``edit`` to the layer's index root and write it atomically. Returns whether it wrote.

    ``edit`` must be a pure function of the root it is given: when the file changes on disk between read
    and write, the file is read again and the edit applied again.
    """
    for _ in range(attempts):
        doc = read_index(layer_dir)
        if doc.error:
            raise IndexUnreadable(doc.path, doc.error)
        if doc.write_block:
            raise IndexUnreadable(doc.path, doc.write_block)
        root = copy.deepcopy(doc.root)
        edit(root)
        if root == doc.root and (doc.exists or not root):
            return False
        data = serialize(root)
        try:
            current = doc.path.read_bytes()
        except FileNotFoundError:
            current = None
        if current != doc.raw:
            continue
        atomic_write(doc.path, data, backup=doc.exists)
        return True
    raise IndexBusy(f"{Path(layer_dir) / INDEX_NAME} kept changing while ScriptDeck tried to write it")


# --- edits (pure functions of the root) -------------------------------------------------------------

def _scripts(root: dict[str, Any]) -> list[Any]:
    return root.setdefault("scripts", [])


def _disabled(root: dict[str, Any]) -> list[Any]:
    return root.setdefault("disabled", [])


def _is_entry_for(item: Any, tool_id: str) -> bool:
    return isinstance(item, dict) and isinstance(item.get("id"), str) and item["id"].strip() == tool_id


def merge_entry(root: dict[str, Any], tool_id: str, path: str | None, fields: dict[str, Any]) -> None:
    """Merge ``fields`` into the entry for ``tool_id`` (created if missing); duplicates collapse into one.

    A field given as None removes that override. Unknown keys of the entry are kept.
    """
    scripts = _scripts(root)
    matches = [i for i, item in enumerate(scripts) if _is_entry_for(item, tool_id)]
    entry: dict[str, Any] = {"id": tool_id}
    if matches:
        entry = scripts[matches[0]]
        for extra in matches[1:]:
            for key, value in scripts[extra].items():
                entry.setdefault(key, value)
        for extra in reversed(matches[1:]):
            del scripts[extra]
    else:
        scripts.append(entry)
    if path is not None:
        entry["path"] = path
    for key, value in fields.items():
        if value is None or not is_explicit(key, value):
            entry.pop(key, None)
        else:
            entry[key] = value


def remove_entries(root: dict[str, Any], tool_id: str) -> None:
    scripts = root.get("scripts")
    if isinstance(scripts, list):
        kept = [item for item in scripts if not _is_entry_for(item, tool_id)]
        if len(kept) != len(scripts):
            root["scripts"] = kept


def add_disabled(root: dict[str, Any], tool_id: str, path: str | None) -> None:
    records = _disabled(root)
    for item in records:
        if isinstance(item, dict) and item.get("id") == tool_id:
            if path and item.get("path") != path:
                item["path"] = path
            return
    record = {"id": tool_id}
    if path:
        record["path"] = path
    records.append(record)


def clear_disabled(root: dict[str, Any], tool_id: str | None, path: str | None = None) -> None:
    records = root.get("disabled")
    if not isinstance(records, list):
        return

    def matches(item: Any) -> bool:
        if not isinstance(item, dict):
            return False
        return (tool_id is not None and item.get("id") == tool_id) or (path is not None and item.get("path") == path)

    kept = [item for item in records if not matches(item)]
    if len(kept) != len(records):
        root["disabled"] = kept
