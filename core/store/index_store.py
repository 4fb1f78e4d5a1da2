"""One layer's ``index.json`` (SPEC §5): lenient reading, the merge rule, and safe writing.

The user's file is sacred: unknown keys and malformed entries are kept verbatim, nothing is written on a
no-op, an unreadable file is never overwritten, and a change made on disk since it was read is re-read and
the edit re-applied instead of overwritten.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from scriptdeck.core.contract.jsonsafe import VERBATIM_DECODER, JsonInputError, loads_strict
from scriptdeck.core.contract.lazy_re import compile_on_use
from scriptdeck.core.contract.words import permission_word
from scriptdeck.core.store.fsutil import atomic_write, read_regular, remove_stale_temps
from scriptdeck.core.store.lockfile import LockTimeout as LockTimeout  # re-exported for callers
from scriptdeck.core.store.lockfile import locked

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

INDEX_NAME = "index.json"
LIST_FIELDS = ("groups", "hints", "requires", "capabilities")
STRING_FIELDS = ("display_name", "description", "stub_example", "load_policy")
#: fields whose index.json value, when it is not one the field takes, is a lint error that changes nothing (SPEC §31)
CHECKED_FIELDS = ("permission", "confirm")
#: the key of :meth:`IndexEntry.explicit` that holds those values (``{"confirm": "false"}``), for lint
INVALID_KEY = "!invalid"
OVERRIDE_FIELDS = ("display_name", "description", "parameters", "timeout_seconds", "groups", "argv", "trust",
                   "permission", "stub_example", "hints", "requires", "capabilities", "skill_only",
                   "always_loaded", "load_policy", "confirm")
#: a tool's marks (issue 45): not overrides of the header, the user's own names and star for it
MARK_FIELDS = ("aliases", "favourite")
#: the longest alias kept (an alias is a short word typed in a search)
MAX_ALIAS = 40


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
    if name == "permission":
        return isinstance(value, str) and permission_word(value) is not None
    if name in LIST_FIELDS:
        return isinstance(value, list) and bool(value)
    if name == "parameters":
        return True
    if name == "timeout_seconds":
        return isinstance(value, int) and not isinstance(value, bool) and value > 0
    if name == "argv":
        return isinstance(value, str) and value in ("flags", "positional")
    if name == "trust":
        return isinstance(value, str) and value.strip() not in ("", "owner")
    if name == "skill_only":
        return value is True
    if name in ("always_loaded", "confirm"):  # false is a choice too: it turns a header's Confirm off
        return isinstance(value, bool)
    return False


def alias_problem(text: Any) -> str | None:
    """Why ``text`` cannot be an alias (English, for lint and the CLI), or None: an alias is one word of 1 to
    :data:`MAX_ALIAS` printable characters, no spaces (it is typed as one word of a search)."""
    if not isinstance(text, str):
        return "not a string"
    if not text.strip():
        return "empty"
    if len(text) > MAX_ALIAS:
        return f"longer than {MAX_ALIAS} characters"
    if any(char.isspace() for char in text):
        return "contains a space"
    if not text.isprintable():
        return "contains a control character"
    return None


def clean_aliases(value: Any) -> list[str]:
    """The usable aliases of an index.json ``aliases`` value, in order, each once (compared case-insensitively);
    anything else in the list is skipped (lint says so)."""
    if not isinstance(value, list):
        return []
    out: list[str] = []
    seen: set[str] = set()
    for item in value:
        if alias_problem(item) is None and item.casefold() not in seen:
            seen.add(item.casefold())
            out.append(item)
    return out


class IndexEntry:
    """A readable entry of ``scripts``: a JSON object with a non-empty string id. (Records of the tool-call path are
    plain slotted classes: a dataclass's generated methods cost ~0.3 ms each class to compile at import.)"""

    __slots__ = ("id", "path", "raw")

    def __init__(self, id: str, path: str | None, raw: dict[str, Any]) -> None:
        self.id = id
        self.path = path
        self.raw = raw

    def explicit(self) -> dict[str, Any]:
        explicit = {k: self.raw[k] for k in OVERRIDE_FIELDS if k in self.raw and is_explicit(k, self.raw[k])}
        invalid = {k: self.raw[k] for k in CHECKED_FIELDS
                   if self.raw.get(k) not in (None, "") and k not in explicit}  # "" and null mean unset (SPEC §5)
        if invalid:
            explicit[INVALID_KEY] = invalid
        if "aliases" in self.raw or "favourite" in self.raw:  # the marks ride along with the overrides (issue 45)
            self._marks(explicit)
        return explicit

    def _marks(self, explicit: dict[str, Any]) -> None:
        raw_aliases, favourite = self.raw.get("aliases"), self.raw.get("favourite")
        aliases = clean_aliases(raw_aliases)
        if aliases:
            explicit["aliases"] = aliases
        if favourite is True:
            explicit["favourite"] = True
        bad: dict[str, Any] = {}
        if raw_aliases is not None and (not isinstance(raw_aliases, list)
                                        or any(alias_problem(item) for item in raw_aliases)):
            bad["aliases"] = raw_aliases
        if favourite is not None and not isinstance(favourite, bool):
            bad["favourite"] = favourite
        if bad:
            explicit.setdefault(INVALID_KEY, {}).update(bad)


class IndexDoc:
    """A layer's ``index.json`` as read: its parsed root, its bytes, and why it cannot be used or written."""

    __slots__ = ("path", "exists", "error", "root", "raw", "write_block")

    def __init__(self, path: Path) -> None:
        self.path = path
        self.exists = False
        self.error: str | None = None
        self.root: dict[str, Any] = {}
        self.raw: bytes | None = None
        #: a reason writing is unsafe although the file parses (e.g. a root that is not an object)
        self.write_block: str | None = None

    def entries(self) -> list[IndexEntry]:
        scripts = self.root.get("scripts")
        if not isinstance(scripts, list):
            return []
        out = []
        for item in scripts:
            # the id as written: "a\n" or " a" is not the tool id "a" (SPEC §24: it registers nothing, lint says
            # index-id-invalid); only an empty or all-blank id means the entry names no tool at all
            if isinstance(item, dict) and isinstance(item.get("id"), str) and item["id"].strip():
                path = item.get("path")
                out.append(IndexEntry(item["id"], path if isinstance(path, str) and path else None, item))
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


#: how deep an index.json may nest (an entry's schema is at most 64 deep, three levels under the root)
MAX_INDEX_DEPTH = 100


def loads_index(text: str | bytes) -> Any:
    """An index.json's JSON: :func:`jsonsafe.loads_strict` keeping values it writes back as their text (huge
    numbers, lone surrogates), refusing NaN/Infinity and nesting past :data:`MAX_INDEX_DEPTH` like everywhere."""
    return loads_strict(text, max_depth=MAX_INDEX_DEPTH, verbatim=True)


MAX_INDEX_BYTES = 64 << 20  # an index.json is a few KiB; anything this large is refused, never loaded


def read_index(layer_dir: Path) -> IndexDoc:
    path = Path(layer_dir) / INDEX_NAME
    doc = IndexDoc(path)
    try:
        doc.raw = read_regular(path, MAX_INDEX_BYTES)  # a FIFO or device in its place never blocks the scan
    except FileNotFoundError:
        return doc
    except OSError as error:
        doc.exists = True
        doc.error = f"cannot read: {error.strerror or error}"
        return doc
    doc.exists = True
    if len(doc.raw) > MAX_INDEX_BYTES:
        doc.error = f"too large (over {MAX_INDEX_BYTES // (1 << 20)} MiB)"
        return doc
    if not doc.raw.strip():
        return doc
    try:
        root = loads_index(doc.raw)
    except JsonInputError as error:
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


# --- writing: the user's text is kept for every value ScriptDeck does not change (SPEC §15) ---------

class RawJSON:
    """A JSON value kept as the exact text the user wrote; written back byte for byte."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __eq__(self, other: object) -> bool:
        """Same text, or the same JSON as a plain value (so setting what is already there is a no-op)."""
        if isinstance(other, RawJSON):
            return other.text == self.text
        try:
            return _canonical(loads_index(self.text)) == _canonical(other)
        except (TypeError, ValueError, RecursionError):
            return False

    __hash__ = None  # type: ignore[assignment]  # equal to plain values, so not hashable

    def __repr__(self) -> str:
        return f"RawJSON({self.text!r})"

    def __deepcopy__(self, memo: dict[int, Any]) -> RawJSON:
        return self  # immutable


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(",", ":"))


class NonFiniteRefused(ValueError):
    """An edit tried to write NaN or Infinity; ScriptDeck never writes them."""


_WS = compile_on_use(r"[ \t\n\r]*")
#: entry keys read as plain strings (the edits compare them); every other value of an entry stays raw
_PLAIN_ENTRY_KEYS = ("id", "path")


class _Spans:
    """Reads a root object keeping every value the edits do not look at as :class:`RawJSON`.

    The structure the edits walk (the root object, its ``scripts``/``disabled`` lists and their entry
    objects) is parsed here; every other value is scanned by the C decoder only to find where it ends.
    """

    def __init__(self, text: str) -> None:
        self.s = text
        # set by JSONDecoder.__init__ but absent from typeshed's stub
        self.scan: Callable[[str, int], tuple[Any, int]] = VERBATIM_DECODER.scan_once  # type: ignore[attr-defined]

    def ws(self, i: int) -> int:
        match = _WS.match(self.s, i)
        assert match is not None  # "[ \t\n\r]*" matches the empty string too
        return match.end()

    def fail(self, i: int) -> ValueError:
        return json.JSONDecodeError("unexpected text", self.s, min(i, len(self.s)))

    def char(self, i: int) -> str:
        return self.s[i] if i < len(self.s) else ""

    def value(self, i: int) -> tuple[Any, int]:
        try:
            return self.scan(self.s, i)
        except StopIteration as stop:
            raise self.fail(stop.value) from None

    def raw(self, i: int) -> tuple[RawJSON, int]:
        _, end = self.value(i)
        return RawJSON(self.s[i:end]), end

    def obj(self, i: int, member: Callable[[str, int], tuple[Any, int]]) -> tuple[dict[str, Any], int]:
        out: dict[str, Any] = {}
        i = self.ws(i + 1)
        if self.char(i) == "}":
            return out, i + 1
        while True:
            if self.char(i) != '"':
                raise self.fail(i)
            key, i = self.value(i)
            i = self.ws(i)
            if self.char(i) != ":":
                raise self.fail(i)
            out[key], i = member(key, self.ws(i + 1))
            i = self.ws(i)
            if self.char(i) == ",":
                i = self.ws(i + 1)
            elif self.char(i) == "}":
                return out, i + 1
            else:
                raise self.fail(i)

    def entry_member(self, key: str, i: int) -> tuple[Any, int]:
        if key in _PLAIN_ENTRY_KEYS and self.char(i) == '"':
            return self.value(i)
        return self.raw(i)

    def entries(self, i: int, keys: tuple[str, ...]) -> tuple[list[Any], int]:
        """A ``scripts`` (keys: id) or ``disabled`` (keys: id, path) list; an object the edits cannot match
        (none of ``keys`` is a non-blank string) stays raw like any other malformed item."""
        out: list[Any] = []
        item: dict[str, Any] | RawJSON
        i = self.ws(i + 1)
        if self.char(i) == "]":
            return out, i + 1
        while True:
            start = i
            if self.char(i) == "{":
                item, i = self.obj(i, self.entry_member)
                if not any(isinstance(item.get(k), str) and item[k].strip() for k in keys):
                    item = RawJSON(self.s[start:i])
            else:
                item, i = self.raw(i)
            out.append(item)
            i = self.ws(i)
            if self.char(i) == ",":
                i = self.ws(i + 1)
            elif self.char(i) == "]":
                return out, i + 1
            else:
                raise self.fail(i)

    def root_member(self, key: str, i: int) -> tuple[Any, int]:
        if key in ("scripts", "disabled") and self.char(i) == "[":
            return self.entries(i, ("id",) if key == "scripts" else ("id", "path"))
        return self.raw(i)

    def root(self) -> dict[str, Any]:
        i = self.ws(0)
        if not self.s[i:].strip():
            return {}
        if self.char(i) != "{":
            raise self.fail(i)
        root, i = self.obj(i, self.root_member)
        if self.ws(i) != len(self.s):
            raise self.fail(i)
        return root


def read_for_write(raw: bytes) -> dict[str, Any]:
    """The root of an index.json for an edit: structure parsed, every other value kept as its text."""
    return _Spans(raw.decode("utf-8")).root()


#: ``json.dumps(value, ensure_ascii=…, indent=2, allow_nan=False)`` without building an encoder per value
_ENCODE = json.JSONEncoder(ensure_ascii=False, indent=2, allow_nan=False).encode
_ENCODE_ASCII = json.JSONEncoder(ensure_ascii=True, indent=2, allow_nan=False).encode


def _plain(value: Any, level: int) -> str:
    try:
        text = _ENCODE(value)
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: written escaped, never as invalid UTF-8
        text = _ENCODE_ASCII(value)
    except ValueError as error:
        raise NonFiniteRefused(f"refusing to write a non-finite number (NaN or Infinity) to index.json: {error}") \
            from error
    return text.replace("\n", "\n" + "  " * level) if level else text


def _dump(value: Any, level: int, inner: Callable[[Any, int], str] | None) -> str:
    if isinstance(value, RawJSON):
        return value.text
    if inner is None or not isinstance(value, (dict, list)):
        return _plain(value, level)
    close = "  " * level
    pad = close + "  "
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [pad + _plain(str(k), 0) + ": " + inner(v, level + 1) for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + close + "}"
    if not value:
        return "[]"
    return "[\n" + ",\n".join(pad + inner(v, level + 1) for v in value) + "\n" + close + "]"


def _dump_entry_value(value: Any, level: int) -> str:
    return _dump(value, level, None)


def _dump_entry(value: Any, level: int) -> str:
    return _dump(value, level, _dump_entry_value if isinstance(value, dict) else None)


def _dump_list(value: Any, level: int) -> str:
    return _dump(value, level, _dump_entry)


def serialize(root: dict[str, Any]) -> bytes:
    """``json.dumps(root, indent=2, ensure_ascii=False)`` layout; :class:`RawJSON` values verbatim; never NaN."""
    def member(value: Any, level: int) -> str:
        return _dump(value, level, _dump_entry if isinstance(value, list) else None)

    items = [f"  {_plain(str(k), 0)}: " + (_dump_list(v, 1) if k in ("scripts", "disabled") else member(v, 1))
             for k, v in root.items()]
    text = "{\n" + ",\n".join(items) + "\n}" if items else "{}"
    return (text + "\n").encode("utf-8")


def lock_path(layer_dir: Path) -> Path:
    return Path(layer_dir) / ("." + INDEX_NAME + ".lock")


def update_index(layer_dir: Path, edit: Callable[[dict[str, Any]], None], *, attempts: int = 5,
                 wait: float | None = None) -> bool:
    """Apply ``edit`` to the layer's index root and write it atomically. Returns whether it wrote.

    The whole read-modify-write holds ``.index.json.lock`` (:func:`lockfile.locked`, at most ``wait`` seconds,
    else :class:`LockTimeout` and nothing written), so concurrent ScriptDeck writers never lose an update.
    ``edit`` must be a pure function of the root it is given: when the file changes on disk between read and
    write (a person's editor does not take the lock), the file is read again and the edit applied again.
    Values the edit does not touch are written back exactly as the user wrote them.
    """
    layer_dir = Path(layer_dir)
    if not layer_dir.is_dir():
        probe: dict[str, Any] = {}
        edit(probe)
        if not probe:
            return False  # a no-op on a layer that does not exist yet creates nothing (not even the lock file)
        layer_dir.mkdir(parents=True, exist_ok=True)
    with locked(lock_path(layer_dir), wait):
        remove_stale_temps(layer_dir / INDEX_NAME)
        for _ in range(attempts):
            doc = read_index(layer_dir)
            if doc.error:
                raise IndexUnreadable(doc.path, doc.error)
            if doc.write_block:
                raise IndexUnreadable(doc.path, doc.write_block)
            try:
                before = read_for_write(doc.raw or b"")
            except (ValueError, UnicodeDecodeError, RecursionError) as error:
                raise IndexUnreadable(doc.path, f"invalid JSON: {error}") from error
            import copy  # writers only: copy (with weakref) is not on tool-call's path

            root = copy.deepcopy(before)
            edit(root)
            if root == before and (doc.exists or not root):
                return False
            data = serialize(root)
            try:
                current = read_regular(doc.path, MAX_INDEX_BYTES)
            except FileNotFoundError:
                current = None
            if current != doc.raw:
                continue
            atomic_write(doc.path, data, backup=doc.exists)
            return True
    raise IndexBusy(f"{layer_dir / INDEX_NAME} kept changing while ScriptDeck tried to write it")


# --- edits (pure functions of the root) -------------------------------------------------------------

def _scripts(root: dict[str, Any]) -> list[Any]:
    scripts: list[Any] = root.setdefault("scripts", [])
    return scripts


def _disabled(root: dict[str, Any]) -> list[Any]:
    disabled: list[Any] = root.setdefault("disabled", [])
    return disabled


def _is_entry_for(item: Any, tool_id: str) -> bool:
    return isinstance(item, dict) and item.get("id") == tool_id


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
        elif entry.get(key) != value:  # an equal value keeps the user's text
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
