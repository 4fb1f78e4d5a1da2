"""ScriptDeck's header cache: parsed headers kept between processes so a new one starts warm.

A cache is never trusted (SPEC §15): whatever is at its path — truncated, garbage, another version, the wrong
shapes, a folder, a FIFO, an unreadable or huge file — loading it yields nothing or only entries that are
exactly what a parse produces, and every command answers as if there were no cache (the registry re-parses and
writes a fresh one).

Format: a magic line, a BLAKE2b digest of the payload, the payload (``marshal`` of plain data). The digest is
checked before ``marshal`` sees a byte, so a damaged file never reaches the unmarshaller; every record is then
type-checked field by field against the header classes' annotations. Each entry is still checked against its
file's (size, mtime, inode) by the registry, so a stale entry is re-parsed.

Known limit: a file forged on purpose with a valid digest (only possible for someone who can already write
ScriptDeck's 0700 state folder, i.e. edit your scripts) is not defended against beyond the type checks.
"""

from __future__ import annotations

import dataclasses
import marshal
from collections.abc import Callable, Iterable
from pathlib import Path

from scriptdeck.core.contract.digest import blake2b
from scriptdeck.core.store.fsutil import read_regular, write_private

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

    Record = tuple[str, tuple[int, ...], Any]

#: 4: an object schema is kept as its own ``marshal`` bytes inside the record (decoded when used)
MAGIC = b"ScriptDeck header cache 4\n"
DIGEST_SIZE = 32
#: a cache larger than this is ignored (10,000 tools take a few MB)
MAX_BYTES = 256 * 1024 * 1024


def read_bounded(path: Path, limit: int = MAX_BYTES) -> bytes | None:
    """The file's bytes, or None when it is missing, not a regular file (never blocks on a FIFO) or too big."""
    try:
        data = read_regular(path, limit, refuse_larger=True)
    except OSError:
        return None
    return None if len(data) > limit else data


# -- type checks derived from the dataclass annotations ------------------------------------------------

def _split_top(text: str, sep: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
        elif char == sep and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


_SIMPLE = {"str": "type({v}) is str", "int": "type({v}) is int", "bool": "type({v}) is bool",
           "float": "type({v}) is float", "None": "{v} is None",
           "object": "True"}  # a value checked later by its user (a header's schema: Header.parameters)


def _expression(annotation: str, v: str, depth: int = 0) -> str | None:
    """A Python expression testing ``v`` against an annotation such as ``list[dict[str, str]] | None``."""
    annotation = annotation.strip()
    options = _split_top(annotation, "|")
    if len(options) > 1:
        parts = [_expression(option, v, depth) for option in options]
        return None if None in parts else "(" + " or ".join(parts) + ")"  # type: ignore[arg-type]
    if annotation in _SIMPLE:
        return _SIMPLE[annotation].format(v=v)
    kind, bracket, inner = annotation.partition("[")  # list[…] or dict[…] (no regex to compile on every start)
    if kind not in ("list", "dict") or not bracket or not inner.endswith("]"):
        return None
    inner = inner[:-1]
    args = _split_top(inner, ",")
    item, key, value = f"_i{depth}", f"_k{depth}", f"_v{depth}"
    if kind == "list" and len(args) == 1:
        check = _expression(args[0], item, depth + 1)
        return None if check is None else f"(type({v}) is list and (not {v} or all({check} for {item} in {v})))"
    if kind == "dict" and len(args) == 2:
        key_check, value_check = _expression(args[0], key, depth + 1), _expression(args[1], value, depth + 1)
        if key_check is None or value_check is None:
            return None
        return f"(type({v}) is dict and all({key_check} and {value_check} for {key}, {value} in {v}.items()))"
    return None


def checker(annotation: str) -> Callable[[Any], bool] | None:
    """A predicate for an annotation string; None when the annotation is not one this cache can check."""
    expression = _expression(annotation, "value")
    if expression is None:
        return None
    check: Callable[[Any], bool] = eval(f"lambda value: {expression}", {})  # noqa: S307 - built from our own annotations, never from data
    return check


def record_checker(cls: type, overrides: dict[str, str] | None = None) -> Callable[[Any], bool] | None:
    """A predicate for ``to_record``-style tuples of ``cls``: one value per dataclass field, each of its type.

    Compiled once into one expression (the check runs for every cached header of a 10,000-tool deck).
    """
    tests = []
    fields = dataclasses.fields(cls)
    for index, spec in enumerate(fields):
        annotation = (overrides or {}).get(spec.name, spec.type if isinstance(spec.type, str) else "")
        expression = _expression(annotation, f"record[{index}]")
        if expression is None:
            return None  # a field type this cache cannot check: no cache rather than an unchecked one
        tests.append(expression)
    body = " and ".join([f"type(record) is tuple and len(record) == {len(fields)}", *tests])
    check: Callable[[Any], bool] = eval(f"lambda record: {body}", {})  # noqa: S307 - built from our own annotations, never from data
    return check


# -- load / save -------------------------------------------------------------------------------------------

def load(path: Path, version: Any, sections: int) -> tuple[list[Record], ...] | None:
    """The cache's sections (lists of ``(file, key, record)``), or None when it cannot be used at all.

    Entries with a bad shape are dropped one by one; the records themselves are checked by the caller.
    """
    blob = read_bounded(Path(path))
    if blob is None or not blob.startswith(MAGIC) or len(blob) < len(MAGIC) + DIGEST_SIZE:
        return None
    digest = blob[len(MAGIC):len(MAGIC) + DIGEST_SIZE]
    payload = memoryview(blob)[len(MAGIC) + DIGEST_SIZE:]
    if blake2b(payload, digest_size=DIGEST_SIZE).digest() != digest:
        return None
    try:
        data = marshal.loads(payload)
    except (ValueError, EOFError, TypeError, MemoryError, RecursionError):
        return None
    if type(data) is not tuple or len(data) != sections + 1:
        return None
    try:
        if data[0] != version:
            return None
    except Exception:  # noqa: BLE001 - comparing arbitrary unmarshalled data must never raise out of here
        return None
    out: list[list[Record]] = []
    for section in data[1:]:
        if type(section) is not list:
            return None
        out.append([entry for entry in section  # spelled out, no call per entry: 10,000 entries
                    if type(entry) is tuple and len(entry) == 3 and type(entry[0]) is str and entry[0][:1] == "/"
                    and "\x00" not in entry[0] and type(key := entry[1]) is tuple and len(key) == 3
                    and type(key[0]) is int and type(key[1]) is int and type(key[2]) is int])
    return tuple(out)


def save(path: Path, version: Any, sections: Iterable[list[Record]]) -> bool:
    """Write the cache (state folder 0700, file 0600); False when it cannot be written (never raises OSError)."""
    try:
        payload = marshal.dumps((version, *sections))
    except ValueError:
        return False
    digest = blake2b(payload, digest_size=DIGEST_SIZE).digest()
    try:
        write_private(Path(path), MAGIC + digest + payload)
    except OSError:
        return False
    return True
