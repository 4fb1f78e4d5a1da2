"""Tool names clients accept (SPEC §19), pi's own text for a failed pi run (SPEC §20) and ``tools/list`` pages.

The mangling is a pure function, tried with hypothesis (always fits the pattern, stable, unique across a set);
then a real ``scriptdeck mcp`` serves pi tools whose ids no client would accept and is called by both names.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.contract.toolnames import NAME_PATTERN, fits, mangle, mcp_name, mcp_names, name_collisions
from scriptdeck.core.mcp.tools import page

from tests.conftest import REPO, write_script
from tests.mcp.test_mcp import connect, text_of

ids = st.text(min_size=1, max_size=120)


def test_ids_that_fit_are_served_as_themselves():
    for tool_id in ("greet_sh", "a", "A-b_9", "x" * 64):
        assert mcp_name(tool_id) == tool_id


@pytest.mark.parametrize(("tool_id", "stem"), [
    ("my tool_sh", "my_tool_sh_"),
    ("foo.bar_sh", "foo_bar_sh_"),
    ("café_sh", "cafe_sh_"),
    ("天气_sh", "_sh_"),
    ("x" * 65, "x" * 55 + "_"),
])
def test_ids_that_do_not_fit_are_mangled_as_the_spec_says(tool_id: str, stem: str):
    name = mcp_name(tool_id)
    assert name.startswith(stem) and len(name) == len(stem) + 8, name
    assert NAME_PATTERN.fullmatch(name)


@given(ids)
@settings(max_examples=300)
def test_every_name_fits_and_is_stable(tool_id: str):
    name = mcp_name(tool_id)
    assert NAME_PATTERN.fullmatch(name), name
    assert mcp_name(tool_id) == name, "the same id gets the same name on every call"
    if not fits(tool_id):
        assert name == mangle(tool_id) and name != tool_id


@given(st.sets(ids, max_size=40))
@settings(max_examples=200)
def test_names_are_unique_across_a_set(tool_ids: set[str]):
    names = mcp_names(tool_ids)
    left_out = name_collisions(tool_ids)
    assert set(names) | set(left_out) == tool_ids and not set(names) & set(left_out)
    assert len(set(names.values())) == len(names), names
    assert all(NAME_PATTERN.fullmatch(name) for name in names.values())
    assert all(names[tool_id] == mcp_name(tool_id) for tool_id in names), "a name depends on its own id alone"
    assert mcp_names(sorted(tool_ids, reverse=True)) == names, "the order the ids come in does not matter"


def test_an_id_that_is_another_ids_mangled_name_is_the_one_left_out():
    """SPEC §24: the mangled tool keeps its name; the tool whose real id it is is not served (lint names it)."""
    taken = mangle("my tool_sh")
    names = mcp_names(["my tool_sh", taken])
    assert names == {"my tool_sh": taken}
    assert name_collisions(["my tool_sh", taken]) == {taken: "my tool_sh"}
    assert mcp_names(["my tool_sh"]) == names, "adding the other tool moved no name"


# -- pages ----------------------------------------------------------------------------------------------------


def test_pages_cover_the_list_once_in_order():
    tools = [{"name": f"t{n:04d}"} for n in range(2500)]
    seen: list[str] = []
    cursor = None
    while True:
        items, cursor = page(tools, cursor, 1000)
        seen += [t["name"] for t in items]
        if cursor is None:
            break
    assert seen == [t["name"] for t in tools]
    assert page(tools, None, 0) == (tools, None), "no page size: everything at once"


def test_a_page_stays_right_when_tools_come_and_go():
    tools = [{"name": name} for name in ("a", "b", "c", "d")]
    first, cursor = page(tools, None, 2)
    assert [t["name"] for t in first] == ["a", "b"]
    changed = [{"name": name} for name in ("a", "c", "d", "e")]  # b went away, e came
    rest, cursor = page(changed, cursor, 2)
    assert [t["name"] for t in rest] == ["c", "d"] and cursor is not None


def test_a_list_of_exactly_whole_pages_ends_on_its_last_full_page():
    """2000 tools in pages of 1000: two pages, the second without a nextCursor (never a third, empty page)."""
    tools = [{"name": f"t{n:04d}"} for n in range(2000)]
    first, cursor = page(tools, None, 1000)
    assert len(first) == 1000 and cursor is not None
    second, cursor = page(tools, cursor, 1000)
    assert [t["name"] for t in second] == [t["name"] for t in tools[1000:]] and cursor is None
    assert page(tools[:1000], None, 1000) == (tools[:1000], None), "one full page: no cursor at all"


# "YR==" and "YQ==\\n" decode to what the server's "YQ==" does (base64 ignores spare bits and a newline), "fn5+" to
# the "~~~" of "fn5-": only the cursor the server wrote is accepted, not another spelling of the same name
@pytest.mark.parametrize("cursor", ["not base64!", 5, "YQ", "_w==", "YR==", "YQ==\n", "fn5+"])
def test_a_cursor_this_server_did_not_make_is_refused(cursor: Any):
    with pytest.raises(ValueError):
        page([{"name": "a"}], cursor, 1)


# -- over MCP -------------------------------------------------------------------------------------------------


@pytest.fixture
def pi_home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    write_script(home / "scripts" / "plain.sh", "#!/bin/sh\n# Description: Plain.\necho plain\n")
    pi = Path(os.environ["HOME"]) / ".pi" / "agent" / "scripts"
    for stem in ("my tool", "foo.bar", "café", "l" * 70):
        write_script(pi / f"{stem}.sh", f"#!/bin/bash\n# Description: {stem}.\necho \"ran {stem} $1\"\n")
    write_script(pi / "fail.sh", "#!/bin/bash\n# Description: Fails.\necho out\necho err >&2\nexit 3\n")
    write_script(pi / "quiet.sh", "#!/bin/bash\n# Description: Fails with stdout only.\necho only out\nexit 4\n")
    return home


@pytest.mark.slow
def test_every_listed_name_fits_and_both_names_call_the_tool(pi_home: Path):
    async def main() -> None:
        async with connect(pi_home) as session:
            listed = (await session.list_tools()).tools
            for tool in listed:
                assert NAME_PATTERN.fullmatch(tool.name), tool.name
            by_id = {tool.meta["id"]: tool for tool in listed if tool.meta}
            for stem in ("my tool", "foo.bar", "café", "l" * 70):
                tool_id = f"{stem}_sh"
                tool = by_id[tool_id]
                assert tool.name == mcp_name(tool_id) != tool_id
                for name in (tool.name, tool_id):
                    result = await session.call_tool(name, {"args": "x"})
                    assert text_of(result) == f"ran {stem} x\n", (name, result)
            assert by_id["plain"].name == "plain"

    anyio.run(main)


PI_ORACLE = REPO.parent / "shared" / "compat" / "pi" / "expected_runs.json"


@pytest.mark.slow
def test_a_failed_pi_run_answers_pis_own_text(pi_home: Path):
    async def main() -> None:
        async with connect(pi_home) as session:
            failed = await session.call_tool("fail_sh", {})
            assert failed.is_error is True
            assert text_of(failed) == "Script exited with code 3.\nerr\n", "stderr when there is any"
            quiet = await session.call_tool("quiet_sh", {})
            assert text_of(quiet) == "Script exited with code 4.\nonly out\n", "else stdout"

    anyio.run(main)
    if PI_ORACLE.is_file():  # pi's own answer for the same script (the fixture's fail.sh: err on stderr, exit 3)
        oracle = [run for run in json.loads(PI_ORACLE.read_text()) if run["tool"] == "fail_sh"]
        assert oracle[0]["text"] == "Script exited with code 3.\nerr\n"


@pytest.mark.slow
def test_the_list_pages_with_a_page_size(pi_home: Path):
    async def main() -> None:
        async with connect(pi_home) as whole:
            everything = [tool.name for tool in (await whole.list_tools()).tools]
        async with connect(pi_home, "--page-size", "2") as session:
            names: list[str] = []
            result = await session.list_tools()
            pages = 1
            names += [tool.name for tool in result.tools]
            while result.next_cursor:
                result = await session.list_tools(params=types.PaginatedRequestParams(cursor=result.next_cursor))
                names += [tool.name for tool in result.tools]
                pages += 1
            assert names == everything and pages == (len(everything) + 1) // 2

    anyio.run(main)


@pytest.mark.slow
def test_a_file_name_that_is_not_utf8_is_served_and_takes_nothing_down(tmp_path: Path):
    """SPEC §15/§24: a file name is bytes; its tool is listed with U+FFFD in ``_meta.path`` (a lone surrogate
    there once failed the SDK's serialization and took the server down with every other tool)."""
    home = tmp_path / "home"
    scripts = home / "scripts"
    write_script(scripts / "good.sh", "#!/bin/sh\n# Description: The good one.\necho good\n")
    bad = os.fsencode(scripts) + b"/ab\xffc.sh"
    with open(bad, "wb") as handle:
        handle.write(b"#!/bin/sh\n# Description: A tool whose file name is not UTF-8.\necho bad\n")
    os.chmod(bad, 0o755)

    async def main() -> None:
        async with connect(home) as session:
            listed = {tool.meta["id"]: tool for tool in (await session.list_tools()).tools if tool.meta}
            assert {"good", "ab_c"} <= set(listed), sorted(listed)
            assert listed["ab_c"].meta is not None
            assert listed["ab_c"].meta["path"].endswith("/ab\ufffdc.sh")
            assert text_of(await session.call_tool("good", {})).strip() == "good"

    anyio.run(main)
