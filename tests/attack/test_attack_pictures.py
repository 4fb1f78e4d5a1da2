"""Attacks on SPEC §19's pictures through real ``tool-call`` and ``scriptdeck mcp`` processes: a picture under a
symbolically linked folder, a link chain, ``..``, ``/proc/self/root``, a FIFO, an absolute path outside the cache —
none is read, and each is dropped with a note that says why."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import mcp_types as types
import pytest

from tests.conftest import cli_json, run, write_script
from tests.mcp.test_mcp import connect

HANG = 60
PNG = b"\x89PNG\r\n\x1a\nok-picture"

HOSTILE = r"""C="$MIYU_SCRIPT_CACHE_DIR"; mkdir -p "$C/d"; printf '\211PNG\r\n\032\nok-picture' > "$C/d/ok.png"
ln -sfn "{outside}" "$C/dl"; ln -sfn d "$C/dd"; rm -f "$C/f.png"; mkfifo "$C/f.png"
echo "MIYU-IMAGE: d/ok.png"
echo "MIYU-IMAGE: dl/secret.png"
echo "MIYU-IMAGE: dd/ok.png"
echo "MIYU-IMAGE: d/../dl/secret.png"
echo "MIYU-IMAGE: /proc/self/root{outside}/secret.png"
echo "MIYU-IMAGE: f.png"
"""


@pytest.fixture
def deck(tmp_path: Path) -> tuple[Path, Path]:
    home = tmp_path / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.png").write_bytes(b"\x89PNG\r\n\x1a\nSECRET")
    write_script(home / "scripts" / "pics.sh", "#!/bin/bash\n# Description: Hostile pictures.\n# Timeout: 60\n"
                 + HOSTILE.replace("{outside}", str(outside)))
    return home, outside


def test_tool_call_reads_only_the_plain_picture(deck: tuple[Path, Path]):
    home, _ = deck
    code, result = cli_json("--home", str(home), "tool-call", "pics", "--args", "{}", timeout=HANG * 2)
    assert code == 0, result
    assert [Path(image["path"]).name for image in result["images"]] == ["ok.png"], result
    notes = [line for line in result["stderr"].splitlines() if "picture dropped" in line]
    assert len(notes) == 5, result["stderr"]
    # a linked folder on the way is named as a link (failed before: "not a regular file", which sends the user
    # looking for the wrong problem)
    assert "dl/secret.png: a symbolic link on the way" in result["stderr"], result["stderr"]
    assert "dd/ok.png: a symbolic link on the way" in result["stderr"], result["stderr"]
    assert "f.png: not a regular file" in result["stderr"]


def test_mcp_sends_only_the_plain_picture(deck: tuple[Path, Path]):
    home, _ = deck

    async def scenario() -> types.CallToolResult:
        async with connect(home) as session:
            return await session.call_tool("pics", {})

    result = run(scenario)
    sent = [base64.b64decode(item.data) for item in result.content if isinstance(item, types.ImageContent)]
    assert sent == [PNG]
    text = json.dumps([item.model_dump() for item in result.content if isinstance(item, types.TextContent)])
    assert "SECRET" not in text and text.count("picture dropped") == 5, text
