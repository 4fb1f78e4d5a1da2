"""House-rule lint (SPEC §11): every finding has a code, a severity, a message in both languages and a fix."""

from __future__ import annotations

import json
import os
import re
from functools import cache

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.ids import RESERVED_IDS, has_cjk, id_from_file_name
from scriptdeck.core.contract.lazy_re import compile_on_use
from scriptdeck.core.contract.safetext import safe_text
from scriptdeck.core.dialects.header import read_head
from scriptdeck.core.platform import files
from scriptdeck.core.store.index_store import INVALID_KEY

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

    from scriptdeck.core.model.tool import Tool

ERROR, WARNING = "error", "warning"
GRANTABLE = ("host.info", "providers.read", "subsystems.read")
CTX = "lint"

# the fixes of a Raycast command another one shadows (the scan sets them; lint knows them apart from other fixes).
# Here, not in layers, which imports lint: the two imported each other (issue 42).
FIX_RAYCAST_SHADOWED_HERE = QT_TRANSLATE_NOOP("registry", "another command of this folder has the same id and is the "
                                              "one used (the first by file name): rename one of the two files")
FIX_RAYCAST_SHADOWED = QT_TRANSLATE_NOOP("registry", "a command in another Raycast folder has the same id and is "
                                         "the one used: rename one of the two files")

