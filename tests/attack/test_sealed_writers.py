"""Sealed edges of ScriptDeck's writers (SPEC §19), through real ``scriptdeck`` processes: special files at a
destination never block a writer, agents cannot replace files under ``enforce``, the desktop entry keeps the
home and persona and cannot be injected, and the messages say what really stands at a path.

Every writer runs as a subprocess with a timeout: a writer that opens a FIFO for writing blocks forever, so the
timeout turns the hang into a failure.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, cli_json, run_cli, write_script

HANG = 30  # seconds; only turns a hang into a failure

TOOL = "#!/bin/sh\n# Description: Sealed writer test tool.\necho hi\n"


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    return home


def special(path: Path, kind: str) -> object:
    """Put a FIFO or a listening Unix socket at ``path``; returns what keeps it alive."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
        return None
    if kind == "device":
        try:
            os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))  # a /dev/null twin
        except PermissionError:
            pytest.skip("creating a device node needs root (CAP_MKNOD)")
        return None
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    here = os.getcwd()
    os.chdir(path.parent)  # bind by name: a socket's path is limited to 107 bytes, a deep tmp_path is longer
    try:
        server.bind(path.name)
    finally:
        os.chdir(here)
    server.listen(1)
    return server


def manage(home: Path, request: dict) -> tuple[int, dict]:
    return cli_json("--home", str(home), "tool-call", "manage_script", "--args", json.dumps(request), timeout=HANG)


# -- special files at a destination ---------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["fifo", "socket"])
def test_register_overwrite_refuses_a_special_file_at_the_destination(deck: Path, tmp_path: Path, kind: str):
    source = write_script(tmp_path / "src" / "tool_a.sh", TOOL)
    keep = special(deck / "scripts" / "personas" / "default" / "tool_a.sh", kind)
    code, answer = manage(deck, {"action": "register", "path": str(source), "overwrite": True})
    assert code != 0 and answer["ok"] is False, answer
    assert "not a regular file" in answer["error"] and ("FIFO" in answer["error"] or "socket" in answer["error"])
    del keep


@pytest.mark.parametrize("kind", ["fifo", "socket", "device"])
def test_new_overwrite_refuses_a_special_file_at_the_destination(deck: Path, kind: str):
    keep = special(deck / "scripts" / "personas" / "default" / "fresh.py", kind)
    done = run_cli("--home", str(deck), "new", "fresh", "--overwrite", timeout=HANG)
    assert done.returncode != 0
    assert "not a regular file" in done.stdout + done.stderr, done.stdout + done.stderr
    assert not (deck / "scripts" / "personas" / "default" / "fresh.py").is_file(), "replaced anyway"
    del keep


@pytest.mark.parametrize("kind", ["fifo", "socket"])
def test_convert_overwrite_refuses_a_special_file_at_the_destination(deck: Path, tmp_path: Path, kind: str):
    raycast = tmp_path / "raycast"
    write_script(raycast / "hello.sh", "#!/bin/bash\n# @raycast.schemaVersion 1\n# @raycast.title Hello\necho hi\n")
    keep = special(deck / "scripts" / "personas" / "default" / "hello.sh", kind)
    done = run_cli("--home", str(deck), "--library", f"raycast:{raycast}", "convert", "hello", "--overwrite",
                   timeout=HANG)
    assert done.returncode != 0
    assert "not a regular file" in done.stdout + done.stderr, done.stdout + done.stderr
    del keep


@pytest.mark.parametrize("kind", ["fifo", "socket"])
def test_state_writers_refuse_a_special_file(deck: Path, kind: str):
    write_script(deck / "scripts" / "t.sh", TOOL)
    keep = special(deck / "state" / "sandbox.json", kind)
    done = run_cli("--home", str(deck), "sandbox", "t", "--memory", "100", timeout=HANG)
    assert done.returncode != 0 and "sandbox.json" in done.stderr, done.stderr
    keep2 = special(deck / "config" / "settings.json", kind)
    done = run_cli("--home", str(deck), "trust", "--policy", "warn", timeout=HANG)
    assert done.returncode != 0 and "settings.json" in done.stderr, done.stderr
    del keep, keep2


