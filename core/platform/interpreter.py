"""Script → command: what a tool's file is run with.

POSIX: a Miyu/Raycast tool is executed directly and the kernel reads its shebang (the exec bit must be set); a pi
tool is given to ``bash``. Windows has neither shebangs nor exec bits: it needs an interpreter map (``.py`` →
the Python launcher ``py``, ``.sh`` → Git Bash's ``bash.exe``, ``.ps1`` → ``pwsh -File``, a shebang's last word
looked up on ``PATH``; docs/portability.md). Until one exists, :func:`command` raises :class:`NotSupported` there.
"""

from __future__ import annotations

import sys

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import NotSupported

INTERPRETERS = QT_TRANSLATE_NOOP("platform", "running scripts by their shebang")


def command(script: str, *, shell: str | None = None) -> tuple[str, list[str]]:
    """(program, leading arguments) that run ``script``: the script itself (its shebang decides), or ``shell``
    (pi: ``bash``) given the script as its first argument."""
    if sys.platform == "win32":
        raise NotSupported(INTERPRETERS)
    if shell is not None:
        return shell, [script]
    return script, []
