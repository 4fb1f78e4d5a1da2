"""Agent Skills beside the tools (SPEC §28): where each client reads skills, what is found there, and the changes
ScriptDeck makes (enable and disable by symlink, adopt, add, new, remove).

ScriptDeck's store, ``<home>/skills/NAME/``, is the user's library. A client "has" a store skill when its folder
holds a symlink ``NAME`` pointing at the store's folder; ScriptDeck never changes a real folder in a client's
skills folder (that is the client's own skill, ``managed: false``) except through ``adopt``, which moves it into
the store and links it back. Links are made through :func:`link_skill` / :func:`is_store_link`, one seam where a
copy-with-marker mode can stand in on systems without unprivileged symlinks (docs/portability.md).
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.safetext import safe_path
from scriptdeck.core.dialects.skill_md import Finding, SkillFile, read_skill
from scriptdeck.core.model.layers import library_skill_folders
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.store.paths import Home

#: client → (user folders, relative to the real user's home; project folders, relative to the project). The first
#: user folder is where ``enable`` links; the others are read too. Checked against each client's docs (2026-12).
CLIENTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "claude": ((".claude/skills",), (".claude/skills",)),
    "codex": ((".agents/skills", ".codex/skills"), (".agents/skills",)),
    "gemini": ((".gemini/skills",), (".gemini/skills",)),
    "cursor": ((".cursor/skills",), (".cursor/skills",)),
    "copilot": ((".copilot/skills",), (".github/skills",)),
}
MAX_SKILLS_PER_FOLDER = 10_000


class SkillError(LocalizedError):
    context = "skills"


@dataclass
class FoundSkill:
    """One skill folder as found: in the store or in a client's folder (its own, or a link into the store)."""

    name: str  # the folder's name
    path: Path  # where it was found (the link itself for a client's link)
    source: str  # "store", a client name, or "library:NAME"
    managed: bool  # lives in the store (or a library) and is linked out by ScriptDeck
    file: SkillFile | None = None
    enabled_for: list[str] = field(default_factory=list)
    problem: str = ""  # a dangling link, a link out of its root: said instead of reading it


def user_home() -> Path:
    """The real user's home (``$HOME``), where clients keep their skills; never ScriptDeck's ``--home``."""
    return Path(os.environ.get("HOME") or os.path.expanduser("~"))


def store_dir(home: Home) -> Path:
    return home.root / "skills"


def client_dirs(client: str, project: Path | None = None) -> list[Path]:
    """The folders ``client`` reads skills from: the user's, then the project's (with ``--project``)."""
    users, projects = CLIENTS[client]
    out = [user_home() / rel for rel in users]
    if project is not None:
        out.extend(project / rel for rel in projects)
    return out


def link_dir(client: str, project: Path | None = None) -> Path:
    """Where ``enable`` puts the client's link: the project's folder with ``--project``, else the user's."""
    users, projects = CLIENTS[client]
    return project / projects[0] if project is not None else user_home() / users[0]


def check_clients(text: str) -> list[str]:
    names = [part.strip() for part in text.split(",") if part.strip()]
    unknown = [name for name in names if name not in CLIENTS]
    if unknown or not names:
        raise SkillError(QT_TRANSLATE_NOOP("skills", "unknown client: {name}"),
                         QT_TRANSLATE_NOOP("skills", "use one or more of: {clients}"),
                         name=", ".join(unknown) or text, clients=", ".join(CLIENTS))
    return names


def refuse_taken(target: Path) -> None:
    """A store folder a change would create is free (a skill, or anything, of that name refuses the change)."""
    if os.path.lexists(target):
        raise SkillError(QT_TRANSLATE_NOOP("skills", "the store already has a skill “{name}”"),
                         QT_TRANSLATE_NOOP("skills", "remove or rename one of them first"), name=target.name)


def check_name(name: str) -> str:
    """A skill name that is safe as one folder name (the full rules are the validator's)."""
    if not name or name in (".", "..") or "/" in name or "\\" in name or "\0" in name or len(name) > 255:
        raise SkillError(QT_TRANSLATE_NOOP("skills", "“{name}” is not a skill name"),
                         QT_TRANSLATE_NOOP("skills", "use lowercase letters, digits and hyphens, e.g. pdf-tools"),
                         name=safe_path(name))
    return name


def _entries(folder: Path) -> list[os.DirEntry[str]]:
    try:
        with os.scandir(folder) as found:
            entries = [e for e in found if not e.name.startswith(".")]
    except OSError:
        return []
    return sorted(entries, key=lambda e: e.name)[:MAX_SKILLS_PER_FOLDER]


