#!/usr/bin/env python3
"""Refresh the .ts sources from the code and compile the .qm files.

    python translations/update.py            # lupdate + lrelease
    python translations/update.py --check    # exit 1 if lupdate would change a .ts or zh_CN is unfinished

The .ts files are the source of truth for every visible string; `core` reads them directly (scriptdeck.core.contract.i18n) and
the GUI loads the compiled .qm.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
LANGS = ("zh_CN", "en")


def sources() -> list[str]:
    return [str(p.relative_to(REPO)) for d in ("core", "gui") for p in sorted((REPO / d).rglob("*.py"))]


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"{name} not found; install PySide6")
    return found


def lupdate(ts: Path) -> None:
    subprocess.run([tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", "-silent", *sources(),
                    "-ts", str(ts)], cwd=REPO, check=True)


def fill_english(ts: Path) -> bool:
    """English is the source language: every entry translates to itself."""
    import xml.etree.ElementTree as ET

    tree = ET.parse(ts)
    changed = False
    # returns whether anything was filled
    for message in tree.getroot().iter("message"):
        node = message.find("translation")
        if node is not None and node.get("type") == "unfinished":
            node.text = message.findtext("source")
            del node.attrib["type"]
            changed = True
    if changed:
        text = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8")
    return changed


def pending_translations() -> dict[tuple[str, str], str]:
    """Chinese texts waiting in translations/pending/*.json: [{"context", "source", "zh_CN"}, …].

    Work done on several branches at once records its new strings there instead of editing the .ts files (which
    merge badly); the next refresh fills them in, and the merged file can then be deleted.
    """
    found: dict[tuple[str, str], str] = {}
    for path in sorted((HERE / "pending").glob("*.json")):
        for item in json.loads(path.read_text(encoding="utf-8")):
            found[(item["context"], item["source"])] = item["zh_CN"]
    return found


def fill_pending(ts: Path) -> bool:
    """Fill zh_CN entries from translations/pending/: unfinished ones, and finished ones a pending entry
    corrects (one word for persona, lists with 、); returns whether anything changed."""
    import xml.etree.ElementTree as ET

    pending = pending_translations()
    if not pending:
        return False
    tree = ET.parse(ts)
    changed = False
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            node = message.find("translation")
            text = pending.get((name, message.findtext("source") or ""))
            if node is None or text is None or (node.text == text and node.get("type") != "unfinished"):
                continue
            node.text = text
            node.attrib.pop("type", None)
            changed = True
    if changed:
        text = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8")
    return changed


def refresh(ts: Path, lang: str) -> None:
    lupdate(ts)
    filled = fill_english(ts) if lang == "en" else fill_pending(ts)
    if filled:
        lupdate(ts)  # back to lupdate's own formatting


def unfinished(ts: Path) -> int:
    return ts.read_text(encoding="utf-8").count('type="unfinished"')


def check() -> int:
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGS:
            ts = HERE / f"scriptdeck_{lang}.ts"
            copy = Path(tmp) / ts.name
            shutil.copy(ts, copy)
            refresh(copy, lang)
            if copy.read_text(encoding="utf-8") != ts.read_text(encoding="utf-8"):
                problems.append(f"{ts.name} is out of date: run python translations/update.py")
        if unfinished(HERE / "scriptdeck_zh_CN.ts"):
            problems.append(f"scriptdeck_zh_CN.ts has {unfinished(HERE / 'scriptdeck_zh_CN.ts')} unfinished entries")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    if parser.parse_args().check:
        return check()
    for lang in LANGS:
        ts = HERE / f"scriptdeck_{lang}.ts"
        refresh(ts, lang)
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    print(f"zh_CN unfinished: {unfinished(HERE / 'scriptdeck_zh_CN.ts')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
