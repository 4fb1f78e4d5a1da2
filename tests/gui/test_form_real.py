"""The run form on schemas in real generators' output styles (tests/data/schemas: pydantic v1/v2, zod, plain).

The model (no Qt): no raw-JSON fallback except where the schema is free-form (or a recursive schema is cut), and a
default-filled form validates. The widgets: every schema renders, a value covering every field goes in and comes
back out unchanged and valid; optional toggles, map rows, tuple positions, the union chooser, constraint hints
and live errors at the field.
"""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QLabel
from scriptdeck.core.contract.form import (
    ARRAY,
    BOOLEAN,
    CHOICE,
    ENUM,
    INTEGER,
    JSON,
    MAP,
    MISSING,
    NUMBER,
    OBJECT,
    OPTIONAL,
    STRING,
    TEXT,
    TUPLE,
    Field,
    build_form,
    initial_value,
    json_fallbacks,
)
from scriptdeck.core.contract.schema import error_list
from scriptdeck.gui.widgets.form_lists import ArrayEditor, MapEditor, TupleEditor
from scriptdeck.gui.widgets.form_widgets import (
    ChoiceEditor,
    JsonEditor,
    ObjectEditor,
    OptionalEditor,
    ScalarEditor,
    make_editor,
)

from tests.conftest import TESTS

SCHEMAS = TESTS / "data" / "schemas"
NAMES = sorted(p.stem for p in SCHEMAS.glob("*.json"))

#: the only raw-JSON editors each schema may get, with why: free-form values, or the cut of a recursive schema
ALLOWED_FALLBACKS = {
    "pydantic_v1_search": [("extra", "free-form")],  # Dict without a value type: {"type": "object"}
    "pydantic_v2_typical": [("tree/?/children/[]/children/[]/children/[]", "recursion")],
    "zod_nullable_union_record_tuple": [("meta", "free-form")],  # z.any()
}


def load(name: str) -> dict:
    return json.loads((SCHEMAS / f"{name}.json").read_text())


def test_at_least_twenty_real_schemas():
    assert len(NAMES) >= 20


@pytest.mark.parametrize("name", NAMES)
def test_no_raw_json_fallback_except_free_form(name):
    form = build_form(load(name))
    assert form.kind == OBJECT
    assert json_fallbacks(form) == ALLOWED_FALLBACKS.get(name, [])


# -- sample values that satisfy the constraints -----------------------------------------------------

KEYS = {"^x-[a-z-]+$": "x-demo", "^[A-Z_][A-Z0-9_]*$": "HOME_DIR"}
FORMATS = {"uri": "https://example.com/a", "date-time": "2024-01-15T14:30:25Z", "date": "2024-01-15",
           "email": "a@example.com"}


def _hint(f: Field, key: str):
    return dict(f.hints).get(key)


def sample(f: Field):
    """A valid value for ``f``, touching every field (the last enum value / choice option, to exercise them)."""
    if f.kind == OBJECT:
        values = {sub.name: sample(sub) for sub in f.fields if not _cut(sub)}
        # an empty list that is not required is left out by the form (as the script's default)
        return {k: v for k, v in values.items() if v != [] or next(s for s in f.fields if s.name == k).required}
    if f.kind == OPTIONAL:
        return sample(f.item)
    if f.kind == MAP:
        key = next((KEYS[p] for p in f.key_patterns if p in KEYS), "key1")
        return {key: sample(f.item)}
    if f.kind == TUPLE:
        return [sample(p) for p in f.fields]
    if f.kind == ARRAY:
        if _cut(f.item):
            return []
        return [sample(f.item)] * max(1, _hint(f, "minItems") or 1)
    if f.kind == CHOICE:
        return sample(f.options[-1])
    if f.kind == ENUM:
        return f.enum[-1]
    if f.kind == BOOLEAN:
        return True
    if f.kind in (INTEGER, NUMBER):
        low = math.ceil(f.minimum) if f.minimum is not None else 3
        step = _hint(f, "multipleOf") or 1
        value = math.ceil(max(low, 1) / step) * step
        return value if f.maximum is None else min(value, math.floor(f.maximum))
    if f.kind in (STRING, TEXT):
        if _hint(f, "examples"):
            return _hint(f, "examples")[0]
        if _hint(f, "format") in FORMATS:
            return FORMATS[_hint(f, "format")]
        return "abc" * max(1, (_hint(f, "minLength") or 1))
    assert f.kind == JSON
    return {"any": [1, "two"]}


