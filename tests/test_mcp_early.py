"""The first ``tools/list`` made by a child while ``scriptdeck mcp`` imports the SDK (core/mcp/early.py).

Across real processes: the child's JSON is byte for byte what the server would write itself, a client that lists
right after ``initialize`` gets it (and the same list the deck serves later), a child that fails changes nothing.
In process: the handover from the child's list to the server's own, and the list_changed a difference between
them owes the client."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from scriptdeck.core.mcp.protocol import Protocol

from tests.conftest import REPO, write_script
from tests.test_mcp_wire import Wire, alive, rpc

TWO_CPUS = len(os.sched_getaffinity(0)) > 1


def make_home(root: Path, count: int = 150) -> Path:
    """``count`` tools, every other one with a schema (Chinese text in both)."""
    for i in range(count):
        params = f'\n# Parameters: {{"type":"object","properties":{{"p{i}":{{"type":"string","description":"参数 {i}"}}}}}}' \
            if i % 2 else ""
        write_script(root / "scripts" / f"tool_{i}.sh", f"#!/bin/sh\n# Description: Tool {i}, 工具 {i}.{params}\ncat\n")
    (root / "scripts" / "personas" / "default").mkdir(parents=True, exist_ok=True)
    return root


CHILD = r"""
import argparse, json, sys
from scriptdeck.core.cli import Context
from scriptdeck.core.mcp.early import EarlyList
from scriptdeck.core.mcp.protocol import _first_list_bytes
from scriptdeck.core.model import fanout
ns = argparse.Namespace(home=sys.argv[1], lang=None, library=None)
def make():
    if sys.argv[2] == "fails":
        raise RuntimeError("the child fails")
    return _first_list_bytes(Context(ns), "zh_CN", True)
early = EarlyList.start(make)
started = early is not None
if started:
    assert early.done.wait(60)
here = _first_list_bytes(Context(ns), "zh_CN", True)
print(json.dumps({"started": started, "forks": fanout.started, "same": early is not None and early.data == here,
                  "data": None if early is None or early.data is None else len(early.data),
                  "tools": sorted(t["name"] for t in json.loads(here))}))
"""


@pytest.mark.parametrize("mode", ["ok", "fails"])
def test_the_child_sends_exactly_what_this_process_would_list(tmp_path: Path, mode: str) -> None:
    home = make_home(tmp_path / "home")
    done = subprocess.run([sys.executable, "-c", CHILD, str(home), mode], capture_output=True, text=True,
                          timeout=120, cwd=REPO)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert {f"tool_{i}" for i in range(150)} | {"manage_script"} <= set(seen["tools"])
    if not TWO_CPUS:
        assert seen["started"] is False
        pytest.skip("one usable CPU: no start-up child")
    assert seen["started"] and seen["forks"] == 1
    if mode == "ok":
        assert seen["same"], "the child's bytes are the list's JSON as this process makes it"
    else:
        assert seen["data"] is None, "a child that fails sends nothing usable"


#: the server, with its own scan held back 1.5 s (in the server process only, not in the start-up child): a
#: client's first tools/list then always comes before the server's own list, and a file can change in between
SLOW_OWN_LIST = r"""
import os, sys, time
from scriptdeck.core.model.registry import Registry
server = os.getpid()
load_cache = Registry.load_cache
def slow_load_cache(self, path):
    if os.getpid() == server:
        time.sleep(1.5)
    return load_cache(self, path)
