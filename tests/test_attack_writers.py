"""Attacks on the writers of tool tests (SPEC §15 "nothing is written through a link that leaves the layer", §21):
a tools repository can ship ``.tests`` as a symbolic link to any folder of the user's (``~/.config/autostart``);
``scriptdeck new`` and ``scriptdeck test --update`` must not write there. Real processes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import cli_json, run_cli


@pytest.fixture
def deck(tmp_path: Path) -> tuple[Path, Path, Path]:
    home = tmp_path / "home"
    layer = home / "scripts" / "personas" / "default"
    layer.mkdir(parents=True)
    outside = tmp_path / "autostart"
    outside.mkdir()
    (layer / ".tests").symlink_to(outside)
    return home, layer, outside


def test_new_writes_no_starter_case_through_a_tests_link(deck: tuple[Path, Path, Path]):
    """Failed before: ``new`` wrote ``<outside>/hello.json`` through the link."""
    home, layer, outside = deck
    code, answer = cli_json("--home", str(home), "new", "hello", "--template", "bash", "--json")
    assert code == 0 and answer["ok"], answer
    assert (layer / "hello.sh").is_file()
    assert list(outside.iterdir()) == []


def test_update_writes_nothing_through_a_tests_link(deck: tuple[Path, Path, Path]):
    """Failed before: ``test --update`` rewrote the file in the folder the link leads to."""
    home, _, outside = deck
    code, answer = cli_json("--home", str(home), "new", "hello", "--template", "bash", "--json")
    assert code == 0, answer
    stale = json.dumps({"cases": [{"name": "a", "args": {"query": "x"}, "expect": {"stdout": "stale"}}]})
    (outside / "hello.json").write_text(stale)
    done = run_cli("--home", str(home), "test", "hello", "--update")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "leads outside its layer" in done.stderr, done.stderr
    assert (outside / "hello.json").read_text() == stale
