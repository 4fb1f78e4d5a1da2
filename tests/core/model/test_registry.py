"""SPEC §2 and §6: layers, skipping, disabled, unregistered, reserved ids, incremental rescans, pi folders."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home, resolve_home

from tests.conftest import make_registry, write_script


def tool_text(description: str = "Does a thing.", extra: str = "") -> str:
    return f"#!/bin/sh\n# Description: {description}\n{extra}echo ok\n"


def test_builtin_layer_has_the_examples(registry):
    builtin = [t.id for t in registry.registered() if t.layer == "builtin"]
    assert {"convert_units", "peek_file", "host_status", "color_swatch"} <= set(builtin)


def test_higher_layer_wins_by_id(home):
    write_script(home.global_dir / "peek_file.sh", tool_text("Global peek."))
    registry = make_registry(home)
    assert registry.get("peek_file").layer == "global"
    write_script(home.persona_dir / "peek-file.py", tool_text("Persona peek."))
    registry.scan()
    assert registry.get("peek_file").layer == "persona"
    assert registry.get("peek_file").description == "Persona peek."


def test_only_top_level_scanned_and_skip_rules(home):
    d = home.global_dir
    write_script(d / "good.sh", tool_text())
    write_script(d / "sub" / "deep.sh", tool_text())
    for name in (".hidden.sh", "old.sh~", "x.BAK", "y.orig", "z.tmp", "w.swp", "v.old", "u.rej"):
        write_script(d / name, tool_text())
    write_script(d / "noshebang.sh", "# Description: no shebang\n")
    ids = set(make_registry(home).tools) - {"convert_units", "peek_file", "host_status", "color_swatch"}
    assert ids == {"good"}


def test_sorted_by_id(home):
    for name in ("zeta.sh", "alpha.sh", "mid.sh"):
        write_script(home.global_dir / name, tool_text())
    ids = list(make_registry(home).tools)
    assert ids == sorted(ids)


def test_no_description_is_unregistered_and_hides_lower(home):
    write_script(home.persona_dir / "peek_file.sh", "#!/bin/sh\n# Group: x\necho\n")
    registry = make_registry(home)
    tool = registry.get("peek_file")
    assert tool.state == "unregistered"
    assert "Description" in tool.fix
    from scriptdeck.core.model.manage import list_payload
    payload = list_payload(registry)
    assert {"name": "peek_file", "path": str(home.persona_dir / "peek_file.sh"),
            "fix": "add a # Description: line"} in payload["unregistered"]
    assert "peek_file" not in [r["id"] for r in payload["registered"]]


def test_nameless_file_is_unregistered(home):
    write_script(home.global_dir / "查天气.sh", tool_text())
    registry = make_registry(home)
    nameless = [t for t in registry.nameless]
    assert len(nameless) == 1
    assert nameless[0].id == "查天气.sh"
    assert not nameless[0].has_id


def test_reserved_ids_never_registered(home):
    write_script(home.global_dir / "bash.sh", tool_text())
    write_script(home.global_dir / "x.sh", tool_text(extra="# Id: manage_script\n"))
    registry = make_registry(home)
    assert registry.get("bash").state == "unregistered"
    assert registry.get("manage_script").state == "unregistered"
    assert all(t.id not in ("bash", "manage_script") for t in registry.registered())


def test_ids_taken_by_index_skip_detected_files(home):
    write_script(home.global_dir / "one.sh", tool_text("One."))
    write_script(home.global_dir / "other.sh", tool_text("Other.", "# Id: one\n"))
    (home.global_dir / "index.json").write_text(json.dumps({"scripts": [{"id": "one", "path": "other.sh"}]}))
    tool = make_registry(home).get("one")
    assert tool.path.name == "other.sh"
    assert tool.description == "Other."


def test_duplicate_ids_in_a_layer_warn(home):
    write_script(home.global_dir / "a.sh", tool_text(extra="# Id: same\n"))
    write_script(home.global_dir / "b.sh", tool_text(extra="# Id: same\n"))
    registry = make_registry(home)
    assert registry.get("same").path.name == "a.sh"
    assert any(f.code == "duplicate-id" for f in registry.scan_findings())


def test_disabled_id_removes_lower_and_blocks_own_layer(home):
    write_script(home.persona_dir / "mine.sh", tool_text())
    (home.global_dir / "index.json").write_text(json.dumps({"disabled": [{"id": "peek_file"}]}))
    (home.persona_dir / "index.json").write_text(json.dumps({"disabled": [{"id": "mine", "path": "mine.sh"}]}))
    registry = make_registry(home)
    assert registry.get("peek_file").state == "disabled"
    assert registry.get("peek_file").disabled_scope == "global"
    assert registry.get("mine").state == "disabled"
    # a higher layer may re-add the id
    write_script(home.persona_dir / "peek_file.sh", tool_text("Mine now."))
    registry.scan()
    assert registry.get("peek_file").state == "registered"
    assert registry.get("peek_file").layer == "persona"


def test_disabled_path_blocks_that_file(home):
    write_script(home.global_dir / "blocked.sh", tool_text())
    (home.global_dir / "index.json").write_text(json.dumps({"disabled": [{"path": "blocked.sh"}]}))
    assert make_registry(home).get("blocked").state == "disabled"


def test_incremental_rescan_reparses_only_changed(home):
    for i in range(20):
        write_script(home.global_dir / f"t{i}.sh", tool_text(f"Tool {i}."))
    registry = make_registry(home)
    first = registry.parse_count
    assert first >= 20
    assert registry.scan() is False
    assert registry.parse_count == first
    target = home.global_dir / "t7.sh"
    target.write_text(tool_text("Changed seven, longer."))
    assert registry.scan() is True
    assert registry.parse_count == first + 1
    assert registry.get("t7").description == "Changed seven, longer."
    target.unlink()
    registry.scan()
    assert registry.get("t7") is None


def test_mtime_change_alone_triggers_reparse(home):
    path = write_script(home.global_dir / "t.sh", tool_text("Same size A."))
    registry = make_registry(home)
    count = registry.parse_count
    path.write_text(tool_text("Same size B."))
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    registry.scan()
    assert registry.parse_count == count + 1
    assert registry.get("t").description == "Same size B."


def test_persona_layer_path(home):
    assert home.persona_dir == home.root / "scripts" / "personas" / "default"
    other = home.with_persona("work")
    write_script(other.persona_dir / "w.sh", tool_text())
    assert make_registry(other).get("w").layer == "persona"
    assert make_registry(home).get("w") is None


def test_home_resolution(tmp_path, monkeypatch):
    flag = resolve_home(str(tmp_path / "flag"))
    assert flag.root == tmp_path / "flag"
    assert flag.forced
    assert flag.config_dir == tmp_path / "flag" / "config"
    assert flag.cache_dir == tmp_path / "flag" / "cache"
    monkeypatch.setenv("SCRIPTDECK_HOME", str(tmp_path / "env"))
    assert resolve_home().root == tmp_path / "env"
    monkeypatch.delenv("SCRIPTDECK_HOME")
    miyu = Path(os.environ["HOME"]) / ".miyu" / "data"
    assert resolve_home().root != miyu
    (miyu / "scripts").mkdir(parents=True)
    assert resolve_home().root == miyu
    assert not resolve_home().forced


def test_pi_layers(tmp_path, home):
    global_dir = tmp_path / "piglobal"
    project_dir = tmp_path / "piproject"
    write_script(global_dir / "gather-logs.sh", "#!/bin/bash\n# Description: Global logs\n# Timeout: 5000\n")
    write_script(global_dir / "shared.sh", "#!/bin/bash\n# Description: from global\n")
    write_script(project_dir / "shared.sh", "#!/bin/bash\n# Description: from project\n")
    write_script(project_dir / "named.sh", "#!/bin/bash\n# Name: check_disk\n# Usage: check_disk [path]\n")
    write_script(project_dir / "NOTSH.SH", "#!/bin/bash\n")
    write_script(project_dir / "off.sh.disabled", "#!/bin/bash\n# Description: off\n")
    layers = [Layer("pi-global", global_dir, "pi", True), Layer("pi-project", project_dir, "pi", True)]
    registry = Registry(home, pi_layers=layers)
    registry.scan()
    assert registry.get("gather_logs_sh").timeout_seconds == 5
    assert registry.get("shared_sh").description == "from project"
    assert registry.get("shared_sh").layer == "pi-project"
    assert registry.get("check_disk_sh").description == "(no description)\nUsage: check_disk [path]"
    assert registry.get("NOTSH_SH_sh") is None
    assert registry.get("NOTSH.SH_sh") is None
    assert registry.get("off_sh").state == "disabled"


def test_default_home_has_only_builtins(tmp_path):
    home = Home(tmp_path / "empty", forced=True)
    registry = make_registry(home)
    assert {t.layer for t in registry.registered()} == {"builtin"}


# -- incremental rescans give exactly what a fresh scan gives ---------------------------------------

def snapshot(registry: Registry) -> list:
    return [(t.id, str(t.file), t.layer, t.state, t.disabled_scope, tuple(sorted(t.resolved().items(), key=str)))
            for t in registry.all_tools()] + sorted((f.code, f.path, f.tool_id) for f in registry.scan_findings())


@pytest.mark.parametrize("seed", [7, 11, 23, 99])
def test_incremental_rescans_match_fresh_scans(home, seed):
    import random

    rng = random.Random(seed)
    folders = [home.global_dir, home.persona_dir]
    names = [f"t{i}.sh" for i in range(12)]
    registry = make_registry(home)
    for step in range(400):
        folder = rng.choice(folders)
        name = rng.choice(names)
        path = folder / name
        action = rng.random()
        if action < 0.45:
            extra = rng.choice(["", "# Id: shared\n", "# Id: peek_file\n", "# Group: g1\n", "# Id: bash\n"])
            desc = rng.choice(["", f"# Description: step {step}.\n"])
            write_script(path, f"#!/bin/sh\n{desc}{extra}echo {step}\n")
        elif action < 0.7 and path.exists():
            path.unlink()
        elif action < 0.8:
            write_script(folder / "查天气.sh", f"#!/bin/sh\n# Description: nameless {step}\n")
        elif action < 0.9:
            entries = [{"id": n[:-3], "path": n, "description": f"idx {step}"} for n in rng.sample(names, 2)]
            disabled = [{"id": rng.choice(["t1", "t2", "peek_file"])}]
            (folder / "index.json").write_text(json.dumps({"scripts": entries, "disabled": disabled}))
        elif path.exists():
            text = path.read_text()
            path.write_text(text + "# trailing comment\n")
        registry.scan()
        assert snapshot(registry) == snapshot(make_registry(home)), f"step {step}"


def test_targeted_rescan_of_watched_paths(home):
    for i in range(30):
        write_script(home.global_dir / f"w{i}.sh", tool_text(f"W {i}."))
    registry = make_registry(home)
    parsed = registry.parse_count
    target = home.global_dir / "w3.sh"
    target.write_text(tool_text("W three, edited.", "# Group: edited\n"))
    (home.global_dir / "w4.sh").unlink()
    write_script(home.persona_dir / "fresh.sh", tool_text("Fresh."))
    assert registry.scan_paths([target, home.global_dir / "w4.sh", home.persona_dir / "fresh.sh"])
    assert registry.parse_count == parsed + 2
    assert registry.get("w3").groups == ["edited"]
    assert registry.get("w4") is None
    assert registry.get("fresh").layer == "persona"
    assert snapshot(registry) == snapshot(make_registry(home))
    assert registry.scan_paths([target]) is False
    assert registry.scan_paths(["/somewhere/else.sh"]) is False


def test_a_scan_leaves_no_young_objects_for_the_collector_to_walk(tmp_path):
    """What a scan builds (tools, headers, listings) lives on: the collector is paused while it is built and it is
    handed to the oldest generation afterwards, so no young collection walks thousands of new objects; a frozen
    set of objects (someone else's) is left frozen."""
    import gc

    folder = tmp_path / "pi"
    folder.mkdir()
    for n in range(2000):
        (folder / f"t{n}.sh").write_text(f"# Description: tool {n}\necho {n}\n")
    home = Home(tmp_path / "deck", forced=True)
    # as in the window's process: the collector on, nothing frozen (in-process CLI tests that ran before this one
    # froze what their commands built, as the CLI does)
    gc.unfreeze()
    gc.enable()
    gc.collect()
    registry = Registry(home, builtin_dir=tmp_path / "none", pi_layers=[Layer("pi-global", folder, "pi", True)])
    registry.scan()
    assert len(registry.tools) == 2000
    tool = registry.get("t1999_sh")
    assert any(item is tool for item in gc.get_objects(generation=2)), "built objects wait in a young generation"
    assert gc.get_freeze_count() == 0
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        registry.scan_paths([folder / "t1.sh"])
        Registry(home, builtin_dir=tmp_path / "none", pi_layers=[Layer("pi-global", folder, "pi", True)]).scan()
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()
