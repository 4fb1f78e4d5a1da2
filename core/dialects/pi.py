"""The pi-script-tools dialect (SPEC §12), ported from pi's own code so ScriptDeck reads and runs a pi folder
exactly as pi does: ``metadata.ts`` (header), ``discovery.ts`` (names), ``index.ts`` (``shellSplit``, stdin,
result text). ``shared/compat/pi/`` holds pi's answers for an edge-case tree; tests compare with them.

JavaScript details that matter: ``String.prototype.trim`` strips a UTF-8 BOM (U+FEFF) but not the ASCII
separators U+001C-U+001F or U+0085 that Python's ``str.strip`` removes; ``parseInt(x, 10)`` reads a base-10
prefix only (``0x10`` -> 0); ``shellSplit`` indexes UTF-16 units, which gives the same words as code points.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from scriptdeck.core.contract.lazy_re import compile_on_use
from scriptdeck.core.dialects.header import READ_LIMIT, NotRegularFile
from scriptdeck.core.platform import files

PI_DEFAULT_TIMEOUT_MS = 30000
PI_NAME = compile_on_use(r"[a-z0-9_]+")
PI_DISABLED_SUFFIX = ".disabled"

#: what JavaScript's trim() removes: WhiteSpace (Zs, TAB, VT, FF, ZWNBSP/BOM) and LineTerminator
JS_WHITESPACE = ("\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
                 "\u2028\u2029\u202f\u205f\u3000\ufeff")

_PREFIXES = (("# Name: ", "name"), ("# Description: ", "description"), ("# Usage: ", "usage"),
             ("# Timeout: ", "timeout"))
#: a comment that looks like one of pi's keys but that pi's exact, case-sensitive prefixes do not match
_NEAR_KEY = compile_on_use(r"#+\s*(name|description|usage|timeout)\s*[:：]\s*(\S.*)?", re.IGNORECASE | re.ASCII)
#: pi skips links (``Dirent.isFile``), so a link swapped in after the listing is not followed either
#: the reads before the line loop takes over: 4 KiB, then up to 32 KiB in all
_READS = (4096, READ_LIMIT - 4096)
_PREFIX_TEXTS = tuple(prefix for prefix, _key in _PREFIXES)
_BASE10_PREFIX = compile_on_use(r"[+-]?[0-9]+")
#: JavaScript whitespace within ASCII (``trim`` also removes non-ASCII kinds, which the fast path leaves to the loop)
_ASCII_BLANKS = b" \t\r\x0b\x0c"
#: where a header ends: the first line whose first character after ASCII blanks is neither ``#`` nor its end (the
#: first line on its own, every other one from the newline before it, which the regex engine skips to fast)
_FIRST_STOP = compile_on_use(rb"[ \t\r\x0b\x0c]*[^# \t\r\x0b\x0c\n]")
_STOP = compile_on_use(rb"\n[ \t\r\x0b\x0c]*[^# \t\r\x0b\x0c\n]")
#: a key line of the header (only ASCII blanks before it on its line; the value is trimmed as JavaScript does): the
#: first line, then every other one from the newline before it
_FIRST_KEY = compile_on_use(rb"[ \t\r\x0b\x0c]*# (Name|Description|Usage|Timeout): ([^\n]*)")
_KEY = compile_on_use(rb"\n[ \t\r\x0b\x0c]*# (Name|Description|Usage|Timeout): ([^\n]*)")
_KEY_NAMES = {b"Name": "name", b"Description": "description", b"Usage": "usage"}
#: where a near miss of a key may start: a superset of _NEAR_KEY's lines but the exact keys (the line code decides)
_NEAR_MISS = compile_on_use(rb"#(?! (?:Name|Description|Usage|Timeout): )#*[ \t\r\x0b\x0c]*(?i:name|description|usage|timeout)[ \t\r\x0b\x0c]*(?::|\xef\xbc\x9a)")


@dataclass(slots=True)
class PiHeader:
    """What a pi script's header declares, read as pi reads it."""
    name: str = ""
    description: str = ""
    usage: str = ""
    timeout_ms: int = PI_DEFAULT_TIMEOUT_MS
    header_lines: int = 0
    #: the raw Timeout value pi read last ("" when none), for lint
    timeout_text: str = ""
    #: header lines that look like a pi key but that pi ignores (``# name:``, ``#Name:``, ``# Description:x``)
    ignored: list[str] = field(default_factory=list)


def js_trim(text: str) -> str:
    return text.strip(JS_WHITESPACE)


