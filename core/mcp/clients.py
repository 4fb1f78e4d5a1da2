"""How agents start ``scriptdeck mcp``: configuration snippets per client, and a safe merge into Claude Desktop's.

Pure Python (no Qt): the window's "Connect an agent" dialog shows :func:`config_snippets` and calls
:func:`add_to_claude_desktop`; both are tested without a QApplication.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.jsonsafe import JsonInputError, loads_strict
from scriptdeck.core.store.fsutil import atomic_write, read_regular

SERVER_NAME = "scriptdeck"
CLIENTS = ("claude_desktop", "claude_code", "cursor", "vscode")
MAX_CONFIG_BYTES = 4 * 1024 * 1024


class ConfigError(LocalizedError):
    """Claude Desktop's config could not be merged; nothing was written."""

    context = "mcp"


def scriptdeck_command() -> list[str]:
    """The absolute command that starts this ScriptDeck: the ``scriptdeck`` beside this Python, else on PATH,
    else this Python with ``-m scriptdeck``."""
    beside = Path(sys.executable).parent / "scriptdeck"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside)]
    found = shutil.which("scriptdeck")
    if found:
        return [os.path.abspath(found)]
    return [os.path.abspath(sys.executable), "-m", "scriptdeck"]


def server_args(home: str | os.PathLike[str] | None = None, persona: str | None = None,
                *, lang: str | None = None, allow_manage: bool = False) -> list[str]:
    args = ["mcp"]
    if home:
        args += ["--home", os.path.abspath(os.fspath(home))]
    if persona and persona != "default":
        args += ["--persona", persona]
    if lang and lang != "en":
        args += ["--lang", lang]
    if allow_manage:
        args.append("--allow-manage")
    return args


def server_entry(command: list[str], args: list[str]) -> dict[str, Any]:
    """One ``mcpServers`` entry: ``{"command", "args"}``."""
    return {"command": command[0], "args": [*command[1:], *args]}


@dataclass(frozen=True, slots=True)
class Snippet:
    client: str
    title: str
    #: where the text goes (a file, or a terminal)
    where: str
    #: ``json`` or ``shell``
    kind: str
    text: str


def claude_desktop_config_path() -> Path:
    """Where Claude Desktop keeps ``claude_desktop_config.json`` on this system."""
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Claude" / "claude_desktop_config.json"
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(appdata) / "Claude" / "claude_desktop_config.json"
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "Claude" / "claude_desktop_config.json"


def config_snippets(home: str | os.PathLike[str] | None = None, persona: str | None = None, *,
                    command: list[str] | None = None, lang: str | None = None,
                    allow_manage: bool = False, name: str = SERVER_NAME) -> dict[str, Snippet]:
    """Ready-to-paste configuration for Claude Desktop, Claude Code, Cursor and VS Code."""
    command = command or scriptdeck_command()
    entry = server_entry(command, server_args(home, persona, lang=lang, allow_manage=allow_manage))
    as_json = json.dumps({"mcpServers": {name: entry}}, indent=2, ensure_ascii=False)
    vscode = json.dumps({"servers": {name: {"type": "stdio", **entry}}}, indent=2, ensure_ascii=False)
    shell = shlex.join(["claude", "mcp", "add", "--scope", "user", name, "--", entry["command"], *entry["args"]])
    return {
        "claude_desktop": Snippet("claude_desktop", "Claude Desktop", str(claude_desktop_config_path()), "json",
                                  as_json),
        "claude_code": Snippet("claude_code", "Claude Code", "terminal", "shell", shell),
        "cursor": Snippet("cursor", "Cursor", str(Path.home() / ".cursor" / "mcp.json"), "json", as_json),
        "vscode": Snippet("vscode", "VS Code", ".vscode/mcp.json", "json", vscode),
    }


# -- merging into Claude Desktop's config --------------------------------------------------------------------


def _read_config(path: Path) -> dict[str, Any]:
    try:
        raw = read_regular(path, MAX_CONFIG_BYTES)  # a FIFO in its place is refused, never waited on
    except FileNotFoundError:
        return {}
    except OSError as error:
        raise ConfigError(QT_TRANSLATE_NOOP("mcp", "cannot read {a0}: {a1}"),
                          QT_TRANSLATE_NOOP("mcp", "check the file's permissions"),
                          a0=str(path), a1=error.strerror or str(error)) from None
    if not raw.strip():
        return {}
    try:
        root = loads_strict(raw, max_bytes=MAX_CONFIG_BYTES)
    except JsonInputError as error:
        raise ConfigError(QT_TRANSLATE_NOOP("mcp", "{a0} is not valid JSON ({a1}); it was left untouched"),
                          QT_TRANSLATE_NOOP("mcp", "repair the file, or paste the snippet by hand"),
                          a0=str(path), a1=str(error)) from None
    if not isinstance(root, dict) or not isinstance(root.get("mcpServers", {}), dict):
        raise ConfigError(QT_TRANSLATE_NOOP("mcp", "{a0} does not hold an object with an mcpServers object; it was left untouched"),
                          QT_TRANSLATE_NOOP("mcp", "repair the file, or paste the snippet by hand"),
                          a0=str(path))
    return root


def add_to_claude_desktop(entry: dict[str, Any], path: Path | None = None, *, name: str = SERVER_NAME) -> dict[str, Any]:
    """Put ``entry`` under ``mcpServers[name]`` in Claude Desktop's config, keeping everything else.

    Atomic (temp file + rename), the previous file kept as ``<name>.bak``, no write when nothing changes; a file
    that is not valid JSON (or not an object) is refused with :class:`ConfigError` and never overwritten.
    Returns ``{"path", "changed", "replaced", "backup"}``.
    """
    path = Path(path) if path is not None else claude_desktop_config_path()
    root = _read_config(path)
    servers = root.get("mcpServers", {})
    previous = servers.get(name)
    if previous == entry:
        return {"path": str(path), "changed": False, "replaced": False, "backup": None}
    merged = dict(root)
    merged["mcpServers"] = {**servers, name: entry}
    existed = path.exists()
    text = json.dumps(merged, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    try:
        atomic_write(path, text.encode("utf-8"), backup=existed, mode=None if existed else 0o600)
    except OSError as error:
        raise ConfigError(QT_TRANSLATE_NOOP("mcp", "could not write {a0}: {a1}"),
                          QT_TRANSLATE_NOOP("mcp", "check free disk space and permissions; the old file is untouched"),
                          a0=str(path), a1=str(error)) from None
    return {"path": str(path), "changed": True, "replaced": previous is not None,
            "backup": str(path.with_name(path.name + ".bak")) if existed else None}
