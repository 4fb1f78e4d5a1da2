"""Trust pin (SPEC §17): the SHA-256 of a tool file the user approved, a copy of it for a diff, and the policy for
agent calls of a tool that changed since (or was never reviewed).

Kept in ScriptDeck's state (``trust.json`` and ``trust/`` beside it, 0600 in 0700 folders), keyed by the file's
absolute path, so the same id in two personas is two pins. ``trust_policy`` lives in ``settings.json``:
``off`` | ``warn`` (default) | ``enforce``.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from pathlib import Path

from scriptdeck.core.contract import digest as hashes
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.platform import files
from scriptdeck.core.run.runplan import RunRefused
from scriptdeck.core.store.fsutil import write_private
from scriptdeck.core.store.settings import TRUST_POLICIES
from scriptdeck.core.store.statefile import Broken, StateBroken, load_state, writing

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any, Final

POLICIES = TRUST_POLICIES
DEFAULT_POLICY = "warn"
APPROVED, CHANGED, UNREVIEWED = "approved", "changed", "unreviewed"
#: the approved copy is kept for the diff up to this size (the hash is always kept)
MAX_COPY_BYTES = 4 * 1024 * 1024
#: files larger than this are hashed but never read into memory for a diff
_CHUNK = 1 << 20


def policy(settings: Any) -> str:
    value = settings.get("trust_policy") if settings is not None else None
    return value if value in POLICIES else DEFAULT_POLICY


def _open_regular(path: Path) -> int:
    fd = os.open(path, files.read_flags(follow=True))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    return fd


class Snapshot:
    """One reading of a tool file through one descriptor: its hash, its executable bit, and its bytes when they
    fit the limit asked for (``data`` None otherwise). A read-only record (a plain class: a frozen dataclass costs
    ~0.5 ms to create at import, on every ``tool-call``)."""

    __slots__ = ("sha256", "executable", "data")

    def __init__(self, sha256: str, executable: bool, data: bytes | None) -> None:
        self.sha256: Final = sha256
        self.executable: Final = executable
        self.data: Final = data


def snapshot(path: Path, keep: int) -> Snapshot:
    """Read ``path`` once (a FIFO or device raises ``OSError``, never blocks); bytes kept up to ``keep``."""
    fd = _open_regular(Path(path))
    try:
        mode = os.fstat(fd).st_mode
        digest, chunks, size = hashes.sha256(), [], 0
        while chunk := os.read(fd, _CHUNK):
            digest.update(chunk)
            size += len(chunk)
            if size <= keep:
                chunks.append(chunk)
            else:
                chunks.clear()
        return Snapshot(digest.hexdigest(), files.executable_mode(mode), b"".join(chunks) if size <= keep else None)
    finally:
        os.close(fd)


def _matches(entry: dict[str, Any], now: Snapshot | None) -> bool:
    """The pin holds: same content and (for pins that recorded it) the same executable bit."""
    if now is None or entry["sha256"] != now.sha256:
        return False
    executable = entry.get("executable")
    return not isinstance(executable, bool) or executable == now.executable


class ChangedMeanwhile(OSError):
    """The file is not the version the user reviewed: it is not approved."""


class TrustStore:
    def __init__(self, state_dir: Path) -> None:
        self.path = Path(state_dir) / "trust.json"
        self.copies = Path(state_dir) / "trust"

    def read(self) -> tuple[dict[str, Any], Broken | None]:
        """(the pins by path, None), or (no pins, why ``trust.json`` cannot be used)."""
        data, broken = load_state(self.path)
        files = data.get("files")
        pins = {k: v for k, v in files.items() if isinstance(v, dict) and isinstance(v.get("sha256"), str)} \
            if isinstance(files, dict) else {}
        return pins, broken

    def _load(self, *, writing: bool = False) -> dict[str, Any]:
        """The pins; a writer (``writing``) refuses a broken file (:class:`StateBroken`) instead of replacing it."""
        pins, broken = self.read()
        if writing and broken is not None:
            raise StateBroken(broken, writing=True)
        return pins

    def broken(self) -> Broken | None:
        return self.read()[1]

    def _save(self, files: dict[str, Any]) -> None:
        write_private(self.path, (json.dumps({"files": files}, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))

    @staticmethod
    def key(path: Path) -> str:
        return os.path.abspath(os.fsdecode(path))

    def _copy_path(self, key: str) -> Path:
        return self.copies / (hashes.sha256(key.encode("utf-8", "surrogateescape")).hexdigest() + ".txt")

    def entry(self, path: Path) -> dict[str, Any] | None:
        return self._load().get(self.key(path))

    def approve(self, tool_id: str, path: Path, *, expected: str | None = None) -> dict[str, Any]:
        """Pin the file as it is now: its hash and executable bit (one reading) and, up to 4 MiB, a copy for the
        diff. A broken ``trust.json`` is refused (:class:`StateBroken`), never replaced. ``expected``: the SHA-256
        the user reviewed (:meth:`review`); a file that no longer has it is not pinned (:class:`ChangedMeanwhile`)."""
        with writing(self.path):  # the pins read and written under the lock: concurrent approvals all count
            self._pin(tool_id, path, expected)
        return self.state(tool_id, path)

    def _pin(self, tool_id: str, path: Path, expected: str | None) -> None:
        self._load(writing=True)
        now = snapshot(path, MAX_COPY_BYTES)
        if expected is not None and now.sha256 != expected:
            raise ChangedMeanwhile(errno.ESTALE, f"{os.fsdecode(path)} changed after it was reviewed; nothing was "
                                                 "approved: review it again")
        data = now.data
        key = self.key(path)
        if data is not None:
            write_private(self._copy_path(key), data)
        else:
            try:
                os.unlink(self._copy_path(key))
            except FileNotFoundError:
                pass
        files = self._load(writing=True)
        files[key] = {"sha256": now.sha256, "executable": now.executable, "id": tool_id, "approved_at": time.time(),
                      "copy": data is not None}
        self._save(files)

    def revoke(self, path: Path) -> None:
        with writing(self.path):
            files = self._load(writing=True)
            key = self.key(path)
            if files.pop(key, None) is not None:
                self._save(files)
            try:
                os.unlink(self._copy_path(key))
            except FileNotFoundError:
                pass

    def state(self, tool_id: str, path: Path) -> dict[str, Any]:
        """``{"id","path","state","sha256","approved_sha256"?,"approved_at"?}``; ``sha256`` is null when the file
        cannot be read."""
        try:
            now: Snapshot | None = snapshot(path, 0)
        except OSError:
            now = None
        return self.judge(tool_id, path, now)

    def judge(self, tool_id: str, path: Path, now: Snapshot | None) -> dict[str, Any]:
        """The state of ``path`` as read in ``now`` (see :meth:`state`)."""
        entry = self.entry(path)
        out: dict[str, Any] = {"id": tool_id, "path": os.fsdecode(path), "sha256": now.sha256 if now else None}
        if entry is None:
            out["state"] = UNREVIEWED
            return out
        out["state"] = APPROVED if _matches(entry, now) else CHANGED
        if now is not None and isinstance(entry.get("executable"), bool) and entry["executable"] != now.executable:
            out["executable_changed"] = {"approved": entry["executable"], "now": now.executable}
        out["approved_sha256"] = entry["sha256"]
        if isinstance(entry.get("approved_at"), (int, float)):
            out["approved_at"] = entry["approved_at"]
        return out

    def approved_copy(self, path: Path) -> bytes | None:
        try:
            return self._copy_path(self.key(path)).read_bytes()
        except OSError:
            return None

    def diff(self, path: Path, *, context: int = 3) -> str | None:
        """A unified diff from the approved copy to the file now ("" when identical); None when there is no copy
        (never approved, or larger than 4 MiB) or the file cannot be read."""
        return self.review(path, context=context)[0]

    def review(self, path: Path, *, context: int = 3) -> tuple[str | None, str | None]:
        """:meth:`diff` and the SHA-256 of the file as that diff shows it (None when it cannot be read): what
        "Approve this version" pins (``approve(expected=…)``), never a later edit nobody saw."""
        old = self.approved_copy(path)
        try:
            now = snapshot(path, MAX_COPY_BYTES)
        except OSError:
            return None, None
        if old is None or now.data is None:
            return None, now.sha256
        import difflib  # only for a changed file's diff: not loaded on the agent's path

        name = os.fsdecode(path)
        lines = difflib.unified_diff(old.decode("utf-8", "replace").splitlines(keepends=True),
                                     now.data.decode("utf-8", "replace").splitlines(keepends=True),
                                     fromfile=f"{name} (approved)", tofile=f"{name} (now)", n=context)
        text = "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)
        return text, now.sha256


#: under ``enforce`` the file is read into memory once to run exactly those bytes; larger files are refused
MAX_PINNED_BYTES = 64 * 1024 * 1024


class AgentVerdict:
    """What the trust policy says about an agent's call: ``note`` ("changed" under ``warn``) for the result, and
    under ``enforce`` the verified reading whose bytes the run must execute (:func:`sandbox.pin_plan`)."""

    __slots__ = ("note", "pinned")

    def __init__(self, note: str | None = None, pinned: Snapshot | None = None) -> None:
        self.note: Final = note
        self.pinned: Final = pinned


def guard_agent_call(store: TrustStore, settings: Any, tool_id: str, path: Path) -> AgentVerdict:
    """For a call made by an agent (``tool-call``, MCP). Refuses (:class:`RunRefused`, or :class:`StateBroken`
    when ``settings.json`` or ``trust.json`` cannot be used and the policy may need it) under ``enforce`` when the
    tool is not approved; under ``warn`` notes ``"changed"``. Window runs never come here (the user is looking).

    Under ``enforce`` the file is read once: that reading's hash and executable bit are checked against the pin
    and its bytes are what the run executes, so a file swapped after the check is never run."""
    check = getattr(settings, "check_policy", None)
    if check is not None:
        check()  # a broken settings.json, or a trust_policy typo, might mean enforce: refuse rather than guess
    mode = policy(settings)
    if mode == "off":
        return AgentVerdict()
    broken = store.broken()
    if broken is not None:
        raise StateBroken(broken)
    if mode == "enforce":
        try:
            now: Snapshot | None = snapshot(path, MAX_PINNED_BYTES)
        except OSError:
            now = None
        state = store.judge(tool_id, path, now)["state"]
        if state == APPROVED and now is not None and now.data is None:
            raise RunRefused(
                QT_TRANSLATE_NOOP("trust", "{a0} is larger than {a1} MiB, too large to run as approved bytes (trust "
                                           "policy enforce); nothing was run"),
                QT_TRANSLATE_NOOP("trust", "run it from the ScriptDeck window, or set the trust policy to warn"),
                a0=tool_id, a1=MAX_PINNED_BYTES >> 20)
        if state == APPROVED:
            return AgentVerdict(pinned=now)
        _refuse(tool_id, state)
    state = store.state(tool_id, path)["state"]
    return AgentVerdict(note=CHANGED if state == CHANGED else None)


def _refuse(tool_id: str, state: str) -> None:
    if state == CHANGED:
        raise RunRefused(
            QT_TRANSLATE_NOOP("trust", "{a0} changed since you approved it (trust policy enforce); nothing was run"),
            QT_TRANSLATE_NOOP("trust", "review the change in ScriptDeck (Details, Trust: Review changes) and "
                                       "approve it, or run scriptdeck trust {a0} --approve"), a0=tool_id)
    raise RunRefused(
        QT_TRANSLATE_NOOP("trust", "{a0} has not been reviewed (trust policy enforce); nothing was run"),
        QT_TRANSLATE_NOOP("trust", "review it in ScriptDeck (Details, Trust) and approve it, or run "
                                   "scriptdeck trust {a0} --approve"), a0=tool_id)
