"""SPEC §15 for manage_script: exact ids, checked field types (one schema), same-layer collisions, symlinks, personas.

Every refusal is checked to write nothing; every symlink case checks the file outside the layer is untouched.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.contract.ids import is_valid_id
from scriptdeck.core.model.manage import ManageError, Manager, describe
from scriptdeck.core.model.preflight import MAX_COPY, preflight
from scriptdeck.core.store.paths import Home, PersonaError, check_persona, resolve_home

from tests.conftest import make_registry, run_cli, write_script

GOOD = "#!/bin/sh\n# Description: Does a thing.\necho hi\n"


def snapshot(root: Path) -> dict[str, tuple[bytes, int] | str]:
    """Every path under root (links not followed): file bytes and mode, or the link's target."""
    out: dict[str, tuple[bytes, int] | str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            if os.path.islink(path):
                out[rel] = "-> " + os.readlink(path)
            elif os.path.isfile(path):
                out[rel] = (Path(path).read_bytes(), os.stat(path).st_mode)
            else:
                out[rel] = "dir"
    return out


@pytest.fixture
def manager(home):
    return Manager(make_registry(home))


def refuse(manager: Manager, request: object, root: Path) -> ManageError:
    before = snapshot(root)
    with pytest.raises(ManageError) as caught:
        manager.call(request)
    assert snapshot(root) == before, "a refusal must write nothing"
    assert caught.value.fix, "every refusal says how to fix it"
    return caught.value


def index(layer: Path) -> dict:
    return json.loads((layer / "index.json").read_text())


# -- ids ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["evil\n", "evil\r\n", "a b", "_lead", "9x", "", "é", "x-y", "x\x00"])
def test_invalid_ids_are_refused_whole(text):
    assert not is_valid_id(text)


@pytest.mark.parametrize("text", ["a", "weather", "A_9_", "x__y"])
def test_valid_ids(text):
    assert is_valid_id(text)


def test_register_refuses_an_id_with_a_trailing_newline(manager, home, tmp_path):
    source = write_script(tmp_path / "src" / "w.sh", GOOD)
    error = refuse(manager, {"action": "register", "path": str(source), "id": "evil\n"}, tmp_path)
    assert error.error.startswith("invalid id: 'evil\\n'")


def test_published_id_pattern_is_anchored_at_the_very_end(manager, home, tmp_path):
    """The schema's ``$`` is ECMA's (end of input): the schema check itself refuses ``evil\\n``."""
    from scriptdeck.core.model.manage_schema import check_request

    with pytest.raises(ManageError) as caught:
        check_request({"action": "register", "id": "evil\n", "path": "/x"})
    assert caught.value.error.startswith("invalid id")


# -- field types: one schema -------------------------------------------------------------------------

BAD_FIELDS = [
    ("groups", [{"a": 1}], "groups must be a list of strings"),
    ("groups", [1], "groups must be a list of strings"),
    ("groups", "g", "groups must be a list"),
    ("requires", [None], "requires must be a list of strings"),
    ("capabilities", [["x"]], "capabilities must be a list of strings"),
    ("hints", ["go"], "hints must be a list of {tool, hint} objects"),
    ("hints", [{"tool": 1, "hint": "x"}], "hints must be a list of {tool, hint} objects"),
    ("hints", [{"tool": "a"}], "hints must be a list of {tool, hint} objects"),
    ("timeout_seconds", "5", "timeout_seconds must be a number of seconds"),
    ("timeout_seconds", 2.5, "timeout_seconds must be a number of seconds"),
    ("timeout_seconds", True, "timeout_seconds must be a number of seconds"),
    ("argv", "shell", "argv must be none, flags or positional"),
    ("trust", 1, "trust must be owner or external"),
    ("permission", "root", "permission must be read_only, presentation or writes"),
    ("load_policy", "always", "load_policy must be summary, group or hidden"),
    ("always_loaded", "yes", "always_loaded must be true or false"),
    ("skill_only", 1, "skill_only must be true or false"),
    ("display_name", 5, "display_name must be a string"),
    ("description", ["x"], "description must be a string"),
    ("stub_example", {}, "stub_example must be a string"),
    ("parameters", [], "parameters must be a JSON object (a JSON Schema)"),
    ("parameters", {"type": "array"}, 'parameters.type must be "object"'),
    ("parameters", {"properties": []}, "parameters.properties must be an object"),
]


@pytest.mark.parametrize("name,value,message", BAD_FIELDS, ids=[f"{n}-{v!r}" for n, v, _ in BAD_FIELDS])
def test_set_refuses_wrong_types_by_field_name(manager, home, name, value, message):
    write_script(home.persona_dir / "tool.sh", GOOD)
    manager.call({"action": "set", "id": "tool", "description": "Kept."})
    error = refuse(manager, {"action": "set", "id": "tool", name: value}, home.root)
    assert error.error == message
    assert manager.call({"action": "list"})["ok"] is True


def test_groups_of_objects_never_reach_the_index_and_list_keeps_working(home, tmp_path):
    write_script(home.persona_dir / "tool.sh", GOOD)
    code = run_cli("--home", str(home.root), "tool-call", "manage_script", "--stdin",
                   stdin=json.dumps({"action": "set", "id": "tool", "groups": [{"a": 1}]}))
    assert code.returncode == 1, code.stderr
    assert not (home.persona_dir / "index.json").exists()
    listed = run_cli("--home", str(home.root), "list")
    assert listed.returncode == 0, listed.stderr


@pytest.mark.parametrize("number", ["1e400", "-1e400"])
def test_non_finite_numbers_are_refused_through_the_cli(home, number):
    write_script(home.persona_dir / "tool.sh", GOOD)
    done = run_cli("--home", str(home.root), "tool-call", "manage_script", "--stdin",
                   stdin='{"action": "set", "id": "tool", "timeout_seconds": ' + number + "}")
    assert done.returncode != 0
    assert json.loads(done.stdout.splitlines()[-1])["ok"] is False
    assert not (home.persona_dir / "index.json").exists()


@pytest.mark.parametrize("value", [math.inf, -math.inf, math.nan])
def test_non_finite_numbers_are_refused_anywhere_in_a_request(manager, home, value):
    write_script(home.persona_dir / "tool.sh", GOOD)
    params = {"type": "object", "properties": {"n": {"type": "number", "default": value}}}
    error = refuse(manager, {"action": "set", "id": "tool", "parameters": params}, home.root)
    assert "parameters.properties.n.default" in error.error


def test_deep_nesting_is_refused_without_recursion(manager, home):
    write_script(home.persona_dir / "tool.sh", GOOD)
    deep: dict = {}
    for _ in range(10_000):
        deep = {"x": deep}
    error = refuse(manager, {"action": "set", "id": "tool", "parameters": deep}, home.root)
    assert "nested deeper" in error.error


def test_timeout_is_an_integer_clamped(manager, home):
    write_script(home.persona_dir / "tool.sh", GOOD)
    manager.call({"action": "set", "id": "tool", "timeout_seconds": 10**50})
    assert index(home.persona_dir)["scripts"][0]["timeout_seconds"] == 300
    manager.call({"action": "set", "id": "tool", "timeout_seconds": 7.0})
    written = index(home.persona_dir)["scripts"][0]["timeout_seconds"]
    assert type(written) is int, written
    assert written == 7


def test_set_refuses_unknown_keys(manager, home):
    write_script(home.persona_dir / "tool.sh", GOOD)
    error = refuse(manager, {"action": "set", "id": "tool", "bogus": 1}, home.root)
    assert error.error == "unknown key for set: bogus"


def test_set_refuses_keys_of_another_action(manager, home):
    write_script(home.persona_dir / "tool.sh", GOOD)
    error = refuse(manager, {"action": "set", "id": "tool", "overwrite": True}, home.root)
    assert error.error == "unknown key for set: overwrite"


def test_register_refuses_set_only_fields_instead_of_dropping_them(manager, home, tmp_path):
    source = write_script(tmp_path / "src" / "g.sh", GOOD)
    error = refuse(manager, {"action": "register", "path": str(source), "groups": ["a"]}, tmp_path)
    assert error.error == "unknown key for register: groups"


def test_boolean_flags_are_type_checked(manager, home, tmp_path):
    source = write_script(tmp_path / "src" / "g.sh", GOOD)
    error = refuse(manager, {"action": "register", "path": str(source), "overwrite": "yes"}, tmp_path)
    assert error.error == "overwrite must be true or false"


def test_describe_is_a_valid_schema_that_forbids_unknown_keys():
    schema = describe()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["additionalProperties"] is False


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)
_FIELD_NAMES = ["groups", "requires", "capabilities", "hints", "timeout_seconds", "argv", "trust", "permission",
                "load_policy", "always_loaded", "skill_only", "display_name", "stub_example", "bogus", "path"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fields=st.dictionaries(st.sampled_from(_FIELD_NAMES), _json, min_size=1, max_size=3))
