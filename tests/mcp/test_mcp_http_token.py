"""The HTTP token file and the bind address, in process (SPEC §27): hostile offers never match, the file fails
closed, a rotation is seen by the running check, ``[HOST:]PORT`` parses as a user writes it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scriptdeck.core.mcp.http import start_lines
from scriptdeck.core.mcp.http_edge import EdgeError, allowed_hosts, parse_bind
from scriptdeck.core.mcp.http_token import TokenBroken, TokenCheck, ensure_token, read_token, rotate_token

_FIXED = b"Qm9vdHN0cmFwLXRva2VuLWZvci10ZXN0cy1vbmx5LTEyMzQ"


@pytest.fixture
def token_file(tmp_path: Path) -> Path:
    path = tmp_path / "state" / "mcp-http-token"
    path.parent.mkdir(mode=0o700)
    path.write_bytes(_FIXED + b"\n")
    path.chmod(0o600)
    return path


def test_made_on_first_use_private_and_stable(tmp_path: Path):
    path = tmp_path / "state" / "mcp-http-token"
    token = ensure_token(path)
    assert len(token) == 43 and token.decode().replace("-", "").replace("_", "").isalnum()
    assert os.stat(path).st_mode & 0o777 == 0o600
    assert os.stat(path.parent).st_mode & 0o777 == 0o700
    assert ensure_token(path) == token, "the second use reads the same token"
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")], "no temp file left"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_no_other_text_is_accepted(tmp_path_factory: pytest.TempPathFactory, offered: str):
    path = tmp_path_factory.mktemp("t") / "mcp-http-token"
    path.write_bytes(_FIXED + b"\n")
    path.chmod(0o600)
    check = TokenCheck(path)
    assert check.accepts(offered) == (offered == _FIXED.decode())
    assert check.accepts(_FIXED.decode())


def test_hostile_near_misses(token_file: Path):
    check = TokenCheck(token_file)
    right = _FIXED.decode()
    for offered in ("", right[:-1], right + " ", " " + right, right + "\n", right.upper(), right + "\x00",
                    right[:-1] + "\udc80", right[:-1] + "é", right * 2):
        assert not check.accepts(offered), repr(offered)


def test_a_rotation_is_seen_at_once(token_file: Path):
    check = TokenCheck(token_file)
    assert check.accepts(_FIXED.decode())
    new = rotate_token(token_file)
    assert not check.accepts(_FIXED.decode()), "the old token is refused on the next check"
    assert check.accepts(new.decode())


def test_a_missing_or_broken_file_accepts_nothing(token_file: Path, tmp_path: Path):
    check = TokenCheck(token_file)
    token_file.unlink()
    assert not check.accepts(_FIXED.decode())
    token_file.symlink_to(tmp_path / "elsewhere")
    (tmp_path / "elsewhere").write_bytes(_FIXED)
    assert not check.accepts(_FIXED.decode()), "a symlink is never followed"
    assert "symbolic link" in check.problem


@pytest.mark.parametrize("kind", ["symlink", "dangling", "folder", "fifo", "others read", "group reads", "empty",
                                  "too long"])
def test_broken_files_fail_closed(token_file: Path, tmp_path: Path, kind: str):
    token_file.unlink()
    if kind == "symlink":
        (tmp_path / "target").write_bytes(_FIXED)
        token_file.symlink_to(tmp_path / "target")
    elif kind == "dangling":
        token_file.symlink_to(tmp_path / "gone")
    elif kind == "folder":
        token_file.mkdir()
    elif kind == "fifo":
        os.mkfifo(token_file)
    else:
        token_file.write_bytes({"others read": _FIXED, "group reads": _FIXED, "empty": b"",
                                "too long": b"A" * 5000}[kind])
        token_file.chmod({"others read": 0o644, "group reads": 0o640}.get(kind, 0o600))
    with pytest.raises(TokenBroken) as caught:
        read_token(token_file)
    assert str(token_file) in caught.value.error
    assert _FIXED.decode() not in caught.value.error, "never the content"
    with pytest.raises(TokenBroken):
        ensure_token(token_file)
    if kind in ("symlink", "dangling", "folder", "fifo"):
        with pytest.raises(TokenBroken):
            rotate_token(token_file)
        assert not token_file.is_file() or token_file.is_symlink(), "nothing was replaced"


@pytest.mark.parametrize(("text", "host", "port"), [
    ("8765", "127.0.0.1", 8765), ("0", "127.0.0.1", 0), ("0.0.0.0:80", "0.0.0.0", 80),
    ("localhost:1", "localhost", 1), ("[::1]:9", "::1", 9), ("deck.example:443", "deck.example", 443),
])
def test_bind_addresses(text: str, host: str, port: int):
    bind = parse_bind(text)
    assert (bind.host, bind.port) == (host, port)


@pytest.mark.parametrize("text", ["", "x", "65536", "-1", "1.5", "::1:80", "[::1]", "[::1]80", ":80", "h h:1",
                                  "a/b:1", "８０"])
def test_bad_bind_addresses(text: str):
    with pytest.raises(EdgeError):
        parse_bind(text)


def test_allowed_hosts():
    assert allowed_hosts(parse_bind("[::1]:0"), 5000, []) == ["[::1]:5000", "localhost:5000", "127.0.0.1:5000"]
    assert allowed_hosts(parse_bind("0.0.0.0:0"), 5000, ["deck.example"]) == [
        "0.0.0.0:5000", "deck.example", "deck.example:5000"]


def test_start_lines_name_the_port_and_tls_off_loopback():
    assert start_lines(parse_bind("0"), 4321) == ["serving on http://127.0.0.1:4321/mcp"]
    assert start_lines(parse_bind("[::1]:0"), 9) == ["serving on http://[::1]:9/mcp"]
    remote = start_lines(parse_bind("0.0.0.0:80"), 80)
    assert remote[0] == "serving on http://0.0.0.0:80/mcp"
    assert len(remote) == 2 and "TLS" in remote[1] and "reverse proxy" in remote[1]
