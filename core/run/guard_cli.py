"""``scriptdeck sandbox`` and ``scriptdeck trust`` (SPEC §17): show and edit a tool's run limits and its trust pin.

``scriptdeck sandbox ID [--memory MB] [--cpu SECONDS] [--processes N] [--network allow|deny]
[--files full|read-only] [--reset] [--json]``; ``--default`` instead of ID edits the default profile. A limit of 0
means no limit. ``scriptdeck trust ID [--approve | --revoke | --diff] [--json]`` and
``scriptdeck trust --policy off|warn|enforce``. Exit 0 done/shown, 2 bad input, 3 unknown tool.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from scriptdeck.core.contract.exit_codes import EXIT_OK, EXIT_REFUSED, EXIT_USAGE
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.platform import files
from scriptdeck.core.run import sandbox, trust
from scriptdeck.core.store.settings import Settings


def add_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("sandbox", parents=[common], help="show or set a tool's run limits (or the default profile)")
    p.add_argument("id", nargs="?")
    p.add_argument("--default", action="store_true", help="show or edit the default profile instead of one tool")
    p.add_argument("--memory", type=int, metavar="MB", help="address space limit in MB (0: none)")
    p.add_argument("--cpu", type=int, metavar="SECONDS", help="CPU time limit in seconds (0: none)")
    p.add_argument("--processes", type=int, metavar="N", help="process limit (0: none)")
    p.add_argument("--network", choices=sandbox.NETWORK)
    p.add_argument("--files", choices=sandbox.FILES)
    p.add_argument("--reset", action="store_true", help="forget this tool's (or the default profile's) settings first")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("trust", parents=[common], help="show or approve a tool's trust pin; set the trust policy")
    p.add_argument("id", nargs="?")
    action = p.add_mutually_exclusive_group()
    action.add_argument("--approve", action="store_true", help="pin the file as it is now")
    action.add_argument("--revoke", action="store_true", help="forget the approval")
    action.add_argument("--diff", action="store_true", help="print the change since approval (unified diff)")
    p.add_argument("--policy", choices=trust.POLICIES, help="for agent calls of changed or unreviewed tools")
    p.add_argument("--json", action="store_true")


#: the human output's words (the JSON keeps its keys), in the UI language (SPEC §30)
WORDS = {
    "default profile": QT_TRANSLATE_NOOP("GuardCli", "default profile"),
    "memory MB": QT_TRANSLATE_NOOP("GuardCli", "memory MB"), "cpu seconds": QT_TRANSLATE_NOOP("GuardCli", "cpu seconds"),
    "processes": QT_TRANSLATE_NOOP("GuardCli", "processes"), "network": QT_TRANSLATE_NOOP("GuardCli", "network"),
    "files": QT_TRANSLATE_NOOP("GuardCli", "files"), "no limit": QT_TRANSLATE_NOOP("GuardCli", "no limit"),
    "(set)": QT_TRANSLATE_NOOP("GuardCli", "(set)"), "isolation": QT_TRANSLATE_NOOP("GuardCli", "isolation"),
    "available": QT_TRANSLATE_NOOP("GuardCli", "available"), "unavailable": QT_TRANSLATE_NOOP("GuardCli", "unavailable"),
    "fix": QT_TRANSLATE_NOOP("GuardCli", "fix"), "processes limit": QT_TRANSLATE_NOOP("GuardCli", "processes limit"),
    "trust policy": QT_TRANSLATE_NOOP("GuardCli", "trust policy"), "policy": QT_TRANSLATE_NOOP("GuardCli", "policy"),
    "approved": QT_TRANSLATE_NOOP("GuardCli", "approved"), "now": QT_TRANSLATE_NOOP("GuardCli", "now"),
    "allow": QT_TRANSLATE_NOOP("GuardCli", "allow"), "deny": QT_TRANSLATE_NOOP("GuardCli", "deny"),
    "full": QT_TRANSLATE_NOOP("GuardCli", "full"), "read-only": QT_TRANSLATE_NOOP("GuardCli", "read-only"),
    "unreviewed": QT_TRANSLATE_NOOP("GuardCli", "unreviewed"), "changed": QT_TRANSLATE_NOOP("GuardCli", "changed"),
    "owner": QT_TRANSLATE_NOOP("GuardCli", "owner"), "missing": QT_TRANSLATE_NOOP("GuardCli", "missing"),
    "enforced": QT_TRANSLATE_NOOP("GuardCli", "enforced"), "not enforced for root": QT_TRANSLATE_NOOP("GuardCli", "not enforced for root"),
    "off": QT_TRANSLATE_NOOP("GuardCli", "off"), "warn": QT_TRANSLATE_NOOP("GuardCli", "warn"),
    "enforce": QT_TRANSLATE_NOOP("GuardCli", "enforce"),
}


def _w(ctx: Any, word: object) -> str:
    """A word of the human output in the UI language; values that are not known words are shown as they are."""
    text = str(word)
    return translate("GuardCli", WORDS[text], getattr(ctx, "lang", "en")) if text in WORDS else text


def _print(data: Any) -> None:
    sys.stdout.write(dumps_out(data) + "\n")
    sys.stdout.flush()


def _usage(error: str, fix: str) -> int:
    sys.stderr.write(f"scriptdeck: error: {error}\n    fix: {fix}\n")
    return EXIT_USAGE


def _unknown(tool_id: str) -> int:
    _print({"ok": False, "error": f"script id '{tool_id}' not found", "fix": "run scriptdeck list to see the registered tools"})
    return EXIT_REFUSED


def enforcement() -> dict[str, Any]:
    """What this system enforces for each setting (the window shows the same)."""
    usable, reason = sandbox.isolation_status()
    root = files.is_root()
    processes = ("not enforced for root" if root else "exact (own user namespace)" if usable
                 else "approximate (counts all of your processes)")
    return {"isolation": {"available": usable, "reason": reason or None,
                          "fix": None if usable else sandbox.INSTALL_HINT},
            "memory": "enforced (RLIMIT_AS)", "cpu": "enforced (RLIMIT_CPU)", "processes": processes,
            "network": "enforced (bubblewrap)" if usable else "unavailable: runs that deny it are refused",
            "files": "enforced (bubblewrap)" if usable else "unavailable: runs that require read-only are refused"}


def sandbox_payload(store: sandbox.SandboxStore, tool: Any | None) -> dict[str, Any]:
    """What ``sandbox`` shows; ``broken`` (file, line, column, message) when ``sandbox.json`` cannot be used (the
    profiles shown are then the defaults, and every run is refused until it is repaired)."""
    broken = store.read()[1]
    extra = {"broken": broken.to_json()} if broken is not None else {}
    if tool is None:
        return {"default": True, "profile": store.default_profile().to_json(), "set": store.load()["default"],
                **enforcement(), **extra}
    level = tool.value("trust")
    return {"id": tool.id, "trust": level, "profile": store.profile(tool.id, level if isinstance(level, str) else "owner")
            .to_json(), "set": store.overrides(tool.id), "default_profile": store.default_profile().to_json(),
            **enforcement(), **extra}


def cmd_sandbox(ctx: Any, ns: argparse.Namespace) -> int:
    if bool(ns.id) == bool(ns.default):
        return _usage("name one tool ID, or --default for the default profile",
                      "e.g. scriptdeck sandbox my_tool --memory 256, or scriptdeck sandbox --default --network deny")
    store = sandbox.SandboxStore(ctx.home.state_dir)
    tool = None
    if ns.id:
        tool = ctx.registry.get(ns.id)
        if tool is None:
            return _unknown(ns.id)
    changes = {name: value for name, value in (("memory_mb", ns.memory), ("cpu_seconds", ns.cpu),
                                               ("processes", ns.processes), ("network", ns.network),
                                               ("files", ns.files)) if value is not None}
    if changes or ns.reset:
        try:
            store.update(tool.id if tool is not None else None, changes, reset=ns.reset)
        except sandbox.SandboxError as error:
            return _usage(str(error), "see scriptdeck sandbox --help")
        except OSError as error:
            return _usage(f"could not save the sandbox settings: {error}", "check the state folder's permissions")
    payload = sandbox_payload(store, tool)
    if ns.json:
        _print(payload)
        return EXIT_OK
    profile = payload["profile"]
    title = _w(ctx, "default profile") if tool is None else f"{tool.id} ({_w(ctx, payload['trust'])})"
    print(title)
    for name, label in (("memory_mb", "memory MB"), ("cpu_seconds", "cpu seconds"), ("processes", "processes"),
                        ("network", "network"), ("files", "files")):
        value = profile[name]
        mark = "   " + _w(ctx, "(set)") if name in payload["set"] else ""
        print(f"  {_w(ctx, label):<12} {_w(ctx, 'no limit') if value is None else _w(ctx, value)}{mark}")
    iso = payload["isolation"]
    state = _w(ctx, "available") if iso["available"] else _w(ctx, "unavailable") + ": " + (iso["reason"] or "")
    print(f"  {_w(ctx, 'isolation'):<12} {state}")
    if not iso["available"]:
        print(f"    {_w(ctx, 'fix')}: {sandbox.INSTALL_HINT}")
    print(f"  {_w(ctx, 'processes limit')}: {_w(ctx, payload['processes'])}")
    if "broken" in payload:
        where = payload["broken"]
        print(f"  {where['file']} cannot be used (line {where['line']}, column {where['column']}: "
              f"{where['message']}); every run is refused until it is repaired")
    return EXIT_OK


def cmd_trust(ctx: Any, ns: argparse.Namespace) -> int:
    store = trust.TrustStore(ctx.home.state_dir)
    if ns.policy:
        settings = Settings.load(ctx.home.settings_path)
        try:
            settings.set("trust_policy", ns.policy)
            settings.save()
        except (ValueError, OSError) as error:
            return _usage(f"could not save the trust policy: {error}", "repair or remove settings.json")
        if not ns.id:
            if ns.json:
                _print({"policy": ns.policy})
            else:
                print(f"{_w(ctx, 'trust policy')}: {_w(ctx, ns.policy)}")
            return EXIT_OK
    if not ns.id:
        if ns.approve or ns.revoke or ns.diff:
            return _usage("name the tool to approve, revoke or diff", "e.g. scriptdeck trust my_tool --approve")
        current = trust.policy(Settings.load(ctx.home.settings_path))
        _print({"policy": current}) if ns.json else print(f"{_w(ctx, 'trust policy')}: {_w(ctx, current)}")
        return EXIT_OK
    tool = ctx.registry.get(ns.id)
    if tool is None:
        return _unknown(ns.id)
    try:
        if ns.approve:
            store.approve(tool.id, tool.path)
        elif ns.revoke:
            store.revoke(tool.path)
    except OSError as error:
        return _usage(f"could not record the approval: {error}", "check that the file is readable and the state "
                                                                 "folder writable")
    if ns.diff:
        text = store.diff(tool.path)
        if ns.json:
            _print({"id": tool.id, "diff": text})
        elif text is None:
            print("no approved copy to compare with (never approved, or the file is larger than 4 MiB)")
        else:
            sys.stdout.write(text)
        return EXIT_OK
    state = store.state(tool.id, tool.path)
    state["policy"] = trust.policy(Settings.load(ctx.home.settings_path))
    if ns.json:
        _print(state)
    else:
        line = f"{tool.id}: {_w(ctx, state['state'])}"
        if state["state"] == trust.CHANGED:
            line += f" ({_w(ctx, 'approved')} {state['approved_sha256']}, {_w(ctx, 'now')} {state['sha256']})"
        elif state["state"] == trust.APPROVED:
            line += f" ({state['sha256']})"
        print(line + f"; {_w(ctx, 'policy')} {_w(ctx, state['policy'])}")
    return EXIT_OK


def trust_pin(state_dir: Any, tool: Any) -> dict[str, Any]:
    """For ``show --json``: ``{"state", "sha256", "approved_sha256"?}``."""
    state = trust.TrustStore(state_dir).state(tool.id, tool.path)
    return {k: v for k, v in state.items() if k in ("state", "sha256", "approved_sha256")}

