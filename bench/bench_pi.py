#!/usr/bin/env python3
"""Scan of the pi corpus against a plain Node loop doing what pi's discovery does (bench/pi_discovery.js)."""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

from common import corpus, emit, rounds, row, stats


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    from scriptdeck.core.model.registry import Layer, Registry
    from scriptdeck.core.store.paths import Home

    folder = corpus("pi", a.count)
    empty = Path(folder).parent / "home_pi_empty"
    empty.mkdir(exist_ok=True)

    def ours() -> None:
        registry = Registry(Home(empty, True), builtin_dir=empty / "none",
                            pi_layers=[Layer("pi-global", folder, "pi", True)])
        registry.scan()

    node = shutil.which("node")
    if node is None:
        emit([row(f"pi corpus scan, {a.count} tools", stats(rounds(ours, a.rounds)), None, "<= 0.5x node loop",
                  note="node not installed: no baseline")])
        return 0
    script = str(Path(__file__).with_name("pi_discovery.js"))
    ours()
    times, node_times = [], []
    for _ in range(a.rounds):  # interleaved: one of ours, then one of node's (timed inside node, after a warm-up)
        times += rounds(ours, 1, warmup=0)
        done = subprocess.run([node, script, str(folder), "1"], capture_output=True, text=True, check=True)
        node_times += json.loads(done.stdout)["times"]
    r = row(f"pi corpus scan, {a.count} tools", stats(times), stats(node_times), "<= 0.5x node loop")
    r["ok"] = r["ratio"] <= 0.5
    emit([r])
    return 0


if __name__ == "__main__":
    sys.exit(main())