#: code -> (severity, message, fix or "")
CATALOG: dict[str, tuple[str, str, str]] = {
    "no-shebang": (ERROR, QT_TRANSLATE_NOOP("lint", "The first line is not a shebang (#!…), so the agent cannot run the file"),
                   QT_TRANSLATE_NOOP("lint", "Start the file with a line such as #!/usr/bin/env python3")),
    "no-exec-bit": (ERROR, QT_TRANSLATE_NOOP("lint", "The file is not executable"),
                    QT_TRANSLATE_NOOP("lint", "Make it executable: chmod +x {path}")),
    "no-description": (ERROR, QT_TRANSLATE_NOOP("lint", "No description, so the tool is not registered"),
                       QT_TRANSLATE_NOOP("lint", "add a # Description: line")),
    "no-id": (ERROR, QT_TRANSLATE_NOOP("lint", "No tool id can be derived from the file name {name}"),
              QT_TRANSLATE_NOOP("lint", "Add a # Id: line, or rename the file with ASCII letters")),
    "params-not-json": (ERROR, QT_TRANSLATE_NOOP("lint", "Parameters is not valid JSON"),
                        QT_TRANSLATE_NOOP("lint", "Fix the JSON after # Parameters: (check commas and quotes)")),
    "params-unclosed": (ERROR, QT_TRANSLATE_NOOP("lint", "The Parameters block never closes; it swallowed the rest of the header"),
                        QT_TRANSLATE_NOOP("lint", "Close every { and [ of the Parameters block, each line starting with #")),
    "params-too-deep": (ERROR, QT_TRANSLATE_NOOP("lint", "Parameters is nested deeper than 64 levels, so it is not used"),
                        QT_TRANSLATE_NOOP("lint", "Flatten the schema (use $defs and $ref for repeated parts)")),
    "not-a-file": (ERROR, QT_TRANSLATE_NOOP("lint", "{name} is not a regular file (a FIFO, socket, device or folder), so it cannot be a tool"),
                   QT_TRANSLATE_NOOP("lint", "Move it out of the scripts folder")),
    "unreadable": (ERROR, QT_TRANSLATE_NOOP("lint", "The file cannot be read ({detail}), so it is not listed as a tool"),
                   QT_TRANSLATE_NOOP("lint", "Give yourself read permission: chmod u+r {path}")),
    "timeout-invalid": (WARNING, QT_TRANSLATE_NOOP("lint", "Timeout {value} is not a usable number of seconds; it is ignored"),
                        QT_TRANSLATE_NOOP("lint", "Use a whole number of seconds between 1 and 300")),
    "params-invalid-schema": (ERROR, QT_TRANSLATE_NOOP("lint", "Parameters is not a valid JSON Schema: {detail}"),
                              QT_TRANSLATE_NOOP("lint", "Correct the schema so it validates against its draft")),
    "params-not-object": (ERROR, QT_TRANSLATE_NOOP("lint", "Parameters must be a JSON Schema with \"type\": \"object\""),
                          QT_TRANSLATE_NOOP("lint", "Wrap the arguments in {\"type\":\"object\",\"properties\":{…}}")),
    "invalid-id": (ERROR, QT_TRANSLATE_NOOP("lint", "The header Id {value} is not a valid tool id, so it is ignored"),
                   QT_TRANSLATE_NOOP("lint", "Use letters, digits and _ only, starting with a letter")),
    "reserved-id": (ERROR, QT_TRANSLATE_NOOP("lint", "The id {id} is reserved for one of the agent's own tools, so it is never registered"),
                    QT_TRANSLATE_NOOP("lint", "Choose another name with a # Id: line or rename the file")),
    "index-entry-outside": (ERROR, QT_TRANSLATE_NOOP("lint", "index.json entry {id} points to {value}, which is not a file inside its layer; it is ignored"),
                            QT_TRANSLATE_NOOP("lint", "Point the entry's path to a script in {dir}, or remove the entry")),
    "index-id-invalid": (ERROR, QT_TRANSLATE_NOOP("lint", "index.json entry id {value} is not a tool id (letters, digits and _ only, starting with a letter), so the entry registers nothing"),
                         QT_TRANSLATE_NOOP("lint", "Correct the id in index.json, e.g. with _ in place of other characters")),
    "index-unreadable": (ERROR, QT_TRANSLATE_NOOP("lint", "index.json cannot be read ({detail}); its overrides are ignored and writes to this layer are refused"),
                         QT_TRANSLATE_NOOP("lint", "Repair {path} by hand (a copy may be in index.json.bak) or move it aside")),
    "no-zh-name": (WARNING, QT_TRANSLATE_NOOP("lint", "No 显示名称: a Chinese UI can only show the tool id"),
                   QT_TRANSLATE_NOOP("lint", "add a # 显示名称： line with a Chinese name")),
    "cjk-display-name": (WARNING, QT_TRANSLATE_NOOP("lint", "Display name contains Chinese; it is the English UI name"),
                         QT_TRANSLATE_NOOP("lint", "Put the Chinese name in # 显示名称： and an English one (or none) in Display name")),
    "description-not-english": (WARNING, QT_TRANSLATE_NOOP("lint", "The description the model sees is not in English"),
                                QT_TRANSLATE_NOOP("lint", "Add an English # Description: line; keep 描述 for people")),
    "first-sentence-long": (WARNING, QT_TRANSLATE_NOOP("lint", "The first sentence is {count} characters; in stub mode the model sees at most 60"),
                            QT_TRANSLATE_NOOP("lint", "Say what the tool does in under 60 characters, then the details")),
    "description-costly": (WARNING, QT_TRANSLATE_NOOP("lint", "The tool costs {count} tokens of the agent's context on every turn (over 1,000)"),
                           QT_TRANSLATE_NOOP("lint", "Shorten the description and the parameter descriptions; put long help where the agent asks for it")),
    "property-no-description": (WARNING, QT_TRANSLATE_NOOP("lint", "Parameter {value} has no description"),
                                QT_TRANSLATE_NOOP("lint", "Give every property a \"description\"")),
    "timeout-over-max": (WARNING, QT_TRANSLATE_NOOP("lint", "Timeout {value} s is over the 300 s maximum; it is clamped to 300"),
                         QT_TRANSLATE_NOOP("lint", "Use a timeout of 300 seconds or less")),
    "unknown-capability": (WARNING, QT_TRANSLATE_NOOP("lint", "Unknown capability {value}; it is ignored"),
                           QT_TRANSLATE_NOOP("lint", "Use host.info, providers.read or subsystems.read")),
    "secret-in-header": (WARNING, QT_TRANSLATE_NOOP("lint", "The header looks like it contains a secret (line {value})"),
                         QT_TRANSLATE_NOOP("lint", "Never put secrets in the header; read them from the environment or a file under $MIYU_SCRIPT_CACHE_DIR")),
    "pi-no-description": (WARNING, QT_TRANSLATE_NOOP("lint", "No \"# Description: \" line, so pi shows the model \"(no description)\""),
                          QT_TRANSLATE_NOOP("lint", "Add a line that starts exactly with \"# Description: \"")),
    "pi-timeout-short": (WARNING, QT_TRANSLATE_NOOP("lint", "Timeout {value} is {value} milliseconds for pi, probably meant as seconds"),
                         QT_TRANSLATE_NOOP("lint", "pi reads milliseconds: write # Timeout: {suggest}")),
    "pi-key-ignored": (WARNING, QT_TRANSLATE_NOOP("lint", "pi ignores the line \"{value}\": it reads only the exact prefixes \"# Name: \", \"# Description: \", \"# Usage: \" and \"# Timeout: \""),
                       QT_TRANSLATE_NOOP("lint", "Write the key with this case, one space after # and one after the colon")),
    "pi-name-invalid": (WARNING, QT_TRANSLATE_NOOP("lint", "pi ignores # Name: {value} (only a-z, 0-9 and _ are allowed), so the tool is called {id}"),
                        QT_TRANSLATE_NOOP("lint", "Use lowercase letters, digits and _ only, e.g. # Name: {suggest}")),
    "pi-name-collision": (WARNING, QT_TRANSLATE_NOOP("lint", "{name} and {value} both give the tool name {id}; pi keeps only {value}, the later one by name"),
                          QT_TRANSLATE_NOOP("lint", "Rename one of the files or give it another # Name: line")),
    "pi-symlink": (WARNING, QT_TRANSLATE_NOOP("lint", "{name} is a symbolic link; pi registers regular files only, so it skips it"),
                   QT_TRANSLATE_NOOP("lint", "Replace the link with a copy of the file, or link the whole scripts folder instead")),
    "raycast-argument-invalid": (WARNING, QT_TRANSLATE_NOOP("lint", "@raycast.{value} is not a JSON object, so the argument is left out"),
                                 QT_TRANSLATE_NOOP("lint", "Write it as in Raycast's docs, e.g. {{ \"type\": \"text\", \"placeholder\": \"Query\" }}")),
    "tests-broken": (ERROR, QT_TRANSLATE_NOOP("lint", "The test file {path} cannot be used ({detail}); none of its cases run"),
                     QT_TRANSLATE_NOOP("lint", "Correct the test file (its format: resources/tooltests.schema.json), or move it aside")),
    "tests-args-invalid": (WARNING, QT_TRANSLATE_NOOP("lint", "Test case {value} passes arguments the tool's Parameters refuse: {detail}"),
                           QT_TRANSLATE_NOOP("lint", "Correct the case's args in {path}, or the tool's Parameters")),
    "name-collision": (ERROR, QT_TRANSLATE_NOOP("lint", "The id {id} is the name MCP serves {value} under, so {value} keeps it and this tool is not served over MCP"),
                       QT_TRANSLATE_NOOP("lint", "Give this tool another id (a # Id: line or another file name)")),
    "text-unencodable": (WARNING, QT_TRANSLATE_NOOP("lint", "The {value} holds characters that cannot be shown or sent as they are (a lone surrogate, NUL or another control character); they are replaced in every output"),
                         QT_TRANSLATE_NOOP("lint", "Rewrite the {value} in plain text")),
    "confirm-invalid": (ERROR, QT_TRANSLATE_NOOP("lint", "{value} is not yes or no (or disagrees with an earlier Confirm line), so the tool asks before every run"),
                        QT_TRANSLATE_NOOP("lint", "Write one line, # Confirm: yes (or true, 是) or # Confirm: no (or false, 否)")),
    "permission-invalid": (ERROR, QT_TRANSLATE_NOOP("lint", "{value} is not a Permission, so the tool counts as one that writes"),
                           QT_TRANSLATE_NOOP("lint", "Write # Permission: read-only, presentation or writes")),
    "alias-collision": (WARNING, QT_TRANSLATE_NOOP("lint", "The alias {value} is also an alias of {other}, so a search for it finds both tools"),
                        QT_TRANSLATE_NOOP("lint", "Keep the alias on one tool only, e.g. scriptdeck alias {id} {value} --remove")),
    "aliases-invalid": (WARNING, QT_TRANSLATE_NOOP("lint", "index.json's aliases {value} hold something that is not an alias (one word of up to 40 characters, no spaces); it is ignored"),
                        QT_TRANSLATE_NOOP("lint", "Correct or remove it in the \"aliases\" list of index.json, or edit the aliases in Details")),
    "favourite-invalid": (WARNING, QT_TRANSLATE_NOOP("lint", "index.json's favourite {value} is not true or false, so the tool is not a favourite"),
                          QT_TRANSLATE_NOOP("lint", "Write \"favourite\": true (no quotes) in index.json, or remove it")),
    "duplicate-id": (WARNING, QT_TRANSLATE_NOOP("lint", "Another script in this layer also has the id {id} ({value}); only one is used"),
                     QT_TRANSLATE_NOOP("lint", "Give one of them a different # Id: or file name")),
}

