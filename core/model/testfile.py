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
from scriptdeck.core.contract.jsonsafe import STRICT_DECODER, JsonInputError, may_hold_surrogates
from scriptdeck.core.contract.safetext import replace_surrogates
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
#: the longest problem text a report quotes from a test file
MAX_DETAIL = 300
#: the expectation keys, in the order a report checks them
EXPECT_KEYS = ("success", "exit_code", "limit", "stdout", "stdout_contains", "stdout_matches", "stdout_json",
               "stderr_contains", "images", "max_ms")
DEFAULT_EXPECT: dict[str, Any] = {"success": True}
_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)
_SPACE = re.compile(r"[ \t\n\r]*")
#: Python refuses to read an integer of more digits than this (``sys.get_int_max_str_digits``)
_LONG_NUMBER = re.compile(r"-?[0-9]{4300,}")
#: a ``\\uD800``–``\\uDFFF`` escape, and a number with an exponent (``1e400`` is no finite float)
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
_EXPONENT_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?[eE][+-]?[0-9]+")


def unsafe_case_text(test_file: TestFile) -> bool:
    """Whether the file held lone surrogates, or a case's name or skip reason characters outputs replace or escape
    (NUL, ESC …): lint's ``text-unencodable`` for the test file (SPEC §24)."""
    from scriptdeck.core.contract.safetext import has_unsafe

    return test_file.replaced or any(has_unsafe(case.name) or has_unsafe(case.skip or "") for case in test_file.cases)


def _unusable_at(text: str) -> int | None:
    """Where the strict reader's refusal is: the first lone surrogate escape, else the first number too large for
    a float (None when neither is found: the file is then said to be wrong at 1:1)."""
    pairs_end = -1
    for match in _SURROGATE_ESCAPE.finditer(text):
        if match.start() < pairs_end:
            continue  # the low half of a pair already taken
        high = match.group()[3].lower() in "89ab"
        after = _SURROGATE_ESCAPE.match(text, match.end())
        if high and after is not None and after.group()[3].lower() in "cdef":
            pairs_end = after.end()
            continue
        return match.start()
    for match in _EXPONENT_NUMBER.finditer(text):
        if float(match.group()) in (float("inf"), float("-inf")):
            return match.start()
    return None


class TestFileError(LocalizedError):
    """A test file that cannot be used: where (file, line, column) and why (English detail)."""

    __test__ = False  # not a pytest class
    context = "testfile"

    def __init__(self, path: Path, line: int, column: int, detail: str) -> None:
        super().__init__(QT_TRANSLATE_NOOP("testfile", "{a0}:{a1}:{a2}: {a3}"),
                         QT_TRANSLATE_NOOP("testfile", "correct the test file; none of its cases run until it is "
                                                       "valid"),
                         a0=display_path(path), a1=line, a2=column, a3=detail)
        self.path, self.line, self.column, self.detail = Path(path), line, column, detail

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "file": display_path(self.path), "line": self.line, "column": self.column}


