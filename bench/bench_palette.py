#!/usr/bin/env python3
"""The quick-run palette with many tools (offscreen, issue 35): Ctrl+K until its list is painted, and one
keystroke in it (key press to the list repainted), Latin words and pinyin (full and initials)."""

from __future__ import annotations

import argparse
import statistics
import sys

from common import compile_package, corpus, cpu_row, emit, home_for, row, run_window_script, stats, window_script

PALETTE = window_script("zh_CN", r"""
window.activateWindow()
settle()
palette = window.quick_run
opens, open_cpu, keys, cpu = [], [], [], []
for text in sys.argv[4:]:
    window.activateWindow()
    app.processEvents()
    start, begin = time.perf_counter(), time.process_time()
    QTest.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    app.processEvents()
    palette.list.viewport().repaint()
    opens.append(time.perf_counter() - start)
    open_cpu.append(time.process_time() - begin)
    assert palette.isVisible() and palette.model.rows, "the palette did not open with tools"
    for key in [*text, Qt.Key.Key_Backspace]:
        start, begin = time.perf_counter(), time.process_time()
        QTest.keyClick(palette.query, key)
        app.processEvents()
        palette.list.viewport().repaint()
        keys.append(time.perf_counter() - start)
        cpu.append(time.process_time() - begin)
    palette.query.clear()
    palette.hide()
    app.processEvents()
print(json.dumps([opens, open_cpu, keys, cpu]))
""")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    compile_package()
    home = home_for(corpus("miyu", a.count), f"miyu_{a.count}")
    words = ["calendar", "dwhs", "danwei", "dev ops", "tianqi", "xhs"] * max(1, a.rounds // 3)
    opens, open_cpu, keys, cpu = run_window_script(PALETTE, home, "-", *words)
    r = row(f"palette: Ctrl+K until its list is painted, {a.count} tools", stats(opens), None, "<= 100 ms",
            note=f"{len(opens)} openings (recent tools first, then by name)")
    r["ok"] = statistics.median(opens) <= 0.100
    rows = [r, cpu_row(f"palette: Ctrl+K, {a.count} tools, CPU time", open_cpu,
                       "process CPU seconds of the same openings")]
    r = row(f"palette: one keystroke until its list is repainted, {a.count} tools", stats(keys), None,
            "median <= 50 ms", note=f"{len(keys)} keystrokes, Latin and pinyin (full and initials)")
    r["ok"] = statistics.median(keys) <= 0.050
    rows.append(r)
    rows.append(cpu_row(f"palette: one keystroke, {a.count} tools, CPU time", cpu,
                        "process CPU seconds of the same keystrokes"))
    emit(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
