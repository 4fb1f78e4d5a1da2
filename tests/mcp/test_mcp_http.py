"""``scriptdeck mcp --http`` driven by the official Python SDK's streamable HTTP client (SPEC §27).

Every test starts the real server (``python -m scriptdeck --home H mcp --http 127.0.0.1:0``) and talks MCP to it
over HTTP with the bearer token: listing, a call, a picture, an error, cancellation that kills the tree,
``list_changed`` after an edit reaching every session, history with the client's name and address.
"""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
import pytest

from tests.conftest import deck_home, run, text_of, write_script
from tests.http_server import CLIENT, HANG, HttpServer, alive, connect, wait_gone

SCRIPTS = {
    "greeter.py": """#!/usr/bin/env python3
# Description: Greet someone by name and answer JSON.
# Permission: read_only
# Parameters: {"type":"object","properties":{"name":{"type":"string","description":"who"}},"required":["name"]}
import json, sys
args = json.load(sys.stdin)
print(json.dumps({"hello": args["name"]}))
""",
    "raw.sh": "#!/bin/sh\n# Description: Echo stdin back.\n# Permission: presentation\ncat\n",
    "refuser.sh": "#!/bin/sh\n# Description: Always says no.\n"
                  "echo '{\"ok\":false,\"error\":\"no such thing\",\"fix\":\"ask for something else\"}'\nexit 1\n",
    "tree.sh": """#!/bin/sh
# Description: Start a child that would outlive us, say its pid into a FIFO, then wait.
# Argv: flags
pidfile="${1#--pidfile=}"
sleep 300 &
echo $! > "$pidfile"
wait
""",
}


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    return deck_home(tmp_path / "home", SCRIPTS).root


@pytest.fixture
def server(deck: Path) -> Any:
    with HttpServer(deck) as running:
        yield running


def read_history(home: Path) -> list[dict[str, Any]]:
    path = home / "state" / "history.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_start_line_names_the_bound_port(server: HttpServer):
    assert server.url.startswith("http://127.0.0.1:") and server.url.endswith("/mcp")
    assert server.port > 0, "port 0 picked a free port and the line names it"
    assert os.stat(server.home / "state" / "mcp-http-token").st_mode & 0o777 == 0o600, "the token was made, 0600"


def test_list_and_call_over_http(server: HttpServer):
    async def main() -> tuple[types.InitializeResult | None, dict[str, types.Tool], types.CallToolResult]:
        async with connect(server) as session:
            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            answer = await session.call_tool("greeter", {"name": "Ada"})
            return session.initialize_result, tools, answer

    init, tools, answer = run(main)
    assert init is not None and init.capabilities.tools is not None
    assert init.capabilities.tools.list_changed is True, "tools.listChanged is declared over HTTP too"
    assert {"greeter", "raw", "refuser", "tree"} <= set(tools)
    assert tools["greeter"].annotations is not None and tools["greeter"].annotations.read_only_hint is True
    assert answer.is_error is False
    assert answer.structured_content == {"hello": "Ada"}


def test_a_picture_comes_back_as_image_content(server: HttpServer):
    async def main() -> types.CallToolResult:
        async with connect(server) as session:
            return await session.call_tool("color_swatch", {"color": "#ff8800", "size": 16})

    result = run(main)
    images = [item for item in result.content if isinstance(item, types.ImageContent)]
    assert len(images) == 1 and images[0].mime_type == "image/png"
    assert base64.b64decode(images[0].data).startswith(b"\x89PNG")


def test_an_error_is_a_tool_error(server: HttpServer):
    async def main() -> tuple[types.CallToolResult, types.CallToolResult]:
        async with connect(server) as session:
            return await session.call_tool("refuser", {}), await session.call_tool("no_such_tool", {})

    refused, unknown = run(main)
    assert refused.is_error is True and "no such thing" in text_of(refused)
    assert unknown.is_error is True and "not found" in json.loads(text_of(unknown))["error"]


def test_cancellation_kills_the_process_tree(server: HttpServer, tmp_path: Path):
    pidfile = tmp_path / "child.pid"
    os.mkfifo(pidfile)  # the tool writes its child's pid here: reading it waits for the run to have started
    child: list[int] = []

    async def main() -> str:
        async with connect(server) as session:
            async with anyio.create_task_group() as tg:
                tg.start_soon(session.call_tool, "tree", {"pidfile": str(pidfile)})
                with anyio.fail_after(HANG):
                    child.append(int(await anyio.to_thread.run_sync(pidfile.read_text)))
                tg.cancel_scope.cancel()  # the client sends notifications/cancelled
            assert not await anyio.to_thread.run_sync(wait_gone, child)
            return text_of(await session.call_tool("raw", {"stdin": "still serving"}))

    assert run(main) == "still serving"
    assert not alive(child[0])
    stopped = [r for r in read_history(server.home) if r["tool_id"] == "tree"]
    assert stopped and stopped[0]["result"]["error"] == "stopped by the user"


