"""Every change the window makes is one small operation here (as Anki's ``aqt/operations/``), one module per area:
``tools``, ``overrides``, ``guard``, ``settings``, ``cases``, ``connect`` (and ``skills``, SPEC §28). Each writes
through ``core``, records its undo entry where undo makes sense, and returns what changed as :class:`Changes`, which
``Controller.announce`` sends on the one signal the views follow (``Controller.changed``). Views never write a file,
update a store or build an undo record themselves (``tests/test_architecture.py`` keeps it so).

Each operation takes the id of the tool it acts on (captured when the user chose) and raises the core's error
(``ManageError``, ``HeaderEditError``, ``OSError`` …) unchanged: the caller says it in the user's language."""

from __future__ import annotations

from scriptdeck.gui.services.ops.base import Changes, ToolGone
from scriptdeck.gui.services.ops.cases import CaseOps
from scriptdeck.gui.services.ops.connect import ConnectOps, export_text
from scriptdeck.gui.services.ops.guard import GuardOps
from scriptdeck.gui.services.ops.overrides import OverrideOps
from scriptdeck.gui.services.ops.settings import SettingsOps
from scriptdeck.gui.services.ops.tools import ToolOps

__all__ = ["Changes", "Operations", "ToolGone", "export_text"]


class Operations(ToolOps, OverrideOps, SettingsOps, GuardOps, CaseOps, ConnectOps):
    """``Controller.ops``: the window's operations of every area, reached from one place."""
