"""Run limits a tool cannot disarm (SPEC §17): per-tool profiles kept in ScriptDeck's state, and the command that
enforces them.

What holds where (also in docs/security.md):

* ``memory`` (RLIMIT_AS, MB), ``cpu`` (RLIMIT_CPU seconds: SIGXCPU at the limit, SIGKILL one second later) and
  ``processes`` (RLIMIT_NPROC) are set with ``prlimit`` (util-linux) right before the tool is executed; soft and
  hard limits are equal, so the tool cannot raise them again. PySide6 has no ``setChildProcessModifier``.
* ``processes``: RLIMIT_NPROC counts *all* processes of the user. Inside bubblewrap (own user namespace) the kernel
  counts only the sandbox's processes, so the limit is exact. Without bubblewrap ScriptDeck sets it to the user's
  current process count + N, so it bounds the tool's new processes only approximately. The kernel never applies
  it to root (uid 0), inside a user namespace or not.
* ``network deny`` and ``files read-only`` need bubblewrap (``--unshare-net``; ``--ro-bind / /`` with writable
  binds for the cache dir, a private /tmp and the tool's layer cache). When bubblewrap is missing or cannot create
  namespaces, a run that requires them is refused (:class:`RunRefused`), never run unconfined.
* Isolated runs also get a private PID namespace (``--unshare-pid --die-with-parent``): the tool cannot see other
  processes (not another run's environment), and when its main process ends every process of the
  namespace is killed by the kernel (``setsid`` escapees included).
* Every run: when the main process ends, whatever it left in its process group gets SIGTERM, and SIGKILL after the
  grace (:func:`end_leftovers`). A ``setsid`` escapee of an un-isolated run is not caught.
"""

from __future__ import annotations

import importlib.util
import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import NotSupported, files, isolation, locks, process
from scriptdeck.core.run.runplan import KILL_GRACE_SECONDS, RunPlan, RunRefused
from scriptdeck.core.store.fsutil import ensure_private_dir, write_private
from scriptdeck.core.store.statefile import Broken, StateBroken, load_state, writing

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any, Final

NETWORK = ("allow", "deny")
FILES = ("full", "read-only")
LIMIT_FIELDS = ("memory_mb", "cpu_seconds", "processes")
FIELDS = (*LIMIT_FIELDS, "network", "files")
#: upper bounds that keep a typo from meaning "unlimited" by overflow (1 TiB, a day, a million processes)
MAXIMA = {"memory_mb": 1 << 20, "cpu_seconds": 86400, "processes": 1_000_000}
INSTALL_HINT = QT_TRANSLATE_NOOP("sandbox", "install bubblewrap (apt install bubblewrap, dnf install bubblewrap) "
                                            "and make sure it can create user namespaces")
LIMITS = ("memory", "cpu", "processes", "output", "timeout")
#: what a program prints when an allocation failed (heuristic: see detect_limit)
_MEMORY_PATTERNS = (b"MemoryError", b"Cannot allocate memory", b"out of memory", b"Out of memory",
                    b"std::bad_alloc", b"memory allocation of", b"failed to allocate", b"JavaScript heap out of memory",
                    b"fatal error: runtime: out of memory", b"cannot allocate memory")



def _crash_signals() -> tuple[int | None, ...]:
    """SIGSEGV, SIGABRT, SIGBUS where they exist (looked up at use: signal numbers differ by system)."""
    return tuple(process.signal_number(name) for name in ("SIGSEGV", "SIGABRT", "SIGBUS"))


class SandboxError(ValueError):
    """A limit value that is not acceptable; the message names the field."""


class Profile:
    """A tool's run limits; ``None`` for a resource limit means unlimited. A read-only value (a plain class: a
    frozen dataclass costs ~0.5 ms to create at import, on every ``tool-call``)."""

    __slots__ = ("memory_mb", "cpu_seconds", "processes", "network", "files")

    def __init__(self, memory_mb: int | None = None, cpu_seconds: int | None = None, processes: int | None = None,
                 network: str = "allow", files: str = "full") -> None:
        self.memory_mb: Final = memory_mb
        self.cpu_seconds: Final = cpu_seconds
        self.processes: Final = processes
        self.network: Final = network
        self.files: Final = files

    @property
    def needs_isolation(self) -> bool:
        return self.network == "deny" or self.files == "read-only"

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__}

    def __eq__(self, other: object) -> bool:
        return type(other) is Profile and self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return hash(tuple(self.to_json().values()))

    def __repr__(self) -> str:
        return "Profile(" + ", ".join(f"{name}={value!r}" for name, value in self.to_json().items()) + ")"


