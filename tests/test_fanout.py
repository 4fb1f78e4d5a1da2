"""core/model/fanout.py: a first-ever scan's parses spread over forked children, with the serial answer.

Each case runs in a fresh single-threaded Python process (a pytest worker may have threads, and fan-out refuses
to fork a threaded process), so the forks are real."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def run_child(code: str, *args: str, timeout: float = 60) -> dict:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=timeout,
                          cwd=REPO)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


MAP = r"""
import json, os, sys, time
from scriptdeck.core.model import fanout
parent = os.getpid()
LATE = 2500  # past the first frames of every child's share
def work(n):
    if os.getpid() == parent:  # this process is the slow side: it never takes a working child's share over
        time.sleep(0.0002)
    if sys.argv[1] == "child-fails" and os.getpid() != parent:
        raise RuntimeError("a child's work fails")
    if sys.argv[1] == "child-dies" and os.getpid() != parent:
        os._exit(3)
    if sys.argv[1] == "child-fails-late" and os.getpid() != parent and n >= LATE:
        raise RuntimeError("a child's work fails after a few frames")
    return {"n": n, "square": n * n, "pid": os.getpid(), "text": "名" * (n % 5)}
if sys.argv[1] == "bad-frame":  # a child's third frame arrives as bytes that are no frame
    real_write, writes = fanout._write_all, [0]
    def _write_all(fd, data):
        if os.getpid() != parent:
            writes[0] += 1
            if writes[0] == 6:  # (each frame is two writes: its length, then its data)
                data = b"\xff" * len(data)
        real_write(fd, data)
    fanout._write_all = _write_all
items = list(range(3000))
fanout.FRAME = 100
fanout.MAX_CHILDREN = 3
children = fanout.children_for(len(items), 100)
own, rest = fanout.fan_out(items, work, pack=lambda r: r, unpack=lambda r: r, minimum=100)
out = own + rest()
print(json.dumps({"children": children, "usable": fanout.usable_cpus(),
                  "same": [(r["n"], r["square"], r["text"]) for r in out] == [(n, n * n, "名" * (n % 5)) for n in items],
                  "pids": sorted({r["pid"] for r in out}), "parent": parent,
                  "by_child": [r["n"] for r in out if r["pid"] != parent]}))
"""


@pytest.mark.parametrize("mode", ["ok", "child-fails", "child-dies", "child-fails-late", "bad-frame"])
def test_results_in_order_and_equal_to_serial_whatever_the_children_do(mode: str) -> None:
    seen = run_child(MAP, mode)
    assert seen["same"]
    if seen["usable"] < 2:
        pytest.skip("one usable CPU: fan-out runs serially here")
    assert seen["children"] >= 1
    if mode == "ok":  # children really did part of the work
        assert len(seen["pids"]) == seen["children"] + 1
    elif mode in ("child-fails", "child-dies"):  # their shares were done again here
        assert seen["pids"] == [seen["parent"]]
    elif mode == "child-fails-late":  # the whole frames a child sent before failing are used, the rest redone
        assert seen["by_child"] and max(seen["by_child"]) < 2500
    else:  # the frames before the bad one are used; it and what follows are done here
        assert len(seen["pids"]) > 1 and len(seen["by_child"]) < 3000 - 3000 * 44 // 100


def test_the_first_frames_are_given_while_a_child_still_works(tmp_path: Path) -> None:
    """``rest.next()`` hands over what a child has sent so far: a scan builds tools from a child's first headers
    while it parses its last ones (the child here waits on its last item until the parent has its first frame)."""
    code = r"""
import json, os, sys, time
from scriptdeck.core.model import fanout
marker = sys.argv[1]
parent = os.getpid()
fanout.FRAME, fanout.MAX_CHILDREN = 50, 1
items = list(range(2000))
def work(n):
    if os.getpid() != parent and n == items[-1]:
        deadline = time.monotonic() + 20  # if the parent waited for the whole share, this ends it anyway
        while not os.path.exists(marker) and time.monotonic() < deadline:
            time.sleep(0.01)
    return [n, os.getpid()]
