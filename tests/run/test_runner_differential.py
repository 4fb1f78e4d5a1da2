"""The two runners hold one contract (issue 32): the window's QProcess runner (``RunService`` + ``Runner``) and the
Qt-free one that ``tool-call``, MCP and pi runs use (``ProcRun``). Each plan below is one tool run through
``tool-call`` twice, once on each runner (``SCRIPTDECK_RUNNER=qt`` / ``proc``), side by side; the whole result JSON
must be equal except ``duration_ms``, and so must ``tool-call``'s exit code.

The plans cover what a tool can do to a runner: exit codes, signals, timeouts (with SIGTERM ignored), 20 MB of
output, stdin (small, large, never read), pictures (kept, missing, refused), bytes that are not UTF-8, NUL, a
background child that keeps the output pipe open, a closed stdout, a broken pipe inside the tool.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import REPO, write_script

PLANS: dict[str, tuple[str, dict | None]] = {
    # name: (the script after its header lines, the arguments or None)
    "exit 0": ("echo hi\n", None),
    "exit 1": ("echo no; exit 1\n", None),
    "exit 2 with stderr": ("echo 'bad usage' >&2; exit 2\n", None),
    "exit 126": ("exit 126\n", None),
    "exit 255": ("echo last; exit 255\n", None),
    "SIGTERM to itself": ("echo before; kill -TERM $$\n", None),
    "SIGKILL to itself": ("echo before; kill -KILL $$\n", None),
    "SIGSEGV to itself": ("kill -SEGV $$\n", None),
    "SIGHUP to itself": ("kill -HUP $$\n", None),
    "timeout": ("echo started; sleep 30\n", None),
    "timeout ignoring SIGTERM": ("trap '' TERM; echo started; sleep 30 & wait; sleep 30 & wait\n", None),
    "20 MB of stdout": ("head -c 20000000 /dev/zero | tr '\\0' a\n", None),
    "20 MB of stderr": ("head -c 20000000 /dev/zero | tr '\\0' b >&2\n", None),
    "10 MB on each stream": ("head -c 10000000 /dev/zero | tr '\\0' c & head -c 10000000 /dev/zero | tr '\\0' d >&2; "
                             "wait\n", None),
    "100,000 lines": ("seq 100000\n", None),
    "one 1 MB line without newline": ("head -c 1000000 /dev/zero | tr '\\0' e\n", None),
    "stdin echoed": ("cat\n", {"stdin": "hello from stdin\nsecond line"}),
    "2 MB of stdin echoed": ("cat | wc -c\n", {"stdin": "s" * 2_000_000}),
    "2 MB of stdin never read": ("echo ignored\n", {"stdin": "n" * 2_000_000}),
    "stdin with non-ASCII": ("cat\n", {"stdin": "中文 ✓ é"}),
    "a picture": ('printf "\\211PNG\\r\\n\\032\\nx" > "$MIYU_SCRIPT_CACHE_DIR/p.png"\n'
                  'echo "MIYU-IMAGE: p.png | a dot"\necho text\n', None),
    "a missing picture": ('echo "MIYU-IMAGE: nowhere.png"\n', None),
    "a picture through a link": ('ln -sfn / "$MIYU_SCRIPT_CACHE_DIR/root"\necho "MIYU-IMAGE: root/etc/hostname"\n',
                                 None),
    "non-UTF-8 stdout": ("printf 'ok \\377\\376 \\300\\200 end\\n'\n", None),
    "non-UTF-8 stderr": ("printf 'bad \\351t\\351\\n' >&2; exit 3\n", None),
    "NUL bytes": ("printf 'a\\000b\\000c\\n'\n", None),
    "CRLF and no final newline": ("printf 'one\\r\\ntwo\\r\\nthree'\n", None),
    "empty output": (":\n", None),
    "background child keeps the pipe open": ("sleep 30 &\necho parent done\n", None),
    "background child in its own session": ("setsid sleep 30 &\necho parent done\n", None),
    "stdout closed early": ("exec >&-\necho 'still here' >&2\n", None),
    "broken pipe inside the tool": ("yes | head -n 2\n", None),
    "SIGHUP to itself, started under nohup": ("kill -HUP $$; echo alive\n", None),
    "signals ignored at start, started under nohup": ("grep SigIgn /proc/$$/status\n", None),
    "Chinese text": ("echo '你好，世界'; echo '错误' >&2\n", None),
    "a run of many small writes": ("i=0; while [ $i -lt 2000 ]; do echo line $i; echo err $i >&2; i=$((i+1)); done\n",
                                   None),
}

TIMEOUT_PLANS = {"timeout", "timeout ignoring SIGTERM"}
#: what a ScriptDeck started by a script with `nohup … &` inherits as ignored (every other plan starts it with
#: these at their default, whatever the suite itself was started with)
NOHUP_IGNORED = (signal.SIGHUP, signal.SIGINT, signal.SIGQUIT)


def dispositions(action: signal.Handlers) -> Callable[[], None]:
    """``preexec_fn`` setting :data:`NOHUP_IGNORED` to ``action`` in ``tool-call`` before it starts."""
    def set_them() -> None:
        for sig in NOHUP_IGNORED:
            signal.signal(sig, action)
    return set_them


def tool_call(home: Path, runner: str, args: dict | None, *, nohup: bool = False) -> subprocess.Popen[bytes]:
    """``tool-call plan`` on ``runner``, the arguments (if any) on its stdin (``--stdin``: 2 MB is no argv)."""
    argv = [sys.executable, "-m", "scriptdeck", "--home", str(home), "tool-call", "plan"]
    return subprocess.Popen([*argv, "--stdin"] if args is not None else argv, cwd=str(REPO),
                            stdin=subprocess.PIPE if args is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "SCRIPTDECK_RUNNER": runner},
                            preexec_fn=dispositions(signal.SIG_IGN if nohup else signal.SIG_DFL))


def without_durations(result: dict) -> dict:
    return {key: value for key, value in result.items() if key != "duration_ms"}


def test_there_are_at_least_thirty_plans() -> None:
    assert len(PLANS) >= 30


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(PLANS))
def test_both_runners_give_the_same_result(tmp_path: Path, name: str) -> None:
    body, args = PLANS[name]
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    timeout = 1 if name in TIMEOUT_PLANS else 60
    write_script(home / "scripts" / "plan.sh", f"#!/bin/sh\n# Description: One plan.\n# Timeout: {timeout}\n{body}")
    nohup = name.endswith("under nohup")
    qt, proc = tool_call(home, "qt", args, nohup=nohup), tool_call(home, "proc", args, nohup=nohup)
    answers = {}
    for runner, process in (("qt", qt), ("proc", proc)):
        out, err = process.communicate(json.dumps(args).encode() if args is not None else None, timeout=120)
        lines = [line for line in out.decode().splitlines() if line.strip()]
        assert lines, f"{runner}: no result; stderr: {err.decode(errors='replace')[-2000:]}"
        assert b"Traceback" not in err, err.decode(errors="replace")[-2000:]
        answers[runner] = (process.returncode, without_durations(json.loads(lines[-1])))
    assert answers["qt"] == answers["proc"]
    if name in TIMEOUT_PLANS:
        assert answers["qt"][1]["timed_out"] is True  # the plan does what its name says
    if name.startswith("signals ignored at start"):  # what nohup made ScriptDeck ignore, the tool does not
        label, mask = answers["qt"][1]["stdout"].split()  # (what the suite's own parent ignored is inherited by both)
        assert label == "SigIgn:"
        assert [sig.name for sig in NOHUP_IGNORED if int(mask, 16) & (1 << (sig - 1))] == []


@pytest.mark.parametrize("runner, window_runner", [("qt", True), ("proc", False)])
def test_each_run_goes_through_the_runner_it_names(tmp_path: Path, runner: str, window_runner: bool) -> None:
    """Guards the comparison above: ``SCRIPTDECK_RUNNER=qt`` really takes the window's RunService, ``proc`` not."""
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    write_script(home / "scripts" / "plan.sh", "#!/bin/sh\n# Description: One plan.\necho hi\n")
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "scriptdeck", "--home", str(home), "tool-call",
                           "plan"], cwd=str(REPO), capture_output=True, text=True, timeout=120,
                          env={**os.environ, "SCRIPTDECK_RUNNER": runner})
    assert done.returncode == 0, done.stderr[-2000:]
    assert ("scriptdeck.core.run.run_service" in done.stderr) is window_runner
