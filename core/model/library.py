"""Libraries from git (SPEC §29): a team's repository of tools and skills, cloned with the real git and pinned.

On disk, under ``<home>/libraries/``:

* ``NAME`` — a symbolic link to the tree of the commit in use; the ``library:NAME`` layer reads through it
  (``core/model/layers.py``). Moving the pin is one ``rename`` of a new link over it, so a run sees the old tree or
  the new one, never a mix; the previous tree stays until the next update (a run may still be in it).
* ``.NAME/git`` — a bare, shallow repository (only ScriptDeck writes it); ``.NAME/trees/COMMIT`` — one git
  worktree per commit checked out (no symbolic links, no submodules, no hooks: ``core/platform/git.py``).
* ``.NAME.lock`` — held for every change of the library, by every ScriptDeck process: two updates at once run one
  after the other, the second finds the first's commit.

``settings.json`` ``libraries`` records ``{"name", "url", "ref", "commit", "updated"}``; the link says which commit
runs. The test-gated update (fetch → change list → the library's tests in the new tree → switch) is
``core/run/library_update.py``; this module has the steps.
"""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate
from scriptdeck.core.contract.ids import id_from_file_name
from scriptdeck.core.dialects.header import Header, parse_miyu
from scriptdeck.core.model.layers import LIBRARIES_DIR, library_skill_folders
from scriptdeck.core.platform.git import Git
from scriptdeck.core.store.index_store import INDEX_NAME
from scriptdeck.core.store.lockfile import LockTimeout, locked
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import Settings
from scriptdeck.core.store.statefile import writing

CONTEXT = "library"
#: how long a change waits for another process's change of the same library (an update runs tests: minutes)
LOCK_WAIT_SECONDS = 900.0
#: a library's name: a folder name and the end of a layer name
NAME_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}\Z")
#: a branch, tag or commit: git's ref rules, a little stricter (no leading ``-``, no ``..``, no control characters)
REF_RE = re.compile(r"(?![-+])(?!.*\.\.)(?!.*//)(?!.*@\{)[A-Za-z0-9._/+-]{1,200}\Z")
_SCHEMES = ("https", "ssh", "git", "file")
_SCHEME_RE = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*)://")
_HELPER_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*::")
_SCP_RE = re.compile(r"([A-Za-z0-9._~-]+)@([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):(.+)\Z")
#: a file's diff in a change list is cut here
MAX_DIFF_CHARS = 64 * 1024
#: header bytes read per file version for the change list (as the scanner reads)
HEAD_BYTES = 32 * 1024

BAD_URL = QT_TRANSLATE_NOOP("library", "{a0} is not a repository address ScriptDeck accepts: {a1}")
BAD_URL_FIX = QT_TRANSLATE_NOOP("library", "use https://…, ssh://…, git@host:path, git://…, file://… or a local folder")
#: why an address is refused (``%1``: the transport named)
WHY_EMPTY = QT_TRANSLATE_NOOP("library", "it is empty")
WHY_TOO_LONG = QT_TRANSLATE_NOOP("library", "it is longer than 2048 characters")
WHY_CONTROLS = QT_TRANSLATE_NOOP("library", "it holds control characters or surrounding spaces")
WHY_LEADING_DASH = QT_TRANSLATE_NOOP("library", "it starts with '-', which git would read as an option")
WHY_HELPER = QT_TRANSLATE_NOOP("library", "remote helpers (ext::, fd::, …) can run commands and are never used")
WHY_FILE_RELATIVE = QT_TRANSLATE_NOOP("library", "a file:// address needs an absolute path (file:///…)")
WHY_BAD_HOST = QT_TRANSLATE_NOOP("library", "the host or user is missing or starts with '-'")
WHY_NO_PATH = QT_TRANSLATE_NOOP("library", "it names no repository path")
WHY_SCP_DASH = QT_TRANSLATE_NOOP("library", "the host, user or path starts with '-'")
WHY_NEITHER = QT_TRANSLATE_NOOP("library", "it is neither a URL, user@host:path nor a local folder")
WHY_NO_FOLDER = QT_TRANSLATE_NOOP("library", "no such folder")
WHY_TRANSPORT = QT_TRANSLATE_NOOP("library", "the %1:// transport is not allowed")
BAD_NAME = QT_TRANSLATE_NOOP("library", "{a0} is not a library name: lowercase letters, digits, - and _ (at most 40)")
BAD_NAME_FIX = QT_TRANSLATE_NOOP("library", "pick another with --name, e.g. --name team-tools")
BAD_REF = QT_TRANSLATE_NOOP("library", "{a0} is not a branch, tag or commit name")
BAD_REF_FIX = QT_TRANSLATE_NOOP("library", "give a branch (main), a tag (v1.2) or a commit hash with --ref")
TAKEN = QT_TRANSLATE_NOOP("library", "a library named {a0} already exists")
TAKEN_FIX = QT_TRANSLATE_NOOP("library", "pick another name with --name, or remove it first: scriptdeck library "
                                         "remove {a0}")
