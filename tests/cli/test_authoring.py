"""Issue 14 (core and CLI): `scriptdeck new` from templates, header editing, delete with undo, install-desktop."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects.header import parse_miyu
from scriptdeck.core.model.authoring import EXAMPLE_ARGS, AuthoringError, NewTool, create_tool, render
from scriptdeck.core.model.header_edit import (
    FIELDS,
    HeaderEditError,
    edit_header,
    edit_tool_header,
    header_fields,
    load_for_edit,
    render_header,
    undo_header_edit,
)
from scriptdeck.core.model.manage import ManageError, Manager
from scriptdeck.core.model.trash import delete_file, list_trash, restore
from scriptdeck.core.store import desktop
from scriptdeck.core.store.paths import RESOURCES, Home

from tests.conftest import REPO, make_registry, write_script


def cli(tmp_path: Path, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``scriptdeck --home <tmp>/deck ARGS`` as a separate process, from ``cwd`` (a pi project folder)."""
    return subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(tmp_path / "deck"), *args],
                          capture_output=True, text=True, timeout=120, cwd=str(cwd or tmp_path),
                          env=dict(os.environ))


def last_json(done: subprocess.CompletedProcess[str]) -> dict:
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert lines, f"no output; stderr: {done.stderr}"
    return json.loads(lines[-1])


def all_findings(lint: dict) -> list:
    return [f for file in lint["files"] for f in file["findings"]]


# -- scriptdeck new, end to end ------------------------------------------------------------------------

needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


@pytest.mark.slow
@pytest.mark.parametrize("template", ["python", "bash", pytest.param("node", marks=needs_node)])
def test_new_tool_lints_clean_and_runs_as_created(tmp_path: Path, template: str) -> None:
    tool_id = f"fresh_{template}"
    done = cli(tmp_path, "new", tool_id, "--template", template, "--json")
    assert done.returncode == 0, done.stderr
    created = last_json(done)
    path = Path(created["path"])
    assert path.parent == tmp_path / "deck" / "scripts" / "personas" / "default"
    assert created["ok"] is True
    assert created["lint"] == []
    assert os.access(path, os.X_OK)
    lint = cli(tmp_path, "lint", tool_id, "--json")
    assert lint.returncode == 0, lint.stdout
    assert all_findings(last_json(lint)) == []
    run = cli(tmp_path, "tool-call", tool_id, "--args", json.dumps(created["example_args"]))
    assert run.returncode == 0, run.stdout + run.stderr
    result = last_json(run)
    assert result["success"] is True
    assert result["stdout"].strip() == "result for hello"
    as_json = cli(tmp_path, "tool-call", tool_id, "--args", '{"query": "a \\"q\\"", "format": "json"}')
    assert json.loads(last_json(as_json)["stdout"]) == {"ok": True, "query": 'a "q"', "answer": 'result for a "q"'}


@pytest.mark.slow
def test_new_tool_fails_with_the_ok_false_json_when_the_query_is_empty(tmp_path: Path) -> None:
    assert cli(tmp_path, "new", "echoer", "--template", "bash").returncode == 0
    run = cli(tmp_path, "tool-call", "echoer", "--args", '{"query": ""}')
    assert run.returncode == 1, run.stdout
    assert json.loads(last_json(run)["stdout"]) == {"ok": False, "error": "query is required",
                                                     "fix": 'pass {"query": "..."}'}


@pytest.mark.slow
def test_new_with_names_description_and_groups_writes_them_into_the_header(tmp_path: Path) -> None:
    done = cli(tmp_path, "new", "lookup", "--display-name", "Look up", "--name-zh", "查询",
               "--description", "Look up a word. Use for definitions.", "--group", "research", "--group", "words",
               "--scope", "global", "--json")
    assert done.returncode == 0, done.stderr
    path = Path(last_json(done)["path"])
    assert path.parent == tmp_path / "deck" / "scripts"
    header = parse_miyu(path.read_bytes())
    assert (header.display_name, header.display_name_zh) == ("Look up", "查询")
    assert header.description == "Look up a word. Use for definitions."
    assert header.groups == ["research", "words"]
    show = last_json(cli(tmp_path, "show", "lookup", "--json"))
    assert show["layer"] == "global"


