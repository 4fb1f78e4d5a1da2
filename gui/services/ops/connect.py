"""The window's own files outside the layers (SPEC §14, §27): Claude Desktop's config, the HTTP token,
folders the window shows; and a run's output saved where the user chose."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scriptdeck.gui.services.ops.base import OpsBase


class ConnectOps(OpsBase):
    """Writes that connect the deck to its clients."""

    def add_to_claude_desktop(self, entry: dict[str, Any]) -> dict[str, Any]:
        """Merge ScriptDeck's server into Claude Desktop's config (core's safe merge; ConfigError, OSError)."""
        from scriptdeck.core.mcp.clients import add_to_claude_desktop

        return add_to_claude_desktop(entry)

    def http_token(self) -> bytes:
        """The token HTTP clients send, made on first use (SPEC §27; TokenBroken, OSError)."""
        from scriptdeck.core.mcp.http_token import ensure_token, token_path

        return ensure_token(token_path(self.controller.home.state_dir))

    def ensure_folder(self, folder: Path, *, private: bool = False) -> Path:
        """A folder the window is about to show or watch, made when missing (0700 for ScriptDeck's state)."""
        from scriptdeck.core.store.fsutil import ensure_private_dir

        if private:
            return ensure_private_dir(folder)
        folder.mkdir(parents=True, exist_ok=True)
        return folder


def export_text(path: Path, text: str) -> None:
    """Save a run's output to a file the user chose: outside the home and the layers, nothing to undo and no view
    to tell, so it needs no Controller (the Full output window has none). Raises OSError."""
    from scriptdeck.core.store.fsutil import atomic_write

    atomic_write(path, text.encode("utf-8"))
