"""``scriptdeck mcp``: the deck as a Model Context Protocol server on stdio (SPEC §16), on the official SDK.

Two threads, one owner each:

- the **main thread** runs the Qt event loop and owns everything of ScriptDeck's: the registry, the layer
  watcher's debounce, and :class:`RunService` — the same plan/grant/run/history path as ``tool-call`` and the
  window (QProcess runs, the host's local server, history records with ``source: "mcp"`` and the client's name);
- a **protocol thread** runs the SDK's low-level ``Server`` on anyio/asyncio over the original stdin/stdout.

The protocol thread hands work to Qt through a queued signal (:class:`_Poster`) and gets answers back with
``loop.call_soon_threadsafe`` on an asyncio future, so a tool call is: post ``start`` → QProcess → ``done`` →
future → ``CallToolResult``. Cancelling the request posts ``stop`` (group SIGTERM, 2 s, SIGKILL).

stdout carries only the protocol: before anything else the wire descriptors are moved to private copies, fd 1
then points at stderr (stray prints, Qt and library chatter land there) and fd 0 at ``/dev/null``.
"""

from __future__ import annotations

import asyncio
import faulthandler
import io
import logging
import os
import sys
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.jsonsafe import JsonInputError, dumps_strict
from scriptdeck.core.mcp.tools import (
    MANAGE_ID,
    MANAGE_NOT_SERVED,
    MANAGE_NOT_SERVED_FIX,
    ToolCatalog,
    call_result,
    manage_result,
    refusal_result,
)
from scriptdeck.core.mcp.watch import LayerWatcher
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.run.run_sync import SignalWatch
from scriptdeck.core.run.runner import ToolRun
from scriptdeck.core.run.runplan import KILL_GRACE_SECONDS, RunRefused, RunResult

from scriptdeck import __version__

log = logging.getLogger("scriptdeck.mcp")

DEBOUNCE_MS = 60
#: how long shutdown waits for stopped runs (the grace before SIGKILL, plus a margin)
STOP_WAIT_MS = int(KILL_GRACE_SECONDS * 1000) + 1500
PROGRESS_INTERVAL = 1.0
SHUTTING_DOWN = QT_TRANSLATE_NOOP("mcp", "the ScriptDeck MCP server is shutting down")
SHUTTING_DOWN_FIX = QT_TRANSLATE_NOOP("mcp", "start it again and repeat the call")
NOT_AN_OBJECT = QT_TRANSLATE_NOOP("mcp", "arguments must be a JSON object")
NOT_AN_OBJECT_FIX = QT_TRANSLATE_NOOP("mcp", "pass the arguments as an object, e.g. {}")

NOT_JSON = QT_TRANSLATE_NOOP("mcp", "the arguments are not strict JSON: {a0}")
NOT_JSON_FIX = QT_TRANSLATE_NOOP("mcp", "send finite numbers and valid Unicode text")

Finish = Callable[[Any], None]


def unusable_json(value: Any) -> str:
    """Why ``value`` cannot be written as strict JSON (NaN/Infinity, lone surrogates, too deep), or ``""``."""
    try:
        dumps_strict(value).encode("utf-8")
    except JsonInputError as error:
        return str(error)
    except UnicodeEncodeError:
        return "a string holds a lone surrogate"
    return ""


class _Poster(QObject):
    """Runs callables on the thread this object lives on (the Qt main thread), posted from any thread."""

    posted = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.posted.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def post(self, fn: Callable[[], None]) -> None:
        self.posted.emit(fn)

    def _run(self, fn: Callable[[], None]) -> None:
        try:
            fn()
        except Exception:  # one failing job must not take the event loop down
            log.exception("internal error")


