"""The command line (SPEC §13). Headless: it never imports QtWidgets; running a tool uses QtCore only."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from types import SimpleNamespace

from scriptdeck.core.contract.exit_codes import EXIT_INTERRUPTED, EXIT_OK, EXIT_REFUSED, EXIT_TOOL_FAILED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, normalize_lang, system_lang, translate

from scriptdeck import __version__

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.model.registry import Registry

UNGROUPED = QT_TRANSLATE_NOOP("cli", "Ungrouped")
UNREGISTERED = QT_TRANSLATE_NOOP("cli", "Unregistered")
DISABLED = QT_TRANSLATE_NOOP("cli", "Disabled")
BUILTIN_GROUPS = ("examples", "media", "utilities", "system", "files")  # their words: gui/services/texts.py
LINT_SUMMARY = QT_TRANSLATE_NOOP("cli", "%1 files, %2 errors, %3 warnings")
LINT_FIX = QT_TRANSLATE_NOOP("cli", "fix")
SEVERITY = {"error": QT_TRANSLATE_NOOP("cli", "error"), "warning": QT_TRANSLATE_NOOP("cli", "warning"),
            "info": QT_TRANSLATE_NOOP("cli", "info")}
WARNING = QT_TRANSLATE_NOOP("cli", "scriptdeck: warning: ")
ERROR = QT_TRANSLATE_NOOP("cli", "scriptdeck: error: ")
SETTINGS_IGNORED = QT_TRANSLATE_NOOP(
    "cli", "{a0} cannot be used (line {a1}, column {a2}: {a3}): the libraries it names are not listed, and runs "
           "that depend on it are refused")
SETTINGS_IGNORED_FIX = QT_TRANSLATE_NOOP("cli", "repair the file (fix line {a1}), or move it away to start from "
                                                "the defaults")



def _print_json(data: Any) -> None:
    from scriptdeck.core.contract.jsonout import dumps_out

    sys.stdout.write(dumps_out(data) + "\n")  # never NaN/Infinity, always valid UTF-8
    sys.stdout.flush()



def _answer(produce: Callable[[], Any], refusals: tuple[type[Exception], ...]) -> int:
    """Print what ``produce`` answers (exit 0); a refusal's ``{"ok":false,…}`` or a failed write as exit 1."""
    try:
        _print_json(produce())
    except refusals as error:
        _print_json(error.to_json())  # type: ignore[attr-defined]  # every refusal here is a LocalizedError
        return EXIT_TOOL_FAILED
    except OSError as error:
        return _write_failed(error)
    return EXIT_OK


def _write_failed(error: OSError) -> int:
    """A write that failed (disk full, permissions): the JSON error, exit 1."""
    _print_json({"ok": False, "error": f"could not write: {error}",
                 "fix": "check free disk space and permissions; nothing was half-written"})
    return EXIT_TOOL_FAILED

