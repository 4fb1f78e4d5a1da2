"""What the scripts that tests run in a fresh Python process (so forks are real) ask of that process once their
work is done; imported from those scripts (they run with the repository as working folder)."""

from __future__ import annotations

import os


def unreaped() -> bool:
    """Whether this process has a child that ended, or still runs, without being waited for."""
    try:
        os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        return False
    return True
