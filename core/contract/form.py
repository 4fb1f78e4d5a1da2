"""A form model built from a JSON Schema (plain data, no Qt): what fields a run form shows.

Handles string (multi-line when long), enum, integer/number with bounds, boolean, arrays of scalars, arrays of
objects, nested objects, defaults, required marks, descriptions, local ``$ref``/``$defs``, and
``oneOf``/``anyOf`` (a chooser). Anything else falls back to a JSON editor for that value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STRING, TEXT, ENUM, INTEGER, NUMBER, BOOLEAN, ARRAY, OBJECT, CHOICE, JSON = (
    "string", "text", "enum", "integer", "number", "boolean", "array", "object", "choice", "json")
SCALARS = (STRING, TEXT, ENUM, INTEGER, NUMBER, BOOLEAN)
LONG_TEXT = 80  # maxLength (or a hint in the description) above which a string gets a multi-line editor
_MISSING = object()


@dataclass(slots=True)
class Field:
    kind: str
    name: str = ""
    title: str = ""
    description: str = ""
    required: bool = False
    default: Any = _MISSING
    enum: list[Any] = field(default_factory=list)
    minimum: float | None = None
    maximum: float | None = None
    item: Field | None = None
    fields: list[Field] = field(default_factory=list)
    options: list[Field] = field(default_factory=list)
    schema: dict[str, Any] = field(default_factory=dict)

    @property
    def has_default(self) -> bool:
        return self.default is not _MISSING

    @property
    def label(self) -> str:
        return self.title or self.name


def _resolve(schema: Any, root: dict[str, Any], seen: tuple[str, ...]) -> tuple[dict[str, Any], tuple[str, ...]]:
    """Follow local ``$ref`` pointers (``#/...``); a cycle or an unknown ref gives ``{}``."""
    while isinstance(schema, dict) and isinstance(schema.get("$ref"), str):
        ref = schema["$ref"]
        if ref in seen or not ref.startswith("#"):
            return {}, seen
        seen = (*seen, ref)
        target: Any = root
        for part in ref[1:].split("/"):
            if not part:
                continue
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(target, dict) or part not in target:
                return {}, seen
            target = target[part]
        extra = {k: v for k, v in schema.items() if k != "$ref"}
        schema = {**target, **extra} if isinstance(target, dict) else {}
    return (schema if isinstance(schema, dict) else {}), seen


def _type_of(schema: dict[str, Any]) -> str | None:
    kind = schema.get("type")
    if isinstance(kind, list):
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    return kind if isinstance(kind, str) else None


def build_field(schema: Any, root: dict[str, Any], name: str = "", required: bool = False,
                seen: tuple[str, ...] = (), depth: int = 0) -> Field:
    schema, seen = _resolve(schema, root, seen)
    base = Field(JSON, name, str(schema.get("title") or ""), str(schema.get("description") or ""), required,
                 schema.get("default", _MISSING), schema=schema)
    if depth > 12:
        return base
    if "enum" in schema and isinstance(schema["enum"], list) and schema["enum"]:
        base.kind, base.enum = ENUM, list(schema["enum"])
        return base
    if "const" in schema:
        base.kind, base.enum = ENUM, [schema["const"]]
        return base
    alternatives = schema.get("oneOf") or schema.get("anyOf")
    if isinstance(alternatives, list) and alternatives:
        base.kind = CHOICE
        for number, option in enumerate(alternatives, start=1):
            sub = build_field(option, root, name, True, seen, depth + 1)
            sub.title = sub.title or _option_title(sub, number)
            base.options.append(sub)
        return base
    kind = _type_of(schema)
    if kind is None and "properties" in schema:
        kind = "object"
    if kind == "string":
        max_length = schema.get("maxLength")
        long = (isinstance(max_length, int) and max_length > LONG_TEXT) or schema.get("format") == "textarea" \
            or "multi-line" in base.description.lower() or "multiline" in base.description.lower()
        base.kind = TEXT if long else STRING
    elif kind in ("integer", "number"):
        base.kind = INTEGER if kind == "integer" else NUMBER
        base.minimum = _number(schema.get("minimum"), schema.get("exclusiveMinimum"), +1, kind)
        base.maximum = _number(schema.get("maximum"), schema.get("exclusiveMaximum"), -1, kind)
    elif kind == "boolean":
        base.kind = BOOLEAN
    elif kind == "array":
        items = schema.get("items")
        if isinstance(items, (dict, bool)) or items is None:
            item = build_field(items if isinstance(items, dict) else {}, root, "", True, seen, depth + 1)
            if item.kind in SCALARS or item.kind in (OBJECT, CHOICE):
                base.kind, base.item = ARRAY, item
    elif kind == "object":
        properties = schema.get("properties")
        if isinstance(properties, dict):
            required_names = set(schema.get("required") or [])
            base.kind = OBJECT
            base.fields = [build_field(sub, root, key, key in required_names, seen, depth + 1)
                           for key, sub in properties.items()]
    return base


def _number(inclusive: Any, exclusive: Any, direction: int, kind: str) -> float | None:
    if isinstance(exclusive, (int, float)) and not isinstance(exclusive, bool):
        step = 1 if kind == "integer" else 1e-9
        return exclusive + direction * step
    if isinstance(inclusive, (int, float)) and not isinstance(inclusive, bool):
        return inclusive
    return None


def _option_title(option: Field, number: int) -> str:
    if option.kind == ENUM and len(option.enum) == 1:
        return str(option.enum[0])
    if option.kind == OBJECT and option.fields:
        return ", ".join(f.name for f in option.fields[:3])
    return f"{option.kind} #{number}"


def build_form(schema: dict[str, Any]) -> Field:
    """The root field of a run form; a schema that is not an object form becomes one JSON field."""
    root = build_field(schema, schema)
    if root.kind != OBJECT:
        return Field(JSON, "", schema=schema)
    return root


def initial_value(f: Field) -> Any:
    """The value a fresh form starts with (defaults; required booleans false); ``_MISSING`` when unset."""
    if f.has_default:
        return f.default
    if f.kind == OBJECT:
        value = {}
        for sub in f.fields:
            sub_value = initial_value(sub)
            if sub_value is not _MISSING:
                value[sub.name] = sub_value
        return value if (value or f.required or not f.name) else _MISSING
    if f.kind == BOOLEAN and f.required:
        return False
    if f.kind == ENUM and f.required and f.enum:
        return f.enum[0]
    return _MISSING


MISSING = _MISSING
