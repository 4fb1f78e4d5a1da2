"""Hostile input at every entry point never crashes, hangs or hides other tools (SPEC §15, issue 9 items 10-13, 17).

Every test runs the real CLI in a subprocess; timeouts only bound a hang.
"""

from __future__ import annotations

import json
import os
import pwd
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.contract.jsonsafe import is_plain_json
from scriptdeck.core.dialects.header import MAX_SCHEMA_DEPTH, Header, parse_miyu
from scriptdeck.core.model.header_cache import record_checker
from scriptdeck.core.model.registry import _HEADER_RECORD_TYPES

from tests.conftest import REPO, run_cli, write_script

GOOD = "#!/bin/sh\n# Description: Echo the arguments\n# 显示名称：回显\ncat\n"
DEEP_PARAMS = "#!/bin/sh\n# Description: Deep\n# Parameters: " + "[" * 10_000 + "]" * 10_000 + "\necho hi\n"


def tool_with_schema(schema: object, body: str = "cat") -> str:
    return f"#!/bin/sh\n# Description: Hostile\n# 显示名称：恶意\n# Parameters: {json.dumps(schema)}\n{body}\n"


def no_traceback(done: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in done.stderr, done.stderr
    assert "RecursionError" not in done.stderr, done.stderr


def home_args(home: Path) -> list[str]:
    return ["--home", str(home)]


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    root = tmp_path / "deck"
    write_script(root / "scripts" / "good.sh", GOOD)
    return root


def lint_codes(home: Path, *targets: str) -> dict[str, list[str]]:
    done = run_cli(*home_args(home), "lint", "--json", *targets)
    no_traceback(done)
    payload = json.loads(done.stdout)
    return {Path(f["path"]).name: [x["code"] for x in f["findings"]] for f in payload["files"]}


# -- item 10: deep nesting -------------------------------------------------------------------------

def test_deep_parameters_header_is_a_lint_error_and_hides_nothing(deck: Path) -> None:
    write_script(deck / "scripts" / "deep.sh", DEEP_PARAMS)
    done = run_cli(*home_args(deck), "list", "--json")
    no_traceback(done)
    ids = {t["id"] for t in json.loads(done.stdout)["registered"]}
    assert "good" in ids, done.stdout
    assert "params-too-deep" in lint_codes(deck)["deep.sh"]
    show = run_cli(*home_args(deck), "show", "deep", "--json")
    no_traceback(show)
    assert show.returncode == 0, show.stderr


def test_deep_parameters_tool_refuses_runs(deck: Path) -> None:
    write_script(deck / "scripts" / "deep.sh", DEEP_PARAMS)
    done = run_cli(*home_args(deck), "tool-call", "deep", "--args", "{}")
    no_traceback(done)
    assert done.returncode == 3, done.stdout
    assert "Parameters header cannot be used" in done.stdout


@pytest.mark.parametrize("text", ["[" * 10_000 + "]" * 10_000, '{"a":' * 10_000 + "1" + "}" * 10_000])
def test_deep_args_are_refused(deck: Path, text: str) -> None:
    done = run_cli(*home_args(deck), "tool-call", "good", "--args", text)
    no_traceback(done)
    assert done.returncode == 3
    assert "nested deeper" in json.loads(done.stdout)["error"]


def test_deep_manage_stdin_is_refused(deck: Path) -> None:
    done = run_cli(*home_args(deck), "tool-call", "manage_script", "--stdin", stdin="[" * 10_000 + "]" * 10_000)
    no_traceback(done)
    assert done.returncode == 3
    assert "nested deeper" in json.loads(done.stdout)["error"]


def test_deep_settings_json_is_reported_not_crashed(deck: Path) -> None:
    (deck / "config").mkdir()
    (deck / "config" / "settings.json").write_text('{"a":' * 10_000 + "1" + "}" * 10_000)
    done = run_cli(*home_args(deck), "list", "--json")
    no_traceback(done)
    assert done.returncode == 0


# -- item 11: hostile schemas ----------------------------------------------------------------------

HOSTILE_SCHEMAS = {
    "recursive-ref": {"$ref": "#", "type": "object"},
    "cyclic-defs": {"type": "object", "$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}},
                    "properties": {"x": {"$ref": "#/$defs/a"}}},
    "unknown-type": {"type": "object", "properties": {"x": {"type": "foo"}}},
    "invalid-pattern": {"type": "object", "properties": {"x": {"type": "string", "pattern": "("}}},
    "min-properties-string": {"type": "object", "minProperties": "x"},
    "remote-ref": {"type": "object", "properties": {"x": {"$ref": "http://127.0.0.1:9/never.json"}}},
    "schema-list": {"$schema": [], "type": "object"},
    "lookahead": {"type": "object", "properties": {"x": {"type": "string", "pattern": "(?=a)a"}}},
    # jsonschema's unevaluatedProperties would run the pattern on Python's re itself (issue 42)
    "unevaluated-with-patterns": {"type": "object", "patternProperties": {"(b+)+$": {}},
                                  "allOf": [{"unevaluatedProperties": False}]},
}


@pytest.mark.parametrize("name", sorted(HOSTILE_SCHEMAS))
def test_hostile_schema_is_a_lint_error_on_that_tool_only(deck: Path, name: str) -> None:
    write_script(deck / "scripts" / "bad.sh", tool_with_schema(HOSTILE_SCHEMAS[name]))
    codes = lint_codes(deck)
    assert "params-invalid-schema" in codes["bad.sh"], codes
    assert "params-invalid-schema" not in codes["good.sh"], codes


@pytest.mark.parametrize("name", sorted(HOSTILE_SCHEMAS))
def test_hostile_schema_refuses_runs_with_a_reason(deck: Path, name: str) -> None:
    write_script(deck / "scripts" / "bad.sh", tool_with_schema(HOSTILE_SCHEMAS[name], "echo RAN"))
    done = run_cli(*home_args(deck), "tool-call", "bad", "--args", '{"x": "a"}')
    no_traceback(done)
    assert done.returncode == 3, done.stdout
    answer = json.loads(done.stdout)
    # the schema is what cannot be used: the fix points at lint, not at the arguments
    assert "Parameters header cannot be used" in answer["error"] and "nothing was run" in answer["error"], answer
    assert "scriptdeck lint bad" in answer["fix"], answer


def test_catastrophic_pattern_is_checked_in_linear_time(deck: Path) -> None:
    schema = {"type": "object", "properties": {"x": {"type": "string", "pattern": "(a+)+$"}},
              "patternProperties": {"(b+)+$": {}}, "additionalProperties": False}
    write_script(deck / "scripts" / "bad.sh", tool_with_schema(schema))
    args = json.dumps({"x": "a" * 5000 + "!", "b" * 5000 + "!": 1})
    # Python's re needs ~2**5000 steps here; the timeout only bounds a hang
    done = run_cli(*home_args(deck), "tool-call", "bad", "--args", args, timeout=60)
    no_traceback(done)
    assert done.returncode == 3
    assert "does not match" in json.loads(done.stdout)["error"]


def test_schema_list_does_not_break_lint_of_others(deck: Path) -> None:
    write_script(deck / "scripts" / "bad.sh", tool_with_schema({"$schema": [], "type": "object"}))
    done = run_cli(*home_args(deck), "lint", "good")
    no_traceback(done)
    assert done.returncode == 0, done.stdout


# -- item 12: FIFOs and special files --------------------------------------------------------------

def test_lint_of_a_fifo_does_not_block(tmp_path: Path, deck: Path) -> None:
    fifo = tmp_path / "pipe.sh"
    os.mkfifo(fifo)
    done = run_cli(*home_args(deck), "lint", "--json", str(fifo), timeout=60)
    no_traceback(done)
    assert [x["code"] for x in json.loads(done.stdout)["files"][0]["findings"]] == ["not-a-file"]


def test_special_files_in_a_layer_do_not_block_or_hide(deck: Path) -> None:
    os.mkfifo(deck / "scripts" / "pipe.sh")
    (deck / "scripts" / "folder.sh").mkdir()
    os.symlink("/dev/zero", deck / "scripts" / "zero.sh")
    done = run_cli(*home_args(deck), "list", "--json", timeout=60)
    no_traceback(done)
    assert {t["id"] for t in json.loads(done.stdout)["registered"]} == {"good"} | builtin_ids(deck)


def builtin_ids(deck: Path) -> set[str]:
    empty = deck.parent / "empty"
    empty.mkdir(exist_ok=True)
    return {t["id"] for t in json.loads(run_cli("--home", str(empty), "list", "--json").stdout)["registered"]}


def test_fifo_settings_file_does_not_block(deck: Path) -> None:
    (deck / "config").mkdir()
    os.mkfifo(deck / "config" / "settings.json")
    done = run_cli(*home_args(deck), "list", "--json", timeout=60)
    no_traceback(done)
    assert done.returncode == 0


# -- item 13: misc hostile input -------------------------------------------------------------------

@pytest.mark.parametrize(("text", "words"), [
    ("NaN", "not a JSON number"), ('{"a": Infinity}', "not a JSON number"), ('{"a": 1e400}', "too large"),
    ('{"a": "\\ud800"}', "lone surrogate"), ('{"a": ' + "9" * 5000 + "}", "4300 digits"),
])
def test_bad_args_get_a_clear_error(deck: Path, text: str, words: str) -> None:
    done = run_cli(*home_args(deck), "tool-call", "good", "--args", text)
    no_traceback(done)
    assert done.returncode == 3
    assert words in json.loads(done.stdout)["error"]


def test_invalid_utf8_on_stdin_gets_a_clear_error(deck: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "scriptdeck", *home_args(deck), "tool-call", "good", "--stdin"],
                          input=b'{"a": "\xff"}', capture_output=True, timeout=120, cwd=str(REPO))
    assert b"Traceback" not in done.stderr
    assert b"UTF-8" in done.stdout


