"""``scriptdeck cost``: the persona's served list priced in tokens, and what skills cost each client (SPEC §22, §28)."""

from __future__ import annotations

from scriptdeck.core.cli.common import UNGROUPED, print_json, refusal
from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED, EXIT_TOOL_FAILED
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("cost", parents=[common],
                       help="tokens each tool costs the agent, as served over MCP and as stubs")
    p.add_argument("--json", action="store_true")
    p.add_argument("--by", choices=["tool", "group"], default="tool", help="one row per tool (default) or per group")
    p.add_argument("--check", action="store_true", help="exit 1 when the total is over context_budget (for CI)")


COST_HEAD = QT_TRANSLATE_NOOP("cli", "Persona {a0}: {a1} tools, ~{a2} tokens per turn ({a3} as stubs) / budget {a4}, "
                              "counted with {a5}")


COST_OVER = QT_TRANSLATE_NOOP("cli", "Over the budget by {a0} tokens: disable or hide tools, or shorten the heaviest")


COST_COLUMNS = QT_TRANSLATE_NOOP("cli", "tokens    stub  tool")


COST_GROUP_COLUMNS = QT_TRANSLATE_NOOP("cli", "tokens    stub  tools  group")


def run(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck cost``: the persona's served list priced in tokens (core: mcp/cost.py)."""
    from scriptdeck.core.contract.i18n import translate
    from scriptdeck.core.mcp.cost import CostCounter, CountCache, count_cache_path, over_budget
    from scriptdeck.core.mcp.count_worker import TokenizerMissing, count_tokens

    if ctx.settings.broken is not None:  # the budget and the libraries come from it: never a silent default (§19)
        from scriptdeck.core.store.statefile import StateBroken

        refusal(ctx, ns, StateBroken(ctx.settings.broken))
        return EXIT_REFUSED
    cache = CountCache(count_cache_path(ctx.home.state_dir))
    try:  # titles in --lang, English by default: exactly what `scriptdeck mcp` serves
        deck = CostCounter(getattr(ns, "lang", None) or "en", cache.wrap(count_tokens)).deck(ctx.registry,
                                                                                            ctx.home.persona)
    except TokenizerMissing as error:  # SPEC §31: cannot count is refused (3) as a broken setting, never "over" (1)
        refusal(ctx, ns, error)
        return EXIT_REFUSED
    cache.save()
    from scriptdeck.core.mcp.skills_cli import print_skills_cost, skills_cost

    def count_or_none(texts: list[str]) -> list[int] | None:
        try:
            return cache.wrap(count_tokens)(texts)
        except TokenizerMissing:  # an empty deck needed no tokenizer; the skills then show estimates
            return None

    skill_cost = skills_cost(ctx.home, count_or_none, {cost.id: cost.tokens for cost in deck.tools})
    cache.save()

    def t(text: str) -> str:
        return translate("cli", text, ctx.lang)

    if ns.json:
        payload = deck.to_json()
        payload["skills"] = skill_cost  # SPEC §28: what skills cost each client at start
        if ns.by == "group":  # the SPEC's keys, plus one row per group
            payload["groups"] = [{"group": g, "tools": n, "tokens": tokens, "stub_tokens": stub}
                                 for g, n, tokens, stub in deck.by_group(t(UNGROUPED))]
        print_json(payload)
        return EXIT_TOOL_FAILED if ns.check and deck.total > ctx.settings.context_budget() else EXIT_OK
    budget = ctx.settings.context_budget()
    print(t(COST_HEAD).format(a0=deck.persona, a1=len(deck.tools), a2=deck.total, a3=deck.stub_total, a4=budget,
                              a5=deck.encoding))
    if ns.by == "group":
        print(t(COST_GROUP_COLUMNS))
        for group, count, tokens, stub in deck.by_group(t(UNGROUPED)):
            print(f"{tokens:>6}  {stub:>6}  {count:>5}  {group}")
    else:
        print(t(COST_COLUMNS))
        for cost in deck.tools:
            print(f"{cost.tokens:>6}  {cost.stub_tokens:>6}  {cost.id}")
    if any(row["skills"] for row in skill_cost["clients"].values()) or skill_cost["exported"]:
        print_skills_cost(skill_cost, ctx.lang)
    over = over_budget(deck.total, budget)
    if over:
        print(t(COST_OVER).format(a0=over))
    return EXIT_TOOL_FAILED if ns.check and over else EXIT_OK