def build_parser() -> argparse.ArgumentParser:
    import argparse

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--home", default=argparse.SUPPRESS, help="data root holding scripts/ (default: see README)")
    common.add_argument("--persona", default=argparse.SUPPRESS, help="persona whose layer is used (default: default)")
    common.add_argument("--library", action="append", default=argparse.SUPPRESS, type=_library_flag,
                        metavar="DIALECT:DIR", help="also read a folder of tools: raycast:DIR or pi:DIR (repeatable)")
    common.add_argument("--lang", choices=["zh_CN", "en"], default=argparse.SUPPRESS,
                        help="language of messages (default: LC_ALL/LC_MESSAGES/LANG, else the saved language)")
    parser = argparse.ArgumentParser(prog="scriptdeck", parents=[common],
                                     description="ScriptDeck: manage, lint and run script tools for AI agents.")
    parser.add_argument("--version", action="version", version=f"scriptdeck {__version__}")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("gui", parents=[common], help="open the window (the default)")
    sub.add_parser("palette", parents=[common],  # issue 45: the command a desktop shortcut runs
                   help="open the quick-run palette of the running window (starts it hidden when none runs)")
    p = sub.add_parser("list", parents=[common], help="registered / unregistered / disabled tools, by group")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("show", parents=[common], help="effective fields of one tool and where each comes from")
    p.add_argument("id")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("lint", parents=[common], help="check tools against the house rules (exit 1 on errors)")
    p.add_argument("targets", nargs="*", metavar="ID|PATH")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("tool-call", parents=[common], help="call a tool (manage_script is built in)")
    p.add_argument("id")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--stdin", action="store_true", help="read the JSON arguments from standard input")
    group.add_argument("--args", metavar="JSON", help="the JSON arguments")
    group.add_argument("--describe", action="store_true", help="print the tool's parameter contract")
    p = sub.add_parser("convert", parents=[common],
                       help="copy a Raycast command into a ScriptDeck layer with a proper header, and register it")
    p.add_argument("id")
    p.add_argument("--scope", choices=["persona", "global"], default="persona")
    p.add_argument("--overwrite", action="store_true", help="replace an existing file of that name in the layer")
    p = sub.add_parser("new", parents=[common], help="write a new tool from a template and register it")
    p.add_argument("id")
    p.add_argument("--template", choices=["python", "bash", "node", "pi"], default="python")
    p.add_argument("--scope", choices=["persona", "global"], default="persona",
                   help="the layer (pi: persona = the project's .pi/scripts, global = ~/.pi/agent/scripts)")
    p.add_argument("--display-name", default="", metavar="TEXT", help="English UI name (default: from the id)")
    p.add_argument("--name-zh", default="", metavar="TEXT", help="Chinese UI name, 显示名称 (default: the display name)")
    p.add_argument("--description", default="", metavar="TEXT", help="what the model sees, in English, one line")
    p.add_argument("--group", action="append", default=[], metavar="G", help="a group (repeatable)")
    p.add_argument("--overwrite", action="store_true", help="replace an existing file of that name")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("install-desktop", parents=[common],
                       help="put ScriptDeck in the desktop's launcher (XDG .desktop entry and icon)")
    p.add_argument("--uninstall", action="store_true", help="remove the entry and icon again")
    p = sub.add_parser("mcp", parents=[common], help="serve the tools to any agent over MCP (stdio, or HTTP with --http)")
    # --lang comes from the common flags (before or after the command); for mcp it sets the tool titles
    p.add_argument("--allow-manage", action="store_true", help="also serve manage_script")
    p.add_argument("--page-size", type=_page_size, default=0, metavar="N",
                   help="tools per tools/list page (a whole number above 0), for clients that follow nextCursor "
                        "(default: every tool in one answer)")
    from scriptdeck.core.mcp.http_cli import add_arguments as add_http_arguments  # SPEC §27 (http)

    add_http_arguments(p, common)
    p = sub.add_parser("cost", parents=[common],
                       help="tokens each tool costs the agent, as served over MCP and as stubs")
    p.add_argument("--json", action="store_true")
    p.add_argument("--by", choices=["tool", "group"], default="tool", help="one row per tool (default) or per group")
    p.add_argument("--check", action="store_true", help="exit 1 when the total is over context_budget (for CI)")
    p = sub.add_parser("doctor", parents=[common], help="check what this machine needs, with the fix for each gap")
    p.add_argument("--json", action="store_true")
    from scriptdeck.core.run.guard_cli import add_parsers as add_guard_parsers

    add_guard_parsers(sub, common)  # sandbox, trust (SPEC §17)
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
    from scriptdeck.core.mcp.skills_cli import add_parsers as add_skills_parsers

    add_skills_parsers(sub, common)  # skills (SPEC §28)
    p = sub.add_parser("host", parents=[common], help="the host bridge a script calls")
    p.add_argument("method", help="the host method to call, e.g. host.info")
    p.add_argument("params", nargs="?", help="its arguments as one JSON object")
    return parser


def _resolve_home_or_exit(resolve_home: Callable[..., Any], ns: argparse.Namespace) -> Any:
    """The home; an invalid persona name (``--persona``, ``SCRIPTDECK_PERSONA``) is one line + fix, exit 2."""
    from scriptdeck.core.contract.i18n import translate
    from scriptdeck.core.store.paths import PersonaError

    try:
        return resolve_home(getattr(ns, "home", None), getattr(ns, "persona", None))
    except PersonaError as error:
        message, fix = error.message(normalize_lang(system_lang()))
        sys.stderr.write(translate("cli", ERROR, normalize_lang(system_lang())) + f"{message}; {fix}\n")
        raise SystemExit(EXIT_USAGE) from None


