"""The first ``tools/list`` answer, made by a forked child while this process is still importing the MCP SDK.

``scriptdeck mcp`` answers ``initialize`` first and reads the tool folders after (SPEC §16: the handshake never
waits for a scan), so a client that lists right after the handshake used to wait for the whole scan, the list
and its JSON (~0.35–0.5 s at 10,000 tools). The SDK import takes about half a second of one CPU, and a second CPU
sits idle meanwhile: at start-up, while this process is still single-threaded, a child forks
(:func:`fanout.fork_writer`), scans the same homes as this process will, builds the same list with the same
:class:`~scriptdeck.core.mcp.tools.ToolCatalog` and sends its JSON back (:func:`tools.list_bytes`, the very bytes
this process would write). A thread here reads it to its end.

The protocol serves those bytes to a handshake-era client that asks for the whole list before this process has
built its own first list (:meth:`Protocol._early_list`); once its own list is there, it is the one served, and if
what was served early differs from it (a file changed in between), the client is told the list changed. A child
that fails, or a machine where forking is not safe (a thread already running, one CPU, not Linux), changes
nothing: the list is made here as before.
"""

from __future__ import annotations

import gc
import os
import signal
import threading
from collections.abc import Callable

from scriptdeck.core.model import fanout


def _die_with(parent: int) -> None:
    """In the child: be killed when ``parent`` dies (``PR_SET_PDEATHSIG``). It writes only once its list is made,
    so a server killed meanwhile would otherwise leave it scanning for a moment. Where ``prctl`` is missing the
    child still ends at its write (EPIPE)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before the request took
        os._exit(1)


#: linux/prctl.h
_PR_SET_PDEATHSIG = 1


class EarlyList:
    """The child's answer as it comes in: :attr:`data` is its bytes once :attr:`done` is set (None if it failed)."""

    def __init__(self, pid: int, read_end: int) -> None:
        self.data: bytes | None = None
        self.done = threading.Event()
        self._thread = threading.Thread(target=self._collect, args=(pid, read_end), name="scriptdeck-mcp-early",
                                        daemon=True)
        self._thread.start()

    @classmethod
    def start(cls, make: Callable[[], bytes]) -> EarlyList | None:
        """Fork a child that sends ``make()``; None (nothing started) where forking is not safe or not worth it."""
        if not fanout.can_fork():
            return None

        parent = os.getpid()

        def write(send: Callable[[bytes], None]) -> None:
            _die_with(parent)
            gc.disable()  # the child builds ten thousand objects and exits: nothing to collect
            send(make())

        spawned = fanout.fork_writer(write)
        return None if spawned is None else cls(*spawned)

    def _collect(self, pid: int, read_end: int) -> None:
        chunks: list[bytes] = []
        try:
            while chunk := os.read(read_end, 1 << 20):
                chunks.append(chunk)
        except OSError:
            chunks = []
        finally:
            os.close(read_end)
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:  # reaped elsewhere: its status is unknown
            status = 1
        if status == 0 and chunks:
            self.data = b"".join(chunks)
        self.done.set()
