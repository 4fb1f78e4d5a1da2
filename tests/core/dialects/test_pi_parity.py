"""SPEC §20: the last differences between pi and ScriptDeck's reading of a pi folder, each on real files.

pi reads the whole file for its header, only ever looks at ``*.sh`` (a ``.sh.disabled`` file hides nothing) and
never reads a file whose name is not UTF-8 (its ``readdir`` turns the name into U+FFFD). The header reader reads
as far as the header goes, through a fast path that must give exactly what the plain line loop gives.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.dialects import pi
from scriptdeck.core.dialects.header import READ_LIMIT
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home


def _registry(tmp_path: Path, *folders: tuple[str, Path]) -> Registry:
    home = Home(tmp_path / "deck", forced=True)
    (home.root / "scripts").mkdir(parents=True, exist_ok=True)
    registry = Registry(home, builtin_dir=tmp_path / "no-builtin",
                        pi_layers=[Layer(name, folder, "pi", True) for name, folder in folders])
    registry.scan()
    return registry


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


# -- the whole file --------------------------------------------------------------------------------


def test_description_after_700_comment_lines_counts(tmp_path: Path) -> None:
    folder = tmp_path / "scripts"
    filler = "".join(f"# filler line {n:03d} of a long licence text in the header\n" for n in range(700))
    assert len(filler.encode()) > READ_LIMIT
    _write(folder / "long.sh", "#!/bin/bash\n" + filler + "# Description: found past 32 KiB\n"
           "# Timeout: 4321\necho ok\n")
    tool = _registry(tmp_path, ("pi-global", folder)).get("long_sh")
    assert tool is not None
    assert tool.description == "found past 32 KiB"
    assert tool.pi.timeout_ms == 4321
    assert tool.pi.header_lines == 703


def test_name_past_32_kib_renames_the_tool(tmp_path: Path) -> None:
    folder = tmp_path / "scripts"
    _write(folder / "x.sh", "#\n" * 40000 + "# Name: far_away\n")
    registry = _registry(tmp_path, ("pi-global", folder))
    assert registry.get("far_away_sh") is not None and registry.get("x_sh") is None


def test_body_after_the_header_is_not_read_on(tmp_path: Path) -> None:
    """The first non-comment line ends the header even when keys follow far below (pi's loop breaks there)."""
    folder = tmp_path / "scripts"
    _write(folder / "b.sh", "# Description: early\necho body\n" + "x" * 100000 + "\n# Description: late\n")
    assert _registry(tmp_path, ("pi-global", folder)).get("b_sh").description == "early"


# -- disabled files hide nothing -------------------------------------------------------------------


def test_project_disabled_file_does_not_hide_the_global_one(tmp_path: Path) -> None:
    home_dir, project_dir = tmp_path / "global", tmp_path / "project"
    global_file = _write(home_dir / "g.sh", "# Description: global g\necho g\n")
    project_file = _write(project_dir / "g.sh.disabled", "# Description: project g\necho p\n")
    registry = _registry(tmp_path, ("pi-global", home_dir), ("pi-project", project_dir))
    tool = registry.get("g_sh")
    assert tool is not None and tool.state == "registered"
    assert tool.path == global_file and tool.description == "global g"
    records = registry.disabled_records()
    assert {"id": "g_sh", "path": str(project_file), "scope": "pi-project"} in records


def test_project_disabled_file_does_not_hide_the_global_one_after_a_rescan(tmp_path: Path) -> None:
    """The same through the incremental path (a watcher's ``scan_paths``): disabling the project copy."""
    home_dir, project_dir = tmp_path / "global", tmp_path / "project"
    _write(home_dir / "g.sh", "# Description: global g\n")
    project_file = _write(project_dir / "g.sh", "# Description: project g\n")
    registry = _registry(tmp_path, ("pi-global", home_dir), ("pi-project", project_dir))
    assert registry.get("g_sh").description == "project g"
    disabled = project_file.with_name("g.sh.disabled")
    os.rename(project_file, disabled)
    registry.scan_paths([project_file, disabled])
    assert registry.get("g_sh").description == "global g"
    assert registry.get("g_sh").state == "registered"


def test_disabled_file_alone_still_shows_as_disabled(tmp_path: Path) -> None:
    folder = tmp_path / "project"
    _write(folder / "solo.sh.disabled", "# Description: off\n")
    tool = _registry(tmp_path, ("pi-project", folder)).get("solo_sh")
    assert tool is not None and tool.state == "disabled"


# -- names that are not UTF-8 ----------------------------------------------------------------------


def test_file_name_that_is_not_utf8_is_skipped(tmp_path: Path) -> None:
    folder = tmp_path / "scripts"
    folder.mkdir()
    with open(os.path.join(os.fsencode(folder), b"caf\xe9.sh"), "wb") as handle:
        handle.write(b"# Description: latin-1 name\necho hi\n")
    _write(folder / "café.sh", "# Description: utf-8 name\n")
    registry = _registry(tmp_path, ("pi-global", folder))
    assert [t.path.name for t in registry.all_tools()] == ["café.sh"]
    assert registry.get("café_sh").description == "utf-8 name"


# -- a first look stats each script with the read of it --------------------------------------------


def _lstat_key(path: Path) -> tuple[int, ...]:
    st = os.lstat(path)
    return (st.st_size, st.st_mtime_ns, st.st_ino, st.st_mode)


def test_first_look_keeps_each_files_stat_so_a_rescan_reads_nothing(tmp_path: Path) -> None:
    """The first scan lists script names only and takes each stat from the open file (fstat): every listed file
    still ends with its own stat key (scripts, a link, a name pi never reads, another file), so a rescan with
    nothing changed rebuilds nothing and parses nothing, and a changed file is still seen."""
    folder = tmp_path / "scripts"
    plain = _write(folder / "plain.sh", "# Description: plain\necho\n")
    _write(folder / "off.sh.disabled", "# Description: off\n")
    _write(folder / "README.md", "notes\n")
    os.symlink(plain, folder / "link.sh")
    with open(os.path.join(os.fsencode(folder), b"caf\xe9.sh"), "wb") as handle:
        handle.write(b"# Description: latin-1 name\n")
    registry = _registry(tmp_path, ("pi-global", folder))
    listing = registry._listings["pi-global"]
    assert sorted(listing) == sorted(os.listdir(folder))
    assert all(listing[name] == _lstat_key(folder / name) for name in listing)
    parsed = registry.parse_count
    assert registry.scan() is False and registry.parse_count == parsed
    _write(plain, "# Description: plain, edited\n")
    assert registry.scan() is True and registry.get("plain_sh").description == "plain, edited"


def test_first_look_from_the_header_cache_checks_each_stat(tmp_path: Path) -> None:
    """A new process's first look takes a cached header only for a file whose stat still matches it."""
    folder = tmp_path / "scripts"
    _write(folder / "same.sh", "# Description: same\n")
    edited = _write(folder / "edited.sh", "# Description: before\n")
    first = _registry(tmp_path, ("pi-global", folder))
    cache = tmp_path / "header-cache.marshal"
    assert first.save_cache(cache)
    _write(edited, "# Description: after, longer\n")
    home = Home(tmp_path / "deck", forced=True)
    second = Registry(home, builtin_dir=tmp_path / "no-builtin", pi_layers=[Layer("pi-global", folder, "pi", True)])
    assert second.load_cache(cache) == 2
    second.scan()
    assert second.parse_count == 1  # only the edited file is read
    assert second.get("same_sh").description == "same" and second.get("edited_sh").description == "after, longer"
    assert all(second._listings["pi-global"][name] == _lstat_key(folder / name) for name in os.listdir(folder))


# -- the fast path is the line loop ----------------------------------------------------------------

LINE_TEXTS = [
    "#!/bin/bash", "# Name: foo", "# Name: ", "#Name: x", "# name: y", "## Description: d", "# Description: d é",
    "# Usage: u", "# Timeout: 12", "# Timeout: 0x10", "# Timeout: -5", "", "   ", "\t# Usage: tab", "#",
    "# Description:", "x", "echo hi", "\ufeff# Name: bom", "\xa0# Name: nbsp", "\xa0echo", "\u2028", "  #!x",
    "\x1c# Name: fs", "# NAME : z", "# timeout：9", "# Name: a # name: b", "#\u3000name: wide",
]
LINES = st.sampled_from(LINE_TEXTS) | st.text(alphabet=st.characters(codec="utf-8"), max_size=12).map(lambda s: "#" + s)


@settings(max_examples=400, deadline=None)
@given(st.lists(LINES, max_size=12), st.sampled_from(["\n", "\r\n"]), st.sampled_from([b"", b"\n", b"\r\n", b"\xff"]),
       st.booleans())
def test_fast_path_agrees_with_the_line_loop(lines: list[str], newline: str, tail: bytes, bom: bool) -> None:
    data = ("\ufeff" if bom else "").encode() + newline.join(lines).encode() + tail
    exact = pi._parse_lines(data.split(b"\n"))
    fast = pi._parse_fast(data)
    assert fast is None or fast == exact  # None: the fast path declines (see _parse_fast); the next test makes it run
    assert pi.parse_pi(data) == exact


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([line for line in LINE_TEXTS if line.isascii()]), max_size=12),
       st.sampled_from(["\n", "\r\n"]))
