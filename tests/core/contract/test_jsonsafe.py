"""The strict JSON loader every untrusted-JSON entry point uses (SPEC §15)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.contract.jsonsafe import JsonInputError, dumps_strict, loads_strict


@pytest.mark.parametrize("text", [
    "[" * 10_000 + "]" * 10_000,
    '{"a":' * 10_000 + "1" + "}" * 10_000,
])
def test_deep_nesting_is_refused_without_recursion(text: str) -> None:
    with pytest.raises(JsonInputError, match="nested deeper"):
        loads_strict(text)


def test_nesting_at_the_limit_is_accepted() -> None:
    assert loads_strict("[" * 100 + "]" * 100, max_depth=100) is not None


def test_brackets_inside_strings_do_not_count() -> None:
    assert loads_strict(json.dumps(["[" * 500, '\\"{{{']), max_depth=2) == ["[" * 500, '\\"{{{']


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", '{"a": -Infinity}'])
def test_non_finite_constants_are_refused(text: str) -> None:
    with pytest.raises(JsonInputError, match="not a JSON number"):
        loads_strict(text)


@pytest.mark.parametrize("text", ["1e400", "[-1e400]", '{"t": 1E999}'])
def test_overflowing_numbers_are_refused(text: str) -> None:
    with pytest.raises(JsonInputError, match="too large"):
        loads_strict(text)


def test_integers_past_the_conversion_limit_are_refused() -> None:
    with pytest.raises(JsonInputError, match="4300 digits"):
        loads_strict("9" * 4301)


@pytest.mark.parametrize("text", ['"\\ud800"', '{"\\udc00": 1}', '[["x\\udbff"]]'])
def test_lone_surrogates_are_refused(text: str) -> None:
    with pytest.raises(JsonInputError, match="lone surrogate"):
        loads_strict(text)


def test_a_surrogate_pair_is_fine() -> None:
    assert loads_strict('"\\ud83d\\ude00"') == "\U0001f600"


def test_invalid_utf8_bytes_are_refused() -> None:
    with pytest.raises(JsonInputError, match="UTF-8"):
        loads_strict(b'{"a": "\xff"}')


def test_size_bound_is_enforced_before_parsing() -> None:
    with pytest.raises(JsonInputError, match="larger than"):
        loads_strict(b"[" + b"1," * 1000 + b"1]", max_bytes=100)


def test_a_byte_order_mark_is_ignored() -> None:
    assert loads_strict("\ufeff{}") == {}


def test_dumps_strict_refuses_non_finite() -> None:
    with pytest.raises(JsonInputError):
        dumps_strict({"x": float("inf")})


def test_dumps_strict_is_compact_and_keeps_unicode() -> None:
    assert dumps_strict({"a": [1, "中"]}) == '{"a":[1,"中"]}'


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='[]{}",:\\0123456789.eE+-ntrufalsNIiy \ud800', max_size=200))
def test_any_text_gives_a_value_or_a_json_input_error(text: str) -> None:
    try:
        loads_strict(text, max_depth=20)
    except JsonInputError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
                    | st.text(), lambda children: st.lists(children) | st.dictionaries(st.text(), children),
                    max_leaves=30))
def test_valid_json_round_trips(value: object) -> None:
    try:
        text = dumps_strict(value)
    except UnicodeEncodeError:  # pragma: no cover
        return
    try:
        assert loads_strict(text) == value
    except JsonInputError as error:
        assert "surrogate" in str(error), str(error)
