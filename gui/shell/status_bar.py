"""The window's status bar, made of small parts (as qutebrowser's): tool counts, the home folder, the context
cost and the watcher's state. Each part follows one signal; other parts join with :meth:`StatusBar.add_part`."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QStatusBar, QWidget
from scriptdeck.core.mcp.cost import over_budget
from scriptdeck.core.model.tool import DISABLED, REGISTERED, UNREGISTERED
from scriptdeck.gui.services.changes import Changes
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable


class CountsPart(Retranslatable, QLabel):
    """``N registered · N unregistered · N disabled``: follows a rescan."""

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("status-counts")
        controller.changed.connect(self.on_changes)
        self.retranslate_ui()

    def on_changes(self, changes: Changes) -> None:
        if changes.registry:
            self.retranslate_ui()

    @Slot()
    def retranslate_ui(self) -> None:
        counts = {REGISTERED: 0, UNREGISTERED: 0, DISABLED: 0}
        for tool in self.controller.registry.all_tools():
            counts[tool.state] = counts.get(tool.state, 0) + 1
        self.setText(self.tr("%1 registered · %2 unregistered · %3 disabled")
                     .replace("%1", str(counts[REGISTERED])).replace("%2", str(counts[UNREGISTERED]))
                     .replace("%3", str(counts[DISABLED])))


class HomePart(Retranslatable, QLabel):
    """``Home: <folder>``: follows a rescan (a new home or persona reloads the registry)."""

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("status-home")
        # a long home path never widens the window: the part takes the room left and the tooltip has it all
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(60)
        controller.changed.connect(self.on_changes)
        self.retranslate_ui()

    def on_changes(self, changes: Changes) -> None:
        if changes.registry:
            self.retranslate_ui()

    @Slot()
    def retranslate_ui(self) -> None:
        self.full_text = self.tr("Home: %1").replace("%1", str(self.controller.home.root))
        self.setToolTip(self.full_text)
        self.setAccessibleName(self.full_text)  # a screen reader hears the whole path
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        """Shortened in the middle with "…" where the bar is narrow: the start and the folder's own name stay
        readable (a label cut at its edge ended mid-word)."""
        width = max(self.width(), self.minimumWidth())
        self.setText(self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideMiddle, width))


class WatchPart(Retranslatable, QLabel):
    """Whether outside changes are followed."""

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("status-watch")
        controller.changed.connect(self.on_changes)
        self.retranslate_ui()

    def on_changes(self, changes: Changes) -> None:
        if changes.registry:
            self.retranslate_ui()

    @Slot()
    def retranslate_ui(self) -> None:
        self.setText(self.tr("● watching for changes") if self.controller.watcher.active
                     else self.tr("○ not watching"))


class CostPart(Retranslatable, QLabel):
    """``tools: N · ~T tokens per turn / budget`` (SPEC §22), amber over the budget: follows the cost meter."""

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("cost-label")
        controller.cost.changed.connect(self.retranslate_ui)
        self.retranslate_ui()

    @Slot()
    def retranslate_ui(self) -> None:
        meter = self.controller.cost
        deck = meter.deck
        budget = self.controller.settings.context_budget()
        served = meter.served  # counted or not: the tools are served either way (Python 3.10 has no tokenizer)
        total = deck.total if deck is not None else 0
        if meter.error:
            text = self.tr("tools: %1 · tokens not counted").replace("%1", str(served))
            tip = self.tr("The token counter is not available: %1").replace("%1", meter.error)
        else:
            text = (self.tr("tools: %1 · ~%2 tokens per turn / %3").replace("%1", str(served))
                    .replace("%2", f"{total:,}").replace("%3", f"{budget:,}"))
            if meter.counting:
                text += " " + self.tr("(counting…)")
            tip = (self.tr("What this persona's tool list costs the agent on every turn, as scriptdeck mcp serves "
                           "it (%1); as stubs: ~%2 tokens. The budget is set in Settings (Context budget).")
                   .replace("%1", deck.encoding if deck is not None else "").replace("%2", f"{deck.stub_total:,}"
                                                                                      if deck is not None else "0"))
        over = over_budget(total, budget) if not meter.error else 0
        self.setText(text)
        self.setToolTip(tip + ("\n" + self.tr("Over the budget by %1 tokens: disable or hide tools, or shorten the "
                                              "heaviest.").replace("%1", f"{over:,}") if over else ""))
        self.setProperty("over", bool(over))
        theme.style(self, "QLabel {{ background: {budget_bg}; color: {budget}; border-radius: 3px; "
                          "padding: 0 6px; }}" if over else "")


class StatusBar(QStatusBar):
    """Counts and home on the left; the permanent parts on the right, in the order they were added."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status-bar")
        self.counts = CountsPart(controller)
        self.home = HomePart(controller)
        self.addWidget(self.counts)
        self.addWidget(self.home, 1)
        #: the permanent parts sit in one row, so a part added later keeps its place before the watch part
        holder = QWidget()
        self.parts = QHBoxLayout(holder)
        self.parts.setContentsMargins(0, 0, 0, 0)
        self.addPermanentWidget(holder)
        self.cost = CostPart(controller)
        self.add_part(self.cost)
        self.watch = WatchPart(controller)
        self.addPermanentWidget(self.watch)

    def add_part(self, widget: QWidget) -> None:
        """A permanent part (left of the watch part); it follows its own signal."""
        self.parts.addWidget(widget)

    def refresh(self) -> None:
        for part in (self.counts, self.home, self.cost, self.watch):
            part.retranslate_ui()