def test_set_accepts_exactly_what_the_published_schema_accepts(home, fields):
    """One mechanism: a set request is refused iff the schema --describe publishes refuses it."""
    write_script(home.persona_dir / "tool.sh", GOOD)
    manager = Manager(make_registry(home))
    request = {"action": "set", "id": "tool", **fields}
    valid = jsonschema.Draft202012Validator(describe()).is_valid(request)
    try:
        manager.call(request)
        accepted = True
    except ManageError:
        accepted = False
    assert accepted == valid, request
    assert manager.call({"action": "list"})["ok"] is True
    (home.persona_dir / "index.json").unlink(missing_ok=True)


# -- same-layer collisions and shadowing ---------------------------------------------------------------

COLLISION = ("id 'weather' is already used by weather.sh in the {scope} layer; pass another id, "
             "or unregister weather first")


@pytest.mark.parametrize("scope", ["persona", "global"])
def test_same_layer_id_collision_with_a_file_is_refused(manager, home, tmp_path, scope):
    layer = home.layer_dir(scope)
    write_script(layer / "weather.sh", "#!/bin/sh\n# Description: Weather.\necho sun\n")
    manager.registry.scan()
    source = write_script(tmp_path / "src" / "word_count.sh", "#!/bin/sh\n# Description: Counts.\nwc\n")
    error = refuse(manager, {"action": "register", "path": str(source), "id": "weather", "scope": scope}, tmp_path)
    assert error.error == COLLISION.format(scope=scope)
    assert manager.registry.get("weather").path == layer / "weather.sh"


