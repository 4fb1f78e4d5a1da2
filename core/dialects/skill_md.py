"""An Agent Skill's ``SKILL.md`` (SPEC §28): its YAML front matter read safely, and the specification's checks.

The verdict (valid or not) is the one the specification's own validator, ``skills-ref validate``, gives on the same
folder: the front matter is found and split as it does (the text starts with ``---``; the first two ``---`` close
it), parsed with the same YAML reader (strictyaml: every scalar a string, no anchors or aliases, so an alias bomb is
refused, never expanded), and the same rules decide. Where skills-ref would crash (bytes that are not UTF-8, a
``SKILL.md`` that is a folder) the skill is invalid with a finding. The one deliberate difference: front matter over
:data:`MAX_FRONT_MATTER` bytes is refused unread (a valid one is a few hundred bytes; parsing 10 MB takes seconds).

Warnings never change the verdict: best practices (length, "when to use", nesting, scripts) and the types the
specification names but skills-ref does not check (``metadata`` a map of strings, ``allowed-tools`` a string).
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.safetext import safe_text
from scriptdeck.core.store.fsutil import NotRegularFile, read_regular

#: the largest SKILL.md read (bytes); past it the body is not counted, and the verdict still stands on the front matter
MAX_SKILL_MD = 4 * 1024 * 1024
#: front matter over this is refused without parsing it (SPEC §28, §9: untrusted input is bounded before parsing)
MAX_FRONT_MATTER = 256 * 1024
MAX_NAME = 64
MAX_DESCRIPTION = 1024
MAX_COMPATIBILITY = 500
MAX_LINES = 500  # best practice: a longer SKILL.md should move detail into references/
MAX_BODY_TOKENS = 5000
ALLOWED_FIELDS = frozenset({"name", "description", "license", "allowed-tools", "metadata", "compatibility"})
CONTEXT = "SkillLint"

_LINK = re.compile(r"\]\(([^)\s]+)\)")
_WHEN = re.compile(r"\b(use|used|using)\b[^.]*\bwhen\b|\bwhen(ever)?\b|\bfor\b[^.]*\b(tasks?|requests?)\b|"
                   r"用于|当|时使用|适用于|需要.*时", re.IGNORECASE)


@dataclass(frozen=True)
class Finding:
    code: str
    message: str  # English, marked for translation under CONTEXT (the words, with %1… filled in)
    args: tuple[str, ...] = ()

    def text(self, lang: str = "en") -> str:
        """The finding in ``lang`` (English: the words as marked), its %1… filled in."""
        out = translate(CONTEXT, self.message, lang) if lang != "en" else self.message
        for number, value in enumerate(self.args, 1):
            out = out.replace(f"%{number}", value)
        return out

    def as_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.text()}


@dataclass
class SkillFile:
    """What one skill folder says of itself: its front matter (None when unreadable), body and findings."""

    folder: Path
    skill_md: Path | None
    meta: dict[str, Any] | None = None
    body: str = ""
    lines: int = 0
    errors: list[Finding] = field(default_factory=list)
    warnings: list[Finding] = field(default_factory=list)

    @cached_property
    def scripts(self) -> list[str]:
        """The names in its ``scripts/`` folder (a real folder, not a link), sorted, the first 200: listed once for
        both the script findings and ``skills list``."""
        folder = self.folder / "scripts"
        try:
            if not stat.S_ISDIR(os.lstat(folder).st_mode):
                return []
            with os.scandir(folder) as entries:
                return sorted(entry.name for entry in entries)[:200]
        except OSError:
            return []

    @property
    def valid(self) -> bool:
        return not self.errors

    @property
    def name(self) -> str:
        value = (self.meta or {}).get("name")
        return safe_text(value.strip()) if isinstance(value, str) and value.strip() else safe_text(self.folder.name)

    @property
    def description(self) -> str:
        value = (self.meta or {}).get("description")
        return safe_text(value.strip()) if isinstance(value, str) else ""

    def metadata(self) -> dict[str, str]:
        value = (self.meta or {}).get("metadata")
        return {str(k): safe_text(str(v)) for k, v in value.items()} if isinstance(value, dict) else {}

    def display_name(self, lang: str) -> str:
        """``metadata.显示名称`` in Chinese, ``metadata.display-name`` (else the humanized name) in English (§28)."""
        meta = self.metadata()
        english = meta.get("display-name") or self.name.replace("-", " ").strip().capitalize()
        return (meta.get("显示名称") or english) if lang == "zh_CN" else english


def _error(code: str, message: str, *args: str) -> Finding:
    return Finding(code, message, tuple(safe_text(a) for a in args))


def find_skill_md(folder: Path) -> Path | None:
    """``SKILL.md``, else ``skill.md`` (as skills-ref looks: a dangling link is no file)."""
    for name in ("SKILL.md", "skill.md"):
        path = folder / name
        if path.exists():
            return path
    return None


def split_front_matter(text: str) -> tuple[str, str] | Finding:
    """(front matter, body) split exactly as the specification's validator splits it."""
    if not text.startswith("---"):
        return _error("no-front-matter", QT_TRANSLATE_NOOP("SkillLint", "SKILL.md must start with YAML front matter (---)"))
    parts = text.split("---", 2)
    if len(parts) < 3:
        return _error("front-matter-unclosed",
                      QT_TRANSLATE_NOOP("SkillLint", "SKILL.md front matter is not closed with ---"))
    return parts[1], parts[2].strip()


