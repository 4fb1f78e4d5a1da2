"""``Registry.find`` (the one-tool lookup of ``tool-call``) answers what a full scan answers, reading fewer layers."""

from __future__ import annotations

import dataclasses
import json

from scriptdeck.core.model.registry import Layer, Registry

from tests.conftest import make_registry, write_script

IDS = ("peek_file", "mine", "shadowed", "only_global", "nodesc", "pi_tool_sh", "ghost", "convert_units", "lower")


def fill(home, tmp_path) -> list[Layer]:
    d = "# Description: D.\n"
    write_script(home.global_dir / "shadowed.sh", f"#!/bin/sh\n{d}echo global\n")
    write_script(home.persona_dir / "shadowed.sh", f"#!/bin/sh\n{d}echo persona\n")
    write_script(home.global_dir / "only_global.sh", f"#!/bin/sh\n{d}echo g\n")
    write_script(home.persona_dir / "mine.sh", f"#!/bin/sh\n{d}echo m\n")
    write_script(home.global_dir / "nodesc.sh", "#!/bin/sh\necho n\n")
    write_script(home.global_dir / "lower.sh", f"#!/bin/sh\n{d}echo l\n")
    (home.global_dir / "index.json").write_text(json.dumps({"disabled": [{"id": "peek_file"}]}))
    (home.persona_dir / "index.json").write_text(json.dumps({"disabled": [{"id": "mine", "path": "mine.sh"},
                                                                          {"id": "lower"}]}))
    pi = tmp_path / "pi"
    write_script(pi / "pi-tool.sh", "#!/bin/bash\n# Description: P.\necho p\n")
    write_script(pi / "lower.sh", "#!/bin/bash\n# Description: P.\necho p\n")
    return [Layer("pi-project", pi, "pi", True)]


def test_find_equals_the_full_scan(home, tmp_path):
    layers = fill(home, tmp_path)
    full = make_registry(home, pi_layers=layers)
    for tool_id in IDS:
        found = Registry(home, pi_layers=layers).find(tool_id)
        merged = full.get(tool_id)
        assert (found is None) == (merged is None), tool_id
        if found is not None and merged is not None:
            assert dataclasses.astuple(found) == dataclasses.astuple(merged), tool_id


def test_find_stops_at_the_layer_that_holds_the_id(home, tmp_path):
    layers = fill(home, tmp_path)
    registry = Registry(home, pi_layers=layers)
    assert registry.find("mine") is not None
    assert [s.layer.name for s in registry.scans()] == ["persona"]
    assert registry.find("shadowed").path == home.persona_dir / "shadowed.sh"
