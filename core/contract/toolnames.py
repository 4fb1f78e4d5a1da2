"""Tool names every MCP client accepts (SPEC §19): ``^[A-Za-z0-9_-]{1,64}$``, Claude's API rule.

MCP 2025-11-25 allows more, but an agent whose API refuses one name refuses the whole list. An id that fits is
served as itself; any other id (pi's ``my tool_sh``, ``foo.bar_sh``, ``café_sh``, a long one) gets a mangled
name: ASCII-folded (accents dropped, other letters removed), ``.`` and whitespace turned into ``_``, cut to 55
characters, then ``_`` and 8 hex digits of the id's SHA-256. The hash keeps two ids that fold alike apart.

A served name is a function of its own id alone (SPEC §24): when another tool's real id is exactly a mangled
name, the mangled tool keeps it and the other tool is not served (lint ``name-collision`` names both), so no
tool's name ever moves because another tool came or went. Pure: no I/O, same answer on every run.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable

NAME_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")
STEM_LENGTH = 55
_SPACES_AND_DOTS = re.compile(r"[.\s]")
_NOT_ALLOWED = re.compile(r"[^A-Za-z0-9_-]")


def fits(name: str) -> bool:
    """Whether clients accept ``name`` as a tool name as it is."""
    return NAME_PATTERN.fullmatch(name) is not None


def _digest(tool_id: str) -> str:
    return hashlib.sha256(tool_id.encode("utf-8", "surrogatepass")).hexdigest()[:8]


def mangle(tool_id: str) -> str:
    """The mangled name of an id (whether or not it fits)."""
    folded = unicodedata.normalize("NFKD", tool_id).encode("ascii", "ignore").decode("ascii")
    stem = _NOT_ALLOWED.sub("", _SPACES_AND_DOTS.sub("_", folded))
    return f"{stem[:STEM_LENGTH]}_{_digest(tool_id)}"


def mcp_name(tool_id: str) -> str:
    """The name ``tool_id`` is served under: itself when it fits, else :func:`mangle`."""
    return tool_id if fits(tool_id) else mangle(tool_id)


def mcp_names(tool_ids: Iterable[str]) -> dict[str, str]:
    """``{id: name}`` for the ids of a list that are served, every name fitting and distinct (SPEC §24): each id's
    name is :func:`mcp_name` of that id alone, so adding, removing or renaming a tool never moves another's name.
    The ids left out are :func:`name_collisions`'s."""
    names, _collisions = _settle(tool_ids)
    return names


def name_collisions(tool_ids: Iterable[str]) -> dict[str, str]:
    """``{id: other id}`` for each id that is not served because its name is taken by ``other id``'s mangled name:
    an id that fits and is literally another id's mangled name (the mangled tool keeps its name), or, after a
    32-bit hash collision between two mangled names, the later id by sort order."""
    _names, collisions = _settle(tool_ids)
    return collisions


def _settle(tool_ids: Iterable[str]) -> tuple[dict[str, str], dict[str, str]]:
    ids = sorted(set(tool_ids))
    owners: dict[str, str] = {}  # a mangled name -> the id it is the name of
    collisions: dict[str, str] = {}
    for tool_id in ids:
        if not fits(tool_id):
            name = mangle(tool_id)
            if name in owners:
                collisions[tool_id] = owners[name]
            else:
                owners[name] = tool_id
    names = {owner: name for name, owner in owners.items()}
    for tool_id in ids:
        if fits(tool_id):
            if tool_id in owners:
                collisions[tool_id] = owners[tool_id]
            else:
                names[tool_id] = tool_id
    return names, collisions
