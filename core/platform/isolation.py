"""Limits and isolation: the pieces of a run's confinement that name the operating system's own files.

Linux: bubblewrap gives a run its own namespaces and a fresh proc filesystem; ``prlimit`` sets the resource limits
(core/run/sandbox.py builds the command). Whether unprivileged user namespaces are allowed is read from the
kernel's sysctl files. macOS would need Seatbelt (``sandbox-exec`` profiles) or a refusal; Windows a Job Object
(memory, CPU time, process count) and an AppContainer or a refusal (docs/portability.md). Elsewhere
:func:`isolation_missing` says why, and runs that need isolation are refused as they are today without bubblewrap.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: bubblewrap's arguments for the run's own proc filesystem
_PROC_MOUNT = ("--proc", "/proc")


def isolation_missing() -> str | None:
    """Why namespaces cannot isolate a run on this system at all (None on Linux: then bubblewrap is probed)."""
    if sys.platform != "linux":
        return f"isolation is not supported on this platform ({sys.platform})"
    return None


def probe_args(bwrap: str) -> list[str]:
    """The probe that shows whether bubblewrap can create the namespaces ScriptDeck uses."""
    return [bwrap, "--ro-bind", "/", "/", "--dev", "/dev", *_PROC_MOUNT, "--unshare-all", "--unshare-user",
            "--die-with-parent", "--", "true"]


def root_binds(*, read_only: bool) -> list[str]:
    """bubblewrap's view of the file system: the host's root read-only with a private /tmp, or writable."""
    if read_only:
        return ["--ro-bind", "/", "/", "--dev", "/dev", *_PROC_MOUNT, "--tmpfs", "/tmp"]
    return ["--bind", "/", "/", "--dev-bind", "/dev", "/dev", *_PROC_MOUNT]


#: the kernel switches that forbid unprivileged user namespaces: (sysctl name, value that forbids, the fix)
USERNS_SWITCHES = (
    ("kernel.apparmor_restrict_unprivileged_userns", "1", "sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0"),  # Ubuntu 23.10+
    ("kernel.unprivileged_userns_clone", "0", "sudo sysctl -w kernel.unprivileged_userns_clone=1"),  # Debian
    ("user.max_user_namespaces", "0", "sudo sysctl -w user.max_user_namespaces=15000"),
)


def sysctl(name: str, root: Path = Path("/")) -> str | None:
    """The value of the Linux sysctl ``name`` (``kernel.x``), None where it does not exist or cannot be read.
    ``root`` lets a test stand in a folder for the real file system."""
    if sys.platform != "linux":
        return None
    try:
        with open(root / "proc" / "sys" / name.replace(".", "/"), encoding="ascii", errors="replace") as handle:
            return handle.read().strip()
    except OSError:
        return None


def userns_switches(root: Path = Path("/")) -> tuple[str | None, list[str]]:
    """``(the sysctl line that allows user namespaces, or None, [name=value of each switch this kernel has])``:
    only a switch whose file exists is ever named, so a fix never names a sysctl the kernel lacks."""
    present = []
    for name, value, line in USERNS_SWITCHES:
        current = sysctl(name, root)
        if current is None:
            continue
        present.append(f"{name}={current}")
        if current == value:
            return line, present
    return None, present


# -- no ptrace in an isolated run (issue 41) -----------------------------------------------------------------

#: seccomp's classic-BPF words: load a word of seccomp_data, jump if equal, return
_LD_ABS, _JEQ, _RET = 0x20, 0x15, 0x06
_ALLOW, _ERRNO_EPERM = 0x7FFF0000, 0x00050000 | 1
#: (AUDIT_ARCH_*, ptrace's system call number) where ScriptDeck runs
_PTRACE = ((0xC000003E, 101), (0xC00000B7, 117))  # x86_64, aarch64
_FILTER_FD = 9
_filter: dict[str, str] = {}


def no_ptrace_filter() -> bytes:
    """A seccomp program (``struct sock_filter`` array) that fails ``ptrace`` with EPERM and allows the rest: a
    tool in an isolated run cannot attach to bubblewrap's init (pid 1 of its namespace) and hang its run."""
    import struct

    def op(code: int, jt: int, jf: int, k: int) -> bytes:
        return struct.pack("=HBBI", code, jt, jf, k)

    (x86, x86_nr), (arm, arm_nr) = _PTRACE
    return b"".join([op(_LD_ABS, 0, 0, 4),          # 0: arch
                     op(_JEQ, 0, 2, x86),           # 1: x86_64 → 2, else → 4
                     op(_LD_ABS, 0, 0, 0),          # 2: nr
                     op(_JEQ, 4, 3, x86_nr),        # 3: ptrace → 8, else → 7
                     op(_JEQ, 0, 2, arm),           # 4: aarch64 → 5, else → 7
                     op(_LD_ABS, 0, 0, 0),          # 5: nr
                     op(_JEQ, 1, 0, arm_nr),        # 6: ptrace → 8, else → 7
                     op(_RET, 0, 0, _ALLOW),        # 7
                     op(_RET, 0, 0, _ERRNO_EPERM)])  # 8


def seccomp_launch(bwrap: str) -> list[str] | None:
    """The start of an isolated run's command: a shell that opens the filter afresh for this run (bubblewrap reads
    its descriptor to the end; a fresh open has its own offset) on fd 9 and execs bubblewrap with ``--seccomp 9``.
    The filter lives in a memfd of this process (no file on disk), opened through ``/proc/PID/fd``. None where
    that cannot be made (then the run goes without the filter, as before)."""
    import os

    if sys.platform != "linux":  # memfd and seccomp are Linux's (and mypy checks the other systems by this test)
        return None
    path = _filter.get(str(os.getpid()))  # a forked child makes its own (the path names the process)
    if path is None or not os.path.exists(path):
        try:
            fd = os.memfd_create("scriptdeck-no-ptrace")  # close-on-exec: only the path reaches the child
            os.write(fd, no_ptrace_filter())
        except (AttributeError, OSError):
            return None
        path = _filter[str(os.getpid())] = f"/proc/{os.getpid()}/fd/{fd}"
    return ["/bin/sh", "-c", f'exec "$@" {_FILTER_FD}<"$0"', path, bwrap, "--seccomp", str(_FILTER_FD)]
