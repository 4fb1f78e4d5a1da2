"""Regular expressions compiled on first use, for modules on the agent's path (``tool-call``).

``re.compile`` at import costs 40–500 µs a pattern; a warm ``tool-call`` imports the header, pi and Raycast
readers, lint and the JSON guards, yet parses nothing (the header comes from the cache), so their patterns were
~2.5 ms of every call. :func:`compile_on_use` returns a stand-in that compiles at the first attribute asked of it
and then holds the compiled pattern's methods as its own attributes: later calls (the 10,000-file scans) cost
exactly what calls on the compiled pattern cost, with no wrapper in between.

Only for patterns used through their methods (``.match``, ``.finditer``, ``.sub`` …): the stand-in is not an
``re.Pattern`` instance, so it cannot be handed to ``re.match(pattern, …)`` and the like.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import AnyStr


class _OnUse:
    """Compiles ``re.compile(pattern, flags)`` when first used; afterwards every public attribute of the compiled
    pattern is an attribute of this object, so ``__getattr__`` (only asked for missing names) never runs again."""

    def __init__(self, pattern: str | bytes, flags: int) -> None:
        self._source = (pattern, flags)

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):  # copy, pickle and the like probe dunders: never compile for them
            raise AttributeError(name)
        pattern, flags = self._source
        compiled = re.compile(pattern, flags) if isinstance(pattern, str) else re.compile(pattern, flags)
        for public in dir(compiled):
            if not public.startswith("_"):
                setattr(self, public, getattr(compiled, public))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"compile_on_use({self._source[0]!r}, {self._source[1]})"


def compile_on_use(pattern: AnyStr, flags: int = 0) -> re.Pattern[AnyStr]:
    """``re.compile(pattern, flags)``, done the first time the result is used (see the module docstring)."""
    return _OnUse(pattern, flags)  # type: ignore[return-value]  # stands in for the pattern it compiles