def test_fast_path_answers_when_a_plain_line_ends_the_header(lines: list[str], newline: str) -> None:
    """ASCII lines (no BOM) and then a line of code: the fast path must answer itself (not decline), and agree."""
    data = newline.join([*lines, "echo end", ""]).encode()
    fast = pi._parse_fast(data)
    assert fast is not None, "the fast path declined a header that a plain line ends"
    assert fast == pi._parse_lines(data.split(b"\n"))


@pytest.mark.parametrize("pad", [4096 - 30, 4095, 4096, 4096 + 7, READ_LIMIT - 30, READ_LIMIT - 1, READ_LIMIT,
                                 READ_LIMIT + 7, 3 * (1 << 20) + 5])
def test_reader_across_chunk_edges_equals_the_whole_file(tmp_path: Path, pad: int) -> None:
    """Keys and the header's end straddling the first 4 KiB read, 32 KiB and the 1 MiB chunks give the whole file's
    answer."""
    comment = "# " + "c" * 60 + "\n"
    body = comment * (pad // len(comment)) + "# Description: é straddles\n# Timeout: 777\r\n\xa0echo stop\n# Name: no\n"
    path = _write(tmp_path / "edge.sh", body)
    assert pi.read_pi(path) == pi.parse_pi(body.encode()) == pi._parse_lines(body.encode().split(b"\n"))
    assert pi.read_pi(path).description == "é straddles"


def test_reader_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.sh"
    os.mkfifo(fifo)
    with pytest.raises(OSError):
        pi.read_pi(fifo)


def test_reader_trusting_the_listing_still_never_waits_on_a_fifo(tmp_path: Path) -> None:
    """``seen_regular`` skips the fstat; a FIFO swapped in after the listing must still not block the scan."""
    import subprocess
    import sys

    fifo = tmp_path / "swapped.sh"
    os.mkfifo(fifo)
    code = ("import sys; from scriptdeck.core.dialects.pi import read_pi\n"
            "try:\n    print(read_pi(sys.argv[1], seen_regular=True).description or 'empty')\n"
            "except OSError as error:\n    print('refused', error.errno)\n")
    done = subprocess.run([sys.executable, "-c", code, str(fifo)], capture_output=True, text=True, timeout=60)
    assert done.stdout.split()[0] in ("empty", "refused"), done.stderr


def test_disable_reaches_the_global_file_in_use_past_a_disabled_project_copy(tmp_path: Path) -> None:
    """With a project ``g.sh.disabled`` and the global ``g.sh`` in use, ``disable g_sh`` disables the global file
    (the one pi runs), not the already-disabled project copy."""
    from scriptdeck.core.model.manage import Manager

    home_dir, project_dir = tmp_path / "global", tmp_path / "project"
    _write(home_dir / "g.sh", "# Description: global g\n")
    _write(project_dir / "g.sh.disabled", "# Description: project g\n")
    registry = _registry(tmp_path, ("pi-global", home_dir), ("pi-project", project_dir))
    answer = Manager(registry).call({"action": "disable", "id": "g_sh"})
    assert answer["path"] == str(home_dir / "g.sh.disabled")
    assert (home_dir / "g.sh.disabled").exists() and not (home_dir / "g.sh").exists()
    registry.scan()
    assert registry.get("g_sh").state == "disabled"
