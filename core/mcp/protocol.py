"""``scriptdeck mcp``: the deck as a Model Context Protocol server on stdio (SPEC §16, §19), on the official SDK.

Threads, one owner each:

- the **protocol thread** runs the SDK's low-level ``Server`` on asyncio. It starts first and imports only the
  SDK, so ``initialize`` is answered while the main thread is still reading the tool folders;
- the **reader thread** reads stdin in bounded lines and judges each one (:mod:`wire`) before the SDK sees it:
  what the SDK would drop unanswered is answered here, a line over 16 MiB is skipped as it streams by;
- the **main thread** runs the Qt event loop that owns ScriptDeck's side (:mod:`server`: registry, watcher,
  ``RunService``), imported only after the SDK is serving;
- the **signal thread** hears SIGINT/SIGTERM at once (``set_wakeup_fd``), whatever the main thread is stuck in,
  asks the Qt side to stop every run, and ends the process itself if that has not happened within
  :data:`HARD_EXIT_SECONDS` (killing what its runs left).

stdout carries only the protocol: the wire descriptors are moved to private copies first, fd 1 then points at
stderr (stray prints, Qt and library chatter land there) and fd 0 at ``/dev/null``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

from scriptdeck.core.mcp import wire

from scriptdeck import __version__

if TYPE_CHECKING:
    from scriptdeck.core.mcp.msglog import MessageLog
    from scriptdeck.core.mcp.server import Deck, Poster

log = logging.getLogger("scriptdeck.mcp")

PROGRESS_INTERVAL = 1.0
#: tools/list answers with at least this many tools are written from a JSON made once per list
LIST_CACHE_MIN = 100
#: after SIGINT/SIGTERM the process is gone by then, whatever was stuck (SPEC §19 promises 2 s)
HARD_EXIT_SECONDS = 1.5
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


# -- bridging the threads ----------------------------------------------------------------------------------


def client_name(ctx: Any) -> str | None:
    """The MCP client's name: ``clientInfo.name`` from ``initialize`` (or the 2026 per-request envelope)."""
    params = getattr(ctx.session, "client_params", None)
    info = getattr(params, "client_info", None)
    if info is not None and getattr(info, "name", None):
        return str(info.name)
    from mcp_types import CLIENT_INFO_META_KEY

    raw: Mapping[str, Any] = ctx.params if isinstance(ctx.params, Mapping) else {}
    meta = raw.get("_meta")
    envelope = meta.get(CLIENT_INFO_META_KEY) if isinstance(meta, Mapping) else None
    name = envelope.get("name") if isinstance(envelope, Mapping) else None
    return name if isinstance(name, str) else None


def _settle(future: asyncio.Future[Any], value: Any) -> None:
    if not future.done():
        future.set_result(value)


def _fail(future: asyncio.Future[Any], error: BaseException) -> None:
    if not future.done():
        future.set_exception(error)


def _note_progress(reported: dict[str, Any], progress: Any) -> None:
    reported["latest"] = progress
    reported["seen"] = True
    reported["wake"].set()


def _threadsafe(loop: asyncio.AbstractEventLoop, fn: Callable[..., None], *args: Any) -> None:
    try:
        loop.call_soon_threadsafe(fn, *args)
    except RuntimeError:
        pass  # the protocol loop has closed (shutdown): nobody waits for this answer any more


def _from_thread(loop: asyncio.AbstractEventLoop, coro: Any) -> bool:
    """Run ``coro`` on the protocol loop and wait for it (back-pressure for the reader); False once it closed."""
    try:
        asyncio.run_coroutine_threadsafe(coro, loop).result()
    except Exception:  # the loop closed or the stream with it: the connection is over
        coro.close()
        return False
    return True


