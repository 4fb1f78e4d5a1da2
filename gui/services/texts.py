"""Words the core hands over in English, said in the UI language: JSON parse errors, index.json field names
and their values, run errors. Keys and raw values stay in the data; only what is shown is translated."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.model.tool import Tool

_JSON_MESSAGES = {
    "Expecting value": QT_TRANSLATE_NOOP("JsonError", "a value is expected"),
    "Expecting property name enclosed in double quotes":
        QT_TRANSLATE_NOOP("JsonError", "a key in double quotes is expected"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("JsonError", "a “:” is expected"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("JsonError", "a “,” is expected"),
    "Unterminated string starting at": QT_TRANSLATE_NOOP("JsonError", "a string is not closed"),
    "Invalid control character at": QT_TRANSLATE_NOOP("JsonError", "a control character inside a string"),
    "Invalid \\escape": QT_TRANSLATE_NOOP("JsonError", "an invalid \\ escape"),
    "Invalid \\uXXXX escape": QT_TRANSLATE_NOOP("JsonError", "an invalid \\u escape"),
    "Extra data": QT_TRANSLATE_NOOP("JsonError", "extra text after the value"),
    "Illegal trailing comma before end of object": QT_TRANSLATE_NOOP("JsonError", "a comma before “}”"),
    "Illegal trailing comma before end of array": QT_TRANSLATE_NOOP("JsonError", "a comma before “]”"),
}


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def json_error_text(error: Exception) -> str:
    """A ``json.loads`` error as a short sentence in the UI language, with line and column."""
    if isinstance(error, json.JSONDecodeError):
        reason = _JSON_MESSAGES.get(error.msg)
        what = _tr("JsonError", reason) if reason else error.msg
        return QCoreApplication.translate("JsonError", "%1 (line %2, column %3)").replace("%1", what).replace(
            "%2", str(error.lineno)).replace("%3", str(error.colno))
    if isinstance(error, RecursionError):
        return QCoreApplication.translate("JsonError", "nested too deeply")
    return str(error)


FIELD_LABELS = {
    "display_name": QT_TRANSLATE_NOOP("Fields", "Chinese name"),
    "display_name_en": QT_TRANSLATE_NOOP("Fields", "English name"),
    "description": QT_TRANSLATE_NOOP("Fields", "Description"),
    "parameters": QT_TRANSLATE_NOOP("Fields", "Parameters"),
    "timeout_seconds": QT_TRANSLATE_NOOP("Fields", "Timeout (s)"),
    "groups": QT_TRANSLATE_NOOP("Fields", "Groups"),
    "argv": QT_TRANSLATE_NOOP("Fields", "Arguments"),
    "trust": QT_TRANSLATE_NOOP("Fields", "Trust"),
    "permission": QT_TRANSLATE_NOOP("Fields", "Permission"),
    "stub_example": QT_TRANSLATE_NOOP("Fields", "Stub example"),
    "requires": QT_TRANSLATE_NOOP("Fields", "Requires"),
    "capabilities": QT_TRANSLATE_NOOP("Fields", "Capabilities"),
    "hints": QT_TRANSLATE_NOOP("Fields", "Hints"),
    "skill_only": QT_TRANSLATE_NOOP("Fields", "Skill only"),
    "always_loaded": QT_TRANSLATE_NOOP("Fields", "Always loaded"),
    "load_policy": QT_TRANSLATE_NOOP("Fields", "Load policy"),
}

VALUE_LABELS = {
    ("argv", "flags"): QT_TRANSLATE_NOOP("Fields", "flags on argv"),
    ("argv", "none"): QT_TRANSLATE_NOOP("Fields", "JSON on stdin only"),
    ("argv", "positional"): QT_TRANSLATE_NOOP("Fields", "values as $1 $2 …"),
    ("trust", "owner"): QT_TRANSLATE_NOOP("Fields", "owner"),
    ("trust", "external"): QT_TRANSLATE_NOOP("Fields", "external"),
    ("permission", "read_only"): QT_TRANSLATE_NOOP("Fields", "read only"),
    ("permission", "presentation"): QT_TRANSLATE_NOOP("Fields", "presentation"),
    ("permission", "writes"): QT_TRANSLATE_NOOP("Fields", "writes"),
    ("load_policy", "summary"): QT_TRANSLATE_NOOP("Fields", "summary"),
    ("load_policy", "group"): QT_TRANSLATE_NOOP("Fields", "with its group"),
    ("load_policy", "hidden"): QT_TRANSLATE_NOOP("Fields", "hidden"),
}


def layer_label(layer: str) -> str:
    labels = {
        "builtin": QCoreApplication.translate("Layers", "builtin"),
        "global": QCoreApplication.translate("Layers", "global"),
        "persona": QCoreApplication.translate("Layers", "persona"),
        "pi-global": QCoreApplication.translate("Layers", "pi global"),
        "pi-project": QCoreApplication.translate("Layers", "pi project"),
        "pi-library": QCoreApplication.translate("Layers", "pi library"),
        "raycast": QCoreApplication.translate("Layers", "Raycast"),
    }
    if layer.startswith("library:"):  # a library from git (SPEC §29)
        return QCoreApplication.translate("Layers", "library %1 (git)").replace("%1", layer[len("library:"):])
    if layer.startswith("raycast-"):  # a second Raycast folder: raycast-2, …
        return labels["raycast"] + layer[len("raycast"):]
    return labels.get(layer, layer)


def group_label(tool: Tool, group: str) -> str:
    """A group as shown: ScriptDeck's own example groups in the UI language, every other group as written."""
    label = tool.group_label(group)
    return _tr("Groups", _GROUP_NAMES[label]) if label in _GROUP_NAMES else label


