"""Hostile input to ``scriptdeck library`` (SPEC §29): addresses that smuggle options or remote helpers are refused
before git runs (a logging ``git`` on PATH proves it); hostile repositories — symbolic links out of the clone, a
``.git`` entry, a submodule, a huge file, hooks the user's git config would run — never reach outside the clone."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.model import library

from tests.conftest import cli_json, run_cli
from tests.library_repos import Repo, git

REFUSED = [
    "-uhelp", "--upload-pack=touch /tmp/pwned", "ext::sh -c touch% /tmp/pwned", "fd::17", "foo::bar",
    "ssh://-oProxyCommand=touch%20pwned/repo", "ssh://user@-oProxyCommand=x/repo", "ssh://-user@host/repo",
    "git@-oProxyCommand=x:repo", "-oProxyCommand=x@host:repo", "git@host:-repo", "http://example.com/repo.git",
    "ftp://example.com/repo", "file:relative/path", "host:repo", " file:///tmp", "file:///tmp\n", "",
    "https://example.com", "https://-host/x",
]


@pytest.fixture
def logging_git(tmp_path: Path) -> tuple[dict[str, str], Path]:
    """A ``git`` first on PATH that logs each call, then runs the real one."""
    folder = tmp_path / "bin"
    folder.mkdir()
    log = tmp_path / "git-calls.log"
    real = shutil.which("git")
    shim = folder / "git"
    shim.write_text(f"#!/bin/sh\necho \"$@\" >> {log}\nexec {real} \"$@\"\n")
    shim.chmod(0o755)
    return {"PATH": f"{folder}:{os.environ['PATH']}"}, log


@pytest.mark.parametrize("url", REFUSED)
def test_an_address_that_smuggles_an_option_or_a_helper_is_refused_before_git_runs(tmp_path, logging_git,
                                                                                    url) -> None:
    env, log = logging_git
    home = tmp_path / "home"
    done = run_cli("--home", str(home), "library", "add", "--name", "x", "--", url, env=env)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "not a repository address ScriptDeck accepts" in done.stderr and "Traceback" not in done.stderr
    assert not log.exists()
    assert not Path("/tmp/pwned").exists() and not (tmp_path / "pwned").exists()
    assert not (home / "libraries" / "x").exists() and not (home / "libraries" / ".x").exists()


def test_a_folder_whose_name_starts_with_a_dash_is_refused(tmp_path, logging_git) -> None:
    """Even when ``-x`` is a real repository in the current folder: an address never starts with '-' (SPEC §29)."""
    env, log = logging_git
    repo = Repo(tmp_path, "-x")
    repo.tool("greet", "hi")
    repo.commit()
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(tmp_path / "home"), "library", "add",
                           "--name", "x", "--", "-x.git"], cwd=tmp_path, env={**os.environ, **env},
                          capture_output=True, text=True, timeout=120)
    assert (tmp_path / "-x.git" / "HEAD").is_file()  # the folder is there: only the '-' refuses it
    assert done.returncode == 2 and "starts with '-'" in done.stderr, done.stdout + done.stderr
    assert not log.exists()


def test_the_logging_git_does_see_an_accepted_address(tmp_path, logging_git) -> None:
    env, log = logging_git
    repo = Repo(tmp_path)
    repo.tool("greet", "hi")
    repo.commit()
    done = run_cli("--home", str(tmp_path / "home"), "library", "add", repo.url, "--name", "x", env=env)
    assert done.returncode == 0, done.stderr
    calls = log.read_text()
    assert "core.hooksPath=/dev/null" in calls and "core.symlinks=false" in calls and "fetch" in calls


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_any_text_is_refused_or_is_a_safe_address(text: str) -> None:
    try:
        url = library.check_url(text, cwd="/nonexistent-base")
    except library.LibraryError as error:
        assert error.error
        return
    assert not url.startswith("-") and "::" not in url.split("/")[0]
    assert url.split("://")[0] in ("https", "ssh", "git", "file") or "@" in url or url.startswith("/")


def _files(tree: Path) -> list[Path]:
    return [Path(folder, name) for folder, dirs, names in os.walk(tree) for name in [*dirs, *names]]


def test_symbolic_links_in_a_repository_cannot_reach_outside_the_clone(tmp_path) -> None:
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "SKILL.md").write_text("---\nname: secret\ndescription: Secret. Use when.\n---\n")
    (secret / "key").write_text("private")
    repo = Repo(tmp_path)
    repo.tool("greet", "hi")
    os.symlink("/etc/passwd", repo.work / "scripts" / "evil.sh")
    os.symlink(str(secret), repo.work / "scripts" / "outside")
    (repo.work / "skills").mkdir()
    os.symlink(str(secret), repo.work / "skills" / "secret")
    os.symlink("greet.sh", repo.work / "scripts" / "again.sh")
    repo.commit()
    home = tmp_path / "home"
    assert run_cli("--home", str(home), "library", "add", repo.url, "--name", "team").returncode == 0
    tree = home / "libraries" / "team"
    assert not [p for p in _files(tree.resolve()) if p.is_symlink()]
    assert (tree / "scripts" / "evil.sh").read_text() == "/etc/passwd"  # git wrote the link as its text
    code, out = cli_json("--home", str(home), "list", "--json")
    assert "root:" not in json.dumps(out)
    code, skills = cli_json("--home", str(home), "skills", "list", "--json")
    assert not [s for s in skills["skills"] if s["name"] == "secret" and s["valid"]]
    assert (secret / "key").read_text() == "private"


def _push_tree_with(repo: Repo, entry: str) -> None:
    """A commit whose root tree holds a folder named ``entry`` (``.git``), made with git's plumbing."""
    blob = subprocess.run(["git", "hash-object", "-w", "--stdin"], input="[core]\n\thooksPath = /tmp\n",
                          cwd=repo.work, capture_output=True, text=True, check=True).stdout.strip()
    inner = subprocess.run(["git", "mktree"], input=f"100644 blob {blob}\tconfig\n", cwd=repo.work,
                           capture_output=True, text=True, check=True).stdout.strip()
    root = subprocess.run(["git", "mktree"], input=f"040000 tree {inner}\t{entry}\n", cwd=repo.work,
                          capture_output=True, text=True, check=True).stdout.strip()
    commit = git("commit-tree", root, "-m", "hostile", cwd=repo.work).stdout.strip()
    git("push", "-q", "--force", "origin", f"{commit}:refs/heads/main", cwd=repo.work)