def display_path(path: Path | str) -> str:
    """A path as valid text: bytes that are not UTF-8 (a file named ``bad\\xff.json``) written as ``\\xff``, so
    ``--json`` stays readable by a strict reader, ScriptDeck's own included."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


@dataclass(frozen=True, slots=True)
class Case:
    """One case: the arguments an agent would pass and what must hold afterwards."""

    __test__ = False
    name: str
    args: Any
    expect: dict[str, Any]
    index: int
    #: per-case set-up (SPEC §26): variables added to the run's environment, files of a fresh working folder,
    #: a shorter timeout, a reason to skip
    env: dict[str, str] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)
    timeout_ms: int | None = None
    skip: str | None = None


@dataclass(slots=True)
class TestFile:
    """A parsed, valid test file of one tool."""

    __test__ = False
    tool_id: str
    path: Path
    cases: list[Case]
    data: dict[str, Any] = field(repr=False)
    #: lone surrogates in the file were replaced by U+FFFD when it was read (lint: ``text-unencodable``)
    replaced: bool = False


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
        if may_hold_surrogates(text):  # SPEC §24: replaced for output (U+FFFD) and linted, never a refusal
            document = replace_surrogates(document)
    except json.JSONDecodeError as error:
        raise TestFileError(path, error.lineno, error.colno, f"not valid JSON: {error.msg}") from None
    except (JsonInputError, RecursionError, ValueError) as error:
        long_number = _LONG_NUMBER.search(text)
        if long_number is not None:  # not Python's advice to call sys.set_int_max_str_digits()
            raise TestFileError(path, *_line_column(text, long_number.start()),
                                f"a number of {len(long_number.group().lstrip('-'))} digits; use a number of at most "
                                "4300 digits") from None
        at = _unusable_at(text)
        raise TestFileError(path, *(_line_column(text, at) if at is not None else (1, 1)),
                            str(error) or "not usable JSON") from None
    errors = error_list(file_schema(), document)
    if errors:
        where, message = errors[0]
        if len(message) > MAX_DETAIL:  # a schema message quotes the value: a 2 MB pattern is not echoed whole
            message = message[:MAX_DETAIL] + f"… (cut: the message has {len(message)} characters)"
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
        for relative in case.get("files", {}):
            if not _safe_relative(relative):
                return (["cases", index, "files"],
                        f"files: {relative!r} is not a relative path inside the case's folder (no '/' at the start, "
                        "no '..', no NUL)")
        pattern = case.get("expect", {}).get("stdout_matches")
        if pattern is not None:
            try:
                compile_re2(pattern)
            except re.error as error:
                return ["cases", index, "expect", "stdout_matches"], f"stdout_matches cannot be used: {error}"
    return None


def _safe_relative(relative: str) -> bool:
    parts = relative.replace("\\", "/").split("/")
    return (not relative.startswith("/") and "\0" not in relative and ".." not in parts
            and all(part not in ("", ".") for part in parts))


def cases_of(document: dict[str, Any]) -> list[Case]:
    out = []
    for index, raw in enumerate(document["cases"]):
        args = raw["args"] if "args" in raw else ({"stdin": raw["stdin"]} if "stdin" in raw else {})
        out.append(Case(raw["name"], args, dict(raw.get("expect") or DEFAULT_EXPECT), index,
                        dict(raw.get("env") or {}), dict(raw.get("files") or {}), raw.get("timeout_ms"),
                        raw.get("skip")))
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
    document, text = read_document(path)
    if may_hold_surrogates(text):
        fresh = STRICT_DECODER.decode(text)
        replaced = replace_surrogates(fresh) is not fresh
    else:
        replaced = False
    return TestFile(tool_id or Path(path).stem, Path(path), cases_of(document), document, replaced)


# -- where test files are ----------------------------------------------------------------------------

#: the built-in layer lives inside the installed package, which ScriptDeck never writes: its tools' cases are kept
#: in the global layer's ``.tests/`` (SPEC §26), where the window and the command line both read and write them
READ_ONLY_LAYERS = {"builtin": "global"}


def layer_dir_of(registry: Registry, tool: Tool) -> Path | None:
    """The folder whose ``.tests/`` holds ``tool``'s cases (the global layer's for a built-in tool)."""
    name = READ_ONLY_LAYERS.get(tool.layer, tool.layer)
    return next((layer.directory for layer in registry.layers if layer.name == name), None)


def tool_test_path(registry: Registry, tool: Tool) -> Path | None:
    """Where ``tool``'s cases live (the file may not exist), or None for a tool outside every layer."""
    layer_dir = layer_dir_of(registry, tool)
    return test_file_path(layer_dir, tool.id) if layer_dir is not None else None


@dataclass(frozen=True, slots=True)
class FoundFile:
    """One test file: the tool id it is named after, where it is, and the layer it sits in."""

    tool_id: str
    path: Path
    layer: str


def discover_files(registry: Registry, tool_ids: Iterable[str] = ()) -> list[FoundFile]:
    """The test files of the given ids, else every ``*.json`` in every layer's ``.tests/`` (the built-in layer's
    own folder is never read: it is not where its cases live), lowest layer first."""
    wanted = set(tool_ids)
    found: list[FoundFile] = []
    seen: set[Path] = set()
    for layer in registry.layers:
        folder = Path(layer.directory) / TESTS_DIR
        if layer.name in READ_ONLY_LAYERS or folder in seen or not folder.is_dir():
            continue
        seen.add(folder)
        try:
            names = sorted(entry.name for entry in folder.iterdir())
        except OSError:
            continue
        for name in names:
            if name.endswith(".json") and not name.startswith(".") and (not wanted or name[:-5] in wanted):
                found.append(FoundFile(name[:-5], folder / name, layer.name))
    return found