class Deck(QObject):
    """The Qt side: the registry, its watcher and the runs. Every method runs on the Qt thread."""

    def __init__(self, registry: Registry, *, lang: str, allow_manage: bool,
                 poster: _Poster, on_list_changed: Callable[[], None]) -> None:
        super().__init__()
        self.registry = registry
        self.lang = lang
        self.allow_manage = allow_manage
        self.service = RunService(registry, self)
        self.closing = False
        self._on_list_changed = on_list_changed
        self._tools: tuple[int, list[dict[str, Any]]] | None = None
        self._catalog = ToolCatalog(lang, allow_manage=allow_manage)
        self._pending: set[str] = set()
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS, timerType=Qt.TimerType.CoarseTimer)
        self._timer.timeout.connect(self._rescan)
        self.watcher = LayerWatcher(lambda paths: poster.post(lambda: self._collect(paths)))
        self.watching = self.watcher.watch(self._folders())
        self._announced = self.tools()

    # -- the tool list ---------------------------------------------------------------------------

    def _folders(self) -> list[Any]:
        return [layer.directory for layer in self.registry.layers]

    def tools(self) -> list[dict[str, Any]]:
        if not self.watching:
            self.registry.scan()  # no watcher (inotify limits): look at the disk on every use instead
        generation = self.registry.generation
        if self._tools is None or self._tools[0] != generation:
            self._tools = (generation, self._catalog.build(self.registry))
        return self._tools[1]

    def _collect(self, paths: list[str]) -> None:
        if self.closing:
            return
        self._pending.update(paths)
        self._timer.start()

    def _rescan(self) -> None:
        paths, self._pending = self._pending, set()
        before = list(self.watcher.targets)
        self.watching = self.watcher.watch(self._folders())
        if self.watcher.targets != before or any(os.path.isdir(p) for p in paths):
            self.registry.scan()  # a folder appeared or moved: look at everything once
        else:
            self.registry.scan_paths(paths)
        self.check_list()

    def check_list(self) -> None:
        """Tell the client when what it would list differs from what it was last told about."""
        tools = self.tools()
        if tools != self._announced:
            self._announced = tools
            self._on_list_changed()

    # -- calls -----------------------------------------------------------------------------------

    def call(self, name: str, args: Any, client: str | None, finish: Finish) -> ToolRun | None:
        """Start one call; ``finish`` gets a ready result dict or the run's :class:`RunResult`, exactly once."""
        if self.closing:
            finish(refusal_result({"ok": False, "error": SHUTTING_DOWN, "fix": SHUTTING_DOWN_FIX}))
            return None
        if name == MANAGE_ID:
            finish(self._manage(args))
            return None
        if not isinstance(args, dict):
            finish(refusal_result({"ok": False, "error": NOT_AN_OBJECT, "fix": NOT_AN_OBJECT_FIX}))
            return None
        problem = unusable_json(args)
        if problem:  # the SDK's parser lets 1e400 through as inf; the run contract takes strict JSON only
            finish(refusal_result({"ok": False, "error": NOT_JSON.format(a0=problem), "fix": NOT_JSON_FIX}))
            return None
        if not self.watching:
            self.registry.scan()
        try:
            run = self.service.start(name, args, source="mcp", client=client)
        except RunRefused as refused:
            finish(refusal_result(refused.to_json()))
            return None
        if run.result is not None:
            finish(run.result)
        else:
            run.done.connect(finish)
        return run

    def _manage(self, args: Any) -> dict[str, Any]:
        if not self.allow_manage:
            return refusal_result({"ok": False, "error": MANAGE_NOT_SERVED, "fix": MANAGE_NOT_SERVED_FIX})
        from scriptdeck.core.model.manage import ManageError, Manager

        try:
            payload = Manager(self.registry, agent=True).call(args)
        except ManageError as error:
            payload = error.to_json()
        except OSError as error:
            payload = {"ok": False, "error": f"could not write: {error}",
                       "fix": "check free disk space and permissions; nothing was half-written"}
        self.registry.scan()
        self.check_list()
        return manage_result(payload)

    def stop(self, run: ToolRun | None) -> None:
        if run is not None and run.running:
            run.stop()

    def shutdown(self, then: Callable[[], None]) -> None:
        """Stop every run (group SIGTERM, grace, SIGKILL), wait for them, remove the host socket, then ``then``."""
        if self.closing:
            return
        self.closing = True
        self._timer.stop()
        self.watcher.stop()
        runs = [run for run in self.service.runs if run.running]
        finished = False

        def finish() -> None:
            nonlocal finished
            if finished:
                return
            finished = True
            self.service.close()
            then()

        def one_done(*_: Any) -> None:
            if not any(run.running for run in runs):
                finish()

        for run in runs:
            run.done.connect(one_done)
            run.stop()
        if not runs:
            finish()
        else:
            QTimer.singleShot(STOP_WAIT_MS, finish)


