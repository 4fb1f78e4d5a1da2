"""Configuration for clients that reach ``scriptdeck mcp --http`` (SPEC §27): Claude Code, Cursor, VS Code.

Pure Python, like :mod:`clients` (stdio): the Connect dialog shows :func:`http_snippets` beside the URL and the
token. The token goes where each client takes a header; VS Code asks for it (a password prompt) instead, so a
workspace's ``.vscode/mcp.json`` — often committed — never holds it.
"""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path

from scriptdeck.core.mcp.clients import SERVER_NAME, Snippet, claude_desktop_config_path, config_snippets

HTTP_CLIENTS = ("claude_code", "cursor", "vscode")  # the Connect dialog's tabs
#: what stands for the token in text shown before it is revealed
TOKEN_PLACEHOLDER = "<token>"


def bearer(token: str) -> str:
    return f"Bearer {token}"


def http_snippets(url: str, token: str, *, name: str = SERVER_NAME) -> dict[str, Snippet]:
    """Ready-to-paste HTTP configuration for each client (``token`` may be :data:`TOKEN_PLACEHOLDER`)."""
    # the same scope as the stdio line (clients.config_snippets): the server is the user's, in every project
    shell = shlex.join(["claude", "mcp", "add", "--scope", "user", "--transport", "http", name, url, "--header",
                        f"Authorization: {bearer(token)}"])
    # Claude Desktop's file starts commands only: mcp-remote bridges it to a URL (the header through env, as
    # mcp-remote's README advises: no space inside an argument)
    desktop = json.dumps({"mcpServers": {name: {
        "command": "npx", "args": ["-y", "mcp-remote", url, "--header", "Authorization:${SCRIPTDECK_AUTH}"],
        "env": {"SCRIPTDECK_AUTH": bearer(token)}}}}, indent=2, ensure_ascii=False)
    cursor = json.dumps({"mcpServers": {name: {"url": url, "headers": {"Authorization": bearer(token)}}}},
                        indent=2, ensure_ascii=False)
    vscode = json.dumps({
        "inputs": [{"type": "promptString", "id": "scriptdeck-token", "description": "ScriptDeck token "
                    "(scriptdeck mcp token)", "password": True}],
        "servers": {name: {"type": "http", "url": url,
                           "headers": {"Authorization": "Bearer ${input:scriptdeck-token}"}}},
    }, indent=2, ensure_ascii=False)
    return {
        "claude_desktop": Snippet("claude_desktop", "Claude Desktop", str(claude_desktop_config_path()), "json",
                                  desktop),
        "claude_code": Snippet("claude_code", "Claude Code", "terminal", "shell", shell),
        "cursor": Snippet("cursor", "Cursor", str(Path.home() / ".cursor" / "mcp.json"), "json", cursor),
        "vscode": Snippet("vscode", "VS Code", ".vscode/mcp.json", "json", vscode),
    }


def client_config(client: str, *, url: str | None = None, token: str = TOKEN_PLACEHOLDER,
                  home: str | os.PathLike[str] | None = None, persona: str | None = None) -> Snippet:
    """The one text a client's configuration is, for ``scriptdeck mcp config`` and the Connect dialog alike:
    stdio (this ScriptDeck started with ``home`` and ``persona``) or, with ``url``, the HTTP server there.
    ``client`` is one of :data:`~scriptdeck.core.mcp.clients.CLIENTS` (``-`` for ``_`` accepted); KeyError
    for any other."""
    key = client.replace("-", "_")
    snippets = http_snippets(url, token) if url is not None else config_snippets(home, persona)
    return snippets[key]