Registry.load_cache = slow_load_cache
from scriptdeck.gui.launcher import main
sys.exit(main(sys.argv[1:]))
"""


class SlowWire(Wire):
    """:class:`Wire` on a server started by ``code`` (which patches the server before running it) with ``args``
    after ``--home``, saying on stderr which list it answered with."""

    def __init__(self, home: Path, log: Path, *args: str, code: str = SLOW_OWN_LIST) -> None:
        script = log.with_name("slow_server.py")
        script.write_text(code)
        super().__init__(home, log, command=[sys.executable, str(script)], args=list(args),
                         env={**os.environ, "SCRIPTDECK_DEBUG": "1"})


def test_a_client_listing_right_after_initialize_gets_the_child_s_list_then_hears_of_a_change(tmp_path: Path) -> None:
    home = make_home(tmp_path / "home")
    log = tmp_path / "stderr.log"
    server = SlowWire(home, log, "mcp")
    try:
        server.initialize()
        server.write(rpc("tools/list", {}, 1))
        first = server.wait(1)[0]["result"]["tools"]
        # a tool appears after the start-up child's scan, before the server's own
        write_script(home / "scripts" / "late.sh", "#!/bin/sh\n# Description: Came late.\necho late\n")
        server.write(rpc("tools/call", {"name": "tool_1", "arguments": {"p1": "x"}}, 2))  # waits for the deck
        assert "result" in server.wait(2)[0]
        server.write(rpc("tools/list", {}, 3))
        later = server.wait(3)[0]["result"]["tools"]
        with server._cond:
            changed = [m for m in server.lines if m.get("method") == "notifications/tools/list_changed"]
    finally:
        server.close()
    names = {tool["name"] for tool in first}
    assert {f"tool_{i}" for i in range(150)} <= names and "late" not in names
    tool_1 = next(tool for tool in first if tool["name"] == "tool_1")
    assert tool_1["inputSchema"]["properties"] == {"p1": {"type": "string", "description": "参数 1"}}
    assert [tool for tool in later if tool["name"] != "late"] == first and "late" in {t["name"] for t in later}
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no start-up child, the first list waited for the server's own")
    assert "the whole list as the start-up child made it" in log.read_text(), log.read_text()[-2000:]
    assert changed, "the client got the child's list, the server's own differs: it must hear that the list changed"


class FakeEarly:
    def __init__(self, data: bytes | None) -> None:
        self.data = data
        self.done = threading.Event()
        self.done.set()


def early_protocol(data: bytes | None) -> tuple[Protocol, list[str]]:
    protocol = Protocol()
    protocol.early = FakeEarly(data)  # type: ignore[assignment]
    announced: list[str] = []
    protocol.list_changed = lambda: announced.append("list_changed")  # type: ignore[method-assign]
    return protocol, announced


def encoded(protocol: Protocol, result: dict[str, Any]) -> bytes:
    from mcp_types import JSONRPCResponse

    return protocol.encode(JSONRPCResponse(jsonrpc="2.0", id=7, result=result))


def test_the_child_s_list_is_served_until_the_first_list_and_a_difference_is_announced() -> None:
    child = [{"name": "a", "inputSchema": {"type": "object"}}]
    protocol, announced = early_protocol(json.dumps(child, separators=(",", ":")).encode())
    answer = asyncio.run(protocol._early_list({}))
    assert answer is not None
    assert json.loads(encoded(protocol, answer)) == {"jsonrpc": "2.0", "id": 7, "result": {"tools": child}}
    assert asyncio.run(protocol._early_list({"cursor": "x"})) is None  # a page is never the child's
    protocol.first_list = [{"name": "a", "inputSchema": {"type": "object"}}, {"name": "b", "inputSchema": {}}]
    protocol.first_list_done()
    assert announced == ["list_changed"], "the client saw the child's list: a different first list is announced"
    assert asyncio.run(protocol._early_list({})) is None  # from now on the server's own list is served


def test_the_same_list_is_not_announced_and_a_failed_child_is_never_served() -> None:
    child = [{"name": "a", "inputSchema": {"type": "object"}}]
    protocol, announced = early_protocol(json.dumps(child, separators=(",", ":"), ensure_ascii=True).encode())
    assert asyncio.run(protocol._early_list({})) is not None
    protocol.first_list = [dict(entry) for entry in child]
    protocol.first_list_done()
    assert announced == []
    failed, announced = early_protocol(None)
    assert asyncio.run(failed._early_list({})) is None
    failed.first_list = child
    failed.first_list_done()
    assert announced == []  # nothing was served early: nothing to correct


#: the server, with the start-up child's work held back (in the child only): the child is alive while the test
#: kills the server
SLOW_CHILD = r"""
import os, sys, time
from scriptdeck.core.mcp import tools
server = os.getpid()
build = tools.ToolCatalog.build
def slow_build(self, registry):
    if os.getpid() != server:
        time.sleep(60)
    return build(self, registry)
