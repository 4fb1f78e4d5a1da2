"""Tool test files (SPEC §21): ``<layer>/.tests/<id>.json``, read strictly, checked against the shipped schema.

A test file is untrusted input: it is read only when it is a regular file of at most ``MAX_TEST_FILE_BYTES``,
decoded as strict UTF-8, bounded in depth, and validated with ``resources/tooltests.schema.json``. Every
problem names the file, line and column; a broken file's cases never run. Writes (``--update``, "Save as test
case", a new tool's starter case) re-read the file, apply a pure edit and replace it atomically; a file that
cannot be parsed is never written.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.jsonsafe import STRICT_DECODER, JsonInputError, check_strings
from scriptdeck.core.contract.schema import _compile as compile_re2  # RE2, quiet, length-bounded
from scriptdeck.core.contract.schema import argument_errors, error_list
from scriptdeck.core.model.lint import Finding
from scriptdeck.core.model.registry import Registry, leaves
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.store.fsutil import atomic_write, read_regular
from scriptdeck.core.store.paths import RESOURCES

TESTS_DIR = ".tests"
SCHEMA_PATH = RESOURCES / "tooltests.schema.json"
MAX_TEST_FILE_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 64
#: the expectation keys, in the order a report checks them
EXPECT_KEYS = ("success", "exit_code", "limit", "stdout", "stdout_contains", "stdout_matches", "stdout_json",
               "stderr_contains", "images", "max_ms")
DEFAULT_EXPECT: dict[str, Any] = {"success": True}
_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)
_SPACE = re.compile(r"[ \t\n\r]*")


class TestFileError(LocalizedError):
    """A test file that cannot be used: where (file, line, column) and why (English detail)."""

    __test__ = False  # not a pytest class
    context = "testfile"

    def __init__(self, path: Path, line: int, column: int, detail: str) -> None:
        super().__init__(QT_TRANSLATE_NOOP("testfile", "{a0}:{a1}:{a2}: {a3}"),
                         QT_TRANSLATE_NOOP("testfile", "correct the test file; none of its cases run until it is "
                                                       "valid"),
                         a0=str(path), a1=line, a2=column, a3=detail)
        self.path, self.line, self.column, self.detail = Path(path), line, column, detail

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "file": str(self.path), "line": self.line, "column": self.column}


@dataclass(frozen=True, slots=True)
class Case:
    """One case: the arguments an agent would pass and what must hold afterwards."""

    __test__ = False
    name: str
    args: Any
    expect: dict[str, Any]
    index: int


@dataclass(slots=True)
class TestFile:
    """A parsed, valid test file of one tool."""

    __test__ = False
    tool_id: str
    path: Path
    cases: list[Case]
    data: dict[str, Any] = field(repr=False)


@lru_cache(maxsize=1)
def file_schema() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return loaded


def test_file_path(layer_dir: Path, tool_id: str) -> Path:
    return Path(layer_dir) / TESTS_DIR / f"{tool_id}.json"


def _line_column(text: str, offset: int) -> tuple[int, int]:
    offset = max(0, min(offset, len(text)))
    line_start = text.rfind("\n", 0, offset) + 1
    return text.count("\n", 0, offset) + 1, offset - line_start + 1


def _skip(text: str, pos: int) -> int:
    match = _SPACE.match(text, pos)
    return match.end() if match else pos


def locate(text: str, path: Iterable[Any]) -> int:
    """The offset in well-formed JSON ``text`` of the value at ``path`` (or of the deepest part of it found)."""
    pos = _skip(text, 0)
    for step in path:
        if pos >= len(text) or text[pos] not in "{[" or isinstance(step, str) != (text[pos] == "{"):
            break
        container, pos, index, found = pos, _skip(text, pos + 1), 0, False
        while pos < len(text) and text[pos] not in "]}":
            if isinstance(step, str):
                key, pos = STRICT_DECODER.raw_decode(text, pos)
                pos = _skip(text, _skip(text, pos) + 1)  # past the colon
                found = key == step
            else:
                found = index == step
                index += 1
            if found:
                break
            pos = _skip(text, STRICT_DECODER.raw_decode(text, pos)[1])
            if pos < len(text) and text[pos] == ",":
                pos = _skip(text, pos + 1)
        if not found:
            return container
    return pos


def _too_deep(text: str, limit: int) -> int | None:
    """The offset where brackets outside strings first nest deeper than ``limit``, or None."""
    depth = 0
    for match in _BRACKETS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > limit:
                return match.start()
        elif token in "]}":
            depth -= 1
    return None


def parse_text(data: bytes, path: Path) -> tuple[dict[str, Any], str]:
    """``(document, text)`` of a test file's bytes, or :class:`TestFileError` naming line and column."""
    if len(data) > MAX_TEST_FILE_BYTES:
        raise TestFileError(path, 1, 1, f"the file is larger than {MAX_TEST_FILE_BYTES} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[: error.start]
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        raise TestFileError(path, line, column, f"not valid UTF-8 (byte {error.start}); save the file as UTF-8") \
            from None
    text = text.removeprefix("\ufeff")
    deep = _too_deep(text, MAX_DEPTH)
    if deep is not None:
        raise TestFileError(path, *_line_column(text, deep), f"nested deeper than {MAX_DEPTH} levels")
    try:
        document = STRICT_DECODER.decode(text)
        check_strings(document)
    except json.JSONDecodeError as error:
        raise TestFileError(path, error.lineno, error.colno, f"not valid JSON: {error.msg}") from None
    except (JsonInputError, RecursionError, ValueError) as error:
        raise TestFileError(path, 1, 1, str(error) or "not usable JSON") from None
    errors = error_list(file_schema(), document)
    if errors:
        where, message = errors[0]
        shown = "/".join(str(part) for part in where) or "(root)"
        raise TestFileError(path, *_line_column(text, locate(text, where)), f"{shown}: {message}")
    return document, text


def _semantic_problem(document: dict[str, Any]) -> tuple[list[Any], str] | None:
    """What the schema cannot say: RE2 patterns that do not compile, duplicate case names."""
    seen: set[str] = set()
    for index, case in enumerate(document["cases"]):
        if case["name"] in seen:
            return ["cases", index, "name"], f"a second case named {case['name']!r}; names must be unique"
        seen.add(case["name"])
        pattern = case.get("expect", {}).get("stdout_matches")
        if pattern is not None:
            try:
                compile_re2(pattern)
            except re.error as error:
                return ["cases", index, "expect", "stdout_matches"], f"stdout_matches cannot be used: {error}"
    return None


def cases_of(document: dict[str, Any]) -> list[Case]:
    out = []
    for index, raw in enumerate(document["cases"]):
        args = raw["args"] if "args" in raw else ({"stdin": raw["stdin"]} if "stdin" in raw else {})
        out.append(Case(raw["name"], args, dict(raw.get("expect") or DEFAULT_EXPECT), index))
    return out


def check_text(data: bytes, path: Path) -> tuple[dict[str, Any], str]:
    """:func:`parse_text` plus what the schema cannot say (unique names, RE2 patterns that compile)."""
    document, text = parse_text(data, path)
    problem = _semantic_problem(document)
    if problem is not None:
        raise TestFileError(path, *_line_column(text, locate(text, problem[0])), problem[1])
    return document, text


def read_document(path: Path) -> tuple[dict[str, Any], str]:
    """The parsed, valid document and its text; :class:`TestFileError` when it cannot be used."""
    try:
        data = read_regular(path, MAX_TEST_FILE_BYTES)
    except OSError as error:
        raise TestFileError(path, 1, 1, f"cannot be read: {error.strerror or error}") from None
    return check_text(data, path)


def load_test_file(path: Path, tool_id: str | None = None) -> TestFile:
    document, _ = read_document(path)
    return TestFile(tool_id or Path(path).stem, Path(path), cases_of(document), document)


# -- where test files are ----------------------------------------------------------------------------

def layer_dir_of(registry: Registry, tool: Tool) -> Path | None:
    return next((layer.directory for layer in registry.layers if layer.name == tool.layer), None)


def tool_test_path(registry: Registry, tool: Tool) -> Path | None:
    """Where ``tool``'s cases live (the file may not exist), or None for a tool outside every layer."""
    layer_dir = layer_dir_of(registry, tool)
    return test_file_path(layer_dir, tool.id) if layer_dir is not None else None


def discover(registry: Registry, tool_ids: Iterable[str] = ()) -> list[tuple[str, Path]]:
    """``(tool id, test file)`` pairs: of the given ids, else every ``*.json`` in every layer's ``.tests/``."""
    wanted = list(tool_ids)
    found: list[tuple[str, Path]] = []
    seen: set[Path] = set()
    for layer in registry.layers:
        folder = Path(layer.directory) / TESTS_DIR
        if folder in seen or not folder.is_dir():
            continue
        seen.add(folder)
        try:
            names = sorted(entry.name for entry in folder.iterdir())
        except OSError:
            continue
        for name in names:
            if name.endswith(".json") and not name.startswith(".") and (not wanted or name[:-5] in wanted):
                found.append((name[:-5], folder / name))
    if wanted:  # the effective tool's own file first (a persona layer's, not a shadowed global one)
        order = {tool_id: n for n, tool_id in enumerate(wanted)}
        found.sort(key=lambda pair: order[pair[0]])
    return found


# -- lint ---------------------------------------------------------------------------------------------

def lint_tests(tool: Tool, registry: Registry) -> list[Finding]:
    """``tests-broken`` for an unusable test file, ``tests-args-invalid`` per case the Parameters refuse."""
    path = tool_test_path(registry, tool)
    if path is None or not path.exists():
        return []
    try:
        test_file = load_test_file(path, tool.id)
    except TestFileError as error:
        where = f"line {error.line}, column {error.column}: {error.detail}"
        return [Finding("tests-broken", str(path), tool.id, {"detail": where})]
    findings = []
    for case in test_file.cases:
        problems = argument_errors(tool.schema, case.args)
        if problems:
            findings.append(Finding("tests-args-invalid", str(path), tool.id,
                                    {"value": case.name, "detail": problems[0]}))
    return findings


# -- writing ------------------------------------------------------------------------------------------

def render(document: dict[str, Any]) -> bytes:
    return (json.dumps(document, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def _folder_leaves(path: Path) -> bool:
    """Whether the test file's folder (``<layer>/.tests``) exists and resolves outside its layer (SPEC §15: nothing
    is written through a link that leaves the layer; a tools repo can ship ``.tests`` as such a link)."""
    folder = path.parent
    return os.path.lexists(folder) and leaves(folder.parent, folder)


def edit_test_file(path: Path, edit: Callable[[dict[str, Any]], bool], *, create: bool = False) -> bool:
    """Re-read ``path``, apply ``edit`` (which changes the document in place and says whether it did) and
    replace the file atomically. A missing file starts as ``{"cases": []}`` when ``create``; a file that cannot
    be parsed raises :class:`TestFileError` and is left untouched; a symbolic link is never written through."""
    path = Path(path)
    if path.is_symlink():
        raise TestFileError(path, 1, 1, "is a symbolic link; ScriptDeck never writes through it")
    if _folder_leaves(path):
        raise TestFileError(path, 1, 1, f"{path.parent} leads outside its layer; ScriptDeck never writes through it")
    if create and not path.exists():
        document: dict[str, Any] = {"cases": []}
    else:
        document, _ = read_document(path)
    if not edit(document):
        return False
    check_text(render(document), path)  # what is written must read back valid
    atomic_write(path, render(document))
    return True


def add_case(path: Path, case: dict[str, Any]) -> str:
    """Append ``case`` (its name made unique within the file); the name it was saved under."""
    saved = {"name": str(case["name"])}

    def edit(document: dict[str, Any]) -> bool:
        names = {existing["name"] for existing in document["cases"]}
        base, n = saved["name"], 2
        while saved["name"] in names:
            saved["name"], n = f"{base} ({n})", n + 1
        document["cases"].append({**case, "name": saved["name"]})
        return True

    edit_test_file(path, edit, create=True)
    return saved["name"]


def write_starter(layer_dir: Path, tool_id: str, args: dict[str, Any], expect: dict[str, Any]) -> Path | None:
    """A new tool's ``.tests/<id>.json`` with its one case, unless a test file is already there."""
    path = test_file_path(layer_dir, tool_id)
    if path.exists() or path.is_symlink() or _folder_leaves(path):
        return None
    atomic_write(path, render({"cases": [{"name": "example", "args": args, "expect": expect}]}))
    return path
