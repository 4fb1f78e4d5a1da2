"""``scriptdeck convert ID``: a Raycast command as a Miyu tool in the persona (or global) layer."""

from __future__ import annotations

from scriptdeck.core.cli.common import answer

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("convert", parents=[common],
                       help="copy a Raycast command into a ScriptDeck layer with a proper header, and register it")
    p.add_argument("id")
    p.add_argument("--scope", choices=["persona", "global"], default="persona")
    p.add_argument("--overwrite", action="store_true", help="replace an existing file of that name in the layer")


def run(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck convert ID``: a Raycast command as a Miyu tool in the persona (or global) layer."""
    from scriptdeck.core.model.convert import ConvertError, convert
    from scriptdeck.core.model.manage import ManageError

    return answer(lambda: convert(ctx.registry, ns.id, scope=ns.scope, overwrite=ns.overwrite),
                   (ConvertError, ManageError))