BUILTIN_DEFAULT = Profile()
#: ``Trust: external`` tools start from these two, whatever the default profile says
EXTERNAL = {"network": "deny", "files": "read-only"}


def check_value(name: str, value: Any) -> Any:
    """The value if valid for ``name`` (``None`` clears it), else :class:`SandboxError`."""
    if value is None:
        return None
    if name in LIMIT_FIELDS:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAXIMA[name]:
            raise SandboxError(f"{name} must be a whole number from 1 to {MAXIMA[name]} (or 0 for no limit)")
        return value
    if name == "network" and value in NETWORK:
        return value
    if name == "files" and value in FILES:
        return value
    if name in ("network", "files"):
        raise SandboxError(f"{name} must be one of {', '.join(NETWORK if name == 'network' else FILES)}")
    raise SandboxError(f"unknown sandbox setting {name}")


def _clean(entry: Any) -> dict[str, Any]:
    """The valid fields of a stored entry (a hand-edited bad value is ignored, never a crash)."""
    out: dict[str, Any] = {}
    if isinstance(entry, dict):
        for name in FIELDS:
            if name in entry:
                try:
                    value = check_value(name, entry[name])
                except SandboxError:
                    continue
                if value is not None or name in LIMIT_FIELDS:
                    out[name] = value
    return out


def _entry_problem(where: str, entry: Any) -> str | None:
    if not isinstance(entry, dict):
        return f"{where} must be a JSON object"
    for name, value in entry.items():
        if name not in FIELDS:
            return f"{where}.{name} is not a sandbox setting (one of {', '.join(FIELDS)})"
        try:
            check_value(name, value)
        except SandboxError as error:
            return f"{where}.{name}: {error}"
    return None


def _shape_problem(data: dict[str, Any]) -> str | None:
    """What makes a parsed ``sandbox.json`` unusable (a wrong type, an unknown or invalid setting), or None.

    A hand-edited ``"files": "readonly"`` or ``"tools": []`` must refuse runs, not silently drop the limit."""
    if "default" in data:
        problem = _entry_problem("default", data["default"])
        if problem:
            return problem
    tools = data.get("tools", {})
    if not isinstance(tools, dict):
        return "tools must be a JSON object of tool ids"
    for tool_id, entry in tools.items():
        problem = _entry_problem(f"tools.{tool_id}", entry)
        if problem:
            return problem
    return None