UNKNOWN = QT_TRANSLATE_NOOP("library", "no library named {a0}")
UNKNOWN_FIX = QT_TRANSLATE_NOOP("library", "scriptdeck library list shows the libraries")
BUSY = QT_TRANSLATE_NOOP("library", "another ScriptDeck is changing the library {a0}")
BUSY_FIX = QT_TRANSLATE_NOOP("library", "wait for it to finish, then try again")
NOT_CHECKED_OUT = QT_TRANSLATE_NOOP("library", "the new tree of {a0} is gone ({a1}); nothing was switched")
NOT_CHECKED_OUT_FIX = QT_TRANSLATE_NOOP("library", "run the update again")
SETTINGS_BROKEN = QT_TRANSLATE_NOOP("library", "settings.json cannot be used: {a0}")
SETTINGS_BROKEN_FIX = QT_TRANSLATE_NOOP("library", "repair it or move it aside, then try again")
BAD_TREE = QT_TRANSLATE_NOOP("library", "commit {a0} cannot be checked out safely: {a1}")
BAD_TREE_FIX = QT_TRANSLATE_NOOP("library", "ask the library's owner to fix the repository; the commit in use is "
                                            "unchanged")
CHANGED_MEANWHILE = QT_TRANSLATE_NOOP("library", "{a0} was changed by another ScriptDeck meanwhile; nothing was "
                                                 "switched")
CHANGED_MEANWHILE_FIX = QT_TRANSLATE_NOOP("library", "check for updates again")


class LibraryError(LocalizedError):
    context = "library"

    def message(self, lang: str) -> tuple[str, str]:
        """(error, fix) in ``lang``; an address's refusal says why in ``lang`` too."""
        why = self.args_.get("why")
        if not why:
            return super().message(lang)
        args = {**self.args_, "a1": translate("library", why, lang).replace("%1", str(self.args_.get("what", "")))}
        return (translate("library", self.template, lang).format(**args),
                translate("library", self.fix_template, lang).format(**args))


# -- names and addresses ------------------------------------------------------------------------------------------

def check_name(name: str) -> str:
    if not isinstance(name, str) or not NAME_RE.match(name):
        raise LibraryError(BAD_NAME, BAD_NAME_FIX, a0=repr(name)[:80])
    return name


def check_ref(ref: str) -> str:
    if not isinstance(ref, str) or not REF_RE.match(ref) or ref.endswith((".lock", "/", ".")):
        raise LibraryError(BAD_REF, BAD_REF_FIX, a0=repr(ref)[:80])
    return ref


def _refuse_url(url: str, why: str, what: str = "") -> LibraryError:
    return LibraryError(BAD_URL, BAD_URL_FIX, a0=repr(url)[:200], a1=why.replace("%1", what), why=why, what=what)


