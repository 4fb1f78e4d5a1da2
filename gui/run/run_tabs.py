"""The runs of the Run tab, one tab each: starting a run (after asking, when the tool asks to be confirmed or a
tool that writes is already running), closing a tab (a running one asks first)."""

from __future__ import annotations

import json
import time
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QMessageBox, QTabWidget, QWidget
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run.runplan import RunRefused
from scriptdeck.gui.run.run_view import RunView
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets.common import Retranslatable, ask_choice


def asks_before_running(tool: Tool) -> bool:
    """SPEC §25: a tool marked ``# Confirm: yes`` (or a Raycast command with ``needsConfirmation``) is asked about
    before every run from the window. Core's ``Tool.confirm`` already weighs the header, index.json's override
    (which wins, ``false`` included) and Raycast's needsConfirmation."""
    return tool.confirm


class RunTabs(Retranslatable, QTabWidget):
    #: "Save as test case" of a finished run (its ToolRun)
    save_case_requested = Signal(object)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.views: list[RunView] = []
        self.prompt: QMessageBox | None = None  # the open question, if any (never two at once)
        self.setObjectName("run-tabs")
        self.setTabsClosable(True)
        self.setElideMode(Qt.TextElideMode.ElideMiddle)  # name … time: both ends stay readable
        self.tabBar().setExpanding(False)
        # each title keeps a readable width; more tabs than fit scroll (the full title is the tooltip)
        self.setStyleSheet("QTabBar::tab { min-width: 170px; max-width: 260px; }")
        self.setUsesScrollButtons(True)
        self.tabCloseRequested.connect(self.close_tab)
        self.tabBar().hide()  # no runs yet: an empty tab list is a stop with nothing to read or choose
        self.retranslate_ui()

    def tabInserted(self, index: int) -> None:  # noqa: N802 - Qt's name
        super().tabInserted(index)
        self.tabBar().show()

    def tabRemoved(self, index: int) -> None:  # noqa: N802 - Qt's name
        super().tabRemoved(index)
        self.tabBar().setVisible(self.count() > 0)

    def retranslate_ui(self) -> None:
        self.tabBar().setAccessibleName(self.tr("Runs of this tool"))
        for index in range(self.count()):
            view = self.widget(index)
            if isinstance(view, RunView):
                view.title = self._title(view)
                self.setTabText(index, view.title)
                self.setTabToolTip(index, view.title)

    def _title(self, view: RunView) -> str:
        tool = self.controller.registry.get(view.run.plan.tool_id)
        name = tool.display_name(self.controller.lang) if tool else view.run.plan.tool_id
        return f"{name} {view.started_at}"

    def _name(self, tool: Tool) -> str:
        return tool.display_name(self.controller.lang)

    # -- starting ------------------------------------------------------------------------------------

    def start(self, tool_id: str, args: Any, *, confirmed: bool = False, asked: bool = False) -> RunView | None:
        """Start a run in its own tab. A tool that asks to be confirmed asks first, and so does a tool that writes
        while it is already running: None is returned then, and the run starts when the user says Run."""
        tool = self.controller.registry.get(tool_id)
        if not asked and tool is not None and asks_before_running(tool):
            self._ask_confirmation(tool, args, confirmed)
            return None
        going = [r for r in self.controller.runs.runs if r.running and r.plan.tool_id == tool_id]
        if going and not confirmed and tool is not None and tool.value("permission") == "writes":
            self._ask_second_run(tool, args, len(going), asked)
            return None
        try:
            run = self.controller.runs.start(tool_id, args, source="window")
        except RunRefused as refused:
            self.controller.error.emit(*refused.message(self.controller.lang))
            return None
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Check free disk space and permissions."))
            return None
        view = RunView(run, "")
        view.save_case_requested.connect(self.save_case_requested.emit)
        view.started_at = time.strftime("%H:%M:%S")
        view.title = self._title(view)
        self.views.append(view)
        index = self.addTab(view, view.title)
        self.setTabToolTip(index, view.title)
        self.setCurrentIndex(index)
        return view

    def _ask(self, title: str, text: str, choices: list[tuple[str, str]], on_answer: Any, informative: str = "") -> None:
        if self.prompt is not None:
            self.prompt.raise_()
            return

        def answer(key: str) -> None:
            self.prompt = None
            on_answer(key)

        self.prompt = ask_choice(self, title, text, choices, answer, informative=informative)

    def _ask_confirmation(self, tool: Tool, args: Any, confirmed: bool) -> None:
        """The tool changes or deletes things (``# Confirm: yes``): its name and the arguments, Run / Cancel."""
        tool_id = tool.id
        arguments = json.dumps(args, ensure_ascii=False, indent=2) if args not in (None, {}, []) else self.tr("(none)")
        if len(arguments) > 2000:
            arguments = arguments[:1999] + "…"
        self._ask(self.tr("Run %1?").replace("%1", self._name(tool)),
                  self.tr("%1 asks to be confirmed before each run: it may change or delete things.")
                  .replace("%1", self._name(tool)),
                  [("run", self.tr("Run"))],
                  lambda key: key == "run" and self.start(tool_id, args, confirmed=confirmed, asked=True),
                  informative=self.tr("Arguments: %1").replace("%1", arguments))

    def _ask_second_run(self, tool: Tool, args: Any, going: int, asked: bool) -> None:
        tool_id = tool.id
        self._ask(self.tr("Run it again?"),
                  self.tr("%1 is still running (%2 run(s)) and it changes things (permission: writes). A second run "
                          "at the same time may do the work twice.").replace("%1", self._name(tool))
                  .replace("%2", str(going)),
                  [("start", self.tr("Start another run"))],
                  lambda key: key == "start" and self.start(tool_id, args, confirmed=True, asked=asked))

    # -- closing -------------------------------------------------------------------------------------

    def close_tab(self, index: int, *, confirmed: bool = False) -> None:
        view = self.widget(index)
        if isinstance(view, RunView) and view.run.running and not confirmed:
            def answer(key: str) -> None:
                if key == "stop" and self.indexOf(view) >= 0:
                    self.close_tab(self.indexOf(view), confirmed=True)

            self._ask(self.tr("Stop this run?"),
                      self.tr("%1 is still running. Closing its tab stops it.").replace("%1", view.title),
                      [("stop", self.tr("Stop and close"))], answer)
            return
        if isinstance(view, RunView):
            if view.run.running:
                view.run.stop()
            self.views = [v for v in self.views if v is not view]
        self.removeTab(index)
        if view is not None:
            view.deleteLater()
