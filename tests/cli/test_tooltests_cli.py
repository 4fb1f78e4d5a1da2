"""SPEC §26 (issue 33) and the ``scriptdeck test`` items of issue 30, through the real command line.

Every test here starts ``scriptdeck test`` as its own process in a temporary ``--home``: what a CI job or a tool
author sees is what is asserted.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from scriptdeck.core.contract.jsonsafe import loads_strict

from tests.cli.test_tooltests import PROBE, deck_with, scriptdeck, test_json
from tests.conftest import write_script

LAYER = ("scripts", "personas", "default")
NOISY = """#!/bin/sh
# Description: Print thirty numbered lines, a bell and an escape, then fail.
# Timeout: 20
i=1
while [ $i -le 30 ]; do echo "out line $i"; i=$((i+1)); done
printf 'bell\\a esc\\033[2J nul\\000 end\\n'
echo "err line 1" >&2
echo "err line 2" >&2
exit 7
"""
SLEEPER = "#!/bin/sh\n# Description: Sleep for a while.\n# Timeout: 20\nsleep 30\n"
WHERE = """#!/bin/sh
# Description: Say where it runs and what it was given.
# Timeout: 20
echo "cwd=$(pwd)"
echo "GREETING=$GREETING"
echo "HAND-OFF=$SCRIPTDECK_TEST_CASE"
cat data/input.txt
"""


def layer_of(deck: Path) -> Path:
    return deck.joinpath(*LAYER)


def write_cases(layer: Path, tool_id: str, cases: list[dict], *, indent: str | int | None = 2) -> Path:
    path = layer / ".tests" / f"{tool_id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"cases": cases}, indent=indent), encoding="utf-8")
    return path


# -- a failure shows the run -------------------------------------------------------------------------------

@pytest.mark.slow
def test_a_failure_shows_exit_code_duration_and_the_last_20_lines_escaped(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"noisy": [{"name": "wants success"}]}, tools={"noisy.sh": NOISY})
    done = scriptdeck(deck, "test", "noisy")
    assert done.returncode == 1
    out = done.stdout
    assert "success: expected true, got false" in out
    assert "exit code 7 after" in out and " ms" in out
    assert "out line 12" in out and "out line 30" in out, "the last 20 lines of stdout are shown"
    assert "out line 11\n" not in out, "only the last 20"
    assert "err line 1" in out and "err line 2" in out
    assert "bell\\x07 esc\\x1b[2J nul\\x00 end" in out
    assert not any(ch in out for ch in "\x07\x1b\x00"), "nothing raw reaches the terminal"


@pytest.mark.parametrize(("how", "named"), [("-KILL", "SIGKILL (9)"), ("-TERM", "SIGTERM (15)")])
def test_a_case_killed_by_a_signal_names_the_signal(tmp_path: Path, how: str, named: str) -> None:
    """SPEC §26: "the exit code (or the signal …)". It printed "ended by a signal after 6 ms: " and nothing."""
    tool = f"#!/bin/sh\n# Description: Ends itself.\necho before\nkill {how} $$\n"
    deck = deck_with(tmp_path, {"selfkill": [{"name": "dies"}]}, tools={"selfkill.sh": tool})
    done = scriptdeck(deck, "test", "selfkill")
    assert done.returncode == 1
    assert "ended by a signal after" in done.stdout and named in done.stdout, done.stdout
    code, report = test_json(deck)
    [case] = report["cases"]
    assert (code, case["exit_code"], case["signal"]) == (1, None, named)


@pytest.mark.slow
def test_a_timed_out_case_says_which_limit_stopped_it(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"sleeper": [{"name": "short", "timeout_ms": 500}]}, tools={"sleeper.sh": SLEEPER})
    done = scriptdeck(deck, "test")
    assert done.returncode == 1
    assert "stopped by the timeout limit after" in done.stdout


@pytest.mark.slow
def test_json_gives_each_case_its_exit_code_and_streams_cut_to_64_kib(tmp_path: Path) -> None:
    big = "\U0001f600" * 30_000  # the runner keeps 20,000 characters: 80,000 bytes of UTF-8
    deck = deck_with(tmp_path, {"probe": [{"name": "big", "args": {"out": big, "err": "oh no", "code": 4}}]})
    code, report = test_json(deck)
    assert code == 1
    case = report["cases"][0]
    assert case["exit_code"] == 4
    assert case["stderr"] == "oh no"
    assert case["stdout"].startswith("\U0001f600" * 1000)
    assert len(case["stdout"].encode()) < 64 * 1024 + 100
    assert "bytes in all" in case["stdout"]


# -- selecting ----------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_k_selects_by_tool_and_name_and_lf_reruns_what_failed(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "Alpha ok"}, {"name": "beta fails", "args": {"code": 1}},
                                          {"name": "gamma ok"}]})
    code, report = test_json(deck, "-k", "ALPHA")
    assert (code, [c["name"] for c in report["cases"]]) == (0, ["Alpha ok"])
    code, report = test_json(deck, "-k", "probe::g")
    assert (code, [c["name"] for c in report["cases"]]) == (0, ["gamma ok"])
    assert scriptdeck(deck, "test", "-k", "nothing matches").returncode == 5
    assert test_json(deck, "--lf")[0] == 1, "no failure recorded yet: --lf runs every case"
    kept = json.loads((deck / "state" / "tests-lastfailed.json").read_text(encoding="utf-8"))
    assert kept == {"failed": ["probe::beta fails"]}
    code, report = test_json(deck, "--lf")
    assert (code, [c["name"] for c in report["cases"]]) == (1, ["beta fails"])
    done = scriptdeck(deck, "test", "--lf")
    assert "2 deselected" in done.stdout


@pytest.mark.slow
def test_lf_after_a_fix_runs_the_fixed_case_then_everything_and_when_the_failure_is_gone_runs_everything(
        tmp_path: Path) -> None:
    cases = [{"name": "alpha ok"}, {"name": "beta fails", "args": {"code": 1}}]
    deck = deck_with(tmp_path, {"probe": cases})
    path = deck / "scripts" / "personas" / "default" / ".tests" / "probe.json"
    state = deck / "state" / "tests-lastfailed.json"
    assert test_json(deck)[0] == 1
    cases[1]["args"] = {"code": 0}  # the fix
    path.write_text(json.dumps({"cases": cases}), encoding="utf-8")
    code, report = test_json(deck, "--lf")
    assert (code, [c["name"] for c in report["cases"]]) == (0, ["beta fails"]), "only what failed, now passing"
    assert json.loads(state.read_text(encoding="utf-8")) == {"failed": []}, "the fixed case is no longer recorded"
    code, report = test_json(deck, "--lf")
    assert (code, [c["name"] for c in report["cases"]]) == (0, ["alpha ok", "beta fails"]), "nothing failed: all"
    state.write_text(json.dumps({"failed": ["probe::renamed away", "gone::tool"]}), encoding="utf-8")
    code, report = test_json(deck, "--lf")
    assert (code, [c["name"] for c in report["cases"]]) == (0, ["alpha ok", "beta fails"]), \
        "every recorded failure is gone: --lf runs every case, not none"


# -- per-case set-up --------------------------------------------------------------------------------------

@pytest.mark.slow
def test_env_and_files_reach_the_run_in_a_fresh_folder_removed_afterwards(tmp_path: Path) -> None:
    case = {"name": "given", "env": {"GREETING": "hello there"}, "files": {"data/input.txt": "from the case\n"},
            "expect": {"stdout_contains": ["GREETING=hello there", "from the case"]}}
    deck = deck_with(tmp_path, {"where": [case]}, tools={"where.sh": WHERE})
    code, report = test_json(deck)
    assert code == 0, report
    cwd = next(line[4:] for line in report["cases"][0]["stdout"].splitlines() if line.startswith("cwd="))
    assert Path(cwd).name.startswith("scriptdeck-case-")
    assert not Path(cwd).exists(), "the case's folder is removed after the run"
    assert "HAND-OFF=\n" in report["cases"][0]["stdout"] + "\n", "the set-up hand-off never reaches the tool"


@pytest.mark.slow
def test_files_outside_the_case_folder_make_the_file_broken(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"where": [{"name": "escape", "files": {"../../evil.txt": "x"}}]},
                     tools={"where.sh": WHERE})
    done = scriptdeck(deck, "test")
    assert done.returncode == 2
    assert "not a relative path inside the case's folder" in done.stderr
    assert not (tmp_path / "evil.txt").exists()


@pytest.mark.slow
def test_timeout_ms_above_the_tools_own_fails_the_case_saying_so(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"sleeper": [{"name": "too long", "timeout_ms": 60000}]}, tools={"sleeper.sh": SLEEPER})
    code, report = test_json(deck)
    assert code == 1
    assert "above the tool's own timeout (20000 ms)" in report["cases"][0]["failures"][0]["actual"]


@pytest.mark.slow
def test_skip_is_reported_in_text_json_and_junit_and_runs_nothing(tmp_path: Path) -> None:
    mark = tmp_path / "ran"
    deck = deck_with(tmp_path, {"probe": [{"name": "later", "skip": "needs a printer", "args": {"mark": str(mark)}},
                                          {"name": "now"}]})
    done = scriptdeck(deck, "test", "--junit", str(tmp_path / "j.xml"))
    assert done.returncode == 0
    assert "- probe › later  skipped: needs a printer" in done.stdout
    assert "1 passed, 0 failed, 1 skipped" in done.stdout
    assert not mark.exists()
    code, report = test_json(deck)
    assert report["cases"][0]["skipped"] == "needs a printer" and report["skipped"] == 1
    junit = (tmp_path / "j.xml").read_text(encoding="utf-8")
    assert '<skipped message="needs a printer"' in junit


def test_the_shipped_schema_documents_the_set_up_keys() -> None:
    from scriptdeck.core.model.testfile import file_schema

    case = file_schema()["$defs"]["case"]["properties"]
    for key in ("env", "files", "timeout_ms", "skip"):
        assert case[key]["description"], key


# -- exit codes --------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_exit_codes_are_pytests(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "fine"}]})
    assert scriptdeck(deck, "test").returncode == 0
    empty = tmp_path / "empty"
    write_script(empty.joinpath(*LAYER) / "probe.py", PROBE)
    assert scriptdeck(empty, "test").returncode == 5, "no case at all"
    assert scriptdeck(empty, "test", "probe").returncode == 5, "a tool without cases"
    assert scriptdeck(empty, "test", "no_such").returncode == 2
    write_cases(layer_of(deck), "probe", [{"name": "fails", "args": {"code": 1}}])
    assert scriptdeck(deck, "test").returncode == 1


# -- --update keeps the shape ------------------------------------------------------------------------------

@pytest.mark.slow
def test_update_rewrites_only_the_differing_values_of_a_subset_and_keeps_the_indentation(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {})
    actual = {"a": 5, "b": 2, "epoch": 1796290791, "nested": {"keep": 1, "change": "new", "extra": True}}
    cases = [{"name": "clock", "args": {"json": actual},
              "expect": {"stdout_json": {"a": 1, "nested": {"keep": 1, "change": "old"}}, "success": True}}]
    path = write_cases(layer_of(deck), "probe", cases, indent="\t")
    code, report = test_json(deck, "--update")
    assert code == 0 and report["cases"][0]["updated"]
    text = path.read_text(encoding="utf-8")
    assert text.startswith('{\n\t"cases": [\n\t\t{'), "the file's tab indentation is kept"
    expect = json.loads(text)["cases"][0]["expect"]
    assert expect == {"stdout_json": {"a": 5, "nested": {"keep": 1, "change": "new"}}, "success": True}
    assert test_json(deck)[0] == 0, "the refreshed subset passes on the next run (epoch is not pinned)"


# -- where cases live -------------------------------------------------------------------------------------

@pytest.mark.slow
def test_cases_of_a_shadowed_layer_are_skipped_naming_what_shadows_them(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "persona case"}]})
    global_layer = deck / "scripts"
    write_script(global_layer / "probe.py", PROBE)
    write_cases(global_layer, "probe", [{"name": "global case", "args": {"code": 1}}])
    code, report = test_json(deck)
    assert code == 0
    by_name = {case["name"]: case for case in report["cases"]}
    assert by_name["persona case"]["ok"] and "skipped" not in by_name["persona case"]
    assert by_name["global case"]["skipped"].startswith("shadowed by ")
    assert str(layer_of(deck) / "probe.py") in by_name["global case"]["skipped"]


@pytest.mark.slow
def test_a_built_in_tools_cases_live_in_the_global_layer(tmp_path: Path) -> None:
    from scriptdeck.core.store.paths import BUILTIN_DIR

    deck = deck_with(tmp_path, {})
    write_cases(deck / "scripts", "host_status", [{"name": "answers", "expect": {"exit_code": 0}}])
    code, report = test_json(deck, "host_status")
    assert code in (0, 1)
    assert [(c["tool"], c["name"]) for c in report["cases"]] == [("host_status", "answers")]
    assert "exit_code" in report["cases"][0], "it ran against the built-in tool"
    assert not (Path(BUILTIN_DIR) / ".tests").exists()


@pytest.mark.slow
def test_test_runs_are_recorded_in_history_as_source_test(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "one"}]})
    assert test_json(deck)[0] == 0
    assert scriptdeck(deck, "tool-call", "probe", "--args", "{}").returncode == 0
    lines = [json.loads(line) for f in sorted((deck / "state").glob("history*")) for line in f.read_text().splitlines()]
    assert [entry["source"] for entry in lines if entry["tool_id"] == "probe"] == ["test", "cli"]


# -- issue 30: hostile names and values --------------------------------------------------------------------

@pytest.mark.slow
def test_control_characters_of_a_case_name_are_printed_escaped(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "bad\x1b[31m\x07\x00name", "args": {"code": 1}}]})
    done = scriptdeck(deck, "test")
    assert done.returncode == 1
    assert "bad\\x1b[31m\\x07\\x00name" in done.stdout
    assert not any(ch in done.stdout + done.stderr for ch in "\x07\x1b\x00")


@pytest.mark.slow
def test_a_huge_stdout_matches_is_not_echoed_whole(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "huge", "expect": {"stdout_matches": "a" * 2_000_000}}]})
    done = scriptdeck(deck, "test")
    assert done.returncode == 2
    assert len(done.stderr) < 2000
    assert "cut: the message has" in done.stderr


@pytest.mark.slow
def test_a_number_of_5001_digits_is_a_clear_error(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {})
    path = layer_of(deck) / ".tests" / "probe.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"cases": [{"name": "x", "expect": {"max_ms": ' + "9" * 5001 + "}}]}", encoding="utf-8")
    done = scriptdeck(deck, "test")
    assert done.returncode == 2
    assert "set_int_max_str_digits" not in done.stderr
    assert "probe.json:1:" in done.stderr and "a number of 5001 digits" in done.stderr


@pytest.mark.slow
@pytest.mark.parametrize("given", ["../../etc/passwd", "/etc/passwd", "a\x1bb"])
def test_an_id_that_is_no_id_is_no_such_tool_with_no_path_suggested(tmp_path: Path, given: str) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "one"}]})
    done = scriptdeck(deck, "test", given)
    assert done.returncode == 2
    assert "no such tool" in done.stderr
    assert ".json" not in done.stderr and ".tests" not in done.stderr
    assert "\x1b" not in done.stderr


@pytest.mark.slow
def test_a_file_name_that_is_not_utf8_gives_json_a_strict_reader_accepts(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "one"}]})
    folder = os.fsencode(layer_of(deck) / ".tests")
    with open(folder + b"/bad\xff.json", "wb") as handle:
        handle.write(b'{"cases": [{"name": "x"}]}')
    done = scriptdeck(deck, "test", "--json")
    assert done.returncode == 2
    report = loads_strict(done.stdout)  # ScriptDeck's own strict reader: no lone surrogates
    assert report["broken"][0]["file"].endswith("bad\\xff.json")
    assert [case["name"] for case in report["cases"]] == ["one"]


def test_a_test_file_update_cannot_write_is_named_not_counted_as_broken(tmp_path: Path) -> None:
    """``--update`` on a test file that is a link out of the layer: its case ran and failed, and the file was then
    also counted as "1 broken test files (nothing of them ran)". Now: not updated, said why, exit 2."""
    deck = deck_with(tmp_path, {})
    layer = deck / "scripts" / "personas" / "default"
    outside = tmp_path / "outside.json"
    outside.write_text(json.dumps({"cases": [{"name": "a", "args": {"out": "new"}, "expect": {"stdout": "old"}}]}))
    (layer / ".tests").mkdir(exist_ok=True)
    (layer / ".tests" / "probe.json").symlink_to(outside)
    before = outside.read_text()
    done = scriptdeck(deck, "test", "--update")
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "not updated:" in done.stderr and "symbolic link" in done.stderr, done.stderr
    assert "broken" not in done.stdout and "0 passed, 1 failed" in done.stdout, done.stdout
    assert outside.read_text() == before
    code, report = test_json(deck, "--update")
    assert code == 2 and report["broken"] == [] and report["not_updated"][0]["file"].endswith("probe.json")
    assert [case["ok"] for case in report["cases"]] == [False]