def discover(registry: Registry, tool_ids: Iterable[str] = ()) -> list[tuple[str, Path]]:
    """``(tool id, test file)`` pairs of :func:`discover_files`."""
    return [(item.tool_id, item.path) for item in discover_files(registry, tool_ids)]


def shadowed_by(registry: Registry, found: FoundFile) -> Tool | None:
    """The tool of a higher layer that hides the one ``found``'s cases belong to, or None (SPEC §26: cases belong
    to the layer their file sits in; the global layer's file holds the built-in tool's cases too)."""
    tool = registry.get(found.tool_id)
    if tool is None:
        return None
    rank = {layer.name: n for n, layer in enumerate(registry.layers)}
    tool_rank = rank.get(READ_ONLY_LAYERS.get(tool.layer, tool.layer), -1)
    return tool if tool_rank > rank.get(found.layer, -1) else None


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
    if unsafe_case_text(test_file):
        findings.append(Finding("text-unencodable", str(path), tool.id, {"value": "test case"}))
    for case in test_file.cases:
        problems = argument_errors(tool.schema, case.args)
        if problems:
            findings.append(Finding("tests-args-invalid", str(path), tool.id,
                                    {"value": case.name, "detail": problems[0]}))
    return findings


# -- writing ------------------------------------------------------------------------------------------

def render(document: dict[str, Any], indent: str | None = "  ") -> bytes:
    return (json.dumps(document, ensure_ascii=False, indent=indent) + "\n").encode("utf-8")


def indent_of(text: str) -> str | None:
    """The indentation a file's author used (the first indented line's), so a rewrite keeps it; None for a file
    written on one line."""
    if "\n" not in text.strip():
        return None
    for line in text.splitlines()[1:]:
        stripped = line.lstrip(" \t")
        if stripped and len(stripped) < len(line):
            return line[: len(line) - len(stripped)]
    return "  "


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
    indent: str | None = "  "
    if create and not path.exists():
        document: dict[str, Any] = {"cases": []}
    else:
        document, text = read_document(path)
        indent = indent_of(text)
    if not edit(document):
        return False
    data = render(document, indent)
    check_text(data, path)  # what is written must read back valid
    atomic_write(path, data)
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


def _case_at(document: dict[str, Any], path: Path, index: int, name: str) -> dict[str, Any]:
    """The case at ``index`` if it still has ``name``; else the file changed since it was shown: refuse."""
    cases = document["cases"]
    if not (0 <= index < len(cases)) or cases[index].get("name") != name:
        raise TestFileError(path, 1, 1, f"the case {name!r} is no longer where it was (the file changed); "
                                         "nothing was written")
    found: dict[str, Any] = cases[index]
    return found


def rename_case(path: Path, index: int, name: str, new_name: str) -> None:
    """Rename the case ``name`` at ``index``; refused when another case has ``new_name``."""
    def edit(document: dict[str, Any]) -> bool:
        case = _case_at(document, path, index, name)
        if new_name == name:
            return False
        if any(other.get("name") == new_name for other in document["cases"]):
            raise TestFileError(path, 1, 1, f"a case named {new_name!r} is already there; names must be unique")
        case["name"] = new_name
        return True

    edit_test_file(path, edit)


def replace_case(path: Path, index: int, name: str, new_case: dict[str, Any]) -> None:
    """Replace the case ``name`` at ``index`` with ``new_case`` (checked against the schema before writing)."""
    def edit(document: dict[str, Any]) -> bool:
        _case_at(document, path, index, name)
        if any(n != index and other.get("name") == new_case.get("name") for n, other in enumerate(document["cases"])):
            raise TestFileError(path, 1, 1, f"a case named {new_case.get('name')!r} is already there; names must be "
                                            "unique")
        if document["cases"][index] == new_case:
            return False
        document["cases"][index] = new_case
        return True

    edit_test_file(path, edit)


def delete_case(path: Path, index: int, name: str) -> None:
    """Remove the case ``name`` at ``index`` (the file stays, with its other cases)."""
    def edit(document: dict[str, Any]) -> bool:
        _case_at(document, path, index, name)
        del document["cases"][index]
        return True

    edit_test_file(path, edit)


def raw_case(path: Path, index: int) -> dict[str, Any] | None:
    """The case at ``index`` exactly as the file has it (for editing), or None."""
    document, _ = read_document(path)
    cases = document["cases"]
    return dict(cases[index]) if 0 <= index < len(cases) else None