def check_url(url: str, cwd: str | None = None) -> str:
    """The address as git gets it, or :class:`LibraryError` before git runs: ``https://``, ``ssh://``, ``git://``,
    ``file://``, ``user@host:path`` and local folders (made absolute); never a leading ``-`` anywhere git could read
    as an option (the address, an ssh host or user), never a remote helper (``ext::``, ``fd::``, ``X::``)."""
    if not isinstance(url, str) or not url:
        raise _refuse_url(str(url), WHY_EMPTY)
    if len(url) > 2048:
        raise _refuse_url(url, WHY_TOO_LONG)
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in url) or url != url.strip():
        raise _refuse_url(url, WHY_CONTROLS)
    if url.startswith("-"):
        raise _refuse_url(url, WHY_LEADING_DASH)
    if _HELPER_RE.match(url):
        raise _refuse_url(url, WHY_HELPER)
    scheme = _SCHEME_RE.match(url)
    if scheme:
        name = scheme.group(1).lower()
        if name not in _SCHEMES:
            raise _refuse_url(url, WHY_TRANSPORT, name)
        rest = url[scheme.end():]
        if name == "file":
            if not rest.startswith("/"):
                raise _refuse_url(url, WHY_FILE_RELATIVE)
            return url
        authority = rest.split("/", 1)[0]
        host = authority.rsplit("@", 1)[-1]
        user = authority.rsplit("@", 1)[0] if "@" in authority else ""
        if not host or host.startswith("-") or user.startswith("-") or " " in authority:
            raise _refuse_url(url, WHY_BAD_HOST)
        if "/" not in rest or not rest.split("/", 1)[1]:
            raise _refuse_url(url, WHY_NO_PATH)
        return url
    scp = _SCP_RE.match(url)
    if scp and "/" not in url.split(":", 1)[0]:
        user, host, path = scp.groups()
        if user.startswith("-") or host.startswith("-") or path.startswith("-"):
            raise _refuse_url(url, WHY_SCP_DASH)
        return url
    if ":" in url.split("/", 1)[0]:
        raise _refuse_url(url, WHY_NEITHER)
    folder = os.path.abspath(os.path.join(cwd or os.getcwd(), os.path.expanduser(url)))
    if not os.path.isdir(folder):
        raise _refuse_url(url, WHY_NO_FOLDER)
    return folder


def default_name(url: str) -> str:
    """A library name from the address's last part (``…/team-tools.git`` → ``team-tools``)."""
    tail = re.split(r"[/:]", url.rstrip("/"))[-1]
    tail = tail[:-4] if tail.endswith(".git") else tail
    name = re.sub(r"[^a-z0-9_-]+", "-", tail.lower()).strip("-_")[:40]
    return name or "library"


# -- where things are ---------------------------------------------------------------------------------------------

def libraries_dir(home: Home) -> Path:
    return home.root / LIBRARIES_DIR


def link_path(home: Home, name: str) -> Path:
    """``<home>/libraries/NAME``: the link to the tree in use (the layer reads through it)."""
    return libraries_dir(home) / name


def store_path(home: Home, name: str) -> Path:
    return libraries_dir(home) / f".{name}"


def git_dir(home: Home, name: str) -> Path:
    return store_path(home, name) / "git"


def tree_path(home: Home, name: str, commit: str) -> Path:
    return store_path(home, name) / "trees" / commit


def lock_path(home: Home, name: str) -> Path:
    return libraries_dir(home) / f".{name}.lock"


@contextmanager
def lock(home: Home, name: str, wait: float = LOCK_WAIT_SECONDS) -> Iterator[None]:
    """Hold the library's lock (every process, every change of it); :class:`LibraryError` after ``wait``."""
    libraries_dir(home).mkdir(parents=True, exist_ok=True)
    try:
        with locked(lock_path(home, name), wait=wait):
            yield
    except LockTimeout:
        raise LibraryError(BUSY, BUSY_FIX, a0=name) from None


def commit_in_use(home: Home, name: str) -> str | None:
    """The commit the link points at (what runs), or None when there is no link."""
    try:
        target = os.readlink(link_path(home, name))
    except OSError:
        return None
    commit = os.path.basename(target.rstrip("/"))
    return commit if re.fullmatch(r"[0-9a-f]{40,64}", commit) else None


def tools_folder(tree: Path) -> Path:
    """The folder of a tree that is the layer: ``scripts/`` when there is one, else the tree itself."""
    scripts = tree / "scripts"
    return scripts if scripts.is_dir() else tree


def skill_folders(home: Home) -> dict[str, Path]:
    """Each library's ``skills/`` (through its link, so links to a skill follow the library's updates)."""
    return library_skill_folders(home.root)


# -- the records in settings.json ---------------------------------------------------------------------------------

@dataclass
class Record:
    name: str
    url: str
    ref: str
    commit: str
    updated: str = ""

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "url": self.url, "ref": self.ref, "commit": self.commit, "updated": self.updated}


