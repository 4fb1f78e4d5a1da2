"""Start runs the way the agent does (QtCore only): plan, grant host capabilities, run, record history.

Shared by the CLI (``tool-call``) and the window; owns the host's local server for this process.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Signal
from scriptdeck.core.host.protocol import granted_capabilities
from scriptdeck.core.host.server import HostServer
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.run import sandbox
from scriptdeck.core.run.history import History, history_path
from scriptdeck.core.run.runner import ToolRun
from scriptdeck.core.run.runplan import (
    RunPlan,
    RunRefused,
    RunResult,
    StateRefused,
    build_plan,
    check_runnable,
    release_plan,
)
from scriptdeck.core.run.sandbox import Profile, SandboxStore
from scriptdeck.core.run.trust import AgentVerdict, TrustStore, guard_agent_call
from scriptdeck.core.store.settings import Settings
from scriptdeck.core.store.statefile import StateBroken

MASKED_TOKEN = "•" * 24


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
            self._host = HostServer(self.home.settings_path, self, state_dir=self.home.state_dir)
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
        grants = granted_capabilities(tool, settings.revoked(tool.id)) if tool.dialect == "miyu" else []
        host_env = None
        if grants and with_host:
            host_env = self.host().grant(tool.id, grants, self.home.persona)
        elif grants:
            host_env = self.host().environment(MASKED_TOKEN, grants)
        project = settings.get("pi_project")
        return build_plan(tool, args, cache_dir=self.home.cache_dir, host_env=host_env, grants=grants,
                          project_dir=project if isinstance(project, str) else None)

    def sandbox_profile(self, tool_id: str, *, checked: bool = False) -> Profile:
        """The tool's run limits; ``checked`` (a run): a broken ``sandbox.json`` raises ``StateBroken``."""
        tool = self.registry.get(tool_id)
        trust = tool.value("trust") if tool is not None else "owner"
        return SandboxStore(self.home.state_dir).profile(tool_id, trust if isinstance(trust, str) else "owner",
                                                         checked=checked)

    def start(self, tool_id: str, args: Any, *, source: str | None = None, client: str | None = None,
              agent: bool = False) -> ToolRun:
        """``source`` (``"mcp"``, …) and ``client`` (the MCP client's name) are recorded in the history.

        ``agent`` (also implied by ``source="mcp"``): the call comes from an agent, so the trust policy applies
        (SPEC §17); window runs are never refused for trust. Every run gets the tool's sandbox profile."""
        tool = check_runnable(self.registry.get(tool_id), tool_id)
        settings = self.settings  # read once for the trust check and the plan
        verdict = AgentVerdict()
        try:
            if agent or source == "mcp":  # the file is read once here under enforce: those bytes are what runs
                verdict = guard_agent_call(TrustStore(self.home.state_dir), settings, tool.id, tool.path)
            profile = self.sandbox_profile(tool_id, checked=True)  # a broken sandbox.json refuses (SPEC §19)
        except StateBroken as broken:
            raise StateRefused(broken) from None
        plan = self.plan(tool_id, args, settings=settings)
        try:
            if verdict.pinned is not None and verdict.pinned.data is not None:
                sandbox.pin_plan(plan, str(tool.path), verdict.pinned.data, verdict.pinned.executable,
                                 self.home.state_dir / "pinned-runs")
            sandbox.apply(plan, profile, layer_dir=str(tool.path.parent))
        except (RunRefused, OSError):
            release_plan(plan)
            if self._host is not None:
                self._host.revoke(plan.env.get("MIYU_HOST_TOKEN"))
            raise
        trust_note = verdict.note
        run = ToolRun(plan, self)
        run.trust_note = trust_note
        run.setProperty("started_at", time.time())
        run.setProperty("origin", {k: v for k, v in (("source", source), ("client", client)) if v is not None})
        run.done.connect(lambda result, r=run: self._on_done(r, result))
        self.runs.append(run)
        run.start()
        return run

    def _on_done(self, run: ToolRun, result: RunResult) -> None:
        release_plan(run.plan)
        if self._host is not None:
            self._host.revoke(run.plan.env.get("MIYU_HOST_TOKEN"))
        if run in self.runs:
            self.runs.remove(run)
        try:
            self.history.append({"tool_id": run.plan.tool_id, "args": run.plan.args,
                                 "started": run.property("started_at"), "finished": time.time(),
                                 **(run.property("origin") or {}), "result": result.to_json()})
        except OSError:
            pass  # a full disk must not turn a finished run into a crash
        self.run_finished.emit(run, result)
