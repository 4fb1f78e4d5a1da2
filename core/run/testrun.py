"""Run tool test cases exactly as an agent calls the tool (SPEC §21), in parallel, without Qt.

Each case is one real ``scriptdeck tool-call ID --stdin`` process: the agent's own entry point, so limits,
sandbox, trust policy and host bridge are whatever ``tool-call`` applies (there is no second way to run a tool),
a hanging or crashing case cannot take the others down, and cases run in parallel without sharing an event
loop. A refusal (unknown, disabled, unregistered, refused by trust, arguments the Parameters refuse) makes the
case fail with the refusal's reason.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.ids import is_valid_id
from scriptdeck.core.contract.jsonsafe import loads_strict
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.testfile import (
    Case,
    FoundFile,
    TestFileError,
    discover_files,
    display_path,
    edit_test_file,
    load_test_file,
    shadowed_by,
)
from scriptdeck.core.platform.process import session_options
from scriptdeck.core.run import supervise
from scriptdeck.core.run.testcheck import Failure, check
from scriptdeck.core.store.fsutil import read_regular, write_private

#: a tool-call never runs longer than the 300 s cap plus the kill grace; this only guards against a stuck child
CALL_TIMEOUT_SECONDS = 330
SNAPSHOT_KEYS = ("stdout", "stdout_json")
#: how a test run tells ``tool-call`` the case's set-up (working folder, shorter timeout) and that the run is a test
#: (history ``source: "test"``); tool-call removes it from its environment before the tool starts
CASE_ENV = "SCRIPTDECK_TEST_CASE"


@dataclass(frozen=True, slots=True)
class CaseRun:
    """One case of one test file, to be run (or reported as skipped: ``skip`` says why)."""

    tool_id: str
    file: Path
    case: Case
    skip: str | None = None
    #: the tool's own timeout in milliseconds, when the registry knows the tool (a case may only shorten it)
    tool_timeout_ms: int | None = None

    @property
    def key(self) -> str:
        return case_key(self.tool_id, self.case.name)


def case_key(tool_id: str, name: str) -> str:
    """What ``-k`` matches and ``--lf`` remembers: ``TOOL::NAME``."""
    return f"{tool_id}::{name}"


@dataclass(slots=True)
class CaseOutcome:
    tool: str
    name: str
    file: Path
    index: int
    ok: bool
    ms: int
    failures: list[Failure]
    #: the run's result JSON (None when the run was refused, never answered or skipped)
    result: dict[str, Any] | None = None
    updated: bool = False
    #: why the case was not run (its ``skip``, or the tool that shadows it); a skipped case is ``ok``
    skipped: str | None = None
    #: the case as it was run: a view shows this outcome only while the file still holds the same case
    case: Case | None = None

    @property
    def key(self) -> str:
        return case_key(self.tool, self.name)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"tool": self.tool, "name": self.name, "ok": self.ok, "ms": self.ms,
                               "failures": [failure.to_json() for failure in self.failures],
                               "file": display_path(self.file)}
        if self.skipped is not None:
            out["skipped"] = self.skipped
        if self.result is not None:  # the run, as a failure report shows it (SPEC §26), cut to 64 KiB each
            out["exit_code"] = self.result.get("exit_code")
            out["stdout"] = cut_text(str(self.result.get("stdout") or ""))
            out["stderr"] = cut_text(str(self.result.get("stderr") or ""))
            if self.result.get("signal"):  # what ended the run when exit_code is null
                out["signal"] = self.result["signal"]
        if self.updated:
            out["updated"] = True
        return out


#: ``--json`` carries at most this much of each stream per case
MAX_JSON_STREAM = 64 * 1024


def cut_text(text: str, limit: int = MAX_JSON_STREAM) -> str:
    """``text`` cut to ``limit`` UTF-8 bytes (never inside a character), saying how long it was."""
    data = text.encode("utf-8", "surrogatepass")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", "ignore") + f"\n… (cut: {len(data)} bytes in all)"


@dataclass(slots=True)
class TestPlan:
    """What ``scriptdeck test`` will run: the cases, the broken files (nothing of them runs), the ids asked for
    that name no tool, those whose tool has no test file, and how many cases the selection left out."""

    __test__ = False
    runs: list[CaseRun] = field(default_factory=list)
    broken: list[TestFileError] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    without_tests: list[str] = field(default_factory=list)
    deselected: int = 0


def _known(registry: Registry, tool_id: str) -> bool:
    return is_valid_id(tool_id) and any(tool.id == tool_id for tool in registry.all_tools())


def _shadow_reason(registry: Registry, found: FoundFile) -> str | None:
    winner = shadowed_by(registry, found)
    if winner is None:
        return None
    return f"shadowed by {winner.path} ({winner.layer} layer)"


def plan_tests(registry: Registry, tool_ids: Iterable[str] = (), *, keyword: str | None = None,
               last_failed: set[str] | None = None) -> TestPlan:
    """The cases to run. ``keyword``: only cases whose ``TOOL::NAME`` contains it (case-insensitive);
    ``last_failed``: only the cases of that set, or every case when none of them is still there."""
    wanted = list(dict.fromkeys(tool_ids))
    plan = TestPlan()
    files = discover_files(registry, [tool_id for tool_id in wanted if is_valid_id(tool_id)])
    with_files = {found.tool_id for found in files}
    plan.unknown = [tool_id for tool_id in wanted if tool_id not in with_files and not _known(registry, tool_id)]
    plan.without_tests = [tool_id for tool_id in wanted if tool_id not in with_files and tool_id not in plan.unknown]
    runs: list[CaseRun] = []
    for found in files:
        if not is_valid_id(found.tool_id):  # its cases could run against no tool
            plan.broken.append(TestFileError(found.path, 1, 1, "the file name is not a tool id (letters, digits and "
                                                               "'_', starting with a letter); rename it <id>.json"))
            continue
        try:
            test_file = load_test_file(found.path, found.tool_id)
        except TestFileError as error:
            plan.broken.append(error)
            continue
        shadow = _shadow_reason(registry, found)
        tool = registry.get(found.tool_id)
        timeout_ms = int(tool.timeout_seconds * 1000) if tool is not None else None
        runs += [CaseRun(found.tool_id, found.path, case, shadow or case.skip, timeout_ms) for case in test_file.cases]
    selected = runs
    if keyword:
        selected = [run for run in selected if keyword.casefold() in run.key.casefold()]
    if last_failed:
        again = [run for run in selected if run.key in last_failed]
        selected = again or selected
    plan.deselected = len(runs) - len(selected)
    plan.runs = selected
    return plan


# -- --lf: the cases that failed last time ---------------------------------------------------------------

LAST_FAILED_FILE = "tests-lastfailed.json"


def last_failed_path(state_dir: Path) -> Path:
    return Path(state_dir) / LAST_FAILED_FILE


def read_last_failed(state_dir: Path) -> set[str]:
    """The ``TOOL::NAME`` keys that failed in the last run; an unreadable file counts as none (it only narrows a
    selection, so reading it wrong can make a run larger, never hide a failure)."""
    try:
        data = loads_strict(read_regular(last_failed_path(state_dir), 16 * 1024 * 1024))
    except (OSError, ValueError):
        return set()
    failed = data.get("failed") if isinstance(data, dict) else None
    return {key for key in failed if isinstance(key, str)} if isinstance(failed, list) else set()


def write_last_failed(state_dir: Path, outcomes: list[CaseOutcome]) -> None:
    """Remember what failed, as pytest's cache does: a case that ran is added or dropped; the others stay."""
    failed = read_last_failed(state_dir)
    for outcome in outcomes:
        if outcome.skipped is not None:
            continue
        if outcome.ok:
            failed.discard(outcome.key)
        else:
            failed.add(outcome.key)
    body = json.dumps({"failed": sorted(failed)}, ensure_ascii=False, indent=2) + "\n"
    write_private(last_failed_path(state_dir), body.encode("utf-8", "surrogatepass"))  # state/: 0600 (SPEC §15)


