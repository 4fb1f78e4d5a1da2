#!/usr/bin/env python3
"""Two versions of ScriptDeck interleaved on the first-use figures of issue 32 (not part of run_all).

    bench/compare_first_use.py BEFORE_PKG AFTER_PKG [--rounds N]

Each PKG is a folder holding a ``scriptdeck`` package as installed (``scriptdeck/`` with ``core``, ``gui``,
``resources`` and ``translations`` inside: e.g. a ``git archive`` of a commit rearranged so); both run through this
checkout's ``scriptdeck`` launcher with ``PYTHONPATH`` set to them, in alternating order round by round, so drift
on a busy machine hits both alike. Prints one JSON object: medians (and min/max) in ms per version, and the CPU
time (user+system, children included) of the first-ever ``list --json``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

from bench_first import first_list
from common import WORK, corpus, home_for, shared_module, start_command


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--count", type=int, default=10000)
    a = ap.parse_args()
    folder = corpus("miyu", a.count)
    home = home_for(folder, f"miyu_{a.count}")
    empty = WORK / "home_empty_cli"
    (empty / "scripts").mkdir(parents=True, exist_ok=True)
    cache = home / "state" / "header-cache.marshal"
    floor = shared_module("floor_read")
    launcher = start_command()
    envs = {"before": {**os.environ, "PYTHONPATH": a.before}, "after": {**os.environ, "PYTHONPATH": a.after}}
    keys = ("first", "later", "empty", "mcp_first", "mcp_later", "first_cpu")
    res: dict[str, dict[str, list[float]]] = {name: {k: [] for k in keys} for name in envs}
    floors = []

    def run(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime

    for r in range(a.rounds):
        order = list(envs.items()) if r % 2 == 0 else list(reversed(envs.items()))
        for name, env in order:
            got = res[name]
            cache.unlink(missing_ok=True)
            wall, cpu = run([*launcher, "--home", str(home), "list", "--json"], env)
            got["first"].append(wall)
            got["first_cpu"].append(cpu)
            got["later"].append(run([*launcher, "--home", str(home), "list", "--json"], env)[0])
            got["empty"].append(run([*launcher, "--home", str(empty), "list", "--json"], env)[0])
            cache.unlink(missing_ok=True)
            saved = dict(os.environ)
            os.environ.clear()
            os.environ.update(env)
            try:
                got["mcp_first"].append(first_list(launcher, home))
                got["mcp_later"].append(first_list(launcher, home))
            finally:
                os.environ.clear()
                os.environ.update(saved)
        start = time.perf_counter()
        floor.run_read(str(folder), 32768)
        floors.append(time.perf_counter() - start)
    out: dict[str, object] = {"load": os.getloadavg(), "floor_ms": round(statistics.median(floors) * 1000)}
    for name, got in res.items():
        row = {k: round(statistics.median(v) * 1000) for k, v in got.items()}
        row["marginal"] = round(statistics.median([f - e for f, e in zip(got["later"], got["empty"])]) * 1000)
        row["min_max"] = {k: (round(min(v) * 1000), round(max(v) * 1000)) for k, v in got.items()}
        out[name] = row
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
