#!/usr/bin/env python3
"""`scriptdeck palette` against an already-running window (issue 45): the whole command, from its start until the
window answered that its palette is shown, with `python3 -c pass` started the same way as the baseline
(interleaved). The window runs offscreen on the corpus, started by the first `scriptdeck palette` itself."""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

from common import REPO, compile_package, corpus, emit, home_for, interleaved, row, start_command, stats


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--rounds", type=int, default=20)
    a = ap.parse_args()
    compile_package()
    home = home_for(corpus("miyu", a.count), f"miyu_{a.count}")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SCRIPTDECK_HOME=str(home))
    sys.path.insert(0, str(REPO))
    from scriptdeck.gui.services.instance import ask, server_name

    name = server_name(home)
    window = subprocess.Popen([*start_command(), "palette"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 300
        while ask(name, {"command": "status"}, 200) is None:  # the window of 10,000 tools starts
            if window.poll() is not None or time.monotonic() > deadline:
                print("the window did not start", file=sys.stderr)
                return 1
            time.sleep(0.05)

        def palette() -> None:
            done = subprocess.run([*start_command(), "palette"], env=env, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, check=False)
            assert done.returncode == 0, done.stderr

        def baseline() -> None:
            subprocess.run([sys.executable, "-c", "pass"], check=True)

        times = interleaved({"palette": palette, "baseline": baseline}, a.rounds)
        status = ask(name, {"command": "status"})
        assert status and status.get("pid") == window.pid and status.get("palette"), status
    finally:
        window.kill()
        window.wait()
    r = row(f"`scriptdeck palette` to a running window ({a.count} tools), until its palette is shown",
            stats(times["palette"]), stats(times["baseline"]), "<= 300 ms",
            note=f"{a.rounds} calls; baseline: python3 -c pass")
    r["ok"] = statistics.median(times["palette"]) <= 0.300
    emit([r])
    return 0


if __name__ == "__main__":
    sys.exit(main())
