"""One Raycast folder's scan (SPEC §18, §24), read in place and never written."""

from __future__ import annotations

import os
from pathlib import Path

from scriptdeck.core.contract.ids import id_from_file_name
from scriptdeck.core.model.header_store import HeaderStore
from scriptdeck.core.model.layers import (
    FIX_DISABLED,
    FIX_NO_ID,
    FIX_RAYCAST_VERSION,
    STATE_ENTRY,
    Layer,
    LayerScan,
    StatKey,
    _settle,
    is_skipped_name,
)
from scriptdeck.core.model.lint import FIX_RAYCAST_SHADOWED_HERE, Finding
from scriptdeck.core.model.tool import DISABLED, UNREGISTERED, Tool
from scriptdeck.core.store.settings import Settings


def scan_raycast(layer: Layer, listing: dict[str, StatKey], headers: HeaderStore, settings_path: Path) -> LayerScan:
    """A Raycast folder, read in place: every ``@raycast.schemaVersion 1`` file but ``*.template.*``."""
    scan = LayerScan(layer)
    base = os.fspath(layer.directory).rstrip("/") + "/"
    from scriptdeck.core.dialects.raycast import RaycastHeader, to_header
    from scriptdeck.core.model.raycast_state import disabled_paths  # with manage_schema: Raycast layers only

    disabled = disabled_paths(Settings.load(settings_path)) if STATE_ENTRY in listing else set()
    for name in sorted(listing):
        if is_skipped_name(name) or ".template." in name or name == STATE_ENTRY:
            continue
        path = base + name
        found = headers.header(path, listing[name], "raycast")
        if not isinstance(found, RaycastHeader) or not found.fields:
            continue  # not a Raycast command at all (a README, an image): not a tool, not a problem
        header = to_header(found)
        tool_id = id_from_file_name(name)
        if tool_id is None:
            scan.nameless.append(Tool(name, path, layer.name, dialect="raycast", state=UNREGISTERED,
                                      header=header, raycast=found, has_id=False, fix=FIX_NO_ID))
            continue
        winner = scan.tools.get(tool_id)
        if winner is not None:  # the first by file name wins; this one is listed, never silently lost (§24)
            scan.nameless.append(Tool(name, path, layer.name, dialect="raycast", state=UNREGISTERED,
                                      header=header, raycast=found, has_id=False, fix=FIX_RAYCAST_SHADOWED_HERE))
            scan.shadows[path] = str(winner.file)
            scan.findings.append(Finding("duplicate-id", path, tool_id, {"value": winner.path.name}))
            continue
        tool = Tool(tool_id, path, layer.name, dialect="raycast", header=header, raycast=found)
        if not found.is_command:
            tool.state, tool.fix = UNREGISTERED, FIX_RAYCAST_VERSION
        elif path in disabled:
            tool.state, tool.disabled_scope, tool.fix = DISABLED, layer.name, FIX_DISABLED
            scan.disabled_records.append({"id": tool_id, "path": path})
        else:
            _settle(tool, scan)
        scan.tools[tool_id] = tool
    return scan