class SandboxStore:
    """``sandbox.json`` in the state dir (0600): ``{"default": {...}, "tools": {id: {...}}}``. Only the fields a user
    set are stored; ``null`` for a limit means "no limit" explicitly."""

    def __init__(self, state_dir: Path) -> None:
        self.path = Path(state_dir) / "sandbox.json"

    def read(self) -> tuple[dict[str, Any], Broken | None]:
        """(the stored profiles, None), or (empty profiles, why the file cannot be used)."""
        data, broken = load_state(self.path)
        problem = None if broken else _shape_problem(data)
        if problem:  # valid JSON that does not say what a limit is: shown as far as it can be, never run as
            broken = Broken(self.path, 1, 1, problem)  # "no limit" nor overwritten (SPEC §19)
        found = data.get("tools")
        tools = found if isinstance(found, dict) else {}
        return {"default": _clean(data.get("default")), "tools": {k: _clean(v) for k, v in tools.items()}}, broken

    def load(self) -> dict[str, Any]:
        """The stored profiles for display (a broken file shows as empty; runs and writes refuse it)."""
        return self.read()[0]

    def load_checked(self, *, writing: bool = False) -> dict[str, Any]:
        """The stored profiles, or :class:`StateBroken` (SPEC §19: a broken file never means "no limits")."""
        data, broken = self.read()
        if broken is not None:
            raise StateBroken(broken, writing=writing)
        return data

    def _save(self, data: dict[str, Any]) -> None:
        write_private(self.path, (json.dumps(data, indent=2, allow_nan=False) + "\n").encode("utf-8"))

    def default_profile(self) -> Profile:
        return Profile(**self.load()["default"])

    def overrides(self, tool_id: str) -> dict[str, Any]:
        return dict(self.load()["tools"].get(tool_id, {}))

    def profile(self, tool_id: str, trust: str = "owner", *, checked: bool = False) -> Profile:
        """Built-in default < the user's default profile < external's network/files < the tool's own settings.

        ``checked`` (every run): a broken ``sandbox.json`` raises :class:`StateBroken` instead of showing defaults."""
        data = self.load_checked() if checked else self.load()
        fields: dict[str, Any] = dict(data["default"])
        if trust == "external":
            fields.update(EXTERNAL)
        fields.update(data["tools"].get(tool_id, {}))
        return Profile(**fields)

    def update(self, tool_id: str | None, changes: dict[str, Any], *, reset: bool = False) -> None:
        """Set fields of a tool (``tool_id``) or of the default profile (``None``); 0 for a limit = no limit."""
        checked: dict[str, Any] = {}
        for name, value in changes.items():
            if name in LIMIT_FIELDS and value == 0 and not isinstance(value, bool):
                checked[name] = None
            else:
                checked[name] = check_value(name, value)
        with writing(self.path):  # read and written under the lock: concurrent updates of other tools all count
            data = self.load_checked(writing=True)  # a broken file is never overwritten
            entry: dict[str, Any] = {} if reset else (
                data["default"] if tool_id is None else data["tools"].get(tool_id, {}))
            entry.update(checked)
            if tool_id is None:
                data["default"] = entry
            elif entry:
                data["tools"][tool_id] = entry
            else:
                data["tools"].pop(tool_id, None)
            self._save(data)


# -- bubblewrap ---------------------------------------------------------------------------------------------

_probe_lock = threading.Lock()
_probe: dict[str, Any] = {}


def bwrap_path() -> str | None:
    import shutil  # here and below: shutil and tempfile are not loaded for a run that needs neither

    return shutil.which("bwrap")


def isolation_status() -> tuple[bool, str]:
    """(usable, reason): bubblewrap is installed and can create the namespaces ScriptDeck uses. Probed once."""
    with _probe_lock:
        if "ok" not in _probe:
            path = bwrap_path()
            missing = isolation.isolation_missing()
            if missing is not None:
                _probe.update(ok=False, reason=missing)
            elif path is None:
                _probe.update(ok=False, reason="bubblewrap (bwrap) is not installed")
            else:
                try:
                    done = subprocess.run(
                        isolation.probe_args(path),
                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=10)
                    reason = done.stderr.decode("utf-8", "replace").strip().splitlines()
                    _probe.update(ok=done.returncode == 0,
                                  reason="" if done.returncode == 0 else
                                  f"bubblewrap cannot create namespaces here ({reason[-1] if reason else done.returncode})")
                except (OSError, subprocess.SubprocessError) as error:
                    _probe.update(ok=False, reason=f"bubblewrap could not be started ({error})")
        return _probe["ok"], _probe["reason"]


def _prlimit_args(profile: Profile, *, isolated: bool) -> list[str]:
    out = []
    if profile.memory_mb:
        out.append(f"--as={profile.memory_mb * 1024 * 1024}")
    if profile.cpu_seconds:
        out.append(f"--cpu={profile.cpu_seconds}:{profile.cpu_seconds + 1}")
    if profile.processes:
        # in its own user namespace only the sandbox's processes count; else all of the user's do
        extra = 0 if isolated else process.user_process_count()
        out.append(f"--nproc={profile.processes + extra}")
    return out


def bind_refusal(path: str, inside: str | None = None) -> str | None:
    """Why ``path`` may not be bound writable into a run (SPEC §19), or None: it must be a real folder (``lstat``:
    not a symbolic link), owned by the user, and, with ``inside``, resolve to a path inside that folder."""
    try:
        info = os.lstat(path)
    except OSError as error:
        return error.strerror or type(error).__name__
    if stat.S_ISLNK(info.st_mode):
        return "it is a symbolic link"
    if not stat.S_ISDIR(info.st_mode):
        return "it is not a folder"
    if not files.owned_by_user(info):
        return "it is not owned by you"
    if inside is not None:
        real, base = os.path.realpath(path), os.path.realpath(inside)
        if not real.startswith(base.rstrip("/") + "/"):
            return "it leads outside its layer"
    return None


