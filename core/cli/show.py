"""``scriptdeck show ID``: a tool's effective fields and where each comes from."""

from __future__ import annotations

import json

from scriptdeck.core.cli.common import print_json, unknown
from scriptdeck.core.contract.exit_codes import EXIT_OK

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("show", parents=[common], help="effective fields of one tool and where each comes from")
    p.add_argument("id")
    p.add_argument("--json", action="store_true")


def run(ctx: Context, ns: argparse.Namespace) -> int:
    tool = ctx.registry.get(ns.id)
    if tool is None:
        return unknown(ctx, ns.id)
    payload = show_payload(ctx, tool)
    if ns.json:
        print_json(payload)
        return EXIT_OK
    from scriptdeck.core.contract.safetext import safe_path

    width = max(len(k) for k in payload)
    for key, value in payload.items():
        if key in ("sources",):
            continue
        if key == "lint":
            for finding in value:
                print(f"{'lint':<{width}}  [{finding['severity']}] {finding['code']}: {finding['message']}")
            continue
        if not isinstance(value, str):
            text = json.dumps(value, ensure_ascii=False)
        else:  # a file name may hold anything (SPEC §15); the fields are made safe where they are read
            text = safe_path(value) if key in ("path", "link_target") else value
        source = payload["sources"].get(key)
        print(f"{key:<{width}}  {text}" + (f"   ({source})" if source else ""))
    return EXIT_OK


def show_payload(ctx: Context, tool: Any) -> dict[str, Any]:
    from scriptdeck.core.contract.safetext import safe_value
    from scriptdeck.core.host.protocol import granted_capabilities
    from scriptdeck.core.model.lint_file import lint_registered
    from scriptdeck.core.model.registry import link_target

    resolved = tool.resolved()
    findings = lint_registered(tool, ctx.registry)
    fields = ("display_name_zh", "display_name_en", "description", "parameters", "timeout_seconds", "groups",
              "argv", "capabilities", "trust", "permission", "stub_example", "hints", "requires", "skill_only",
              "always_loaded", "load_policy", "confirm")
    return {
        "id": tool.id, "layer": tool.layer, "path": str(tool.path), "link_target": link_target(tool.path),
        "display_name_zh": resolved["display_name_zh"][0], "display_name_en": resolved["display_name_en"][0],
        "display_name": {"zh_CN": tool.display_name("zh_CN"), "en": tool.display_name("en")},
        "description": tool.description, "stub": tool.stub, "groups": tool.groups,
        "timeout_seconds": tool.timeout_seconds, "argv": tool.argv, "parameters": tool.schema,
        "capabilities": resolved["capabilities"][0],
        "granted_capabilities": granted_capabilities(tool, ctx.settings.revoked(tool.id)),
        "trust": resolved["trust"][0], "permission": resolved["permission"][0],
        "always_loaded": bool(resolved["always_loaded"][0]), "load_policy": resolved["load_policy"][0],
        "confirm": resolved["confirm"][0] is True,
        "enabled": tool.enabled, "state": tool.state, "dialect": tool.dialect,
        "favourite": tool.favourite, "aliases": tool.aliases,
        "sources": {name: resolved[name][1] for name in fields},
        "raycast": safe_value(tool.raycast.metadata()) if tool.raycast is not None else None,
        "lint": [f.to_json(ctx.lang) for f in findings],
        "trust_pin": trust_pin(ctx.home.state_dir, tool),
    }


def trust_pin(state_dir: Any, tool: Any) -> dict[str, Any]:
    from scriptdeck.core.run.guard_cli import trust_pin as pin

    return pin(state_dir, tool)