# -- agents cannot replace files under enforce ------------------------------------------------------------------


def test_under_enforce_manage_script_cannot_replace_a_file(deck: Path, tmp_path: Path):
    helper = write_script(deck / "scripts" / "personas" / "default" / "helper.sh", TOOL)
    evil = write_script(tmp_path / "src" / "helper.sh", "#!/bin/sh\n# Description: Replaced.\necho evil\n")
    assert run_cli("--home", str(deck), "trust", "--policy", "enforce").returncode == 0
    code, answer = manage(deck, {"action": "register", "path": str(evil), "overwrite": True})
    assert code != 0 and answer["ok"] is False, answer
    assert "enforce" in answer["error"] and "ScriptDeck" in answer["fix"], answer
    assert helper.read_text() == TOOL, "the file an approved tool sources was replaced"
    new = write_script(tmp_path / "src" / "brand_new.sh", TOOL)
    code, answer = manage(deck, {"action": "register", "path": str(new)})
    assert code == 0 and answer["ok"], "adding a new tool is still an agent's to do"


def test_under_warn_overwrite_still_works(deck: Path, tmp_path: Path):
    write_script(deck / "scripts" / "personas" / "default" / "helper.sh", TOOL)
    other = write_script(tmp_path / "src" / "helper.sh", "#!/bin/sh\n# Description: New.\necho new\n")
    code, answer = manage(deck, {"action": "register", "path": str(other), "overwrite": True})
    assert code == 0 and answer["ok"], answer


# -- install-desktop --------------------------------------------------------------------------------------------


def validate(entry: Path) -> None:
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed")
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True, timeout=HANG)
    assert done.returncode == 0 and "error" not in done.stdout.lower(), done.stdout + done.stderr


def test_install_desktop_keeps_home_and_persona(tmp_path: Path):
    home = tmp_path / "my home"  # a space: the Exec argument must be quoted
    done = run_cli("--home", str(home), "--persona", "work_2", "install-desktop", timeout=HANG)
    assert done.returncode == 0, done.stderr
    entry = Path(os.environ["XDG_DATA_HOME"]) / "applications" / "scriptdeck.desktop"
    text = entry.read_text()
    exec_lines = [line for line in text.splitlines() if line.startswith("Exec=")]
    assert len(exec_lines) == 1
    assert exec_lines[0].endswith(f' gui --home "{home}" --persona work_2'), exec_lines
    validate(entry)


def test_a_newline_in_the_executable_path_cannot_inject_an_exec_line(tmp_path: Path):
    """A ScriptDeck whose own path holds a line break: refused, and no entry is written."""
    venv = Path(sys.prefix)
    weird = tmp_path / "evil\nExec=touch pwned"
    (weird / "bin").mkdir(parents=True)
    (weird / "bin" / "python3").symlink_to(Path(sys.executable).resolve())
    (weird / "lib").symlink_to(venv / "lib")
    (weird / "pyvenv.cfg").write_text((venv / "pyvenv.cfg").read_text())
    write_script(weird / "bin" / "scriptdeck", "#!/bin/sh\nexit 0\n")
    done = subprocess.run([str(weird / "bin" / "python3"), "-m", "scriptdeck", "install-desktop"],
                          capture_output=True, text=True, timeout=HANG * 4, cwd=str(REPO))
    entry = Path(os.environ["XDG_DATA_HOME"]) / "applications" / "scriptdeck.desktop"
    assert "No module named" not in done.stderr, done.stderr
    assert done.returncode != 0, done.stdout
    assert "control character" in done.stderr, done.stderr
    assert not entry.exists(), "refused: no entry is written"
    assert not (tmp_path / "pwned").exists()


