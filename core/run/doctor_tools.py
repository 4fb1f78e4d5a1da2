"""``scriptdeck doctor``'s checks of the programs runs and the Chinese UI use: fc-list and a CJK font, bubblewrap
(and, when it cannot create namespaces, the user-namespace switch this kernel has), prlimit. None of them is
required: without bubblewrap or prlimit only the runs that ask for isolation or limits are refused."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import isolation
from scriptdeck.core.run.doctor_check import Check, simple_fix

OK_FONT = QT_TRANSLATE_NOOP("doctor", "a Chinese font is installed ({a0})")
NO_FONT = QT_TRANSLATE_NOOP("doctor", "no Chinese (CJK) font is installed: the Chinese UI shows empty boxes")
NO_FC_LIST = QT_TRANSLATE_NOOP("doctor", "fc-list (fontconfig) is not installed, so fonts cannot be checked")
OK_BWRAP = QT_TRANSLATE_NOOP("doctor", "bubblewrap works: runs can be isolated")
NO_BWRAP = QT_TRANSLATE_NOOP("doctor", "bubblewrap (bwrap) is not installed: runs cannot be isolated")
BAD_BWRAP = QT_TRANSLATE_NOOP("doctor", "bubblewrap cannot create namespaces here: {a0}")
OK_PRLIMIT = QT_TRANSLATE_NOOP("doctor", "prlimit is installed: resource limits apply")
NO_PRLIMIT = QT_TRANSLATE_NOOP("doctor", "prlimit (util-linux) is not installed: runs with resource limits are refused")
FIX_USERNS = QT_TRANSLATE_NOOP("doctor", "allow unprivileged user namespaces: {a1}")
FIX_USERNS_NO_SYSCTL = QT_TRANSLATE_NOOP("doctor", "this kernel has no switch for unprivileged user namespaces ({a1}); "
                                                   "a container or seccomp profile forbids them: run ScriptDeck "
                                                   "outside the container, or allow them there (e.g. docker run "
                                                   "--security-opt seccomp=unconfined)")


def check_cjk_font(manager: str) -> Check:
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return Check("cjk-font", False, NO_FC_LIST, simple_fix("fontconfig", manager), required=False)
    try:
        done = subprocess.run([fc_list, ":lang=zh", "family"], capture_output=True, text=True, errors="replace",
                              timeout=30, stdin=subprocess.DEVNULL)
        families = sorted({line.split(",")[0].strip() for line in done.stdout.splitlines() if line.strip()})
    except (OSError, subprocess.SubprocessError):
        families = []
    if not families:
        return Check("cjk-font", False, NO_FONT, simple_fix("cjk-font", manager), required=False)
    return Check("cjk-font", True, OK_FONT, "", (families[0],), required=False)


def userns_fix(root: Path = Path("/")) -> tuple[str, str]:
    """``(fix template, its argument)``: the sysctl line for the switch this kernel has and that is set to forbid
    (only a switch whose file exists is named), else what this kernel has, saying no sysctl is the cause."""
    line, present = isolation.userns_switches(root)
    if line is not None:
        return FIX_USERNS, line
    return FIX_USERNS_NO_SYSCTL, ", ".join(present) or "none of " + ", ".join(
        name.rsplit(".", 1)[-1] for name, _value, _line in isolation.USERNS_SWITCHES)


def check_bubblewrap(manager: str) -> Check:
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return Check("bubblewrap", False, NO_BWRAP, simple_fix("bubblewrap", manager), required=False)
    try:  # the same namespaces a sandboxed run asks for
        done = subprocess.run([bwrap, "--ro-bind", "/", "/", "--unshare-user", "--unshare-pid", "--unshare-net",
                               "--die-with-parent", "--", "true"], capture_output=True, text=True, errors="replace",
                              timeout=30, stdin=subprocess.DEVNULL)
        reason = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
        works = done.returncode == 0
    except (OSError, subprocess.SubprocessError) as error:
        works, reason = False, str(error)
    if not works:
        fix, detail = userns_fix()
        return Check("bubblewrap", False, BAD_BWRAP, fix, (reason, detail), required=False)
    return Check("bubblewrap", True, OK_BWRAP, required=False)


OK_GIT = QT_TRANSLATE_NOOP("doctor", "{a0}: libraries from git can be added and updated")
NO_GIT = QT_TRANSLATE_NOOP("doctor", "git is not installed: libraries from git (scriptdeck library) cannot be added "
                                     "or updated; the tools already added still run")


def check_git(manager: str) -> Check:
    """SPEC §29: libraries are fetched with the real git. Not required: only ``library add|update`` need it."""
    from scriptdeck.core.platform import git

    found = git.version()
    if found is None:
        return Check("git", False, NO_GIT, simple_fix("git", manager), required=False)
    return Check("git", True, OK_GIT, "", (found,), required=False)


def check_prlimit(manager: str) -> Check:
    """Like bubblewrap, prlimit only refuses the runs that ask for it (a tool with limits): not required."""
    if shutil.which("prlimit") is None:
        return Check("prlimit", False, NO_PRLIMIT, simple_fix("prlimit", manager), required=False)
    return Check("prlimit", True, OK_PRLIMIT, required=False)
