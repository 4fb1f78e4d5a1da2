"""JSON Schema checks with ``jsonschema``: the draft named by ``$schema`` (default 2020-12)."""

from __future__ import annotations

from typing import Any

import jsonschema
from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError


def validator_class(schema: dict[str, Any]) -> type:
    return jsonschema.validators.validator_for(schema, default=Draft202012Validator)


def schema_problem(schema: dict[str, Any]) -> str | None:
    """A sentence naming what makes ``schema`` invalid, or None."""
    try:
        validator_class(schema).check_schema(schema)
    except SchemaError as error:
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        return f"{where}: {error.message}"
    return None


def argument_errors(schema: dict[str, Any], args: Any) -> list[str]:
    """Every failing path of ``args`` against ``schema``, as ``path: message`` lines, sorted by path."""
    validator = validator_class(schema)(schema)
    errors = []
    for error in validator.iter_errors(args):
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        errors.append((where, error.message))
    return [f"{where}: {message}" for where, message in sorted(errors)]
