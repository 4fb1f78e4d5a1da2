"""Patterns compiled on first use (core/contract/lazy_re.py): nothing compiled at import, then exactly the
compiled pattern's behaviour, with its methods bound directly (no wrapper on the scans' hot paths)."""

from __future__ import annotations

import re

from scriptdeck.core.contract import lazy_re
from scriptdeck.core.contract.lazy_re import compile_on_use


def test_compiles_only_when_used_and_then_behaves_as_the_pattern(monkeypatch) -> None:
    compiled: list[object] = []
    real = re.compile
    monkeypatch.setattr(lazy_re.re, "compile", lambda *a: compiled.append(a) or real(*a))
    words = compile_on_use(r"^(\w+):\s*(.*)$", re.MULTILINE)
    assert compiled == []
    text = "Name: hi\nother\nTimeout: 5\n"
    assert [m.groups() for m in words.finditer(text)] == [("Name", "hi"), ("Timeout", "5")]
    assert compiled == [(r"^(\w+):\s*(.*)$", re.MULTILINE)]
    assert words.sub(r"\1", text) == "Name\nother\nTimeout\n"
    assert words.pattern == r"^(\w+):\s*(.*)$" and words.flags & re.MULTILINE
    assert words.match("x") is None and words.fullmatch("a: b") is not None
    assert compiled == [(r"^(\w+):\s*(.*)$", re.MULTILINE)], "compiled once"
    assert "search" in vars(words), "the compiled pattern's methods are the stand-in's own attributes now"


def test_bytes_patterns_and_dunder_probes() -> None:
    key = compile_on_use(rb"# (Name|Usage): ([^\n]*)")
    assert not hasattr(key, "__deepcopy__") and "search" not in vars(key), "a dunder probe compiles nothing"
    assert key.findall(b"#!/bin/sh\n# Name: x\n# Usage: y\n") == [(b"Name", b"x"), (b"Usage", b"y")]
