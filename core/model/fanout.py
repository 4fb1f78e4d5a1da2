"""Spread a large batch of independent file parses over the machine's CPUs with ``fork``.

A first-ever scan of ten thousand headers is pure Python work (regexes, ``json``), so threads do not help and a
process pool's start-up costs more than the work. A forked child starts in a millisecond with every module
already imported; it parses its share and sends plain records back through a pipe in frames (``marshal``: the
values are what a parse builds, str/int/list/dict/None), which this process takes in as they come; while none has
come in, it parses the end of the child's share itself. Results are the same as a serial parse, in the same order.

It forks only where that is safe and worth it: Linux, a process with one thread (forking a threaded process —
the window, an asyncio server with worker threads — can copy a lock held by another thread), called from the
main thread, a batch of at least :data:`MINIMUM` items and a second usable CPU. Anything unexpected (``fork``
refused, a child that dies or sends something unreadable) falls back to parsing that share here, so the answer
never depends on the children. A child never outlives its work: it exits as soon as its answer is written, and
if this process is gone the write fails and it exits at once.
"""

from __future__ import annotations

import fcntl
import marshal
import os
import select
import signal
import sys
import threading

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: this module is on tool-call's path
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Generic, TypeVar

    Item = TypeVar("Item")
    Result = TypeVar("Result")
else:  # typing is not imported on tool-call's path: Pending[...] is only written in annotations
    class Generic:
        def __class_getitem__(cls, _item: object) -> type:
            return cls

    Result = None

