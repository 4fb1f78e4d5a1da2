"""JSON Schema checks with ``jsonschema``: the draft named by ``$schema`` (default 2020-12).

Schemas come from tool headers and ``index.json``: untrusted input (SPEC §15). So:

- ``$ref``s are resolved only inside the schema (a registry whose ``retrieve`` refuses: nothing is fetched);
- references that loop back to themselves without consuming any of the instance are refused up front;
- every regex (``pattern``, ``patternProperties``, the ``regex`` format) runs on RE2, a linear-time engine, so
  ``(a+)+$`` cannot hang argument checking; a pattern RE2 cannot compile (lookaround, backreferences) makes the
  schema unusable;
- any other failure while checking (unknown ``type``, ``minProperties: "x"``, recursion) becomes one sentence.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache, lru_cache
from typing import Any

import jsonschema
import referencing
import referencing.exceptions
import referencing.jsonschema
from jsonschema import Draft202012Validator, ValidationError
from jsonschema.protocols import Validator

try:
    import re2
except ImportError:  # pragma: no cover - google-re2 is a dependency; without it regexes run on Python's re
    re2 = None

MAX_PATTERN = 2000
UNUSABLE = "the tool's schema cannot be used: {problem}"


class SchemaUnusable(ValueError):
    """A schema that cannot check arguments; ``str(error)`` is one English sentence."""


def _refuse_retrieve(uri: str) -> referencing.Resource:
    # an attrs class behind referencing's own decorator, which mypy's attrs plugin does not recognise
    raise referencing.exceptions.NoSuchResource(ref=uri)  # type: ignore[call-arg]


#: resolves the drafts' own meta-schemas (bundled) and nothing else: a remote $ref is never fetched
REGISTRY: referencing.Registry = referencing.Registry(retrieve=_refuse_retrieve)  # type: ignore[call-arg]


# -- linear-time regexes -----------------------------------------------------------------------------

if re2 is not None:
    _RE2_OPTIONS = re2.Options()
    _RE2_OPTIONS.log_errors = False  # RE2 would otherwise print every bad pattern on stderr


@lru_cache(maxsize=512)
def _compile(pattern: str) -> Any:
    if not isinstance(pattern, str):
        raise re.error(f"pattern must be a string, not {type(pattern).__name__}")
    if len(pattern) > MAX_PATTERN:
        raise re.error(f"pattern is longer than {MAX_PATTERN} characters")
    if re2 is None:  # pragma: no cover
        return re.compile(pattern)
    try:
        return re2.compile(pattern, _RE2_OPTIONS)
    except re2.error as error:
        detail = error.args[0].decode("utf-8", "replace") if error.args and isinstance(error.args[0], bytes) \
            else str(error)
        raise re.error(f"{detail} (lookaround and backreferences are not supported)") from None


def _extras(instance: dict[str, Any], schema: dict[str, Any]) -> list[str]:
    """The properties neither ``properties`` nor a ``patternProperties`` pattern (on RE2) covers."""
    properties = schema.get("properties", {})
    patterns = [_compile(pattern) for pattern in schema.get("patternProperties", {})]
    return [name for name in instance if name not in properties and not any(p.search(name) for p in patterns)]


def _were(extras: list[str]) -> str:
    return ", ".join(repr(extra) for extra in extras) + (" was" if len(extras) == 1 else " were")


def _pattern(validator: Any, pattern: str, instance: Any, schema: dict[str, Any]) -> Iterator[ValidationError]:
    if validator.is_type(instance, "string") and not _compile(pattern).search(instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def _pattern_properties(validator: Any, patterns: dict[str, Any], instance: Any,
                        schema: dict[str, Any]) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    for pattern, subschema in patterns.items():
        regex = _compile(pattern)
        for name, value in instance.items():
            if regex.search(name):
                yield from validator.descend(value, subschema, path=name, schema_path=pattern)


def _additional_properties(validator: Any, additional: Any, instance: Any,
                           schema: dict[str, Any]) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    extras = _extras(instance, schema)
    if validator.is_type(additional, "object"):
        for extra in extras:
            yield from validator.descend(instance[extra], additional, path=extra)
    elif not additional and extras:
        if "patternProperties" in schema:
            names = ", ".join(repr(extra) for extra in sorted(extras))
            patterns = ", ".join(repr(pattern) for pattern in sorted(schema["patternProperties"]))
            verb = "does" if len(extras) == 1 else "do"
            yield ValidationError(f"{names} {verb} not match any of the regexes: {patterns}")
        else:
            yield ValidationError(f"Additional properties are not allowed ({_were(sorted(extras, key=str))} "
                                  "unexpected)")


#: the keywords that run a schema's regexes, on RE2 (jsonschema's own run them on Python's backtracking ``re``)
_LINEAR_KEYWORDS = {"pattern": _pattern, "patternProperties": _pattern_properties,
                    "additionalProperties": _additional_properties}


def _regex_format(instance: object) -> bool:
    return not isinstance(instance, str) or _compile(instance) is not None


@cache
def _linear(cls: type[Validator]) -> type[Validator]:
    """``cls`` with :data:`_LINEAR_KEYWORDS` and an RE2 ``regex`` format, through jsonschema's public
    ``validators.extend``: a new class, so a plain ``jsonschema.validate`` elsewhere in the process is untouched
    (issue 42: the keyword modules' ``re`` was replaced process-wide before)."""
    if re2 is None:  # pragma: no cover
        return cls
    checker = jsonschema.FormatChecker(formats=())
    checker.checkers = dict(cls.FORMAT_CHECKER.checkers)
    checker.checks("regex", raises=re.error)(_regex_format)
    keywords = {name: check for name, check in _LINEAR_KEYWORDS.items() if name in cls.VALIDATORS}
    extended: type[Validator] = jsonschema.validators.extend(  # type: ignore[no-untyped-call]  # untyped stub
        cls, keywords, format_checker=checker)
    return extended


# -- which validator -----------------------------------------------------------------------------

def validator_class(schema: Any) -> type[Validator]:
    """The validator for the draft ``schema`` names; raises :class:`SchemaUnusable` for a bad ``$schema``."""
    if not isinstance(schema, dict) or "$schema" not in schema:
        return _linear(Draft202012Validator)
    declared = schema["$schema"]
    if not isinstance(declared, str):
        raise SchemaUnusable("$schema must be a string naming a JSON Schema draft")
    # default=None is what jsonschema returns for an unknown draft without warning; its stub omits None
    cls: type[Validator] | None = jsonschema.validators.validator_for(schema, default=None)  # type: ignore[arg-type]
    if cls is None:
        raise SchemaUnusable(f"$schema names an unknown draft ({declared[:100]})")
    return _linear(cls)


_META: dict[type[Validator], Validator] = {}

_SAME_INSTANCE_LISTS = ("allOf", "anyOf", "oneOf")
_SAME_INSTANCE_ONE = ("not", "if", "then", "else", "extends")
_DATA_KEYS = ("enum", "const", "examples", "default")


def _subschemas(node: Any) -> list[tuple[Any, str | None]]:
    """Every dict/list child of ``node`` with the key it sits under (data keywords are skipped)."""
    if isinstance(node, dict):
        return [(value, key) for key, value in node.items()
                if isinstance(value, (dict, list)) and key not in _DATA_KEYS]
    return [(value, None) for value in node if isinstance(value, (dict, list))]


def _structure_problem(schema: dict[str, Any], cls: type[Validator]) -> str | None:
    """Bad regexes, unresolvable or remote ``$ref``s and reference loops that consume nothing."""
    validator: Any = cls(schema, registry=REGISTRY)  # Any: _resolver is not part of the Validator protocol
    root_resolver = validator._resolver  # noqa: SLF001 - the resolver jsonschema itself will use
    try:
        specification = referencing.jsonschema.specification_with(cls.META_SCHEMA.get("$schema", ""))
    except referencing.exceptions.CannotDetermineSpecification:  # pragma: no cover
        specification = referencing.jsonschema.DRAFT202012
    # iterative walk: (node, resolver, parent key)
    stack: list[tuple[Any, Any, str | None]] = [(schema, root_resolver, None)]
    targets: dict[int, list[Any]] = {}
    nodes: dict[int, Any] = {}
    keywords: set[str] = set()
    while stack:
        node, resolver, parent = stack.pop()
        if isinstance(node, dict):
            if parent == "patternProperties":
                for pattern in node:
                    problem = _pattern_problem(pattern)
                    if problem:
                        return problem
            if parent not in ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas"):
                if isinstance(node.get("$id"), str) and node is not schema:
                    try:
                        resolver = resolver.in_subresource(specification.create_resource(node))
                    except Exception:  # noqa: BLE001 - an odd $id: resolve against the outer base
                        pass
                if "unevaluatedProperties" in node:
                    keywords.add("unevaluatedProperties")
                if node.get("patternProperties"):
                    keywords.add("patternProperties")
                pattern = node.get("pattern")
                if pattern is not None:
                    problem = _pattern_problem(pattern)
                    if problem:
                        return problem
                nodes[id(node)] = node
                edges = targets.setdefault(id(node), [])
                for keyword in ("$ref", "$dynamicRef", "$recursiveRef"):
                    ref = node.get(keyword)
                    if not isinstance(ref, str):
                        continue
                    try:
                        resolved = resolver.lookup(ref)
                    except Exception:  # noqa: BLE001 - referencing raises several kinds
                        if re.match(r"[A-Za-z][A-Za-z0-9+.-]*://", ref) and not ref.startswith("urn:"):
                            return f"{keyword} {ref[:100]} points outside the schema; remote schemas are never fetched"
                        return f"{keyword} {ref[:100]} cannot be resolved inside the schema"
                    if isinstance(resolved.contents, dict):
                        edges.append(resolved.contents)
                        nodes[id(resolved.contents)] = resolved.contents
                for keyword in _SAME_INSTANCE_LISTS:
                    if isinstance(node.get(keyword), list):
                        edges.extend(item for item in node[keyword] if isinstance(item, dict))
                for keyword in _SAME_INSTANCE_ONE:
                    if isinstance(node.get(keyword), dict):
                        edges.append(node[keyword])
        stack.extend((child, resolver, key) for child, key in _subschemas(node))
    if len(keywords) == 2 and "unevaluatedProperties" in cls.VALIDATORS:
        # jsonschema's unevaluatedProperties runs patternProperties' regexes itself, on Python's backtracking re,
        # in a private helper the public API cannot replace (docs/decisions.md, issue 42)
        return "unevaluatedProperties together with patternProperties is not supported; list the properties instead"
    return _loop_problem(targets, nodes)


def _pattern_problem(pattern: Any) -> str | None:
    try:
        _compile(pattern)
    except re.error as error:
        return f"pattern {str(pattern)[:60]!r} cannot be used: {error}"
    return None


def _loop_problem(targets: dict[int, list[Any]], nodes: dict[int, Any]) -> str | None:
    """A cycle of references/applicators that stays on the same instance never ends: find one (iteratively)."""
    state: dict[int, int] = {}  # 1: on the path, 2: done
    for start in list(targets):
        if state.get(start):
            continue
        path = [(start, iter(targets.get(start, [])))]
        state[start] = 1
        while path:
            current, children = path[-1]
            child = next(children, None)
            if child is None:
                state[current] = 2
                path.pop()
                continue
            key = id(child)
            if state.get(key) == 1:
                return "its references loop back to themselves without end (a recursive $ref or cyclic $defs)"
            if not state.get(key):
                state[key] = 1
                if key not in targets:
                    targets[key] = []
                path.append((key, iter(targets[key])))
    return None


def schema_problem(schema: Any) -> str | None:
    """A sentence naming what makes ``schema`` unusable, or None. Never raises."""
    try:
        return _cached_problem(json.dumps(schema, sort_keys=True, allow_nan=False))
    except (TypeError, ValueError, RecursionError):
        return "the schema is not plain JSON"


@lru_cache(maxsize=256)
def _cached_problem(text: str) -> str | None:
    schema = json.loads(text)
    try:
        cls = validator_class(schema)
    except SchemaUnusable as error:
        return str(error)
    try:
        meta = _META.get(cls)
        if meta is None:
            meta = _META[cls] = cls(cls.META_SCHEMA, format_checker=cls.FORMAT_CHECKER)
        best = jsonschema.exceptions.best_match(meta.iter_errors(schema))
        if best is not None:
            where = "/".join(str(p) for p in best.absolute_path) or "(root)"
            return f"{where}: {best.message}"
        if isinstance(schema, dict):
            return _structure_problem(schema, cls)
    except RecursionError:
        return "it is nested or refers to itself too deeply to be checked"
    except Exception as error:  # noqa: BLE001 - a hostile schema must give a sentence, never a traceback
        return f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"[:300]
    return None


# -- checking arguments ----------------------------------------------------------------------------

def error_list(schema: dict[str, Any], args: Any) -> list[tuple[tuple[Any, ...], str]]:
    """Every failing ``(path, message)`` of ``args`` against ``schema``, sorted by path.

    An unusable schema gives one root error naming why (so nothing runs against it); never raises.
    """
    problem = schema_problem(schema)
    if problem:
        return [((), UNUSABLE.format(problem=problem))]
    try:
        validator = validator_class(schema)(schema, registry=REGISTRY)
        found = list(validator.iter_errors(args))
    except RecursionError:
        return [((), "the arguments are nested too deeply for this schema")]
    except Exception as exc:  # noqa: BLE001 - see schema_problem
        return [((), UNUSABLE.format(problem=f"{type(exc).__name__}: {str(exc)[:200]}"))]
    errors = []
    for error in found:
        path = tuple(error.absolute_path)
        if error.validator == "required" and isinstance(error.instance, dict):
            # point at the missing property itself, so a form can show the error at that field
            required: list[str] = error.validator_value  # type: ignore[assignment]  # "required" has a list value
            missing = [name for name in required if name not in error.instance]
            named = [name for name in missing if error.message.startswith(repr(name))]
            if named or missing:
                path = (*path, (named or missing)[0])
        errors.append((path, error.message))
    return sorted(errors, key=lambda item: ([str(p) for p in item[0]], item[1]))


def argument_errors(schema: dict[str, Any], args: Any) -> list[str]:
    """Every failing path of ``args`` against ``schema``, as ``path: message`` lines, sorted by path."""
    return [f"{'/'.join(str(p) for p in path) or '(root)'}: {message}" for path, message in error_list(schema, args)]
