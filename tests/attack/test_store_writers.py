"""Many writers on one index.json (SPEC §15 "Writers serialize across processes"): real processes, no lost update."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from scriptdeck.core.cli import main as cli_main
from scriptdeck.core.model.manage import ManageError, Manager
from scriptdeck.core.store import lockfile
from scriptdeck.core.store.index_store import INDEX_NAME, lock_path, merge_entry, update_index
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, make_registry, write_script

WRITERS = 16
PER_WRITER = 5

# One writer process: waits for "go" on stdin, then does its updates through the core API and prints each
# acknowledged update as one JSON line (what an agent would have been told).
WRITER = r"""
import json, sys
from pathlib import Path
from scriptdeck.core.model.manage import Manager, ManageError
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.paths import Home
home = Home(Path(sys.argv[1]), forced=True)
requests = json.loads(sys.argv[2])
sys.stdin.readline()
manager = Manager(Registry(home, pi_layers=[]))
for request in requests:
    try:
        answer = manager.call(request)
    except ManageError as error:
        answer = error.to_json()
    print(json.dumps({"request": request, "answer": answer}), flush=True)
"""

# Holds the layer's lock until its stdin closes; says "locked" once it has it.
HOLDER = r"""
import sys
from pathlib import Path
from scriptdeck.core.store import lockfile
from scriptdeck.core.store.index_store import lock_path
layer = Path(sys.argv[1])
with lockfile.locked(lock_path(layer)):
    if len(sys.argv) > 2:
        Path(sys.argv[2]).write_bytes(b"half-written by the lock holder")
    print("locked", flush=True)
    sys.stdin.read()
