"""A cache is never trusted (SPEC §15, issue 9 item 14): every corruption of the header cache leaves every
command's answer identical to a run without a cache, and the cache is rebuilt."""

from __future__ import annotations

import hashlib
import json
import marshal
import os
import stat
import struct
from collections.abc import Callable
from pathlib import Path

import pytest
from scriptdeck.core.cli import main as cli_main
from scriptdeck.core.dialects.header import parse_miyu
from scriptdeck.core.model import header_cache
from scriptdeck.core.model.registry import Registry, _cache_version
from scriptdeck.core.store.paths import Home

from tests.conftest import run_cli, write_script

COMMANDS = (["list", "--json"], ["lint", "--json"], ["show", "alpha", "--json"], ["show", "pitool_sh", "--json"])


@pytest.fixture
def deck(home: Home) -> Home:
    write_script(home.persona_dir / "alpha.sh",
                 '#!/bin/sh\n# Description: Alpha tool.\n# Group: one, two\n# Timeout: 7\n'
                 '# Parameters: {"type":"object","properties":{"n":{"type":"integer"}}}\necho alpha\n')
    write_script(home.persona_dir / "beta.py", "#!/usr/bin/env python3\n# Id: beta\n# Description: Beta.\n"
                 "# Capabilities: notify\nprint('b')\n")
    write_script(home.persona_dir / "gamma.sh", "#!/bin/sh\n# Group: nothing\necho no description\n")
    write_script(home.global_dir / "delta.sh", "#!/bin/sh\n# Description: Delta, global.\n# Argv: flags\necho d\n")
    write_script(Path.home() / ".pi" / "agent" / "scripts" / "pitool.sh",
                 "#!/bin/sh\n# Description: A pi tool.\n# Usage: pitool <x>\n# Timeout: 5000\necho pi\n")
    return home


def _answers(home: Home, capsys: pytest.CaptureFixture[str]) -> list[tuple[int, str]]:
    out = []
    for command in COMMANDS:
        code = cli_main(["--home", str(home.root), *command])
        captured = capsys.readouterr()
        assert "Traceback" not in captured.err
        out.append((code, captured.out))
    return out


def _forge(obj: object) -> bytes:
    """A payload with a valid digest: only the type checks stand between it and the registry."""
    payload = marshal.dumps(obj)
    return header_cache.MAGIC + hashlib.blake2b(payload, digest_size=header_cache.DIGEST_SIZE).digest() + payload


def _nested(depth: int) -> dict[str, object]:
    """A plain JSON object ``depth`` levels deep (deeper than a schema may be)."""
    value: dict[str, object] = {}
    for _ in range(depth):
        value = {"a": value}
    return value


def _good_cache(home: Home) -> bytes:
    registry = Registry(home)
    registry.scan()
    path = home.state_dir / "good-cache"
    assert registry.save_cache(path)
    return path.read_bytes()


def _real_sections(home: Home) -> tuple[list, list]:
    sections = header_cache.load(_write(home, _good_cache(home)), _cache_version(), 2)
    assert sections is not None
    return sections  # type: ignore[return-value]


