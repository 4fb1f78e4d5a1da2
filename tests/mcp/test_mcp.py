"""``scriptdeck mcp`` driven by the official SDK's own client over stdio, as Claude Desktop or Cursor would.

Every test starts the real server as a subprocess (``python -m scriptdeck --home H mcp``) and talks MCP to it:
listing, calling every kind of tool, refusals, images, timeouts, cancellation that kills the tree, concurrent
calls, ``list_changed`` after an edit (both protocol eras), a clean stdout, and SIGTERM.
"""

from __future__ import annotations

import base64
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from tests.conftest import REPO, alive, rpc, run, run_cli, text_of, write_script

CLIENT = "scriptdeck-tests"
GENERIC = {"type": "object", "properties": {"stdin": {"type": "string", "description": "raw text for stdin"}},
           "additionalProperties": True}
HANG = 60  # seconds; only bounds a hang, never measures anything

SCRIPTS = {
    "greeter.py": """#!/usr/bin/env python3
# 显示名称：问候
# Display name: Greeter
# Description: Greet someone by name and answer JSON.
# Permission: read_only
# Parameters: {"type":"object","properties":{"name":{"type":"string","description":"who"}},"required":["name"]}
import json, sys
args = json.load(sys.stdin)
print(json.dumps({"hello": args["name"]}))
""",
    "raw.sh": "#!/bin/sh\n# Description: Echo stdin back.\n# Permission: presentation\ncat\n",
    "flags.sh": "#!/bin/sh\n# Description: Print its flags.\n# Argv: flags\necho \"$@\"\n",
    "refuser.sh": "#!/bin/sh\n# Description: Always says no.\n"
                  "echo '{\"ok\":false,\"error\":\"no such thing\",\"fix\":\"ask for something else\"}'\nexit 1\n",
    "slow.sh": "#!/bin/sh\n# Description: Sleeps longer than its timeout.\n# Timeout: 1\nsleep 30\n",
    "ticker.sh": "#!/bin/sh\n# Description: Takes a few seconds.\nsleep 3\necho done\n",
    "tree.sh": """#!/bin/sh
# Description: Start a child that would outlive us, then wait.
# Argv: flags
pidfile="${1#--pidfile=}"
sleep 300 &
echo $! > "$pidfile.tmp" && mv "$pidfile.tmp" "$pidfile"
wait
""",
    "barrier.sh": """#!/bin/sh
# Description: Wait until N calls run at the same time.
# Argv: flags
# Timeout: 60
for a in "$@"; do
  case "$a" in --dir=*) dir="${a#--dir=}";; --me=*) me="${a#--me=}";; --n=*) n="${a#--n=}";; esac
done
touch "$dir/$me"
i=0
while [ "$(ls "$dir" | wc -l)" -lt "$n" ]; do
  i=$((i+1)); if [ $i -gt 600 ]; then echo "alone $me"; exit 1; fi; sleep 0.05
done
echo "together $me"
""",
    "noisy.sh": "#!/bin/sh\n# Description: Floods stderr.\nseq 1 50000 | sed 's/^/noise on stderr /' >&2\necho ok\n",
    "secret.sh": "#!/bin/sh\n# Description: Hidden from the agent.\necho secret\n",
    "off.sh": "#!/bin/sh\n# Description: Disabled.\necho off\n",
}
INDEX = {"scripts": [{"id": "secret", "path": "secret.sh", "load_policy": "hidden"}],
         "disabled": [{"id": "off", "path": "off.sh"}]}
PI_GREET = "#!/bin/bash\n# Name: greet\n# Description: Greets whoever is named.\necho \"hello $1\"\n"


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    """A home with one tool of each kind, plus a pi tool in ``~/.pi/agent/scripts``."""
    home = tmp_path / "home"
    scripts = home / "scripts"
    for name, text in SCRIPTS.items():
        write_script(scripts / name, text)
    (scripts / "index.json").write_text(json.dumps(INDEX), encoding="utf-8")
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    write_script(Path(os.environ["HOME"]) / ".pi" / "agent" / "scripts" / "greet.sh", PI_GREET)
    return home


