"""SPEC §18: Raycast script commands as a dialect, on real commands from raycast/script-commands (tests/data)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects.header import READ_LIMIT, parse_miyu
from scriptdeck.core.dialects.raycast import lenient_json, parse_raycast, raycast_schema
from scriptdeck.core.model.lint_file import lint_registered
from scriptdeck.core.model.registry import Registry, library_layers
from scriptdeck.core.store.paths import Home

from tests.conftest import cli_json, run_cli, write_script

DATA = Path(__file__).parent / "data" / "raycast"

#: id -> (title, packageName) of the nine real commands (the tenth is a *.template.* file)
EXPECTED = {
    "add_mood": ("Add Mood", "Dashboard"),
    "bnf_search": ("BNF Search", "Medical"),
    "create_markdown_table": ("Markdown Table", "Conversions"),
    "dock_set_position": ("Dock Position", "System"),
    "slack_send_message": ("Send Message in Channel", "Slack"),
    "stop_docker": ("Stop", "Docker"),
    "unlock": ("Unlock Session", "Bitwarden"),
    "vaporwave_text": ("Vaporwave Text", "Conversion"),
    "website_screenshots": ("Screenshot Website", "Internet"),
}


@pytest.fixture
def lib(tmp_path: Path) -> Path:
    folder = tmp_path / "raycast"
    shutil.copytree(DATA, folder)
    return folder


@pytest.fixture
def stubs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """macOS commands the real scripts call, as stand-ins on PATH that print what they were given."""
    folder = tmp_path / "stubs"
    write_script(folder / "open", '#!/bin/sh\necho "OPEN:$1"\n')
    write_script(folder / "curl", "#!/bin/sh\necho 404\n")
    write_script(folder / "pbcopy", '#!/bin/sh\ncat > "$(dirname "$0")/clipboard"\n')  # node pipes its output
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    return folder


def _registry(tmp_path: Path, lib: Path) -> Registry:
    home = Home(tmp_path / "deck", forced=True)
    (home.root / "scripts" / "personas" / "default").mkdir(parents=True, exist_ok=True)
    registry = Registry(home, pi_layers=library_layers([("raycast", str(lib))]))
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
    ('{ "type": "text", "placeholder": "mood rating 1-5",}', {"type": "text", "placeholder": "mood rating 1-5"}),
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


# -- a real Raycast folder --------------------------------------------------------------------------


@pytest.mark.parametrize("tool_id", sorted(EXPECTED))
def test_real_commands_listed_with_title_and_package(tmp_path, lib, tool_id):
    tool = _registry(tmp_path, lib).get(tool_id)
    title, package = EXPECTED[tool_id]
    assert tool is not None, tool_id
    assert tool.state == "registered", tool.fix
    assert tool.display_name("en") == title
    assert [tool.group_label(g) for g in tool.groups] == [package]
    assert tool.layer == "raycast"


def test_template_readme_and_license_are_not_tools(tmp_path, lib):
    registry = _registry(tmp_path, lib)
    names = {t.path.name for t in registry.all_tools() if t.layer == "raycast"}
    assert names == {f for f in os.listdir(lib) if f.endswith((".sh", ".js", ".applescript"))} - {"log-in.template.sh"}


def test_mapping_of_arguments(tmp_path, lib):
    registry = _registry(tmp_path, lib)
    bnf = registry.get("bnf_search")
    assert bnf.argv == "positional"
    assert bnf.schema["required"] == ["argument1", "argument2"]
    assert bnf.schema["properties"]["argument1"]["oneOf"] == [{"const": "bnf", "title": "BNF (Adults)"},
                                                              {"const": "bnfc", "title": "BNFC (Children)"}]
    assert bnf.schema["properties"]["argument2"]["description"] == "Medication (e.g. Paracetamol)"
    assert registry.get("unlock").schema["properties"]["argument1"]["writeOnly"] is True
    assert "required" not in registry.get("slack_send_message").schema, "all three are optional"
    assert len(registry.get("slack_send_message").schema["properties"]) == 3, "trailing commas are read"
    assert registry.get("add_mood").schema["properties"]["argument1"]["description"] == "mood rating 1-5"


def test_raycast_only_fields_are_kept(tmp_path, lib):
    registry = _registry(tmp_path, lib)
    assert registry.get("stop_docker").raycast.needs_confirmation is True
    assert registry.get("bnf_search").raycast.needs_confirmation is False
    meta = registry.get("website_screenshots").raycast.metadata()
    assert meta["current_directory_path"] == "~/Desktop"
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
    assert "Medical (1)" in done.stdout
    assert "BNF Search" in done.stdout


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
                              "show", "stop_docker", "--json")
    assert payload["raycast"]["needs_confirmation"] is True
    assert payload["raycast"]["mode"] == "compact"
    assert payload["raycast"]["icon"] == "⏹️"
    assert payload["dialect"] == "raycast"


def test_arguments_reach_dollar_1_and_2(tmp_path, lib, stubs):
    """The real bnf-search.sh builds its URL from $1 (dropdown) and $2 (text); ``open`` prints it."""
    code, result = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "tool-call",
                            "bnf_search", "--args", json.dumps({"argument1": "bnfc", "argument2": "Paracetamol"}))
    assert code == 0, result
    assert result["stdout"] == "OPEN:https://bnfc.nice.org.uk/search?q=Paracetamol"


def test_node_command_with_two_arguments(tmp_path, lib, stubs):
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    code, result = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "tool-call",
                            "create_markdown_table", "--args", json.dumps({"argument1": "2", "argument2": "1"}))
    assert code == 0, result
    assert (stubs / "clipboard").read_text().split("\n") == ["|   |   |", "|---|---|", "|   |   |"]


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
    code, answer = cli_json(*base, "tool-call", "manage_script", "--args", '{"action": "disable", "id": "unlock"}')
    assert code == 0, answer
    code, refused = cli_json(*base, "tool-call", "unlock", "--args", '{"argument1": "x"}')
    assert code == 3, refused
    _code, listing = cli_json(*base, "list", "--json")
    assert {"id": "unlock", "path": str(lib / "unlock.sh"), "scope": "raycast"} in listing["disabled"]
    code, answer = cli_json(*base, "tool-call", "manage_script", "--args", '{"action": "enable", "id": "unlock"}')
    assert code == 0, answer
    _code, listing = cli_json(*base, "list", "--json")
    assert "unlock" in {r["id"] for r in listing["registered"]}
    assert _digest(lib) == before, "the Raycast folder is never written"


def test_set_is_refused_with_a_pointer_to_convert(tmp_path, lib):
    code, answer = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "tool-call",
                            "manage_script", "--args", '{"action": "set", "id": "unlock", "timeout_seconds": 5}')
    assert code == 1
    assert "convert" in answer["fix"]


# -- convert -------------------------------------------------------------------------------------------


def test_convert_makes_a_registered_miyu_copy_that_lints_clean_and_runs(tmp_path, lib, stubs):
    before = _digest(lib)
    base = ("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}")
    code, answer = cli_json(*base, "convert", "bnf_search")
    assert code == 0, answer
    copy = Path(answer["path"])
    assert copy.parent == tmp_path / "deck" / "scripts" / "personas" / "default"
    assert answer["shadows"]["layer"] == "raycast"
    header = parse_miyu(copy.read_bytes())
    assert header.argv == "positional"
    assert header.display_name == "BNF Search"
    assert list(header.parameters["properties"]) == ["argument1", "argument2"]
    code, lint = cli_json(*base, "lint", str(copy), "--json")
    assert code == 0, lint
    assert [f for entry in lint["files"] for f in entry["findings"] if f["severity"] == "error"] == []
    _code, shown = cli_json(*base, "show", "bnf_search", "--json")
    assert shown["layer"] == "persona", "the copy shadows the Raycast original"
    code, result = cli_json(*base, "tool-call", "bnf_search", "--args",
                            json.dumps({"argument1": "bnf", "argument2": "Ibuprofen"}))
    assert code == 0, result
    assert result["stdout"] == "OPEN:https://bnf.nice.org.uk/search?q=Ibuprofen"
    assert _digest(lib) == before


def test_convert_keeps_slash_comments_for_javascript(tmp_path, lib):
    code, answer = cli_json("--home", str(tmp_path / "deck"), "--library", f"raycast:{lib}", "convert",
                            "create_markdown_table", "--scope", "global")
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
    """A FIFO, a dangling link, binary junk that mentions @raycast. and a 40 MB file sit beside real commands."""
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
