"""``scriptdeck list``: registered, unregistered and disabled tools, by group."""

from __future__ import annotations

from scriptdeck.core.cli.common import UNGROUPED, print_json
from scriptdeck.core.contract.exit_codes import EXIT_OK
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("list", parents=[common], help="registered / unregistered / disabled tools, by group")
    p.add_argument("--json", action="store_true")


UNREGISTERED = QT_TRANSLATE_NOOP("cli", "Unregistered")


DISABLED = QT_TRANSLATE_NOOP("cli", "Disabled")


BUILTIN_GROUPS = ("examples", "media", "utilities", "system", "files")  # their words: gui/services/texts.py


def run(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.model.manage import list_payload

    payload = list_payload(ctx.registry)
    if ns.json:
        print_json(payload)
        return EXIT_OK
    from scriptdeck.core.contract.i18n import translate
    from scriptdeck.core.contract.safetext import safe_path

    def t(text: str) -> str:
        return translate("cli", text, ctx.lang)

    by_group: dict[str, list[str]] = {}
    for tool in ctx.registry.registered():
        name = tool.display_name(ctx.lang)
        for group in tool.groups or [t(UNGROUPED)]:
            label = tool.group_label(group)  # the built-in examples' groups in the UI language, as the window says
            label = translate("Groups", label, ctx.lang) if label in BUILTIN_GROUPS else label
            layer = translate("Layers", tool.layer, ctx.lang) if tool.layer in ("builtin", "global", "persona") \
                else tool.layer
            by_group.setdefault(label, []).append(f"  {tool.id:<28} {name}  [{layer}]")
    out = []
    for group in sorted(by_group):
        out.append(f"{group} ({len(by_group[group])})")
        out.extend(by_group[group])
    if payload["unregistered"]:
        out.append(t(UNREGISTERED) + f" ({len(payload['unregistered'])})")
        out.extend(f"  {safe_path(u['name']):<28} {safe_path(u['path'])}\n"
                   f"    → {translate('registry', u['fix'], ctx.lang)}" for u in payload["unregistered"])
    if payload["disabled"]:
        out.append(t(DISABLED) + f" ({len(payload['disabled'])})")
        out.extend(f"  {d['id']:<28} {safe_path(d['path'])}  [{d['scope']}]" for d in payload["disabled"])
    print("\n".join(out))
    return EXIT_OK
