"""What a run needs before it can start, looked at before anything is started (SPEC §24: messages name the real
cause): the program its shebang line names, and its working folder. ``exec`` answers all three of "no such
interpreter", "no such working folder" and "no such script" with the same ``ENOENT``, so without this a user
read "No such file or directory" for a script that is plainly there.

Pure checks on the file system; :mod:`runplan` turns a finding into its refusal (message and fix).
"""

from __future__ import annotations

import os

from scriptdeck.core.store.fsutil import read_regular

#: Linux reads at most this much of a shebang line (BINPRM_BUF_SIZE)
SHEBANG_LIMIT = 256


def shebang_program(first: bytes) -> str | None:
    """The program a shebang line needs: ``/usr/bin/osascript`` for ``#!/usr/bin/osascript``, ``ruby`` for
    ``#!/usr/bin/env ruby`` (``-S`` and ``VAR=value`` words skipped); None when there is no shebang or its program
    cannot be told (``env`` with nothing after its options)."""
    if not first.startswith(b"#!"):
        return None
    words = first[2:].split(b"\n", 1)[0].decode("utf-8", "surrogateescape").split()
    if not words:
        return None
    program = words[0]
    if os.path.basename(program) == "env" and os.path.exists(program):
        rest = [w for w in words[1:] if not w.startswith("-") and "=" not in w]
        return rest[0] if rest else None
    return program


def missing_interpreter(script: str) -> str | None:
    """The program the script's shebang line names when this machine does not have it (e.g. ``#!/usr/bin/osascript``
    on Linux); None when it is there or cannot be told (the start then reports whatever happens)."""
    try:
        first = read_regular(script, SHEBANG_LIMIT)
    except OSError:
        return None  # the script itself is checked elsewhere; never refuse on a guess
    program = shebang_program(first)
    if program is None:
        return None
    if "/" in program:  # a folder or a file that cannot be run is no interpreter either (#!/tmp)
        return None if os.path.isfile(program) and os.access(program, os.X_OK) else program
    return None if _on_path(program) else program


def _on_path(name: str) -> bool:
    """Whether ``name`` is an executable file in a folder of ``$PATH`` (``shutil.which`` without importing shutil,
    which is not on ``tool-call``'s path)."""
    for folder in os.environ.get("PATH", os.defpath).split(os.pathsep):
        candidate = os.path.join(folder or ".", name)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return True
    return False


def missing_folder(folder: str) -> bool:
    """Whether the run's working folder is not there (or is no folder)."""
    return not os.path.isdir(folder)
