"""The Tests tab's case detail: one case's verdict first (its failures and their diffs, visible without scrolling),
then its arguments and expectations."""

from __future__ import annotations

import json

from PySide6.QtGui import QFont, QFontDatabase, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget
from scriptdeck.core.model.testfile import Case
from scriptdeck.core.run.testreport import diff_lines, failure_line, run_lines
from scriptdeck.core.run.testrun import CaseOutcome
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable


class CaseDetail(Retranslatable, QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tests-detail")
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Case detail"))

    def show_case(self, case: Case | None, outcome: CaseOutcome | None, lang: str) -> None:
        self.clear()
        if case is None:
            return
        cursor = self.textCursor()
        bold = QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Bold)
        plain = QTextCharFormat()
        if case.skip is not None:
            cursor.insertText(self.tr("Skipped: %1").replace("%1", case.skip) + "\n\n", bold)
        elif outcome is None:
            cursor.insertText(self.tr("Not run yet.") + "\n\n", plain)
        else:  # the verdict, the failure and its diff first: visible without scrolling
            verdict = QTextCharFormat()
            verdict.setFontWeight(QFont.Weight.Bold)
            verdict.setForeground(theme.color("pass" if outcome.ok else "fail"))
            cursor.insertText((self.tr("Passed in %1 ms") if outcome.ok else self.tr("Failed in %1 ms"))
                              .replace("%1", str(outcome.ms)) + "\n", verdict)
            for failure in outcome.failures:
                cursor.insertText(failure_line(failure, lang) + "\n", plain)
                for line in diff_lines(failure, lang):
                    fmt = QTextCharFormat()
                    if line.startswith("+") and not line.startswith("+++"):
                        fmt.setForeground(theme.color("pass"))
                    elif line.startswith("-") and not line.startswith("---"):
                        fmt.setForeground(theme.color("fail"))
                    cursor.insertText(line + "\n", fmt)
            if outcome.failures and outcome.result is not None:
                cursor.insertText("\n".join(run_lines(outcome.result, lang)) + "\n", plain)
            cursor.insertText("\n", plain)
        for title, value in ((self.tr("Arguments"), case.args), (self.tr("Expected"), case.expect)):
            cursor.insertText(title + "\n", bold)
            cursor.insertText(json.dumps(value, ensure_ascii=False, indent=2) + "\n\n", plain)
        self.moveCursor(QTextCursor.MoveOperation.Start)
