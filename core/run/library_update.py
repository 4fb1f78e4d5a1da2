"""A library update only with a diff and passing tests (SPEC §29): fetch, the change list, the library's tool tests
run against the new commit in its own tree, and the switch of the pin — shared by ``library update`` and the window.

The tests run through ``tool-call`` exactly as ``scriptdeck test`` runs them (limits, sandbox, history), in a
temporary home whose only library is the new tree, so nothing of the new commit is visible to a run of the deck
until :func:`accept` moves the link. Any failure (fetch, checkout, a test) leaves the commit in use and says why.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scriptdeck.core.model import library
from scriptdeck.core.model.layers import LIBRARIES_DIR
from scriptdeck.core.platform.git import Git, GitFailed
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import Settings


@dataclass
class TestSummary:
    """The library's tool tests against one commit."""

    __test__ = False  # not a pytest class

    passed: int = 0
    failed: int = 0
    skipped: int = 0
    broken: list[str] = field(default_factory=list)
    cases: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.failed == 0 and not self.broken

    def to_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "passed": self.passed, "failed": self.failed, "skipped": self.skipped,
                "broken": self.broken, "cases": self.cases}


@dataclass
class Pending:
    """A fetched update not switched to yet: what it changes and how its tests went."""

    record: library.Record
    old: str | None
    new: str
    changes: list[library.Change] = field(default_factory=list)
    tests: TestSummary | None = None
    #: tools that need approval again before agents may call them (trust policy enforce, SPEC §17)
    reapprove: list[str] = field(default_factory=list)

    @property
    def up_to_date(self) -> bool:
        return self.old == self.new

    def to_json(self) -> dict[str, Any]:
        return {"name": self.record.name, "old": self.old, "new": self.new, "up_to_date": self.up_to_date,
                "changes": [c.to_json() for c in self.changes],
                "tests": self.tests.to_json() if self.tests is not None else None, "reapprove": self.reapprove}


def run_tests(name: str, tree: Path, lang: str = "en", jobs: int | None = None,
              on_case: Callable[[dict[str, Any]], None] | None = None,
              on_caller: Callable[[Any], None] | None = None, state_dir: Path | None = None) -> TestSummary:
    """The cases in ``tree``'s tools folder ``.tests/``, run against ``tree``'s tools as ``library:NAME`` in a
    temporary home (its only library). ``on_caller`` gets the runner of the cases (its ``cancel()`` stops them);
    ``state_dir``: the user's, whose sandbox limits (the default profile and each tool's) the runs get too — the
    new commit's code runs before the user accepted it."""
    from scriptdeck.core.model.registry import Registry
    from scriptdeck.core.run.testrun import Caller, default_jobs, iter_outcomes, plan_tests

    summary = TestSummary()
    temporary = Path(tempfile.mkdtemp(prefix="scriptdeck-library-test-"))
    try:
        (temporary / LIBRARIES_DIR).mkdir()
        (temporary / LIBRARIES_DIR / name).symlink_to(tree, target_is_directory=True)
        limits = Path(state_dir) / "sandbox.json" if state_dir is not None else None
        if limits is not None and limits.is_file():
            (temporary / "state").mkdir(mode=0o700)
            shutil.copyfile(limits, temporary / "state" / "sandbox.json")
        home = Home(temporary, forced=True)
        registry = Registry(home, pi_layers=[])
        registry.scan()
        plan = plan_tests(registry)  # the temporary home has no cases but the library's
        summary.broken = [f"{error.path.name}: {error}" for error in plan.broken]
        runs = plan.runs
        caller = Caller(["--home", str(temporary), "--lang", lang])
        if on_caller is not None:
            on_caller(caller)
        for outcome in iter_outcomes(caller, runs, jobs or default_jobs()):
            item = outcome.to_json()
            summary.cases.append(item)
            if outcome.skipped is not None:
                summary.skipped += 1
            elif outcome.ok:
                summary.passed += 1
            else:
                summary.failed += 1
            if on_case is not None:
                on_case(item)
    finally:
        shutil.rmtree(temporary, ignore_errors=True)
    return summary


def _reapprove(home: Home, pending: Pending) -> list[str]:
    """Under ``trust_policy: enforce``: the changed or added tools of the update (each needs approval again)."""
    from scriptdeck.core.run.trust import policy

    if policy(Settings.load(home.settings_path)) != "enforce":
        return []
    return sorted({c.name for c in pending.changes if c.kind == "tool" and c.status != "removed"})


def prepare(home: Home, name: str, git: Git, *, test: bool = True, lang: str = "en",
            on_step: Callable[[str], None] | None = None, on_caller: Callable[[Any], None] | None = None) -> Pending:
    """Fetch ``name``'s ref, list what changes and (``test``) check the new commit out and run its tests. The
    commit in use is never touched. Call under :func:`library.lock` (``update`` does)."""
    record = library.find(home, name)
    in_use = library.commit_in_use(home, name)
    step = on_step or (lambda _text: None)
    step("fetch")
    new = library.fetch(home, record, git)
    pending = Pending(record, in_use, new)
    if pending.up_to_date:
        return pending
    step("changes")
    pending.changes = library.changes(home, name, in_use, new, git)
    pending.reapprove = _reapprove(home, pending)
    if test:
        step("checkout")
        tree = library.checkout(home, name, new, git)
        step("tests")
        try:
            pending.tests = run_tests(name, tree, lang, on_caller=on_caller, state_dir=home.state_dir)
            if getattr(git, "cancelled", False):
                raise GitFailed("test", "cancelled", cancelled=True)
        except BaseException:
            library.discard_tree(home, name, new, git)
            raise
    return pending


def accept(home: Home, pending: Pending, git: Git, *, force: bool = False) -> library.Record | None:
    """Move the pin to the pending commit when its tests passed (or ``force``); otherwise discard its tree and
    return None. Call under :func:`library.lock`."""
    if pending.up_to_date:
        return None
    if pending.tests is None:
        library.checkout(home, pending.record.name, pending.new, git)
    elif not pending.tests.ok and not force:
        library.discard_tree(home, pending.record.name, pending.new, git)
        return None
    return library.switch(home, pending.record, pending.new, git)


def update(home: Home, name: str, git: Git | None = None, *, force: bool = False, check: bool = False,
           lang: str = "en", on_step: Callable[[str], None] | None = None) -> tuple[Pending, library.Record | None]:
    """``library update NAME``: prepare and accept under the library's lock (a second process waits, then finds
    the commit already in use). ``check``: fetch and list the changes only."""
    git = git or Git()
    library.check_name(name)
    with library.lock(home, name):
        pending = prepare(home, name, git, test=not check, lang=lang, on_step=on_step)
        if check or pending.up_to_date:
            return pending, None
        if library.commit_in_use(home, name) != pending.old:  # cannot happen under the lock; never switch blind
            library.discard_tree(home, name, pending.new, git)
            return pending, None
        return pending, accept(home, pending, git, force=force)
