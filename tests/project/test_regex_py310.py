"""Python 3.10 stays supported (docs/decisions.md, 0.4.0): no regex of core/ or gui/ uses syntax newer than 3.10
(possessive quantifiers ``*+ ++ ?+ {m,n}+`` and atomic groups ``(?>…)`` arrived in 3.11), and the 3.10 spellings
of the patterns that used them match exactly what the possessive ones matched (checked where both compile)."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.conftest import REPO

#: a quantifier followed by ``+`` (possessive), or an atomic group; ``\`` escapes and classes are skipped below
_NEW_SYNTAX = re.compile(r"(?:[*+?}])\+|\(\?>")
_COMPILERS = {"compile", "compile_on_use", "match", "fullmatch", "search", "sub", "subn", "finditer", "findall",
              "split"}


def _regex_texts(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Every string a ``re``-style call gets as its pattern, with module-level names it is built from resolved."""
    constants: dict[str, ast.expr] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            constants[node.targets[0].id] = node.value

    def strings(node: ast.expr, depth: int = 0) -> Iterator[str]:
        if depth > 5:
            return
        for sub in ast.walk(node):
            if isinstance(sub, ast.Constant) and isinstance(sub.value, (str, bytes)):
                yield sub.value if isinstance(sub.value, str) else sub.value.decode("latin-1")
            elif isinstance(sub, ast.Name) and sub.id in constants:
                yield from strings(constants[sub.id], depth + 1)

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args:
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in _COMPILERS:
                for text in strings(node.args[0]):
                    yield node.lineno, text


def _unescaped(pattern: str) -> str:
    """The pattern with escapes and character classes blanked (``[+]+`` or ``\\++`` are not possessive)."""
    out, i, in_class = [], 0, False
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            out.append("  ")
            i += 2
            continue
        if in_class:
            in_class = char != "]"
            out.append(" ")
        elif char == "[":
            in_class = True
            out.append(" ")
            if pattern[i + 1:i + 2] == "^":
                i += 1
            if pattern[i + 1:i + 2] == "]":  # a ] first in a class is a literal
                i += 1
        else:
            out.append(char)
        i += 1
    return "".join(out)


def test_no_regex_in_core_or_gui_needs_python_3_11() -> None:
    found = []
    for path in sorted([*(REPO / "core").rglob("*.py"), *(REPO / "gui").rglob("*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, text in _regex_texts(tree):
            if _NEW_SYNTAX.search(_unescaped(text)):
                found.append(f"{path.relative_to(REPO)}:{line}: {text[:80]!r}")
    assert found == []


def test_the_checker_sees_possessive_and_atomic_syntax() -> None:
    tree = ast.parse('import re\nA = r"[a-z]*+"\nre.compile(A)\ncompile_on_use(r"(?>x)y")\nre.compile(r"[+]+\\++")\n')
    hits = [text for _line, text in _regex_texts(tree) if _NEW_SYNTAX.search(_unescaped(text))]
    assert hits == ["[a-z]*+", "(?>x)y"]


# -- the same matches as the possessive spellings (3.11+, where those compile) --------------------------------------

needs_311 = pytest.mark.skipif(sys.version_info < (3, 11), reason="possessive quantifiers compile from 3.11 on")


def _pairs() -> list[tuple[str, str, str, int]]:
    """(name, possessive pattern as it was in 0.3.0, the pattern now, flags)."""
    from scriptdeck.core.contract import ids, jsonsafe
    from scriptdeck.core.dialects import header
    from scriptdeck.core.model import header_edit

    trie = header._alias_trie(header._KEYS)
    now = {
        "header._KEY_LINE": header._KEY_LINE, "header._BLANK_LINE": header._BLANK_LINE,
        "header._COMMENT_PREFIX": header._COMMENT_PREFIX, "header._COMMENT_START": header._COMMENT_START,
        "header._TRAILING_SPACE": header._TRAILING_SPACE, "ids._ALREADY_NORMAL": ids._ALREADY_NORMAL,
        # jsonsafe's string scanner is no longer one regex per job (it splits on whole strings, closed or open);
        # tests/core/contract/test_jsonsafe_fast.py holds it to a literal reading of the text
        "jsonsafe._NOT_BRACKET": jsonsafe._NOT_BRACKET,
    }
    old = {
        "header._KEY_LINE": r"\n[^\S\n]*+(?:#++|//++)[^\S\n]*+((?ai:" + trie + r"))[^\S\n]*+[:：]([^\n]*+)",
        "header._BLANK_LINE": r"\n[^\S\n]*+(?=\n|\Z)",
        "header._COMMENT_PREFIX": r"\n[^\S\n]*+(?:#++|//++)[^\S\n]*+",
        "header._COMMENT_START": r"\n[^\S\n]*+(?:#|//)",
        "header._TRAILING_SPACE": r"[^\S\n]++(?=\n|\Z)",
        "ids._ALREADY_NORMAL": r"[A-Za-z][A-Za-z0-9]*+(?:_[A-Za-z0-9]++)*+",
        "jsonsafe._NOT_BRACKET": r"[^\[\]{}]++",
    }
    pairs = [(name, old[name], pattern.pattern, pattern.flags) for name, pattern in now.items()]
    pairs += [("header_edit._KEY_LINE", r"^[^\S\n]*(#++|//++)([^\n:：]*+)[:：](.*)$", header_edit._KEY_LINE.pattern,
               re.DOTALL),
              ("header_edit._COMMENT", r"^[^\S\n]*+(?:#++|//++)[^\S\n]*+", header_edit._COMMENT.pattern, 0),
              ("header._lines(3)", r"(?:\n[^\n]*+){3}", header._lines(3).pattern, 0)]
    return pairs


#: texts made of what these patterns care about: comment marks, spaces, newlines, colons, quotes, escapes, keys
_TEXT = st.lists(st.sampled_from(["#", "//", "/", " ", "\t", "\n", ":", "：", '"', "\\", "[", "]", "{", "}", "_",
                                  "a", "Z", "9", "-", "Description", "description", "Parameters", "ID", "Timeout",
                                  "\r"]), max_size=40).map("".join)


@needs_311
@settings(max_examples=400, deadline=None, derandomize=True)
@given(text=_TEXT)
@example(text="\n## Description: x\n")
@example(text='"a\\"b" "open')
@example(text="a_b_9")
def test_the_310_spellings_match_as_the_possessive_ones(text: str) -> None:
    for name, old, new, flags in _pairs():
        before, after = re.compile(old, flags), re.compile(new, flags)
        assert [(m.span(), m.groups()) for m in before.finditer(text)] == \
            [(m.span(), m.groups()) for m in after.finditer(text)], name
        for at in (0, 1):
            first, second = before.match(text, at), after.match(text, at)
            assert (first and (first.span(), first.groups())) == (second and (second.span(), second.groups())), name
        assert bool(before.fullmatch(text)) == bool(after.fullmatch(text)), name
