"""scriptdeck.core.contract.form: the run form's model from JSON Schema, without Qt."""

from __future__ import annotations

from scriptdeck.core.contract.form import (
    ARRAY,
    BOOLEAN,
    CHOICE,
    ENUM,
    INTEGER,
    JSON,
    MISSING,
    NUMBER,
    OBJECT,
    STRING,
    TEXT,
    build_form,
    initial_value,
)

SCHEMA = {
    "type": "object",
    "$defs": {"point": {"type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}},
                        "required": ["x"]}},
    "properties": {
        "name": {"type": "string", "description": "who"},
        "note": {"type": "string", "maxLength": 2000},
        "mode": {"type": "string", "enum": ["fast", "slow"], "default": "slow"},
        "count": {"type": "integer", "minimum": 1, "exclusiveMaximum": 10},
        "ratio": {"type": "number"},
        "flag": {"type": "boolean"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "points": {"type": "array", "items": {"$ref": "#/$defs/point"}},
        "origin": {"$ref": "#/$defs/point"},
        "target": {"oneOf": [{"type": "string"}, {"$ref": "#/$defs/point"}]},
        "anything": {},
        "loop": {"$ref": "#/properties/loop"},
    },
    "required": ["name", "flag"],
}


def kinds():
    return {f.name: f for f in build_form(SCHEMA).fields}


def test_every_kind():
    f = kinds()
    assert (f["name"].kind, f["note"].kind, f["mode"].kind, f["count"].kind, f["ratio"].kind, f["flag"].kind) == (
        STRING, TEXT, ENUM, INTEGER, NUMBER, BOOLEAN)
    assert f["tags"].kind == ARRAY
    assert f["tags"].item.kind == STRING
    assert f["points"].kind == ARRAY
    assert f["points"].item.kind == OBJECT
    assert f["origin"].kind == OBJECT
    assert [s.name for s in f["origin"].fields] == ["x", "y"]
    assert f["origin"].fields[0].required
    assert not f["origin"].fields[1].required
    assert f["target"].kind == CHOICE
    assert [o.kind for o in f["target"].options] == [STRING, OBJECT]
    assert f["anything"].kind == JSON
    assert f["loop"].kind == JSON
    assert f["count"].minimum == 1
    assert f["count"].maximum == 9
    assert f["name"].required
    assert f["name"].description == "who"


def test_initial_values_from_defaults():
    assert initial_value(build_form(SCHEMA)) == {"mode": "slow", "flag": False}


def test_non_object_schema_falls_back_to_json():
    assert build_form({"type": "array"}).kind == JSON
    assert initial_value(build_form({"type": "object", "properties": {"a": {"type": "string"}}})) == {}
    assert initial_value(kinds()["name"]) is MISSING


# -- a tool without arguments (SPEC §20) ------------------------------------------------------------

NO_ARGUMENTS = [
    {"type": "object", "properties": {}},  # GitHub's get_me, memory's read_graph (TypeScript SDK from zod)
    {"type": "object", "properties": {}, "required": []},  # filesystem's list_allowed_directories
    {"properties": {}, "title": "get_timeArguments", "type": "object"},  # the Python SDK's FastMCP
    {"type": "object", "properties": {}, "additionalProperties": False,
     "$schema": "http://json-schema.org/draft-07/schema#"},  # zod-to-json-schema
]


def test_declared_empty_argument_object_is_an_empty_form():
    for schema in NO_ARGUMENTS:
        form = build_form(schema)
        assert form.kind == OBJECT and form.fields == [], schema
        assert initial_value(form) == {}


def test_free_form_object_stays_a_json_editor():
    """Only an explicit empty ``properties`` says "no arguments"; an object that takes anything stays free-form."""
    for schema in ({"type": "object"}, {}, {"type": "object", "properties": {}, "additionalProperties": {"type": "string"}},
                   {"type": "object", "properties": {}, "anyOf": [{"required": ["a"]}]}):
        assert build_form(schema).kind != OBJECT or build_form(schema).fields, schema
    nested = build_form({"type": "object", "properties": {"extra": {"type": "object", "properties": {}}}})
    assert nested.fields[0].kind == JSON and nested.fields[0].free_form
