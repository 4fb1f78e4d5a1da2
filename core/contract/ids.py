"""Tool ids, humanized names and display-name selection (SPEC §4)."""

from __future__ import annotations

import re
from functools import cache

from scriptdeck.core.contract.lazy_re import compile_on_use

#: SPEC §1 (Miyu's rule): a letter first. SPEC §15's ``^[A-Za-z_][A-Za-z0-9_]*$`` is a superset; the stricter §1 rule
#: is kept so an id ScriptDeck accepts is always one Miyu accepts (docs: decisions, "ids start with a letter").
ID_PATTERN = compile_on_use(r"[A-Za-z][A-Za-z0-9_]*")
ID_PATTERN_TEXT = "^[A-Za-z][A-Za-z0-9_]*$"

#: Names the agent owns; a script can never take them.
RESERVED_IDS = frozenset({"load_tools", "manage_script", "run_command", "read", "write", "edit", "bash"})

_NON_ALNUM_RUN = re.compile(r"[^A-Za-z0-9]+")


@cache
def _cjk() -> re.Pattern[str]:
    """Compiled on first use: a class this wide costs milliseconds to compile, and most commands never ask."""
    return re.compile(r"[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\U00020000-\U0002ffff]")


def is_valid_id(text: object) -> bool:
    """The whole text is an id (``fullmatch``: ``"evil\\n"`` is not, unlike ``re.match`` with ``$``)."""
    return isinstance(text, str) and ID_PATTERN.fullmatch(text) is not None


def file_stem(file_name: str) -> str:
    """The name without its last extension only (``a.b.py`` -> ``a.b``)."""
    dot = file_name.rfind(".")
    return file_name[:dot] if dot > 0 else file_name


#: a stem that :func:`normalize_id` leaves as it is (one regex call instead of a substitution and its checks)
_ALREADY_NORMAL = compile_on_use(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*")


def normalize_id(stem: str) -> str | None:
    """Turn a file stem into a tool id, or None when nothing alphanumeric is left."""
    if _ALREADY_NORMAL.fullmatch(stem) is not None:
        return stem
    text = _NON_ALNUM_RUN.sub("_", stem).strip("_")
    if not text:
        return None
    if text[0].isdigit():
        text = "script_" + text
    return text


def id_from_file_name(file_name: str) -> str | None:
    return normalize_id(file_stem(file_name))


def humanize(tool_id: str) -> str:
    """``xhs_search`` -> ``Xhs search``; display-only, never written to index.json."""
    out: list[str] = []
    for ch in tool_id:
        if ch in "_-":
            if out:
                out.append(" ")
        else:
            out.append(ch)
    if not out:
        return tool_id
    out[0] = out[0].upper()
    return "".join(out)


def has_cjk(text: str) -> bool:
    return bool(_cjk().search(text))


def pick_display_name(lang: str, tool_id: str, name_zh: str, name_en: str) -> str:
    """Chinese UI: 显示名称, else Display name, else humanized id.

    English UI: Display name, else humanized id -- never the Chinese name.
    """
    if lang.startswith("zh"):
        return name_zh or name_en or humanize(tool_id)
    if name_en and not has_cjk(name_en):
        return name_en
    return humanize(tool_id)