def parse_int10(text: str) -> int | None:
    """JavaScript's ``parseInt(text, 10)``: the base-10 integer prefix after leading whitespace, None for NaN."""
    match = _BASE10_PREFIX.match(text.lstrip(JS_WHITESPACE))
    return int(match.group()) if match else None


def _parse_line(header: PiHeader, line: str) -> None:
    """One trimmed header line other than ``#!``: a key pi reads, or a near miss that lint reports."""
    for prefix, key in _PREFIXES:
        if line.startswith(prefix):
            _set(header, key, line[len(prefix):])
            return
    _near_miss(header, line)


def _set(header: PiHeader, key: str, raw: str) -> None:
    value = js_trim(raw)
    if not value:
        return
    if key == "timeout":
        header.timeout_text = value
        number_ms = parse_int10(value)
        if number_ms is not None and number_ms > 0:
            header.timeout_ms = number_ms
    else:
        setattr(header, key, value)


def _near_miss(header: PiHeader, line: str) -> None:
    near = _NEAR_KEY.fullmatch(line)
    if near and near.group(2):
        header.ignored.append(line)


def _parse_lines(lines: Iterable[bytes]) -> PiHeader:
    """pi's loop itself, one raw line (without its ``\\n``) at a time; any bytes, never raises."""
    header = PiHeader()
    for number, raw in enumerate(lines, start=1):
        # "\n" is never inside a UTF-8 sequence, so decoding line by line equals decoding the whole file first
        line = js_trim(raw.decode("utf-8", "replace"))
        if line.startswith("#!"):
            continue
        if line and not line.startswith("#"):
            break
        header.header_lines = number
        if line:
            _parse_line(header, line)
    return header


def _parse_fast(data: bytes) -> PiHeader | None:
    """What :func:`_parse_lines` answers, found with a few regex passes instead of a Python loop per line; None
    when the header is not followed, inside ``data``, by a line that plainly ends it (the header runs to the end
    of ``data``, or the line after it starts with a non-ASCII character that JavaScript's ``trim`` may remove)."""
    shebang = data.startswith(b"#!")  # the usual first line: neither code nor a key
    first = None if shebang else _FIRST_STOP.match(data)
    stop = first if first is not None else _STOP.search(data)
    if stop is None or data[stop.end() - 1] >= 0x80:
        return None
    header = PiHeader()
    if first is not None:  # the first line is code: no header at all
        return header
    end = stop.start() + 1  # the header: every line before the one that stops it
    keys = _KEY.findall(data, 0, end)
    head = None if shebang else _FIRST_KEY.match(data, 0, end)
    for key, raw in [head.groups(), *keys] if head is not None else keys:
        value = raw.decode("utf-8", "replace").strip(JS_WHITESPACE)
        if not value:
            continue
        if key != b"Timeout":
            setattr(header, _KEY_NAMES[key], value)
            continue
        header.timeout_text = value  # as _set does; a plain base-10 number skips parseInt's regex
        number_ms = int(value) if value.isascii() and value.isdigit() else parse_int10(value)
        if number_ms is not None and number_ms > 0:
            header.timeout_ms = number_ms
    if _NEAR_MISS.search(data, 0, end):  # rare: the lines are looked at one by one
        _near_misses(header, data, end)
    lines, last = data.count(b"\n", 0, end), end - 1
    while lines and data[data.rfind(b"\n", 0, last) + 1:last].lstrip(_ASCII_BLANKS).startswith(b"#!"):
        last = data.rfind(b"\n", 0, last)  # header_lines: the last header line that is not a #! line
        lines -= 1
    header.header_lines = lines
    return header


def _near_misses(header: PiHeader, data: bytes, end: int) -> None:
    seen = -1
    for match in _NEAR_MISS.finditer(data, 0, end):
        line_start = data.rfind(b"\n", 0, match.start()) + 1
        if line_start != seen:
            seen = line_start
            line = js_trim(data[line_start:data.find(b"\n", line_start)].decode("utf-8", "replace"))
            if line.startswith("#") and not line.startswith(_PREFIX_TEXTS):
                _near_miss(header, line)


def parse_pi(data: bytes) -> PiHeader:
    """pi's ``parseScriptMetadata`` over a whole file's bytes (pi reads the whole file: no length limit)."""
    return _parse_fast(data) or _parse_lines(data.split(b"\n"))


def _file_lines(fd: int, data: bytes) -> Iterator[bytes]:
    """The lines of an open file whose first bytes are ``data``, read on demand in 1 MiB chunks."""
    partial: list[bytes] = []
    while data:
        pieces = data.split(b"\n")
        if len(pieces) > 1:
            yield b"".join([*partial, pieces[0]])
            yield from pieces[1:-1]
            partial = []
        partial.append(pieces[-1])
        data = os.read(fd, 1 << 20)
    yield b"".join(partial)