@pytest.mark.slow
def test_new_pi_tool_appears_as_a_pi_tool_of_the_project_and_runs(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    project.mkdir()
    done = cli(tmp_path, "new", "gather", "--template", "pi", "--json", cwd=project)
    assert done.returncode == 0, done.stderr
    created = last_json(done)
    assert Path(created["path"]) == project / ".pi" / "scripts" / "gather.sh"
    listed = last_json(cli(tmp_path, "list", "--json", cwd=project))
    assert {"id": "gather_sh", "layer": "pi-project"} in [{"id": t["id"], "layer": t["layer"]}
                                                          for t in listed["registered"]]
    lint = cli(tmp_path, "lint", "gather_sh", "--json", cwd=project)
    assert all_findings(last_json(lint)) == []
    run = cli(tmp_path, "tool-call", "gather_sh", "--args", json.dumps(EXAMPLE_ARGS["pi"]), cwd=project)
    assert run.returncode == 0, run.stdout + run.stderr
    assert last_json(run)["stdout"] == "result for hello\n"


@pytest.mark.slow
def test_new_pi_tool_goes_to_the_settings_project_or_the_global_pi_folder(tmp_path: Path) -> None:
    project = tmp_path / "chosen"
    (tmp_path / "deck" / "config").mkdir(parents=True)
    (tmp_path / "deck" / "config" / "settings.json").write_text(json.dumps({"pi_project": str(project)}))
    local = last_json(cli(tmp_path, "new", "here", "--template", "pi", "--json"))
    assert Path(local["path"]) == project / ".pi" / "scripts" / "here.sh"
    glob = last_json(cli(tmp_path, "new", "everywhere", "--template", "pi", "--scope", "global", "--json"))
    assert Path(glob["path"]) == Path.home() / ".pi" / "agent" / "scripts" / "everywhere.sh"
    assert glob["layer"] == "pi-global"


@pytest.mark.slow
def test_new_refuses_an_existing_file_unless_overwrite(tmp_path: Path) -> None:
    assert cli(tmp_path, "new", "twice").returncode == 0
    path = tmp_path / "deck" / "scripts" / "personas" / "default" / "twice.py"
    path.write_text(path.read_text() + "# my edit\n")
    edited = path.read_bytes()
    again = cli(tmp_path, "new", "twice")
    assert again.returncode == 1
    assert "already exists" in again.stderr
    assert "--overwrite" in again.stderr
    assert path.read_bytes() == edited
    assert cli(tmp_path, "new", "twice", "--overwrite").returncode == 0
    assert b"# my edit" not in path.read_bytes()


@pytest.mark.slow
@pytest.mark.parametrize("args, words", [
    (["bad id"], "invalid tool id"),
    (["read"], "reserved"),
    (["ok", "--description", "fine\n# Id: evil"], "line break"),
    (["ok", "--display-name", "Fine\r# Trust: external"], "line break"),
    (["ok", "--name-zh", "名\u2028# Id: evil"], "line break"),
    (["ok", "--display-name", "中文名"], "Chinese"),
    (["ok", "--group", "a b"], "groups"),
    (["ok", "--group", "a,b"], "groups"),
])
def test_new_refuses_hostile_input_with_one_line_and_writes_nothing(tmp_path: Path, args: list[str],
                                                                    words: str) -> None:
    done = cli(tmp_path, "new", *args)
    assert done.returncode == 1, done.stdout
    assert words in done.stderr
    assert "Traceback" not in done.stderr
    deck = tmp_path / "deck"
    written = [str(p.relative_to(deck)) for p in deck.rglob("*") if p.is_file() and p.relative_to(deck).parts[0] != "state"]
    assert written == [], "a refused `new` writes no file (only the scan's own state)"
    assert {p.name for p in tmp_path.iterdir()} <= {"deck", "user"}, "nor anything in the folder it ran from"


def test_new_reports_the_lint_warnings_a_given_description_causes(home: Home) -> None:
    long = "This description's first sentence goes on far longer than the sixty characters a stub shows."
    created = create_tool(make_registry(home), NewTool("wordy", description=long))
    assert [f["code"] for f in created.to_json()["lint"]] == ["first-sentence-long"]


def test_new_json_refusal_is_the_error_object(tmp_path: Path) -> None:
    done = cli(tmp_path, "new", "ok", "--description", "x\ny", "--json")
    assert done.returncode == 1
    answer = last_json(done)
    assert answer["ok"] is False
    assert "fix" in answer


_TEXT = st.text(st.characters(codec="utf-8"), max_size=40)


@settings(max_examples=300, deadline=None)
@given(description=_TEXT, display=_TEXT, name_zh=_TEXT)
def test_hostile_names_never_inject_header_lines(description: str, display: str, name_zh: str) -> None:
    request = NewTool("probe", "python", display_name=display, name_zh=name_zh, description=description)
    try:
        data = render(request)
    except (AuthoringError, HeaderEditError):
        return
    header = parse_miyu(data)
    template = parse_miyu(render(NewTool("probe", "python")))
    assert header.description == (description.strip() or template.description)
    assert header.display_name == (display.strip() or "Probe")
    assert header.display_name_zh == (name_zh.strip() or header.display_name)
    others = {name: getattr(header, name) for name in FIELDS
              if name not in ("description", "display_name", "display_name_zh")}
    assert others == {name: getattr(template, name) for name in others}


def test_registration_refused_after_writing_leaves_no_file(home: Home, script) -> None:
    layer = home.persona_dir
    write_script(layer / "other.py", "#!/usr/bin/env python3\n# Id: taken\n# Description: Holds the id.\n")
    registry = make_registry(home)
    Manager(registry).call({"action": "register", "path": str(layer / "other.py")})
    with pytest.raises(ManageError, match="already used"):
        create_tool(registry, NewTool("taken"))
    assert not (layer / "taken.py").exists()


def test_a_new_tool_in_an_unreadable_index_layer_is_refused_and_removed(home: Home) -> None:
    (home.persona_dir / "index.json").write_text("{broken")
    registry = make_registry(home)
    with pytest.raises(ManageError):
        create_tool(registry, NewTool("fresh"))
    assert not (home.persona_dir / "fresh.py").exists()
    assert (home.persona_dir / "index.json").read_text() == "{broken"


# -- header editing -------------------------------------------------------------------------------------

PY = (b"#!/usr/bin/env python3\r\n# -*- coding: utf-8 -*-\r\n# Copyright: Someone\r\n# \xe6\x98\xbe\xe7\xa4\xba"
      b"\xe5\x90\x8d\xe7\xa7\xb0\xef\xbc\x9a\xe6\x97\xa7\r\n# Description: Old one.\r\n# Parameters:\r\n# {\r\n"
      b"#   \"type\": \"object\"\r\n# }\r\n# a note without a key\r\n\r\nimport sys\r\n# Description: not header\r\n"
      b"print('\xff raw bytes stay')\r\n")


def test_edit_rewrites_only_the_header_and_keeps_body_unknown_lines_and_coding(tmp_path: Path) -> None:
    path = tmp_path / "tool.py"
    path.write_bytes(PY)
    path.chmod(0o751)
    schema = {"type": "object", "properties": {"q": {"type": "string", "description": "what"}}}
    result = edit_header(path, {"description": "New one.", "display_name_zh": "新", "groups": ["a", "b"],
                                "parameters": schema, "timeout_seconds": 30})
    data = path.read_bytes()
    assert data == result.after
    body = PY[PY.index(b"import sys"):]
    assert data.endswith(body)
    lines = data.split(b"\r\n")
    assert lines[1] == b"# -*- coding: utf-8 -*-"
    assert b"# Copyright: Someone\r\n" in data
    assert b"# a note without a key\r\n" in data
    assert b"\n" not in data.replace(b"\r\n", b"")
    header = parse_miyu(data)
    assert (header.description, header.display_name_zh, header.groups) == ("New one.", "新", ["a", "b"])
    assert header.parameters == schema
    assert header.timeout_seconds == 30
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o751
    assert data.count(b"Description:") == 2  # the header's one, and the body's untouched one


def test_edit_removes_a_key_given_as_empty_and_keeps_keys_not_given(tmp_path: Path) -> None:
    path = tmp_path / "tool.py"
    path.write_bytes(PY)
    edit_header(path, {"parameters": None, "display_name": "Fresh"})
    header = parse_miyu(path.read_bytes())
    assert header.parameters is None
    assert b'"type"' not in path.read_bytes().split(b"import sys")[0]
    assert header.display_name == "Fresh"
    assert header.description == "Old one."


def test_an_editor_loads_fields_and_writes_them_back_unchanged_byte_exact(tmp_path: Path) -> None:
    path = tmp_path / "tool.py"
    path.write_bytes(PY)
    data, fields = load_for_edit(path)
    assert fields["description"] == "Old one."
    assert fields["parameters"] == {"type": "object"}
    result = edit_header(path, {"description": fields["description"], "display_name_zh": "旧"}, expected=data)
    assert result.changed is False
    assert path.read_bytes() == PY


def test_undo_puts_the_old_bytes_back(tmp_path: Path) -> None:
    path = tmp_path / "tool.py"
    path.write_bytes(PY)
    result = edit_header(path, {"description": "Changed."})
    undo_header_edit(result)
    assert path.read_bytes() == PY


def test_edit_is_refused_when_the_file_changed_since_it_was_read(tmp_path: Path) -> None:
    path = tmp_path / "tool.py"
    path.write_bytes(PY)
    with pytest.raises(HeaderEditError, match="changed on disk"):
        edit_header(path, {"description": "Changed."}, expected=PY + b"#")
    assert path.read_bytes() == PY


@pytest.mark.parametrize("value", ["a\nb", "a\r# Id: x", "x\u2029y", "nul\0"])
def test_a_value_that_would_break_the_header_is_refused(tmp_path: Path, value: str) -> None:
    path = tmp_path / "tool.py"
    path.write_bytes(PY)
    with pytest.raises(HeaderEditError, match="line break or control"):
        edit_header(path, {"description": value})
    assert path.read_bytes() == PY


def test_an_unclosed_parameters_block_is_replaced_and_new_keys_go_above_it(tmp_path: Path) -> None:
    text = b"#!/bin/bash\n# Description: D.\n# Parameters:\n# {\n#   \"type\": \"object\",\nset -e\n"
    assert parse_miyu(text).parameters_error == "unclosed"
    assert parse_miyu(render_header(text, {"display_name": "X"})).display_name == "X"
    fixed = render_header(text, {"parameters": {"type": "object"}})
    assert parse_miyu(fixed).parameters == {"type": "object"}
    assert fixed.endswith(b"set -e\n")


def test_builtin_and_link_leaving_the_layer_are_read_only(home: Home, tmp_path: Path) -> None:
    outside = write_script(tmp_path / "elsewhere.py", "#!/usr/bin/env python3\n# Description: Out there.\n")
    os.symlink(outside, home.persona_dir / "linked.py")
    registry = make_registry(home)
    with pytest.raises(HeaderEditError, match="read-only"):
        edit_tool_header(registry, "color_swatch", {"description": "Mine."})
    with pytest.raises(HeaderEditError, match="symbolic link"):
        edit_tool_header(registry, "linked", {"description": "Mine."})
    assert parse_miyu(outside.read_bytes()).description == "Out there."


def test_a_link_inside_the_layer_is_written_through_and_stays_a_link(home: Home) -> None:
    real = write_script(home.persona_dir / "real.py", "#!/usr/bin/env python3\n# Description: Real.\nimport os\n")
    os.symlink("real.py", home.persona_dir / "alias.py")
    registry = make_registry(home)
    edit_tool_header(registry, "alias", {"description": "Edited."})
    assert os.path.islink(home.persona_dir / "alias.py")
    assert parse_miyu(real.read_bytes()).description == "Edited."
    assert registry.get("real").description == "Edited."


_LINE_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cc", "Cs", "Zl", "Zp", "Cn")),
                     min_size=1, max_size=30).map(str.strip).filter(bool)
