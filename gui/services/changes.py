"""What one change did, as the views are told it on ``Controller.changed`` — the window's one change signal."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Changes:
    """What one operation changed; a view refreshes only what it shows of that."""

    tools: frozenset[str] = frozenset()  # tools whose file or overrides were written
    registry: bool = False  # the registry was rescanned (the list, counts and panes follow)
    guard: frozenset[str] = frozenset()  # sandbox limits / trust pin of these tools ("" = the default profile)
    settings: bool = False
    history: bool = False
    presets: frozenset[str] = frozenset()
    tests: frozenset[str] = frozenset()  # tools whose test file changed on disk (outside the window, too)
    skills: bool = False  # Agent Skills in the store or a client's folder (SPEC §28)
    state_files: bool = False
    written: tuple[Path, ...] = field(default=(), compare=False)
    initiator: object = field(default=None, compare=False)  # the view that asked (Controller.announce)
