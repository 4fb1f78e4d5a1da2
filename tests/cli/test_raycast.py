"""SPEC §18: Raycast script commands as a dialect, on fixtures written here in Raycast's format (tests/data/raycast).

Set SCRIPTDECK_RAYCAST_CORPUS to a real raycast/script-commands ``commands/`` folder to also list that corpus."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects.header import READ_LIMIT, parse_miyu
from scriptdeck.core.dialects.raycast import lenient_json, parse_raycast, raycast_schema
from scriptdeck.core.model.lint_file import lint_registered
from scriptdeck.core.model.registry import Registry, library_layers
from scriptdeck.core.store.paths import Home

from tests.conftest import TESTS, cli_json, run_cli, write_script

DATA = TESTS / "data" / "raycast"

#: id -> (title, packageName) of the nine commands (the tenth is a *.template.* file)
EXPECTED = {
    "count_files_here": ("Count Files Here", "Folders"),
    "dot_grid": ("Dot Grid", "Drawing"),
    "drain_queue": ("Drain Queue", "Workers"),
    "leave_a_greeting": ("Leave a Greeting", "Front Desk"),
    "look_up_word": ("Look Up Word", "Reference"),
    "open_vault": ("Open Vault", "Safe Box"),
    "panel_side": ("Panel Side", "Desktop Layout"),
    "rate_the_day": ("Rate the Day", "Journal"),
    "wide_letters": ("Wide Letters", "Text Tools"),
}


@pytest.fixture
def lib(tmp_path: Path) -> Path:
    folder = tmp_path / "raycast"
    shutil.copytree(DATA, folder)
    return folder


def _registry(tmp_path: Path, *libs: Path) -> Registry:
    home = Home(tmp_path / "deck", forced=True)
    (home.root / "scripts" / "personas" / "default").mkdir(parents=True, exist_ok=True)
    registry = Registry(home, pi_layers=library_layers([("raycast", str(lib)) for lib in libs]))
    registry.scan()
    return registry


def _digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() + oct(p.stat().st_mode)
            for p in sorted(folder.iterdir())}


# -- the dialect ------------------------------------------------------------------------------------


@pytest.mark.parametrize("leader", ["#", "//", "--", "  #", "##"])
def test_any_comment_leader(leader):
    header = parse_raycast(f"#!/bin/sh\n{leader} @raycast.schemaVersion 1\n{leader} @raycast.title Hi\n".encode())
    assert header.is_command
    assert header.title == "Hi"


def test_metadata_anywhere_in_the_first_32k():
    body = "echo code\n" * 200
    header = parse_raycast(f"#!/bin/sh\n{body}# @raycast.schemaVersion 1\n# @raycast.title Late\n".encode())
    assert header.title == "Late"


def test_nothing_after_32k_is_read():
    data = b"#!/bin/sh\n# @raycast.schemaVersion 1\n" + b"x" * READ_LIMIT + b"\n# @raycast.title Too late\n"
    assert parse_raycast(data).title == ""


def test_schema_version_required():
    assert not parse_raycast(b"#!/bin/sh\n# @raycast.title No version\n").is_command


@pytest.mark.parametrize("text,expected", [
    ('{ "type": "text", "placeholder": "score from 1 to 10",}', {"type": "text", "placeholder": "score from 1 to 10"}),
    ('{"a": [1, 2,], }', {"a": [1, 2]}),
    ('{"p": "keeps ,} inside strings",}', {"p": "keeps ,} inside strings"}),
])
def test_lenient_json(text, expected):
    assert lenient_json(text) == expected


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=4000))
def test_any_bytes_never_raise(data):
    parse_raycast(b"#!/bin/sh\n# @raycast.schemaVersion 1\n# @raycast.argument1 " + data)


def _literal_fields(data: bytes) -> dict[str, str]:
    """A literal reading: every line of the first 32 KiB that is a comment holding ``@raycast.<key> value``."""
    import re

    known = {k.lower(): k for k in ("schemaVersion", "title", "packageName", "description", "mode", "icon",
                                     "iconDark", "refreshTime", "currentDirectoryPath", "needsConfirmation",
                                     "author", "authorURL", "argument1", "argument2", "argument3")}
    fields = {}
    text = data[:READ_LIMIT].decode("utf-8", "replace").replace("\r\n", "\n").replace("\r", "\n")
    for line in text.split("\n"):
        match = re.fullmatch(r"\s*(?:#+|//+|--+)\s*@raycast\.(\w+)\s*(.*?)\s*", line, re.ASCII)
        if match and match.group(1).lower() in known:
            fields[known[match.group(1).lower()]] = match.group(2)
    return fields


_RAYCAST_LINES = st.lists(st.one_of(
    st.sampled_from(["# @raycast.schemaVersion 1", "// @raycast.title T", "-- @raycast.mode compact", "echo x",
                     "# @raycast.packagename lower", "  ## @raycast.icon 🤖", "# @raycast.argument1 { \"a\": 1, }",
                     "code # @raycast.title not a comment", "# @raycast.title", "#@raycast.title tight", "",
                     "# @raycast.title two @raycast.mode words", "# @raycast.unknownKey v"]),
    st.text(alphabet="#/- @raycast.tile\t\r", max_size=30)), max_size=25)


@settings(max_examples=400, deadline=None)
@given(_RAYCAST_LINES, st.sampled_from(["\n", "\r\n"]))
def test_parser_matches_a_literal_reading(lines, newline):
    data = ("#!/bin/sh" + newline + newline.join(lines) + newline).encode()
    assert parse_raycast(data).fields == _literal_fields(data)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_lenient_json_only_raises_value_error(text):
    try:
        lenient_json(text)
    except ValueError:
        pass


# -- a Raycast folder --------------------------------------------------------------------------------


@pytest.mark.parametrize("tool_id", sorted(EXPECTED))
def test_commands_listed_with_title_and_package(tmp_path, lib, tool_id):
    tool = _registry(tmp_path, lib).get(tool_id)
    title, package = EXPECTED[tool_id]
    assert tool is not None, tool_id
    assert tool.state == "registered", tool.fix
    assert tool.display_name("en") == title
    assert [tool.group_label(g) for g in tool.groups] == [package]
    assert tool.layer == "raycast"


def test_template_and_readme_are_not_tools(tmp_path, lib):
    registry = _registry(tmp_path, lib)
    names = {t.path.name for t in registry.all_tools() if t.layer == "raycast"}
    assert names == {f for f in os.listdir(lib) if f.endswith((".sh", ".js", ".applescript"))} - {"sign-in.template.sh"}


def test_mapping_of_arguments(tmp_path, lib):
    registry = _registry(tmp_path, lib)
    word = registry.get("look_up_word")
    assert word.argv == "positional"
    assert word.schema["required"] == ["argument1", "argument2"]
    assert word.schema["properties"]["argument1"]["oneOf"] == [{"const": "plain", "title": "Plain English"},
                                                               {"const": "tech", "title": "Technical Terms"}]
    assert word.schema["properties"]["argument2"]["description"] == "Word (e.g. lattice)"
    assert registry.get("open_vault").schema["properties"]["argument1"]["writeOnly"] is True
    assert "required" not in registry.get("leave_a_greeting").schema, "all three are optional"
    assert len(registry.get("leave_a_greeting").schema["properties"]) == 3, "trailing commas are read"
    assert registry.get("rate_the_day").schema["properties"]["argument1"]["description"] == "score from 1 to 10"


def test_raycast_only_fields_are_kept(tmp_path, lib):
    registry = _registry(tmp_path, lib)
    assert registry.get("drain_queue").raycast.needs_confirmation is True
    assert registry.get("look_up_word").raycast.needs_confirmation is False
    meta = registry.get("count_files_here").raycast.metadata()
    assert meta["current_directory_path"] == "~/Documents"
    assert meta["mode"] == "compact"


def test_description_falls_back_to_title(tmp_path):
    folder = tmp_path / "rc"
    write_script(folder / "t.sh", "#!/bin/sh\n# @raycast.schemaVersion 1\n# @raycast.title Only a title\necho\n")
    assert _registry(tmp_path, folder).get("t").description == "Only a title"


def test_lint_has_no_errors_and_no_chinese_name_nag(tmp_path, lib):
    registry = _registry(tmp_path, lib)
    for tool_id in EXPECTED:
        codes = [f.code for f in lint_registered(registry.get(tool_id), registry)]
        assert "no-zh-name" not in codes, tool_id
        assert [f.code for f in lint_registered(registry.get(tool_id), registry) if f.severity == "error"] == []


def test_lint_names_an_argument_that_is_not_json(tmp_path):
    folder = tmp_path / "rc"
    write_script(folder / "bad.sh", "#!/bin/sh\n# @raycast.schemaVersion 1\n# @raycast.title Bad\n"
                                    "# @raycast.argument1 {type: text}\necho\n")
    registry = _registry(tmp_path, folder)
    findings = [f for f in lint_registered(registry.get("bad"), registry) if f.code == "raycast-argument-invalid"]
    assert len(findings) == 1
    assert "argument1" in findings[0].message()


# -- through the command line, in separate processes --------------------------------------------------


def test_cli_library_flag_lists_by_package(tmp_path, lib):
    done = run_cli("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "list")
    assert done.returncode == 0, done.stderr
    assert "Reference (1)" in done.stdout
    assert "Look Up Word" in done.stdout


def test_settings_library(tmp_path, lib):
    deck = tmp_path / "deck"
    (deck / "config").mkdir(parents=True)
    (deck / "config" / "settings.json").write_text(json.dumps({"libraries": [{"path": str(lib),
                                                                               "dialect": "raycast"}]}))
    _code, payload = cli_json("--home", str(deck), "list", "--json")
    assert {r["id"] for r in payload["registered"] if r["layer"] == "raycast"} == set(EXPECTED)


def test_bad_library_flag_is_one_line(tmp_path):
    done = run_cli("--home", str(tmp_path / "deck"), "--library", "nonsense", "list")
    assert done.returncode == 2
    assert "raycast:DIR" in done.stderr
    assert "Traceback" not in done.stderr


def test_show_json_has_the_raycast_fields(tmp_path, lib):
    _code, payload = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}",
                              "show", "drain_queue", "--json")
    assert payload["raycast"]["needs_confirmation"] is True
    assert payload["raycast"]["mode"] == "compact"
    assert payload["raycast"]["icon"] == "🧹"
    assert payload["dialect"] == "raycast"


def test_arguments_reach_dollar_1_and_2(tmp_path, lib):
    """look-up-word.sh prints $1 (the dropdown's value) and $2 (the text)."""
    code, result = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "tool-call",
                            "look_up_word", "--args", json.dumps({"argument1": "tech", "argument2": "lattice"}))
    assert code == 0, result
    assert result["stdout"] == "tech|lattice"


