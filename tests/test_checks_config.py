"""The checks the README promises are wired up: ScriptDeck's own warnings fail tests, and mypy/import-linter see
the source tree under its installed names (docs/architecture.md, "Checks")."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TREE = REPO / ".ci" / "typecheck" / "scriptdeck"


@pytest.mark.parametrize("category", [UserWarning, RuntimeWarning, ResourceWarning, DeprecationWarning])
def test_a_warning_from_scriptdeck_is_an_error(category: type[Warning]):
    """pyproject's filterwarnings: any category raised from a scriptdeck module fails the test that triggers it."""
    with pytest.raises(category):
        warnings.warn_explicit("from ScriptDeck", category, "core/x.py", 1, module="scriptdeck.core.x")


def test_a_warning_from_a_library_stays_a_warning():
    with pytest.warns(UserWarning):
        warnings.warn_explicit("from a library", UserWarning, "lib.py", 1, module="somelib.x")


@pytest.mark.parametrize("name, target", [("core", "core"), ("gui", "gui"), ("__init__.py", "scriptdeck/__init__.py")])
def test_the_typecheck_tree_links_to_the_sources(name: str, target: str):
    """mypy (mypy_path) and lint-imports read the package through these links; a broken link checks nothing."""
    link = TREE / name
    assert link.is_symlink(), f"{link} is not a symlink"
    assert link.resolve() == (REPO / target).resolve(), f"{link} points at {link.resolve()}"


def test_mypy_is_pointed_at_the_tree():
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert 'mypy_path = ".ci/typecheck"' in text
