"""What every run goes through before its process starts, without Qt: the trust check, the plan with the host
grant, the sandbox profile. Shared by the window's :class:`RunService` and ``tool-call``'s blocking run."""

from __future__ import annotations

import time
from collections.abc import Callable

from scriptdeck.core.host.protocol import granted_capabilities
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.platform import NotSupported, process
from scriptdeck.core.run import sandbox
from scriptdeck.core.run.history import History
from scriptdeck.core.run.runplan import (
    PlatformRefused,
    RunPlan,
    RunResult,
    StateRefused,
    build_plan,
    check_runnable,
    release_plan,
)
from scriptdeck.core.run.sandbox import Profile, SandboxStore
from scriptdeck.core.run.trust import AgentVerdict, TrustStore, guard_agent_call
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import Settings
from scriptdeck.core.store.statefile import StateBroken

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any, Protocol

    class HostGrants(Protocol):
        """What a run needs of the host server (``scriptdeck.core.host.server.HostServer``)."""

        def grant(self, tool_id: str, capabilities: list[str], persona: str) -> dict[str, str]: ...

        def environment(self, token: str, capabilities: list[str]) -> dict[str, str]: ...

        def revoke(self, token: str | None) -> None: ...

MASKED_TOKEN = "•" * 24


def sandbox_profile(home: Home, tool: Tool | None, tool_id: str, *, checked: bool = False) -> Profile:
    """The tool's run limits; ``checked`` (a run): a broken ``sandbox.json`` raises ``StateBroken``."""
    trust = tool.value("trust") if tool is not None else "owner"
    return SandboxStore(home.state_dir).profile(tool_id, trust if isinstance(trust, str) else "owner",
                                                checked=checked)


def plan_run(home: Home, tool: Tool, args: Any, settings: Settings, host: Callable[[], HostGrants], *,
             with_host: bool = True) -> RunPlan:
    """The plan (refusals raise ``RunRefused``). The host server is asked for (``host()``) only when the tool is
    granted something; without ``with_host`` the plan shows a masked stand-in token (the run panel's preview)."""
    grants = granted_capabilities(tool, settings.revoked(tool.id)) if tool.dialect == "miyu" else []
    host_env = None
    if grants and with_host:
        host_env = host().grant(tool.id, grants, home.persona)
    elif grants:
        host_env = host().environment(MASKED_TOKEN, grants)
    project = settings.get("pi_project")
    return build_plan(tool, args, cache_dir=home.cache_dir, host_env=host_env, grants=grants,
                      project_dir=project if isinstance(project, str) else None)


def prepare(home: Home, found: Tool | None, tool_id: str, args: Any, host: Callable[[], HostGrants], *,
            agent: bool, settings: Settings | None = None,
            adjust: Callable[[RunPlan], None] | None = None) -> tuple[RunPlan, str | None]:
    """The checked, sandboxed plan of a run and its trust note (``"changed"`` under the warn policy).

    ``agent``: the call comes from an agent, so the trust policy applies (SPEC §17). Refusals raise
    ``RunRefused``; a host token minted for a refused run is revoked. ``settings``: ones the caller has just
    read (else they are read now, once for the trust check and the plan)."""
    tool = check_runnable(found, tool_id)
    try:
        process.require_runs()
    except NotSupported as missing:
        raise PlatformRefused(missing) from None
    settings = settings if settings is not None else Settings.load(home.settings_path)
    verdict = AgentVerdict()
    try:
        if agent:  # under enforce the file is read once here: those bytes are what runs (SPEC §19)
            verdict = guard_agent_call(TrustStore(home.state_dir), settings, tool.id, tool.path)
        profile = sandbox_profile(home, tool, tool_id, checked=True)  # a broken sandbox.json refuses
    except StateBroken as broken:
        raise StateRefused(broken) from None
    plan = plan_run(home, tool, args, settings, host)
    if adjust is not None:  # a test case's folder and timeout, before the sandbox binds the folder (SPEC §26)
        adjust(plan)
    try:
        if verdict.pinned is not None and verdict.pinned.data is not None:
            sandbox.pin_plan(plan, str(tool.path), verdict.pinned.data, verdict.pinned.executable,
                             home.state_dir / "pinned-runs")
        sandbox.apply(plan, profile, layer_dir=str(tool.path.parent))
    except BaseException:
        release(plan, host)
        raise
    trust_note = verdict.note
    return plan, trust_note


def release(plan: RunPlan, host: Callable[[], HostGrants] | None) -> None:
    """What a run held ends with it: the private copy of approved bytes, the host token."""
    release_plan(plan)
    if host is not None and plan.env.get("MIYU_HOST_TOKEN"):
        host().revoke(plan.env["MIYU_HOST_TOKEN"])


def record(history: History, plan: RunPlan, started: float, origin: dict[str, str], result: RunResult) -> None:
    """Append a finished run to the history (a full disk never turns a finished run into a crash)."""
    try:
        history.append({"tool_id": plan.tool_id, "args": plan.args, "started": started, "finished": time.time(),
                        **origin, "result": result.to_json()})
    except OSError:
        pass
