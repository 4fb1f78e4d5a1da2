"""Edit one test case as JSON (its name, arguments, set-up and expectations), checked before it is written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QPlainTextEdit, QVBoxLayout, QWidget
from scriptdeck.core.contract.jsonsafe import loads_strict
from scriptdeck.core.model.testfile import TestFileError
from scriptdeck.gui.widgets.common import Retranslatable, error_and_save_buttons, wrap_label


class CaseEditDialog(Retranslatable, QDialog):
    """Non-modal. ``saved(tool_id)`` after the edited case replaced the one at ``index`` (still named ``name``)."""

    saved = Signal(str)

    def __init__(self, controller: Any, tool_id: str, path: Path, index: int, case: dict[str, Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("case-edit-dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.controller, self.tool_id, self.path, self.index = controller, tool_id, Path(path), index
        self.name = str(case.get("name", ""))
        layout = QVBoxLayout(self)
        self.intro = wrap_label(selectable=False)
        layout.addWidget(self.intro)
        self.editor = QPlainTextEdit(json.dumps(case, ensure_ascii=False, indent=2))
        self.editor.setObjectName("case-json")
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.editor, 1)
        self.error_label, self.buttons = error_and_save_buttons(self, layout, "case-edit-error", self.save)
        self.resize(560, 420)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Edit test case"))
        self.intro.setText(self.tr("The case as it is kept in %1: name, args (or stdin), env, files, timeout_ms, "
                                   "skip and expect.").replace("%1", str(self.path)))

    def _refuse(self, text: str) -> bool:
        self.error_label.setText(text)
        self.error_label.show()
        return False

    def save(self) -> bool:
        """Replace the case; a text that is not a valid case says why and the dialog stays open."""
        try:
            case = loads_strict(self.editor.toPlainText())
        except ValueError as error:
            return self._refuse(self.tr("Not saved: %1").replace("%1", str(error)))
        if not isinstance(case, dict):
            return self._refuse(self.tr("Not saved: a case is a JSON object"))
        try:
            self.controller.ops.replace_case(self.tool_id, self.path, self.index, self.name, case,
                                             self.tr("Edit test case"))
        except TestFileError as error:
            message, fix = error.message(getattr(self.controller, "lang", "en"))
            return self._refuse(self.tr("Not saved: %1").replace("%1", message) + "\n" + fix)
        except OSError as error:
            return self._refuse(self.tr("Not saved: %1").replace("%1", str(error)))
        self.saved.emit(self.tool_id)
        self.accept()
        return True
