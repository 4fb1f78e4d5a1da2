"""Header and index.json words that both the header parser and the index store read (SPEC §3, §5, §31)."""

from __future__ import annotations

#: SPEC §3's Permission words, and Miyu's own spelling ``read-only`` (which its code documents and writes into
#: index.json): ``-`` and a space read as ``_``, ASCII case does not matter
_PERMISSION = {w: "read_only" for w in ("read_only", "readonly", "read", "只读")}
_PERMISSION.update({w: "presentation" for w in ("presentation", "present", "展示")})
_PERMISSION.update({w: "writes" for w in ("writes", "write", "读写", "写")})


def permission_word(value: str) -> str | None:
    """SPEC §3's Permission value for a spelling (``read-only``, ``ReadOnly``, ``只读`` …); None for any other."""
    return _PERMISSION.get(value.strip().lower().replace("-", "_").replace(" ", "_"))
