"""What ``scriptdeck test`` prints and writes: one line per case, a summary, ``--json``, and JUnit XML.

The JUnit file follows the schema Jenkins, GitLab and GitHub's test reporters read: ``<testsuites>`` with one
``<testsuite>`` per tool, one ``<testcase>`` per case, ``<failure>`` for a failed case and ``<error>`` for a
broken test file. Text a tool printed may hold characters XML 1.0 cannot carry (NUL, other controls, lone
surrogates): they are replaced, so the file always parses.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.model.testfile import TestFileError
from scriptdeck.core.run.testcheck import Failure
from scriptdeck.core.run.testrun import CaseOutcome
from scriptdeck.core.store.fsutil import atomic_write

CTX = "testrun"
EXPECTED_GOT = QT_TRANSLATE_NOOP("testrun", "{a0}: expected {a1}, got {a2}")
NOT_RUN = QT_TRANSLATE_NOOP("testrun", "not run: {a0}")
UPDATED = QT_TRANSLATE_NOOP("testrun", "snapshot updated")
SUMMARY = QT_TRANSLATE_NOOP("testrun", "{a0} passed, {a1} failed")
SUMMARY_BROKEN = QT_TRANSLATE_NOOP("testrun", "{a0} broken test files (nothing of them ran)")
NO_CASES = QT_TRANSLATE_NOOP("testrun", "No test cases found: add <layer>/.tests/<id>.json, or save a run as a test "
                                        "case in the window")
WROTE = QT_TRANSLATE_NOOP("testrun", "Updated {a0}")
DIFF_EXPECTED = QT_TRANSLATE_NOOP("testrun", "expected")
DIFF_ACTUAL = QT_TRANSLATE_NOOP("testrun", "actual")
SHOWN_CHARS = 160
_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def shown(value: Any) -> str:
    """A value as one short line (JSON for non-text)."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"


def failure_line(failure: Failure, lang: str) -> str:
    if failure.key == "run":
        return translate(CTX, NOT_RUN, lang).format(a0=failure.actual)
    where = failure.key + (f" ({failure.detail})" if failure.detail else "")
    return translate(CTX, EXPECTED_GOT, lang).format(a0=where, a1=shown(failure.expected), a2=shown(failure.actual))


def diff_lines(failure: Failure, lang: str) -> list[str]:
    """The failure's unified diff, its two header lines in ``lang``."""
    lines = failure.diff.splitlines()
    if lines[:2] == ["--- expected", "+++ actual"]:
        lines[:2] = ["--- " + translate(CTX, DIFF_EXPECTED, lang), "+++ " + translate(CTX, DIFF_ACTUAL, lang)]
    return lines


def case_lines(outcome: CaseOutcome, lang: str) -> list[str]:
    """The case's line; when it failed, its first failed expectation and, for text, the diff."""
    mark = "✓" if outcome.ok else "✗"
    lines = [f"{mark} {outcome.tool} › {outcome.name}  ({outcome.ms} ms)"
             + (f"  [{translate(CTX, UPDATED, lang)}]" if outcome.updated else "")]
    if outcome.failures:
        first = outcome.failures[0]
        lines.append("    " + failure_line(first, lang))
        lines += ["      " + line for line in diff_lines(first, lang)]
    return lines


def broken_line(error: TestFileError, lang: str) -> str:
    message, fix = error.message(lang)
    return f"✗ {message}\n    {fix}"


def summary_line(outcomes: list[CaseOutcome], broken: list[TestFileError], lang: str) -> str:
    passed = sum(outcome.ok for outcome in outcomes)
    text = translate(CTX, SUMMARY, lang).format(a0=passed, a1=len(outcomes) - passed)
    if broken:
        text += "; " + translate(CTX, SUMMARY_BROKEN, lang).format(a0=len(broken))
    return text


def json_report(outcomes: list[CaseOutcome], broken: list[TestFileError]) -> dict[str, Any]:
    passed = sum(outcome.ok for outcome in outcomes)
    return {"ok": passed == len(outcomes) and not broken, "passed": passed, "failed": len(outcomes) - passed,
            "cases": [outcome.to_json() for outcome in outcomes],
            "broken": [error.to_json() for error in broken]}


def _xml_text(text: Any) -> str:
    return _NOT_XML.sub("\ufffd", str(text))


def junit_xml(outcomes: list[CaseOutcome], broken: list[TestFileError]) -> bytes:
    """JUnit XML of the run (one suite per tool, in the order the tools came)."""
    root = ET.Element("testsuites", name="scriptdeck")
    suites: dict[str, ET.Element] = {}
    counts: dict[str, list[float]] = {}

    def suite(tool: str) -> ET.Element:
        if tool not in suites:
            suites[tool] = ET.SubElement(root, "testsuite", name=_xml_text(tool))
            counts[tool] = [0, 0, 0, 0.0]  # tests, failures, errors, seconds
        return suites[tool]

    for outcome in outcomes:
        element = ET.SubElement(suite(outcome.tool), "testcase", classname=_xml_text(f"scriptdeck.{outcome.tool}"),
                                name=_xml_text(outcome.name), file=_xml_text(outcome.file),
                                time=f"{outcome.ms / 1000:.3f}")
        tally = counts[outcome.tool]
        tally[0] += 1
        tally[3] += outcome.ms / 1000
        if outcome.failures:
            tally[1] += 1
            first = outcome.failures[0]
            failure = ET.SubElement(element, "failure", message=_xml_text(failure_line(first, "en")),
                                    type=_xml_text(first.key))
            failure.text = _xml_text("\n".join(failure_line(f, "en") + ("\n" + f.diff if f.diff else "")
                                               for f in outcome.failures))
        if outcome.result is not None:
            ET.SubElement(element, "system-out").text = _xml_text(outcome.result.get("stdout") or "")
            ET.SubElement(element, "system-err").text = _xml_text(outcome.result.get("stderr") or "")
    for error in broken:
        element = ET.SubElement(suite(error.path.stem), "testcase", classname=_xml_text(f"scriptdeck.{error.path.stem}"),
                                name=_xml_text(error.path.name), file=_xml_text(error.path), time="0")
        ET.SubElement(element, "error", message=_xml_text(error.error), type="broken-test-file").text = \
            _xml_text(error.error)
        counts[error.path.stem][2] += 1
    total = [0.0, 0.0, 0.0, 0.0]
    for tool, element in suites.items():
        tests, failures, errors, seconds = counts[tool]
        element.set("tests", str(int(tests)))
        element.set("failures", str(int(failures)))
        element.set("errors", str(int(errors)))
        element.set("skipped", "0")
        element.set("time", f"{seconds:.3f}")
        total = [a + b for a, b in zip(total, counts[tool], strict=True)]
    root.set("tests", str(int(total[0])))
    root.set("failures", str(int(total[1])))
    root.set("errors", str(int(total[2])))
    root.set("time", f"{total[3]:.3f}")
    ET.indent(root)
    return bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True)) + b"\n"


def write_junit(path: Path, outcomes: list[CaseOutcome], broken: list[TestFileError]) -> None:
    atomic_write(Path(path), junit_xml(outcomes, broken))