def test_node_command_with_two_arguments(tmp_path, lib):
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    code, result = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "tool-call",
                            "dot_grid", "--args", json.dumps({"argument1": "3", "argument2": "2"}))
    assert code == 0, result
    assert result["stdout"].split("\n") == ["...", "..."]


def test_percent_encoded_argument_and_working_folder(tmp_path):
    folder = tmp_path / "rc"
    (tmp_path / "work").mkdir()
    write_script(folder / "enc.sh", "#!/bin/sh\n# @raycast.schemaVersion 1\n# @raycast.title Enc\n"
                                    "# @raycast.currentDirectoryPath ../work\n"
                                    '# @raycast.argument1 { "type": "text", "placeholder": "q", "percentEncoded": true }\n'
                                    'echo "$1|$(pwd)"\n')
    code, result = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{folder}", "tool-call", "enc",
                            "--args", json.dumps({"argument1": "a b&c/é"}))
    assert code == 0, result
    encoded, cwd = result["stdout"].split("|")
    assert encoded == "a%20b%26c%2F%C3%A9"
    assert os.path.realpath(cwd) == os.path.realpath(tmp_path / "work")


def test_disable_is_recorded_in_scriptdeck_state_not_the_folder(tmp_path, lib):
    before = _digest(lib)
    base = ("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}")
    code, answer = cli_json(*base, "tool-call", "manage_script", "--args", '{"action": "disable", "id": "open_vault"}')
    assert code == 0, answer
    code, refused = cli_json(*base, "tool-call", "open_vault", "--args", '{"argument1": "x"}')
    assert code == 3, refused
    _code, listing = cli_json(*base, "list", "--json")
    assert {"id": "open_vault", "path": str(lib / "open-vault.sh"), "scope": "raycast"} in listing["disabled"]
    code, answer = cli_json(*base, "tool-call", "manage_script", "--args", '{"action": "enable", "id": "open_vault"}')
    assert code == 0, answer
    _code, listing = cli_json(*base, "list", "--json")
    assert "open_vault" in {r["id"] for r in listing["registered"]}
    assert _digest(lib) == before, "the Raycast folder is never written"


