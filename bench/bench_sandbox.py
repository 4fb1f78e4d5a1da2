#!/usr/bin/env python3
"""Sandbox overhead per run (issue 16): the same ``#!/bin/sh exit 0`` tool started by the runner unsandboxed, with
the default profile, with resource limits (prlimit), and isolated (bubblewrap: no network, read-only files),
timed round-robin in the same run. Target: default profile ≤ 15 ms median above unsandboxed."""

from __future__ import annotations

import argparse
import copy
import statistics
import sys
from pathlib import Path

from common import WORK, emit, interleaved, row, stats


def write_script(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=100)
    a = ap.parse_args()
    from PySide6.QtCore import QCoreApplication, QEventLoop
    from scriptdeck.core.run import sandbox
    from scriptdeck.core.run.runner import ToolRun
    from scriptdeck.core.run.runplan import RunPlan

    app = QCoreApplication.instance() or QCoreApplication([])
    script = write_script(WORK / "sandbox" / "exit0.sh", "#!/bin/sh\nexit 0\n")
    base = RunPlan("exit0", str(script), [], str(script.parent), b"{}", {}, 30.0, str(WORK / "sandbox" / "cache"))
    Path(base.cache_dir).mkdir(parents=True, exist_ok=True)
    profiles = {"default": sandbox.Profile(),
                "limits": sandbox.Profile(memory_mb=1024, cpu_seconds=60, processes=256)}
    usable, why = sandbox.isolation_status()
    if usable:
        profiles["isolated"] = sandbox.Profile(memory_mb=1024, cpu_seconds=60, processes=256, network="deny",
                                               files="read-only")

    def runner(plan: RunPlan):  # noqa: ANN202
        def once() -> None:
            run = ToolRun(copy.copy(plan))
            loop = QEventLoop()
            run.done.connect(loop.quit)
            run.start()
            if run.result is None:
                loop.exec()
            assert run.result is not None and run.result.exit_code == 0, run.result
            run.deleteLater()
        return once

    fns = {"plain": runner(base)}
    for name, profile in profiles.items():
        fns[name] = runner(sandbox.apply(copy.copy(base), profile))
    times = interleaved(fns, a.runs, warmup=3)
    app.processEvents()
    plain = stats(times["plain"])
    rows = []
    for name in profiles:
        extra = [t - p for t, p in zip(times[name], times["plain"])]
        over = statistics.median(extra)
        target = "≤ 15 ms above plain" if name == "default" else "report"
        ok = over <= 0.015 if name == "default" else None
        rows.append(row(f"run overhead, {name} profile", {"median": over, "min": min(extra), "max": max(extra)},
                        None, target, ok=ok, note=f"plain run {plain['median'] * 1000:.1f} ms"))
    if not usable:
        rows.append(row("run overhead, isolated profile", 0.0, None, "report", note=f"skipped: {why}"))
    emit(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
