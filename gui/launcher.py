"""The ``scriptdeck`` entry point: the window by default, the headless CLI for every other command.

``scriptdeck host`` is dispatched before anything heavy is imported, so scripts can call it cheaply.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
import types

_GLOBAL_FLAGS = ("--home", "--persona", "--lang", "--library")


def _command(argv: list[str]) -> tuple[str | None, int]:
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in _GLOBAL_FLAGS:
            i += 2
            continue
        if arg.startswith("-"):
            i += 1
            continue
        return arg, i
    return None, i


def _start_gui(ns: object) -> int:
    from scriptdeck.core.cli.common import check_home_flag

    home = getattr(ns, "home", None)  # a home that can never work: one line and a fix (exit 2), not a traceback
    if home is not None:
        check_home_flag(home)
    elif os.environ.get("SCRIPTDECK_HOME"):
        check_home_flag(os.environ["SCRIPTDECK_HOME"], "SCRIPTDECK_HOME")
    lock = None
    if getattr(ns, "command", None) in (None, "gui", "palette"):  # issue 45: the running window shows its palette
        try:
            from scriptdeck.gui.services import instance  # or itself (no display needed here)
        except ImportError:  # Qt cannot load (a missing system library): the check below names it
            instance = None  # type: ignore[assignment]
        if instance is not None:
            done, lock = instance.hand_to_window(ns)
            if done is not None:
                return done
    from scriptdeck.core.run.doctor import LAUNCH_BLOCKED, launch_blockers, report

    blockers = launch_blockers()  # before Qt loads: name the missing libraries instead of Qt's abort text
    if blockers:
        from scriptdeck.core.contract.i18n import normalize_lang, system_lang, translate

        lang = normalize_lang(getattr(ns, "lang", None) or system_lang())
        sys.stderr.write(report(blockers, lang) + "\n" + translate("doctor", LAUNCH_BLOCKED, lang) + "\n")
        return 1
    from scriptdeck.gui.app import run

    return run(ns, lock)


#: commands a script or an agent runs once per call: their process ends as soon as they answer
_ONE_SHOT = ("host", "tool-call")


class _OnDemand(types.ModuleType):
    """A stand-in for a module that is imported the first time one of its names is used."""

    def __getattr__(self, name: str) -> object:
        if self.__name__ == "inspect" and name == "get_annotations":
            return _class_annotations  # Python 3.13's dataclasses ask it of every class they make
        return getattr(importlib.import_module(self.__name__), name)


def _class_annotations(obj: object, *, globals: object = None, locals: object = None,  # noqa: A002
                       eval_str: bool = False) -> dict[str, object]:
    """``inspect.get_annotations`` for the one case dataclasses use (a class, strings left as they are), as
    inspect reads it; anything else goes to the real function."""
    if eval_str or not isinstance(obj, type):
        import inspect

        return dict(inspect.get_annotations(obj, globals=globals, locals=locals, eval_str=eval_str))  # type: ignore[arg-type]
    ann = obj.__dict__.get("__annotations__", None)
    if isinstance(ann, types.GetSetDescriptorType):
        ann = None
    if ann is None:
        return {}
    if not isinstance(ann, dict):
        raise ValueError(f"{obj!r}.__annotations__ is neither a dict nor None")
    return dict(ann)


#: what dataclasses imports for rare calls only: inspect to write a docstring for a class without one (ScriptDeck's
#: all have one), copy for asdict/astuple; with ast, dis, tokenize and weakref they were ~6 ms of a tool-call
_DATACLASSES_ON_DEMAND = ("inspect", "copy")


def _lean_dataclasses() -> None:
    """Import ``dataclasses`` with ``inspect`` and ``copy`` loaded on demand. The stand-ins are bound inside
    dataclasses only; ``import inspect`` or ``import copy`` anywhere else gets the real module."""
    if "dataclasses" in sys.modules or any(name in sys.modules for name in _DATACLASSES_ON_DEMAND):
        return
    for name in _DATACLASSES_ON_DEMAND:
        sys.modules[name] = _OnDemand(name)
    try:
        import dataclasses  # noqa: F401 - bound to the stand-ins now, for the rest of the process
    finally:
        for name in _DATACLASSES_ON_DEMAND:
            del sys.modules[name]


def main(argv: list[str] | None = None) -> int:
    """The program: the console script and ``python -m scriptdeck`` exit with what this returns."""
    argv = list(sys.argv[1:] if argv is None else argv)
    command, index = _command(argv)
    if command in _ONE_SHOT:
        # No collections while a one-shot process imports and runs (2–3 ms of a tool-call): reference counting
        # frees all but cycles, and the process ends as soon as it has answered.
        gc.disable()
        if command == "tool-call":  # host never imports dataclasses
            _lean_dataclasses()
    try:
        if command == "host" and not {"-h", "--help"} & set(argv[index + 1 : index + 2]):
            # (``host --help`` goes to the full parser below: its help, in the UI language)
            from scriptdeck.core.host.client import main as host_main

            return host_main(argv[index + 1 :])
        from scriptdeck.core.cli import main as cli_main

        return cli_main(argv, gui=_start_gui)
    finally:
        if command in _ONE_SHOT:
            # The interpreter's last garbage collection (run even when disabled) would walk every object only
            # to free them at exit (several ms of a tool-call); frozen objects are skipped. Reference counting
            # still frees (and closes) everything at exit. Not for the window or mcp: Qt's teardown stays as it is.
            gc.freeze()


if __name__ == "__main__":
    sys.exit(main())