def records(settings: Settings) -> list[Record]:
    """The git libraries in ``settings.json`` (entries with a ``url``; pi and Raycast folders have a ``path``)."""
    out = []
    libs = settings.get("libraries")
    for item in libs if isinstance(libs, list) else []:
        if isinstance(item, dict) and isinstance(item.get("url"), str) and isinstance(item.get("name"), str) \
                and NAME_RE.match(item["name"]):
            out.append(Record(item["name"], item["url"], str(item.get("ref") or "HEAD"), str(item.get("commit") or ""),
                              str(item.get("updated") or "")))
    return out


def _settings(home: Home) -> Settings:
    """settings.json, or :class:`LibraryError` when it cannot be used (never read as "no libraries")."""
    settings = Settings.load(home.settings_path)
    if settings.broken is not None:
        raise LibraryError(SETTINGS_BROKEN, SETTINGS_BROKEN_FIX, a0=settings.error or "")
    return settings


def find(home: Home, name: str) -> Record:
    settings = _settings(home)
    for record in records(settings):
        if record.name == name:
            return record
    raise LibraryError(UNKNOWN, UNKNOWN_FIX, a0=name)


def _edit_records(home: Home, edit: Callable[[list[Any]], list[Any]]) -> None:
    """Change the ``libraries`` list of settings.json under its writer lock, on what the file holds now."""
    with writing(home.settings_path):
        settings = Settings.load(home.settings_path)
        if settings.broken is not None:
            raise LibraryError(SETTINGS_BROKEN, SETTINGS_BROKEN_FIX, a0=settings.error or "")
        current = settings.get("libraries")
        settings.set("libraries", edit(list(current) if isinstance(current, list) else []) or None)
        settings.save()


def _put_record(home: Home, record: Record) -> None:
    def edit(libs: list[Any]) -> list[Any]:
        out = [item for item in libs if not (isinstance(item, dict) and item.get("url") is not None
                                               and item.get("name") == record.name)]
        return [*out, record.to_json()]

    _edit_records(home, edit)


def _drop_record(home: Home, name: str) -> None:
    _edit_records(home, lambda libs: [item for item in libs if not (
        isinstance(item, dict) and item.get("url") is not None and item.get("name") == name)])


def now_text() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


# -- git steps ----------------------------------------------------------------------------------------------------

def _clear_stale_locks(gitdir: Path) -> None:
    """Lock files a killed git left behind (``shallow.lock``, ``refs/…/x.lock``). Only called under the library's
    lock, so no git of ours is running in this repository."""
    for folder, dirs, names in os.walk(gitdir):
        if os.path.basename(folder) == "objects":
            dirs[:] = []
        for item in names:
            if item.endswith(".lock"):
                try:
                    os.unlink(os.path.join(folder, item))
                except OSError:
                    pass


def _init_store(home: Home, name: str, git: Git) -> None:
    gitdir = git_dir(home, name)
    gitdir.parent.mkdir(parents=True, exist_ok=True)
    (gitdir.parent / "trees").mkdir(exist_ok=True)
    git.run(["init", "--quiet", "--bare", str(gitdir)])
    for key, value in (("core.hooksPath", "/dev/null"), ("core.symlinks", "false"), ("submodule.recurse", "false"),
                       ("fetch.fsckObjects", "true"), ("gc.auto", "0"), ("core.fsmonitor", "false")):
        git.run(["--git-dir", str(gitdir), "config", key, value])


def fetch(home: Home, record: Record, git: Git) -> str:
    """Fetch the record's ref (shallow, no tags, no submodules) and return its commit. Under the library's lock."""
    gitdir = git_dir(home, record.name)
    if not (gitdir / "HEAD").is_file():
        _init_store(home, record.name, git)
    _clear_stale_locks(gitdir)
    git.run(["--git-dir", str(gitdir), "fetch", "--depth=1", "--no-tags", "--no-recurse-submodules", "--progress",
             "--", record.url, f"+{record.ref}:refs/scriptdeck/fetched"])  # options git has had since 2.5
    return git.text(["--git-dir", str(gitdir), "rev-parse", "--verify", "refs/scriptdeck/fetched^{commit}"]).strip()