def test_nul_in_a_flag_argument_is_refused(deck: Path) -> None:
    write_script(deck / "scripts" / "flags.sh", "#!/bin/sh\n# Description: Flags\n# Argv: flags\necho \"$@\"\n")
    done = run_cli(*home_args(deck), "tool-call", "flags", "--args", '{"q": "a\\u0000b"}')
    no_traceback(done)
    assert done.returncode == 3, done.stdout
    assert "NUL" in json.loads(done.stdout)["error"]


def test_huge_timeout_is_unset_with_a_warning(deck: Path) -> None:
    write_script(deck / "scripts" / "slow.sh", "#!/bin/sh\n# Description: Slow\n# Timeout: " + "9" * 4301 + "\ncat\n")
    done = run_cli(*home_args(deck), "show", "slow", "--json")
    no_traceback(done)
    assert json.loads(done.stdout)["timeout_seconds"] == 120
    assert "timeout-invalid" in lint_codes(deck)["slow.sh"]


def test_non_finite_index_timeout_is_ignored(deck: Path) -> None:
    (deck / "scripts" / "index.json").write_text('{"scripts": [{"id": "good", "path": "good.sh", '
                                                 '"timeout_seconds": 1e400}]}')
    done = run_cli(*home_args(deck), "show", "good", "--json")
    no_traceback(done)
    assert json.loads(done.stdout)["timeout_seconds"] == 120