def test_set_is_refused_with_a_pointer_to_convert(tmp_path, lib):
    code, answer = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "tool-call",
                            "manage_script", "--args", '{"action": "set", "id": "open_vault", "timeout_seconds": 5}')
    assert code == 1
    assert "convert" in answer["fix"]


# -- convert -------------------------------------------------------------------------------------------


def test_convert_makes_a_registered_miyu_copy_that_lints_clean_and_runs(tmp_path, lib):
    before = _digest(lib)
    base = ("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}")
    code, answer = cli_json(*base, "convert", "look_up_word")
    assert code == 0, answer
    copy = Path(answer["path"])
    assert copy.parent == tmp_path / "deck" / "scripts" / "personas" / "default"
    assert answer["shadows"]["layer"] == "raycast"
    header = parse_miyu(copy.read_bytes())
    assert header.argv == "positional"
    assert header.display_name == "Look Up Word"
    assert list(header.parameters["properties"]) == ["argument1", "argument2"]
    code, lint = cli_json(*base, "lint", str(copy), "--json")
    assert code == 0, lint
    assert [f for entry in lint["files"] for f in entry["findings"] if f["severity"] == "error"] == []
    _code, shown = cli_json(*base, "show", "look_up_word", "--json")
    assert shown["layer"] == "persona", "the copy shadows the Raycast original"
    code, result = cli_json(*base, "tool-call", "look_up_word", "--args",
                            json.dumps({"argument1": "plain", "argument2": "kestrel"}))
    assert code == 0, result
    assert result["stdout"] == "plain|kestrel"
    assert _digest(lib) == before