def checkout(home: Home, name: str, commit: str, git: Git) -> Path:
    """A fresh worktree of ``commit`` at ``.NAME/trees/COMMIT`` (one left by a failed try is replaced), checked:
    no symbolic link and nothing outside it. Not visible to any run until :func:`switch`."""
    gitdir = git_dir(home, name)
    tree = tree_path(home, name, commit)
    if commit == commit_in_use(home, name) and tree.is_dir():
        return tree
    if tree.exists() or tree.is_symlink():
        _remove_tree(tree)
    git.run(["--git-dir", str(gitdir), "worktree", "prune"])
    git.run(["--git-dir", str(gitdir), "worktree", "add", "--detach", "--force", str(tree), commit])
    problem = unsafe_entry(tree)
    if problem is not None:
        _remove_tree(tree)
        git.run(["--git-dir", str(gitdir), "worktree", "prune"], check=False)
        raise LibraryError(BAD_TREE, BAD_TREE_FIX, a0=commit[:12], a1=problem)
    return tree


def unsafe_entry(tree: Path) -> str | None:
    """Why a checked-out tree is not safe to read (a symbolic link, a nested ``.git``), or None."""
    for folder, dirs, names in os.walk(tree):
        for item in [*dirs, *names]:
            path = os.path.join(folder, item)
            if os.path.islink(path):
                return f"{os.path.relpath(path, tree)} is a symbolic link"
            if item == ".git" and folder != str(tree):
                return f"{os.path.relpath(path, tree)} is a nested .git"
    return None


def _remove_tree(tree: Path) -> None:
    if tree.is_symlink() or tree.is_file():
        tree.unlink()
    else:
        shutil.rmtree(tree, ignore_errors=True)


def switch(home: Home, record: Record, commit: str, git: Git | None = None) -> Record:
    """Point the library's link at ``commit``'s tree (one rename: a run sees the old tree or the new one) and record
    it; trees older than the previous one are removed. Under the library's lock."""
    tree = tree_path(home, record.name, commit)
    if not (tree / ".git").is_file():
        raise LibraryError(NOT_CHECKED_OUT, NOT_CHECKED_OUT_FIX, a0=record.name, a1=str(tree))
    previous = commit_in_use(home, record.name)
    link = link_path(home, record.name)
    temporary = link.with_name(f".{record.name}.link-{os.getpid()}")
    if temporary.is_symlink():
        temporary.unlink()
    os.symlink(os.path.join(f".{record.name}", "trees", commit), temporary)
    os.replace(temporary, link)
    updated = Record(record.name, record.url, record.ref, commit, now_text())
    _put_record(home, updated)
    keep = {commit, previous}
    trees = store_path(home, record.name) / "trees"
    for entry in trees.iterdir() if trees.is_dir() else []:
        if entry.name not in keep:
            _remove_tree(entry)
    if git is not None:
        git.run(["--git-dir", str(git_dir(home, record.name)), "worktree", "prune"], check=False)
    return updated


def discard_tree(home: Home, name: str, commit: str, git: Git | None = None) -> None:
    """Remove a tree that was checked out but not switched to (a failed test, a cancelled update)."""
    if commit == commit_in_use(home, name):
        return
    _remove_tree(tree_path(home, name, commit))
    if git is not None:
        git.run(["--git-dir", str(git_dir(home, name)), "worktree", "prune"], check=False)


def add(home: Home, url: str, name: str | None = None, ref: str | None = None, git: Git | None = None) -> Record:
    """Clone ``url`` (checked first) and use it as the library ``name``. Any failure leaves nothing behind."""
    address = check_url(url)
    name = check_name(name if name is not None else default_name(url))
    ref = check_ref(ref) if ref else "HEAD"
    git = git or Git()
    with lock(home, name):
        settings = _settings(home)
        if any(r.name == name for r in records(settings)) or os.path.lexists(link_path(home, name)):
            raise LibraryError(TAKEN, TAKEN_FIX, a0=name)
        store = store_path(home, name)
        if os.path.lexists(store):  # what a failed or killed add left: nobody uses it (no record, no link)
            shutil.rmtree(store, ignore_errors=True)
        record = Record(name, address, ref, "")
        try:
            commit = fetch(home, record, git)
            checkout(home, name, commit, git)
            return switch(home, record, commit, git)
        except BaseException:
            link = link_path(home, name)
            if link.is_symlink() and not any(r.name == name for r in records(Settings.load(home.settings_path))):
                link.unlink()
            shutil.rmtree(store, ignore_errors=True)
            raise