def is_store_link(path: Path, store: Path) -> bool:
    """``path`` is a symlink into the store (the only kind of entry ``disable`` removes)."""
    try:
        if not stat.S_ISLNK(os.lstat(path).st_mode):
            return False
        target = Path(os.readlink(path))
    except OSError:
        return False
    target = target if target.is_absolute() else path.parent / target
    return os.path.normpath(target).startswith(os.path.normpath(store) + os.sep)


def link_skill(link: Path, target: Path) -> None:
    """The client's entry for a store skill (a symlink; the seam a copy-with-marker mode would replace)."""
    os.symlink(target, link, target_is_directory=True)


def _inside(path: Path, root: Path) -> bool:
    try:
        real = os.path.realpath(path)
    except OSError:
        return False
    return real == os.path.realpath(root) or real.startswith(os.path.realpath(root) + os.sep)


def discover(home: Home, project: Path | None = None, *, read: bool = True,
             libraries: dict[str, Path] | None = None) -> list[FoundSkill]:
    """Every skill: the store's, each library's, and each client's own; links into the store become
    ``enabled_for`` of the store skill instead of entries of their own."""
    store = store_dir(home)
    if libraries is None:  # SPEC §29: each library's skills/, named library:NAME
        libraries = library_skill_folders(home.root)
    found: dict[tuple[str, str], FoundSkill] = {}
    for entry in _entries(store):
        path = Path(entry.path)
        skill = FoundSkill(entry.name, path, "store", True)
        if entry.is_symlink() and not _inside(path, store):
            skill.problem = "link-out"
        found[("store", entry.name)] = skill
    for name, folder in (libraries or {}).items():
        for entry in _entries(folder):
            found[(f"library:{name}", entry.name)] = FoundSkill(entry.name, Path(entry.path), f"library:{name}", True)
    for client in CLIENTS:
        for folder in client_dirs(client, project):
            for entry in _entries(folder):
                path = Path(entry.path)
                if entry.is_symlink():
                    owner = _managed_owner(path, store, libraries or {})
                    if owner is not None:
                        target = found.get(owner)
                        if target is not None:
                            if client not in target.enabled_for:
                                target.enabled_for.append(client)
                            continue
                        skill = FoundSkill(entry.name, path, client, False, problem="dangling")
                        found[(f"{client}:{folder}", entry.name)] = skill
                        continue
                    if not os.path.exists(path):
                        found[(f"{client}:{folder}", entry.name)] = FoundSkill(entry.name, path, client, False,
                                                                               problem="dangling")
                        continue
                    if not _inside(path, folder):
                        found[(f"{client}:{folder}", entry.name)] = FoundSkill(entry.name, path, client, False,
                                                                               problem="link-out")
                        continue
                if not entry.is_dir():
                    continue
                found[(f"{client}:{folder}", entry.name)] = FoundSkill(entry.name, path, client, False,
                                                                       enabled_for=[client])
    skills = list(found.values())
    if read:
        for skill in skills:
            if not skill.problem:
                skill.file = read_linted(skill.path)
    return skills


def _managed_owner(link: Path, store: Path, libraries: dict[str, Path]) -> tuple[str, str] | None:
    if is_store_link(link, store):
        return ("store", Path(os.readlink(link)).name)
    for name, folder in libraries.items():
        if is_store_link(link, folder):
            return (f"library:{name}", Path(os.readlink(link)).name)
    return None


# -- changes ------------------------------------------------------------------------------------------------------

def _store_skill(home: Home, name: str) -> Path:
    path = store_dir(home) / check_name(name)
    if not path.is_dir() or path.is_symlink():
        raise SkillError(QT_TRANSLATE_NOOP("skills", "no skill “{name}” in the store"),
                         QT_TRANSLATE_NOOP("skills", "run scriptdeck skills list to see the skills"), name=name)
    return path


def _enableable(home: Home, name: str) -> tuple[Path, Path]:
    """``(skill folder, the folder it is in)``: the store's skill, else a library's of that name (SPEC §29)."""
    try:
        return _store_skill(home, name), store_dir(home)
    except SkillError:
        for folder in library_skill_folders(home.root).values():
            path = folder / name
            if path.is_dir() and not path.is_symlink():
                return path, folder
        raise


def _owned_roots(home: Home) -> list[Path]:
    """The folders whose skills ScriptDeck links into clients: the store and each library's ``skills/``."""
    return [store_dir(home), *library_skill_folders(home.root).values()]


