"""Streamable HTTP at /mcp: client sessions, each request answered on the POST that carried it.

The MCP transport as the 2025-06-18 specification describes it: a POST carries one message; a
request is answered on its own response, as JSON when the answer is all there is, or as an SSE
stream when progress, log messages or requests of the server's come first; a GET opens the
session's stream for messages unrelated to any request; a DELETE ends the session. Sessions
idle for `proxy.http.session_idle_timeout` are closed, as the SDK's session manager does, and at
most `proxy.http.max_sessions` are open at once (a new one past that is refused with 503), at most
`proxy.http.max_sessions_per_caller` of them one caller's (429 past that). A session is bound to
the caller that opened it, but each request is authorized by the token it carries.

The endpoint reads a request and hands it on; each concern is a module of its own:

- `_auth`: the bearer token (`BearerAuth`); `_origin`: Host and Origin against DNS rebinding
  (the SDK's TransportSecurityMiddleware, `OriginGuard`);
- `_registry`: the legacy era's sessions (`SessionRegistry`, `HttpSession`);
- `_legacy` and `_modern`: the POST of each era; `_stream`: the legacy GET stream;
- `_response`: the response to one request (JSON, or an SSE stream); `_asgi`: what is written.

The SDK's session manager does the same through Starlette responses, sse-starlette, memory
streams and pydantic for every message; on the proxy's hot path those cost more than the routing
itself (`make bench`).
"""

from __future__ import annotations

import contextlib
import logging

import anyio
from mcp import types
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import Receive, Scope, Send

from toolvet.protocol import eras as era
from toolvet.protocol import wire
from toolvet.protocol.headers import PROTOCOL_HEADER
from toolvet.proxy.catalog import ToolTable
from toolvet.proxy.http._asgi import (
    INVALID_REQUEST,
    PARSE_ERROR,
    error,
    headers_of,
    respond,
)
from toolvet.proxy.http._auth import BearerAuth
from toolvet.proxy.http._legacy import serve_legacy
from toolvet.proxy.http._modern import ModernRequests
from toolvet.proxy.http._origin import OriginGuard
from toolvet.proxy.http._registry import (
    MAX_SESSIONS,
    MAX_SESSIONS_PER_CALLER,
    SESSION_IDLE_TIMEOUT,
    SessionRegistry,
)
from toolvet.proxy.http._stream import serve_stream
from toolvet.proxy.identity import Authenticator, Caller
from toolvet.proxy.sessions import SessionWiring

log = logging.getLogger("toolvet.proxy")


