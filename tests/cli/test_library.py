"""Libraries from git (SPEC §29) against real git and real processes: add over ``file://``, a library tool runs,
tests, lints, costs and is served over MCP as a global tool (its layer in ``show --json``), its skills in
``skills list``, updates only with a diff and passing tests, re-approval under ``enforce``, remove."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from scriptdeck.core.model import library
from scriptdeck.core.store.paths import Home

from tests.conftest import HAS_TOKENIZER, REPO, cli_json, run, run_cli
from tests.library_repos import Repo


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    repo = Repo(tmp_path)
    repo.tool("greet", "hello-from-team")
    repo.skill("team-review")
    repo.commit("first")
    return repo


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


def add(deck: Path, repo: Repo, *extra: str) -> dict:
    code, out = cli_json("--home", str(deck), "library", "add", repo.url, "--name", "team", "--json", *extra)
    assert code == 0, out
    return out


def listed(deck: Path) -> list[dict]:
    code, out = cli_json("--home", str(deck), "library", "list", "--json")
    assert code == 0
    return out["libraries"]


def in_use(deck: Path) -> str | None:
    return library.commit_in_use(Home(deck, forced=True), "team")


def call(deck: Path, tool_id: str) -> tuple[int, dict]:
    return cli_json("--home", str(deck), "tool-call", tool_id, "--args", "{}")


def test_a_library_tool_is_a_layer_between_builtin_and_global(deck: Path, repo: Repo) -> None:
    added = add(deck, repo)
    assert added["commit"] == repo.head() and added["tools"] == 1 and added["skills"] == 1
    [entry] = listed(deck)
    assert entry["name"] == "team" and entry["url"] == repo.url and entry["ref"] == "HEAD"
    assert entry["commit"] == repo.head() and entry["tools"] == 1 and entry["skills"] == 1 and entry["last_update"]
    settings = json.loads((deck / "config" / "settings.json").read_text())
    assert settings["libraries"] == [{"name": "team", "url": repo.url, "ref": "HEAD", "commit": repo.head(),
                                      "updated": entry["last_update"]}]
    code, shown = cli_json("--home", str(deck), "show", "greet", "--json")
    assert code == 0 and shown["layer"] == "library:team"
    code, result = call(deck, "greet")
    assert code == 0 and result["success"] and "hello-from-team" in result["stdout"]
    # a higher layer shadows it as any layer does
    (deck / "scripts" / "greet.sh").write_text("#!/bin/sh\n# Id: greet\n# Description: mine\necho mine\n")
    (deck / "scripts" / "greet.sh").chmod(0o755)
    code, shown = cli_json("--home", str(deck), "show", "greet", "--json")
    assert shown["layer"] == "global"
    code, result = call(deck, "greet")
    assert "mine" in result["stdout"]


def test_a_library_tool_tests_lints_costs_and_is_served_over_mcp(deck: Path, repo: Repo) -> None:
    add(deck, repo)
    done = run_cli("--home", str(deck), "test", "--layer", "library:team", "--json")
    report = json.loads(done.stdout)
    assert done.returncode == 0 and report["passed"] == 1 and report["cases"][0]["tool"] == "greet"
    done = run_cli("--home", str(deck), "test", "--layer", "library:nope")
    assert done.returncode == 2 and "no such layer" in done.stderr
    code, linted = cli_json("--home", str(deck), "lint", "greet", "--json")
    [linted_file] = linted["files"]
    assert code == 0 and linted_file["path"].endswith("/libraries/team/scripts/greet.sh")
    assert "no-zh-name" in {finding["code"] for finding in linted_file["findings"]}
    code, cost = cli_json("--home", str(deck), "cost", "--json")
    if HAS_TOKENIZER:
        assert any(item["id"] == "greet" and item["tokens"] > 0 for item in cost["tools"])
    else:  # Python 3.10: toktok-rs has no wheel; cost refuses as it does for a global tool (SPEC §31)
        assert code == 3 and cost["ok"] is False, cost

    async def served() -> set[str]:
        params = StdioServerParameters(command=os.sys.executable, args=["-m", "scriptdeck", "--home", str(deck), "mcp"],
                                       env=dict(os.environ), cwd=str(REPO))
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            tools = await session.list_tools()
            result = await session.call_tool("greet", {})
            assert "hello-from-team" in result.content[0].text
            return {tool.name for tool in tools.tools}

    assert "greet" in run(served)


def test_library_skills_are_listed_enabled_and_unlinked_on_remove(deck: Path, repo: Repo) -> None:
    add(deck, repo)
    code, out = cli_json("--home", str(deck), "skills", "list", "--json")
    [skill] = [s for s in out["skills"] if s["name"] == "team-review"]
    assert skill["source"] == "library:team" and skill["valid"]
    assert run_cli("--home", str(deck), "skills", "enable", "team-review", "--for", "claude").returncode == 0
    link = Path(os.environ["HOME"]) / ".claude" / "skills" / "team-review"
    assert link.is_symlink() and (link / "SKILL.md").is_file()
    code, out = cli_json("--home", str(deck), "skills", "list", "--json")
    assert [s["enabled_for"] for s in out["skills"] if s["name"] == "team-review"] == [["claude"]]
    done = run_cli("--home", str(deck), "library", "remove", "team")
    assert done.returncode == 0, done.stderr
    assert not os.path.lexists(link)
    assert listed(deck) == []
    code, shown = cli_json("--home", str(deck), "show", "greet", "--json")
    assert code != 0
    assert not (deck / "libraries" / "team").exists() and not (deck / "libraries" / ".team").exists()
    assert list((deck / "state" / "trash" / "libraries").iterdir())


def test_update_moves_the_pin_only_when_the_new_commits_tests_pass(deck: Path, repo: Repo) -> None:
    add(deck, repo)
    first = repo.head()
    repo.tool("greet", "broken-output")
    repo.case("greet", "hello-from-team")  # the case still expects the old text: the new commit fails its test
    broken = repo.commit("breaks greet")
    done = run_cli("--home", str(deck), "library", "update", "team", "--check")
    assert done.returncode == 1 and "greet" in done.stdout and "-echo hello-from-team" in done.stdout
    assert in_use(deck) == first
    done = run_cli("--home", str(deck), "library", "update", "team")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed" in done.stdout and "stays on" in done.stderr
    assert in_use(deck) == first and call(deck, "greet")[1]["stdout"].strip() == "hello-from-team"
    assert not (deck / "libraries" / ".team" / "trees" / broken).exists()
    repo.case("greet", "fixed")
    repo.tool("greet", "fixed", description="Says fixed now")
    fixed = repo.commit("fixes greet")
    code, out = cli_json("--home", str(deck), "library", "update", "team", "--json")
    [report] = out["libraries"]
    assert code == 0 and report["switched"] and report["tests"]["passed"] == 1 and report["commit"] == fixed
    [change] = [c for c in report["changes"] if c["kind"] == "tool"]
    assert change["name"] == "greet" and change["status"] == "changed"
    assert change["fields"]["description"] == {"old": "Says hello-from-team", "new": "Says fixed now"}
    assert "+echo fixed" in change["diff"]
    assert in_use(deck) == fixed and call(deck, "greet")[1]["stdout"].strip() == "fixed"
    assert listed(deck)[0]["commit"] == fixed
    code, out = cli_json("--home", str(deck), "library", "update", "--json")
    assert code == 0 and out["libraries"][0]["up_to_date"]
    assert run_cli("--home", str(deck), "library", "update", "team", "--check").returncode == 0


def test_force_takes_an_update_whose_tests_fail(deck: Path, repo: Repo) -> None:
    add(deck, repo)
    repo.tool("greet", "other", tested=False)
    new = repo.commit("breaks the case")
    done = run_cli("--home", str(deck), "library", "update", "team", "--force")
    assert done.returncode == 0 and "--force" in done.stdout
    assert in_use(deck) == new


def test_enforce_asks_for_approval_again_after_an_update(deck: Path, repo: Repo) -> None:
    add(deck, repo)
    assert run_cli("--home", str(deck), "trust", "--policy", "enforce").returncode == 0
    assert run_cli("--home", str(deck), "trust", "greet", "--approve").returncode == 0
    assert call(deck, "greet")[0] == 0
    repo.tool("greet", "changed-text")
    repo.commit("changes greet")
    done = run_cli("--home", str(deck), "library", "update", "team")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "approve" in done.stdout and "greet" in done.stdout
    code, refused = call(deck, "greet")
    assert code == 3 and "changed since you approved it" in refused["error"]
    assert run_cli("--home", str(deck), "trust", "greet", "--approve").returncode == 0
    assert call(deck, "greet")[1]["stdout"].strip() == "changed-text"


def test_a_librarys_test_cases_are_never_rewritten(deck: Path, repo: Repo) -> None:
    repo.case("greet", "something-else")
    repo.commit("a failing case")
    add(deck, repo)
    case_file = deck / "libraries" / "team" / "scripts" / ".tests" / "greet.json"
    before = case_file.read_bytes()
    done = run_cli("--home", str(deck), "test", "--layer", "library:team", "--update")
    assert done.returncode == 2 and "read-only" in done.stderr
    assert case_file.read_bytes() == before


def test_names_refs_and_taken_names_are_refused_before_git(deck: Path, repo: Repo) -> None:
    add(deck, repo)
    done = run_cli("--home", str(deck), "library", "add", repo.url, "--name", "team")
    assert done.returncode == 2 and "already exists" in done.stderr
    for name in ("../x", "Team", "", ".hidden", "a" * 41):
        done = run_cli("--home", str(deck), "library", "add", repo.url, f"--name={name}")
        assert done.returncode == 2, name
    done = run_cli("--home", str(deck), "library", "add", repo.url, "--name", "other", "--ref=--upload-pack=x")
    assert done.returncode == 2 and "branch, tag or commit" in done.stderr
    done = run_cli("--home", str(deck), "library", "update", "nope")
    assert done.returncode == 2 and "no library named nope" in done.stderr
    assert sorted(p.name for p in (deck / "libraries").iterdir()) == [".team", ".team.lock", "team"]


def test_a_local_folder_and_a_ref_are_followed(deck: Path, repo: Repo) -> None:
    repo.tool("greet", "on-a-branch")
    from tests.library_repos import git

    git("checkout", "-q", "-b", "stable", cwd=repo.work)
    branch_commit = repo.commit("stable", push=False)
    git("push", "-q", "origin", "stable", cwd=repo.work)
    code, out = cli_json("--home", str(deck), "library", "add", str(repo.remote), "--name", "team", "--ref",
                         "stable", "--json")
    assert code == 0 and out["commit"] == branch_commit and out["ref"] == "stable"
    assert out["url"] == str(repo.remote)
    assert call(deck, "greet")[1]["stdout"].strip() == "on-a-branch"


def test_doctor_checks_for_git(deck: Path) -> None:
    code, out = cli_json("--home", str(deck), "doctor", "--json")
    [check] = [c for c in out["checks"] if c["id"] == "git"]
    assert check["ok"] and "git version" in check["detail"]
    done = run_cli("--home", str(deck), "doctor", "--json", env={"PATH": "/nonexistent"})
    [check] = [c for c in json.loads(done.stdout)["checks"] if c["id"] == "git"]
    assert not check["ok"] and "install git" in check["fix"]
    done = run_cli("--home", str(deck), "library", "add", "file:///nowhere", env={"PATH": "/nonexistent"})
    assert done.returncode == 3 and "git is not installed" in done.stderr and "Traceback" not in done.stderr


def test_a_running_mcp_server_follows_an_update_made_by_another_process(deck: Path, repo: Repo) -> None:
    import anyio

    add(deck, repo)
    repo.tool("greet", "after-update", description="Says after-update")
    repo.commit("second")

    async def served() -> tuple[str, str]:
        params = StdioServerParameters(command=os.sys.executable, args=["-m", "scriptdeck", "--home", str(deck), "mcp"],
                                       env=dict(os.environ), cwd=str(REPO))
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            before = {t.name: t.description for t in (await session.list_tools()).tools}["greet"]
            done = await anyio.to_thread.run_sync(lambda: run_cli("--home", str(deck), "library", "update", "team"))
            assert done.returncode == 0, done.stderr
            with anyio.fail_after(60):
                while True:
                    after = {t.name: t.description for t in (await session.list_tools()).tools}["greet"]
                    if after != before:
                        break
                    await anyio.sleep(0.1)
            result = await session.call_tool("greet", {})
            assert "after-update" in result.content[0].text
            return before, after

    before, after = run(served)
    assert "hello-from-team" in before and "after-update" in after


def test_a_broken_settings_file_is_said_and_nothing_is_cloned(deck: Path, repo: Repo) -> None:
    (deck / "config").mkdir()
    (deck / "config" / "settings.json").write_text('{"libraries": [', encoding="utf-8")
    done = run_cli("--home", str(deck), "library", "add", repo.url, "--name", "team")
    assert done.returncode == 2 and "settings.json cannot be used" in done.stderr
    assert not (deck / "libraries" / ".team").exists() and not (deck / "libraries" / "team").exists()
    done = run_cli("--home", str(deck), "library", "update", "team")
    assert done.returncode == 2 and "settings.json cannot be used" in done.stderr
    assert (deck / "config" / "settings.json").read_text(encoding="utf-8") == '{"libraries": ['


def test_what_a_killed_add_left_can_be_removed(deck: Path, repo: Repo) -> None:
    add(deck, repo)
    settings = deck / "config" / "settings.json"
    settings.write_text(json.dumps({"libraries": []}))  # as if the add died between its link and its record
    done = run_cli("--home", str(deck), "library", "add", repo.url, "--name", "team")
    assert done.returncode == 2 and "already exists" in done.stderr
    assert run_cli("--home", str(deck), "library", "remove", "team").returncode == 0
    add(deck, repo)
    assert listed(deck)[0]["commit"] == repo.head()
