"""State files that fail closed (SPEC §19): settings.json, sandbox.json and the trust store, when one cannot be
parsed, is listed here so the window can show it (open / reset) and never writes over it.

The listing is a small interface, ``(home) -> list[BrokenStateFile]``. Core grows its own listing of broken state
files (the ``sandbox`` helper's work on issue 19); until it is merged this module checks the three files itself
with the core's strict JSON loader, and :func:`use_core_listing` is the one place to switch over.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from scriptdeck.core.run.sandbox import SandboxStore
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.statefile import load_state


@dataclass(frozen=True)
class BrokenStateFile:
    kind: str  # "settings", "sandbox" or "trust"
    path: Path
    error: str  # English, from the parser (shown after a translated sentence)


def state_files(home: Home) -> dict[str, Path]:
    return {"settings": home.settings_path, "sandbox": home.state_dir / "sandbox.json",
            "trust": home.state_dir / "trust.json"}


def problem(path: Path) -> str:
    """Why ``path`` cannot be used ("" when it is missing or parses to a JSON object). Read as core reads it
    (``load_state``: non-blocking, bounded), so a FIFO in its place never hangs the window."""
    _, broken = load_state(path)
    if broken is None and path.name == "sandbox.json":  # valid JSON with limits that cannot be read: runs refuse it
        _, broken = SandboxStore(path.parent).read()
    return broken.message if broken is not None else ""


def _own_listing(home: Home) -> list[BrokenStateFile]:
    return [BrokenStateFile(kind, path, error) for kind, path in state_files(home).items()
            if (error := problem(path))]


_listing: Callable[[Home], list[BrokenStateFile]] = _own_listing


def use_core_listing(listing: Callable[[Home], list[BrokenStateFile]]) -> None:
    """Switch to core's listing once it exists (it must return the same three kinds)."""
    global _listing
    _listing = listing


def broken_state_files(home: Home) -> list[BrokenStateFile]:
    return _listing(home)


def refuse_if_broken(path: Path) -> None:
    """Before the window writes a state file: a file that does not parse is never overwritten (OSError)."""
    error = problem(path)
    if error:
        raise OSError(f"{path} cannot be read ({error}); it is left as it is. Repair it, or reset it from the "
                      f"banner at the top of the window.")


def move_aside(path: Path) -> Path:
    """Reset: the broken file is kept next to itself as ``<name>.broken-<time>``, never deleted or overwritten."""
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{number}")
    os.rename(path, target)
    return target