def test_same_layer_id_collision_with_an_index_entry_is_refused(manager, home, tmp_path):
    layer = home.persona_dir
    write_script(layer / "sky.sh", "#!/bin/sh\n# Description: Sky.\necho\n")
    (layer / "index.json").write_text(json.dumps({"scripts": [{"id": "weather", "path": "sky.sh"}]}))
    manager.registry.scan()
    other = write_script(layer / "word_count.sh", "#!/bin/sh\n# Description: Counts.\nwc\n")
    error = refuse(manager, {"action": "register", "path": str(other), "id": "weather"}, tmp_path)
    assert error.error == "id 'weather' is already used by sky.sh in the persona layer; pass another id, " \
                          "or unregister weather first"


def test_registering_the_same_file_again_is_not_a_collision(manager, home):
    path = write_script(home.persona_dir / "weather.sh", GOOD)
    manager.call({"action": "register", "path": str(path)})
    result = manager.call({"action": "register", "path": str(path), "description": "Again."})
    assert result["id"] == "weather"


def test_shadowing_a_lower_layer_is_allowed_and_reported(manager, home, tmp_path):
    lower = write_script(home.global_dir / "weather.sh", "#!/bin/sh\n# Description: Global.\necho\n")
    manager.registry.scan()
    source = write_script(tmp_path / "src" / "word_count.sh", GOOD)
    result = manager.call({"action": "register", "path": str(source), "id": "weather"})
    assert result["shadows"] == {"layer": "global", "path": str(lower)}
    assert manager.registry.get("weather").layer == "persona"


