"""The one strict JSON loader for untrusted text: bounded size and depth, no non-finite numbers, no lone surrogates.

Python's ``json`` recurses (a RecursionError at ~1000 levels), accepts ``NaN``/``Infinity``, turns ``1e400`` into
``inf`` and happily returns strings with lone surrogates that fail later when encoded. Every entry point that
reads JSON a user, an agent or a tool wrote (``--args``, ``manage_script`` stdin, a header's ``Parameters``,
``settings.json``, a layer's ``index.json``) goes through :func:`loads_strict`, which refuses all of that with one
English sentence.

Every check is a C-level pass (``str.count``, compiled regexes, ``itertools.accumulate``, ``json`` itself), never a
Python loop per character or per value: a 10,000-tool listing pays for them on every schema it reads.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from itertools import accumulate

from scriptdeck.core.contract.lazy_re import compile_on_use

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

DEFAULT_MAX_DEPTH = 100

# A JSON string from its opening quote: closed (the group holds the closing quote) or left open to the end of the
# text (the group is empty). Each part matches one kind of character, so it never backtracks; no possessive
# quantifiers (those exist only from Python 3.11, and the project supports 3.10).
_STRING_TO_CLOSE = compile_on_use(r'"[^"\\]*(?:\\.[^"\\]*)*("?)', re.DOTALL)
_NOT_BRACKET = compile_on_use(r"[^\[\]{}]+")
_ONE_KIND = str.maketrans("{}", "[]")
_STEP = {"[": 1, "]": -1}.__getitem__
_CHUNK = 1 << 16
# a JSON string, closed or not (kept), or a comma right before a closing bracket (cut)
_STRING_OR_TRAILING_COMMA = compile_on_use(r'("[^"\\]*(?:\\.[^"\\]*)*"?)|,(?=\s*[}\]])', re.DOTALL)
# where a lone surrogate can come from: a \uD800-\uDFFF escape (a pair is fine, the check below tells) or the text
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_RAW_SURROGATE = compile_on_use("[\ud800-\udfff]")


class JsonInputError(ValueError):
    """The text is not strict JSON; ``str(error)`` is one English sentence."""


def _brackets(text: str) -> tuple[str, bool]:
    """The brackets of ``text`` outside strings as ``[``/``]`` (both kinds alike), and whether it ends in a string."""
    if '"' in text:
        # split keeps the text between strings (even items) and each string's closing quote (odd items): only the
        # last string can be open, because an open string runs to the end of the text
        pieces = _STRING_TO_CLOSE.split(text)
        outside, open_string = "".join(pieces[::2]), pieces[-2] == ""
    else:
        outside, open_string = text, False
    return _NOT_BRACKET.sub("", outside).translate(_ONE_KIND), open_string


def _deepest(brackets: str, limit: int | None = None) -> int:
    """The highest running depth of a ``[``/``]`` sequence; stops early once it passes ``limit``."""
    deepest = depth = 0
    for start in range(0, len(brackets), _CHUNK):
        running = list(accumulate(map(_STEP, brackets[start:start + _CHUNK]), initial=depth))
        deepest = max(deepest, max(running))
        depth = running[-1]
        if limit is not None and deepest > limit:
            break
    return deepest


def nesting_depth(text: str, limit: int | None = None) -> int:
    """The deepest bracket nesting of ``text`` outside strings (exact up to ``limit``, above it some larger number)."""
    return _deepest(_brackets(text)[0], limit)


def too_deep(text: str, limit: int) -> bool:
    """Whether ``text`` nests brackets (outside strings) deeper than ``limit``: ``nesting_depth(text) > limit``,
    free when the text has no more brackets than that.

    With more: innermost ``[]`` pairs are peeled off with ``str.replace`` (C speed; a pass removes one level of
    matched pairs everywhere), which settles flat and shallow texts of any size in a few passes; a text those
    bounds do not settle is walked bracket by bracket.
    """
    if text.count("[") + text.count("{") <= limit:
        return False
    brackets = _brackets(text)[0]
    peeled, height = brackets, 0
    while height <= limit:
        shorter = peeled.replace("[]", "")
        if len(shorter) == len(peeled):
            break
        peeled, height = shorter, height + 1
    if not peeled.startswith("]") and "[]" not in peeled:
        # every closer matched an opener before it, so the depth is at least the pairs' height and at most
        # that plus the openers left unmatched
        if height > limit:
            return True
        if height + len(peeled) <= limit:
            return False
    return _deepest(brackets, limit) > limit


def brackets_closed(text: str) -> bool:
    """Whether every bracket opened outside a string in ``text`` is closed and no string is left open."""
    brackets, open_string = _brackets(text)
    return not open_string and brackets.count("[") <= brackets.count("]")


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


def _int_or_float(text: str) -> Any:
    """An integer; one with more digits than Python converts (4300) is read as a float, never an error."""
    try:
        return int(text)
    except ValueError:
        return float(text)


#: a ``json.JSONDecoder`` that refuses NaN/Infinity and overflowing numbers (for ``raw_decode``; depth and
#: surrogates are the caller's: :func:`too_deep`, :func:`check_strings`)
STRICT_DECODER = json.JSONDecoder(parse_constant=_refuse_constant, parse_float=_finite_float)
#: for a file ScriptDeck rewrites keeping every value as written (``index.json``): NaN/Infinity refused, numbers out
#: of range read as floats (their text is what gets written back), lone surrogates kept
VERBATIM_DECODER = json.JSONDecoder(parse_constant=_refuse_constant, parse_int=_int_or_float)


def _surrogate_error(bad: str) -> JsonInputError:
    return JsonInputError(f"the text contains a lone surrogate (\\u{ord(bad):04x}) that is not valid Unicode; remove it")


def check_strings(value: Any) -> None:
    """Raise when any string (key or value) of a parsed JSON value holds a lone surrogate (not writable as UTF-8)."""
    try:
        json.dumps(value, ensure_ascii=False, check_circular=False).encode("utf-8")
    except UnicodeEncodeError as error:
        raise _surrogate_error(error.object[error.start]) from None


def may_hold_surrogates(text: str) -> bool:
    """Whether parsing ``text`` can give a lone surrogate (a ``\\uD8xx``-``\\uDFxx`` escape, or one in the text)."""
    return _SURROGATE_ESCAPE.search(text) is not None or (not text.isascii() and _RAW_SURROGATE.search(text) is not None)


_INT_BOUND = 10**4300  # json.dumps cannot write an int past Python's 4300-digit conversion limit


def is_plain_json(value: Any, max_depth: int = DEFAULT_MAX_DEPTH) -> bool:
    """Whether ``value`` is what :func:`loads_strict` can return: dicts with string keys, lists, strings without lone
    surrogates, finite numbers, booleans and None, nested at most ``max_depth`` deep.

    For values from an untrusted store (ScriptDeck's header cache): one step per value, never a scan of any text.
    It walks one nesting level at a time (the members of a level's containers are gathered with ``list.extend``,
    not pushed one by one); the keys and strings are checked all at once: one ``str.join`` (a key that is not a
    string fails it) and one ``encode`` (a lone surrogate fails that).
    """
    strings: list[Any] = []
    keep, gather = strings.append, strings.extend
    level: list[Any] = [value]
    depth = 0
    while level:
        members: list[Any] = []
        extend = members.extend
        for item in level:
            kind = type(item)
            if kind is str:
                keep(item)
            elif kind is dict:
                if depth >= max_depth:
                    return False
                gather(item)
                extend(item.values())
            elif kind is list:
                if depth >= max_depth:
                    return False
                extend(item)
            elif kind is float:
                if not math.isfinite(item):
                    return False
            elif kind is int:
                if not -_INT_BOUND < item < _INT_BOUND:
                    return False
            elif not (kind is bool or item is None):
                return False
        level = members
        depth += 1
    try:
        "".join(strings).encode("utf-8")
    except (TypeError, UnicodeEncodeError):  # TypeError: a key that is not a string
        return False
    return True


def _decode(text: str, decode: Callable[[str], Any], max_depth: int) -> Any:
    try:
        return decode(text)
    except JsonInputError:
        raise
    except json.JSONDecodeError as error:
        raise JsonInputError(f"not valid JSON: {error.msg} (line {error.lineno} column {error.colno})") from None
    except RecursionError:  # pragma: no cover - the depth check stops this first
        raise JsonInputError(f"the JSON text is nested deeper than {max_depth} levels; flatten it") from None
    except ValueError as error:
        if "integer string conversion" in str(error):
            raise JsonInputError("an integer has more than 4300 digits; send it as a string") from None
        raise JsonInputError(f"not usable JSON: {str(error).splitlines()[0]}") from None


def loads_strict(text: str | bytes, *, max_depth: int = DEFAULT_MAX_DEPTH, max_bytes: int | None = None,
                 verbatim: bool = False) -> Any:
    """Parse ``text`` as strict JSON or raise :class:`JsonInputError` with an English sentence.

    Refused: more than ``max_bytes`` bytes, nesting deeper than ``max_depth``, invalid UTF-8 (for bytes),
    ``NaN``/``Infinity``/``-Infinity``, numbers that overflow to infinity, integers too long to convert, and lone
    surrogates (``"\\ud800"``) anywhere in keys or values. ``verbatim`` (a file whose values ScriptDeck writes back
    as their original text, i.e. ``index.json``) keeps numbers out of range (as floats) and lone surrogates.
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
    if too_deep(text, max_depth):
        raise JsonInputError(f"the JSON text is nested deeper than {max_depth} levels; flatten it")
    value = _decode(text, (VERBATIM_DECODER if verbatim else STRICT_DECODER).decode, max_depth)
    if not verbatim and may_hold_surrogates(text):
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
