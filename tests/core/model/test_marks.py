"""Favourites and aliases (issue 45), core: kept in the layer's index.json (locked, atomic, the user's text kept),
seen by a new registry (a restart) and by lint (alias collisions, unusable values). The command line:
tests/cli/test_marks_cli.py."""

from __future__ import annotations

import json
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.model import marks
from scriptdeck.core.model.lint_file import lint_registered
from scriptdeck.core.model.manage_schema import ManageError
from scriptdeck.core.store.index_store import alias_problem, read_index
from scriptdeck.core.store.paths import Home

from tests.conftest import make_registry, write_script

LOOKUP = "#!/bin/sh\n# Description: Looks up a word.\n# 显示名称： 查词\necho hi\n"
OTHER = "#!/bin/sh\n# Description: Says hello.\n# Display name: Greeter\necho hello\n"


@pytest.fixture
def deck(home: Home) -> Home:
    write_script(home.global_dir / "lookup.sh", LOOKUP)
    write_script(home.persona_dir / "greet.sh", OTHER)
    return home


def test_a_star_and_aliases_survive_a_new_registry(deck):
    registry = make_registry(deck)
    assert marks.set_favourite(registry, "lookup")["changed"] is True
    assert marks.add_alias(registry, "lookup", " lk ")["aliases"] == ["lk"]
    assert marks.add_alias(registry, "lookup", "查")["aliases"] == ["lk", "查"]
    assert marks.add_alias(registry, "greet", "hi")["scope"] == "persona"
    # the same registry sees it at once, and a new one (a restart) reads it from index.json
    for seen in (registry, make_registry(deck)):
        assert seen.get("lookup").favourite is True and seen.get("lookup").aliases == ["lk", "查"]
        assert seen.get("greet").aliases == ["hi"] and seen.get("greet").favourite is False
    entry = json.loads((deck.global_dir / "index.json").read_text())["scripts"][0]
    assert entry == {"id": "lookup", "path": "lookup.sh", "favourite": True, "aliases": ["lk", "查"]}


def test_adding_an_alias_twice_or_in_another_case_writes_nothing(deck):
    registry = make_registry(deck)
    marks.add_alias(registry, "lookup", "lk")
    before = (deck.global_dir / "index.json").read_bytes()
    assert marks.add_alias(registry, "lookup", "LK")["changed"] is False
    assert marks.set_favourite(registry, "lookup", False)["changed"] is False  # not starred: nothing to remove
    assert (deck.global_dir / "index.json").read_bytes() == before


def test_removing_the_last_mark_keeps_the_users_other_keys(deck):
    index = deck.global_dir / "index.json"
    index.write_text('{"note": 1e400, "scripts": [{"id": "lookup", "path": "lookup.sh", "mine": [1.50],'
                     ' "aliases": ["lk", 7]}]}')
    registry = make_registry(deck)
    assert registry.get("lookup").aliases == ["lk"]
    marks.remove_alias(registry, "lookup", "LK")
    text = index.read_text()
    assert "1e400" in text and "1.50" in text  # the user's text, byte for byte
    assert json.loads(text)["scripts"][0]["aliases"] == [7]  # the unusable item is the user's: kept, linted
    marks.set_aliases(registry, "lookup", [])
    assert "aliases" not in json.loads(index.read_text())["scripts"][0]


def test_read_only_tools_and_unknown_ids_are_refused_with_a_fix(deck):
    registry = make_registry(deck)
    with pytest.raises(ManageError) as refused:
        marks.set_favourite(registry, "convert_units")  # a built-in example
    message, fix = refused.value.message("zh_CN")
    assert "convert_units" in message and fix
    assert message != refused.value.error  # said in Chinese
    with pytest.raises(ManageError):
        marks.add_alias(registry, "nope", "x")
    with pytest.raises(ManageError) as bad:
        marks.add_alias(registry, "lookup", "two words")
    assert "space" in bad.value.error
    assert not (deck.global_dir / "index.json").exists()  # nothing was written by any refusal


def test_a_broken_index_is_never_overwritten(deck):
    index = deck.global_dir / "index.json"
    index.write_text("{not json")
    registry = make_registry(deck)
    with pytest.raises(ManageError) as refused:
        marks.set_favourite(registry, "lookup")
    assert "unreadable" in refused.value.error
    assert index.read_text() == "{not json"