#: (code, variant) -> a message that replaces the catalog's when a finding says ``variant``
VARIANTS: dict[tuple[str, Any], str] = {
    ("no-zh-name", "english"): QT_TRANSLATE_NOOP("lint", "No 显示名称: a Chinese UI shows the English Display name instead"),
    ("description-not-english", "index"): QT_TRANSLATE_NOOP("lint", "The description index.json gives the model "
                                                                    "is not in English"),
    ("confirm-invalid", "index"): QT_TRANSLATE_NOOP("lint", "index.json's confirm {value} is not true or false, so "
                                                            "it is ignored"),
    ("permission-invalid", "index"): QT_TRANSLATE_NOOP("lint", "index.json's permission {value} is not a "
                                                               "Permission, so it is ignored"),
    ("alias-collision", "name"): QT_TRANSLATE_NOOP("lint", "The alias {value} is the id or a name of the tool {other}, "
                                                           "so a search for it finds that tool too"),
    ("duplicate-id", "shadowed"): QT_TRANSLATE_NOOP("lint", "{value} in another Raycast folder has the same id {id} and "
                                                            "is the one used, so this command is hidden"),
}


#: (code, variant) -> a fix that replaces the catalog's (the header has an English description; index.json's wins)
FIX_VARIANTS: dict[tuple[str, Any], str] = {
    ("confirm-invalid", "index"): QT_TRANSLATE_NOOP("lint", "Write \"confirm\": true or false (no quotes) in "
                                                            "index.json, or remove it"),
    ("permission-invalid", "index"): QT_TRANSLATE_NOOP("lint", "Write \"permission\": \"read_only\", "
                                                               "\"presentation\" or \"writes\" in index.json"),
    ("description-not-english", "index"): QT_TRANSLATE_NOOP("lint", "Write the index.json description in English "
                                                                    "(Overrides → Description), or remove it there "
                                                                    "so the header's English one is used"),
}


