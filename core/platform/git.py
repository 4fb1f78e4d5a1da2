"""The real ``git`` executable, run the one safe way (SPEC §29): no git library is re-implemented here.

Every call gets the same environment and options: only the ``file``, ``git``, ``https`` and ``ssh`` transports
(``GIT_ALLOW_PROTOCOL``), never a prompt (``GIT_TERMINAL_PROMPT=0``, ssh in batch mode), no hooks
(``core.hooksPath=/dev/null``), no submodules, no symbolic links checked out (``core.symlinks=false``: a link
in a repository becomes a small text file, so nothing in a clone can point outside it) and every received object
checked (``fetch.fsckObjects``: a tree that holds a ``.git`` entry is refused). Each git runs in its own process
group so :meth:`Git.cancel` (the window's Cancel) ends it and every helper it started.

POSIX: ``start_new_session`` and ``killpg``. Elsewhere :class:`NotSupported` is raised before git starts.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import NotSupported

#: the transports a library may use; ``ext::`` (runs a command) and every other remote helper are refused
ALLOWED_PROTOCOLS = "file:git:https:ssh"
#: options given to every git command, before the sub-command
SAFE_OPTIONS = (
    "-c", "core.hooksPath=/dev/null", "-c", "core.symlinks=false", "-c", "submodule.recurse=false",
    "-c", "fetch.recurseSubmodules=false", "-c", "fetch.fsckObjects=true", "-c", "transfer.fsckObjects=true",
    "-c", "core.fsmonitor=false", "-c", "protocol.ext.allow=never", "-c", "advice.detachedHead=false",
    "-c", "gc.auto=0", "-c", "maintenance.auto=false",
    "-c", "http.lowSpeedLimit=1000", "-c", "http.lowSpeedTime=60",  # a stalled https fetch ends, never hangs
)
#: inherited variables that would point git at another repository or change what it reads
_DROPPED = ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
            "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_CEILING_DIRECTORIES", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT",
            "GIT_EXEC_PATH", "GIT_TEMPLATE_DIR", "GIT_PROXY_COMMAND", "GIT_EXTERNAL_DIFF")

GIT_MISSING = QT_TRANSLATE_NOOP("git", "git is not installed: libraries are git repositories, and ScriptDeck runs the "
                                       "real git to fetch them")
GIT_MISSING_FIX = QT_TRANSLATE_NOOP("git", "install git (Debian/Ubuntu: sudo apt install git; Fedora: sudo dnf "
                                           "install git; macOS: xcode-select --install), then try again")
GIT_FAILED = QT_TRANSLATE_NOOP("git", "git {a0} failed: {a1}")
GIT_FAILED_FIX = QT_TRANSLATE_NOOP("git", "check the address and your network, then try again; nothing was changed")
GIT_CANCELLED = QT_TRANSLATE_NOOP("git", "cancelled; nothing was changed")


class GitMissing(LocalizedError):
    """No ``git`` on PATH."""

    context = "git"

    def __init__(self) -> None:
        super().__init__(GIT_MISSING, GIT_MISSING_FIX)


class GitFailed(LocalizedError):
    """A git command ended with an error (``a1``: its last lines of stderr) or was killed."""

    context = "git"

    def __init__(self, verb: str, detail: str, *, cancelled: bool = False) -> None:
        if cancelled:
            super().__init__(GIT_CANCELLED, "")
        else:
            super().__init__(GIT_FAILED, GIT_FAILED_FIX, a0=verb, a1=detail)
        self.verb, self.detail, self.cancelled = verb, detail, cancelled


def executable() -> str:
    """The ``git`` on PATH; :class:`GitMissing` when there is none."""
    found = shutil.which("git")
    if found is None:
        raise GitMissing()
    return found


def version() -> str | None:
    """``git --version``'s text, or None when git is missing or does not answer."""
    try:
        done = subprocess.run([executable(), "--version"], capture_output=True, text=True, errors="replace",
                              timeout=30, stdin=subprocess.DEVNULL, env=environment())
    except (GitMissing, OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() or None


def environment() -> dict[str, str]:
    """The environment of every git this module starts (see the module's docstring)."""
    env = {key: value for key, value in os.environ.items() if key not in _DROPPED}
    env.update({"GIT_ALLOW_PROTOCOL": ALLOWED_PROTOCOLS, "GIT_TERMINAL_PROMPT": "0", "GIT_ASKPASS": "",
                "SSH_ASKPASS": "", "LC_ALL": "C", "LANGUAGE": "C"})
    env.setdefault("GIT_SSH_COMMAND", "ssh -o BatchMode=yes -o ConnectTimeout=30 -o ServerAliveInterval=15 "
                                      "-o ServerAliveCountMax=4")
    return env


def _last_lines(text: str, count: int = 3) -> str:
    """What git said went wrong: its ``fatal:``/``error:`` lines when it has any, else its last lines."""
    lines = [" ".join(line.split()) for line in text.replace("\r", "\n").splitlines() if line.strip()]
    said = [line for line in lines if line.startswith(("fatal:", "error:"))] or lines
    return "; ".join(said[-count:])[:600] or "no message"


class Git:
    """Runs git commands one at a time for one job; :meth:`cancel` (from any thread) kills the one running and
    refuses the next. ``progress`` gets git's progress lines (``--progress`` output on stderr) as they come."""

    def __init__(self, progress: Callable[[str], None] | None = None) -> None:
        self.progress = progress
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None
        self.cancelled = False

    def cancel(self) -> None:
        with self._lock:
            self.cancelled = True
            process = self._process
        if process is not None and process.poll() is None:
            _kill_group(process)

    def run(self, args: Sequence[str], *, cwd: str | None = None, check: bool = True,
            timeout: float | None = None, input_bytes: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
        """``git SAFE_OPTIONS args`` in ``cwd`` (``input_bytes`` on its stdin); :class:`GitFailed` when it fails
        (``check``) or is cancelled."""
        if sys.platform == "win32":
            raise NotSupported("git libraries")
        command = [executable(), *SAFE_OPTIONS, *args]
        verb = _verb(args)
        with self._lock:
            if self.cancelled:
                raise GitFailed(verb, "cancelled", cancelled=True)
            process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       stdin=subprocess.DEVNULL if input_bytes is None else subprocess.PIPE,
                                       env=environment(), start_new_session=True)
            self._process = process
        err_chunks: list[bytes] = []
        reader = threading.Thread(target=self._read_err, args=(process, err_chunks), daemon=True)
        reader.start()
        if input_bytes is not None:
            threading.Thread(target=_feed, args=(process, input_bytes), daemon=True).start()
        try:
            out = process.stdout.read() if process.stdout is not None else b""
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(process)
            process.wait()
            reader.join()
            raise GitFailed(verb, f"no answer within {timeout:g} s") from None
        except BaseException:  # Ctrl-C or any failure here: git (in its own session) must not outlive us
            _kill_group(process)
            process.wait()
            raise
        finally:
            with self._lock:
                self._process = None
            if process.stdout is not None:
                process.stdout.close()
        reader.join()
        err = b"".join(err_chunks)
        if self.cancelled:
            raise GitFailed(verb, "cancelled", cancelled=True)
        if check and process.returncode != 0:
            if process.returncode < 0:
                detail = f"git was stopped by signal {-process.returncode}"
            else:
                detail = _last_lines(err.decode("utf-8", "replace"))
            raise GitFailed(verb, detail)
        return subprocess.CompletedProcess(command, process.returncode, out, err)

    def _read_err(self, process: subprocess.Popen[bytes], chunks: list[bytes]) -> None:
        stream = process.stderr
        if stream is None:
            return
        pending = b""
        while True:
            block = stream.read1(4096) if hasattr(stream, "read1") else stream.read(4096)
            if not block:
                break
            chunks.append(block)
            if self.progress is not None:
                pending += block
                *lines, pending = pending.replace(b"\r", b"\n").split(b"\n")
                for line in lines:
                    if line.strip():
                        self.progress(line.decode("utf-8", "replace").strip())
        stream.close()

    def text(self, args: Sequence[str], *, cwd: str | None = None) -> str:
        """The command's stdout as text (UTF-8, undecodable bytes escaped)."""
        return self.run(args, cwd=cwd).stdout.decode("utf-8", "surrogateescape")


def _verb(args: Sequence[str]) -> str:
    """The sub-command of ``args`` (``fetch``), for messages: the first word that is no option nor an option's
    value (``--git-dir DIR``, ``-C DIR``)."""
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in ("--git-dir", "-C", "-c", "--work-tree"):
            skip = True
        elif not arg.startswith("-"):
            return arg
    return ""


def _feed(process: subprocess.Popen[bytes], data: bytes) -> None:
    stream = process.stdin
    if stream is None:
        return
    try:
        stream.write(data)
    except OSError:  # git ended early (it said why on stderr)
        pass
    finally:
        try:
            stream.close()
        except OSError:
            pass


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    """git and whatever it started (ssh, its helpers): its whole process group, where there are groups."""
    from scriptdeck.core.platform import NotSupported
    from scriptdeck.core.platform import process as processes

    try:
        processes.signal_tree(process.pid, force=True)
    except (NotSupported, OSError):
        process.kill()
