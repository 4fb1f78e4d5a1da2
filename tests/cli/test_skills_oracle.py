"""Agent Skills validation (SPEC §28) against the specification's own validator, skills-ref, as an oracle: on every
generated edge of every rule, both sides, and on real skills, ScriptDeck's verdict is skills-ref's."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from scriptdeck.core.dialects.skill_md import read_skill

skills_ref = pytest.importorskip("skills_ref", reason="skills-ref (the [test] extra) is not installed")

FM = "---\n{}\n---\n# Body\n\nUse it.\n"


def _fm(*lines: str) -> str:
    return FM.format("\n".join(lines))


def _ok(name: str = "{dir}", description: str = "Does things. Use when asked.") -> list[str]:
    return [f"name: {name}", f"description: {description}"]


#: (folder name, SKILL.md text or bytes): every rule's edge on both sides
CASES: list[tuple[str, str | bytes]] = [
    ("plain", _fm(*_ok())),
    ("a", _fm(*_ok())),  # shortest name
    ("x" * 64, _fm(*_ok())),  # 64: the longest
    ("x" * 65, _fm(*_ok())),  # 65: one over
    ("digits-123", _fm(*_ok())),
    ("123", _fm(*_ok())),
    ("Upper", _fm(*_ok())),
    ("-lead", _fm(*_ok())),
    ("trail-", _fm(*_ok())),
    ("dou--ble", _fm(*_ok())),
    ("under_score", _fm(*_ok())),
    ("dot.name", _fm(*_ok())),
    ("space name", _fm(*_ok())),
    ("技能", _fm(*_ok())),  # letters of another script (skills-ref accepts i18n letters)
    ("café", _fm(*_ok())),
    ("ｆｕｌｌ", _fm(*_ok("full"))),  # NFKC: the folder's full-width letters are the name's
    ("mismatch", _fm(*_ok("other-name"))),
    ("quoted", _fm('name: "quoted"', "description: d. Use when x.")),
    ("spaced", _fm("name: '  spaced  '", "description: d")),
    ("no-name", _fm("description: d")),
    ("empty-name", _fm("name: ''", "description: d")),
    ("no-description", _fm("name: no-description")),
    ("empty-description", _fm("name: empty-description", "description: ''")),
    ("blank-description", _fm("name: blank-description", "description: '   '")),
    ("desc-1024", _fm("name: desc-1024", "description: " + "d" * 1024)),
    ("desc-1025", _fm("name: desc-1025", "description: " + "d" * 1025)),
    ("compat-500", _fm(*_ok(), "compatibility: " + "c" * 500)),
    ("compat-501", _fm(*_ok(), "compatibility: " + "c" * 501)),
    ("compat-list", _fm(*_ok(), "compatibility:\n  - a\n  - b")),
    ("extra-field", _fm(*_ok(), "version: 1")),
    ("all-fields", _fm(*_ok(), "license: MIT", "compatibility: any", "allowed-tools: Bash(git:*) Read",
                        "metadata:\n  author: me\n  显示名称: 全部")),
    ("metadata-nested", _fm(*_ok(), "metadata:\n  a:\n    b: c")),
    ("metadata-list", _fm(*_ok(), "metadata:\n  - a")),
    ("allowed-list", _fm(*_ok(), "allowed-tools:\n  - Bash\n  - Read")),
    ("no-front-matter", "# Just markdown\n"),
    ("unclosed", "---\nname: unclosed\ndescription: d\n"),
    ("not-mapping", "---\n- a\n- b\n---\nbody\n"),
    ("empty-front", "---\n---\nbody\n"),
    ("anchor", _fm("name: &n anchor", "description: *n")),
    ("flow", _fm("name: flow", "description: d", "metadata: {a: b}")),
    ("duplicate-key", _fm("name: duplicate-key", "name: duplicate-key", "description: d")),
    ("bad-yaml", _fm("name: bad-yaml", "description: : : [")),
    ("crlf", "---\r\nname: crlf\r\ndescription: d\r\n---\r\nbody\r\n"),
    ("bom", "\ufeff" + _fm(*_ok())),
    ("leading-space", " " + _fm(*_ok())),
    ("not-utf8", b"---\nname: not-utf8\ndescription: \xff\xfe\n---\n"),
    ("latin1-body", b"---\nname: latin1-body\ndescription: d\n---\ncaf\xe9\n"),
    ("dashes-inside", "---\nname: dashes-inside\ndescription: a---b\n---\nbody\n"),
    ("number-name", _fm("name: 42", "description: d")),
    ("bool-like", _fm("name: bool-like", "description: yes")),
    ("multiline", _fm("name: multiline", "description: >\n  folded text\n  over lines. Use when asked.")),
    ("lower-skill-md", None),  # skill.md (lower case) is accepted too
    ("no-skill-md", None),
]


def _make(root: Path, name: str, text: str | bytes | None) -> Path:
    folder = root / name
    folder.mkdir()
    if name == "lower-skill-md":
        (folder / "skill.md").write_text(_fm(*_ok("lower-skill-md")), encoding="utf-8")
    elif text is not None:
        data = text if isinstance(text, bytes) else text.replace("{dir}", name).encode("utf-8")
        (folder / "SKILL.md").write_bytes(data)
    return folder


def _oracle(folder: Path) -> bool:
    """skills-ref's verdict: valid when it finds no errors; an exception it does not catch (bytes that are not
    UTF-8) is its command line's exit 1, so invalid."""
    from skills_ref.validator import validate

    try:
        return not validate(folder)
    except Exception:  # noqa: BLE001 - the oracle's own crash is its verdict "invalid"
        return False