def test_a_tree_with_a_dot_git_entry_is_refused_and_leaves_nothing(tmp_path) -> None:
    repo = Repo(tmp_path)
    repo.commit("empty")
    _push_tree_with(repo, ".git")
    home = tmp_path / "home"
    done = run_cli("--home", str(home), "library", "add", repo.url, "--name", "team")
    assert done.returncode == 3, done.stdout + done.stderr
    assert "git fetch failed" in done.stderr and "Traceback" not in done.stderr
    assert sorted(p.name for p in (home / "libraries").iterdir()) == [".team.lock"]
    code, out = cli_json("--home", str(home), "library", "list", "--json")
    assert out["libraries"] == []


def test_a_dot_git_file_pointing_elsewhere_is_refused(tmp_path) -> None:
    """``scripts/.git`` as a file holding ``gitdir: /elsewhere`` (git's "gitfile"), made with git's plumbing."""
    elsewhere = tmp_path / "elsewhere"
    git("init", "-q", "--bare", str(elsewhere))
    repo = Repo(tmp_path)
    repo.tool("greet", "hi")
    repo.commit("one")
    gitfile = subprocess.run(["git", "hash-object", "-w", "--stdin"], input=f"gitdir: {elsewhere}\n", cwd=repo.work,
                             capture_output=True, text=True, check=True).stdout.strip()
    scripts = git("rev-parse", "HEAD:scripts", cwd=repo.work).stdout.strip()
    listing = git("ls-tree", scripts, cwd=repo.work).stdout
    inner = subprocess.run(["git", "mktree"], input=listing + f"100644 blob {gitfile}\t.git\n", cwd=repo.work,
                           capture_output=True, text=True, check=True).stdout.strip()
    root = subprocess.run(["git", "mktree"], input=f"040000 tree {inner}\tscripts\n", cwd=repo.work,
                          capture_output=True, text=True, check=True).stdout.strip()
    commit = git("commit-tree", root, "-m", "gitfile", cwd=repo.work).stdout.strip()
    git("push", "-q", "--force", "origin", f"{commit}:refs/heads/main", cwd=repo.work)
    home = tmp_path / "home"
    done = run_cli("--home", str(home), "library", "add", repo.url, "--name", "team")
    assert done.returncode == 3 and "stays" not in done.stdout, done.stdout + done.stderr
    assert "dotgit" in done.stderr or ".git" in done.stderr
    assert sorted(p.name for p in (home / "libraries").iterdir()) == [".team.lock"]


