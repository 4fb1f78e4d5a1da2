"""Properties of the report and of ``--update`` over arbitrary input (hypothesis): a report line never carries a
control character whatever the case name, tool output or failure holds; a refreshed ``stdout_json`` subset never
gains a key and always matches the output it was refreshed from, where it can."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.run.testcheck import Failure, json_mismatch
from scriptdeck.core.run.testreport import case_lines, escaped, junit_xml
from scriptdeck.core.run.testrun import CaseOutcome, cut_text, refreshed_json

CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")
TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=200)
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
                    max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(name=TEXT, tool=TEXT, stdout=TEXT, stderr=TEXT, expected=TEXT)
def test_a_report_never_writes_a_control_character(name: str, tool: str, stdout: str, stderr: str,
                                                   expected: str) -> None:
    failure = Failure("stdout", expected, stdout, diff="--- expected\n+++ actual\n-" + expected + "\n+" + stdout)
    result = {"success": False, "exit_code": 1, "stdout": stdout, "stderr": stderr, "duration_ms": 5}
    outcome = CaseOutcome(tool, name, Path("x.json"), 0, False, 5, [failure], result)
    lines = case_lines(outcome, "en")
    assert not any(CONTROL.search(line) for line in lines)
    junit_xml([outcome], [])  # always serialisable


@settings(max_examples=200, deadline=None)
@given(text=TEXT)
def test_escaping_keeps_every_printable_character(text: str) -> None:
    out = escaped(text)
    assert not CONTROL.search(out)
    if not CONTROL.search(text) and "\\" not in text:
        assert out == text


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=40_000))
def test_cut_text_is_at_most_64_kib_and_a_prefix(text: str) -> None:
    out = cut_text(text, limit=1024)
    head = out.split("\n… (cut:")[0]
    assert text.startswith(head)
    assert len(head.encode("utf-8", "surrogatepass")) <= 1024


def keys_of(value: object, path: str = "$") -> set[str]:
    if isinstance(value, dict):
        return {f"{path}.{k}" for k in value} | {p for k, v in value.items() for p in keys_of(v, f"{path}.{k}")}
    return set()


@settings(max_examples=300, deadline=None)
@given(expected=JSON, actual=JSON)
def test_a_refreshed_subset_never_gains_a_key_and_matches_where_it_can(expected: object, actual: object) -> None:
    refreshed = refreshed_json(expected, actual)
    if isinstance(expected, dict) and isinstance(actual, dict):
        assert set(refreshed) == set(expected)
        assert keys_of(refreshed) <= keys_of(expected) | keys_of(actual)
        if keys_of(expected) <= keys_of(actual) or not _missing(expected, actual):
            assert json_mismatch(refreshed, actual) is None
    else:
        assert refreshed == actual


def _missing(expected: object, actual: object) -> bool:
    """Whether a key of ``expected`` (through objects) is absent from ``actual``."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return any(k not in actual or _missing(v, actual[k]) for k, v in expected.items())
    return False
