"""SPEC §8, §9, §12 with real processes in temp dirs, through the CLI and in-process with qtbot."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.run.history import History, history_path
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, cli_json, make_registry, run_cli, wait_gone, write_script
from tests.conftest import alive as _alive


@pytest.fixture
def h(tmp_path, runner) -> Path:
    """A home; every test that uses it runs once per runner (tool-call's own, and the window's QProcess one)."""
    root = tmp_path / "h"
    (root / "scripts").mkdir(parents=True)
    return root


def add(h: Path, name: str, text: str, **kw) -> Path:
    return write_script(h / "scripts" / name, text, **kw)


def call(h: Path, tool: str, args: object) -> tuple[int, dict]:
    return cli_json("--home", str(h), "tool-call", tool, "--args", json.dumps(args))


def test_argv_flags_reach_the_script(h):
    add(h, "flags.sh", "#!/bin/sh\n# Description: D.\n# Argv: flags\nfor a in \"$@\"; do echo \"[$a]\"; done\n")
    code, result = call(h, "flags", {"query": "hello world", "limit": -5, "json": True, "dry": False,
                                     "nothing": None, "tags": ["a", "b"], "stdin": "raw"})
    assert code == 0
    assert result["stdout"] == '[--json]\n[--limit=-5]\n[--query=hello world]\n[--tags=["a","b"]]'


def test_env_json_and_stdin(h):
    add(h, "echoer.sh", "#!/bin/sh\n# Description: D.\nprintf '%s|' \"$MIYU_ARGS_JSON\"; cat\n")
    code, result = call(h, "echoer", {"query": "x"})
    assert (code, result["stdout"], result["success"], result["exit_code"]) == (0, '{"query":"x"}|{"query":"x"}',
                                                                                True, 0)


def test_large_arguments_reach_stdin_not_environment(h):
    add(h, "big.sh", "#!/bin/sh\n# Description: D.\necho \"env=${#MIYU_ARGS_JSON}\"; wc -c\n")
    code, result = cli_json("--home", str(h), "tool-call", "big", "--stdin",
                            stdin=json.dumps({"blob": "x" * 70000}))
    lines = result["stdout"].split("\n")
    assert lines[0] == "env=0"
    assert (int(lines[1].strip()) == len(json.dumps({"blob": "x" * 70000},
                                                                          separators=(",", ":"))))


def test_script_that_never_reads_stdin_finishes(h):
    add(h, "noread.sh", "#!/bin/sh\n# Description: D.\necho done\n")
    code, result = cli_json("--home", str(h), "tool-call", "noread", "--stdin",
                            stdin=json.dumps({"blob": "y" * 2_000_000}))
    assert code == 0
    assert result["stdout"] == "done"


def test_cache_dir_exists_for_the_script(h):
    add(h, "cache.sh", "#!/bin/sh\n# Description: D.\ntest -d \"$MIYU_SCRIPT_CACHE_DIR\" && echo \"$MIYU_SCRIPT_CACHE_DIR\"\n")
    code, result = call(h, "cache", {})
    assert code == 0
    assert result["stdout"] == str(h / "cache")


def test_cwd_is_the_script_folder(h):
    add(h, "where.sh", "#!/bin/sh\n# Description: D.\npwd\n")
    assert call(h, "where", {})[1]["stdout"] == str(h / "scripts")


def test_timeout_kills_the_whole_tree(h, tmp_path):
    pids = tmp_path / "pids"
    add(h, "hang.sh", f"#!/bin/sh\n# Description: D.\n# Timeout: 1\nsleep 300 &\necho $! >> {pids}\n"
                      f"echo $$ >> {pids}\nsleep 300\n")
    code, result = call(h, "hang", {})
    assert code == 4
    assert result["timed_out"] is True
    assert result["exit_code"] is None
    assert result["success"] is False
    assert result["error"] == "script timed out after 1s"
    assert result["duration_ms"] >= 1000  # it ran until the timeout, not shorter
    recorded = [int(p) for p in pids.read_text().split()]
    assert len(recorded) == 2
    assert wait_gone(recorded) == []


def test_sigterm_ignoring_script_is_killed_after_grace(h, tmp_path):
    pidfile = tmp_path / "stubborn.pid"
    add(h, "stubborn.sh", f"#!/bin/sh\n# Description: D.\n# Timeout: 1\ntrap '' TERM\necho $$ > {pidfile}\n"
                          "while :; do sleep 0.1; done\n")
    code, result = call(h, "stubborn", {})
    assert code == 4
    assert result["timed_out"] is True
    assert result["exit_code"] is None
    assert result["duration_ms"] >= 1000 + 2000  # SIGTERM was ignored: only the SIGKILL after the grace ended it
    assert wait_gone([int(pidfile.read_text())]) == []


def test_a_child_ignoring_sigterm_ends_with_a_timed_out_window_run(tmp_path, qtbot):
    """The window's runner: the leader dies of the timeout's SIGTERM, which ends the run and cancels the grace; a
    child of its group that ignores SIGTERM is killed as the run ends, never left running until the window closes."""
    root = tmp_path / "h"
    pids = tmp_path / "pids"
    write_script(root / "scripts" / "stubborn_child.sh", f"#!/bin/sh\n# Description: D.\n# Timeout: 1\n"
                 f"(trap '' TERM; exec sleep 300) &\necho $! > {pids}\nsleep 300\n")
    service = RunService(make_registry(Home(root, forced=True)))
    try:
        run = service.start("stubborn_child", {})
        with qtbot.waitSignal(run.done, timeout=20000):
            pass
        assert run.result.timed_out
        child = int(pids.read_text())
        assert wait_gone([child], timeout=5) == [], "the child outlived its timed-out run"
    finally:
        service.close()


def _peak_rss_kib(args: list[str]) -> tuple[int, str]:
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO)
    out = proc.stdout.read()
    proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss, out.decode()


def test_flood_of_200_mb_is_drained_with_bounded_memory(h):
    add(h, "flood.sh", "#!/bin/sh\n# Description: D.\nhead -c 209715200 /dev/zero | tr '\\0' 'z'\necho\n")
    add(h, "tiny.sh", "#!/bin/sh\n# Description: D.\necho tiny\n")
    base = [sys.executable, "-m", "scriptdeck", "--home", str(h), "tool-call"]
    small, _ = _peak_rss_kib(base + ["tiny", "--args", "{}"])
    peak, out = _peak_rss_kib(base + ["flood", "--args", "{}"])
    result = json.loads(out)
    assert result["exit_code"] == 0
    assert result["stdout"].endswith("\n[truncated at 8MB]") is False  # the 20000 cut comes last
    assert result["stdout"].endswith("\n...[truncated to 20000 chars]")
    assert result["truncated"]["stdout"] is True
    assert (peak - small) < 64 * 1024, f"peak grew by {(peak - small) // 1024} MiB"


def test_tool_failure_json(h):
    add(h, "no.sh", "#!/bin/sh\n# Description: D.\necho '{\"ok\":false,\"error\":\"nope\",\"fix\":\"try x\"}'\nexit 2\n")
    code, result = call(h, "no", {})
    assert code == 1
    assert result["success"] is False
    assert result["exit_code"] == 2
    assert json.loads(result["stdout"]) == {"ok": False, "error": "nope", "fix": "try x"}


def test_invalid_arguments_refused_before_start(h, tmp_path):
    marker = tmp_path / "ran"
    add(h, "strict.sh", "#!/bin/sh\n# Description: D.\n"
                        '# Parameters: {"type":"object","properties":{"n":{"type":"integer","description":"n"}}}\n'
                        f"touch {marker}\n")
    code, result = call(h, "strict", {"n": "not a number"})
    assert code == 3
    assert result["ok"] is False
    assert "n:" in result["error"]
    assert result["fix"]
    assert not marker.exists()


@pytest.mark.parametrize("setup,needle", [
    (lambda h: None, "not found"),
    (lambda h: (h / "scripts" / "index.json").write_text('{"disabled":[{"id":"x"}]}'), "disabled"),
])
def test_refusals(h, tmp_path, setup, needle):
    add(h, "x.sh", "#!/bin/sh\n# Description: D.\necho\n")
    setup(h)
    code, result = call(h, "ghost" if needle == "not found" else "x", {})
    assert code == 3
    assert needle in result["error"]


def test_unregistered_refused(h):
    add(h, "nodesc.sh", "#!/bin/sh\necho\n")
    code, result = call(h, "nodesc", {})
    assert code == 3
    assert "not registered" in result["error"]


def test_spawn_failures_are_results(h):
    add(h, "noexec.sh", "#!/bin/sh\n# Description: D.\necho\n", executable=False)
    add(h, "badinterp.sh", "#!/no/such/interpreter\n# Description: D.\n")
    code, result = call(h, "noexec", {})
    assert code == 5
    assert result["exit_code"] is None
    assert result["success"] is False
    assert result["error"] == f"could not start {h / 'scripts' / 'noexec'}.sh: Permission denied"  # both runners
    # a missing interpreter is said as what it is, before anything starts (SPEC §24)
    code, result = call(h, "badinterp", {})
    assert code == 3
    assert result["error"].startswith("/no/such/interpreter is not installed on this machine"), result


def test_signal_death_has_null_exit_code(h):
    add(h, "selfkill.sh", "#!/bin/sh\n# Description: D.\nkill -9 $$\n")
    code, result = call(h, "selfkill", {})
    assert code == 5
    assert result["exit_code"] is None
    assert "error" not in result


def test_images_resolve_against_cache(h):
    # the tool writes its picture into the cache dir, then names it relative to it; only a real file is kept (§19)
    add(h, "img.sh", "#!/bin/sh\n# Description: D.\nmkdir -p \"$MIYU_SCRIPT_CACHE_DIR/a\"\n"
        "printf '\\211PNG' > \"$MIYU_SCRIPT_CACHE_DIR/a/b.png\"\necho text\necho 'MIYU-IMAGE: a/b.png | alt text'\n")
    code, result = call(h, "img", {})
    assert result["stdout"] == "text"
    assert result["images"] == [{"path": str(h / "cache" / "a" / "b.png"), "alt": "alt text"}]


# -- host -------------------------------------------------------------------------------------------

SECRETS = ("sk-test-SECRET-abcdef123456", "https://secret.example.invalid/v1")


@pytest.fixture
def host_home(h):
    config = h / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({
        "providers": [{"id": "openai", "display_name": "OpenAI", "protocol": "openai", "enabled": True,
                       "default_model": "gpt-x", "models": ["gpt-x", "gpt-y"], "context_windows": {"gpt-x": 128000},
                       "modalities": ["text", "image"], "api_key": SECRETS[0], "base_url": SECRETS[1]}],
        "active": [{"provider_id": "openai", "model": "gpt-x"}],
        "subsystems": {"memory": True, "voice": False},
    }))
    return h


def host_script(h: Path, name: str, caps: str, body: str, extra: str = "") -> None:
    add(h, name, f"#!/bin/sh\n# Description: D.\n# Capabilities: {caps}\n{extra}{body}\n")


def test_host_capabilities_env_and_providers_list(host_home):
    host_script(host_home, "hq.sh", "providers.read, host.info",
                'echo "caps=$MIYU_HOST_CAPABILITIES"\necho "toklen=${#MIYU_HOST_TOKEN}"\n'
                '"$MIYU_HOST_BIN" host providers.list\nenv\n"$MIYU_HOST_BIN" host host.info')
    code, result = call(host_home, "hq", {})
    assert code == 0, result
    lines = result["stdout"].split("\n")
    assert lines[0] == "caps=providers.read,host.info"
    assert lines[1] == "toklen=24"
    listed = json.loads(lines[2])
    assert listed["ok"] is True
    provider = listed["data"]["providers"][0]
    assert provider["id"] == "openai"
    assert provider["models"] == ["gpt-x", "gpt-y"]
    assert provider["active"] is True
    assert listed["data"]["active"] == [{"provider_id": "openai", "model": "gpt-x"}]
    info = json.loads(lines[-1])
    assert info["data"]["capabilities"] == ["providers.read", "host.info"]
    assert info["data"]["contracts"] == [{"id": "scripts", "version": 1}]
    for secret in SECRETS:
        assert secret not in result["stdout"]
        assert secret not in result["stderr"]
    assert "api_key" not in result["stdout"]
    assert "base_url" not in result["stdout"]


def test_host_errors(host_home):
    host_script(host_home, "herr.sh", "host.info, providers.read",
                '"$MIYU_HOST_BIN" host subsystems.enabled; echo "rc=$?"\n'
                '"$MIYU_HOST_BIN" host bogus.method; echo "rc=$?"\n'
                "\"$MIYU_HOST_BIN\" host providers.get '{}'; echo \"rc=$?\"\n"
                "\"$MIYU_HOST_BIN\" host providers.get '{\"provider_id\":\"nope\"}'; echo \"rc=$?\"\n"
                "\"$MIYU_HOST_BIN\" host providers.get '{\"provider_id\":\"openai\"}'; echo \"rc=$?\"\n"
                'MIYU_HOST_TOKEN= "$MIYU_HOST_BIN" host host.info; echo "rc=$?"\n'
                'MIYU_HOST_TOKEN=abcdefghijklmnopqrstuvwx "$MIYU_HOST_BIN" host host.info; echo "rc=$?"\n'
                'echo "$MIYU_HOST_TOKEN $SCRIPTDECK_HOST_SOCKET $MIYU_HOST_BIN" > token.txt')
    code, result = call(host_home, "herr", {})
    lines = result["stdout"].split("\n")
    replies = [json.loads(line) for line in lines[0::2]]
    rcs = lines[1::2]
    assert replies[0]["error"]["code"] == "permission_denied"
    assert rcs[0] == "rc=1"
    assert replies[1]["error"]["code"] == "unknown_method"
    assert replies[1]["error"]["message"] == ('unknown host method "bogus.method"; known: host.info, providers.list, '
                                              'providers.get, subsystems.enabled')
    assert replies[2]["error"]["code"] == "invalid_argument"
    assert replies[3]["error"]["code"] == "not_found"
    assert replies[4]["ok"] is True
    assert replies[4]["data"]["context_windows"] == {"gpt-x": 128000}
    assert replies[4]["data"]["modalities"] == ["text", "image"]
    assert rcs[4] == "rc=0"
    assert replies[5]["error"]["code"] == "permission_denied"
    assert replies[6]["error"]["code"] == "permission_denied"
    # the token of a finished run is refused (the host that issued it is gone, or has revoked it)
    token, socket_path, host_bin = (host_home / "scripts" / "token.txt").read_text().split()
    done = subprocess.run([host_bin, "host", "host.info"], capture_output=True, text=True,
                          env={**os.environ, "MIYU_HOST_TOKEN": token, "SCRIPTDECK_HOST_SOCKET": socket_path})
    assert done.returncode == 1
    assert json.loads(done.stdout)["ok"] is False


def test_expired_token_refused_by_live_host(host_home, qtbot):
    host_script(host_home, "tok.sh", "host.info", 'echo "$MIYU_HOST_TOKEN"')
    registry = make_registry(Home(host_home, forced=True))
    service = RunService(registry)
    try:
        run = service.start("tok", {})
        with qtbot.waitSignal(run.done, timeout=10000):
            pass
        token = run.result.stdout.strip()
        assert len(token) == 24
        reply = service.host().handle(json.dumps({"token": token, "method": "host.info"}).encode())
        assert reply["ok"] is False
        assert reply["error"]["code"] == "permission_denied"
    finally:
        service.close()


def test_external_trust_gets_no_token(host_home):
    host_script(host_home, "ext.sh", "host.info", 'echo "tok=${MIYU_HOST_TOKEN:-none} bin=${MIYU_HOST_BIN:-none}"',
                extra="# Trust: external\n")
    assert call(host_home, "ext", {})[1]["stdout"] == "tok=none bin=none"


def test_no_capabilities_no_token(host_home):
    add(host_home, "plain.sh", "#!/bin/sh\n# Description: D.\necho \"tok=${MIYU_HOST_TOKEN:-none}\"\n")
    assert call(host_home, "plain", {})[1]["stdout"] == "tok=none"


def test_revoked_capability_in_settings(host_home):
    settings = json.loads((host_home / "config" / "settings.json").read_text())
    settings["revoked_capabilities"] = {"rv": ["providers.read"]}
    (host_home / "config" / "settings.json").write_text(json.dumps(settings))
    host_script(host_home, "rv.sh", "providers.read, host.info", 'echo "$MIYU_HOST_CAPABILITIES"')
    assert call(host_home, "rv", {})[1]["stdout"] == "host.info"


def test_host_without_a_host_is_unavailable():
    done = run_cli("host", "host.info")
    assert done.returncode == 1
    assert json.loads(done.stdout)["error"]["code"] == "unavailable"


# -- pi ---------------------------------------------------------------------------------------------

def test_pi_tools_run_as_pi_runs_them(h, tmp_path):
    project = tmp_path / "proj"
    write_script(project / ".pi" / "scripts" / "echo-args.sh",
                 "#!/bin/bash\n# Description: Echo args\necho \"$1|$2|$(pwd)\"\n")
    write_script(project / ".pi" / "scripts" / "fail.sh", "#!/bin/bash\necho oops >&2\nexit 3\n")
    (h / "config").mkdir()
    (h / "config" / "settings.json").write_text(json.dumps({"pi_project": str(project)}))
    code, result = call(h, "echo_args_sh", {"args": "one 'two words'"})
    assert code == 0, result
    assert result["stdout"] == f"one|two words|{project}\n", "pi returns stdout untouched (not trimmed)"
    assert result["text"] == result["stdout"]
    code, result = call(h, "fail_sh", {"args": ""})
    assert code == 1, result
    assert result["text"] == "Script exited with code 3.\noops\n"


# -- builtin examples --------------------------------------------------------------------------------

def test_builtin_examples_answer_as_described(h):
    code, result = call(h, "convert_units", {"kind": "temperature", "from_unit": "C", "to_unit": "F",
                                             "values": [100, 0], "json": True})
    assert code == 0
    assert json.loads(result["stdout"])["results"] == [212.0, 32.0]
    code, result = call(h, "peek_file", {"path": str(REPO / "README.md"), "lines": 1, "number": True})
    assert code == 0
    assert result["stdout"].startswith("1\t# ScriptDeck")
    code, result = call(h, "peek_file", {"path": "/no/such/file"})
    assert code == 1
    assert json.loads(result["stdout"])["ok"] is False
    code, result = call(h, "host_status", {})
    assert code == 0
    assert "granted: host.info" in result["stdout"]
    assert "contracts: scripts v1" in result["stdout"]
    code, result = call(h, "color_swatch", {"color": "#00ff00", "size": 16})
    assert code == 0
    assert result["images"][0]["alt"] == "swatch #00ff00"
    image = Path(result["images"][0]["path"])
    assert image.is_file()
    assert image.read_bytes().startswith(b"\x89PNG")
    assert str(image).startswith(str(h / "cache"))


# -- in-process runner -------------------------------------------------------------------------------

def test_live_output_stop_and_several_runs(h, qtbot, tmp_path):
    pidfile = tmp_path / "child"
    add(h, "slow.sh", f"#!/bin/sh\n# Description: D.\necho first\nsleep 300 &\necho $! > {pidfile}\nsleep 300\n")
    add(h, "quick.sh", "#!/bin/sh\n# Description: D.\necho quick\n")
    registry = make_registry(Home(h, forced=True))
    service = RunService(registry)
    try:
        chunks: list[str] = []
        slow = service.start("slow", {})
        slow.output.connect(lambda stream, text: chunks.append(text))
        quick = [service.start("quick", {}) for _ in range(3)]
        qtbot.waitUntil(lambda: "first" in "".join(chunks), timeout=10000)
        assert slow.running
        for run in quick:
            qtbot.waitUntil(lambda r=run: r.result is not None, timeout=10000)
            assert run.result.stdout == "quick"
        qtbot.waitUntil(pidfile.exists, timeout=5000)
        child = int(pidfile.read_text())
        with qtbot.waitSignal(slow.done, timeout=10000):
            slow.stop()
        assert slow.result.stopped
        assert slow.result.error == "stopped by the user"
        assert not slow.result.success
        qtbot.waitUntil(lambda: not _alive(child), timeout=5000)
        records = History(history_path(Home(h, forced=True).state_dir)).records()
        assert len(records) == 4
        assert records[0]["tool_id"] == "slow"
    finally:
        service.close()


def test_history_tolerates_torn_last_line(tmp_path):
    history = History(tmp_path / "history.jsonl")
    history.append({"tool_id": "a", "args": {}})
    with open(history.path, "ab") as handle:
        handle.write(b'{"tool_id": "torn", "ar')
    assert [r["tool_id"] for r in history.records()] == ["a"]
    history.append({"tool_id": "b", "args": {"x": 1}})
    assert [r["tool_id"] for r in history.records()] == ["b", "a"]
    assert history.records("b", limit=1) == [{"tool_id": "b", "args": {"x": 1}}]


def test_history_records_with_a_limit_are_the_newest_that_many(tmp_path):
    history = History(tmp_path / "history.jsonl")
    for n in range(5):
        history.append({"tool_id": "a" if n % 2 else "b", "args": {"n": n}})
    assert [r["args"]["n"] for r in history.records(limit=2)] == [4, 3]
    assert [r["args"]["n"] for r in history.records("b", limit=2)] == [4, 2]
    assert [r["args"]["n"] for r in history.records("a", limit=1)] == [3]


def test_history_is_bounded(tmp_path, monkeypatch):
    import scriptdeck.core.run.history as module

    monkeypatch.setattr(module, "MAX_BYTES", 2000)
    monkeypatch.setattr(module, "KEEP_BYTES", 1000)
    history = History(tmp_path / "history.jsonl")
    for i in range(100):
        history.append({"tool_id": f"t{i}", "pad": "x" * 50})
    assert history.path.stat().st_size <= 2000 + 100
    assert history.records()[0]["tool_id"] == "t99"
