"""Promises a mutation check found unguarded (issue 19): each test here fails with its mutation in bench/mutate.py.

M33 loads_strict without its depth check, M34 read_regular without its size bound, M35 the header cache
unmarshalling without checking its digest, M36 atomic_write forgetting the file's mode, M37 merge_entry rewriting
an equal value.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from scriptdeck.core.contract.jsonsafe import JsonInputError, loads_strict
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.fsutil import atomic_write, read_regular
from scriptdeck.core.store.index_store import INDEX_NAME, merge_entry, read_index, update_index
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import MAX_SETTINGS_BYTES, Settings

from tests.conftest import make_registry, write_script

# -- M33: nesting between the limit and Python's own recursion limit ---------------------------------------------


@pytest.mark.parametrize("depth", [101, 150, 500, 800])
@pytest.mark.parametrize("kind", ["array", "object"])
def test_nesting_past_the_limit_but_within_pythons_recursion_is_refused(depth: int, kind: str) -> None:
    text = "[" * depth + "]" * depth if kind == "array" else '{"a":' * depth + "1" + "}" * depth
    json.loads(text)  # Python alone accepts it: only ScriptDeck's own check can refuse it
    with pytest.raises(JsonInputError, match="nested deeper than 100"):
        loads_strict(text)


def test_an_index_json_nested_past_its_limit_is_reported_not_read(tmp_path: Path) -> None:
    (tmp_path / INDEX_NAME).write_text('{"scripts": [], "x": ' + "[" * 150 + "]" * 150 + "}", encoding="utf-8")
    doc = read_index(tmp_path)
    assert doc.error is not None and "nested deeper" in doc.error, doc.error


# -- M34: the reader's bound -----------------------------------------------------------------------------------------


def test_read_regular_never_returns_more_than_its_bound_plus_one(tmp_path: Path) -> None:
    path = tmp_path / "big"
    path.write_bytes(b"x" * (3 << 20))
    for limit in (0, 10, 4096, (1 << 20) + 5):
        assert len(read_regular(path, limit)) == limit + 1


def test_read_regular_reads_a_small_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "small"
    path.write_bytes(b"abc")
    assert read_regular(path, 10) == b"abc"
    assert read_regular(path, 2) == b"abc"  # limit + 1: the caller learns it is too big


def test_a_settings_file_over_its_bound_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"trust_policy": "enforce", "pad": "' + "x" * MAX_SETTINGS_BYTES + '"}', encoding="utf-8")
    settings = Settings.load(path)
    assert settings.error is not None and "larger than" in settings.error, settings.error


# -- M35: the digest is checked before the payload is unmarshalled ----------------------------------------------------


def test_a_damaged_cache_that_still_unmarshals_is_not_used(home: Home, tmp_path: Path) -> None:
    write_script(home.persona_dir / "alpha.sh", "#!/bin/sh\n# Description: Genuine words.\necho a\n")
    registry = make_registry(home)
    cache = tmp_path / "cache.marshal"
    assert registry.save_cache(cache)
    blob = cache.read_bytes()
    assert blob.count(b"Genuine") == 1
    cache.write_bytes(blob.replace(b"Genuine", b"Damaged"))  # same length: marshal reads it fine
    fresh = Registry(home, pi_layers=[])
    assert fresh.load_cache(cache) == 0
    fresh.scan()
    tool = fresh.get("alpha")
    assert tool is not None and tool.description == "Genuine words."


# -- M36: a rewritten file keeps its mode -----------------------------------------------------------------------------


@pytest.mark.parametrize("mode", [0o755, 0o700, 0o750, 0o600])
def test_atomic_write_keeps_the_files_mode(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "tool.sh"
    path.write_text("#!/bin/sh\necho old\n")
    os.chmod(path, mode)
    atomic_write(path, b"#!/bin/sh\necho new\n")
    assert stat.S_IMODE(path.stat().st_mode) == mode
    assert path.read_bytes() == b"#!/bin/sh\necho new\n"


def test_a_rewritten_index_json_keeps_its_private_mode(tmp_path: Path) -> None:
    index = tmp_path / INDEX_NAME
    index.write_text('{"scripts": []}', encoding="utf-8")
    os.chmod(index, 0o600)  # the user made it private: a rewrite must not widen it
    assert update_index(tmp_path, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "A."}))
    assert stat.S_IMODE(index.stat().st_mode) == 0o600


# -- M37: setting a value equal to the user's keeps the user's text ----------------------------------------------------


def test_merging_an_equal_value_keeps_the_users_text(tmp_path: Path) -> None:
    index = tmp_path / INDEX_NAME
    index.write_text('{"scripts": [{"id": "alpha", "path": "alpha.sh", "description": "\\u0041lpha",\n'
                     '  "groups": ["a" ,  "b"]}]}', encoding="utf-8")
    wrote = update_index(tmp_path, lambda root: merge_entry(root, "alpha", "alpha.sh", {
        "description": "Alpha", "groups": ["a", "b"], "timeout_seconds": 30}))
    assert wrote
    text = index.read_text(encoding="utf-8")
    assert '"description": "\\u0041lpha"' in text, text
    assert '["a" ,  "b"]' in text, text
    assert json.loads(text)["scripts"][0]["timeout_seconds"] == 30
