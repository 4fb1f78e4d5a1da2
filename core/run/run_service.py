"""Start runs the way the agent does (QtCore only): plan, grant host capabilities, run, record history.

Used by the window and ``scriptdeck mcp`` (``tool-call`` runs without Qt: ``run_sync``); owns the host's local
server for this process. The steps before a run starts live in ``prepare`` (shared with ``tool-call``).
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Signal
from scriptdeck.core.host.server import HostServer
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.run import prepare, sandbox
from scriptdeck.core.run.history import History, history_path
from scriptdeck.core.run.runner import ToolRun
from scriptdeck.core.run.runplan import RunPlan, RunResult, check_runnable
from scriptdeck.core.run.sandbox import Profile
from scriptdeck.core.store.settings import Settings


class RunService(QObject):
    """``start(tool_id, args)`` returns a started :class:`ToolRun` or raises ``RunRefused``."""

    run_finished = Signal(ToolRun, RunResult)

    def __init__(self, registry: Registry, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.home = registry.home
        self.history = History(history_path(self.home.state_dir))
        self._host: HostServer | None = None
        self.runs: list[ToolRun] = []

    @property
    def settings(self) -> Settings:
        return Settings.load(self.home.settings_path)

    def host(self) -> HostServer:
        if self._host is None:
            self._host = HostServer(self.home.settings_path, state_dir=self.home.state_dir)
        return self._host

    def close(self) -> None:
        for run in list(self.runs):
            run.stop()
        sandbox.kill_pending()  # leftovers still in their grace: nothing outlives ScriptDeck either
        if self._host is not None:
            self._host.close()
            self._host = None

    def plan(self, tool_id: str, args: Any, *, with_host: bool = True, settings: Settings | None = None) -> RunPlan:
        """The plan for a run (refusals raise ``RunRefused``). Without ``with_host`` no token is minted: the
        plan shows the host variables with a masked stand-in token (what the run panel previews).
        ``settings``: ones the caller already loaded (else they are read now)."""
        tool = check_runnable(self.registry.get(tool_id), tool_id)
        settings = settings if settings is not None else self.settings
        return prepare.plan_run(self.home, tool, args, settings, self.host, with_host=with_host)

    def sandbox_profile(self, tool_id: str, *, checked: bool = False) -> Profile:
        """The tool's run limits; ``checked`` (a run): a broken ``sandbox.json`` raises ``StateBroken``."""
        return prepare.sandbox_profile(self.home, self.registry.get(tool_id), tool_id, checked=checked)

    def start(self, tool_id: str, args: Any, *, source: str | None = None, client: str | None = None,
              agent: bool = False, address: str | None = None) -> ToolRun:
        """``source`` (``"mcp"``, …), ``client`` (the MCP client's name) and ``address`` (its network address
        over HTTP) are recorded in the history.

        ``agent`` (also implied by ``source="mcp"``): the call comes from an agent, so the trust policy applies
        (SPEC §17); window runs are never refused for trust. Every run gets the tool's sandbox profile."""
        plan, trust_note = prepare.prepare(self.home, self.registry.get(tool_id), tool_id, args, self.host,
                                           agent=agent or source == "mcp")
        run = ToolRun(plan, self)
        run.trust_note = trust_note
        run.setProperty("started_at", time.time())
        run.setProperty("origin", {k: v for k, v in (("source", source), ("client", client), ("address", address))
                                   if v is not None})
        run.done.connect(lambda result, r=run: self._on_done(r, result))
        self.runs.append(run)
        run.start()
        return run

    def _on_done(self, run: ToolRun, result: RunResult) -> None:
        prepare.release(run.plan, self.host if self._host is not None else None)
        if run in self.runs:
            self.runs.remove(run)
        prepare.record(self.history, run.plan, run.property("started_at"), run.property("origin") or {}, result)
        self.run_finished.emit(run, result)
