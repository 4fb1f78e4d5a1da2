"""``scriptdeck install-desktop [--uninstall]``: the launcher entry and icon in the user's XDG folders."""

from __future__ import annotations

import sys

from scriptdeck.core.cli.common import ERROR, one_line
from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_TOOL_FAILED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("install-desktop", parents=[common],
                       help="put ScriptDeck in the desktop's launcher (XDG .desktop entry and icon)")
    p.add_argument("--uninstall", action="store_true", help="remove the entry and icon again")


DESKTOP_INSTALLED = QT_TRANSLATE_NOOP("cli", "Installed {a0} and {a1}")


DESKTOP_REMOVED = QT_TRANSLATE_NOOP("cli", "Removed {a0}")


DESKTOP_NONE = QT_TRANSLATE_NOOP("cli", "Nothing to remove: no launcher entry installed by ScriptDeck")


def run(ctx: Context, ns: argparse.Namespace) -> int:
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
        sys.stderr.write(translate("cli", ERROR, ctx.lang) + f"could not write: {one_line(error)}\n"
                         "    fix: check that $XDG_DATA_HOME (or ~/.local/share) is writable\n")
        return EXIT_TOOL_FAILED
    if ns.uninstall:
        removed = result["removed"]
        print(translate("cli", DESKTOP_REMOVED, ctx.lang).format(a0=", ".join(removed)) if removed
              else translate("cli", DESKTOP_NONE, ctx.lang))
    else:
        print(translate("cli", DESKTOP_INSTALLED, ctx.lang).format(a0=result["desktop"], a1=result["icon"]))
    return EXIT_OK
