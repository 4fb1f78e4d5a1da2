"""SPEC §31 through real processes: ``# Confirm:`` fails safe and says which line; Miyu's ``read-only`` is read as
read-only and any other Permission is linted; the built-in examples and templates declare what they are;
``convert`` says when it made the copy runnable by its owner; ``cost`` that cannot count exits 3.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import anyio
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects.header import parse_miyu

from tests.conftest import REPO, cli_json, write_script
from tests.mcp.test_mcp import connect


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


def _findings(deck: Path, tool_id: str) -> dict[str, list[str]]:
    code, answer = cli_json("--home", str(deck), "lint", tool_id, "--json")
    out: dict[str, list[str]] = {}
    for item in answer["files"]:
        for finding in item["findings"]:
            out.setdefault(finding["code"], []).append(finding["message"])
    return out


# -- # Confirm: fails safe (SPEC §31) ---------------------------------------------------------------------------

#: file -> (header lines, asks, the line lint names or None)
CONFIRMS = {
    "one": ("# Confirm: 1", True, "line 3: Confirm: 1"),
    "ja": ("# confirm: y", True, "line 3: confirm: y"),
    "required": ("# Confirm: required", True, "line 3: Confirm: required"),
    "dotted": ("# CONFIRM: yes.", True, "line 3: CONFIRM: yes."),
    "flip": ("# Confirm: yes\n# Confirm: no", True, "line 4: Confirm: no"),
    "flop": ("# Confirm: no\n# 需要确认：是", True, "line 4: 需要确认: 是"),
    "zh_bad": ("# 需要确认：需要", True, "line 3: 需要确认: 需要"),
    "twice": ("# Confirm: yes\n# confirm: TRUE", True, None),
    "upper": ("# Confirm: YES", True, None),
    "zh_yes": ("# 需要确认：是", True, None),
    "plain_no": ("# Confirm: False", False, None),
    "zh_no": ("# 需要确认：否", False, None),
}


def test_a_confirm_that_is_not_yes_or_no_asks_and_lint_names_the_line(deck: Path):
    """Failed before: ``1``, ``y``, ``required``, ``yes.`` and ``yes`` then ``no`` gave ``"confirm": false`` with no
    lint, so a tool whose author meant "ask" ran without asking."""
    for name, (lines, _, _) in CONFIRMS.items():
        write_script(deck / "scripts" / f"{name}.sh", f"#!/bin/sh\n# Description: Deletes {name}.\n{lines}\necho x\n")
    for name, (_, asks, line) in CONFIRMS.items():
        code, shown = cli_json("--home", str(deck), "show", name, "--json")
        assert code == 0 and shown["confirm"] is asks, (name, shown.get("confirm"))
        found = _findings(deck, name).get("confirm-invalid", [])
        if line is None:
            assert found == [], (name, found)
        else:
            assert len(found) == 1 and line in found[0], (name, found)

    async def main() -> None:
        async with connect(deck) as session:
            listed = {tool.name: tool for tool in (await session.list_tools()).tools}
            for name, (_, asks, _) in CONFIRMS.items():
                assert listed[name].annotations.destructive_hint is True or not asks, name

    anyio.run(main)


@pytest.mark.parametrize("value", ["false", "true", 0, 1, [], {}, "no"])
def test_an_index_confirm_that_is_not_a_boolean_changes_nothing_and_is_linted(deck: Path, value: object):
    """Failed before: ``"confirm": "false"`` (or ``0``, ``[]``) was ignored without a word."""
    for name, line in (("asks", "# Confirm: yes\n"), ("calm", "")):
        write_script(deck / "scripts" / f"{name}.sh", f"#!/bin/sh\n# Description: Tool {name}.\n{line}echo x\n")
    (deck / "scripts" / "index.json").write_text(json.dumps({"scripts": [
        {"id": "asks", "path": "asks.sh", "confirm": value}, {"id": "calm", "path": "calm.sh", "confirm": value}]}))
    for name, asks in (("asks", True), ("calm", False)):
        code, shown = cli_json("--home", str(deck), "show", name, "--json")
        assert shown["confirm"] is asks and shown["sources"]["confirm"] != "index", (name, shown)
        found = _findings(deck, name).get("confirm-invalid", [])
        assert len(found) == 1 and json.dumps(value) in found[0] and "index.json" in found[0], (name, found)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r\x0b\x0c"
                                                 "\x1c\x1d\x1e\x85\u2028\u2029"), max_size=12), min_size=1, max_size=3))
def test_confirm_never_turns_off_by_accident(values: list[str]):
    """Whatever the lines say, a tool stops asking only when every Confirm line says no (no, false, 否)."""
    text = "#!/bin/sh\n# Description: x.\n" + "".join(f"# Confirm: {v}\n" for v in values) + "echo\n"
    header = parse_miyu(text.encode("utf-8"))
    said = [v.strip().lower() for v in values if v.strip()]
    if not said:
        assert header.confirm is None and header.confirm_invalid is None
    elif all(v in ("no", "false", "否") for v in said):
        assert header.confirm is False and header.confirm_invalid is None
    elif all(v in ("yes", "true", "是") for v in said):
        assert header.confirm is True and header.confirm_invalid is None
    else:
        assert header.confirm is True and header.confirm_invalid is not None


# -- Permission: Miyu's spelling, and nothing else silently (SPEC §3, §31) --------------------------------------

def test_miyus_read_only_is_read_only_and_any_other_permission_is_linted(deck: Path):
    """Failed before: ``# Permission: read-only`` (Miyu's own spelling) was served as writes (destructive); in
    index.json it and ``"sometimes"`` were kept as written, with neither hint and no lint."""
    tools = {"dash": "# Permission: read-only", "zh": "# 权限：只读", "camel": "# Permission: ReadOnly",
             "odd": "# Permission: sometimes", "idx": "# Permission: writes", "idx_bad": "# Permission: read_only"}
    for name, line in tools.items():
        write_script(deck / "scripts" / f"{name}.sh", f"#!/bin/sh\n# Description: Tool {name}.\n{line}\necho x\n")
    (deck / "scripts" / "index.json").write_text(json.dumps({"scripts": [
        {"id": "idx", "path": "idx.sh", "permission": "read-only"},
        {"id": "idx_bad", "path": "idx_bad.sh", "permission": "sometimes"}]}))
    expected = {"dash": ("read_only", "header"), "zh": ("read_only", "header"), "camel": ("read_only", "header"),
                "odd": ("writes", "default"), "idx": ("read_only", "index"), "idx_bad": ("read_only", "header")}
    for name, (permission, source) in expected.items():
        code, shown = cli_json("--home", str(deck), "show", name, "--json")
        assert (shown["permission"], shown["sources"]["permission"]) == (permission, source), (name, shown)
    odd = _findings(deck, "odd").get("permission-invalid", [])
    assert len(odd) == 1 and "line 3: Permission: sometimes" in odd[0], odd
    bad = _findings(deck, "idx_bad").get("permission-invalid", [])
    assert len(bad) == 1 and '"sometimes"' in bad[0] and "index.json" in bad[0], bad
    for name in ("dash", "zh", "camel", "idx"):
        assert "permission-invalid" not in _findings(deck, name), name

    async def main() -> None:
        async with connect(deck) as session:
            listed = {tool.name: tool.annotations for tool in (await session.list_tools()).tools}
            for name in ("dash", "zh", "camel", "idx", "idx_bad"):
                assert (listed[name].read_only_hint, listed[name].destructive_hint) == (True, False), name
            assert (listed["odd"].read_only_hint, listed["odd"].destructive_hint) == (False, True)

    anyio.run(main)


# -- the built-in examples and the templates say what they are (SPEC §31) ---------------------------------------

def test_builtin_examples_are_served_read_only(deck: Path):
    """Failed before: the unit converter, the colour swatch and file peek had no Permission line, so clients that
    honour annotations asked before every unit conversion."""
    async def main() -> None:
        async with connect(deck) as session:
            listed = {tool.name: tool.annotations for tool in (await session.list_tools()).tools}
            for name in ("convert_units", "color_swatch", "peek_file", "host_status"):
                assert (listed[name].read_only_hint, listed[name].destructive_hint) == (True, False), name

    anyio.run(main)


@pytest.mark.parametrize("template", ["bash", "python", "node"])
def test_new_tools_from_a_template_declare_their_permission(deck: Path, template: str):
    code, made = cli_json("--home", str(deck), "new", f"made_{template}", "--template", template,
                          "--description", "Echo a query.", "--json")
    assert code == 0, made
    header = parse_miyu(Path(made["path"]).read_bytes())
    assert header.permission == "read_only" and header.permission_invalid is None, made


def test_every_builtin_and_template_file_has_a_permission_line():
    root = REPO / "resources"
    for path in [*sorted((root / "builtin").iterdir()), *sorted((root / "templates").iterdir())]:
        if path.name == "pi.sh":  # pi's header has no Permission key (pi would show the line to nobody)
            continue
        header = parse_miyu(path.read_bytes())
        assert header.permission is not None and header.permission_invalid is None, path


# -- convert: the owner's execute bit, said out loud (SPEC §24, decided 2026-12-06) ------------------------------

@pytest.mark.parametrize(("before", "after"), [(0o664, 0o764), (0o640, 0o740), (0o750, 0o750), (0o700, 0o700)])
def test_convert_keeps_the_mode_and_says_when_it_adds_the_owners_exec_bit(deck: Path, tmp_path: Path,
                                                                           before: int, after: int):
    """Failed before: 0664 became 0764 without a word in the answer; now the answer names the mode and whether the
    owner's execute bit was added (a tool is a program its owner runs); group and other bits are kept."""
    folder = tmp_path / "raycast"
    folder.mkdir()
    script = folder / "hello.sh"
    script.write_text("#!/bin/bash\n# @raycast.schemaVersion 1\n# @raycast.title Hello\n# @raycast.mode silent\n"
                      "echo hi\n")
    os.chmod(script, before)
    code, answer = cli_json("--home", str(deck), "--library", f"raycast:{folder}", "convert", "hello")
    assert code == 0 and answer["ok"], answer
    assert stat.S_IMODE(Path(answer["path"]).stat().st_mode) == after
    assert answer["mode"] == f"{after:04o}" and answer["owner_exec_added"] is (before != after), answer