class Protocol:
    """The SDK side, on the protocol thread: tools/list, tools/call, list_changed in both protocol eras."""

    def __init__(self, *, page_size: int = 0) -> None:
        self.page_size = page_size
        self.poster: Poster | None = None
        self.deck: Deck | None = None
        self.deck_ready = threading.Event()
        #: the first tool list, built before Qt is even imported: ``tools/list`` is answered from it until the
        #: deck is up (the list a client asks for right after ``initialize`` never waits for Qt)
        self.first_list: list[dict[str, Any]] | None = None
        self.first_list_ready = threading.Event()
        #: set once the SDK is imported and the server is about to read stdin (or could not start)
        self.serving = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._session: Any = None
        self._tg: Any = None
        self._bus: Any = None
        self._accepted = False
        self._write_lock: Any = None
        #: (a tool list object, its JSON) for the last large tools/list answer
        self._list_json: tuple[list[dict[str, Any]], bytes] | None = None
        #: palette: each request and answer for the window's Agent activity (:mod:`msglog`; None: not logged)
        self.messages: MessageLog | None = None

    # -- bridging --------------------------------------------------------------------------------

    async def in_qt(self, fn: Callable[[Deck], Any]) -> Any:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()

        def job() -> None:
            assert self.deck is not None
            try:
                value = fn(self.deck)
            except Exception as error:  # answered as a JSON-RPC error, never a hang
                log.exception("internal error")
                _threadsafe(loop, _fail, future, error)
                return
            _threadsafe(loop, _settle, future, value)

        await self._deck()
        assert self.poster is not None
        self.poster.post(job)
        return await future

    async def _deck(self) -> None:
        if not self.deck_ready.is_set():
            import anyio.to_thread

            await anyio.to_thread.run_sync(self.deck_ready.wait)

    async def tools(self) -> list[dict[str, Any]]:
        """The list as served now: the deck's, or the first list while the deck is still starting."""
        if not self.deck_ready.is_set():
            import anyio.to_thread

            await anyio.to_thread.run_sync(self.first_list_ready.wait)
            if not self.deck_ready.is_set() and self.first_list is not None:
                return self.first_list
        return cast(list[dict[str, Any]], await self.in_qt(lambda deck: deck.tools()))

    def list_changed(self) -> None:
        """Called on the Qt thread when the listed tools changed."""
        loop = self.loop
        if loop is None:
            return
        _threadsafe(loop, self._start_announce)

    def _start_announce(self) -> None:
        if self._tg is not None:
            self._tg.start_soon(self._announce)

    async def _announce(self) -> None:
        from mcp.server.subscriptions import ToolsListChanged

        session = self._session
        if session is not None:  # handshake era: on the connection's own channel
            try:
                await session.send_tool_list_changed()
            except Exception:  # a client that went away is not our error
                log.debug("list_changed not delivered", exc_info=True)
        if self._bus is not None:  # 2026-07-28: subscriptions/listen streams
            await self._bus.publish(ToolsListChanged())

    def stop(self) -> None:
        """Leave: cancel every handler (in-flight requests are answered "connection closed") and the transport."""
        loop = self.loop
        if loop is not None and self._tg is not None:
            _threadsafe(loop, self._tg.cancel_scope.cancel)

    # -- handlers --------------------------------------------------------------------------------

    async def capture(self, ctx: Any, call_next: Any) -> Any:
        """Middleware: keep a handshake-era session to send ``notifications/tools/list_changed`` on, and serve
        handshake-era ``tools/list`` as the wire dicts the catalog already holds (validating 10,000 tools through
        the SDK's models on each request costs seconds; the catalog's shapes are fixed and tested)."""
        from mcp_types.version import MODERN_PROTOCOL_VERSIONS

        legacy = ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS
        if ctx.request_id is not None and legacy:
            self._session = ctx.session
        if legacy and self._accepted and ctx.method == "tools/list":
            return await self._page(ctx.params)
        result = await call_next(ctx)
        if legacy and ctx.method == "initialize":
            self._accepted = True
        return result

    async def _page(self, params: Any) -> dict[str, Any]:
        from mcp.shared.exceptions import MCPError
        from scriptdeck.core.mcp.tools import page

        cursor = params.get("cursor") if isinstance(params, Mapping) else None
        tools = await self.tools()
        try:
            items, after = page(tools, cursor, self.page_size)
        except ValueError as error:
            raise MCPError(code=wire.INVALID_PARAMS, message=f"Invalid params: {error}") from None
        return {"tools": items, "nextCursor": after} if after else {"tools": items}

    async def list_tools(self, ctx: Any, params: Any) -> dict[str, Any]:
        # resultType/ttlMs/cacheScope are required at 2026-07-28; the SDK drops them on handshake-era wires
        cursor = getattr(params, "cursor", None)
        return {**await self._page({"cursor": cursor}), "resultType": "complete"}

    def address(self, ctx: Any) -> str | None:
        """The client's network address for history (None on stdio; :mod:`http` overrides it)."""
        return None

    async def call_tool(self, ctx: Any, params: Any) -> dict[str, Any]:
        import anyio
        from mcp.shared.jsonrpc_dispatcher import progress_token_from_params
        from scriptdeck.core.mcp.tools import call_result, refusal_result
        from scriptdeck.core.run.runplan import RunResult

        name = params.name
        args = params.arguments if params.arguments is not None else {}
        client, address = client_name(ctx), self.address(ctx)
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        holder: dict[str, Any] = {}

        def finish(value: Any) -> None:
            _threadsafe(loop, _settle, future, value)

        reported: dict[str, Any] = {"wake": asyncio.Event()}  # issue 45: the run's own MIYU-PROGRESS lines
        progressed = None
        if progress_token_from_params(ctx.params) is not None:
            def progressed(progress: Any) -> None:  # the Qt thread: the latest progress, for _wait to send
                _threadsafe(loop, _note_progress, reported, progress)

        def start(deck: Deck) -> None:
            try:
                holder["run"] = deck.call(name, args, client, finish, address=address, progress=progressed)
            except Exception as error:  # e.g. an unwritable cache folder: a clear answer, never a hang
                log.exception("could not start %s", name)
                finish(refusal_result({"ok": False, "error": f"could not start {name}: {error}",
                                       "fix": "see the server's stderr"}))

        await self._deck()
        assert self.poster is not None and self.deck is not None
        deck, poster = self.deck, self.poster
        poster.post(lambda: start(deck))
        try:
            value = await self._wait(ctx, future, reported)
        except BaseException:
            # cancelled by the client (notifications/cancelled) or by shutdown: stop that run's tree
            poster.post(lambda: deck.stop(holder.get("run")))
            raise
        if isinstance(value, RunResult):
            if value.images:  # reading and encoding pictures stays off the protocol loop
                value = await anyio.to_thread.run_sync(call_result, value)
            else:
                value = call_result(value)
        return {**value, "resultType": "complete"}

    async def _wait(self, ctx: Any, future: asyncio.Future[Any], reported: dict[str, Any]) -> Any:
        """The run's answer; meanwhile, for a client that sent a progress token, progress notifications: elapsed
        seconds once a second until the run reports its own (``MIYU-PROGRESS:`` lines), then those, each
        further than the last (issue 45; docs/decisions.md)."""
        from mcp.shared.jsonrpc_dispatcher import progress_token_from_params

        if progress_token_from_params(ctx.params) is None:
            return await future
        import anyio
        from scriptdeck.core.run.progress import last_progress
        from scriptdeck.core.run.runplan import RunResult

        started = time.monotonic()

        async def send(done: float, total: float | None, message: str | None) -> None:
            try:
                await ctx.session.report_progress(done, total, message)
            except Exception:
                log.debug("progress not delivered", exc_info=True)

        async def tick() -> None:
            while not reported.get("seen"):
                await anyio.sleep(PROGRESS_INTERVAL)
                if reported.get("seen"):
                    return
                elapsed = time.monotonic() - started
                await send(round(elapsed, 1), None, f"{elapsed:.0f} s elapsed")

        async def relay() -> None:
            while True:
                await reported["wake"].wait()
                reported["wake"].clear()
                await send_reported()

        async def send_reported() -> None:
            progress = reported.pop("latest", None)
            if progress is None or progress.done <= reported.get("sent", -1.0):
                return  # progress only goes forward (MCP: each notification's value increases)
            reported["sent"] = progress.done
            with anyio.CancelScope(shield=True):  # taken from "latest": sent even when the answer comes meanwhile
                await send(progress.done, progress.total, progress.message or None)

        async with anyio.create_task_group() as tg:
            tg.start_soon(tick)
            tg.start_soon(relay)
            try:
                value = await future
            finally:
                tg.cancel_scope.cancel()
        if isinstance(value, RunResult):  # the last line the run printed, from its result: the live signal of
            last = last_progress(value.stderr)  # that line is posted from the Qt thread and may come after this
            if last is not None:
                reported["latest"] = last
        await send_reported()  # the last line a run printed before it ended, before its answer
        return value

    # -- running ---------------------------------------------------------------------------------

    def build_server(self) -> Any:
        from mcp.server.caching import CacheHint
        from mcp.server.lowlevel import Server
        from mcp.server.subscriptions import InMemorySubscriptionBus, ListenHandler

        self._bus = InMemorySubscriptionBus()
        server = Server("scriptdeck", version=__version__, title="ScriptDeck",
                        instructions="Script tools managed by ScriptDeck; each tool runs one script.",
                        # the handlers answer wire dicts, which the SDK accepts and validates
                        on_list_tools=cast(Any, self.list_tools), on_call_tool=cast(Any, self.call_tool),
                        on_subscriptions_listen=ListenHandler(self._bus),
                        # the list can change at any moment (a file edited): never fresh, never shared
                        cache_hints={"tools/list": CacheHint(ttl_ms=0, scope="private")})
        server.middleware.append(self.capture)
        return server

    async def serve(self, wire_in: int, wire_out: int) -> None:
        """Serve the SDK over our own transport until stdin ends or :meth:`stop`."""
        import anyio
        from mcp.server.lowlevel import NotificationOptions
        from mcp.shared.message import SessionMessage

        server = self.build_server()
        options = server.create_initialization_options(NotificationOptions(tools_changed=True))
        read_send, read_receive = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        write_send, write_receive = anyio.create_memory_object_stream[SessionMessage](0)
        out = os.fdopen(wire_out, "wb", closefd=False)
        self._write_lock = anyio.Lock()

        async def writer() -> None:
            async with write_receive:
                async for message in write_receive:
                    await self.write_line(out, self.encode(message.message))

        loop = asyncio.get_running_loop()
        reader = threading.Thread(target=self._read, args=(wire_in, out, loop, read_send), name="scriptdeck-mcp-stdin",
                                  daemon=True)
        async with anyio.create_task_group() as tg:
            self._tg = tg
            self.loop = loop
            tg.start_soon(writer)
            reader.start()
            self.serving.set()
            await server.run(read_receive, write_send, options)
            tg.cancel_scope.cancel()
        self.loop = None

    def encode(self, message: Any) -> bytes:
        """One wire line's bytes. A handshake-era ``tools/list`` answer carries the very list object the catalog
        holds (the SDK copies the envelope, not the list): its JSON is made once per list, not per request."""
        from mcp_types import JSONRPCResponse

        result = getattr(message, "result", None) if isinstance(message, JSONRPCResponse) else None
        tools = result.get("tools") if isinstance(result, dict) and result.keys() <= {"tools", "nextCursor"} else None
        if not isinstance(tools, list) or len(tools) < LIST_CACHE_MIN:
            return cast(str, message.model_dump_json(by_alias=True, exclude_unset=True)).encode("utf-8")
        listed = self.list_json(tools)
        assert isinstance(result, dict)
        after = json.dumps({"nextCursor": result["nextCursor"]})[1:-1].encode() if "nextCursor" in result else b""
        return b"".join([b'{"jsonrpc":"2.0","id":', json.dumps(message.id).encode(), b',"result":{"tools":',
                         listed, b"," + after if after else b"", b"}}"])

    def list_json(self, tools: list[dict[str, Any]]) -> bytes:
        """A large tool list's JSON, made once per list object (the first list's before the deck starts)."""
        cached = self._list_json
        if cached is None or cached[0] is not tools:
            from scriptdeck.core.mcp.tools import list_bytes

            cached = self._list_json = (tools, list_bytes(tools))
        return cached[1]

    def will_send_whole(self, tools: list[dict[str, Any]]) -> bool:
        """Whether a handshake-era client's ``tools/list`` will be answered with this whole list as :meth:`encode`
        writes it (no pages, a large list, the handshake done)."""
        return self._accepted and self.page_size <= 0 and len(tools) >= LIST_CACHE_MIN

    async def write_line(self, out: Any, data: bytes) -> None:
        import anyio.to_thread

        if self.messages is not None:  # palette: the message log
            self.messages.outgoing(data)
        async with self._write_lock:
            try:
                await anyio.to_thread.run_sync(_write_all, out, data + b"\n")
            except OSError:  # the client closed its end: what is left to say has nobody to hear it
                log.debug("the client's stdin is closed", exc_info=True)

    def _read(self, fd: int, out: Any, loop: asyncio.AbstractEventLoop, send: Any) -> None:
        """The reader thread: each line judged, then handed to the SDK or answered here."""
        from mcp.shared.message import SessionMessage

        try:
            for line in wire.read_lines(fd):
                message: Any = None
                refusal: wire.Refusal | None
                if isinstance(line, wire.Oversize):
                    refusal = wire.oversize(line)
                else:
                    value, message, refusal = wire.screen(line)
                    if self.messages is not None and isinstance(value, dict):  # palette: the message log
                        self.messages.incoming(value, len(line))
                if message is not None:
                    if not _from_thread(loop, send.send(SessionMessage(message))):
                        return
                elif refusal is not None:
                    log.warning("refused a message (id %.80r): %d %s", refusal.id, refusal.code, refusal.message)
                    if refusal.answer:
                        data = wire.dumps_error(refusal)
                        if not _from_thread(loop, self.write_line(out, data)):
                            return
        except OSError:
            log.warning("could not read the client's messages", exc_info=True)
        finally:
            _from_thread(loop, send.aclose())  # end of input: the SDK winds the connection down