def test_convert_keeps_slash_comments_for_javascript(tmp_path, lib):
    code, answer = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "convert",
                            "dot_grid", "--scope", "global")
    assert code == 0, answer
    lines = Path(answer["path"]).read_text().split("\n")
    assert lines[0] == "#!/usr/bin/env node"
    assert lines[1].startswith("// Description: ")
    assert Path(answer["path"]).parent == tmp_path / "deck" / "scripts"


def test_convert_refuses_a_tool_that_is_not_raycast(tmp_path):
    code, answer = cli_json("--home", str(tmp_path / "deck"), "convert", "convert_units")
    assert code == 1
    assert "not a Raycast command" in answer["error"]


def test_schema_of_a_command_without_arguments_takes_nothing():
    header = parse_raycast(b"#!/bin/sh\n# @raycast.schemaVersion 1\n# @raycast.title T\n")
    assert raycast_schema(header) == {"type": "object", "properties": {}}


def test_hostile_folder_contents_never_stop_the_listing(tmp_path, lib):
    """A FIFO, a dangling link, binary junk that mentions @raycast. and a 40 MB file sit beside the commands."""
    os.mkfifo(lib / "pipe.sh")
    (lib / "dangling.sh").symlink_to(tmp_path / "nowhere.sh")
    (lib / "junk.bin").write_bytes(b"\xff\xfe@raycast.title \x00\xc3(" * 1000)
    with open(lib / "huge.sh", "wb") as handle:
        handle.write(b"#!/bin/sh\n# @raycast.schemaVersion 1\n# @raycast.title Huge\n")
        handle.truncate(40 * 1024 * 1024)
    code, payload = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "list", "--json")
    assert code == 0
    ids = {r["id"] for r in payload["registered"] if r["layer"] == "raycast"}
    assert ids == set(EXPECTED) | {"huge"}


