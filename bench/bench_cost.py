#!/usr/bin/env python3
"""Context cost (SPEC §22) of a 10,000-tool deck against the tokenizer alone, measured in the same run.

Rows: loading the o200k_base ranks (once per process); pricing every tool of a fresh registry with a fresh counter
(served JSON built, full and stub counted) vs toktok counting the same texts directly; the figure after a toggle
(one tool disabled, rescan done: only the totals are summed, nothing recounted); the window's toggle until its
figure is current (Controller + cost meter, offscreen) against the same toggle without the meter.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from common import corpus, cpu_row, emit, home_for, interleaved, row, stats


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    from scriptdeck.core.mcp.cost import ENCODING, CostCounter, served_text, stub_text_of
    from scriptdeck.core.mcp.tools import mcp_tool
    from scriptdeck.core.model.manage import Manager
    from scriptdeck.core.model.registry import Registry
    from scriptdeck.core.store.paths import Home

    home = Home(home_for(corpus("miyu", a.count), f"miyu_{a.count}"), True)
    registry = Registry(home, pi_layers=[])
    registry.scan()
    tools = [t for t in registry.registered() if t.value("load_policy") != "hidden"]

    start = time.perf_counter()
    import toktok

    toktok.batch_count(["warm"], ENCODING)
    load = time.perf_counter() - start

    texts = []
    for tool in tools:
        entry = mcp_tool(tool, "en")
        texts += [served_text(entry), stub_text_of(tool, entry)]
    times = interleaved({"ours": lambda: CostCounter().deck(registry, home.persona),
                         "floor": lambda: toktok.batch_count(texts, ENCODING)}, a.rounds)
    ours, floor = stats(times["ours"]), stats(times["floor"])
    cpu = time.process_time()  # all threads of this process: the figure a busy shared machine does not inflate
    deck = CostCounter().deck(registry, home.persona)
    cpu = time.process_time() - cpu

    counter = CostCounter()
    counter.deck(registry, home.persona)
    victim = deck.tools[len(deck.tools) // 2].id
    toggles = []
    for n in range(a.rounds):
        Manager(registry).call({"action": "disable" if n % 2 == 0 else "enable", "id": victim})
        registry.scan()
        begin = time.perf_counter()
        counter.deck(registry, home.persona)
        toggles.append(time.perf_counter() - begin)
    Manager(registry).call({"action": "enable", "id": victim})

    window_rows = _window_toggle(home, victim, a.rounds)
    note = f"{len(deck.tools)} tools, {deck.total} tokens ({deck.stub_total} as stubs)"
    emit([
        row("cost: load o200k_base ranks (once)", load, None, "-", note="toktok, ranks compiled in"),
        row(f"cost: price {a.count} tools (fresh counter)", ours, floor, "<= 1 s", ok=ours["median"] <= 1.0,
            note=note + "; base = toktok on the same texts"),
        row(f"cost: price {a.count} tools, CPU time", cpu, None, "<= 1 s", ok=cpu <= 1.0,
            note="process CPU seconds of one fresh pricing (toktok's threads included)"),
        row("cost: figure after a toggle (cached)", stats(toggles), None, "<= 200 ms",
            ok=stats(toggles)["median"] <= 0.2, note="rescan not included; nothing recounted"),
        *window_rows,
    ])
    return 0


def _window_toggle(home: Any, victim: str, rounds: int) -> list[dict[str, Any]]:
    """The window's promise: a checkbox toggle (manage_script, rescan, the meter repricing from its caches, all
    synchronous in the GUI thread) until the figure is current, vs the same toggle with the meter disconnected."""
    from PySide6.QtCore import QCoreApplication
    from scriptdeck.core.mcp.cost import CostCounter, CountCache, count_cache_path
    from scriptdeck.core.mcp.count_worker import count_tokens
    from scriptdeck.core.model.registry import Registry
    from scriptdeck.gui.services.controller import Controller

    app = QCoreApplication.instance() or QCoreApplication([])
    cache = CountCache(count_cache_path(home.state_dir))  # counted once, as the window's child would have
    registry = Registry(home, pi_layers=[])
    registry.scan()
    CostCounter("en", cache.wrap(count_tokens)).deck(registry, home.persona)
    cache.save()
    controller = Controller(home, watch=False)
    assert not controller.cost.counting, "the count cache covers every tool"
    state = {"on": False}

    def toggle() -> None:
        controller.set_enabled([victim], state["on"])
        state["on"] = not state["on"]

    def without_meter() -> None:
        controller.changed.disconnect(controller._on_changes)  # noqa: SLF001 - the baseline: no repricing
        try:
            toggle()
        finally:
            controller.changed.connect(controller._on_changes)  # noqa: SLF001

    times = interleaved({"ours": toggle, "base": without_meter}, rounds + rounds % 2)
    toggle_cpu = []
    for _ in range(rounds + rounds % 2):
        begin = time.process_time()
        toggle()
        toggle_cpu.append(time.process_time() - begin)
    cpu = []
    for _ in range(rounds):
        begin = time.process_time()
        controller.cost.update(controller.registry, home.persona, count_cache_path(home.state_dir))
        cpu.append(time.process_time() - begin)
    controller.set_enabled([victim], True)
    controller.close()
    app.processEvents()
    ours = stats(times["ours"])
    return [row("window: toggle until the figure is current", ours, stats(times["base"]), "<= 200 ms",
                ok=ours["median"] <= 0.2, note="base = the same toggle without the meter (manage + rescan)"),
            cpu_row("window: toggle until the figure is current, CPU time", toggle_cpu,
                    "process CPU seconds of the same toggle"),
            row("window: the meter's repricing, CPU time", stats(cpu), None, "-",
                note="its share of the toggle above, unaffected by other processes")]


if __name__ == "__main__":
    raise SystemExit(main())
