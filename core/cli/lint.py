"""``scriptdeck lint [ID|PATH…]``: the house rules, the cost findings with them (exit 1 on errors)."""

from __future__ import annotations

from scriptdeck.core.cli.common import print_json
from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED, EXIT_TOOL_FAILED
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("lint", parents=[common], help="check tools against the house rules (exit 1 on errors)")
    p.add_argument("targets", nargs="*", metavar="ID|PATH")
    p.add_argument("--json", action="store_true")


LINT_SUMMARY = QT_TRANSLATE_NOOP("cli", "%1 files, %2 errors, %3 warnings")


LINT_FIX = QT_TRANSLATE_NOOP("cli", "fix")


SEVERITY = {"error": QT_TRANSLATE_NOOP("cli", "error"), "warning": QT_TRANSLATE_NOOP("cli", "warning"),
            "info": QT_TRANSLATE_NOOP("cli", "info")}


def run(ctx: Context, ns: argparse.Namespace) -> int:
    from pathlib import Path

    from scriptdeck.core.contract.safetext import safe_path
    from scriptdeck.core.model.lint import has_errors
    from scriptdeck.core.model.lint_file import lint_path, lint_registered

    registry = ctx.registry
    results: list[tuple[str, list[Any]]] = []
    if ns.targets:
        for target in ns.targets:
            tool = registry.get(target)
            if tool is not None:
                results.append((str(tool.path), lint_registered(tool, registry)))
            elif Path(target).exists():
                results.append((str(Path(target).absolute()), lint_path(Path(target), registry)))
            else:
                print_json({"ok": False, "error": f"no tool or file named {target}",
                             "fix": "pass a tool id (see scriptdeck list) or a path"})
                return EXIT_REFUSED
    else:
        seen = set()
        for tool in registry.all_tools():
            seen.add(str(tool.path))
            results.append((str(tool.path), lint_registered(tool, registry)))
        others: dict[str, list[Any]] = {}  # layer findings about files that are not tools: all of them
        for finding in registry.scan_findings():
            if finding.path not in seen:
                others.setdefault(finding.path, []).append(finding)
        results.extend(others.items())
    from scriptdeck.core.mcp.cost import CostCounter, CountCache, costly_findings, count_cache_path
    from scriptdeck.core.mcp.count_worker import count_tokens

    linted = [t for t in (registry.get(x) for x in ns.targets) if t] if ns.targets else registry.all_tools()
    cache = CountCache(count_cache_path(ctx.home.state_dir))
    costly = costly_findings(linted, CostCounter(getattr(ns, "lang", None) or "en", cache.wrap(count_tokens)))
    cache.save()
    results = [(path, found + costly.get(path, [])) for path, found in results]
    all_findings = [f for _, found in results for f in found]
    if ns.json:
        print_json({"ok": not has_errors(all_findings),
                     "files": [{"path": path, "findings": [f.to_json(ctx.lang) for f in found]}
                               for path, found in results]})
    else:
        for path, found in results:
            for f in found:
                severity = translate("cli", SEVERITY[f.severity], ctx.lang) if f.severity in SEVERITY else f.severity
                line = f"{safe_path(path)}: {severity}: {f.code}: {f.message(ctx.lang)}"
                fix = f.fix(ctx.lang)
                print(line + (f"\n    {translate('cli', LINT_FIX, ctx.lang)}: {fix}" if fix else ""))
        errors = sum(f.severity == "error" for f in all_findings)
        print(translate("cli", LINT_SUMMARY, ctx.lang).replace("%1", str(len(results))).replace("%2", str(errors))
              .replace("%3", str(len(all_findings) - errors)))
    return EXIT_TOOL_FAILED if has_errors(all_findings) else EXIT_OK
