#!/usr/bin/env python3
"""The runner: per-run overhead against subprocess.run, 20 runs at once with the event loop watched, and a
flood of output drained against a plain Python read loop on the same pipe (rate and peak memory)."""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from common import WORK, emit, row, stats

FLOOD_CHILD = r"""
import os, resource, sys, time
sys.path.insert(0, sys.argv[1])
mode, script = sys.argv[2], sys.argv[3]
def rss():
    for line in open('/proc/self/status'):
        if line.startswith('VmRSS:'):
            return int(line.split()[1]) / 1024
def hwm():
    for line in open('/proc/self/status'):
        if line.startswith('VmHWM:'):
            return int(line.split()[1]) / 1024
if mode == "plain":
    import subprocess
    base = rss()
    start = time.perf_counter()
    proc = subprocess.Popen([script], stdout=subprocess.PIPE)
    total = 0
    while True:
        chunk = proc.stdout.read1(1 << 16)
        if not chunk:
            break
        total += len(chunk)
    proc.wait()
else:
    from PySide6.QtCore import QCoreApplication, QEventLoop
    app = QCoreApplication([])
    from scriptdeck.core.run.runplan import RunPlan
    from scriptdeck.core.run.runner import ToolRun
    base = rss()
    plan = RunPlan("flood", script, [], os.path.dirname(script), b"", {}, 300.0, "/tmp")
    run = ToolRun(plan)
    start = time.perf_counter()
    loop = QEventLoop()
    run.done.connect(loop.quit)
    run.start()
    loop.exec()
    total = int(sys.argv[4])
print(time.perf_counter() - start, total, hwm() - base)
"""


def write_script(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


def overhead(runs: int) -> dict:
    from PySide6.QtCore import QCoreApplication, QEventLoop
    from scriptdeck.core.run.runner import ToolRun
    from scriptdeck.core.run.runplan import RunPlan

    app = QCoreApplication.instance() or QCoreApplication([])
    script = write_script(WORK / "run" / "exit0.sh", "#!/bin/sh\nexit 0\n")
    plan = RunPlan("exit0", str(script), [], str(script.parent), b"{}", {}, 30.0, str(WORK / "run" / "cache"))

    def ours() -> None:
        run = ToolRun(plan)
        loop = QEventLoop()
        run.done.connect(loop.quit)
        run.start()
        if run.result is None:
            loop.exec()
        run.deleteLater()

    def plain() -> None:
        subprocess.run([str(script)], input=b"{}", capture_output=True, check=True)

    for _ in range(5):
        ours()
        plain()
    mine, base = [], []
    for _ in range(runs):
        start = time.perf_counter()
        ours()
        mine.append(time.perf_counter() - start)
        start = time.perf_counter()
        plain()
        base.append(time.perf_counter() - start)
    app.processEvents()
    return {"ours": mine, "plain": base}


def concurrent(count: int) -> tuple[int, float]:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from scriptdeck.core.run.runner import ToolRun
    from scriptdeck.core.run.runplan import RunPlan

    app = QCoreApplication.instance() or QCoreApplication([])
    script = write_script(WORK / "run" / "busy.sh", "#!/bin/sh\nfor i in 1 2 3 4 5; do echo line $i; sleep 0.1; done\n"
                          "head -c 200000 /dev/zero | tr '\\0' 'x'\n")
    plan = RunPlan("busy", str(script), [], str(script.parent), b"{}", {}, 60.0, str(WORK / "run" / "cache"))
    ticks: list[float] = []
    timer = QTimer(interval=10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    runs = [ToolRun(plan) for _ in range(count)]
    loop = QEventLoop()
    left = [count]

    def one_done(_result: object) -> None:
        left[0] -= 1
        if not left[0]:
            loop.quit()

    for run in runs:
        run.done.connect(one_done)
    timer.start()
    ticks.append(time.perf_counter())
    for run in runs:
        run.start()
    loop.exec()
    timer.stop()
    finished = sum(r.result is not None and r.result.exit_code == 0 for r in runs)
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    app.processEvents()
    return finished, max(gaps) if gaps else 0.0


def flood(megabytes: int) -> dict:
    repo = Path(__file__).resolve().parent.parent
    script = write_script(WORK / "run" / "flood.sh", f"#!/bin/sh\nhead -c {megabytes * 1024 * 1024} /dev/zero\n")
    out = {}
    for mode in ("plain", "ours"):
        done = subprocess.run([sys.executable, "-c", FLOOD_CHILD, str(repo), mode, str(script),
                               str(megabytes * 1024 * 1024)], capture_output=True, text=True, check=True)
        seconds, total, grown = done.stdout.split()
        out[mode] = {"seconds": float(seconds), "bytes": int(total), "grown_mib": float(grown)}
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=100)
    ap.add_argument("--flood-mb", type=int, default=1024)
    a = ap.parse_args()
    rows = []
    times = overhead(a.runs)
    extra = [o - p for o, p in zip(times["ours"], times["plain"])]
    r = row("per-run overhead, `#!/bin/sh exit 0`", stats(extra), stats(times["plain"]),
            "<= 3 ms median above subprocess.run", note="figures are our time minus subprocess.run's")
    r["ok"] = r["median"] <= 0.003
    rows.append(r)
    finished, worst_gap = concurrent(20)
    r = row("20 runs at once: longest event-loop stall", worst_gap, None, "all finish, stall <= 100 ms",
            note=f"{finished}/20 finished")
    r["ok"] = finished == 20 and worst_gap <= 0.100
    rows.append(r)
    flooded = flood(a.flood_mb)
    mib = a.flood_mb
    ours_rate = mib / flooded["ours"]["seconds"]
    plain_rate = mib / flooded["plain"]["seconds"]
    r = row(f"{mib} MiB to stdout: drain rate", ours_rate, plain_rate, ">= 0.5x plain read loop", unit="MiB/s")
    r["ok"] = r["ratio"] >= 0.5
    rows.append(r)
    grown = flooded["ours"]["grown_mib"]
    r = row(f"{mib} MiB to stdout: peak memory growth", grown, flooded["plain"]["grown_mib"], "<= 64 MiB",
            unit="MiB")
    r["ok"] = grown <= 64
    rows.append(r)
    emit(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
