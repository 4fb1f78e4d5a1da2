"""SPEC §24: a state file is there or it is not. ``settings.json``, ``sandbox.json`` and ``trust.json`` count as
absent only when no directory entry exists at their path; a dangling link, a link loop, a folder, a FIFO or a top
level that is not an object is "cannot be read" and fails closed (§19), through real ``scriptdeck`` processes:
the run is refused with exit 3 naming the file, the file's writer refuses and leaves the link as it was, and
``doctor`` names the file with its fix.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.conftest import cli_json, run_cli, write_script

HANG = 60  # seconds; only bounds a hang (a FIFO read that blocked would hit it)

#: file → (its path under the home, the CLI call that writes it)
FILES = {
    "settings.json": ("config/settings.json", ("trust", "--policy", "enforce")),
    "sandbox.json": ("state/sandbox.json", ("sandbox", "mark", "--memory", "100")),
    "trust.json": ("state/trust.json", ("trust", "mark", "--approve")),
}


def _dangling(path: Path) -> None:
    path.symlink_to(path.parent / "gone.json")


def _loop(path: Path) -> None:
    path.symlink_to(path.name)  # a link to itself: ELOOP


def _directory(path: Path) -> None:
    path.mkdir()


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _not_an_object(path: Path) -> None:
    path.write_text('["enforce"]\n')  # valid JSON whose top level is no object: never "{}"


KINDS = {"dangling link": _dangling, "link loop": _loop, "directory": _directory, "FIFO": _fifo,
         "top level not an object": _not_an_object}


def _entry(path: Path) -> tuple[int, int, str | None]:
    """What stands at ``path`` (mode, inode, link target): unchanged after a refused write."""
    info = os.lstat(path)
    return info.st_mode, info.st_ino, os.readlink(path) if os.path.islink(path) else None


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("name", sorted(FILES))
def test_a_state_file_that_cannot_be_read_fails_closed(tmp_path: Path, name: str, kind: str):
    """Failed before (dangling link, each file): the link read as "no file", so the tool ran (exit 0) under the
    defaults, ``trust --policy`` / ``sandbox`` / ``trust --approve`` replaced the link with a new file, and doctor
    said every state file parses."""
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    (home / "config").mkdir()
    (home / "state").mkdir()
    marker = tmp_path / "ran"
    write_script(home / "scripts" / "mark.sh",
                 f"#!/bin/sh\n# Description: Leaves a marker when it runs.\ntouch '{marker}'\necho ran\n")
    relative, writer = FILES[name]
    path = home / relative
    KINDS[kind](path)
    before = _entry(path)

    code, answer = cli_json("--home", str(home), "tool-call", "mark", "--args", "{}", timeout=HANG)
    assert code == 3, answer
    assert str(path) in answer["error"] and "line 1, column 1" in answer["error"] and answer.get("fix"), answer
    assert not marker.exists(), "the tool ran although a state file could not be read"

    done = run_cli("--home", str(home), "--lang", "en", *writer, timeout=HANG)
    assert done.returncode != 0, done.stdout
    assert str(path) in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert _entry(path) == before, "the writer replaced what stood at the state file's path"

    code, report = cli_json("--home", str(home), "doctor", "--json", timeout=HANG)
    check = next(c for c in report["checks"] if c["id"] == "state-files")
    assert check["ok"] is False and str(path) in check["detail"] and str(path) in check["fix"], check
    assert code == 1 and report["ok"] is False


def test_an_absent_state_file_is_the_defaults(tmp_path: Path):
    """The control: with no entry at any of the three paths the tool runs and every writer creates its file."""
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    write_script(home / "scripts" / "mark.sh", "#!/bin/sh\n# Description: Says ran.\necho ran\n")
    code, answer = cli_json("--home", str(home), "tool-call", "mark", "--args", "{}", timeout=HANG)
    assert code == 0 and answer["stdout"] == "ran", answer
    for relative, writer in FILES.values():
        done = run_cli("--home", str(home), *writer, timeout=HANG)
        assert done.returncode == 0, done.stderr
        assert isinstance(json.loads((home / relative).read_text()), dict)