own, rest = fanout.fan_out(items, work, pack=lambda r: r, unpack=lambda r: r, minimum=100)
first = rest.next()
open(marker, "w").close()
out = own + first + rest()
print(json.dumps({"children": fanout.started, "first": len(first), "from_child": first[0][1] != parent if first else None,
                  "same": [r[0] for r in out] == items, "again": rest.next()}))
"""
    seen = run_child(code, str(tmp_path / "marker"))
    assert seen["same"] and seen["again"] == []
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one usable CPU: fan-out runs serially here")
    assert seen["children"] == 1 and seen["from_child"]
    assert 0 < seen["first"] < 2000 - 2000 * 44 // 100, "the first frames came before the child's last item was done"


def test_a_process_with_a_thread_never_forks() -> None:
    code = r"""
import json, threading, time
from scriptdeck.core.model import fanout
before = fanout.children_for(10000)
stop = threading.Event()
worker = threading.Thread(target=stop.wait); worker.start()
during = fanout.children_for(10000)
stop.set(); worker.join()
print(json.dumps({"before": before, "during": during, "few": fanout.children_for(10)}))
"""
    seen = run_child(code)
    assert seen["during"] == 0 and seen["few"] == 0
    if os.cpu_count() and len(os.sched_getaffinity(0)) > 1:
        assert seen["before"] >= 1


SCAN = r"""
import json, os, sys, time
from pathlib import Path
from scriptdeck.core.model import fanout
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.paths import Home
fanout.MINIMUM = int(sys.argv[2])
fanout.FRAME = 16  # many frames: the scan takes a child's headers in as they come, frame by frame
parent = os.getpid()
import scriptdeck.core.model.registry as registry_module
here = {"parsed": 0}
real_parse = registry_module.parse_miyu
def counted(data):
    here["parsed"] += 1  # counted in this process only: a child's count stays in the child
    if os.getpid() == parent:  # this process is the slow one: it never needs to take a child's share over
        time.sleep(0.001)
    return real_parse(data)
registry_module.parse_miyu = counted
home = Home(Path(sys.argv[1]), True)
registry = Registry(home, pi_layers=[])
registry.scan()
def view(r):
    # parameters first: a child's header keeps its schema encoded until used, as one from the header cache does
    return sorted((t.id, t.state, t.fix, str(t.file), t.header.parameters if t.header else None,
                   t.header.to_record() if t.header else None) for t in r.all_tools())
listings = {name: sorted(listing.items()) for name, listing in registry._listings.items()}
again = registry.scan()  # nothing changed on disk: a rescan finds nothing to do
print(json.dumps({"tools": view(registry), "parsed": registry.parse_count, "listings": listings, "again": again,
                  "started": fanout.started, "parsed_here": here["parsed"],
                  "children": fanout.children_for(len(registry.tools), int(sys.argv[2]))}, default=repr))
"""


def test_a_fanned_out_scan_equals_a_serial_one(tmp_path: Path) -> None:
    scripts = tmp_path / "home" / "scripts"
    scripts.mkdir(parents=True)
    for i in range(400):
        kind = i % 4
        lines = ["#!/bin/sh", f"# Description: tool {i} 工具"]
        if kind == 1:
            lines += ["# Parameters:", "# {", '#   "type": "object",', f'#   "properties": {{"p{i}": {{"type": "string"}}}}', "# }"]
        elif kind == 2:
            lines += [f'# Parameters: {{"type": "object", "required": ["x{i}"], "properties": {{"x{i}": {{}}}}}}']
        elif kind == 3:
            lines += ["# Parameters: {", "#   not json"]
        (scripts / f"tool_{i}.sh").write_text("\n".join(lines + ["echo hi", ""]), encoding="utf-8")
    (scripts / "no_shebang.sh").write_text("echo\n")
    (scripts / ".hidden.sh").write_text("#!/bin/sh\n# Description: hidden\n")
    (scripts / "tool_1.sh~").write_text("#!/bin/sh\n# Description: backup\n")
    (scripts / "linked.sh").symlink_to(scripts / "tool_2.sh")
    (scripts / "index.json").write_text(json.dumps({"scripts": [{"id": "named", "path": "tool_5.sh", "timeout": 9},
                                                                {"id": "other", "path": "tool_6.sh"}],
                                                    "disabled": [{"id": "tool_7"}]}))
    (scripts / "unreadable.sh").write_text("#!/bin/sh\n# Description: x\n")
    (scripts / "unreadable.sh").chmod(0)
    fanned = run_child(SCAN, str(tmp_path / "home"), "50")
    serial = run_child(SCAN, str(tmp_path / "home"), "100000")
    assert serial["children"] == 0
    assert serial["started"] == 0
    if len(os.sched_getaffinity(0)) > 1:
        assert fanned["children"] >= 1 and fanned["started"] >= 1, "the scan really forked"
        assert fanned["parsed_here"] < 0.7 * serial["parsed_here"], "the children's headers were used"
    assert fanned["tools"] == serial["tools"]
    assert fanned["listings"] == serial["listings"], "a first look that listed names only ends with every stat"
    assert fanned["again"] is False and serial["again"] is False
    assert len(serial["tools"]) >= 400
    states = {tool[0]: tool[1] for tool in serial["tools"]}
    assert "named" in states and "tool_5" not in states and states["tool_7"] == "disabled"
    assert fanned["parsed"] == serial["parsed"]


@pytest.mark.slow
def test_children_do_not_outlive_a_killed_parent(tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    code = r"""
import os, sys, time
from scriptdeck.core.model import fanout
parent = os.getpid()
def work(n):
    if os.getpid() != parent:
        time.sleep(0.001)  # the children's shares take a few seconds
    return n
