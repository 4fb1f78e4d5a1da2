"""``scriptdeck alias`` and ``scriptdeck favourite`` (issue 45) as separate processes: a mark made by one command is
seen by the next (``show --json``, ``list --json``, ``favourite`` without an id); refusals are clear and write
nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from scriptdeck.core.store.paths import Home

from tests.conftest import cli_json, run_cli, write_script

LOOKUP = "#!/bin/sh\n# Description: Looks up a word.\n# 显示名称： 查词\necho hi\n"
OTHER = "#!/bin/sh\n# Description: Says hello.\n# Display name: Greeter\necho hello\n"


@pytest.fixture
def deck(home: Home) -> Home:
    write_script(home.global_dir / "lookup.sh", LOOKUP)
    write_script(home.persona_dir / "greet.sh", OTHER)
    return home


def test_the_command_line_marks_a_tool_and_a_new_process_sees_it(deck):
    where = ("--home", str(deck.root))
    done = run_cli("alias", "lookup", "lk", *where, "--lang", "en")
    assert done.returncode == 0 and "lk" in done.stdout
    assert run_cli("favourite", "lookup", *where).returncode == 0
    code, shown = cli_json("show", "lookup", "--json", *where)
    assert (code, shown["favourite"], shown["aliases"]) == (0, True, ["lk"])
    code, listed = cli_json("list", "--json", *where)
    entry = next(e for e in listed["registered"] if e["id"] == "lookup")
    assert entry["favourite"] is True and entry["aliases"] == ["lk"]
    assert "favourite" not in next(e for e in listed["registered"] if e["id"] == "greet")
    code, favourites = cli_json("favourite", "--json", *where)
    assert [f["id"] for f in favourites["favourites"]] == ["lookup"]
    # a second tool with the same alias: kept, and said at once on stderr in the user's language
    done = run_cli("alias", "greet", "LK", *where, "--lang", "zh_CN")
    assert done.returncode == 0 and "lookup" in done.stderr and "警告" in done.stderr
    done = run_cli("alias", "lookup", "lk", "--remove", *where)
    assert done.returncode == 0
    done = run_cli("favourite", "lookup", "--remove", *where)
    assert done.returncode == 0
    code, shown = cli_json("show", "lookup", "--json", *where)
    assert (shown["favourite"], shown["aliases"]) == (False, [])


def test_the_command_line_refuses_clearly(deck):
    where = ("--home", str(deck.root))
    done = run_cli("alias", "lookup", "a b", *where, "--lang", "zh_CN")
    assert done.returncode == 2 and "Traceback" not in done.stderr and "别名" in done.stderr
    done = run_cli("favourite", "convert_units", *where, "--lang", "en")
    assert done.returncode == 3 and "register a copy" in done.stderr
    done = run_cli("alias", "nope", *where)
    assert done.returncode == 3 and "nope" in done.stderr
    assert not Path(deck.global_dir / "index.json").exists()


def test_alias_without_an_id_lists_every_tools_aliases(deck):
    """As ``favourite`` without an id lists the favourites (the README's line; a new user tried it)."""
    where = ("--home", str(deck.root))
    done = run_cli("alias", *where, "--lang", "zh_CN")
    assert done.returncode == 0 and "还没有工具有别名" in done.stdout, done.stderr
    assert run_cli("alias", "lookup", "lk", *where).returncode == 0
    assert run_cli("alias", "greet", "hi", *where).returncode == 0
    code, listed = cli_json("alias", "--json", *where)
    assert (code, listed["aliases"]) == (0, {"greet": ["hi"], "lookup": ["lk"]})