def test_non_utf8_file_name_gives_valid_utf8_json(deck: Path) -> None:
    name = os.fsencode(deck / "scripts") + b"/bad\xff.sh"
    fd = os.open(name, os.O_WRONLY | os.O_CREAT, 0o755)
    os.write(fd, GOOD.encode())
    os.close(fd)
    done = subprocess.run([sys.executable, "-m", "scriptdeck", *home_args(deck), "list", "--json"],
                          capture_output=True, timeout=120, cwd=str(REPO))
    assert b"Traceback" not in done.stderr
    payload = json.loads(done.stdout.decode("utf-8"))  # strict UTF-8
    assert any("bad" in json.dumps(u) for u in payload["unregistered"] + payload["registered"]), payload


def test_running_a_non_utf8_file_name_is_refused_clearly(deck: Path) -> None:
    name = os.fsencode(deck / "scripts") + b"/odd\xff.sh"
    fd = os.open(name, os.O_WRONLY | os.O_CREAT, 0o755)
    os.write(fd, b"#!/bin/sh\n# Id: odd\n# Description: Odd name\necho ran\n")
    os.close(fd)
    done = subprocess.run([sys.executable, "-m", "scriptdeck", *home_args(deck), "tool-call", "odd", "--args", "{}"],
                          capture_output=True, timeout=120, cwd=str(REPO))
    assert b"Traceback" not in done.stderr
    assert done.returncode == 3, done.stdout
    assert "not valid UTF-8" in json.loads(done.stdout.decode("utf-8"))["error"]