def test_a_submodule_is_never_fetched(tmp_path) -> None:
    inner = Repo(tmp_path, "inner")
    inner.write("private.txt", "inner secret", executable=False)
    inner.commit()
    repo = Repo(tmp_path)
    repo.tool("greet", "hi")
    git("-c", "protocol.file.allow=always", "submodule", "add", "-q", inner.url, "scripts/sub", cwd=repo.work)
    repo.commit("with a submodule")
    home = tmp_path / "home"
    assert run_cli("--home", str(home), "library", "add", repo.url, "--name", "team").returncode == 0
    tree = (home / "libraries" / "team").resolve()
    assert not list(tree.rglob("private.txt"))
    assert (tree / "scripts" / "sub").is_dir() and not list((tree / "scripts" / "sub").iterdir())


def test_the_users_hooks_never_run_for_a_library(tmp_path) -> None:
    marker = tmp_path / "hook-ran"
    hooks = tmp_path / "hooks"
    hooks.mkdir()
    for name in ("post-checkout", "reference-transaction", "post-index-change"):
        (hooks / name).write_text(f"#!/bin/sh\ntouch {marker}\n")
        (hooks / name).chmod(0o755)
    (Path(os.environ["HOME"]) / ".gitconfig").write_text(f"[core]\n\thooksPath = {hooks}\n")
    repo = Repo(tmp_path)
    repo.tool("greet", "hi")
    repo.commit()
    marker.unlink(missing_ok=True)  # the test's own commits ran them
    home = tmp_path / "home"
    assert run_cli("--home", str(home), "library", "add", repo.url, "--name", "team").returncode == 0
    repo.tool("greet", "again")
    repo.commit()
    marker.unlink(missing_ok=True)
    assert run_cli("--home", str(home), "library", "update", "team").returncode == 0
    assert not marker.exists()


def test_a_huge_file_in_a_library_leaves_the_deck_working(tmp_path) -> None:
    repo = Repo(tmp_path)
    repo.tool("greet", "hi")
    with open(repo.work / "scripts" / "huge.bin", "wb") as out:
        out.truncate(40 * 1024 * 1024)
    repo.commit()
    home = tmp_path / "home"
    assert run_cli("--home", str(home), "library", "add", repo.url, "--name", "team").returncode == 0
    code, out = cli_json("--home", str(home), "tool-call", "greet", "--args", "{}")
    assert code == 0 and out["stdout"].strip() == "hi"
    assert run_cli("--home", str(home), "list", "--json").returncode == 0


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_any_text_is_refused_or_is_a_plain_ref(text: str) -> None:
    try:
        ref = library.check_ref(text)
    except library.LibraryError:
        return
    assert ref[0] not in "-+" and not set(ref) & set(":^~?*[\\ \t\n@{") - {"@"} and ".." not in ref