# -- the protocol side -------------------------------------------------------------------------------------


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


def _threadsafe(loop: asyncio.AbstractEventLoop, fn: Callable[..., None], *args: Any) -> None:
    try:
        loop.call_soon_threadsafe(fn, *args)
    except RuntimeError:
        pass  # the protocol loop has closed (shutdown): nobody waits for this answer any more


class Protocol:
    """The SDK side, on the protocol thread: tools/list, tools/call, list_changed in both protocol eras."""

    def __init__(self, poster: _Poster) -> None:
        self.poster = poster
        self.deck: Deck | None = None
        self.deck_ready = threading.Event()
        #: set once the SDK is imported and the server is about to read stdin (or could not start)
        self.serving = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._session: Any = None
        self._tg: Any = None
        self._bus: Any = None
        self._accepted = False
        #: (the tool list object, protocol version, its wire form) for handshake-era tools/list
        self._wire: tuple[list[dict[str, Any]], str, dict[str, Any]] | None = None

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
        self.poster.post(job)
        return await future

    async def _deck(self) -> None:
        if not self.deck_ready.is_set():
            import anyio.to_thread

            await anyio.to_thread.run_sync(self.deck_ready.wait)

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

    # -- handlers --------------------------------------------------------------------------------

    async def capture(self, ctx: Any, call_next: Any) -> Any:
        """Middleware: keep a handshake-era session to send ``notifications/tools/list_changed`` on, and serve
        handshake-era ``tools/list`` from the SDK's own serialization of the current list, made once per change
        (validating 10,000 tools on every request costs seconds)."""
        from mcp_types.version import MODERN_PROTOCOL_VERSIONS

        legacy = ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS
        if ctx.request_id is not None and legacy:
            self._session = ctx.session
        if legacy and self._accepted and ctx.method == "tools/list":
            return await self._legacy_list(ctx.protocol_version)
        result = await call_next(ctx)
        if legacy and ctx.method == "initialize":
            self._accepted = True
        return result

    async def _legacy_list(self, version: str) -> dict[str, Any]:
        import anyio.to_thread
        from mcp_types import methods

        tools = await self.in_qt(lambda deck: deck.tools())
        cached = self._wire
        if cached is None or cached[0] is not tools or cached[1] != version:
            wire = await anyio.to_thread.run_sync(methods.serialize_server_result, "tools/list", version,
                                                  {"tools": tools})
            self._wire = cached = (tools, version, wire)
        return cached[2]

    async def list_tools(self, ctx: Any, params: Any) -> dict[str, Any]:
        # resultType/ttlMs/cacheScope are required at 2026-07-28; the SDK drops them on handshake-era wires
        return {"tools": await self.in_qt(lambda deck: deck.tools()), "resultType": "complete"}

    async def call_tool(self, ctx: Any, params: Any) -> dict[str, Any]:
        import anyio

        name = params.name
        args = params.arguments if params.arguments is not None else {}
        client = client_name(ctx)
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        holder: dict[str, ToolRun | None] = {}

        def finish(value: Any) -> None:
            _threadsafe(loop, _settle, future, value)

        def start(deck: Deck) -> None:
            try:
                holder["run"] = deck.call(name, args, client, finish)
            except Exception as error:  # e.g. an unwritable cache folder: a clear answer, never a hang
                log.exception("could not start %s", name)
                finish(refusal_result({"ok": False, "error": f"could not start {name}: {error}",
                                       "fix": "see the server's stderr"}))

        await self._deck()
        self.poster.post(lambda: start(self.deck))  # type: ignore[arg-type]
        try:
            value = await self._wait(ctx, future)
        except BaseException:
            # cancelled by the client (notifications/cancelled) or by shutdown: stop that run's tree
            self.poster.post(lambda: self.deck.stop(holder.get("run")))  # type: ignore[union-attr]
            raise
        if isinstance(value, RunResult):
            if value.images:  # reading and encoding pictures stays off the protocol loop
                value = await anyio.to_thread.run_sync(call_result, value)
            else:
                value = call_result(value)
        return {**value, "resultType": "complete"}

    async def _wait(self, ctx: Any, future: asyncio.Future[Any]) -> Any:
        from mcp.shared.jsonrpc_dispatcher import progress_token_from_params

        if progress_token_from_params(ctx.params) is None:
            return await future
        import anyio

        started = time.monotonic()

        async def tick() -> None:
            while True:
                await anyio.sleep(PROGRESS_INTERVAL)
                elapsed = time.monotonic() - started
                try:
                    await ctx.session.report_progress(round(elapsed, 1), None, f"{elapsed:.0f} s elapsed")
                except Exception:
                    log.debug("progress not delivered", exc_info=True)

        async with anyio.create_task_group() as tg:
            tg.start_soon(tick)
            try:
                return await future
            finally:
                tg.cancel_scope.cancel()

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
        import anyio
        from mcp.server.lowlevel import NotificationOptions
        from mcp.server.stdio import stdio_server

        server = self.build_server()
        options = server.create_initialization_options(NotificationOptions(tools_changed=True))
        stdin = anyio.wrap_file(io.TextIOWrapper(os.fdopen(wire_in, "rb", closefd=False), encoding="utf-8",
                                                 errors="replace"))
        stdout = anyio.wrap_file(io.TextIOWrapper(os.fdopen(wire_out, "wb", closefd=False), encoding="utf-8"))
        async with stdio_server(stdin=stdin, stdout=stdout) as (read_stream, write_stream):
            async with anyio.create_task_group() as tg:
                self._tg = tg
                self.loop = asyncio.get_running_loop()
                self.serving.set()
                await server.run(read_stream, write_stream, options)
                tg.cancel_scope.cancel()
        self.loop = None