sys.stdout.write("ready\n"); sys.stdout.flush()
own, rest = fanout.fan_out(list(range(4000)), work, pack=lambda r: r, unpack=lambda r: r, minimum=100)
time.sleep(60)  # killed here, the children at work (this process would take their shares over in rest())
"""
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one usable CPU: no children to outlive anything")
    proc = subprocess.Popen([sys.executable, "-c", code, str(marker)], stdout=subprocess.PIPE, cwd=REPO)
    assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
    time.sleep(0.3)
    children = subprocess.run(["pgrep", "-P", str(proc.pid)], capture_output=True, text=True).stdout.split()
    assert children, "the children were not started"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    deadline = time.monotonic() + 30
    alive = list(children)
    while alive and time.monotonic() < deadline:
        time.sleep(0.1)
        alive = [pid for pid in alive if Path(f"/proc/{pid}").exists()
                 and "Z" not in Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]]
    assert not alive, f"children still running after their parent was killed: {alive}"


def test_a_child_holds_none_of_its_parents_descriptors(tmp_path: Path) -> None:
    """A child that kept a copy of a locked file, the run watcher's pipe or the client's stdout would keep a lock
    held or an end-of-file unseen until it exits."""
    code = r"""
import fcntl, json, os, sys
from scriptdeck.core.model import fanout
locked = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)
fcntl.flock(locked, fcntl.LOCK_EX)
os.set_inheritable(locked, True)
parent = os.getpid()
def work(n):
    if os.getpid() == parent:
        return None
    links = []
    for fd in sorted(os.listdir("/proc/self/fd"), key=int):
        try:
            links.append(os.readlink(f"/proc/self/fd/{fd}"))
        except OSError:  # the descriptor listdir itself used, closed by now
            pass
    return links
own, rest = fanout.fan_out(list(range(3000)), work, pack=lambda r: r, unpack=lambda r: r, minimum=100)
out = own + rest()
seen = {tuple(r) for r in out if r is not None}
print(json.dumps({"children": fanout.children_for(3000, 100), "seen": sorted(seen), "lock": os.readlink(f"/proc/self/fd/{locked}")}))
"""
    seen = run_child(code, str(tmp_path / "lock"))
    if not seen["children"]:
        pytest.skip("one usable CPU: no children")
    assert seen["seen"], "the children's shares were done by children"
    for links in seen["seen"]:
        assert links[:3] == ["/dev/null"] * 3
        assert seen["lock"] not in links
        assert len([link for link in links if link.startswith("pipe:")]) == 1, links


PI_SCAN = r"""
import json, os, sys, time
from pathlib import Path
from scriptdeck.core.model import fanout
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home
fanout.MINIMUM = int(sys.argv[3])
import scriptdeck.core.model.registry as registry_module
here = {"read": 0}
real_read = registry_module.read_pi_stat
parent = os.getpid()
def counted(path):
    here["read"] += 1  # counted in this process only
    if os.getpid() == parent:  # this process is the slow one: it never needs to take a child's share over
        time.sleep(0.001)
    return real_read(path)
