"""A toggle (enable/disable) patches the layer in place instead of rebuilding it, and still ends exactly where a
fresh scan of the disk ends: ``disabled`` records that alone changed in index.json, the manager's rescan of the
files it wrote, another process's write to the same index.json seen."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.model import manage as manage_module
from scriptdeck.core.model.manage import Manager
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.index_store import INDEX_NAME
from scriptdeck.core.store.paths import Home

from tests.conftest import cli_json, make_registry, write_script
from tests.core.model.test_registry import snapshot, tool_text


def _deck(home: Home, count: int = 24) -> list[str]:
    """``count`` tools in the global layer, half of them indexed (one with an override, one disabled)."""
    names = []
    for i in range(count):
        write_script(home.global_dir / f"t{i}.sh", tool_text(f"Tool {i}."))
        names.append(f"t{i}")
    entries = [{"id": f"t{i}", "path": f"t{i}.sh"} for i in range(0, count, 2)]
    entries[1]["description"] = "From the index."
    (home.global_dir / INDEX_NAME).write_text(json.dumps({"scripts": entries, "disabled": [{"id": "t3"}]},
                                                         indent=2))
    return names


def _write_index(folder: Path, root: dict) -> None:
    (folder / INDEX_NAME).write_text(json.dumps(root, indent=2))


def test_a_toggle_patches_without_a_rebuild_and_matches_a_fresh_scan(home):
    _deck(home)
    registry = make_registry(home)
    manager = Manager(registry)
    builds, parsed = registry.build_count, registry.parse_count
    before = {tool_id: tool for tool_id, tool in registry.tools.items()}
    for action, tool_id, state in (("disable", "t4", "disabled"), ("disable", "t5", "disabled"),
                                   ("enable", "t4", "registered"), ("enable", "t3", "registered"),
                                   ("disable", "peek_file", "disabled")):
        manager.call({"action": action, "id": tool_id})
        assert registry.get(tool_id).state == state, (action, tool_id)
        assert snapshot(registry) == snapshot(make_registry(home)), (action, tool_id)
    assert registry.build_count == builds, "a toggle rebuilt a layer"
    assert registry.parse_count == parsed, "a toggle parsed a file again"
    # only the toggled tools are new objects: every cache keyed by the tool object keeps the others
    changed = {i for i, tool in registry.tools.items() if before.get(i) is not tool}
    assert changed == {"t3", "t4", "t5", "peek_file"}


def test_a_toggle_by_another_process_is_seen_as_a_patch(home):
    """Another process (an agent's ``tool-call manage_script``) disables a tool; this registry's rescan of the
    index.json it wrote patches the layer and agrees with a fresh scan."""
    _deck(home)
    registry = make_registry(home)
    builds = registry.build_count
    code, answer = cli_json("--home", str(home.root), "tool-call", "manage_script", "--args",
                            json.dumps({"action": "disable", "id": "t6"}))
    assert code == 0, answer
    assert registry.scan_paths([home.global_dir / INDEX_NAME])
    assert registry.get("t6").state == "disabled"
    assert registry.build_count == builds
    assert snapshot(registry) == snapshot(make_registry(home))


def test_another_writer_between_read_and_rescan_is_seen(home, monkeypatch):
    """Another process changes an entry of the same index.json while the toggle writes it: the rescan after the
    toggle sees both changes (a rebuild: the entries changed, not just the disabled records)."""
    _deck(home)
    registry = make_registry(home)
    index = home.global_dir / INDEX_NAME
    real_update = manage_module.update_index

    def racing_update(layer_dir, edit, **kwargs):
        other = ("import json, sys; p = sys.argv[1]; root = json.load(open(p)); "
                 "root['scripts'][0]['description'] = 'Written by someone else.'; "
                 "open(p, 'w').write(json.dumps(root, indent=2))")
        subprocess.run([sys.executable, "-c", other, str(index)], check=True, timeout=60)
        return real_update(layer_dir, edit, **kwargs)

    monkeypatch.setattr(manage_module, "update_index", racing_update)
    builds = registry.build_count
    Manager(registry).call({"action": "disable", "id": "t8"})
    assert registry.get("t8").state == "disabled"
    assert registry.get("t0").description == "Written by someone else."
    assert registry.build_count == builds + 1
    assert snapshot(registry) == snapshot(make_registry(home))


def test_a_change_json_tells_apart_is_not_taken_for_a_toggle(home):
    """``1`` and ``true`` are equal in Python, not in the merge rule: such a change beside a toggle rebuilds."""
    _deck(home, 4)
    root = {"scripts": [{"id": "t0", "path": "t0.sh", "always_loaded": 1}], "disabled": []}
    _write_index(home.global_dir, root)
    registry = make_registry(home)
    assert registry.get("t0").value("always_loaded") is False
    root["scripts"][0]["always_loaded"] = True
    root["disabled"] = [{"id": "t1"}]
    _write_index(home.global_dir, root)
    registry.scan()
    assert registry.get("t0").value("always_loaded") is True
    assert registry.get("t1").state == "disabled"
    assert snapshot(registry) == snapshot(make_registry(home))


@pytest.mark.parametrize("seed", [3, 17, 42])
def test_disabled_record_changes_match_fresh_scans(home, seed):
    """Random disabled records (by id, by path, for this layer's tools, a lower layer's, none at all) mixed with
    edits of files and entries: after every rescan, what a fresh scan gives."""
    rng = random.Random(seed)
    names = _deck(home, 10)
    write_script(home.persona_dir / "t1.sh", tool_text("Persona t1."))
    entries = [{"id": f"t{i}", "path": f"t{i}.sh"} for i in range(0, 10, 3)]
    registry = make_registry(home)
    patched = 0
    for step in range(160):
        folder = rng.choice([home.global_dir, home.persona_dir])
        roll = rng.random()
        if roll < 0.7:
            records = []
            for _ in range(rng.randrange(4)):
                name = rng.choice(names + ["peek_file", "gone"])
                records.append(rng.choice([{"id": name}, {"path": f"{name}.sh"}, {"id": name, "path": f"{name}.sh"}]))
            root = {"scripts": entries if folder == home.global_dir else [], "disabled": records}
            if rng.random() < 0.2:
                del root["disabled"]
            _write_index(folder, root)
        elif roll < 0.85:
            entries = [{"id": f"t{i}", "path": f"t{i}.sh", "description": f"step {step}"}
                       for i in rng.sample(range(10), 3)]
            _write_index(home.global_dir, {"scripts": entries, "disabled": []})
        else:
            write_script(folder / f"{rng.choice(names)}.sh", tool_text(f"Edited at {step}."))
        builds = registry.build_count
        registry.scan()
        patched += registry.build_count == builds
        assert snapshot(registry) == snapshot(make_registry(home)), f"step {step}"
    assert patched > 60, "the disabled-only changes were rebuilt, not patched"


def test_an_entry_in_a_subfolder_still_rebuilds(home):
    """An index entry may name a file in a subfolder, which only a rebuild looks at: a toggle then rebuilds."""
    _deck(home, 4)
    write_script(home.global_dir / "sub" / "deep.sh", tool_text("Deep."))
    root = {"scripts": [{"id": "deep", "path": "sub/deep.sh"}], "disabled": []}
    _write_index(home.global_dir, root)
    registry = make_registry(home)
    write_script(home.global_dir / "sub" / "deep.sh", tool_text("Deep, edited."))
    root["disabled"] = [{"id": "t1"}]
    _write_index(home.global_dir, root)
    builds = registry.build_count
    registry.scan()
    assert registry.build_count == builds + 1
    assert registry.get("deep").description == "Deep, edited."
    assert snapshot(registry) == snapshot(make_registry(home))


def test_registry_counts_builds(home):
    registry = Registry(home, pi_layers=[])
    assert registry.build_count == 0
    registry.scan()
    assert registry.build_count == len(registry.layers)


def test_a_toggle_lists_no_folder(home, monkeypatch):
    """A toggle looks at the index files and the tool's own file before and what it wrote after, never every file
    of every folder; a file another process changed meanwhile is seen by the next scan, as a change made a
    moment later would be."""
    _deck(home)
    registry = make_registry(home)
    listed: list[str] = []
    real_list = registry._list_dir  # noqa: SLF001 - counting the folder listings
    monkeypatch.setattr(registry, "_list_dir", lambda layer: listed.append(layer.name) or real_list(layer))
    Manager(registry).call({"action": "disable", "id": "t2"})
    assert listed == []
    assert registry.get("t2").state == "disabled"
    write_script(home.global_dir / "t1.sh", tool_text("Edited by someone else."))
    registry.scan()
    assert registry.get("t1").description == "Edited by someone else."
    assert snapshot(registry) == snapshot(make_registry(home))