_NAME = st.text(st.characters(codec="utf-8", exclude_categories=("Cc", "Cs", "Zl", "Zp", "Cn", "Zs")),
                min_size=1, max_size=12).filter(lambda s: not any(c in s for c in ",，;") and not s.isspace()
                                                 and s == "".join(s.split()))
_JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | _LINE_TEXT,
                     lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_LINE_TEXT, inner, max_size=3),
                     max_leaves=8)
_FIELD_VALUES = {
    "id": st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,10}", fullmatch=True),
    "display_name_zh": _LINE_TEXT, "display_name": _LINE_TEXT, "description": _LINE_TEXT,
    "description_zh": _LINE_TEXT, "stub_example": _LINE_TEXT,
    "timeout_seconds": st.integers(1, 10**6),
    "groups": st.lists(_NAME, max_size=3), "requires": st.lists(_NAME, max_size=3),
    "capabilities": st.lists(_NAME, max_size=3),
    "argv": st.sampled_from(["none", "flags", "positional"]), "trust": st.sampled_from(["owner", "external"]),
    "permission": st.sampled_from(["read_only", "presentation", "writes"]), "expose": st.sampled_from(["tool", "skill"]),
    "hints": st.lists(st.fixed_dictionaries({"tool": _NAME.filter(lambda s: ":" not in s and "：" not in s),
                                             "hint": _LINE_TEXT}), max_size=2),
    "parameters": st.dictionaries(_LINE_TEXT, _JSON, max_size=4).map(lambda d: {**d, "type": "object"}),
}
_STYLES = {"python": (b"#!/usr/bin/env python3", b"#", b"import json\n"),
           "bash": (b"#!/usr/bin/env bash", b"#", b"set -euo pipefail\n"),
           "node": (b"#!/usr/bin/env node", b"//", b"\"use strict\";\n")}


