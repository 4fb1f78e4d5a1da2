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
from scriptdeck.core.run.testrun import CaseOutcome, cut_text
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
SKIPPED = QT_TRANSLATE_NOOP("testrun", "skipped: {a0}")
SUMMARY_SKIPPED = QT_TRANSLATE_NOOP("testrun", "{a0} skipped")
SUMMARY_DESELECTED = QT_TRANSLATE_NOOP("testrun", "{a0} deselected")
RUN_EXIT = QT_TRANSLATE_NOOP("testrun", "exit code {a0} after {a1} ms")
RUN_STOPPED = QT_TRANSLATE_NOOP("testrun", "stopped by the {a0} limit after {a1} ms")
RUN_SIGNAL = QT_TRANSLATE_NOOP("testrun", "ended by a signal after {a1} ms: {a0}")
STREAM_TAIL = QT_TRANSLATE_NOOP("testrun", "{a0} (last {a1} of {a2} lines):")
STREAM_EMPTY = QT_TRANSLATE_NOOP("testrun", "{a0}: (empty)")
#: the few words a failed expectation adds (testcheck's ``detail``), shown in the report's language
DETAILS = {"not found": QT_TRANSLATE_NOOP("testrun", "not found"), "no match": QT_TRANSLATE_NOOP("testrun", "no match"),
           "unknown expectation": QT_TRANSLATE_NOOP("testrun", "unknown expectation")}
DETAIL_PREFIXES = (("stdout is not JSON: ", QT_TRANSLATE_NOOP("testrun", "stdout is not JSON: {a0}")),
                   ("the pattern cannot be used: ", QT_TRANSLATE_NOOP("testrun", "the pattern cannot be used: {a0}")))
DETAIL_MISSING = QT_TRANSLATE_NOOP("testrun", "{a0} is missing")
SHOWN_CHARS = 160
TAIL_LINES = 20
_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
#: what a terminal could take as a command: C0 and C1 controls (ESC, BEL, NUL, CR, …), DEL, lone surrogates and
#: the bidirectional overrides
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def escaped(text: str, *, tabs: bool = True) -> str:
    """``text`` with every control character written as an escape (``\\x1b``, ``\\x07``, ``\\x00``), so a report
    never sends raw escape sequences to a terminal; newlines and (unless ``tabs`` is false) tabs stay."""
    out = _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else f"\\u{ord(m.group()):04x}",
                       text)
    return out if tabs else out.replace("\t", "\\t")


def one_line(text: str) -> str:
    """``text`` escaped for one line of a report (newlines and tabs escaped too)."""
    return escaped(text, tabs=False).replace("\n", "\\n")


def shown(value: Any) -> str:
    """A value as one short line (JSON for non-text); a long one is cut and says how long it was."""
    text = json.dumps(value, ensure_ascii=False)
    if len(text) > SHOWN_CHARS:
        text = text[: SHOWN_CHARS - 1] + f"… ({len(text)} characters)"
    return one_line(text)


def detail_text(detail: str, lang: str) -> str:
    """testcheck's detail words in ``lang`` (a JSON path such as ``$.a.b`` stays as it is)."""
    if detail in DETAILS:
        return translate(CTX, DETAILS[detail], lang)
    for prefix, template in DETAIL_PREFIXES:
        if detail.startswith(prefix):
            return translate(CTX, template, lang).format(a0=detail[len(prefix):])
    if detail.endswith(" is missing"):
        return translate(CTX, DETAIL_MISSING, lang).format(a0=detail[: -len(" is missing")])
    return detail


def failure_line(failure: Failure, lang: str) -> str:
    if failure.key == "run":
        return translate(CTX, NOT_RUN, lang).format(a0=one_line(str(failure.actual)))
    where = failure.key + (f" ({detail_text(failure.detail, lang)})" if failure.detail else "")
    return translate(CTX, EXPECTED_GOT, lang).format(a0=one_line(where), a1=shown(failure.expected),
                                                     a2=shown(failure.actual))


