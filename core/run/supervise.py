"""Nothing outlives ScriptDeck (SPEC §19): one watcher process per ScriptDeck process ends its runs when it dies.

The watcher is a few lines of ``/bin/sh`` started once, at the first run, in its own session. It reads the
run groups to guard from a pipe whose only write end ScriptDeck holds (close-on-exec, so no tool inherits it):
``+PGID`` when a run starts, ``-PGID`` when it is over. When ScriptDeck ends in any way — exit, crash, SIGKILL —
the kernel closes that write end, the watcher's ``read`` sees end-of-file, and it sends SIGTERM to every group
still registered, then SIGKILL a second later. No polling anywhere: the kernel's pipe rule is the trigger.

The shell costs about a millisecond to start and nothing while it waits, so it sits on every path (``tool-call``,
``mcp``, the window) without slowing the agent's. What it cannot reach: a process that left its run's process
group (``setsid``) in a run without isolation; isolated runs are also held by bubblewrap's
``--die-with-parent`` and their PID namespace (docs/notes/runner.md).
"""

from __future__ import annotations

import os
import subprocess
import threading

#: SIGTERM to the registered groups at end-of-file, SIGKILL after this many seconds (the bound is 2 s)
WATCHER_GRACE_SECONDS = 1

_WATCHER = f"""
trap '' INT HUP PIPE
set -f
groups=' '
while IFS= read -r line; do
  case $line in
    +*) groups="$groups${{line#+}} " ;;
    -*) pgid=${{line#-}}
        case $groups in *" $pgid "*) groups="${{groups%% $pgid *}} ${{groups#* $pgid }}" ;; esac ;;
  esac
done
[ -z "${{groups# }}" ] && exit 0
for pgid in $groups; do kill -s TERM -- "-$pgid" 2>/dev/null; done
sleep {WATCHER_GRACE_SECONDS}
for pgid in $groups; do kill -s KILL -- "-$pgid" 2>/dev/null; done
"""

_lock = threading.Lock()
_guarded: set[int] = set()


class _Watcher:
    """The write end of one watcher's pipe (-1 when no watcher could be started) and the process that owns it."""

    fd = -1
    owner = 0


def _start() -> None:
    """Start a watcher and tell it every group guarded now (at the first run, or after it was killed)."""
    read_end, write_end = os.pipe()  # both close-on-exec: no tool ever holds the write end
    try:
        subprocess.Popen(["/bin/sh", "-c", _WATCHER, "scriptdeck-watch"], stdin=read_end,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
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
