"""The layout holds: core/ stays Qt-free (QtCore only where allowed), never imports gui/, each core
subpackage imports only the ones below it, and gui/'s concerns import only downward (docs/architecture.md)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CORE = REPO / "core"
# bottom → top; a package may import itself and anything before it, never after
LAYERS = ("contract", "platform", "store", "dialects", "model", "host", "run", "mcp", "cli")
QTCORE_ALLOWED = {"run/runner.py", "run/run_sync.py", "run/run_service.py", "mcp/server.py"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def core_modules() -> list[Path]:
    return sorted(p for p in CORE.rglob("*.py"))


def layer_of(relative: str) -> str:
    """``model/lint.py`` → ``model``; ``cli.py`` → ``cli``; the package's own ``__init__`` is the bottom."""
    first = relative.split("/")[0].removesuffix(".py")
    return first if first in LAYERS else "contract"


def upward_imports(relative: str, names: set[str]) -> list[str]:
    own = LAYERS.index(layer_of(relative))
    bad = []
    for name in names:
        if not name.startswith("scriptdeck.core."):
            continue
        target = name.split(".")[2]
        if target in LAYERS and LAYERS.index(target) > own:
            bad.append(name)
    return sorted(bad)


@pytest.mark.parametrize("path", core_modules(), ids=lambda p: str(p.relative_to(CORE)))
def test_core_module_imports_only_downward_and_no_widgets(path: Path):
    relative = str(path.relative_to(CORE))
    names = imported_modules(path)
    assert upward_imports(relative, names) == [], f"{relative} imports a higher layer"
    assert [n for n in names if n.startswith(("gui", "scriptdeck.gui"))] == [], f"{relative} imports the window"
    assert [n for n in names if "QtWidgets" in n or "QtGui" in n] == [], f"{relative} imports widgets"
    if any(n.startswith("PySide6") for n in names):
        assert relative in QTCORE_ALLOWED, f"{relative} imports Qt; only the runner, host and services may"


TOOL_CALL_PROBE = """
import json, sys
from scriptdeck.core.cli import main
code = main(sys.argv[1:])
heavy = sorted(m for m in ("PySide6", "jsonschema", "argparse", "xml.etree", "importlib.resources") if m in sys.modules)
print(json.dumps({"code": code, "heavy": heavy}))
"""


def test_tool_call_loads_no_qt_nor_jsonschema(tmp_path):
    """The agent's path (issue 21): a plain tool-call imports neither Qt nor jsonschema nor argparse."""
    tool = tmp_path / "h" / "scripts" / "hi.sh"
    tool.parent.mkdir(parents=True)
    tool.write_text("#!/bin/sh\n# Description: Says hi.\necho hi\n")
    tool.chmod(0o755)
    done = subprocess.run([sys.executable, "-c", TOOL_CALL_PROBE, "--home", str(tool.parent.parent), "tool-call",
                           "hi", "--args", "{}"], capture_output=True, text=True, timeout=120, cwd=str(REPO))
    lines = done.stdout.splitlines()
    assert json.loads(lines[0])["stdout"] == "hi", done.stderr
    assert json.loads(lines[-1]) == {"code": 0, "heavy": []}


def test_layer_rule_catches_an_upward_import():
    """The rule above is not vacuous: a store module importing the model is reported."""
    assert upward_imports("store/paths.py", {"scriptdeck.core.model.registry"}) == ["scriptdeck.core.model.registry"]
    assert upward_imports("model/lint.py", {"scriptdeck.core.store.paths"}) == []


def test_every_core_module_belongs_to_a_layer():
    for path in core_modules():
        relative = path.relative_to(CORE)
        assert len(relative.parts) == 2 or relative.name in ("__init__.py", "cli.py"), f"{relative} is loose in core/"
        if len(relative.parts) == 2:
            assert relative.parts[0] in LAYERS, f"{relative} is in an unknown package"


def test_nothing_imports_the_old_top_level_names():
    for folder in ("core", "gui", "tests", "bench"):
        for path in (REPO / folder).rglob("*.py"):
            for name in imported_modules(path):
                assert not name.startswith(('core.', 'gui.')), f'{path}: {name}'
                assert name not in ('core', 'gui'), f'{path}: {name}'


def test_importing_all_core_loads_no_widgets():
    code = ("import importlib, pkgutil, sys, scriptdeck.core as core\n"
            "for m in pkgutil.walk_packages(core.__path__, 'scriptdeck.core.'): importlib.import_module(m.name)\n"
            "bad = [n for n in sys.modules if n.startswith(('PySide6.QtWidgets', 'PySide6.QtGui', 'scriptdeck.gui'))]\n"
            "print(bad)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert done.stdout.strip() == "[]"


def test_host_client_is_light():
    code = ("import sys\nfrom scriptdeck.gui.launcher import main\nimport scriptdeck.core.host.client\n"
            "heavy = [n for n in sys.modules if n.startswith(('PySide6', 'jsonschema', 'scriptdeck.core.model'))]\n"
            "print(heavy)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert done.stdout.strip() == "[]"


GUI = REPO / "gui"
# top → bottom, as pyproject's import-linter contract; a tuple is a row of siblings that do not import each other
GUI_LAYERS: tuple[tuple[str, ...], ...] = (
    ("launcher",), ("app",), ("shell",), ("deck", "inspect", "run", "settings", "palette"), ("guard",), ("widgets",), ("services",),
)
# mirrors the contract's ignore_imports (none: every gui import goes downward)
GUI_IGNORED: set[tuple[str, str]] = set()


def gui_rank(part: str) -> int:
    return next(i for i, row in enumerate(GUI_LAYERS) if part in row)


def gui_part(relative: str) -> str:
    return relative.split("/")[0].removesuffix(".py")


def gui_bad_imports(relative: str, names: set[str]) -> list[str]:
    """Imports of a gui module that reach a higher layer or a sibling of its own row."""
    own = gui_part(relative)
    bad = []
    for name in names:
        if not name.startswith("scriptdeck.gui."):
            continue
        target = name.split(".")[2]
        ignored = any(relative == where and (name + ".").startswith(what + ".") for where, what in GUI_IGNORED)
        if target == own or ignored or not any(target in row for row in GUI_LAYERS):
            continue
        if gui_rank(target) <= gui_rank(own):
            bad.append(name)
    return sorted(bad)


def gui_modules() -> list[Path]:
    return sorted(p for p in GUI.rglob("*.py") if p.name != "__init__.py" or p.parent != GUI)


@pytest.mark.parametrize("path", gui_modules(), ids=lambda p: str(p.relative_to(GUI)))
def test_gui_module_imports_only_downward(path: Path):
    relative = str(path.relative_to(GUI))
    assert any(gui_part(relative) in row for row in GUI_LAYERS), f"{relative} is in no gui layer"
    assert gui_bad_imports(relative, imported_modules(path)) == [], f"{relative} imports a higher or sibling concern"


def test_gui_layer_rule_catches_upward_and_sibling_imports():
    assert gui_bad_imports("services/undo.py", {"scriptdeck.gui.widgets.common"}) == ["scriptdeck.gui.widgets.common"]
    assert gui_bad_imports("run/run_panel.py", {"scriptdeck.gui.inspect.details"}) == ["scriptdeck.gui.inspect.details"]
    assert gui_bad_imports("shell/main_window.py", {"scriptdeck.gui.run.run_panel"}) == []