def layer_cache(layer_dir: str | None, tool_id: str) -> tuple[str | None, str | None]:
    """(``<layer>/.cache/<id>``, None) when the tool's own cache inside its layer may be bound writable under
    ``files read-only``; (None, why not) when it exists but may not; (None, None) when there is none (ScriptDeck
    does not create it)."""
    if not layer_dir:
        return None, None
    path = os.path.join(layer_dir, ".cache", tool_id)
    if not os.path.lexists(path) and not os.path.islink(os.path.join(layer_dir, ".cache")):
        return None, None
    why = bind_refusal(os.path.join(layer_dir, ".cache"), layer_dir) or bind_refusal(path, layer_dir)
    return (None, why) if why else (path, None)


def apply(plan: RunPlan, profile: Profile, *, layer_dir: str | None = None) -> RunPlan:
    """Wrap ``plan``'s command so ``profile`` is enforced; :class:`RunRefused` when it cannot be."""
    isolated = profile.needs_isolation
    plan.sandbox = profile.to_json()
    plan.isolated = isolated
    if isolated:
        ok, reason = isolation_status()
        if not ok:
            wanted = " and ".join(w for w, on in (("network deny", profile.network == "deny"),
                                                   ("files read-only", profile.files == "read-only")) if on)
            raise RunRefused(
                QT_TRANSLATE_NOOP("sandbox", "{a0} requires {a1}, which cannot be enforced here: {a2}; nothing was run"),
                INSTALL_HINT, a0=plan.tool_id, a1=wanted, a2=reason)
    limits = _prlimit_args(profile, isolated=isolated)
    prlimit = None
    if limits:
        import shutil

        prlimit = shutil.which("prlimit")
    if limits and prlimit is None:
        raise RunRefused(
            QT_TRANSLATE_NOOP("sandbox", "{a0} has resource limits, but prlimit (util-linux) is not installed; "
                                         "nothing was run"),
            QT_TRANSLATE_NOOP("sandbox", "install util-linux, or remove the tool's limits (scriptdeck sandbox {a0} "
                                         "--reset)"), a0=plan.tool_id)
    if isolated:
        why = bind_refusal(plan.cache_dir)
        if why:
            raise RunRefused(
                QT_TRANSLATE_NOOP("sandbox", "the scripts' cache folder {a0} cannot be given to an isolated run "
                                             "({a1}); nothing was run"),
                QT_TRANSLATE_NOOP("sandbox", "make {a0} a real folder of your own (not a link)"),
                a0=plan.cache_dir, a1=why)
    command = [plan.program, *plan.arguments]
    if limits and prlimit is not None:  # (no prlimit with limits was refused above)
        command = [prlimit, *limits, "--", *command]
    if isolated:
        command = [*_bwrap_args(plan, profile, layer_dir), "--", *command]
    plan.program, plan.arguments = command[0], command[1:]
    return plan


# -- the approved bytes (trust policy enforce) --------------------------------------------------------------


#: the names of the private run folders this version makes (``run-`` and mkdtemp's random part)
PRIVATE_PREFIX = "run-"


def _sweep_private(base: Path) -> None:
    """Remove private run folders whose run has ended without removing them (its ScriptDeck was killed): a folder
    is in use while its run holds the lock in it (:func:`locks.in_use`), wherever that run lives — another PID
    namespace, another user of the same home, this very process. A name that is not ours is skipped."""
    try:
        names = os.listdir(base)
    except OSError:
        return
    for name in names:
        folder = os.path.join(base, name)
        if not name.startswith(PRIVATE_PREFIX) or os.path.islink(folder) or not os.path.isdir(folder):
            continue
        try:
            busy = locks.in_use(folder)
        except (OSError, NotSupported):
            continue  # unreadable, or no locks here: left alone (never an error for the run that is starting)
        if not busy:
            import shutil

            shutil.rmtree(folder, ignore_errors=True)


#: a folder with more entries than this is mirrored only this far (the script itself is always there)
MIRROR_LIMIT = 10000


