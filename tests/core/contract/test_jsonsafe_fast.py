"""jsonsafe's C-level checks agree with a literal character-by-character reading (issue 21: no Python loop per
character on the hot path, the same answers as the loop it replaced)."""

from __future__ import annotations

import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from scriptdeck.core.contract.jsonsafe import (
    JsonInputError,
    brackets_closed,
    is_plain_json,
    loads_strict,
    nesting_depth,
    too_deep,
)

from tests.reference_header import _brackets as _literal  # the literal, one-character-at-a-time reading

bracket_text = st.text(alphabet='[]{}"\\a,: ', max_size=300)


@settings(max_examples=800, deadline=None)
@given(bracket_text, st.integers(0, 12))
@example('"', 0)  # issue 32: a lone quote leaves a string open, so the brackets are not closed
@example('[]"', 0)
@example('"\\', 0)  # an escape cut off by the end of the text: still inside the string
@example('"\\"', 0)  # the quote is escaped: the string stays open
@example('"a"b"[', 0)
@example('"[" ]', 0)
def test_depth_checks_agree_with_a_literal_reading(text: str, limit: int) -> None:
    final, deepest, in_string = _literal(text)
    assert nesting_depth(text) == deepest
    assert too_deep(text, limit) == (deepest > limit)
    assert brackets_closed(text) == (final <= 0 and not in_string)


@pytest.mark.parametrize("text", [
    "[]" * 200_000,                                   # flat and large: settled by peeling, not walked
    "[[]" * 300 + "]" * 300,                          # deep without a long run of openers
    "]" * 500 + "[" * 120,                            # unmatched closers first: the running depth stays low
    '["' + "[" * 500 + '"]',                          # brackets inside a string do not count
])
def test_too_deep_edge_shapes(text: str) -> None:
    assert too_deep(text, 100) == (_literal(text)[1] > 100)


def test_a_surrogate_pair_escape_is_not_a_lone_surrogate_but_a_lone_one_is() -> None:
    assert loads_strict('{"a": "\\ud83d\\ude00"}') == {"a": "\U0001f600"}
    with pytest.raises(JsonInputError, match="lone surrogate"):
        loads_strict('{"a": "\\ud83d x"}')
    assert loads_strict('"\\\\ud800"') == "\\ud800"  # an escaped backslash, then plain letters


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
                    | st.text(), lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(), c, max_size=4),
                    max_leaves=25))
def test_is_plain_json_accepts_what_loads_strict_returns(value: object) -> None:
    try:
        parsed = loads_strict(json.dumps(value))
    except JsonInputError:
        return  # a lone surrogate from st.text(): refused, nothing to compare
    assert is_plain_json(parsed)


@pytest.mark.parametrize("value", [
    (1, 2), {1: "a"}, {"a": float("inf")}, float("nan"), "\ud800", {"k\udfff": 1}, b"x", {1, 2},
    compile("1", "x", "eval"), 10**5000, [[[[]]]],
], ids=["tuple", "int-key", "inf", "nan", "surrogate", "surrogate-key", "bytes", "set", "code", "huge-int", "deep"])
def test_is_plain_json_refuses_what_no_parse_gives(value: object) -> None:
    assert not is_plain_json(value, max_depth=3)
