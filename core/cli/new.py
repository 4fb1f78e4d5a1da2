"""``scriptdeck new ID``: a skeleton from a template, registered (SPEC §13; core: model/authoring.py)."""

from __future__ import annotations

import json

from scriptdeck.core.cli.common import print_json, refusal, write_failed
from scriptdeck.core.contract.exit_codes import EXIT_OK
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import argparse
    from typing import Any

    from scriptdeck.core.cli.common import Context


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
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


CREATED = QT_TRANSLATE_NOOP("cli", "Created {a0} ({a1})")


TRY_IT = QT_TRANSLATE_NOOP("cli", "Try it: scriptdeck tool-call {a0} --args '{a1}'")


def run(ctx: Context, ns: argparse.Namespace) -> int:
    """``scriptdeck new ID``: a skeleton from a template, registered (SPEC §13; core: model/authoring.py)."""
    from scriptdeck.core.contract.i18n import translate
    from scriptdeck.core.model.authoring import AuthoringError, HeaderEditError, NewTool, create_tool
    from scriptdeck.core.model.manage import ManageError

    request = NewTool(ns.id, ns.template, ns.scope, ns.display_name, ns.name_zh, ns.description, list(ns.group),
                      ns.overwrite)
    try:
        created = create_tool(ctx.registry, request, ctx.settings)
    except (AuthoringError, HeaderEditError, ManageError) as error:
        return refusal(ctx, ns, error)
    except OSError as error:
        return write_failed(error)
    if ns.json:
        print_json(created.to_json(ctx.lang))
        return EXIT_OK
    example = json.dumps(created.example_args, ensure_ascii=False)
    print(translate("cli", CREATED, ctx.lang).format(a0=created.path, a1=created.layer))
    for finding in created.findings:
        print(f"  {finding.severity}: {finding.code}: {finding.message(ctx.lang)}")
    print(translate("cli", TRY_IT, ctx.lang).format(a0=created.tool_id, a1=example))
    return EXIT_OK
