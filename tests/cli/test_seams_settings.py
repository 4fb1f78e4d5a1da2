"""SPEC §24's small seams of settings and serving, through real processes: a ``context_budget`` that is not a whole
number above 0 is a settings error like any other (§19: exit 3 naming file, line and column; never silently
8000), ``mcp --page-size`` takes only a whole number above 0, and a page of ``tools/list`` ends exactly where the
list does and accepts only the cursors this server made.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import anyio
import mcp_types as types
import pytest
from mcp.shared.exceptions import MCPError

from tests.conftest import cli_json, needs_tokenizer, run_cli, write_script
from tests.mcp.test_mcp import connect

HANG = 60  # seconds; only bounds a hang


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    write_script(home / "scripts" / "mark.sh", "#!/bin/sh\n# Description: Says ran.\necho ran\n")
    return home


@pytest.mark.parametrize("value", ['"8000"', "-5", "0", "1e400", "true", "8000.0", "null"])
def test_a_context_budget_that_is_no_budget_is_a_settings_error(deck: Path, value: str):
    """Failed before: each of these was silently read as 8000 (``cost`` exit 0, the run went ahead)."""
    settings = deck / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(f'{{\n  "language": "en",\n  "context_budget": {value}\n}}\n')
    line = "line 3, column 21" if value == "1e400" else "line 3, column 3"  # 1e400: the number, as no float holds it
    done = run_cli("--home", str(deck), "cost")
    assert done.returncode == 3 and str(settings) in done.stderr and line in done.stderr, done.stderr
    assert "budget /" not in done.stdout
    code, answer = cli_json("--home", str(deck), "cost", "--json")
    assert code == 3 and str(settings) in answer["error"] and answer["fix"], answer
    code, answer = cli_json("--home", str(deck), "tool-call", "mark", "--args", "{}")
    assert code == 3 and str(settings) in answer["error"] and line in answer["error"], answer


@needs_tokenizer
def test_a_whole_budget_is_used(deck: Path):
    """The control: a whole number above 0 is the budget ``cost`` compares with."""
    (deck / "config").mkdir()
    (deck / "config" / "settings.json").write_text(json.dumps({"context_budget": 12345}))
    done = run_cli("--home", str(deck), "--lang", "en", "cost")
    assert done.returncode == 0 and "/ budget 12345" in done.stdout, done.stderr


@pytest.mark.parametrize("value", ["-1", "0", "1.5", "x", ""])
def test_mcp_page_size_must_be_a_whole_number_above_0(deck: Path, value: str):
    """Failed before: ``--page-size -1`` (and 0) was accepted and served everything; now a usage error, exit 2."""
    done = run_cli("--home", str(deck), "mcp", f"--page-size={value}", stdin="", timeout=HANG)
    assert done.returncode == 2 and "--page-size" in done.stderr and "Traceback" not in done.stderr, done.stderr


def _names(result: types.ListToolsResult) -> list[str]:
    return [tool.name for tool in result.tools]


def test_a_page_that_ends_with_the_list_has_no_next_cursor(deck: Path):
    """Pages of exactly the list's length, and of half of an even list: the last page says it is the last (a
    ``>`` for ``>=`` at the end check gave a cursor to an empty page). A cursor this server did not make (the
    right one with a character base64 would skip) is refused as invalid params, never served."""
    write_script(deck / "scripts" / "more.sh", "#!/bin/sh\n# Description: One more tool.\necho more\n")

    async def main() -> None:
        async with connect(deck) as whole:
            everything = _names(await whole.list_tools())
        if len(everything) % 2:  # an even count, so half of it ends exactly with the list too
            write_script(deck / "scripts" / "even.sh", "#!/bin/sh\n# Description: Makes it even.\necho even\n")
            async with connect(deck) as whole:
                everything = _names(await whole.list_tools())
        for size in (len(everything), len(everything) // 2):
            async with connect(deck, "--page-size", str(size)) as session:
                names, result = [], await session.list_tools()
                names += _names(result)
                pages = 1
                while result.next_cursor:
                    result = await session.list_tools(params=types.PaginatedRequestParams(cursor=result.next_cursor))
                    assert result.tools, "a page with no tools: the previous page should have been the last"
                    names += _names(result)
                    pages += 1
                assert names == everything and pages == len(everything) // size
        async with connect(deck, "--page-size", "1") as session:
            first = await session.list_tools()
            assert first.next_cursor
            for forged in ("*" + first.next_cursor, first.next_cursor + "\n", "not a cursor"):
                with pytest.raises(MCPError) as refused:
                    await session.list_tools(params=types.PaginatedRequestParams(cursor=forged))
                assert refused.value.error.code == -32602, refused.value
            second = await session.list_tools(params=types.PaginatedRequestParams(cursor=first.next_cursor))
            assert _names(second) == everything[1:2]

    anyio.run(main)


def test_list_says_a_broken_settings_file_drops_its_libraries(tmp_path: Path) -> None:
    """SPEC §19: nothing falls back to a default silently. ``list`` left the Raycast library a broken settings.json
    names out of the listing and said nothing; it now says which file, line and column, and why."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text('{"libraries":[{"dialect":"raycast","path":"/tmp"}],}')
    done = run_cli("--home", str(home), "list", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["ok"] is True
    # (the column is where the decoder stops: 52 on Python 3.11, 51 on 3.13, whose message names the comma)
    assert re.search(r"settings\.json cannot be used \(line 1, column 5[12]: ", done.stderr), done.stderr
    assert "libraries it names are not listed" in done.stderr
