#!/usr/bin/env python3
"""`scriptdeck skills list --json` over N skills spread over the five clients' folders (SPEC §28 target: 1,000
skills ≤ 1 s, whole process), beside the floor: reading the same SKILL.md files and nothing else."""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from bench_cli import timed
from common import WORK, compile_package, emit, row, start_command, stats

CLIENTS = (".claude/skills", ".agents/skills", ".gemini/skills", ".cursor/skills", ".copilot/skills")
BODY = "Follow these steps carefully.\n" * 30


def make_skills(root: Path, count: int) -> Path:
    user = root / f"user_{count}"
    if (user / ".done").exists():
        return user
    for i in range(count):
        folder = user / CLIENTS[i % len(CLIENTS)] / f"skill-{i:05d}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "SKILL.md").write_text(
            f"---\nname: skill-{i:05d}\ndescription: Does task {i}. Use when the user asks for task {i}.\n"
            f"metadata:\n  display-name: Skill {i}\n  显示名称: 技能 {i}\n---\n# Skill {i}\n\n{BODY}",
            encoding="utf-8")
    (user / ".done").write_text("")
    return user


def read_floor(user: Path) -> None:
    for client in CLIENTS:
        for entry in os.scandir(user / client):
            with open(os.path.join(entry.path, "SKILL.md"), "rb") as handle:
                handle.read()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    compile_package()
    user = make_skills(WORK / "skills", a.count)
    home = WORK / "skills" / "home"
    env = {**os.environ, "HOME": str(user)}
    cmd = [*start_command(), "--home", str(home), "skills", "list", "--json"]
    timed(cmd, env=env)  # the first run fills the token count cache, as any earlier use would
    ours, floor, cpu = [], [], []
    for _ in range(a.rounds):
        ours.append(timed(cmd, env=env, cpu=cpu))
        start = time.perf_counter()
        read_floor(user)
        floor.append(time.perf_counter() - start)
    median = stats(ours)["median"]
    emit([row(f"skills list --json, {a.count} skills in five clients' folders (whole process)", stats(ours),
              stats(floor), "≤ 1.0 s", ok=median <= 1.0,
              note=f"CPU {stats(cpu)['median']:.2f} s; floor: reading the SKILL.md files")])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