class Finding:
    """One lint finding: its catalog code, the file, the tool and the values its message names. A plain slotted
    class with value equality (a dataclass's generated methods cost ~0.3 ms to compile at import, on every
    tool-call)."""

    __slots__ = ("code", "path", "tool_id", "args")

    def __init__(self, code: str, path: str = "", tool_id: str | None = None, args: dict[str, Any] | None = None) -> None:
        self.code = code
        self.path = path
        self.tool_id = tool_id
        self.args: dict[str, Any] = args if args is not None else {}

    def __eq__(self, other: object) -> bool:
        return type(other) is Finding and (self.code, self.path, self.tool_id, self.args) == \
            (other.code, other.path, other.tool_id, other.args)

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value: unhashable, as the dataclass was

    def __repr__(self) -> str:
        return f"Finding({self.code!r}, {self.path!r}, {self.tool_id!r}, {self.args!r})"

    @property
    def severity(self) -> str:
        return CATALOG[self.code][0]

    def _fill(self, template: str) -> str:
        values = {"path": self.path, "id": self.tool_id or "", "name": os.path.basename(self.path)}
        values.update(self.args)
        values = {key: safe_text(value) if isinstance(value, str) else value for key, value in values.items()}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return template

    def message(self, lang: str = "en") -> str:
        template = VARIANTS.get((self.code, self.args.get("variant")), CATALOG[self.code][1])
        return self._fill(translate(CTX, template, lang))

    def fix(self, lang: str = "en") -> str:
        template = FIX_VARIANTS.get((self.code, self.args.get("variant")), CATALOG[self.code][2])
        return self._fill(translate(CTX, template, lang)) if template else ""

    @property
    def fixable(self) -> bool:
        return self.code in ("no-exec-bit", "no-zh-name", "no-description")

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        out = {"code": self.code, "severity": self.severity, "message": self.message(lang)}
        fix = self.fix(lang)
        if fix:
            out["fix"] = fix
        if self.path:
            out["path"] = self.path
        return out


