"""The Run tab's "What the script receives" page: the run planned exactly as it would start (program, arguments,
working folder, timeout, the environment ScriptDeck sets, stdin), or the core's refusal in the UI language. It is
planned when its page is opened, never on every keystroke in the form or the JSON (pages of the same tabs, so
never visible while typing)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QPlainTextEdit, QTabWidget
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run.runplan import RunRefused
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets.form_widgets import friendly


class ReceivesPreview(QPlainTextEdit):
    def __init__(self, controller: Controller, tabs: QTabWidget) -> None:
        super().__init__()
        self.controller = controller
        self.tabs = tabs  # the page it is: shown when current, planned then
        self.setObjectName("receives")
        self.setReadOnly(True)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        #: the arguments yet to show: planned when the page is opened
        self.pending: tuple[Tool | None, Any] | None = None
        tabs.currentChanged.connect(lambda _index: self.show_pending())

    def show_args(self, tool: Tool | None, args: Any) -> None:
        """Show what ``tool`` would receive for ``args`` (now when the page is open, else when it is opened)."""
        if tool is not None and self.tabs.currentWidget() is not self:
            self.pending = (tool, args)
            return
        self.pending = None
        if tool is None:
            self.setPlainText("")
            return
        try:  # the window's settings (its operations keep them current): no settings.json read per change
            plan = self.controller.runs.plan(tool.id, args, with_host=False, settings=self.controller.settings)
        except RunRefused as refused:
            self.setPlainText(self.refusal_text(refused))
            return
        lines = [self.tr("Program:") + f" {plan.program}",
                 self.tr("Arguments:") + " " + (json.dumps(plan.arguments, ensure_ascii=False) if plan.arguments
                                                else self.tr("(none)")),
                 self.tr("Working folder:") + f" {plan.cwd}",
                 self.tr("Timeout: %1 s").replace("%1", f"{plan.timeout_seconds:g}"),
                 self.tr("Environment set by ScriptDeck:")]
        for key in sorted(plan.env):
            value = plan.env[key]
            if key == "MIYU_HOST_TOKEN":
                value += "  " + self.tr("(a fresh token for each run)")
            lines.append(f"  {key}={value}")
        lines.append(self.tr("stdin:"))
        lines.append(plan.stdin.decode("utf-8", "replace") or self.tr("(empty; closed at once)"))
        self.setPlainText("\n".join(lines))

    def show_pending(self) -> None:
        if self.pending is not None and self.tabs.currentWidget() is self:
            self.show_args(*self.pending)

    def refusal_text(self, refused: RunRefused) -> str:
        """The core's refusal in the UI language; schema errors are the jsonschema sentences made friendly."""
        detail = refused.args_.get("a0")
        if isinstance(detail, str) and "schema" in refused.template:
            parts = []
            for part in detail.split("; "):
                path, sep, message = part.rpartition(": ")
                parts.append(f"{path}{sep}{friendly(message)}" if sep else friendly(part))
            refused = RunRefused(refused.template, refused.fix_template, **{**refused.args_, "a0": "; ".join(parts)})
        return refused.message(self.controller.lang)[0]
