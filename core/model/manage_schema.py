"""``manage_script``'s request contract (SPEC §7, §15): the JSON Schema ``--describe`` publishes, and the check.

Every request is validated against :func:`describe` by jsonschema, so element types, enums and unknown keys are
refused by one mechanism; :data:`_MESSAGES` turns a schema error into the exact sentence SPEC §7 asks for.
Errors about the override fields are kept back (:class:`Checked`) and raised where SPEC §7's order puts them
(after register's file checks), so a request is still answered with the same first error as before.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.ids import ID_PATTERN_TEXT
from scriptdeck.core.store.index_store import OVERRIDE_FIELDS

ACTIONS = ("register", "unregister", "list", "enable", "disable", "set")
SCOPES = ("persona", "global")
REGISTER_FIELDS = ("display_name", "description", "parameters", "timeout_seconds")
#: the keys each writing action takes (others refuse keys that belong to another action)
REGISTER_KEYS = ("action", "id", "path", "scope", "overwrite", *REGISTER_FIELDS)
SET_KEYS = ("action", "id", "scope", *OVERRIDE_FIELDS)
#: deeper requests are refused before any recursive check looks at them (jsonschema recurses)
MAX_DEPTH = 64
MIN_TIMEOUT, MAX_TIMEOUT = 1, 300

LIST_FIX = QT_TRANSLATE_NOOP("manage", "Use action=list to see registered, unregistered and disabled scripts.")


class ManageError(LocalizedError):
    """A refusal of manage_script; nothing was written."""

    context = "manage"


def _strings(description: str) -> dict[str, Any]:
    return {"type": ["array", "null"], "items": {"type": "string"}, "description": description}


FIELD_SCHEMAS: dict[str, dict[str, Any]] = {
    "display_name": {"type": ["string", "null"], "description": "UI name override (the Chinese 显示名称 slot)"},
    "description": {"type": ["string", "null"], "description": "English description the model sees"},
    "parameters": {
        "type": ["object", "null"],
        "description": "JSON Schema with type object",
        "properties": {"type": {"const": "object"}, "properties": {"type": "object"}},
    },
    "timeout_seconds": {"type": ["integer", "null"], "description": "1-300 seconds (clamped)"},
    "groups": _strings("group names"),
    "argv": {"type": ["string", "null"], "enum": ["none", "flags", "positional", None]},
    "trust": {"type": ["string", "null"], "enum": ["owner", "external", None]},
    "permission": {"type": ["string", "null"], "enum": ["read_only", "presentation", "writes", None]},
    "stub_example": {"type": ["string", "null"]},
    "hints": {
        "type": ["array", "null"],
        "items": {
            "type": "object",
            "properties": {"tool": {"type": "string"}, "hint": {"type": "string"}},
            "required": ["tool", "hint"],
            "additionalProperties": False,
        },
    },
    "requires": _strings("commands the script needs"),
    "capabilities": _strings("host capabilities the script asks for"),
    "skill_only": {"type": ["boolean", "null"]},
    "always_loaded": {"type": ["boolean", "null"]},
    "load_policy": {"type": ["string", "null"], "enum": ["summary", "group", "hidden", None]},
    "confirm": {"type": ["boolean", "null"], "description": "ask the user before each run (SPEC §25)"},
}


def _only(action: str, keys: tuple[str, ...]) -> dict[str, Any]:
    return {
        "if": {"properties": {"action": {"const": action}}, "required": ["action"]},
        "then": {"properties": {key: True for key in keys}, "additionalProperties": False},
    }


def describe() -> dict[str, Any]:
    """manage_script's full parameter contract as JSON Schema (every request is checked against it)."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "manage_script",
        "description": (
            "Register, unregister and list script tools (ScriptDeck adds enable, disable and set). "
            "register copies a script into the scripts directory, makes it executable and records "
            "only the fields you pass in index.json."
        ),
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": list(ACTIONS), "description": "what to do"},
            "id": {"type": "string", "minLength": 1, "description": "tool name"},
            "path": {"type": "string", "description": "script path: absolute (copied in) or relative to the layer"},
            "scope": {
                "type": "string",
                "enum": list(SCOPES),
                "default": "persona",
                "description": "persona (default) or global",
            },
            "overwrite": {"type": "boolean", "default": False, "description": "replace an existing file on copy"},
            "delete_file": {"type": "boolean", "default": False, "description": "unregister: delete the file too"},
            **FIELD_SCHEMAS,
        },
        "required": ["action"],
        "additionalProperties": False,
        "allOf": [
            {
                "if": {"properties": {"action": {"const": "register"}}, "required": ["action"]},
                "then": {"properties": {"id": {"pattern": ID_PATTERN_TEXT}}},
            },
            {
                "if": {"properties": {"action": {"enum": ["unregister", "enable", "disable", "set"]}},
                       "required": ["action"]},
                "then": {"required": ["id"]},
            },
            _only("register", REGISTER_KEYS),
            _only("set", SET_KEYS),
        ],
    }