_SENTENCE_END = compile_on_use(r"[。；！？]|\.(?=\s)|\.$")
#: a secret is a value, not a word: ``password=x``/``token= y`` assignments (not ``$VAR``, ``<…>`` or a URL), a
#: random-looking string after ``token:`` and the like, and keys with a well-known prefix. Prose such as
#: ``# generate an access token: https://…`` is not one.
_SECRET_WORD = r"(?:password|passwd|pwd|token|api[_-]?key|secret|access[_-]?key|client[_-]?secret|auth[_-]?key)"
_NOT_A_VALUE = r"(?![\"']?(?:https?://|\$|<|\{|%|\.\.\.|…))"
#: every secret pattern above contains one of these (lowercased)
_SECRET_HINTS = ("pass", "pwd", "token", "key", "secret", "sk-", "akia", "ghp_", "gho_", "ghu_", "ghs_", "ghr_",
                 "xox", "aiza", "private")


# The patterns below are compiled on first use (each costs milliseconds: case-folded alternatives, a class past
# U+FFFF); listing, running and most commands never need them.
@cache
def _secret() -> re.Pattern[str]:
    return re.compile(
        rf"(?i)\b{_SECRET_WORD}[\"']?\s*=\s*{_NOT_A_VALUE}[\"']?[^\s\"']{{4,}}"
        rf"|(?i:\b{_SECRET_WORD}[\"']?\s*:\s*{_NOT_A_VALUE}[\"']?)(?=[A-Za-z0-9_\-+/.=]*\d)(?=[A-Za-z0-9_\-+/.=]*[A-Za-z])"
        r"[A-Za-z0-9_\-+/.=]{16,}[\"']?\s*$"
        r"|\bsk-[A-Za-z0-9_-]{16,}|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{20,}|\bxox[abpr]-[A-Za-z0-9-]{10,}"
        r"|\bAIza[0-9A-Za-z_-]{35}|-----BEGIN [A-Z ]*PRIVATE KEY-----")


@cache
def _cjk_letter() -> re.Pattern[str]:
    """Letters of a CJK language (ideographs, kana, hangul): full-width Latin such as ｖａｐｏｒｗａｖｅ is not one."""
    return re.compile(r"[\u2e80-\u2fdf\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
                      r"\uff66-\uffdc\U00020000-\U0003134f]")


def first_sentence(text: str) -> str:
    line = next((part.strip() for part in text.split("\n") if part.strip()), "")
    match = _SENTENCE_END.search(line)
    return line[: match.end()] if match else line


