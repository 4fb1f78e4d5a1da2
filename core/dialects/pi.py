"""The pi-script-tools dialect (SPEC §12), ported from pi's own code so ScriptDeck reads and runs a pi folder
exactly as pi does: ``metadata.ts`` (header), ``discovery.ts`` (names), ``index.ts`` (``shellSplit``, stdin,
result text). ``shared/compat/pi/`` holds pi's answers for an edge-case tree; tests compare with them.

JavaScript details that matter: ``String.prototype.trim`` strips a UTF-8 BOM (U+FEFF) but not the ASCII
separators U+001C-U+001F or U+0085 that Python's ``str.strip`` removes; ``parseInt(x, 10)`` reads a base-10
prefix only (``0x10`` -> 0); ``shellSplit`` indexes UTF-16 units, which gives the same words as code points.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from scriptdeck.core.dialects.header import READ_LIMIT

PI_DEFAULT_TIMEOUT_MS = 30000
PI_NAME = re.compile(r"[a-z0-9_]+")
PI_DISABLED_SUFFIX = ".disabled"

#: what JavaScript's trim() removes: WhiteSpace (Zs, TAB, VT, FF, ZWNBSP/BOM) and LineTerminator
JS_WHITESPACE = ("\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
                 "\u2028\u2029\u202f\u205f\u3000\ufeff")

_PREFIXES = (("# Name: ", "name"), ("# Description: ", "description"), ("# Usage: ", "usage"),
             ("# Timeout: ", "timeout"))
#: a comment that looks like one of pi's keys but that pi's exact, case-sensitive prefixes do not match
_NEAR_KEY = re.compile(r"#+\s*(name|description|usage|timeout)\s*[:：]\s*(\S.*)?", re.IGNORECASE)
_BASE10_PREFIX = re.compile(r"[+-]?[0-9]+")


@dataclass(slots=True)
class PiHeader:
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


def parse_pi(data: bytes) -> PiHeader:
    """pi's ``parseScriptMetadata`` over the first 32 KiB (pi reads the whole file; a header is never longer)."""
    header = PiHeader()
    for number, raw in enumerate(data[:READ_LIMIT].decode("utf-8", "replace").split("\n"), start=1):
        line = js_trim(raw)
        if line.startswith("#!"):
            continue
        if line and not line.startswith("#"):
            break
        header.header_lines = number
        for prefix, key in _PREFIXES:
            if line.startswith(prefix):
                value = js_trim(line[len(prefix):])
                if not value:
                    break
                if key == "timeout":
                    header.timeout_text = value
                    number_ms = parse_int10(value)
                    if number_ms is not None and number_ms > 0:
                        header.timeout_ms = number_ms
                else:
                    setattr(header, key, value)
                break
        else:
            near = _NEAR_KEY.fullmatch(line)
            if near and near.group(2):
                header.ignored.append(line)
    return header


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
