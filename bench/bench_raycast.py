#!/usr/bin/env python3
"""`list` and `lint` over a corpus of Raycast script commands (e.g. raycast/script-commands' `commands/`).

    bench/bench_raycast.py /path/to/script-commands/commands [--rounds 5]

The corpus is nested by topic; a Raycast folder is read at its top level, so every command file is put
(flat, unique names) into one library folder first. Measured: a cold scan (no header cache), the `list`
payload, lint of every tool (in process), and the whole `scriptdeck --library raycast:DIR list --json` and
`lint --json` processes. Also printed: how many commands were registered, left unregistered, and lint errors.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import emit, row, start_command, stats

HERE = Path(__file__).resolve().parent


def flatten(corpus: Path, target: Path) -> int:
    """Put every file of ``corpus`` that mentions ``@raycast.`` into ``target`` (``a/b/c.sh`` -> ``a__b__c.sh``):
    a hard link where possible, else a copy (never a symlink: a user's folder holds files)."""
    count = 0
    for folder, _dirs, files in os.walk(corpus):
        for name in files:
            path = Path(folder) / name
            try:
                with open(path, "rb") as handle:
                    if b"@raycast." not in handle.read(32768):
                        continue
            except OSError:
                continue
            copy = target / "__".join(path.relative_to(corpus).parts)
            try:
                os.link(path, copy)
            except OSError:
                shutil.copy2(path, copy)
            count += 1
    return count


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("corpus", type=Path)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    from scriptdeck.core.model.lint_file import lint_registered
    from scriptdeck.core.model.manage import list_payload
    from scriptdeck.core.model.registry import Registry, library_layers
    from scriptdeck.core.store.paths import Home

    with tempfile.TemporaryDirectory(prefix="bench-raycast-") as work:
        lib = Path(work) / "lib"
        lib.mkdir()
        files = flatten(a.corpus, lib)
        home = Home(Path(work) / "home", forced=True)
        (home.root / "scripts" / "personas" / "default").mkdir(parents=True)

        def fresh() -> Registry:
            registry = Registry(home, pi_layers=library_layers([("raycast", str(lib))]))
            registry.scan()
            return registry

        scan_times = [0.0] * a.rounds
        for i in range(a.rounds):
            start = time.perf_counter()
            registry = fresh()
            scan_times[i] = time.perf_counter() - start
        list_times, lint_times = [], []
        for _ in range(a.rounds):
            start = time.perf_counter()
            payload = list_payload(registry)
            list_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            findings = [f for t in registry.all_tools() if t.layer == "raycast" for f in lint_registered(t, registry)]
            lint_times.append(time.perf_counter() - start)
        raycast = [t for t in registry.all_tools() if t.layer == "raycast"]
        registered = sum(t.state == "registered" for t in raycast)
        errors = sum(f.severity == "error" for f in findings)
        launcher = start_command()
        base = [*launcher, "--home", str(home.root), "--library", f"raycast:{lib}"]
        timed([*base, "list", "--json"])  # the first run fills the header cache, as any earlier use would
        cli_list = [timed([*base, "list", "--json"]) for _ in range(a.rounds)]
        cli_lint = [timed([*base, "lint", "--json"]) for _ in range(a.rounds)]
        note = (f"{files} files with @raycast lines; {registered} registered, {len(raycast) - registered} "
                f"not, {len(payload['registered'])} tools listed in all; {errors} lint errors")
        rows = [
            row("raycast corpus cold scan", stats(scan_times), None, "well under 1 s", note=note),
            row("raycast list payload", stats(list_times), None, "well under 1 s"),
            row("raycast lint, every command", stats(lint_times), None, "well under 1 s"),
            row("`scriptdeck --library raycast:DIR list --json`", stats(cli_list), None, "whole process"),
            row("`scriptdeck --library raycast:DIR lint --json`", stats(cli_lint), None, "whole process"),
        ]
        emit(rows)
        print(note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
