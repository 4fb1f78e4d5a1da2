"""Details' favourite star and alias editor (issue 45): the tool's marks, written by ``controller.mark_ops`` (one
undoable operation each) into its layer's index.json.

The aliases are typed as words (spaces or commas between them) and saved with Enter, the Save button, or when the
field loses focus (a switch to another tool never drops what was typed: it is saved to the tool it was typed for,
whose id is captured when typing starts). A refused alias is said in the user's language and the text stays.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QToolButton, QWidget
from scriptdeck.core.model.tool import Tool
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import access
from scriptdeck.gui.widgets.common import Retranslatable

_SEPARATORS = re.compile(r"[\s,，、;；]+")


def split_aliases(text: str) -> list[str]:
    """The words of the alias field, each once (any case), in order."""
    out: list[str] = []
    for word in _SEPARATORS.split(text):
        if word and word.casefold() not in {alias.casefold() for alias in out}:
            out.append(word)
    return out


class MarksBar(Retranslatable, QWidget):
    """A star button and an alias field for the shown tool."""

    saved = Signal(str)  # the tool id whose marks were written

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool: Tool | None = None
        self._editing: str | None = None  # the tool the typed aliases belong to (captured on the first key)
        self.star = QToolButton()
        self.star.setObjectName("favourite-star")
        self.star.setCheckable(True)
        self.star.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.star.clicked.connect(self.toggle_favourite)
        self.caption = QLabel()
        self.aliases = QLineEdit()
        self.aliases.setObjectName("aliases-edit")
        self.aliases.textEdited.connect(self._typed)
        self.aliases.returnPressed.connect(self.save_aliases)
        self.aliases.editingFinished.connect(self.save_aliases)
        self.save_button = QPushButton()
        self.save_button.setObjectName("aliases-save")
        self.save_button.clicked.connect(self.save_aliases)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.star)
        layout.addSpacing(12)
        layout.addWidget(self.caption)
        layout.addWidget(self.aliases, 1)
        layout.addWidget(self.save_button)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.caption.setText(self.tr("Aliases:"))
        access.label_field(self.caption, self.aliases)
        self.aliases.setPlaceholderText(self.tr("short names the palette and search find first, e.g. lk tr"))
        self.save_button.setText(self.tr("Save aliases"))
        self._fill_star()

    # -- showing -------------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        if self._editing is not None and (tool is None or tool.id != self._editing):
            self.save_aliases()  # typed for the tool shown before: kept, never dropped
        self.tool = tool
        markable = tool is not None and tool.layer in ("global", "persona")
        for widget in (self.star, self.aliases, self.save_button):
            widget.setEnabled(markable)
        why = "" if markable or tool is None else self.tr(
            "Built-in, library, pi and Raycast tools cannot keep favourites or aliases; register a copy first")
        for widget in (self.star, self.aliases):
            widget.setToolTip(why)
        if self._editing is None:
            self.aliases.setText(" ".join(tool.aliases) if tool is not None else "")
        self._fill_star()

    def _fill_star(self) -> None:
        on = bool(self.tool is not None and self.tool.favourite)
        self.star.setChecked(on)
        self.star.setText(self.tr("★ Favourite") if on else self.tr("☆ Add to favourites"))
        access.name(self.star, self.tr("Favourite"),
                    self.tr("Favourites come first in the quick-run palette (Ctrl+D)"))

    # -- changing ------------------------------------------------------------------------------------

    def _typed(self, _text: str) -> None:
        if self._editing is None and self.tool is not None:
            self._editing = self.tool.id

    def toggle_favourite(self) -> None:
        tool = self.tool
        if tool is None:
            return
        on = not tool.favourite
        text = (self.tr("Add %1 to favourites") if on else self.tr("Remove %1 from favourites")) \
            .replace("%1", tool.display_name(self.controller.lang))
        self._run(tool.id, lambda: self.controller.mark_ops.set_favourite(tool.id, on, text))
        self._fill_star()

    def save_aliases(self) -> bool:
        """Write the typed aliases to the tool they were typed for; False when refused (the text stays)."""
        tool_id, self._editing = self._editing, None  # cleared first: the write's rescan shows the tool again
        if tool_id is None:
            return True
        tool = self.controller.registry.get(tool_id)
        wanted = split_aliases(self.aliases.text())
        if tool is None or wanted == tool.aliases:
            return True
        text = self.tr("Aliases of %1").replace("%1", tool.display_name(self.controller.lang))
        done = self._run(tool_id, lambda: self.controller.mark_ops.set_aliases(tool_id, wanted, text))
        shown = self.controller.registry.get(tool_id)
        if not done and self.tool is not None and self.tool.id == tool_id:
            self._editing = tool_id  # refused: the text stays to be corrected
        elif done and self.tool is not None and self.tool.id == tool_id and shown is not None:
            self.aliases.setText(" ".join(shown.aliases))
        return done

    def _run(self, tool_id: str, change: object) -> bool:
        try:
            change()  # type: ignore[operator]
        except Exception as error:  # noqa: BLE001 - ManageError, OSError: said in the user's language
            message = getattr(error, "message", None)
            if callable(message):
                self.controller.error.emit(*message(self.controller.lang))
            else:
                self.controller.error.emit(str(error), self.tr("Nothing was written; check free disk space and "
                                                               "permissions."))
            return False
        self.saved.emit(tool_id)
        return True
