"""The window's request composer (issue 45): the deck's own MCP server in this process
(:class:`scriptdeck.core.mcp.composer.Composer`), started on the first request and ended with the window.

Each line the server writes reaches the Qt thread as ``line`` (a queued signal from the composer's reader thread).
The server's deck reads a registry of its own, from the window's home, settings and libraries.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from scriptdeck.core.mcp.composer import Composer
    from scriptdeck.gui.services.controller import Controller


class ComposerService(QObject):
    line = Signal(bytes)

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.controller = controller
        self._composer: Composer | None = None

    @property
    def running(self) -> bool:
        return self._composer is not None

    def composer(self) -> Composer:
        """The connection, made (and its handshake sent) on first use."""
        if self._composer is None:
            from scriptdeck.core.mcp.composer import Composer
            from scriptdeck.core.model.registry import Registry, configured_layers

            controller = self.controller
            registry = Registry(controller.home, pi_layers=configured_layers(controller.settings, controller.libraries))
            registry.load_cache(controller.home.header_cache_path)
            registry.scan()
            composer = Composer(registry, self.line.emit)
            composer.start()
            self._composer = composer
        return self._composer

    def send(self, method: str, params: Any = None) -> dict[str, Any]:
        """Send one request; returns it as sent (with its id). The answer arrives on ``line``."""
        return self.composer().send(method, params)

    def send_raw(self, line: bytes) -> None:
        self.composer().send_raw(line)

    def export_messages(self, path: Path, text: str) -> None:
        """Message-log lines the user chose to export, to a file outside the home: nothing to undo. Raises OSError."""
        from scriptdeck.core.store.fsutil import atomic_write

        atomic_write(path, text.encode("utf-8"))

    def close(self) -> None:
        if self._composer is not None:
            composer, self._composer = self._composer, None
            composer.close()
