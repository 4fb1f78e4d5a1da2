"""The MCP message log (issue 35): each request and its answer as ``scriptdeck mcp`` saw them on the wire, for the
window's Agent activity. No Qt, no SDK.

``<state>/mcp-messages.jsonl``: append-only JSON lines, 0600 in the 0700 state folder, bounded as the run history
is (past :data:`MAX_BYTES` the newest :data:`KEEP_BYTES` are kept), tolerant of a torn last line. One line per
answered request: ``t`` (answer time), ``method``, ``id``, ``in``/``out`` (bytes on the wire), ``ms`` (request to
answer), ``error`` (a JSON-RPC error or ``isError``), ``client`` (the client's name: over HTTP each request's, on stdio the
``clientInfo`` of its ``initialize``), ``request`` (the params) and ``answer`` (the result or error)
when each is at most :data:`BODY_LIMIT` bytes; one line per notification (``dir``: in or out). A request's
arguments are kept as the history keeps them (it redacts nothing; the file is private alike).

Writing never fails the server: a full disk or a FIFO in the file's place drops the line (logged at debug).
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
from pathlib import Path
from typing import Any

from scriptdeck.core.run.history import History
from scriptdeck.core.store.fsutil import open_private_append

log = logging.getLogger("scriptdeck.mcp")

MAX_BYTES = 4 * 1024 * 1024
KEEP_BYTES = 2 * 1024 * 1024
#: a request's params or an answer larger than this is logged by size only (a 10,000-tool list is megabytes)
BODY_LIMIT = 64 * 1024
#: requests waiting for their answer, remembered at most (a client that never reads its answers cannot grow it)
PENDING = 1024
#: an answer's id, read from the start of the line the server writes (never parsing a megabyte list for it)
_ID = re.compile(rb'^\{"jsonrpc":\s*"2\.0",\s*"id":\s*(-?\d+|"(?:[^"\\]|\\.){0,200}")')


def messages_path(state_dir: Path) -> Path:
    return Path(state_dir) / "mcp-messages.jsonl"


class MessageLog:
    """Pairs each request with its answer and appends the pair. Called from the reader thread (requests) and the
    writer (answers): one lock around the pending table and each append."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._pending: dict[str, tuple[float, float, str, int, Any]] = {}
        self._lock = threading.Lock()
        #: the stdio client's name from its ``initialize`` (issue 45: the log's Client column); HTTP names each line
        self.client: str | None = None

    def incoming(self, message: dict[str, Any], size: int, session: str = "", client: str | None = None) -> None:
        """A message from the client (already judged to be JSON-RPC). Over HTTP, ``session`` keys the request
        (ids repeat across clients; stdio has one client and none) and ``client`` names its sender."""
        method = message.get("method")
        if not isinstance(method, str):
            return  # an answer to one of our requests (none are sent): nothing to pair
        params = message.get("params")
        if method == "initialize" and not session and isinstance(params, dict):
            info = params.get("clientInfo")
            name = info.get("name") if isinstance(info, dict) else None
            self.client = name[:100] if isinstance(name, str) and name else self.client
        if client is None and not session:
            client = self.client
        if "id" not in message:
            self._append(self._named({"t": time.time(), "dir": "in", "method": method, "in": size,
                                      "request": params if _small(params) else None}, client))
            return
        key = session + "\n" + json.dumps(message["id"])
        with self._lock:
            if len(self._pending) >= PENDING:
                del self._pending[next(iter(self._pending))]
            self._pending[key] = (time.time(), time.monotonic(), method, size, params)

    def outgoing(self, data: bytes, session: str = "", client: str | None = None) -> None:
        """A line the server writes (an answer, or a notification of its own)."""
        match = _ID.match(data[:512])
        if match is None:
            method = _method(data)
            if method:
                self._append(self._named({"t": time.time(), "dir": "out", "method": method, "out": len(data)},
                                         client))
            return
        if client is None and not session:
            client = self.client
        key = session + "\n" + json.dumps(json.loads(match.group(1)))
        with self._lock:
            pending = self._pending.pop(key, None)
        if pending is None:
            return  # an answer to a line the reader refused before it was a request (its error is the answer)
        _started, began, method, size, params = pending
        record: dict[str, Any] = {"t": time.time(), "method": method, "id": json.loads(key.split("\n", 1)[1]),
                                  "in": size,
                                  "out": len(data), "ms": round((time.monotonic() - began) * 1000, 1),
                                  "request": params if _small(params) else None}
        answer: Any = None
        if len(data) <= BODY_LIMIT:
            try:
                whole = json.loads(data)
            except ValueError:
                whole = {}
            answer = whole.get("result", whole.get("error")) if isinstance(whole, dict) else None
            record["error"] = "error" in whole or (isinstance(answer, dict) and answer.get("isError") is True)
        record["answer"] = answer
        self._append(self._named(record, client))

    @staticmethod
    def _named(record: dict[str, Any], client: str | None) -> dict[str, Any]:
        """``record`` with its HTTP client's name (``client``; stdio's lines have none)."""
        if client is not None:
            record["client"] = client
        return record

    def _append(self, record: dict[str, Any]) -> None:
        line = (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8", "replace")
        with self._lock:
            try:
                fd = open_private_append(self.path)
                with os.fdopen(fd, "ab") as handle:
                    size = os.fstat(fd).st_size
                    handle.write(line)
                if size + len(line) > MAX_BYTES:
                    History(self.path)._compact()  # the same bound and cut as the run history
            except OSError:
                log.debug("could not log an MCP message", exc_info=True)


def _small(value: Any) -> bool:
    try:
        return len(json.dumps(value, ensure_ascii=False)) <= BODY_LIMIT
    except (TypeError, ValueError):
        return False


def _method(data: bytes) -> str:
    found = re.search(rb'"method":\s*"([A-Za-z/_$.-]{1,100})"', data[:512])
    return found.group(1).decode("ascii") if found else ""


def records(path: Path, limit: int = 500) -> list[dict[str, Any]]:
    """Newest first; lines that do not parse are skipped (History's reader: bounded, no special files)."""
    return History(path).records(limit=limit)
