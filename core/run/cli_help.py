"""``scriptdeck --help`` and every sub-command's help in the UI language (SPEC §26).

argparse's help strings stay plain English where the parser is built (``core/cli.py``, ``core/run/guard_cli.py``);
:func:`localize` walks the finished parser and replaces each text with its translation from the same ``.ts``
files every other core message uses. :data:`HELP_TEXTS` lists each text once, marked for ``pyside6-lupdate``; a
help text missing here stays English, and ``tests/test_cli_help.py`` fails until it is added.

The language is ``--lang`` when given on the command line, else the terminal's (``LC_ALL``, ``LC_MESSAGES``,
``LANG``); the window's saved language is not read, since ``--help`` must answer without a home.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, normalize_lang, translate

CTX = "cli-help"
#: argparse's own words (its section titles and usage prefix) come first
HELP_TEXTS = (
    QT_TRANSLATE_NOOP("cli-help", "usage: "),
    QT_TRANSLATE_NOOP("cli-help", "positional arguments"),
    QT_TRANSLATE_NOOP("cli-help", "options"),
    QT_TRANSLATE_NOOP("cli-help", "ScriptDeck: manage, lint and run script tools for AI agents."),
    QT_TRANSLATE_NOOP("cli-help", "show this help message and exit"),
    QT_TRANSLATE_NOOP("cli-help", "data root holding scripts/ (default: see README)"),
    QT_TRANSLATE_NOOP("cli-help", "persona whose layer is used (default: default)"),
    QT_TRANSLATE_NOOP("cli-help", "also read a folder of tools: raycast:DIR or pi:DIR (repeatable)"),
    QT_TRANSLATE_NOOP("cli-help", "language of messages (default: LC_ALL/LC_MESSAGES/LANG, else the saved language)"),
    QT_TRANSLATE_NOOP("cli-help", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("cli-help", "open the window (the default)"),
    QT_TRANSLATE_NOOP("cli-help", "open the quick-run palette of the running window (starts it hidden when none runs)"),
    QT_TRANSLATE_NOOP("cli-help", "registered / unregistered / disabled tools, by group"),
    QT_TRANSLATE_NOOP("cli-help", "effective fields of one tool and where each comes from"),
    QT_TRANSLATE_NOOP("cli-help", "check tools against the house rules (exit 1 on errors)"),
    QT_TRANSLATE_NOOP("cli-help", "call a tool (manage_script is built in)"),
    QT_TRANSLATE_NOOP("cli-help", "copy a Raycast command into a ScriptDeck layer with a proper header, and register it"),
    QT_TRANSLATE_NOOP("cli-help", "write a new tool from a template and register it"),
    QT_TRANSLATE_NOOP("cli-help", "put ScriptDeck in the desktop's launcher (XDG .desktop entry and icon)"),
    QT_TRANSLATE_NOOP("cli-help", "serve the tools to any agent over MCP (stdio)"),
    QT_TRANSLATE_NOOP("cli-help", "tokens each tool costs the agent, as served over MCP and as stubs"),
    QT_TRANSLATE_NOOP("cli-help", "check what this machine needs, with the fix for each gap"),
    QT_TRANSLATE_NOOP("cli-help", "show or set a tool's run limits (or the default profile)"),
    QT_TRANSLATE_NOOP("cli-help", "show or approve a tool's trust pin; set the trust policy"),
    QT_TRANSLATE_NOOP("cli-help", "run the tools' test cases (<layer>/.tests/<id>.json)"),
    QT_TRANSLATE_NOOP("cli-help", "the host bridge a script calls"),
    QT_TRANSLATE_NOOP("cli-help", "the host method to call, e.g. host.info"),
    QT_TRANSLATE_NOOP("cli-help", "its arguments as one JSON object"),
    QT_TRANSLATE_NOOP("cli-help", "read the JSON arguments from standard input"),
    QT_TRANSLATE_NOOP("cli-help", "the JSON arguments"),
    QT_TRANSLATE_NOOP("cli-help", "print the tool's parameter contract"),
    QT_TRANSLATE_NOOP("cli-help", "replace an existing file of that name in the layer"),
    QT_TRANSLATE_NOOP("cli-help", "the layer (pi: persona = the project's .pi/scripts, global = ~/.pi/agent/scripts)"),
    QT_TRANSLATE_NOOP("cli-help", "English UI name (default: from the id)"),
    QT_TRANSLATE_NOOP("cli-help", "Chinese UI name, 显示名称 (default: the display name)"),
    QT_TRANSLATE_NOOP("cli-help", "what the model sees, in English, one line"),
    QT_TRANSLATE_NOOP("cli-help", "a group (repeatable)"),
    QT_TRANSLATE_NOOP("cli-help", "replace an existing file of that name"),
    QT_TRANSLATE_NOOP("cli-help", "remove the entry and icon again"),
    QT_TRANSLATE_NOOP("cli-help", "also serve manage_script"),
    QT_TRANSLATE_NOOP("cli-help", "tools per tools/list page (a whole number above 0), for clients that follow nextCursor (default: every tool in one answer)"),
    QT_TRANSLATE_NOOP("cli-help", "one row per tool (default) or per group"),
    QT_TRANSLATE_NOOP("cli-help", "exit 1 when the total is over context_budget (for CI)"),
    QT_TRANSLATE_NOOP("cli-help", "show or edit the default profile instead of one tool"),
    QT_TRANSLATE_NOOP("cli-help", "address space limit in MB (0: none)"),
    QT_TRANSLATE_NOOP("cli-help", "CPU time limit in seconds (0: none)"),
    QT_TRANSLATE_NOOP("cli-help", "process limit (0: none)"),
    QT_TRANSLATE_NOOP("cli-help", "forget this tool's (or the default profile's) settings first"),
    QT_TRANSLATE_NOOP("cli-help", "pin the file as it is now"),
    QT_TRANSLATE_NOOP("cli-help", "forget the approval"),
    QT_TRANSLATE_NOOP("cli-help", "print the change since approval (unified diff)"),
    QT_TRANSLATE_NOOP("cli-help", "for agent calls of changed or unreviewed tools"),
    QT_TRANSLATE_NOOP("cli-help", "the tools to test (default: every tool with cases)"),
    QT_TRANSLATE_NOOP("cli-help", "also write JUnit XML for CI"),
    QT_TRANSLATE_NOOP("cli-help", "cases run at once (default: the CPU count)"),
    QT_TRANSLATE_NOOP("cli-help", "rewrite the stdout/stdout_json expectations of failing cases from this run"),
    QT_TRANSLATE_NOOP("cli-help", "only the cases whose TOOL::NAME contains TEXT (any case)"),
    QT_TRANSLATE_NOOP("cli-help", "only the cases that failed last time (all when none did)"),
    QT_TRANSLATE_NOOP("cli-help", "serve the tools to any agent over MCP (stdio, or HTTP with --http)"),
    QT_TRANSLATE_NOOP("cli-help", "serve over Streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1; port 0 picks a free one)"),
    QT_TRANSLATE_NOOP("cli-help", "with --http: also accept this Host header (a name agents or a proxy use; repeatable)"),
    QT_TRANSLATE_NOOP("cli-help", "with --http: also accept requests from this web origin, e.g. https://app.example (repeatable)"),
    QT_TRANSLATE_NOOP("cli-help", "with --http on a loopback address: accept requests without the token"),
    QT_TRANSLATE_NOOP("cli-help", "print the token HTTP clients send (made on first use)"),
    QT_TRANSLATE_NOOP("cli-help", "make a new token; a running server accepts only the new one from now on"),
    # alias, favourite (issue 45)
    QT_TRANSLATE_NOOP("cli-help", "give a tool an alias the palette and search find first"),
    QT_TRANSLATE_NOOP("cli-help", "remove the alias instead"),
    QT_TRANSLATE_NOOP("cli-help", "star a tool: favourites come first in the palette"),
    QT_TRANSLATE_NOOP("cli-help", "the alias (one word); without it the tool's aliases are listed"),
    QT_TRANSLATE_NOOP("cli-help", "the tool's id"),
    QT_TRANSLATE_NOOP("cli-help", "the tool's id; without it the favourites are listed"),
    QT_TRANSLATE_NOOP("cli-help", "the tool's id; without it every tool's aliases are listed"),
    QT_TRANSLATE_NOOP("cli-help", "unstar it instead"),
    # skills (SPEC §28)
    QT_TRANSLATE_NOOP("cli-help", "Agent Skills: list, lint, add and enable them per client"),
    QT_TRANSLATE_NOOP("cli-help", "Chinese name in the window (显示名称)"),
    QT_TRANSLATE_NOOP("cli-help", "English name in the window"),
    QT_TRANSLATE_NOOP("cli-help", "add it even if it is not valid"),
    QT_TRANSLATE_NOOP("cli-help", "also the project's skill folders (.claude/skills, …)"),
    QT_TRANSLATE_NOOP("cli-help", "check a skill against the specification (exit 1 if invalid)"),
    QT_TRANSLATE_NOOP("cli-help", "copy a skill folder into the store (checked first)"),
    QT_TRANSLATE_NOOP("cli-help", "every skill: the store's and each client's"),
    QT_TRANSLATE_NOOP("cli-help", "link a store skill into clients' folders"),
    QT_TRANSLATE_NOOP("cli-help", "move a client's own skill into the store and link it back"),
    QT_TRANSLATE_NOOP("cli-help", "one or more of claude, codex, gemini, cursor, copilot"),
    QT_TRANSLATE_NOOP("cli-help", "remove the clients' links to a store skill"),
    QT_TRANSLATE_NOOP("cli-help", "unlink a store skill everywhere, then trash it"),
    QT_TRANSLATE_NOOP("cli-help", "write a new skill into the store from the template"),
    QT_TRANSLATE_NOOP("cli-help", "write a skill that lists a group's tools (called with tool-call)"),
    QT_TRANSLATE_NOOP("cli-help", "the skill's name (default: from the group)"),
    QT_TRANSLATE_NOOP("cli-help", "replace the store's skill of that name"),
    QT_TRANSLATE_NOOP("cli-help", "print a client's configuration for this deck (claude-desktop, claude-code, cursor, vscode)"),
    QT_TRANSLATE_NOOP("cli-help", "the client whose configuration to print"),
    QT_TRANSLATE_NOOP("cli-help", "configure the client for the HTTP server at URL (with this home's token) instead of stdio"),
    # library (SPEC §29)
    QT_TRANSLATE_NOOP("cli-help", "libraries of tools and skills from git: add, update (diff + tests), list, remove"),
    QT_TRANSLATE_NOOP("cli-help", "clone a repository and use it as a read-only layer"),
    QT_TRANSLATE_NOOP("cli-help", "https://…, ssh://…, git@host:path, git://…, file://… or a folder"),
    QT_TRANSLATE_NOOP("cli-help", "the library's name (default: from the URL)"),
    QT_TRANSLATE_NOOP("cli-help", "branch, tag or commit to follow (default: the remote's HEAD)"),
    QT_TRANSLATE_NOOP("cli-help", "fetch, show the changes, run the library's tests, then move the pin"),
    QT_TRANSLATE_NOOP("cli-help", "one library (default: every library)"),
    QT_TRANSLATE_NOOP("cli-help", "only report; exit 1 when an update exists"),
    QT_TRANSLATE_NOOP("cli-help", "move the pin even when the new commit's tests fail"),
    QT_TRANSLATE_NOOP("cli-help", "the libraries, their pinned commits, tools and skills"),
    QT_TRANSLATE_NOOP("cli-help", "remove a library (its files go to the trash)"),
    QT_TRANSLATE_NOOP("cli-help", "only the cases kept in that layer, e.g. library:NAME"),
)


def help_lang(argv: list[str]) -> str:
    """The language of the help: ``--lang X`` / ``--lang=X`` anywhere in ``argv``, else the terminal's."""
    for index, arg in enumerate(argv):
        if arg == "--lang" and index + 1 < len(argv):
            return normalize_lang(argv[index + 1])
        if arg.startswith("--lang="):
            return normalize_lang(arg.partition("=")[2])
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "en" if value.split(".")[0] in ("C", "POSIX") else normalize_lang(value)
    return "en"


def _formatter(lang: str) -> type[argparse.HelpFormatter]:
    class Formatter(argparse.HelpFormatter):
        def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
            super().add_usage(usage, actions, groups, translate(CTX, "usage: ", lang) if prefix is None else prefix)

    return Formatter


def localize(parser: argparse.ArgumentParser, lang: str) -> None:
    """Translate ``parser``'s description, section titles and every action's help, sub-commands included."""
    if lang == "en":
        return
    todo, done = [parser], set()
    while todo:
        current = todo.pop()
        if id(current) in done:
            continue
        done.add(id(current))
        current.formatter_class = _formatter(lang)
        if current.description:
            current.description = translate(CTX, current.description, lang)
        for group in current._action_groups:
            if group.title:
                group.title = translate(CTX, group.title, lang)
        for action in current._actions:
            if action.help and action.help is not argparse.SUPPRESS:
                action.help = translate(CTX, action.help, lang)
            if isinstance(action, argparse._SubParsersAction):
                for choice in action._choices_actions:
                    if choice.help:
                        choice.help = translate(CTX, choice.help, lang)
                todo.extend(action.choices.values())
