"""A skill made from a group of tools (SPEC §28, ``scriptdeck skills export GROUP``): its ``SKILL.md`` says when to
use the group and lists each tool with its description and how to call it (``scriptdeck tool-call ID --stdin``, so
trust, sandbox, confirmation and history still apply); each tool's parameter schema is in ``references/``.

An agent that loads skills then pays only the skill's name and description at start, instead of every tool's
entry served over MCP (``cost`` shows both)."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.safetext import safe_text
from scriptdeck.core.dialects.skill_md import MAX_DESCRIPTION, read_skill
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.skills import SkillError, check_name, refuse_taken, store_dir
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.store.paths import Home


def group_tools(registry: Registry, group: str) -> list[Tool]:
    """The registered tools of ``group`` (its name as written, or as shown), in id order."""
    wanted = group.strip().lower()
    return sorted((t for t in registry.registered()
                   if any(g.lower() == wanted or t.group_label(g).lower() == wanted for g in t.groups)),
                  key=lambda t: t.id)


def skill_name_for(group: str) -> str:
    """A valid skill name from a group's name: lowercase letters, digits and single hyphens."""
    name = re.sub(r"[^a-z0-9]+", "-", group.lower()).strip("-")
    return (name or "tools")[:64].strip("-") or "tools"


def _description(group: str, tools: list[Tool]) -> str:
    names = ", ".join(t.display_name("en") for t in tools[:8]) + (", …" if len(tools) > 8 else "")
    text = (f"Script tools of the {group} group ({names}), run through ScriptDeck. Use when a task needs "
            f"{group}: each tool is called with scriptdeck tool-call and JSON arguments.")
    return safe_text(text)[:MAX_DESCRIPTION]


def skill_text(name: str, group: str, tools: list[Tool]) -> str:
    lines = ["---", f"name: {name}", f"description: {json.dumps(_description(group, tools), ensure_ascii=False)}",
             "metadata:", f"  display-name: {json.dumps(group.capitalize() + ' tools', ensure_ascii=False)}",
             f"  显示名称: {json.dumps(translate('Groups', group, 'zh_CN') + '工具', ensure_ascii=False)}",
             "  source: scriptdeck skills export", "---", "", f"# {group} tools", "",
             "## When to use", "",
             f"Use these tools when the task is about {group}. Each one is a script registered in ScriptDeck; run it "
             "exactly as below, so its trust approval, sandbox limits, confirmation and history apply.", "",
             "## How to call a tool", "",
             "Write the arguments as one JSON object on standard input:", "", "```sh",
             "echo '{\"name\": \"value\"}' | scriptdeck tool-call TOOL_ID --stdin", "```", "",
             "The answer is JSON: `ok`, `stdout`, `stderr`, `exit_code`. A non-zero exit code is the tool's own "
             "failure; read `stderr`.", "", "## Tools", ""]
    for tool in tools:
        lines.append(f"- **{tool.id}** — {safe_text(tool.description) or tool.display_name('en')}"
                     f" Arguments: [references/{tool.id}.json](references/{tool.id}.json)."
                     + (" Asks before it runs (confirmation)." if tool.confirm else ""))
    return "\n".join(lines) + "\n"


def export_group(home: Home, registry: Registry, group: str, name: str | None = None, *,
                 overwrite: bool = False) -> Path:
    """Write the group's skill into the store (a folder made aside, then renamed into place) and check it."""
    tools = group_tools(registry, group)
    if not tools:
        raise SkillError(QT_TRANSLATE_NOOP("skills", "no registered tool is in the group “{group}”"),
                         QT_TRANSLATE_NOOP("skills", "run scriptdeck list to see the groups"), group=group)
    name = check_name(name or skill_name_for(group))
    target = store_dir(home) / name
    if not overwrite:
        refuse_taken(target)
    partial = target.with_name(f".{name}.exporting")
    shutil.rmtree(partial, ignore_errors=True)
    (partial / "references").mkdir(parents=True)
    (partial / "SKILL.md").write_text(skill_text(name, group, tools), encoding="utf-8")
    for tool in tools:
        (partial / "references" / f"{tool.id}.json").write_text(
            json.dumps(tool.schema, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    if os.path.lexists(target):
        shutil.rmtree(target)
    os.replace(partial, target)
    skill = read_skill(target)
    if not skill.valid:  # a group name that makes no valid skill name (check_name is looser than the spec)
        shutil.rmtree(target)
        raise SkillError(QT_TRANSLATE_NOOP("skills", "the exported skill would not be valid: {problem}"),
                         QT_TRANSLATE_NOOP("skills", "give it a name with --name (lowercase letters, digits, hyphens)"),
                         problem=skill.errors[0].text())
    return target
