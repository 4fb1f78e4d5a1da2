"""Does a run's result meet a test case's expectations (SPEC §21)? Pure functions, no I/O.

``check(expect, result)`` returns every expectation that does not hold, in the order the report shows them;
each :class:`Failure` carries the expected and actual values and, for text, a unified diff.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass
from typing import Any

from scriptdeck.core.contract.jsonsafe import loads_strict
from scriptdeck.core.contract.schema import _compile as compile_re2
from scriptdeck.core.model.testfile import EXPECT_KEYS

#: stdout bigger than this is not parsed for ``stdout_json`` (the runner cuts stdout to 20,000 characters anyway)
MAX_JSON_STDOUT = 1024 * 1024
MAX_DIFF_LINES = 200
#: "Save as test case" offers at most this much of stdout's first line as ``stdout_contains``
CONTAINS_CHARS = 200


@dataclass(frozen=True, slots=True)
class Failure:
    """One expectation that did not hold. ``detail`` (English) says where, e.g. a JSON path."""

    key: str
    expected: Any
    actual: Any
    detail: str = ""
    diff: str = ""

    def to_json(self) -> dict[str, Any]:
        out = {"key": self.key, "expected": self.expected, "actual": self.actual}
        if self.detail:
            out["detail"] = self.detail
        if self.diff:
            out["diff"] = self.diff
        return out


def text_diff(expected: str, actual: str) -> str:
    """A unified diff of two texts (at most ``MAX_DIFF_LINES`` lines)."""
    lines = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(), "expected", "actual",
                                      lineterm="", n=2))
    if len(lines) > MAX_DIFF_LINES:
        lines = [*lines[:MAX_DIFF_LINES], f"... ({len(lines) - MAX_DIFF_LINES} more lines)"]
    return "\n".join(lines)


def json_equal(a: Any, b: Any) -> bool:
    """Equality of JSON values: ``true`` is not ``1``, ``1`` is ``1.0``."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and bool(a == b)


def json_mismatch(expected: Any, actual: Any, path: str = "$") -> tuple[str, Any, Any] | None:
    """The first place where ``actual`` does not contain ``expected`` (objects by subset, arrays and scalars
    exactly) as ``(path, expected part, actual part)``, or None when it does. Iterative: no recursion limit."""
    stack = [(expected, actual, path)]
    while stack:
        want, got, where = stack.pop()
        if isinstance(want, dict) and isinstance(got, dict):
            for key in reversed(list(want)):
                if key not in got:
                    return f"{where}.{key}", want[key], None
                stack.append((want[key], got[key], f"{where}.{key}"))
        elif not json_equal(want, got):
            return where, want, got
    return None


def _texts(value: str | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else list(value)


def _check_one(key: str, want: Any, result: dict[str, Any]) -> Failure | None:
    stdout, stderr = str(result.get("stdout") or ""), str(result.get("stderr") or "")
    if key in ("success", "exit_code", "limit"):
        got = result.get(key)
        return None if json_equal(want, got) else Failure(key, want, got)
    if key == "stdout":
        return None if want == stdout else Failure(key, want, stdout, diff=text_diff(want, stdout))
    if key in ("stdout_contains", "stderr_contains"):
        text = stdout if key == "stdout_contains" else stderr
        missing = next((needle for needle in _texts(want) if needle not in text), None)
        return None if missing is None else Failure(key, missing, text, detail="not found")
    if key == "stdout_matches":
        try:
            found = compile_re2(want).search(stdout) is not None
        except re.error as error:  # a checked file never gets here; a hand-built case may
            return Failure(key, want, stdout, detail=f"the pattern cannot be used: {error}")
        return None if found else Failure(key, want, stdout, detail="no match")
    if key == "stdout_json":
        try:
            parsed = loads_strict(stdout, max_bytes=MAX_JSON_STDOUT)
        except ValueError as error:
            return Failure(key, want, stdout, detail=f"stdout is not JSON: {error}")
        mismatch = json_mismatch(want, parsed)
        if mismatch is None:
            return None
        where, part, got = mismatch
        diff = text_diff(json.dumps(part, ensure_ascii=False, indent=2), json.dumps(got, ensure_ascii=False, indent=2))
        return Failure(key, part, got, detail=where if got is not None or where == "$" else f"{where} is missing",
                       diff=diff)
    if key == "images":
        count = len(result.get("images") or [])
        return None if count == want else Failure(key, want, count)
    if key == "max_ms":
        took = result.get("duration_ms")
        return None if isinstance(took, (int, float)) and took <= want else Failure(key, want, took)
    return Failure(key, want, None, detail="unknown expectation")


def check(expect: dict[str, Any], result: dict[str, Any]) -> list[Failure]:
    """Every expectation of ``expect`` that ``result`` (a run result's JSON) does not meet."""
    failures = []
    for key in sorted(expect, key=lambda k: EXPECT_KEYS.index(k) if k in EXPECT_KEYS else len(EXPECT_KEYS)):
        failure = _check_one(key, expect[key], result)
        if failure is not None:
            failures.append(failure)
    return failures


def offered_expectations(result: dict[str, Any]) -> dict[str, Any]:
    """What a finished run's result can be saved as, key by key ("Save as test case": the user picks)."""
    stdout = str(result.get("stdout") or "")
    offered: dict[str, Any] = {"success": bool(result.get("success")), "exit_code": result.get("exit_code"),
                               "stdout": stdout}
    first_line = next((line.strip() for line in stdout.splitlines() if line.strip()), "")
    if first_line:  # a looser check than the whole text: a line the output must keep containing
        offered["stdout_contains"] = first_line[:CONTAINS_CHARS]
    if stdout.lstrip()[:1] in ("{", "["):
        try:
            offered["stdout_json"] = loads_strict(stdout, max_bytes=MAX_JSON_STDOUT)
        except ValueError:
            pass
    offered["images"] = len(result.get("images") or [])
    if result.get("limit"):
        offered["limit"] = result["limit"]
    return offered


def default_picks(offered: dict[str, Any]) -> list[str]:
    """The keys checked at first: success, and the output as JSON when it is JSON, else as text."""
    return ["success", "stdout_json" if "stdout_json" in offered else "stdout"]


def readable_name(args: Any, limit: int = 60) -> str:
    """A case name a person can read, from the arguments: ``city=Paris, days=3`` (strings unquoted, cut to
    ``limit`` characters); "" for no arguments (the caller names that in its language)."""
    if isinstance(args, dict):
        parts = [f"{key}={value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)}"
                 for key, value in args.items()]
        text = ", ".join(parts)
    else:
        text = json.dumps(args, ensure_ascii=False)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
