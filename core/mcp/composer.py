"""The deck's own MCP server, in this process, with a client of its own (issue 45: Agent activity's request composer).

:class:`Composer` starts what ``scriptdeck mcp`` starts — :class:`protocol.Protocol` on its own thread and asyncio
loop, serving the SDK over a wire, and a :class:`server.Deck` on the Qt thread of this process (the window's) — but
the wire is a pair of pipes whose other ends it holds: it writes a request line as a client would, and hands back
each line the server writes, exactly as written (the same ``Protocol.encode`` as stdio). Before the first request it
shakes hands (``initialize``, ``notifications/initialized``) as :data:`CLIENT_NAME`.

The deck has a registry of its own (the window's is not rescanned behind the window's back), reads the same home
and settings, and writes the same message log and run history as ``scriptdeck mcp`` (client ``ScriptDeck``).
Construct and :meth:`start` it on the Qt thread; ``on_line`` is called on the composer's reader thread.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
from collections.abc import Callable
from typing import Any

from scriptdeck.core.mcp.msglog import MessageLog, messages_path
from scriptdeck.core.mcp.protocol import Protocol
from scriptdeck.core.mcp.wire import read_lines

CLIENT_NAME = "ScriptDeck"
#: the protocol version the composer's handshake asks for (the stdio tests' and the SDK clients' of 2025)
PROTOCOL_VERSION = "2025-11-25"
#: the first request id the composer gives (1 is its ``initialize``)
FIRST_ID = 2


def handshake() -> list[dict[str, Any]]:
    """The two messages a client sends before its first request."""
    return [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": {"protocolVersion": PROTOCOL_VERSION, "capabilities": {},
                        "clientInfo": {"name": CLIENT_NAME, "version": "1"}}},
            {"jsonrpc": "2.0", "method": "notifications/initialized"}]


def request_line(message: Any) -> bytes:
    """One message as the line a client writes (compact JSON, UTF-8, ``\\n``)."""
    return (json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8", "surrogatepass")


class Composer:
    """One in-process server and its one client. ``on_line(bytes)`` gets every line the server writes."""

    def __init__(self, registry: Any, on_line: Callable[[bytes], None], *, lang: str = "en",
                 allow_manage: bool = False) -> None:
        self.registry = registry
        self.on_line = on_line
        self.lang = lang
        self.allow_manage = allow_manage
        self.protocol: Protocol | None = None
        self._to_server = -1
        self._next_id = FIRST_ID
        self._lock = threading.Lock()
        self._threads: list[threading.Thread] = []
        self._deck: Any = None
        self._fds: list[int] = []

    @property
    def running(self) -> bool:
        return self.protocol is not None

    def start(self) -> None:
        """Serve (on the calling Qt thread's loop for the deck) and shake hands; a second call does nothing."""
        if self.protocol is not None:
            return
        from scriptdeck.core.mcp.server import Deck, Poster
        from scriptdeck.core.mcp.tools import ToolCatalog

        protocol = Protocol()
        protocol.messages = MessageLog(messages_path(self.registry.home.state_dir))
        server_in, client_out = os.pipe()
        client_in, server_out = os.pipe()
        self._to_server = client_out
        self._fds = [server_in, client_in, server_out]

        def serve() -> None:
            try:
                asyncio.run(protocol.serve(server_in, server_out))
            except BaseException:  # noqa: BLE001 - the connection is over; the reader sees the end
                pass
            finally:
                os.close(server_out)  # the client's reader sees the end

        def read() -> None:
            for line in read_lines(client_in):
                if isinstance(line, bytes):
                    self.on_line(line)
            os.close(client_in)

        catalog = ToolCatalog(self.lang, allow_manage=self.allow_manage)
        poster = Poster()
        protocol.poster = poster
        self._deck = protocol.deck = Deck(self.registry, catalog, poster=poster, on_list_changed=protocol.list_changed)
        protocol.first_list_ready.set()
        protocol.deck_ready.set()
        self.protocol = protocol
        for target, name in ((serve, "scriptdeck-composer-server"), (read, "scriptdeck-composer-client")):
            thread = threading.Thread(target=target, name=name, daemon=True)
            thread.start()
            self._threads.append(thread)
        protocol.serving.wait(timeout=30)
        for message in handshake():
            self._write(request_line(message))

    def next_id(self) -> int:
        with self._lock:
            number = self._next_id
            self._next_id += 1
            return number

    def send(self, method: str, params: Any = None) -> dict[str, Any]:
        """Send one request (its id is the next number); returns the message as sent."""
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": self.next_id(), "method": method}
        if params is not None:
            message["params"] = params
        self.send_raw(request_line(message))
        return message

    def send_raw(self, line: bytes) -> None:
        """Send a line as typed (raw JSON-RPC; a bad one gets the server's own error answer)."""
        self.start()
        self._write(line if line.endswith(b"\n") else line + b"\n")

    def _write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            written = os.write(self._to_server, view)
            view = view[written:]

    def close(self) -> None:
        """End the connection (the server's input closes, the SDK winds down) and the deck's runs and watcher."""
        if self.protocol is None:
            return
        self.protocol.stop()
        try:
            os.close(self._to_server)
        except OSError:
            pass
        for thread in self._threads:
            thread.join(timeout=2)
        try:
            os.close(self._fds[0])
        except OSError:
            pass
        deck, self._deck, self.protocol = self._deck, None, None
        if deck is not None:
            deck.shutdown(lambda: None)
