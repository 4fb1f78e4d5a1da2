"""Start the window: QApplication, translations (Qt's own first), the controller, the main window."""

from __future__ import annotations

import sys
from typing import Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication
from scriptdeck.core.store.paths import DEFAULT_PERSONA, RESOURCES, PersonaError, resolve_home
from scriptdeck.core.store.settings import Settings
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.global_shortcuts import GlobalShortcut, set_current
from scriptdeck.gui.services.i18n import Translations, system_language
from scriptdeck.gui.services.instance import InstanceServer, StartLock, serve, server_name, take_activation_token
from scriptdeck.gui.shell.main_window import MainWindow
from scriptdeck.gui.shell.tray import add_tray
from scriptdeck.gui.widgets import theme  # palette


def create_window(home_flag: str | None = None, persona: str | None = None, lang: str | None = None,
                  *, watch: bool = True, libraries: list[str] | None = None) -> MainWindow:
    problem: PersonaError | None = None  # an invalid persona name: the default persona, and a message
    try:
        home = resolve_home(home_flag, persona)
    except PersonaError as error:
        problem, persona = error, DEFAULT_PERSONA
        home = resolve_home(home_flag, persona)
    saved = Settings.load(home.settings_path)
    if persona is None and isinstance(saved.get("persona"), str):
        try:
            home = home.with_persona(saved.get("persona"), "settings")
        except PersonaError as error:
            problem = error
    translations = Translations()
    translations.install(lang or saved.get("language") or system_language())
    controller = Controller(home, watch=watch, libraries=libraries)
    controller.lang = translations.lang
    theme.apply(saved.theme())  # palette: the desktop's light/dark scheme, or the one Settings chose
    window = MainWindow(controller, translations)
    if problem is not None:
        window.show_error(*problem.message(translations.lang))
    return window


def run(ns: Any, lock: StartLock | None = None) -> int:
    """The window's process: ``scriptdeck gui`` shows the window, ``scriptdeck palette`` keeps it hidden and shows
    the palette; either holds the start ``lock`` of its data root and serves the requests from outside."""
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))  # instance() is typed QCoreApplication
    app.setApplicationName("ScriptDeck")
    app.setOrganizationName("ScriptDeck")
    app.setDesktopFileName("scriptdeck")
    app.setWindowIcon(QIcon(str(RESOURCES / "icons" / "scriptdeck.svg")))
    window = create_window(getattr(ns, "home", None), getattr(ns, "persona", None), getattr(ns, "lang", None),
                           libraries=getattr(ns, "library", None))
    window.instance_server = serve_window(window, lock)  # issue 45: `scriptdeck palette` from outside
    window.tray = add_tray(window)  # issue 45: recent tools and the palette from the tray, where there is one
    shortcut = follow_global_shortcut(window)
    app.aboutToQuit.connect(shortcut.close)
    if getattr(ns, "command", None) == "palette":
        window.quick_run.summon()
    else:
        window.show()
    return app.exec()


def follow_global_shortcut(window: MainWindow, address: str | None = None) -> GlobalShortcut:
    """The palette's desktop-wide shortcut (the portal's GlobalShortcuts, registered from Settings): pressed, it
    summons the palette; registered once, it is bound again at each start (quietly: no portal, no shortcut)."""
    description = QCoreApplication.translate("GlobalShortcut", "Open the ScriptDeck quick-run palette")
    shortcut = GlobalShortcut(description, address, window)
    shortcut.activated.connect(lambda _id: window.quick_run.summon())
    set_current(shortcut)
    if window.controller.settings.get("palette_shortcut") is True:
        shortcut.bind()
    return shortcut


def serve_window(window: MainWindow, lock: StartLock | None) -> InstanceServer | None:
    """Answer ``scriptdeck palette``, ``scriptdeck gui`` (show) and ``status`` (for tests and scripts) for this
    window's data root."""
    palette = window.quick_run

    def summon(request: dict[str, Any]) -> dict[str, Any]:
        take_activation_token(request)  # Wayland: lets the panel take the focus the shortcut gave the command
        palette.summon()
        return {"palette": palette.isVisible()}

    def show(request: dict[str, Any]) -> dict[str, Any]:  # `scriptdeck gui` while this window runs
        take_activation_token(request)
        window.show()
        window.raise_()
        window.activateWindow()
        return {"window": window.isVisible()}

    def status(_request: dict[str, Any]) -> dict[str, Any]:
        return {"palette": palette.isVisible(), "window": window.isVisible()}

    handlers = {"palette": summon, "show": show, "status": status}
    return serve(server_name(window.controller.home.root), handlers, window, lock)