def enable(home: Home, name: str, clients: list[str], project: Path | None = None) -> list[Path]:
    """Link the store skill (or a library's) into each client's folder (creating the folder); a link already there
    is kept. A real folder of that name is the client's own skill and is never replaced."""
    target, root = _enableable(home, name)
    made = []
    for client in clients:
        folder = link_dir(client, project)
        link = folder / name
        if is_store_link(link, root) and os.path.realpath(link) == os.path.realpath(target):
            continue
        if os.path.lexists(link):
            raise SkillError(QT_TRANSLATE_NOOP("skills", "{client} already has its own “{name}” at {path}"),
                             QT_TRANSLATE_NOOP("skills", "adopt it (scriptdeck skills adopt {name} --from {client}) "
                                                         "or rename one of them"),
                             client=client, name=name, path=safe_path(link))
        folder.mkdir(parents=True, exist_ok=True)
        link_skill(link, target)
        made.append(link)
    return made


def disable(home: Home, name: str, clients: list[str], project: Path | None = None) -> list[Path]:
    """Remove the client's link to the store skill; anything else of that name is left alone (and said)."""
    check_name(name)
    removed = []
    for client in clients:
        link = link_dir(client, project) / name
        if any(is_store_link(link, root) for root in _owned_roots(home)):
            os.unlink(link)
            removed.append(link)
        elif os.path.lexists(link):
            raise SkillError(QT_TRANSLATE_NOOP("skills", "{path} is {client}'s own skill, not a link ScriptDeck made"),
                             QT_TRANSLATE_NOOP("skills", "adopt it first, or remove it by hand"),
                             client=client, path=safe_path(link))
    return removed