def _locale_lang() -> str | None:
    """The language the terminal asks for (LC_ALL, LC_MESSAGES, LANG), or None when it names none (unset, C,
    POSIX): a command line follows its terminal first; the window's saved language is the fallback."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return None if value.split(".")[0] in ("C", "POSIX") else normalize_lang(value)
    return None


class Context:
    """What every command needs: the home, settings and a scanned registry (built lazily)."""

    def __init__(self, ns: argparse.Namespace) -> None:
        from scriptdeck.core.store.paths import resolve_home
        from scriptdeck.core.store.settings import Settings

        if getattr(ns, "home", None) is not None:
            check_home_flag(ns.home)
        elif os.environ.get("SCRIPTDECK_HOME") is not None and os.environ["SCRIPTDECK_HOME"] != "":
            check_home_flag(os.environ["SCRIPTDECK_HOME"], "SCRIPTDECK_HOME")
        self.home = _resolve_home_or_exit(resolve_home, ns)
        self.settings = Settings.load(self.home.settings_path)
        self.libraries: list[str] = list(getattr(ns, "library", None) or [])
        self.lang = normalize_lang(getattr(ns, "lang", None) or _locale_lang() or self.settings.get("language"))
        self._registry: Registry | None = None

    @property
    def registry(self) -> Registry:  # scriptdeck.core.model.registry is imported lazily to keep `host` light
        if self._registry is None:
            import gc

            from scriptdeck.core.model.registry import Registry, configured_layers

            # What the scan builds lives as long as the command: no cyclic collection while it is built, and
            # frozen afterwards so no later collection walks 10,000 tools again (a third of `list`'s time).
            gc.disable()
            try:
                registry = Registry(self.home, pi_layers=configured_layers(self.settings, self.libraries))
                registry.load_cache(self.home.header_cache_path)
                registry.scan()
                registry.save_cache(self.home.header_cache_path)
            finally:
                gc.freeze()
                gc.enable()
            self._registry = registry
            self._warn_unreadable(registry)
        return self._registry

    def _warn_unreadable(self, registry: Registry) -> None:
        """An unreadable index.json or settings.json is said on stderr by every command that reads the tools
        (stdout stays clean JSON): a broken settings.json must not just silently drop the libraries it names."""
        from scriptdeck.core.contract.i18n import translate

        broken = self.settings.broken
        if broken is not None:
            where = {"a0": str(broken.path), "a1": broken.line, "a2": broken.column, "a3": broken.message}
            sys.stderr.write(translate("cli", WARNING, self.lang) + translate("cli", SETTINGS_IGNORED, self.lang)
                             .format(**where) + "\n    " + translate("cli", SETTINGS_IGNORED_FIX, self.lang)
                             .format(**where) + "\n")

        for finding in registry.scan_findings():
            if finding.code == "index-unreadable":
                sys.stderr.write(translate("cli", WARNING, self.lang) + finding.message(self.lang) + "\n    "
                                 + finding.fix(self.lang) + "\n")


class UsageError(Exception):
    """Bad input to the command line itself: one line on stderr, exit 2."""

    def __init__(self, error: str, fix: str = "") -> None:
        super().__init__(error)
        self.error, self.fix = error, fix


def _safe_streams() -> None:
    """Text that cannot be encoded (a non-UTF-8 file name, a lone surrogate) is escaped, never a crash; JSON
    stays valid (a lone surrogate becomes a ``\\udcXX`` escape inside its string)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # pragma: no cover - a detached or closed stream
                pass


def _one_line(text: object) -> str:
    return " ".join(str(text).split())[:500]