def diff_lines(failure: Failure, lang: str) -> list[str]:
    """The failure's unified diff, its two header lines in ``lang``."""
    lines = [escaped(line) for line in failure.diff.splitlines()]
    if lines[:2] == ["--- expected", "+++ actual"]:
        lines[:2] = ["--- " + translate(CTX, DIFF_EXPECTED, lang), "+++ " + translate(CTX, DIFF_ACTUAL, lang)]
    return lines


def run_lines(result: dict[str, Any], lang: str) -> list[str]:
    """How the run ended (exit code, limit or signal, duration) and the last lines of stdout and stderr."""
    ms = result.get("duration_ms")
    if result.get("limit") or result.get("timed_out"):
        head = translate(CTX, RUN_STOPPED, lang).format(a0=result.get("limit") or "timeout", a1=ms)
    elif result.get("exit_code") is None:
        what = result.get("signal") or result.get("error") or ""
        head = translate(CTX, RUN_SIGNAL, lang).format(a0=one_line(str(what)), a1=ms)
    else:
        head = translate(CTX, RUN_EXIT, lang).format(a0=result.get("exit_code"), a1=ms)
    lines = [head]
    for stream in ("stdout", "stderr"):
        text = str(result.get(stream) or "")
        all_lines = text.splitlines()
        if not all_lines:
            lines.append(translate(CTX, STREAM_EMPTY, lang).format(a0=stream))
            continue
        tail = all_lines[-TAIL_LINES:]
        lines.append(translate(CTX, STREAM_TAIL, lang).format(a0=stream, a1=len(tail), a2=len(all_lines)))
        lines += ["  | " + escaped(line, tabs=False) for line in tail]
    return lines


def case_lines(outcome: CaseOutcome, lang: str) -> list[str]:
    """The case's line; when it failed, its first failed expectation, the diff for text, and the run."""
    name = f"{one_line(outcome.tool)} › {one_line(outcome.name)}"
    if outcome.skipped is not None:
        return [f"- {name}  " + translate(CTX, SKIPPED, lang).format(a0=one_line(outcome.skipped))]
    mark = "✓" if outcome.ok else "✗"
    lines = [f"{mark} {name}  ({outcome.ms} ms)"
             + (f"  [{translate(CTX, UPDATED, lang)}]" if outcome.updated else "")]
    if outcome.failures:
        first = outcome.failures[0]
        lines.append("    " + failure_line(first, lang))
        lines += ["      " + line for line in diff_lines(first, lang)]
        if outcome.result is not None:
            lines += ["    " + line for line in run_lines(outcome.result, lang)]
    return lines


def broken_line(error: TestFileError, lang: str) -> str:
    message, fix = error.message(lang)
    return f"✗ {one_line(message)}\n    {one_line(fix)}"


def _counts(outcomes: list[CaseOutcome]) -> tuple[int, int, int]:
    """(passed, failed, skipped)"""
    skipped = sum(outcome.skipped is not None for outcome in outcomes)
    passed = sum(outcome.ok for outcome in outcomes) - skipped
    return passed, len(outcomes) - passed - skipped, skipped


def summary_line(outcomes: list[CaseOutcome], broken: list[TestFileError], lang: str, deselected: int = 0) -> str:
    passed, failed, skipped = _counts(outcomes)
    text = translate(CTX, SUMMARY, lang).format(a0=passed, a1=failed)
    if skipped:
        text += ", " + translate(CTX, SUMMARY_SKIPPED, lang).format(a0=skipped)
    if deselected:
        text += ", " + translate(CTX, SUMMARY_DESELECTED, lang).format(a0=deselected)
    if broken:
        text += "; " + translate(CTX, SUMMARY_BROKEN, lang).format(a0=len(broken))
    return text


