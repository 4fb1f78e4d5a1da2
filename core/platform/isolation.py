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