def main(argv: list[str] | None = None, gui: Callable[[argparse.Namespace], int] | None = None) -> int:
    """The CLI entry: every failure is one line on stderr (``SCRIPTDECK_DEBUG=1`` shows the traceback)."""
    _safe_streams()
    try:
        return _main(argv, gui)
    except UsageError as error:
        sys.stderr.write(f"scriptdeck: error: {_one_line(error.error)}\n"
                         + (f"    fix: {_one_line(error.fix)}\n" if error.fix else ""))
        return EXIT_USAGE
    except (SystemExit, KeyboardInterrupt):
        raise
    except Exception as error:  # noqa: BLE001 - the last guard: never a traceback for the user
        if os.environ.get("SCRIPTDECK_DEBUG"):
            raise
        sys.stderr.write(f"scriptdeck: error: unexpected {type(error).__name__}: {_one_line(error)}\n"
                         "    fix: this is a bug in ScriptDeck; run again with SCRIPTDECK_DEBUG=1 and report the "
                         "traceback\n")
        return EXIT_USAGE


def check_home_flag(value: str, origin: str = "--home") -> None:
    """Refuse a home that can never work (empty, a file, not a folder); a missing folder is created on first
    write, as a fresh home always is."""
    if not value.strip():
        raise UsageError(f"{origin} is empty", f"pass a folder, e.g. {origin}=~/scriptdeck, or leave it out")
    if "\0" in value:
        raise UsageError(f"{origin} contains a NUL character", "pass a plain folder path")
    path = os.path.expanduser(value)
    if os.path.exists(path) and not os.path.isdir(path):
        raise UsageError(f"{origin} {value} is not a folder", "pass a folder (it may not exist yet), not a file")
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.exists(path) and os.path.exists(parent) and not os.path.isdir(parent):
        raise UsageError(f"{origin} {value} is inside a file, not a folder", "pass a folder path")


def _main(argv: list[str] | None, gui: Callable[[argparse.Namespace], int] | None) -> int:
    ns: Any = _fast_tool_call(sys.argv[1:] if argv is None else argv)
    if ns is None:
        from scriptdeck.core.run.cli_help import help_lang, localize

        parser = build_parser()
        localize(parser, help_lang(sys.argv[1:] if argv is None else argv))  # --help in the UI language (SPEC §26)
        ns = parser.parse_args(argv)
    command = ns.command or "gui"
    if command == "host":
        from scriptdeck.core.host.client import main as host_main
        return host_main([ns.method] + ([ns.params] if ns.params is not None else []))
    if command in ("gui", "palette"):
        if gui is None:
            parser.error("the GUI is not available from here; run the scriptdeck command")
        return gui(ns)
    ctx = Context(ns)
    handler = {"list": cmd_list, "show": cmd_show, "lint": cmd_lint, "tool-call": cmd_tool_call, "mcp": cmd_mcp,
               "convert": cmd_convert, "new": cmd_new, "install-desktop": cmd_install_desktop,
               "sandbox": cmd_sandbox, "trust": cmd_trust, "test": cmd_test, "cost": cmd_cost,
               "doctor": cmd_doctor, "skills": cmd_skills}[command]
    try:
        return handler(ctx, ns)
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:  # Ctrl-C before a run started (a running tool-call handles it itself)
        return EXIT_INTERRUPTED


# -- list / show / lint ------------------------------------------------------------------------------

