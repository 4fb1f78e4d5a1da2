"""SPEC §24, the scan's seams, through the real ``scriptdeck`` command in a temp ``--home`` (issue 30):

- an ``index.json`` id that is not a tool id registers nothing (listed as unregistered, ``index-id-invalid``,
  ``tool-call`` refuses it as unknown);
- two Raycast commands of one id in one folder: the first by file name wins, the other is listed as shadowed with
  the winner's path; shadowed commands (in one folder or across folders) get ``duplicate-id``, never ``no-id``;
- pi: a project ``NAME.sh.disabled`` does not hide the global ``NAME.sh`` from ``tool-call`` (nor ``list``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import cli_json, write_script


def lint_json(*args: str, **kwargs: Any) -> tuple[int, dict[str, list[tuple[str, str]]]]:
    """``lint --json``: exit code and, per file, its (code, severity) pairs."""
    code, out = cli_json(*args, "lint", "--json", **kwargs)
    return code, {f["path"]: [(x["code"], x["severity"]) for x in f["findings"]] for f in out["files"]}


@pytest.mark.parametrize("bad", ["bad-id", "9lives", "a b", "a.b", "é", "_x", "a\n", "ok\t", " lead"])
def test_an_index_id_that_is_not_a_tool_id_registers_nothing(tmp_path: Path, bad: str) -> None:
    home = tmp_path / "home"
    scripts = home / "scripts"
    write_script(scripts / "b.sh", "#!/bin/sh\n# Description: Named by a bad entry.\necho ran\n")
    write_script(scripts / "good.sh", "#!/bin/sh\n# Description: A good tool.\necho good\n")
    (scripts / "index.json").write_text(json.dumps({"scripts": [{"id": bad, "path": "b.sh", "timeout": 5},
                                                                {"id": "fine", "path": "good.sh"}]}))
    code, listed = cli_json("--home", str(home), "list", "--json")
    assert code == 0
    registered = {tool["id"]: tool["path"] for tool in listed["registered"]}
    assert "fine" in registered, "the other tools are untouched"
    assert bad not in registered and "b" not in registered, "nothing registered for the script the bad id names"
    assert bad.strip() not in registered, "an id with blanks around it is not the id without them"
    [entry] = [u for u in listed["unregistered"] if u["path"] == str(scripts / "b.sh")]
    assert entry["reason"] == "index-id-invalid" and entry["name"] == bad and "index.json" in entry["fix"]

    code, files = lint_json("--home", str(home))
    assert code == 1
    assert ("index-id-invalid", "error") in files[str(scripts / "b.sh")]
    assert not [c for c, _s in files[str(scripts / "b.sh")] if c in ("no-id", "no-shebang")]

    code, answer = cli_json("--home", str(home), "tool-call", bad, stdin="{}")
    assert code == 3 and answer["ok"] is False and "not found" in answer["error"]
    code, answer = cli_json("--home", str(home), "tool-call", "fine", stdin="{}")
    assert code == 0 and answer["stdout"].strip() == "good"


def test_an_invalid_id_without_a_path_is_reported_too(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write_script(home / "scripts" / "t.sh", "#!/bin/sh\n# Description: A tool.\necho t\n")
    (home / "scripts" / "index.json").write_text(json.dumps({"scripts": [{"id": "t-t", "timeout": 5}]}))
    code, files = lint_json("--home", str(home))
    assert code == 1
    assert ("index-id-invalid", "error") in files[str(home / "scripts" / "index.json")]
    code, listed = cli_json("--home", str(home), "list", "--json")
    assert "t" in {tool["id"] for tool in listed["registered"]}


RAYCAST_SH = "#!/bin/bash\n# @raycast.schemaVersion 1\n# @raycast.title {title}\n# @raycast.mode silent\necho {title}\n"
RAYCAST_SWIFT = "#!/usr/bin/swift\n// @raycast.schemaVersion 1\n// @raycast.title {title}\n// @raycast.mode silent\n"


def test_a_raycast_collision_inside_one_folder_is_listed_as_shadowed(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "scripts").mkdir(parents=True)
    folder = tmp_path / "raycast"
    write_script(folder / "x.swift", RAYCAST_SWIFT.format(title="X swift"), executable=False)
    write_script(folder / "x.sh", RAYCAST_SH.format(title="X sh"))
    write_script(folder / "y.sh", RAYCAST_SH.format(title="Y"))
    flags = ("--home", str(home), "--library", f"raycast:{folder}")
    code, listed = cli_json(*flags, "list", "--json")
    assert code == 0
    registered = {tool["id"]: tool["path"] for tool in listed["registered"]}
    assert registered["x"] == str(folder / "x.sh"), "the first by file name wins"
    assert registered["y"] == str(folder / "y.sh")
    [loser] = [u for u in listed["unregistered"] if u["path"] == str(folder / "x.swift")]
    assert loser["reason"] == "shadowed" and loser["winner"] == str(folder / "x.sh")

    _code, files = lint_json(*flags)
    # duplicate-id only: not no-id, and not what a command that is not in use lacks (here its exec bit)
    assert [c for c, _s in files[str(folder / "x.swift")]] == ["duplicate-id"]


def test_commands_shadowed_across_folders_get_duplicate_id_and_never_no_id(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "scripts").mkdir(parents=True)
    first, second = tmp_path / "one", tmp_path / "two"
    write_script(first / "x.sh", RAYCAST_SH.format(title="X one"))
    write_script(first / "x.swift", RAYCAST_SWIFT.format(title="X swift"))  # after x.sh by name
    write_script(second / "x.sh", RAYCAST_SH.format(title="X two"))
    flags = ("--home", str(home), "--library", f"raycast:{first}", "--library", f"raycast:{second}")
    code, listed = cli_json(*flags, "list", "--json")
    assert code == 0
    assert {tool["id"]: tool["path"] for tool in listed["registered"]}["x"] == str(second / "x.sh")
    shadowed = {u["path"]: u for u in listed["unregistered"]}
    assert shadowed[str(first / "x.swift")]["winner"] == str(first / "x.sh")
    assert shadowed[str(first / "x.sh")]["winner"] == str(second / "x.sh")
    _code, files = lint_json(*flags)
    for path in (first / "x.swift", first / "x.sh"):
        codes = [c for c, _s in files[str(path)]]
        assert codes == ["duplicate-id"], (path, codes)


def test_tool_call_runs_the_global_pi_tool_beside_a_project_disabled_one(tmp_path: Path) -> None:
    user = tmp_path / "user"  # $HOME (conftest): pi's global folder is ~/.pi/agent/scripts
    write_script(user / ".pi" / "agent" / "scripts" / "g.sh", "#!/bin/bash\n# Description: global g\necho global-g\n")
    project = tmp_path / "project"
    write_script(project / ".pi" / "scripts" / "g.sh.disabled",
                 "#!/bin/bash\n# Description: project g\necho project-g\n")
    home = tmp_path / "home"
    (home / "scripts").mkdir(parents=True)
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_text(json.dumps({"pi_project": str(project)}))
    code, answer = cli_json("--home", str(home), "tool-call", "g_sh", stdin="{}")
    assert code == 0, answer
    assert answer["stdout"].strip() == "global-g"
    code, listed = cli_json("--home", str(home), "list", "--json")
    assert {tool["id"]: tool["path"] for tool in listed["registered"]}["g_sh"] == \
        str(user / ".pi" / "agent" / "scripts" / "g.sh")
    # with no global g.sh the project's disabled one is what the id names: refused as disabled, not run
    (user / ".pi" / "agent" / "scripts" / "g.sh").unlink()
    code, answer = cli_json("--home", str(home), "tool-call", "g_sh", stdin="{}")
    assert code != 0 and "disabled" in answer["error"]


@pytest.mark.parametrize("schema", ["[1, 2]", "42", '"text"', "true"])
def test_a_parameters_header_that_is_json_but_not_an_object_refuses_runs(tmp_path: Path, schema: str) -> None:
    """SPEC §15: a Parameters block that cannot be used refuses runs; valid JSON that is no schema object ran
    with no check at all (the generic schema stood in for it) while lint called it an error."""
    home = tmp_path / "home"
    write_script(home / "scripts" / "odd.sh", f"#!/bin/sh\n# Description: Odd schema.\n# Parameters: {schema}\n"
                                              "cat\n")
    code, answer = cli_json("--home", str(home), "tool-call", "odd", stdin="{}")
    assert code == 3 and answer["ok"] is False, answer
    assert "Parameters" in answer["error"] and "nothing was run" in answer["error"], answer
    assert "lint odd" in answer["fix"]
    code, files = lint_json("--home", str(home))
    assert ("params-not-object", "error") in files[str(home / "scripts" / "odd.sh")]
