"""JSON ScriptDeck prints for an agent (SPEC §15 "JSON is strict both ways"): never NaN/Infinity, always UTF-8.

``json.dumps`` writes ``NaN``/``Infinity`` (which Node's ``JSON.parse`` rejects) and lone surrogates (which cannot
be encoded). Output goes through :func:`dumps_out`: a non-finite number that reached an answer (say a schema an
``index.json`` gave as ``1e400``) is printed as ``null``, a lone surrogate as a ``\\u`` escape.
"""

from __future__ import annotations

import json

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any


def dumps_out(value: Any, **options: Any) -> str:
    """``json.dumps(value, ensure_ascii=False, **options)`` that is always strict JSON and encodable as UTF-8."""
    options.setdefault("ensure_ascii", False)
    try:
        text = json.dumps(value, allow_nan=False, **options)
    except ValueError:  # NaN/Infinity somewhere: printed as null, never as a non-JSON literal
        value = json.loads(json.dumps(value, allow_nan=True), parse_constant=lambda _name: None)
        text = json.dumps(value, allow_nan=False, **options)
    if not options["ensure_ascii"]:
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            options["ensure_ascii"] = True
            text = json.dumps(value, allow_nan=False, **options)
    return text
