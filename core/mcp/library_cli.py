"""``scriptdeck library add|update|list|remove`` (SPEC §29): libraries of tools and skills from git, pinned.

Exit codes: 0 done (``update``: switched, or already up to date); 1 ``update --check`` found an update, or the
update's tests failed and the pin stayed; 2 bad input or a refused change (an address, name or ref ScriptDeck does
not accept, an unknown library); 3 git is missing or failed (fetch, checkout): nothing was changed.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED, EXIT_TOOL_FAILED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.contract.safetext import safe_path, safe_text

CONTEXT = "LibraryCli"

ADDED = QT_TRANSLATE_NOOP("LibraryCli", "Added library {a0} at {a1} ({a2} tools, {a3} skills): layer library:{a0}")
UP_TO_DATE = QT_TRANSLATE_NOOP("LibraryCli", "{a0} is up to date ({a1})")
UPDATE_EXISTS = QT_TRANSLATE_NOOP("LibraryCli", "{a0}: an update exists, {a1} → {a2}")
SWITCHED = QT_TRANSLATE_NOOP("LibraryCli", "{a0} now uses {a1} (was {a2})")
SWITCHED_FORCED = QT_TRANSLATE_NOOP("LibraryCli", "{a0} now uses {a1} (was {a2}) although its tests failed (--force)")
KEPT = QT_TRANSLATE_NOOP("LibraryCli", "{a0} stays on {a1}: the new commit's tests failed")
KEPT_FIX = QT_TRANSLATE_NOOP("LibraryCli", "ask the library's owner to fix them, or take the update anyway with "
                                           "--force")
FAILED = QT_TRANSLATE_NOOP("LibraryCli", "{a0} stays on {a1}: {a2}")
TESTS = QT_TRANSLATE_NOOP("LibraryCli", "Tests of the new commit: {a0} passed, {a1} failed, {a2} skipped")
NO_TESTS = QT_TRANSLATE_NOOP("LibraryCli", "The library has no tool tests (.tests/)")
REAPPROVE = QT_TRANSLATE_NOOP("LibraryCli", "Trust policy enforce: agents cannot call these until you approve them "
                                            "again: {a0}")
REMOVED = QT_TRANSLATE_NOOP("LibraryCli", "Removed library {a0}; its files are in {a1}")
NONE = QT_TRANSLATE_NOOP("LibraryCli", "No libraries. Add one with: scriptdeck library add URL")
CHANGES = QT_TRANSLATE_NOOP("LibraryCli", "Changes ({a0}):")
NO_CHANGES = QT_TRANSLATE_NOOP("LibraryCli", "No file changes")
STEP = {"fetch": QT_TRANSLATE_NOOP("LibraryCli", "Fetching…"),
        "changes": QT_TRANSLATE_NOOP("LibraryCli", "Listing the changes…"),
        "checkout": QT_TRANSLATE_NOOP("LibraryCli", "Checking out the new commit…"),
        "tests": QT_TRANSLATE_NOOP("LibraryCli", "Running the library's tests against it…")}
STATUS = {"added": QT_TRANSLATE_NOOP("LibraryCli", "added"), "removed": QT_TRANSLATE_NOOP("LibraryCli", "removed"),
          "changed": QT_TRANSLATE_NOOP("LibraryCli", "changed")}
KINDS = {"tool": QT_TRANSLATE_NOOP("LibraryCli", "tool"), "skill": QT_TRANSLATE_NOOP("LibraryCli", "skill"),
         "test": QT_TRANSLATE_NOOP("LibraryCli", "tests"), "file": QT_TRANSLATE_NOOP("LibraryCli", "file")}
LIST_LINE = QT_TRANSLATE_NOOP("LibraryCli", "{a0}  {a1}  ref {a2}  commit {a3}  {a4} tools  {a5} skills  updated {a6}")
MORE_DIFFS = QT_TRANSLATE_NOOP("LibraryCli", "… and the diffs of {a0} more files (library update --check --json has "
                                            "them all)")
#: the diffs printed by ``library update`` in text, in characters (``--json`` carries every one)
MAX_PRINTED_DIFF = 256 * 1024
ERROR = QT_TRANSLATE_NOOP("LibraryCli", "error")
FIX = QT_TRANSLATE_NOOP("LibraryCli", "fix")


def add_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("library", parents=[common],
                       help="libraries of tools and skills from git: add, update (diff + tests), list, remove")
    verbs = p.add_subparsers(dest="library_command", metavar="VERB")
    verbs.required = True
    v = verbs.add_parser("add", parents=[common], help="clone a repository and use it as a read-only layer")
    v.add_argument("url", metavar="URL", help="https://…, ssh://…, git@host:path, git://…, file://… or a folder")
    v.add_argument("--name", metavar="NAME", help="the library's name (default: from the URL)")
    v.add_argument("--ref", metavar="REF", help="branch, tag or commit to follow (default: the remote's HEAD)")
    v.add_argument("--json", action="store_true")
    v = verbs.add_parser("update", parents=[common],
                         help="fetch, show the changes, run the library's tests, then move the pin")
    v.add_argument("name", nargs="?", metavar="NAME", help="one library (default: every library)")
    v.add_argument("--check", action="store_true", help="only report; exit 1 when an update exists")
    v.add_argument("--force", action="store_true", help="move the pin even when the new commit's tests fail")
    v.add_argument("--json", action="store_true")
    v = verbs.add_parser("list", parents=[common], help="the libraries, their pinned commits, tools and skills")
    v.add_argument("--json", action="store_true")
    v = verbs.add_parser("remove", parents=[common], help="remove a library (its files go to the trash)")
    v.add_argument("name", metavar="NAME")


def _tr(text: str, lang: str, **args: Any) -> str:
    out = translate(CONTEXT, text, lang)
    return out.format(**args) if args else out


def _escaped(text: str) -> str:
    from scriptdeck.core.run.testreport import escaped

    return escaped(text)


def _fail(error: LocalizedError, lang: str, code: int) -> int:
    message, fix = error.message(lang)
    sys.stderr.write(f"scriptdeck: {_tr(ERROR, lang)}: {safe_text(message)}\n")
    if fix:
        sys.stderr.write(f"    {_tr(FIX, lang)}: {safe_text(fix)}\n")
    return code


def cmd_library(ctx: Any, ns: argparse.Namespace) -> int:
    from scriptdeck.core.model import library
    from scriptdeck.core.platform.git import GitFailed, GitMissing
    from scriptdeck.core.store.statefile import StateBroken

    lang = ctx.lang
    verb = ns.library_command
    try:
        if verb == "add":
            return _add(ctx, ns, lang)
        if verb == "update":
            return _update(ctx, ns, lang)
        if verb == "list":
            return _list(ctx, ns, lang)
        if verb == "remove":
            stored = library.remove(ctx.home, ns.name)
            sys.stdout.write(_tr(REMOVED, lang, a0=ns.name, a1=safe_path(stored)) + "\n")
            return EXIT_OK
    except (GitMissing, GitFailed) as error:
        return _fail(error, lang, EXIT_REFUSED)
    except (library.LibraryError, StateBroken) as error:
        return _fail(error, lang, EXIT_USAGE)
    except OSError as error:
        sys.stderr.write(f"scriptdeck: {_tr(ERROR, lang)}: {safe_text(str(error))}\n")
        return EXIT_REFUSED
    return EXIT_USAGE


def _add(ctx: Any, ns: argparse.Namespace, lang: str) -> int:
    from scriptdeck.core.model import library
    from scriptdeck.core.platform.git import Git

    record = library.add(ctx.home, ns.url, ns.name, ns.ref, Git())
    tools, skills = library.counts(ctx.home, record.name)
    if ns.json:
        sys.stdout.write(dumps_out({"ok": True, **record.to_json(), "tools": tools, "skills": skills}) + "\n")
    else:
        sys.stdout.write(_tr(ADDED, lang, a0=record.name, a1=record.commit[:12], a2=tools, a3=skills) + "\n")
    return EXIT_OK


def _update(ctx: Any, ns: argparse.Namespace, lang: str) -> int:
    from scriptdeck.core.model import library
    from scriptdeck.core.platform.git import Git, GitFailed
    from scriptdeck.core.run.library_update import update
    from scriptdeck.core.store.settings import Settings

    names = [ns.name] if ns.name else [r.name for r in library.records(Settings.load(ctx.home.settings_path))]
    if ns.name:
        library.find(ctx.home, ns.name)
    elif not names and not ns.json:
        sys.stdout.write(_tr(NONE, lang) + "\n")
    worst = EXIT_OK
    reports = []
    for name in names:
        def step(key: str) -> None:
            if not ns.json:
                sys.stderr.write(_tr(STEP[key], lang) + "\n")

        in_use = library.commit_in_use(ctx.home, name) or ""
        try:
            pending, switched = update(ctx.home, name, Git(), force=ns.force, check=ns.check, lang=lang,
                                       on_step=step)
        except (GitFailed, library.LibraryError) as error:
            message, fix = error.message(lang)
            if ns.json:
                reports.append({"name": name, "ok": False, "commit": in_use, "error": message, "fix": fix})
            else:
                sys.stderr.write(f"scriptdeck: {_tr(ERROR, lang)}: "
                                 + safe_text(_tr(FAILED, lang, a0=name, a1=in_use[:12] or "—", a2=message)) + "\n")
                if fix:
                    sys.stderr.write(f"    {_tr(FIX, lang)}: {safe_text(fix)}\n")
            worst = max(worst, EXIT_REFUSED)
            continue
        code = EXIT_OK
        if pending.up_to_date:
            pass
        elif ns.check:
            code = EXIT_TOOL_FAILED
        elif switched is None:
            code = EXIT_TOOL_FAILED
        worst = max(worst, code)
        if ns.json:
            reports.append({**pending.to_json(), "ok": code == EXIT_OK,
                            "switched": switched is not None,
                            "commit": library.commit_in_use(ctx.home, name)})
            continue
        _print_update(name, pending, switched, ns, lang)
    if ns.json:
        sys.stdout.write(dumps_out({"libraries": reports}) + "\n")
    return worst


def _print_update(name: str, pending: Any, switched: Any, ns: argparse.Namespace, lang: str) -> None:
    out = sys.stdout
    old = (pending.old or "")[:12] or "—"
    new = pending.new[:12]
    if pending.up_to_date:
        out.write(_tr(UP_TO_DATE, lang, a0=name, a1=new) + "\n")
        return
    out.write(_tr(UPDATE_EXISTS, lang, a0=name, a1=old, a2=new) + "\n")
    out.write((_tr(CHANGES, lang, a0=len(pending.changes)) if pending.changes else _tr(NO_CHANGES, lang)) + "\n")
    marks = {"added": "+", "removed": "-", "changed": "~"}
    for change in pending.changes:
        out.write(f"  {marks[change.status]} {_tr(KINDS[change.kind], lang)} {_escaped(change.name)} "
                  f"({_tr(STATUS[change.status], lang)})\n")
        for key, (before, after) in change.fields.items():
            out.write(f"      {key}: {_escaped(repr(before))} → {_escaped(repr(after))}\n")
    shown = 0
    diffs = [change for change in pending.changes if change.diff]
    for at, change in enumerate(diffs):
        if shown > MAX_PRINTED_DIFF:  # a library that grew by thousands of files: the rest is in --json
            out.write(_tr(MORE_DIFFS, lang, a0=len(diffs) - at) + "\n")
            break
        out.write(_escaped(change.diff).rstrip("\n") + "\n")
        shown += len(change.diff)
    if pending.tests is not None:
        tests = pending.tests
        if tests.passed + tests.failed + tests.skipped == 0 and not tests.broken:
            out.write(_tr(NO_TESTS, lang) + "\n")
        else:
            out.write(_tr(TESTS, lang, a0=tests.passed, a1=tests.failed, a2=tests.skipped) + "\n")
            for case in tests.cases:
                if not case["ok"]:
                    first = case["failures"][0] if case["failures"] else {}
                    said = f"{first.get('key', '')}: {first.get('expected')!r} ≠ {first.get('actual')!r}" if first else ""
                    out.write(f"  ✗ {_escaped(case['tool'])}::{_escaped(case['name'])}  {_escaped(said)[:300]}\n")
            for broken in tests.broken:
                out.write(f"  ✗ {_escaped(broken)}\n")
    if pending.reapprove and not ns.check:
        out.write(_tr(REAPPROVE, lang, a0=", ".join(pending.reapprove)) + "\n")
    if ns.check:
        return
    if switched is not None:
        forced = pending.tests is not None and not pending.tests.ok
        out.write(_tr(SWITCHED_FORCED if forced else SWITCHED, lang, a0=name, a1=new, a2=old) + "\n")
    else:
        sys.stderr.write(_tr(KEPT, lang, a0=name, a1=old) + "\n    " + _tr(FIX, lang) + ": "
                         + _tr(KEPT_FIX, lang) + "\n")


def _list(ctx: Any, ns: argparse.Namespace, lang: str) -> int:
    from scriptdeck.core.model import library

    items = library.listing(ctx.home)
    if ns.json:
        sys.stdout.write(dumps_out({"libraries": items}) + "\n")
        return EXIT_OK
    if not items:
        sys.stdout.write(_tr(NONE, lang) + "\n")
        return EXIT_OK
    for item in items:
        sys.stdout.write(_tr(LIST_LINE, lang, a0=item["name"], a1=safe_text(item["url"]), a2=safe_text(item["ref"]),
                             a3=item["commit"][:12] or "—", a4=item["tools"], a5=item["skills"],
                             a6=item["last_update"] or "—") + "\n")
    return EXIT_OK