def _cut(f: Field | None) -> bool:
    return f is not None and f.kind == JSON and f.recursion_cut


def fill_required(f: Field, value):
    """``value`` (a fresh form's) with each required property that has no value yet given a sample."""
    out = dict(value) if isinstance(value, dict) else {}
    for sub in f.fields:
        if sub.required and out.get(sub.name, []) == []:
            out[sub.name] = sample(sub)
    return out


@pytest.mark.parametrize("name", NAMES)
def test_default_filled_form_validates(name):
    schema = load(name)
    form = build_form(schema)
    value = initial_value(form)
    value = {} if value is MISSING else value
    assert error_list(schema, fill_required(form, value)) == []


@pytest.mark.parametrize("name", NAMES)
def test_sample_covering_every_field_is_valid(name):
    """Guards the round-trip test below: its input really is valid."""
    schema = load(name)
    assert error_list(schema, sample(build_form(schema))) == []


# -- the real widgets -------------------------------------------------------------------------------

def render(qtbot, schema: dict) -> ObjectEditor:
    editor = ObjectEditor(build_form(schema), framed=False)
    qtbot.addWidget(editor)
    return editor


@pytest.mark.parametrize("name", NAMES)
def test_every_schema_renders_and_round_trips(qtbot, name):
    schema = load(name)
    form = build_form(schema)
    editor = render(qtbot, schema)
    json_editors = editor.findChildren(JsonEditor)
    assert len(json_editors) <= len(ALLOWED_FALLBACKS.get(name, []))
    value = sample(form)
    editor.set_value(value)
    assert editor.value() == value
    assert error_list(schema, editor.value()) == []


@pytest.mark.parametrize("name", NAMES)
def test_fresh_widgets_give_the_default_filled_value(qtbot, name):
    schema = load(name)
    produced = render(qtbot, schema).value()
    assert ({} if produced is MISSING else produced) == initial_value(build_form(schema))


def test_optional_toggle_on_and_off(qtbot):
    schema = load("pydantic_v2_weather_history")
    editor = render(qtbot, schema)
    start = editor.children["since"]
    assert isinstance(start, OptionalEditor)
    assert "since" not in editor.value()
    start.inner.widget.setText("3 days ago")  # typing sets it
    assert start.toggle.isChecked()
    assert editor.value()["since"] == "3 days ago"
    start.toggle.setChecked(False)
    assert "since" not in editor.value()
    start.toggle.setChecked(True)
    assert editor.value()["since"] == "3 days ago"


def test_required_optional_unset_is_null(qtbot):
    schema = {"type": "object", "properties": {"x": {"anyOf": [{"type": "integer"}, {"type": "null"}]}},
              "required": ["x"]}
    editor = render(qtbot, schema)
    assert editor.value() == {"x": None}
    assert error_list(schema, editor.value()) == []
    editor.children["x"].inner.widget.setText("4")
    assert editor.value() == {"x": 4}


def test_nullable_type_list_is_optional(qtbot):
    editor = render(qtbot, load("zod_nullable_union_record_tuple"))
    title = editor.children["title"]
    assert isinstance(title, OptionalEditor)
    title.toggle.setChecked(True)
    assert editor.value()["title"] == ""  # ticked and empty: an empty text


def test_map_add_and_remove_rows(qtbot):
    schema = load("pydantic_v2_typical")
    editor = render(qtbot, schema)
    weights = editor.children["weights"]
    assert isinstance(weights, MapEditor)
    key, value = weights.add_row()
    key.setText("alpha")
    value.widget.setText("0.5")
    key2, value2 = weights.add_row("beta", 2)
    assert editor.value()["weights"] == {"alpha": 0.5, "beta": 2}
    weights.remove_row(weights.rows[0][0])
    assert editor.value()["weights"] == {"beta": 2}
    weights.remove_row(weights.rows[0][0])
    assert "weights" not in editor.value()


def test_map_duplicate_key_is_a_problem(qtbot):
    editor = render(qtbot, load("pydantic_v2_typical"))
    weights = editor.children["weights"]
    weights.add_row("a", 1)
    weights.add_row("a", 2)
    assert editor.local_problems() == ["the key a is there twice"]


