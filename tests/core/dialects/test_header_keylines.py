"""The Miyu parser's key-line regex (one alternation of the aliases) against the plain loop over every comment
line with a colon (SPEC §3: key = the text before the first ``:``/``：``, trimmed, ASCII-lowercased, spaces and
``-`` to ``_``): same header for keys spelled in every case, with odd separators and whitespace, near misses
(an alias with more around it, non-ASCII letters that Unicode case-folds to ASCII) and Parameters blocks."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects import header as miyu
from scriptdeck.core.dialects.header import Header, parse_miyu

#: every comment line with a colon: what the loop looked at before the alias regex
_ANY_KEY_LINE = re.compile(r"\n[^\S\n]*(?:#+(?!#)|//+(?!/))([^\n:：]*)[:：]([^\n]*)")


def plain_loop(data: bytes) -> Header:
    """parse_miyu as a loop over every comment line with a colon, the key looked up after SPEC §3's normalizing."""
    header = Header()
    if not data.startswith(b"#!"):
        return header
    header.shebang = True
    text, pos = miyu._header_text(data[:miyu.READ_LIMIT])
    end = len(text)
    header.header_lines = text.rstrip().count("\n") + 1
    while 0 <= pos < end:
        for match in _ANY_KEY_LINE.finditer(text, pos, end):
            canonical = miyu._KEYS.get(match.group(1).strip().translate(miyu._ASCII_LOWER))
            if canonical is None:
                continue
            value = match.group(2).strip()
            if canonical != "parameters":
                if canonical in ("confirm", "permission") and value:  # SPEC §31: their line is kept for lint
                    miyu._apply_checked(header, canonical, match.group(1).strip(), value, text, match.start())
                elif value:
                    miyu._apply(header, canonical, value)
                continue
            ok, parsed = miyu._try_json(value)
            if ok:
                header.parameters, header.parameters_error = parsed, None
                continue
            pos = miyu._parameters_block(header, text, value, match.end(), end)
            break
        else:
            break
    return header


_SPACES = st.sampled_from(["", " ", "  ", "\t", "\u3000", "\xa0", "\x1c", "\x85", "\u2028", "\f"])
_SEPARATORS = st.sampled_from(["_", " ", "-", "  ", "__", "\t", ".", ""])
#: letters Unicode case-folds to ASCII ones (Kelvin sign, long s, dotted I, dotless i): never a key under SPEC §3
_LOOKALIKES = {"k": "\u212a", "s": "\u017f", "i": "\u0130", "I": "\u0131"}


@st.composite
def _key(draw: st.DrawFn) -> str:
    alias = draw(st.sampled_from(sorted(miyu._KEYS)))
    out = []
    for ch in alias:
        if ch == "_":
            out.append(draw(_SEPARATORS))
        elif ch.isascii() and ch.isalpha():
            pick = draw(st.integers(0, 9))
            out.append(ch.upper() if pick < 4 else _LOOKALIKES.get(ch, ch) if pick == 9 else ch)
        else:
            out.append(ch)
    key = "".join(out)
    near = draw(st.integers(0, 9))
    if near == 8:
        key = draw(st.sampled_from(["x", "my ", "#", "/"])) + key
    elif near == 9:
        key += draw(st.sampled_from(["s", "x", " extra", "_"]))
    return draw(_SPACES) + key + draw(_SPACES)


_VALUES = st.one_of(
    st.sampled_from(["", " d ", "flags", "60s", "a, b；c", "tool: sentence", "tool：句子", "{", '{"type": "object"}',
                     "[1,", "x: y", "公开", " \u3000"]),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r"), max_size=20),
)


@st.composite
def _key_line(draw: st.DrawFn) -> str:
    lead = draw(st.sampled_from(["", " ", "\t", "\u3000"]))
    prefix = draw(st.sampled_from(["#", "##", "# ", "//", "///", "// ", "# #", "#\t"]))
    return lead + prefix + draw(_key()) + draw(st.sampled_from([":", "：", "::", ":："])) + draw(_VALUES)


_OTHER_LINES = st.sampled_from(["# {", "# }", '#   "type": "object",', '#  "properties": {}', "# 2]", "#", "",
                                "   ", "# -*- coding: utf-8 -*-", "# Copyright: x", "code()", "#!/bin/sh"])


@settings(max_examples=800, deadline=None)
@given(st.lists(st.one_of(_key_line(), _key_line(), _OTHER_LINES), max_size=30), st.sampled_from(["\n", "\r\n"]))
def test_alias_regex_matches_the_plain_key_loop(lines, newline):
    data = ("#!/bin/sh" + newline + newline.join(lines) + newline + "echo body\n").encode("utf-8")
    assert parse_miyu(data) == plain_loop(data)


def test_lookalike_letters_and_extra_words_are_not_keys():
    data = "#!/bin/sh\n# \u212aTimeout: 5\n# Timeout extra: 6\n# my Group: a\n# Description\u017f: x\n".encode()
    assert parse_miyu(data) == plain_loop(data) == Header(shebang=True, header_lines=5)


def test_any_case_and_separator_of_an_alias_is_its_key():
    data = "#!/bin/sh\n#\u3000DISPLAY-name\xa0：Shown\n// TimeOut_Seconds : 7s\n## tool id: good_id\n".encode()
    header = parse_miyu(data)
    assert (header.display_name, header.timeout_seconds, header.id) == ("Shown", 7, "good_id")
    assert header == plain_loop(data)
