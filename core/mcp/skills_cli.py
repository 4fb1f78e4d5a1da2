"""``scriptdeck skills …`` (SPEC §28): list, lint, new, add, enable, disable, adopt and remove Agent Skills.

It sits with the MCP layer because a skill's cost is counted with the same tokenizer and count cache as a served
tool's (§22). Exit codes: 0 done (``lint``: valid, warnings allowed), 1 ``lint`` found errors, 2 bad input or a
refused change, 3 nothing of that name.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED, EXIT_TOOL_FAILED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.contract.safetext import safe_path, safe_text
from scriptdeck.core.dialects.skill_md import SkillFile
from scriptdeck.core.model import skills
from scriptdeck.core.store.paths import Home

CONTEXT = "SkillsCli"


def add_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("skills", parents=[common], help="Agent Skills: list, lint, add and enable them per client")
    verbs = p.add_subparsers(dest="skills_command", metavar="VERB")
    verbs.required = True
    project = argparse.ArgumentParser(add_help=False)
    project.add_argument("--project", metavar="DIR", help="also the project's skill folders (.claude/skills, …)")
    v = verbs.add_parser("list", parents=[common, project], help="every skill: the store's and each client's")
    v.add_argument("--json", action="store_true")
    v = verbs.add_parser("lint", parents=[common], help="check a skill against the specification (exit 1 if invalid)")
    v.add_argument("target", metavar="NAME|PATH")
    v.add_argument("--json", action="store_true")
    v = verbs.add_parser("new", parents=[common], help="write a new skill into the store from the template")
    v.add_argument("name")
    v.add_argument("--description", default="", metavar="TEXT")
    v.add_argument("--display-name", default="", metavar="TEXT", help="English name in the window")
    v.add_argument("--name-zh", default="", metavar="TEXT", help="Chinese name in the window (显示名称)")
    v = verbs.add_parser("add", parents=[common], help="copy a skill folder into the store (checked first)")
    v.add_argument("path")
    v.add_argument("--force", action="store_true", help="add it even if it is not valid")
    for verb, text in (("enable", "link a store skill into clients' folders"),
                       ("disable", "remove the clients' links to a store skill")):
        v = verbs.add_parser(verb, parents=[common, project], help=text)
        v.add_argument("name")
        v.add_argument("--for", dest="clients", required=True, metavar="CLIENT[,CLIENT…]",
                       help="one or more of claude, codex, gemini, cursor, copilot")
    v = verbs.add_parser("adopt", parents=[common, project],
                         help="move a client's own skill into the store and link it back")
    v.add_argument("name")
    v.add_argument("--from", dest="client", required=True, choices=list(skills.CLIENTS))
    v = verbs.add_parser("remove", parents=[common, project], help="unlink a store skill everywhere, then trash it")
    v.add_argument("name")
    v = verbs.add_parser("export", parents=[common], help="write a skill that lists a group's tools (called with tool-call)")
    v.add_argument("group")
    v.add_argument("--name", metavar="NAME", help="the skill's name (default: from the group)")
    v.add_argument("--overwrite", action="store_true", help="replace the store's skill of that name")


def _tr(text: str, lang: str) -> str:
    return translate(CONTEXT, text, lang)


def _counter(home: Home) -> Any:
    """The §22 counter behind the count cache; None when no tokenizer is installed (then figures are estimates)."""
    from scriptdeck.core.mcp.cost import CountCache, count_cache_path
    from scriptdeck.core.mcp.count_worker import TokenizerMissing, count_tokens

    cache = CountCache(count_cache_path(home.state_dir))
    wrapped = cache.wrap(count_tokens)

    def count(texts: list[str]) -> list[int] | None:
        try:
            out = wrapped(texts)
        except TokenizerMissing:
            return None
        cache.save()
        return out

    return count


def listing_text(skill: SkillFile) -> str:
    """What a client loads for the skill at every session start: its name and description."""
    return f"{skill.name}: {skill.description}"


def entry(found: skills.FoundSkill, lang: str, tokens: tuple[int, int] | None) -> dict[str, Any]:
    skill = found.file
    errors = [f.as_json() for f in skill.errors] if skill else []
    if found.problem == "dangling":
        errors = [{"code": "link-dangling", "message": "the link points at nothing: remove it, or enable the skill again"}]
    elif found.problem == "link-out":
        errors = [{"code": "link-out", "message": "a link out of its folder: not followed"}]
    return {
        "name": safe_text(found.name), "description": skill.description if skill else "",
        "display_name": skill.display_name(lang) if skill else safe_text(found.name),
        "path": safe_path(found.path), "source": found.source, "managed": found.managed,
        "valid": bool(skill and skill.valid and not found.problem), "errors": errors,
        "warnings": [f.as_json() for f in skill.warnings] if skill else [],
        "enabled_for": sorted(found.enabled_for),
        "tokens": {"listing": tokens[0], "body": tokens[1]} if tokens else {"listing": None, "body": None},
        "scripts": [safe_text(s) for s in skill.scripts] if skill else [],
    }


def cmd_skills(home: Home, ns: argparse.Namespace, lang: str, registry: Callable[[], Any] | None = None) -> int:
    verb = ns.skills_command
    project = Path(ns.project).resolve() if getattr(ns, "project", None) else None
    try:
        if verb == "list":
            return _list(home, project, ns.json, lang)
        if verb == "lint":
            return _lint(home, ns.target, ns.json, lang)
        if verb == "new":
            path = skills.new(home, ns.name, description=ns.description, display=ns.display_name,
                              display_zh=ns.name_zh)
            return _done(_tr("Wrote %1", lang).replace("%1", safe_path(path)))
        if verb == "add":
            path, _skill = skills.add(home, Path(ns.path), force=ns.force)
            return _done(_tr("Added %1 to the store", lang).replace("%1", safe_path(path)))
        if verb == "enable":
            made = skills.enable(home, ns.name, skills.check_clients(ns.clients), project)
            return _done(_tr("Enabled %1 for %2", lang).replace("%1", ns.name).replace("%2", ns.clients)
                         if made else _tr("Nothing to do: already enabled", lang))
        if verb == "disable":
            removed = skills.disable(home, ns.name, skills.check_clients(ns.clients), project)
            return _done(_tr("Disabled %1 for %2", lang).replace("%1", ns.name).replace("%2", ns.clients)
                         if removed else _tr("Nothing to do: not enabled", lang))
        if verb == "adopt":
            path = skills.adopt(home, ns.name, ns.client, project)
            return _done(_tr("Moved into the store and linked back: %1", lang).replace("%1", safe_path(path)))
        if verb == "export" and registry is not None:
            from scriptdeck.core.model.skills_export import export_group

            path = export_group(home, registry(), ns.group, ns.name, overwrite=ns.overwrite)
            return _done(_tr("Wrote %1", lang).replace("%1", safe_path(path)))
        if verb == "remove":
            stored = skills.remove(home, ns.name, project)
            return _done(_tr("Moved to the trash: %1", lang).replace("%1", safe_path(stored)))
    except skills.SkillError as error:
        message, fix = error.message(lang)
        sys.stderr.write(f"scriptdeck: {_tr('error', lang)}: {message}\n    {_tr('fix', lang)}: {fix}\n")
        return EXIT_USAGE
    except OSError as error:
        sys.stderr.write(f"scriptdeck: {_tr('error', lang)}: {safe_text(str(error))}\n")
        return EXIT_USAGE
    return EXIT_USAGE


def _done(text: str) -> int:
    sys.stdout.write(text + "\n")
    return EXIT_OK


def _list(home: Home, project: Path | None, as_json: bool, lang: str) -> int:
    found = skills.discover(home, project)
    readable = [(f, f.file) for f in found if f.file is not None and f.file.meta is not None]
    count = _counter(home)
    counts = count([t for _, s in readable for t in (listing_text(s), s.body)]) if readable else []
    tokens: dict[int, tuple[int, int]] = {}
    for i, (f, s) in enumerate(readable):  # no tokenizer (Python 3.10): four characters a token, and said so
        tokens[id(f)] = (counts[2 * i], counts[2 * i + 1]) if counts is not None else \
            (len(listing_text(s)) // 4, len(s.body) // 4)
    entries = [entry(f, lang, tokens.get(id(f))) for f in found]
    if as_json:
        sys.stdout.write(dumps_out({"skills": entries, "tokens_exact": counts is not None}) + "\n")
        return EXIT_OK
    if not entries:
        sys.stdout.write(_tr("No skills. Add one with: scriptdeck skills add PATH", lang) + "\n")
        return EXIT_OK
    for item in entries:
        state = _tr("valid", lang) if item["valid"] else _tr("invalid", lang)
        clients = ", ".join(item["enabled_for"]) or "—"
        sys.stdout.write(f"{item['name']}  [{item['source']}]  {state}  {_tr('enabled for', lang)}: {clients}\n")
        if item["description"]:
            sys.stdout.write(f"    {item['description'][:120]}\n")
    return EXIT_OK


def _lint(home: Home, target: str, as_json: bool, lang: str) -> int:
    path = Path(target)
    if not (("/" in target or target in (".", "..")) or path.exists()):
        path = skills.store_dir(home) / skills.check_name(target)
    if path.name.lower() == "skill.md":
        path = path.parent
    if not path.is_dir():
        sys.stderr.write(f"scriptdeck: {_tr('error', lang)}: "
                         + _tr("no skill folder at %1", lang).replace("%1", safe_path(path)) + "\n")
        return EXIT_REFUSED
    skill = skills.read_linted(path)
    if as_json:
        sys.stdout.write(dumps_out({"name": skill.name, "path": safe_path(path), "valid": skill.valid,
                                    "errors": [f.as_json() for f in skill.errors],
                                    "warnings": [f.as_json() for f in skill.warnings]}) + "\n")
    else:
        for finding in skill.errors:
            sys.stdout.write(f"{safe_path(path)}: {_tr('error', lang)} [{finding.code}] {finding.text(lang)}\n")
        for finding in skill.warnings:
            sys.stdout.write(f"{safe_path(path)}: {_tr('warning', lang)} [{finding.code}] "
                             f"{finding.text(lang)}\n")
        if skill.valid:
            sys.stdout.write(_tr("Valid skill: %1", lang).replace("%1", safe_path(path)) + "\n")
    return EXIT_OK if skill.valid else EXIT_TOOL_FAILED


# the words above, for lupdate (the CLI translates them through the .ts files)
_WORDS = (QT_TRANSLATE_NOOP("SkillsCli", "Wrote %1"), QT_TRANSLATE_NOOP("SkillsCli", "Added %1 to the store"),
          QT_TRANSLATE_NOOP("SkillsCli", "Enabled %1 for %2"), QT_TRANSLATE_NOOP("SkillsCli", "Nothing to do: already enabled"),
          QT_TRANSLATE_NOOP("SkillsCli", "Disabled %1 for %2"), QT_TRANSLATE_NOOP("SkillsCli", "Nothing to do: not enabled"),
          QT_TRANSLATE_NOOP("SkillsCli", "Moved into the store and linked back: %1"),
          QT_TRANSLATE_NOOP("SkillsCli", "Moved to the trash: %1"), QT_TRANSLATE_NOOP("SkillsCli", "error"),
          QT_TRANSLATE_NOOP("SkillsCli", "fix"), QT_TRANSLATE_NOOP("SkillsCli", "warning"),
          QT_TRANSLATE_NOOP("SkillsCli", "No skills. Add one with: scriptdeck skills add PATH"),
          QT_TRANSLATE_NOOP("SkillsCli", "valid"), QT_TRANSLATE_NOOP("SkillsCli", "invalid"),
          QT_TRANSLATE_NOOP("SkillsCli", "enabled for"), QT_TRANSLATE_NOOP("SkillsCli", "no skill folder at %1"),
          QT_TRANSLATE_NOOP("SkillsCli", "Valid skill: %1"))


#: Codex lists at most about this many characters of skills at start (2 % of the context window or 8,000 characters,
#: whichever is less; the characters are what a user can check); other clients name no cap
LISTING_CAPS = {"codex": 8000}


def skills_cost(home: Home, count: Callable[[list[str]], list[int] | None],
                served: dict[str, int] | None = None) -> dict[str, Any]:
    """What skills cost each client at every session start (their names and descriptions), with Codex's cap, and
    for each skill exported from a group what serving the same tools over MCP costs instead (``served``: tool id →
    its tokens as ``scriptdeck mcp`` serves it)."""
    found = [f for f in skills.discover(home) if f.file is not None and f.file.valid]
    texts = [listing_text(f.file) for f in found if f.file is not None]
    counts = count(texts) if texts else []
    exact = counts is not None
    tokens = counts if counts is not None else [len(t) // 4 for t in texts]
    clients: dict[str, Any] = {}
    for client in skills.CLIENTS:
        mine = [(f, n, len(t)) for f, n, t in zip(found, tokens, texts) if client in f.enabled_for]
        chars = sum(c for _, _, c in mine)
        cap = LISTING_CAPS.get(client)
        clients[client] = {"skills": len(mine), "tokens": sum(n for _, n, _ in mine), "chars": chars,
                           "cap_chars": cap, "over_cap": cap is not None and chars > cap}
    exported = []
    for f, n in zip(found, tokens):
        skill = f.file
        if skill is None or skill.metadata().get("source") != "scriptdeck skills export":
            continue
        tool_ids = sorted(p.stem for p in (f.path / "references").glob("*.json"))
        mcp = sum((served or {}).get(tool_id, 0) for tool_id in tool_ids)
        exported.append({"name": f.name, "tools": tool_ids, "listing_tokens": n, "mcp_tokens": mcp,
                         "saving": mcp - n})
    return {"clients": clients, "exported": exported, "tokens_exact": exact}


def print_skills_cost(cost: dict[str, Any], lang: str) -> None:
    sys.stdout.write(_tr("Skills at session start, per client:", lang) + "\n")
    for client, row in cost["clients"].items():
        line = f"  {client:<8} " + _tr("%1 skills, %2 tokens, %3 characters", lang).replace(
            "%1", str(row["skills"])).replace("%2", str(row["tokens"])).replace("%3", str(row["chars"]))
        if row["over_cap"]:
            line += "  " + _tr("over its cap of %1 characters: some skills are not listed", lang).replace(
                "%1", str(row["cap_chars"]))
        sys.stdout.write(line + "\n")
    for row in cost["exported"]:
        sys.stdout.write("  " + _tr("%1: %2 tokens as a skill, %3 served over MCP (saves %4)", lang)
                         .replace("%1", row["name"]).replace("%2", str(row["listing_tokens"]))
                         .replace("%3", str(row["mcp_tokens"])).replace("%4", str(row["saving"])) + "\n")


_COST_WORDS = (QT_TRANSLATE_NOOP("SkillsCli", "Skills at session start, per client:"),
               QT_TRANSLATE_NOOP("SkillsCli", "%1 skills, %2 tokens, %3 characters"),
               QT_TRANSLATE_NOOP("SkillsCli", "over its cap of %1 characters: some skills are not listed"),
               QT_TRANSLATE_NOOP("SkillsCli", "%1: %2 tokens as a skill, %3 served over MCP (saves %4)"))