def pin_plan(plan: RunPlan, script: str, data: bytes, executable: bool, private_base: Path) -> None:
    """Make ``plan`` execute exactly ``data`` (the bytes whose hash matched the pin, read once) instead of whatever
    ``script`` holds when the interpreter opens it (SPEC §19; docs/notes/sandbox.md says why this way).

    The bytes go to a fresh private folder (0700, under ScriptDeck's state) as a file with the script's name (0700,
    or 0600 when the approved file was not executable, so such a run fails as before). Every other entry of the
    script's folder appears beside it as a symbolic link to the original, so ``$(dirname "$0")/lib.sh``, Python's
    sibling imports and data files still resolve; the working directory stays the script's folder. ``$0`` and
    ``__file__`` are the copy's path. A file written next to ``$0`` (not next to the working directory) lands in
    the private folder and is removed with it by :func:`runplan.release_plan` after the run.

    Why not bind the bytes over the script's own path with bubblewrap: a bind mount on a file is detached in every
    namespace when the file is replaced by rename on the host, so a swap between the check and the interpreter's
    ``open`` would run the new file (measured: 26 of 200 calls)."""
    ensure_private_dir(private_base)
    _sweep_private(private_base)
    import tempfile

    folder = tempfile.mkdtemp(prefix=PRIVATE_PREFIX, dir=private_base)
    plan.private_dir = folder
    plan.private_lock = locks.hold_in_use(folder)  # held until release_plan: the run's liveness (SPEC §31)
    name = os.path.basename(script) or "script"
    copy = os.path.join(folder, name)
    fd = os.open(copy, files.create_new_flags(), 0o700 if executable else 0o600)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)
    origin = os.path.dirname(os.path.abspath(script))
    try:
        with os.scandir(origin) as entries:
            for count, entry in enumerate(entries):
                if count >= MIRROR_LIMIT:
                    break
                if entry.name != name:
                    os.symlink(os.path.join(origin, entry.name), os.path.join(folder, entry.name))
    except OSError:
        pass  # siblings are a convenience; the approved bytes are what matters
    plan.pinned_copy = copy
    if plan.program == script:
        plan.program = copy
    elif plan.arguments and plan.arguments[0] == script:  # pi: bash reads the script it is given
        plan.arguments[0] = copy


def _scriptdeck_roots() -> list[str]:
    """Where this ScriptDeck runs from: its Python and the folders holding its packages (in an editable install
    the checkout itself). A granted tool's ``$MIYU_HOST_BIN`` needs them all."""
    roots = [sys.prefix, os.path.dirname(os.path.realpath(sys.executable))]
    for name in ("scriptdeck", "scriptdeck.core", "scriptdeck.gui"):  # found, never imported (core stays below gui)
        spec = importlib.util.find_spec(name)
        for folder in (spec.submodule_search_locations or []) if spec else []:
            roots.append(os.path.dirname(os.path.realpath(folder)))
    return roots


def _needed_under_tmp(plan: RunPlan, layer_dir: str | None) -> list[str]:
    wanted = [layer_dir, plan.cwd, plan.private_dir]  # (the private folder of approved bytes, when pinned)
    for key in ("MIYU_HOST_BIN", "SCRIPTDECK_HOST_SOCKET"):
        value = plan.env.get(key)
        if value:
            wanted.append(os.path.dirname(value))
    if plan.env.get("MIYU_HOST_BIN"):
        wanted += _scriptdeck_roots()  # an install under /tmp (a CI checkout, a venv) stays reachable
    out: list[str] = []
    for path in wanted:
        if path and os.path.isdir(path):
            real = os.path.realpath(path)
            if (real == "/tmp" or real.startswith("/tmp/")) and path not in out:
                out.append(path)
    return out


def _bwrap_args(plan: RunPlan, profile: Profile, layer_dir: str | None) -> list[str]:
    path = bwrap_path()
    assert path is not None
    # ptrace refused (seccomp): a tool cannot stop bubblewrap's init and hold its run to the timeout
    launch = isolation.seccomp_launch(path) if sys.platform == "linux" else None
    args = [*(launch or [path]), "--die-with-parent", "--unshare-pid", "--unshare-user", "--unshare-ipc", "--unshare-uts",
            "--cap-drop", "ALL"]
    if profile.network == "deny":
        args.append("--unshare-net")
    if profile.files == "read-only":
        args += isolation.root_binds(read_only=True)
        # the private /tmp hides what the run needs from the real /tmp: its folder, working dir, host bridge
        for path in _needed_under_tmp(plan, layer_dir):
            args += ["--ro-bind", path, path]
        args += ["--bind", os.path.realpath(plan.cache_dir), plan.cache_dir]  # checked by bind_refusal
        own, why = layer_cache(layer_dir, plan.tool_id)
        if own:
            args += ["--bind", os.path.realpath(own), own]  # the checked folder, never a link swapped in later
        elif why:
            plan.notes.append(f"[scriptdeck: no layer cache for this run: {layer_dir}/.cache/{plan.tool_id} "
                              f"is not used because {why}]")
    else:
        args += isolation.root_binds(read_only=False)
    args += ["--chdir", plan.cwd]
    return args