def test_shadowing_a_builtin_is_reported(manager, home, tmp_path):
    source = write_script(tmp_path / "src" / "peek.sh", GOOD)
    result = manager.call({"action": "register", "path": str(source), "id": "peek_file", "scope": "global"})
    assert result["shadows"]["layer"] == "builtin"


def test_no_shadows_key_when_nothing_is_hidden(manager, home, tmp_path):
    source = write_script(tmp_path / "src" / "fresh.sh", GOOD)
    assert "shadows" not in manager.call({"action": "register", "path": str(source)})


# -- symlinks ----------------------------------------------------------------------------------------

@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A script outside the home, not executable, that no ScriptDeck action may change."""
    path = tmp_path / "elsewhere" / "tool.sh"
    path.parent.mkdir()
    path.write_text("#!/bin/sh\n# Description: Lives elsewhere.\necho out\n")
    path.chmod(0o644)
    return path


def test_register_never_chmods_through_a_link_leaving_the_layer(manager, home, outside):
    link = home.persona_dir / "linked.sh"
    link.symlink_to(outside)
    before = snapshot(outside.parent)
    result = manager.call({"action": "register", "path": str(link)})
    assert snapshot(outside.parent) == before
    assert stat.S_IMODE(outside.stat().st_mode) == 0o644
    assert result["id"] == "linked"
    assert index(home.persona_dir)["scripts"] == [{"id": "linked"}], "indexed by id: no path that leaves the layer"
    assert manager.registry.get("linked").state == "registered"


def test_a_symlinked_script_is_listed_with_its_target(manager, home, outside):
    (home.persona_dir / "linked.sh").symlink_to(outside)
    listed = manager.call({"action": "list"})
    entry = next(e for e in listed["registered"] if e["id"] == "linked")
    assert entry["link_target"] == str(outside)
    done = run_cli("--home", str(home.root), "show", "linked", "--json")
    assert json.loads(done.stdout)["link_target"] == str(outside), done.stderr


def test_index_entry_through_a_link_leaving_the_layer_is_dropped_with_a_finding(home, outside):
    (home.persona_dir / "innocent.sh").symlink_to(outside)
    (home.persona_dir / "index.json").write_text(json.dumps({"scripts": [{"id": "evil", "path": "innocent.sh"}]}))
    registry = make_registry(home)
    assert registry.get("evil") is None
    codes = [(f.code, f.tool_id) for f in registry.scan_findings()]
    assert ("index-entry-outside", "evil") in codes


def test_index_entry_through_a_link_inside_the_layer_is_kept(home):
    real = write_script(home.persona_dir / "real.sh", GOOD)
    (home.persona_dir / "alias.sh").symlink_to(real.name)
    (home.persona_dir / "index.json").write_text(json.dumps({"scripts": [{"id": "aliased", "path": "alias.sh"}]}))
    assert make_registry(home).get("aliased").state == "registered"


def test_copy_over_an_existing_link_replaces_the_link_not_its_target(manager, home, outside, tmp_path):
    (home.persona_dir / "tool.sh").symlink_to(outside)
    source = write_script(tmp_path / "src" / "tool.sh", GOOD)
    before = snapshot(outside.parent)
    manager.call({"action": "register", "path": str(source), "overwrite": True})
    assert snapshot(outside.parent) == before
    destination = home.persona_dir / "tool.sh"
    assert not destination.is_symlink()
    assert destination.read_text() == GOOD


def test_a_dangling_link_counts_as_an_existing_destination(manager, home, tmp_path):
    (home.persona_dir / "tool.sh").symlink_to(tmp_path / "nowhere.sh")
    source = write_script(tmp_path / "src" / "tool.sh", GOOD)
    error = refuse(manager, {"action": "register", "path": str(source)}, tmp_path)
    assert "pass overwrite=true" in error.error
    assert not (tmp_path / "nowhere.sh").exists()


def test_failed_copy_over_a_link_puts_the_link_back(manager, home, outside, tmp_path, monkeypatch):
    link = home.persona_dir / "tool.sh"
    link.symlink_to(outside)
    source = write_script(tmp_path / "src" / "tool.sh", GOOD)

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("scriptdeck.core.model.manage.update_index", broken)
    with pytest.raises(OSError):
        manager.call({"action": "register", "path": str(source), "overwrite": True})
    assert os.readlink(link) == str(outside)


def test_delete_file_on_a_link_deletes_the_link_only(manager, home, outside):
    link = home.persona_dir / "linked.sh"
    link.symlink_to(outside)
    manager.call({"action": "register", "path": str(link)})
    before = snapshot(outside.parent)
    result = manager.call({"action": "unregister", "id": "linked", "delete_file": True})
    assert result["state"] == "deleted"
    assert not os.path.lexists(link)
    assert snapshot(outside.parent) == before


def test_link_loops_and_dangling_links_break_nothing(manager, home, tmp_path):
    layer = home.persona_dir
    (layer / "a.sh").symlink_to("b.sh")
    (layer / "b.sh").symlink_to("a.sh")
    (layer / "gone.sh").symlink_to(tmp_path / "missing")
    write_script(layer / "fine.sh", GOOD)
    (layer / "index.json").write_text(json.dumps({"scripts": [{"id": "loop", "path": "a.sh"}]}))
    registry = make_registry(home)
    assert registry.get("fine").state == "registered"
    assert registry.get("loop") is None
    error = refuse(Manager(registry), {"action": "register", "path": "a.sh"}, tmp_path)
    assert "not found" in error.error


def test_a_symlinked_layer_folder_works(tmp_path):
    real = tmp_path / "dotfiles" / "default"
    real.mkdir(parents=True)
    root = tmp_path / "home"
    (root / "scripts" / "personas").mkdir(parents=True)
    (root / "scripts" / "personas" / "default").symlink_to(real)
    home = Home(root, forced=True)
    source = write_script(tmp_path / "src" / "tool.sh", GOOD)
    manager = Manager(make_registry(home))
    manager.call({"action": "register", "path": str(source), "timeout_seconds": 9})
    assert index(real)["scripts"] == [{"id": "tool", "path": "tool.sh", "timeout_seconds": 9}]
    assert manager.registry.get("tool").timeout_seconds == 9


# -- persona names -------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", [".", "..", "../x", "a/b", "", " ", "x\n", "a\\b", "x\x00", "é"])
def test_invalid_persona_names(name):
    with pytest.raises(PersonaError):
        check_persona(name)


@pytest.mark.parametrize("name", ["default", "work_2", "a.b-c", "..x", "X"])
def test_valid_persona_names(name):
    assert check_persona(name) == name


def test_no_home_has_a_persona_outside_it(tmp_path):
    with pytest.raises(PersonaError):
        Home(tmp_path, True, "../../x")


def test_env_persona_is_checked(monkeypatch, tmp_path):
    monkeypatch.setenv("SCRIPTDECK_PERSONA", "../x")
    with pytest.raises(PersonaError) as caught:
        resolve_home(str(tmp_path / "h"))
    assert "SCRIPTDECK_PERSONA" in caught.value.error


@pytest.mark.parametrize("args", [
    ["list"],
    ["tool-call", "manage_script", "--args", '{"action": "list"}'],
])
def test_cli_persona_escape_writes_nothing_anywhere(tmp_path, args):
    root = tmp_path / "box" / "a" / "b" / "home"
    root.mkdir(parents=True)
    source = write_script(tmp_path / "src.sh", GOOD)
    before = snapshot(tmp_path)
    done = run_cli("--home", str(root), "--persona", "../../x", *args)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1, done.stderr
    assert "invalid persona name '../../x' (from --persona)" in done.stderr
    assert "Traceback" not in done.stderr
    assert snapshot(tmp_path) == before
    assert source.exists()


def test_cli_register_with_an_escaping_env_persona_writes_nothing(tmp_path):
    root = tmp_path / "box" / "home"
    root.mkdir(parents=True)
    source = write_script(tmp_path / "src.sh", GOOD)
    before = snapshot(tmp_path)
    done = run_cli("--home", str(root), "tool-call", "manage_script", "--args",
                   json.dumps({"action": "register", "path": str(source)}), env={"SCRIPTDECK_PERSONA": ".."})
    assert done.returncode == 2
    assert "SCRIPTDECK_PERSONA" in done.stderr
    assert snapshot(tmp_path) == before


# -- preflight (the check the window's dialog shares), no Qt --------------------------------------------

def _registry(home: Home):
    return make_registry(home)


@pytest.mark.parametrize("name,text,needle", [
    ("plain.txt", "hello\n", "script has no shebang"),
    (".hidden.sh", GOOD, "index.json and dotfiles are not scripts"),
    ("index.json", GOOD, "index.json and dotfiles are not scripts"),
    ("read.sh", GOOD, "script id conflicts with a reserved tool name"),
    ("nodesc.sh", "#!/bin/sh\necho\n", "description is required"),
    ("查天气.sh", GOOD, "cannot derive a tool name"),
])
def test_preflight_refusals_match_register(home, tmp_path, name, text, needle):
    source = tmp_path / "src" / name
    source.parent.mkdir(exist_ok=True)
    source.write_text(text)
    with pytest.raises(ManageError) as checked:
        preflight(_registry(home), source, "persona")
    with pytest.raises(ManageError) as registered:
        Manager(_registry(home)).call({"action": "register", "path": str(source)})
    assert needle in checked.value.error
    assert checked.value.error == registered.value.error


def test_preflight_refuses_large_files(home, tmp_path):
    source = tmp_path / "big.sh"
    source.write_bytes(b"#!/bin/sh\n# Description: big\n" + b"#" * MAX_COPY)
    with pytest.raises(ManageError) as caught:
        preflight(_registry(home), source, "persona")
    assert "8 MiB" in caught.value.error


def test_preflight_refuses_a_bad_chosen_id_and_a_collision(home, tmp_path):
    write_script(home.persona_dir / "weather.sh", GOOD)
    source = write_script(tmp_path / "src" / "wc.sh", GOOD)
    with pytest.raises(ManageError) as bad:
        preflight(_registry(home), source, "persona", "no good")
    assert bad.value.error.startswith("invalid id")
    with pytest.raises(ManageError) as taken:
        preflight(_registry(home), source, "persona", "weather")
    assert taken.value.error.startswith("id 'weather' is already used by weather.sh")


def test_preflight_reports_shadowing(home, tmp_path):
    write_script(home.global_dir / "wc.sh", GOOD)
    source = write_script(tmp_path / "src" / "wc.sh", GOOD)
    plan = preflight(_registry(home), source, "persona")
    assert plan.shadows == {"layer": "global", "path": str(home.global_dir / "wc.sh")}


def test_preflight_writes_nothing(home, tmp_path):
    source = write_script(tmp_path / "src" / "wc.sh", GOOD, executable=False)
    before = snapshot(tmp_path)
    plan = preflight(_registry(home), source, "persona")
    assert plan.destination == home.persona_dir / "wc.sh"
    assert snapshot(tmp_path) == before
