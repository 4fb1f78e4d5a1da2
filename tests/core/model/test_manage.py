"""SPEC §7: manage_script — every action, every error, nothing half-written."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from scriptdeck.core.model.manage import ManageError, Manager, describe

from tests.conftest import make_registry, write_script

GOOD = "#!/usr/bin/env python3\n# Description: Looks things up.\n# 显示名称：查询\nprint('x')\n"


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def manager(home):
    return Manager(make_registry(home))


def refuse(manager, request, home) -> ManageError:
    before = snapshot(home.root)
    with pytest.raises(ManageError) as caught:
        manager.call(request)
    assert snapshot(home.root) == before, "a refusal must write nothing"
    assert caught.value.fix
    assert caught.value.to_json() == {"ok": False, "error": caught.value.error, "fix": caught.value.fix}
    return caught.value


def test_unknown_action(manager, home):
    error = refuse(manager, {"action": "explode"}, home)
    assert error.error == "unknown action: explode; expected register, unregister, list, enable, disable or set"


def test_invalid_scope(manager, home):
    error = refuse(manager, {"action": "list", "scope": "team"}, home)
    assert error.error == "invalid scope: team; expected persona or global"


def test_register_copies_never_moves(manager, home, tmp_path):
    source = write_script(tmp_path / "look-up.py", GOOD, executable=False)
    result = manager.call({"action": "register", "path": str(source)})
    destination = home.persona_dir / "look-up.py"
    assert source.exists()
    assert destination.read_text() == GOOD
    assert os.access(destination, os.X_OK)
    assert result == {
        "ok": True, "id": "look_up", "scope": "persona", "path": str(destination), "copied": True,
        "description_source": "header", "parameters_source": "generic stdin", "argv": "none",
        "next": result["next"],
    }
    assert list(result) == ["ok", "id", "scope", "path", "copied", "description_source", "parameters_source",
                            "argv", "next"]
    entry = json.loads((home.persona_dir / "index.json").read_text())["scripts"]
    assert entry == [{"id": "look_up", "path": "look-up.py"}]
    assert manager.registry.get("look_up").state == "registered"


def test_register_global_scope(manager, home, tmp_path):
    source = write_script(tmp_path / "g.py", GOOD)
    result = manager.call({"action": "register", "path": str(source), "scope": "global"})
    assert result["scope"] == "global"
    assert Path(result["path"]).parent == home.global_dir


def test_register_in_place(manager, home):
    path = write_script(home.global_dir / "inplace.py", GOOD, executable=False)
    result = manager.call({"action": "register", "path": str(path)})
    assert result["copied"] is False
    assert result["scope"] == "global"
    assert result["path"] == str(path)
    assert os.access(path, os.X_OK)


def test_register_relative_path_lookup(manager, home):
    write_script(home.global_dir / "rel.py", GOOD)
    result = manager.call({"action": "register", "path": "rel.py"})
    assert result["scope"] == "global"
    assert result["copied"] is False
    error = refuse(manager, {"action": "register", "path": "rel.py", "scope": "persona"}, home)
    assert "not found" in error.error


def test_register_relative_outside_layer(manager, home, tmp_path):
    write_script(tmp_path / "out.py", GOOD)
    error = refuse(manager, {"action": "register", "path": "../../../../out.py", "scope": "persona"}, home)
    assert "outside" in error.error


def test_register_existing_destination_needs_overwrite(manager, home, tmp_path):
    source = write_script(tmp_path / "dup.py", GOOD)
    manager.call({"action": "register", "path": str(source)})
    source.write_text(GOOD.replace("Looks things up.", "Newer."))
    error = refuse(manager, {"action": "register", "path": str(source)}, home)
    assert "pass overwrite=true" in error.error
    manager.call({"action": "register", "path": str(source), "overwrite": True})
    assert "Newer." in (home.persona_dir / "dup.py").read_text()


def test_register_size_and_name_limits(manager, home, tmp_path):
    big = write_script(tmp_path / "big.py", GOOD + "#" * (8 * 1024 * 1024))
    assert "8 MiB" in refuse(manager, {"action": "register", "path": str(big)}, home).error
    for name in ("index.json", ".hidden.py"):
        bad = write_script(tmp_path / name, GOOD)
        refuse(manager, {"action": "register", "path": str(bad)}, home)


def test_register_no_shebang(manager, home, tmp_path):
    source = write_script(tmp_path / "plain.py", "# Description: x\nprint(1)\n")
    error = refuse(manager, {"action": "register", "path": str(source)}, home)
    assert error.error.startswith("script has no shebang")
    assert "header contract" in error.fix


def test_register_cannot_derive_name(manager, home, tmp_path):
    source = write_script(tmp_path / "查天气.py", GOOD)
    error = refuse(manager, {"action": "register", "path": str(source)}, home)
    assert error.error.startswith("cannot derive a tool name")
    assert error.error.endswith("pass id")
    assert manager.call({"action": "register", "path": str(source), "id": "weather"})["id"] == "weather"


def test_register_id_precedence(manager, home, tmp_path):
    source = write_script(tmp_path / "file-name.py", GOOD.replace("# 显示名称", "# Id: header_id\n# 显示名称"))
    assert manager.call({"action": "register", "path": str(source)})["id"] == "header_id"
    other = write_script(tmp_path / "other.py", GOOD.replace("# 显示名称", "# Id: header_id2\n# 显示名称"))
    assert manager.call({"action": "register", "path": str(other), "id": "given"})["id"] == "given"


def test_register_reserved_id(manager, home, tmp_path):
    source = write_script(tmp_path / "read.py", GOOD)
    error = refuse(manager, {"action": "register", "path": str(source)}, home)
    assert error.error.startswith("script id conflicts with a reserved tool name")


@pytest.mark.parametrize("parameters,needle", [
    ("not an object", "parameters"),
    ({"type": "array"}, "parameters.type"),
    ({"type": "object", "properties": []}, "parameters.properties"),
    ({"type": "object", "properties": {"a": {"type": "nonsense"}}}, "valid JSON Schema"),
])
def test_register_parameters_checks(manager, home, tmp_path, parameters, needle):
    source = write_script(tmp_path / "p.py", GOOD)
    error = refuse(manager, {"action": "register", "path": str(source), "parameters": parameters}, home)
    assert needle in error.error


def test_register_timeout_clamped(manager, home, tmp_path):
    source = write_script(tmp_path / "t.py", GOOD)
    manager.call({"action": "register", "path": str(source), "timeout_seconds": 999})
    assert manager.registry.get("t").timeout_seconds == 300
    manager.call({"action": "set", "id": "t", "timeout_seconds": 0})
    entry = json.loads((home.persona_dir / "index.json").read_text())["scripts"][0]
    assert entry["timeout_seconds"] == 1


def test_register_description_required(manager, home, tmp_path):
    source = write_script(tmp_path / "nodesc.py", "#!/bin/sh\n# Group: g\necho\n")
    error = refuse(manager, {"action": "register", "path": str(source)}, home)
    assert error.error == "description is required: pass description, or add a # Description: line"
    result = manager.call({"action": "register", "path": str(source), "description": "Given here."})
    assert result["description_source"] == "index"


def test_register_sources_and_argv(manager, home, tmp_path):
    source = write_script(tmp_path / "s.py", "#!/bin/sh\n# Description: D.\n# Argv: flags\n"
                                             '# Parameters: {"type":"object","properties":{}}\n')
    result = manager.call({"action": "register", "path": str(source)})
    assert (result["parameters_source"], result["argv"]) == ("header", "flags")
    result = manager.call({"action": "register", "id": "s", "parameters": {"type": "object"}})
    assert result["parameters_source"] == "index"


def test_register_merges_only_passed_fields_and_collapses_duplicates(manager, home, tmp_path):
    write_script(home.persona_dir / "m.py", GOOD)
    (home.persona_dir / "index.json").write_text(json.dumps({"scripts": [
        {"id": "m", "path": "m.py", "groups": ["keep"]}, {"id": "m", "path": "m.py", "note": "dup"}]}))
    manager.registry.scan()
    manager.call({"action": "register", "path": "m.py", "display_name": "新名字"})
    scripts = json.loads((home.persona_dir / "index.json").read_text())["scripts"]
    assert scripts == [{"id": "m", "path": "m.py", "groups": ["keep"], "note": "dup", "display_name": "新名字"}]


def test_register_clears_disabled_in_both_layers(manager, home, tmp_path):
    write_script(home.persona_dir / "d.py", GOOD)
    (home.persona_dir / "index.json").write_text(json.dumps({"disabled": [{"id": "d", "path": "d.py"}]}))
    (home.global_dir / "index.json").write_text(json.dumps({"disabled": [{"id": "d"}]}))
    manager.registry.scan()
    assert manager.registry.get("d").state == "disabled"
    manager.call({"action": "register", "id": "d"})
    assert json.loads((home.global_dir / "index.json").read_text())["disabled"] == []
    assert json.loads((home.persona_dir / "index.json").read_text())["disabled"] == []
    assert manager.registry.get("d").state == "registered"


def test_register_by_id_not_found(manager, home):
    error = refuse(manager, {"action": "register", "id": "ghost"}, home)
    assert error.error == "script 'ghost' not found in any scripts directory; pass path"


def test_register_hidden_builtin(manager, home):
    manager.call({"action": "unregister", "id": "peek_file"})
    assert manager.registry.get("peek_file").state == "disabled"
    result = manager.call({"action": "register", "id": "peek_file"})
    assert result["scope"] == "builtin"
    assert result["state"] == "enabled"
    assert manager.registry.get("peek_file").state == "registered"


def test_unregister_errors(manager, home):
    assert refuse(manager, {"action": "unregister"}, home).error == "id is required"
    error = refuse(manager, {"action": "unregister", "id": "ghost"}, home)
    assert error.error == ("script id 'ghost' not found. Use action=list to see registered, unregistered and "
                           "disabled scripts.")
    error = refuse(manager, {"action": "unregister", "id": "peek_file", "delete_file": True}, home)
    assert error.error == "built-in scripts cannot be deleted"


def test_unregister_disables_then_delete(manager, home, tmp_path):
    source = write_script(tmp_path / "u.py", GOOD)
    manager.call({"action": "register", "path": str(source), "timeout_seconds": 9})
    result = manager.call({"action": "unregister", "id": "u"})
    assert list(result) == ["ok", "id", "scope", "state", "path", "next"]
    assert result["state"] == "disabled"
    assert result["scope"] == "persona"
    data = json.loads((home.persona_dir / "index.json").read_text())
    assert data["scripts"] == []
    assert data["disabled"] == [{"id": "u", "path": "u.py"}]
    assert (home.persona_dir / "u.py").exists()
    listed = manager.call({"action": "list"})
    assert {"id": "u", "path": str(home.persona_dir / "u.py"), "scope": "persona"} in listed["disabled"]
    result = manager.call({"action": "unregister", "id": "u", "delete_file": True})
    assert result["state"] == "deleted"
    assert not (home.persona_dir / "u.py").exists()
    assert json.loads((home.persona_dir / "index.json").read_text())["disabled"] == []


def test_unregister_lookup_order(manager, home):
    write_script(home.global_dir / "both.py", GOOD)
    write_script(home.persona_dir / "both.py", GOOD)
    (home.global_dir / "index.json").write_text(json.dumps({"scripts": [{"id": "both", "path": "both.py"}]}))
    manager.registry.scan()
    # persona index has nothing, global index does: the global index entry is found first
    assert manager.call({"action": "unregister", "id": "both"})["scope"] == "global"


def test_list_shape(manager, home):
    write_script(home.global_dir / "nodesc.sh", "#!/bin/sh\necho\n")
    result = manager.call({"action": "list"})
    assert list(result) == ["ok", "directories", "registered", "unregistered", "disabled"]
    assert result["directories"] == {"persona": str(home.persona_dir), "global": str(home.global_dir)}
    entry = next(r for r in result["registered"] if r["id"] == "convert_units")
    assert entry == {"id": "convert_units", "display_name": "单位换算", "layer": "builtin",
                     "path": entry["path"], "parameters": "schema", "argv": "none", "always_loaded": False}
    assert next(r for r in result["registered"] if r["id"] == "host_status")["parameters"] == "generic stdin"
    assert result["unregistered"] == [{"name": "nodesc", "path": str(home.global_dir / "nodesc.sh"),
                                       "fix": "add a # Description: line"}]


def test_enable_disable_keep_overrides(manager, home, tmp_path):
    source = write_script(tmp_path / "e.py", GOOD)
    manager.call({"action": "register", "path": str(source), "description": "Override."})
    assert manager.call({"action": "disable", "id": "e"})["state"] == "disabled"
    assert manager.registry.get("e").state == "disabled"
    assert manager.call({"action": "enable", "id": "e"})["state"] == "enabled"
    tool = manager.registry.get("e")
    assert tool.state == "registered"
    assert tool.description == "Override."
    assert refuse(manager, {"action": "enable", "id": "ghost"}, home).error.startswith("script id 'ghost' not found")


def test_set_and_null_removes_override(manager, home, tmp_path):
    source = write_script(tmp_path / "s.py", GOOD)
    manager.call({"action": "register", "path": str(source)})
    result = manager.call({"action": "set", "id": "s", "groups": ["a", "b"], "description": "Over."})
    assert result["overrides"] == {"description": "Over.", "groups": ["a", "b"]}
    assert manager.registry.get("s").groups == ["a", "b"]
    result = manager.call({"action": "set", "id": "s", "description": None})
    assert result["overrides"] == {"groups": ["a", "b"]}
    assert manager.registry.get("s").description == "Looks things up."
    assert "read-only" in refuse(manager, {"action": "set", "id": "peek_file", "description": "x"}, home).error


def test_describe_is_a_json_schema():
    from jsonschema import Draft202012Validator

    schema = describe()
    Draft202012Validator.check_schema(schema)
    assert set(schema["properties"]["action"]["enum"]) == {"register", "unregister", "list", "enable",
                                                          "disable", "set"}


def test_arguments_must_be_object(manager, home):
    refuse(manager, ["list"], home)


def test_pi_tools_disable_by_rename_and_enable_back(home, tmp_path):
    from scriptdeck.core.model.registry import Layer, Registry

    folder = tmp_path / "pi"
    script = write_script(folder / "gather-logs.sh", "#!/bin/bash\n# Description: Logs\necho\n")
    registry = Registry(home, pi_layers=[Layer("pi-global", folder, "pi", True)])
    registry.scan()
    manager = Manager(registry)
    result = manager.call({"action": "disable", "id": "gather_logs_sh"})
    assert result["state"] == "disabled"
    assert not script.exists()
    assert (folder / "gather-logs.sh.disabled").exists()
    assert registry.get("gather_logs_sh").state == "disabled"
    assert {"id": "gather_logs_sh", "path": str(folder / "gather-logs.sh.disabled"), "scope": "pi-global"} in \
        manager.call({"action": "list"})["disabled"]
    result = manager.call({"action": "enable", "id": "gather_logs_sh"})
    assert result["state"] == "enabled"
    assert script.exists()
    assert registry.get("gather_logs_sh").state == "registered"


def test_errors_read_in_chinese_too(manager, home):
    error = refuse(manager, {"action": "register", "id": "ghost"}, home)
    zh_error, zh_fix = error.message("zh_CN")
    assert "ghost" in zh_error
    assert "找不到" in zh_error
    assert zh_fix
    assert error.message("en") == (error.error, error.fix)


def test_register_checks_the_file_before_the_fields(manager, home, tmp_path):
    source = write_script(tmp_path / "plain.py", "print(1)\n")
    error = refuse(manager, {"action": "register", "path": str(source), "parameters": {"type": "array"}}, home)
    assert error.error.startswith("script has no shebang")
    reserved = write_script(tmp_path / "edit.py", GOOD)
    error = refuse(manager, {"action": "register", "path": str(reserved), "timeout_seconds": "soon"}, home)
    assert error.error.startswith("script id conflicts with a reserved tool name")