# -- checking ----------------------------------------------------------------------------------------

def _fail(error: str, fix: str, **args: Any) -> ManageError:
    return ManageError(error, fix, **args)


def _bad_number(value: Any) -> bool:
    return isinstance(value, float) and not math.isfinite(value)


def _walk(request: dict[str, Any]) -> None:
    """Refuse nesting deeper than MAX_DEPTH and non-finite numbers, iteratively (no recursion on hostile input)."""
    stack: list[tuple[Any, str, int]] = [(value, key, 1) for key, value in request.items()]
    while stack:
        value, where, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise _fail(
                QT_TRANSLATE_NOOP("manage", "{a0} is nested deeper than {a1} levels"),
                QT_TRANSLATE_NOOP("manage", "flatten the value"),
                a0=where.split(".")[0],
                a1=MAX_DEPTH,
            )
        if _bad_number(value):
            raise _fail(
                QT_TRANSLATE_NOOP("manage", "{a0} holds a number that is not finite (NaN, Infinity or too large)"),
                QT_TRANSLATE_NOOP("manage", "pass a finite number"),
                a0=where,
            )
        if isinstance(value, dict):
            stack.extend((item, f"{where}.{key}", depth + 1) for key, item in value.items())
        elif isinstance(value, list):
            stack.extend((item, f"{where}[{i}]", depth + 1) for i, item in enumerate(value))


def _validator() -> Any:
    """Draft 2020-12 with ECMA-262's ``$``: end of input only (Python's ``$`` also matches before a final ``\\n``)."""
    import jsonschema  # heavy: loaded on the first manage_script call only
    from jsonschema import validators

    base = jsonschema.Draft202012Validator

    def pattern(validator: Any, value: str, instance: Any, schema: dict[str, Any]) -> Iterator[Any]:
        if isinstance(instance, str):
            regex = value[:-1] + r"\Z" if value.endswith("$") and not value.endswith(r"\$") else value
            if not re.search(regex, instance):
                yield jsonschema.ValidationError(f"{instance!r} does not match {value!r}")

    checker = validators.extend(base, {"pattern": pattern})  # type: ignore[no-untyped-call]  # untyped in types-jsonschema
    return checker(describe())


_VALIDATOR: Any = None