# -- a real Raycast corpus -----------------------------------------------------------------------------

#: a whole raycast/script-commands checkout's commands/ folder, when set; else the sample in tests/data (MIT, its
#: LICENSE and README there)
CORPUS_ENV = "SCRIPTDECK_RAYCAST_CORPUS"
SAMPLE_CORPUS = TESTS / "data" / "raycast-corpus"


def _corpus_candidates(folders: list[str]) -> list[str]:
    """Every file a literal reading calls a command: ``@raycast.schemaVersion 1``, not hidden, not a template."""
    found = []
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if name.startswith(".") or ".template." in name or not os.path.isfile(path):
                continue
            with open(path, "rb") as handle:
                if _literal_fields(handle.read(READ_LIMIT)).get("schemaVersion") == "1":
                    found.append(path)
    return found


@pytest.mark.slow
def test_real_corpus_lists_without_a_crash(tmp_path):
    """Every folder of a real corpus as a Raycast library: listing never crashes and most commands register."""
    root = Path(os.environ.get(CORPUS_ENV) or SAMPLE_CORPUS).expanduser()
    assert root.is_dir(), f"{CORPUS_ENV}={root} is not a folder"
    folders = sorted({dirpath for dirpath, _dirs, files in os.walk(root)
                      if any(name not in ("LICENSE", "README") for name in files)})
    candidates = _corpus_candidates(folders)
    assert candidates, f"no file under {root} declares @raycast.schemaVersion 1"
    registry = _registry(tmp_path, *map(Path, folders))
    per_layer = [t for scan in registry.scans() if scan.layer.dialect == "raycast" for t in scan.tools.values()
                 if t.state == "registered"]
    merged = {t.id for t in registry.registered() if t.dialect == "raycast"}
    print(f"\nraycast corpus {root}: {len(folders)} folders, {len(candidates)} commands, "
          f"{len(per_layer)} registered in their folders, {len(merged)} distinct ids")
    assert len(per_layer) >= 0.9 * len(candidates), "most commands of a real corpus register"
    deck = tmp_path / "deck2"
    (deck / "config").mkdir(parents=True)
    (deck / "config" / "settings.json").write_text(json.dumps(
        {"libraries": [{"path": folder, "dialect": "raycast"} for folder in folders]}))
    code, payload = cli_json("--home", str(deck), "list", "--json")
    assert code == 0, payload
    assert {r["id"] for r in payload["registered"] if r["layer"].startswith("raycast")} == merged


# -- SPEC §20: nothing vanishes silently, and convert keeps the working folder -------------------------

SAY = "#!/bin/sh\n# @raycast.schemaVersion 1\n# @raycast.title {title}\n# @raycast.packageName Twins\necho {word}\n"


def _twins(tmp_path: Path) -> tuple[Path, Path, Path]:
    """Two --library roots holding a command of the same id (the same file copied into two folders)."""
    first = write_script(tmp_path / "rc-a" / "say-hello.sh", SAY.format(title="Say Hello", word="a"))
    second = write_script(tmp_path / "rc-b" / "say-hello.sh", SAY.format(title="Say Hello", word="b"))
    third = write_script(tmp_path / "rc-c" / "say_hello.sh", SAY.format(title="Say Hello Too", word="c"))
    return first, second, third


