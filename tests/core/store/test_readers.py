"""Every file ScriptDeck does not control is read through fsutil.read_regular (issue 19): a FIFO never blocks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.store.fsutil import FileTooLarge, NotRegularFile, read_regular

from tests.conftest import REPO


def test_claude_desktops_config_as_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "claude_desktop_config.json"
    os.mkfifo(fifo)
    probe = ("import sys; from pathlib import Path\n"
             "from scriptdeck.core.mcp.clients import ConfigError, add_to_claude_desktop\n"
             "try:\n    add_to_claude_desktop({'command': 'x', 'args': []}, Path(sys.argv[1]))\n"
             "except ConfigError as error:\n    print('refused', error)\n")
    done = subprocess.run([sys.executable, "-c", probe, str(fifo)], capture_output=True, text=True, timeout=60,
                          cwd=str(REPO))
    assert done.stdout.startswith("refused"), (done.stdout, done.stderr[-500:])
    assert "not a regular file" in done.stdout


def test_read_regular_refuses_special_files_and_a_size_it_is_told_to(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFile):
        read_regular(fifo, 10)
    with pytest.raises(NotRegularFile):
        read_regular(tmp_path, 10)
    big = tmp_path / "big"
    with open(big, "wb") as handle:
        handle.truncate(1 << 30)  # sparse: refused by its size, never read
    with pytest.raises(FileTooLarge):
        read_regular(big, 1 << 20, refuse_larger=True)
