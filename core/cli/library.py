"""``scriptdeck library add|update|list|remove`` (SPEC §29); the work is ``core/mcp/library_cli.py``."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    from scriptdeck.core.mcp.library_cli import add_parsers

    add_parsers(sub, common)


def run(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.mcp.library_cli import cmd_library

    return cmd_library(ctx, ns)
