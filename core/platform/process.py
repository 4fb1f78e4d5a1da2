"""Processes: start a run in its own session, end its tree, tell whether a process lives, the watcher's command.

POSIX: a run leads a new session (``start_new_session``), so its whole tree is one process group that
``killpg`` ends; liveness is ``kill(pid, 0)``; a main process's end is seen through a pidfd where Linux has one.
Elsewhere (Windows: a Job Object per run, ``CREATE_NEW_PROCESS_GROUP | CREATE_NO_WINDOW``; docs/portability.md)
every call that would start or signal a run raises :class:`NotSupported`, so runs are refused before anything
starts. Process listing goes through ``psutil`` (imported on first use: the agent's ``tool-call`` path needs it
only at a hard exit), never through ``/proc`` reads.
"""

from __future__ import annotations

import os
import signal
import sys

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import NotSupported

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    import threading  # noqa: F401  (imported where used: the tool-call path never needs it)
    from collections.abc import Callable
    from typing import Any

#: what a refused run names as missing
RUNS = QT_TRANSLATE_NOOP("platform", "running tools (a process tree per run)")


#: prctl(2) option: the signal the kernel sends this process when the thread that started it ends
PR_SET_PDEATHSIG = 1


def die_with_parent(sig: int = signal.SIGTERM) -> bool:
    """Linux: have the kernel send ``sig`` to this process when its parent ends, however it ends (SIGKILL
    included): ``prctl(PR_SET_PDEATHSIG)`` through ctypes. False where there is no such thing, or when the parent
    was already gone (then this process is an orphan and ``sig`` is sent to it now). A second line only: a server
    a window starts watches the pipe the window holds open too (``mcp --http --stop-with-stdin``)."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    parent = os.getppid()
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, int(sig), 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    if parent == 1 or os.getppid() != parent:  # the parent ended before the request: nobody will signal us
        os.kill(os.getpid(), sig)
        return False
    return True


def watch_for_eof(fd: int, on_eof: Callable[[], None]) -> threading.Thread:
    """A daemon thread that reads ``fd`` to its end (what arrives is ignored) and then calls ``on_eof``: a pipe
    whose writer is a parent process closes when that parent ends in any way."""
    import threading

    def watch() -> None:
        while True:
            try:
                if not os.read(fd, 4096):
                    break
            except InterruptedError:
                continue
            except OSError:
                break
        on_eof()

    thread = threading.Thread(target=watch, name="scriptdeck-parent-watch", daemon=True)
    thread.start()
    return thread


def require_runs() -> None:
    """:class:`NotSupported` where a run's tree cannot be started and ended as one (called before any run)."""
    if sys.platform == "win32":
        raise NotSupported(RUNS)


def _tool_defaults() -> tuple[signal.Signals, ...]:
    """Signals a tool starts with at their default action, as the window's QProcess runner starts it: a ScriptDeck
    started by a script (``nohup … &``) inherits SIGHUP, SIGINT and SIGQUIT as ignored, and an ignored signal stays
    ignored across exec (the runner differential test, issue 32)."""
    if sys.platform == "win32":
        return ()
    return (signal.SIGHUP, signal.SIGINT, signal.SIGQUIT, signal.SIGTERM, signal.SIGUSR1, signal.SIGUSR2,
            signal.SIGALRM)


def inherited_ignored() -> list[signal.Signals]:
    """The signals of :func:`_tool_defaults` this process ignores (none, unless it was started with them ignored)."""
    return [sig for sig in _tool_defaults() if signal.getsignal(sig) == signal.SIG_IGN]


def _default_actions(signals: list[signal.Signals]) -> None:
    """In the child before exec (only when some are ignored, so the usual start has no ``preexec_fn``)."""
    for sig in signals:
        signal.signal(sig, signal.SIG_DFL)


def session_options() -> dict[str, Any]:
    """``subprocess.Popen`` keywords that make the child lead its own session (its tree is one group), with the
    signals this process inherited as ignored back at their default action."""
    if sys.platform == "win32":
        raise NotSupported(RUNS)
    ignored = inherited_ignored()
    if ignored:
        return {"start_new_session": True, "preexec_fn": lambda: _default_actions(ignored)}
    return {"start_new_session": True}


