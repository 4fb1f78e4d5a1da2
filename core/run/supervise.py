"""Nothing outlives ScriptDeck (SPEC §19): one watcher process per ScriptDeck process ends its runs when it dies.

The watcher is a few lines of ``/bin/sh`` started once, before the first run, in its own session. It reads the
run groups to guard from a pipe whose only write end ScriptDeck holds (close-on-exec, so no tool inherits it):
``+PGID`` when a run starts, ``-PGID`` when it is over, ``.`` when ScriptDeck exits cleanly. When ScriptDeck ends
any other way — crash, SIGKILL — the kernel closes that write end, the watcher's ``read`` sees end-of-file, and
it sends SIGTERM to every group still registered and to every process whose environment carries this
ScriptDeck's run token (``SCRIPTDECK_RUN_GUARD``, given to every run), then SIGKILL a second later. No polling:
the kernel's pipe rule is the trigger; the one sweep of the process table happens only at that moment. The
script and its command are ``core/platform/process.py``'s (where there is no proc filesystem, macOS, the sweep finds
nothing and the groups alone are ended).

The token catches what the groups miss: a process that left its run's group (``setsid``) but kept its
environment, and a run killed with ScriptDeck in the instant between its start and its registration. The shell
costs about a millisecond to start and nothing while it waits, so it sits on every path (``tool-call``, ``mcp``,
the window) without slowing the agent's. Not caught: a process that both left its group and cleared its
environment, in a run without isolation (isolated runs are also held by bubblewrap's ``--die-with-parent`` and
their PID namespace). docs/notes/runner.md has the choice and its alternatives.
"""

from __future__ import annotations

import os
import subprocess
import threading

from scriptdeck.core.platform import NotSupported, process

#: SIGTERM at end-of-file, SIGKILL after this many seconds (SPEC §19: everything gone within 2 s)
WATCHER_GRACE_SECONDS = 1
#: the variable that marks every process of this ScriptDeck's runs
TOKEN_ENV = "SCRIPTDECK_RUN_GUARD"

_lock = threading.Lock()
_guarded: set[int] = set()


class _Watcher:
    """The write end of one watcher's pipe (-1 when no watcher could be started), the process that owns it and
    that process's run token."""

    fd = -1
    owner = 0
    token = ""


def _start() -> None:
    """Start a watcher and tell it every group guarded now (at the first run, or after it was killed)."""
    if _Watcher.owner != os.getpid():
        _Watcher.token = f"{os.getpid()}.{os.urandom(8).hex()}"
    read_end, write_end = os.pipe()  # both close-on-exec: no tool ever holds the write end
    try:
        # without an outer ScriptDeck's token (this ScriptDeck may itself be a run, e.g. a tool-call started by
        # scriptdeck test or by a tool): the outer watcher's sweep must not end the watcher of the inner runs
        env = {name: value for name, value in os.environ.items() if name != TOKEN_ENV}
        subprocess.Popen(process.watcher_command(TOKEN_ENV, _Watcher.token, WATCHER_GRACE_SECONDS), stdin=read_end,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, **process.session_options())
    except (OSError, NotSupported):  # no watcher here: runs are refused anyway where processes are unsupported
        os.close(write_end)
        write_end = -1
    finally:
        os.close(read_end)
    if _Watcher.fd >= 0:  # the old watcher's pipe (or, in a forked child, the parent's: never held here)
        os.close(_Watcher.fd)
    _Watcher.fd, _Watcher.owner = write_end, os.getpid()
    if write_end >= 0 and _guarded:
        _write("".join(f"+{pgid}\n" for pgid in sorted(_guarded)))


def _write(text: str) -> bool:
    try:
        os.write(_Watcher.fd, text.encode("ascii"))  # short writes to a pipe are atomic
    except OSError:
        return False
    return True


def _send(line: str) -> None:
    """Tell the watcher ``line``; call with the lock held, after updating ``_guarded``."""
    if _Watcher.owner != os.getpid():  # first use, or a forked child: a watcher of its own, told every group
        _start()
    elif _Watcher.fd >= 0 and not _write(line):
        _start()  # someone killed the watcher: a new one takes over every guarded group


def run_env() -> dict[str, str]:
    """The variable every run gets (starting the watcher if it is not running yet); empty without a watcher."""
    with _lock:
        if _Watcher.owner != os.getpid():
            _start()
        return {TOKEN_ENV: _Watcher.token} if _Watcher.fd >= 0 else {}


def finish() -> None:
    """This process is exiting cleanly with no run left: the watcher exits without sweeping."""
    with _lock:
        if _Watcher.owner == os.getpid() and _Watcher.fd >= 0 and not _guarded:
            _write(".\n")


def guard(pgid: int) -> None:
    """End process group ``pgid`` when this process dies, whatever kills it."""
    if pgid > 0:
        with _lock:
            _guarded.add(pgid)
            _send(f"+{pgid}\n")


def release(pgid: int) -> None:
    """The group ``pgid`` is over (its id may be reused): stop guarding it."""
    if pgid > 0:
        with _lock:
            if pgid in _guarded:
                _guarded.discard(pgid)
                _send(f"-{pgid}\n")


def release_after(pgid: int, seconds: float) -> None:
    """Release ``pgid`` once its leftovers' grace has passed (they stay guarded until then)."""
    timer = threading.Timer(seconds, release, (pgid,))
    timer.daemon = True
    timer.start()