#: ``python -c`` of ScriptDeck's entry point, not ``python -m scriptdeck``: both put the working directory first on
#: ``sys.path``, and ``-m`` imports ``scriptdeck`` from it — a clone named ``scriptdeck/`` in the folder the user
#: works in would shadow the installed package. Dropping that entry first keeps the installed one (any Python).
TOOL_CALL_ENTRY = "import sys; del sys.path[0]; from scriptdeck.gui.launcher import main; sys.exit(main())"


@dataclass(slots=True)
class Caller:
    """Starts ``scriptdeck tool-call`` with the caller's home, persona, libraries and language; ``cancel()``
    stops every call in flight the way Ctrl-C stops a tool-call (its tool's group gets SIGTERM, then SIGKILL)."""

    flags: list[str] = field(default_factory=list)
    _live: set[subprocess.Popen[bytes]] = field(default_factory=set)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    cancelled: bool = False

    def command(self, tool_id: str) -> list[str]:
        return [sys.executable, "-c", TOOL_CALL_ENTRY, *self.flags, "tool-call", tool_id, "--stdin"]

    def call(self, tool_id: str, args: Any, *, env: dict[str, str] | None = None, cwd: str | None = None,
             timeout_ms: int | None = None) -> tuple[dict[str, Any] | None, str, int]:
        """``(result JSON or None, why there is none, wall milliseconds)``. ``env`` is added to the run's
        environment; ``cwd`` and ``timeout_ms`` replace the tool's working folder and shorten its timeout."""
        started = time.monotonic()
        setup = {"cwd": cwd, "timeout_ms": timeout_ms}
        child_env = {**os.environ, **(env or {}), **supervise.run_env(),
                     CASE_ENV: json.dumps({key: value for key, value in setup.items() if value is not None})}
        with self._lock:  # started and registered at once, so a cancel() never misses a call
            if self.cancelled:
                return None, "cancelled", 0
            # its own group, guarded by this process's watcher: if ScriptDeck is killed (SIGKILL included), the
            # tool-call gets SIGTERM and ends its run as on Ctrl-C (SPEC §19: nothing outlives ScriptDeck)
            process = subprocess.Popen(self.command(tool_id), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, env=child_env, **session_options())
            supervise.guard(process.pid)
            self._live.add(process)
        try:
            out, err = process.communicate(json.dumps(args, ensure_ascii=False).encode("utf-8"),
                                           timeout=CALL_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            out, err = process.communicate()
        finally:
            with self._lock:
                self._live.discard(process)
            supervise.release(process.pid)
        ms = int((time.monotonic() - started) * 1000)
        return (*_answer(out, err, process.returncode), ms)

    def cancel(self) -> None:
        with self._lock:
            self.cancelled = True
            for process in self._live:
                try:
                    process.send_signal(signal.SIGTERM)
                except OSError:
                    pass


def _answer(out: bytes, err: bytes, code: int) -> tuple[dict[str, Any] | None, str]:
    """The run result tool-call printed, or the reason it printed none (its refusal's error and fix)."""
    last = out.strip().splitlines()[-1] if out.strip() else b""
    try:
        answer = loads_strict(last) if last else None
    except ValueError:
        answer = None
    if isinstance(answer, dict) and "success" in answer:
        return answer, ""
    if isinstance(answer, dict) and answer.get("ok") is False:
        reason = str(answer.get("error") or "refused")
        return None, reason + (f" (fix: {answer['fix']})" if answer.get("fix") else "")
    detail = " ".join(err.decode("utf-8", "replace").split())[:300] or f"exit code {code}"
    return None, f"tool-call gave no result: {detail}"


def run_case(caller: Caller, item: CaseRun) -> CaseOutcome:
    case = item.case
    if item.skip is not None:
        return CaseOutcome(item.tool_id, case.name, item.file, case.index, True, 0, [], skipped=item.skip,
                           case=case)
    if case.timeout_ms is not None and item.tool_timeout_ms is not None and case.timeout_ms > item.tool_timeout_ms:
        failure = Failure("run", "the tool runs", f"timeout_ms {case.timeout_ms} is above the tool's own timeout "
                                                  f"({item.tool_timeout_ms} ms); use at most that")
        return CaseOutcome(item.tool_id, case.name, item.file, case.index, False, 0, [failure], case=case)
    folder = tempfile.mkdtemp(prefix="scriptdeck-case-") if case.files else None
    try:
        if folder is not None:
            for relative, text in case.files.items():
                target = Path(folder, relative)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8", errors="surrogatepass")
        result, reason, wall_ms = caller.call(item.tool_id, case.args, env=case.env, cwd=folder,
                                              timeout_ms=case.timeout_ms)
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
    if result is None:
        failure = Failure("run", "the tool runs", reason)
        return CaseOutcome(item.tool_id, case.name, item.file, case.index, False, wall_ms, [failure], case=case)
    ms = result.get("duration_ms")
    failures = check(case.expect, result)
    return CaseOutcome(item.tool_id, case.name, item.file, case.index, not failures,
                       ms if isinstance(ms, int) else wall_ms, failures, result, case=case)


def default_jobs() -> int:
    return max(1, os.cpu_count() or 1)


def iter_outcomes(caller: Caller, runs: list[CaseRun], jobs: int) -> Iterator[CaseOutcome]:
    """Run every case, ``jobs`` at a time; yield the outcomes in the order of ``runs`` (so a report is the same
    whatever ``jobs`` is)."""
    if not runs:
        return
    with ThreadPoolExecutor(max_workers=max(1, min(jobs, len(runs))), thread_name_prefix="tooltest") as pool:
        futures = [pool.submit(run_case, caller, item) for item in runs]
        try:
            for future in futures:
                yield future.result()
        finally:  # the consumer stopped early (Ctrl-C, a closed window): stop what is still running
            if any(not future.done() for future in futures):
                caller.cancel()


# -- --update --------------------------------------------------------------------------------------

def refreshed_json(expected: Any, actual: Any) -> Any:
    """``expected`` with the values that differ from ``actual`` replaced, keeping its shape: an object keeps its
    keys (none added; one ``actual`` lacks stays as it was), an array or a scalar that differs is replaced whole
    (they are compared exactly). Iterative, so a deep value cannot exhaust the stack."""
    if not (isinstance(expected, dict) and isinstance(actual, dict)):
        return actual
    root: dict[str, Any] = {}
    stack = [(expected, actual, root)]
    while stack:
        want, got, out = stack.pop()
        for key, value in want.items():
            if key not in got:
                out[key] = value
            elif isinstance(value, dict) and isinstance(got[key], dict):
                out[key] = {}
                stack.append((value, got[key], out[key]))
            else:
                out[key] = got[key]
    return root


def _snapshot(expect: dict[str, Any], failed: set[str], result: dict[str, Any]) -> dict[str, Any] | None:
    """The snapshot keys of ``expect`` that failed, refreshed from ``result``; None when nothing changes."""
    changed: dict[str, Any] = {}
    stdout = str(result.get("stdout") or "")
    if "stdout" in failed:
        changed["stdout"] = stdout
    if "stdout_json" in failed:
        try:
            changed["stdout_json"] = refreshed_json(expect["stdout_json"], loads_strict(stdout))
        except ValueError:
            pass
    return changed if any(value != expect.get(key) for key, value in changed.items()) else None


def apply_updates(outcomes: list[CaseOutcome], runs: list[CaseRun],
                  on_error: Callable[[TestFileError], None] | None = None) -> list[Path]:
    """Rewrite the snapshot expectations of failing cases from their actual output, one atomic write per file,
    keeping every other key; re-check the updated cases. A file changed meanwhile so that a case no longer has
    the same name at the same place is left as it is. Returns the files written."""
    by_file: dict[Path, list[tuple[CaseOutcome, Case, dict[str, Any]]]] = {}
    for outcome, item in zip(outcomes, runs, strict=True):
        if outcome.ok or outcome.result is None or not any(f.key in SNAPSHOT_KEYS for f in outcome.failures):
            continue
        refreshed = _snapshot(item.case.expect, {failure.key for failure in outcome.failures}, outcome.result)
        if refreshed is not None:
            by_file.setdefault(item.file, []).append((outcome, item.case, refreshed))
    written = []
    for path, changes in by_file.items():
        def edit(document: dict[str, Any], changes: list[tuple[CaseOutcome, Case, dict[str, Any]]] = changes) -> bool:
            done = False
            for _outcome, case, refreshed in changes:
                cases = document["cases"]
                if case.index < len(cases) and cases[case.index].get("name") == case.name:
                    raw = cases[case.index]
                    raw["expect"] = {**(raw.get("expect") or {}), **refreshed}
                    done = True
            return done
        try:
            if not edit_test_file(path, edit):
                continue
        except TestFileError as error:
            if on_error is not None:
                on_error(error)
            continue
        except OSError as error:
            if on_error is not None:
                on_error(TestFileError(path, 1, 1, f"could not write: {error}"))
            continue
        written.append(path)
        for outcome, case, refreshed in changes:
            assert outcome.result is not None
            outcome.failures = check({**case.expect, **refreshed}, outcome.result)
            outcome.ok, outcome.updated = not outcome.failures, True
    return written