def signal_tree(pgid: int | None, *, force: bool) -> bool:
    """SIGTERM (``force``: SIGKILL) to the process group ``pgid``; False when it is already gone (no error)."""
    if not pgid:
        return False
    if sys.platform == "win32":
        raise NotSupported(RUNS)
    import signal

    try:
        os.killpg(pgid, signal.SIGKILL if force else signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        return False
    return True


def tree_alive(pgid: int) -> bool:
    """Whether some process of the group ``pgid`` is still there (zombies count until reaped)."""
    if sys.platform == "win32":
        raise NotSupported(RUNS)
    try:
        os.killpg(pgid, 0)
    except (ProcessLookupError, PermissionError):
        return False
    return True


def alive(pid: int) -> bool:
    """Whether process ``pid`` exists (one we may not signal counts as alive: it is somebody's)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import psutil

        return psutil.pid_exists(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def kill_children_trees() -> None:
    """SIGKILL each child of this process with its group (each run leads its own); a child in our own group alone.

    The children come from ``psutil``; where it cannot list them (no process table readable), nothing is killed
    here and the watcher (``supervise``) still ends every guarded group when this process exits."""
    if sys.platform == "win32":
        raise NotSupported(RUNS)
    import signal

    try:
        import psutil

        children = [child.pid for child in psutil.Process().children()]
    except Exception:  # psutil missing or no process table: nothing to list from here
        children = []
    own = os.getpgrp()
    for pid in children:
        try:
            group = os.getpgid(pid)
            if group != own:
                os.killpg(group, signal.SIGKILL)
            else:
                os.kill(pid, signal.SIGKILL)
        except OSError:
            continue


def user_process_count() -> int:
    """How many processes the current (real) user has: what RLIMIT_NPROC counts. 0 when they cannot be listed."""
    if sys.platform == "win32":
        raise NotSupported(RUNS)
    uid = os.getuid()
    try:
        import psutil

        count = 0
        for proc in psutil.process_iter(["uids"]):
            uids = proc.info.get("uids")
            if uids is not None and uids.real == uid:
                count += 1
        return count
    except Exception:
        return 0


def signal_number(name: str) -> int | None:
    """The number of signal ``name`` (``"SIGXCPU"``) on this system, None where it does not exist."""
    import signal

    value = getattr(signal, name, None)
    return int(value) if value is not None else None


def signal_name(number: int) -> str:
    """``SIGKILL (9)`` for 9: the name this system gives the signal, and its number."""
    try:
        return f"{signal.Signals(number).name} ({number})"
    except ValueError:
        return str(number)


# -- the end of a main process --------------------------------------------------------------------------------


def pidfd(pid: int) -> int | None:
    """A descriptor readable when ``pid`` ends (Linux ≥ 5.3), None elsewhere (then :func:`reaped` is polled)."""
    if sys.platform != "linux":
        return None
    try:
        return os.pidfd_open(pid)
    except OSError:
        return None


def reaped(pid: int, *, block: bool = False) -> int | None:
    """The wait status of our child ``pid`` once it has ended, else None (``block``: wait for it)."""
    if sys.platform == "win32":
        raise NotSupported(RUNS)
    try:
        done, status = os.waitpid(pid, 0 if block else os.WNOHANG)
    except ChildProcessError:
        return 0
    return status if done == pid else None


def decode_status(status: int) -> tuple[int | None, int | None]:
    """(exit code, terminating signal) of a wait status: exactly one of them is set."""
    if sys.platform == "win32":
        raise NotSupported(RUNS)
    if os.WIFSIGNALED(status):
        return None, os.WTERMSIG(status)
    return os.WEXITSTATUS(status), None


# -- the watcher (core/run/supervise.py) ----------------------------------------------------------------------

#: the watcher: reads ``+PGID`` / ``-PGID`` / ``.`` lines; at end-of-file it ends every registered group and every
#: process whose environment carries the run token (Linux lists them from the proc filesystem; where there is none
#: the glob matches nothing and the groups alone are ended), SIGTERM then SIGKILL after the grace
_WATCHER = """
trap '' INT HUP PIPE
token=$1
groups=' '
while IFS= read -r line; do
  case $line in
    +*) groups="$groups${{line#+}} " ;;
    -*) pgid=${{line#-}}
        case $groups in *" $pgid "*) groups="${{groups%% $pgid *}} ${{groups#* $pgid }}" ;; esac ;;
    .) exit 0 ;;
  esac
done
end() {{
  for pgid in $groups; do kill -s "$1" -- "-$pgid" 2>/dev/null; done
  for file in $(grep -l -s -a -z -x -F "{token_env}=$token" /proc/[0-9]*/environ); do
    pid=${{file#/proc/}}; kill -s "$1" "${{pid%/environ}}" 2>/dev/null
  done
}}
end TERM
sleep {grace}
end KILL
"""


def watcher_command(token_env: str, token: str, grace: int) -> list[str]:
    """The argv of the watcher process (started in its own session, its stdin the pipe ScriptDeck writes to)."""
    if sys.platform == "win32":
        raise NotSupported(RUNS)
    script = _WATCHER.format(token_env=token_env, grace=grace)
    return ["/bin/sh", "-c", script, "scriptdeck-watch", token]
