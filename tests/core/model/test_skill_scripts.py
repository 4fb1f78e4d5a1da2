"""SPEC §28: a script in a skill's ``scripts/`` with a Miyu or pi header is linted as a tool too, in the UI
language; a script without one, a link and a FIFO are not read as tools; the skill's own verdict is unchanged."""

from __future__ import annotations

import os
from pathlib import Path

from scriptdeck.core.model import skills

from tests.conftest import write_script

SKILL_MD = "---\nname: convert-units\ndescription: Converts units. Use when the user asks for a unit conversion.\n---\nRun scripts/convert.py.\n"


def skill_with(tmp_path: Path, scripts: dict[str, str]) -> Path:
    folder = tmp_path / "convert-units"
    (folder / "scripts").mkdir(parents=True)
    (folder / "SKILL.md").write_text(SKILL_MD, encoding="utf-8")
    for name, text in scripts.items():
        write_script(folder / "scripts" / name, text)
    return folder


def codes(folder: Path) -> list[str]:
    return sorted(f.code for f in skills.read_linted(folder).warnings if f.code.startswith("script-"))


def test_a_miyu_script_is_linted_as_a_tool_in_both_languages(tmp_path: Path) -> None:
    folder = skill_with(tmp_path, {"convert.py": "#!/usr/bin/env python3\n# Description: Convert a length.\n"
                                                 "# Parameters: {\"type\": \"object\"\n"})
    skill = skills.read_linted(folder)
    found = [f for f in skill.warnings if f.code.startswith("script-")]
    assert {f.code for f in found} >= {"script-no-zh-name"}, [f.code for f in found]
    zh = next(f for f in found if f.code == "script-no-zh-name")
    assert zh.text("en").startswith("scripts/convert.py: ") and zh.text("en") != zh.text("zh_CN")
    assert "scripts/convert.py: " in zh.text("zh_CN") and any("\u4e00" <= ch <= "\u9fff" for ch in zh.text("zh_CN"))
    assert skill.valid, "lint of a script never changes the skill's own verdict (skills-ref's)"


def test_a_pi_style_script_is_linted_too(tmp_path: Path) -> None:
    """pi's keys (Description, Timeout) are Miyu's too: the script is read as Miyu reads it (docs/decisions.md)."""
    folder = skill_with(tmp_path, {"fetch.sh": "#!/bin/bash\n# Description: Fetch a page\n# Timeout: soon\n"})
    assert "script-timeout-invalid" in codes(folder), codes(folder)


def test_scripts_without_a_header_links_and_fifos_are_not_tools(tmp_path: Path) -> None:
    folder = skill_with(tmp_path, {"plain.sh": "#!/bin/sh\necho hi\n"})
    outside = write_script(tmp_path / "outside.py", "#!/usr/bin/env python3\n# Description: Not in the skill.\n")
    os.symlink(outside, folder / "scripts" / "linked.py")
    os.mkfifo(folder / "scripts" / "pipe.py")
    assert codes(folder) == []  # the FIFO is never opened (this would block), the link never followed


def test_skills_lint_and_list_report_the_scripts_findings(tmp_path: Path) -> None:
    from tests.conftest import cli_json

    folder = skill_with(tmp_path, {"convert.py": "#!/usr/bin/env python3\n# Description: Convert a length.\n"})
    code, answer = cli_json("skills", "lint", str(folder), "--json", "--home", str(tmp_path / "home"))
    assert code == 0 and answer["valid"], answer
    assert any(w["code"] == "script-no-zh-name" and w["message"].startswith("scripts/convert.py: ")
               for w in answer["warnings"]), answer
