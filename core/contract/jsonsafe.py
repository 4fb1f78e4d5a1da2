"""One strict JSON loader for untrusted text: bounded size and depth, no non-finite numbers, no lone surrogates.

Python's ``json`` recurses (a RecursionError at ~1000 levels), accepts ``NaN``/``Infinity``, turns ``1e400`` into
``inf`` and happily returns strings with lone surrogates that fail later when encoded. Every entry point that
reads JSON a user, an agent or a tool wrote (``--args``, ``manage_script`` stdin, a header's ``Parameters``,
``settings.json``) goes through :func:`loads_strict`, which refuses all of that with one English sentence.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

DEFAULT_MAX_DEPTH = 100

# a JSON string (with escapes; group 1 is its closing quote, empty when the text ends inside it) or one bracket;
# everything else (numbers, literals, whitespace) is skipped
_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*'
_TOKENS = re.compile(_STRING + r'("?)|[\[\]{}]', re.DOTALL)
# a JSON string (kept) or a comma right before a closing bracket (cut)
_STRING_OR_TRAILING_COMMA = re.compile("(" + _STRING + r'"?)|,(?=\s*[}\]])', re.DOTALL)


class JsonInputError(ValueError):
    """The text is not strict JSON; ``str(error)`` is one English sentence."""


def _scan_brackets(text: str, limit: int | None = None) -> tuple[int, int, bool]:
    """``(final depth, deepest depth, ends inside a string)`` of the brackets outside strings.

    Iterative, so a 10,000-level input costs a scan, never a recursion; stops once the deepest passes ``limit``.
    """
    depth = deepest = 0
    open_string = False
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if limit is not None and deepest > limit:
                    break
        elif token in "]}":
            depth -= 1
        else:
            open_string = not match.group(1)
    return depth, deepest, open_string


def nesting_depth(text: str, limit: int) -> int:
    """The deepest bracket nesting of ``text`` outside strings, counting stops once it passes ``limit``."""
    return _scan_brackets(text, limit)[1]


def brackets_closed(text: str) -> bool:
    """Whether every bracket opened outside a string in ``text`` is closed and no string is left open."""
    depth, _, open_string = _scan_brackets(text)
    return depth <= 0 and not open_string


def strip_trailing_commas(text: str) -> str:
    """``text`` without the commas that stand right before a ``}`` or ``]`` outside strings (lenient JSON)."""
    return _STRING_OR_TRAILING_COMMA.sub(lambda match: match.group(1) or "", text)


def _refuse_constant(name: str) -> Any:
    raise JsonInputError(f"{name} is not a JSON number; use a finite number or a string")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonInputError(f"the number {text[:40]} is too large to be represented; use a smaller number or a string")
    return value


#: a ``json.JSONDecoder`` that refuses NaN/Infinity and overflowing numbers (for ``raw_decode``; depth and
#: surrogates are the caller's: :func:`nesting_depth`, :func:`check_strings`)
STRICT_DECODER = json.JSONDecoder(parse_constant=_refuse_constant, parse_float=_finite_float)


def check_strings(value: Any) -> None:
    """Raise when any string (key or value) holds a lone surrogate (cannot be written as UTF-8)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as error:
                bad = item[error.start]
                raise JsonInputError(
                    f"the text contains a lone surrogate (\\u{ord(bad):04x}) that is not valid Unicode; remove it"
                ) from None
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def loads_strict(text: str | bytes, *, max_depth: int = DEFAULT_MAX_DEPTH, max_bytes: int | None = None) -> Any:
    """Parse ``text`` as strict JSON or raise :class:`JsonInputError` with an English sentence.

    Refused: more than ``max_bytes`` bytes, nesting deeper than ``max_depth``, invalid UTF-8 (for bytes),
    ``NaN``/``Infinity``/``-Infinity``, numbers that overflow to infinity, integers too long to convert, and lone
    surrogates (``"\\ud800"``) anywhere in keys or values.
    """
    if isinstance(text, (bytes, bytearray)):
        if max_bytes is not None and len(text) > max_bytes:
            raise JsonInputError(f"the JSON text is larger than {max_bytes} bytes; send less")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise JsonInputError(f"the JSON text is not valid UTF-8 (byte {error.start}); save it as UTF-8") from None
    elif max_bytes is not None and len(text) > max_bytes // 4 and len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise JsonInputError(f"the JSON text is larger than {max_bytes} bytes; send less")
    if text.startswith("\ufeff"):
        text = text[1:]
    if nesting_depth(text, max_depth) > max_depth:
        raise JsonInputError(f"the JSON text is nested deeper than {max_depth} levels; flatten it")
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except JsonInputError:
        raise
    except json.JSONDecodeError as error:
        raise JsonInputError(f"not valid JSON: {error.msg} (line {error.lineno} column {error.colno})") from None
    except RecursionError:  # pragma: no cover - the depth scan above stops this first
        raise JsonInputError(f"the JSON text is nested deeper than {max_depth} levels; flatten it") from None
    except ValueError as error:
        if "integer string conversion" in str(error):
            raise JsonInputError("an integer has more than 4300 digits; send it as a string") from None
        raise JsonInputError(f"not usable JSON: {str(error).splitlines()[0]}") from None
    check_strings(value)
    return value


def dumps_strict(obj: Any) -> str:
    """Compact JSON that never contains ``NaN``/``Infinity`` (raises :class:`JsonInputError` instead)."""
    try:
        return json.dumps(obj, separators=(",", ":"), allow_nan=False, ensure_ascii=False)
    except ValueError as error:
        raise JsonInputError(f"cannot write as JSON: {error}") from None
    except RecursionError:
        raise JsonInputError("cannot write as JSON: nested too deeply") from None
