"""The window's state: home, settings, registry, manager and runs, plus the change signals views listen to.

Views never write files themselves: every change is an operation (``self.ops``,
:mod:`scriptdeck.gui.services.ops`) that writes through ``core`` and is announced on ``changed``.
"""

from __future__ import annotations

import gc
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from scriptdeck.core.mcp.cost import COSTLY_TOKENS, count_cache_path
from scriptdeck.core.model.layers import LIBRARIES_DIR
from scriptdeck.core.model.lint import Finding
from scriptdeck.core.model.lint_file import lint_registered
from scriptdeck.core.model.manage import Manager
from scriptdeck.core.model.registry import Registry, configured_layers
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run.presets import Presets, presets_path
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.store.paths import Home, PersonaError
from scriptdeck.core.store.settings import Settings
from scriptdeck.gui.services.composer_service import ComposerService
from scriptdeck.gui.services.cost_meter import CostMeter
from scriptdeck.gui.services.ops import Changes, Operations
from scriptdeck.gui.services.ops.library import LibraryOps
from scriptdeck.gui.services.ops.marks import MarkOps
from scriptdeck.gui.services.ops.skills import SkillOps
from scriptdeck.gui.services.watcher import FolderWatcher

if TYPE_CHECKING:
    from scriptdeck.gui.services.undo import UndoHistory