@pytest.mark.parametrize("value", ["", "   "])
def test_empty_home_is_a_usage_error(value: str) -> None:
    done = run_cli("--home", value, "list", "--json")
    no_traceback(done)
    assert done.returncode == 2
    assert "--home is empty" in done.stderr


def test_home_naming_a_file_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    done = run_cli("--home", str(tmp_path / "file"), "list", "--json")
    no_traceback(done)
    assert done.returncode == 2
    assert "is not a folder" in done.stderr


def test_missing_home_folder_is_a_fresh_home(tmp_path: Path) -> None:
    done = run_cli("--home", str(tmp_path / "new"), "list", "--json")
    no_traceback(done)
    assert done.returncode == 0, done.stderr


def test_cache_path_that_is_a_file_gives_a_clear_answer(deck: Path) -> None:
    (deck / "cache").write_text("not a folder")
    done = run_cli(*home_args(deck), "tool-call", "good", "--args", "{}")
    no_traceback(done)
    assert done.stdout.strip(), done.stderr


def test_unexpected_errors_are_one_line_unless_debugging(deck: Path) -> None:
    env = {"PYTHONPATH": str(REPO / "tests" / "hostile_helpers")}
    done = run_cli(*home_args(deck), "list", "--json", env=env)
    assert done.returncode == 0  # the guard is exercised by its own unit test below; this is the baseline


def test_guard_turns_an_exception_into_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    from scriptdeck.core.cli import entry as cli

    def boom(*_args: object) -> int:
        raise RuntimeError("kaboom\nsecond line")

    monkeypatch.setattr(cli, "_main", boom)
    monkeypatch.delenv("SCRIPTDECK_DEBUG", raising=False)
    assert cli.main(["list"]) == 2
    err = capsys.readouterr().err
    assert "unexpected RuntimeError: kaboom second line" in err
    assert "Traceback" not in err


# -- non-root cases (the CLI runs as nobody when the tests run as root) ------------------------------

def _as_nobody() -> dict[str, object]:
    if os.geteuid() != 0:
        return {}
    try:
        nobody = pwd.getpwnam("nobody")
    except KeyError:
        pytest.skip("no 'nobody' user to drop privileges to")

    def drop() -> None:
        os.setgroups([])
        os.setgid(nobody.pw_gid)
        os.setuid(nobody.pw_uid)

    try:
        subprocess.run([sys.executable, "-c", "pass"], preexec_fn=drop, timeout=60, check=True, cwd="/")
    except (OSError, subprocess.CalledProcessError) as error:
        pytest.skip(f"running as root and the interpreter cannot run as nobody ({error}); non-root case untested")
    return {"preexec_fn": drop, "uid": nobody.pw_uid, "gid": nobody.pw_gid}