@dataclass(slots=True)
class Checked:
    """A request that passed the structural checks; the override fields' errors wait for :meth:`fields`."""

    request: dict[str, Any]
    field_errors: dict[str, list[Any]] = field(default_factory=dict)

    def fields(self, names: tuple[str, ...], *, allow_null: bool = False) -> dict[str, Any]:
        """The override fields of ``names`` present in the request, normalised; raises for the first bad one."""
        out: dict[str, Any] = {}
        for name in names:
            if name not in self.request:
                continue
            errors = self.field_errors.get(name)
            if errors:
                raise _field_error(name, errors)
            value = self.request[name]
            if value is None:
                if allow_null:
                    out[name] = None
                continue
            if name == "parameters":
                from scriptdeck.core.model.lint import check_schema

                code, detail = check_schema(value)
                if code:
                    raise _fail(
                        QT_TRANSLATE_NOOP("manage", "parameters is not a valid JSON Schema: {a0}"),
                        QT_TRANSLATE_NOOP("manage", "fix the schema"),
                        a0=detail,
                    )
            elif name == "timeout_seconds":
                value = max(MIN_TIMEOUT, min(MAX_TIMEOUT, int(value)))
            out[name] = value
        return out


def check_request(request: Any) -> Checked:
    """Validate ``request`` against :func:`describe`; raise the first structural error (SPEC §7 order)."""
    global _VALIDATOR
    if not isinstance(request, dict):
        raise _fail(
            QT_TRANSLATE_NOOP("manage", "arguments must be a JSON object"),
            QT_TRANSLATE_NOOP("manage", 'pass {{"action": "list"}} or another action'),
        )
    action = request.get("action")
    if not isinstance(action, str) or action not in ACTIONS:
        raise _action_error(action)
    _walk(request)
    if _VALIDATOR is None:
        _VALIDATOR = _validator()
    structural: list[tuple[int, Any]] = []
    field_errors: dict[str, list[Any]] = {}
    for error in _VALIDATOR.iter_errors(request):
        key = error.path[0] if error.path else None
        if key in FIELD_SCHEMAS:
            field_errors.setdefault(key, []).append(error)
        else:
            structural.append((_rank(error), error))
    if structural:
        structural.sort(key=lambda pair: pair[0])
        raise _structural_error(request, structural[0][1])
    return Checked(request, field_errors)


_ORDER = ("action", "scope", "id", "path", "(unknown)", "overwrite", "delete_file")


def _key(error: Any) -> str:
    if error.path:
        return str(error.path[0])
    if error.validator == "required":
        return "id" if "'id'" in error.message else "action"
    return "(unknown)"


def _rank(error: Any) -> int:
    key = _key(error)
    return _ORDER.index(key) if key in _ORDER else len(_ORDER)


def _action_error(action: Any) -> ManageError:
    return _fail(
        QT_TRANSLATE_NOOP("manage", "unknown action: {a0}; expected register, unregister, list, enable, disable or set"),
        QT_TRANSLATE_NOOP("manage", "pass action=list to see the scripts"),
        a0=action if isinstance(action, str) else "",
    )


def _structural_error(request: dict[str, Any], error: Any) -> ManageError:
    key = _key(error)
    action = request["action"]
    if key == "scope":
        return _fail(
            QT_TRANSLATE_NOOP("manage", "invalid scope: {a0}; expected persona or global"),
            QT_TRANSLATE_NOOP("manage", "pass scope=persona or scope=global"),
            a0=request.get("scope"),
        )
    if key == "id":
        if action == "register":
            return _fail(
                QT_TRANSLATE_NOOP("manage", "invalid id: {a0}; expected letters, digits and _ starting with a letter"),
                QT_TRANSLATE_NOOP("manage", "pass an id such as my_tool"),
                a0=repr(request.get("id")) if isinstance(request.get("id"), str) else request.get("id"),
            )
        return _fail(QT_TRANSLATE_NOOP("manage", "id is required"), LIST_FIX)
    if key == "path":
        return _fail(
            QT_TRANSLATE_NOOP("manage", "path must be a string"),
            QT_TRANSLATE_NOOP("manage", "pass the script's absolute path"),
        )
    if key in ("overwrite", "delete_file"):
        return _bool_error(key)
    allowed = set(error.schema.get("properties", {})) if isinstance(error.schema, dict) else set()
    unknown = sorted(str(k) for k in request if k not in allowed) or ["?"]
    return _fail(
        QT_TRANSLATE_NOOP("manage", "unknown key for {a0}: {a1}"),
        QT_TRANSLATE_NOOP("manage", "remove it; scriptdeck tool-call manage_script --describe lists the keys"),
        a0=action,
        a1=", ".join(unknown),
    )


