"""core/ stays Qt-free (QtCore only where allowed) and never imports gui/."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
QTCORE_ALLOWED = {"runner.py", "host_server.py", "run_sync.py", "run_service.py", "watcher.py"}


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


def test_core_never_imports_widgets_gui_or_gui_package():
    for path in sorted((REPO / "core").glob("*.py")):
        for name in imported_modules(path):
            assert not name.startswith("gui"), f"{path.name} imports {name}"
            assert "QtWidgets" not in name and "QtGui" not in name, f"{path.name} imports {name}"
            if name.startswith("PySide6"):
                assert path.name in QTCORE_ALLOWED, f"{path.name} imports {name}; only the runner/host may"


def test_importing_all_core_loads_no_widgets():
    code = ("import importlib, pkgutil, sys, core\n"
            "for m in pkgutil.iter_modules(core.__path__): importlib.import_module('core.' + m.name)\n"
            "bad = [n for n in sys.modules if n.startswith(('PySide6.QtWidgets', 'PySide6.QtGui', 'gui'))]\n"
            "print(bad)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert done.stdout.strip() == "[]"


def test_host_client_is_light():
    code = ("import sys\nfrom gui.launcher import main\nimport core.host_client\n"
            "heavy = [n for n in sys.modules if n.startswith(('PySide6', 'jsonschema', 'core.registry'))]\n"
            "print(heavy)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert done.stdout.strip() == "[]"
