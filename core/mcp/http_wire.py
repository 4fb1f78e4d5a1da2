"""Each POST body of ``scriptdeck mcp --http`` judged as stdio judges a line (SPEC §19, §27), before the SDK sees it.

The SDK's streamable HTTP transport parses a body with pydantic and takes nesting of any depth, ``NaN`` and lone
surrogates; what its models refuse it answers with a validation dump (``-32602``, kilobytes, ``id: null``), and a
request whose id is not a string or an integer it took for a notification (``202``, never answered). Here each
body goes through :func:`wire.screen`, the judgement of the stdio reader: a refusal is answered as stdio answers
it (the same code, message and id) as a JSON body, with the HTTP status the SDK gives a JSON-RPC error of that code
(400, as for its own parse errors); a refused notification or response gets its error without an id (the
streamable HTTP spec: an HTTP error status, a JSON-RPC error with no id). A body that passes reaches the SDK
unchanged.

What the SDK checks before it reads a body keeps its place and its answers: a request with a ``Host``, ``Origin``,
``Content-Type`` or ``Accept`` it refuses, or over :data:`http_edge.MAX_BODY` (by its declared length or once read
that far), is handed on with its body unread or as read so far. The bearer check runs before all of this.
"""

from __future__ import annotations

import itertools
import logging
from dataclasses import replace
from typing import Any

from scriptdeck.core.mcp import wire

log = logging.getLogger("scriptdeck.mcp")

#: bodies larger than this are judged on a worker thread (a 16 MiB body takes the loop for a while)
THREAD_ABOVE = 256 * 1024
EMPTY = wire.Refusal(None, wire.PARSE_ERROR, "Parse error: the body is empty", answer=True)


class JsonRpcGuard:
    """ASGI middleware in front of the SDK's streamable HTTP app: :mod:`wire`'s judgement for every POST body."""

    def __init__(self, app: Any, settings: Any, max_body: int, messages: Any = None) -> None:
        from mcp.server.transport_security import TransportSecurityMiddleware

        self.app = app
        self.security = TransportSecurityMiddleware(settings)
        self.max_body = max_body
        #: the message log stdio writes too (:class:`msglog.MessageLog`; None: not logged)
        self.messages = messages
        #: each session's client name, from its ``initialize`` (bounded: the oldest goes first)
        self._clients: dict[str, str] = {}
        self._requests = itertools.count()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["method"] != "POST" or not await self._sdk_reads_body(scope):
            await self.app(scope, receive, send)
            return
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away before its body was whole: nobody to answer
            body += message.get("body", b"")
            if len(body) > self.max_body:  # the SDK answers 413 from what it reads first
                await self.app(scope, _replay(bytes(body), True, receive), send)
                return
            if not message.get("more_body", False):
                break
        data = bytes(body)
        del body
        value, refusal = await _judge(data)
        if refusal is None:
            if self.messages is not None and isinstance(value, dict):
                send = self._logged(scope, value, len(data), send)
            await self.app(scope, _replay(data, False, receive), send)
            return
        log.warning("refused a message (id %.80r): %d %s", refusal.id, refusal.code, refusal.message)
        await _answer(refusal, scope, receive, send)

    def _logged(self, scope: Any, message: dict[str, Any], size: int, send: Any) -> Any:
        """Log ``message`` and return ``send`` that logs the answers going out in this POST's response (a JSON
        body, or each ``data:`` of an SSE stream). Each POST is its own key: ids repeat across clients."""
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        session = headers.get("mcp-session-id", "")
        client = self._clients.get(session, "") if session else ""
        if message.get("method") == "initialize":
            params = message.get("params")
            info = params.get("clientInfo") if isinstance(params, dict) else None
            name = info.get("name") if isinstance(info, dict) else None
            client = name[:200] if isinstance(name, str) else ""
        key = f"post-{next(self._requests)}"
        messages = self.messages
        messages.incoming(message, size, key, client)
        state: dict[str, Any] = {"sse": False, "buffer": b""}

        async def logging_send(event: dict[str, Any]) -> None:
            try:
                if event["type"] == "http.response.start":
                    answer_headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                                      for k, v in event.get("headers", [])}
                    state["sse"] = answer_headers.get("content-type", "").startswith("text/event-stream")
                    new_session = answer_headers.get("mcp-session-id")
                    if new_session and client:
                        if len(self._clients) >= 1024:
                            del self._clients[next(iter(self._clients))]
                        self._clients[new_session] = client
                elif event["type"] == "http.response.body":
                    state["buffer"] += event.get("body", b"")
                    more = event.get("more_body", False)
                    if state["sse"]:
                        *events, state["buffer"] = state["buffer"].replace(b"\r\n", b"\n").split(b"\n\n")
                        for block in events:
                            data = b"\n".join(line[5:].lstrip(b" ") for line in block.split(b"\n")
                                              if line.startswith(b"data:"))
                            if data:
                                messages.outgoing(data, key, client)
                    elif not more and state["buffer"]:
                        messages.outgoing(state["buffer"], key, client)
                        state["buffer"] = b""
            except Exception:  # the log never fails an answer
                log.debug("could not log an HTTP answer", exc_info=True)
            await send(event)

        return logging_send

    async def _sdk_reads_body(self, scope: Any) -> bool:
        """Whether the SDK would read this POST's body: its ``Host``/``Origin``/``Content-Type`` check and its
        ``Accept`` check pass (no JSON-only responses here: both types) and its declared length is in bounds."""
        from mcp.server.streamable_http import check_accept_headers
        from starlette.requests import Request

        request = Request(scope)
        if await self.security.validate_request(request, is_post=True) is not None:
            return False
        if not all(check_accept_headers(request)):
            return False
        declared = request.headers.get("content-length", "")
        return not (declared.isdigit() and int(declared) > self.max_body)


async def _judge(data: bytes) -> tuple[Any, wire.Refusal | None]:
    """The body's value and why the SDK must not get it (None: it may). Judged as stdio judges a line; a blank body (a keep-alive
    on stdio) is a request nobody can answer otherwise: refused as not JSON."""
    if len(data) > THREAD_ABOVE:
        import anyio.to_thread

        value, _message, refusal = await anyio.to_thread.run_sync(wire.screen, data)
    else:
        value, _message, refusal = wire.screen(data)
    return value, EMPTY if value is None and refusal is None else refusal


async def _answer(refusal: wire.Refusal, scope: Any, receive: Any, send: Any) -> None:
    from mcp.shared.inbound import ERROR_CODE_HTTP_STATUS
    from starlette.responses import Response

    if not refusal.answer:
        refusal = replace(refusal, id=None)  # a notification or a response: an error with no id
    response = Response(wire.dumps_error(refusal), status_code=ERROR_CODE_HTTP_STATUS.get(refusal.code, 400),
                        media_type="application/json")
    await response(scope, receive, send)


def _replay(body: bytes, more: bool, receive: Any) -> Any:
    """``receive`` with the body already read handed out first, as one message."""
    pending = [{"type": "http.request", "body": body, "more_body": more}]

    async def replay() -> Any:
        if pending:
            return pending.pop()
        return await receive()

    return replay
