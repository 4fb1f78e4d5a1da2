"""One pi folder's scan (SPEC §12, §20): pi's ``readScriptsDir``, file by file."""

from __future__ import annotations

import dataclasses
import os
import stat

from scriptdeck.core.dialects.pi import PI_DISABLED_SUFFIX, pi_tool_name
from scriptdeck.core.model.header_store import HeaderStore
from scriptdeck.core.model.layers import (
    FIX_DISABLED,
    FIX_PI_SHADOWED,
    FIX_PI_SYMLINK,
    Layer,
    LayerScan,
    StatKey,
    _is_utf8_name,
    _stat_key,
)
from scriptdeck.core.model.lint import Finding
from scriptdeck.core.model.tool import DISABLED, UNREGISTERED, Tool


def scan_pi(layer: Layer, listing: dict[str, StatKey], headers: HeaderStore) -> LayerScan:
    """pi's ``readScriptsDir``: regular ``*.sh`` files in name order, a later file taking an earlier one's
    name. Links, and files that lose their name to a later one, are listed as unregistered with the reason."""
    scan = LayerScan(layer)
    base = os.fspath(layer.directory).rstrip("/") + "/"
    owners: dict[str, str] = {}  # tool name -> file name, for name collisions
    tools, header_of, layer_name, off = scan.tools, headers.header, layer.name, ".sh" + PI_DISABLED_SUFFIX
    for name in sorted(listing):  # one pass per file: this loop is the pi scan's own cost
        if name.endswith(".sh"):
            disabled = False
        elif name.endswith(off):
            disabled = True
        else:
            continue
        path, key = base + name, listing[name]
        if not name.isascii() and not _is_utf8_name(name):
            if not key:
                listing[name] = _stat_key(path, follow=False)
            continue  # pi's readdir gives a name that is not UTF-8 with U+FFFD in it: it never reads the file
        if not key:  # the folder's first look: the read gives the stat
            header, listing[name] = headers.read_pi_first(path)
        elif stat.S_ISLNK(key[3]):
            scan.nameless.append(Tool(name, path, layer.name, dialect="pi", state=UNREGISTERED, has_id=False,
                                      fix=FIX_PI_SYMLINK))
            scan.findings.append(Finding("pi-symlink", path, None, {}))
            continue
        else:
            header = header_of(path, key, "pi")
        if header is None:
            continue
        tool_id = pi_tool_name(name[: -len(PI_DISABLED_SUFFIX)] if disabled else name, header)
        tool = Tool(tool_id, path, layer_name, "pi", pi=header)
        if disabled:
            if tool_id in tools:
                continue
            tool.state, tool.disabled_scope, tool.fix = DISABLED, layer.name, FIX_DISABLED
            scan.disabled_records.append({"id": tool_id, "path": path})
        elif tool_id in owners:
            loser = tools[tool_id]
            scan.nameless.append(dataclasses.replace(loser, id=owners[tool_id], state=UNREGISTERED,
                                                     has_id=False, fix=FIX_PI_SHADOWED))
            scan.shadows[str(loser.file)] = path
            scan.findings.append(Finding("pi-name-collision", str(loser.file), tool_id, {"value": name}))
        if not disabled:
            owners[tool_id] = name
        tools[tool_id] = tool
    return scan
