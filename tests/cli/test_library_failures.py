"""Libraries from git when things go wrong (SPEC §29): a history rewrite of the pinned ref, a force-push, a pinned
commit that disappears, an unreachable remote, a fetch whose git is SIGKILLed half way, two processes updating at
once, a repository that grows to 5,000 tools — each leaves a working deck on a known commit. Real git, real
``git daemon`` on a loopback port, real processes."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

import psutil
import pytest
from scriptdeck.core.model import library
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, cli_json, run_cli
from tests.library_repos import Repo, free_port, git, git_daemon


def _deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


def in_use(home: Path) -> str | None:
    return library.commit_in_use(Home(home, forced=True), "team")


def says(home: Path, tool_id: str = "greet") -> str:
    code, out = cli_json("--home", str(home), "tool-call", tool_id, "--args", "{}")
    assert code == 0, out
    return str(out["stdout"]).strip()


def recorded(home: Path) -> str:
    settings = json.loads((home / "config" / "settings.json").read_text())
    [entry] = [item for item in settings["libraries"] if item["name"] == "team"]
    return str(entry["commit"])


def test_a_history_rewrite_and_a_force_push_are_followed_with_the_diff(tmp_path: Path) -> None:
    home = _deck(tmp_path)
    repo = Repo(tmp_path)
    repo.tool("greet", "one")
    base = repo.commit("one")
    repo.tool("greet", "two")
    pinned = repo.commit("two")
    assert run_cli("--home", str(home), "library", "add", repo.url, "--name", "team").returncode == 0
    assert in_use(home) == pinned and says(home) == "two"
    git("reset", "-q", "--hard", base, cwd=repo.work)  # rewrite: "two" never happened, "three" instead
    repo.tool("greet", "three")
    rewritten = repo.commit("three", force=True)
    done = run_cli("--home", str(home), "library", "update", "team")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "-echo two" in done.stdout and "+echo three" in done.stdout
    assert in_use(home) == rewritten == recorded(home) and says(home) == "three"
    git("reset", "-q", "--hard", base, cwd=repo.work)  # a force-push back to an older commit
    repo.push(force=True)
    assert run_cli("--home", str(home), "library", "update", "team").returncode == 0
    assert in_use(home) == base == recorded(home) and says(home) == "one"


def test_a_pinned_commit_that_disappears_leaves_the_deck_on_it(tmp_path: Path) -> None:
    home = _deck(tmp_path)
    repo = Repo(tmp_path)
    repo.tool("greet", "one")
    base = repo.commit("one")
    repo.tool("greet", "two")
    pinned = repo.commit("two")
    done = run_cli("--home", str(home), "library", "add", repo.url, "--name", "team", "--ref", pinned)
    assert done.returncode == 0, done.stderr
    git("reset", "-q", "--hard", base, cwd=repo.work)
    repo.push(force=True)
    git("reflog", "expire", "--expire=now", "--all", cwd=repo.remote)
    git("gc", "-q", "--prune=now", cwd=repo.remote)
    done = run_cli("--home", str(home), "library", "update", "team")
    assert done.returncode == 3 and "stays on" in done.stderr and pinned[:12] in done.stderr
    assert in_use(home) == pinned == recorded(home) and says(home) == "two"


def test_git_daemon_add_update_and_an_unreachable_remote(tmp_path: Path) -> None:
    home = _deck(tmp_path)
    repo = Repo(tmp_path)
    repo.tool("greet", "one")
    first = repo.commit("one")
    with git_daemon(tmp_path) as port:
        url = f"git://127.0.0.1:{port}/{repo.remote.name}"
        done = run_cli("--home", str(home), "library", "add", url, "--name", "team")
        assert done.returncode == 0, done.stderr
        assert in_use(home) == first and says(home) == "one"
        repo.tool("greet", "two")
        second = repo.commit("two")
        assert run_cli("--home", str(home), "library", "update", "team").returncode == 0
        assert in_use(home) == second and says(home) == "two"
    repo.tool("greet", "three")
    repo.commit("three")
    done = run_cli("--home", str(home), "library", "update", "team")  # the daemon is gone: connection refused
    assert done.returncode == 3 and "stays on" in done.stderr and "Traceback" not in done.stderr
    assert in_use(home) == second == recorded(home) and says(home) == "two"
    code, out = cli_json("--home", str(home), "library", "update", "team", "--json")
    assert code == 3 and out["libraries"][0]["ok"] is False and out["libraries"][0]["commit"] == second


class StallingProxy:
    """A TCP relay to ``git daemon`` that passes the first ``limit`` bytes of the answer and then holds the rest
    (``stalled`` is set), until :meth:`release`; afterwards it relays everything."""

    def __init__(self, target_port: int, limit: int) -> None:
        self.target_port, self.limit = target_port, limit
        self.stalled = threading.Event()
        self.released = threading.Event()
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def release(self) -> None:
        self.released.set()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.server.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
            threading.Thread(target=self._pipe, args=(client, upstream, None), daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, not self.released.is_set()),
                             daemon=True).start()

    def _pipe(self, source: socket.socket, sink: socket.socket, limited: bool | None) -> None:
        sent = 0
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                if limited and sent + len(data) > self.limit:
                    sink.sendall(data[: self.limit - sent])
                    self.stalled.set()
                    self.released.wait()
                    return
                sink.sendall(data)
                sent += len(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                try:
                    end.close()
                except OSError:
                    pass

    def close(self) -> None:
        self.server.close()


def test_a_fetch_killed_half_way_leaves_the_old_commit_and_the_next_update_works(tmp_path: Path) -> None:
    home = _deck(tmp_path)
    repo = Repo(tmp_path)
    repo.tool("greet", "one")
    first = repo.commit("one")
    with git_daemon(tmp_path) as port:
        proxy = StallingProxy(port, limit=200_000)
        proxy.release()  # the add goes through
        url = f"git://127.0.0.1:{proxy.port}/{repo.remote.name}"
        assert run_cli("--home", str(home), "library", "add", url, "--name", "team").returncode == 0
        proxy.released.clear()
        repo.tool("greet", "two")
        repo.write("scripts/data.bin", os.urandom(3_000_000).hex(), executable=False)  # a pack worth stopping
        second = repo.commit("two")
        update = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "library", "update",
                                   "team"], cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert proxy.stalled.wait(120), "the fetch never started"
        gits = [p for p in psutil.Process(update.pid).children(recursive=True) if p.name().startswith("git")]
        assert gits
        for process in gits:
            os.kill(process.pid, signal.SIGKILL)
        out, err = update.communicate(timeout=120)
        assert update.returncode == 3, out + err
        assert "stays on" in err and "signal 9" in err
        assert in_use(home) == first == recorded(home) and says(home) == "one"
        assert not (home / "libraries" / ".team" / "trees" / second).exists()
        proxy.release()
        done = run_cli("--home", str(home), "library", "update", "team")
        assert done.returncode == 0, done.stdout + done.stderr
        assert in_use(home) == second == recorded(home) and says(home) == "two"
        proxy.close()


def test_two_processes_updating_at_once_leave_one_consistent_result(tmp_path: Path) -> None:
    home = _deck(tmp_path)
    repo = Repo(tmp_path)
    repo.tool("greet", "one")
    first = repo.commit("one")
    assert run_cli("--home", str(home), "library", "add", repo.url, "--name", "team").returncode == 0
    repo.tool("greet", "two")
    second = repo.commit("two")
    updates = [subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "library", "update",
                                 "team", "--json"], cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for _ in range(2)]
    reports = []
    for process in updates:
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, out + err
        reports.append(json.loads(out)["libraries"][0])
    assert sorted(r["switched"] for r in reports) == [False, True]
    assert all(r["commit"] == second for r in reports)
    assert in_use(home) == second == recorded(home) and says(home) == "two"
    trees = sorted(p.name for p in (home / "libraries" / ".team" / "trees").iterdir())
    assert trees == sorted([first, second])
    settings = json.loads((home / "config" / "settings.json").read_text())
    assert [item["name"] for item in settings["libraries"]] == ["team"]


@pytest.mark.slow
def test_a_repository_that_grows_to_5000_tools(tmp_path: Path) -> None:
    home = _deck(tmp_path)
    repo = Repo(tmp_path)
    repo.tool("greet", "one")
    first = repo.commit("one")
    assert run_cli("--home", str(home), "library", "add", repo.url, "--name", "team").returncode == 0
    for n in range(4999):
        repo.tool(f"tool_{n:04d}", f"n{n}", tested=False)
    grown = repo.commit("5,000 tools")
    done = run_cli("--home", str(home), "library", "update", "team", "--json", timeout=600)
    assert done.returncode == 0, done.stderr
    [report] = json.loads(done.stdout)["libraries"]
    assert report["switched"] and len([c for c in report["changes"] if c["kind"] == "tool"]) == 4999
    assert in_use(home) == grown != first
    code, out = cli_json("--home", str(home), "library", "list", "--json")
    assert out["libraries"][0]["tools"] == 5000
    code, listing = cli_json("--home", str(home), "list", "--json")
    ids = {tool["id"] for tool in listing["registered"] if tool["layer"] == "library:team"}
    assert {"greet", "tool_0000", "tool_4998"} <= ids
    assert says(home, "tool_4998") == "n4998"
    for n in range(4999):
        repo.tool(f"tool_{n:04d}", f"m{n}", tested=False)
    repo.commit("every tool changed")
    done = run_cli("--home", str(home), "library", "update", "team", "--check", timeout=600)
    assert done.returncode == 1 and "more files" in done.stdout and len(done.stdout) < 2_000_000


def test_free_port_is_loopback() -> None:
    assert 0 < free_port() < 65536


def test_an_updates_tests_run_under_the_users_sandbox_limits(tmp_path: Path) -> None:
    """The new commit's code runs before the user accepted it: with the user's limits (here: its own processes
    one CPU second for the tool, so a new version that spins is stopped by that limit before its own timeout)."""
    home = _deck(tmp_path)
    repo = Repo(tmp_path)
    repo.tool("greet", "one")
    first = repo.commit("one")
    assert run_cli("--home", str(home), "library", "add", repo.url, "--name", "team").returncode == 0
    limited = run_cli("--home", str(home), "sandbox", "greet", "--cpu", "1")
    assert limited.returncode == 0, limited.stderr
    repo.write("scripts/greet.sh", "#!/bin/sh\n# Id: greet\n# Description: burns CPU\n# Timeout: 8\ncat >/dev/null\n"
                                   "while :; do :; done\n")
    repo.commit("burns")
    done = run_cli("--home", str(home), "library", "update", "team", "--json")
    [report] = json.loads(done.stdout)["libraries"]
    assert done.returncode == 1 and not report["switched"]
    [case] = report["tests"]["cases"]
    assert not case["ok"] and "cpu" in json.dumps(case).lower()
    assert in_use(home) == first
