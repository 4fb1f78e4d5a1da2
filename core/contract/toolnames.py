"""Tool names every MCP client accepts (SPEC §19): ``^[A-Za-z0-9_-]{1,64}$``, Claude's API rule.

MCP 2025-11-25 allows more, but an agent whose API refuses one name refuses the whole list. An id that fits is
served as itself; any other id (pi's ``my tool_sh``, ``foo.bar_sh``, ``café_sh``, a long one) gets a mangled
name: ASCII-folded (accents dropped, other letters removed), ``.`` and whitespace turned into ``_``, cut to 55
characters, then ``_`` and 8 hex digits of the id's SHA-256. The hash keeps two ids that fold alike apart and
keeps a mangled name from landing on an id that fits; :func:`mcp_names` settles the remaining (32-bit) chance
for a whole list. Pure: no I/O, same answer on every run.
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


def _digest(tool_id: str, salt: int) -> str:
    data = tool_id.encode("utf-8", "surrogatepass")
    if salt:
        data += b"\0" + str(salt).encode("ascii")
    return hashlib.sha256(data).hexdigest()[:8]


def mangle(tool_id: str, salt: int = 0) -> str:
    """The mangled name of an id (whether or not it fits); ``salt`` > 0 picks another hash after a collision."""
    folded = unicodedata.normalize("NFKD", tool_id).encode("ascii", "ignore").decode("ascii")
    stem = _NOT_ALLOWED.sub("", _SPACES_AND_DOTS.sub("_", folded))
    return f"{stem[:STEM_LENGTH]}_{_digest(tool_id, salt)}"


def mcp_name(tool_id: str) -> str:
    """The name ``tool_id`` is served under: itself when it fits, else :func:`mangle`."""
    return tool_id if fits(tool_id) else mangle(tool_id)


def mcp_names(tool_ids: Iterable[str]) -> dict[str, str]:
    """``{id: name}`` for a whole list, every name fitting and distinct. Ids that fit keep their names; a
    mangled name that would collide (a 32-bit hash collision, or an id that is literally another's mangled name)
    takes the next salt, in sorted id order, so the answer depends only on the set of ids."""
    ids = sorted(set(tool_ids))
    names = {tool_id: tool_id for tool_id in ids if fits(tool_id)}
    taken = set(names.values())
    for tool_id in ids:
        if tool_id in names:
            continue
        salt = 0
        name = mangle(tool_id)
        while name in taken:
            salt += 1
            name = mangle(tool_id, salt)
        names[tool_id] = name
        taken.add(name)
    return names
