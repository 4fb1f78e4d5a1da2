"""How each tool's test cases last went (SPEC §21), for the list's badge column and the Tests tab."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.testfile import Case, TestFileError, discover, load_test_file, tool_test_path
from scriptdeck.core.run.testrun import CaseOutcome

PASSED, FAILED, UNTESTED = "passed", "failed", "untested"


class TestStatus(QObject):
    """Last outcomes per tool and case; ``changed(tool_id)`` when a tool's badge may have changed."""

    __test__ = False
    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._outcomes: dict[str, dict[str, CaseOutcome]] = {}
        self._with_tests: set[str] = set()

    def rescan(self, registry: Registry) -> None:
        """Which tools have a test file (one listing of each layer's ``.tests/``)."""
        self._with_tests = {tool_id for tool_id, _ in discover(registry)}

    def any(self) -> bool:
        """Whether any tool has a test file or an outcome (the list shows its Tests column only then)."""
        return bool(self._with_tests or any(self._outcomes.values()))

    def has_tests(self, tool_id: str) -> bool:
        return tool_id in self._with_tests or tool_id in self._outcomes

    def record(self, outcome: CaseOutcome) -> None:
        self._outcomes.setdefault(outcome.tool, {})[outcome.name] = outcome
        self._with_tests.add(outcome.tool)
        self.changed.emit(outcome.tool)

    def follow(self, controller: Any) -> None:
        """Follow the controller's changes: a test file changed on disk (``Changes.tests``) is reconciled."""
        def changed(changes: Any) -> None:
            if changes.tests:
                self.reconcile(controller.registry, set(changes.tests))

        controller.changed.connect(changed)

    def reconcile(self, registry: Registry, tool_ids: set[str]) -> None:
        """A tool's test file changed on disk (SPEC §30: every layer's, the built-in tools' in the global one):
        outcomes of cases that are no longer in it as they were run are dropped, so no badge says "passed" for
        an expectation nobody ran. A file that cannot be read drops them all."""
        for tool_id in sorted(tool_ids & set(self._outcomes)):
            tool = registry.get(tool_id)
            path = tool_test_path(registry, tool) if tool is not None else None
            try:
                cases = {case.name: case for case in load_test_file(path, tool_id).cases} \
                    if path is not None and path.exists() else {}
            except (TestFileError, OSError):
                cases = {}
            known = self._outcomes[tool_id]
            keep = {name for name, outcome in known.items()
                    if outcome.case is not None and same_case(outcome.case, cases.get(name))}
            if keep != set(known):
                self.forget(tool_id, keep)

    def forget(self, tool_id: str, keep: set[str] | None = None) -> None:
        """Drop remembered outcomes of ``tool_id`` (all, or those of cases not named in ``keep``)."""
        known = self._outcomes.get(tool_id, {})
        for name in [name for name in known if keep is None or name not in keep]:
            del known[name]
        self.changed.emit(tool_id)

    def outcome(self, tool_id: str, case_name: str) -> CaseOutcome | None:
        return self._outcomes.get(tool_id, {}).get(case_name)

    def state(self, tool_id: str) -> tuple[str, int, int] | None:
        """``(passed|failed|untested, passed count, run count)``, or None for a tool without tests."""
        if not self.has_tests(tool_id):
            return None
        outcomes = list(self._outcomes.get(tool_id, {}).values())
        passed = sum(outcome.ok for outcome in outcomes)
        if not outcomes:
            return UNTESTED, 0, 0
        return (PASSED if passed == len(outcomes) else FAILED), passed, len(outcomes)

    def badge(self, tool_id: str) -> str:
        state = self.state(tool_id)
        if state is None:
            return ""
        kind, passed, total = state
        if kind == UNTESTED:
            return "–"
        return f"✓ {passed}" if kind == PASSED else f"✗ {total - passed}/{total}"


def same_case(before: Case | None, now: Case | None) -> bool:
    """Whether a case is the one that was run (everything but its place in the file)."""
    return before is not None and now is not None and (
        before.args, before.expect, before.env, before.files, before.timeout_ms, before.skip) == (
        now.args, now.expect, now.env, now.files, now.timeout_ms, now.skip)
