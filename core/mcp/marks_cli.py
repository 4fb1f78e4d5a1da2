"""``scriptdeck alias`` and ``scriptdeck favourite`` (issue 45): a tool's aliases and star from the command line.

The marks live in the tool's layer's index.json (:mod:`scriptdeck.core.model.marks`), so the window, the palette,
the search box, lint and ``list --json``/``show --json`` see them. Exit codes: 0 done, 2 an alias that cannot be
one, 3 refused (no such tool, a built-in one, an index.json that cannot be written).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.contract.safetext import safe_text

CONTEXT = "MarksCli"
COMMANDS = ("alias", "favourite", "favorite")

ADDED = QT_TRANSLATE_NOOP("MarksCli", "%1 now answers to the alias %2")
ALREADY = QT_TRANSLATE_NOOP("MarksCli", "Nothing to do: %1 already has the alias %2")
REMOVED = QT_TRANSLATE_NOOP("MarksCli", "Removed the alias %2 from %1")
NOT_THERE = QT_TRANSLATE_NOOP("MarksCli", "Nothing to do: %1 has no alias %2")
ALIASES = QT_TRANSLATE_NOOP("MarksCli", "Aliases of %1: %2")
NO_ALIASES = QT_TRANSLATE_NOOP("MarksCli", "%1 has no aliases. Add one with: scriptdeck alias %1 NAME")
NO_ALIASES_AT_ALL = QT_TRANSLATE_NOOP("MarksCli", "No tool has an alias yet. Add one with: scriptdeck alias ID NAME")
STARRED = QT_TRANSLATE_NOOP("MarksCli", "★ %1 is a favourite")
UNSTARRED = QT_TRANSLATE_NOOP("MarksCli", "%1 is no longer a favourite")
WAS_STARRED = QT_TRANSLATE_NOOP("MarksCli", "Nothing to do: %1 is already a favourite")
WAS_NOT = QT_TRANSLATE_NOOP("MarksCli", "Nothing to do: %1 is not a favourite")
NO_FAVOURITES = QT_TRANSLATE_NOOP("MarksCli", "No favourites yet. Star a tool with: scriptdeck favourite ID")
ERROR = QT_TRANSLATE_NOOP("MarksCli", "error")
FIX = QT_TRANSLATE_NOOP("MarksCli", "fix")
WARNING = QT_TRANSLATE_NOOP("MarksCli", "warning")


def add_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("alias", parents=[common], help="give a tool an alias the palette and search find first")
    p.add_argument("id", nargs="?", help="the tool's id; without it every tool's aliases are listed")
    p.add_argument("name", nargs="?", help="the alias (one word); without it the tool's aliases are listed")
    p.add_argument("--remove", action="store_true", help="remove the alias instead")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("favourite", aliases=["favorite"], parents=[common],
                       help="star a tool: favourites come first in the palette")
    p.add_argument("id", nargs="?", help="the tool's id; without it the favourites are listed")
    p.add_argument("--remove", action="store_true", help="unstar it instead")
    p.add_argument("--json", action="store_true")


def _tr(text: str, lang: str) -> str:
    return translate(CONTEXT, text, lang)


def cmd_marks(ctx: Any, ns: argparse.Namespace) -> int:
    """Run ``alias`` or ``favourite``; ``ctx`` is the CLI's context (home, registry, language)."""
    from scriptdeck.core.model import marks
    from scriptdeck.core.model.manage_schema import ManageError

    lang = ctx.lang
    try:
        if ns.command == "alias":
            return _alias(ctx, ns, marks)
        return _favourite(ctx, ns, marks)
    except ManageError as error:
        message, fix = error.message(lang)
        sys.stderr.write(f"scriptdeck: {_tr(ERROR, lang)}: {safe_text(message)}\n"
                         + (f"    {_tr(FIX, lang)}: {safe_text(fix)}\n" if fix else ""))
        return EXIT_USAGE if error.template in marks.PROBLEMS.values() else EXIT_REFUSED
    except OSError as error:
        sys.stderr.write(f"scriptdeck: {_tr(ERROR, lang)}: {safe_text(str(error))}\n")
        return EXIT_REFUSED


def _say(ns: argparse.Namespace, answer: dict[str, Any], text: str) -> int:
    sys.stdout.write((dumps_out(answer) if ns.json else text) + "\n")
    return EXIT_OK


def _fill(template: str, lang: str, tool_id: str, value: str = "") -> str:
    return _tr(template, lang).replace("%1", safe_text(tool_id)).replace("%2", safe_text(value))


def _alias(ctx: Any, ns: argparse.Namespace, marks: Any) -> int:
    registry, lang = ctx.registry, ctx.lang
    if ns.id is None:  # every alias, as `favourite` without an id lists every favourite
        named = [tool for tool in registry.registered() if tool.aliases]
        answer = {"ok": True, "aliases": {tool.id: tool.aliases for tool in named}}
        text = "\n".join(f"{t.id:<28} {', '.join(safe_text(a) for a in t.aliases)}" for t in named) \
            or _tr(NO_ALIASES_AT_ALL, lang)
        return _say(ns, answer, text)
    if ns.name is None:
        tool = registry.get(ns.id) or marks.markable(registry, ns.id)
        answer = {"ok": True, "id": tool.id, "aliases": tool.aliases, "favourite": tool.favourite}
        text = _fill(ALIASES, lang, tool.id, ", ".join(tool.aliases)) if tool.aliases else \
            _fill(NO_ALIASES, lang, tool.id)
        return _say(ns, answer, text)
    if ns.remove:
        answer = marks.remove_alias(registry, ns.id, ns.name)
        return _say(ns, answer, _fill(REMOVED if answer["changed"] else NOT_THERE, lang, ns.id, ns.name.strip()))
    answer = marks.add_alias(registry, ns.id, ns.name)
    _warn_collisions(ctx, ns.id)
    return _say(ns, answer, _fill(ADDED if answer["changed"] else ALREADY, lang, ns.id, ns.name.strip()))


def _warn_collisions(ctx: Any, tool_id: str) -> None:
    """An alias another tool also answers to is kept (lint says so) and said on stderr at once."""
    from scriptdeck.core.model.lint_file import alias_collisions

    tool = ctx.registry.get(tool_id)
    for finding in alias_collisions(tool, ctx.registry) if tool is not None else ():
        sys.stderr.write(f"scriptdeck: {_tr(WARNING, ctx.lang)}: {finding.message(ctx.lang)}\n    "
                         f"{_tr(FIX, ctx.lang)}: {finding.fix(ctx.lang)}\n")


def _favourite(ctx: Any, ns: argparse.Namespace, marks: Any) -> int:
    registry, lang = ctx.registry, ctx.lang
    if ns.id is None:
        starred = [tool for tool in registry.registered() if tool.favourite]
        answer = {"ok": True, "favourites": [{"id": t.id, "display_name": t.display_name(lang)} for t in starred]}
        text = "\n".join(f"★ {t.id:<28} {t.display_name(lang)}" for t in starred) or _tr(NO_FAVOURITES, lang)
        return _say(ns, answer, text)
    answer = marks.set_favourite(registry, ns.id, not ns.remove)
    if ns.remove:
        return _say(ns, answer, _fill(UNSTARRED if answer["changed"] else WAS_NOT, lang, ns.id))
    return _say(ns, answer, _fill(STARRED if answer["changed"] else WAS_STARRED, lang, ns.id))