# -- messages that say what stands at a path ------------------------------------------------------------------


def test_registering_a_fifo_says_it_is_not_a_regular_file(deck: Path):
    fifo = deck / "scripts" / "pipe.sh"
    os.mkfifo(fifo)
    code, answer = manage(deck, {"action": "register", "path": str(fifo)})
    assert answer["ok"] is False and "not a regular file" in answer["error"] and "not found" not in answer["error"]


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_script_replaced_under_a_running_window_says_what_is_there(deck: Path, kind: str):
    """The window (and the MCP server) hold a scanned registry; the file is replaced before it rescans."""
    from scriptdeck.core.run.runplan import RunRefused, check_runnable
    from scriptdeck.core.store.paths import Home

    from tests.conftest import make_registry

    script = write_script(deck / "scripts" / "gone.sh", TOOL)
    registry = make_registry(Home(deck, forced=True))
    tool = registry.get("gone")
    assert tool is not None
    script.unlink()
    if kind == "folder":
        script.mkdir()
    else:
        os.mkfifo(script)
    with pytest.raises(RunRefused) as refused:
        check_runnable(tool, "gone")
    expected = "is a folder now" if kind == "folder" else "is not a regular file"
    assert expected in refused.value.error and "gone" not in refused.value.error.split(str(script))[0]


def test_a_link_to_a_plain_file_outside_the_layer_is_registered_with_a_warning(deck: Path, tmp_path: Path):
    """ok (stow users link their tools in), but the answer says the run will fail and how to fix it: ScriptDeck
    never chmods through a link that leaves the layer."""
    target = tmp_path / "stow" / "plain.sh"
    target.parent.mkdir()
    target.write_text(TOOL)
    target.chmod(0o644)
    link = deck / "scripts" / "personas" / "default" / "plain.sh"
    link.symlink_to(target)
    code, answer = manage(deck, {"action": "register", "path": str(link)})
    assert code == 0 and answer["ok"] is True, answer
    assert "not executable" in answer["warning"] and f"chmod +x {target}" in answer["warning"], answer
    assert target.stat().st_mode & 0o777 == 0o644, "nothing was changed through the link"
    target.chmod(0o755)
    code, answer = manage(deck, {"action": "register", "path": str(link)})
    assert code == 0 and "warning" not in answer, answer


def test_a_fifo_as_run_history_never_blocks_the_run(deck: Path):
    """The history writer: a FIFO at ``state/history.jsonl`` must not hang ``tool-call`` after the tool ran."""
    write_script(deck / "scripts" / "t.sh", TOOL)
    keep = special(deck / "state" / "history.jsonl", "fifo")
    code, result = cli_json("--home", str(deck), "tool-call", "t", "--args", "{}", timeout=HANG)
    assert code == 0 and result["stdout"] == "hi", result
    del keep


def test_mcp_allow_manage_answers_a_fifo_destination_and_keeps_serving(deck: Path, tmp_path: Path):
    """Before: register overwrite:true onto a FIFO blocked the server in open(); every later request timed out."""
    import anyio
    import mcp_types as types

    from tests.mcp.test_mcp import connect, run, text_of

    source = write_script(tmp_path / "src" / "tool_a.sh", TOOL)
    os.mkfifo(deck / "scripts" / "personas" / "default" / "tool_a.sh")

    async def main() -> tuple[types.CallToolResult, types.CallToolResult]:
        async with connect(deck, "--allow-manage") as session:
            with anyio.fail_after(HANG):
                refused = await session.call_tool("manage_script", {"action": "register", "path": str(source),
                                                                     "overwrite": True})
                listed = await session.call_tool("manage_script", {"action": "list"})
            return refused, listed

    refused, listed = run(main)
    assert refused.is_error and "not a regular file" in text_of(refused), text_of(refused)
    assert not listed.is_error and '"ok": true' in text_of(listed).replace('"ok":true', '"ok": true')
