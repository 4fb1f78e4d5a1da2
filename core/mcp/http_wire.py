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

    def __init__(self, app: Any, settings: Any, max_body: int) -> None:
        from mcp.server.transport_security import TransportSecurityMiddleware

        self.app = app
        self.security = TransportSecurityMiddleware(settings)
        self.max_body = max_body

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
        refusal = await _judge(data)
        if refusal is None:
            await self.app(scope, _replay(data, False, receive), send)
            return
        log.warning("refused a message (id %.80r): %d %s", refusal.id, refusal.code, refusal.message)
        await _answer(refusal, scope, receive, send)

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


async def _judge(data: bytes) -> wire.Refusal | None:
    """Why the SDK must not get this body, or None. Judged as stdio judges a line; a blank body (a keep-alive
    on stdio) is a request nobody can answer otherwise: refused as not JSON."""
    if len(data) > THREAD_ABOVE:
        import anyio.to_thread

        value, _message, refusal = await anyio.to_thread.run_sync(wire.screen, data)
    else:
        value, _message, refusal = wire.screen(data)
    return EMPTY if value is None and refusal is None else refusal


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
