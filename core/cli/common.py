"""What every command shares: the context (home, settings, registry), answers as JSON, refusals in the
user's language, and the checks of the common flags."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED, EXIT_TOOL_FAILED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, normalize_lang, system_lang

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.model.registry import Registry


UNGROUPED = QT_TRANSLATE_NOOP("cli", "Ungrouped")


WARNING = QT_TRANSLATE_NOOP("cli", "scriptdeck: warning: ")


ERROR = QT_TRANSLATE_NOOP("cli", "scriptdeck: error: ")


SETTINGS_IGNORED = QT_TRANSLATE_NOOP(
    "cli", "{a0} cannot be used (line {a1}, column {a2}: {a3}): the libraries it names are not listed, and runs "
           "that depend on it are refused")


SETTINGS_IGNORED_FIX = QT_TRANSLATE_NOOP("cli", "repair the file (fix line {a1}), or move it away to start from "
                                                "the defaults")


def print_json(data: Any) -> None:
    from scriptdeck.core.contract.jsonout import dumps_out

    sys.stdout.write(dumps_out(data) + "\n")  # never NaN/Infinity, always valid UTF-8
    sys.stdout.flush()


def answer(produce: Callable[[], Any], refusals: tuple[type[Exception], ...]) -> int:
    """Print what ``produce`` answers (exit 0); a refusal's ``{"ok":false,…}`` or a failed write as exit 1."""
    try:
        print_json(produce())
    except refusals as error:
        print_json(error.to_json())  # type: ignore[attr-defined]  # every refusal here is a LocalizedError
        return EXIT_TOOL_FAILED
    except OSError as error:
        return write_failed(error)
    return EXIT_OK


def write_failed(error: OSError) -> int:
    """A write that failed (disk full, permissions): the JSON error, exit 1."""
    print_json({"ok": False, "error": f"could not write: {error}",
                 "fix": "check free disk space and permissions; nothing was half-written"})
    return EXIT_TOOL_FAILED


def refusal(ctx: Context, ns: argparse.Namespace, error: Any) -> int:
    """A refused command: the JSON error with --json, else one line (+ fix) in the user's language."""
    if getattr(ns, "json", False):
        print_json(error.to_json())
    else:
        from scriptdeck.core.contract.i18n import translate

        message, fix = error.message(ctx.lang)
        sys.stderr.write(translate("cli", ERROR, ctx.lang) + one_line(message) + "\n"
                         + (f"    fix: {one_line(fix)}\n" if fix else ""))
    return EXIT_TOOL_FAILED


def unknown(ctx: Context, tool_id: str) -> int:
    print_json({"ok": False, "error": f"script id '{tool_id}' not found",
                 "fix": "run scriptdeck list to see the registered tools"})
    return EXIT_REFUSED


def one_line(text: object) -> str:
    return " ".join(str(text).split())[:500]


def qtcore_refusal(ctx: Context, ns: argparse.Namespace) -> int | None:
    """SPEC §31: a command that needs QtCore refuses at start (exit 3) naming the missing library and its package,
    never after it has answered anything (an MCP ``initialize``, HTTP's "serving on …")."""
    from scriptdeck.core.run.doctor import qtcore_problem

    problem = qtcore_problem()
    if problem is None:
        return None
    refusal(ctx, ns, problem)
    return EXIT_REFUSED


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
