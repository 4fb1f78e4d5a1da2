"""SPEC §12: ScriptDeck reads and runs a pi folder exactly as pi does.

The oracle is ``shared/compat/pi/``: pi-script-tools' own code run on an edge-case tree (``expected_*.json``).
Nothing here recomputes pi's answers; each case of those files is compared on its own, through real runs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.dialects.pi import shell_split
from scriptdeck.core.model.registry import Registry, default_pi_layers
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.store.paths import Home

from tests.conftest import TESTS

COMPAT = Path("/work/shared/compat/pi")
if not COMPAT.is_dir():  # a checkout elsewhere keeps a copy beside the tests
    COMPAT = TESTS / "data" / "compat_pi"
EXPECTED_DISCOVERY = json.loads((COMPAT / "expected_discovery.json").read_text(encoding="utf-8"))
EXPECTED_RUNS = json.loads((COMPAT / "expected_runs.json").read_text(encoding="utf-8"))


def _case_id(case: dict) -> str:
    return f"{case['tool']}:{case['args']!r}"


def _restore_symlinks(root: Path) -> None:
    """The shared copy stores a symlink the way git does without symlink support: a file holding the target
    path (``home/.pi/agent/scripts/linked.sh`` -> ``../../../../elsewhere/linked.sh``). Make it a link again."""
    for path in root.rglob("*"):
        if path.is_symlink() or not path.is_file() or path.stat().st_size > 1024:
            continue
        target = path.read_bytes()
        if target.startswith(b"../") and b"\n" not in target and (path.parent / target.decode()).is_file():
            path.unlink()
            path.symlink_to(target.decode())


@pytest.fixture
def fixture_tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A writable copy of the fixture (symlinks kept), HOME = fixture/home and cwd = fixture/proj as pi had."""
    root = tmp_path / "fixture"
    shutil.copytree(COMPAT / "fixture", root, symlinks=True)
    for folder, dirs, _files in os.walk(root):
        os.chmod(folder, 0o755)
        for name in dirs:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, 0o755)
    _restore_symlinks(root)
    monkeypatch.setenv("HOME", str(root / "home"))
    monkeypatch.chdir(root / "proj")
    return root


@pytest.fixture
def pi_registry(fixture_tree: Path, tmp_path: Path) -> Registry:
    home = Home(tmp_path / "deck", forced=True)
    (home.root / "scripts").mkdir(parents=True)
    registry = Registry(home, pi_layers=default_pi_layers())
    registry.scan()
    return registry


def _pi_tools(registry: Registry) -> dict:
    return {t.id: t for t in registry.tools.values() if t.dialect == "pi" and t.state == "registered"}


# -- discovery --------------------------------------------------------------------------------------


@pytest.mark.parametrize("expected", EXPECTED_DISCOVERY, ids=lambda e: e["name"])
def test_discovery_matches_pi(pi_registry: Registry, fixture_tree: Path, expected: dict) -> None:
    tool = _pi_tools(pi_registry).get(expected["name"])
    assert tool is not None, f"pi registers {expected['name']}; ScriptDeck does not"
    assert tool.description == expected["description"]
    assert tool.pi.timeout_ms == expected["timeout"]
    assert os.path.relpath(tool.path, fixture_tree) == expected["path"]


def test_nothing_else_is_registered(pi_registry: Registry) -> None:
    assert sorted(_pi_tools(pi_registry)) == sorted(e["name"] for e in EXPECTED_DISCOVERY)


def test_the_fixture_has_its_symlink(fixture_tree: Path) -> None:
    assert (fixture_tree / "home/.pi/agent/scripts/linked.sh").is_symlink()


def test_symlinked_script_is_listed_unregistered_with_the_reason(pi_registry: Registry) -> None:
    linked = [t for t in pi_registry.nameless if t.path.name == "linked.sh"]
    assert len(linked) == 1, "the symlinked linked.sh is shown (as unregistered)"
    assert linked[0].state == "unregistered"
    assert "symbolic link" in linked[0].fix


def test_name_collision_loser_is_listed_unregistered(pi_registry: Registry) -> None:
    losers = sorted(t.path.name for t in pi_registry.nameless if t.fix.startswith("pi uses another file"))
    assert losers == ["a-b.sh", "a-same.sh"]


# -- shellSplit -------------------------------------------------------------------------------------


@pytest.mark.parametrize("case", EXPECTED_RUNS, ids=_case_id)
def test_shell_split_matches_pi(case: dict) -> None:
    assert shell_split(case["args"]) == case["argv"]


# -- real runs --------------------------------------------------------------------------------------


@pytest.mark.parametrize("case", EXPECTED_RUNS, ids=_case_id)
def test_run_matches_pi(pi_registry: Registry, qtbot, case: dict) -> None:
    service = RunService(pi_registry)
    try:
        run = service.start(case["tool"], {"args": case["args"]})
        qtbot.waitUntil(lambda: run.result is not None, timeout=30000)
        result = run.result
        assert result.text == case["text"]
        assert result.exit_code == case["code"]
    finally:
        service.close()


def test_timeout_is_pi_s_milliseconds(pi_registry: Registry) -> None:
    """slow.sh says ``# Timeout: 1000``: the run plan gives it one second, as pi does."""
    service = RunService(pi_registry)
    try:
        assert service.plan("slow_sh", {"args": ""}).timeout_seconds == 1.0
    finally:
        service.close()


def _cli(fixture_tree: Path, tmp_path: Path, *args: str) -> tuple[int, dict]:
    env = dict(os.environ, HOME=str(fixture_tree / "home"))
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(tmp_path / "deck"), *args],
                          capture_output=True, text=True, env=env, cwd=str(fixture_tree / "proj"), timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert lines, done.stderr
    return done.returncode, json.loads(lines[-1])


@pytest.mark.parametrize("case", [c for c in EXPECTED_RUNS if c["args"] in ("it's fine", "a \"\" b", "")
                                  and c["tool"] in ("argprobe_sh", "fail_sh", "img_sh")], ids=_case_id)
def test_cli_tool_call_matches_pi(fixture_tree: Path, tmp_path: Path, case: dict) -> None:
    """The same answers through ``scriptdeck tool-call`` in a separate process (HOME and cwd as pi had)."""
    code, result = _cli(fixture_tree, tmp_path, "tool-call", case["tool"], "--args",
                        json.dumps({"args": case["args"]}))
    assert result["text"] == case["text"]
    assert code == (0 if case["code"] == 0 else 1)


def test_cli_list_shows_the_same_tools(fixture_tree: Path, tmp_path: Path) -> None:
    _code, payload = _cli(fixture_tree, tmp_path, "list", "--json")
    pi_ids = {r["id"] for r in payload["registered"] if r["layer"].startswith("pi-")}
    assert pi_ids == {e["name"] for e in EXPECTED_DISCOVERY}
