"""SPEC §21 without processes: the expectation rules, where a problem is in a test file, and the reports."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.contract.jsonsafe import STRICT_DECODER
from scriptdeck.core.model.testfile import (
    TestFileError,
    add_case,
    edit_test_file,
    load_test_file,
    locate,
    parse_text,
)
from scriptdeck.core.run.testcheck import check, json_mismatch, offered_expectations
from scriptdeck.core.run.testreport import junit_xml
from scriptdeck.core.run.testrun import CaseOutcome

RESULT = {"success": True, "exit_code": 0, "stdout": '{"a": {"b": [1, 2]}, "n": 1, "t": true}', "stderr": "warn",
          "timed_out": False, "duration_ms": 40, "truncated": {"stdout": False, "stderr": False}, "images": []}


@pytest.mark.parametrize(("expect", "failed"), [
    ({}, []),
    ({"stdout_json": {"a": {}}}, []),
    ({"stdout_json": {"a": {"b": [1, 2]}, "t": True}}, []),
    ({"stdout_json": {"n": 1.0}}, []),
    ({"stdout_json": {"a": {"b": [1]}}}, ["stdout_json"]),
    ({"stdout_json": {"t": 1}}, ["stdout_json"]),
    ({"stdout_json": {"n": True}}, ["stdout_json"]),
    ({"stdout_json": {"missing": None}}, ["stdout_json"]),
    ({"stdout_json": [1]}, ["stdout_json"]),
    ({"limit": None, "exit_code": 0, "images": 0}, []),
    ({"limit": "timeout"}, ["limit"]),
    ({"stderr_contains": ["warn", "x"], "success": False}, ["success", "stderr_contains"]),
    ({"max_ms": 40}, []),
    ({"max_ms": 39}, ["max_ms"]),
])
def test_expectations(expect: dict, failed: list[str]) -> None:
    assert [failure.key for failure in check(expect, RESULT)] == failed


def test_json_mismatch_names_the_path_of_the_first_difference() -> None:
    assert json_mismatch({"a": {"b": [1, 2]}}, {"a": {"b": [1, 3]}}) == ("$.a.b", [1, 2], [1, 3])
    assert json_mismatch({"a": {"c": 1}}, {"a": {"b": 1}}) == ("$.a.c", 1, None)
    deep_want: dict = {}
    deep_got: dict = {}
    want, got = deep_want, deep_got
    for _ in range(5000):  # iterative: no recursion limit
        want["k"], got["k"] = {}, {}
        want, got = want["k"], got["k"]
    want["v"], got["v"] = 1, 2
    assert json_mismatch(deep_want, deep_got)[1:] == (1, 2)


def test_stdout_json_on_text_output_says_it_is_not_json() -> None:
    failure = check({"stdout_json": {}}, {**RESULT, "stdout": "plain"})[0]
    assert failure.detail.startswith("stdout is not JSON")


def test_offered_expectations_of_a_json_and_a_text_run() -> None:
    offered = offered_expectations(RESULT)
    assert list(offered) == ["success", "exit_code", "stdout", "stdout_contains", "stdout_json", "images"]
    assert offered["stdout_contains"] == RESULT["stdout"].strip().splitlines()[0][:200]
    assert offered["stdout_json"]["t"] is True
    assert "stdout_json" not in offered_expectations({**RESULT, "stdout": "{not json"})
    assert offered_expectations({**RESULT, "limit": "cpu"})["limit"] == "cpu"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(json_values, st.data(), st.sampled_from([None, 1, 2]))
def test_locate_points_at_the_value_at_any_path(value, data, indent) -> None:
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    path, node = [], value
    while isinstance(node, (dict, list)) and node and data.draw(st.booleans()):
        step = data.draw(st.sampled_from(sorted(node) if isinstance(node, dict) else range(len(node))))
        path.append(step)
        node = node[step]
    assert STRICT_DECODER.raw_decode(text, locate(text, path))[0] == node


def test_a_schema_error_points_at_the_offending_value(tmp_path: Path) -> None:
    text = '{\n  "cases": [\n    {"name": "ok"},\n    {"name": "x", "expect": {"images": -1}}\n  ]\n}'
    with pytest.raises(TestFileError) as caught:
        parse_text(text.encode(), tmp_path / "t.json")
    assert (caught.value.line, caught.value.column) == (4, 40)
    assert "cases/1/expect/images" in caught.value.detail


def test_a_number_no_float_holds_is_pointed_at(tmp_path: Path) -> None:
    """``1e400`` was said to be at 1:1 wherever it was."""
    text = '{\n  "cases": [\n    {"name": "x",\n     "args": {"n": 1e400}}\n  ]\n}'
    with pytest.raises(TestFileError) as caught:
        parse_text(text.encode(), tmp_path / "t.json")
    assert (caught.value.line, caught.value.column) == (4, 20), caught.value.detail


def test_lone_surrogates_are_replaced_and_linted_not_refused(tmp_path: Path) -> None:
    """SPEC §24: a test file's text may hold lone surrogates; outputs replace them (U+FFFD) and lint says so. The
    whole file was refused (tests-broken), so none of the tool's cases ran."""
    text = '{"cases": [{"name": "sur \\ud800", "args": {"s": "\\udc00", "ok": "\\ud83d\\ude00"}}]}'
    document, _ = parse_text(text.encode(), tmp_path / "t.json")
    [case] = document["cases"]
    assert case["name"] == "sur \ufffd" and case["args"] == {"s": "\ufffd", "ok": "\U0001f600"}
    path = tmp_path / "t.json"
    path.write_text(text)
    assert load_test_file(path, "t").replaced
    path.write_text('{"cases": [{"name": "pair \\ud83d\\ude00"}]}')
    assert not load_test_file(path, "t").replaced


