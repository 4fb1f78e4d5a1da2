"""Hostile tests of the two forking features: a first scan's fan-out (core/model/fanout.py, registry._parse_ahead)
and the MCP server's start-up child (core/mcp/early.py).

Every case runs real processes: the scans in a fresh single-threaded Python (a pytest worker may have threads, and
fan-out refuses to fork then), the server as ``python -m scriptdeck mcp`` on raw pipes. A fanned-out scan is
always compared with a serial scan of the same folder under the same disturbance."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO, write_script
from tests.test_mcp_early import SLOW_OWN_LIST, SlowWire, make_home
from tests.test_mcp_wire import INIT, Wire, alive, rpc

TWO_CPUS = len(os.sched_getaffinity(0)) > 1
HANG = 60  # seconds: bounds a hang only


def run_child(code: str, *args: str, timeout: float = 120) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=timeout,
                          cwd=REPO)
    assert done.returncode == 0, done.stderr[-4000:]
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


# -- the first scan's fan-out -----------------------------------------------------------------------------------

#: one scan of a Miyu home, disturbed as ``argv[3]`` says once the folder is listed (before any header is read),
#: in both the fanned-out and the serial case; prints everything a scan decides
SCAN = r"""
import json, os, signal, sys, time
from pathlib import Path
from scriptdeck.core.model import fanout
import scriptdeck.core.model.registry as registry_module
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.paths import Home
home, minimum, mode = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
scripts = home / "scripts"
fanout.MINIMUM = minimum
if mode == "tiny":
    fanout.FRAME, fanout.STEAL = 1, 1
parent = os.getpid()