registry_module.read_pi_stat = counted
registry = Registry(Home(Path(sys.argv[1]), True), builtin_dir=Path(sys.argv[1]) / "none",
                    pi_layers=[Layer("pi-global", Path(sys.argv[2]), "pi", True)])
registry.scan()
tools = sorted((t.id, t.state, t.fix, str(t.file), repr(t.pi)) for t in registry.all_tools() + registry.nameless)
listings = {name: sorted(listing.items()) for name, listing in registry._listings.items()}
print(json.dumps({"tools": tools, "listings": listings, "again": registry.scan(), "started": fanout.started,
                  "read_here": here["read"], "findings": sorted(f.code for f in registry.scan_findings())}))
"""


def test_a_fanned_out_pi_scan_equals_a_serial_one(tmp_path: Path) -> None:
    folder = tmp_path / "pi"
    folder.mkdir()
    for i in range(300):
        lines = ["#!/bin/bash", f"# Description: pi tool {i} 工具", f"# Usage: t{i} [n]"]
        if i % 3 == 0:
            lines.append(f"# Timeout: {1000 + i}")
        if i % 7 == 0:
            lines.append("# name: ignored")
        (folder / f"tool-{i}.sh").write_text("\n".join(lines + ["echo hi", ""]), encoding="utf-8")
    (folder / "off.sh.disabled").write_text("#!/bin/bash\n# Description: off\n")
    (folder / "named-a.sh").write_text("#!/bin/bash\n# Name: same\n# Description: a\n")
    (folder / "named-b.sh").write_text("#!/bin/bash\n# Name: same\n# Description: b\n")
    (folder / "link.sh").symlink_to(folder / "tool-1.sh")
    (folder / os.fsdecode(b"bad-\xff.sh")).write_text("#!/bin/bash\n# Description: not utf-8\n")
    (folder / "notes.txt").write_text("not a script")
    home = tmp_path / "home"
    (home / "scripts").mkdir(parents=True)

    def run(minimum: str) -> dict:
        return run_child(PI_SCAN, str(home), str(folder), minimum)

    fanned, serial = run("50"), run("100000")
    assert serial["started"] == 0
    if len(os.sched_getaffinity(0)) > 1:
        assert fanned["started"] >= 1, "the pi scan really forked"
        assert fanned["read_here"] < 0.7 * serial["read_here"], "the children's headers were used"
    assert fanned["tools"] == serial["tools"] and len(serial["tools"]) >= 300
    assert fanned["listings"] == serial["listings"], "every stat key filled in, as a serial first look fills it"
    assert fanned["findings"] == serial["findings"] and "pi-name-collision" in serial["findings"]
    assert fanned["again"] is False and serial["again"] is False


def test_a_failure_in_this_process_lets_the_children_go() -> None:
    """This process's own share raises: the error reaches the caller, and no child is left waiting on its pipe
    or unreaped (each is ended and waited for before the error leaves fan_out)."""
    code = r"""
import json, os
from scriptdeck.core.model import fanout
parent = os.getpid()
fanout.FRAME = 20
def work(n):
    if os.getpid() == parent and n == 300:
        raise LookupError("this process's own share fails")
    return n
try:
    fanout.fan_out(list(range(3000)), work, pack=lambda r: r, unpack=lambda r: r, minimum=100)
    raised = False
except LookupError:
    raised = True
from tests import child_state
left = child_state.unreaped()  # (a child not reaped yet)
print(json.dumps({"raised": raised, "started": fanout.started, "left": left}))
"""
    seen = run_child(code)
    assert seen["raised"]
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one usable CPU: no children")
    assert seen["started"] >= 1 and seen["left"] is False


def test_a_slow_child_s_share_is_taken_over_from_its_end() -> None:
    """A child slowed down (a busy machine) does not leave this process waiting: it parses the end of the child's
    share itself, and the results are still those of a serial run, in order."""
    code = r"""