def test_a_missing_required_key_points_at_its_object(tmp_path: Path) -> None:
    with pytest.raises(TestFileError) as caught:
        parse_text(b'{"cases": [{"args": {}}]}', tmp_path / "t.json")
    assert (caught.value.line, caught.value.column) == (1, 12)
    assert "'name' is a required property" in caught.value.detail


def test_args_and_stdin_together_are_refused(tmp_path: Path) -> None:
    with pytest.raises(TestFileError):
        parse_text(b'{"cases": [{"name": "x", "args": {}, "stdin": "s"}]}', tmp_path / "t.json")


def test_add_case_makes_names_unique_and_keeps_unknown_top_level_keys(tmp_path: Path) -> None:
    path = tmp_path / ".tests" / "t.json"
    assert add_case(path, {"name": "n", "args": {}}) == "n"
    assert add_case(path, {"name": "n", "args": {}}) == "n (2)"
    document = json.loads(path.read_text())
    document["x-note"] = {"kept": True}
    path.write_text(json.dumps(document))
    assert add_case(path, {"name": "n", "args": {}}) == "n (3)"
    assert json.loads(path.read_text())["x-note"] == {"kept": True}


def test_an_edit_that_would_write_an_invalid_file_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    path.write_text('{"cases": []}')

    def bad(document: dict) -> bool:
        document["cases"].append({"name": 5})
        return True

    with pytest.raises(TestFileError):
        edit_test_file(path, bad)
    assert path.read_text() == '{"cases": []}'


def test_a_symlinked_test_file_is_never_written_through(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.json"
    target.write_text('{"cases": []}')
    link = tmp_path / "t.json"
    link.symlink_to(target)
    with pytest.raises(TestFileError, match="symbolic link"):
        add_case(link, {"name": "n"})
    assert target.read_text() == '{"cases": []}'


def test_junit_replaces_what_xml_cannot_carry() -> None:
    outcome = CaseOutcome("tool\x01", "name \ud800 \x00", Path("/t.json"), 0, True, 5, [],
                          {**RESULT, "stdout": "a\x00b\x1bc\ufffe"})
    root = ET.fromstring(junit_xml([outcome], []))
    case = root.find("testsuite/testcase")
    assert case is not None and case.get("name") == "name \ufffd \ufffd"
    assert case.findtext("system-out") == "a\ufffdb\ufffdc\ufffd"


def test_an_unknown_expectation_in_a_test_file_is_a_finding_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "probe.json"
    path.write_text('{"cases": [{"name": "a",\n "expect": {"stdout_has": "x"}}]}', encoding="utf-8")
    with pytest.raises(TestFileError) as caught:
        load_test_file(path, "probe")
    assert (caught.value.line, caught.value.column) == (2, 12) and "'stdout_has'" in caught.value.detail


def test_a_hand_built_unknown_expectation_fails_its_case_by_name_and_never_raises() -> None:
    """A case built in code (not read from a checked file) with a key no check knows: the case fails, saying so,
    after the keys it does know."""
    failures = check({"stdout_has": "x", "success": False}, RESULT)
    assert [(f.key, f.detail) for f in failures] == [("success", ""), ("stdout_has", "unknown expectation")]
    assert check({"stdout_has": "x"}, RESULT)[0].expected == "x"
