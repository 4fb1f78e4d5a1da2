"""The host bridge's protocol (SPEC §9), pure: grants, request checks and the four methods' answers.

The local server (``host_server``) and the client (``host_client``) only move these JSON lines around.
No reply ever contains ``api_key``, ``base_url`` or any other secret.
"""

from __future__ import annotations

from scriptdeck.core.model.lint import GRANTABLE

from scriptdeck import __version__

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

    from scriptdeck.core.model.tool import Tool
    from scriptdeck.core.store.settings import Settings

METHODS: dict[str, str] = {
    "host.info": "host.info",
    "providers.list": "providers.read",
    "providers.get": "providers.read",
    "subsystems.enabled": "subsystems.read",
}
KNOWN_METHODS = ", ".join(METHODS)
SOCKET_ENV = "SCRIPTDECK_HOST_SOCKET"
TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"  # string.ascii_letters + digits
PROVIDER_FIELDS = ("id", "display_name", "protocol", "enabled", "default_model", "models")


def new_token() -> str:
    import secrets  # only a granted tool gets a host (secrets loads base64, hmac, hashlib, random)

    return "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(24))


def granted_capabilities(tool: Tool, revoked: list[str] | tuple[str, ...] = ()) -> list[str]:
    """Declared capabilities ∩ grantable, minus revoked, in declared order; nothing for Trust: external."""
    resolved = tool.resolved()
    if resolved["trust"][0] == "external":
        return []
    out: list[str] = []
    for capability in resolved["capabilities"][0]:
        if capability in GRANTABLE and capability not in revoked and capability not in out:
            out.append(capability)
    return out


def error(code: str, message: str) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message}}


def _provider_summary(provider: dict[str, Any], active: list[dict[str, Any]]) -> dict[str, Any]:
    summary = {key: provider.get(key) for key in PROVIDER_FIELDS}
    summary["display_name"] = summary["display_name"] or provider.get("id")
    summary["enabled"] = bool(provider.get("enabled", True))
    summary["models"] = [m for m in provider.get("models") or [] if isinstance(m, str)]
    summary["active"] = any(a.get("provider_id") == provider.get("id") for a in active)
    return summary


def answer(method: str, params: Any, grants: list[str], settings: Settings, persona: str) -> dict[str, Any]:
    """The reply for one authenticated call (the token was already checked by the server)."""
    needed = METHODS.get(method)
    if needed is None:
        return error("unknown_method", f'unknown host method "{method}"; known: {KNOWN_METHODS}')
    if needed not in grants:
        return error("permission_denied", f"{method} needs the {needed} capability, which this run was not granted")
    active = [{"provider_id": a.get("provider_id"), "model": a.get("model")} for a in settings.active()]
    if method == "host.info":
        data: Any = {"version": __version__, "contracts": [{"id": "scripts", "version": 1}],
                     "capabilities": list(grants), "persona": persona}
    elif method == "providers.list":
        data = {"providers": [_provider_summary(p, active) for p in settings.providers()], "active": active}
    elif method == "providers.get":
        if not isinstance(params, dict) or not isinstance(params.get("provider_id"), str) or not params["provider_id"]:
            return error("invalid_argument", 'providers.get needs {"provider_id": "<id>"}')
        provider = next((p for p in settings.providers() if p.get("id") == params["provider_id"]), None)
        if provider is None:
            return error("not_found", f"no provider with id {params['provider_id']!r}")
        data = _provider_summary(provider, active)
        windows = provider.get("context_windows")
        data["context_windows"] = windows if isinstance(windows, dict) else {}
        modalities = provider.get("modalities")
        data["modalities"] = modalities if isinstance(modalities, (list, dict)) else []
    else:
        data = settings.subsystems()
    return {"ok": True, "data": data}
