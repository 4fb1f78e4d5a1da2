"""Configuration for clients that reach ``scriptdeck mcp --http`` (SPEC §27): Claude Code, Cursor, VS Code.

Pure Python, like :mod:`clients` (stdio): the Connect dialog shows :func:`http_snippets` beside the URL and the
token. The token goes where each client takes a header; VS Code asks for it (a password prompt) instead, so a
workspace's ``.vscode/mcp.json`` — often committed — never holds it.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from scriptdeck.core.mcp.clients import SERVER_NAME, Snippet

HTTP_CLIENTS = ("claude_code", "cursor", "vscode")
#: what stands for the token in text shown before it is revealed
TOKEN_PLACEHOLDER = "<token>"


def bearer(token: str) -> str:
    return f"Bearer {token}"


def http_snippets(url: str, token: str, *, name: str = SERVER_NAME) -> dict[str, Snippet]:
    """Ready-to-paste HTTP configuration for each client (``token`` may be :data:`TOKEN_PLACEHOLDER`)."""
    shell = shlex.join(["claude", "mcp", "add", "--transport", "http", name, url, "--header",
                        f"Authorization: {bearer(token)}"])
    cursor = json.dumps({"mcpServers": {name: {"url": url, "headers": {"Authorization": bearer(token)}}}},
                        indent=2, ensure_ascii=False)
    vscode = json.dumps({
        "inputs": [{"type": "promptString", "id": "scriptdeck-token", "description": "ScriptDeck token "
                    "(scriptdeck mcp token)", "password": True}],
        "servers": {name: {"type": "http", "url": url,
                           "headers": {"Authorization": "Bearer ${input:scriptdeck-token}"}}},
    }, indent=2, ensure_ascii=False)
    return {
        "claude_code": Snippet("claude_code", "Claude Code", "terminal", "shell", shell),
        "cursor": Snippet("cursor", "Cursor", str(Path.home() / ".cursor" / "mcp.json"), "json", cursor),
        "vscode": Snippet("vscode", "VS Code", ".vscode/mcp.json", "json", vscode),
    }
