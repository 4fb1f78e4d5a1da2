"""SPEC §18 ``Argv: positional``: schema property values in declaration order as $1 $2 …, through real runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects.header import parse_miyu
from scriptdeck.core.run.runplan import positional_argv

from tests.conftest import cli_json, write_script

ECHO = "#!/bin/sh\necho \"$#:$1|$2|$3\"\nprintf 'stdin=%s\\n' \"$(cat)\"\n"


def _schema(**props: str | list[str]) -> dict:
    return {"type": "object", "properties": {name: {"type": kind, "description": name} for name, kind in props.items()}}


def _tool(h: Path, name: str, schema: dict, *, argv: str = "positional") -> None:
    header = (f"#!/bin/sh\n# Description: Echo positional arguments.\n# Argv: {argv}\n"
              f"# Parameters: {json.dumps(schema)}\n")
    write_script(h / "scripts" / f"{name}.sh", header + ECHO[len("#!/bin/sh\n"):])


@pytest.fixture
def h(tmp_path) -> Path:
    root = tmp_path / "h"
    (root / "scripts").mkdir(parents=True)
    return root


def call(h: Path, tool: str, args: object) -> tuple[int, dict]:
    return cli_json("--home", str(h), "tool-call", tool, "--args", json.dumps(args))


def test_header_reads_positional():
    assert parse_miyu(b"#!/bin/sh\n# Argv: Positional\n").argv == "positional"


def test_values_reach_dollar_1_2_3_in_declaration_order(h):
    _tool(h, "pos", _schema(zeta="string", alpha="integer", mid="boolean"))
    code, result = call(h, "pos", {"alpha": 5, "mid": True, "zeta": "hello world"})
    assert code == 0, result
    first, stdin = result["stdout"].split("\n")
    assert first == "3:hello world|5|true", "declaration order (zeta, alpha, mid), not sorted"
    assert json.loads(stdin[len("stdin="):]) == {"alpha": 5, "mid": True, "zeta": "hello world"}, "stdin still JSON"


@pytest.mark.parametrize("args,expected", [
    ({"a": "x", "c": "z"}, "1:x||"),      # b absent: the list stops there, c is not shifted into $2
    ({"a": "x", "b": None, "c": "z"}, "1:x||"),
    ({}, "0:||"),
    ({"a": "", "b": "y"}, "2:|y|"),      # an empty string is a value
])
def test_absent_or_null_stops_the_list(h, args, expected):
    _tool(h, "stops", _schema(a="string", b=["string", "null"], c="string"))
    code, result = call(h, "stops", args)
    assert code == 0, result
    assert result["stdout"].split("\n")[0] == expected


def test_numbers_booleans_arrays_objects(h):
    schema = {"type": "object", "properties": {"n": {"type": "number"}, "f": {"type": "boolean"},
                                               "arr": {"type": "array"}}}
    _tool(h, "kinds", schema)
    code, result = call(h, "kinds", {"n": -1.5, "f": False, "arr": ["a", {"k": 1}]})
    assert code == 0, result
    assert result["stdout"].split("\n")[0] == '3:-1.5|false|["a",{"k":1}]'


def test_index_override_switches_to_positional(h):
    _tool(h, "plain", _schema(a="string", b="string"), argv="none")
    (h / "scripts" / "index.json").write_text(json.dumps({"scripts": [{"id": "plain", "path": "plain.sh",
                                                                      "argv": "positional"}]}))
    code, result = call(h, "plain", {"a": "one", "b": "two"})
    assert code == 0, result
    assert result["stdout"].split("\n")[0] == "2:one|two|"


def test_show_reports_positional(h):
    _tool(h, "shown", _schema(a="string"))
    _code, payload = cli_json("--home", str(h), "show", "shown", "--json")
    assert payload["argv"] == "positional"


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["a", "b", "c", "stdin"]),
                       st.one_of(st.none(), st.booleans(), st.integers(), st.text(), st.lists(st.integers()))))
def test_positional_argv_is_the_leading_run_of_present_values(args):
    schema = {"type": "object", "properties": {"a": {}, "stdin": {}, "b": {}, "c": {}}}
    out = positional_argv(schema, args)
    expected = []
    for name in ("a", "b", "c"):
        if args.get(name) is None:
            break
        value = args[name]
        expected.append(value if isinstance(value, str) else json.dumps(value, separators=(",", ":")))
    assert out == expected
