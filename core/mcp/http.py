"""``scriptdeck mcp --http``: the same deck as stdio, served over MCP's Streamable HTTP transport (SPEC §27).

The SDK's own stack end to end: its ``StreamableHTTPSessionManager`` (one session per client, the 16 MiB body
limit, the Host/Origin checks of ``TransportSecuritySettings``) under ``/mcp`` of a Starlette app, its
``BearerAuthBackend`` + ``RequireAuthMiddleware`` in front (401 with ``WWW-Authenticate: Bearer``; the token is
checked by :class:`~scriptdeck.core.mcp.http_token.TokenCheck`), run by uvicorn on a socket bound beforehand
(:mod:`http_edge`). ScriptDeck adds only the header deadline uvicorn lacks, and the JSON-RPC judgement of stdio
for each POST body (:mod:`http_wire`: every request answered, the same codes and messages as stdio).

Threads as for stdio (:mod:`protocol`): the protocol thread runs uvicorn's asyncio loop and the SDK; the main
thread runs the Qt loop with the one deck (:mod:`server`: one scan, one watcher, ``RunService``) every session
shares; the signal thread ends everything within 2 s of SIGINT/SIGTERM. :class:`HttpProtocol` differs from the
stdio :class:`Protocol` only where many clients need it: ``notifications/tools/list_changed`` goes to every open
session, and each call is recorded with the client's address.

Status lines on stderr (for people and for the window's managed server; never a token):
``serving on http://HOST:PORT/mcp`` once the deck is ready, ``sessions N`` when a session opens or closes, and
``call TOOL from CLIENT at ADDRESS`` per call.
"""

from __future__ import annotations

import asyncio
import faulthandler
import logging
import os
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from scriptdeck.core.mcp import http_edge
from scriptdeck.core.mcp.http_token import TokenCheck, ensure_token, token_path
from scriptdeck.core.mcp.http_wire import JsonRpcGuard
from scriptdeck.core.mcp.protocol import Protocol, StopSignals, client_name, stop_on_signal

log = logging.getLogger("scriptdeck.mcp")

PREFIX = "scriptdeck mcp: "
#: after :meth:`HttpProtocol.stop`, the longest the protocol thread waits for requests still being answered
WIND_DOWN_SECONDS = 5.0
TLS_NOTE = ("this address is reachable from other machines and speaks plain HTTP: put TLS in front of it with a "
            "reverse proxy (Caddy, nginx; see docs/mcp.md); agents send the token of `scriptdeck mcp token`")


def printable(text: object, limit: int = 80) -> str:
    """``text`` for one status line: control characters, NUL and lone surrogates as ``?``, cut to ``limit``."""
    out = "".join(c if c.isprintable() and not 0xD800 <= ord(c) <= 0xDFFF else "?" for c in str(text)[:limit])
    return out or "?"


def status(line: str) -> None:
    """One status line on stderr, written whole (threads never interleave inside a line)."""
    try:
        os.write(2, (PREFIX + line + "\n").encode("utf-8", "replace"))
    except OSError:
        pass


def start_lines(bind: http_edge.Bind, port: int) -> list[str]:
    """What the server says on stderr once it serves: the URL with the port bound, and for an address other
    machines can reach, that TLS belongs to a reverse proxy."""
    lines = [f"serving on http://{bind.authority(port)}/mcp"]
    if not bind.loopback:
        lines.append(TLS_NOTE)
    return lines


@dataclass
class HttpOptions:
    bind: http_edge.Bind
    no_auth: bool = False
    allow_hosts: list[str] = field(default_factory=list)
    allow_origins: list[str] = field(default_factory=list)


class _FileToken:
    """The SDK's ``TokenVerifier`` over the token file. The ``AccessToken`` it hands on never holds the token."""

    def __init__(self, check: TokenCheck) -> None:
        self.check = check

    async def verify_token(self, token: str) -> Any:
        from mcp.server.auth.provider import AccessToken

        if not self.check.accepts(token):
            if self.check.problem:
                log.warning("refused a request: %s", self.check.problem)  # names the file, never a token
            return None
        return AccessToken(token="(the home's token)", client_id="scriptdeck", scopes=[])


def _declare_list_changed(server: Any) -> None:
    """Sessions the manager opens ask the server for its options without any: declare ``tools.listChanged`` as
    stdio does (the lowlevel server only takes it as an argument, which the session manager never passes)."""
    from mcp.server.lowlevel import NotificationOptions

    make = server.create_initialization_options

    def options(notification_options: Any = None, *args: Any, **kwargs: Any) -> Any:
        return make(notification_options or NotificationOptions(tools_changed=True), *args, **kwargs)

    server.create_initialization_options = options