tools.ToolCatalog.build = slow_build
from scriptdeck.gui.launcher import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_start_up_child_does_not_outlive_a_killed_server(tmp_path: Path) -> None:
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no start-up child")
    home = make_home(tmp_path / "home", 3)
    script = tmp_path / "slow_child.py"
    script.write_text(SLOW_CHILD)
    proc = subprocess.Popen([sys.executable, str(script), "--home", str(home), "mcp"], cwd=str(REPO),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        children: list[str] = []
        deadline = time.monotonic() + 30  # bounds a hang only
        while not children and time.monotonic() < deadline:
            time.sleep(0.05)
            children = [pid for pid in Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
                        if os.readlink(f"/proc/{pid}/exe") == os.readlink(f"/proc/{proc.pid}/exe")]  # a fork of it
        assert children, "the server started no child"
        proc.kill()
        proc.wait()
        child = int(children[0])
        while alive(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(child), "the start-up child outlived the server it was listing for"
    finally:
        proc.kill()
        proc.wait()


#: the server, with its deck slow to start and slow after each announcement it makes: a client that lists on
#: hearing of a change made before the deck started must get the deck's list, not the first one again
SLOW_DECK = r"""
import sys, time
from scriptdeck.core.mcp import server
init, check = server.Deck.__init__, server.Deck.check_list
def slow_init(self, *args, **kwargs):
    time.sleep(1.0)  # the client edits a file meanwhile
    init(self, *args, **kwargs)
def slow_check(self):
    check(self)
    time.sleep(1.0)  # the client hears of the change and lists again meanwhile
server.Deck.__init__, server.Deck.check_list = slow_init, slow_check
from scriptdeck.gui.launcher import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_change_made_before_the_deck_starts_is_listed_once_announced(tmp_path: Path) -> None:
    home = make_home(tmp_path / "home", 3)
    # pages: no start-up child
    server = SlowWire(home, tmp_path / "stderr.log", "mcp", "--page-size", "1000", code=SLOW_DECK)
    try:
        server.initialize()
        server.write(rpc("tools/list", {}, 1))
        assert "late" not in {tool["name"] for tool in server.wait(1)[0]["result"]["tools"]}
        write_script(home / "scripts" / "late.sh", "#!/bin/sh\n# Description: Came late.\necho late\n")
        deadline = time.monotonic() + 30  # bounds a hang only
        with server._cond:
            while not any(m.get("method") == "notifications/tools/list_changed" for m in server.lines):
                assert time.monotonic() < deadline, "the change was never announced"
                server._cond.wait(1)
        server.write(rpc("tools/list", {}, 2))
        names = {tool["name"] for tool in server.wait(2)[0]["result"]["tools"]}
    finally:
        server.close()
    assert "late" in names, "the list served right after the announcement is the one that was announced"


#: the server, sent SIGINT while its start-up child is being forked (from an at-fork handler)
SIGNAL_IN_FORK = r"""
import os, signal, sys
server = os.getpid()
os.register_at_fork(after_in_parent=lambda: os.getpid() == server and os.kill(server, signal.SIGINT))
from scriptdeck.gui.launcher import main
sys.exit(main(sys.argv[1:]))
"""


def test_ctrl_c_while_the_start_up_child_is_forked_stops_the_server(tmp_path: Path) -> None:
    """The first fork comes before the protocol thread and the signal thread: a SIGINT at that moment is heard
    (exit 130, no traceback, nothing on stdout), not lost in a fork handler or raised as a traceback."""
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no start-up child")
    home = make_home(tmp_path / "home", 3)
    script = tmp_path / "signal_in_fork.py"
    script.write_text(SIGNAL_IN_FORK)
    done = subprocess.run([sys.executable, str(script), "--home", str(home), "mcp"], cwd=REPO, input=b"",
                          capture_output=True, timeout=60)
    assert done.returncode == 128 + signal.SIGINT, (done.returncode, done.stderr[-2000:])
    assert b"Traceback" not in done.stderr and done.stdout == b""