def cmd_list(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.model.manage import list_payload

    payload = list_payload(ctx.registry)
    if ns.json:
        _print_json(payload)
        return EXIT_OK
    from scriptdeck.core.contract.i18n import translate
    from scriptdeck.core.contract.safetext import safe_path

    def t(text: str) -> str:
        return translate("cli", text, ctx.lang)

    by_group: dict[str, list[str]] = {}
    for tool in ctx.registry.registered():
        name = tool.display_name(ctx.lang)
        for group in tool.groups or [t(UNGROUPED)]:
            label = tool.group_label(group)  # the built-in examples' groups in the UI language, as the window says
            label = translate("Groups", label, ctx.lang) if label in BUILTIN_GROUPS else label
            layer = translate("Layers", tool.layer, ctx.lang) if tool.layer in ("builtin", "global", "persona") \
                else tool.layer
            by_group.setdefault(label, []).append(f"  {tool.id:<28} {name}  [{layer}]")
    out = []
    for group in sorted(by_group):
        out.append(f"{group} ({len(by_group[group])})")
        out.extend(by_group[group])
    if payload["unregistered"]:
        out.append(t(UNREGISTERED) + f" ({len(payload['unregistered'])})")
        out.extend(f"  {safe_path(u['name']):<28} {safe_path(u['path'])}\n"
                   f"    → {translate('registry', u['fix'], ctx.lang)}" for u in payload["unregistered"])
    if payload["disabled"]:
        out.append(t(DISABLED) + f" ({len(payload['disabled'])})")
        out.extend(f"  {d['id']:<28} {safe_path(d['path'])}  [{d['scope']}]" for d in payload["disabled"])
    print("\n".join(out))
    return EXIT_OK


def _unknown(ctx: Context, tool_id: str) -> int:
    _print_json({"ok": False, "error": f"script id '{tool_id}' not found",
                 "fix": "run scriptdeck list to see the registered tools"})
    return EXIT_REFUSED


def show_payload(ctx: Context, tool: Any) -> dict[str, Any]:
    from scriptdeck.core.contract.safetext import safe_value
    from scriptdeck.core.host.protocol import granted_capabilities
    from scriptdeck.core.model.lint_file import lint_registered
    from scriptdeck.core.model.registry import link_target

    resolved = tool.resolved()
    findings = lint_registered(tool, ctx.registry)
    fields = ("display_name_zh", "display_name_en", "description", "parameters", "timeout_seconds", "groups",
              "argv", "capabilities", "trust", "permission", "stub_example", "hints", "requires", "skill_only",
              "always_loaded", "load_policy", "confirm")
    return {
        "id": tool.id, "layer": tool.layer, "path": str(tool.path), "link_target": link_target(tool.path),
        "display_name_zh": resolved["display_name_zh"][0], "display_name_en": resolved["display_name_en"][0],
        "display_name": {"zh_CN": tool.display_name("zh_CN"), "en": tool.display_name("en")},
        "description": tool.description, "stub": tool.stub, "groups": tool.groups,
        "timeout_seconds": tool.timeout_seconds, "argv": tool.argv, "parameters": tool.schema,
        "capabilities": resolved["capabilities"][0],
        "granted_capabilities": granted_capabilities(tool, ctx.settings.revoked(tool.id)),
        "trust": resolved["trust"][0], "permission": resolved["permission"][0],
        "always_loaded": bool(resolved["always_loaded"][0]), "load_policy": resolved["load_policy"][0],
        "confirm": resolved["confirm"][0] is True,
        "enabled": tool.enabled, "state": tool.state, "dialect": tool.dialect,
        "sources": {name: resolved[name][1] for name in fields},
        "raycast": safe_value(tool.raycast.metadata()) if tool.raycast is not None else None,
        "lint": [f.to_json(ctx.lang) for f in findings],
        "trust_pin": trust_pin(ctx.home.state_dir, tool),
    }


def cmd_sandbox(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.run.guard_cli import cmd_sandbox as run

    return run(ctx, ns)


def cmd_trust(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.run.guard_cli import cmd_trust as run

    return run(ctx, ns)


def trust_pin(state_dir: Any, tool: Any) -> dict[str, Any]:
    from scriptdeck.core.run.guard_cli import trust_pin as pin

    return pin(state_dir, tool)


def cmd_show(ctx: Context, ns: argparse.Namespace) -> int:
    tool = ctx.registry.get(ns.id)
    if tool is None:
        return _unknown(ctx, ns.id)
    payload = show_payload(ctx, tool)
    if ns.json:
        _print_json(payload)
        return EXIT_OK
    from scriptdeck.core.contract.safetext import safe_path

    width = max(len(k) for k in payload)
    for key, value in payload.items():
        if key in ("sources",):
            continue
        if key == "lint":
            for finding in value:
                print(f"{'lint':<{width}}  [{finding['severity']}] {finding['code']}: {finding['message']}")
            continue
        if not isinstance(value, str):
            text = json.dumps(value, ensure_ascii=False)
        else:  # a file name may hold anything (SPEC §15); the fields are made safe where they are read
            text = safe_path(value) if key in ("path", "link_target") else value
        source = payload["sources"].get(key)
        print(f"{key:<{width}}  {text}" + (f"   ({source})" if source else ""))
    return EXIT_OK


def cmd_lint(ctx: Context, ns: argparse.Namespace) -> int:
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
                _print_json({"ok": False, "error": f"no tool or file named {target}",
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
        _print_json({"ok": not has_errors(all_findings),
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


# -- tool-call ---------------------------------------------------------------------------------------

#: arguments larger than this are refused before parsing (a tool gets them on stdin and in its environment)
MAX_ARGS_BYTES = 16 * 1024 * 1024


def _library_flag(text: str) -> str:
    """argparse check of ``--library``: ``raycast:DIR`` or ``pi:DIR`` (one line and exit 2 otherwise)."""
    import argparse

    from scriptdeck.core.model.registry import parse_library_flag

    try:
        parse_library_flag(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text


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


_VALUE_FLAGS = ("--home", "--persona", "--lang", "--library", "--args")


def _fast_tool_call(argv: list[str]) -> SimpleNamespace | None:
    """``[FLAGS] tool-call ID [FLAGS] [--args JSON | --stdin]`` read without argparse, as argparse would read it.

    The agent's path: argparse builds the whole parser and looks every help text up with gettext (dozens of
    locale-file probes) on each call, a sixth of a ``tool-call``'s time. Anything else — help, ``--describe``,
    another command, a flag given twice or on both sides of the command, a value that starts with ``-``, a bad
    ``--lang`` or ``--library`` — returns None and gets the full parser, with argparse's own messages."""
    values: dict[str, Any] = {}
    sides: dict[str, bool] = {}
    positionals: list[str] = []
    stdin = False
    index = 0
    while index < len(argv):
        arg = argv[index]
        name, equals, inline = arg.partition("=")
        if name in _VALUE_FLAGS and name not in sides:
            if not equals:
                index += 1
                if index == len(argv) or argv[index].startswith("-"):
                    return None
                inline = argv[index]
            sides[name] = bool(positionals)
            values[name[2:]] = [inline] if name == "--library" else inline
        elif arg == "--stdin" and not stdin and positionals:
            stdin = True
        else:
            if arg.startswith("-") or len(positionals) == 2:
                return None
            positionals.append(arg)
        index += 1
    if positionals[:1] != ["tool-call"] or len(positionals) != 2 or (stdin and "args" in values):
        return None
    if sides.get("--args") is False or values.get("lang", "en") not in ("zh_CN", "en"):
        return None
    if "library" in values:
        from scriptdeck.core.model.registry import parse_library_flag

        try:
            parse_library_flag(values["library"][0])
        except ValueError:
            return None
    return SimpleNamespace(command="tool-call", id=positionals[1], describe=False, stdin=stdin,
                           args=values.pop("args", None), **values)


def cmd_convert(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck convert ID``: a Raycast command as a Miyu tool in the persona (or global) layer."""
    from scriptdeck.core.model.convert import ConvertError, convert
    from scriptdeck.core.model.manage import ManageError

    return _answer(lambda: convert(ctx.registry, ns.id, scope=ns.scope, overwrite=ns.overwrite),
                   (ConvertError, ManageError))


CREATED = QT_TRANSLATE_NOOP("cli", "Created {a0} ({a1})")
TRY_IT = QT_TRANSLATE_NOOP("cli", "Try it: scriptdeck tool-call {a0} --args '{a1}'")
DESKTOP_INSTALLED = QT_TRANSLATE_NOOP("cli", "Installed {a0} and {a1}")
DESKTOP_REMOVED = QT_TRANSLATE_NOOP("cli", "Removed {a0}")
DESKTOP_NONE = QT_TRANSLATE_NOOP("cli", "Nothing to remove: no launcher entry installed by ScriptDeck")


def _refusal(ctx: Context, ns: argparse.Namespace, error: Any) -> int:
    """A refused command: the JSON error with --json, else one line (+ fix) in the user's language."""
    if getattr(ns, "json", False):
        _print_json(error.to_json())
    else:
        from scriptdeck.core.contract.i18n import translate

        message, fix = error.message(ctx.lang)
        sys.stderr.write(translate("cli", ERROR, ctx.lang) + _one_line(message) + "\n"
                         + (f"    fix: {_one_line(fix)}\n" if fix else ""))
    return EXIT_TOOL_FAILED


def cmd_new(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck new ID``: a skeleton from a template, registered (SPEC §13; core: model/authoring.py)."""
    from scriptdeck.core.contract.i18n import translate
    from scriptdeck.core.model.authoring import AuthoringError, HeaderEditError, NewTool, create_tool
    from scriptdeck.core.model.manage import ManageError

    request = NewTool(ns.id, ns.template, ns.scope, ns.display_name, ns.name_zh, ns.description, list(ns.group),
                      ns.overwrite)
    try:
        created = create_tool(ctx.registry, request, ctx.settings)
    except (AuthoringError, HeaderEditError, ManageError) as error:
        return _refusal(ctx, ns, error)
    except OSError as error:
        return _write_failed(error)
    if ns.json:
        _print_json(created.to_json(ctx.lang))
        return EXIT_OK
    example = json.dumps(created.example_args, ensure_ascii=False)
    print(translate("cli", CREATED, ctx.lang).format(a0=created.path, a1=created.layer))
    for finding in created.findings:
        print(f"  {finding.severity}: {finding.code}: {finding.message(ctx.lang)}")
    print(translate("cli", TRY_IT, ctx.lang).format(a0=created.tool_id, a1=example))
    return EXIT_OK


def cmd_install_desktop(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck install-desktop [--uninstall]``: the launcher entry and icon in the user's XDG folders."""
    from scriptdeck.core.contract.i18n import translate
    from scriptdeck.core.store.desktop import DesktopError, gui_arguments, install, uninstall
    from scriptdeck.core.store.paths import DEFAULT_PERSONA

    home = ctx.home
    try:
        result = uninstall() if ns.uninstall else install(arguments=gui_arguments(
            str(home.root) if home.forced else None, home.persona if home.persona != DEFAULT_PERSONA else None))
    except DesktopError as error:
        message, fix = error.message(ctx.lang)
        sys.stderr.write(translate("cli", ERROR, ctx.lang) + f"{message}\n    fix: {fix}\n")
        return EXIT_USAGE
    except OSError as error:
        sys.stderr.write(translate("cli", ERROR, ctx.lang) + f"could not write: {_one_line(error)}\n"
                         "    fix: check that $XDG_DATA_HOME (or ~/.local/share) is writable\n")
        return EXIT_TOOL_FAILED
    if ns.uninstall:
        removed = result["removed"]
        print(translate("cli", DESKTOP_REMOVED, ctx.lang).format(a0=", ".join(removed)) if removed
              else translate("cli", DESKTOP_NONE, ctx.lang))
    else:
        print(translate("cli", DESKTOP_INSTALLED, ctx.lang).format(a0=result["desktop"], a1=result["icon"]))
    return EXIT_OK


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
    _print_json({"ok": False, "error": f"arguments are not valid JSON: {error}", "fix": "pass one JSON object"})
    return EXIT_REFUSED


def cmd_tool_call(ctx: Context, ns: argparse.Namespace) -> int:
    if ns.id == "manage_script":
        from scriptdeck.core.model.manage import ManageError, Manager, describe

        if ns.describe:
            _print_json(describe())
            return EXIT_OK
        try:
            request = _read_args(ns)
        except ValueError as error:
            return _bad_args(error)
        return _answer(lambda: Manager(ctx.registry, agent=True).call(request), (ManageError,))
    tool = _find_tool(ctx, ns.id)
    if tool is None and _unusable_entry(ctx, ns.id):  # an entry whose file is a FIFO, a folder, gone: say so
        return EXIT_REFUSED
    if ns.describe:
        if tool is None:
            return _unknown(ctx, ns.id)
        _print_json({"name": tool.id, "description": tool.description, "parameters": tool.schema,
                     "stub": tool.stub})
        return EXIT_OK
    try:
        args = _read_args(ns)
    except ValueError as error:
        return _bad_args(error)
    if os.environ.get("SCRIPTDECK_RUNNER") == "qt":  # the window's QProcess runner, to compare the two
        from scriptdeck.core.run.run_sync import run_tool_blocking_qt

        refused = _qtcore_refusal(ctx, ns)
        if refused is not None:
            return refused

        return run_tool_blocking_qt(ctx.registry, ns.id, args)
    from scriptdeck.core.run.run_sync import run_tool_blocking

    return run_tool_blocking(ctx.home, tool, ns.id, args, ctx.settings)


def _unusable_entry(ctx: Context, tool_id: str) -> bool:
    """Print why an index.json entry named ``tool_id`` cannot be run (its lint finding), rather than "not found"."""
    for finding in ctx.registry.scan_findings():
        if finding.code == "index-entry-outside" and finding.tool_id == tool_id:
            _print_json({"ok": False, "error": finding.message(ctx.lang), "fix": finding.fix(ctx.lang)})
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


def cmd_test(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck test [ID…]``: the tools' test cases, run as the agent calls them (core: run/tests_cli.py)."""
    from scriptdeck.core.run.tests_cli import run

    return run(ctx, ns)


def _qtcore_refusal(ctx: Context, ns: argparse.Namespace) -> int | None:
    """SPEC §31: a command that needs QtCore refuses at start (exit 3) naming the missing library and its package,
    never after it has answered anything (an MCP ``initialize``, HTTP's "serving on …")."""
    from scriptdeck.core.run.doctor import qtcore_problem

    problem = qtcore_problem()
    if problem is None:
        return None
    _refusal(ctx, ns, problem)
    return EXIT_REFUSED


def cmd_mcp(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.mcp import http_cli  # SPEC §27: --http and `mcp token` (http)

    if getattr(ns, "mcp_command", None) is None:  # serving (stdio or HTTP); `mcp token` needs no Qt
        refused = _qtcore_refusal(ctx, ns)
        if refused is not None:
            return refused

    if http_cli.wanted(ns):
        return http_cli.run(ctx, ns)
    from scriptdeck.core.mcp.stdio import serve

    return serve(ctx, lang=getattr(ns, "lang", None) or "en", allow_manage=ns.allow_manage,
                 page_size=ns.page_size)


COST_HEAD = QT_TRANSLATE_NOOP("cli", "Persona {a0}: {a1} tools, ~{a2} tokens per turn ({a3} as stubs) / budget {a4}, "
                              "counted with {a5}")
COST_OVER = QT_TRANSLATE_NOOP("cli", "Over the budget by {a0} tokens: disable or hide tools, or shorten the heaviest")
COST_COLUMNS = QT_TRANSLATE_NOOP("cli", "tokens    stub  tool")
COST_GROUP_COLUMNS = QT_TRANSLATE_NOOP("cli", "tokens    stub  tools  group")


def cmd_cost(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck cost``: the persona's served list priced in tokens (core: mcp/cost.py)."""
    from scriptdeck.core.contract.i18n import translate
    from scriptdeck.core.mcp.cost import CostCounter, CountCache, count_cache_path, over_budget
    from scriptdeck.core.mcp.count_worker import TokenizerMissing, count_tokens

    if ctx.settings.broken is not None:  # the budget and the libraries come from it: never a silent default (§19)
        from scriptdeck.core.store.statefile import StateBroken

        _refusal(ctx, ns, StateBroken(ctx.settings.broken))
        return EXIT_REFUSED
    cache = CountCache(count_cache_path(ctx.home.state_dir))
    try:  # titles in --lang, English by default: exactly what `scriptdeck mcp` serves
        deck = CostCounter(getattr(ns, "lang", None) or "en", cache.wrap(count_tokens)).deck(ctx.registry,
                                                                                            ctx.home.persona)
    except TokenizerMissing as error:  # SPEC §31: cannot count is refused (3) as a broken setting, never "over" (1)
        _refusal(ctx, ns, error)
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
        _print_json(payload)
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


def cmd_skills(ctx: Context, ns: argparse.Namespace) -> int:
    from scriptdeck.core.mcp.skills_cli import cmd_skills as run_skills

    return run_skills(ctx.home, ns, ctx.lang, lambda: ctx.registry)


def cmd_doctor(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck doctor``: one line per check, the fix under each ✗; exit 1 when the window or runs cannot work."""
    from scriptdeck.core.run.doctor import all_ok, report, run_checks

    checks = run_checks(ctx.home)
    if ns.json:
        _print_json({"ok": all_ok(checks), "checks": [c.to_json(ctx.lang) for c in checks]})
    else:
        print(report(checks, ctx.lang))
    return EXIT_OK if all_ok(checks) else EXIT_TOOL_FAILED