def disturb():
    if mode == "mutate" and not (scripts / "tool_0000.sh").is_fifo() and (scripts / "tool_0000.sh").exists():
        for i in range(0, 3000, 97):  # spread over every share
            path = scripts / f"tool_{i:04d}.sh"
            kind = (i // 97) % 4
            if kind == 0:
                path.unlink()
            elif kind == 1:
                path.unlink(); os.mkfifo(path)
            elif kind == 2:
                path.unlink(); path.symlink_to(scripts / "tool_0001.sh")
            else:
                path.write_text(f"#!/bin/sh\n# Description: replaced {i}\n# ID: replaced_{i}\n")

real_scan_miyu = Registry._scan_miyu
def scan_miyu(self, layer, listing):
    if layer.directory == scripts:
        disturb()
    return real_scan_miyu(self, layer, listing)
Registry._scan_miyu = scan_miyu

if mode == "kill-child":  # every child is killed (SIGKILL) after the parent has taken its first frame in
    real_take = fanout._Share.take
    def take(self, unpack):
        got = real_take(self, unpack)
        if got and not self.ended:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        return got
    fanout._Share.take = take
if mode == "slow-child":  # the children crawl: most of their shares are taken over by this process
    real_first = registry_module._miyu_first
    def slow_first(path):
        if os.getpid() != parent:
            time.sleep(0.002)
        return real_first(path)
    registry_module._miyu_first = slow_first

def fds():
    return sorted(os.listdir("/proc/self/fd"))
before = fds()
registry = Registry(Home(home, True), pi_layers=[])
registry.scan()
def view(r):
    return sorted((t.id, t.state, t.fix, str(t.file), t.header.parameters if t.header else None,
                   t.header.to_record() if t.header else None) for t in r.all_tools() + r.nameless)
listings = {name: sorted(listing.items()) for name, listing in registry._listings.items()}
from tests import child_state
unreaped = child_state.unreaped()
tools, findings = view(registry), sorted((f.code, f.path, f.tool_id) for f in registry.scan_findings())
again = registry.scan()
print(json.dumps({"tools": tools, "listings": listings, "again": again, "after": view(registry),
                  "findings": findings,
                  "started": fanout.started, "unreaped": unreaped, "fds": len(fds()) - len(before)},
                 default=repr))
"""


def make_big_home(root: Path, count: int = 3000) -> Path:
    """A home whose scripts folder has ``count`` tools and every awkward kind of file, spread over all shares."""
    scripts = root / "scripts"
    scripts.mkdir(parents=True)
    huge = "".join(f"#   \"p{j}\": {{\"type\": \"string\", \"description\": \"{'长' * 40}\"}},\n" for j in range(300))
    for i in range(count):
        lines = ["#!/bin/sh", f"# Description: tool {i} 工具"]
        if i % 500 == 3:  # a 32 KiB+ header (past the read limit for some)
            lines += ["# Parameters: {", '#   "type": "object", "properties": {', huge.rstrip(",\n"), "#   }", "# }"]
        if i % 250 == 7:  # the same id as a file far away (across the split points)
            lines.append(f"# ID: dup_{i % 3}")
        if i % 333 == 5:
            lines = ["echo no shebang"]
        (scripts / f"tool_{i:04d}.sh").write_text("\n".join(lines + ["echo hi", ""]), encoding="utf-8")
    for i in range(0, count, 301):
        (scripts / os.fsdecode(b"bad-\xff-" + str(i).encode() + b".sh")).write_bytes(
            b"#!/bin/sh\n# Description: not utf-8 name\n")
    (scripts / ".hidden.sh").write_text("#!/bin/sh\n# Description: hidden\n")
    (scripts / "tool_0001.sh~").write_text("#!/bin/sh\n# Description: backup\n")
    (scripts / "linked.sh").symlink_to("tool_0002.sh")  # relative: the same in a copy of the folder
    # the index names files deep in the children's shares, out of order, twice, through ./ and a missing one
    (scripts / "index.json").write_text(json.dumps({"scripts": [
        {"id": "named_late", "path": f"tool_{count - 2:04d}.sh", "timeout": 9},
        {"id": "named_mid", "path": f"./tool_{count // 2:04d}.sh"},
        {"id": "named_early", "path": "tool_0010.sh"},
        {"id": "named_twice", "path": f"tool_{count - 2:04d}.sh"},
        {"id": "named_late", "path": "tool_0011.sh"},
        {"id": "named_gone", "path": "nowhere.sh"},
        {"id": "named_dup", "path": f"tool_{count - 250 + 7 - (count - 250 + 7) % 250 + 7:04d}.sh"}],
        "disabled": [{"id": "tool_2999"}, {"id": "dup_1"}]}))
    return root


def compare(home: Path, mode: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The fanned-out and the serial scan of a copy of ``home`` each (a disturbance changes the folder)."""
    results = []
    for minimum in ("50", "1000000"):
        copy = home.with_name(f"{home.name}-{minimum}")
        subprocess.run(["cp", "-a", str(home), str(copy)], check=True)
        seen = run_child(SCAN, str(copy), minimum, mode)
        text = json.dumps(seen).replace(str(copy), "HOME")  # the same answer, whichever copy it came from
        results.append(json.loads(text))
    return results[0], results[1]


def shape(listings: dict[str, Any]) -> dict[str, Any]:
    """Listings without what differs between two copies of a folder (inodes; times of files made in a run)."""
    return {layer: [(name, key[0] if key else None, key[3] if key else None) for name, key in listing]
            for layer, listing in listings.items()}


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["plain", "mutate", "kill-child", "slow-child", "tiny"])
def test_a_fanned_out_scan_of_a_hostile_folder_equals_a_serial_one(tmp_path: Path, mode: str) -> None:
    home = make_big_home(tmp_path / "home")
    fanned, serial = compare(home, mode)
    assert serial["started"] == 0
    if TWO_CPUS:
        assert fanned["started"] >= 1, "the scan really forked"
    assert fanned["tools"] == serial["tools"]
    assert fanned["findings"] == serial["findings"]
    if mode == "mutate":  # a file changed after the listing: its key is the listing's (serial) or the read's
        assert [name for name, _key in fanned["listings"]["global"]] == \
            [name for name, _key in serial["listings"]["global"]]
        assert fanned["again"] is True and serial["again"] is True, "the change is seen on the next scan"
        assert fanned["after"] == serial["after"]
    else:
        assert shape(fanned["listings"]) == shape(serial["listings"]), "every stat key filled in, the same"
        assert fanned["again"] is False and serial["again"] is False
    for listing in fanned["listings"].values():
        assert all(key for _name, key in listing), "no key left as a names-only listing's ()"
    assert fanned["unreaped"] is False and fanned["fds"] == 0, "no child left unreaped, no descriptor left open"
    ids = {tool[0] for tool in serial["tools"]}
    assert {"named_late", "named_mid", "named_early", "named_twice", "dup_0"} <= ids
    codes = {finding[0] for finding in serial["findings"]}
    assert "duplicate-id" in codes and "index-entry-outside" in codes
    if mode == "mutate":
        assert "replaced_291" in ids and not {"tool_0000", "tool_0097"} & ids


