#!/usr/bin/env python3
"""Install check: build a wheel and an sdist, install the wheel (not editable) into a fresh venv, and use it.

    python .ci/smoke_wheel.py [WORKDIR]

Proves what a user's `pipx install .` gets: the built-in tools, the translations, the window in Chinese,
`tool-call`, `mcp` answering `initialize`, and nothing in site-packages but `scriptdeck` and its dist-info.
Run by `.ci/run`; exits non-zero with a line saying what failed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def run(*args: str | Path, **kw) -> subprocess.CompletedProcess[str]:
    kw.setdefault("cwd", tempfile.gettempdir())  # never the checkout: its folders would shadow the install
    done = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=600, **kw)
    if done.returncode != 0:
        raise SystemExit(f"smoke: {' '.join(map(str, args))} exited {done.returncode}\n{done.stdout}\n{done.stderr}")
    return done


def check(condition: bool, what: str) -> None:
    if not condition:
        raise SystemExit(f"smoke: FAILED: {what}")
    print(f"smoke: ok: {what}")


def main() -> int:
    work = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="scriptdeck-smoke-"))
    dist = work / "dist"
    built = run(sys.executable, "-m", "build", "--wheel", "--sdist", "--outdir", dist, REPO, cwd=REPO)
    wheels = sorted(dist.glob("scriptdeck-*.whl"))
    sdists = sorted(dist.glob("scriptdeck-*.tar.gz"))
    check(len(wheels) == 1, f"one wheel built ({[w.name for w in wheels]})")
    check(len(sdists) == 1, f"one sdist built ({[s.name for s in sdists]})")
    log = built.stdout + built.stderr
    check("would be ignored" not in log, "setuptools warns of no package it would ignore")
    with zipfile.ZipFile(wheels[0]) as wheel:
        names = wheel.namelist()
    check(any(n.endswith(".dist-info/licenses/LICENSE") for n in names), "the wheel holds the LICENSE")
    check(not any(n.endswith("translations/update.py") for n in names), "translations/update.py is not shipped")
    with tarfile.open(sdists[0]) as sdist:
        check(any(n.count("/") == 1 and n.endswith("/LICENSE") for n in sdist.getnames()), "the sdist holds the LICENSE")

    venv = work / "venv"
    run(sys.executable, "-m", "venv", venv)
    py = venv / "bin" / "python"
    before = {p.name for p in Path(run(py, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))")
                                   .stdout.strip()).iterdir()}
    run(py, "-m", "pip", "install", "--quiet", wheels[0])

    # site-packages gains only scriptdeck and its dist-info (the wheel's own RECORD says what it installed)
    record = run(py, "-c", "import importlib.metadata as m; print('\\n'.join(str(f) for f in m.files('scriptdeck')))")
    tops = {line.split("/")[0] for line in record.stdout.split()}
    tops = {t for t in tops if not t.startswith("..")}  # the console script lives in bin/
    check(tops <= {"scriptdeck", f"scriptdeck-{version(py)}.dist-info"}, f"only scriptdeck is installed: {sorted(tops)}")
    check("core" not in before and "gui" not in before, "the fresh venv had no core/gui before")

    scriptdeck = venv / "bin" / "scriptdeck"
    home = work / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(work / "user")}
    env.pop("SCRIPTDECK_HOME", None)
    (work / "user").mkdir(exist_ok=True)
    out = run(scriptdeck, "--version", env=env, cwd=work).stdout
    check(out.startswith("scriptdeck "), f"--version prints {out.strip()!r}")

    listing = json.loads(run(scriptdeck, "--home", home, "list", "--json", env=env, cwd=work).stdout)
    ids = {entry["id"] for entry in listing["registered"]}
    check({"convert_units", "color_swatch", "host_status", "peek_file"} <= ids, f"built-in tools listed: {sorted(ids)}")

    args = json.dumps({"kind": "length", "from_unit": "km", "to_unit": "m", "values": [1.5], "json": True})
    result = json.loads(run(scriptdeck, "--home", home, "tool-call", "convert_units", "--args", args,
                            env=env, cwd=work).stdout)
    check(result["success"] is True, "tool-call convert_units succeeds (the built-in file kept its exec bit)")
    check("1500" in result["stdout"], f"convert_units answers 1500 m: {result['stdout'][:80]!r}")

    zh = run(py, "-c", WINDOW_ZH, str(home), env=env, cwd=work).stdout.strip().splitlines()
    check(zh[-1] == "chinese-ok", f"the window starts offscreen in zh_CN with Chinese text: {zh[-3:]}")

    help_text = run(scriptdeck, "--help", env=env, cwd=work).stdout
    if " mcp" in help_text:
        init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                           "clientInfo": {"name": "smoke", "version": "0"}}}
        proc = subprocess.Popen([str(scriptdeck), "--home", str(home), "mcp"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=work)
        try:
            assert proc.stdin is not None and proc.stdout is not None
            proc.stdin.write(json.dumps(init) + "\n")
            proc.stdin.flush()
            answer = json.loads(proc.stdout.readline())
        finally:
            proc.kill()
            proc.wait()
        check(answer.get("id") == 1 and "serverInfo" in answer.get("result", {}), "mcp answers initialize")
    else:
        print("smoke: skipped: scriptdeck has no mcp command yet")
    print(f"smoke: all checks passed ({wheels[0].name}, {sdists[0].name})")
    return 0


def version(py: Path) -> str:
    return run(py, "-c", "import scriptdeck; print(scriptdeck.__version__)").stdout.strip()


WINDOW_ZH = r"""
import sys, re
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
from scriptdeck.gui.app import create_window
w = create_window(sys.argv[1], lang="zh_CN", watch=False)
w.show()
app.processEvents()
texts = [w.windowTitle()]
for child in w.findChildren(QWidget):
    for getter in ("text", "title", "placeholderText"):
        value = getattr(child, getter, None)
        if callable(value):
            try:
                got = value()
            except TypeError:
                continue
            if isinstance(got, str):
                texts.append(got)
cjk = [t for t in texts if re.search("[\u4e00-\u9fff]", t)]
# the title comes from the installed .qm, not from tool data
print(len(texts), len(cjk), w.windowTitle())
print("chinese-ok" if w.windowTitle().startswith("脚本工具台") and len(cjk) >= 5 else "no-chinese")
w.close()
"""

if __name__ == "__main__":
    sys.exit(main())