def _write(home: Home, data: bytes) -> Path:
    path = home.header_cache_path
    _clear(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def _clear(path: Path) -> None:
    if path.is_symlink() or path.is_file() or (path.exists() and not path.is_dir()):
        path.unlink()
    elif path.is_dir():
        path.rmdir()


def _with_record(home: Home, change: Callable[[list], object]) -> bytes:
    miyu, pi = _real_sections(home)
    file, key, record = miyu[0]
    values = list(record)
    new = change(values)
    return _forge((_cache_version(), [(file, key, tuple(values) if new is None else new)] + miyu[1:], pi))


def _corruptions(home: Home) -> dict[str, Callable[[], None]]:
    good = _good_cache(home)
    magic = len(header_cache.MAGIC)
    version = _cache_version()
    miyu, pi = _real_sections(home)
    alpha = str(home.persona_dir / "alpha.sh")
    alpha_key = next(key for file, key, _ in miyu if file == alpha)
    beta_record = next(rec for file, _, rec in miyu if file.endswith("beta.py"))
    other_header = parse_miyu(b"#!/bin/sh\n# Description: Forged.\n# Group: evil\n").to_record()
    path = home.header_cache_path

    def data(blob: bytes) -> Callable[[], None]:
        return lambda: _write(home, blob)

    def fifo() -> None:
        _clear(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(path)

    def directory() -> None:
        _clear(path)
        path.mkdir(parents=True)

    def unreadable() -> None:
        _write(home, b"\x00garbage" * 100)
        os.chmod(path, 0)

    def link(target: str) -> Callable[[], None]:
        def make() -> None:
            _clear(path)
            path.parent.mkdir(parents=True, exist_ok=True)
            os.symlink(target, path)
        return make

    def huge() -> None:
        _clear(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "wb") as handle:  # sparse: bigger than the limit without using the disk
            handle.truncate(header_cache.MAX_BYTES + 1)

    def record_field(index: int, value: object) -> Callable[[], None]:
        def change(values: list) -> None:
            values[index] = value
        return data(_with_record(home, change))

    cases: dict[str, Callable[[], None]] = {
        "empty": data(b""),
        "magic only": data(header_cache.MAGIC),
        "half digest": data(good[: magic + 10]),
        "truncated 10%": data(good[: len(good) // 10]),
        "truncated 50%": data(good[: len(good) // 2]),
        "truncated last byte": data(good[:-1]),
        "one byte appended": data(good + b"\x00"),
        "payload byte flipped": data(good[:-5] + bytes([good[-5] ^ 0xFF]) + good[-4:]),
        "digest byte flipped": data(good[:magic] + bytes([good[magic] ^ 1]) + good[magic + 1:]),
        "magic changed": data(b"X" + good[1:]),
        "random bytes": data(os.urandom(4096)),
        "zeros": data(b"\x00" * 4096),
        "0xff": data(b"\xff" * 4096),
        "text": data("これはキャッシュではない\n".encode() * 50),
        "json": data(b'{"not": "a cache"}'),
        "old marshal format": data(marshal.dumps((version, miyu, pi))),
        # what the unchecked marshal cache before issue 9 loaded as it was (each broke or changed answers)
        "raw marshal, groups of ints": data(marshal.dumps(
            (version, [(alpha, alpha_key, (*other_header[:8], [1, 2], *other_header[9:]))], pi))),
        "raw marshal, record too short": data(marshal.dumps((version, [(alpha, alpha_key, other_header[:3])], pi))),
        "raw marshal, forged record": data(marshal.dumps((version, [(alpha, alpha_key, other_header)], pi))),
        "marshal bomb without digest": data(b"[" + struct.pack("<i", 2**31 - 1)),
        "deep marshal without digest": data(b"[\x01\x00\x00\x00" * 100000),
        "forged None": data(_forge(None)),
        "forged int": data(_forge(42)),
        "forged empty tuple": data(_forge(())),
        "forged list": data(_forge([version, miyu, pi])),
        "forged old version": data(_forge(((-1,), miyu, pi))),
        "forged extra section": data(_forge((version, miyu, pi, []))),
        "forged sections not lists": data(_forge((version, "x", {"a": 1}))),
        "forged entries not tuples": data(_forge((version, [None, 1, "x", [alpha, alpha_key, ()]], [b"x"]))),
        "forged relative path": data(_forge((version, [("alpha.sh", alpha_key, other_header)], []))),
        "forged key of floats": data(_forge((version, [(alpha, tuple(float(n) for n in alpha_key), other_header)], []))),
        "forged key of bools": data(_forge((version, [(alpha, (True, False, True), other_header)], []))),
        "forged key too short": data(_forge((version, [(alpha, alpha_key[:2], other_header)], []))),
        "record too short": data(_with_record(home, lambda values: tuple(values[:-1]))),
        "record too long": data(_with_record(home, lambda values: (*values, None))),
        "record not a tuple": data(_with_record(home, lambda values: list(values))),
        "record is a dict": data(_with_record(home, lambda values: {"description": "x"})),
        "shebang is a string": record_field(0, "yes"),
        "id is an int": record_field(1, 5),
        "description is bytes": record_field(3, b"Forged."),
        "timeout is a string": record_field(7, "7"),
        "timeout is a bool": record_field(7, True),
        "timeout is a float": record_field(7, 7.0),
        "groups of ints": record_field(8, [1, 2]),
        "groups a tuple": record_field(8, ("one",)),
        "groups a set": record_field(8, {"one"}),
        "parameters a dict": record_field(12, {"type": "object"}),
        "parameters a code object": record_field(12, compile("1", "x", "eval")),
        "parameters bytes that are not marshal": record_field(12, b"\xff\x00not marshal"),
        "parameters marshal of a code object": record_field(12, marshal.dumps(compile("1", "x", "eval"))),
        "parameters marshal of a tuple": record_field(12, marshal.dumps(("type", "object"))),
        "parameters marshal of marshal": record_field(12, marshal.dumps(marshal.dumps({"type": "object"}))),
        "parameters marshal too deep": record_field(12, marshal.dumps(_nested(80))),
        "hints of strings": record_field(17, ["hint"]),
        "hints with int values": record_field(17, [{"tool": 1, "hint": "x"}]),
        "header_lines a complex": record_field(19, 1j),
        "pi record wrong": data(_forge((version, miyu, [(pi[0][0], pi[0][1], ("x",) * 9)]))),
        "stale entry (old mtime) with another record": data(_forge(
            (version, [(alpha, (alpha_key[0], alpha_key[1] - 1, alpha_key[2]), other_header)], pi))),
        "entry for a missing file": data(_forge((version, [(alpha + ".gone", alpha_key, other_header)], []))),
        "entry for a file outside the home": data(_forge(
            (version, [("/etc/passwd", tuple(os.stat("/etc/passwd")[i] for i in (6, 8, 1)), beta_record)], []))),
        "entries of another file's key": data(_forge((version, [(alpha, miyu[-1][1], beta_record)], []))),
        "cache of another home": data(_forge((version, [(f"/elsewhere/{n}.sh", alpha_key, other_header)
                                                       for n in range(50)], []))),
        "a FIFO in its place": fifo,
        "a directory in its place": directory,
        "unreadable file": unreadable,
        "symlink to /dev/zero": link("/dev/zero"),
        "dangling symlink": link("/nonexistent/cache"),
        "symlink loop": link(str(path)),
        "huge sparse file": huge,
    }
    return cases


@pytest.mark.slow
def test_every_corruption_answers_like_no_cache_and_is_rebuilt(deck: Home,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = deck.header_cache_path
    _clear(path)
    baseline = _answers(deck, capsys)
    _clear(path)
    assert [code for code, _ in baseline] == [0, 1, 0, 0]  # lint finds gamma's missing description
    cases = _corruptions(deck)
    assert len(cases) >= 40
    for name, corrupt in cases.items():
        corrupt()
        assert _answers(deck, capsys) == baseline, f"corruption {name!r} changed an answer"
        if path.is_file() and not path.is_symlink():
            sections = header_cache.load(path, _cache_version(), 2)
            assert sections is not None, f"corruption {name!r}: the cache was not rebuilt"
            files = {file for file, _, _ in sections[0]}
            assert str(deck.persona_dir / "alpha.sh") in files, name
        _clear(path)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["truncated 50%", "random bytes", "forged entries not tuples", "groups of ints",
                                  "a FIFO in its place", "a directory in its place", "huge sparse file"])
def test_corruptions_through_the_cli_process(deck: Home, name: str) -> None:
    path = deck.header_cache_path
    _clear(path)
    baseline = [run_cli("--home", str(deck.root), *command) for command in COMMANDS]
    run = ["tool-call", "alpha", "--args", '{"n": 1}']
    base_run = run_cli("--home", str(deck.root), *run)
    _clear(path)
    _corruptions(deck)[name]()
    for command, expected in zip(COMMANDS, baseline):
        done = run_cli("--home", str(deck.root), *command)
        assert "Traceback" not in done.stderr, done.stderr
        assert (done.returncode, done.stdout) == (expected.returncode, expected.stdout), command
    done = run_cli("--home", str(deck.root), *run)
    assert done.returncode == base_run.returncode == 0, done.stderr
    assert json.loads(done.stdout)["stdout"] == json.loads(base_run.stdout)["stdout"]


def test_state_dir_that_is_a_file(deck: Home, capsys: pytest.CaptureFixture[str]) -> None:
    baseline = _answers(deck, capsys)
    _clear(deck.header_cache_path)
    for child in list(deck.state_dir.iterdir()):
        child.unlink()
    deck.state_dir.rmdir()
    deck.state_dir.write_text("not a folder")
    assert _answers(deck, capsys) == baseline
    assert deck.state_dir.read_text() == "not a folder"


def test_cache_written_private(deck: Home) -> None:
    registry = Registry(deck)
    registry.scan()
    assert registry.save_cache(deck.header_cache_path)
    assert stat.S_IMODE(os.stat(deck.header_cache_path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(deck.state_dir).st_mode) == 0o700
    fresh = Registry(deck)
    assert fresh.load_cache(deck.header_cache_path) > 0
    fresh.scan()
    assert fresh.parse_count == 0  # every header came from the cache
