"""``scriptdeck test --junit`` validates against Jenkins xUnit's ``junit-10.xsd`` (SPEC §26), for a mixed run."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.cli.test_tooltests import deck_with, scriptdeck
from tests.conftest import TESTS

xmlschema = pytest.importorskip("xmlschema")
SCHEMA = TESTS / "data" / "junit" / "junit-10.xsd"
SLEEPER = "#!/bin/sh\n# Description: Sleep past its timeout.\n# Timeout: 1\nexec sleep 30\n"


@pytest.mark.slow
def test_junit_of_a_mixed_run_validates_against_junit_10_xsd(tmp_path: Path) -> None:
    deck = deck_with(tmp_path, {"probe": [{"name": "passes"},
                                          {"name": "fails \x1b[1m", "args": {"out": "a\x00b", "code": 2}},
                                          {"name": "skips", "skip": "not today"}],
                                "sleeper": [{"name": "times out"}]},
                     tools={"sleeper.sh": SLEEPER})
    broken = deck / "scripts" / "personas" / "default" / ".tests" / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    report = tmp_path / "junit.xml"
    done = scriptdeck(deck, "test", "--junit", str(report))
    assert done.returncode == 2, done.stderr  # a broken test file
    xmlschema.XMLSchema10(str(SCHEMA)).validate(str(report))
    root = ET.parse(report).getroot()
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("5", "2", "1")
    suites = {suite.get("name"): suite for suite in root}
    assert suites["broken"].get("tests") == "1" and suites["broken"].get("errors") == "1"
    assert suites["broken"].find("testcase/error") is not None
    assert suites["probe"].get("skipped") == "1"
    timed_out = suites["sleeper"].find("testcase")
    assert timed_out is not None and timed_out.find("failure") is not None
    assert "timeout" in (timed_out.findtext("failure") or "")
    assert all("file" not in case.attrib for case in root.iter("testcase"))