def test_the_generated_set_is_large_and_covers_both_verdicts(tmp_path) -> None:
    verdicts = {_oracle(_make(tmp_path, name, text)) for name, text in CASES}
    assert len(CASES) >= 40 and verdicts == {True, False}


@pytest.mark.parametrize(("name", "text"), CASES, ids=[c[0].encode("ascii", "replace").decode()[:20] for c in CASES])
def test_the_verdict_is_skills_refs(tmp_path, name, text) -> None:
    folder = _make(tmp_path, name, text)
    ours = read_skill(folder)
    assert ours.valid == _oracle(folder), [f.text() for f in ours.errors]


def test_skills_refs_own_command_agrees(tmp_path) -> None:
    """The oracle as users run it (its command line), on a valid and an invalid skill."""
    command = shutil.which("agentskills", path=str(Path(sys.executable).parent)) or shutil.which("skills-ref")
    if command is None:
        pytest.skip("skills-ref's command is not installed")
    for name, text in (("plain", _fm(*_ok())), ("Upper", _fm(*_ok()))):
        folder = _make(tmp_path, name, text)
        done = subprocess.run([command, "validate", str(folder)], capture_output=True, text=True, timeout=60)
        assert (done.returncode == 0) == read_skill(folder).valid


def _real_skills() -> Path | None:
    """A checkout of a public skills repository (anthropics/skills), if one is on this machine: its SKILL.md files
    are not copied into this repository (the fixture is read where it lies)."""
    for candidate in (os.environ.get("SCRIPTDECK_SKILLS_CORPUS"), "/work/.mirror/anthropics+skills/repo"):
        if candidate and Path(candidate).exists():
            return Path(candidate)
    return None


def test_real_skills_get_skills_refs_verdict(tmp_path) -> None:
    source = _real_skills()
    if source is None:
        pytest.skip("no public skills corpus on this machine (set SCRIPTDECK_SKILLS_CORPUS to a checkout)")
    tree = tmp_path / "corpus"
    if (source / "HEAD").exists() or (source / "objects").exists():  # a bare repository: its newest commit
        tree.mkdir()
        archive = subprocess.run(["git", "--git-dir", str(source), "archive", "HEAD", "skills"],
                                 capture_output=True, check=True, timeout=120).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True, timeout=120)
    else:
        shutil.copytree(source, tree, symlinks=True)
    folders = sorted(p.parent for p in tree.rglob("SKILL.md"))
    assert len(folders) >= 10
    for folder in folders:
        assert read_skill(folder).valid == _oracle(folder), folder