#: a top-level key, and a plain scalar that means the same in every YAML reader: not empty, no leading indicator
#: character, no ": " or " #" (no ":" or "#" at all, to be safe), no quotes, tabs or control characters
_KEY = r"[A-Za-z0-9_][A-Za-z0-9_.-]*"
#: (YAML's line breaks \x85, \u2028, \u2029, a BOM and what YAML calls non-printable are left to strictyaml)
_ODD = "\\ud800-\\udfff\\u2028\\u2029\\ufeff\\ufffe\\uffff"
_SCALAR = rf"[^\x00-\x20\x7f-\x9f{_ODD}\-?:,\[\]{{}}#&*!|>'\"%@`][^\x00-\x1f\x7f-\x9f{_ODD}:#'\"]*"
_PLAIN_LINE = re.compile(rf"({_KEY}): ({_SCALAR})")
_PLAIN_OPEN = re.compile(rf"({_KEY}):")
_PLAIN_NESTED = re.compile(rf"  ([^\x00-\x20\x7f-\x9f{_ODD}\-?:,\[\]{{}}#&*!|>'\"%@`][^\x00-\x20\x7f-\x9f{_ODD}:#'\"]*)"
                           rf": ({_SCALAR})")


def plain_front_matter(front: str) -> dict[str, Any] | None:
    """Front matter made only of ``key: text`` lines (and one level of ``key:`` with two-space ``key: text`` lines
    below it, as ``metadata`` is written) read without a YAML parser; None for anything else, which strictyaml
    reads. A property test checks both readings agree on everything this accepts (tests/core/dialects)."""
    out: dict[str, Any] = {}
    nested: dict[str, str] | None = None
    for line in front.split("\n"):
        line = line.rstrip(" ")
        if not line:
            continue
        if nested is not None and line.startswith("  "):
            match = _PLAIN_NESTED.fullmatch(line)
            if match is None or match[1] in nested:
                return None
            nested[match[1]] = match[2]
            continue
        if nested is not None and not nested:
            return None  # "key:" with nothing under it: strictyaml's answer, not ours
        nested = None
        match = _PLAIN_LINE.fullmatch(line)
        if match is not None:
            key, value = match[1], match[2]
        elif (opened := _PLAIN_OPEN.fullmatch(line)) is not None:
            key, value = opened[1], None
        else:
            return None
        if key in out:
            return None  # a duplicate key: strictyaml refuses it, with its message
        if value is None:
            nested = out[key] = {}
        else:
            out[key] = value
    if nested is not None and not nested or not out:
        return None
    return out


def parse_yaml(front: str) -> Any:
    """The front matter as strictyaml reads it (strings, lists and maps only), or a Finding."""
    if len(front.encode("utf-8", "surrogatepass")) > MAX_FRONT_MATTER:
        return _error("front-matter-too-large",
                      QT_TRANSLATE_NOOP("SkillLint", "the front matter is larger than %1 KiB; it was not read"),
                      str(MAX_FRONT_MATTER // 1024))
    plain = plain_front_matter(front)
    if plain is not None:  # most front matter is a few "key: text" lines: read as strictyaml reads them
        return plain
    import strictyaml  # type: ignore[import-untyped]  # only when a skill is read (it ships no types)

    try:
        return strictyaml.load(front).data
    except strictyaml.YAMLError as error:
        first = str(error).strip().splitlines()
        problem = getattr(error, "problem", None) or (first[0] if first else type(error).__name__)
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 2}, column {mark.column + 1})" if mark is not None else ""
        return _error("yaml-invalid", QT_TRANSLATE_NOOP("SkillLint", "invalid YAML in the front matter: %1"),
                      f"{problem}{where}")
    except Exception as error:  # noqa: BLE001 - the reader's own faults (a NUL byte: AttributeError; depth:
        # RecursionError) are a finding, never a crash; skills-ref fails on the same input, so the verdict agrees
        return _error("yaml-invalid", QT_TRANSLATE_NOOP("SkillLint", "invalid YAML in the front matter: %1"),
                      type(error).__name__)


