#!/usr/bin/env python3
"""Registry scans against the disk's floor (../shared/bench/floor_read.py), measured in the same run.

Rows: cold scan of the Miyu corpus vs `floor_read read`; rescan with nothing changed vs `floor_read stat`;
rescan after one file changed (files re-parsed, time); registry memory for the corpus above an empty one.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

from common import REPO, WORK, corpus, emit, home_for, interleaved, row, shared_module, stats

MEMORY_PROBE = r"""
import gc, json, sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from scriptdeck.core.store.paths import Home
from scriptdeck.core.model.registry import Registry
def rss():
    for line in open('/proc/self/status'):
        if line.startswith('VmRSS:'):
            return int(line.split()[1]) / 1024
empty = Registry(Home(Path(sys.argv[3]), True), pi_layers=[]); empty.scan(); gc.collect()
before = rss()
full = Registry(Home(Path(sys.argv[2]), True), pi_layers=[]); full.scan()
for tool in full.all_tools():
    tool.resolved()
gc.collect()
print(json.dumps({"before": before, "after": rss(), "tools": len(full.tools)}))
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    from scriptdeck.core.model.registry import Registry
    from scriptdeck.core.store.paths import Home

    folder = corpus("miyu", a.count)
    home = Home(home_for(folder, f"miyu_{a.count}"), True)
    floor = shared_module("floor_read")

    def cold() -> None:
        Registry(home, pi_layers=[]).scan()

    cache = WORK / f"header-cache-{a.count}.marshal"
    seeded = Registry(home, pi_layers=[])
    seeded.scan()
    seeded.save_cache(cache)

    def cold_cached() -> None:
        registry = Registry(home, pi_layers=[])
        registry.load_cache(cache)
        registry.scan()

    times = interleaved({"ours": cold, "cached": cold_cached, "floor": lambda: floor.run_read(str(folder), 32768)},
                        a.rounds)
    # issue 21's "<= 3.0x floor read" was met by forked parsers; issue 32 removed them and holds the first-ever
    # scan to what a user feels instead: bench_first.py's whole-process `list --json` row
    rows = [row(f"cold scan, {a.count} Miyu tools, first ever", stats(times["ours"]), stats(times["floor"]),
                "(reported)", note="every header parsed")]
    rows.append(row(f"cold scan, {a.count} Miyu tools, new process", stats(times["cached"]), stats(times["floor"]),
                    "<= 2.0x floor read", note="headers from ScriptDeck's cache, every file stat-checked"))
    rows[-1]["ok"] = rows[-1]["ratio"] <= 2.0

    warm = Registry(home, pi_layers=[])
    warm.scan()
    times = interleaved({"ours": warm.scan, "floor": lambda: floor.run_stat(str(folder), 32768)}, a.rounds * 2)
    rows.append(row("rescan, nothing changed", stats(times["ours"]), stats(times["floor"]), "<= 1.5x floor stat"))
    rows[-1]["ok"] = rows[-1]["ratio"] <= 1.5

    victim = sorted(p for p in os.listdir(folder) if p.endswith(".py"))[0]
    path = folder / victim
    original = path.read_bytes()
    one_times, parsed = [], []
    try:
        for i in range(a.rounds):
            path.write_bytes(original + f"\n# touched {i}\n".encode())
            before = warm.parse_count
            start = time.perf_counter()
            warm.scan_paths([home.global_dir / victim])  # what the file watcher reports
            one_times.append(time.perf_counter() - start)
            parsed.append(warm.parse_count - before)
    finally:
        path.write_bytes(original)
        warm.scan()
    rows.append(row("rescan, one file changed (watcher path)", stats(one_times), None, "1 file re-parsed, <= 10 ms",
                    note=f"files re-parsed: {sorted(set(parsed))}"))
    rows[-1]["ok"] = set(parsed) == {1} and rows[-1]["median"] <= 0.010

    empty_home = home.root.parent / "home_empty"
    (empty_home / "scripts").mkdir(parents=True, exist_ok=True)
    probe = subprocess.run([sys.executable, "-c", MEMORY_PROBE, str(REPO), str(home.root), str(empty_home)],
                           capture_output=True, text=True, check=True)
    memory = json.loads(probe.stdout)
    grown = memory["after"] - memory["before"]
    rows.append(row(f"registry memory, {memory['tools']} tools", grown, None, "<= 60 MiB above empty", unit="MiB",
                    ok=grown <= 60))
    emit(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
