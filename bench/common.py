"""Shared helpers for ScriptDeck's benchmarks (not tests): corpora, timing, the result table."""

from __future__ import annotations

import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# ../shared/bench beside the checkout (or beside the folder of worktrees), unless the environment says where
SHARED_BENCH = Path(os.environ.get("SCRIPTDECK_SHARED_BENCH") or next(
    (p for p in (REPO.parent / "shared" / "bench", REPO.parent.parent / "shared" / "bench") if p.is_dir()),
    REPO.parent / "shared" / "bench"))
WORK = Path(os.environ.get("SCRIPTDECK_BENCH_WORK", "/tmp/bench_work"))
sys.path.insert(0, str(REPO))


def compile_package() -> None:
    """Compile every module of the package once, as an install does: this machine may set
    PYTHONDONTWRITEBYTECODE, and a module without its bytecode is compiled again by every process that imports it
    (``scriptdeck/`` and ``gui/launcher.py`` are on every command's path, not only ``core/``)."""
    folders = [str(REPO / name) for name in ("scriptdeck", "core", "gui")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *folders], check=True)


def start_command() -> list[str]:
    """The command that starts ScriptDeck as a user would: the installed console script beside this Python, or
    ``python -m scriptdeck`` where there is none."""
    scriptdeck = Path(sys.executable).parent / "scriptdeck"
    return [str(scriptdeck)] if scriptdeck.exists() else [sys.executable, "-m", "scriptdeck"]


_WINDOW_HEAD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from scriptdeck.gui.app import create_window
window = create_window(sys.argv[2], lang=LANG, watch=False)
window.resize(1200, 800)
window.show()

def settle():
    deadline = time.perf_counter() + 1.5  # let the window settle (search texts warm up in idle time)
    while time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.005)
"""


def window_script(lang: str, body: str) -> str:
    """Python source for ``python -c SCRIPT REPO HOME …``: the window on HOME in ``lang``, 1200×800 and shown
    (``settle()`` runs its events for 1.5 s), then ``body``."""
    return _WINDOW_HEAD.replace("LANG", repr(lang)) + body


def run_window_script(script: str, home: Path, *args: str) -> list:
    """Run a :func:`window_script` offscreen on ``home`` and return the JSON of its last line of output."""
    done = subprocess.run([sys.executable, "-c", script, str(REPO), str(home), *args], capture_output=True,
                          text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def shared_module(name: str):  # noqa: ANN201
    """Import one of ../shared/bench/*.py (the floors and the corpus generator)."""
    path = SHARED_BENCH / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"shared_{name}", path)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def corpus(dialect: str, count: int, seed: int = 1) -> Path:
    """A deterministic corpus made by ../shared/bench/make_corpus.py (made once, then reused)."""
    folder = WORK / f"{dialect}_{count}_{seed}"
    marker = folder / ".complete"
    if not marker.exists():
        if folder.exists():
            subprocess.run(["rm", "-rf", str(folder)], check=True)
        subprocess.run([sys.executable, str(SHARED_BENCH / "make_corpus.py"), str(folder), "--count", str(count),
                        "--seed", str(seed), "--dialect", dialect], check=True, stdout=subprocess.DEVNULL)
        marker.write_text("ok")
    return folder


def home_for(folder: Path, name: str) -> Path:
    """A ScriptDeck home whose global layer is ``folder``."""
    home = WORK / f"home_{name}"
    (home / "scripts").parent.mkdir(parents=True, exist_ok=True)
    link = home / "scripts"
    if link.is_symlink() or link.exists():
        if link.resolve() == folder.resolve():
            return home
        link.unlink()
    link.symlink_to(folder)
    return home


def rounds(fn: Callable[[], object], n: int, warmup: int = 1) -> list[float]:
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def interleaved(fns: dict[str, Callable[[], object]], n: int, warmup: int = 1) -> dict[str, list[float]]:
    """Time several functions round-robin, so drift on a noisy machine hits all of them alike."""
    for fn in fns.values():
        for _ in range(warmup):
            fn()
    times: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(n):
        for name, fn in fns.items():
            start = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - start)
    return times


def stats(times: list[float]) -> dict[str, float]:
    return {"median": statistics.median(times), "min": min(times), "max": max(times)}


def row(what: str, ours: dict[str, float] | float, baseline: dict[str, float] | float | None, target: str,
        unit: str = "s", ok: bool | None = None, note: str = "") -> dict:
    """One line of the table; ratio = our median / baseline median."""
    ours_d = ours if isinstance(ours, dict) else {"median": ours, "min": ours, "max": ours}
    base_d = baseline if isinstance(baseline, dict) or baseline is None else {"median": baseline}
    ratio = ours_d["median"] / base_d["median"] if base_d and base_d["median"] else None
    return {"what": what, "median": ours_d["median"], "min": ours_d["min"], "max": ours_d["max"],
            "baseline": base_d["median"] if base_d else None, "ratio": ratio, "unit": unit, "target": target,
            "ok": ok, "note": note}


def cpu_row(what: str, cpu: list[float], note: str) -> dict:
    """A row of process CPU seconds (no target): ``note`` says of what; the load average is added, as it tells how
    much other processes inflated the wall-clock rows beside it."""
    return row(what, stats(cpu), None, "-", note=f"{note} (load average {os.getloadavg()[0]:.2f})")


def emit(rows: list[dict]) -> None:
    """Print rows for a human and, on the last line, as JSON for run_all."""
    for r in rows:
        print(format_row(r))
    print("JSON " + json.dumps(rows))


def _fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "s":
        return f"{value * 1000:.1f} ms" if value < 10 else f"{value:.2f} s"
    if unit == "MiB":
        return f"{value:.1f} MiB"
    if unit == "MiB/s":
        return f"{value:.0f} MiB/s"
    return f"{value:g} {unit}"


def format_row(r: dict) -> str:
    ratio = f"{r['ratio']:.2f}x" if r["ratio"] is not None else "-"
    verdict = {True: "OK", False: "MISS", None: "--"}[r["ok"]]
    return (f"{r['what']:<46} {_fmt(r['median'], r['unit']):>11} (min {_fmt(r['min'], r['unit'])}, "
            f"max {_fmt(r['max'], r['unit'])})  base {_fmt(r['baseline'], r['unit']):>11}  ratio {ratio:>6}  "
            f"target {r['target']:<22} {verdict}  {r['note']}")
