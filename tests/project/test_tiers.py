"""The inner loop (issue 42): ``pytest tests/core`` needs no Qt. Run here with PySide6 made unimportable (a package
of that name first on the path that refuses to load, as an environment without PySide6 answers), it passes whole,
and no test module under tests/core names Qt or the window."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, TESTS

CORE_TESTS = TESTS / "core"


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_core_test_imports_qt_or_the_window() -> None:
    found = sorted(f"{p.relative_to(TESTS)}: {name}" for p in CORE_TESTS.rglob("*.py") for name in _imports(p)
                   if name.split(".")[0] == "PySide6" or name.startswith(("scriptdeck.gui", "pytestqt")))
    assert found == []
    assert len(list(CORE_TESTS.rglob("test_*.py"))) >= 30  # the tier is the core's tests, not an empty folder


def test_core_tests_sit_in_their_layers_folder() -> None:
    from tests.project.test_architecture import LAYERS

    loose = [str(p.relative_to(CORE_TESTS)) for p in CORE_TESTS.rglob("test_*.py")
             if len(p.relative_to(CORE_TESTS).parts) != 2 or p.parent.name not in LAYERS]
    assert loose == []


@pytest.mark.slow
def test_the_core_tier_passes_with_pyside6_absent(tmp_path: Path) -> None:
    blocker = tmp_path / "blocked" / "PySide6"
    blocker.mkdir(parents=True)
    (blocker / "__init__.py").write_text(
        'raise ModuleNotFoundError("PySide6 is absent for this run", name="PySide6")\n', encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(blocker.parent), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2",
                           str(CORE_TESTS)], cwd=REPO, env=env, capture_output=True, text=True, timeout=900)
    tail = done.stdout[-3000:] + done.stderr[-2000:]
    assert done.returncode == 0, tail
    summary = done.stdout.strip().splitlines()[-1]
    assert " passed" in summary and "failed" not in summary and "error" not in summary, tail
