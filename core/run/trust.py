"""Trust pin (SPEC §17): the SHA-256 of a tool file the user approved, a copy of it for a diff, and the policy for
agent calls of a tool that changed since (or was never reviewed).

Kept in ScriptDeck's state (``trust.json`` and ``trust/`` beside it, 0600 in 0700 folders), keyed by the file's
absolute path, so the same id in two personas is two pins. ``trust_policy`` lives in ``settings.json``:
``off`` | ``warn`` (default) | ``enforce``.
"""

from __future__ import annotations

import difflib
import errno
import hashlib
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.jsonsafe import loads_strict
from scriptdeck.core.run.runplan import RunRefused
from scriptdeck.core.store.fsutil import write_private

POLICIES = ("off", "warn", "enforce")
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
    fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    return fd


def file_sha256(path: Path) -> str:
    """The hex SHA-256 of a regular file (a FIFO or device raises ``OSError``, never blocks)."""
    fd = _open_regular(Path(path))
    digest = hashlib.sha256()
    try:
        while chunk := os.read(fd, _CHUNK):
            digest.update(chunk)
    finally:
        os.close(fd)
    return digest.hexdigest()


def _read_small(path: Path, limit: int) -> bytes | None:
    fd = _open_regular(Path(path))
    try:
        if os.fstat(fd).st_size > limit:
            return None
        chunks = []
        while chunk := os.read(fd, _CHUNK):
            chunks.append(chunk)
        data = b"".join(chunks)
        return data if len(data) <= limit else None
    finally:
        os.close(fd)


class TrustStore:
    def __init__(self, state_dir: Path) -> None:
        self.path = Path(state_dir) / "trust.json"
        self.copies = Path(state_dir) / "trust"

    def _load(self) -> dict[str, Any]:
        try:
            data = loads_strict(self.path.read_bytes(), max_bytes=16 * 1024 * 1024)
        except (OSError, ValueError):
            return {}
        files = data.get("files") if isinstance(data, dict) else None
        return {k: v for k, v in files.items() if isinstance(v, dict) and isinstance(v.get("sha256"), str)} \
            if isinstance(files, dict) else {}

    def _save(self, files: dict[str, Any]) -> None:
        write_private(self.path, (json.dumps({"files": files}, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))

    @staticmethod
    def key(path: Path) -> str:
        return os.path.abspath(os.fsdecode(path))

    def _copy_path(self, key: str) -> Path:
        return self.copies / (hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest() + ".txt")

    def entry(self, path: Path) -> dict[str, Any] | None:
        return self._load().get(self.key(path))

    def approve(self, tool_id: str, path: Path) -> dict[str, Any]:
        """Pin the file as it is now (hash and, up to 4 MiB, a copy for the diff)."""
        data = _read_small(path, MAX_COPY_BYTES)
        sha = hashlib.sha256(data).hexdigest() if data is not None else file_sha256(path)
        key = self.key(path)
        if data is not None:
            write_private(self._copy_path(key), data)
        else:
            try:
                os.unlink(self._copy_path(key))
            except FileNotFoundError:
                pass
        files = self._load()
        files[key] = {"sha256": sha, "id": tool_id, "approved_at": time.time(), "copy": data is not None}
        self._save(files)
        return self.state(tool_id, path)

    def revoke(self, path: Path) -> None:
        files = self._load()
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
        entry = self.entry(path)
        try:
            now: str | None = file_sha256(path)
        except OSError:
            now = None
        out: dict[str, Any] = {"id": tool_id, "path": os.fsdecode(path), "sha256": now}
        if entry is None:
            out["state"] = UNREVIEWED
            return out
        out["state"] = APPROVED if entry["sha256"] == now else CHANGED
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
        old = self.approved_copy(path)
        if old is None:
            return None
        try:
            new = _read_small(path, MAX_COPY_BYTES)
        except OSError:
            return None
        if new is None:
            return None
        name = os.fsdecode(path)
        lines = difflib.unified_diff(old.decode("utf-8", "replace").splitlines(keepends=True),
                                     new.decode("utf-8", "replace").splitlines(keepends=True),
                                     fromfile=f"{name} (approved)", tofile=f"{name} (now)", n=context)
        return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


def check_agent_call(store: TrustStore, settings: Any, tool_id: str, path: Path) -> str | None:
    """For a call made by an agent (``tool-call``, MCP): refuse (:class:`RunRefused`) under ``enforce`` when the tool
    is not approved; under ``warn`` return ``"changed"`` for a tool that changed since it was approved (the result
    carries it); else None. Window runs never come here (the user is looking)."""
    mode = policy(settings)
    if mode == "off":
        return None
    state = store.state(tool_id, path)["state"]
    if state == APPROVED:
        return None
    if mode == "enforce":
        if state == CHANGED:
            raise RunRefused(
                QT_TRANSLATE_NOOP("trust", "{a0} changed since you approved it (trust policy enforce); nothing was run"),
                QT_TRANSLATE_NOOP("trust", "review the change in ScriptDeck (Details, Trust: Review changes) and "
                                           "approve it, or run scriptdeck trust {a0} --approve"), a0=tool_id)
        raise RunRefused(
            QT_TRANSLATE_NOOP("trust", "{a0} has not been reviewed (trust policy enforce); nothing was run"),
            QT_TRANSLATE_NOOP("trust", "review it in ScriptDeck (Details, Trust) and approve it, or run "
                                       "scriptdeck trust {a0} --approve"), a0=tool_id)
    return CHANGED if state == CHANGED else None
