"""Node clients against ``scriptdeck mcp --http`` (SPEC §27): the TypeScript SDK's ``StreamableHTTPClientTransport``
and MCP Inspector's CLI with ``--transport http``.

They live in ``tests/node`` (``package.json`` + ``package-lock.json``, pinned); ``.ci/run`` installs them with
``npm ci --prefix tests/node``. Without ``node`` or ``tests/node/node_modules`` these tests are skipped, saying so.

The Inspector is pinned at 0.15.0, the last release that runs on Node 20 (later ones need Node ≥ 22.7.5); its
CLI cannot send headers yet, so it is tested against a loopback server with ``--no-auth``, and refused without.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO, deck_home, write_script
from tests.http_server import HANG, HttpServer

NODE_DIR = REPO / "tests" / "node"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(
    NODE is None or not (NODE_DIR / "node_modules" / "@modelcontextprotocol" / "sdk").is_dir()
    or not (NODE_DIR / "node_modules" / ".bin" / "mcp-inspector").exists(),
    reason="the Node clients are not installed: run `npm ci --prefix tests/node` (needs node and npm)")

GREETER = """#!/usr/bin/env python3
# Description: Greet someone by name and answer JSON.
# Parameters: {"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}
import json, sys
print(json.dumps({"hello": json.load(sys.stdin)["name"]}))
"""


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    return deck_home(tmp_path / "home", {"greeter.py": GREETER}).root


def events(proc: subprocess.Popen[str]) -> Any:
    assert proc.stdout is not None
    for line in proc.stdout:
        yield json.loads(line)


def test_typescript_sdk_over_http(deck: Path):
    with HttpServer(deck) as server:
        assert NODE is not None
        proc = subprocess.Popen([NODE, str(NODE_DIR / "ts_client.mjs"), server.url, server.token], cwd=str(NODE_DIR),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            seen = events(proc)
            listed = next(seen)
            assert listed["event"] == "listed", listed
            assert "greeter" in listed["tools"]
            assert listed["listChanged"] is True
            assert listed["call"]["structuredContent"] == {"hello": "Node"}
            write_script(deck / "scripts" / "fresh.sh", "#!/bin/sh\n# Description: New here.\necho new\n")
            changed = next(seen)
            assert changed["event"] == "changed", changed
            assert "fresh" in changed["tools"], "list_changed reached the TypeScript client over HTTP"
            refused = next(seen)
            assert refused["event"] == "refused", refused
            assert "invalid_token" in refused["message"], "the 401 body of the SDK's bearer middleware"
            assert proc.wait(timeout=HANG) == 0
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait()
            assert proc.stderr is not None
            proc.stderr.close()
            assert proc.stdout is not None
            proc.stdout.close()


def inspector(url: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(NODE_DIR / "node_modules" / ".bin" / "mcp-inspector"), "--cli", url,
                           "--transport", "http", *args], cwd=str(NODE_DIR), capture_output=True, text=True,
                          timeout=HANG * 2)


def test_mcp_inspector_cli_over_http(deck: Path):
    with HttpServer(deck, "--no-auth") as server:
        listed = inspector(server.url, "--method", "tools/list")
        assert listed.returncode == 0, listed.stderr
        assert "greeter" in {tool["name"] for tool in json.loads(listed.stdout)["tools"]}
        called = inspector(server.url, "--method", "tools/call", "--tool-name", "greeter", "--tool-arg", "name=Ins")
        assert called.returncode == 0, called.stderr
        assert json.loads(called.stdout)["structuredContent"] == {"hello": "Ins"}
    with HttpServer(deck) as server:
        refused = inspector(server.url, "--method", "tools/list")
        assert refused.returncode != 0, "without the token the Inspector gets nothing"
        assert "greeter" not in refused.stdout