#: many first scans in one process (a fresh Registry each time, no header cache): nothing accumulates
MANY = r"""
import json, os, sys
from pathlib import Path
from scriptdeck.core.model import fanout
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home
fanout.MINIMUM = 50
home, pi = Path(sys.argv[1]), Path(sys.argv[2])
def fds():
    return len(os.listdir("/proc/self/fd"))
def children():
    return open(f"/proc/{os.getpid()}/task/{os.getpid()}/children").read().split()
first = None
counts = []
for round in range(15):
    registry = Registry(Home(home, True), builtin_dir=home / "none",
                        pi_layers=[Layer("pi-global", pi, "pi", True)])
    registry.scan()
    tools = sorted((t.id, t.state, str(t.file)) for t in registry.all_tools())
    first = first or tools
    counts.append([fds(), len(children()), tools == first])
print(json.dumps({"counts": counts, "started": fanout.started, "tools": len(first)}))
"""


@pytest.mark.slow
def test_many_first_scans_in_one_process_leak_no_descriptor_and_no_child(tmp_path: Path) -> None:
    home = tmp_path / "home"
    for i in range(300):
        write_script(home / "scripts" / f"m_{i}.sh", f"#!/bin/sh\n# Description: miyu {i}\n")
    pi = tmp_path / "pi"
    for i in range(300):
        write_script(pi / f"p-{i}.sh", f"#!/bin/bash\n# Description: pi {i}\n")
    seen = run_child(MANY, str(home), str(pi))
    assert seen["tools"] >= 600
    if TWO_CPUS:
        assert seen["started"] >= 15
    assert all(same for _fds, _kids, same in seen["counts"]), "every round lists the same tools"
    assert len({fds for fds, _kids, _same in seen["counts"]}) == 1, seen["counts"]
    assert all(kids == 0 for _fds, kids, _same in seen["counts"]), seen["counts"]


PI_SCAN = r"""
import json, os, sys
from pathlib import Path
from scriptdeck.core.model import fanout
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home
fanout.MINIMUM = int(sys.argv[3])
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
if sys.argv[4] == "mutate":
    Registry._scan_pi = scan_pi
if sys.argv[4] == "tiny":
    fanout.FRAME, fanout.STEAL = 1, 1
registry = Registry(Home(Path(sys.argv[1]), True), builtin_dir=Path(sys.argv[1]) / "none",
                    pi_layers=[Layer("pi-global", folder, "pi", True)])
registry.scan()
def view(r):
    return sorted((t.id, t.state, t.fix, str(t.file), repr(t.pi)) for t in r.all_tools() + r.nameless)
tools, findings = view(registry), sorted((f.code, f.path, f.tool_id) for f in registry.scan_findings())
listings = {name: sorted(listing.items()) for name, listing in registry._listings.items()}
again = registry.scan()
print(json.dumps({"tools": tools, "listings": listings, "again": again, "started": fanout.started,
                  "findings": findings, "after": view(registry)}))
"""


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["plain", "mutate", "tiny"])
def test_a_fanned_out_pi_scan_of_3000_scripts_equals_a_serial_one(tmp_path: Path, mode: str) -> None:
    folder = tmp_path / "pi"
    folder.mkdir()
    for i in range(3000):
        lines = ["#!/bin/bash", f"# Description: pi tool {i} 工具", f"# Usage: t{i} [n]"]
        if i % 400 == 9:
            lines.append("# Name: same")  # collisions across the split points
        if i % 500 == 3:
            lines += [f"# Note {j}: {'长' * 60}" for j in range(300)]
        (folder / f"p-{i:04d}.sh").write_text("\n".join(lines + ["echo hi", ""]), encoding="utf-8")
    (folder / os.fsdecode(b"bad-\xff.sh")).write_text("#!/bin/bash\n# Description: not utf-8\n")
    home = tmp_path / "home"
    (home / "scripts").mkdir(parents=True)
    runs = []
    for minimum in ("50", "1000000"):
        copy = tmp_path / f"pi-{minimum}"
        subprocess.run(["cp", "-a", str(folder), str(copy)], check=True)
        seen = run_child(PI_SCAN, str(home), str(copy), minimum, mode)
        runs.append(json.loads(json.dumps(seen).replace(str(copy), "PI")))
    fanned, serial = runs
    assert serial["started"] == 0
    if TWO_CPUS:
        assert fanned["started"] >= 1
    assert fanned["tools"] == serial["tools"] and len(serial["tools"]) >= 2900
    assert fanned["findings"] == serial["findings"] and "pi-name-collision" in {f[0] for f in serial["findings"]}
    if mode == "mutate":
        assert [name for name, _key in fanned["listings"]["pi-global"]] == \
            [name for name, _key in serial["listings"]["pi-global"]]
        assert fanned["after"] == serial["after"]
        assert not [tool for tool in serial["tools"] if "0089" in tool[0]], "a script turned into a FIFO is gone"
    else:
        assert shape(fanned["listings"]) == shape(serial["listings"])
        assert fanned["again"] is False and serial["again"] is False


