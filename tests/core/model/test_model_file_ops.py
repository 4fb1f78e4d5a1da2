"""The file work behind the window's undo, lint fixes and header-line fix, without Qt (core/model)."""

from __future__ import annotations

import os
import stat

import pytest
from scriptdeck.core.model.file_snapshot import ChangedSince, FileState, check_unchanged, put_state, read_state
from scriptdeck.core.model.fix_backup import take_backup, undo_fix
from scriptdeck.core.model.header_line import insert_header_line, with_header_line


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_snapshot_is_put_back_with_its_mode(tmp_path):
    path = tmp_path / "tool.sh"
    path.write_bytes(b"#!/bin/sh\necho 1\n")
    path.chmod(0o755)
    before = read_state(path)
    path.write_bytes(b"#!/bin/sh\necho 2\n")
    path.chmod(0o644)
    after = read_state(path)
    put_state(path, before, after)
    assert path.read_bytes() == b"#!/bin/sh\necho 1\n" and mode(path) == 0o755


def test_an_outside_change_is_never_overwritten(tmp_path):
    path = tmp_path / "tool.sh"
    path.write_bytes(b"one")
    before = read_state(path)
    path.write_bytes(b"two")
    after = read_state(path)
    path.write_bytes(b"someone else")
    with pytest.raises(ChangedSince):
        check_unchanged({path: before}, {path: after})
    with pytest.raises(ChangedSince):
        put_state(path, before, after)
    assert path.read_bytes() == b"someone else"


def test_absent_states_create_and_remove(tmp_path):
    path = tmp_path / "index.json"
    absent = FileState(None, None)
    put_state(path, FileState(b"{}", 0o600), absent)  # under the layer's lock
    assert path.read_bytes() == b"{}"
    put_state(path, absent, read_state(path))
    assert not path.exists()
    link = tmp_path / "link"
    os.symlink(tmp_path / "elsewhere", link)
    assert read_state(link) == absent


def test_a_fix_backup_restores_bytes_and_mode(tmp_path):
    script = tmp_path / "tool.sh"
    script.write_bytes(b"#!/bin/sh\necho hi\n")
    script.chmod(0o644)
    record = take_backup(tmp_path / "state", "tool", script, "no-exec-bit")
    assert mode(record.backup) == 0o600 and record.backup.parent.name == "fix-backups"
    script.chmod(0o755)
    script.write_bytes(b"changed")
    undo_fix(record)
    assert script.read_bytes() == b"#!/bin/sh\necho hi\n" and mode(script) == 0o644


def test_a_header_line_goes_right_after_the_shebang_and_keeps_the_mode(tmp_path):
    script = tmp_path / "tool.py"
    script.write_bytes(b"#!/usr/bin/env python3\nprint(1)\n")
    script.chmod(0o750)
    insert_header_line(script, "# 显示名称：工具")
    assert script.read_bytes() == "#!/usr/bin/env python3\n# 显示名称：工具\nprint(1)\n".encode()
    assert mode(script) == 0o750
    assert with_header_line(b"#!/bin/sh", "# Description: x") == b"#!/bin/sh\n# Description: x\n"
