"""``scriptdeck doctor``: one line per check, the fix under each ✗; exit 1 when the window or runs cannot work."""

from __future__ import annotations

from scriptdeck.core.cli.common import print_json
from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_TOOL_FAILED

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("doctor", parents=[common], help="check what this machine needs, with the fix for each gap")
    p.add_argument("--json", action="store_true")


def run(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck doctor``: one line per check, the fix under each ✗; exit 1 when the window or runs cannot work."""
    from scriptdeck.core.run.doctor import all_ok, report, run_checks

    checks = run_checks(ctx.home)
    if ns.json:
        print_json({"ok": all_ok(checks), "checks": [c.to_json(ctx.lang) for c in checks]})
    else:
        print(report(checks, ctx.lang))
    return EXIT_OK if all_ok(checks) else EXIT_TOOL_FAILED
