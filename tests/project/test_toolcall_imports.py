"""The agent's path loads only what it needs (issue 21 target 3): the modules a plain ``tool-call`` of a
``#!/bin/sh`` tool has imported when it is done (a warm call: the header cache exists), in a real process, with
``--home`` and with the default home.

Not a timing test: it pins the import set, so a module-level import of something heavy on the path fails here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, write_script

#: never on the tool-call path of a plain tool: Qt, the schema validator (no Parameters to check), the diff of a
#: changed file, platformdirs (XDG read directly), the archive/temp-file/random machinery behind shutil, tempfile
#: and secrets, argparse (the fast command line), the Raycast/manage code, typing
#: (annotations only, under TYPE_CHECKING), inspect with its parsers and copy with weakref (dataclasses gets them on
#: demand), the Raycast reader
ABSENT = ("PySide6", "jsonschema", "difflib", "platformdirs", "shutil", "tempfile", "random", "secrets", "bz2",
          "lzma", "argparse", "gettext", "scriptdeck.core.model.manage_schema",
          "scriptdeck.core.model.raycast_state", "scriptdeck.core.host.server", "xml", "importlib.resources",
          "typing", "inspect", "ast", "dis", "tokenize", "copy", "weakref", "scriptdeck.core.dialects.raycast")

PROBE = """import json, sys
from scriptdeck.gui.launcher import main
code = main(sys.argv[1:])
sys.stdout.flush()
sys.stderr.write("\\n" + json.dumps({"code": code, "modules": sorted(sys.modules)}) + "\\n")
"""


def _call(args: list[str]) -> tuple[dict, set[str]]:
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=120,
                          cwd=str(REPO))
    probe = json.loads(done.stderr.strip().splitlines()[-1])
    assert probe["code"] == 0, done
    return json.loads(done.stdout), set(probe["modules"])


@pytest.mark.parametrize("forced", [True, False], ids=["--home", "default home"])
def test_plain_tool_call_imports_nothing_heavy(tmp_path: Path, forced: bool) -> None:
    root = tmp_path / "deck" if forced else Path.home() / ".miyu" / "data"
    write_script(root / "scripts" / "hi.sh", "#!/bin/sh\n# Description: Says hi.\necho hi\n")
    argv = [*(["--home", str(root)] if forced else []), "tool-call", "hi", "--args", "{}"]
    _call(argv)  # the first call writes the header cache (an atomic write: tempfile); an agent's next calls don't
    result, modules = _call(argv)
    assert result["success"] and result["stdout"] == "hi"
    assert "scriptdeck.core.run.proc_runner" in modules  # the probe saw the real call path
    loaded = sorted(name for name in modules if name.split(".")[0] in ABSENT or name in ABSENT
                    or any(name.startswith(prefix + ".") for prefix in ABSENT))
    assert loaded == []


def test_deferred_inspect_and_copy_still_serve_dataclasses_and_importers() -> None:
    """The one-shot path imports dataclasses with inspect and copy on demand: a class without a docstring still gets
    its signature as ``__doc__`` (inspect loads then), asdict still deep-copies (copy loads then), and ``import
    inspect`` / ``import copy`` elsewhere get the real modules."""
    probe = """import sys
from scriptdeck.gui import launcher
launcher._lean_dataclasses()
assert "inspect" not in sys.modules and "copy" not in sys.modules and "dataclasses" in sys.modules
import dataclasses
@dataclasses.dataclass
class Point:
    x: int
    y: int = 0
assert Point.__doc__ == "Point(x: int, y: int = 0)", Point.__doc__
import inspect
assert type(inspect) is type(sys), type(inspect)
assert inspect.signature(Point).parameters["y"].default == 0
@dataclasses.dataclass
class Bag:
    \"\"\"Items.\"\"\"
    items: list
bag = Bag([[1]])
copied = dataclasses.asdict(bag)
assert copied == {"items": [[1]]} and copied["items"][0] is not bag.items[0]
import copy
assert type(copy) is type(sys) and copy.deepcopy([1]) == [1]
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=str(REPO))
    assert done.stdout.strip() == "ok", done.stderr


def test_host_command_imports_neither_typing_nor_dataclasses() -> None:
    """``scriptdeck host`` (a tool's call back into ScriptDeck, once per request) loads only the socket client."""
    probe = PROBE.replace("code = main(sys.argv[1:])", "code = main(sys.argv[1:]) and 0")  # no host: exit 1 is fine
    env = {name: value for name, value in os.environ.items() if not name.startswith("SCRIPTDECK_HOST")}
    done = subprocess.run([sys.executable, "-c", probe, "host", "host.info"], capture_output=True, text=True,
                          timeout=60, cwd=str(REPO), env=env)
    modules = set(json.loads(done.stderr.strip().splitlines()[-1])["modules"])
    assert "no host is running" in done.stdout, done
    assert "scriptdeck.core.host.client" in modules
    assert sorted(modules & {"typing", "dataclasses", "inspect", "copy"}) == []


def test_the_stand_in_reads_a_classs_annotations_as_inspect_does() -> None:
    """Python 3.13's dataclasses ask ``inspect.get_annotations`` of every class: the one-shot path answers for a
    class without loading inspect, exactly as inspect would."""
    import inspect

    from scriptdeck.gui.launcher import _class_annotations

    class Plain:
        pass

    class Annotated:
        x: int
        y: list[str] = []

    class Child(Annotated):
        z: float

    for cls in (Plain, Annotated, Child, int):
        assert _class_annotations(cls) == inspect.get_annotations(cls)
    assert _class_annotations(Annotated, eval_str=True) == inspect.get_annotations(Annotated, eval_str=True)