def test_pattern_properties_map_shows_key_pattern_and_rejects_bad_key(qtbot):
    schema = load("jsonschema_2020_patterns_allof")
    editor = render(qtbot, schema)
    extensions = editor.children["extensions"]
    assert isinstance(extensions, MapEditor)
    assert "^x-[a-z-]+$" in extensions.hint_label.text()
    extensions.add_row("nope", "v")
    errors = error_list(schema, {**editor.value(), "target": "https://example.com"})
    editor.set_errors(errors)
    assert extensions.error_label.text() == "key 'nope' is not allowed"


def test_allof_parts_are_merged(qtbot):
    editor = render(qtbot, load("jsonschema_2020_patterns_allof"))
    assert list(editor.children) == ["target", "dry_run", "extensions"]
    assert editor.findChild(QLabel, "label-target").text() == "target *"
    assert editor.findChild(QLabel, "label-dry_run").text() == "dry_run *"


def test_pydantic_v1_allof_ref_keeps_its_description_and_default(qtbot):
    editor = render(qtbot, load("pydantic_v1_search"))
    sort = editor.children["sort"]
    assert isinstance(sort, ScalarEditor)
    assert sort.toolTip() == "Result order"
    assert sort.value() == "relevance"
    assert isinstance(editor.children["filters"], ObjectEditor)


def test_tuple_positions(qtbot):
    schema = load("pydantic_v2_typical")
    editor = render(qtbot, schema)
    pair = editor.children["pair"]
    assert isinstance(pair, TupleEditor)
    assert pair.rest is None  # maxItems == 2: no more positions
    assert [type(p) for p in pair.positions] == [ScalarEditor, ScalarEditor]
    pair.positions[0].widget.setText("7")
    pair.positions[1].widget.setText("seven")
    assert editor.value()["pair"] == [7, "seven"]


def test_draft7_tuple_and_array_of_arrays(qtbot):
    editor = render(qtbot, load("zod_nullable_union_record_tuple"))
    assert isinstance(editor.children["range"], TupleEditor)
    grid = editor.children["grid"]
    assert isinstance(grid, ArrayEditor)
    row = grid.add_row()
    assert isinstance(row, ArrayEditor)
    row.add_row(1)
    row.add_row(2)
    assert editor.value()["grid"] == [[1, 2]]


def test_union_chooser_of_simple_types(qtbot):
    schema = load("zod_nullable_union_record_tuple")
    editor = render(qtbot, schema)
    union = editor.children["idOrName"]
    assert isinstance(union, ChoiceEditor)
    assert [union.chooser.itemText(i) for i in range(union.chooser.count())] == ["text", "number"]
    union.chooser.setCurrentIndex(1)
    union.editors[1].widget.setText("12")
    assert editor.value()["idOrName"] == 12
    union.set_value("abc")
    assert union.chooser.currentIndex() == 0


def test_constraint_hints_are_shown_next_to_the_field(qtbot):
    editor = render(qtbot, load("pydantic_v2_typical"))
    query = editor.children["query"].hint_label.text()
    assert query == 'at least 1 characters · at most 200 characters · must match ^[a-z ]+$ · e.g. "hello world"'
    assert editor.children["limit"].hint_label.text() == "≥ 1 · ≤ 100 · a multiple of 5"
    assert editor.children["points"].hint_label.text() == "at most 5 items"
    assert editor.children["tags"].hint_label.text() == "no duplicate items"
    assert editor.children["email"].inner.hint_label.text() == "format: email"