class QuietAccept:
    """The loop's exception handler: out of file descriptors, asyncio's accept loop reports each failed
    ``accept()`` with its traceback, up to the listen backlog (2048) every second (42,837 tracebacks in 12 s
    under 400 idle connections and a 256-descriptor limit). Here that report is one line a second at most, with
    what was dropped; anything else goes to the default handler as before."""

    INTERVAL = 1.0

    def __init__(self) -> None:
        self._last = float("-inf")
        self._dropped = 0

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        if not (isinstance(error, OSError) and "accept" in str(context.get("message", ""))):
            loop.default_exception_handler(context)
            return
        now = time.monotonic()
        if now - self._last < self.INTERVAL:
            self._dropped += 1
            return
        more = f" ({self._dropped} more since the last report)" if self._dropped else ""
        self._last, self._dropped = now, 0
        log.error("cannot accept connections: %s; raise the open-file limit (ulimit -n) or close idle "
                  "connections%s", error.strerror or error, more)


class HttpProtocol(Protocol):
    """:class:`Protocol` for many sessions at once over Streamable HTTP."""

    def __init__(self, *, page_size: int = 0) -> None:
        super().__init__(page_size=page_size)
        #: open handshake-era sessions, by the id of their SDK ``Connection``
        self._connections: dict[int, Any] = {}
        self.server: Any = None  # the uvicorn server, once it runs

    # -- sessions --------------------------------------------------------------------------------

    async def capture(self, ctx: Any, call_next: Any) -> Any:
        self._remember(ctx)
        return await super().capture(ctx, call_next)

    def _remember(self, ctx: Any) -> None:
        # The lowlevel context has no public handle on its connection (the high-level Context's .connection
        # is the same object); a 2026-07-28 request has a per-request one without session id, and its client
        # hears of changes through subscriptions/listen instead.
        connection = getattr(ctx.session, "_connection", None)
        if connection is None or getattr(connection, "session_id", None) is None:
            return
        key = id(connection)
        if key not in self._connections:
            self._connections[key] = connection
            connection.exit_stack.callback(self._forget, key)
            status(f"sessions {len(self._connections)}")

    def _forget(self, key: int) -> None:
        if self._connections.pop(key, None) is not None:
            status(f"sessions {len(self._connections)}")

    async def _announce(self) -> None:
        """``notifications/tools/list_changed`` on every open session's own stream, and on the 2026 bus."""
        from mcp.server.subscriptions import ToolsListChanged

        for connection in list(self._connections.values()):
            await connection.outbound.notify("notifications/tools/list_changed", None)  # best effort, never raises
        if self._bus is not None:
            await self._bus.publish(ToolsListChanged())

    # -- calls -----------------------------------------------------------------------------------

    def address(self, ctx: Any) -> str | None:
        """The peer's address (behind a reverse proxy: the proxy's; forwarded headers are not trusted)."""
        client = getattr(getattr(ctx, "request", None), "client", None)
        return str(client.host) if client is not None else None

    async def call_tool(self, ctx: Any, params: Any) -> dict[str, Any]:
        status(f"call {printable(params.name)} from {printable(client_name(ctx) or 'an unnamed client')} "
               f"at {printable(self.address(ctx) or '?')}")
        return await super().call_tool(ctx, params)

    # -- running ---------------------------------------------------------------------------------

    def app(self, settings: Any, check: TokenCheck | None, on_ready: Callable[[], None]) -> Any:
        """The Starlette app: ``/mcp`` behind the bearer check (unless ``check`` is None)."""
        import anyio
        import anyio.to_thread
        from mcp.server.streamable_http_manager import StreamableHTTPASGIApp, StreamableHTTPSessionManager
        from starlette.applications import Starlette
        from starlette.middleware import Middleware
        from starlette.routing import Route

        server = self.build_server()
        _declare_list_changed(server)
        manager = StreamableHTTPSessionManager(app=server, security_settings=settings,
                                               max_request_body_size=http_edge.MAX_BODY)
        # every POST body judged as stdio judges a line, after the bearer check and before the SDK (http_wire)
        endpoint: Any = JsonRpcGuard(StreamableHTTPASGIApp(manager), settings, http_edge.MAX_BODY, self.messages)
        middleware: list[Middleware] = []
        if check is not None:
            from mcp.server.auth.middleware.bearer_auth import BearerAuthBackend, RequireAuthMiddleware
            from starlette.middleware.authentication import AuthenticationMiddleware

            middleware.append(Middleware(AuthenticationMiddleware, backend=BearerAuthBackend(_FileToken(check))))
            endpoint = RequireAuthMiddleware(endpoint, required_scopes=[])

        @asynccontextmanager
        async def lifespan(_app: Any) -> AsyncIterator[None]:
            async def ready() -> None:
                await anyio.to_thread.run_sync(self.deck_ready.wait)
                on_ready()

            async with manager.run(), anyio.create_task_group() as tg:
                self._tg, self.loop = tg, asyncio.get_running_loop()
                self.serving.set()
                tg.start_soon(ready)
                try:
                    yield
                finally:
                    tg.cancel_scope.cancel()
                    self._tg = None

        return Starlette(routes=[Route("/mcp", endpoint=endpoint)], middleware=middleware, lifespan=lifespan)

    async def serve_http(self, sock: Any, app: Any) -> None:
        import uvicorn

        asyncio.get_running_loop().set_exception_handler(QuietAccept())

        config = uvicorn.Config(app, http=http_edge.HeaderDeadline, ws="none", lifespan="on", log_config=None,
                                access_log=False, server_header=False, timeout_graceful_shutdown=1)
        self.server = uvicorn.Server(config)
        try:
            await self.server.serve(sockets=[sock])
            if self.server.force_exit:
                await self._wind_down(self.server)
        finally:
            self.loop = None

    async def _wind_down(self, server: Any) -> None:
        """End what uvicorn's ``force_exit`` (:meth:`stop`) leaves running, in order. uvicorn then skips the app's
        lifespan shutdown and leaves the requests being answered, and ``asyncio.run`` would cancel both: starlette
        and uvicorn log each such cancellation as a failure, with its traceback, on the user's stderr. Here the
        lifespan ends first (the session manager terminates every session, which ends their open streams), then
        the requests still running finish on their own. The process leaves meanwhile (:func:`serve_http` waits
        0.2 s for this thread): the bound only keeps a thread nobody waits for from waiting forever."""
        await server.lifespan.shutdown()
        tasks = set(server.server_state.tasks)
        if tasks:
            await asyncio.wait(tasks, timeout=WIND_DOWN_SECONDS)

    def stop(self) -> None:
        loop, server = self.loop, self.server
        if loop is not None and server is not None:
            try:
                loop.call_soon_threadsafe(setattr, server, "should_exit", True)
                loop.call_soon_threadsafe(setattr, server, "force_exit", True)  # no wait for open streams
            except RuntimeError:
                pass  # the loop has closed already


