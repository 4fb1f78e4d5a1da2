"""The tray icon (issue 45), where the desktop has a tray: a click opens the palette; its menu lists the recent tools
(and the favourites), opens the window and quits.

The menu is built each time it opens, in the UI language of that moment, from the run history (the palette's
recent tools). A tool picked there opens the palette on it, its arguments ready.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QApplication, QMenu, QSystemTrayIcon
from scriptdeck.gui.palette.finder import RECENT_RUNS

#: recent tools in the menu
RECENT_SHOWN = 8


class DeckTray(QObject):
    """The tray icon of ``window`` (a :class:`MainWindow`). Make it only where
    ``QSystemTrayIcon.isSystemTrayAvailable()``; :func:`add_tray` does."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.icon = QSystemTrayIcon(window.windowIcon() if not window.windowIcon().isNull() else QIcon(), self)
        self.icon.setObjectName("tray")
        self.menu = QMenu(window)
        self.menu.setObjectName("tray-menu")
        self.menu.aboutToShow.connect(self.rebuild)
        self.icon.setContextMenu(self.menu)
        self.icon.activated.connect(self._activated)
        self.rebuild()
        window.language_changed.connect(lambda _lang: self.rebuild())

    def favourites(self) -> list[str]:
        """The starred tools (``index.json``'s ``favourite``), by name in the UI language: read when the menu
        opens, so a star given anywhere (the window, ``scriptdeck favourite``) is there."""
        lang = self.window.controller.lang
        starred = [tool for tool in self.window.controller.registry.registered() if tool.favourite]
        return [tool.id for tool in sorted(starred, key=lambda tool: tool.display_name(lang).casefold())]

    def recent(self) -> list[str]:
        """The ids of the most recently run tools that are still registered, newest first."""
        history = self.window.controller.runs.history.records(limit=RECENT_RUNS)
        registry = self.window.controller.registry
        found: list[str] = []
        for record in history:
            tool_id = record.get("tool_id")
            if isinstance(tool_id, str) and tool_id not in found and registry.get(tool_id) is not None:
                found.append(tool_id)
                if len(found) == RECENT_SHOWN:
                    break
        return found

    def rebuild(self) -> None:
        """The menu now: Quick run, Favourites, Recent tools, Show the window, Quit."""
        menu = self.menu
        menu.clear()
        self.icon.setToolTip(self.tr("ScriptDeck: click for the quick-run palette"))
        menu.setAccessibleName(self.tr("ScriptDeck"))
        self._add(self.tr("Quick run…"), "tray-palette", lambda _checked=False: self.window.quick_run.summon())
        lang = self.window.controller.lang
        for title, ids, name in ((self.tr("Favourites"), self.favourites(), "tray-favourite"),
                                 (self.tr("Recent tools"), self.recent(), "tray-recent")):
            tools = [tool for tool in (self.window.controller.registry.get(i) for i in ids) if tool is not None]
            if not tools:
                continue
            menu.addSection(title)
            for tool in tools:
                self._add(tool.display_name(lang), name,
                          lambda _checked=False, tool_id=tool.id: self.window.quick_run.summon(tool_id))
        menu.addSeparator()
        self._add(self.tr("Show the window"), "tray-show", self.show_window)
        self._add(self.tr("Quit ScriptDeck"), "tray-quit", self.quit)

    def _add(self, text: str, name: str, slot: Any) -> QAction:
        action = self.menu.addAction(text.replace("&", "&&"))
        action.setObjectName(name)
        action.triggered.connect(slot)
        return action

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason in (QSystemTrayIcon.ActivationReason.Trigger, QSystemTrayIcon.ActivationReason.DoubleClick):
            self.window.quick_run.summon()

    def show_window(self) -> None:
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()


    def quit(self) -> None:
        """Close the window as its own close does (it may ask about running tools first), then end the program."""
        if self.window.close():
            self.icon.hide()
            QApplication.quit()


def add_tray(window: Any) -> DeckTray | None:
    """The window's tray icon, shown, where the desktop has a tray; None elsewhere (no icon nobody can see)."""
    if not QSystemTrayIcon.isSystemTrayAvailable() or QApplication.instance() is None:
        return None
    tray = DeckTray(window)
    tray.icon.show()
    return tray