def test_commands_hidden_by_an_id_collision_are_listed_as_shadowed(tmp_path):
    first, second, third = _twins(tmp_path)
    base = ["--home", str(tmp_path / "deck")]
    for folder in ("rc-a", "rc-b", "rc-c"):
        base += ["--library", f"raycast:{tmp_path / folder}"]
    _code, listing = cli_json(*base, "list", "--json")
    used = [r for r in listing["registered"] if r["id"] == "say_hello"]
    assert [r["path"] for r in used] == [str(third)]
    hidden = sorted((u for u in listing["unregistered"] if u.get("reason") == "shadowed"), key=lambda u: u["path"])
    assert [(u["path"], u["winner"]) for u in hidden] == [(str(first), str(third)), (str(second), str(third))]
    assert all(u["fix"] for u in hidden)
    code, lint = cli_json(*base, "lint", "--json")
    found = {entry["path"]: [f["code"] for f in entry["findings"]] for entry in lint["files"]}
    assert "duplicate-id" in found[str(first)] and "duplicate-id" in found[str(second)]
    assert "duplicate-id" not in found.get(str(third), [])
    message = next(f["message"] for entry in lint["files"] if entry["path"] == str(first) for f in entry["findings"]
                   if f["code"] == "duplicate-id")
    assert str(third) in message


def test_shadowed_list_follows_a_rescan(tmp_path):
    first, second, _third = _twins(tmp_path)
    registry = _registry(tmp_path, first.parent, second.parent)
    assert [registry.shadowed_by(t) for t in registry.all_tools() if t.state == "unregistered"] == [str(second)]
    second.unlink()
    registry.scan_paths([second])
    assert registry.get("say_hello").path == first
    assert [t for t in registry.all_tools() if t.state == "unregistered"] == []
    assert [f for f in registry.scan_findings() if f.code == "duplicate-id"] == []


GIT_STATUS = """#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Git Status
# @raycast.mode fullOutput
# @raycast.packageName Developer Utilities
# @raycast.currentDirectoryPath ~/work/repo

# Optional parameters:
# @raycast.icon 🌿
# @raycast.description Show the working tree status of one repository.

git status --short --branch || exit 1
pwd
"""


def test_converted_git_status_runs_in_the_current_directory_path(tmp_path):
    """A git_status command written as Raycast's real ones are (currentDirectoryPath with ``~``): its Miyu copy
    keeps the folder as ``# Cwd:`` (``~`` expanded), so the copy runs git in the repository, not the scripts
    folder (where git fails)."""
    home = tmp_path / "home"
    repo = home / "work" / "repo"
    repo.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    (repo / "new.txt").write_text("x")
    folder = tmp_path / "rc"
    write_script(folder / "git-status.sh", GIT_STATUS)
    env = {"HOME": str(home)}
    base = ("--home", str(tmp_path / "deck"), "--library", f"raycast:{folder}")
    code, original = cli_json(*base, "tool-call", "git_status", "--args", "{}", env=env)
    assert code == 0, original
    code, answer = cli_json(*base, "convert", "git_status", env=env)
    assert code == 0, answer
    header = parse_miyu(Path(answer["path"]).read_bytes())
    assert header.cwd == str(repo)
    code, result = cli_json(*base, "tool-call", "git_status", "--args", "{}", env=env)
    assert code == 0, result
    _shown_code, shown = cli_json(*base, "show", "git_status", "--json", env=env)
    assert shown["layer"] == "persona"
    assert "?? new.txt" in result["stdout"]
    assert os.path.realpath(result["stdout"].splitlines()[-1]) == os.path.realpath(repo)
    assert result["stdout"] == original["stdout"]
