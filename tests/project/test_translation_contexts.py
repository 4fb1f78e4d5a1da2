"""Every string the code asks Qt (or core's reader) to translate is in the .ts files under the context the code asks
with (SPEC §30): a context mismatch — a helper ``tr(text)`` that lupdate files under no class, a ``translate`` with
a computed context — left the HTTP status English in the Chinese window. Read from the source with ``ast``, as
lupdate reads it."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

from tests.conftest import REPO

SOURCES = sorted(p for d in ("core", "gui") for p in (REPO / d).rglob("*.py"))


def ts_entries(lang: str) -> set[tuple[str, str]]:
    root = ET.parse(REPO / "translations" / f"scriptdeck_{lang}.ts").getroot()
    return {(ctx.findtext("name") or "", m.findtext("source") or "") for ctx in root.iter("context")
            for m in ctx.iter("message")}


def _literal(node: ast.expr) -> str | None:
    """A string literal (implicit concatenation is one Constant in the AST)."""
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def asked() -> tuple[list[tuple[str, str, str]], list[str]]:
    """(context, source, where) of every translation the code asks for, and the calls lupdate cannot read."""
    found: list[tuple[str, str, str]] = []
    unreadable: list[str] = []
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(REPO)

        def visit(node: ast.AST, cls: str | None) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.ClassDef):
                    visit(child, child.name)
                    continue
                if isinstance(child, ast.Call):
                    check(child, cls)
                visit(child, cls)

        def check(call: ast.Call, cls: str | None, rel: Path = rel) -> None:
            func = call.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            where = f"{rel}:{call.lineno}"
            if name == "tr" and call.args:
                text = _literal(call.args[0])
                if isinstance(func, ast.Name):  # a helper named tr: lupdate files its strings under no class
                    if text is not None:
                        unreadable.append(f"{where}: tr({text!r}) outside a class method")
                    return
                if text is None:
                    unreadable.append(f"{where}: self.tr() of a computed text")
                elif cls is not None:
                    found.append((cls, text, where))
            elif name in ("translate", "QT_TRANSLATE_NOOP") and len(call.args) >= 2:
                context, source = _literal(call.args[0]), call.args[1]
                # "A" if x else "B": both must be there (a text from a table is checked where the table marks it)
                texts = [source.body, source.orelse] if isinstance(source, ast.IfExp) else [source]
                for text in map(_literal, texts):
                    if context is not None and text is not None:
                        found.append((context, text, where))

        visit(tree, None)
    return found, unreadable


def test_every_translated_string_is_in_the_ts_files_under_its_context() -> None:
    found, _ = asked()
    assert len(found) > 500
    for lang in ("zh_CN", "en"):
        entries = ts_entries(lang)
        missing = sorted({f"{where}: ({ctx!r}, {text!r})" for ctx, text, where in found if (ctx, text) not in entries})
        assert missing == [], lang


def test_no_translation_call_that_lupdate_cannot_read() -> None:
    _, unreadable = asked()
    assert unreadable == []
