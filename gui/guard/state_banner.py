"""The banner for state files that cannot be read (settings.json, sandbox.json, the trust store): each one named,
with "Open" (the file in the user's editor) and "Reset…" (moved aside after a question, never deleted)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.state_files import BrokenStateFile, broken_state_files
from scriptdeck.gui.services.texts import layer_label
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, ask_choice, wrap_label


def _no_reset(path: Path) -> object:
    raise OSError(f"{path}: not reset (this banner is not connected to a window)")


class StateFilesBanner(Retranslatable, QFrame):
    """Hidden while every state file reads; ``reset(kind)`` after one was moved aside."""

    reset_done = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("state-banner")
        theme.style(self, "#state-banner {{ background: {banner_bg}; border: 1px solid {banner_border}; "
                          "border-radius: 4px; }} QLabel {{ color: {banner}; }}")
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(6, 4, 6, 4)
        self.broken: list[BrokenStateFile] = []
        self.prompt: QMessageBox | None = None
        #: the Controller's operation that moves a broken file aside (set by the window)
        self.reset_file: Callable[[Path], object] = _no_reset
        self.hide()

    def check(self, home: Home) -> None:
        found = broken_state_files(home)
        if found != self.broken:
            self.broken = found
            self._rebuild()

    def _rebuild(self) -> None:
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for broken in self.broken:
            row = QWidget()
            row.setObjectName(f"state-{broken.kind}")
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            label = wrap_label()
            label.setObjectName("state-text")
            line.addWidget(label, 1)
            for key, slot in (("open", self.open_file), ("reset", self.ask_reset)):
                button = QPushButton()
                button.setObjectName(f"state-{key}")
                button.clicked.connect(lambda _=False, b=broken, s=slot: s(b))
                line.addWidget(button)
            self.rows.addWidget(row)
        self.setVisible(bool(self.broken))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        what = {"settings": self.tr("ScriptDeck's settings file"), "sandbox": self.tr("The sandbox limits file"),
                "trust": self.tr("The trust store")}
        for index, broken in enumerate(self.broken):
            item = self.rows.itemAt(index)
            row = item.widget() if item is not None else None
            if row is None:
                continue
            label = row.findChild(QLabel, "state-text")
            if label is not None:
                label.setText(self.tr("%1 cannot be read (%2): %3. ScriptDeck does not write to it and uses the "
                                      "safe defaults until it is repaired or reset.")
                              .replace("%1", what.get(broken.kind, broken.kind)).replace("%2", broken.error_text())
                              .replace("%3", str(broken.path)))
            for key, text in (("open", self.tr("Open")), ("reset", self.tr("Reset…"))):
                button = row.findChild(QPushButton, f"state-{key}")
                if button is not None:
                    button.setText(text)

    def open_file(self, broken: BrokenStateFile) -> bool:
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(broken.path)))

    def ask_reset(self, broken: BrokenStateFile) -> None:
        if self.prompt is not None:
            return

        def answer(key: str) -> None:
            self.prompt = None
            if key == "reset":
                self.reset(broken)

        self.prompt = ask_choice(
            self, self.tr("Reset a state file"),
            self.tr("Start %1 afresh? The broken file is kept next to it as %2.broken-… (nothing is deleted).")
            .replace("%1", broken.path.name).replace("%2", broken.path.name),
            [("reset", self.tr("Reset"))], answer)

    def reset(self, broken: BrokenStateFile) -> None:
        try:
            self.reset_file(broken.path)
        except OSError as error:
            self.setToolTip(str(error))
            return
        self.reset_done.emit(broken.kind)


class IndexBanner(Retranslatable, QLabel):
    """A layer's index.json that does not parse: its overrides are ignored and ScriptDeck will not write to it."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("index-banner")
        self.setWordWrap(True)
        theme.style(self, "QLabel {{ background: {banner_bg}; color: {banner}; border: 1px solid {banner_border};"
                          " border-radius: 4px; padding: 6px; }}")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def retranslate_ui(self) -> None:
        self.update_text()

    def update_text(self) -> None:
        errors = self.controller.registry.index_errors()
        if not errors:  # a broken settings.json is in the state-files banner, with open / reset
            self.hide()
            return
        lines = []
        for layer, doc in errors.items():
            lines.append(self.tr("The %1 layer's index.json cannot be read (%2). Its overrides are ignored and "
                                 "ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in "
                                 "index.json.bak) or move it aside.")
                         .replace("%1", layer_label(layer)).replace("%2", doc.error or "").replace("%3", str(doc.path)))
        self.setText("\n".join(lines))
        self.show()