#: the groups of the built-in example tools (resources/builtin); a user's own groups are their data
_GROUP_NAMES = {
    "examples": QT_TRANSLATE_NOOP("Groups", "examples"),
    "media": QT_TRANSLATE_NOOP("Groups", "media"),
    "utilities": QT_TRANSLATE_NOOP("Groups", "utilities"),
    "system": QT_TRANSLATE_NOOP("Groups", "system"),
    "files": QT_TRANSLATE_NOOP("Groups", "files"),
}


def choice_text(label: str, value: str) -> str:
    """A choice in words with its value after it: "no (false)" in English, "否（false）" in Chinese."""
    return QCoreApplication.translate("Lists", "%1 (%2)").replace("%1", label).replace("%2", value)


def join_list(items: list[str]) -> str:
    """Names in a sentence: "a, b" in English, "a、b" in Chinese."""
    return QCoreApplication.translate("Lists", ", ").join(items)


def field_label(name: str) -> str:
    return _tr("Fields", FIELD_LABELS[name]) if name in FIELD_LABELS else name


def value_label(name: str, value: Any) -> str:
    """A choice value in words (``writes`` → 写入); booleans as yes/no; anything else unchanged."""
    if isinstance(value, bool):
        return QCoreApplication.translate("Fields", "yes") if value else QCoreApplication.translate("Fields", "no")
    label = VALUE_LABELS.get((name, value)) if isinstance(value, str) else None
    return _tr("Fields", label) if label else str(value)


def run_error_text(error: str | None, timed_out: bool, timeout_seconds: float | None) -> str:
    """The core's English run error, in the UI language where it is one of ours."""
    if timed_out:
        seconds = f"{timeout_seconds:g}" if timeout_seconds is not None else "?"
        return QCoreApplication.translate("RunView", "The script timed out after %1 s.").replace("%1", seconds)
    if error == "stopped by the user":
        return QCoreApplication.translate("RunView", "Stopped by you.")
    return error or ""


def run_outcome(result: dict[str, Any]) -> str:
    """A history record's result in one or two words (the run panel's and the activity view's Outcome column)."""
    if result.get("timed_out"):
        return QCoreApplication.translate("RunPanel", "timed out")
    if result.get("exit_code") is None:
        return QCoreApplication.translate("RunPanel", "did not finish")
    if result.get("exit_code") == 0:
        return QCoreApplication.translate("RunPanel", "ok")
    return QCoreApplication.translate("RunPanel", "exit %1").replace("%1", str(result.get("exit_code")))


_SCHEMA_DESCRIPTIONS = {
    "raw text for stdin": QT_TRANSLATE_NOOP("Fields", "raw text for stdin"),
    "arguments, split shell-style into $1, $2, …": QT_TRANSLATE_NOOP("Fields", "arguments, split shell-style into $1, $2, …"),
}


def localized_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """ScriptDeck's own stand-in schemas (no Parameters, pi tools) with their descriptions translated; a
    tool's declared schema is tool data and stays as written."""
    properties = schema.get("properties")
    if not isinstance(properties, dict) or not any(
            isinstance(p, dict) and p.get("description") in _SCHEMA_DESCRIPTIONS for p in properties.values()):
        return schema
    out = dict(schema)
    out["properties"] = {
        key: ({**prop, "description": _tr("Fields", _SCHEMA_DESCRIPTIONS[prop["description"]])}
              if isinstance(prop, dict) and prop.get("description") in _SCHEMA_DESCRIPTIONS else prop)
        for key, prop in properties.items()}
    return out


ZH_DESCRIPTION = "描述"  # a schema property's Chinese description, as the header's 描述 key (tool data)
#: an enum's labels per UI language, ``{"zh_CN": {"length": "长度", ...}}`` (tool data; the values sent stay as they are)
ENUM_LABELS = "x-enum-labels"
#: the labels of the form's language, put in by schema_for_language for the form to show ({value: label})
SHOWN_ENUM_LABELS = "x-scriptdeck-shown-labels"


def schema_for_language(schema: Any, lang: str) -> Any:
    """A tool's schema as the form shows it: in a Chinese UI a property's ``描述`` replaces its ``description``
    (the agent still gets the schema as written), and an enum's ``x-enum-labels`` of the UI language label its
    choices. Other languages, and schemas without these keys, unchanged."""
    if not lang.startswith("zh") or not isinstance(schema, dict):
        return schema
    out = dict(schema)
    if isinstance(out.get(ZH_DESCRIPTION), str) and out[ZH_DESCRIPTION].strip():
        out["description"] = out[ZH_DESCRIPTION]
    labels = out.get(ENUM_LABELS)
    shown = labels.get(lang, labels.get("zh_CN")) if isinstance(labels, dict) else None
    if isinstance(shown, dict):
        out[SHOWN_ENUM_LABELS] = {key: text for key, text in shown.items()
                                  if isinstance(key, str) and isinstance(text, str) and text.strip()}
    properties = out.get("properties")
    if isinstance(properties, dict):
        out["properties"] = {key: schema_for_language(value, lang) for key, value in properties.items()}
    if isinstance(out.get("items"), dict):
        out["items"] = schema_for_language(out["items"], lang)
    return out
