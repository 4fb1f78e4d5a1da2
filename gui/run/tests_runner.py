"""Tool tests in the window: run cases off the GUI thread.

:class:`TestRunner` runs cases through ``core.run.testrun`` (one ``scriptdeck tool-call`` process per case, as
the agent calls the tool) on a worker thread; its signals arrive on the GUI thread, one per finished case.
:func:`ask_before_confirm_tools` is the one question before cases of tools marked ``# Confirm: yes`` run (SPEC §25),
shared by the Tests tab and Run all tests.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget
from scriptdeck.core.run.testrun import Caller, CaseRun, default_jobs, iter_outcomes
from scriptdeck.core.run.tests_cli import caller_for
from scriptdeck.gui.services.texts import join_list
from scriptdeck.gui.widgets.common import ask_choice

# how the window asks (``PromptQueue.ask``'s shape): title, text, choices, on_answer, informative=, key=
Ask = Callable[..., object]


def asking_over(parent: QWidget) -> Ask:
    """An :data:`Ask` showing the question over ``parent``: for a pane or dialog used outside the window (the
    window hands its own prompt queue in)."""
    def ask(title: str, text: str, choices: list[tuple[str, str]], on_answer: Callable[[str], None], *,
            informative: str = "", cancel: str = "", **_ignored: object) -> object:
        return ask_choice(parent, title, text, choices, on_answer, informative=informative, cancel=cancel)
    return ask


def confirm_tools(registry: Any, runs: list[CaseRun]) -> dict[str, int]:
    """The tools among ``runs`` that ask to be confirmed before each run (SPEC §25), with how many of their cases
    would run them (a skipped case runs nothing)."""
    counts: dict[str, int] = {}
    for run in runs:
        tool = registry.get(run.tool_id) if run.skip is None else None
        if tool is not None and tool.confirm:
            counts[tool.id] = counts.get(tool.id, 0) + 1
    return counts


def ask_before_confirm_tools(ask: Ask, registry: Any, lang: str, runs: list[CaseRun],
                             on_run: Callable[[set[str]], object],
                             on_cancel: Callable[[], object] = lambda: None) -> bool:
    """SPEC §25: cases of a ``# Confirm: yes`` tool run it, so the window asks once before they start, naming
    those tools and how many cases run them. True when it asked: ``on_run(the tool ids confirmed)`` follows Run,
    Cancel runs nothing. False (nothing asked) when no case runs such a tool."""
    counts = confirm_tools(registry, runs)
    if not counts:
        return False

    translate = QCoreApplication.translate
    names = join_list([(translate("TestRunner", "%1 (1 case)") if count == 1
                        else translate("TestRunner", "%1 (%2 cases)").replace("%2", str(count)))
                       .replace("%1", registry.get(tool_id).display_name(lang))
                       for tool_id, count in counts.items()])
    confirmed = set(counts)
    total = sum(counts.values())
    if total == 1:
        question = translate("TestRunner", "1 case runs a tool that asks to be confirmed before each run: it may "
                                           "change or delete things.")
    else:
        question = translate("TestRunner", "%1 cases run tools that ask to be confirmed before each run: they may "
                                           "change or delete things.").replace("%1", str(total))
    ask(translate("TestRunner", "Run the test cases?"), question,
        [("run", QCoreApplication.translate("TestRunner", "Run"))],
        lambda key: on_run(confirmed) if key == "run" else on_cancel(),
        informative=translate("TestRunner", "Tools: %1").replace("%1", names),
        key=("run-tests", tuple(sorted(confirmed))))
    return True


class _Relay(QObject):
    """What the worker thread emits on. It has no Qt parent, so only Python owns it and the thread keeps it alive
    while it runs: a window or dialog deleted meanwhile deletes the :class:`TestRunner` (its child) but never the
    object a worker is emitting on; Qt drops the queued signals of a receiver that is gone."""

    case_done = Signal(object)
    finished = Signal(list)


class TestRunner(QObject):
    """Runs cases on a worker thread. ``case_done(CaseOutcome)`` per case (in case order), ``finished(list)``
    once at the end (also after :meth:`cancel`)."""

    __test__ = False
    case_done = Signal(object)
    finished = Signal(list)

    def __init__(self, context: Any, parent: QObject | None = None, *, jobs: int | None = None) -> None:
        """``context``: anything with ``home``, ``lang`` and ``libraries`` (the controller)."""
        super().__init__(parent)
        self._context = context
        self._jobs = jobs or default_jobs()
        #: the caller of the latest start (one at most); a list the destroyed handler holds, not ``self``
        self._callers: list[Caller] = []
        callers = self._callers

        def end_runs(*_args: object) -> None:  # the window or dialog went away: its runs end with it
            for caller in callers:  # (connected once; it holds the list, not this object)
                caller.cancel()

        self.destroyed.connect(end_runs)
        self._thread: threading.Thread | None = None
        self._relay = _Relay()
        self._relay.case_done.connect(self.case_done)
        self._relay.finished.connect(self.finished)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, runs: list[CaseRun]) -> bool:
        """Start running ``runs``; False (nothing started) while a previous start is still running."""
        if self.running:
            return False
        caller = caller_for(self._context)
        self._callers[:] = [caller]
        self._thread = threading.Thread(target=_work, args=(self._relay, caller, list(runs), self._jobs),
                                        name="tool-tests", daemon=True)
        self._thread.start()
        return True

    def cancel(self) -> None:
        """Stop every case still running (its tool gets SIGTERM, then SIGKILL, as a stopped tool-call does)."""
        if self._callers:
            self._callers[0].cancel()


def _work(relay: _Relay, caller: Caller, runs: list[CaseRun], jobs: int) -> None:
    """The worker thread: touches no widget and no object a parent may delete, only its relay."""
    outcomes = []
    try:
        for outcome in iter_outcomes(caller, runs, jobs):
            outcomes.append(outcome)
            relay.case_done.emit(outcome)
        relay.finished.emit(outcomes)
    except RuntimeError:  # Qt is shutting down: stop the rest
        caller.cancel()