_STARTS = {
    "block": [b" Description: Before.", b" Group: old", b" Parameters:", b" {\"type\": \"object\",",
              b"  \"properties\": {}}", b" Display name: After the block"],
    "inline": [b" \xe5\xb7\xa5\xe5\x85\xb7\xe5\x90\x8d\xe7\xa7\xb0\xef\xbc\x9aAlias name",
               b" params: {\"type\": \"object\"}", b" group: a", b" Group: b", b" Hint: other: Use it first."],
    "bare": [],
}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(style=st.sampled_from(sorted(_STYLES)), crlf=st.booleans(), start=st.sampled_from(sorted(_STARTS)),
       fields=st.fixed_dictionaries({}, optional=_FIELD_VALUES),
       tail=st.binary(max_size=200), keep=st.booleans())
def test_header_edit_round_trips_and_keeps_the_body_byte_exact(tmp_path: Path, style: str, crlf: bool, start: str,
                                                              fields: dict, tail: bytes, keep: bool) -> None:
    shebang, leader, code = _STYLES[style]
    eol = b"\r\n" if crlf else b"\n"
    head = [shebang] + [leader + line for line in _STARTS[start]]
    if keep:
        head.insert(1, leader + b" Copyright: keep me")
    body = code + tail
    path = tmp_path / f"edit_{style}"
    path.write_bytes(eol.join(head) + eol + body)
    before = parse_miyu(path.read_bytes())
    edit_header(path, fields)
    after = path.read_bytes()
    assert after.endswith(body)
    assert after[len(after) - len(body) - len(eol):].startswith(eol)
    parsed = parse_miyu(after)
    expected = {**header_fields(before), **fields}
    assert header_fields(parsed) == expected
    if keep:
        assert leader + b" Copyright: keep me" + eol in after