class Controller(QObject):
    changed = Signal(object)  # what one operation or outside edit changed (ops.Changes): every view follows this
    message = Signal(str)  # a short status text (already translated)
    error = Signal(str, str)  # error, fix

    def __init__(self, home: Home, parent: QObject | None = None, *, watch: bool = True,
                 libraries: list[str] | None = None) -> None:
        super().__init__(parent)
        self.home = home
        #: ``--library DIALECT:DIR`` flags of this process (settings' libraries are read on every reload)
        self.libraries = list(libraries or [])
        self.lang = "en"  # the UI language, held here only; the window sets it, panes read it
        self.undo_history: UndoHistory | None = None  # the window's undo stack (none for a pane used alone)
        self.settings = Settings.load(home.settings_path)
        self.registry = self._make_registry()
        self._scan_with_cache()
        self.manager = Manager(self.registry)
        self.runs = RunService(self.registry, self)
        self.ops = Operations(self)
        self.skill_ops = SkillOps(self)  # Agent Skills (SPEC §28)
        self.mark_ops = MarkOps(self)  # favourites and aliases (issue 45)
        self.library_ops = LibraryOps(self)  # libraries from git (SPEC §29)
        self.composer = ComposerService(self)  # Agent activity's request composer (issue 45)
        self.presets = Presets(presets_path(home.state_dir))
        self._lint_cache: dict[int, tuple[Tool, list[Finding]]] = {}
        self.watcher = FolderWatcher(self)
        self.watcher.changed.connect(self.rescan_paths)
        #: what the persona's served list costs the agent in tokens (SPEC §22), recounted only where changed
        self.cost = CostMeter(self)
        self.changed.connect(self._on_changes)  # first: the price is current before any view reads it
        self._price()
        if watch:
            self.watch()

    def _make_registry(self) -> Registry:
        return Registry(self.home, pi_layers=configured_layers(self.settings, self.libraries))

    def _scan_with_cache(self) -> None:
        self.registry.load_cache(self.home.header_cache_path)
        self.registry.scan()
        self.registry.save_cache(self.home.header_cache_path)
        # The scan's objects (headers, tools: hundreds of thousands with 10,000 tools) live as long as the window
        # and hold no cycles. Left to the cyclic collector, every few toggles or rescans one of its full passes
        # walks them all (~150 ms at 10k, in the middle of a click); frozen, it walks only what came after.
        # close() unfreezes, so nothing stays exempt after the window is gone.
        gc.freeze()

    def watch(self) -> None:
        for layer in self.registry.layers:
            if layer.writable and layer.dialect == "miyu":
                layer.directory.mkdir(parents=True, exist_ok=True)
        folders = [layer.directory for layer in self.registry.layers]
        # and each layer's test files (<layer>/.tests/ID.json): the watch of a folder does not see into its folders;
        # and the libraries' folder, where a library's link is switched by an update (SPEC §29), made when missing
        # so a library the command line adds later is seen too (a folder that is not there cannot be watched)
        libraries = self.home.root / LIBRARIES_DIR
        libraries.mkdir(parents=True, exist_ok=True)
        self.watcher.watch(folders + [folder / ".tests" for folder in folders] + [libraries])

    def _on_changes(self, changes: Changes) -> None:
        if changes.registry:
            self._price()

    def _price(self) -> None:
        self.cost.update(self.registry, self.home.persona, count_cache_path(self.home.state_dir))

    def close(self) -> None:
        self.composer.close()
        self.cost.close()
        self.watcher.stop()
        self.runs.close()
        self.registry.save_cache(self.home.header_cache_path)
        gc.unfreeze()

    # -- registry ------------------------------------------------------------------------------

    def rescan(self) -> bool:
        return self._after_scan(self.registry.scan())

    def rescan_paths(self, paths: list[str]) -> bool:
        """What the watcher reports: look at these files only. A test file (``<layer>/.tests/ID.json``) is no
        tool: the views that show its cases are told which tools' files changed."""
        tests = frozenset(Path(p).stem for p in paths if Path(p).parent.name == ".tests" and p.endswith(".json"))
        if tests:
            self.announce(Changes(tests=tests))
        if any(Path(p).name == ".tests" and Path(p).is_dir() and Path(p) not in self.watcher.folders for p in paths):
            self.watch()  # a layer's .tests/ made since: watched from now on
        return self._after_scan(self.registry.scan_paths(paths))

    def _after_scan(self, changed: bool) -> bool:
        if changed:
            self._lint_cache = {k: v for k, v in self._lint_cache.items()
                                if self.registry.get(v[0].id) is v[0]}
            self.announce(Changes(registry=True))
        return changed

    def forget_lint(self) -> None:
        """Drop cached lint results, so badges are recomputed (after a one-click fix)."""
        self._lint_cache.clear()

    def lint_cached(self, tool: Tool) -> list[Finding] | None:
        cached = self._lint_cache.get(id(tool))
        return cached[1] + self._costly(tool) if cached is not None and cached[0] is tool else None

    def lint(self, tool: Tool) -> list[Finding]:
        cached = self._lint_cache.get(id(tool))
        if cached is not None and cached[0] is tool:
            return cached[1] + self._costly(tool)
        findings = lint_registered(tool, self.registry)
        self._lint_cache[id(tool)] = (tool, findings)
        return findings + self._costly(tool)

    def _costly(self, tool: Tool) -> list[Finding]:
        """``description-costly`` from the cost meter's counts (they arrive later than the file's own lint)."""
        cost = self.cost.tool_cost(tool)
        if cost is None or cost.tokens <= COSTLY_TOKENS:
            return []
        return [Finding("description-costly", cost.path, tool.id, {"count": cost.tokens})]

    def manage(self, request: dict[str, Any]) -> dict[str, Any]:
        """Call manage_script; the registry is rescanned and views are told. Raises ManageError/OSError."""
        try:
            return self.manager.call(request)
        finally:
            self.announce(Changes(registry=True))

    # -- settings ------------------------------------------------------------------------------

    def reload_settings(self) -> None:
        """settings.json read again (after it was reset from the banner)."""
        self.settings = Settings.load(self.home.settings_path)

    def remember_language(self, lang: str) -> None:
        self.ops.remember_setting("language", lang)  # a convenience: the switch itself already happened

    def apply_settings(self) -> None:
        """After Settings were saved: a new home or persona reloads everything, else the layers are read again."""
        home_text = self.settings.get("home")
        persona = self.settings.get("persona") or self.home.persona
        if home_text and Path(home_text) != self.home.root:
            self.switch_home(Home(Path(home_text), self.home.forced, persona))
        elif persona != self.home.persona:
            self.set_persona(persona)
        else:
            self.reload_layers()

    def switch_home(self, home: Home) -> None:
        self.home = home
        self.presets = Presets(presets_path(home.state_dir))
        self.settings = Settings.load(home.settings_path)
        self.reload_layers()

    def reload_layers(self) -> None:
        self.runs.close()
        self.registry = self._make_registry()
        self._scan_with_cache()
        self.manager = Manager(self.registry)
        self.runs = RunService(self.registry, self)
        self._lint_cache.clear()
        self.watch()
        self.announce(Changes(registry=True, settings=True))

    def set_persona(self, persona: str) -> bool:
        """Switch persona; an invalid name (SPEC §15) is refused with an error message and changes nothing."""
        try:
            self.home = self.home.with_persona(persona)
        except PersonaError as error:
            self.error.emit(*error.message(self.lang))
            return False
        self.reload_layers()
        return True

    def personas(self) -> list[str]:
        folder = self.home.root / "scripts" / "personas"
        names = {self.home.persona, "default"}
        if folder.is_dir():
            names.update(p.name for p in folder.iterdir() if p.is_dir() and not p.name.startswith("."))
        return sorted(names)

    def layer_dir(self, scope: str) -> Path:
        return self.home.layer_dir(scope)

    # -- changes: each is one operation (gui/services/ops/); one signal says what changed ---------------------

    def announce(self, changes: Changes, initiator: object | None = None) -> Changes:
        """Tell every view what one operation changed, on the one ``changed`` signal. ``initiator``: the view that
        asked for it (it may skip the refresh it already did), as Anki's ``handler``."""
        if initiator is not None:
            changes = replace(changes, initiator=initiator)
        self.changed.emit(changes)
        return changes

    def set_enabled(self, tool_ids: list[str], enabled: bool) -> None:
        """Enable or disable tools (one undoable step). Raises ManageError/OSError."""
        from PySide6.QtCore import QCoreApplication

        text = QCoreApplication.translate("Operations", "Enable %1") if enabled else \
            QCoreApplication.translate("Operations", "Disable %1")  # each literal, so lupdate collects both
        self.ops.set_enabled(tool_ids, enabled, text.replace("%1", ", ".join(tool_ids)))