def test_live_error_at_the_field_in_the_run_panel(qtbot, tmp_path):
    from scriptdeck.gui.app import create_window

    from tests.conftest import write_script
    from tests.gui.test_run_panel import tool_text

    root = tmp_path / "home"
    write_script(root / "scripts" / "typical.sh", tool_text(load("pydantic_v2_typical")))
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    window = create_window(str(root), lang="en", watch=False)
    qtbot.addWidget(window)
    try:
        window.show()
        window.tabs.setCurrentIndex(2)  # the Run tab
        assert window.select_tool("typical")
        panel = window.run_panel
        query = panel.editor.children["query"]
        query.widget.setPlainText("Hello!")  # breaks the pattern: checked as it is typed
        qtbot.waitUntil(lambda: not query.error_label.isHidden())
        assert query.error_label.text() == "must match the pattern ^[a-z ]+$"
        assert not panel.run_button.isEnabled()
        limit = panel.editor.children["limit"]
        limit.widget.setText("7")
        assert limit.error_label.text() == "must be a multiple of 5"
        origin = panel.editor.children["origin"]
        origin.inner.children["x"].widget.setText("1")
        origin.inner.children["y"].widget.setText("")
        query.widget.setPlainText("hello")
        limit.widget.setText("10")
        qtbot.waitUntil(lambda: panel.run_button.isEnabled())
        assert query.error_label.isHidden()
        # an error inside an optional value names the real problem, at the inner field
        color = panel.editor.children["color"]
        assert isinstance(color.inner, ScalarEditor)
        email = panel.editor.children["email"]
        email.inner.widget.setText("x")  # format is a hint only (2020-12: an annotation)
        assert panel.run_button.isEnabled()
    finally:
        window.controller.close()


def test_optional_inner_error_is_precise(qtbot):
    schema = {"type": "object", "properties": {
        "name": {"anyOf": [{"type": "string", "maxLength": 3}, {"type": "null"}], "default": None}}}
    editor = render(qtbot, schema)
    name = editor.children["name"]
    name.inner.widget.setText("toolong")
    editor.set_errors(error_list(schema, editor.value()))
    assert name.inner.error_label.text() == "too long"


def test_recursive_schema_renders_to_a_bounded_depth(qtbot):
    editor = render(qtbot, load("pydantic_v2_typical"))
    tree = editor.children["tree"]
    assert isinstance(tree.inner, ObjectEditor)
    level = tree.inner
    for _ in range(2):
        level = level.children["children"].add_row()
        assert isinstance(level, ObjectEditor)
    deepest = level.children["children"].add_row()
    assert isinstance(deepest, JsonEditor)


# -- hostile schemas ------------------------------------------------------------------------------

_leaf = st.sampled_from([
    {}, True, False, {"type": "string"}, {"type": "integer", "minimum": 3}, {"type": "null"},
    {"type": ["string", "null"]}, {"type": ["number", "boolean", "array"]}, {"enum": [1, "a", None]},
    {"const": {"a": 1}}, {"$ref": "#"}, {"$ref": "#/$defs/x"}, {"$ref": "#/nowhere"}, {"$ref": "http://x/y"},
    {"type": "string", "pattern": "(a+)+$", "format": "email", "examples": ["a"]}, {"type": "bogus"},
    {"type": 5}, {"minItems": "x"}, {"items": [True, {}]}, {"prefixItems": []},
])
_schemas = st.recursive(_leaf, lambda inner: st.one_of(
    st.builds(lambda p, r: {"type": "object", "properties": p, "required": r},
              st.dictionaries(st.sampled_from(["a", "b", "", "~1"]), inner, max_size=3),
              st.lists(st.sampled_from(["a", "b", 3]), max_size=2)),
    st.builds(lambda i: {"type": "array", "items": i}, inner),
    st.builds(lambda i, p: {"prefixItems": p, "items": i}, inner, st.lists(inner, max_size=2)),
    st.builds(lambda i: {"additionalProperties": i}, inner),
    st.builds(lambda i: {"patternProperties": {"^a": i, "[": i}}, inner),
    st.builds(lambda a: {"anyOf": a}, st.lists(inner, max_size=3)),
    st.builds(lambda a: {"oneOf": a, "type": ["object", "null"]}, st.lists(inner, max_size=3)),
    st.builds(lambda a: {"allOf": a}, st.lists(inner, max_size=3)),
    st.builds(lambda i: {"$defs": {"x": i}, "properties": {"r": {"$ref": "#/$defs/x"}, "s": i}}, inner),
), max_leaves=12)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_schemas)
def test_arbitrary_schemas_never_crash_the_model_or_widgets(qtbot, schema):
    form = build_form(schema)
    json_fallbacks(form)
    initial_value(form)
    editor = ObjectEditor(form, framed=False) if form.kind == OBJECT else make_editor(form)
    value = editor.value()
    editor.set_value(value)
    editor.set_errors(error_list(schema if isinstance(schema, dict) else {}, {} if value is MISSING else value))
    editor.local_problems()
    editor.deleteLater()