import json, os, time
from scriptdeck.core.model import fanout
parent = os.getpid()
fanout.MAX_CHILDREN = 1
def work(n):
    if os.getpid() != parent:
        time.sleep(0.002)
    return [n, os.getpid()]
items = list(range(3000))
own, rest = fanout.fan_out(items, work, pack=lambda r: r, unpack=lambda r: r, minimum=100)
out = own + rest()
share = [r for r in out if r[0] >= len(own)]
print(json.dumps({"same": [r[0] for r in out] == items, "forks": fanout.started,
                  "first_by_child": share[0][1] != parent, "last_here": share[-1][1] == parent,
                  "here": sum(r[1] == parent for r in share), "share": len(share)}))
"""
    seen = run_child(code)
    assert seen["same"]
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one usable CPU: no children")
    assert seen["forks"] == 1 and seen["first_by_child"]
    assert seen["last_here"] and seen["here"] > seen["share"] // 4, "most of a slow child's share was taken over"


def test_taking_over_a_share_stays_exact_under_any_timing() -> None:
    """Tiny frames and pieces, random delays on both sides: whatever the child and this process race for (a child
    past a limit it read a moment before), every result comes once, in order, equal to a serial run."""
    code = r"""
import json, os, random, time
from scriptdeck.core.model import fanout
parent = os.getpid()
fanout.FRAME, fanout.STEAL, fanout.MAX_CHILDREN = 8, 4, 3
def work(n):
    if random.random() < 0.05:
        time.sleep(random.random() / 500)
    return n * 7
bad = 0
for round in range(12):
    random.seed(round)
    items = list(range(600 + 37 * round))
    own, rest = fanout.fan_out(items, work, pack=lambda r: r, unpack=lambda r: r, minimum=60)
    taken = []
    while got := rest.next():  # one frame at a time, as the scan takes them
        taken += got
    bad += (own + taken) != [n * 7 for n in items]
print(json.dumps({"bad": bad, "forks": fanout.started}))
"""
    seen = run_child(code, timeout=120)
    assert seen["bad"] == 0
    if len(os.sched_getaffinity(0)) > 1:
        assert seen["forks"] >= 12


def test_a_child_past_its_new_limit_gives_each_result_once() -> None:
    """The child read its limit just before this process moved it down, and sent five items of the piece taken
    over: those five are not given twice (the stolen results for them are the same and are skipped)."""
    from scriptdeck.core.model import fanout

    class Ended:  # a share whose child has ended after sending items 100..154 (the limit is 150)
        start, stop, limit, given = 100, 200, 150, 55
        stolen = [[n * 3 for n in range(175, 200)], [n * 3 for n in range(150, 175)]]  # last piece first

        def take(self, unpack: object) -> list:
            return []

    items = list(range(200))
    pending = fanout.Pending(items, lambda n: n * 3, lambda r: r, [Ended()])  # type: ignore[list-item]
    assert pending() == [n * 3 for n in range(155, 200)]
    gap = Ended()
    gap.given = 20  # a child that died at item 120: 120..149 are parsed here, then the stolen pieces
    assert fanout.Pending(items, lambda n: n * 3, lambda r: r, [gap])() == [n * 3 for n in range(120, 200)]  # type: ignore[list-item]


def test_ctrl_c_during_the_fork_is_not_lost() -> None:
    """A SIGINT that arrives while ``fork`` runs its at-fork handlers (here sent from one) used to be raised inside
    a handler, where Python ignores errors: the Ctrl+C was lost. It is now held back and raised once the fork is
    over, with the child killed and reaped and its pipe closed."""
    code = r"""
import json, os, signal
from scriptdeck.core.model import fanout
parent = os.getpid()
os.register_at_fork(after_in_parent=lambda: os.kill(parent, signal.SIGINT))
before = len(os.listdir("/proc/self/fd"))
try:
    fanout.fork_writer(lambda send: send(b"x"))
    interrupted = False
except KeyboardInterrupt:
    interrupted = True
from tests import child_state
unreaped = child_state.unreaped()
print(json.dumps({"interrupted": interrupted, "unreaped": unreaped, "fds": len(os.listdir("/proc/self/fd")) - before}))
"""
    seen = run_child(code)
    assert seen == {"interrupted": True, "unreaped": False, "fds": 0}