class StreamableHttpEndpoint:
    """The ASGI app at /mcp (or at a path of `proxy.endpoints`: `path`, its sessions wired to
    its view); `run` hosts the sessions (start it before serving requests)."""

    def __init__(
        self,
        wiring: SessionWiring,
        tools: ToolTable,
        security: TransportSecuritySettings,
        *,
        bounds: wire.Bounds,
        authenticator: Authenticator | None = None,
        resource_metadata: str | None = None,
        max_sessions: int = MAX_SESSIONS,
        max_sessions_per_caller: int = MAX_SESSIONS_PER_CALLER,
        idle_timeout: float = SESSION_IDLE_TIMEOUT,
        path: str = "/mcp",
    ) -> None:
        self.path = path
        self.metrics = wiring.metrics
        self.bounds = bounds
        self.auth = (
            BearerAuth(authenticator, resource_metadata, self.metrics)
            if authenticator is not None
            else None
        )
        self.origin = OriginGuard(security)
        self.registry = SessionRegistry(
            wiring,
            max_sessions=max_sessions,
            max_sessions_per_caller=max_sessions_per_caller,
            idle_timeout=idle_timeout,
        )
        self.modern = ModernRequests(wiring, tools, self.registry)

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        await self.registry.run(task_status=task_status)

    def end_streams(self) -> None:
        """End every legacy session's GET stream (they never end on their own): the server
        is stopping. The sessions stay until then."""
        self.registry.end_streams()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await self._serve(scope, receive, send)
        except Exception as exc:
            await self._failed(send, exc, scope["method"], None)

    async def _failed(
        self, send: Send, exc: Exception, method: object, request_id: types.RequestId | None
    ) -> None:
        """An exception toolvet did not expect (a bug of its own): logged once with what was
        served, counted, and answered as a JSON-RPC internal error (under the request's id when
        it is known), never as a bare 500."""
        self.metrics.internal_errors += 1
        log.error("serving %s (id %r) at %s failed", method, request_id, self.path, exc_info=exc)
        text = (
            f"Internal error: toolvet could not serve {method} ({type(exc).__name__});"
            " the proxy's log says more"
        )
        # When the response had begun (or the client left), nothing more can go on it.
        with contextlib.suppress(OSError, RuntimeError):
            await error(send, 200, types.INTERNAL_ERROR, text, request_id=request_id)

    async def _serve(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = headers_of(scope)
        caller = None
        if self.auth is not None:
            caller = await self.auth.caller(scope, headers, send)
            if caller is None:
                return
        if not await self.origin.admits(scope, receive, send, headers):
            return
        method = scope["method"]
        if (
            method in ("GET", "DELETE")
            and headers.get(PROTOCOL_HEADER) in era.MODERN_PROTOCOL_VERSIONS
        ):
            # 2026-07-28 has neither the GET stream nor sessions to delete.
            await error(send, 405, INVALID_REQUEST, "Method Not Allowed", [(b"allow", b"POST")])
        elif method == "POST":
            await self._post(scope, receive, send, headers, caller)
        elif method == "GET":
            await serve_stream(self.registry, receive, send, headers, caller)
        elif method == "DELETE":
            session = await self.registry.find(send, headers, caller)
            if session is not None:
                self.registry.end(session)
                await respond(send, 200, b"", session_id=session.id)
        else:
            await error(
                send, 405, INVALID_REQUEST, "Method Not Allowed", [(b"allow", b"GET, POST, DELETE")]
            )

    async def _post(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        headers: dict[str, str],
        caller: Caller | None,
    ) -> None:
        accept = headers.get("accept", "")
        if not (
            "*/*" in accept or ("application/json" in accept and "text/event-stream" in accept)
        ):
            await error(
                send,
                406,
                INVALID_REQUEST,
                "Not Acceptable: Client must accept both application/json and text/event-stream",
            )
            return
        body = await self._body(receive, send, headers)
        if body is None:
            return
        try:
            message = wire.parse_message(body, self.bounds)
        except wire.InvalidMessage as exc:
            await self._refuse_invalid(send, exc)
            return
        try:
            if headers.get(PROTOCOL_HEADER) in era.MODERN_PROTOCOL_VERSIONS:
                await self.modern.serve(scope, receive, send, headers, message, caller)
            else:
                await serve_legacy(self.registry, send, headers, message, caller)
        except Exception as exc:
            request_id = message["id"] if wire.is_request(message) else None
            await self._failed(send, exc, message.get("method", "an answer"), request_id)

    async def _refuse_invalid(self, send: Send, invalid: wire.InvalidMessage) -> None:
        """400 for a body that is not a JSON-RPC message toolvet may pass on, with the error it
        deserves (under its id, when that can be found); logged and counted."""
        self.metrics.invalid_message(invalid.kind)
        log.info("refused an HTTP request body: %s", invalid)
        await error(
            send, 400, invalid.code, wire.error_text(invalid), request_id=invalid.request_id
        )

    async def _body(self, receive: Receive, send: Send, headers: dict[str, str]) -> bytes | None:
        """The request body, bounded by proxy.limits.max_request_bytes and checked to be UTF-8."""
        declared = headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.bounds.max_bytes:
            await _too_large(send, self.bounds.max_bytes)
            return None
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return None  # the client went away
            body += message.get("body", b"")
            if len(body) > self.bounds.max_bytes:
                await _too_large(send, self.bounds.max_bytes)
                return None
            if not message.get("more_body", False):
                break
        try:
            body.decode("utf-8")
        except UnicodeDecodeError as exc:
            reason = f"the body is not UTF-8 text ({exc.reason} at byte {exc.start})"
            await error(send, 400, PARSE_ERROR, f"Parse error: {reason}")
            return None
        return bytes(body)


async def _too_large(send: Send, limit: int) -> None:
    await error(
        send,
        413,
        INVALID_REQUEST,
        f"Request body larger than {limit} bytes (proxy.limits.max_request_bytes)",
    )