#: a first scan that stops for SIGINT while its children work
INTERRUPTED = r"""
import json, os, sys, time
from pathlib import Path
from scriptdeck.core.model import fanout
import scriptdeck.core.model.registry as registry_module
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home
fanout.MINIMUM = 50
parent = os.getpid()
pi = sys.argv[3] == "pi"
marker = [sys.argv[2]]
real_fan_out = fanout.fan_out
def fan_out(items, *args, **kwargs):
    if marker[0] == "last":  # the last item of the batch (a pi folder's is in listing order, not sorted)
        marker[0] = "/" + items[-1].rpartition("/")[2]
    return real_fan_out(items, *args, **kwargs)
fanout.fan_out = fan_out
real_first = registry_module._pi_first if pi else registry_module._miyu_first
ready = []
def slow_first(path):
    if os.getpid() != parent:
        time.sleep(0.003)  # the children's shares take seconds
    elif ready:
        print("parsed after the interrupt", path, flush=True)
    elif path.endswith(marker[0]):
        print("ready", flush=True)  # the parent is in the middle of its own share: the test sends SIGINT now
        ready.append(path)
        time.sleep(30)
    return real_first(path)
if marker[0].startswith("build:"):  # the parent builds a tool from a child's header: SIGINT there
    name, marker[0] = marker[0][len("build:"):], "(none)"
    real_take = fanout._Share.take
    def take(self, unpack):
        if ready:
            print("parsed after the interrupt: a child's frames taken in", flush=True)
        return real_take(self, unpack)
    fanout._Share.take = take
    real_id = registry_module.id_from_file_name
    def slow_id(file_name):
        if file_name == name and not ready:
            print("ready", flush=True)
            ready.append(file_name)
            time.sleep(30)
        return real_id(file_name)
    registry_module.id_from_file_name = slow_id
if pi:
    registry_module._pi_first = slow_first
else:
    registry_module._miyu_first = slow_first
before = len(os.listdir("/proc/self/fd"))
home = Path(sys.argv[1])
layers = [Layer("pi-global", home / "scripts", "pi", True)] if pi else []
try:
    Registry(Home(home / "deck" if pi else home, True), builtin_dir=home / "none", pi_layers=layers).scan()
    interrupted = False
except KeyboardInterrupt:
    interrupted = True
kids = open(f"/proc/{parent}/task/{parent}/children").read().split()
from tests import child_state
unreaped = child_state.unreaped()
print(json.dumps({"interrupted": interrupted, "kids": kids, "unreaped": unreaped, "started": fanout.started,
                  "fds": len(os.listdir("/proc/self/fd")) - before}))
"""


@pytest.mark.slow
@pytest.mark.parametrize(("dialect", "where"), [("miyu", "own"), ("miyu", "waiting"), ("miyu", "building"),
                                                ("pi", "own"), ("pi", "waiting")])
def test_sigint_during_a_fanned_out_scan_leaves_no_child_and_no_zombie(tmp_path: Path, where: str,
                                                                       dialect: str) -> None:
    """SIGINT (KeyboardInterrupt) while this process parses its own share, while it waits for a child's
    header in the scan loop, and while it builds a tool from a child's header: the error reaches the caller at
    once (nothing more is parsed), every child is gone and reaped, no pipe stays open."""
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no children")
    home = tmp_path / "home"
    for i in range(3000):
        write_script(home / "scripts" / f"t_{i:04d}.sh", f"#!/bin/sh\n# Description: t {i}\n")
    # "own": a file of this process's share; "waiting": the last file, parsed here by taking over a child's end
    marker = {"own": "t_0100.sh", "waiting": "last", "building": "build:t_2000.sh"}[where]
    (home / "deck" / "scripts").mkdir(parents=True)
    proc = subprocess.Popen([sys.executable, "-c", INTERRUPTED, str(home), marker, dialect], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    assert proc.stdout.readline() == "ready\n"
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=HANG)
    assert proc.returncode == 0, err
    assert "ready" not in out, "the interrupted scan went on (the file it was reading was read again)"
    assert "parsed after the interrupt" not in out, "the interrupted scan went on parsing"
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["interrupted"] and seen["started"] >= 1
    assert seen["kids"] == [] and seen["unreaped"] is False, seen
    assert seen["fds"] == 0, seen