# -- delete with undo -----------------------------------------------------------------------------------

def test_delete_keeps_a_private_copy_and_restore_puts_file_and_index_entries_back(home: Home) -> None:
    path = write_script(home.persona_dir / "keeper.py", "#!/usr/bin/env python3\n# Description: Keep me.\n")
    path.chmod(0o750)
    original = path.read_bytes()
    registry = make_registry(home)
    Manager(registry).call({"action": "register", "path": str(path), "timeout_seconds": 42})
    index = home.persona_dir / "index.json"
    doc = json.loads(index.read_text())
    doc["scripts"][0]["x_custom"] = "KEEP"
    index.write_text(json.dumps(doc).replace('"KEEP"', "1e400"))
    item = delete_file(registry, "keeper")
    assert not path.exists()
    assert "keeper" not in index.read_text()
    assert registry.get("keeper") is None
    assert stat.S_IMODE(os.stat(item.stored).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(item.stored.parent).st_mode) == 0o700
    assert [i.stored for i in list_trash(registry)] == [item.stored]
    restore(registry, list_trash(registry)[0])
    assert path.read_bytes() == original
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o750
    assert "1e400" in index.read_text()
    assert registry.get("keeper").timeout_seconds == 42
    assert list_trash(registry) == []


def test_a_builtin_cannot_be_deleted_and_nothing_is_kept(home: Home) -> None:
    registry = make_registry(home)
    with pytest.raises(ManageError, match="built-in"):
        delete_file(registry, "color_swatch")
    assert list_trash(registry) == []
    assert (RESOURCES / "builtin" / "color_swatch.py").exists()


