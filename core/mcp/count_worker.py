"""The token counter itself (SPEC §22): toktok's ``o200k_base``, its ranks compiled into the wheel (no download).

Kept apart from :mod:`scriptdeck.core.mcp.cost` so the window's counting process (``python -m
scriptdeck.core.mcp.count_worker``) starts without importing the registry: loading the ranks holds the GIL for
about a second, which the window must not freeze for, so it counts in this child.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP

ENCODING = "o200k_base"


class TokenizerMissing(LocalizedError):
    """toktok is not installed (Python 3.10, or an install without it)."""


NO_TOKENIZER = QT_TRANSLATE_NOOP("errors", "the token counter (the toktok-rs package) is not installed")
#: (no wheel for Python 3.10 nor for Windows, where pyproject.toml's markers leave it out: there pip builds it from
#: source, which needs Rust)
NO_TOKENIZER_FIX = QT_TRANSLATE_NOOP("errors", "install it with: pip install 'toktok-rs>=0.3' (it needs Python 3.11 "
                                               "or newer; on Windows, where it has no wheel, also a Rust toolchain "
                                               "from https://rustup.rs)")


def count_tokens(texts: list[str]) -> list[int]:
    """``o200k_base`` token counts of ``texts``, in order (toktok counts a batch on every core, GIL released)."""
    if not texts:
        return []
    try:
        import toktok  # loading the 200k-rank table takes about a second: only when something is counted
    except ImportError:
        raise TokenizerMissing(NO_TOKENIZER, NO_TOKENIZER_FIX) from None
    return [int(n) for n in toktok.batch_count(texts, ENCODING)]


def serve_counts() -> int:
    """The window's counting process: each stdin line a JSON array of texts, each stdout line the array of their
    counts, or ``{"error": …}``; it ends when its stdin closes (the window closed or died)."""
    for line in sys.stdin:
        try:
            texts = json.loads(line)
            answer: Any = count_tokens([str(t) for t in texts]) if isinstance(texts, list) else {"error": "not a list"}
        except (ValueError, TokenizerMissing) as error:
            answer = {"error": str(error)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(serve_counts())