def check_schema(schema: Any) -> tuple[str | None, str]:
    """(code, detail) for the first schema problem, or (None, "")."""
    if not isinstance(schema, dict):
        return "params-not-object", ""
    if schema.get("type", "object") != "object":
        return "params-not-object", ""
    from scriptdeck.core.contract.schema import (
        schema_problem,  # jsonschema is heavy: loaded only when a schema is checked
    )

    problem = schema_problem(schema)
    return ("params-invalid-schema", problem) if problem else (None, "")


def _header_text(path: str, header_lines: int) -> list[str]:
    try:
        text = read_head(path).decode("utf-8", "replace")
    except OSError:
        return []
    return text.split("\n")[:header_lines]


def _secret_lines(lines: list[str]) -> list[int]:
    # the regex only when the header holds one of its words (cheap substring tests skip almost every header)
    lowered = "\n".join(lines).lower()
    if not any(hint in lowered for hint in _SECRET_HINTS):
        return []
    return [number for number, line in enumerate(lines, start=1) if _secret().search(line)]


@cache
def _timeout_line() -> re.Pattern[str]:
    return re.compile(r"^\s*(?:#+|//+)\s*(?:timeout|timeout_seconds|timeout seconds|timeout-seconds|超时)\s*[:：](.*)$",
                      re.IGNORECASE)


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _unusable_timeouts(lines: list[str]) -> list[str]:
    """Timeout lines whose value the header parser had to ignore (``0``, ``1.5``, 4301 digits …)."""
    from scriptdeck.core.dialects.header import parse_timeout

    found = []
    for line in lines:
        match = _timeout_line().match(line)
        if match and match.group(1).strip() and parse_timeout(match.group(1).strip()) is None:
            found.append(_short(match.group(1).strip()))
    return found


def lint_tool(tool: Tool) -> list[Finding]:
    """Per-tool findings (scan findings such as duplicates come from the registry)."""
    path = str(tool.path)
    out: list[Finding] = []

    def add(code: str, **args: Any) -> None:
        out.append(Finding(code, path, tool.id if tool.has_id else None, args))

    if tool.dialect == "raycast" and tool.fix in (FIX_RAYCAST_SHADOWED, FIX_RAYCAST_SHADOWED_HERE):
        return out  # SPEC §24: a shadowed command gets duplicate-id only (from the scan); it is not in use
    for field in _unsafe_fields(tool):
        add("text-unencodable", value=field)
    if tool.dialect == "pi":
        _lint_pi(tool, add)
        return out
    header = tool.header
    if header is None or not header.shebang:
        add("no-shebang")
        return out
    try:
        if not files.executable_mode(os.stat(path).st_mode):
            add("no-exec-bit")
    except OSError:
        pass
    if not tool.has_id and not (header.id or id_from_file_name(tool.path.name)):
        add("no-id")  # (a shadowed command, or a script an invalid index.json id names, has an id: not this one)
    if header.invalid_id:
        add("invalid-id", value=header.invalid_id)
    if tool.has_id and tool.id in RESERVED_IDS:
        add("reserved-id")
    if header.confirm_invalid:  # SPEC §31: the line is named; the tool asks
        add("confirm-invalid", value=header.confirm_invalid)
    if header.permission_invalid:
        add("permission-invalid", value=header.permission_invalid)
    for name, bad in tool.overrides.get(INVALID_KEY, {}).items():  # index.json values that change nothing
        add(f"{name}-invalid", value=_short(json.dumps(bad, ensure_ascii=False)), variant="index")
    resolved = tool.resolved()
    description = resolved["description"][0]
    if not description:
        add("no-description")
    if header.parameters_error == "unclosed":
        add("params-unclosed")
    elif header.parameters_error == "not_json":
        add("params-not-json")
    elif header.parameters_error == "too_deep":
        add("params-too-deep")
    params = resolved["parameters"][0]
    if params is not None:
        # a Raycast command's schema is built by ScriptDeck from its arguments: valid by construction, and
        # checking hundreds of them against the meta-schema would dominate `lint` on a Raycast folder
        code, detail = (None, "") if tool.dialect == "raycast" else check_schema(params)
        if code:
            add(code, detail=detail)
        elif isinstance(params.get("properties"), dict):
            for name, prop in params["properties"].items():
                if not (isinstance(prop, dict) and prop.get("description")):
                    add("property-no-description", value=name)
    for argument in tool.raycast.argument_errors if tool.raycast is not None else ():
        add("raycast-argument-invalid", value=argument)
    if not resolved["display_name_zh"][0] and tool.dialect != "raycast":  # Raycast has no Chinese-name slot
        add("no-zh-name", **({"variant": "english"} if resolved["display_name_en"][0] else {}))
    if header.display_name and has_cjk(header.display_name):
        add("cjk-display-name")
    if description and _cjk_letter().search(description):
        add("description-not-english", **({"variant": "index"} if resolved["description"][1] == "index" else {}))
    sentence = first_sentence(description)
    if len(sentence) > 60:
        add("first-sentence-long", count=len(sentence))
    raw_timeout, timeout_source = resolved["timeout_seconds"]
    if isinstance(raw_timeout, int) and not isinstance(raw_timeout, bool) and raw_timeout > 300:
        add("timeout-over-max", value=raw_timeout)
    elif timeout_source == "index" and not (isinstance(raw_timeout, int) and not isinstance(raw_timeout, bool)
                                             and raw_timeout > 0):
        add("timeout-invalid", value=_short(raw_timeout))
    for capability in resolved["capabilities"][0]:
        if capability not in GRANTABLE:
            add("unknown-capability", value=capability)
    header_text = _header_text(path, header.header_lines)
    for line in _secret_lines(header_text):
        add("secret-in-header", value=line)
    if timeout_source != "index":
        for value in _unusable_timeouts(header_text):
            add("timeout-invalid", value=value)
    return out


