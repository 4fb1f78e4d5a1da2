#!/usr/bin/env python3
"""Libraries from git (SPEC §29): ``scriptdeck library add`` and ``library update`` of an N-tool repository over
``file://``, and ``scriptdeck list --json`` with it, each whole process, beside the floor: a plain
``git clone --depth 1`` of the same repository (for add), a plain ``git fetch --depth 1`` into that clone (for
update), and ``list --json`` of the same tools in the global layer (for the listing). The update changes every
tool, and one tool has a test case, so the update also runs the library's tests as a user's would."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import time
from pathlib import Path

from bench_cli import timed
from common import WORK, compile_package, emit, row, start_command, stats

GIT = ["git", "-c", "user.name=Bench", "-c", "user.email=bench@example.invalid", "-c", "init.defaultBranch=main"]


def git(*args: str, cwd: Path | None = None) -> None:
    subprocess.run([*GIT, *args], cwd=cwd, check=True, capture_output=True)


def tool(tool_id: str, says: str) -> str:
    return (f"#!/bin/sh\n# Id: {tool_id}\n# 显示名称：工具 {tool_id}\n# Description: Says {says} for the bench.\n"
            f"# Group: bench\n# Permission: read_only\ncat >/dev/null\necho {says}\n")


def write_tools(work: Path, count: int, says: str) -> None:
    scripts = work / "scripts"
    (scripts / ".tests").mkdir(parents=True, exist_ok=True)
    for n in range(count):
        path = scripts / f"tool_{n:05d}.sh"
        path.write_text(tool(f"tool_{n:05d}", f"{says}{n}"))
        path.chmod(0o755)
    (scripts / ".tests" / "tool_00000.json").write_text(json.dumps(
        {"cases": [{"name": "says it", "args": {}, "expect": {"stdout_contains": f"{says}0"}}]}))


def make_repo(root: Path, count: int) -> tuple[Path, Path]:
    """A working copy and its bare remote, ``count`` tools at version one."""
    work, remote = root / "work", root / "remote.git"
    if root.exists():
        shutil.rmtree(root)
    git("init", "-q", str(work))
    git("init", "-q", "--bare", str(remote))
    write_tools(work, count, "one")
    git("add", "-A", cwd=work)
    git("commit", "-qm", "one", cwd=work)
    git("push", "-q", str(remote), "HEAD:refs/heads/main", cwd=work)
    return work, remote


def push_version(work: Path, remote: Path, count: int, says: str) -> None:
    write_tools(work, count, says)
    git("add", "-A", cwd=work)
    git("commit", "-qm", says, cwd=work)
    git("push", "-q", "--force", str(remote), "HEAD:refs/heads/main", cwd=work)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    compile_package()
    root = WORK / "library"
    work, remote = make_repo(root / f"repo_{a.count}", a.count)
    url = remote.as_uri()
    plain = root / "plain"
    plain.mkdir(parents=True, exist_ok=True)
    (plain / "scripts").mkdir(exist_ok=True)
    add_t, clone_t, update_t, fetch_t, list_t, plain_list_t, add_cpu, update_cpu = [], [], [], [], [], [], [], []
    start = start_command()
    for r in range(a.rounds):
        home = root / f"home_{r}"
        shutil.rmtree(home, ignore_errors=True)
        clone = root / f"clone_{r}"
        shutil.rmtree(clone, ignore_errors=True)
        push_version(work, remote, a.count, f"v{r}a")
        add_t.append(timed([*start, "--home", str(home), "library", "add", url, "--name", "team"], cpu=add_cpu))
        began = time.perf_counter()
        git("clone", "-q", "--depth", "1", "--no-tags", url, str(clone))
        clone_t.append(time.perf_counter() - began)
        assert (home / "libraries" / "team" / "scripts" / "tool_00000.sh").is_file(), "library add failed"
        push_version(work, remote, a.count, f"v{r}b")
        update_t.append(timed([*start, "--home", str(home), "library", "update", "team"], cpu=update_cpu))
        began = time.perf_counter()
        git("fetch", "-q", "--depth", "1", "--no-tags", "origin", "main", cwd=clone)
        git("checkout", "-q", "--detach", "FETCH_HEAD", cwd=clone)
        fetch_t.append(time.perf_counter() - began)
        assert f"v{r}b0" in (home / "libraries" / "team" / "scripts" / "tool_00000.sh").read_text(), \
            "library update did not switch"
        if r == 0:  # the global layer holds the same tools, for the listing's floor
            shutil.rmtree(plain / "scripts")
            shutil.copytree(clone / "scripts", plain / "scripts")
        timed([*start, "--home", str(home), "list", "--json"])  # the header cache, as any earlier use fills it
        timed([*start, "--home", str(plain), "list", "--json"])
        list_t.append(timed([*start, "--home", str(home), "list", "--json"]))
        plain_list_t.append(timed([*start, "--home", str(plain), "list", "--json"]))
    n = a.count
    emit([
        row(f"library add, {n}-tool repository over file:// (whole process; floor: git clone --depth 1)",
            stats(add_t), stats(clone_t), "(reported)", note=f"CPU {stats(add_cpu)['median']:.2f} s"),
        row(f"library update, every one of {n} tools changed, its tests run (whole process; floor: git fetch "
            f"--depth 1 + checkout)", stats(update_t), stats(fetch_t), "(reported)",
            note=f"CPU {stats(update_cpu)['median']:.2f} s"),
        row(f"list --json with a {n}-tool library (floor: the same tools in the global layer)", stats(list_t),
            stats(plain_list_t), "≤ 1.2× the global layer", ok=stats(list_t)["median"]
            <= 1.2 * stats(plain_list_t)["median"]),
    ])
    for r in range(a.rounds):
        shutil.rmtree(root / f"home_{r}", ignore_errors=True)
        shutil.rmtree(root / f"clone_{r}", ignore_errors=True)
    os.environ.get("SCRIPTDECK_BENCH_KEEP") or shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
