"""Runtime language switching: Qt's own ``qtbase_<lang>.qm`` first, then ScriptDeck's, references kept."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from scriptdeck.core.contract.i18n import TRANSLATIONS, normalize_lang

LANGUAGES = ("zh_CN", "en")


class Translations:
    #: translators installed by any instance: a new choice replaces them all, so two windows (or tests that
    #: open one after another) never leave an old language behind to answer strings the new one lacks
    _active: list[QTranslator] = []

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.lang = "en"

    def install(self, lang: str | None) -> str:
        """Install ``lang`` (``zh_CN`` or ``en``); every widget then gets a LanguageChange event."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("Translations.install needs the QApplication to exist")
        lang = normalize_lang(lang or QLocale.system().name())
        for translator in self._installed + Translations._active:
            app.removeTranslator(translator)
        self._installed = []
        Translations._active = self._installed
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator()
        if lang != "en" and qtbase.load(f"qtbase_{lang}", qt_dir):
            app.installTranslator(qtbase)
            self._installed.append(qtbase)
        ours = QTranslator()
        if ours.load(f"scriptdeck_{lang}", str(TRANSLATIONS)):
            app.installTranslator(ours)
            self._installed.append(ours)
        self.lang = lang
        # deliver LanguageChange now, so every open widget is relabelled before this returns
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        return lang


def system_language() -> str:
    return normalize_lang(QLocale.system().name())