def _open_to(path: Path, uid: int, gid: int) -> None:
    for root, dirs, files in os.walk(path):
        for name in [*dirs, *files]:
            os.chown(os.path.join(root, name), uid, gid, follow_symlinks=False)
    os.chown(path, uid, gid)
    node = path
    while node != node.parent:  # every parent must be searchable by nobody
        node = node.parent
        os.chmod(node, os.stat(node).st_mode | stat.S_IXOTH)


def _run_as_nobody(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    drop = _as_nobody()
    user = home.parent / "nobody-user"
    user.mkdir(exist_ok=True)
    env = dict(os.environ, HOME=str(user), XDG_CONFIG_HOME=str(user / "c"), XDG_STATE_HOME=str(user / "s"),
               XDG_CACHE_HOME=str(user / "k"), XDG_DATA_HOME=str(user / "d"))
    if drop:
        _open_to(user, drop["uid"], drop["gid"])  # type: ignore[arg-type]
    return subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(home), *args], capture_output=True,
                          text=True, timeout=120, cwd="/", env=env,
                          preexec_fn=drop.get("preexec_fn"))  # type: ignore[arg-type]


def test_mode_000_script_gets_a_finding(deck: Path) -> None:
    drop = _as_nobody()
    write_script(deck / "scripts" / "secret.sh", GOOD.replace("Echo", "Hidden"))
    if drop:
        _open_to(deck, drop["uid"], drop["gid"])  # type: ignore[arg-type]
    (deck / "scripts" / "secret.sh").chmod(0)
    done = _run_as_nobody(["lint", "--json"], deck)
    no_traceback(done)
    files = {Path(f["path"]).name: [x["code"] for x in f["findings"]] for f in json.loads(done.stdout)["files"]}
    assert "unreadable" in files.get("secret.sh", []), files


def test_read_only_home_gives_answers_not_tracebacks(deck: Path) -> None:
    drop = _as_nobody()
    if drop:
        _open_to(deck, drop["uid"], drop["gid"])  # type: ignore[arg-type]
    for folder in [deck, *deck.rglob("*")]:
        if folder.is_dir():
            folder.chmod(0o555)
    try:
        listed = _run_as_nobody(["list", "--json"], deck)
        no_traceback(listed)
        assert listed.returncode == 0, listed.stderr
        managed = _run_as_nobody(["tool-call", "manage_script", "--args",
                                  '{"action": "set", "id": "good", "fields": {"groups": ["x"]}}'], deck)
        no_traceback(managed)
        assert json.loads(managed.stdout.strip().split("\n")[-1])["ok"] is False
    finally:
        for folder in [deck, *deck.rglob("*")]:
            if folder.is_dir():
                folder.chmod(0o755)


# -- item 17: lint shows every finding per file ----------------------------------------------------

def test_lint_shows_every_layer_finding_of_a_file(deck: Path) -> None:
    (deck / "scripts" / "index.json").write_text(json.dumps({"scripts": [
        {"id": "one", "path": "../outside1.sh"}, {"id": "two", "path": "../outside2.sh"}]}))
    codes = lint_codes(deck)["index.json"]
    assert codes.count("index-entry-outside") == 2, codes


# -- item 5: property tests at the CLI boundary ----------------------------------------------------

def _nested(depth: int, leaf: str) -> str:
    return "[" * depth + leaf + "]" * depth