def json_report(outcomes: list[CaseOutcome], broken: list[TestFileError]) -> dict[str, Any]:
    passed, failed, skipped = _counts(outcomes)
    return {"ok": not failed and not broken, "passed": passed, "failed": failed, "skipped": skipped,
            "cases": [outcome.to_json() for outcome in outcomes],
            "broken": [error.to_json() for error in broken]}


def _xml_text(text: Any) -> str:
    return _NOT_XML.sub("\ufffd", str(text))


def _stream(result: dict[str, Any] | None, stream: str) -> str:
    return _xml_text(cut_text(str((result or {}).get(stream) or "")))


def junit_xml(outcomes: list[CaseOutcome], broken: list[TestFileError]) -> bytes:
    """JUnit XML of the run (one suite per tool, in the order the tools came), valid against Jenkins xUnit's
    ``junit-10.xsd``: only the attributes it defines; a skipped case has ``<skipped>``; a broken test file is one
    test case with ``<error>``, counted in ``tests`` and ``errors``."""
    root = ET.Element("testsuites", name="scriptdeck")
    suites: dict[str, ET.Element] = {}
    counts: dict[str, list[float]] = {}

    def suite(tool: str) -> ET.Element:
        if tool not in suites:
            suites[tool] = ET.SubElement(root, "testsuite", name=_xml_text(tool))
            counts[tool] = [0, 0, 0, 0, 0.0]  # tests, failures, errors, skipped, seconds
        return suites[tool]

    for outcome in outcomes:
        element = ET.SubElement(suite(outcome.tool), "testcase", name=_xml_text(outcome.name),
                                classname=_xml_text(f"scriptdeck.{outcome.tool}"), time=f"{outcome.ms / 1000:.3f}")
        tally = counts[outcome.tool]
        tally[0] += 1
        tally[4] += outcome.ms / 1000
        if outcome.skipped is not None:
            tally[3] += 1
            ET.SubElement(element, "skipped", message=_xml_text(outcome.skipped))
        elif outcome.failures:
            tally[1] += 1
            first = outcome.failures[0]
            failure = ET.SubElement(element, "failure", type=_xml_text(first.key),
                                    message=_xml_text(failure_line(first, "en")))
            details = [failure_line(f, "en") + ("\n" + f.diff if f.diff else "") for f in outcome.failures]
            if outcome.result is not None:
                details.append(run_lines(outcome.result, "en")[0])
            failure.text = _xml_text("\n".join(details))
        if outcome.result is not None:
            ET.SubElement(element, "system-out").text = _stream(outcome.result, "stdout")
            ET.SubElement(element, "system-err").text = _stream(outcome.result, "stderr")
    for error in broken:
        tool = error.path.stem
        element = ET.SubElement(suite(tool), "testcase", name=_xml_text(error.path.name),
                                classname=_xml_text(f"scriptdeck.{tool}"), time="0.000")
        ET.SubElement(element, "error", type="broken-test-file", message=_xml_text(error.error)).text = \
            _xml_text(error.error)
        counts[tool][0] += 1
        counts[tool][2] += 1
    total = [0.0] * 5
    for tool, element in suites.items():
        tests, failures, errors, skipped, seconds = counts[tool]
        element.set("tests", str(int(tests)))
        element.set("failures", str(int(failures)))
        element.set("errors", str(int(errors)))
        element.set("skipped", str(int(skipped)))
        element.set("time", f"{seconds:.3f}")
        total = [a + b for a, b in zip(total, counts[tool], strict=True)]
    root.set("tests", str(int(total[0])))
    root.set("failures", str(int(total[1])))
    root.set("errors", str(int(total[2])))
    root.set("time", f"{total[4]:.3f}")
    ET.indent(root)
    return bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True)) + b"\n"


def write_junit(path: Path, outcomes: list[CaseOutcome], broken: list[TestFileError]) -> None:
    atomic_write(Path(path), junit_xml(outcomes, broken))
