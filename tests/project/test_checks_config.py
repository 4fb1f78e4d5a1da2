"""The checks the README promises are wired up: ScriptDeck's own warnings fail tests, and mypy/import-linter see
the source tree under its installed names (docs/architecture.md, "Checks")."""

from __future__ import annotations

import warnings

import pytest

from tests.conftest import REPO

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


def test_exit_codes_are_defined_in_one_place():
    """core/contract/exit_codes.py is the only module that assigns EXIT_* constants; the rest import them."""
    import re

    assign = re.compile(r"^\s*(EXIT_[A-Z_]+\s*(,\s*EXIT_[A-Z_]+\s*)*)=", re.MULTILINE)
    owners = sorted(str(p.relative_to(REPO)) for folder in ("core", "gui") for p in (REPO / folder).rglob("*.py")
                    if assign.search(p.read_text(encoding="utf-8")))
    assert owners == ["core/contract/exit_codes.py"]


def test_tool_call_exit_codes_follow_the_contract():
    from scriptdeck.core.contract import exit_codes
    from scriptdeck.core.run.run_sync import exit_code_for
    from scriptdeck.core.run.runplan import RunResult

    def result(exit_code: int | None, timed_out: bool = False) -> RunResult:
        return RunResult(success=exit_code == 0, exit_code=exit_code, stdout="", stderr="", timed_out=timed_out)

    assert exit_code_for(result(exit_code=0)) == exit_codes.EXIT_OK
    assert exit_code_for(result(exit_code=7)) == exit_codes.EXIT_TOOL_FAILED
    assert exit_code_for(result(exit_code=None)) == exit_codes.EXIT_KILLED
    assert exit_code_for(result(exit_code=None, timed_out=True)) == exit_codes.EXIT_TIMEOUT


def test_every_package_is_in_the_wheel():
    """pyproject.toml lists the packages by hand (the folders install under ``scriptdeck``): a new subpackage that is
    missing there imports from a checkout but not from the wheel (gui.shell.actions was, once)."""
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    packages = sorted("scriptdeck." + str(init.parent.relative_to(REPO)).replace("/", ".")
                      for top in ("core", "gui") for init in (REPO / top).rglob("__init__.py"))
    assert [name for name in packages if f'"{name}"' not in text] == []