#: below this many items the fork and the transfer cost more than they save
MINIMUM = 2000
#: children at most (with this process, ``MAX_CHILDREN + 1`` CPUs busy)
MAX_CHILDREN = 3
#: how many children this process has started (tests and benchmarks read it)
started = 0
#: this process's share of the items, in fiftieths of an even share: a little less than even, measured best on a
#: 2-CPU machine (this process also takes the children's results in and builds every tool from them)
SHARE = 44


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
            unpack: Callable[[Any], Result], minimum: int | None = None) -> tuple[list[Result], Pending[Result]]:
    """Start ``[work(item) for item in items]`` with shares of the items in forked children when that is safe and
    worth it (:func:`children_for`). Returns ``(own, rest)``: ``own`` holds this process's results for the first
    items (done before returning; the caller may use them while the children still work); ``rest`` gives the
    results for the items after those, in order: ``rest()`` all of them, ``rest.next()`` those that have come in
    (see :class:`Pending`). ``pack`` turns a result into ``marshal``-able data in a child and ``unpack`` turns it
    back here; both must round-trip exactly."""
    children = children_for(len(items), minimum)
    if not children:
        return [work(item) for item in items], Pending(items, work, unpack, [])
    import mmap

    own = len(items) * SHARE // (50 * (children + 1))
    cuts = [own + (len(items) - own) * i // children for i in range(children + 1)]
    limits = mmap.mmap(-1, _SLOT * children)  # shared with the children: where each share ends, how far it got
    shares: list[_Share] = []
    mine: list[Result] = []
    try:
        for number, (start, stop) in enumerate(zip(cuts, cuts[1:])):
            shares.append(_Share(items, start, stop, work, pack, limits, number * _SLOT))
        for begin in range(0, own, FRAME):  # the children's frames taken in between, so none waits on a full pipe
            mine += [work(item) for item in items[begin:min(own, begin + FRAME)]]
            for share in shares:
                share.drain()
    except BaseException:
        for share in shares:  # nobody will take their frames: let them go
            share.cancel()
        raise
    return mine, Pending(items, work, unpack, shares)


class Pending(Generic[Result]):
    """The children's results, in the items' order: :meth:`next` gives them as they come (the caller uses the
    first while the children still work on the last), calling it gives all that are left. While nothing has come
    in, this process parses the last items of a child's share itself (:meth:`_Share.steal`): a child slowed down
    (a busy machine) never leaves this process waiting. A share a child did not send whole (it failed, died or
    sent something unreadable, or made no progress on its last item for :data:`STALL` seconds) is finished here,
    from where its frames stop."""

    def __init__(self, items: Sequence[Item], work: Callable[[Item], Result], unpack: Callable[[Any], Result],
                 shares: list[_Share]) -> None:
        self._items, self._work, self._unpack, self._shares = items, work, unpack, shares

    def next(self) -> list[Result]:
        """The next results in order (at least one, waiting for them if need be); ``[]`` once all were given.
        An error or an interrupt (``KeyboardInterrupt``) meanwhile lets every child go first (:meth:`cancel`)."""
        try:
            return self._next()
        except BaseException:
            self.cancel()
            raise

    def cancel(self) -> None:
        """Give up on the results not given yet: each child still at work is killed and reaped, its pipe closed
        (nothing is left waiting, unreaped or open). :meth:`next` then gives ``[]``."""
        for share in self._shares:
            share.cancel()
        self._shares.clear()

    def _next(self) -> list[Result]:
        while self._shares:
            share = self._shares[0]
            got = share.take(self._unpack)
            if got:
                return got
            self._shares.pop(0)  # the child has ended: what it did not send is done here, then what was taken over
            sent = share.start + share.given
            left = [self._work(item) for item in self._items[sent:share.limit]]
            left += [result for chunk in reversed(share.stolen) for result in chunk][max(0, sent - share.limit):]
            if left:
                return left
        return []

    def __call__(self) -> list[Result]:
        """Every result not given yet (waits for the children)."""
        results: list[Result] = []
        while got := self.next():
            results += got
        return results


#: a child sends its results in frames of this many items: its memory is reused from frame to frame (fewer
#: copy-on-write faults than one answer built whole) and this process takes them in as they come
FRAME = 256
#: a frame's length prefix
_PREFIX = 4
#: items this process takes over from the end of a child's share at a time, when nothing has come in
STEAL = 64
#: seconds a child may spend on its last item without a write before it is given up on (stopped, stuck): its
#: unsent items are then done here (one item takes well under a millisecond)
STALL = 2.0
#: bytes of the shared map per share: where its child stops (``items[limit:]`` are this process's), then the item
#: it is at (every earlier one is parsed)
_SLOT = 16
_HALF = _SLOT // 2
#: the answer pipe's size: several frames (a Miyu scan sends ~600 bytes a file), so a child seldom waits
PIPE_SIZE = 1 << 20


class _Share:
    """One child's share of the items, ``items[start:stop]``: what it has sent, how many results were given, and
    the pieces at its end this process took over (``items[limit:stop]``, in ``stolen``, last piece first).

    ``limit`` lives in a map shared with the child, which reads it before each item and stops there, and writes
    there which item it is at; the limit only ever moves down. A child already past a new limit (it read the old
    one a moment before) sends that item too: the caller skips it among the stolen results, which are the same."""

    __slots__ = ("items", "work", "start", "stop", "limit", "given", "stolen", "pid", "fd", "received", "ended",
                 "_limits", "_slot")

    def __init__(self, items: Sequence[Item], start: int, stop: int, work: Callable[[Item], Result],
                 pack: Callable[[Result], Any], limits: Any, slot: int) -> None:
        self.items, self.work = items, work
        self.start, self.stop, self.limit, self.given = start, stop, stop, 0
        self.stolen: list[list[Any]] = []
        self.received = bytearray()
        self._limits, self._slot = limits, slot
        limits[slot:slot + _SLOT] = stop.to_bytes(_HALF, "little") + start.to_bytes(_HALF, "little")
        spawned = _spawn(items, start, stop, work, pack, limits, slot)
        self.pid, self.fd = spawned if spawned is not None else (0, -1)
        self.ended = spawned is None

    def steal(self) -> bool:
        """Parse here up to :data:`STEAL` of the last items the child has not reached (its limit moves down
        first); False when none is left (the child is on its last item)."""
        count = min(STEAL, self.limit - self._at() - 1)
        if count <= 0:
            return False
        limit = self.limit - count
        self._limits[self._slot:self._slot + _HALF] = limit.to_bytes(_HALF, "little")
        self.stolen.append([self.work(item) for item in self.items[limit:self.limit]])
        self.limit = limit
        return True

    def drain(self) -> None:
        """Take in whatever the child has written by now, without waiting."""
        if self.ended:
            return
        try:
            while chunk := os.read(self.fd, 1 << 20):
                self.received += chunk
            self.end()
        except BlockingIOError:
            pass
        except OSError:
            self.cancel()

    def take(self, unpack: Callable[[Any], Result]) -> list[Result]:
        """The results of the whole frames come in so far, waiting for one if there is none; ``[]`` once the child
        has ended and every whole frame it sent was taken."""
        while True:
            self.drain()
            results = self._frames(unpack)
            if results or self.ended:
                return results
            if self.steal():  # nothing whole yet: take over a piece of the end, then look again
                continue
            # the child is on its last item: wait for its next write (or its end), but not for a child that makes
            # no progress at all (stopped from outside, stuck): it is let go and its unsent items are done here
            at = self._at()
            waiting = select.poll()
            waiting.register(self.fd, select.POLLIN)
            if not waiting.poll(STALL * 1000) and self._at() == at:
                self.cancel()

    def _at(self) -> int:
        """The item the child is at (every earlier one is parsed)."""
        return int.from_bytes(self._limits[self._slot + _HALF:self._slot + _SLOT], "little")

    def _frames(self, unpack: Callable[[Any], Result]) -> list[Result]:
        """The results of the whole frames received; a frame that is not one of this share's ends the share (the
        frames before it stand, the rest is done here)."""
        results: list[Result] = []
        received, at = self.received, 0
        try:
            while at + _PREFIX <= len(received):
                size = int.from_bytes(received[at:at + _PREFIX], "little")
                if at + _PREFIX + size > len(received):
                    break  # not whole yet (or cut short by the child's end: done here)
                packed = marshal.loads(received[at + _PREFIX:at + _PREFIX + size])
                if type(packed) is not list or not packed or \
                        self.given + len(results) + len(packed) > self.stop - self.start:
                    raise ValueError("not a frame of this share")
                results += [unpack(value) for value in packed]
                at += _PREFIX + size
        except (ValueError, EOFError, TypeError):
            at = len(received)
            self.cancel()  # (a child that sent this may still be at work: not waited for)
        del received[:at]
        self.given += len(results)
        return results

    def cancel(self) -> None:
        """The child's results are not wanted: it is killed (not waited for until its next write), then ended."""
        if not self.ended:
            try:
                os.kill(self.pid, signal.SIGKILL)  # not reaped yet: the pid is still this child's
            except ProcessLookupError:
                pass
        self.end()

    def end(self) -> None:
        """The child is done (or given up on): close the pipe (a child still writing gets EPIPE and exits) and reap it."""
        if self.ended:
            return
        self.ended = True
        os.close(self.fd)
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:  # reaped elsewhere
            pass


def _spawn(items: Sequence[Item], start: int, stop: int, work: Callable[[Item], Result],
           pack: Callable[[Result], Any], shared: Any, slot: int) -> tuple[int, int] | None:
    def send_frames(send: Callable[[bytes], None]) -> None:
        index = start
        limit, at = slice(slot, slot + _HALF), slice(slot + _HALF, slot + _SLOT)
        while index < stop:
            frame = []
            end = min(stop, index + FRAME)
            # the parent may take the end over meanwhile: the limit is read before each item
            while index < end and index < int.from_bytes(shared[limit], "little"):
                shared[at] = index.to_bytes(_HALF, "little")
                frame.append(pack(work(items[index])))
                index += 1
            if frame:
                data = marshal.dumps(frame)
                send(len(data).to_bytes(_PREFIX, "little"))
                send(data)
            if index < end:
                return  # at the limit: the rest is the parent's

    spawned = fork_writer(send_frames)
    if spawned is not None:
        os.set_blocking(spawned[1], False)
    return spawned


def fork_writer(write: Callable[[Callable[[bytes], None]], None]) -> tuple[int, int] | None:
    """Fork a child that calls ``write(send)`` (each ``send(data)`` goes down a pipe to this process) and exits;
    returns ``(pid, read_end)``, or None when the pipe or the fork could not be made. The caller decides that a
    fork is safe here (:func:`children_for`, :func:`can_fork`), reads the pipe to its end and reaps the child.

    The child holds no descriptor of this process's but its pipe (:func:`_keep_only`), runs none of its signal
    handlers or exit handlers, and exits as soon as ``write`` returns or raises (status 1), or a ``send`` finds
    this process gone. The pipe holds :data:`PIPE_SIZE` bytes where the system allows it.

    SIGINT, SIGTERM and SIGHUP are held back from the pipe to the fork's end: one arriving inside ``fork`` would
    interrupt its at-fork handlers (``logging`` releasing its lock: Python ignores the error there, and the signal
    is lost with it, so a Ctrl+C at that moment did nothing). One that came meanwhile is raised right after, with
    the child killed and reaped and the pipe closed."""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP_SIGNALS)
    try:
        read_end, write_end = os.pipe()
    except OSError:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        return None
    try:
        pid = os.fork()
    except OSError:
        os.close(read_end)
        os.close(write_end)
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        return None
    if pid == 0:  # the child: its work, written down the pipe; out without the parent's exit handlers
        status = 1
        try:
            os.close(read_end)
            _keep_only(write_end)
            for stop in _STOP_SIGNALS:  # the parent's handlers are not the child's to run
                signal.signal(stop, signal.SIG_DFL)
            signal.set_wakeup_fd(-1)  # nor its wake-up socket (closed above)
            signal.pthread_sigmask(signal.SIG_SETMASK, held)  # one sent meanwhile ends the child now
            write(lambda data: _write_all(write_end, data))
            status = 0
        except BaseException:  # noqa: BLE001 - whatever happens, the child exits here and the parent re-does it
            pass
        os._exit(status)
    os.close(write_end)
    try:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)  # a signal held back is raised here
    except BaseException:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(read_end)
        raise
    try:  # room for a few frames (64 KiB by default: the child would wait for each frame to be taken in)
        fcntl.fcntl(read_end, fcntl.F_SETPIPE_SZ, PIPE_SIZE)
    except (OSError, AttributeError):  # over the system's limit (fs.pipe-max-size): frames wait a little
        pass
    global started
    started += 1
    return pid, read_end


#: the signals :func:`fork_writer` holds back while it forks
_STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def can_fork() -> bool:
    """Whether a child would run beside this process: Linux, this process single-threaded (see the module), a
    second usable CPU."""
    return sys.platform.startswith("linux") and usable_cpus() > 1 and _single_threaded()


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


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