# -- the MCP server's start-up child -------------------------------------------------------------------------------


def descendants(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        for child in server_children(todo.pop()):
            found.append(child)
            todo.append(child)
    return found


def server_children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(child) for child in text.split()]


def test_a_client_that_closes_stdin_at_once_leaves_nothing_behind(tmp_path: Path) -> None:
    """stdin closed before anything is written, and right after initialize: exit 0, only JSON on stdout, the
    start-up child gone."""
    home = make_home(tmp_path / "home")
    for early_close in (True, False):
        proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp"], cwd=REPO,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdin is not None
        kids: set[int] = set()
        if not early_close:
            proc.stdin.write(rpc("initialize", INIT, 0))
            proc.stdin.flush()
            kids.update(server_children(proc.pid))
        proc.stdin.close()
        proc.stdin = None  # closed: communicate() has nothing to flush
        kids.update(server_children(proc.pid))
        out, err = proc.communicate(timeout=HANG)
        assert proc.returncode == 0, err[-3000:]
        lines = out.decode().splitlines()
        for line in lines:
            json.loads(line)
        assert len(lines) == (0 if early_close else 1), lines
        deadline = time.monotonic() + HANG
        while any(alive(kid) for kid in kids) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(alive(kid) for kid in kids)


@pytest.mark.slow
@pytest.mark.parametrize("grand", [False, True])
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_during_start_up_ends_the_server_and_its_child(tmp_path: Path, sig: int, grand: bool) -> None:
    """The start-up child (busy with a first scan of 3000 files, which it fans out to children of its own):
    a signal to the server ends it with 128 + the signal, and every process it started is gone."""
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no start-up child")
    home = make_home(tmp_path / "home", 3000)  # a start-up child busy for a while
    proc = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp"], cwd=REPO,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        kids: set[int] = set()
        deadline = time.monotonic() + HANG
        while len(kids) < (2 if grand else 1) and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.005)
            kids.update(descendants(proc.pid))  # the start-up child, and its own scan's children
        assert kids, "the server started no child"
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=HANG)
        assert proc.returncode in (128 + sig, -sig), (proc.returncode, err[-3000:])
        assert b"Traceback" not in err, err[-3000:]
        for line in out.decode().splitlines():
            json.loads(line)
        while any(alive(kid) for kid in kids) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(alive(kid) for kid in kids), "the start-up child outlived the server"
    finally:
        proc.kill()
        proc.wait()


def prepare(home: Path, case: str) -> list[str]:
    """A home set up for ``case``; returns the command's arguments after --home."""
    scripts = home / "scripts"
    if case == "broken-index":
        (scripts / "index.json").write_text('{"scripts": [ not json')
    elif case == "unreadable-index":
        (scripts / "index.json").mkdir()  # unreadable even as root
    elif case == "broken-settings":
        (home / "settings.json").write_text('{"language": ')
    elif case == "persona":
        persona = scripts / "personas" / "helper"
        persona.mkdir(parents=True)
        write_script(persona / "own.sh", "#!/bin/sh\n# Description: the persona's own tool\n")
        return ["--persona", "helper", "mcp"]
    elif case == "zh":
        return ["mcp", "--lang", "zh_CN"]
    elif case == "manage":
        return ["mcp", "--allow-manage"]
    elif case == "library":
        library = home.parent / "library"
        write_script(library / "libtool.sh", "#!/bin/bash\n# Description: from the library\n")
        return ["--library", f"pi:{library}", "mcp"]
    return ["mcp"]


@pytest.mark.slow
@pytest.mark.parametrize("case", ["plain", "few", "broken-index", "unreadable-index", "broken-settings", "persona", "zh",
                                  "manage", "library"])
