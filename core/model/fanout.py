"""Spread a large batch of independent file parses over the machine's CPUs with ``fork``.

A first-ever scan of ten thousand headers is pure Python work (regexes, ``json``), so threads do not help and a
process pool's start-up costs more than the work. A forked child starts in a millisecond with every module
already imported; it parses its share and sends plain records back through a pipe (``marshal``: the values are
what a parse builds, str/int/list/dict/None). Results are the same as a serial parse, in the same order.

It forks only where that is safe and worth it: Linux, a process with one thread (forking a threaded process —
the window, an asyncio server with worker threads — can copy a lock held by another thread), called from the
main thread, a batch of at least :data:`MINIMUM` items and a second usable CPU. Anything unexpected (``fork``
refused, a child that dies or sends something unreadable) falls back to parsing that share here, so the answer
never depends on the children. A child never outlives its work: it exits as soon as its answer is written, and
if this process is gone the write fails and it exits at once.
"""

from __future__ import annotations

import marshal
import os
import signal
import sys
import threading

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: this module is on tool-call's path
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, TypeVar

    Item = TypeVar("Item")
    Result = TypeVar("Result")

#: below this many items the fork and the transfer cost more than they save
MINIMUM = 2000
#: children at most (with this process, ``MAX_CHILDREN + 1`` CPUs busy)
MAX_CHILDREN = 3
#: how many children this process has started (tests and benchmarks read it)
started = 0
#: this process's share of the items, in fiftieths of an even share: 50, even, measured best on a 2-CPU machine
#: (it also builds its tools meanwhile, and the children's first pages cost them copy-on-write faults)
SHARE = 50


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _single_threaded() -> bool:
    """Whether this process has exactly one thread (Python's and any other library's) and it is the main one."""
    if threading.current_thread() is not threading.main_thread() or threading.active_count() != 1:
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:
        return False


def children_for(count: int, minimum: int | None = None) -> int:
    """How many children :func:`fan_out` would start for ``count`` items here (0: it runs serially);
    ``minimum`` defaults to :data:`MINIMUM` as it is at the call."""
    minimum = MINIMUM if minimum is None else minimum
    if count < minimum or not sys.platform.startswith("linux") or not _single_threaded():
        return 0
    return max(0, min(usable_cpus() - 1, MAX_CHILDREN, count // max(1, minimum // 2) - 1))


def fan_out(items: Sequence[Item], work: Callable[[Item], Result], *, pack: Callable[[Result], Any],
            unpack: Callable[[Any], Result],
            minimum: int | None = None) -> tuple[list[Result], Callable[[], list[Result]]]:
    """Start ``[work(item) for item in items]`` with shares of the items in forked children when that is safe and
    worth it (:func:`children_for`). Returns ``(own, rest)``: ``own`` holds this process's results for the first
    items (done before returning; the caller may use them while the children still work), ``rest()`` waits for
    the children and gives the results for the items after those, in order (a second call gives ``[]``).
    ``pack`` turns a result into ``marshal``-able data in a child and ``unpack`` turns it back here; both must
    round-trip exactly."""
    children = children_for(len(items), minimum)
    if not children:
        return [work(item) for item in items], list
    own = len(items) * SHARE // (50 * (children + 1))
    cuts = [own + (len(items) - own) * i // children for i in range(children + 1)]
    shares = [(_spawn(items, start, stop, work, pack), start, stop) for start, stop in zip(cuts, cuts[1:])]
    mine = [work(item) for item in items[:own]]

    def rest() -> list[Result]:
        results: list[Result] = []
        while shares:
            spawned, start, stop = shares.pop(0)
            got = _collect(*spawned, stop - start, unpack) if spawned is not None else None
            results.extend(got if got is not None else [work(item) for item in items[start:stop]])
        return results

    return mine, rest


def _spawn(items: Sequence[Item], start: int, stop: int, work: Callable[[Item], Result],
           pack: Callable[[Result], Any]) -> tuple[int, int] | None:
    try:
        read_end, write_end = os.pipe()
    except OSError:
        return None
    try:
        pid = os.fork()
    except OSError:
        os.close(read_end)
        os.close(write_end)
        return None
    if pid == 0:  # the child: parse, write, leave without running any of the parent's exit handlers
        status = 1
        try:
            os.close(read_end)
            _keep_only(write_end)
            for name in ("SIGTERM", "SIGINT", "SIGHUP"):  # the parent's handlers are not the child's to run
                signal.signal(getattr(signal, name), signal.SIG_DFL)
            data = marshal.dumps([pack(work(item)) for item in items[start:stop]])
            view = memoryview(data)
            while view:
                view = view[os.write(write_end, view):]
            status = 0
        except BaseException:  # noqa: BLE001 - whatever happens, the child exits here and the parent re-does it
            pass
        os._exit(status)
    os.close(write_end)
    global started
    started += 1
    return pid, read_end


def _keep_only(write_end: int) -> None:
    """In a child: hold no descriptor of the parent's but the answer pipe. A copy of a locked file (``flock``), of
    the run watcher's pipe or of the client's stdout would otherwise keep a lock held, or an end-of-file unseen,
    until the child exits. 0–2 become ``/dev/null``."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        if fd != null:
            os.dup2(null, fd)
    os.closerange(3, write_end)
    os.closerange(write_end + 1, 1 << 20)  # close_range(2): one call, whatever the limit


def _collect(pid: int, read_end: int, expected: int, unpack: Callable[[Any], Result]) -> list[Result] | None:
    """A child's results, or None (then its share is done here) if it failed in any way."""
    chunks = []
    try:
        while chunk := os.read(read_end, 1 << 20):
            chunks.append(chunk)
    except OSError:
        chunks = []
    finally:
        os.close(read_end)
    try:
        _, status = os.waitpid(pid, 0)
    except ChildProcessError:  # reaped elsewhere: its exit status is unknown, the data decides
        status = 0
    if status != 0 or not chunks:
        return None
    try:
        packed = marshal.loads(b"".join(chunks))
        if type(packed) is not list or len(packed) != expected:
            return None
        return [unpack(value) for value in packed]
    except (ValueError, EOFError, TypeError):
        return None