def adopt(home: Home, name: str, client: str, project: Path | None = None) -> Path:
    """Move a client's own skill folder into the store and link it back, as one step that loses nothing: the
    folder is copied into the store first, then the client's folder is swapped for the link (renamed aside and
    removed only once the link stands)."""
    source = link_dir(client, project) / check_name(name)
    try:
        info = os.lstat(source)
    except FileNotFoundError:
        raise SkillError(QT_TRANSLATE_NOOP("skills", "{client} has no skill “{name}”"),
                         QT_TRANSLATE_NOOP("skills", "run scriptdeck skills list to see the skills"),
                         client=client, name=name) from None
    if not stat.S_ISDIR(info.st_mode):
        raise SkillError(QT_TRANSLATE_NOOP("skills", "{path} is not a folder of its own (a link or a file)"),
                         QT_TRANSLATE_NOOP("skills", "only a real skill folder can be adopted"), path=safe_path(source))
    target = store_dir(home) / name
    refuse_taken(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{name}.adopting")
    shutil.rmtree(partial, ignore_errors=True)
    shutil.copytree(source, partial, symlinks=True)
    os.replace(partial, target)
    aside = source.with_name(f".{name}.adopted-{int(time.time())}")
    os.replace(source, aside)
    try:
        link_skill(source, target)
    except OSError:
        os.replace(aside, source)  # put the client's folder back; the store copy stays
        raise
    shutil.rmtree(aside, ignore_errors=True)
    return target


def unadopt(home: Home, name: str, client: str, project: Path | None = None) -> None:
    """Undo :func:`adopt`: the client's link becomes the folder again, and the store copy goes."""
    link = link_dir(client, project) / name
    target = _store_skill(home, name)
    if not is_store_link(link, store_dir(home)):
        raise SkillError(QT_TRANSLATE_NOOP("skills", "{path} is not ScriptDeck's link any more"),
                         QT_TRANSLATE_NOOP("skills", "nothing was changed"), path=safe_path(link))
    partial = link.with_name(f".{name}.restoring")
    shutil.rmtree(partial, ignore_errors=True)
    shutil.copytree(target, partial, symlinks=True)
    os.unlink(link)
    os.replace(partial, link)
    shutil.rmtree(target)


def add(home: Home, source: Path, *, force: bool = False, name: str | None = None) -> tuple[Path, SkillFile]:
    """Copy a skill folder into the store after checking it (an invalid one only with ``force``). Links inside
    are copied as links; nothing outside the folder is read through them."""
    skill = read_skill(source)
    if not skill.valid and not force:
        raise SkillError(QT_TRANSLATE_NOOP("skills", "{path} is not a valid skill: {problem}"),
                         QT_TRANSLATE_NOOP("skills", "fix it (scriptdeck skills lint {path}) or add it with --force"),
                         path=safe_path(source), problem=skill.errors[0].text())
    target = store_dir(home) / check_name(name or source.name)
    refuse_taken(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.adding")
    shutil.rmtree(partial, ignore_errors=True)
    shutil.copytree(source, partial, symlinks=True)
    os.replace(partial, target)
    return target, skill


SKILL_TEMPLATE = """---
name: {name}
description: {description}
metadata:
  display-name: {display}
  显示名称: {display_zh}
---

# {display}

## When to use

Use this skill when …

## Steps

1. …
"""


def new(home: Home, name: str, *, description: str = "", display: str = "", display_zh: str = "") -> Path:
    """A valid skill from the template, in the store."""
    target = store_dir(home) / check_name(name)
    refuse_taken(target)
    display = display or name.replace("-", " ").capitalize()
    text = SKILL_TEMPLATE.format(
        name=name, display=json.dumps(display, ensure_ascii=False) if ":" in display else display,
        display_zh=display_zh or display,
        description=description or f"Describe what {name} does. Use when the user asks for it.")
    target.mkdir(parents=True)
    (target / "SKILL.md").write_text(text, encoding="utf-8")
    return target


def remove(home: Home, name: str, project: Path | None = None) -> Path:
    """Unlink the skill from every client, then move its folder to the trash (``restore`` brings both back)."""
    target = _store_skill(home, name)
    unlinked = []
    for client in CLIENTS:
        for folder in client_dirs(client, project):
            link = folder / name
            if is_store_link(link, store_dir(home)):
                os.unlink(link)
                unlinked.append(str(link))
    trash = home.state_dir / "trash" / "skills"
    trash.mkdir(parents=True, exist_ok=True)
    stored = trash / f"{int(time.time() * 1000)}-{name}"
    os.replace(target, stored)
    (stored.with_name(stored.name + ".json")).write_text(json.dumps({"name": name, "links": unlinked}), "utf-8")
    return stored


def restore(home: Home, stored: Path) -> Path:
    """Undo :func:`remove`: the folder back in the store, and the links it had."""
    sidecar = stored.with_name(stored.name + ".json")
    info = json.loads(sidecar.read_text("utf-8"))
    target = store_dir(home) / check_name(str(info["name"]))
    refuse_taken(target)
    os.replace(stored, target)
    for link in info.get("links", []):
        if not os.path.lexists(link):
            Path(link).parent.mkdir(parents=True, exist_ok=True)
            link_skill(Path(link), target)
    sidecar.unlink()
    return target


# -- scripts that are tools (SPEC §28: "a script in scripts/ with a Miyu or pi header is linted as a tool too") --

#: lint codes the skill's own script findings already say (script-no-shebang, script-not-executable)
_SAID_BY_THE_SKILL = frozenset({"no-shebang", "no-exec-bit"})


@dataclass(frozen=True)
class ScriptToolFinding(Finding):
    """What lint (SPEC §11) says of a script in ``scripts/`` that declares a tool: ``scripts/NAME: message (fix)``
    in the UI language. A warning of the skill: the skill's own verdict stays the specification's."""

    tool_finding: Any = field(default=None, compare=False)

    def text(self, lang: str = "en") -> str:
        found = self.tool_finding
        fix = found.fix(lang)
        return f"scripts/{self.args[0]}: {found.message(lang)}" + (f" ({fix})" if fix else "")


def script_tool(path: Path) -> Tool | None:
    """The tool a skill's script declares (a Miyu header with a description or id, else a pi header with a
    description), or None; a link, FIFO or folder is never read (bounded, non-blocking)."""
    from scriptdeck.core.dialects.header import read_head
    from scriptdeck.core.dialects.pi import parse_pi
    from scriptdeck.core.model.lint_file import tool_for_path

    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None
        data = read_head(path)
    except OSError:
        return None
    tool = tool_for_path(path, data)  # the Miyu reading, as lint reads a file that is no registered tool
    if tool.header is not None and (tool.header.best_description or tool.header.id):
        return tool
    pi = parse_pi(data)
    if pi.description:
        return Tool(tool.id, path.absolute(), "file", "pi", pi=pi)
    return None


def lint_scripts(skill: SkillFile) -> SkillFile:
    """Add lint's findings for each script of ``skill`` that declares a tool, as warnings (once each)."""
    from scriptdeck.core.model.lint import lint_tool

    for name in skill.scripts:
        tool = script_tool(skill.folder / "scripts" / name)
        if tool is None:
            continue
        for found in lint_tool(tool):
            if found.code not in _SAID_BY_THE_SKILL:
                skill.warnings.append(ScriptToolFinding(f"script-{found.code}", found.code, (name,), found))
    return skill


def read_linted(folder: Path) -> SkillFile:
    """A skill as ``skills lint`` and ``skills list`` report it: the specification's checks, the best-practice
    warnings and lint of the scripts that are tools."""
    return lint_scripts(read_skill(folder))
