"""How a search finds a tool: one matcher for the main search box (``deck.tool_model``) and the Ctrl+K palette.

A tool is found by any of its names, its aliases (issue 45; an exact alias ranks first), its id, its groups or its
description, and a Chinese name or group also by
its pinyin, whole or initials: ``danwei``, ``danweihuansuan`` and ``dwhs`` all find 单位换算 (issue 35). Every word
typed must occur somewhere in the tool's search text (:func:`haystack`), case-insensitively.

Pinyin comes from pypinyin's public ``lazy_pinyin``, which reads a character in its phrase (长度 → changdu, 银行 →
yinhang, 重新 → chongxin; issue 42), and is remembered per run of characters and per text: a tool's keys are made
once (the deck keeps each tool's search text until its tool object changes, which is once per scan that changed
it), never per keystroke (docs/decisions.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from scriptdeck.core.model.tool import Tool

#: texts whose pinyin keys are remembered at most (names repeat across scans; the cache is dropped when full)
MAX_REMEMBERED = 50_000

_readings: dict[str, str] = {}
_keys: dict[str, str] = {}


_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
#: a text cut into runs: Chinese characters, letters and digits, anything else
_RUNS = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[^\\W_\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|.")


def _readings_of(run: str) -> list[str]:
    """The readings of a run of Chinese characters, without tones, ``ü`` as ``v``: pypinyin's ``lazy_pinyin``, which
    reads a character in its phrase (长度 is chang du, 银行 yin hang; issue 42). Remembered per run of characters."""
    known = _readings.get(run)
    if known is None:
        from pypinyin import lazy_pinyin  # loaded on the first Chinese name only (~150 ms with its phrase table)

        known = _readings[run] = " ".join(reading.lower() for reading in lazy_pinyin(run))
        if len(_readings) >= MAX_REMEMBERED:
            _readings.clear()
    return known.split(" ")


def pinyin_keys(text: str) -> str:
    """``"单位换算"`` → ``"danweihuansuan dwhs"``: the whole pinyin and the initials (a Latin word in the text gives
    its first letter to the initials and stays whole in the full form). Empty for a text without Chinese."""
    if not text or _HAN.search(text) is None:
        return ""
    known = _keys.get(text)
    if known is not None:
        return known
    full: list[str] = []
    initials: list[str] = []
    for run in _RUNS.findall(text.lower()):
        if _HAN.match(run):
            readings = _readings_of(run)
            full.extend(readings)
            initials.extend(reading[:1] for reading in readings)
        elif run[0].isalnum():
            full.append(run)
            initials.append(run[0])
    keys = "".join(full) + " " + "".join(initials)
    if len(_keys) >= MAX_REMEMBERED:
        _keys.clear()
    _keys[text] = keys
    return keys


class Keys(NamedTuple):
    """What searching needs of one tool, made once per tool object."""

    #: the lower-case text a search looks in (:func:`haystack`)
    text: str
    #: the lower-case id, names in each UI language, and the Chinese name's pinyin keys (for :func:`rank`)
    tool_id: str
    names: dict[str, str]
    pinyin: str
    #: the tool's aliases, lower-case (issue 45): an exact alias hit comes first
    aliases: tuple[str, ...] = ()


#: tool id → (the tool object, its keys): the deck's idle-time warm-up serves the palette's first search too
_made: dict[str, tuple[Tool, Keys]] = {}
LANGS = ("en", "zh_CN")


def keys(tool: Tool) -> Keys:
    """The tool's :class:`Keys`, made once per tool object (a scan that changed the tool makes a new object)."""
    known = _made.get(tool.id)
    if known is not None and known[0] is tool:
        return known[1]
    if len(_made) >= MAX_REMEMBERED:
        _made.clear()
    zh = tool.value("display_name_zh") or ""
    en = tool.value("display_name_en") or ""
    names = {lang: tool.display_name(lang).lower() for lang in LANGS}
    groups = tool.groups
    pinyin = pinyin_keys(zh)
    extra = [key for key in (pinyin, *(pinyin_keys(group) for group in groups)) if key]
    aliases = tuple(alias.lower() for alias in tool.aliases) if tool.overrides else ()
    text = "\n".join((*aliases, tool.id, zh, en, names["en"], tool.description, " ".join(groups), *extra)).lower()
    made = Keys(text, tool.id.lower(), names, pinyin, aliases)
    _made[tool.id] = (tool, made)
    return made


def haystack(tool: Tool) -> str:
    """The lower-case text a search looks in: id, both names, description, groups, and the pinyin of the Chinese
    name and of each group."""
    return keys(tool).text


def needles(text: str) -> list[str]:
    """The words of a search, lower-case."""
    return text.lower().split()


def matches(text: str, words: Sequence[str]) -> bool:
    """Every word occurs in ``text`` (a :func:`haystack`)."""
    return all(word in text for word in words)


def display_key(tool: Tool, lang: str) -> str:
    """The tool's name in ``lang``, lower-case (the palette's order by name)."""
    return keys(tool).names.get(lang) or keys(tool).names["en"]


def alias_hit(tool: Tool, words: Sequence[str]) -> bool:
    """The search is exactly one of the tool's aliases (its first word, or all its words as typed): the tool the
    user named, put before every other match (issue 45)."""
    aliases = keys(tool).aliases
    return bool(aliases and words) and (words[0] in aliases or " ".join(words) in aliases)


def rank(tool: Tool, words: Sequence[str], lang: str) -> int:
    """Lower is better, for a list of matches: an exact alias (-1), then the id, a name, an alias or the pinyin
    (whole or initials) starting with the first word, then containing it in one of those, then anywhere
    (description, group)."""
    if not words:
        return 0
    first = words[0]
    made = keys(tool)
    if made.aliases and first in made.aliases:
        return -1
    name = made.names.get(lang) or made.names["en"]
    if made.tool_id.startswith(first) or name.startswith(first) or made.pinyin.startswith(first) \
            or (" " + first) in made.pinyin or any(alias.startswith(first) for alias in made.aliases):
        return 0
    if first in made.tool_id or first in name or first in made.pinyin:
        return 1
    return 2


def warm(tools: Iterable[Tool]) -> None:
    """Make the keys of these tools ahead of the first search."""
    for tool in tools:
        keys(tool)