def params_for(home: Path, *extra: str, env: dict[str, str] | None = None) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-m", "scriptdeck", "--home", str(home), "mcp", *extra],
                                 env={**os.environ, **(env or {})})


@asynccontextmanager
async def connect(home: Path, *extra: str, handler: Any = None) -> AsyncIterator[ClientSession]:
    with open(home.parent / "server-stderr.log", "a") as errlog:
        async with stdio_client(params_for(home, *extra), errlog=errlog) as (read, write):
            async with ClientSession(read, write, message_handler=handler,
                                     client_info=types.Implementation(name=CLIENT, version="1")) as session:
                with anyio.fail_after(HANG):
                    await session.initialize()
                yield session


async def wait_for(predicate: Any, what: str) -> None:
    with anyio.fail_after(HANG):
        while not predicate():
            await anyio.sleep(0.05)


def tool_call(home: Path, tool_id: str, args: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    done = run_cli("--home", str(home), "tool-call", tool_id, "--args", json.dumps(args))
    return done.returncode, json.loads(done.stdout.strip().splitlines()[-1])


# -- tools/list ---------------------------------------------------------------------------------------------


def test_list_shows_every_kind_of_tool(deck: Path):
    async def main() -> tuple[types.InitializeResult | None, dict[str, types.Tool]]:
        async with connect(deck) as session:
            listed = await session.list_tools()
            return session.initialize_result, {tool.name: tool for tool in listed.tools}

    init, tools = run(main)
    assert init is not None
    assert init.capabilities.tools is not None
    assert init.capabilities.tools.list_changed is True, "tools.listChanged must be declared"
    assert tools["greeter"].input_schema["required"] == ["name"], "a declared schema is the inputSchema"
    assert tools["greeter"].title == "Greeter", "English title by default"
    assert tools["greeter"].description == "Greet someone by name and answer JSON."
    assert tools["greeter"].annotations.read_only_hint is True
    assert tools["greeter"].annotations.destructive_hint is False
    assert tools["raw"].input_schema == GENERIC, "no Parameters: the generic stdin schema"
    assert tools["raw"].title == "Raw", "no Display name: the humanized id"
    assert tools["raw"].annotations.destructive_hint is False, "presentation neither reads only nor writes"
    assert tools["flags"].annotations.destructive_hint is True, "the default permission writes"
    assert tools["greet_sh"].input_schema["properties"]["args"]["type"] == "string", "pi tools take one args string"
    assert tools["greet_sh"].meta == {"id": "greet_sh", "layer": "pi-global", "dialect": "pi",
                                      "path": str(Path(os.environ["HOME"]) / ".pi/agent/scripts/greet.sh")}
    assert tools["host_status"].meta["layer"] == "builtin"
    assert tools["greeter"].meta["path"] == str(deck / "scripts" / "greeter.py")
    assert "secret" not in tools, "load_policy hidden is not listed"
    assert "off" not in tools, "disabled tools are not listed"
    assert "manage_script" not in tools, "manage_script only with --allow-manage"


def test_list_in_chinese_with_manage(deck: Path):
    async def main() -> dict[str, types.Tool]:
        async with connect(deck, "--lang", "zh_CN", "--allow-manage") as session:
            return {tool.name: tool for tool in (await session.list_tools()).tools}

    tools = run(main)
    assert tools["greeter"].title == "问候"
    assert tools["manage_script"].input_schema["required"] == ["action"]


# -- tools/call ---------------------------------------------------------------------------------------------


def test_calls_give_what_tool_call_gives(deck: Path):
    calls = {
        "greeter": {"name": "Ada"},
        "raw": {"stdin": "raw text in"},
        "flags": {"query": "hello world", "n": 2, "dry": False},
        "greet_sh": {"args": "world"},
        "refuser": {},
        "host_status": {},
    }

    async def main() -> dict[str, types.CallToolResult]:
        async with connect(deck) as session:
            return {name: await session.call_tool(name, args) for name, args in calls.items()}

    results = run(main)
    expected = {name: tool_call(deck, name, args) for name, args in calls.items()}
    for name in ("greeter", "raw", "flags", "host_status"):
        assert expected[name][0] == 0, f"tool-call {name} failed: {expected[name]}"
        assert text_of(results[name]) == expected[name][1]["stdout"], name
        assert results[name].is_error is False, name
    assert text_of(results["greet_sh"]) == "hello world\n", "pi stdout is returned untouched"
    assert results["greeter"].structured_content == {"hello": "Ada"}, "a JSON object on stdout is structured"
    assert results["raw"].structured_content is None
    assert text_of(results["flags"]) == "--n=2 --query=hello world"
    assert "granted: host.info" in text_of(results["host_status"]), "the host bridge answered the MCP-started run"
    failure = json.loads(text_of(results["refuser"]))
    assert results["refuser"].is_error is True
    assert {k: v for k, v in failure.items() if k != "duration_ms"} == \
        {k: v for k, v in expected["refuser"][1].items() if k != "duration_ms"}, "a failure is the Miyu result JSON"
    assert results["refuser"].structured_content == {"ok": False, "error": "no such thing",
                                                     "fix": "ask for something else"}


def test_refusals_are_errors_with_the_same_text(deck: Path):
    calls = {"nope": {}, "greeter": {"name": 5}, "off": {}, "manage_script": {"action": "list"}}

    async def main() -> dict[str, types.CallToolResult]:
        async with connect(deck) as session:
            return {name: await session.call_tool(name, args) for name, args in calls.items()}

    results = run(main)
    for name in ("nope", "greeter", "off"):
        code, expected = tool_call(deck, name, calls[name])
        assert code == 3, f"tool-call refuses {name}"
        assert results[name].is_error is True, name
        assert json.loads(text_of(results[name])) == expected, name
    assert results["manage_script"].is_error is True, "manage_script is refused without --allow-manage"
    assert "--allow-manage" in json.loads(text_of(results["manage_script"]))["fix"]


def test_manage_script_with_allow_manage_changes_the_list(deck: Path):
    async def main() -> tuple[types.CallToolResult, set[str]]:
        async with connect(deck, "--allow-manage") as session:
            answer = await session.call_tool("manage_script", {"action": "disable", "id": "flags"})
            return answer, {tool.name for tool in (await session.list_tools()).tools}

    answer, names = run(main)
    assert answer.is_error is False, text_of(answer)
    assert answer.structured_content["state"] == "disabled"
    assert "flags" not in names


def test_image_comes_back_as_image_content(deck: Path):
    async def main() -> types.CallToolResult:
        async with connect(deck) as session:
            return await session.call_tool("color_swatch", {"color": "#ff8800", "size": 16})

    result = run(main)
    images = [item for item in result.content if isinstance(item, types.ImageContent)]
    assert len(images) == 1
    assert images[0].mime_type == "image/png"
    assert base64.b64decode(images[0].data).startswith(b"\x89PNG"), "the picture's bytes, base64"
    assert "MIYU-IMAGE" not in text_of(result), "the image line is not text"


def test_timeout_kills_and_reports(deck: Path):
    async def main() -> types.CallToolResult:
        async with connect(deck) as session:
            return await session.call_tool("slow", {})

    result = run(main)
    payload = json.loads(text_of(result))
    assert result.is_error is True
    assert payload["timed_out"] is True
    assert payload["error"] == "script timed out after 1s"


def test_progress_reports_elapsed_seconds(deck: Path):
    seen: list[float] = []

    async def progress(value: float, total: float | None, message: str | None) -> None:
        seen.append(value)

    async def main() -> types.CallToolResult:
        async with connect(deck) as session:
            return await session.call_tool("ticker", {}, progress_callback=progress)

    result = run(main)
    assert text_of(result) == "done"
    assert seen, "a progress token gets progress notifications"
    assert seen == sorted(seen), "elapsed seconds only grow"
    assert seen[0] >= 1.0, "the first report comes after a second"


def test_cancellation_kills_the_process_tree(deck: Path, tmp_path: Path):
    pidfile = tmp_path / "child.pid"

    async def main() -> list[dict[str, Any]]:
        async with connect(deck) as session:
            async with anyio.create_task_group() as tg:
                tg.start_soon(session.call_tool, "tree", {"pidfile": str(pidfile)})
                await wait_for(pidfile.exists, "the tool started its child")
                tg.cancel_scope.cancel()  # the client sends notifications/cancelled
            child = int(pidfile.read_text())
            await wait_for(lambda: not alive(child), "the child is gone")
            await session.call_tool("raw", {"stdin": "still serving"})
            return read_history(deck)

    records = run(main)
    assert not alive(int(pidfile.read_text()))
    stopped = [r for r in records if r["tool_id"] == "tree"]
    assert stopped, 'the stopped run is in the history'
    assert stopped[0]['result']['error'] == 'stopped by the user', 'the stopped run is in the history'


def test_eight_concurrent_calls_run_at_once(deck: Path, tmp_path: Path):
    meeting = tmp_path / "meeting"
    meeting.mkdir()

    async def main() -> dict[int, types.CallToolResult]:
        results: dict[int, types.CallToolResult] = {}
        async with connect(deck) as session:

            async def one(i: int) -> None:
                results[i] = await session.call_tool("barrier", {"dir": str(meeting), "me": f"c{i}", "n": 8})

            async with anyio.create_task_group() as tg:
                for i in range(8):
                    tg.start_soon(one, i)
        return results

    results = run(main)
    assert sorted(text_of(r) for r in results.values()) == sorted(f"together c{i}" for i in range(8)), \
        "every call waited for the other seven: they ran at the same time"


def read_history(home: Path) -> list[dict[str, Any]]:
    path = home / "state" / "history.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_history_records_source_and_client(deck: Path):
    async def main() -> None:
        async with connect(deck) as session:
            await session.call_tool("raw", {"stdin": "for the record"})

    run(main)
    records = [r for r in read_history(deck) if r["tool_id"] == "raw"]
    assert len(records) == 1
    assert records[0]["source"] == "mcp"
    assert records[0]["client"] == CLIENT
    assert records[0]["args"] == {"stdin": "for the record"}


# -- list_changed -------------------------------------------------------------------------------------------


def test_edits_send_list_changed(deck: Path):
    changes: list[anyio.Event] = [anyio.Event(), anyio.Event()]

    async def handler(message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            next(event for event in changes if not event.is_set()).set()

    async def main() -> tuple[dict[str, types.Tool], set[str]]:
        async with connect(deck, handler=handler) as session:
            await session.list_tools()
            path = deck / "scripts" / "raw.sh"
            path.write_text(path.read_text().replace("Echo stdin back.", "Echo stdin back, edited."))
            with anyio.fail_after(HANG):
                await changes[0].wait()
            edited = {tool.name: tool for tool in (await session.list_tools()).tools}
            index = {**INDEX, "disabled": [*INDEX["disabled"], {"id": "flags", "path": "flags.sh"}]}
            (deck / "scripts" / "index.json").write_text(json.dumps(index))  # what "disable" in the window does
            with anyio.fail_after(HANG):
                await changes[1].wait()
            return edited, {tool.name for tool in (await session.list_tools()).tools}

    edited, after_disable = run(main)
    assert edited["raw"].description == "Echo stdin back, edited.", "a file edit reaches the list"
    assert "flags" not in after_disable, "an index.json edit (disable) reaches the list"


def test_modern_client_hears_list_changed_through_listen(deck: Path):
    from mcp import Client

    async def main() -> tuple[str, set[str]]:
        async with Client(params_for(deck), mode="auto",
                          client_info=types.Implementation(name=CLIENT, version="1")) as client:
            version = client.protocol_version
            await client.list_tools()  # the server has read the registry: what changes now is news
            async with client.listen(tools_list_changed=True) as subscription:
                write_script(deck / "scripts" / "fresh.sh", "#!/bin/sh\n# Description: New here.\necho new\n")
                with anyio.fail_after(HANG):
                    async for _event in subscription:
                        break
            names = {tool.name for tool in (await client.list_tools()).tools}
            answer = await client.call_tool("fresh", {})
            return version, names, answer

    version, names, answer = run(main)
    assert version >= "2026", "the client spoke the 2026 era"
    assert "fresh" in names
    assert text_of(answer) == "new"
    record = [r for r in read_history(deck) if r["tool_id"] == "fresh"][0]
    assert record["client"] == CLIENT, "the 2026 envelope's clientInfo names the client"


# -- the wire -----------------------------------------------------------------------------------------------


def test_stdout_carries_only_protocol_messages(deck: Path, tmp_path: Path):
    env = {**os.environ, "PYTHONWARNINGS": "always"}
    server = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(deck), "mcp"], cwd=str(REPO),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=open(tmp_path / "err.log", "wb"),
                              env=env)
    try:
        assert server.stdin is not None
        server.stdin.write(rpc("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                              "clientInfo": {"name": "raw", "version": "1"}}, 1))
        server.stdin.write(rpc("notifications/initialized"))
        server.stdin.write(rpc("tools/call", {"name": "noisy", "arguments": {}}, 2))
        server.stdin.write(rpc("tools/list", {}, 3))
        server.stdin.write(b"this line is not JSON\n")
        server.stdin.write(rpc("tools/call", {"name": "raw", "arguments": {"stdin": "x"}}, 4))
        server.stdin.flush()
        answered: set[int] = set()
        lines: list[bytes] = []
        deadline = time.monotonic() + HANG  # bounds a hang only
        while answered != {1, 2, 3, 4} and time.monotonic() < deadline:
            line = server.stdout.readline()
            if not line:
                break
            lines.append(line)
            message = json.loads(line)
            if message.get("id") is not None:  # the line that is not JSON is answered with id null
                answered.add(message["id"])
        server.stdin.close()
        assert server.wait(timeout=HANG) == 0, "closing stdin ends the server"
        lines += server.stdout.read().splitlines()
    finally:
        server.kill()
        server.wait()
    assert answered == {1, 2, 3, 4}
    for line in lines:
        assert json.loads(line)["jsonrpc"] == "2.0", line[:200]
    noisy = next(json.loads(line) for line in lines if json.loads(line).get("id") == 2)
    assert noisy["result"]["content"][0]["text"] == "ok", "the tool's 50,000 stderr lines stayed out of the wire"


def test_sigterm_stops_runs_and_removes_the_host_socket(deck: Path, tmp_path: Path):
    pidfile = tmp_path / "child.pid"
    sockfile = tmp_path / "socket.txt"
    write_script(deck / "scripts" / "hosted.sh", f"""#!/bin/sh
# Description: Note the host socket, start a child, wait.
# Capabilities: host.info
echo "$SCRIPTDECK_HOST_SOCKET" > {sockfile}.tmp && mv {sockfile}.tmp {sockfile}
sleep 300 &
echo $! > {pidfile}.tmp && mv {pidfile}.tmp {pidfile}
wait
""")
    server = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(deck), "mcp"], cwd=str(REPO),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert server.stdin is not None
        server.stdin.write(rpc("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                              "clientInfo": {"name": "raw", "version": "1"}}, 1))
        server.stdin.write(rpc("notifications/initialized"))
        server.stdin.write(rpc("tools/call", {"name": "hosted", "arguments": {}}, 2))
        server.stdin.flush()
        deadline = time.monotonic() + HANG  # bounds a hang only
        while not (pidfile.exists() and sockfile.exists()) and time.monotonic() < deadline:
            time.sleep(0.05)
        child = int(pidfile.read_text())
        socket_dir = Path(sockfile.read_text().strip()).parent
        assert socket_dir.is_dir(), "the host socket exists while the run goes"
        server.send_signal(signal.SIGTERM)
        code = server.wait(timeout=HANG)
    finally:
        server.kill()
        server.wait()
    assert code == 128 + signal.SIGTERM
    deadline = time.monotonic() + HANG
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(child), "the run's tree was stopped"
    assert not socket_dir.exists(), "the host socket folder was removed"


# -- hostile input ------------------------------------------------------------------------------------------


class RawServer:
    """The server on raw pipes, for messages no well-behaved client would send."""

    def __init__(self, home: Path, log: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp"], cwd=str(REPO),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=open(log, "wb"))
        self.next_id = 100

    def write(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def answer(self, ident: int, seen: dict[Any, dict[str, Any]] | None = None) -> dict[str, Any]:
        """Read until ``ident`` is answered (every line must be JSON-RPC); other answers go into ``seen``."""
        assert self.proc.stdout is not None
        while True:  # a server that stops answering fails the test through pytest's own timeout, not here
            line = self.proc.stdout.readline()
            assert line, "the server closed its stdout"
            message = json.loads(line)
            assert message["jsonrpc"] == "2.0"
            if message.get("id") == ident:
                return message
            if seen is not None:
                seen[message.get("id")] = message

    def send_call(self, raw_arguments: str) -> int:
        self.next_id += 1
        line = ('{"jsonrpc":"2.0","id":' + str(self.next_id) + ',"method":"tools/call","params":{"name":"raw",'
                '"arguments":' + raw_arguments + "}}\n")
        self.write(line.encode("utf-8", "surrogatepass"))
        return self.next_id

    def call(self, raw_arguments: str) -> dict[str, Any]:
        return self.answer(self.send_call(raw_arguments))

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()


@pytest.fixture
def raw_server(deck: Path, tmp_path: Path) -> Any:
    server = RawServer(deck, tmp_path / "raw-stderr.log")
    try:
        server.write(rpc("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                        "clientInfo": {"name": "hostile", "version": "1"}}, 1))
        assert "result" in server.answer(1)
        server.write(rpc("notifications/initialized"))
        yield server
    finally:
        server.close()


@pytest.mark.slow
@pytest.mark.parametrize(("arguments", "served"), [
    ("[" * 10000 + "]" * 10000, False),
    ('{"a":' * 10000 + "1" + "}" * 10000, False),
    ('{"stdin": NaN}', False),
    ('{"x": 1e400}', False),
    ('{"stdin": "\\ud800"}', False),
    ('[1, 2, 3]', False),
    ('"just a string"', False),
    ('{"stdin": "' + "x" * 2_000_000 + '"}', True),
])
def test_hostile_arguments_never_stop_the_server(raw_server: RawServer, arguments: str, served: bool):
    hostile = raw_server.send_call(arguments)
    seen: dict[Any, dict[str, Any]] = {}
    after = raw_server.answer(raw_server.send_call('{"stdin": "still here"}'), seen)
    assert after["result"]["content"][0]["text"] == "still here", "the server keeps serving"
    answer = seen[hostile] if hostile in seen else raw_server.answer(hostile)  # every request is answered
    if served:
        assert answer["result"]["isError"] is False, "2 MB of arguments is an ordinary call"
    else:
        assert "error" in answer or answer["result"]["isError"] is True, answer


@pytest.mark.slow
def test_any_json_arguments_are_answered(raw_server: RawServer):
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
                          | st.text(max_size=20),
                          lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                       max_size=4), max_leaves=20)

    @given(st.dictionaries(st.text(max_size=8), values, max_size=5))
    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    def one(arguments: dict[str, Any]) -> None:
        answer = raw_server.call(json.dumps(arguments))
        result = answer["result"]
        assert result["isError"] is False, result
        expected = arguments["stdin"] if isinstance(arguments.get("stdin"), str) and arguments["stdin"] else \
            json.dumps(arguments, separators=(",", ":"), ensure_ascii=False)
        assert result["content"][0]["text"] == expected.strip()

    one()