def test_restore_is_refused_when_the_name_is_taken_again(home: Home) -> None:
    path = write_script(home.persona_dir / "again.py", "#!/usr/bin/env python3\n# Description: First.\n")
    registry = make_registry(home)
    item = delete_file(registry, "again")
    write_script(path, "#!/usr/bin/env python3\n# Description: Second.\n")
    with pytest.raises(Exception, match="exists again"):
        restore(registry, item)
    assert parse_miyu(path.read_bytes()).description == "Second."
    assert list_trash(registry) != []


def test_a_deleted_symlink_comes_back_as_the_same_link_and_its_target_is_untouched(home: Home,
                                                                                  tmp_path: Path) -> None:
    target = write_script(tmp_path / "stowed.py", "#!/usr/bin/env python3\n# Description: Stowed.\n")
    link = home.persona_dir / "stowed.py"
    os.symlink(target, link)
    registry = make_registry(home)
    item = delete_file(registry, "stowed")
    assert not os.path.lexists(link)
    assert target.exists()
    restore(registry, item)
    assert os.readlink(link) == str(target)


def test_a_pi_tool_is_deleted_and_restored(home: Home, tmp_path: Path) -> None:
    from scriptdeck.core.model.registry import Layer

    folder = tmp_path / "pi"
    script = write_script(folder / "tidy.sh", "#!/bin/bash\n# Description: Tidy up.\necho hi\n")
    registry = make_registry(home, pi_layers=[Layer("pi-project", folder, "pi", True)])
    item = delete_file(registry, "tidy_sh")
    assert not script.exists()
    restore(registry, item)
    assert registry.get("tidy_sh") is not None


# -- install-desktop ------------------------------------------------------------------------------------

