"""``scriptdeck mcp`` on stdio: the command that starts the protocol thread, reads the tool folders into the first
list and then hands the main thread to the deck (:func:`server.run_deck`).

Apart from :mod:`protocol` so that the protocol imports nothing of the deck: the command needs both, the protocol
only the SDK (issue 42: ``protocol`` imported ``server`` for ``run_deck``, and ``server`` ``protocol``). The
threads and what each owns: :mod:`protocol`'s docstring.
"""

from __future__ import annotations

import asyncio
import faulthandler
import gc
import logging
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

from scriptdeck.core.mcp.protocol import Protocol, StopSignals, log, stop_on_signal


def _move_stdio() -> tuple[int, int]:
    """Private copies of the wire's stdin/stdout; fd 0 becomes /dev/null and fd 1 stderr from now on."""
    wire_in, wire_out = os.dup(0), os.dup(1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    os.dup2(2, 1)
    return wire_in, wire_out


def serve(ctx: Any, *, lang: str = "en", allow_manage: bool = False, page_size: int = 0) -> int:
    """Serve until the client closes stdin (exit 0) or SIGINT/SIGTERM (exit 128 + signal number)."""
    wire_in, wire_out = _move_stdio()
    faulthandler.enable(sys.stderr)  # a crash leaves a trace on stderr, never bytes on the wire
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="scriptdeck mcp: %(levelname)s: %(message)s")
    if os.environ.get("SCRIPTDECK_DEBUG"):  # ScriptDeck's own steps on stderr (not the SDK's)
        log.setLevel(logging.DEBUG)
    protocol = Protocol(page_size=page_size)
    from scriptdeck.core.mcp.msglog import MessageLog, messages_path  # palette: Agent activity's message log

    protocol.messages = MessageLog(messages_path(ctx.home.state_dir))
    outcome = {"code": 0}
    stopping: dict[str, Callable[[int], None]] = {}

    on_signal = stop_on_signal(outcome, stopping)

    def protocol_thread() -> None:
        try:
            asyncio.run(protocol.serve(wire_in, wire_out))
        except BaseException:
            log.exception("the MCP connection failed")
        protocol.serving.set()
        protocol.deck_ready.wait()  # set by the main thread once the deck is up, or when it failed to start
        stop = stopping.get("stop")
        if stop is not None:
            stop(0)  # the client went away: stop what still runs and leave

    signals = StopSignals(on_signal)
    thread = threading.Thread(target=protocol_thread, name="scriptdeck-mcp", daemon=True)
    thread.start()
    # Importing the SDK is most of the start-up: let it have the interpreter, so `initialize` is answered
    # before Qt and the registry are even imported (tools/list then waits for the registry, never the handshake).
    protocol.serving.wait(timeout=30)
    try:
        from scriptdeck.core.mcp.tools import ToolCatalog

        catalog = ToolCatalog(lang, allow_manage=allow_manage)
        try:
            registry = ctx.registry  # the scan; no Qt yet
            # The first list's 10,000 entries (and the schemas the header cache hands over still encoded) are built
            # with the cyclic collector off and then frozen, as the registry itself is: they live until the deck is
            # up, and a collection walking them meanwhile only delays the answer.
            gc.disable()
            try:
                protocol.first_list = catalog.build(registry)
                if protocol.will_send_whole(protocol.first_list):
                    # its JSON is made here, before the deck starts: the answer then only writes it, and the
                    # encoding never shares the interpreter with Qt's import and the deck's start
                    protocol.list_json(protocol.first_list)
            finally:
                gc.freeze()
                gc.enable()
        finally:
            protocol.first_list_ready.set()
        from scriptdeck.core.mcp.server import run_deck

        run_deck(ctx, protocol, catalog, stopping=stopping)
    finally:
        signals.close()
        protocol.first_list_ready.set()  # nobody waits for a list or a deck that will not come
        protocol.deck_ready.set()
    protocol.stop()
    thread.join(timeout=0.2)
    if signals.received is not None or thread.is_alive():
        # Leave now: the runs are ended and the host socket removed; the interpreter's own shutdown (joining
        # worker threads, freezing the signal thread's hard exit) could outlast the 2 s SPEC §19 promises.
        logging.shutdown()
        sys.stderr.flush()
        os._exit(outcome["code"])
    return outcome["code"]
