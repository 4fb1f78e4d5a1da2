"""A listing answers from what the scan and the header cache already know (issue 21 target 1), and answers the
same as a fresh parse: ``has_parameters`` agrees with ``parameters``, links are seen without a look per tool."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from scriptdeck.core.model.manage import list_payload
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.index_store import INDEX_NAME
from scriptdeck.core.store.paths import Home

from tests.conftest import make_registry, write_script

SCHEMAS = {
    "object": '{"type": "object", "properties": {"q": {"type": "string"}}}',
    "empty_object": "{}",
    "empty_list": "[]",
    "empty_string": '""',
    "null": "null",
    "number": "5",
    "broken": '{"type": ',
    "deep": "[" * 70 + "]" * 70,
}


@pytest.fixture
def deck(home: Home) -> Home:
    for name, schema in SCHEMAS.items():
        write_script(home.persona_dir / f"{name}.sh", f"#!/bin/sh\n# Description: {name}.\n# Parameters: {schema}\n")
    write_script(home.persona_dir / "plain.sh", "#!/bin/sh\n# Description: No schema.\n")
    write_script(home.persona_dir / "indexed.sh", "#!/bin/sh\n# Description: Schema from the index.\n")
    (home.persona_dir / INDEX_NAME).write_text(json.dumps({"scripts": [
        {"id": "indexed", "path": "indexed.sh", "parameters": {"type": "object"}}]}), encoding="utf-8")
    elsewhere = write_script(home.root / "elsewhere.sh", "#!/bin/sh\n# Description: Linked in.\n")
    os.symlink(elsewhere, home.persona_dir / "linked.sh")
    return home


def _cached(home: Home, tmp_path: Path) -> Registry:
    cache = tmp_path / "cache.marshal"
    assert make_registry(home).save_cache(cache)
    registry = Registry(home, pi_layers=[])
    assert registry.load_cache(cache) > 0
    registry.scan()
    assert registry.parse_count == 0  # every header came from the cache
    return registry


def test_has_parameters_agrees_with_parameters_fresh_and_from_the_cache(deck: Home, tmp_path: Path) -> None:
    for registry in (make_registry(deck), _cached(deck, tmp_path)):
        answers = {tool.id: tool.has_parameters for tool in registry.all_tools()}
        assert answers == {tool.id: tool.parameters is not None for tool in registry.all_tools()}
        assert answers["object"] and answers["empty_object"] and answers["number"] and answers["indexed"]
        assert not any(answers[name] for name in ("empty_list", "empty_string", "null", "broken", "deep", "plain"))


def test_a_listing_from_the_cache_equals_a_fresh_one(deck: Home, tmp_path: Path) -> None:
    fresh = list_payload(make_registry(deck))
    assert list_payload(_cached(deck, tmp_path)) == fresh
    linked = next(t for t in fresh["registered"] if t["id"] == "linked")
    assert linked["link_target"] == str(deck.root / "elsewhere.sh")
    assert all("link_target" not in t for t in fresh["registered"] if t["id"] != "linked")


def test_a_file_replaced_by_a_link_is_seen_by_a_watcher_rescan(deck: Home) -> None:
    registry = make_registry(deck)
    plain = deck.persona_dir / "plain.sh"
    target = write_script(deck.root / "plain_elsewhere.sh", "#!/bin/sh\n# Description: No schema.\n")
    plain.unlink()
    os.symlink(target, plain)
    registry.scan_paths([plain])
    assert registry.link_target(str(plain)) == str(target)
    plain.unlink()
    write_script(plain, "#!/bin/sh\n# Description: Back to a file.\n")
    registry.scan_paths([plain])
    assert registry.link_target(str(plain)) is None


def test_the_cache_holds_only_the_files_the_deck_has_now(deck: Home, tmp_path: Path) -> None:
    """Renamed, removed and foreign files leave the header cache: it kept every file ever seen (1,803 entries
    for 303 files after five renames) and every process, ``tool-call`` included, loaded them all."""
    from scriptdeck.core.model.header_cache import load
    from scriptdeck.core.model.header_store import _cache_version

    cache = tmp_path / "cache.marshal"

    def cycle() -> set[str]:
        registry = Registry(deck, pi_layers=[])
        registry.load_cache(cache)
        registry.scan()
        registry.save_cache(cache)
        sections = load(cache, _cache_version(), 2)
        assert sections is not None
        persona = str(deck.persona_dir) + "/"  # (the built-in layer's tools are cached too)
        return {file[len(persona):] for section in sections for file, _key, _values in section
                if file.startswith(persona)}

    cycle()
    for n in range(3):
        old = deck.persona_dir / ("plain.sh" if n == 0 else f"plain{n - 1}.sh")
        old.rename(deck.persona_dir / f"plain{n}.sh")
        names = cycle()
        assert f"plain{n}.sh" in names and "plain.sh" not in names and f"plain{n - 1}.sh" not in names
    (deck.persona_dir / "object.sh").unlink()
    names = cycle()
    assert "object.sh" not in names
    on_disk = {path.name for path in deck.persona_dir.iterdir() if path.suffix == ".sh"}
    assert names <= on_disk and "plain2.sh" in names
