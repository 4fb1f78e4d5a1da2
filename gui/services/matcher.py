"""How a search finds a tool: one matcher for the main search box (``deck.tool_model``) and the Ctrl+K palette.

A tool is found by any of its names, its id, its groups or its description, and a Chinese name or group also by
its pinyin, whole or initials: ``danwei``, ``danweihuansuan`` and ``dwhs`` all find 单位换算 (issue 35). Every word
typed must occur somewhere in the tool's search text (:func:`haystack`), case-insensitively.

Pinyin comes from pypinyin's character table one character at a time and is remembered per character and per text: a tool's keys
are made once (the deck keeps each tool's search text until its tool object changes, which is once per scan that
changed it), never per keystroke. The reading is each character's usual one, without the phrase context pypinyin
can use: that costs ~200 µs a name, 2 s for 10,000 tools, against a few µs (docs/decisions.md).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from scriptdeck.core.model.tool import Tool

#: texts whose pinyin keys are remembered at most (names repeat across scans; the cache is dropped when full)
MAX_REMEMBERED = 50_000

_readings: dict[str, str] = {}
_keys: dict[str, str] = {}


_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def _is_han(char: str) -> bool:
    return _HAN.match(char) is not None


def _reading(char: str) -> str:
    """The character's first (usual) reading in pypinyin's table, without tones, ``ü`` as ``v`` (as pypinyin's
    own ``lazy_pinyin`` gives it for a lone character). Only the character table is loaded: pypinyin's package
    import also loads its phrase table, which per-character readings never use (~220 ms more, measured)."""
    reading = _readings.get(char)
    if reading is None:
        from pypinyin.pinyin_dict import pinyin_dict  # loaded on the first Chinese character only

        known = pinyin_dict.get(ord(char))
        first = known.split(",")[0] if known else char
        first = "".join("v" if c in "üǖǘǚǜ" else c for c in first)
        reading = _readings[char] = "".join(c for c in unicodedata.normalize("NFD", first)
                                            if not unicodedata.combining(c)).lower()
    return reading


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
    in_word = False
    for char in text.lower():
        if _is_han(char):
            reading = _reading(char)
            full.append(reading)
            initials.append(reading[:1])
            in_word = False
        elif char.isalnum():
            full.append(char)
            if not in_word:
                initials.append(char)
            in_word = True
        else:
            in_word = False
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
    text = "\n".join((tool.id, zh, en, names["en"], tool.description, " ".join(groups), *extra)).lower()
    made = Keys(text, tool.id.lower(), names, pinyin)
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


def rank(tool: Tool, words: Sequence[str], lang: str) -> int:
    """Lower is better, for a list of matches: the id, a name or the pinyin (whole or initials) starting with the
    first word, then containing it in one of those, then anywhere (description, group)."""
    if not words:
        return 0
    first = words[0]
    made = keys(tool)
    name = made.names.get(lang) or made.names["en"]
    if made.tool_id.startswith(first) or name.startswith(first) or made.pinyin.startswith(first) \
            or (" " + first) in made.pinyin:
        return 0
    if first in made.tool_id or first in name or first in made.pinyin:
        return 1
    return 2


def warm(tools: Iterable[Tool]) -> None:
    """Make the keys of these tools ahead of the first search."""
    for tool in tools:
        keys(tool)