def test_concurrent_writers_lose_no_mark(deck):
    for n in range(6):
        write_script(deck.global_dir / f"tool{n}.sh", f"#!/bin/sh\n# Description: Tool {n}.\necho {n}\n")
    errors: list[BaseException] = []

    def star(n: int) -> None:
        try:
            marks.set_favourite(make_registry(deck), f"tool{n}")
            marks.add_alias(make_registry(deck), f"tool{n}", f"t{n}")
        except BaseException as error:  # noqa: BLE001 - reported below
            errors.append(error)

    threads = [threading.Thread(target=star, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    fresh = make_registry(deck)
    assert all(fresh.get(f"tool{n}").favourite and fresh.get(f"tool{n}").aliases == [f"t{n}"] for n in range(6))


def test_lint_names_alias_collisions_in_both_languages(deck):
    registry = make_registry(deck)
    marks.add_alias(registry, "lookup", "hi")
    marks.add_alias(registry, "greet", "HI")
    marks.add_alias(registry, "greet", "convert_units")  # another tool's id
    marks.add_alias(registry, "greet", "查词")  # another tool's Chinese name
    codes = {(f.code, f.args.get("value"), f.args.get("variant")): f for f in lint_registered(registry.get("greet"),
                                                                                              registry)}
    assert ("alias-collision", "HI", None) in codes
    assert ("alias-collision", "convert_units", "name") in codes
    assert ("alias-collision", "查词", "name") in codes
    other = [f for f in lint_registered(registry.get("lookup"), registry) if f.code == "alias-collision"]
    assert [f.args["other"] for f in other] == ["greet"]
    finding = codes[("alias-collision", "convert_units", "name")]
    assert "convert_units" in finding.message("en") and "greet" in finding.fix("en")
    assert finding.message("zh_CN") != finding.message("en") and "convert_units" in finding.message("zh_CN")
    assert finding.fix("zh_CN") != finding.fix("en")


def test_lint_names_unusable_marks_in_index_json(deck):
    (deck.global_dir / "index.json").write_text(json.dumps(
        {"scripts": [{"id": "lookup", "path": "lookup.sh", "aliases": ["ok", "two words", ""], "favourite": "yes"}]}))
    registry = make_registry(deck)
    tool = registry.get("lookup")
    assert tool.aliases == ["ok"] and tool.favourite is False
    codes = {f.code: f for f in lint_registered(tool, registry)}
    assert "two words" in codes["aliases-invalid"].message("en")
    assert codes["favourite-invalid"].message("zh_CN") != codes["favourite-invalid"].message("en")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.text(max_size=50))
def test_any_alias_text_is_stored_as_given_or_refused_before_writing(deck, name):
    registry = make_registry(deck)
    index = deck.global_dir / "index.json"
    before = index.read_bytes() if index.exists() else None
    try:
        answer = marks.add_alias(registry, "lookup", name)
    except ManageError:
        assert alias_problem(name.strip()) is not None
        assert (index.read_bytes() if index.exists() else None) == before
        return
    assert name.strip() in answer["aliases"] or any(a.casefold() == name.strip().casefold() for a in answer["aliases"])
    assert make_registry(deck).get("lookup").aliases == answer["aliases"]
    marks.set_aliases(registry, "lookup", [])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                          lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                                      max_size=3), max_leaves=10),
       favourite=st.none() | st.booleans() | st.integers() | st.text(max_size=4))
def test_hostile_marks_in_index_json_never_break_the_scan_or_lint(deck, value, favourite):
    entry = {"id": "lookup", "path": "lookup.sh", "aliases": value, "favourite": favourite}
    (deck.global_dir / "index.json").write_text(json.dumps({"scripts": [entry]}))
    registry = make_registry(deck)
    tool = registry.get("lookup")
    assert all(alias_problem(alias) is None for alias in tool.aliases)
    assert tool.favourite is (favourite is True)
    for finding in lint_registered(tool, registry):
        finding.message("zh_CN")
    marks.add_alias(registry, "lookup", "zz")  # writing over it keeps what it cannot read
    assert "zz" in make_registry(deck).get("lookup").aliases
    assert read_index(deck.global_dir).error is None