def _universal_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_skill(folder: Path, *, count_tokens: Any = None) -> SkillFile:
    """Read and check one skill folder. ``count_tokens(text) -> int | None`` counts the body (§22's tokenizer);
    without it, or when it cannot count, the body-size warning uses a 4-characters-a-token estimate."""
    skill_md = find_skill_md(folder)
    skill = SkillFile(folder, skill_md)
    if skill_md is None:
        skill.errors.append(_error("no-skill-md", QT_TRANSLATE_NOOP("SkillLint", "the folder has no SKILL.md")))
        return skill
    try:
        data = read_regular(skill_md, MAX_SKILL_MD)
    except NotRegularFile:
        skill.errors.append(_error("skill-md-not-file", QT_TRANSLATE_NOOP("SkillLint", "%1 is not a regular file"),
                                   skill_md.name))
        return skill
    except OSError as error:
        skill.errors.append(_error("skill-md-unreadable", QT_TRANSLATE_NOOP("SkillLint", "%1 cannot be read: %2"),
                                   skill_md.name, error.strerror or type(error).__name__))
        return skill
    truncated = len(data) > MAX_SKILL_MD
    try:
        text = _universal_newlines(data[:MAX_SKILL_MD].decode("utf-8"))
    except UnicodeDecodeError as error:
        if not (truncated and error.start >= MAX_SKILL_MD - 4):
            skill.errors.append(_error("not-utf8", QT_TRANSLATE_NOOP("SkillLint", "SKILL.md is not UTF-8 (byte %1)"),
                                       str(error.start + 1)))
            return skill
        text = _universal_newlines(data[:error.start].decode("utf-8"))
    split = split_front_matter(text)
    if isinstance(split, Finding):
        skill.errors.append(split)
        return skill
    front, skill.body = split
    skill.lines = text.count("\n") + (0 if text.endswith("\n") else 1)
    meta = parse_yaml(front)
    if isinstance(meta, Finding):
        skill.errors.append(meta)
        return skill
    if not isinstance(meta, dict):
        skill.errors.append(_error("front-matter-not-mapping",
                                   QT_TRANSLATE_NOOP("SkillLint", "the front matter must be a YAML mapping")))
        return skill
    skill.meta = meta
    skill.errors.extend(check_fields(meta, folder))
    skill.warnings.extend(_warnings(skill, truncated, count_tokens))
    return skill


def check_fields(meta: dict[str, Any], folder: Path | None) -> list[Finding]:
    """The specification's rules on the parsed front matter (the verdict)."""
    errors: list[Finding] = []
    extra = sorted(set(meta) - ALLOWED_FIELDS)
    if extra:
        errors.append(_error("field-unknown", QT_TRANSLATE_NOOP("SkillLint", "unexpected fields in the front matter: %1 (allowed: name, description, license, compatibility, metadata, allowed-tools)"), ", ".join(str(k) for k in extra)))
    if "name" not in meta:
        errors.append(_error("name-missing", QT_TRANSLATE_NOOP("SkillLint", "the front matter has no name")))
    else:
        errors.extend(_check_name(meta["name"], folder))
    if "description" not in meta:
        errors.append(_error("description-missing", QT_TRANSLATE_NOOP("SkillLint", "the front matter has no description")))
    else:
        description = meta["description"]
        if not isinstance(description, str) or not description.strip():
            errors.append(_error("description-empty",
                                 QT_TRANSLATE_NOOP("SkillLint", "the description must be a non-empty string")))
        elif len(description) > MAX_DESCRIPTION:
            errors.append(_error("description-too-long", QT_TRANSLATE_NOOP("SkillLint", "the description has %1 characters; at most %2"), str(len(description)), str(MAX_DESCRIPTION)))
    if "compatibility" in meta:
        value = meta["compatibility"]
        if not isinstance(value, str):
            errors.append(_error("compatibility-not-string",
                                 QT_TRANSLATE_NOOP("SkillLint", "compatibility must be a string")))
        elif len(value) > MAX_COMPATIBILITY:
            errors.append(_error("compatibility-too-long", QT_TRANSLATE_NOOP("SkillLint", "compatibility has %1 characters; at most %2"), str(len(value)), str(MAX_COMPATIBILITY)))
    return errors


