"""JSON Schema checks with ``jsonschema``: the draft named by ``$schema`` (default 2020-12)."""

from __future__ import annotations

from typing import Any

import jsonschema
from jsonschema import Draft202012Validator


def validator_class(schema: dict[str, Any]) -> type:
    return jsonschema.validators.validator_for(schema, default=Draft202012Validator)


_META: dict[type, Any] = {}


def schema_problem(schema: dict[str, Any]) -> str | None:
    """A sentence naming what makes ``schema`` invalid, or None (one meta-validator per draft, reused)."""
    cls = validator_class(schema)
    meta = _META.get(cls)
    if meta is None:
        meta = _META[cls] = cls(cls.META_SCHEMA, format_checker=cls.FORMAT_CHECKER)
    error = jsonschema.exceptions.best_match(meta.iter_errors(schema))
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "(root)"
    return f"{where}: {error.message}"


def error_list(schema: dict[str, Any], args: Any) -> list[tuple[tuple[Any, ...], str]]:
    """Every failing ``(path, message)`` of ``args`` against ``schema``, sorted by path."""
    validator = validator_class(schema)(schema)
    errors = []
    for error in validator.iter_errors(args):
        path = tuple(error.absolute_path)
        if error.validator == "required" and isinstance(error.instance, dict):
            # point at the missing property itself, so a form can show the error at that field
            missing = [name for name in error.validator_value if name not in error.instance]
            named = [name for name in missing if error.message.startswith(repr(name))]
            if named or missing:
                path = (*path, (named or missing)[0])
        errors.append((path, error.message))
    return sorted(errors, key=lambda item: ([str(p) for p in item[0]], item[1]))


def argument_errors(schema: dict[str, Any], args: Any) -> list[str]:
    """Every failing path of ``args`` against ``schema``, as ``path: message`` lines, sorted by path."""
    return [f"{'/'.join(str(p) for p in path) or '(root)'}: {message}" for path, message in error_list(schema, args)]