def serve_http(ctx: Any, options: HttpOptions, *, lang: str = "en", allow_manage: bool = False,
               page_size: int = 0, stop_with_stdin: bool = False) -> int:
    """Serve until SIGINT/SIGTERM (exit 128 + signal) or until the HTTP server fails (exit 1). ``options`` were
    checked by the caller; the socket is bound here (:class:`http_edge.EdgeError` when it cannot be).
    ``stop_with_stdin`` (the window's server, SPEC §31): stdin's end stops it as SIGTERM does, and on Linux the
    parent's end sends SIGTERM too, so it never outlives the window, even a SIGKILLed one."""
    check = None
    if not options.no_auth:
        path = token_path(ctx.home.state_dir)
        ensure_token(path)  # made on first use; a broken file refuses the start (TokenBroken)
        check = TokenCheck(path)
    sock = http_edge.listen(options.bind)
    port = http_edge.bound_port(sock)
    settings = http_edge.security_settings(options.bind, port, options.allow_hosts, options.allow_origins)
    faulthandler.enable(sys.stderr)
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format=PREFIX + "%(levelname)s: %(message)s")
    if os.environ.get("SCRIPTDECK_DEBUG"):
        log.setLevel(logging.DEBUG)
    protocol = HttpProtocol(page_size=page_size)
    from scriptdeck.core.mcp.msglog import MessageLog, messages_path  # Agent activity: stdio's log, HTTP's too

    protocol.messages = MessageLog(messages_path(ctx.home.state_dir))
    protocol.first_list_ready.set()  # no list before the deck: the start-up line waits for it instead
    outcome = {"code": 0}
    stopping: dict[str, Callable[[int], None]] = {}

    def on_ready() -> None:
        for line in start_lines(options.bind, port):
            status(line)

    on_signal = stop_on_signal(outcome, stopping)

    app = protocol.app(settings, check, on_ready)

    def protocol_thread() -> None:
        try:
            asyncio.run(protocol.serve_http(sock, app))
        except BaseException:
            log.exception("the HTTP server failed")
        outcome["code"] = outcome["code"] or 1  # it only ends on its own when it failed
        protocol.serving.set()
        protocol.deck_ready.wait()
        stop = stopping.get("stop")
        if stop is not None:
            stop(1)

    signals = StopSignals(on_signal)  # its thread starts with it
    if stop_with_stdin:
        import signal

        from scriptdeck.core.platform.process import die_with_parent, watch_for_eof

        watch_for_eof(0, lambda: on_signal(signal.SIGTERM))
        die_with_parent(signal.SIGTERM)
    thread = threading.Thread(target=protocol_thread, name="scriptdeck-mcp-http", daemon=True)
    thread.start()
    protocol.serving.wait(timeout=30)
    try:
        from scriptdeck.core.mcp.server import run_deck
        from scriptdeck.core.mcp.tools import ToolCatalog

        run_deck(ctx, protocol, ToolCatalog(lang, allow_manage=allow_manage), stopping=stopping)
    finally:
        signals.close()
        protocol.deck_ready.set()
    protocol.stop()
    thread.join(timeout=0.2)  # answers already settled may still go out; nothing waits for idle connections
    # Leave now: the runs are ended and the host socket removed; waiting for idle keep-alive connections and the
    # interpreter's own shutdown could outlast the 2 s SPEC §19 promises.
    logging.shutdown()
    sys.stderr.flush()
    os._exit(outcome["code"])
