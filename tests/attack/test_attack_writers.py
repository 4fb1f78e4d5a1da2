"""Attacks on the writers of tool tests (SPEC §15 "nothing is written through a link that leaves the layer", §21):
a tools repository can ship ``.tests`` as a symbolic link to any folder of the user's (``~/.config/autostart``);
``scriptdeck new`` and ``scriptdeck test --update`` must not write there. Real processes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import child_stdout, cli_json, run_cli


@pytest.fixture
def deck(tmp_path: Path) -> tuple[Path, Path, Path]:
    home = tmp_path / "home"
    layer = home / "scripts" / "personas" / "default"
    layer.mkdir(parents=True)
    outside = tmp_path / "autostart"
    outside.mkdir()
    (layer / ".tests").symlink_to(outside)
    return home, layer, outside


def test_new_writes_no_starter_case_through_a_tests_link(deck: tuple[Path, Path, Path]):
    """Failed before: ``new`` wrote ``<outside>/hello.json`` through the link."""
    home, layer, outside = deck
    code, answer = cli_json("--home", str(home), "new", "hello", "--template", "bash", "--json")
    assert code == 0 and answer["ok"], answer
    assert (layer / "hello.sh").is_file()
    assert list(outside.iterdir()) == []


def test_update_writes_nothing_through_a_tests_link(deck: tuple[Path, Path, Path]):
    """Failed before: ``test --update`` rewrote the file in the folder the link leads to."""
    home, _, outside = deck
    code, answer = cli_json("--home", str(home), "new", "hello", "--template", "bash", "--json")
    assert code == 0, answer
    stale = json.dumps({"cases": [{"name": "a", "args": {"query": "x"}, "expect": {"stdout": "stale"}}]})
    (outside / "hello.json").write_text(stale)
    done = run_cli("--home", str(home), "test", "hello", "--update")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "leads outside its layer" in done.stderr, done.stderr
    assert (outside / "hello.json").read_text() == stale


def test_the_window_history_reader_never_blocks_on_a_fifo(tmp_path: Path):
    """Failed before: ``History.records`` (the window's activity list and run panel) read ``history.jsonl`` with
    ``read_bytes``, which blocks forever on a FIFO in its place (SPEC §15: no special file hangs a process).
    Run in a child process so a regression fails on its timeout instead of hanging the suite."""
    import os
    import subprocess
    import sys

    state = tmp_path / "state"
    state.mkdir()
    os.mkfifo(state / "history.jsonl")
    code = ("import sys; from pathlib import Path; from scriptdeck.core.run.history import History, history_path; "
            "print(History(history_path(Path(sys.argv[1]))).records(limit=5))")
    try:
        done = subprocess.run([sys.executable, "-c", code, str(state)], capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        pytest.fail("reading the history blocked on a FIFO")
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stderr
    # a tool-call next to it still runs and answers (its record is dropped, never blocks)
    home = tmp_path / "home"
    (home / "scripts").mkdir(parents=True)
    (home / "state").mkdir(mode=0o700)
    os.mkfifo(home / "state" / "history.jsonl")
    script = home / "scripts" / "hi.sh"
    script.write_text("#!/bin/sh\n# Description: Says hi.\necho hi\n")
    script.chmod(0o755)
    status, answer = cli_json("--home", str(home), "tool-call", "hi", "--args", "{}", timeout=60)
    assert status == 0 and answer["stdout"] == "hi", answer


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_tool_call_of_an_entry_whose_file_is_not_a_script_says_so(tmp_path: Path, kind: str):
    """Failed before: a registered tool whose file became a FIFO or a folder answered "script id 'x' not found" with
    the fix "run scriptdeck list" (which does not list it either); issue 19 "Small". It now names the entry and file."""
    import os

    home = tmp_path / "home"
    layer = home / "scripts" / "personas" / "default"
    layer.mkdir(parents=True)
    script = layer / "gone.sh"
    script.write_text("#!/bin/sh\n# Description: Will be replaced.\necho hi\n")
    script.chmod(0o755)
    code, answer = cli_json("--home", str(home), "tool-call", "manage_script", "--args",
                            json.dumps({"action": "register", "path": str(script)}), timeout=60)
    assert answer.get("ok") is True, answer
    script.unlink()
    if kind == "fifo":
        os.mkfifo(script)
    else:
        script.mkdir()
    code, answer = cli_json("--home", str(home), "tool-call", "gone", "--args", "{}", timeout=60)
    assert code == 3, answer
    assert "gone.sh" in answer["error"] and "not found" not in answer["error"], answer


PRESETS = ("import sys; from pathlib import Path; from scriptdeck.core.run.presets import Presets, presets_path; "
           "p = Presets(presets_path(Path(sys.argv[1]))); print(p.names('t'))\n"
           "try:\n    p.save('t', 'mine', {'a': 1})\nexcept OSError as error:\n    print('refused:', error)\n")


def presets_child(state: Path) -> str:
    return child_stdout(PRESETS, str(state), blocked="the run panel's presets blocked")


def test_presets_never_block_on_a_fifo(tmp_path: Path):
    """Failed before: ``Presets`` (the run panel) read presets.json with ``read_bytes``: a FIFO froze the window."""
    import os

    os.mkfifo(tmp_path / "presets.json")
    out = presets_child(tmp_path)
    assert out.startswith("[]") and "refused:" in out, out


def test_presets_never_overwrite_a_file_they_cannot_read(tmp_path: Path):
    """Failed before: a presets.json with a stray comma read as empty, and saving one preset replaced the file,
    losing every preset the user had (SPEC §19: writers refuse rather than overwrite)."""
    broken = b'{"t": {"old": {"a": 1}},}\n'
    (tmp_path / "presets.json").write_bytes(broken)
    out = presets_child(tmp_path)
    assert "refused:" in out and "presets.json" in out, out
    assert (tmp_path / "presets.json").read_bytes() == broken


EDITORS = ("import os, sys\nos.environ['QT_QPA_PLATFORM'] = 'offscreen'\nfrom pathlib import Path\n"
           "from scriptdeck.gui.inspect.source_preview import read_preview\n"
           "from scriptdeck.core.model.header_edit import HeaderEditError, edit_header, load_for_edit\n"
           "path = Path(sys.argv[1])\nprint('preview', read_preview(path))\n"
           "for call in (lambda: load_for_edit(path), lambda: edit_header(path, {'description': 'x'})):\n"
           "    try:\n        call()\n    except HeaderEditError as error:\n        print('refused', error)\n")


def test_the_details_preview_and_header_editor_never_block_on_a_fifo(tmp_path: Path):
    """Failed before: the Details pane's preview (``open``), the header editor's load and save (``read_bytes``)
    blocked forever on a tool file replaced by a FIFO while the window runs (SPEC §15)."""
    import os
    import subprocess
    import sys

    fifo = tmp_path / "tool.sh"
    os.mkfifo(fifo)
    try:
        done = subprocess.run([sys.executable, "-c", EDITORS, str(fifo)], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("reading a FIFO for the preview or the header editor blocked")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("refused") == 2 and "preview (" in done.stdout, done.stdout
