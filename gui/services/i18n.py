"""Runtime language switching: Qt's own ``qtbase_<lang>.qm`` first, then ScriptDeck's, references kept."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, TRANSLATIONS, normalize_lang

LANGUAGES = ("zh_CN", "en")

#: words of Qt's file dialog that qtbase_zh_CN.qm leaves in English (its file-type column); ScriptDeck's own
#: catalogue has them under the context "QtWords", and QtWordsTranslator hands them to Qt
QT_WORDS = {
    ("QAbstractFileIconProvider", "Folder"): QT_TRANSLATE_NOOP("QtWords", "Folder"),
    ("QAbstractFileIconProvider", "Drive"): QT_TRANSLATE_NOOP("QtWords", "Drive"),
    ("QAbstractFileIconProvider", "File"): QT_TRANSLATE_NOOP("QtWords", "File"),
    ("QAbstractFileIconProvider", "%1 File"): QT_TRANSLATE_NOOP("QtWords", "%1 File"),
}


class QtWordsTranslator(QTranslator):
    """Answers Qt's own untranslated file-dialog words from ScriptDeck's catalogue (``ours``)."""

    def __init__(self, ours: QTranslator) -> None:
        super().__init__()
        self.ours = ours

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        """None (a null string) lets the next translator answer; an empty string would stop Qt's search."""
        word = QT_WORDS.get((context, source))
        return (self.ours.translate("QtWords", word) or None) if word else None

    def isEmpty(self) -> bool:  # noqa: N802
        return False


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
            if lang != "en":
                words = QtWordsTranslator(ours)
                app.installTranslator(words)
                self._installed.append(words)
        self.lang = lang
        # dates, numbers and file-type names in Qt's own widgets (file dialogs) follow the UI language too
        QLocale.setDefault(QLocale(QLocale.Language.Chinese, QLocale.Country.China) if lang == "zh_CN"
                           else QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        # deliver LanguageChange now, so every open widget is relabelled before this returns
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        return lang


def system_language() -> str:
    return normalize_lang(QLocale.system().name())