hostile_json = st.one_of(
    st.integers(1, 20_000).map(lambda d: _nested(d, "1")),
    st.integers(1, 5000).map(lambda d: '{"a":' * d + "0" + "}" * d),
    st.sampled_from(["NaN", "Infinity", "-Infinity", "1e400", "-1e999", '"\\ud800"', '{"\\udfff": 1}',
                     "9" * 4400, '{"x": "' + "y" * 100_000 + '"}', "", "   ", "{", "[1,]", "null", "-1"]),
    st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                 lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=5), c, max_size=4),
                 max_leaves=20).map(json.dumps),
)


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=hostile_json)
def test_tool_call_args_never_crash(deck: Path, text: str) -> None:
    done = run_cli(*home_args(deck), "tool-call", "good", f"--args={text}", timeout=120)  # "=": "-1" is no option
    no_traceback(done)
    assert done.returncode in (0, 1, 3), (done.returncode, done.stderr[-500:])
    json.loads(done.stdout.strip().split("\n")[-1])


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=hostile_json)
def test_manage_stdin_never_crashes(deck: Path, text: str) -> None:
    done = run_cli(*home_args(deck), "tool-call", "manage_script", "--stdin", stdin=text, timeout=120)
    no_traceback(done)
    assert done.returncode in (0, 1, 3), (done.returncode, done.stderr[-500:])
    json.loads(done.stdout.strip().split("\n")[-1])


_HEADER_RECORD_CHECK = record_checker(Header, _HEADER_RECORD_TYPES)

header_lines = st.lists(st.one_of(
    st.sampled_from(["# Parameters:", "# Parameters: {", "# }", "# ]", "# Timeout: " + "9" * 5000, "# Id: x\n",
                     "# Description: d", "// Parameters: [", "# 参数：", "set -e", "", "# Argv: flags"]),
    st.integers(1, 3000).map(lambda d: "# " + "[" * d),
    st.integers(1, 3000).map(lambda d: "# Parameters: " + "{\"a\":" * d),
    st.text(max_size=40).map(lambda t: "# " + t),
), max_size=30)


@settings(max_examples=300, deadline=None)
@given(lines=header_lines)
def test_header_parser_never_raises(lines: list[str]) -> None:
    header = parse_miyu(("#!/bin/sh\n" + "\n".join(lines) + "\n").encode("utf-8", "surrogatepass"))
    record = header.to_record()  # what the cache writes must be plain, finite JSON
    text = json.dumps(list(record), allow_nan=False, ensure_ascii=False)  # NaN, Infinity, sets, objects: raise
    text.encode("utf-8")  # a lone surrogate raises
    assert json.loads(text) == list(record)  # nothing JSON would reshape (tuples, non-string keys)
    assert is_plain_json(header.parameters, MAX_SCHEMA_DEPTH)
    assert _HEADER_RECORD_CHECK is not None and _HEADER_RECORD_CHECK(record)  # the cache takes it back
    assert Header.from_record(record).parameters == header.parameters
    stored = header.cache_record()  # the form the cache keeps (an object schema as its marshal bytes)
    assert _HEADER_RECORD_CHECK(stored) and Header.from_record(stored).parameters == header.parameters


@pytest.mark.skipif(shutil.which("mkfifo") is None and not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_read_head_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    from scriptdeck.core.dialects.header import NotRegularFile, read_head

    fifo = tmp_path / "f"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFile):
        read_head(fifo)


# -- more entry points -----------------------------------------------------------------------------

def test_deep_index_json_is_reported_and_hides_nothing(deck: Path) -> None:
    (deck / "scripts" / "index.json").write_text('{"scripts":' + "[" * 10_000 + "]" * 10_000 + "}")
    done = run_cli(*home_args(deck), "list", "--json")
    no_traceback(done)
    assert "good" in {t["id"] for t in json.loads(done.stdout)["registered"]}


DROP_FIFO = """
import json, sys
from pathlib import Path
from PySide6.QtCore import QMimeData, QUrl, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication
from scriptdeck.gui.app import create_window
app = QApplication.instance() or QApplication([])
win = create_window(sys.argv[1], lang="en", watch=False)
opened = []
win.dialogs.open_register_dialog = lambda paths: opened.append(paths)
data = QMimeData()
data.setUrls([QUrl.fromLocalFile(sys.argv[2])])
event = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                   Qt.KeyboardModifier.NoModifier)
win.dropEvent(event)
from scriptdeck.gui.deck.register_dialog import RegisterDialog
dialog = RegisterDialog(win.controller, [Path(p) for p in (opened[0] if opened else [sys.argv[2]])], win)
print(json.dumps({"codes": [f.code for c in dialog.candidates for f in c.findings],
                  "problem": dialog.problem(dialog.candidates[0]) if dialog.candidates else ""}))
win.controller.close()
"""


