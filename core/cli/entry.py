"""The command line's entry (SPEC §13): the common flags, one module per command (``COMMANDS``), and the agent's
fast path for ``tool-call``. Headless: it never imports QtWidgets; running a tool uses QtCore only."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from importlib import import_module
from types import SimpleNamespace

from scriptdeck.core.cli.common import Context, UsageError, one_line
from scriptdeck.core.contract.exit_codes import EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE

from scriptdeck import __version__

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

#: each command → the module of this package that reads its flags (``add_parser``) and runs it (``run``)
COMMANDS = {"list": "listing", "show": "show", "lint": "lint", "tool-call": "tool_call", "convert": "convert",
            "new": "new", "install-desktop": "install_desktop", "mcp": "serve", "cost": "cost", "doctor": "doctor",
            "sandbox": "guard", "trust": "guard", "test": "tool_tests",
            "alias": "marks", "favourite": "marks", "favorite": "marks",  # favourites and aliases (issue 45)
            "skills": "skills", "library": "library"}


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
    for module in dict.fromkeys(COMMANDS.values()):  # each command's module adds its own parser, in this order
        import_module(f"scriptdeck.core.cli.{module}").add_parser(sub, common)
    p = sub.add_parser("host", parents=[common], help="the host bridge a script calls")
    p.add_argument("method", help="the host method to call, e.g. host.info")
    p.add_argument("params", nargs="?", help="its arguments as one JSON object")
    return parser


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


def main(argv: list[str] | None = None, gui: Callable[[argparse.Namespace], int] | None = None) -> int:
    """The CLI entry: every failure is one line on stderr (``SCRIPTDECK_DEBUG=1`` shows the traceback)."""
    _safe_streams()
    try:
        return _main(argv, gui)
    except UsageError as error:
        sys.stderr.write(f"scriptdeck: error: {one_line(error.error)}\n"
                         + (f"    fix: {one_line(error.fix)}\n" if error.fix else ""))
        return EXIT_USAGE
    except (SystemExit, KeyboardInterrupt):
        raise
    except Exception as error:  # noqa: BLE001 - the last guard: never a traceback for the user
        if os.environ.get("SCRIPTDECK_DEBUG"):
            raise
        sys.stderr.write(f"scriptdeck: error: unexpected {type(error).__name__}: {one_line(error)}\n"
                         "    fix: this is a bug in ScriptDeck; run again with SCRIPTDECK_DEBUG=1 and report the "
                         "traceback\n")
        return EXIT_USAGE


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
    run: Callable[[Context, argparse.Namespace], int] = \
        import_module(f"scriptdeck.core.cli.{COMMANDS[command]}").run  # only the command that runs is loaded
    try:
        return run(ctx, ns)
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:  # Ctrl-C before a run started (a running tool-call handles it itself)
        return EXIT_INTERRUPTED


def _library_flag(text: str) -> str:
    """argparse check of ``--library``: ``raycast:DIR`` or ``pi:DIR`` (one line and exit 2 otherwise)."""
    import argparse

    from scriptdeck.core.model.registry import parse_library_flag

    try:
        parse_library_flag(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text


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
