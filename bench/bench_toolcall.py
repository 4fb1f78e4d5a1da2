#!/usr/bin/env python3
"""The agent's path (issue 21, target 3): `scriptdeck tool-call` of a trivial `#!/bin/sh` tool, whole process,
against the floor of any Python bridge — the same interpreter starts, runs the tool with `subprocess.run` and prints
JSON — timed interleaved in the same run, so a busy machine slows both alike. A second row times the same call
through the window's QProcess runner (`SCRIPTDECK_RUNNER=qt`: Qt, a full registry scan — what tool-call did before
it had its own runner). `scriptdeck host host.info` against `python3 -c pass` is in bench_cli.py."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from common import compile_package, emit, interleaved, row, start_command, stats

TOOL = "#!/bin/sh\n# Description: Says hi.\necho hi\n"
BRIDGE = """import json, subprocess, sys
done = subprocess.run([sys.argv[1]], input=b"{}", capture_output=True, cwd=sys.argv[2])
print(json.dumps({"success": done.returncode == 0, "exit_code": done.returncode,
                  "stdout": done.stdout.decode("utf-8", "replace").strip(),
                  "stderr": done.stderr.decode("utf-8", "replace").strip()}))
"""


def run(cmd: list[str], env: dict[str, str] | None = None) -> None:
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=30)
    a = ap.parse_args()
    compile_package()
    launcher = start_command()
    with tempfile.TemporaryDirectory(prefix="bench-toolcall-") as tmp:
        home = Path(tmp) / "home"
        (home / "scripts").mkdir(parents=True)
        tool = home / "scripts" / "hi.sh"
        tool.write_text(TOOL)
        tool.chmod(0o755)
        bridge = Path(tmp) / "bridge.py"
        bridge.write_text(BRIDGE)
        call = [*launcher, "--home", str(home), "tool-call", "hi", "--args", "{}"]
        floor = [sys.executable, str(bridge), str(tool), str(tool.parent)]
        check = json.loads(subprocess.run(call, capture_output=True, text=True).stdout)
        qt_env = {**os.environ, "SCRIPTDECK_RUNNER": "qt"}
        times = interleaved({"call": lambda: run(call), "floor": lambda: run(floor),
                             "qt": lambda: run(call, qt_env)}, a.rounds, warmup=2)
    ok = check.get("stdout") == "hi"
    r = row("`scriptdeck tool-call` trivial sh tool", stats(times["call"]), stats(times["floor"]),
            "<= 1.5x Python bridge", note="" if ok else f"wrong answer: {check}")
    r["ok"] = ok and r["ratio"] is not None and r["ratio"] <= 1.5
    qt = row("  same call on the window's QProcess runner", stats(times["qt"]), stats(times["floor"]),
             "(context, no target)")
    emit([r, qt])
    return 0


if __name__ == "__main__":
    sys.exit(main())
