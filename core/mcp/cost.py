"""What each tool costs the agent in tokens (SPEC §22), counted on the list exactly as ``scriptdeck mcp`` serves it.

A tool's cost is the token count of its served entry (``name``, ``title``, ``description``, ``inputSchema``) as
compact UTF-8 JSON, the way it travels to the model; its stub cost is the same for Miyu's stub mode (§10): a lazy
tool is only its name and stub line, an ``always_loaded`` one is served in full. The tokenizer is toktok's
``o200k_base`` (GPT-4o and later), whose ranks are compiled into the wheel: nothing is ever downloaded.

Counts are kept per tool while the tool's parse (the registry keeps one object per unchanged file stat; an equal
parse counts as the same), its ``index.json`` overrides and the language stay the same, so a toggle or one edited
file recounts at most one tool.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scriptdeck.core.mcp.count_worker import ENCODING, TokenizerMissing, count_tokens
from scriptdeck.core.mcp.tools import mcp_tool, served_names
from scriptdeck.core.model.lint import Finding
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.store.fsutil import read_regular, write_private

#: lint ``description-costly`` above this many tokens for one tool
COSTLY_TOKENS = 1000
#: the fields of a served entry the model reads (``annotations`` and ``_meta`` are for the client)
SERVED_KEYS = ("name", "title", "description", "inputSchema")

Counter = Callable[[list[str]], list[int]]


def over_budget(total: int, budget: int) -> int:
    """Tokens the persona's served list costs over ``context_budget`` (0 within it): the one budget rule that
    ``scriptdeck cost`` and the window's status bar both say."""
    return max(0, total - budget)


def served_text(entry: dict[str, Any]) -> str:
    """The part of a served entry the model reads, as the compact UTF-8 JSON the SDK sends (Chinese unescaped)."""
    return json.dumps({key: entry[key] for key in SERVED_KEYS if key in entry}, ensure_ascii=False,
                      separators=(",", ":"))


def stub_text_of(tool: Tool, entry: dict[str, Any]) -> str:
    """What Miyu's stub mode shows of the tool: an ``always_loaded`` tool in full, a lazy one as its stub (§10)."""
    if tool.value("always_loaded"):
        return served_text(entry)
    return json.dumps({"name": entry["name"], "description": tool.stub}, ensure_ascii=False, separators=(",", ":"))


class CountCache:
    """Token counts kept between processes, by content: a digest of each text -> its count, in ScriptDeck's state
    (``token-counts.json``, 0600, tagged with the encoding). ``scriptdeck cost`` and the window then load no
    tokenizer when nothing changed.

    Never trusted beyond its shape: an unreadable, oversized or malformed file is an empty cache (it is rewritten);
    at most :data:`MAX_ENTRIES` counts are kept, the most recently used ones.
    """

    MAX_ENTRIES = 200_000
    MAX_BYTES = 32 * 1024 * 1024

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.counts: dict[str, int] = {}
        self.dirty = False
        if path is not None:
            self._load(path)

    def _load(self, path: Path) -> None:
        try:
            data = json.loads(read_regular(path, self.MAX_BYTES)[: self.MAX_BYTES + 1] or b"{}")
        except (OSError, ValueError, RecursionError):
            return
        if isinstance(data, dict) and data.get("encoding") == ENCODING and isinstance(data.get("counts"), dict):
            self.counts = {k: v for k, v in data["counts"].items()
                           if isinstance(k, str) and type(v) is int and v >= 0}

    @staticmethod
    def key(text: str) -> str:
        return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()

    def wrap(self, counter: Counter) -> Counter:
        """``counter`` with this cache in front: only texts never counted before reach it."""

        def count(texts: list[str]) -> list[int]:
            keys = [self.key(t) for t in texts]
            counts = self.counts
            missing = [i for i, k in enumerate(keys) if k not in counts]
            if missing:
                for i, n in zip(missing, counter([texts[i] for i in missing])):
                    counts[keys[i]] = n
                self.dirty = True
            out = []
            for k in keys:  # used entries move to the end: the oldest are the first dropped
                out.append(counts.pop(k))
                counts[k] = out[-1]
            return out

        return count

    def save(self) -> None:
        """Write the cache when it gained counts (best effort: a failed write only costs a recount later)."""
        if self.path is None or not self.dirty:
            return
        items = list(self.counts.items())[-self.MAX_ENTRIES:]
        try:
            write_private(self.path, json.dumps({"encoding": ENCODING, "counts": dict(items)},
                                                separators=(",", ":")).encode("ascii"))
        except OSError:
            return
        self.dirty = False


def count_cache_path(state_dir: Path) -> Path:
    return Path(state_dir) / "token-counts.json"


@dataclass(frozen=True, slots=True)
class ToolCost:
    id: str
    tokens: int
    stub_tokens: int
    path: str
    groups: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "tokens": self.tokens, "stub_tokens": self.stub_tokens}