def remove(home: Home, name: str) -> Path:
    """Unlink the library's skills from every client, drop its link and record, and move its files to the trash
    (``<state>/trash/libraries/``). Returns where they went."""
    from scriptdeck.core.model import skills as skill_store

    check_name(name)
    with lock(home, name):
        try:
            find(home, name)
        except LibraryError:  # what an add killed after its link was made left behind is removed as well
            if not (os.path.lexists(link_path(home, name)) or os.path.lexists(store_path(home, name))):
                raise
        skills = link_path(home, name) / "skills"
        for client in skill_store.CLIENTS:
            for folder in skill_store.client_dirs(client, None):
                for entry in _entries(folder):
                    if skill_store.is_store_link(Path(entry.path), skills):
                        os.unlink(entry.path)
        link = link_path(home, name)
        if link.is_symlink():
            link.unlink()
        _drop_record(home, name)
        trash = home.state_dir / "trash" / "libraries"
        trash.mkdir(parents=True, exist_ok=True)
        stored = trash / f"{int(time.time() * 1000)}-{name}"
        store = store_path(home, name)
        if store.exists():
            os.replace(store, stored)
        return stored


def _entries(folder: Path) -> list[os.DirEntry[str]]:
    try:
        with os.scandir(folder) as entries:
            return list(entries)
    except OSError:
        return []


# -- what an update changes ---------------------------------------------------------------------------------------

#: the header fields a change list compares (SPEC §29 "header fields")
FIELDS = ("id", "description", "description_zh", "display_name", "display_name_zh", "timeout_seconds", "groups",
          "requires", "capabilities", "parameters", "trust", "permission", "confirm", "expose")


@dataclass
class Change:
    """One tool, skill, test file or other file that an update adds, removes or changes."""

    kind: str  # "tool" | "skill" | "test" | "file"
    name: str
    status: str  # "added" | "removed" | "changed"
    paths: list[str] = field(default_factory=list)
    fields: dict[str, list[Any]] = field(default_factory=dict)
    diff: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "status": self.status, "paths": self.paths,
                "fields": {key: {"old": old, "new": new} for key, (old, new) in self.fields.items()},
                "diff": self.diff}


def _header_fields(header: Header) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in FIELDS:
        value = getattr(header, key, None)
        out[key] = list(value) if isinstance(value, list) else value
    return out


def _tools_prefix(gitdir: Path, commit: str, git: Git) -> str:
    kind = git.run(["--git-dir", str(gitdir), "cat-file", "-t", f"{commit}:scripts"], check=False)
    return "scripts/" if kind.returncode == 0 and kind.stdout.strip() == b"tree" else ""


def _blobs(gitdir: Path, specs: list[str], git: Git) -> dict[str, bytes]:
    """``REV:PATH`` → the first :data:`HEAD_BYTES` of that blob (missing ones left out), in one ``cat-file``."""
    if not specs:
        return {}
    done = git.run(["--git-dir", str(gitdir), "cat-file", "--batch"], input_bytes="".join(
        f"{spec}\n" for spec in specs).encode("utf-8", "surrogateescape"))
    out: dict[str, bytes] = {}
    data, pos = done.stdout, 0
    for spec in specs:
        end = data.index(b"\n", pos)
        parts = data[pos:end].split(b" ")
        pos = end + 1
        if len(parts) == 3 and parts[1] != b"missing":
            size = int(parts[2])
            out[spec] = data[pos:pos + min(size, HEAD_BYTES)]
            pos += size + 1
    return out


def _split_patch(patch: str, paths: list[str]) -> dict[str, str]:
    """The full patch of ``git diff`` split per file, in ``--name-status`` order (both sorted by path)."""
    chunks = re.split(r"(?m)^(?=diff --git )", patch)
    chunks = [c for c in chunks if c.startswith("diff --git ")]
    return {path: (chunk if len(chunk) <= MAX_DIFF_CHARS else chunk[:MAX_DIFF_CHARS] + "\n… (cut)\n")
            for path, chunk in zip(paths, chunks)}