def test_an_edit_reaches_every_session_as_list_changed(server: HttpServer):
    heard = [anyio.Event(), anyio.Event()]

    def handler_for(event: anyio.Event) -> Any:
        async def handler(message: Any) -> None:
            if isinstance(message, types.ToolListChangedNotification):
                event.set()
        return handler

    async def main() -> tuple[set[str], set[str]]:
        async with connect(server, handler=handler_for(heard[0]), name="first") as one, \
                connect(server, handler=handler_for(heard[1]), name="second") as two:
            await one.list_tools()
            await two.list_tools()
            server.wait_line(lambda line: line.endswith("sessions 2"))
            write_script(server.home / "scripts" / "fresh.sh", "#!/bin/sh\n# Description: New here.\necho new\n")
            with anyio.fail_after(HANG):
                await heard[0].wait()
                await heard[1].wait()
            return ({tool.name for tool in (await one.list_tools()).tools},
                    {tool.name for tool in (await two.list_tools()).tools})

    first, second = run(main)
    assert "fresh" in first and "fresh" in second, "both sessions see the one deck's new list"


def test_history_records_the_client_name_and_address(server: HttpServer):
    async def main() -> None:
        async with connect(server) as session:
            await session.call_tool("raw", {"stdin": "for the record"})

    run(main)
    records = [r for r in read_history(server.home) if r["tool_id"] == "raw"]
    assert len(records) == 1
    assert records[0]["source"] == "mcp"
    assert records[0]["client"] == CLIENT
    assert records[0]["address"] == "127.0.0.1"
    line = server.wait_line(lambda text: " call raw " in text)
    assert line.endswith(f"call raw from {CLIENT} at 127.0.0.1"), "the status line names the call"


def test_every_mcp_flag_applies(deck: Path):
    with HttpServer(deck, "--allow-manage", "--page-size", "2", "--lang", "zh_CN") as server:
        async def main() -> tuple[int, list[str]]:
            async with connect(server) as session:
                first = await session.list_tools()
                names = [tool.name for tool in first.tools]
                cursor = first.next_cursor
                while cursor is not None:
                    page = await session.list_tools(params=types.PaginatedRequestParams(cursor=cursor))
                    names += [tool.name for tool in page.tools]
                    cursor = page.next_cursor
                return len(first.tools), names

        first_page, names = run(main)
    assert first_page == 2, "--page-size applies"
    assert "manage_script" in names, "--allow-manage applies"


def test_http_messages_reach_the_agent_activity_log(server: HttpServer):
    """SPEC §31: the HTTP server logs to stdio's ``mcp-messages.jsonl``, each line with its client's name."""
    async def main() -> None:
        async with connect(server, name="activity-client") as session:
            await session.list_tools()
            await session.call_tool("greeter", {"name": "Ada"})

    run(main)
    path = server.home / "state" / "mcp-messages.jsonl"
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    answered = {line["method"]: line for line in lines if "id" in line}
    assert {"initialize", "tools/list", "tools/call"} <= set(answered)
    assert all(answered[m]["client"] == "activity-client" for m in ("initialize", "tools/list", "tools/call"))
    call = answered["tools/call"]
    assert call["request"]["name"] == "greeter" and call["error"] is False
    assert call["answer"]["structuredContent"] == {"hello": "Ada"}
    assert any(line.get("method") == "notifications/initialized" and line.get("client") == "activity-client"
               for line in lines)


WAITER = """#!/bin/sh
# Description: Say it started, wait for the go file, answer.
# Argv: flags
: > "${1#--dir=}/started"
i=0
while [ ! -e "${1#--dir=}/go" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
echo finished
"""


def test_a_client_that_disconnects_mid_call_leaves_the_run_to_finish(tmp_path: Path):
    """MCP's rule (SPEC §31, docs/mcp.md): a disconnect is not a cancel; the run finishes and is in the history."""
    import httpx2

    home = deck_home(tmp_path / "home", {"waiter.sh": WAITER}).root
    marks = tmp_path / "marks"
    marks.mkdir()
    accept = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    with HttpServer(home, "--no-auth") as server, httpx2.Client(timeout=HANG) as http:
        init = http.post(server.url, headers=accept, json={
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                       "clientInfo": {"name": "leaver", "version": "1"}}})
        assert init.status_code == 200
        session = {**accept, "mcp-session-id": init.headers["mcp-session-id"],
                   "mcp-protocol-version": "2025-11-25"}
        http.post(server.url, headers=session, json={"jsonrpc": "2.0", "method": "notifications/initialized"})
        call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                "params": {"name": "waiter", "arguments": {"dir": str(marks)}}}
        with httpx2.Client(timeout=HANG) as leaver:  # its own connection, closed mid-call
            with leaver.stream("POST", server.url, headers=session, json=call) as response:
                assert response.status_code == 200
                for _ in range(HANG * 20):  # bounded: until the run has started
                    if (marks / "started").exists():
                        break
                    anyio.run(anyio.sleep, 0.05)
                assert (marks / "started").exists()
        (marks / "go").touch()  # the client is gone; the run may now finish
        records: list[dict[str, Any]] = []
        for _ in range(HANG * 20):  # bounded: until the run is recorded
            path = home / "state" / "history.jsonl"
            records = [r for r in read_history(home) if r["tool_id"] == "waiter"] if path.exists() else []
            if records:
                break
            anyio.run(anyio.sleep, 0.05)
        assert len(records) == 1, "the run was recorded"
        result = records[0]["result"]
        assert result["success"] is True and result["stdout"] == "finished" and not result["timed_out"], result