def _bool_error(name: str) -> ManageError:
    return _fail(
        QT_TRANSLATE_NOOP("manage", "{a0} must be true or false"),
        QT_TRANSLATE_NOOP("manage", "pass {a1}: true or false"),
        a0=name,
        a1=name,
    )


def _field_error(name: str, errors: list[Any]) -> ManageError:
    """The SPEC §7 sentence for the first schema error about one override field."""
    nested = next((e for e in errors if len(e.path) > 1), None)
    if name == "parameters":
        if nested is not None and nested.path[1] == "type":
            return _fail(
                QT_TRANSLATE_NOOP("manage", 'parameters.type must be "object"'),
                QT_TRANSLATE_NOOP("manage", 'set "type": "object"'),
            )
        if nested is not None and nested.path[1] == "properties":
            return _fail(
                QT_TRANSLATE_NOOP("manage", "parameters.properties must be an object"),
                QT_TRANSLATE_NOOP("manage", "map each property name to its schema"),
            )
        return _fail(
            QT_TRANSLATE_NOOP("manage", "parameters must be a JSON object (a JSON Schema)"),
            QT_TRANSLATE_NOOP("manage", 'pass {{"type":"object","properties":{{…}}}}'),
        )
    if name == "timeout_seconds":
        return _fail(
            QT_TRANSLATE_NOOP("manage", "timeout_seconds must be a number of seconds"),
            QT_TRANSLATE_NOOP("manage", "pass an integer from 1 to 300"),
        )
    if name == "hints":
        return _fail(
            QT_TRANSLATE_NOOP("manage", "hints must be a list of {{tool, hint}} objects"),
            QT_TRANSLATE_NOOP("manage", 'pass hints as [{{"tool": "other_tool", "hint": "when to use it"}}]'),
        )
    if name in ("groups", "requires", "capabilities"):
        if nested is None:
            return _fail(
                QT_TRANSLATE_NOOP("manage", "{a0} must be a list"),
                QT_TRANSLATE_NOOP("manage", "pass {a1} as a JSON array"),
                a0=name,
                a1=name,
            )
        return _fail(
            QT_TRANSLATE_NOOP("manage", "{a0} must be a list of strings"),
            QT_TRANSLATE_NOOP("manage", "pass {a1} as a JSON array of strings"),
            a0=name,
            a1=name,
        )
    if name in ("skill_only", "always_loaded", "confirm"):
        return _bool_error(name)
    if name == "argv":
        return _fail(
            QT_TRANSLATE_NOOP("manage", "argv must be none, flags or positional"),
            QT_TRANSLATE_NOOP("manage", 'pass argv: "flags", "positional" or "none"'),
        )
    if name == "trust":
        return _fail(
            QT_TRANSLATE_NOOP("manage", "trust must be owner or external"),
            QT_TRANSLATE_NOOP("manage", 'pass trust: "owner" or "external"'),
        )
    if name == "permission":
        return _fail(
            QT_TRANSLATE_NOOP("manage", "permission must be read_only, presentation or writes"),
            QT_TRANSLATE_NOOP("manage", 'pass permission: "read_only", "presentation" or "writes"'),
        )
    if name == "load_policy":
        return _fail(
            QT_TRANSLATE_NOOP("manage", "load_policy must be summary, group or hidden"),
            QT_TRANSLATE_NOOP("manage", 'pass load_policy: "summary"'),
        )
    return _fail(
        QT_TRANSLATE_NOOP("manage", "{a0} must be a string"),
        QT_TRANSLATE_NOOP("manage", "pass {a1} as text"),
        a0=name,
        a1=name,
    )
