"""``scriptdeck test [ID…]``: the tools' test cases, run as the agent calls them (core: run/tests_cli.py)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    from scriptdeck.core.run.tests_cli import jobs_flag

    p = sub.add_parser("test", parents=[common], help="run the tools' test cases (<layer>/.tests/<id>.json)")
    p.add_argument("ids", nargs="*", metavar="ID", help="the tools to test (default: every tool with cases)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--junit", metavar="FILE", help="also write JUnit XML for CI")
    p.add_argument("--jobs", type=jobs_flag, metavar="N", help="cases run at once (default: the CPU count)")
    p.add_argument("--update", action="store_true",
                   help="rewrite the stdout/stdout_json expectations of failing cases from this run")
    p.add_argument("-k", metavar="TEXT", help="only the cases whose TOOL::NAME contains TEXT (any case)")
    p.add_argument("--lf", action="store_true", help="only the cases that failed last time (all when none did)")
    p.add_argument("--layer", metavar="LAYER", help="only the cases kept in that layer, e.g. library:NAME")


def run(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.run.tests_cli import run as run_tests

    return run_tests(ctx, ns)
