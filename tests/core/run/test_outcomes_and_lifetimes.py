"""Promises the mutation check of issue 32 found unguarded: each test here fails with its mutation in bench/mutate.py.

M39 a header's Parameters read without the nesting-depth check, M42 JUnit counting failed expectations instead of
failed cases, M43 JUnit not counting a broken test file, M44 a run with a broken test file reported ok, M45 a case's
expectations never checked, M46 the watcher's final SIGKILL removed, M47 write_script writing over a concurrent change.
(M35, M38, M40 and M41 are killed by tests elsewhere: bench/mutate.py names them.)
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from scriptdeck.core.dialects.header import MAX_SCHEMA_DEPTH, parse_miyu
from scriptdeck.core.model.header_edit import HeaderEditError, write_script
from scriptdeck.core.model.testfile import TestFileError
from scriptdeck.core.run.testcheck import Failure
from scriptdeck.core.run.testreport import json_report, junit_xml
from scriptdeck.core.run.testrun import CaseOutcome

from tests import conftest
from tests.conftest import REPO, alive, wait_gone

# -- M39: a header's Parameters nested past the schema limit -----------------------------------------------------


def test_parameters_nested_past_the_schema_limit_are_refused_as_too_deep() -> None:
    depth = MAX_SCHEMA_DEPTH + 20  # deeper than the limit, far within what Python's json parses
    nested = '{"type": "object", "properties": {"a": ' * depth + '{"type": "string"}' + "}}" * depth
    json.loads(nested)  # Python alone accepts it: only the header's own check can refuse it
    header = parse_miyu(f"#!/bin/sh\n# Description: Deep.\n# Parameters: {nested}\necho\n".encode())
    assert header.parameters is None
    assert header.parameters_error == "too_deep"


# -- M42, M43, M44: the test report counts cases and broken files ------------------------------------------------


def outcome(name: str, failures: list[Failure]) -> CaseOutcome:
    return CaseOutcome("probe", name, Path("/deck/.tests/probe.json"), 0, not failures, 5, failures,
                       {"stdout": "", "stderr": ""})


def suites(xml: bytes) -> dict[str, dict[str, str]]:
    return {suite.get("name", ""): dict(suite.attrib) for suite in ET.fromstring(xml).iter("testsuite")}


def test_junit_counts_a_case_with_two_failed_expectations_as_one_failure() -> None:
    two = [Failure("exit_code", 0, 1), Failure("stdout", "a", "b")]
    xml = junit_xml([outcome("fails twice", two), outcome("passes", [])], [])
    probe = suites(xml)["probe"]
    assert (probe["tests"], probe["failures"], probe["errors"]) == ("2", "1", "0")
    assert ET.fromstring(xml).get("failures") == "1"


def test_junit_counts_a_broken_test_file_as_an_error() -> None:
    broken = TestFileError(Path("/deck/.tests/other.json"), 3, 7, "not JSON")
    xml = junit_xml([outcome("passes", [])], [broken])
    assert suites(xml)["other"]["errors"] == "1"
    assert ET.fromstring(xml).get("errors") == "1"


def test_a_run_with_a_broken_test_file_is_not_ok_even_when_every_case_passed() -> None:
    broken = TestFileError(Path("/deck/.tests/other.json"), 1, 1, "not JSON")
    report = json_report([outcome("passes", [])], [broken])
    assert report["ok"] is False
    assert (report["passed"], report["failed"], len(report["broken"])) == (1, 0, 1)
    assert json_report([outcome("passes", [])], [])["ok"] is True


# -- M45: a case's expectations are checked, across real processes -----------------------------------------------


def test_a_case_whose_expectation_fails_fails_the_run(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    layer = deck / "scripts" / "personas" / "default"
    conftest.write_script(layer / "says_hi.sh", "#!/bin/sh\n# Description: Says hi.\necho hi\n")
    (layer / ".tests").mkdir(parents=True)
    (layer / ".tests" / "says_hi.json").write_text(json.dumps({"cases": [
        {"name": "right", "expect": {"exit_code": 0, "stdout": "hi"}},
        {"name": "wrong", "expect": {"exit_code": 3}}]}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(deck), "--lang", "en", "test", "--json"],
                          capture_output=True, text=True, timeout=240, cwd=str(REPO))
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert done.returncode != 0, done.stdout
    assert (report["ok"], report["passed"], report["failed"]) == (False, 1, 1)
    assert [case["name"] for case in report["cases"] if not case["ok"]] == ["wrong"]


# -- M46: the watcher ends a run whose ScriptDeck died, even a run that ignores SIGTERM -------------------------


@pytest.mark.slow
def test_a_run_that_ignores_sigterm_is_killed_when_its_scriptdeck_dies(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    pidfile = tmp_path / "tool.pid"
    conftest.write_script(home / "scripts" / "stubborn.sh",
                          f"#!/bin/sh\n# Description: Ignores SIGTERM.\n# Timeout: 300\ntrap '' TERM\n"
                          f"echo $$ > {pidfile}.tmp && mv {pidfile}.tmp {pidfile}\nsleep 300\n")
    call = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "tool-call", "stubborn"],
                            cwd=str(REPO), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert wait_for_file(pidfile, call), call.stderr.read().decode(errors="replace") if call.poll() else ""
        tool = int(pidfile.read_text())
        assert alive(tool)
        call.send_signal(signal.SIGKILL)  # ScriptDeck dies without a word: only its watcher is left to act
        call.wait(timeout=60)
        assert wait_gone([tool], timeout=30) == [], "the tool that ignores SIGTERM outlived its ScriptDeck"
    finally:
        if call.poll() is None:
            call.kill()
            call.wait()


def wait_for_file(path: Path, process: subprocess.Popen[bytes]) -> bool:
    """Whether ``path`` appears while ``process`` lives (the pid file is renamed into place, so it is whole)."""
    import time

    deadline = time.monotonic() + 60  # bounds a hang only
    while not path.exists() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    return path.exists()


# -- M47: write_script refuses to write over a change made on disk since the read -------------------------------


def test_write_script_refuses_a_file_changed_since_it_was_read(tmp_path: Path) -> None:
    path = conftest.write_script(tmp_path / "tool.sh", "#!/bin/sh\n# Description: Before.\necho\n")
    read = path.read_bytes()
    path.write_bytes(b"#!/bin/sh\n# Description: Someone else's edit.\necho\n")
    with pytest.raises(HeaderEditError, match="changed on disk"):
        write_script(path, b"#!/bin/sh\n# Description: Mine.\necho\n", read)
    assert path.read_bytes() == b"#!/bin/sh\n# Description: Someone else's edit.\necho\n", "nothing was written"
    write_script(path, b"#!/bin/sh\n# Description: Mine.\necho\n", path.read_bytes())  # unchanged: written
    assert b"Mine" in path.read_bytes()
