"""What every ``scriptdeck doctor`` check is (:class:`Check`) and how a fix names a package for this system."""

from __future__ import annotations

import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.i18n import translate

CTX = "doctor"
MANAGERS = ("apt", "dnf", "pacman")
_INSTALL = {"apt": "sudo apt install {0}", "dnf": "sudo dnf install {0}", "pacman": "sudo pacman -S --needed {0}",
            "brew": "brew install {0}"}
SIMPLE_PACKAGES = {  # what: (apt, dnf, pacman, brew or "")
    "cjk-font": ("fonts-noto-cjk", "google-noto-sans-cjk-fonts", "noto-fonts-cjk", "--cask font-noto-sans-cjk"),
    "fontconfig": ("fontconfig", "fontconfig", "fontconfig", "fontconfig"),
    "bubblewrap": ("bubblewrap", "bubblewrap", "bubblewrap", ""),
    "prlimit": ("util-linux", "util-linux", "util-linux", ""),
    "ldd": ("libc-bin", "glibc-common", "glibc", ""),
    "git": ("git", "git", "git", "git"),
}


@dataclass(frozen=True, slots=True)
class Check:
    """One check's outcome: its id, whether it holds, what it found and the fix (English templates)."""

    id: str
    ok: bool
    #: English templates (translatable; ``{a0}``… are filled from ``args``); ``fix`` is "" when nothing is to do
    detail: str
    fix: str = ""
    args: tuple[str, ...] = ()
    #: False for checks whose failure degrades but does not stop the window or runs (fonts, isolation, cache)
    required: bool = True

    def text(self, template: str, lang: str) -> str:
        filled = translate(CTX, template, lang) if template else ""
        for n, value in enumerate(self.args):
            filled = filled.replace(f"{{a{n}}}", value)
        return filled

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {"id": self.id, "ok": self.ok, "detail": self.text(self.detail, lang), "fix": self.text(self.fix, lang)}


# -- the distribution ---------------------------------------------------------------------------------------


def package_manager(os_release: Path = Path("/etc/os-release")) -> str:
    """``apt``, ``dnf``, ``pacman`` or ``brew`` for this system (apt when nothing says otherwise)."""
    if sys.platform == "darwin":
        return "brew"
    try:
        text = os_release.read_text(encoding="utf-8", errors="replace")
    except OSError:
        text = ""
    ids = " ".join(m.group(2).strip("\"'").lower() for m in re.finditer(r"^(ID|ID_LIKE)=(.*)$", text, re.M)).split()
    for names, manager in ((("debian", "ubuntu"), "apt"), (("fedora", "rhel", "centos"), "dnf"),
                           (("arch", "manjaro"), "pacman")):
        if any(name in ids for name in names):
            return manager
    for manager, tool in (("apt", "apt-get"), ("dnf", "dnf"), ("pacman", "pacman")):
        if shutil.which(tool):
            return manager
    return "apt"


def install_line(manager: str, packages: list[str]) -> str:
    return _INSTALL[manager].format(" ".join(dict.fromkeys(packages))) if packages else ""



def simple_fix(what: str, manager: str) -> str:
    """The install line of one of :data:`SIMPLE_PACKAGES` for ``manager`` ("" when it has no package)."""
    apt, dnf, pacman, brew = SIMPLE_PACKAGES[what]
    package = {"apt": apt, "dnf": dnf, "pacman": pacman, "brew": brew}[manager]
    return install_line(manager, [package]) if package else ""
