"""Translation for core messages without Qt.

Core strings are marked with ``QT_TRANSLATE_NOOP(context, text)`` so ``pyside6-lupdate`` collects them into
``translations/*.ts``. The GUI translates them with ``QCoreApplication.translate``; the CLI (which never loads
Qt) reads the same ``.ts`` file here, so both show the same words.
"""

from __future__ import annotations

import os
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path


def package_dir(name: str) -> Path:
    """The folder of one of ScriptDeck's data packages, found without importing ``importlib.resources`` (which
    brings zipfile, tempfile and random into every start, ``scriptdeck tool-call`` included)."""
    spec = find_spec(name)
    locations = spec.submodule_search_locations if spec is not None else None
    if not locations:
        raise ModuleNotFoundError(f"no package {name}", name=name)
    return Path(next(iter(locations)))


TRANSLATIONS = package_dir("scriptdeck.translations")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


def normalize_lang(lang: object) -> str:
    """``zh_CN`` for any Chinese locale, ``en`` for everything else (a hand-edited non-string setting too)."""
    return "zh_CN" if isinstance(lang, str) and lang.lower().replace("-", "_").startswith("zh") else "en"


def system_lang() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return normalize_lang(value)
    return "en"


@lru_cache(maxsize=4)
def _catalog(lang: str) -> dict[tuple[str, str], str]:
    import xml.etree.ElementTree as ET  # only when a message is shown in another language

    path = TRANSLATIONS / f"scriptdeck_{lang}.ts"
    table: dict[tuple[str, str], str] = {}
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return table
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            node = message.find("translation")
            if source is None or node is None or node.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if node.text:
                table[(name, source)] = node.text
    return table


def translate(context: str, text: str, lang: str) -> str:
    if normalize_lang(lang) != "zh_CN":
        return text
    return _catalog("zh_CN").get((context, text), text)
