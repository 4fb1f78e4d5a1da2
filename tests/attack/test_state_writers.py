"""Many writers on one state file (settings.json, trust.json, sandbox.json): real processes, no lost update.

Every writer reads the file again under its lock (``statefile.writing``); the window's long-lived settings write only
the keys they changed, so a change made from a terminal while the window is open survives the window's next save.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.run.sandbox import SandboxStore
from scriptdeck.core.run.trust import TrustStore
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import Settings

from tests.conftest import run_cli, write_script

WRITERS = 12
#: each writer process is started, then all are released at once through their stdin
WRITER = r"""
import json, sys
from pathlib import Path
from scriptdeck.core.run.sandbox import SandboxStore
from scriptdeck.core.run.trust import TrustStore
from scriptdeck.core.model.raycast_state import SETTINGS_KEY
from scriptdeck.core.store.settings import Settings
from scriptdeck.core.store.statefile import writing

kind, state, settings_path, tool_id, script = sys.argv[1:6]
sys.stdin.readline()
if kind == "trust":
    TrustStore(Path(state)).approve(tool_id, Path(script))
elif kind == "sandbox":
    SandboxStore(Path(state)).update(tool_id, {"memory_mb": 100 + int(tool_id[1:])})
else:  # a key of its own, and one path added to a list every writer changes (read under the lock)
    with writing(Path(settings_path)):
        settings = Settings.load(Path(settings_path))
        settings.set("k_" + tool_id, True)
        settings.set(SETTINGS_KEY, sorted(set(settings.get(SETTINGS_KEY) or []) | {script}))
        settings.save()
print("done")
"""


def _run_writers(home: Home, kind: str, scripts: dict[str, Path]) -> None:
    processes = [subprocess.Popen([sys.executable, "-c", WRITER, kind, str(home.state_dir), str(home.settings_path),
                                   tool_id, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, env=dict(os.environ))
                 for tool_id, path in scripts.items()]
    try:
        for process in processes:  # released together: every one has read nothing yet
            assert process.stdin is not None
            process.stdin.write("go\n")
            process.stdin.flush()
        for process in processes:
            out, err = process.communicate(timeout=120)
            assert process.returncode == 0 and out.strip() == "done", err
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
            process.wait(timeout=60)


def _scripts(home: Home) -> dict[str, Path]:
    return {f"t{n}": write_script(home.persona_dir / f"t{n}.sh", f"#!/bin/sh\n# Description: T{n}.\necho {n}\n")
            for n in range(WRITERS)}


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["trust", "sandbox", "settings"])
def test_concurrent_writer_processes_lose_no_update(home: Home, kind: str) -> None:
    scripts = _scripts(home)
    _run_writers(home, kind, scripts)
    if kind == "trust":
        store = TrustStore(home.state_dir)
        assert {tool_id: store.state(tool_id, path)["state"] for tool_id, path in scripts.items()} == {
            tool_id: "approved" for tool_id in scripts}
    elif kind == "sandbox":
        tools = SandboxStore(home.state_dir).load()["tools"]
        assert {tool_id: tools.get(tool_id, {}).get("memory_mb") for tool_id in scripts} == {
            tool_id: 100 + int(tool_id[1:]) for tool_id in scripts}
    else:
        data = json.loads(home.settings_path.read_text(encoding="utf-8"))
        assert all(data.get("k_" + tool_id) is True for tool_id in scripts)
        assert sorted(data["disabled_raycast"]) == sorted(str(path) for path in scripts.values())


def test_a_long_lived_settings_object_writes_only_its_own_keys(home: Home) -> None:
    """The window reads settings.json once; a policy set from a terminal meanwhile survives its next save."""
    home.settings_path.parent.mkdir(parents=True, exist_ok=True)
    home.settings_path.write_text(json.dumps({"language": "en", "theme": "dark"}), encoding="utf-8")
    window = Settings.load(home.settings_path)
    terminal = Settings.load(home.settings_path)
    terminal.set("trust_policy", "enforce")
    terminal.set("theme", None)
    terminal.save()
    window.set("window", {"width": 900})
    window.save()
    assert json.loads(home.settings_path.read_text(encoding="utf-8")) == {
        "language": "en", "trust_policy": "enforce", "window": {"width": 900}}
    assert window.get("trust_policy") == "enforce"  # what it holds now is what the file holds
    window.set("language", "zh_CN")
    window.save()
    assert json.loads(home.settings_path.read_text(encoding="utf-8"))["trust_policy"] == "enforce"


def test_a_settings_file_broken_meanwhile_is_not_overwritten(home: Home) -> None:
    home.settings_path.parent.mkdir(parents=True, exist_ok=True)
    home.settings_path.write_text("{}", encoding="utf-8")
    window = Settings.load(home.settings_path)
    home.settings_path.write_text('{"language": "en",}', encoding="utf-8")
    window.set("theme", "dark")
    with pytest.raises(ValueError, match="nothing was written"):
        window.save()
    assert home.settings_path.read_text(encoding="utf-8") == '{"language": "en",}'


def test_every_file_a_command_leaves_in_state_is_private(tmp_path: Path) -> None:
    """SPEC §15: the home's ``state/`` is 0700 and every file in it 0600. ``tests-lastfailed.json`` was 0644."""
    root = tmp_path / "home"
    layer = root / "scripts" / "personas" / "default"
    write_script(layer / "echo_it.sh", "#!/bin/sh\n# Description: Echo.\necho hi\n")
    (layer / ".tests").mkdir()
    (layer / ".tests" / "echo_it.json").write_text(json.dumps({"cases": [
        {"name": "passes", "args": {}, "expect": {"exit_code": 0}},
        {"name": "fails", "args": {}, "expect": {"exit_code": 3}}]}), encoding="utf-8")
    for args in (("test",), ("test", "--lf"), ("tool-call", "echo_it", "--args", "{}"),
                 ("trust", "echo_it", "--approve"), ("sandbox", "echo_it", "--memory", "200"), ("list",)):
        done = run_cli("--home", str(root), *args)
        assert "Traceback" not in done.stderr, (args, done.stderr)
    state = root / "state"
    assert (state / "tests-lastfailed.json").is_file() and (state / "history.jsonl").is_file()
    modes = {str(path.relative_to(state)): stat.S_IMODE(path.lstat().st_mode) for path in state.rglob("*")}
    assert stat.S_IMODE(state.stat().st_mode) == 0o700
    wrong = {name: oct(mode) for name, mode in modes.items()
             if mode != (0o700 if (state / name).is_dir() else 0o600)}
    assert wrong == {}, wrong