def test_dropping_a_fifo_on_the_window_does_not_block(deck: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "dropped.sh"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-c", DROP_FIFO, str(deck), str(fifo)], capture_output=True, text=True,
                          timeout=120, cwd=str(REPO), env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    no_traceback(done)
    result = json.loads(done.stdout.strip().split("\n")[-1])
    assert result["codes"] == ["not-a-file"], result
    assert result["problem"], "registering a FIFO must be refused with a reason"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["object", "string", "foo", "(a+)+$", "#", "(", "x"]),
    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.sampled_from(
        ["type", "properties", "$ref", "$defs", "pattern", "patternProperties", "items", "allOf", "anyOf", "not",
         "minProperties", "required", "$schema", "enum", "a", "additionalProperties", "if", "then", "$id", "format"]),
        c, max_size=4),
    max_leaves=25)


@settings(max_examples=400, deadline=None)
@given(schema=json_values, args=json_values)
def test_any_schema_gives_lint_findings_or_argument_errors_never_an_exception(schema: object, args: object) -> None:
    from scriptdeck.core.contract.schema import error_list
    from scriptdeck.core.model.lint import check_schema

    code, _detail = check_schema(schema)
    assert code in (None, "params-not-object", "params-invalid-schema")
    if isinstance(schema, dict):
        assert isinstance(error_list(schema, args), list)


def test_an_index_json_that_is_a_fifo_never_blocks_a_command(tmp_path: Path) -> None:
    """A FIFO in place of index.json (SPEC §15: special files are inputs): list answers, the layer is reported."""
    home = tmp_path / "fifohome"
    (home / "scripts").mkdir(parents=True)
    (home / "scripts" / "ok.sh").write_text("#!/bin/sh\n# Description: Still listed.\necho ok\n")
    (home / "scripts" / "ok.sh").chmod(0o755)
    os.mkfifo(home / "scripts" / "index.json")
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(home), "list", "--json"],
                          capture_output=True, text=True, timeout=60)  # the timeout only bounds a hang
    assert done.returncode == 0, done.stderr
    listed = json.loads(done.stdout)
    assert "ok" in [entry["id"] for entry in listed["registered"]]
    # a write reads the index too: before, this blocked on the FIFO forever; now it is a clear refusal
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(home), "tool-call", "manage_script",
                           "--stdin"], input='{"action": "disable", "id": "ok"}', capture_output=True, text=True,
                          timeout=60)
    answer = json.loads(done.stdout.strip().split("\n")[-1])
    assert done.returncode == 1, done.stderr
    assert answer["ok"] is False
    assert "not a regular file" in answer["error"]


def test_the_linear_regex_engine_stays_inside_scriptdecks_checks() -> None:
    """ScriptDeck's checks run schema regexes on RE2 through their own validator classes (jsonschema's public
    ``extend``); another ``jsonschema.validate`` in the same process keeps Python's ``re`` (issue 42: a lookahead,
    which RE2 cannot run, failed there once ScriptDeck was imported)."""
    probe = """import jsonschema
from scriptdeck.core.contract.schema import argument_errors, schema_problem
lookahead = {"type": "string", "pattern": "^(?=a)a"}
print(schema_problem(lookahead) is not None, argument_errors({"type": "string", "pattern": "(a+)+$"}, "a" * 5000 + "!"))
jsonschema.validate("ab", lookahead)
print(jsonschema.Draft202012Validator({"pattern": "(?=a)"}).is_valid("b"))
"""
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    ours, plain = done.stdout.splitlines()
    assert ours.startswith("True [") and "does not match" in ours, "ScriptDeck: lookahead refused, (a+)+$ on RE2"
    assert plain == "False", "plain jsonschema: Python's re, lookahead and all"