def test_free_form_is_recognised():
    assert build_form({"type": "object"}).free_form
    assert build_form({"type": "object", "properties": {"a": {}}}).fields[0].free_form
    form = build_form({"type": "object", "properties": {"a": {"type": "object", "additionalProperties": True}}})
    assert form.fields[0].free_form


def test_optional_toggle_says_what_unset_means(qtbot):
    editor = render(qtbot, load("pydantic_v2_note_rename"))
    toggle = editor.children["folder"].toggle
    assert toggle.text() == "not set: left out (tick to give a value)"
    toggle.setChecked(True)
    assert toggle.text() == "set (untick to leave it out)"


def _only(schema: dict) -> Field:
    return build_form({"type": "object", "properties": {"v": schema}}).fields[0]


def test_nullable_enum_is_an_optional_enum():
    field = _only({"type": ["string", "null"], "enum": ["a", "b", None]})
    assert (field.kind, field.item.kind, field.item.enum) == (OPTIONAL, ENUM, ["a", "b"])


def test_anyof_of_two_types_and_null_is_an_optional_choice():
    field = _only({"anyOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}]})
    assert (field.kind, field.item.kind, [o.kind for o in field.item.options]) == (OPTIONAL, CHOICE, [INTEGER, STRING])


def test_allof_types_intersect_and_required_unite():
    field = _only({"allOf": [{"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]},
                             {"type": "object", "properties": {"a": {"minimum": 2}, "b": {"type": "number"}},
                              "required": ["b"]}]})
    assert field.kind == OBJECT
    assert [(f.name, f.kind, f.required, f.minimum) for f in field.fields] == [
        ("a", INTEGER, True, 2), ("b", NUMBER, True, None)]


def test_type_union_with_a_container_is_free_form():
    assert _only({"type": ["object", "array"]}).kind == JSON
    assert _only({"type": ["object", "array"]}).free_form


def test_remote_ref_is_never_fetched_and_is_not_a_form():
    field = _only({"$ref": "https://example.com/schema.json"})
    assert field.kind == JSON


def test_tool_without_arguments_says_so(qtbot):
    """``{"type": "object", "properties": {}}`` (GitHub's get_me): an empty form with a sentence, no JSON editor."""
    editor = render(qtbot, {"type": "object", "properties": {}})
    assert editor.findChildren(JsonEditor) == []
    label = editor.findChild(QLabel, "no-arguments")
    assert label is not None and label.text() == "This tool takes no arguments."
    assert editor.value() == {}


# -- real MCP servers' input schemas (tests/data/mcp_schemas, sources noted per file and per tool) -----------

MCP_SCHEMAS = TESTS / "data" / "mcp_schemas"


def _mcp() -> list[tuple[str, dict]]:
    out = []
    for path in sorted(MCP_SCHEMAS.glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        out += [(f"{path.stem}/{name}", tool["inputSchema"]) for name, tool in doc["tools"].items()]
    return out


MCP = _mcp()
#: the only raw-JSON editors a real schema gets: values the schema leaves free-form
MCP_FREE_FORM = {
    "github/actions_run_trigger": [("inputs", "free-form")],  # workflow inputs: {"type": "object"}
    "github/projects_write": [("updated_field/<0>/value", "free-form"), ("updated_field/<1>/value", "free-form")],
    "servers_puppeteer/puppeteer_navigate": [("launchOptions", "free-form")],  # {"type": "object"}
}


def test_real_mcp_schemas_are_all_there_with_their_sources():
    assert len(MCP) >= 198
    for path in MCP_SCHEMAS.glob("*.json"):
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["repository"] and len(doc["commit"]) == 40 and doc["licence"], path.name
        assert all(tool["source"] for tool in doc["tools"].values()), path.name


@pytest.mark.parametrize(("name", "schema"), MCP, ids=[name for name, _ in MCP])
def test_real_mcp_schema_is_a_form(name, schema):
    form = build_form(schema)
    assert form.kind == OBJECT
    assert json_fallbacks(form) == MCP_FREE_FORM.get(name, [])


@pytest.mark.slow
def test_real_mcp_schemas_render_without_a_whole_form_json_editor(qtbot):
    for name, schema in MCP:
        editor = render(qtbot, schema)
        assert len(editor.findChildren(JsonEditor)) == len(MCP_FREE_FORM.get(name, [])), name
        editor.deleteLater()
