"""``scriptdeck tool-call ID``: a tool called as the agent calls it (the agent's path: kept light)."""

from __future__ import annotations

import os
import sys

from scriptdeck.core.cli.common import answer, print_json, qtcore_refusal, unknown
from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("tool-call", parents=[common], help="call a tool (manage_script is built in)")
    p.add_argument("id")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--stdin", action="store_true", help="read the JSON arguments from standard input")
    group.add_argument("--args", metavar="JSON", help="the JSON arguments")
    group.add_argument("--describe", action="store_true", help="print the tool's parameter contract")


#: arguments larger than this are refused before parsing (a tool gets them on stdin and in its environment)
MAX_ARGS_BYTES = 16 * 1024 * 1024


def run(ctx: Context, ns: argparse.Namespace) -> int:
    if ns.id == "manage_script":
        from scriptdeck.core.model.manage import ManageError, Manager, describe

        if ns.describe:
            print_json(describe())
            return EXIT_OK
        try:
            request = _read_args(ns)
        except ValueError as error:
            return _bad_args(error)
        return answer(lambda: Manager(ctx.registry, agent=True).call(request), (ManageError,))
    tool = _find_tool(ctx, ns.id)
    if tool is None and _unusable_entry(ctx, ns.id):  # an entry whose file is a FIFO, a folder, gone: say so
        return EXIT_REFUSED
    if ns.describe:
        if tool is None:
            return unknown(ctx, ns.id)
        print_json({"name": tool.id, "description": tool.description, "parameters": tool.schema,
                     "stub": tool.stub})
        return EXIT_OK
    try:
        args = _read_args(ns)
    except ValueError as error:
        return _bad_args(error)
    if os.environ.get("SCRIPTDECK_RUNNER") == "qt":  # the window's QProcess runner, to compare the two
        from scriptdeck.core.run.run_sync import run_tool_blocking_qt

        refused = qtcore_refusal(ctx, ns)
        if refused is not None:
            return refused

        return run_tool_blocking_qt(ctx.registry, ns.id, args)
    from scriptdeck.core.run.run_sync import run_tool_blocking

    return run_tool_blocking(ctx.home, tool, ns.id, args, ctx.settings)


def _read_args(ns: argparse.Namespace) -> Any:
    """The JSON arguments, strictly parsed (bounded size and depth, no NaN/Infinity/overflow, no lone surrogates);
    raises ``JsonInputError`` (a ``ValueError``) with one English sentence."""
    from scriptdeck.core.contract.jsonsafe import JsonInputError, loads_strict

    text: str | bytes
    if ns.stdin:
        text = sys.stdin.buffer.read(MAX_ARGS_BYTES + 1)
    elif ns.args is not None:
        text = ns.args
    else:
        text = "{}"
    if not text.strip():
        return {}
    if isinstance(text, str) and any("\udc80" <= ch <= "\udcff" for ch in text if ch >= "\ud800"):
        raise JsonInputError("the arguments are not valid UTF-8; pass UTF-8 text")
    return loads_strict(text, max_bytes=MAX_ARGS_BYTES)


def _bad_args(error: ValueError) -> int:
    """Arguments that are not one strict JSON value: the JSON error, exit 2."""
    print_json({"ok": False, "error": f"arguments are not valid JSON: {error}", "fix": "pass one JSON object"})
    return EXIT_REFUSED


def _unusable_entry(ctx: Context, tool_id: str) -> bool:
    """Print why an index.json entry named ``tool_id`` cannot be run (its lint finding), rather than "not found"."""
    for finding in ctx.registry.scan_findings():
        if finding.code == "index-entry-outside" and finding.tool_id == tool_id:
            print_json({"ok": False, "error": finding.message(ctx.lang), "fix": finding.fix(ctx.lang)})
            return True
    return False


def _find_tool(ctx: Context, tool_id: str) -> Any:
    """One tool for one call: the layers are read from the top down only until one holds it (no full scan)."""
    from scriptdeck.core.model.registry import Registry, configured_layers

    registry = Registry(ctx.home, pi_layers=configured_layers(ctx.settings, ctx.libraries))
    registry.load_cache(ctx.home.header_cache_path)
    tool = registry.find(tool_id)
    registry.save_cache(ctx.home.header_cache_path)
    ctx._warn_unreadable(registry)
    return tool
