"""A form model built from a JSON Schema (plain data, no Qt): what fields a run form shows.

Kinds: string (multi-line when long), enum/const, integer/number, boolean, arrays (of anything, arrays of arrays
too), tuples (``prefixItems`` or draft-7 ``items: [..]``: fixed editors per position, then ``items`` for the
rest), nested objects, maps (``additionalProperties: {schema}`` / ``patternProperties``: a key/value editor),
optional values (``anyOf``/``oneOf`` ``[T, {"type": "null"}]`` or ``type: [T, "null"]``: T with a "set" toggle),
choices (``oneOf``/``anyOf``, and type unions such as ``type: ["string", "number"]`` as a chooser of simple
types). ``allOf`` parts are merged (pydantic v1's ``allOf: [{$ref}]`` with sibling keywords; several object parts:
properties merged, ``required`` united). Constraints (``minLength``, ``pattern``, ``minimum``, ``minItems``,
``const``, ``examples`` …) are kept as hints; they are checked by :mod:`scriptdeck.core.contract.schema`.

``$ref`` resolves inside the schema only; a recursive schema renders :data:`MAX_RECURSION` levels deep, then
the deeper part is a JSON editor. Only a free-form schema (``{}``, ``true``, an object without properties whose
``additionalProperties`` is true/absent) is a JSON editor otherwise; at the root, an explicit empty
``properties: {}`` is a tool without arguments (an empty form).

Unset optional value: omitted from the arguments, unless the property is required (then ``null``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STRING, TEXT, ENUM, INTEGER, NUMBER, BOOLEAN, ARRAY, OBJECT, CHOICE, JSON = (
    "string", "text", "enum", "integer", "number", "boolean", "array", "object", "choice", "json")
OPTIONAL, MAP, TUPLE, NULL = "optional", "map", "tuple", "null"
SCALARS = (STRING, TEXT, ENUM, INTEGER, NUMBER, BOOLEAN)
LONG_TEXT = 80  # maxLength (or a hint in the description) above which a string gets a multi-line editor
MAX_RECURSION = 3  # how many times one $ref may be entered on a path before the rest is a JSON editor
MAX_DEPTH = 24
HINT_KEYWORDS = ("minLength", "maxLength", "pattern", "format", "minimum", "exclusiveMinimum", "maximum",
                 "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "uniqueItems", "minProperties",
                 "maxProperties", "const", "examples")
_SIMPLE_TYPES = {"string": STRING, "integer": INTEGER, "number": NUMBER, "boolean": BOOLEAN}
_MISSING = object()


@dataclass(slots=True, eq=False)
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
    item: Field | None = None  # array/tuple rest items, map values, the T of an optional
    fields: list[Field] = field(default_factory=list)  # object properties, tuple positions
    options: list[Field] = field(default_factory=list)  # choice alternatives
    schema: dict[str, Any] = field(default_factory=dict)  # the resolved schema (with the root's $defs)
    hints: list[tuple[str, Any]] = field(default_factory=list)  # (keyword, value) constraints to show
    key_patterns: list[str] = field(default_factory=list)  # map keys: patternProperties / propertyNames
    nullable: bool = False  # an optional's unset state may be sent as null
    free_form: bool = False  # a JSON field whose schema really allows any value
    recursion_cut: bool = False  # a JSON field standing for the deeper part of a recursive schema

    @property
    def has_default(self) -> bool:
        return self.default is not _MISSING

    @property
    def label(self) -> str:
        return self.title or self.name


# -- resolving -------------------------------------------------------------------------------------

def _pointer(root: Any, ref: str) -> Any:
    target: Any = root
    for part in ref[1:].split("/"):
        if not part:
            continue
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(target, list) and part.isdigit() and int(part) < len(target):
            target = target[int(part)]
        elif isinstance(target, dict) and part in target:
            target = target[part]
        else:
            return None
    return target


def _resolve(schema: Any, root: dict[str, Any], seen: tuple[str, ...]) -> tuple[dict[str, Any] | None, tuple[str, ...]]:
    """Follow local ``$ref`` pointers (``#/...``). ``None`` when a ref recurses too deep (the caller cuts there);
    an unknown or remote ref gives ``{}``."""
    if schema is True:
        return {}, seen
    if schema is False:
        return {"not": {}}, seen
    while isinstance(schema, dict) and isinstance(schema.get("$ref"), str):
        ref = schema["$ref"]
        if not ref.startswith("#"):
            return {}, seen
        if seen.count(ref) >= MAX_RECURSION:
            return None, seen
        seen = (*seen, ref)
        target = _pointer(root, ref)
        extra = {k: v for k, v in schema.items() if k != "$ref"}
        schema = {**target, **extra} if isinstance(target, dict) else ({} if target is not False else {"not": {}})
    return (schema if isinstance(schema, dict) else {}), seen


def _merge_all_of(schema: dict[str, Any], root: dict[str, Any], seen: tuple[str, ...]) -> tuple[dict[str, Any] | None, tuple[str, ...]]:
    """``allOf`` folded into one schema: the outer keywords win for annotations, properties merge, required unite."""
    parts = schema.get("allOf")
    if not isinstance(parts, list) or not parts:
        return schema, seen
    merged: dict[str, Any] = {}
    for part in parts:
        resolved, seen = _resolve(part, root, seen)
        if resolved is None:
            return None, seen
        resolved, seen = _merge_all_of(resolved, root, seen)
        if resolved is None:
            return None, seen
        _merge_into(merged, resolved)
    outer = {k: v for k, v in schema.items() if k != "allOf"}
    _merge_into(merged, outer, outer_wins=True)
    return merged, seen


def _merge_into(target: dict[str, Any], part: dict[str, Any], outer_wins: bool = False) -> None:
    for key, value in part.items():
        if key == "properties" and isinstance(value, dict) and isinstance(target.get(key), dict):
            properties = dict(target[key])
            for name, sub in value.items():
                properties[name] = {"allOf": [properties[name], sub]} if name in properties else sub
            target[key] = properties
        elif key == "required" and isinstance(value, list) and isinstance(target.get(key), list):
            target[key] = list(dict.fromkeys([*target[key], *value]))
        elif key == "type" and key in target and target[key] != value:
            mine = target[key] if isinstance(target[key], list) else [target[key]]
            theirs = value if isinstance(value, list) else [value]
            both = [t for t in mine if t in theirs] or [t for t in mine if t == "integer" and "number" in theirs]
            target[key] = both[0] if len(both) == 1 else both
        elif key not in target or outer_wins:
            target[key] = value


def _type_list(schema: dict[str, Any]) -> list[str]:
    kind = schema.get("type")
    if isinstance(kind, str):
        return [kind]
    if isinstance(kind, list):
        return [k for k in kind if isinstance(k, str)]
    return []


def _is_null(schema: Any, root: dict[str, Any]) -> bool:
    resolved, _ = _resolve(schema, root, ())
    return isinstance(resolved, dict) and (resolved.get("type") == "null" or resolved.get("const", 0) is None
                                           or resolved.get("enum") == [None])


def is_free_form(schema: Any) -> bool:
    """True when ``schema`` really allows any JSON value (or any object): a raw-JSON editor is the right one."""
    if schema is True or schema == {}:
        return True
    if not isinstance(schema, dict):
        return False
    shaping = ("type", "properties", "items", "prefixItems", "enum", "const", "anyOf", "oneOf", "allOf", "$ref",
               "patternProperties", "additionalProperties", "not", "if")
    if not any(key in schema for key in shaping):
        return True
    kinds = _type_list(schema)
    if kinds and set(kinds) <= {"object", "null"} and not schema.get("properties") \
            and not schema.get("patternProperties") and schema.get("additionalProperties", True) in (True, {}):
        return True
    return len(set(kinds) - {"null"}) >= 2 and not set(kinds) - {"null"} <= set(_SIMPLE_TYPES) \
        and not schema.get("properties") and "items" not in schema


def _with_defs(schema: dict[str, Any], root: dict[str, Any]) -> dict[str, Any]:
    """``schema`` as a stand-alone schema: the root's ``$defs``/``definitions`` (and draft) carried along."""
    extra: dict[str, Any] = {key: root[key] for key in ("$defs", "definitions", "$schema")
                             if key in root and key not in schema}
    return {**schema, **extra} if extra else schema


# -- building --------------------------------------------------------------------------------------

_HINTS_FOR = {
    STRING: ("minLength", "maxLength", "pattern", "format"), TEXT: ("minLength", "maxLength", "pattern", "format"),
    INTEGER: ("minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf"),
    NUMBER: ("minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf"),
    ARRAY: ("minItems", "maxItems", "uniqueItems"), TUPLE: ("minItems", "maxItems", "uniqueItems"),
    MAP: ("minProperties", "maxProperties"), OBJECT: ("minProperties", "maxProperties"),
}


def build_field(schema: Any, root: dict[str, Any], name: str = "", required: bool = False,
                seen: tuple[str, ...] = (), depth: int = 0) -> Field:
    """The field for ``schema`` (resolved against ``root``); its hints are the constraints that apply to its kind."""
    built = _build_field(schema, root, name, required, seen, depth)
    if built.kind == OPTIONAL and built.item is not None:  # pydantic puts Field(format=...) beside the anyOf
        own = {key for key, _ in built.item.hints}
        built.item.hints += [(k, v) for k, v in _relevant(built.item.kind, built.hints) if k not in own]
    built.hints = _relevant(built.kind, built.hints)
    return built


def _relevant(kind: str, hints: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    wanted = _HINTS_FOR.get(kind, ()) + ("const", "examples")
    return [(key, value) for key, value in hints
            if key in wanted and not (isinstance(value, bool) and key != "uniqueItems")
            and not (key == "uniqueItems" and value is not True)
            and not (key == "const" and kind == ENUM)
            and not (key in ("minLength", "minItems", "minProperties") and value == 0)]


def _build_field(schema: Any, root: dict[str, Any], name: str, required: bool,
                 seen: tuple[str, ...], depth: int) -> Field:
    original = schema
    resolved, seen = _resolve(schema, root, seen)
    if resolved is not None:
        resolved, seen = _merge_all_of(resolved, root, seen)
    if resolved is None or depth > MAX_DEPTH:  # recursion cut: the deeper part is edited as JSON
        cut = original if isinstance(original, dict) else {}
        base = Field(JSON, name, str(cut.get("title") or ""), str(cut.get("description") or ""), required,
                     cut.get("default", _MISSING), schema=_with_defs(cut, root), recursion_cut=True)
        return base
    schema = resolved
    base = Field(JSON, name, str(schema.get("title") or ""), str(schema.get("description") or ""), required,
                 schema.get("default", _MISSING), schema=_with_defs(schema, root))
    base.hints = [(key, schema[key]) for key in HINT_KEYWORDS if key in schema]
    if "propertyNames" in schema and isinstance(schema["propertyNames"], dict):
        pattern = schema["propertyNames"].get("pattern")
        if isinstance(pattern, str):
            base.key_patterns.append(pattern)

    # optional T: anyOf/oneOf [T, null] or type [T, "null"]
    alternatives = schema.get("anyOf") if isinstance(schema.get("anyOf"), list) else schema.get("oneOf")
    if isinstance(alternatives, list) and alternatives:
        non_null = [option for option in alternatives if not _is_null(option, root)]
        if len(non_null) < len(alternatives) and non_null:
            inner_schema = non_null[0] if len(non_null) == 1 else \
                {("anyOf" if "anyOf" in schema else "oneOf"): non_null}
            return _optional(base, inner_schema, schema, root, seen, depth)
        if not non_null:
            base.kind, base.enum = ENUM, [None]
            return base
    kinds = _type_list(schema)
    if "null" in kinds and len(kinds) > 1 and not is_free_form(schema):
        rest = [k for k in kinds if k != "null"]
        inner = {k: v for k, v in schema.items() if k not in ("default", "title", "description")}
        inner["type"] = rest[0] if len(rest) == 1 else rest
        if isinstance(inner.get("enum"), list):
            inner["enum"] = [v for v in inner["enum"] if v is not None]
        return _optional(base, inner, schema, root, seen, depth)

    if "enum" in schema and isinstance(schema["enum"], list) and schema["enum"]:
        base.kind, base.enum = ENUM, list(schema["enum"])
        return base
    if "const" in schema:
        base.kind, base.enum = ENUM, [schema["const"]]
        return base
    if isinstance(alternatives, list) and alternatives:
        base.kind = CHOICE
        for number, option in enumerate(alternatives, start=1):
            sub = build_field(option, root, name, True, seen, depth + 1)
            sub.title = sub.title or _option_title(sub, number)
            base.options.append(sub)
        return base
    if len(kinds) > 1:
        if set(kinds) <= set(_SIMPLE_TYPES) or not is_free_form(schema):
            base.kind, base.hints = CHOICE, []  # each simple type shows the constraints that apply to it
            for option_kind in kinds:
                sub_schema = {k: v for k, v in schema.items() if k not in ("default", "title", "description")}
                sub_schema["type"] = option_kind
                sub = build_field(sub_schema, root, name, True, seen, depth + 1)
                base.options.append(sub)
            return base
        base.free_form = True
        return base
    kind = kinds[0] if kinds else None
    if kind is None:
        if "properties" in schema or "patternProperties" in schema or isinstance(schema.get("additionalProperties"), dict):
            kind = "object"
        elif "items" in schema or "prefixItems" in schema:
            kind = "array"
        elif any(key in schema for key in ("minLength", "maxLength", "pattern", "format")):
            kind = "string"
        elif any(key in schema for key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")):
            kind = "number"
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
    elif kind == "null":
        base.kind, base.enum = ENUM, [None]
    elif kind == "array":
        _array(base, schema, root, seen, depth)
    elif kind == "object":
        _object(base, schema, root, seen, depth)
    else:
        base.free_form = is_free_form(schema)
    return base


def _optional(base: Field, inner_schema: Any, schema: dict[str, Any], root: dict[str, Any],
              seen: tuple[str, ...], depth: int) -> Field:
    inner = build_field(inner_schema, root, base.name, True, seen, depth + 1)
    base.kind, base.item, base.nullable = OPTIONAL, inner, True
    base.title = base.title or inner.title
    base.description = base.description or inner.description
    return base


def _array(base: Field, schema: dict[str, Any], root: dict[str, Any], seen: tuple[str, ...], depth: int) -> None:
    prefix = schema.get("prefixItems")
    items = schema.get("items")
    if not isinstance(prefix, list) and isinstance(items, list):  # draft 7 tuple form
        prefix, items = items, schema.get("additionalItems", True)
    if isinstance(prefix, list) and prefix:
        base.kind = TUPLE
        base.fields = [build_field(sub, root, str(index), True, seen, depth + 1) for index, sub in enumerate(prefix)]
        max_items = schema.get("maxItems")
        closed = isinstance(max_items, int) and not isinstance(max_items, bool) and max_items <= len(prefix)
        if items is not False and not closed and not (isinstance(items, dict) and items.get("not") == {}):
            base.item = build_field(items if isinstance(items, (dict, bool)) else {}, root, "", True, seen, depth + 1)
        return
    base.kind = ARRAY
    base.item = build_field(items if isinstance(items, (dict, bool)) else {}, root, "", True, seen, depth + 1)


def _object(base: Field, schema: dict[str, Any], root: dict[str, Any], seen: tuple[str, ...], depth: int) -> None:
    properties = schema.get("properties")
    extra = schema.get("additionalProperties")
    patterns = schema.get("patternProperties")
    if isinstance(properties, dict) and properties:
        required_names = set(n for n in schema.get("required") or [] if isinstance(n, str))
        base.kind = OBJECT
        base.fields = [build_field(sub, root, key, key in required_names, seen, depth + 1)
                       for key, sub in properties.items()]
        return
    if isinstance(patterns, dict) and patterns:
        base.kind = MAP
        base.key_patterns = [p for p in patterns if isinstance(p, str)] + base.key_patterns
        values = list(patterns.values())
        if isinstance(extra, dict) and extra:
            values.append(extra)
        base.item = build_field(values[0] if len(values) == 1 else {"anyOf": values}, root, "", True, seen, depth + 1)
        return
    if isinstance(extra, dict) and extra:
        base.kind = MAP
        base.item = build_field(extra, root, "", True, seen, depth + 1)
        return
    if extra is False:  # an object that must stay empty
        base.kind = OBJECT
        return
    base.free_form = True


def _number(inclusive: Any, exclusive: Any, direction: int, kind: str) -> float | None:
    if isinstance(exclusive, (int, float)) and not isinstance(exclusive, bool):
        step = 1 if kind == "integer" else 1e-9
        return exclusive + direction * step
    if isinstance(inclusive, (int, float)) and not isinstance(inclusive, bool):
        return inclusive
    return None


def _option_title(option: Field, number: int) -> str:
    """A title for an untitled alternative; simple types stay untitled (the GUI names their kind)."""
    if option.kind == ENUM and len(option.enum) == 1:
        return str(option.enum[0])
    if option.kind == OBJECT and option.fields:
        return ", ".join(f.name for f in option.fields[:3])
    if option.kind in SCALARS:
        return ""
    return f"{option.kind} #{number}"


def takes_no_arguments(schema: Any) -> bool:
    """True for a tool's declared empty argument object, ``{"type": "object", "properties": {}}`` (the way MCP
    servers and SDKs write a tool without arguments): its form is empty, not a raw-JSON editor. Only at the root;
    a nested object without properties still takes any value."""
    if not isinstance(schema, dict) or schema.get("properties") != {} or schema.get("patternProperties"):
        return False
    extra = schema.get("additionalProperties")
    return _type_list(schema) in (["object"], []) and not (isinstance(extra, dict) and extra) \
        and not any(key in schema for key in ("anyOf", "oneOf", "allOf", "$ref", "not", "if"))


def build_form(schema: Any) -> Field:
    """The root field of a run form; a schema that is not an object form becomes one JSON field."""
    if not isinstance(schema, dict):
        schema = {} if schema is True or schema is None else {"not": {}}
    root = build_field(schema, schema)
    if takes_no_arguments(schema):
        root.kind, root.free_form = OBJECT, False
    if root.kind != OBJECT:
        return Field(JSON, "", schema=schema, free_form=root.free_form)
    return root


def walk(f: Field, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Field]]:
    """Every field under ``f`` with its path (names; ``[]`` for items, ``{}`` for map values, ``?`` for T)."""
    out = [(path, f)]
    for sub in f.fields:
        out.extend(walk(sub, (*path, sub.name)))
    if f.item is not None:
        mark = {MAP: "{}", OPTIONAL: "?"}.get(f.kind, "[]")
        out.extend(walk(f.item, (*path, mark)))
    for number, option in enumerate(f.options):
        out.extend(walk(option, (*path, f"<{number}>")))
    return out


def json_fallbacks(f: Field) -> list[tuple[str, str]]:
    """Where the form falls back to a raw-JSON editor: ``(path, why)`` with why = free-form, recursion or other."""
    found = []
    for path, sub in walk(f):
        if sub.kind == JSON:
            why = "recursion" if sub.recursion_cut else ("free-form" if sub.free_form else "other")
            found.append(("/".join(path) or "(root)", why))
    return found


def matches(f: Field, value: Any) -> bool:
    """True when ``value`` passes ``f``'s own schema (used to pick a choice's option for a value)."""
    from scriptdeck.core.contract.schema import error_list

    return bool(f.schema) and not error_list(f.schema, value)


def initial_value(f: Field) -> Any:
    """The value a fresh form starts with (defaults; required booleans false); ``_MISSING`` when unset.

    As the widgets give it: an unset optional is left out (``null`` when required); an empty list or map that is
    not required is left out (the script's own default applies), a required one is ``[]``/``{}``.
    """
    if f.kind == OPTIONAL:
        if f.has_default and f.default is not None:
            return f.default
        return None if f.required else _MISSING
    if f.kind in (ARRAY, TUPLE, MAP):
        empty: list[Any] | dict[str, Any] = [] if f.kind != MAP else {}
        value = f.default if f.has_default else empty
        if value == empty and not isinstance(value, bool):
            return empty if f.required else _MISSING
        return value
    if f.has_default:
        return f.default
    if f.kind == OBJECT:
        members: dict[str, Any] = {}
        for sub in f.fields:
            sub_value = initial_value(sub)
            if sub_value is not _MISSING:
                members[sub.name] = sub_value
        return members if (members or f.required or not f.name) else _MISSING
    if f.kind == BOOLEAN and f.required:
        return False
    if f.kind == ENUM and f.required and f.enum:
        return f.enum[0]
    return _MISSING


MISSING = _MISSING