def _move_stdio() -> tuple[int, int]:
    """Private copies of the wire's stdin/stdout; fd 0 becomes /dev/null and fd 1 stderr from now on."""
    wire_in, wire_out = os.dup(0), os.dup(1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    os.dup2(2, 1)
    return wire_in, wire_out


def serve(ctx: Any, *, lang: str = "en", allow_manage: bool = False) -> int:
    """Serve until the client closes stdin (exit 0) or SIGINT/SIGTERM (exit 128 + signal number)."""
    wire_in, wire_out = _move_stdio()
    faulthandler.enable(sys.stderr)  # a crash leaves a trace on stderr, never bytes on the wire
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="scriptdeck mcp: %(levelname)s: %(message)s")
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "scriptdeck"])
    poster = _Poster()
    protocol = Protocol(poster)
    outcome = {"code": 0}

    def stop(code: int) -> None:
        outcome["code"] = outcome["code"] or code
        if protocol.deck is None:
            app.exit(0)
        else:
            protocol.deck.shutdown(lambda: app.exit(0))

    def protocol_thread() -> None:
        try:
            asyncio.run(protocol.serve(wire_in, wire_out))
        except BaseException:
            log.exception("the MCP connection failed")
        protocol.serving.set()
        poster.post(lambda: stop(0))  # the client went away: stop what still runs and leave

    thread = threading.Thread(target=protocol_thread, name="scriptdeck-mcp", daemon=True)
    watch = SignalWatch(lambda sig: stop(128 + sig))
    thread.start()
    # Importing the SDK is most of the start-up: let it have the interpreter, so `initialize` is answered
    # before the registry is read (tools/list then waits for the registry, never the handshake).
    protocol.serving.wait(timeout=30)
    try:
        protocol.deck = Deck(ctx.registry, lang=lang, allow_manage=allow_manage, poster=poster,
                             on_list_changed=protocol.list_changed)
        protocol.deck_ready.set()
        app.exec()
    finally:
        watch.close()
        if protocol.deck is not None and not protocol.deck.closing:
            protocol.deck.service.close()
    thread.join(timeout=1.0)
    if thread.is_alive():
        # the protocol thread is parked in a blocking read of the client's stdin; nothing is left to clean up
        sys.stderr.flush()
        os._exit(outcome["code"])
    return outcome["code"]