def test_the_early_list_is_byte_identical_to_the_served_one(tmp_path: Path, case: str) -> None:
    """A tools/list answered from the start-up child's bytes and one answered later, nothing changed between:
    the same tools byte for byte, and no spurious list_changed."""
    home = make_home(tmp_path / "home", 3 if case == "few" else 120)
    args = prepare(home, case)
    log = tmp_path / "stderr.log"
    server = SlowWire(home, log, *args)
    try:
        server.initialize()
        server.write(rpc("tools/list", {}, 1))
        first = server.wait(1)[0]
        server.write(rpc("tools/call", {"name": "tool_0", "arguments": {}}, 2))  # waits for the deck
        server.wait(2)
        server.write(rpc("tools/list", {}, 3))
        later = server.wait(3)[0]
        early_bytes, later_bytes = server.raw_answer(1), server.raw_answer(3)
        time.sleep(0.5)  # a list_changed sent on first_list_done would be here by now
        with server._cond:
            changed = [m for m in server.lines if m.get("method") == "notifications/tools/list_changed"]
    finally:
        server.close()
    assert "result" in first, first
    assert first["result"] == later["result"]
    assert early_bytes == later_bytes, "the answer from the child's bytes is the one the server writes later"
    names = {tool["name"] for tool in first["result"]["tools"]}
    assert "tool_0" in names
    if case == "persona":
        assert "own" in names
    if case == "library":
        assert [name for name in names if "libtool" in name], names
    if case == "manage":
        assert "manage_script" in names
    if TWO_CPUS:  # a list under 100 tools is written through the SDK: the child's (ASCII) bytes are not served
        assert ("the whole list as the start-up child made it" in log.read_text()) is (case != "few")
    assert changed == [], "nothing changed: no list_changed"


@pytest.mark.slow
def test_page_size_lists_page_by_page_without_the_child(tmp_path: Path) -> None:
    home = make_home(tmp_path / "home", 23)
    log = tmp_path / "stderr.log"
    server = Wire(home, log, "--page-size", "5")
    try:
        kids = server_children(server.proc.pid)
        server.initialize()
        names: list[str] = []
        cursor: str | None = None
        for ident in range(1, 20):
            server.write(rpc("tools/list", {"cursor": cursor} if cursor else {}, ident))
            result = server.wait(ident)[0]["result"]
            assert len(result["tools"]) <= 5
            names += [tool["name"] for tool in result["tools"]]
            cursor = result.get("nextCursor")
            if not cursor:
                break
    finally:
        server.close()
    assert kids == [], "no start-up child with --page-size"
    assert len(names) == len(set(names)) and {f"tool_{i}" for i in range(23)} <= set(names)


