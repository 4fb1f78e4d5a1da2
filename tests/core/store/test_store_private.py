"""ScriptDeck's own folders are private (SPEC §15 "Secrets stay private"): config/ and state/ 0700, files 0600."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from scriptdeck.core.run.history import History, history_path
from scriptdeck.core.run.presets import Presets, presets_path
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import Settings

from tests.conftest import run_cli, write_script


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_a_cli_run_writes_history_0600_in_a_0700_state_dir(home: Home) -> None:
    home.state_dir.mkdir(mode=0o755)  # an older, wider folder is narrowed on the next write
    os.chmod(home.state_dir, 0o755)
    write_script(home.persona_dir / "echoer.sh",
                 "#!/bin/sh\n# Description: Echo.\n# Parameters: {\"type\":\"object\",\"properties\":{\"secret\":"
                 "{\"type\":\"string\"}}}\ncat >/dev/null\necho done\n")
    done = run_cli("--home", str(home.root), "tool-call", "echoer", "--args", '{"secret": "hunter2"}')
    assert done.returncode == 0, done.stderr
    history = history_path(home.state_dir)
    assert "hunter2" in history.read_text(encoding="utf-8")  # history keeps arguments: hence the modes
    assert _mode(history) == 0o600
    assert _mode(home.state_dir) == 0o700
    assert _mode(home.header_cache_path) == 0o600  # the header cache lives in state/ too


def test_existing_wide_history_file_is_narrowed(home: Home) -> None:
    path = history_path(home.state_dir)
    path.parent.mkdir(parents=True)
    path.write_text('{"tool_id":"old"}\n')
    os.chmod(path, 0o644)
    History(path).append({"tool_id": "new", "args": {"k": "v"}})
    assert _mode(path) == 0o600
    assert [r["tool_id"] for r in History(path).records()] == ["new", "old"]


def test_settings_file_and_config_dir_are_private(home: Home) -> None:
    home.config_dir.mkdir(mode=0o777)
    os.chmod(home.config_dir, 0o777)
    settings = Settings.load(home.settings_path)
    settings.set("providers", [{"id": "p", "api_key": "sk-secret"}])
    settings.save()
    assert _mode(home.settings_path) == 0o600
    assert _mode(home.config_dir) == 0o700


def test_presets_are_private(home: Home) -> None:
    path = presets_path(home.state_dir)
    Presets(path).save("tool", "mine", {"password": "x"})
    assert _mode(path) == 0o600
    assert _mode(home.state_dir) == 0o700


def test_history_never_writes_nan(home: Home) -> None:
    path = history_path(home.state_dir)
    History(path).append({"tool_id": "t", "args": {"x": float("nan"), "y": float("inf"), "s": "a\ud800"}})
    line = path.read_bytes().decode("utf-8")
    for word in ("NaN", "Infinity"):
        assert word not in line
    assert json.loads(line)["args"]["x"] is None


def test_history_clear_forgets_every_run(home: Home) -> None:
    path = history_path(home.state_dir)
    history = History(path)
    for n in range(3):
        history.append({"tool_id": f"t{n}", "args": {"secret": n}})
    history.clear()
    assert history.records() == []
    assert not path.exists()
    history.clear()  # clearing an empty history is fine
    history.append({"tool_id": "after"})
    assert [r["tool_id"] for r in history.records()] == ["after"]
    assert _mode(path) == 0o600


def test_compacted_history_stays_private(home: Home, monkeypatch) -> None:  # noqa: ANN001
    import scriptdeck.core.run.history as history_module

    monkeypatch.setattr(history_module, "MAX_BYTES", 2000)
    monkeypatch.setattr(history_module, "KEEP_BYTES", 1000)
    path = history_path(home.state_dir)
    history = History(path)
    for n in range(100):
        history.append({"tool_id": f"t{n}", "args": {"pad": "x" * 20}})
    assert path.stat().st_size < 3000
    assert _mode(path) == 0o600
    assert history.records(limit=1)[0]["tool_id"] == "t99"


def test_a_private_folder_made_deep_makes_its_new_parents_private(tmp_path: Path) -> None:
    """A lint-fix backup on a fresh home creates state/ on the way: state/ is 0700, not the umask's 0755."""
    from scriptdeck.core.store.fsutil import ensure_private_dir

    os.chmod(tmp_path, 0o755)
    state = tmp_path / "home" / "state"
    ensure_private_dir(state / "fix-backups")
    assert stat.S_IMODE(os.stat(state).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(state / "fix-backups").st_mode) == 0o700
    assert stat.S_IMODE(os.stat(tmp_path).st_mode) == 0o755, "an existing parent is left as it was"