# -- after the run ------------------------------------------------------------------------------------------


def decode_status(plan: RunPlan, exit_code: int | None, crash_signal: int | None) -> tuple[int | None, int | None]:
    """(exit_code, signal). Under bubblewrap a signal death shows as exit 128+N (bubblewrap's convention, like a
    shell's), so it is read back as signal N."""
    if plan.isolated and exit_code is not None and 128 < exit_code <= 128 + 64:
        return None, exit_code - 128
    return exit_code, crash_signal


def detect_limit(plan: RunPlan, *, exit_code: int | None, term_signal: int | None, stderr: bytes,
                 timed_out: bool, overflow: bool) -> tuple[str | None, str | None]:
    """(limit, error) for a run a limit stopped.

    cpu: death by SIGXCPU, or SIGKILL with a CPU limit set (the hard limit one second later). memory: a memory
    limit was set and the tool failed (non-zero exit or a crash signal) with an allocation-failure message on
    stderr, or died of SIGSEGV/SIGABRT/SIGBUS — a heuristic, RLIMIT_AS gives no signal of its own. processes: a
    processes limit was set and stderr says a fork failed ("Resource temporarily unavailable"/EAGAIN) — also a
    heuristic. output: a stream passed 8 MiB (the run goes on; the rest is discarded)."""
    profile = getattr(plan, "sandbox", None) or {}
    if timed_out:
        return "timeout", f"script timed out after {plan.timeout_seconds:g}s"
    cpu, memory, processes = profile.get("cpu_seconds"), profile.get("memory_mb"), profile.get("processes")
    if cpu and term_signal is not None and term_signal in (process.signal_number("SIGXCPU"),
                                                          process.signal_number("SIGKILL")):
        return "cpu", f"stopped by the CPU limit ({cpu} s of CPU time)"
    failed = term_signal is not None or (exit_code not in (None, 0))
    tail = stderr[-65536:]
    if memory and failed and (any(p in tail for p in _MEMORY_PATTERNS)
                              or term_signal is not None and term_signal in _crash_signals()):
        return "memory", f"stopped by the memory limit ({memory} MB of address space)"
    if processes and failed and (b"Resource temporarily unavailable" in tail or b"fork" in tail.lower()
                                 and b"retry" in tail.lower() or b"BlockingIOError" in tail):
        return "processes", f"stopped by the process limit ({processes} processes)"
    if overflow:
        return "output", None
    return None, None


# -- leftovers ----------------------------------------------------------------------------------------------

_pending_groups: set[int] = set()
_pending_lock = threading.Lock()


def group_alive(pgid: int) -> bool:
    return process.tree_alive(pgid)


def end_leftovers(pgid: int | None) -> bool:
    """The main process has ended: SIGTERM whatever is left in its process group, and SIGKILL it after the grace
    (or at :func:`kill_pending`, when ScriptDeck exits first). True when something was left."""
    if not pgid or not group_alive(pgid):
        return False
    if not process.signal_tree(pgid, force=False):
        return False
    with _pending_lock:
        _pending_groups.add(pgid)
    timer = threading.Timer(KILL_GRACE_SECONDS, _kill_group, (pgid,))
    timer.daemon = True
    timer.start()
    return True


def _kill_group(pgid: int) -> None:
    with _pending_lock:
        if pgid not in _pending_groups:
            return
        _pending_groups.discard(pgid)
    process.signal_tree(pgid, force=True)


def kill_pending() -> None:
    """SIGKILL every group still in its grace (ScriptDeck is exiting: nothing may outlive it)."""
    with _pending_lock:
        groups = list(_pending_groups)
    for pgid in groups:
        _kill_group(pgid)
