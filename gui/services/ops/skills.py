"""The window's changes to Agent Skills (SPEC §28), each one operation: the core call, its undo entry, and one
``Changes(skills=True)`` announced (the Skills view follows it). The core work is ``core/model/skills.py``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from scriptdeck.core.model import skills
from scriptdeck.gui.services.ops.base import Changes

if TYPE_CHECKING:
    from scriptdeck.gui.services.controller import Controller


class SkillOps:
    def __init__(self, controller: Controller) -> None:
        self.controller = controller

    def found(self) -> list[skills.FoundSkill]:
        """Every skill as the command line lists it (store, clients' own, links as ``enabled_for``)."""
        return skills.discover(self.controller.home)

    def _done(self, text: str, undo: Callable[[], None], redo: Callable[[], None]) -> Changes:
        def announce_after(call: Callable[[], None]) -> Callable[[], None]:
            def run() -> None:
                call()
                self.controller.announce(Changes(skills=True))
            return run

        history = self.controller.undo_history
        if history is not None:
            history.push_calls(text, announce_after(undo), announce_after(redo))
        return self.controller.announce(Changes(skills=True))

    def set_enabled(self, name: str, client: str, enabled: bool) -> Changes:
        home = self.controller.home

        def on() -> None:
            skills.enable(home, name, [client])

        def off() -> None:
            skills.disable(home, name, [client])

        (on if enabled else off)()
        text = (QCoreApplication.translate("SkillOps", "Enable skill %1 for %2") if enabled else QCoreApplication.translate("SkillOps", "Disable skill %1 for %2")) \
            .replace("%1", name).replace("%2", client)
        return self._done(text, off if enabled else on, on if enabled else off)

    def add(self, folder: Path, *, force: bool = False) -> Changes:
        home = self.controller.home
        target, _skill = skills.add(home, folder, force=force)
        holder: list[Path] = []

        def undo() -> None:
            holder[:] = [skills.remove(home, target.name)]

        def redo() -> None:
            skills.restore(home, holder[0])

        return self._done(QCoreApplication.translate("SkillOps", "Add skill %1").replace("%1", target.name), undo, redo)

    def new(self, name: str) -> Changes:
        home = self.controller.home
        skills.new(home, name)
        holder: list[Path] = []

        def undo() -> None:
            holder[:] = [skills.remove(home, name)]

        def redo() -> None:
            skills.restore(home, holder[0])

        return self._done(QCoreApplication.translate("SkillOps", "New skill %1").replace("%1", name), undo, redo)

    def remove(self, name: str) -> Changes:
        home = self.controller.home
        holder = [skills.remove(home, name)]

        def undo() -> None:
            skills.restore(home, holder[0])

        def redo() -> None:
            holder[:] = [skills.remove(home, name)]

        return self._done(QCoreApplication.translate("SkillOps", "Remove skill %1").replace("%1", name), undo, redo)

    def adopt(self, name: str, client: str) -> Changes:
        home = self.controller.home
        skills.adopt(home, name, client)
        def undo() -> None:
            skills.unadopt(home, name, client)

        def redo() -> None:
            skills.adopt(home, name, client)

        text = QCoreApplication.translate("SkillOps", "Adopt skill %1 from %2").replace("%1", name).replace("%2", client)
        return self._done(text, undo, redo)
