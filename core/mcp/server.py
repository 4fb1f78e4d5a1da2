"""The Qt side of ``scriptdeck mcp`` (SPEC §16): the registry, its watcher and the runs, on the main thread.

:mod:`protocol` starts the SDK first, reads the tool folders into the first list, and then calls
:func:`run_deck`, which imports Qt, builds the deck on that registry and runs the Qt event loop. Everything of ScriptDeck's is owned here: the registry, the layer watcher's
debounce, and :class:`RunService` — the same plan/grant/run/history path as ``tool-call`` and the window
(QProcess runs, the host's local server, history records with ``source: "mcp"`` and the client's name).

The protocol thread hands work over through a queued signal (:class:`Poster`) and gets answers back with
``loop.call_soon_threadsafe`` on an asyncio future, so a tool call is: post ``start`` → QProcess → ``done`` →
future → ``CallToolResult``. Cancelling the request posts ``stop`` (group SIGTERM, 2 s, SIGKILL).
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.jsonsafe import JsonInputError, dumps_strict
from scriptdeck.core.mcp.tools import (
    MANAGE_ID,
    MANAGE_NOT_SERVED,
    MANAGE_NOT_SERVED_FIX,
    ToolCatalog,
    manage_result,
    refusal_result,
)
from scriptdeck.core.mcp.watch import LayerWatcher
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.platform import process
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.run.runner import ToolRun
from scriptdeck.core.run.runplan import RunRefused

if TYPE_CHECKING:
    from scriptdeck.core.mcp.protocol import Protocol

log = logging.getLogger("scriptdeck.mcp")

DEBOUNCE_MS = 60
#: how long shutdown lets stopped runs end after their SIGTERM before their groups get SIGKILL (SPEC §19: the
#: server is gone within 2 s of SIGTERM)
STOP_WAIT_MS = 1000
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


class Poster(QObject):
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

    def __init__(self, registry: Registry, catalog: ToolCatalog, *, poster: Poster,
                 on_list_changed: Callable[[], None], tools: list[dict[str, Any]] | None = None) -> None:
        """``catalog``/``tools``: the catalog and the list it last built for this registry (None: build it)."""
        super().__init__()
        self.registry = registry
        self.allow_manage = catalog.allow_manage
        self.service = RunService(registry, self)
        self.closing = False
        self._on_list_changed = on_list_changed
        self._tools: tuple[int, list[dict[str, Any]]] | None = None if tools is None else (registry.generation, tools)
        self._catalog = catalog
        self._pending: set[str] = set()
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS, timerType=Qt.TimerType.CoarseTimer)
        self._timer.timeout.connect(self._rescan)
        self.watcher = LayerWatcher(lambda paths: poster.post(lambda: self._collect(paths)))
        self.watching = self.watcher.watch(self._folders())
        self._announced = tools if tools is not None else self.tools()

    def look_again(self) -> None:
        """The first list was read before the watch began: look again, so an edit made in between (a client may
        already have listed and changed a file) is announced like any other. Called once the deck serves its own
        list (``deck_ready``): a client that lists on hearing of the change must get the new list, never the
        first one again."""
        self.registry.scan()
        self.check_list()

    # -- the tool list ---------------------------------------------------------------------------

    def _folders(self) -> list[Any]:
        # and the libraries' folder, where a library's link is switched by an update (SPEC §29)
        return [layer.directory for layer in self.registry.layers] + [self.registry.home.root / "libraries"]

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

    def call(self, name: str, args: Any, client: str | None, finish: Finish, *,
             address: str | None = None, progress: Callable[[Any], None] | None = None) -> ToolRun | None:
        """Start one call; ``finish`` gets a ready result dict or the run's :class:`RunResult`, exactly once.
        ``client``/``address``: the client's name and (over HTTP) network address, for history. ``progress``
        gets each ``Progress`` the run reports (``MIYU-PROGRESS:`` lines, issue 45) on this thread."""
        if self.closing:
            finish(refusal_result({"ok": False, "error": SHUTTING_DOWN, "fix": SHUTTING_DOWN_FIX}))
            return None
        self.tools()  # the names served now (a mangled name stands for its id)
        name = self._catalog.tool_id(name)
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
        try:
            run = self.service.start(name, args, source="mcp", client=client, address=address)
        except RunRefused as refused:
            finish(refusal_result(refused.to_json()))
            return None
        if run.result is not None:
            finish(run.result)
        else:
            if progress is not None:
                run.progress.connect(progress)
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
        """Stop every run (group SIGTERM; SIGKILL for what is left after :data:`STOP_WAIT_MS`), remove the host
        socket, then ``then``."""
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
            for run in runs:
                if run.running and run.pid:
                    process.signal_tree(run.pid, force=True)
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


def run_deck(ctx: Any, protocol: Protocol, catalog: ToolCatalog, *, stopping: dict[str, Callable[[int], None]]) -> None:
    """Read the registry, serve the protocol's calls from the Qt loop until stopped (``stopping["stop"]`` is
    set to a thread-safe stop for the protocol and signal threads)."""
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "scriptdeck"])
    poster = Poster()
    protocol.poster = poster

    def stop_now() -> None:
        if protocol.deck is None or protocol.deck.closing:
            app.exit(0)
        else:
            protocol.deck.shutdown(lambda: app.exit(0))

    stopping["stop"] = lambda _code: poster.post(stop_now)
    try:
        protocol.deck = Deck(ctx.registry, catalog, poster=poster, on_list_changed=protocol.list_changed,
                             tools=protocol.first_list)
    finally:
        protocol.deck_ready.set()
    try:
        protocol.deck.look_again()  # (a list asked for from now on waits for the Qt loop: it sees this look)
        app.exec()
    finally:
        if not protocol.deck.closing:
            protocol.deck.service.close()
