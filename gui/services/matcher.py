"""How a search finds a tool: one matcher for the main search box (``deck.tool_model``) and the Ctrl+K palette.

A tool is found by any of its names, its id, its groups or its description, and a Chinese name or group also by
its pinyin, whole or initials: ``danwei``, ``danweihuansuan`` and ``dwhs`` all find 单位换算 (issue 35). Every word
typed must occur somewhere in the tool's search text (:func:`haystack`), case-insensitively.

Pinyin comes from pypinyin one character at a time and is remembered per character and per text: a tool's keys
are made once (the deck keeps each tool's search text until its tool object changes, which is once per scan that
changed it), never per keystroke. The reading is each character's usual one, without the phrase context pypinyin
can use: that costs ~200 µs a name, 2 s for 10,000 tools, against a few µs (docs/decisions.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scriptdeck.core.model.tool import Tool

#: texts whose pinyin keys are remembered at most (names repeat across scans; the cache is dropped when full)
MAX_REMEMBERED = 50_000

_readings: dict[str, str] = {}
_keys: dict[str, str] = {}


def _is_han(char: str) -> bool:
    code = ord(char)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF


def _reading(char: str) -> str:
    reading = _readings.get(char)
    if reading is None:
        from pypinyin import lazy_pinyin  # imported on the first Chinese character only

        reading = _readings[char] = (lazy_pinyin(char) or [char])[0].lower()
    return reading


def pinyin_keys(text: str) -> str:
    """``"单位换算"`` → ``"danweihuansuan dwhs"``: the whole pinyin and the initials (a Latin word in the text gives
    its first letter to the initials and stays whole in the full form). Empty for a text without Chinese."""
    if not any(_is_han(char) for char in text):
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


def haystack(tool: Tool) -> str:
    """The lower-case text a search looks in: id, both names, description, groups, and the pinyin of the Chinese
    name and of each group."""
    names = (tool.value("display_name_zh") or "", tool.value("display_name_en") or "", tool.display_name("en"))
    groups = tool.groups
    pinyin = [pinyin_keys(text) for text in (names[0], *groups)]
    return "\n".join((tool.id, *names, tool.description, " ".join(groups), *filter(None, pinyin))).lower()


def needles(text: str) -> list[str]:
    """The words of a search, lower-case."""
    return text.lower().split()


def matches(text: str, words: Sequence[str]) -> bool:
    """Every word occurs in ``text`` (a :func:`haystack`)."""
    return all(word in text for word in words)


def rank(tool: Tool, words: Sequence[str], lang: str) -> int:
    """Lower is better, for a list of matches: the id or a name starting with the first word, then containing it
    in a name, then anywhere (description, group)."""
    if not words:
        return 0
    first = words[0]
    name = tool.display_name(lang).lower()
    keys = pinyin_keys(tool.display_name(lang))
    if tool.id.lower().startswith(first) or name.startswith(first) or keys.startswith(first) \
            or (" " + first) in (" " + keys):
        return 0
    if first in tool.id.lower() or first in name or first in keys:
        return 1
    return 2


def warm(tools: Iterable[Tool]) -> None:
    """Make the pinyin keys of these tools ahead of the first search (idle time after a scan)."""
    for tool in tools:
        pinyin_keys(tool.value("display_name_zh") or "")
