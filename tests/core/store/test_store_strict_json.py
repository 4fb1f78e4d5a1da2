"""Strict JSON both ways (SPEC §15): unknown values byte-exact through a rewrite; NaN/Infinity never written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.model.manage import ManageError, Manager
from scriptdeck.core.store.index_store import (
    INDEX_NAME,
    IndexUnreadable,
    NonFiniteRefused,
    merge_entry,
    read_index,
    serialize,
    update_index,
)
from scriptdeck.core.store.paths import Home

from tests.conftest import make_registry, write_script


def _strict_loads(data: bytes) -> object:
    def refuse(name: str) -> object:
        raise AssertionError(f"ScriptDeck wrote {name}")

    return json.loads(data.decode("utf-8"), parse_constant=refuse, parse_int=str)


def _alpha(home: Home) -> Path:
    return write_script(home.persona_dir / "alpha.sh", "#!/bin/sh\n# Description: Alpha.\necho a\n")


def test_huge_and_precise_numbers_survive_a_set(home: Home) -> None:
    _alpha(home)
    index = home.persona_dir / INDEX_NAME
    index.write_text('{"big": 1e400, "scripts": [{"id": "alpha", "path": "alpha.sh", "x": 0.10000000000000000555,'
                     ' "n": -0, "deep": {"k" : [1E+2,  2]}}], "int": ' + "9" * 5000 + "}\n", encoding="utf-8")
    Manager(make_registry(home)).call({"action": "set", "id": "alpha", "description": "Changed."})
    out = index.read_text(encoding="utf-8")
    assert '"big": 1e400' in out
    assert '"x": 0.10000000000000000555' in out
    assert '"n": -0' in out
    assert '"deep": {"k" : [1E+2,  2]}' in out
    assert '"int": ' + "9" * 5000 in out
    assert "Infinity" not in out
    assert _strict_loads(out.encode())["scripts"][0]["description"] == "Changed."


def test_unknown_string_escapes_survive(home: Home) -> None:
    index = home.persona_dir / INDEX_NAME
    index.write_text('{"s": "\\u00e9\\ud800\\n", "scripts": []}', encoding="utf-8")
    assert update_index(home.persona_dir, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "D."}))
    assert '"s": "\\u00e9\\ud800\\n"' in index.read_text(encoding="utf-8")


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_non_finite_literals_make_the_layer_unreadable_and_are_never_rewritten(home: Home, literal: str) -> None:
    _alpha(home)
    index = home.persona_dir / INDEX_NAME
    text = '{"scripts": [{"id": "alpha", "path": "alpha.sh", "timeout_seconds": ' + literal + "}]}"
    index.write_text(text, encoding="utf-8")
    doc = read_index(home.persona_dir)
    assert doc.error is not None, doc.error
    assert literal.lstrip('-') in doc.error, doc.error
    registry = make_registry(home)
    assert registry.get("alpha") is not None, "one bad index.json must not hide the layer's tools"
    with pytest.raises(ManageError):
        Manager(registry).call({"action": "set", "id": "alpha", "description": "New."})
    assert index.read_text(encoding="utf-8") == text


def test_scriptdeck_never_writes_nan(home: Home) -> None:
    with pytest.raises(NonFiniteRefused):
        serialize({"scripts": [{"id": "a", "timeout_seconds": float("inf")}]})
    with pytest.raises(NonFiniteRefused):
        update_index(home.persona_dir, lambda root: root.update({"x": float("nan")}))
    assert not (home.persona_dir / INDEX_NAME).exists()


def test_deeply_nested_index_is_reported_not_crashing(home: Home) -> None:
    _alpha(home)
    index = home.persona_dir / INDEX_NAME
    text = '{"deep": ' + "[" * 10000 + "]" * 10000 + ', "scripts": []}'
    index.write_text(text, encoding="utf-8")
    doc = read_index(home.persona_dir)
    assert doc.error is not None
    assert make_registry(home).get("alpha") is not None
    with pytest.raises(IndexUnreadable):
        update_index(home.persona_dir, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "D."}))
    assert index.read_text(encoding="utf-8") == text


def test_lone_surrogate_in_a_new_value_is_written_escaped(home: Home) -> None:
    assert update_index(home.persona_dir, lambda root: merge_entry(root, "a", "a.sh", {"description": "x\ud800"}))
    data = (home.persona_dir / INDEX_NAME).read_bytes()
    data.decode("utf-8")  # valid UTF-8
    assert _strict_loads(data)["scripts"][0]["description"] == "x\ud800"


def test_plain_output_matches_json_dumps_layout() -> None:
    root = {"scripts": [{"id": "a", "path": "a.sh", "parameters": {"type": "object", "properties": {}}},
                        "junk", 3], "disabled": [], "extra": {"k": [1, {"z": None}]}}
    assert serialize(root) == (json.dumps(root, ensure_ascii=False, indent=2) + "\n").encode()


# -- hypothesis: arbitrary unknown JSON text round-trips exactly ------------------------------------------

_ws = st.sampled_from(["", " ", "\n  ", "\t", "\r\n"])
_numbers = st.from_regex(r"-?(0|[1-9][0-9]{0,60})(\.[0-9]{1,40})?([eE][+-]?[0-9]{1,4})?", fullmatch=True)
_chars = st.characters(blacklist_categories=())  # includes lone surrogates


@st.composite
def _string(draw: st.DrawFn) -> str:
    text = draw(st.text(_chars, max_size=20))
    ascii_only = draw(st.booleans()) or any(0xD800 <= ord(c) <= 0xDFFF for c in text)
    return json.dumps(text, ensure_ascii=ascii_only)


def _container(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    def array(parts: list[tuple[str, str, str]]) -> str:
        return "[" + ",".join(a + v + b for a, v, b in parts) + "]"

    def obj(parts: list[tuple[str, str, str, str]]) -> str:
        return "{" + ",".join(a + k + b + ":" + v for a, k, b, v in parts) + "}"

    return st.one_of(
        st.lists(st.tuples(_ws, children, _ws), max_size=4).map(array),
        st.lists(st.tuples(_ws, _string(), _ws, children), max_size=4).map(obj),
    )


_json_text = st.recursive(st.one_of(_numbers, _string(), st.sampled_from(["true", "false", "null"])),
                          _container, max_leaves=12)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(root_value=_json_text, entry_value=_json_text, junk_item=_json_text, sep=_ws)
def test_unknown_values_round_trip_byte_exact(tmp_path: Path, root_value: str, entry_value: str, junk_item: str,
                                               sep: str) -> None:
    layer = tmp_path / "layer"
    layer.mkdir(exist_ok=True)
    index = layer / INDEX_NAME
    text = ("{" + sep + '"x_root":' + sep + root_value + "," + sep + '"scripts": [{"id": "alpha", "path": "alpha.sh",'
            + ' "x_entry":' + sep + entry_value + "}, " + junk_item + "]}")
    index.write_bytes(text.encode("utf-8"))
    assert update_index(layer, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "D."}))
    out = index.read_bytes().decode("utf-8")
    assert '"x_root": ' + root_value in out
    assert '"x_entry": ' + entry_value in out
    assert "\n    " + junk_item + "\n" in out
    parsed = _strict_loads(out.encode("utf-8"))
    assert parsed["scripts"][0]["description"] == "D."


def test_cli_output_never_holds_infinity(home: Home) -> None:
    """An index.json schema with 1e400 (a legal JSON number) must not make the CLI print Infinity."""
    from tests.conftest import run_cli

    _alpha(home)
    (home.persona_dir / INDEX_NAME).write_text(
        '{"scripts": [{"id": "alpha", "path": "alpha.sh", "parameters": {"type": "object", "properties":'
        ' {"n": {"type": "number", "maximum": 1e400}}}}]}', encoding="utf-8")
    for command in (["show", "alpha", "--json"], ["tool-call", "alpha", "--describe"], ["list", "--json"]):
        done = run_cli("--home", str(home.root), *command)
        assert "Traceback" not in done.stderr, done.stderr
        for line in done.stdout.splitlines():
            _strict_loads(line.encode("utf-8"))


def test_dumps_out_is_strict() -> None:
    from scriptdeck.core.contract.jsonout import dumps_out

    text = dumps_out({"a": float("inf"), "b": [float("nan")], "s": "x\ud800", "ok": 1.5})
    text.encode("utf-8")  # valid UTF-8
    assert json.loads(text, parse_constant=lambda name: name) == {"a": None, "b": [None], "s": "x\ud800", "ok": 1.5}
