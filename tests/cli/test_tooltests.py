"""SPEC §21 end to end: ``scriptdeck test`` run as a separate process over real tools and real test files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.conftest import REPO, write_script

PROBE = """#!/usr/bin/env python3
# Description: Print what the arguments ask for.
import json, os, sys, time
raw = sys.stdin.read()
try:
    args = json.loads(raw or "{}")
except ValueError:
    args = {"out": "stdin: " + raw}
if "mark" in args:
    open(args["mark"], "a").close()
time.sleep(args.get("sleep", 0))
for n in range(args.get("images", 0)):  # a real file in the cache dir: only those are kept (SPEC §19)
    with open(os.path.join(os.environ["MIYU_SCRIPT_CACHE_DIR"], f"picture{n}.png"), "wb") as picture:
        picture.write(b"\\x89PNG")
    print(f"MIYU-IMAGE: picture{n}.png | picture {n}")
if "json" in args:
    print(json.dumps(args["json"]))
if "out" in args:
    sys.stdout.write(args["out"] + "\\n")
if "err" in args:
    print(args["err"], file=sys.stderr)
sys.exit(args.get("code", 0))
"""
SLEEPY = "#!/bin/sh\n# Description: Sleep past its timeout.\n# Timeout: 1\nexec sleep 30\n"
TYPED = """#!/bin/sh
# Description: Echo a query.
# Parameters: {"type": "object", "properties": {"query": {"type": "string", "description": "what"}},
#   "required": ["query"], "additionalProperties": false}
cat
"""

#: expectation key -> (args, an expectation that holds, one that does not)
KEYS: dict[str, tuple[dict, dict, dict]] = {
    "success": ({"code": 1}, {"success": False}, {"success": True}),
    "exit_code": ({"code": 3}, {"exit_code": 3}, {"exit_code": 0}),
    "stdout": ({"out": "hello\nworld"}, {"stdout": "hello\nworld"}, {"stdout": "hello\nWorld"}),
    "stdout_contains": ({"out": "hello world"}, {"stdout_contains": ["hello", "world"]},
                        {"stdout_contains": ["hello", "moon"]}),
    "stdout_matches": ({"out": "id=4711"}, {"stdout_matches": r"id=\d+$"}, {"stdout_matches": r"^id=\D"}),
    "stdout_json": ({"json": {"a": {"b": 1, "c": 2}, "d": [1, 2], "e": True}},
                    {"stdout_json": {"a": {"b": 1}, "d": [1, 2]}}, {"stdout_json": {"a": {"b": 1}, "e": 1}}),
    "stderr_contains": ({"err": "disk almost full"}, {"stderr_contains": "almost"}, {"stderr_contains": "empty"}),
    "images": ({"images": 2}, {"images": 2}, {"images": 1}),
    "max_ms": ({"sleep": 0.2}, {"max_ms": 120000}, {"max_ms": 1}),
}


def deck_with(tmp_path: Path, cases: dict[str, list[dict]], *, tools: dict[str, str] | None = None) -> Path:
    """A home whose persona layer holds the probe (and ``tools``) and ``.tests/<id>.json`` of ``cases``."""
    deck = tmp_path / "deck"
    layer = deck / "scripts" / "personas" / "default"
    write_script(layer / "probe.py", PROBE)
    for name, text in (tools or {}).items():
        write_script(layer / name, text)
    for tool_id, tool_cases in cases.items():
        path = layer / ".tests" / f"{tool_id}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"cases": tool_cases}, indent=2), encoding="utf-8")
    return deck


def scriptdeck(deck: Path, *args: str, timeout: float = 240, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(deck), "--lang", "en", *args],
                          capture_output=True, text=True, timeout=timeout, cwd=str(cwd), env=dict(os.environ))


def test_json(deck: Path, *args: str) -> tuple[int, dict]:
    done = scriptdeck(deck, "test", "--json", *args)
    assert done.stdout.strip(), done.stderr
    return done.returncode, json.loads(done.stdout.strip().splitlines()[-1])


test_json.__test__ = False  # type: ignore[attr-defined]  # a helper, not a test


def every_key_cases() -> list[dict]:
    cases = []
    for key, (args, holds, fails) in KEYS.items():
        cases.append({"name": f"{key} holds", "args": args, "expect": holds})
        cases.append({"name": f"{key} fails", "args": args, "expect": fails})
    cases.append({"name": "no expect means success", "args": {"out": "x"}})
    cases.append({"name": "no expect fails on exit 1", "args": {"code": 1}})
    cases.append({"name": "stdin case", "stdin": "raw text", "expect": {"stdout": "stdin: raw text"}})
    cases.append({"name": "contains one string", "args": {"out": "abc"}, "expect": {"stdout_contains": "b"}})
    return cases


@pytest.mark.slow
def test_every_expectation_key_passes_and_fails_through_real_runs(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": every_key_cases()})
    code, report = test_json(deck, "--jobs", "4")
    assert code == 1
    by_name = {case["name"]: case for case in report["cases"]}
    assert len(by_name) == len(every_key_cases())
    for key in KEYS:
        assert by_name[f"{key} holds"]["ok"], by_name[f"{key} holds"]
        failed = by_name[f"{key} fails"]
        assert not failed["ok"]
        assert failed["failures"][0]["key"] == key, failed
    assert by_name["no expect means success"]["ok"]
    assert by_name["no expect fails on exit 1"]["failures"][0] == {"key": "success", "expected": True,
                                                                   "actual": False}
    assert by_name["stdin case"]["ok"]
    assert by_name["contains one string"]["ok"]
    assert by_name["stdout fails"]["failures"][0]["diff"].splitlines()[-2:] == ["-World", "+world"]
    assert by_name["stdout_json fails"]["failures"][0]["detail"] == "$.e", "true is not 1"
    assert by_name["stdout_contains fails"]["failures"][0]["expected"] == "moon"
    assert report["passed"] == sum(case["ok"] for case in report["cases"]) == len(KEYS) + 3
    assert report["failed"] == len(KEYS) + 1
    assert report["ok"] is False


@pytest.mark.slow
def test_the_limit_key_names_what_stopped_the_tool(tmp_path: Path) -> None:
    cases = [{"name": "stopped by its timeout", "expect": {"limit": "timeout", "success": False}},
             {"name": "expected a limit that never came", "expect": {"limit": "timeout"}}]
    deck = deck_with(tmp_path, {"sleepy": cases[:1], "probe": cases[1:]}, tools={"sleepy.sh": SLEEPY})
    code, report = test_json(deck)
    assert code == 1
    by_name = {case["name"]: case for case in report["cases"]}
    assert by_name["stopped by its timeout"]["ok"], by_name["stopped by its timeout"]
    assert by_name["expected a limit that never came"]["failures"][0] == {"key": "limit", "expected": "timeout",
                                                                          "actual": None}


@pytest.mark.slow
def test_text_report_one_line_per_case_with_the_first_failure_and_a_diff(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [
        {"name": "greets", "args": {"out": "hello"}, "expect": {"stdout": "hello"}},
        {"name": "greets wrongly", "args": {"out": "hello\nthere"},
         "expect": {"exit_code": 0, "stdout": "hello\nhere", "stderr_contains": "never"}},
    ]})
    done = scriptdeck(deck, "test", "--jobs", "1")
    assert done.returncode == 1, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("✓ probe › greets  (") and lines[0].endswith(" ms)")
    assert lines[1].startswith("✗ probe › greets wrongly  (")
    assert lines[2] == '    stdout: expected "hello\\nhere", got "hello\\nthere"', "the first failed expectation"
    assert "      -here" in lines and "      +there" in lines
    assert not any("stderr_contains" in line for line in lines), "only the first failure is printed"
    assert lines[-1] == "1 passed, 1 failed"


@pytest.mark.slow
def test_parallel_runs_give_the_same_results_as_one_at_a_time(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": every_key_cases()})

    def essence(report: dict) -> list:
        return [(case["tool"], case["name"], case["ok"],
                 [(f["key"], f["expected"], f["actual"] if f["key"] != "max_ms" else "ms") for f in case["failures"]])
                for case in report["cases"]]

    _, one = test_json(deck, "--jobs", "1")
    _, four = test_json(deck, "--jobs", "4")
    assert essence(one) == essence(four)
    assert len(essence(one)) == len(every_key_cases())


@pytest.mark.slow
def test_junit_file_parses_and_counts_every_case_even_with_hostile_output(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [
        {"name": "passes", "args": {"out": "fine"}},
        {"name": "fails <&> \"quoted\"", "args": {"out": "nul\u0000 and \u001b[31mcolour", "code": 2}},
    ], "ghost": [{"name": "tool is missing"}]})
    junit = tmp_path / "out" / "junit.xml"
    done = scriptdeck(deck, "test", "--junit", str(junit))
    assert done.returncode == 1, done.stderr
    root = ET.parse(junit).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("3", "2", "0")
    suites = {suite.get("name"): suite for suite in root.iter("testsuite")}
    assert set(suites) == {"probe", "ghost"}
    cases = {case.get("name"): case for case in root.iter("testcase")}
    assert cases["passes"].find("failure") is None
    failure = cases['fails <&> "quoted"'].find("failure")
    assert failure is not None and failure.get("type") == "success"
    assert "\ufffd" in cases['fails <&> "quoted"'].findtext("system-out", ""), "NUL replaced, file still parses"
    assert "not found" in cases["tool is missing"].find("failure").get("message")  # type: ignore[union-attr]


@pytest.mark.slow
def test_missing_disabled_and_untrusted_tools_fail_with_the_reason(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"ghost": [{"name": "missing"}], "probe": [{"name": "disabled"}],
                                "typed": [{"name": "untrusted", "args": {"query": "q"}}]},
                     tools={"typed.sh": TYPED})
    assert scriptdeck(deck, "tool-call", "manage_script", "--args",
                      '{"action": "disable", "id": "probe"}').returncode == 0
    assert scriptdeck(deck, "trust", "--policy", "enforce").returncode == 0
    code, report = test_json(deck)
    assert code == 1
    reasons = {case["name"]: case["failures"][0] for case in report["cases"]}
    assert all(failure["key"] == "run" for failure in reasons.values())
    assert "'ghost' not found" in reasons["missing"]["actual"]
    assert "disabled" in reasons["disabled"]["actual"]
    assert "review" in reasons["untrusted"]["actual"].lower(), reasons["untrusted"]


@pytest.mark.slow
def test_ids_select_tools_an_unknown_id_is_no_such_tool_and_a_tool_without_cases_exits_5(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "one"}], "typed": [{"name": "two", "args": {"query": "q"}}]},
                     tools={"typed.sh": TYPED, "bare.sh": TYPED})
    code, report = test_json(deck, "typed")
    assert code == 0
    assert [case["name"] for case in report["cases"]] == ["two"]
    done = scriptdeck(deck, "test", "nothing_here")
    assert (done.returncode, done.stdout) == (2, "")
    assert "no such tool: nothing_here" in done.stderr
    done = scriptdeck(deck, "test", "bare")  # as pytest: nothing selected is exit 5, with where the cases go
    assert done.returncode == 5
    assert "bare has no test cases" in done.stderr
    assert ".tests/bare.json" in done.stderr
    assert scriptdeck(deck, "test", "--jobs", "0").returncode == 2


# -- broken and hostile test files ------------------------------------------------------------------------

def broken_deck(tmp_path: Path, content: bytes | None) -> tuple[Path, Path]:
    """A deck whose probe has a broken test file (``content``; None: a FIFO) and a good one for ``good``."""
    deck = deck_with(tmp_path, {"good": [{"name": "runs", "args": {}}]}, tools={"good.sh": "#!/bin/sh\n"
                                                                                 "# Description: Good.\necho ok\n"})
    path = deck / "scripts" / "personas" / "default" / ".tests" / "probe.json"
    if content is None:
        os.mkfifo(path)
    else:
        path.write_bytes(content)
    return deck, path


MARK_CASE = b'{"name": "would mark", "args": {"mark": "MARK"}}'
#: kind -> (file content, the text where the error is (its line:column is expected) or a literal "L:C", why)
HOSTILE = {
    "syntax": (b'{"cases": [\n  ' + MARK_CASE + b',\n  {"name": "x" "args": {}}\n]}', b'"args": {}}', "Expecting ','"),
    "unknown key": (b'{"cases": [\n  ' + MARK_CASE + b',\n  {"name": "x",\n   "expect": {"stdout_contain": "a"}}\n]}',
                    b'{"stdout_contain"', "stdout_contain"),
    "wrong type": (b'{"cases": [' + MARK_CASE + b', {"name": "x", "expect": {"images": "two"}}]}', b'"two"',
                   "'two' is not of type 'integer'"),
    "bad regex": (b'{"cases": [' + MARK_CASE + b',\n {"name": "x", "expect": {"stdout_matches": "(?=a)"}}]}',
                  b'"(?=a)"', "stdout_matches cannot be used"),
    "duplicate name": (b'{"cases": [' + MARK_CASE + b', ' + MARK_CASE + b']}', b'"would mark"', "a second case named"),
    "bad utf-8": (b'{"cases": [' + MARK_CASE + b',\n {"name": "\xff\xfe"}]}', b"\xff", "not valid UTF-8"),
    "nul": (b'{"cases": [' + MARK_CASE + b',\n {"name": "a\x00b"}]}', b"\x00", "Invalid control character"),
    "deep": (b'{"cases": [' + MARK_CASE + b', {"name": "d", "args": {"x": ' + b"[" * 5000 + b"]" * 5000 + b"}}]}",
             len(b'{"cases": [' + MARK_CASE + b', {"name": "d", "args": {"x": ') + 60, "nested deeper than 64"),
    "huge": (b'{"cases": [' + MARK_CASE + b', {"name": "' + b"x" * (5 * 1024 * 1024) + b'"}]}', "1:1", "larger than"),
    "not an object": (b"[]", "1:1", "is not of type 'object'"),
}


def position(content: bytes, where: bytes | str | int) -> str:
    """"line:column" of ``where``: a literal, an offset, or the last occurrence of a marker."""
    if isinstance(where, str):
        return where
    offset = where if isinstance(where, int) else content.rindex(where)
    line, line_start = content.count(b"\n", 0, offset) + 1, content.rfind(b"\n", 0, offset) + 1
    return f"{line}:{offset - line_start + 1}"


@pytest.mark.slow
@pytest.mark.parametrize("kind", [*HOSTILE, "fifo"])
def test_a_broken_test_file_names_file_line_and_column_and_runs_nothing_from_it(tmp_path: Path, kind: str) -> None:
    content, where, why = HOSTILE.get(kind, (None, "1:1", "not a regular file"))
    deck, path = broken_deck(tmp_path, content)
    before = path.read_bytes() if content is not None else None
    done = scriptdeck(deck, "test", "--update", timeout=60)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"{path}:{position(content, where) if content else where}:" in done.stderr, done.stderr
    assert why in done.stderr
    assert "Traceback" not in done.stderr
    assert not (REPO / "MARK").exists() and not (deck / "MARK").exists(), "nothing of the broken file ran"
    assert "✓ good › runs" in done.stdout, "the other tools' cases still ran"
    if before is not None:
        assert path.read_bytes() == before, "--update never touches a file it cannot parse"
    code, report = test_json(deck)
    assert code == 2
    assert report["broken"][0]["file"] == str(path)
    assert [case["name"] for case in report["cases"]] == ["runs"]


# -- --update ---------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_update_rewrites_snapshots_atomically_keeping_other_keys_and_round_trips(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {})
    path = deck / "scripts" / "personas" / "default" / ".tests" / "probe.json"
    path.parent.mkdir(parents=True)
    original = {
        "$schema": "../../../schema.json",
        "cases": [
            {"name": "text", "description": "kept", "args": {"out": "new text"},
             "expect": {"success": True, "stdout": "old text", "stdout_contains": "new"}},
            {"name": "json", "args": {"json": {"v": 2, "w": [1]}}, "expect": {"stdout_json": {"v": 1}}},
            {"name": "still right", "args": {"out": "same"}, "expect": {"stdout": "same"}},
            {"name": "not a snapshot", "args": {"code": 1}, "expect": {"success": True}},
        ],
    }
    path.write_text(json.dumps(original), encoding="utf-8")
    unchanged_mtime = path.stat().st_mtime_ns
    code, report = test_json(deck, "--update")
    assert code == 1, "the failure --update cannot refresh still fails"
    assert [case.get("updated", False) for case in report["cases"]] == [True, True, False, False]
    assert [case["ok"] for case in report["cases"]] == [True, True, True, False]
    updated = json.loads(path.read_text(encoding="utf-8"))
    assert updated["$schema"] == original["$schema"]
    text, snapshot, same, other = updated["cases"]
    assert text == {**original["cases"][0], "expect": {"success": True, "stdout": "new text",
                                                       "stdout_contains": "new"}}
    assert snapshot["expect"] == {"stdout_json": {"v": 2}}, "only the keys the subset had"
    assert same == original["cases"][2] and other == original["cases"][3]
    assert not [p for p in path.parent.iterdir() if p.name != "probe.json"], "no temp file left behind"
    assert path.stat().st_mtime_ns != unchanged_mtime
    code, again = test_json(deck)
    assert code == 1
    assert [case["ok"] for case in again["cases"]] == [True, True, True, False]
    written = path.read_bytes()
    test_json(deck, "--update")
    assert path.read_bytes() == written, "nothing left to refresh: the file is not rewritten"


@pytest.mark.slow
def test_update_of_a_case_failing_a_snapshot_and_another_key_refreshes_the_snapshot_and_still_fails(
        tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "both", "args": {"out": "new", "code": 3},
                                           "expect": {"stdout": "old", "exit_code": 0}}]})
    path = deck / "scripts" / "personas" / "default" / ".tests" / "probe.json"
    code, report = test_json(deck, "--update")
    (case,) = report["cases"]
    assert code == 1 and case["updated"] and not case["ok"], "the exit code is no snapshot: the case still fails"
    assert [failure["key"] for failure in case["failures"]] == ["exit_code"]
    assert json.loads(path.read_text(encoding="utf-8"))["cases"][0]["expect"] == {"stdout": "new", "exit_code": 0}


# -- lint, scans, templates -------------------------------------------------------------------------------

@pytest.mark.slow
def test_lint_reports_broken_test_files_and_case_args_the_parameters_refuse(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"typed": [{"name": "fine", "args": {"query": "q"}},
                                          {"name": "no query", "args": {}}]},
                     tools={"typed.sh": TYPED})
    (deck / "scripts" / "personas" / "default" / ".tests" / "probe.json").write_text('{"cases": [}')
    done = scriptdeck(deck, "lint", "--json")
    report = json.loads(done.stdout)
    findings = {(f["code"], f["severity"]): f for file in report["files"] for f in file["findings"]}
    broken = findings[("tests-broken", "error")]
    assert "line 1, column 12" in broken["message"] and broken["path"].endswith(".tests/probe.json")
    invalid = findings[("tests-args-invalid", "warning")]
    assert "no query" in invalid["message"] and "'query' is a required property" in invalid["message"]
    assert sum(code == "tests-args-invalid" for code, _ in findings) == 1
    assert done.returncode == 1


def test_scans_ignore_the_tests_folder(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "x"}]})
    write_script(deck / "scripts" / "personas" / "default" / ".tests" / "sneaky.sh",
                 "#!/bin/sh\n# Description: Not a tool.\n")
    listed = json.loads(scriptdeck(deck, "list", "--json").stdout)
    everything = json.dumps(listed)
    assert "sneaky" not in everything and ".tests" not in everything
    assert [tool["id"] for tool in listed["registered"] if tool["layer"] != "builtin"] == ["probe"]


@pytest.mark.slow
@pytest.mark.parametrize("template", ["python", "bash", "pi"])
def test_new_tools_ship_one_passing_case(tmp_path: Path, template: str) -> None:
    deck = tmp_path / "deck"
    done = scriptdeck(deck, "new", "fresh_tool", "--template", template, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    layer = tmp_path / ".pi" / "scripts" if template == "pi" else deck / "scripts" / "personas" / "default"
    tool_id = "fresh_tool_sh" if template == "pi" else "fresh_tool"
    case_file = layer / ".tests" / f"{tool_id}.json"
    assert len(json.loads(case_file.read_text())["cases"]) == 1
    done = scriptdeck(deck, "test", "--json", cwd=tmp_path)
    report = json.loads(done.stdout)
    assert done.returncode == 0, report
    assert report["passed"] == 1 and report["failed"] == 0
    case_file.write_text('{"cases": []}')
    done = scriptdeck(deck, "new", "fresh_tool", "--template", template, "--overwrite", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert case_file.read_text() == '{"cases": []}', "an existing test file is the author's: never replaced"


def test_cases_run_from_a_folder_that_holds_a_clone_named_scriptdeck(tmp_path: Path) -> None:
    """A user who cloned ScriptDeck into ./scriptdeck and works from the folder above: the cases still run the
    installed ScriptDeck (each case's tool-call used to import the clone folder and die with an ImportError)."""
    (tmp_path / "scriptdeck" / "core").mkdir(parents=True)  # a clone's top folder: no __init__.py of its own
    deck = deck_with(tmp_path, {"probe": [{"name": "says hi", "args": {"out": "hi"}, "expect": {"stdout": "hi"}}]})
    console = Path(sys.executable).with_name("scriptdeck")  # the command the user types, as installed
    done = subprocess.run([str(console), "--home", str(deck), "--lang", "en", "test", "--json"], capture_output=True,
                          text=True, timeout=240, cwd=str(tmp_path), env=dict(os.environ))
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert done.returncode == 0, report
    assert report["passed"] == 1


def test_no_test_files_at_all_says_so_and_exits_5_as_pytest(tmp_path: Path) -> None:
    done = scriptdeck(deck_with(tmp_path, {}), "test")
    assert done.returncode == 5, "nothing selected (SPEC §26)"
    assert "No test cases found" in done.stdout


@pytest.mark.slow
def test_ctrl_c_stops_the_running_cases_and_leaves_no_tool_behind(tmp_path: Path) -> None:
    import signal
    import time

    from tests.conftest import alive, default_sigint, wait_gone

    pids = tmp_path / "pids"
    pids.mkdir()
    hang = f"#!/bin/sh\n# Description: Hang a while.\n# Timeout: 120\necho $$ > {pids}/$$\nexec sleep 100\n"
    deck = deck_with(tmp_path, {"hang": [{"name": f"hangs {n}"} for n in range(3)]}, tools={"hang.sh": hang})
    process = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(deck), "test", "--jobs", "2"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=str(REPO),
                               preexec_fn=default_sigint)  # Ctrl-C must be heard even when the suite's is ignored
    deadline = time.monotonic() + 60
    while len(list(pids.iterdir())) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    started = [int(path.name) for path in pids.iterdir()]
    assert len(started) == 2 and all(alive(pid) for pid in started), "two cases run at once"
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, out + err
    assert wait_gone(started) == [], "the tools of the stopped cases are gone"
    assert len(list(pids.iterdir())) == 2, "the third case never started"
    assert "Traceback" not in err


@pytest.mark.slow
def test_persona_and_library_flags_reach_the_runs(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {})
    work = deck / "scripts" / "personas" / "work"
    write_script(work / "work_only.sh", "#!/bin/sh\n# Description: Only in work.\necho work\n")
    (work / ".tests").mkdir()
    (work / ".tests" / "work_only.json").write_text('{"cases": [{"name": "w", "expect": {"stdout": "work"}}]}')
    library = tmp_path / "pi-lib"
    write_script(library / "lib_tool.sh", "#!/bin/sh\n# Description: From a library.\necho lib\n")
    (library / ".tests").mkdir()
    (library / ".tests" / "lib_tool_sh.json").write_text(
        '{"cases": [{"name": "l", "expect": {"stdout_contains": "lib"}}]}')
    code, report = test_json(deck, "--persona", "work", "--library", f"pi:{library}")
    assert code == 0, report
    assert sorted(case["tool"] for case in report["cases"]) == ["lib_tool_sh", "work_only"]
    code, report = test_json(deck)
    assert code == 5 and report["cases"] == [], "neither the work persona nor the library is seen by default"