@pytest.mark.slow
def test_install_desktop_puts_entry_and_icon_in_xdg_data_home_and_uninstall_removes_them(tmp_path: Path) -> None:
    data = tmp_path / "xdg"
    env = {**os.environ, "XDG_DATA_HOME": str(data)}
    run = [sys.executable, "-m", "scriptdeck", "--home", str(tmp_path / "deck"), "install-desktop"]
    done = subprocess.run(run, capture_output=True, text=True, timeout=120, env=env, cwd=str(REPO))
    assert done.returncode == 0, done.stderr
    entry = data / "applications" / "scriptdeck.desktop"
    icon = data / "icons" / "hicolor" / "scalable" / "apps" / "scriptdeck.svg"
    assert icon.read_bytes() == (RESOURCES / "icons" / "scriptdeck.svg").read_bytes()
    lines = entry.read_text().splitlines()
    exec_line = next(line for line in lines if line.startswith("Exec="))
    program = exec_line[len("Exec="):].split(" ")[0]
    assert os.path.isabs(program)
    assert os.access(program, os.X_OK)
    assert f"TryExec={program}" in lines, "an uninstalled ScriptDeck leaves no dead menu entry (SPEC §31)"
    assert "Icon=scriptdeck" in lines
    validator = shutil.which("desktop-file-validate")
    shipped = subprocess.run([validator, str(RESOURCES / "scriptdeck.desktop")], capture_output=True, text=True,
                             timeout=60) if validator else None
    assert shipped is None or shipped.returncode == 0, shipped.stdout + shipped.stderr
    assert "TryExec=scriptdeck" in (RESOURCES / "scriptdeck.desktop").read_text(encoding="utf-8").splitlines()
    if validator:
        check = subprocess.run([validator, str(entry)], capture_output=True, text=True, timeout=60)
        assert check.returncode == 0, check.stdout + check.stderr
    if shutil.which("update-desktop-database"):
        assert (data / "applications" / "mimeinfo.cache").exists()
    gone = subprocess.run(run + ["--uninstall"], capture_output=True, text=True, timeout=120, env=env,
                          cwd=str(REPO))
    assert gone.returncode == 0, gone.stderr
    assert not entry.exists()
    assert not icon.exists()


def test_uninstall_leaves_an_entry_scriptdeck_did_not_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    paths = desktop.DesktopPaths.for_user()
    paths.desktop.parent.mkdir(parents=True)
    paths.desktop.write_text("[Desktop Entry]\nName=Mine\n")
    assert desktop.uninstall()["removed"] == []
    assert paths.desktop.read_text() == "[Desktop Entry]\nName=Mine\n"


@pytest.mark.parametrize("arg, quoted", [
    ("/usr/bin/scriptdeck", "/usr/bin/scriptdeck"),
    ("/home/a b/bin/scriptdeck", '"/home/a b/bin/scriptdeck"'),
    ("/x/$HOME/y", '"/x/\\\\$HOME/y"'),
    ("/x/100%/y", "/x/100%%/y"),
])
def test_exec_arguments_are_quoted_as_the_desktop_entry_spec_asks(arg: str, quoted: str) -> None:
    assert desktop.exec_quote(arg) == quoted


def test_install_writes_exec_with_the_given_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    desktop.install(command=["/opt/Script Deck/bin/scriptdeck", "$weird%"])
    entry = desktop.DesktopPaths.for_user().desktop
    assert 'Exec="/opt/Script Deck/bin/scriptdeck" "\\\\$weird%%" gui\n' in entry.read_text()
    validator = shutil.which("desktop-file-validate")
    if validator:
        check = subprocess.run([validator, str(entry)], capture_output=True, text=True, timeout=60)
        assert check.returncode == 0, check.stdout + check.stderr


@pytest.mark.parametrize("data", [b"#!/bin/bash", b"#!/bin/bash\n", b"#!/bin/bash\n# Description: Only.",
                                  b"#!/bin/bash\r\n# note\r\n\r\n"])
def test_files_that_are_all_header_get_the_new_keys(data: bytes) -> None:
    after = render_header(data, {"description": "Set.", "groups": ["g"]})
    header = parse_miyu(after)
    assert (header.description, header.groups) == ("Set.", ["g"])


def test_a_file_without_shebang_or_with_a_huge_header_is_refused() -> None:
    with pytest.raises(HeaderEditError, match="shebang"):
        render_header(b"echo hi\n", {"description": "x"})
    huge = b"#!/bin/bash\n" + b"# filler line\n" * 4000 + b"echo hi\n"
    with pytest.raises(HeaderEditError, match="32 KiB"):
        render_header(huge, {"description": "x"})