def changes(home: Home, name: str, old: str | None, new: str, git: Git) -> list[Change]:
    """What moving from ``old`` to ``new`` changes: tools (with their header fields), skills, test files and other
    files, each with its diff."""
    gitdir = git_dir(home, name)
    base = old or "4b825dc642cb6eb9a060e54bf8d69288fbee4904"  # git's empty tree: everything is added
    raw = git.run(["--git-dir", str(gitdir), "diff", "--no-renames", "--name-status", "-z", base, new]).stdout
    fields = raw.decode("utf-8", "surrogateescape").split("\0")
    entries = [(fields[i], fields[i + 1]) for i in range(0, len(fields) - 1, 2)]
    paths = [path for _status, path in entries]
    patch = git.run(["--git-dir", str(gitdir), "diff", "--no-renames", "--no-color", "--no-ext-diff", base, new])
    diffs = _split_patch(patch.stdout.decode("utf-8", "replace"), paths)
    old_prefix = _tools_prefix(gitdir, old, git) if old else ""
    new_prefix = _tools_prefix(gitdir, new, git)
    status_word = {"A": "added", "D": "removed"}
    out: list[Change] = []
    skills: dict[str, Change] = {}
    tool_paths = []
    for status, path in entries:
        word = status_word.get(status[:1], "changed")
        skill = re.match(r"skills/([^/]+)/", path)
        prefix = new_prefix if status[:1] != "D" else old_prefix
        rest = path[len(prefix):] if path.startswith(prefix) else None
        if skill:
            change = skills.setdefault(skill.group(1), Change("skill", skill.group(1), word))
            change.paths.append(path)
            change.diff += diffs.get(path, "")
            if change.status != word:
                change.status = "changed"
        elif rest is not None and rest.startswith(".tests/") and rest.count("/") == 1 and rest.endswith(".json"):
            out.append(Change("test", rest[len(".tests/"):-5], word, [path], diff=diffs.get(path, "")))
        elif rest is not None and "/" not in rest and not rest.startswith(".") and rest != INDEX_NAME:
            tool_paths.append((path, word))
        else:
            out.append(Change("file", path, word, [path], diff=diffs.get(path, "")))
    specs = [f"{rev}:{path}" for path, _word in tool_paths for rev in (old, new) if rev]
    heads = _blobs(gitdir, specs, git)
    for path, word in tool_paths:
        before = _header_fields(parse_miyu(heads[f"{old}:{path}"])) if f"{old}:{path}" in heads else None
        after = _header_fields(parse_miyu(heads[f"{new}:{path}"])) if f"{new}:{path}" in heads else None
        shown = (after or before or {}).get("id") or id_from_file_name(os.path.basename(path)) \
            or os.path.basename(path)
        change = Change("tool", str(shown), word, [path], diff=diffs.get(path, ""))
        if before is not None and after is not None:
            change.fields = {key: [before[key], after[key]] for key in FIELDS if before[key] != after[key]}
        out.append(change)
    out += skills.values()
    order = {"tool": 0, "skill": 1, "test": 2, "file": 3}
    return sorted(out, key=lambda c: (order[c.kind], c.name))


def counts(home: Home, name: str) -> tuple[int, int]:
    """(tools, skills) of the tree in use: the layer's top-level files that are not hidden, and its skill folders."""
    link = link_path(home, name)
    if not link.is_dir():
        return 0, 0
    tools = sum(1 for entry in _entries(tools_folder(link))
                if entry.is_file() and not entry.name.startswith(".") and entry.name != INDEX_NAME)
    skills = sum(1 for entry in _entries(link / "skills") if entry.is_dir(follow_symlinks=False))
    return tools, skills


def listing(home: Home) -> list[dict[str, Any]]:
    """``library list``: each library with the commit in use (the link's), its tools and skills."""
    out = []
    for record in records(Settings.load(home.settings_path)):
        in_use = commit_in_use(home, record.name)
        tools, skills = counts(home, record.name)
        out.append({**record.to_json(), "commit": in_use or record.commit, "in_use": in_use is not None,
                    "tools": tools, "skills": skills, "last_update": record.updated,
                    "layer": f"library:{record.name}"})
    return out
