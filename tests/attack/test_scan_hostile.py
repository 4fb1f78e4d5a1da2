"""Hostile folders against the plain scan loop (core/model/registry.py): files swapped between the listing and
the reads, huge headers, names that are not UTF-8, duplicate ids, a 3000-script pi folder, descriptor leaks.

A first look at a folder lists names only and takes each file's stat from its read (one system call fewer per
file); a look with the header cache loaded stats the listing first. Both must decide the same, so each case scans
a copy of the folder both ways, in a fresh Python process, and compares everything the scan decided."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO, write_script


def run_child(code: str, *args: str, timeout: float = 120) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=timeout,
                          cwd=REPO)
    assert done.returncode == 0, done.stderr[-4000:]
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


#: one scan of a Miyu home, disturbed as ``argv[3]`` says once the folder is listed (before any header is read);
#: ``argv[2]`` names a header cache to load first ("-": none, a first look); prints everything the scan decides
SCAN = r"""
import json, os, sys
from pathlib import Path
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.paths import Home
home, cache, mode = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
scripts = home / "scripts"

def disturb():
    if mode == "mutate" and not (scripts / "tool_0000.sh").is_fifo() and (scripts / "tool_0000.sh").exists():
        for i in range(0, 3000, 97):
            path = scripts / f"tool_{i:04d}.sh"
            kind = (i // 97) % 5
            if kind == 0:
                path.unlink()
            elif kind == 1:
                path.unlink(); os.mkfifo(path)
            elif kind == 2:
                path.unlink(); path.symlink_to(scripts / "tool_0001.sh")
            elif kind == 3:  # two files swapped
                other = scripts / f"tool_{i + 1:04d}.sh"
                os.rename(path, scripts / "swap.tmp"); os.rename(other, path); os.rename(scripts / "swap.tmp", other)
            else:
                path.write_text(f"#!/bin/sh\n# Description: replaced {i}\n# ID: replaced_{i}\n")

real_scan_miyu = Registry._scan_miyu
def scan_miyu(self, layer, listing):
    if layer.directory == scripts:
        disturb()
    return real_scan_miyu(self, layer, listing)
Registry._scan_miyu = scan_miyu

def fds():
    return sorted(os.listdir("/proc/self/fd"))
before = fds()
registry = Registry(Home(home, True), pi_layers=[])
if cache != "-":
    registry.load_cache(Path(cache))
registry.scan()
def view(r):
    return sorted((t.id, t.state, t.fix, str(t.file), t.header.parameters if t.header else None,
                   t.header.to_record() if t.header else None) for t in r.all_tools() + r.nameless)
listings = {name: sorted(listing.items()) for name, listing in registry._listings.items()}
tools, findings = view(registry), sorted((f.code, f.path, f.tool_id) for f in registry.scan_findings())
again = registry.scan()
if len(sys.argv) > 4:
    registry.save_cache(Path(sys.argv[4]))
print(json.dumps({"tools": tools, "listings": listings, "again": again, "after": view(registry),
                  "findings": findings, "fds": len(fds()) - len(before)}, default=repr))
"""


def make_big_home(root: Path, count: int = 3000) -> Path:
    """A home whose scripts folder has ``count`` tools and every awkward kind of file."""
    scripts = root / "scripts"
    scripts.mkdir(parents=True)
    huge = "".join(f"#   \"p{j}\": {{\"type\": \"string\", \"description\": \"{'长' * 40}\"}},\n" for j in range(300))
    for i in range(count):
        lines = ["#!/bin/sh", f"# Description: tool {i} 工具"]
        if i % 500 == 3:  # a 32 KiB+ header (past the read limit for some)
            lines += ["# Parameters: {", '#   "type": "object", "properties": {', huge.rstrip(",\n"), "#   }", "# }"]
        if i % 250 == 7:  # the same id as a file far away
            lines.append(f"# ID: dup_{i % 3}")
        if i % 333 == 5:
            lines = ["echo no shebang"]
        (scripts / f"tool_{i:04d}.sh").write_text("\n".join(lines + ["echo hi", ""]), encoding="utf-8")
    for i in range(0, count, 301):
        (scripts / os.fsdecode(b"bad-\xff-" + str(i).encode() + b".sh")).write_bytes(
            b"#!/bin/sh\n# Description: not utf-8 name\n")
    (scripts / "giant.sh").write_bytes(b"#!/bin/sh\n# Description: " + b"x" * (8 << 20) + b"\n")  # 8 MiB line
    (scripts / ".hidden.sh").write_text("#!/bin/sh\n# Description: hidden\n")
    (scripts / "tool_0001.sh~").write_text("#!/bin/sh\n# Description: backup\n")
    (scripts / "linked.sh").symlink_to("tool_0002.sh")  # relative: the same in a copy of the folder
    (scripts / "index.json").write_text(json.dumps({"scripts": [
        {"id": "named_late", "path": f"tool_{count - 2:04d}.sh", "timeout": 9},
        {"id": "named_mid", "path": f"./tool_{count // 2:04d}.sh"},
        {"id": "named_early", "path": "tool_0010.sh"},
        {"id": "named_twice", "path": f"tool_{count - 2:04d}.sh"},
        {"id": "named_late", "path": "tool_0011.sh"},
        {"id": "named_gone", "path": "nowhere.sh"}],
        "disabled": [{"id": "tool_2999"}, {"id": "dup_1"}]}))
    return root


def shape(listings: dict[str, Any]) -> dict[str, Any]:
    """Listings without what differs between two copies of a folder (inodes; times of files made in a run)."""
    return {layer: [(name, key[0] if key else None, key[3] if key else None) for name, key in listing]
            for layer, listing in listings.items()}


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["plain", "mutate"])
def test_a_first_look_at_a_hostile_folder_decides_as_a_stat_first_scan(tmp_path: Path, mode: str) -> None:
    home = make_big_home(tmp_path / "home")
    cache = tmp_path / "header-cache.marshal"
    seed = tmp_path / "seed"
    subprocess.run(["cp", "-a", str(home), str(seed)], check=True)
    run_child(SCAN, str(seed), "-", "plain", str(cache))  # a cache of another copy: every entry stat-checked
    results = []
    for which in ("first", "cached"):
        copy = tmp_path / which
        subprocess.run(["cp", "-a", str(home), str(copy)], check=True)
        seen = run_child(SCAN, str(copy), "-" if which == "first" else str(cache), mode)
        results.append(json.loads(json.dumps(seen).replace(str(copy), "HOME")))
    first, cached = results
    assert first["tools"] == cached["tools"]
    assert first["findings"] == cached["findings"]
    if mode == "mutate":  # a file changed after the listing: the next scan sees it
        assert first["again"] is True and cached["again"] is True
        assert first["after"] == cached["after"]
    else:
        assert shape(first["listings"]) == shape(cached["listings"]), "every stat key filled in, the same"
        assert first["again"] is False and cached["again"] is False
    for listing in first["listings"].values():
        assert all(key for _name, key in listing), "no key left as a names-only listing's ()"
    assert first["fds"] == 0 and cached["fds"] == 0, "no descriptor left open"
    ids = {tool[0] for tool in first["after"]}
    assert {"named_late", "named_mid", "named_early", "named_twice", "dup_0", "giant"} <= ids
    codes = {finding[0] for finding in first["findings"]}
    assert "duplicate-id" in codes and "index-entry-outside" in codes
    if mode == "mutate":
        assert "replaced_388" in ids and not {"tool_0000", "tool_0097"} & ids
        swapped = {tool[0]: json.dumps(tool, ensure_ascii=False) for tool in first["after"]}
        assert "tool 292 工具" in swapped["tool_0291"] and "tool 291 工具" in swapped["tool_0292"], "swapped files"


#: many first scans in one process (a fresh Registry each time, no header cache): nothing accumulates
MANY = r"""
import json, os, sys
from pathlib import Path
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home
home, pi = Path(sys.argv[1]), Path(sys.argv[2])
def fds():
    return len(os.listdir("/proc/self/fd"))
first = None
counts = []
for round in range(15):
    registry = Registry(Home(home, True), builtin_dir=home / "none",
                        pi_layers=[Layer("pi-global", pi, "pi", True)])
    registry.scan()
    tools = sorted((t.id, t.state, str(t.file)) for t in registry.all_tools())
    first = first or tools
    counts.append([fds(), tools == first])
print(json.dumps({"counts": counts, "tools": len(first)}))
"""


def test_many_first_scans_in_one_process_leak_no_descriptor(tmp_path: Path) -> None:
    home = tmp_path / "home"
    for i in range(300):
        write_script(home / "scripts" / f"m_{i}.sh", f"#!/bin/sh\n# Description: miyu {i}\n")
    (home / "scripts" / "gone.sh").mkdir()  # a folder named like a script
    pi = tmp_path / "pi"
    for i in range(300):
        write_script(pi / f"p-{i}.sh", f"#!/bin/bash\n# Description: pi {i}\n")
    os.mkfifo(pi / "fifo.sh")  # never opened for reading (it would block)
    seen = run_child(MANY, str(home), str(pi))
    assert seen["tools"] >= 600
    assert all(same for _fds, same in seen["counts"]), "every round lists the same tools"
    assert len({fds for fds, _same in seen["counts"]}) == 1, seen["counts"]


PI_SCAN = r"""
import json, os, sys
from pathlib import Path
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home
folder = Path(sys.argv[2])
real_scan_pi = Registry._scan_pi
done = []
def scan_pi(self, layer, listing, *args, **kwargs):
    for i in [] if done else range(0, 3000, 89):  # changed between the listing and the reads
        path = folder / f"p-{i:04d}.sh"
        kind = (i // 89) % 3
        path.unlink()
        if kind == 1:
            os.mkfifo(path)
        elif kind == 2:
            path.symlink_to(folder / "p-0001.sh")
    done.append(1)
    return real_scan_pi(self, layer, listing, *args, **kwargs)
if sys.argv[3] == "mutate":
    Registry._scan_pi = scan_pi
registry = Registry(Home(Path(sys.argv[1]), True), builtin_dir=Path(sys.argv[1]) / "none",
                    pi_layers=[Layer("pi-global", folder, "pi", True)])
registry.scan()
def view(r):
    return sorted((t.id, t.state, t.fix, str(t.file), repr(t.pi)) for t in r.all_tools() + r.nameless)
tools, findings = view(registry), sorted((f.code, f.path, f.tool_id) for f in registry.scan_findings())
listings = {name: sorted(listing.items()) for name, listing in registry._listings.items()}
again = registry.scan()
fresh = Registry(Home(Path(sys.argv[1]), True), builtin_dir=Path(sys.argv[1]) / "none",
                 pi_layers=[Layer("pi-global", folder, "pi", True)])
fresh.scan()
print(json.dumps({"tools": tools, "listings": listings, "again": again, "findings": findings,
                  "after": view(registry), "fresh": view(fresh)}))
"""


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["plain", "mutate"])
def test_a_first_look_at_a_pi_folder_of_3000_scripts(tmp_path: Path, mode: str) -> None:
    """Names only first, each stat from its read: the next scan finds every key right (nothing changed), or the
    changes made between the listing and the reads (then it equals a fresh scan)."""
    folder = tmp_path / "pi"
    folder.mkdir()
    for i in range(3000):
        lines = ["#!/bin/bash", f"# Description: pi tool {i} 工具", f"# Usage: t{i} [n]"]
        if i % 400 == 9:
            lines.append("# Name: same")
        if i % 500 == 3:
            lines += [f"# Note {j}: {'长' * 60}" for j in range(300)]
        (folder / f"p-{i:04d}.sh").write_text("\n".join(lines + ["echo hi", ""]), encoding="utf-8")
    (folder / os.fsdecode(b"bad-\xff.sh")).write_text("#!/bin/bash\n# Description: not utf-8\n")
    home = tmp_path / "home"
    (home / "scripts").mkdir(parents=True)
    seen = run_child(PI_SCAN, str(home), str(folder), mode)
    assert len(seen["tools"]) >= 2900
    assert "pi-name-collision" in {f[0] for f in seen["findings"]}
    assert not [tool for tool in seen["tools"] if "bad" in tool[0]], "pi never reads a name that is not UTF-8"
    for _name, key in seen["listings"]["pi-global"]:
        assert key, "no key left as a names-only listing's ()"
    assert seen["after"] == seen["fresh"]
    if mode == "mutate":
        assert seen["again"] is True
        assert not [tool for tool in seen["after"] if tool[0] == "p-0089"], "a script turned into a FIFO is gone"
    else:
        assert seen["again"] is False
        assert seen["tools"] == seen["fresh"]