@dataclass(slots=True)
class DeckCost:
    """The persona's served list, priced; ``tools`` is sorted by tokens, descending (then by id)."""

    persona: str
    tools: list[ToolCost] = field(default_factory=list)
    encoding: str = ENCODING

    @property
    def total(self) -> int:
        return sum(t.tokens for t in self.tools)

    @property
    def stub_total(self) -> int:
        return sum(t.stub_tokens for t in self.tools)

    def by_id(self) -> dict[str, ToolCost]:
        return {t.id: t for t in self.tools}

    def by_group(self, ungrouped: str) -> list[tuple[str, int, int, int]]:
        """(group, tools, tokens, stub tokens) per group, heaviest first; a tool in two groups counts in both."""
        sums: dict[str, list[int]] = {}
        for cost in self.tools:
            for group in cost.groups or (ungrouped,):
                row = sums.setdefault(group, [0, 0, 0])
                row[0] += 1
                row[1] += cost.tokens
                row[2] += cost.stub_tokens
        return sorted(((g, n, t, s) for g, (n, t, s) in sums.items()), key=lambda r: (-r[2], r[0]))

    def to_json(self) -> dict[str, Any]:
        return {"encoding": self.encoding, "persona": self.persona, "total": self.total,
                "stub_total": self.stub_total, "tools": [t.to_json() for t in self.tools]}


def _served(tool: Tool) -> bool:
    """In the served list: registered, enabled (``registered()`` holds only those) and not hidden (SPEC §16)."""
    return bool(tool.value("load_policy") != "hidden")


@dataclass(frozen=True, slots=True)
class Pending:
    """A tool whose served entry and stub still have to be counted."""

    tool: Tool
    key: tuple[Any, ...]
    text: str
    stub: str


def texts_of(pending: list[Pending]) -> list[str]:
    """The texts to count for ``pending``: each tool in full, then as its stub."""
    return [text for item in pending for text in (item.text, item.stub)]


class CostCounter:
    """Prices a registry's served list, recounting only tools whose parse or overrides changed since last time."""

    def __init__(self, lang: str = "en", counter: Counter = count_tokens) -> None:
        self.lang = lang
        self._count = counter
        #: tool id -> (parse key, its cost or None when hidden)
        self._memo: dict[str, tuple[tuple[Any, ...], ToolCost | None]] = {}

    def collect(self, tools: Iterable[Tool]) -> tuple[list[ToolCost], list[Pending]]:
        """The served tools' known costs and what is left to count (hidden tools are skipped). Known costs are the
        ones whose tool kept its parse object (file stat), overrides and language since they were counted."""
        known: list[ToolCost] = []
        pending: list[Pending] = []
        memo = self._memo
        for tool in tools:
            key = (tool.header, tool.pi, tool.layer, tool.file, tool.dialect, tool.overrides)
            old = memo.get(tool.id)
            # the parse objects by identity (the registry keeps one per unchanged file stat), else by value (a new
            # registry, e.g. after a persona switch, parses or loads from its cache equal headers), the rest by value
            if old is not None and old[0][2:] == key[2:] and (old[0][0] is key[0] or old[0][0] == key[0]) \
                    and (old[0][1] is key[1] or old[0][1] == key[1]):
                if old[1] is not None:
                    known.append(old[1])
                continue
            key = (*key[:5], dict(tool.overrides))  # a snapshot: the registry may update overrides in place
            if not _served(tool):
                memo[tool.id] = (key, None)
                continue
            entry = mcp_tool(tool, self.lang)
            pending.append(Pending(tool, key, served_text(entry), stub_text_of(tool, entry)))
        return known, pending

    def settle(self, pending: list[Pending], counts: list[int]) -> list[ToolCost]:
        """Record the counts of :meth:`collect`'s pending texts (``counts`` in the order of :func:`texts_of`)."""
        out = []
        for n, item in enumerate(pending):
            tool = item.tool
            cost = ToolCost(tool.id, counts[2 * n], counts[2 * n + 1], str(tool.file),
                            tuple(tool.group_label(g) for g in tool.groups))
            self._memo[tool.id] = (item.key, cost)
            out.append(cost)
        return out

    def costs(self, tools: Iterable[Tool]) -> list[ToolCost]:
        """The cost of each served tool among ``tools``, counting the changed ones in one batch."""
        known, pending = self.collect(tools)
        if pending:
            known += self.settle(pending, self._count(texts_of(pending)))
        return known

    def deck(self, registry: Registry, persona: str) -> DeckCost:
        """Every served tool of ``registry`` (the persona's list), heaviest first; forgets tools that left."""
        tools = registry.registered()
        names = served_names(tools)  # a tool whose id is another tool's served name is not served (name-collision)
        costs = self.costs([tool for tool in tools if tool.id in names])
        if len(self._memo) > len(tools):
            alive = {t.id for t in tools}
            self._memo = {k: v for k, v in self._memo.items() if k in alive}
        costs.sort(key=_heaviest_first)
        return DeckCost(persona, costs)

    def tool(self, tool: Tool) -> ToolCost | None:
        """One tool's cost (None when it is not served: disabled, unregistered or hidden)."""
        if not tool.enabled:
            return None
        found = self.costs([tool])
        return found[0] if found else None


def _heaviest_first(cost: ToolCost) -> tuple[int, str]:
    return -cost.tokens, cost.id


def costly_findings(tools: Iterable[Tool], counter: CostCounter) -> dict[str, list[Finding]]:
    """``description-costly`` by tool path, for each served tool over :data:`COSTLY_TOKENS` (none when the counter
    is not installed). A token is at least one byte, so a tool whose served JSON is at most that many UTF-8 bytes is
    never counted: linting small tools never loads the tokenizer."""
    heavy = [t for t in tools if t.enabled and _served(t)
             and len(served_text(mcp_tool(t, counter.lang)).encode("utf-8")) > COSTLY_TOKENS]
    try:
        costs = counter.costs(heavy)
    except TokenizerMissing:
        return {}
    return {c.path: [Finding("description-costly", c.path, c.id, {"count": c.tokens})]
            for c in costs if c.tokens > COSTLY_TOKENS}

