"""``scriptdeck test [ID…]``: run tool test cases and report them (SPEC §21); the parser lives in ``cli.py``.

Exit codes as pytest's (SPEC §26): 0 every selected case passed (or was skipped), 1 a case failed, 2 usage, an
unknown tool id or a broken test file, 5 no case was selected.
``cli.build_parser`` imports this module for ``jobs_flag`` on every command, so the heavy imports (registry,
schema checks) happen inside :func:`run`.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from scriptdeck.core.contract.exit_codes import EXIT_NO_TESTS, EXIT_OK, EXIT_TOOL_FAILED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from scriptdeck.core.run.testrun import Caller, CaseOutcome

MAX_JOBS = 256
NO_SUCH_TOOL = QT_TRANSLATE_NOOP("testrun", "scriptdeck: error: no such tool: {a0}\n"
                                            "    fix: scriptdeck list shows the tools' ids\n")
NO_TESTS_FOR = QT_TRANSLATE_NOOP("testrun", "{a0} has no test cases\n"
                                            "    fix: add them to {a1}, or save a run as a test case in the window\n")
NO_SUCH_LAYER = QT_TRANSLATE_NOOP("testrun", "scriptdeck: error: no such layer: {a0}\n    fix: use one of: {a1}\n")
NOTHING_SELECTED = QT_TRANSLATE_NOOP("testrun", "No test case was selected ({a0} deselected)")
JUNIT_FAILED = QT_TRANSLATE_NOOP("testrun", "scriptdeck: error: could not write {a0}: {a1}\n")
NOT_UPDATED = QT_TRANSLATE_NOOP("testrun", "✗ not updated: {a0}: {a1}\n    its cases ran as reported; write the "
                                           "new expectations by hand, or make it a regular file in the layer and "
                                           "run --update again\n")


def jobs_flag(text: str) -> int:
    """argparse check of ``--jobs``: a whole number from 1 to 256."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= value <= MAX_JOBS:
        raise argparse.ArgumentTypeError(f"use a number from 1 to {MAX_JOBS}")
    return value


def caller_for(ctx: Any) -> Caller:
    """tool-call with this command's home, persona, libraries and language."""
    from scriptdeck.core.run.testrun import Caller

    flags = ["--home", str(ctx.home.root)] if ctx.home.forced else []
    flags += ["--persona", ctx.home.persona, "--lang", ctx.lang]
    for library in ctx.libraries:
        flags += ["--library", library]
    return Caller(flags)


def _expected_path(ctx: Any, tool_id: str) -> str:
    from scriptdeck.core.model.testfile import display_path, test_file_path, tool_test_path

    tool = ctx.registry.get(tool_id)
    path = tool_test_path(ctx.registry, tool) if tool is not None else None
    return display_path(path or test_file_path(ctx.home.persona_dir, tool_id))


def _only_layer(ctx: Any, plan: Any, name: str, lang: str) -> bool:
    """Keep the cases (and broken files) kept in the layer ``name`` (``--layer library:NAME``); False after saying
    so when there is no such layer."""
    from pathlib import Path

    from scriptdeck.core.model.testfile import TESTS_DIR

    layer = next((layer for layer in ctx.registry.layers if layer.name == name), None)
    if layer is None:
        names = ", ".join(layer.name for layer in ctx.registry.layers)
        sys.stderr.write(translate("testrun", NO_SUCH_LAYER, lang).format(a0=one_line_text(name), a1=names))
        return False
    folder = Path(layer.directory) / TESTS_DIR
    plan.runs = [run for run in plan.runs if Path(run.file).parent == folder]
    plan.broken = [error for error in plan.broken if Path(error.path).parent == folder]
    return True


def one_line_text(text: str) -> str:
    from scriptdeck.core.run.testreport import one_line

    return one_line(text)


def _writable_runs(runs: list[Any], not_updated: list[Any], home_root: Any) -> list[Any]:
    """The (outcome, run) pairs whose files ``--update`` may rewrite: a library's (SPEC §29) are read-only, said once
    per file."""
    from pathlib import Path

    from scriptdeck.core.model.layers import LIBRARIES_DIR
    from scriptdeck.core.model.testfile import TestFileError

    libraries = Path(home_root) / LIBRARIES_DIR
    out, refused = [], set()
    for pair in runs:
        run = pair[1]
        if Path(run.file).is_relative_to(libraries):
            if run.file not in refused:
                refused.add(run.file)
                not_updated.append(TestFileError(run.file, 1, 1, "a library's tests are read-only: change them "
                                                                 "in the library's repository"))
            continue
        out.append(pair)
    return out


