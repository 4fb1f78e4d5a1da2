"""Agent Skills beside the tools (SPEC §28): discovery in the store and every client's folders, enable and disable
by symlink, adopt, add, new, remove; hostile skill folders give findings, never a crash or a write elsewhere."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects.skill_md import read_skill
from scriptdeck.core.model import skills

from tests.conftest import TESTS, run_cli

VALID = "---\nname: {name}\ndescription: Does a thing. Use when asked.\nmetadata:\n  显示名称: 工具\n---\n# {name}\n"


def _skill(root: Path, name: str, text: str | None = None) -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(text if text is not None else VALID.format(name=name), encoding="utf-8")
    return folder


def _list(home: Path, *extra: str) -> list[dict]:
    done = run_cli("--home", str(home), "skills", "list", "--json", *extra)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["skills"]


def test_store_skill_enabled_per_client_is_a_link_into_the_store(tmp_path) -> None:
    home = tmp_path / "home"
    _skill(home / "skills", "pdf-tools")
    done = run_cli("--home", str(home), "skills", "enable", "pdf-tools", "--for", "claude,codex")
    assert done.returncode == 0, done.stderr
    user = Path(os.environ["HOME"])
    link = user / ".claude" / "skills" / "pdf-tools"
    assert link.is_symlink() and link.resolve() == (home / "skills" / "pdf-tools").resolve()
    assert (user / ".agents" / "skills" / "pdf-tools").is_symlink()
    [entry] = _list(home)
    assert entry["source"] == "store" and entry["managed"] and entry["valid"]
    assert entry["enabled_for"] == ["claude", "codex"]
    assert set(entry) >= {"name", "description", "path", "source", "managed", "valid", "errors", "warnings",
                          "enabled_for", "tokens", "scripts"}
    assert entry["tokens"]["listing"] > 0
    assert run_cli("--home", str(home), "skills", "disable", "pdf-tools", "--for", "claude").returncode == 0
    assert not os.path.lexists(link)
    assert _list(home)[0]["enabled_for"] == ["codex"]


def test_a_clients_own_folder_is_never_changed_until_adopted_and_adopt_undoes(tmp_path) -> None:
    home = tmp_path / "home"
    user = Path(os.environ["HOME"])
    own = _skill(user / ".claude" / "skills", "mine")
    (own / "references").mkdir()
    (own / "references" / "a.md").write_text("ref", encoding="utf-8")
    [entry] = _list(home)
    assert entry["source"] == "claude" and entry["managed"] is False
    _skill(home / "skills", "mine-too")
    # a real folder of that name is the client's: disable refuses to touch it
    done = run_cli("--home", str(home), "skills", "disable", "mine", "--for", "claude")
    assert done.returncode == 2 and own.is_dir() and not own.is_symlink()
    done = run_cli("--home", str(home), "skills", "adopt", "mine", "--from", "claude")
    assert done.returncode == 0, done.stderr
    assert own.is_symlink() and (home / "skills" / "mine" / "references" / "a.md").read_text() == "ref"
    names = {e["name"]: e for e in _list(home)}
    assert names["mine"]["source"] == "store" and names["mine"]["enabled_for"] == ["claude"]
    from scriptdeck.core.store.paths import Home

    skills.unadopt(Home(home, forced=True), "mine", "claude")
    assert own.is_dir() and not own.is_symlink() and (own / "references" / "a.md").read_text() == "ref"
    assert not (home / "skills" / "mine").exists()


def test_enabling_twice_keeps_the_link_and_says_nothing_to_do(tmp_path) -> None:
    home = tmp_path / "home"
    _skill(home / "skills", "pdf-tools")
    assert run_cli("--home", str(home), "skills", "enable", "pdf-tools", "--for", "claude").returncode == 0
    link = Path(os.environ["HOME"]) / ".claude" / "skills" / "pdf-tools"
    before = os.lstat(link)
    done = run_cli("--home", str(home), "skills", "enable", "pdf-tools", "--for", "claude")
    assert done.returncode == 0, done.stderr
    assert "Nothing to do" in done.stdout
    after = os.lstat(link)
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns), "the link was not remade"
    assert _list(home)[0]["enabled_for"] == ["claude"]


def test_a_link_into_a_sibling_of_the_store_is_the_clients_own_and_never_removed(tmp_path) -> None:
    """``<home>/skills-old/x`` starts with the store's path ``<home>/skills`` but is not in it: a client's link there
    is the client's own, so ``disable`` refuses it and ``list`` shows it as the client's."""
    home = tmp_path / "home"
    _skill(home / "skills", "notes")
    old = _skill(home / "skills-old", "notes")
    folder = Path(os.environ["HOME"]) / ".claude" / "skills"
    folder.mkdir(parents=True)
    os.symlink(old, folder / "notes")
    by_source = {e["source"]: e for e in _list(home)}
    assert by_source["store"]["enabled_for"] == []
    assert by_source["claude"]["managed"] is False
    done = run_cli("--home", str(home), "skills", "disable", "notes", "--for", "claude")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert (folder / "notes").is_symlink() and os.readlink(folder / "notes") == str(old)


def test_hidden_folders_left_by_an_interrupted_change_are_not_skills(tmp_path) -> None:
    """``.NAME.adopting``, ``.NAME.adding``, ``.NAME.adopted-…`` are a change's own work folders (and a client's
    dot folders are not skills either): never listed, so never enabled, removed or counted."""
    home = tmp_path / "home"
    _skill(home / "skills", "kept")
    _skill(home / "skills", ".kept.adding")
    _skill(home / "skills", ".other.adopting")
    _skill(Path(os.environ["HOME"]) / ".claude" / "skills", ".mine.adopted-1700000000")
    assert [e["name"] for e in _list(home)] == ["kept"]


def test_remove_unlinks_everywhere_and_restore_brings_both_back(tmp_path) -> None:
    from scriptdeck.core.store.paths import Home

    home = Home(tmp_path / "home", forced=True)
    _skill(skills.store_dir(home), "gone")
    skills.enable(home, "gone", ["claude", "gemini"])
    stored = skills.remove(home, "gone")
    user = Path(os.environ["HOME"])
    assert not os.path.lexists(user / ".claude" / "skills" / "gone")
    assert not (skills.store_dir(home) / "gone").exists()
    skills.restore(home, stored)
    assert (user / ".gemini" / "skills" / "gone").is_symlink()
    assert read_skill(skills.store_dir(home) / "gone").valid


def test_project_folders_are_read_with_project(tmp_path) -> None:
    home = tmp_path / "home"
    project = tmp_path / "proj"
    _skill(project / ".github" / "skills", "team-skill")
    assert _list(home) == []
    [entry] = _list(home, "--project", str(project))
    assert entry["source"] == "copilot" and entry["name"] == "team-skill"


def test_lint_exit_codes_and_json(tmp_path) -> None:
    good = _skill(tmp_path, "good")
    bad = _skill(tmp_path, "bad", "---\nname: Bad\ndescription: x\n---\n")
    done = run_cli("skills", "lint", str(good), "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["valid"] is True
    done = run_cli("skills", "lint", str(bad), "--json")
    out = json.loads(done.stdout)
    assert done.returncode == 1 and out["valid"] is False
    assert {e["code"] for e in out["errors"]} >= {"name-not-lowercase", "name-folder-mismatch"}
    assert run_cli("skills", "lint").returncode == 2


def test_add_refuses_an_invalid_skill_unless_forced(tmp_path) -> None:
    home = tmp_path / "home"
    bad = _skill(tmp_path, "bad", "# no front matter\n")
    done = run_cli("--home", str(home), "skills", "add", str(bad))
    assert done.returncode == 2 and "Traceback" not in done.stderr and not (home / "skills" / "bad").exists()
    assert run_cli("--home", str(home), "skills", "add", str(bad), "--force").returncode == 0
    assert (home / "skills" / "bad" / "SKILL.md").exists()


def test_new_writes_a_valid_skill_with_both_names(tmp_path) -> None:
    home = tmp_path / "home"
    done = run_cli("--home", str(home), "skills", "new", "my-skill", "--display-name", "My skill", "--name-zh", "我的技能")
    assert done.returncode == 0, done.stderr
    skill = read_skill(home / "skills" / "my-skill")
    assert skill.valid and skill.display_name("zh_CN") == "我的技能" and skill.display_name("en") == "My skill"


# -- hostile skills ------------------------------------------------------------------------------------------------

HOSTILE = {
    "alias-bomb": "---\nname: alias-bomb\na: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b, *b]\ndescription: d\n---\n",
    "huge": "---\nname: huge\ndescription: " + "x" * (10 * 1024 * 1024) + "\n---\n",
    "deep": "---\nname: deep\ndescription: d\nmetadata:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 300))
            + "  " * 300 + "v: x\n---\n",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_front_matter_is_a_finding(tmp_path, name) -> None:
    skill = read_skill(_skill(tmp_path, name, HOSTILE[name]))
    assert not skill.valid and skill.errors


def test_non_utf8_a_fifo_and_a_folder_for_skill_md_are_findings(tmp_path) -> None:
    folder = tmp_path / "bytes"
    folder.mkdir()
    (folder / "SKILL.md").write_bytes(b"---\nname: bytes\ndescription: \xff\n---\n")
    assert [e.code for e in read_skill(folder).errors] == ["not-utf8"]
    fifo = tmp_path / "fifo"
    fifo.mkdir()
    os.mkfifo(fifo / "SKILL.md")
    assert [e.code for e in read_skill(fifo).errors] == ["skill-md-not-file"]  # never opened for a blocking read
    folder_md = tmp_path / "dir"
    (folder_md / "SKILL.md").mkdir(parents=True)
    assert [e.code for e in read_skill(folder_md).errors] == ["skill-md-not-file"]


def test_links_out_of_a_folder_are_reported_not_followed(tmp_path) -> None:
    home = tmp_path / "home"
    outside = _skill(tmp_path / "outside", "secret")
    store = home / "skills"
    store.mkdir(parents=True)
    os.symlink(outside, store / "secret")
    user = Path(os.environ["HOME"])
    (user / ".cursor" / "skills").mkdir(parents=True)
    os.symlink(tmp_path / "nowhere", user / ".cursor" / "skills" / "dangling")
    entries = {e["name"]: e for e in _list(home)}
    assert entries["secret"]["valid"] is False and entries["secret"]["errors"][0]["code"] == "link-out"
    assert entries["dangling"]["errors"][0]["code"] == "link-dangling"


@pytest.mark.parametrize("name", ["../escape", "a/b", "..", ".", "", "a\\b", "..\\escape"])
def test_names_with_slashes_or_dots_are_refused_before_anything_is_written(tmp_path, name) -> None:
    home = tmp_path / "home"
    for verb in (["new", name], ["enable", name, "--for", "claude"], ["remove", name]):
        done = run_cli("--home", str(home), "skills", *verb)
        assert done.returncode == 2 and "Traceback" not in done.stderr
    assert not (tmp_path / "escape").exists()
    assert not (Path(os.environ["HOME"]) / ".claude").exists()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=2000) | st.text(max_size=2000).map(lambda t: ("---\n" + t + "\n---\n").encode("utf-8",
                                                                                                  "surrogatepass")))
def test_any_bytes_give_findings_never_a_crash(tmp_path_factory, data) -> None:
    folder = tmp_path_factory.mktemp("s") / "any"
    folder.mkdir()
    (folder / "SKILL.md").write_bytes(data)
    skill = read_skill(folder)
    assert skill.valid or skill.errors
    json.dumps([f.as_json() for f in skill.errors + skill.warnings])


# -- the real `skills` command line from npm (tests/node: npm ci --prefix tests/node) -------------------------------

SKILLS_CLI = TESTS / "node" / "node_modules" / ".bin" / "skills"


def _npx_skills(*args: str, cwd: Path) -> str:
    import re
    import shutil
    import subprocess

    if shutil.which("node") is None or not SKILLS_CLI.exists():
        pytest.skip("node or tests/node's skills CLI is missing (npm ci --prefix tests/node)")
    env = {**os.environ, "NO_COLOR": "1", "CI": "1", "DO_NOT_TRACK": "1", "DISABLE_TELEMETRY": "1"}
    done = subprocess.run([str(SKILLS_CLI), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stdout + done.stderr
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", done.stdout)


def test_the_skills_cli_and_scriptdeck_see_each_others_skills(tmp_path) -> None:
    repo = tmp_path / "local-repo"
    _skill(repo / "skills", "demo-skill")
    _npx_skills("add", str(repo), "--agent", "claude-code", "-g", "-y", cwd=tmp_path)
    home = tmp_path / "home"
    found = {e["name"]: e for e in _list(home)}
    assert found["demo-skill"]["source"] == "claude" and found["demo-skill"]["managed"] is False
    assert found["demo-skill"]["valid"]
    _skill(home / "skills", "from-deck")
    assert run_cli("--home", str(home), "skills", "enable", "from-deck", "--for", "claude").returncode == 0
    listed = _npx_skills("list", "-g", cwd=tmp_path)
    assert "from-deck" in listed and "demo-skill" in listed


def test_an_exported_group_validates_and_each_tool_it_lists_runs_through_tool_call(tmp_path) -> None:
    import re

    validate = pytest.importorskip("skills_ref.validator", reason="skills-ref needs Python 3.11+").validate
    home = tmp_path / "home"
    done = run_cli("--home", str(home), "skills", "export", "utilities")
    assert done.returncode == 0, done.stderr
    folder = home / "skills" / "utilities"
    assert validate(folder) == [] and read_skill(folder).valid
    text = (folder / "SKILL.md").read_text(encoding="utf-8")
    assert "scriptdeck tool-call" in text and (folder / "references" / "convert_units.json").is_file()
    listed = re.findall(r"- \*\*([\w.-]+)\*\*", text)
    assert listed == ["convert_units"]
    args = {"kind": "length", "from_unit": "km", "to_unit": "m", "values": [2]}
    ran = run_cli("--home", str(home), "tool-call", listed[0], "--stdin", stdin=json.dumps(args))
    assert ran.returncode == 0 and "2000" in ran.stdout
    history = home / "state" / "history.jsonl"
    assert history.exists() and "convert_units" in history.read_text(encoding="utf-8")  # history applies


def test_an_export_whose_name_makes_no_valid_skill_is_refused_and_leaves_nothing(tmp_path) -> None:
    home = tmp_path / "home"
    done = run_cli("--home", str(home), "skills", "export", "utilities", "--name", "Bad_Name")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "Bad_Name" in done.stderr
    assert not (home / "skills").exists() or list((home / "skills").iterdir()) == []


def test_export_of_an_unknown_group_says_so(tmp_path) -> None:
    done = run_cli("--home", str(tmp_path / "home"), "skills", "export", "no-such-group")
    assert done.returncode == 2 and "no-such-group" in done.stderr and "Traceback" not in done.stderr


def test_cost_counts_skills_per_client_with_codexs_cap_and_the_exports_saving(tmp_path) -> None:
    pytest.importorskip("toktok", reason="toktok-rs is not installed (it has wheels for CPython 3.11+ only)")
    home = tmp_path / "home"
    assert run_cli("--home", str(home), "skills", "export", "examples").returncode == 0
    for n in range(12):  # 12 × ~1,000 characters: over Codex's 8,000
        name = f"long-{n}"
        _skill(home / "skills", name, f"---\nname: {name}\ndescription: {'word ' * 199}Use when asked.\n---\nbody\n")
        assert run_cli("--home", str(home), "skills", "enable", name, "--for", "codex").returncode == 0
    assert run_cli("--home", str(home), "skills", "enable", "examples", "--for", "claude").returncode == 0
    done = run_cli("--home", str(home), "cost", "--json")
    assert done.returncode == 0, done.stderr
    cost = json.loads(done.stdout)["skills"]
    assert cost["clients"]["codex"]["skills"] == 12 and cost["clients"]["codex"]["over_cap"] is True
    assert cost["clients"]["claude"]["skills"] == 1 and cost["clients"]["claude"]["over_cap"] is False
    [exported] = cost["exported"]
    assert exported["name"] == "examples" and exported["mcp_tokens"] > exported["listing_tokens"] > 0
    human = run_cli("--home", str(home), "--lang", "zh_CN", "cost").stdout
    assert "codex" in human and "8000" in human


def test_a_reference_more_than_one_level_below_skill_md_is_said(tmp_path) -> None:
    body = ("[ok](references/a.md) [anchor](references/a.md#part) [web](https://example.com/a/b/c.md)\n"
            "[deep](references/sub/b.md)\n")
    skill = read_skill(_skill(tmp_path, "refs", VALID.format(name="refs") + body))
    deep = [w.args for w in skill.warnings if w.code == "reference-deep"]
    assert skill.valid and deep == [("references/sub/b.md",)]


def test_a_skill_md_cut_at_its_bound_says_the_body_is_long_even_when_the_read_part_is_short(tmp_path) -> None:
    """What is past the 4 MiB cut was never counted, so the body-long warning stands on the cut itself: a body
    that is blank up to the cut and long after it still gets it."""
    from scriptdeck.core.dialects.skill_md import MAX_SKILL_MD

    text = VALID.format(name="padded").encode("utf-8") + b" " * MAX_SKILL_MD + b"the real instructions\n" * 1000
    folder = tmp_path / "padded"
    folder.mkdir()
    (folder / "SKILL.md").write_bytes(text)
    skill = read_skill(folder)
    assert skill.valid and "body-long" in {w.code for w in skill.warnings}


def test_a_skills_scripts_are_listed_and_checked(tmp_path) -> None:
    home = tmp_path / "home"
    folder = _skill(home / "skills", "with-scripts")
    (folder / "scripts").mkdir()
    (folder / "scripts" / "a.sh").write_text("echo no shebang\n")
    (folder / "scripts" / "b.sh").write_text("#!/bin/sh\necho not executable\n")
    ok = folder / "scripts" / "c.sh"
    ok.write_text("#!/bin/sh\necho fine\n")
    ok.chmod(0o755)
    [entry] = _list(home)
    assert entry["scripts"] == ["a.sh", "b.sh", "c.sh"]
    codes = {(w["code"], w["message"].split()[0]) for w in entry["warnings"]}
    assert codes >= {("script-no-shebang", "scripts/a.sh"), ("script-not-executable", "scripts/b.sh")}
    assert not any("c.sh" in w["message"] for w in entry["warnings"])


def test_a_name_taken_in_the_store_refuses_new_add_and_export_and_changes_nothing(tmp_path) -> None:
    home = tmp_path / "home"
    taken = _skill(home / "skills", "utilities", "---\nname: utilities\ndescription: Mine. Use when asked.\n---\nmine\n")
    before = (taken / "SKILL.md").read_bytes()
    other = _skill(tmp_path / "incoming", "utilities")
    for verb in (["new", "utilities"], ["add", str(other)], ["export", "utilities"]):
        done = run_cli("--home", str(home), "skills", *verb)
        assert done.returncode == 2 and "utilities" in done.stderr and "Traceback" not in done.stderr, verb
    assert (taken / "SKILL.md").read_bytes() == before
