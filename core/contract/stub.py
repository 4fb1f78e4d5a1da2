"""The one-line stub the agent sees for a lazily loaded tool (SPEC §10)."""

from __future__ import annotations

SUMMARY_MAX_CHARS = 60
_SENTENCE_ENDS = "。；！？"


def summary(description: str) -> str:
    """First non-empty line, at most 60 characters, cut at a late enough sentence end or hard-cut with …"""
    first_line = next((line.strip() for line in description.split("\n") if line.strip()), "")
    if len(first_line) <= SUMMARY_MAX_CHARS:
        return first_line
    window = first_line[:SUMMARY_MAX_CHARS]
    for index in range(len(window) - 1, -1, -1):
        ch = window[index]
        is_end = ch in _SENTENCE_ENDS or (ch == "." and index + 1 < len(window) and window[index + 1] == " ")
        if is_end:
            if index + 1 >= SUMMARY_MAX_CHARS // 4:
                return window[: index + 1]
            break
    return window + "…"


def stub_text(description: str, example: str = "") -> str:
    note = f"stub, e.g. {example}" if example else "stub"
    text = summary(description)
    if not text:
        return f"({note}: fetch the full contract via load_tools)"
    return f"{text} ({note})"