def _check_name(value: Any, folder: Path | None) -> list[Finding]:
    if not value or not isinstance(value, str) or not value.strip():
        return [_error("name-empty", QT_TRANSLATE_NOOP("SkillLint", "the name must be a non-empty string"))]
    name = unicodedata.normalize("NFKC", value.strip())
    errors = []
    if len(name) > MAX_NAME:
        errors.append(_error("name-too-long", QT_TRANSLATE_NOOP("SkillLint", "the name “%1” has %2 characters; at most %3"),
                             name, str(len(name)), str(MAX_NAME)))
    if name != name.lower():
        errors.append(_error("name-not-lowercase", QT_TRANSLATE_NOOP("SkillLint", "the name “%1” must be lowercase"), name))
    if name.startswith("-") or name.endswith("-"):
        errors.append(_error("name-hyphen-edge",
                             QT_TRANSLATE_NOOP("SkillLint", "the name cannot start or end with a hyphen")))
    if "--" in name:
        errors.append(_error("name-double-hyphen",
                             QT_TRANSLATE_NOOP("SkillLint", "the name cannot contain two hyphens in a row")))
    if not all(c.isalnum() or c == "-" for c in name):
        errors.append(_error("name-characters", QT_TRANSLATE_NOOP("SkillLint", "the name “%1” may hold only letters, digits and hyphens"), name))
    if folder is not None and unicodedata.normalize("NFKC", folder.name) != name:
        errors.append(_error("name-folder-mismatch", QT_TRANSLATE_NOOP("SkillLint", "the folder “%1” must have the skill's name, “%2”"), folder.name, name))
    return errors


def _warnings(skill: SkillFile, truncated: bool, count_tokens: Any) -> list[Finding]:
    meta = skill.meta or {}
    out: list[Finding] = []
    if "metadata" in meta and not (isinstance(meta["metadata"], dict)
                                   and all(isinstance(v, str) for v in meta["metadata"].values())):
        out.append(_error("metadata-not-strings", QT_TRANSLATE_NOOP("SkillLint", "metadata should be a map of strings")))
    if "allowed-tools" in meta and not isinstance(meta["allowed-tools"], str):
        out.append(_error("allowed-tools-not-string",
                          QT_TRANSLATE_NOOP("SkillLint", "allowed-tools should be one string")))
    if skill.lines > MAX_LINES:
        out.append(_error("skill-md-long", QT_TRANSLATE_NOOP("SkillLint", "SKILL.md has %1 lines; keep it under %2 and move detail into references/"),
            str(skill.lines), str(MAX_LINES)))
    tokens = count_tokens(skill.body) if count_tokens is not None else None
    if tokens is None:
        tokens = len(skill.body) // 4
    if truncated or tokens > MAX_BODY_TOKENS:
        out.append(_error("body-long", QT_TRANSLATE_NOOP("SkillLint", "the instructions are over %1 tokens; every use of the skill loads them"), str(MAX_BODY_TOKENS)))
    description = meta.get("description")
    if isinstance(description, str) and description.strip() and not _WHEN.search(description):
        out.append(_error("description-no-when", QT_TRANSLATE_NOOP("SkillLint", "the description says what the skill does but not when to use it (“Use when …”)")))
    out.extend(_nested_references(skill))
    out.extend(_script_findings(skill))
    return out


def _nested_references(skill: SkillFile) -> list[Finding]:
    """Files SKILL.md points at should be one level deep (``references/x.md``), and point at nothing further."""
    out: list[Finding] = []
    for target in _LINK.findall(skill.body):
        if "://" in target or target.startswith(("#", "mailto:")):
            continue
        parts = [p for p in target.split("#", 1)[0].split("/") if p not in ("", ".")]
        if len(parts) > 2:
            out.append(_error("reference-deep", QT_TRANSLATE_NOOP("SkillLint", "%1 is more than one level deep; keep references one level below SKILL.md"), target))
    return out


def _script_findings(skill: SkillFile) -> list[Finding]:
    """A script in ``scripts/`` needs a shebang and the exec bit to run as the skill says."""
    out: list[Finding] = []
    for name in skill.scripts:
        path = skill.folder / "scripts" / name
        try:
            mode = os.lstat(path).st_mode
            if not stat.S_ISREG(mode):
                continue
            head = read_regular(path, 2)[:2]
        except OSError:
            continue
        if head != b"#!":
            out.append(_error("script-no-shebang", QT_TRANSLATE_NOOP("SkillLint", "scripts/%1 has no #! line"), name))
        elif not mode & stat.S_IXUSR:
            out.append(_error("script-not-executable",
                              QT_TRANSLATE_NOOP("SkillLint", "scripts/%1 is not executable (chmod +x)"), name))
    return out
