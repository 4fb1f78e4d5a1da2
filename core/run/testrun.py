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
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.jsonsafe import loads_strict
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.testfile import Case, TestFileError, discover, edit_test_file, load_test_file
from scriptdeck.core.platform.process import session_options
from scriptdeck.core.run import supervise
from scriptdeck.core.run.testcheck import Failure, check

#: a tool-call never runs longer than the 300 s cap plus the kill grace; this only guards against a stuck child
CALL_TIMEOUT_SECONDS = 330
SNAPSHOT_KEYS = ("stdout", "stdout_json")


@dataclass(frozen=True, slots=True)
class CaseRun:
    """One case of one test file, to be run."""

    tool_id: str
    file: Path
    case: Case


@dataclass(slots=True)
class CaseOutcome:
    tool: str
    name: str
    file: Path
    index: int
    ok: bool
    ms: int
    failures: list[Failure]
    #: the run's result JSON (None when the run was refused or never answered)
    result: dict[str, Any] | None = None
    updated: bool = False

    def to_json(self) -> dict[str, Any]:
        out = {"tool": self.tool, "name": self.name, "ok": self.ok, "ms": self.ms,
               "failures": [failure.to_json() for failure in self.failures], "file": str(self.file)}
        if self.updated:
            out["updated"] = True
        return out


@dataclass(slots=True)
class TestPlan:
    """What ``scriptdeck test`` will run: the cases, the broken files (nothing of them runs) and the ids asked
    for that have no test file."""

    __test__ = False
    runs: list[CaseRun] = field(default_factory=list)
    broken: list[TestFileError] = field(default_factory=list)
    without_tests: list[str] = field(default_factory=list)


def plan_tests(registry: Registry, tool_ids: Iterable[str] = ()) -> TestPlan:
    wanted = list(dict.fromkeys(tool_ids))
    plan = TestPlan()
    files = discover(registry, wanted)
    plan.without_tests = [tool_id for tool_id in wanted if all(found != tool_id for found, _ in files)]
    for tool_id, path in files:
        try:
            test_file = load_test_file(path, tool_id)
        except TestFileError as error:
            plan.broken.append(error)
            continue
        plan.runs += [CaseRun(tool_id, path, case) for case in test_file.cases]
    return plan


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

    def call(self, tool_id: str, args: Any) -> tuple[dict[str, Any] | None, str, int]:
        """``(result JSON or None, why there is none, wall milliseconds)``."""
        started = time.monotonic()
        with self._lock:  # started and registered at once, so a cancel() never misses a call
            if self.cancelled:
                return None, "cancelled", 0
            # its own group, guarded by this process's watcher: if ScriptDeck is killed (SIGKILL included), the
            # tool-call gets SIGTERM and ends its run as on Ctrl-C (SPEC §19: nothing outlives ScriptDeck)
            process = subprocess.Popen(self.command(tool_id), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, env={**os.environ, **supervise.run_env()},
                                       **session_options())
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
    result, reason, wall_ms = caller.call(item.tool_id, item.case.args)
    if result is None:
        failure = Failure("run", "the tool runs", reason)
        return CaseOutcome(item.tool_id, item.case.name, item.file, item.case.index, False, wall_ms, [failure])
    ms = result.get("duration_ms")
    failures = check(item.case.expect, result)
    return CaseOutcome(item.tool_id, item.case.name, item.file, item.case.index, not failures,
                       ms if isinstance(ms, int) else wall_ms, failures, result)


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

def _snapshot(expect: dict[str, Any], result: dict[str, Any]) -> dict[str, Any] | None:
    """``expect`` with its stdout/stdout_json taken from ``result``; None when there is nothing to refresh."""
    changed = dict(expect)
    stdout = str(result.get("stdout") or "")
    if "stdout" in expect:
        changed["stdout"] = stdout
    if "stdout_json" in expect:
        try:
            changed["stdout_json"] = loads_strict(stdout)
        except ValueError:
            pass
    return changed if changed != expect else None


def apply_updates(outcomes: list[CaseOutcome], runs: list[CaseRun],
                  on_error: Callable[[TestFileError], None] | None = None) -> list[Path]:
    """Rewrite the snapshot expectations of failing cases from their actual output, one atomic write per file,
    keeping every other key; re-check the updated cases. A file changed meanwhile so that a case no longer has
    the same name at the same place is left as it is. Returns the files written."""
    by_file: dict[Path, list[tuple[CaseOutcome, Case, dict[str, Any]]]] = {}
    for outcome, item in zip(outcomes, runs, strict=True):
        if outcome.ok or outcome.result is None or not any(f.key in SNAPSHOT_KEYS for f in outcome.failures):
            continue
        expect = _snapshot(item.case.expect, outcome.result)
        if expect is not None:
            by_file.setdefault(item.file, []).append((outcome, item.case, expect))
    written = []
    for path, changes in by_file.items():
        def edit(document: dict[str, Any], changes: list[tuple[CaseOutcome, Case, dict[str, Any]]] = changes) -> bool:
            done = False
            for _outcome, case, expect in changes:
                cases = document["cases"]
                if case.index < len(cases) and cases[case.index].get("name") == case.name:
                    raw = cases[case.index]
                    raw["expect"] = {**(raw.get("expect") or {}), **{k: expect[k] for k in SNAPSHOT_KEYS if k in expect}}
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
        for outcome, _case, expect in changes:
            assert outcome.result is not None
            outcome.failures = check(expect, outcome.result)
            outcome.ok, outcome.updated = not outcome.failures, True
    return written