#: the fields whose text reaches an output, as lint names them
_TEXT_FIELDS = {"description": "description", "display_name_en": "display name", "display_name_zh": "显示名称",
                "groups": "group", "stub_example": "example", "hints": "hint", "requires": "requires",
                "capabilities": "capabilities", "parameters": "parameters"}


def _unsafe_fields(tool: Tool) -> list[str]:
    """The fields whose text had characters replaced for output (SPEC §24: lone surrogates, NUL, ESC …)."""
    from scriptdeck.core.contract.safetext import has_unsafe

    # a header's schema too: its text reaches outputs JSON-escaped (never raw), but SPEC §24 says lint names it
    found = [label for name, label in _TEXT_FIELDS.items() if has_unsafe(tool.raw_effective(name)[0])]
    if tool.raycast is not None and has_unsafe(tool.raycast.package_name):
        found.append("group")
    if tool.header is not None and tool.header.parameters_replaced and tool.raw_effective("parameters")[1] == "header":
        found.append("parameters")  # its lone surrogates were replaced when it was read
    return list(dict.fromkeys(found))


def _lint_pi(tool: Tool, add: Any) -> None:
    """pi's own pitfalls (SPEC §12): what pi silently ignores or reads differently than intended."""
    from scriptdeck.core.dialects.pi import PI_NAME

    pi = tool.pi
    if pi is None:
        return
    if not pi.description:
        add("pi-no-description")
    if 0 < pi.timeout_ms < 1000 and pi.timeout_text:
        add("pi-timeout-short", value=pi.timeout_ms, suggest=pi.timeout_ms * 1000)
    if pi.name and not PI_NAME.fullmatch(pi.name):
        add("pi-name-invalid", value=pi.name, suggest=re.sub(r"[^a-z0-9_]+", "_", pi.name.lower()).strip("_") or "tool")
    for line in pi.ignored:
        add("pi-key-ignored", value=line if len(line) <= 60 else line[:57] + "...")


def has_errors(findings: list[Finding]) -> bool:
    return any(f.severity == ERROR for f in findings)