def read_pi(path: str | os.PathLike[str], *, seen_regular: bool = False) -> PiHeader:
    """A pi script's header, read as pi reads it (the whole file) but only as far as the header goes.

    Nearly every header ends in the first 32 KiB, which one ``read`` gives; a longer one is read on, a chunk at a
    time, up to its end. Opened non-blocking and without following a link. Anything but a regular file raises
    :class:`NotRegularFile` (an ``OSError``) before it is read; with ``seen_regular`` (the caller's ``lstat`` just
    saw a regular file) that ``fstat`` is left to the rare header that needs more than the first read: a FIFO or
    folder swapped in meanwhile gives an empty read or an error, never a wait.
    """
    fd = os.open(path, files.read_flags())
    try:
        if not seen_regular:
            _check_regular(fd, path)
        return _read_header(fd, path, checked=not seen_regular)
    finally:
        os.close(fd)


def read_pi_stat(path: str | os.PathLike[str]) -> tuple[PiHeader, os.stat_result]:
    """:func:`read_pi` of a file nothing has looked at yet, with the file's ``fstat``: one call on the open file
    is both the regular-file check and the stat the caller keeps (a registry's first look at a pi folder lists
    names only, instead of an ``lstat`` per file before it opens each)."""
    fd = os.open(path, files.read_flags())
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", os.fspath(path))
        return _read_header(fd, path, checked=True), info
    finally:
        os.close(fd)


def _read_header(fd: int, path: str | os.PathLike[str], *, checked: bool) -> PiHeader:
    """The header of an open file; ``checked``: it is known to be a regular file (else checked before reading on).

    A first read of 4 KiB holds nearly every header (reading less of each file is measurable at 10,000 files);
    then up to 32 KiB; then the line loop reads on, 1 MiB at a time.
    """
    data = b""
    for size in _READS:
        chunk = os.read(fd, size)
        data += chunk
        if len(chunk) < size:
            return parse_pi(data)  # the whole file (a regular file gives all it has up to the size asked)
        fast = _parse_fast(data)
        if fast is not None:
            return fast
    if not checked:
        _check_regular(fd, path)
    return _parse_lines(_file_lines(fd, data))


def _check_regular(fd: int, path: str | os.PathLike[str]) -> None:
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        raise NotRegularFile(errno.EINVAL, "not a regular file", os.fspath(path))


def pi_tool_name(file_name: str, header: PiHeader) -> str:
    """``<Name>_sh`` for a valid ``# Name:``, else the file name minus ``.sh``, ``-`` -> ``_``, plus ``_sh``."""
    if header.name and PI_NAME.fullmatch(header.name):
        return header.name + "_sh"
    base = file_name[:-3] if file_name.endswith(".sh") else file_name
    return base.replace("-", "_") + "_sh"


def pi_description(header: PiHeader) -> str:
    """pi's ``buildDescription``: what the model sees."""
    text = header.description or "(no description)"
    if header.usage:
        text += "\nUsage: " + header.usage
    return text


def shell_split(text: str) -> list[str]:
    """pi's ``shellSplit``: space and tab separate words; ``'…'`` is literal; inside ``"…"`` a backslash escapes
    only ``"``, ``\\``, ``$`` and a backtick; outside quotes a backslash escapes the next character (a final one is
    kept); empty words are dropped; an unclosed quote runs to the end."""
    words: list[str] = []
    current: list[str] = []
    single = double = False
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if single:
            if ch == "'":
                single = False
            else:
                current.append(ch)
        elif double:
            if ch == "\\" and i + 1 < n and text[i + 1] in '"\\$`':
                current.append(text[i + 1])
                i += 2
                continue
            if ch == '"':
                double = False
            else:
                current.append(ch)
        elif ch == "\\" and i + 1 < n:
            current.append(text[i + 1])
            i += 2
            continue
        elif ch == "'":
            single = True
        elif ch == '"':
            double = True
        elif ch in " \t":
            if current:
                words.append("".join(current))
                current = []
        else:
            current.append(ch)
        i += 1
    if current:
        words.append("".join(current))
    return words


def pi_result_text(exit_code: int | None, stdout: str, stderr: str) -> str:
    """What pi returns to the model: stdout on exit 0, else ``Script exited with code N.`` and stderr or stdout
    (``null`` when the process was killed, e.g. after its timeout)."""
    if exit_code == 0:
        return stdout
    code = "null" if exit_code is None else str(exit_code)
    return f"Script exited with code {code}.\n{stderr or stdout}"
