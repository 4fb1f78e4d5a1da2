"""``scriptdeck mcp``: the tools served to any agent over MCP (stdio, or HTTP with ``--http``; SPEC §16, §27)."""

from __future__ import annotations

from scriptdeck.core.cli.common import qtcore_refusal

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("mcp", parents=[common], help="serve the tools to any agent over MCP (stdio, or HTTP with --http)")
    # --lang comes from the common flags (before or after the command); for mcp it sets the tool titles
    p.add_argument("--allow-manage", action="store_true", help="also serve manage_script")
    p.add_argument("--page-size", type=_page_size, default=0, metavar="N",
                   help="tools per tools/list page (a whole number above 0), for clients that follow nextCursor "
                        "(default: every tool in one answer)")
    from scriptdeck.core.mcp.http_cli import add_arguments as add_http_arguments  # SPEC §27 (http)

    add_http_arguments(p, common)


def _page_size(text: str) -> int:
    """argparse check of ``mcp --page-size``: a whole number above 0 (leaving the flag out serves all at once)."""
    import argparse

    try:
        value = int(text, 10)
    except ValueError:
        value = 0
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number above 0; leave --page-size out to serve "
                                         "every tool in one answer")
    return value


def run(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.mcp import http_cli  # SPEC §27: --http and `mcp token` (http)

    if getattr(ns, "mcp_command", None) is None:  # serving (stdio or HTTP); `mcp token` needs no Qt
        refused = qtcore_refusal(ctx, ns)
        if refused is not None:
            return refused

    if http_cli.wanted(ns):
        return http_cli.run(ctx, ns)
    from scriptdeck.core.mcp.stdio import serve

    return serve(ctx, lang=getattr(ns, "lang", None) or "en", allow_manage=ns.allow_manage,
                 page_size=ns.page_size)