"""


def _env() -> dict[str, str]:
    return dict(os.environ)


def _tools(home: Home, count: int) -> list[str]:
    ids = []
    for n in range(count):
        tool_id = f"t{n:03d}"
        write_script(home.persona_dir / f"{tool_id}.sh", f"#!/bin/sh\n# Description: Header {n}.\necho {n}\n")
        ids.append(tool_id)
    return ids


def _requests(ids: list[str], writer: int) -> list[dict]:
    out = []
    for k, tool_id in enumerate(ids):
        if k % 2:
            out.append({"action": "register", "path": f"{tool_id}.sh", "description": f"Reg {writer}/{k}."})
        else:
            out.append({"action": "set", "id": tool_id, "description": f"Set {writer}/{k}.", "groups": [f"g{writer}"]})
    return out


def _index(home: Home) -> dict:
    return json.loads((home.persona_dir / INDEX_NAME).read_text(encoding="utf-8"))


def _check_all_present(home: Home, acknowledged: list[tuple[dict, dict]]) -> None:
    root = _index(home)
    entries = {entry["id"]: entry for entry in root["scripts"]}
    for request, answer in acknowledged:
        tool_id = answer["id"]
        assert tool_id in entries, f"acknowledged {request} is missing from index.json"
        assert entries[tool_id].get("description") == request["description"], f"update lost: {request}"


def _start(args: list[str]) -> subprocess.Popen[str]:
    return subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=_env(), cwd=str(REPO))


def _stop(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=60)
        for pipe in (process.stdin, process.stdout, process.stderr):  # never left for the garbage collector
            if pipe is not None:
                pipe.close()


@pytest.mark.slow
def test_sixteen_writer_processes_lose_no_update(home: Home) -> None:
    ids = _tools(home, WRITERS * PER_WRITER)
    processes: list[subprocess.Popen[str]] = []
    try:
        for writer in range(WRITERS):
            mine = ids[writer * PER_WRITER:(writer + 1) * PER_WRITER]
            processes.append(_start([sys.executable, "-c", WRITER, str(home.root), json.dumps(_requests(mine, writer))]))
        for process in processes:  # released together: all are importing/scanning when the first one writes
            process.stdin.write("go\n")
            process.stdin.flush()
        acknowledged = []
        for process in processes:
            out, err = process.communicate(timeout=240)
            assert process.returncode == 0, err
            for line in out.splitlines():
                record = json.loads(line)
                assert record["answer"]["ok"] is True, record
                acknowledged.append((record["request"], record["answer"]))
    finally:
        _stop(processes)
    assert len(acknowledged) == WRITERS * PER_WRITER
    _check_all_present(home, acknowledged)


@pytest.mark.slow
def test_cli_writers_race_a_window_side_writer(home: Home) -> None:
    ids = _tools(home, WRITERS + 8)
    cli_ids, window_ids = ids[:WRITERS], ids[WRITERS:]
    processes: list[subprocess.Popen[str]] = []
    window_done: list[tuple[dict, dict]] = []
    manager = Manager(make_registry(home))  # what the window's Controller.manage calls

    def window_writer() -> None:
        for n, tool_id in enumerate(window_ids):
            request = {"action": "set", "id": tool_id, "description": f"Window {n}."}
            window_done.append((request, manager.call(request)))

    try:
        for n, tool_id in enumerate(cli_ids):
            request = {"action": "set", "id": tool_id, "description": f"Cli {n}."}
            process = _start([sys.executable, "-m", "scriptdeck", "--home", str(home.root), "tool-call",
                              "manage_script", "--stdin"])
            process.stdin.write(json.dumps(request))
            process.stdin.close()
            processes.append((process, request))  # type: ignore[arg-type]
        thread = threading.Thread(target=window_writer)
        thread.start()
        acknowledged = []
        for process, request in processes:  # type: ignore[misc]
            out = process.stdout.read()
            process.wait(timeout=240)
            answer = json.loads(out.strip().splitlines()[-1])
            assert answer["ok"] is True, (out, process.stderr.read())
            acknowledged.append((request, answer))
        thread.join(timeout=240)
        assert not thread.is_alive()
    finally:
        _stop([p for p, _ in processes])  # type: ignore[misc]
    assert len(window_done) == len(window_ids)
    _check_all_present(home, acknowledged + window_done)


def test_lock_held_too_long_gives_a_clear_error_and_writes_nothing(home: Home) -> None:
    layer = home.persona_dir
    (layer / INDEX_NAME).write_text('{"scripts": []}\n', encoding="utf-8")
    before = (layer / INDEX_NAME).read_bytes()
    holder = _start([sys.executable, "-c", HOLDER, str(layer)])
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(lockfile.LockTimeout) as caught:
            update_index(layer, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "X."}), wait=0.2)
        assert str(lock_path(layer)) in str(caught.value)
    finally:
        holder.stdin.close()
        _stop([holder])
    assert (layer / INDEX_NAME).read_bytes() == before
    assert not (layer / "index.json.bak").exists()


def test_lock_timeout_reaches_the_cli_as_ok_false(home: Home, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    write_script(home.persona_dir / "alpha.sh", "#!/bin/sh\n# Description: Alpha.\necho a\n")
    monkeypatch.setattr(lockfile, "WAIT_SECONDS", 0.2)  # the real wait is 10 s; the code path is the same
    request = b'{"action":"set","id":"alpha","description":"New."}'
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(request), encoding="utf-8"))
    holder = _start([sys.executable, "-c", HOLDER, str(home.persona_dir)])
    try:
        assert holder.stdout.readline().strip() == "locked"
        code = cli_main(["--home", str(home.root), "tool-call", "manage_script", "--stdin"])
    finally:
        holder.stdin.close()
        _stop([holder])
    answer = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code != 0
    assert answer["ok"] is False
    assert "another process" in answer["error"]
    assert answer["fix"]
    assert not (home.persona_dir / INDEX_NAME).exists()


def test_manager_refusal_for_a_held_lock(home: Home, monkeypatch: pytest.MonkeyPatch) -> None:
    write_script(home.persona_dir / "alpha.sh", "#!/bin/sh\n# Description: Alpha.\necho a\n")
    monkeypatch.setattr(lockfile, "WAIT_SECONDS", 0.1)
    holder = _start([sys.executable, "-c", HOLDER, str(home.persona_dir)])
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(ManageError) as caught:
            Manager(make_registry(home)).call({"action": "set", "id": "alpha", "description": "New."})
    finally:
        holder.stdin.close()
        _stop([holder])
    assert "nothing was written" in caught.value.error


def test_lock_is_reentrant_in_one_process(home: Home) -> None:
    layer = home.persona_dir
    with lockfile.locked(lock_path(layer), wait=0.1):
        assert update_index(layer, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "X."}), wait=0.1)
    assert _index(home)["scripts"][0]["description"] == "X."


def test_lock_file_that_is_a_directory_is_a_clear_error(home: Home) -> None:
    lock_path(home.persona_dir).mkdir()
    with pytest.raises(OSError) as caught:
        update_index(home.persona_dir, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "X."}))
    assert ".index.json.lock" in str(caught.value)


# -- temp files of killed writers (issue 9, item 17) ---------------------------------------------------------

def test_stale_temp_file_is_removed_by_the_next_write(home: Home) -> None:
    layer = home.persona_dir
    stale = layer / ".index.json.abc123xy.tmp"
    stale.write_bytes(b'{"half": ')
    other = layer / ".notes.txt.abc123xy.tmp"  # another file's temp: not ours to remove
    other.write_bytes(b"x")
    assert update_index(layer, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "X."}))
    assert not stale.exists()
    assert other.exists()


def test_a_live_writers_temp_file_is_not_removed(home: Home) -> None:
    """A writer's temp file exists only while it holds the lock; nobody else removes it then."""
    layer = home.persona_dir
    live = layer / ".index.json.live0000.tmp"
    holder = _start([sys.executable, "-c", HOLDER, str(layer), str(live)])
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(lockfile.LockTimeout):
            update_index(layer, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "X."}), wait=0.2)
        assert live.exists(), "another writer removed a temp file while its writer held the lock"
    finally:
        holder.stdin.close()
        _stop([holder])


def test_scanner_never_lists_temp_or_lock_files(home: Home) -> None:
    layer = home.persona_dir
    write_script(layer / "alpha.sh", "#!/bin/sh\n# Description: Alpha.\necho a\n")
    for name in (".index.json.abcd1234.tmp", ".index.json.lock"):
        write_script(layer / name, "#!/bin/sh\n# Description: Not a tool.\necho x\n")
    registry = make_registry(home)
    files = {Path(t.path).name for t in registry.file_tools("persona")}
    assert files == {"alpha.sh"}


def test_noop_on_a_missing_layer_creates_nothing(home: Home) -> None:
    layer = home.root / "scripts" / "personas" / "never"
    assert update_index(layer, lambda root: None) is False
    assert not layer.exists()
