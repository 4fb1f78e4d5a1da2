"""Real git repositories for the library tests (SPEC §29): a working copy that commits and pushes to a bare
remote, tools and test cases written as a team would, and ``git daemon`` on a loopback port."""

from __future__ import annotations

import json
import os
import socket
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

GIT_ID = ["-c", "user.name=Team", "-c", "user.email=team@example.invalid", "-c", "init.defaultBranch=main",
          "-c", "protocol.file.allow=always"]


def git(*args: str, cwd: Path | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    return subprocess.run(["git", *GIT_ID, *args], cwd=cwd, capture_output=True, text=True, check=check, env=env,
                          timeout=300)


def tool_text(tool_id: str, says: str, description: str | None = None) -> str:
    return (f"#!/bin/sh\n# Id: {tool_id}\n# Description: {description or 'Says ' + says}\n"
            f"# Permission: read_only\ncat >/dev/null\necho {says}\n")


class Repo:
    """A team's repository: ``work`` (a working copy) pushing to ``remote`` (bare)."""

    def __init__(self, root: Path, name: str = "team-tools") -> None:
        self.root = root
        self.work = root / f"{name}-work"
        self.remote = root / f"{name}.git"
        git("init", "-q", str(self.work))
        git("init", "-q", "--bare", str(self.remote))
        git("remote", "add", "origin", str(self.remote), cwd=self.work)

    @property
    def url(self) -> str:
        return self.remote.as_uri()

    def write(self, relative: str, text: str, *, executable: bool = True) -> Path:
        path = self.work / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if executable:
            path.chmod(0o755)
        return path

    def tool(self, tool_id: str, says: str, *, tested: bool = True, description: str | None = None) -> None:
        """``scripts/<id>.sh`` printing ``says``, with a case that expects it (``tested``)."""
        self.write(f"scripts/{tool_id}.sh", tool_text(tool_id, says, description))
        if tested:
            self.case(tool_id, says)

    def case(self, tool_id: str, expects: str) -> None:
        self.write(f"scripts/.tests/{tool_id}.json", json.dumps(
            {"cases": [{"name": "says it", "args": {}, "expect": {"stdout_contains": expects}}]}), executable=False)

    def skill(self, name: str) -> None:
        self.write(f"skills/{name}/SKILL.md", f"---\nname: {name}\ndescription: Does {name}. Use when asked.\n---\n"
                                              f"# {name}\n", executable=False)

    def commit(self, message: str = "change", *, push: bool = True, force: bool = False) -> str:
        git("add", "-A", cwd=self.work)
        git("commit", "-q", "--allow-empty", "-m", message, cwd=self.work)
        if push:
            self.push(force=force)
        return self.head()

    def push(self, *, force: bool = False) -> None:
        git("push", "-q", *(["--force"] if force else []), "origin", "HEAD:main", cwd=self.work)

    def head(self) -> str:
        return git("rev-parse", "HEAD", cwd=self.work).stdout.strip()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def git_daemon(base: Path) -> Iterator[int]:
    """``git daemon`` serving ``base`` on a loopback port; yields the port once it is ready (it says so)."""
    for _attempt in range(5):
        port = free_port()
        process = subprocess.Popen(
            ["git", "daemon", "--reuseaddr", f"--base-path={base}", "--export-all", "--verbose",
             "--listen=127.0.0.1", f"--port={port}", str(base)],
            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        assert process.stderr is not None
        ready = False
        for line in process.stderr:
            if "Ready to rumble" in line:
                ready = True
                break
        if ready:
            break
        process.wait(timeout=30)
    else:
        raise AssertionError("git daemon did not start")
    try:
        yield port
    finally:
        process.kill()
        process.wait(timeout=30)
        process.stderr.close()