def test_the_client_sees_eof_as_soon_as_the_server_exits(tmp_path: Path) -> None:
    """The server is killed while its start-up child still works (held back 60 s): the client's stdout pipe
    reaches EOF at once, since the child holds no copy of it."""
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no start-up child")
    home = make_home(tmp_path / "home", 3)
    script = tmp_path / "slow_child.py"
    script.write_text(r"""
import os, sys, time
from scriptdeck.core.mcp import tools
server = os.getpid()
build = tools.ToolCatalog.build
def slow_build(self, registry):
    if os.getpid() != server:
        os.kill(server, 10)  # SIGUSR1: "the child is at work"
        time.sleep(60)
    return build(self, registry)
tools.ToolCatalog.build = slow_build
import signal
signal.signal(signal.SIGUSR1, lambda *a: print("child at work", file=sys.stderr, flush=True))
from scriptdeck.gui.launcher import main
sys.exit(main(sys.argv[1:]))
""")
    proc = subprocess.Popen([sys.executable, str(script), "--home", str(home), "mcp"], cwd=REPO,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    try:
        assert b"child at work" in proc.stderr.readline()
        kids = server_children(proc.pid)
        proc.stdin.write(rpc("initialize", INIT, 0))
        proc.stdin.flush()
        assert "result" in json.loads(proc.stdout.readline())
        proc.stdin.close()  # the server exits (the child still sleeps, or was killed with it)
        started = time.monotonic()
        rest = proc.stdout.read()  # EOF must come with the server's exit, not the child's 60 s later
        waited = time.monotonic() - started
        assert rest == b""
        assert proc.wait(timeout=HANG) == 0
        assert waited < 30, "the client's stdout stayed open after the server exited: a child holds it"
        assert kids and not any(alive(kid) for kid in kids)
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.slow
def test_a_modern_client_listing_at_once_gets_the_same_tools_as_an_early_handshake_client(tmp_path: Path) -> None:
    """A 2026-07-28 client is never given the start-up child's bytes (the early list is handshake-era only); what
    it lists at once is the same tools as the early list a handshake-era client gets from the same home."""
    import anyio
    import mcp_types as types
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    home = make_home(tmp_path / "home")
    script = tmp_path / "slow_server.py"
    script.write_text(SLOW_OWN_LIST)

    async def main() -> tuple[str, list[dict[str, Any]]]:
        params = StdioServerParameters(command=sys.executable, args=[str(script), "--home", str(home), "mcp"],
                                       cwd=str(REPO))
        with anyio.fail_after(HANG):
            async with Client(params, mode="auto",
                              client_info=types.Implementation(name="modern", version="1")) as client:
                listed = await client.list_tools()
                return client.protocol_version, [tool.model_dump(mode="json", by_alias=True,
                                                                 exclude_none=True) for tool in listed.tools]

    version, modern = anyio.run(main)
    assert version >= "2026"
    server = SlowWire(home, tmp_path / "legacy.log", "mcp")
    try:
        server.initialize()
        server.write(rpc("tools/list", {}, 1))
        legacy = server.wait(1)[0]["result"]["tools"]
    finally:
        server.close()
    assert [tool["name"] for tool in modern] == [tool["name"] for tool in legacy]
    assert [tool["inputSchema"] for tool in modern] == [tool["inputSchema"] for tool in legacy]
    assert [tool.get("description") for tool in modern] == [tool.get("description") for tool in legacy]


STOPPED = r"""
import json, os, signal, sys
from scriptdeck.core.model import fanout
parent = os.getpid()
fanout.MAX_CHILDREN, fanout.FRAME = 1, 50
stopped = []
def work(n):
    if os.getpid() != parent and not stopped:  # the child's first item
        stopped.append(n)
        os.kill(os.getpid(), signal.SIGSTOP)  # the child is stopped from outside (a debugger, a job control slip)
    return n * 2
items = list(range(3000))
own, rest = fanout.fan_out(items, work, pack=lambda r: r, unpack=lambda r: r, minimum=100)
out = own + rest()
from tests import child_state
unreaped = child_state.unreaped()
print(json.dumps({"same": out == [n * 2 for n in items], "started": fanout.started, "unreaped": unreaped}))
"""


@pytest.mark.slow
def test_a_stopped_child_does_not_hang_the_parent() -> None:
    """The parent takes a child's share over down to the item the child is at; a child stopped there (SIGSTOP)
    must not be waited for without end: it is given up on and its item done here, the results still exact."""
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no children")
    proc = subprocess.Popen([sys.executable, "-c", STOPPED], cwd=REPO, stdout=subprocess.PIPE, text=True)
    try:
        out, _ = proc.communicate(timeout=30)  # bounds a hang only
    finally:
        for kid in descendants(proc.pid):
            os.kill(kid, signal.SIGKILL)
        proc.kill()
        proc.wait()
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["same"] and seen["started"] == 1 and seen["unreaped"] is False


@pytest.mark.slow
def test_several_lists_during_start_up_are_one_answer_each_and_a_bad_cursor_is_refused(tmp_path: Path) -> None:
    """Three whole-list requests and one with a cursor the server never made, all before its own first list:
    each whole list is the same bytes as the list served later, the cursor gets -32602, no list_changed."""
    home = make_home(tmp_path / "home")
    server = SlowWire(home, tmp_path / "stderr.log", "mcp")
    try:
        server.initialize()
        server.write(rpc("tools/list", {}, 1) + rpc("tools/list", None, 2) + rpc("tools/list", {"cursor": "nope"}, 3)
                     + rpc("tools/list", {"cursor": None}, 4))
        answers = {ident: server.wait(ident)[0] for ident in (1, 2, 3, 4)}
        server.write(rpc("tools/call", {"name": "tool_0", "arguments": {}}, 5))
        server.wait(5)
        server.write(rpc("tools/list", {}, 6))
        server.wait(6)
        time.sleep(0.5)  # a list_changed sent on first_list_done would be here by now
        with server._cond:
            changed = [m for m in server.lines if m.get("method") == "notifications/tools/list_changed"]
        raw = {ident: server.raw_answer(ident) for ident in (1, 2, 4, 6)}
    finally:
        server.close()
    assert answers[3]["error"]["code"] == -32602, answers[3]
    assert raw[1] == raw[2] == raw[4] == raw[6]
    assert changed == []


class RawWire(SlowWire):
    """:class:`SlowWire`'s raw lines on the real server (no delay anywhere)."""

    def __init__(self, home: Path, log: Path, *extra: str) -> None:
        Wire.__init__(self, home, log, *extra)
        self.raw = []


@pytest.mark.slow
def test_a_first_ever_start_on_3000_tools_lists_the_same_bytes_early_and_late(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """No delay: the start-up child's scan (fanned out: it is single-threaded) and the server's own (serial: it has
    threads) race on a first-ever start over 3000 files with awkward headers; the answers are the same bytes."""
    home = make_big_home(tmp_path / "home")
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    monkeypatch.setenv("SCRIPTDECK_DEBUG", "1")  # the server says which list it answered with
    server = RawWire(home, tmp_path / "stderr.log")
    try:
        server.initialize()
        server.write(rpc("tools/list", {}, 1))
        server.wait(1)
        server.write(rpc("tools/call", {"name": "tool_0000", "arguments": {}}, 2))
        server.wait(2)
        server.write(rpc("tools/list", {}, 3))
        server.wait(3)
        time.sleep(0.5)
        with server._cond:
            changed = [m for m in server.lines if m.get("method") == "notifications/tools/list_changed"]
        first, later = server.raw_answer(1), server.raw_answer(3)
    finally:
        server.close()
    assert len(json.loads(later.replace(b'"id":N', b'"id":3'))["result"]["tools"]) > 2900
    assert first == later
    assert changed == []
    print("early list served:", "start-up child made it" in (tmp_path / "stderr.log").read_text())


@pytest.mark.slow
def test_scriptdeck_list_with_a_child_killed_from_outside_equals_a_one_cpu_list(tmp_path: Path) -> None:
    """`scriptdeck list --json` on a first-ever scan of 3000 files (fanned out at the default MINIMUM); a child is
    found through /proc and SIGKILLed as soon as it appears. The output equals `list` run on one CPU (serial)."""
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no children")
    home = make_big_home(tmp_path / "home")
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    serial_home = tmp_path / "serial"
    subprocess.run(["cp", "-a", str(home), str(serial_home)], check=True)
    command = [sys.executable, "-m", "scriptdeck", "list", "--json", "--home"]
    proc = subprocess.Popen([*command, str(home)], cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    killed: list[int] = []
    deadline = time.monotonic() + HANG
    while not killed and proc.poll() is None and time.monotonic() < deadline:
        for kid in server_children(proc.pid):
            os.kill(kid, signal.SIGKILL)
            killed.append(kid)
    out, err = proc.communicate(timeout=HANG)
    assert proc.returncode == 0, err[-3000:]
    one_cpu = subprocess.run(["taskset", "-c", "0", *command, str(serial_home)], cwd=REPO, capture_output=True,
                             timeout=HANG)
    assert one_cpu.returncode == 0, one_cpu.stderr[-3000:]
    assert killed, "no child was seen to kill"
    assert json.loads(out.replace(os.fsencode(home), b"HOME")) == \
        json.loads(one_cpu.stdout.replace(os.fsencode(serial_home), b"HOME"))
    assert b"Traceback" not in err


def test_a_scan_stopped_by_an_error_cancels_its_children_instead_of_finishing_them(tmp_path: Path) -> None:
    """An error (or Ctrl+C) while the scan builds tools from the children's headers: the children are killed and
    reaped at once (``_Ahead.cancel``); the headers still to come are not waited for nor parsed here."""
    code = r"""
import json, os, sys
from pathlib import Path
from scriptdeck.core.model import fanout, registry as registry_module
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.paths import Home
fanout.MINIMUM = 50
calls = []
for name in ("finish", "cancel"):
    real = getattr(registry_module._Ahead, name)
    def record(self, real=real, name=name):
        calls.append(name)
        return real(self)
    setattr(registry_module._Ahead, name, record)
real_scan_files = Registry._scan_files
def failing_scan_files(self, *args):
    if args[-1] is None:  # a layer without children (the built-in one): as it is
        return real_scan_files(self, *args)
    raise LookupError("building a tool failed")
Registry._scan_files = failing_scan_files
try:
    Registry(Home(Path(sys.argv[1]), True), pi_layers=[]).scan()
    raised = False
except LookupError:
    raised = True
from tests import child_state
unreaped = child_state.unreaped()
print(json.dumps({"raised": raised, "calls": calls, "started": fanout.started, "unreaped": unreaped}))
"""
    if not TWO_CPUS:
        pytest.skip("one usable CPU: no children")
    home = tmp_path / "home"
    for i in range(600):
        write_script(home / "scripts" / f"t_{i:04d}.sh", f"#!/bin/sh\n# Description: t {i}\n")
    done = subprocess.run([sys.executable, "-c", code, str(home)], cwd=REPO, capture_output=True, text=True,
                          timeout=HANG)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["raised"] and seen["started"] >= 1
    assert seen["calls"] == ["cancel"], seen
    assert seen["unreaped"] is False