def _write_all(out: Any, data: bytes) -> None:
    out.write(data)
    out.flush()


# -- signals -----------------------------------------------------------------------------------------------


def _ignore(_signum: int, _frame: object) -> None:
    """Runs whenever Python regains the main thread; the wakeup byte already told the signal thread."""


def kill_child_groups() -> None:
    """SIGKILL the process group of each of our children (each run leads its own group), as psutil lists them."""
    from scriptdeck.core.platform import NotSupported, process

    try:
        process.kill_children_trees()
    except NotSupported:
        pass  # no run can have started here
    sandbox = sys.modules.get("scriptdeck.core.run.sandbox")
    if sandbox is not None:  # groups whose leader has ended but whose leftovers are still in their grace
        sandbox.kill_pending()


class StopSignals:
    """SIGINT/SIGTERM heard at once by a thread: the C-level handler writes the signal number to a socket
    (``set_wakeup_fd``), so neither a busy Qt loop nor a main thread blocked in a system call delays it.

    The first signal calls ``on_signal(signum)`` (from this thread) and arms the hard exit; a second one, or
    :data:`HARD_EXIT_SECONDS` without the process having left, kills every child's group and exits.
    """

    def __init__(self, on_signal: Callable[[int], None], *, hard_exit_after: float = HARD_EXIT_SECONDS) -> None:
        self.received: int | None = None
        self._on_signal = on_signal
        self._hard_exit_after = hard_exit_after
        self._reader, self._writer = socket.socketpair()
        self._writer.setblocking(False)
        self._old = {sig: signal.signal(sig, _ignore) for sig in STOP_SIGNALS}
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._thread = threading.Thread(target=self._watch, name="scriptdeck-mcp-signals", daemon=True)
        self._thread.start()

    def _watch(self) -> None:
        while True:
            try:
                data = self._reader.recv(64)
            except OSError:
                return
            if not data:
                return
            for sig in data:
                if sig not in STOP_SIGNALS:
                    continue
                if self.received is not None:
                    self.hard_exit()
                self.received = sig
                timer = threading.Timer(self._hard_exit_after, self.hard_exit)
                timer.daemon = True
                timer.start()
                try:
                    self._on_signal(sig)
                except Exception:
                    log.exception("could not stop cleanly")

    def hard_exit(self) -> None:
        kill_child_groups()
        os.write(2, b"scriptdeck mcp: stopped (the runs did not end in time; their processes were killed)\n")
        os._exit(128 + (self.received or signal.SIGTERM))

    def close(self) -> None:
        signal.set_wakeup_fd(self._old_fd)
        for sig, handler in self._old.items():
            signal.signal(sig, handler)


def stop_on_signal(outcome: dict[str, int], stopping: dict[str, Callable[[int], None]]) -> Callable[[int], None]:
    """The ``on_signal`` of :class:`StopSignals` for a server: keep the first exit code (128 + the signal) in
    ``outcome`` and call the ``stop`` the deck puts in ``stopping`` once it is up (shared by stdio and HTTP)."""

    def on_signal(sig: int) -> None:  # on the signal thread
        outcome["code"] = outcome["code"] or 128 + sig
        stop = stopping.get("stop")
        if stop is None:  # the Qt side is not up yet: nothing runs, leave now
            os._exit(128 + sig)
        stop(128 + sig)

    return on_signal