def run(ctx: Any, ns: argparse.Namespace) -> int:
    from scriptdeck.core.contract.jsonout import dumps_out
    from scriptdeck.core.model.testfile import display_path
    from scriptdeck.core.run.testreport import (
        CTX,
        NO_CASES,
        WROTE,
        broken_line,
        case_lines,
        json_report,
        one_line,
        summary_line,
        write_junit,
    )
    from scriptdeck.core.run.testrun import (
        apply_updates,
        default_jobs,
        iter_outcomes,
        plan_tests,
        read_last_failed,
        write_last_failed,
    )

    lang = ctx.lang
    last_failed = read_last_failed(ctx.home.state_dir) if ns.lf else None
    plan = plan_tests(ctx.registry, ns.ids, keyword=ns.k, last_failed=last_failed)
    if getattr(ns, "layer", None) and not _only_layer(ctx, plan, ns.layer, lang):
        return EXIT_USAGE
    if plan.unknown:  # ids are checked before anything runs; nothing is suggested for a name that is no id
        for tool_id in plan.unknown:
            sys.stderr.write(translate(CTX, NO_SUCH_TOOL, lang).format(a0=one_line(tool_id)))
        return EXIT_USAGE
    for tool_id in plan.without_tests:
        sys.stderr.write(translate(CTX, NO_TESTS_FOR, lang).format(a0=tool_id, a1=_expected_path(ctx, tool_id)))
    if not ns.json:
        for error in plan.broken:
            sys.stderr.write(broken_line(error, lang) + "\n")
        if not plan.runs and not plan.broken:
            print(translate(CTX, NOTHING_SELECTED, lang).format(a0=plan.deselected) if plan.deselected
                  else translate(CTX, NO_CASES, lang))
    stream = not ns.json and not ns.update
    outcomes: list[CaseOutcome] = []
    for outcome in iter_outcomes(caller_for(ctx), plan.runs, ns.jobs or default_jobs()):
        outcomes.append(outcome)
        if stream:
            print("\n".join(case_lines(outcome, lang)), flush=True)
    # a file --update could not write (a link out of the layer, a read-only folder): its cases ran and are
    # reported as they ended; the file is named on stderr and the command exits 2 (it did not do what was asked),
    # never counted as a broken test file "nothing of which ran"
    not_updated: list[Any] = []
    if ns.update:
        kept = _writable_runs(list(zip(outcomes, plan.runs)), not_updated, ctx.home.root)
        for path in apply_updates([o for o, _ in kept], [r for _, r in kept], on_error=not_updated.append):
            if not ns.json:
                print(translate(CTX, WROTE, lang).format(a0=one_line(str(path))))
        if not ns.json:
            for error in not_updated:
                sys.stderr.write(translate(CTX, NOT_UPDATED, lang).format(a0=display_path(error.path),
                                                                          a1=one_line(error.detail)))
        if not ns.json:
            for outcome in outcomes:
                print("\n".join(case_lines(outcome, lang)))
    try:
        write_last_failed(ctx.home.state_dir, outcomes)
    except OSError:
        pass  # --lf then reruns more than needed; the report itself is whole
    if ns.junit:
        try:
            write_junit(ns.junit, outcomes, plan.broken)
        except OSError as error:
            sys.stderr.write(translate(CTX, JUNIT_FAILED, lang).format(a0=ns.junit, a1=error))
            return EXIT_USAGE
    if ns.json:
        report = json_report(outcomes, plan.broken)
        if not_updated:
            report["ok"] = False
            report["not_updated"] = [error.to_json() for error in not_updated]
        sys.stdout.write(dumps_out(report) + "\n")
    elif plan.runs or plan.broken:
        print(summary_line(outcomes, plan.broken, lang, plan.deselected))
    if plan.broken or not_updated:
        return EXIT_USAGE
    if not plan.runs:
        return EXIT_NO_TESTS
    return EXIT_OK if all(outcome.ok for outcome in outcomes) else EXIT_TOOL_FAILED
