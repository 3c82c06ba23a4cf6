"""Streamable HTTP at /mcp: client sessions, each request answered on the POST that carried it.

The MCP transport as the 2025-06-18 specification describes it: a POST carries one message; a
request is answered on its own response, as JSON when the answer is all there is, or as an SSE
stream when progress, log messages or requests of the server's come first; a GET opens the
session's stream for messages unrelated to any request; a DELETE ends the session. Sessions
idle for `proxy.http.session_idle_timeout` are closed, as the SDK's session manager does, and at
most `proxy.http.max_sessions` are open at once (a new one past that is refused with 503), at most
`proxy.http.max_sessions_per_caller` of them one caller's (429 past that). A session is bound to
the caller that opened it, but each request is authorized by the token it carries.

The SDK's session manager does the same through Starlette responses, sse-starlette, memory
streams and pydantic for every message; on the proxy's hot path those cost more than the routing
itself (`make bench`). Host and Origin are checked with the SDK's own TransportSecurityMiddleware.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import math
import time
import uuid
from collections import Counter
from collections.abc import Mapping
from typing import Any

import anyio
from mcp import types
from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from starlette.requests import HTTPConnection
from starlette.types import Receive, Scope, Send

from toolvet.protocol import eras as era
from toolvet.protocol import wire
from toolvet.protocol.headers import PROTOCOL_HEADER, SESSION_HEADER
from toolvet.protocol.streams import MessageReader
from toolvet.proxy.catalog import ToolTable
from toolvet.proxy.identity import Authenticator, Caller, Refusal, challenge
from toolvet.proxy.sessions import (
    ERROR_STATUS,
    DownstreamSession,
    SessionWiring,
    header_mismatch,
    unsessioned_refusal,
)
from toolvet.telemetry import CONTEXT_KEYS

log = logging.getLogger("toolvet.proxy")

SESSION_IDLE_TIMEOUT = 30 * 60.0  # the default of proxy.http.session_idle_timeout
MAX_SESSIONS = 10_000  # the default of proxy.http.max_sessions
MAX_SESSIONS_PER_CALLER = 100  # the default of proxy.http.max_sessions_per_caller
IDLE_CHECK_INTERVAL = 60.0  # or half the idle timeout, when that is shorter
# A comment line on the GET stream this often keeps idle connections (and proxies) from closing it.
KEEPALIVE_INTERVAL = 15.0
PING = b": ping\r\n\r\n"  # that comment line
# A modern request still unanswered after this long has its client watched for a hang-up.
HANGUP_WATCH_AFTER = 0.1
# Host/Origin/Content-Type combinations the guard passed, remembered (up to this many) so the
# guard does not run for every message.
PASSED_CHECKS = 64
PARSE_ERROR = wire.PARSE_ERROR
INVALID_REQUEST = wire.INVALID_REQUEST
SERVER_BUSY = -32000  # implementation-defined server error: too many sessions
# Two Authorization headers: which token counts would depend on what reads them (/mcp the last,
# Starlette the first), so neither does (RFC 6750 section 3.1).
DUPLICATE_AUTHORIZATION = Refusal(
    400,
    "invalid_request",
    "more than one Authorization header was sent; send exactly one, `Bearer <token>`",
)
TOO_MANY_REQUESTS = 429
_END = None  # put on a session's GET stream queue when the stream is to end


class HttpSession:
    """One client's session: routes the proxy's messages for it to the response they belong on
    (the MessageWriter of its DownstreamSession)."""

    def __init__(self, wiring: SessionWiring) -> None:
        self.id = uuid.uuid4().hex
        self.downstream = DownstreamSession(wiring, self, transport="http")
        self.requests: dict[types.RequestId, Response] = {}
        self.standalone: asyncio.Queue[wire.Message | None] | None = None
        self.ended = anyio.Event()
        self.last_seen = time.monotonic()

    async def send(
        self, message: wire.Message, *, related_request_id: types.RequestId | None = None
    ) -> None:
        """An answer goes on the response of its request; a message about a request (progress, a
        request of the server's) on that request's response while it is open; anything else on
        the GET stream, if the client opened one."""
        if "method" not in message:
            answered = message.get("id")
            response = self.requests.get(answered) if answered is not None else None
        else:
            response = (
                self.requests.get(related_request_id) if related_request_id is not None else None
            )
        if response is not None:
            await response.send(message)
        elif "method" in message and self.standalone is not None:
            self.standalone.put_nowait(message)
        else:
            log.debug(
                "session %s: no open stream for %s", self.id, message.get("method", "an answer")
            )

    def forget(self, request_id: object) -> None:
        """The client cancelled a request: its response ends now, without an answer."""
        response = self.requests.get(request_id) if wire.is_request_id(request_id) else None
        if response is not None:
            response.end()

    def end(self) -> None:
        self.ended.set()
        for response in self.requests.values():
            response.end()
        if self.standalone is not None:
            self.standalone.put_nowait(_END)

    async def until_ended(self) -> MessageReader:
        """The read stream of the DownstreamSession: messages arrive by `receive`, not through it."""
        await self.ended.wait()
        return
        yield  # an async generator that yields nothing


class StreamableHttpEndpoint:
    """The ASGI app at /mcp; `run` hosts the sessions (start it before serving requests)."""

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
    ) -> None:
        self.wiring = wiring
        self.metrics = wiring.metrics
        self.tools = tools
        self.max_sessions = max_sessions
        self.max_sessions_per_caller = max_sessions_per_caller
        self._sessions_of: Counter[str] = Counter()
        """How many sessions each caller (by subject) has open."""
        self.idle_timeout = idle_timeout
        self.idle_check_interval = min(IDLE_CHECK_INTERVAL, idle_timeout / 2)
        self._refused_logged_at = -math.inf
        self.guard = TransportSecurityMiddleware(security)
        self._passed: set[tuple[str, str | None, str | None, str | None]] = set()
        self.bounds = bounds
        self.authenticator = authenticator
        self.resource_metadata = resource_metadata
        """Where clients find the protected resource metadata (named in every 401)."""
        self.sessions: dict[str, HttpSession] = {}
        self._group: anyio.abc.TaskGroup | None = None

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        try:
            async with anyio.create_task_group() as group:
                self._group = group
                task_status.started()
                while True:
                    await anyio.sleep(self.idle_check_interval)
                    self._end_idle_sessions()
        finally:
            for session in list(self.sessions.values()):
                session.end()

    def _end_idle_sessions(self) -> None:
        cutoff = time.monotonic() - self.idle_timeout
        for session in list(self.sessions.values()):
            busy = session.requests or session.standalone is not None
            if not busy and session.last_seen < cutoff:
                log.info("session %s idle for %g s: closed", session.id, self.idle_timeout)
                self._end(session)

    def end_streams(self) -> None:
        """End every legacy session's GET stream (they never end on their own): the server
        is stopping. The sessions stay until then."""
        for session in self.sessions.values():
            if session.standalone is not None:
                session.standalone.put_nowait(_END)

    def _end(self, session: HttpSession) -> None:
        if self.sessions.pop(session.id, None) is not None:
            opener = session.downstream.caller
            if opener is not None:
                self._sessions_of[opener.subject] -= 1
                if self._sessions_of[opener.subject] <= 0:
                    del self._sessions_of[opener.subject]
        session.end()

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
        log.error("serving %s (id %r) at /mcp failed", method, request_id, exc_info=exc)
        text = (
            f"Internal error: toolvet could not serve {method} ({type(exc).__name__});"
            " the proxy's log says more"
        )
        # When the response had begun (or the client left), nothing more can go on it.
        with contextlib.suppress(OSError, RuntimeError):
            await _error(send, 200, types.INTERNAL_ERROR, text, request_id=request_id)

    async def _serve(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = _headers(scope)
        caller = None
        if self.authenticator is not None:
            if len(headers) < len(scope["headers"]) and "authorization" in _repeated(
                scope["headers"]
            ):
                await self._refuse(send, DUPLICATE_AUTHORIZATION)
                return
            outcome = await self.authenticator.authenticate(headers.get("authorization"))
            if isinstance(outcome, Refusal):
                await self._refuse(send, outcome)
                return
            caller = outcome
        method = scope["method"]
        checked = (method, headers.get("host"), headers.get("origin"), headers.get("content-type"))
        if checked not in self._passed:
            refusal = await self.guard.validate_request(
                HTTPConnection(scope), is_post=method == "POST"
            )
            if refusal is not None:
                await refusal(scope, receive, send)
                return
            if len(self._passed) < PASSED_CHECKS:
                self._passed.add(checked)
        if (
            method in ("GET", "DELETE")
            and headers.get(PROTOCOL_HEADER) in era.MODERN_PROTOCOL_VERSIONS
        ):
            # 2026-07-28 has neither the GET stream nor sessions to delete.
            await _error(send, 405, INVALID_REQUEST, "Method Not Allowed", [(b"allow", b"POST")])
        elif method == "POST":
            await self._post(scope, receive, send, headers, caller)
        elif method == "GET":
            await self._get(receive, send, headers, caller)
        elif method == "DELETE":
            session = await self._session(send, headers, caller)
            if session is not None:
                self._end(session)
                await _respond(send, 200, b"", session=session)
        else:
            await _error(
                send, 405, INVALID_REQUEST, "Method Not Allowed", [(b"allow", b"GET, POST, DELETE")]
            )

    async def _session(
        self, send: Send, headers: dict[str, str], caller: Caller | None
    ) -> HttpSession | None:
        """The session a request names; None once the refusal has been sent. A session is bound
        to the caller that opened it: another caller's request on it is refused."""
        session_id = headers.get(SESSION_HEADER)
        if session_id is None:
            await _error(send, 400, INVALID_REQUEST, "Bad Request: Missing session ID")
            return None
        session = self.sessions.get(session_id)
        if session is None:
            await _error(send, 404, INVALID_REQUEST, "Not Found: Invalid or expired session ID")
            return None
        opener = session.downstream.caller
        if opener is not None and caller is not None and opener.principal != caller.principal:
            self.metrics.auth_refused("another_callers_session")
            await _error(
                send,
                403,
                INVALID_REQUEST,
                "Forbidden: this session was opened by another caller; open a session of your own",
            )
            return None
        version = headers.get(PROTOCOL_HEADER)
        if version is not None and version not in era.LEGACY_PROTOCOL_VERSIONS:
            await _error(
                send,
                400,
                INVALID_REQUEST,
                f"Bad Request: Unsupported protocol version: {version}. "
                f"Supported versions: {', '.join(era.LEGACY_PROTOCOL_VERSIONS)}",
            )
            return None
        session.last_seen = time.monotonic()
        return session

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
            await _error(
                send,
                406,
                INVALID_REQUEST,
                "Not Acceptable: Client must accept both application/json and text/event-stream",
            )
            return
        body = await self._body(scope, receive, send, headers)
        if body is None:
            return
        try:
            message = wire.parse_message(body, self.bounds)
        except wire.InvalidMessage as exc:
            await self._refuse_invalid(send, exc)
            return
        try:
            await self._route(scope, receive, send, headers, message, caller)
        except Exception as exc:
            request_id = message["id"] if wire.is_request(message) else None
            await self._failed(send, exc, message.get("method", "an answer"), request_id)

    async def _route(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        headers: dict[str, str],
        message: wire.Message,
        caller: Caller | None,
    ) -> None:
        """A message read whole from a POST: to the modern path, or to its session."""
        version = headers.get(PROTOCOL_HEADER)
        if version in era.MODERN_PROTOCOL_VERSIONS:
            await self._modern(scope, receive, send, headers, message, caller)
            return
        if SESSION_HEADER not in headers and message.get("method") != "initialize":
            refusal = unsessioned_refusal(message, version)
            if refusal is not None:
                code, text, data = refusal
                await _error(send, 400, code, text, request_id=message.get("id"), data=data)
                return
        if message.get("method") == "initialize" and "id" in message:
            session = await self._open_session(send, message["id"], caller)
            if session is None:
                return
        else:
            session = await self._session(send, headers, caller)
            if session is None:
                return
        if not wire.is_request(message):
            await _respond(send, 202, b"", session=session)
            await session.downstream.receive(message)
            if message.get("method") == "notifications/cancelled":
                session.forget((message.get("params") or {}).get("requestId"))
            return
        await self._answer(session, message, send, headers, caller)

    async def _refuse(self, send: Send, refusal: Refusal) -> None:
        """A caller refused (no token, a bad one, too few scopes, keys unreachable): the status
        and the `WWW-Authenticate` challenge the MCP authorization specification names."""
        self.metrics.auth_refused(refusal.reason)
        header = challenge(refusal, self.resource_metadata, self._scope)
        body = wire.encode_message(refusal.body())
        extra = [(k.encode(), v.encode()) for k, v in refusal.headers().items()]
        await _respond(send, refusal.status, body, [(b"www-authenticate", header.encode()), *extra])

    @property
    def _scope(self) -> str | None:
        """The scopes a client should ask for: every scope toolvet checks."""
        return " ".join(self.authenticator.scopes) if self.authenticator else None

    async def _refuse_invalid(self, send: Send, invalid: wire.InvalidMessage) -> None:
        """400 for a body that is not a JSON-RPC message toolvet may pass on, with the error it
        deserves (under its id, when that can be found); logged and counted."""
        self.metrics.invalid_message(invalid.kind)
        log.info("refused an HTTP request body: %s", invalid)
        await _error(
            send, 400, invalid.code, wire.error_text(invalid), request_id=invalid.request_id
        )

    async def _open_session(
        self, send: Send, request_id: types.RequestId, caller: Caller | None
    ) -> HttpSession | None:
        """A new session; None once a 429 or a 503 has been sent because its caller has
        max_sessions_per_caller open, or max_sessions are."""
        assert self._group is not None, "StreamableHttpEndpoint.run must be started first"
        if caller is not None and self._sessions_of[caller.subject] >= self.max_sessions_per_caller:
            self.metrics.caller_sessions_refused += 1
            self._warn_refused(
                "caller %r has %d sessions open (proxy.http.max_sessions_per_caller): its new"
                " ones are refused",
                caller.subject,
                self._sessions_of[caller.subject],
            )
            await _refuse_caller_session(
                send, request_id, caller, self.max_sessions_per_caller, self.idle_check_interval
            )
            return None
        if len(self.sessions) >= self.max_sessions:
            self.metrics.sessions_refused += 1
            self._warn_refused(
                "%d sessions are open (proxy.http.max_sessions): new ones are refused",
                len(self.sessions),
            )
            await _refuse_session(send, request_id, self.max_sessions, self.idle_check_interval)
            return None
        session = HttpSession(self.wiring)
        if caller is not None:
            # Who opened it, for the check that later requests come from the same caller; the
            # rights of each request are those of the token it carries.
            session.downstream.caller = dataclasses.replace(
                caller, scopes=frozenset(), claims={}, access_token=None
            )
            self._sessions_of[caller.subject] += 1
        self.sessions[session.id] = session
        await self._group.start(session.downstream.run, session.until_ended())
        return session

    def _warn_refused(self, text: str, *args: Any) -> None:
        """A warning that sessions are refused: once a minute, not once per request of a flood."""
        now = time.monotonic()
        if now - self._refused_logged_at > IDLE_CHECK_INTERVAL:
            self._refused_logged_at = now
            log.warning(text, *args)

    async def _modern(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        headers: dict[str, str],
        message: wire.Message,
        caller: Caller | None,
    ) -> None:
        """A request of protocol 2026-07-28: served on its own, without a session. Its headers
        are held against its body first (the spec's "Server Validation")."""
        if not wire.is_request(message):
            # No client notification exists on this wire; accepted and dropped, as the SDKs do.
            await _respond(send, 202, b"")
            return
        repeated = _repeated(scope["headers"]) if len(headers) < len(scope["headers"]) else _NONE
        refusal = header_mismatch(message, headers, repeated, self._header_fields(message))
        if refusal is not None:
            await _error(send, 400, era.HEADER_MISMATCH, refusal, request_id=message["id"])
            return
        response = Response(send, modern=True)
        # A session that lasts one request: the modern era has no other.
        session = DownstreamSession(self.wiring, response, transport="http", era="modern")
        session.task_group = self._group
        meta = era.meta_of(message.get("params"))
        info = meta.get(era.CLIENT_INFO_META_KEY)
        session.client_info = info if isinstance(info, dict) else {}
        session.caller = caller
        session.trace_headers = _trace_headers(headers)
        self.wiring.opened(session)
        watch = _HangupWatch(receive, response)
        try:
            await session.receive(message)
            await response.finish()
        finally:
            watch.cancel()
            session.closed = True
            session.end_operations("disconnected")
            await self.wiring.closed(session)

    def _header_fields(
        self, message: wire.Message
    ) -> Mapping[tuple[str, ...], tuple[str, str]] | None:
        """The `x-mcp-header` fields of the tool a `tools/call` names (None for anything else)."""
        params = message.get("params")
        name = params.get("name") if isinstance(params, dict) else None
        entry = self.tools.entry(name) if isinstance(name, str) else None
        return entry.header_fields if entry is not None else None

    async def _answer(
        self,
        session: HttpSession,
        request: wire.Message,
        send: Send,
        headers: dict[str, str],
        caller: Caller | None,
    ) -> None:
        """Hand a request of a legacy session to the proxy, as the caller its token names, and
        send what comes back for it."""
        request_id = request["id"]
        if request_id in session.requests:
            # Its answer, and the caller it is served as, would be taken for the other's.
            await _error(
                send,
                400,
                INVALID_REQUEST,
                f"Bad Request: request id {request_id!r} is still in flight on this session;"
                " give each request an id of its own",
                request_id=request_id,
            )
            return
        downstream = session.downstream
        downstream.trace_headers = _trace_headers(headers)
        response = Response(send, session=session)
        session.requests[request_id] = response
        if caller is not None:
            downstream.callers[request_id] = caller
        try:
            if not session.ended.is_set():
                await downstream.receive(request)
            else:
                response.end()  # ended (a DELETE) while this request was on its way
            await response.finish()
        finally:
            session.requests.pop(request_id, None)
            downstream.callers.pop(request_id, None)

    async def _get(
        self, receive: Receive, send: Send, headers: dict[str, str], caller: Caller | None
    ) -> None:
        """The session's stream of messages that belong to no request, until the client leaves."""
        accept = headers.get("accept", "")
        if "text/event-stream" not in accept and "*/*" not in accept:
            await _error(
                send, 406, INVALID_REQUEST, "Not Acceptable: Client must accept text/event-stream"
            )
            return
        session = await self._session(send, headers, caller)
        if session is None:
            return
        if session.standalone is not None:
            await _error(
                send, 409, INVALID_REQUEST, "Conflict: Only one SSE stream is allowed per session"
            )
            return
        queue: asyncio.Queue[wire.Message | None] = asyncio.Queue()
        session.standalone = queue
        try:
            await _start_events(send, session)
            async with anyio.create_task_group() as group:

                async def until_disconnect() -> None:
                    while (await receive())["type"] != "http.disconnect":
                        pass
                    group.cancel_scope.cancel()

                group.start_soon(until_disconnect)
                while True:
                    try:
                        message = await asyncio.wait_for(queue.get(), KEEPALIVE_INTERVAL)
                    except TimeoutError:
                        await _stream_part(send, PING)
                        continue
                    if message is _END:
                        break
                    await _stream_part(send, _event(message))
                group.cancel_scope.cancel()
            await _end_stream(send)
        finally:
            if session.standalone is queue:
                session.standalone = None
                session.last_seen = time.monotonic()

    async def _body(
        self, scope: Scope, receive: Receive, send: Send, headers: dict[str, str]
    ) -> bytes | None:
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
            await _error(send, 400, PARSE_ERROR, f"Parse error: {reason}")
            return None
        return bytes(body)


def _headers(scope: Scope) -> dict[str, str]:
    return {name.decode("latin-1"): value.decode("latin-1") for name, value in scope["headers"]}


_NONE: frozenset[str] = frozenset()


def _repeated(raw: list[tuple[bytes, bytes]]) -> frozenset[str]:
    """The names of the headers sent more than once."""
    names = [name.decode("latin-1").lower() for name, _ in raw]
    return frozenset(name for name in names if names.count(name) > 1)


def _event(message: wire.Message) -> bytes:
    return b"event: message\r\ndata: " + wire.encode_message(message) + b"\r\n\r\n"


async def _stream_part(send: Send, data: bytes) -> None:
    """An event (or a comment line) of a stream whose head was sent."""
    await send({"type": "http.response.body", "body": data, "more_body": True})


async def _end_stream(send: Send) -> None:
    with contextlib.suppress(OSError, RuntimeError):  # the client may be gone already
        await send({"type": "http.response.body", "body": b"", "more_body": False})


async def _start_events(send: Send, session: HttpSession | None) -> None:
    headers = [
        (b"content-type", b"text/event-stream"),
        (b"cache-control", b"no-cache, no-transform"),
        (b"x-accel-buffering", b"no"),
    ]
    if session is not None:
        headers.append((SESSION_HEADER.encode(), session.id.encode()))
    await send({"type": "http.response.start", "status": 200, "headers": headers})


def _trace_headers(headers: dict[str, str]) -> dict[str, str] | None:
    """The W3C trace context of an HTTP request (used when its message's `_meta` has none)."""
    if "traceparent" not in headers:
        return None
    return {k: headers[k] for k in CONTEXT_KEYS if k in headers}


async def _disconnected(receive: Receive) -> None:
    """Return once the client has gone (the request body was read already)."""
    while (await receive())["type"] != "http.disconnect":
        pass


class _HangupWatch:
    """Ends a modern request's response when its client hangs up, which is how a client of that
    era cancels a request (and ends a subscriptions/listen): what is in flight is then cancelled.

    Only a request still unanswered after HANGUP_WATCH_AFTER is watched: most are answered
    sooner, and watching costs a task on every request's path."""

    def __init__(self, receive: Receive, response: Response) -> None:
        self._receive = receive
        self._response = response
        self._task: asyncio.Future[None] | None = None
        self._timer = asyncio.get_running_loop().call_later(HANGUP_WATCH_AFTER, self._start)

    def _start(self) -> None:
        self._task = asyncio.ensure_future(_disconnected(self._receive))
        self._task.add_done_callback(self._hung_up)

    def _hung_up(self, done: asyncio.Future[None]) -> None:
        if not done.cancelled():
            done.exception()  # retrieved: a receive that failed means the client is gone too
            self._response.end()

    def cancel(self) -> None:
        self._timer.cancel()
        if self._task is not None:
            self._task.cancel()


class Response:
    """The response to one request: each message is written as it is sent, by the task that
    sends it, so an answer reaches the client without a hop through the request's own task.

    The answer alone goes as JSON; messages about the request that come before it (progress, a
    request of the server's) open an SSE stream that the answer ends. `end` ends the response
    without an answer (the request was cancelled, the session or the client is gone): a stream
    that was not started is started and ended, as the SDK's server does. `finish` returns once
    the response is complete, and keeps a quiet stream open with comment lines meanwhile."""

    def __init__(
        self, send: Send, *, session: HttpSession | None = None, modern: bool = False
    ) -> None:
        self._send = send
        self._session = session
        self._modern = modern
        self._streaming = False
        self._over = False  # nothing more is accepted: the answer came, or `end`
        self._complete = False  # the response's last byte is written
        self._lock = asyncio.Lock()  # a stream's head goes before its events
        self._wakeup: asyncio.Future[None] | None = None  # `finish` waiting for a change

    async def send(
        self, message: wire.Message, *, related_request_id: types.RequestId | None = None
    ) -> None:
        """Write `message` on this response (a MessageWriter for the one request it answers)."""
        async with self._lock:
            if self._over:
                return
            answer = "method" not in message
            try:
                if answer and not self._streaming:
                    self._over = True
                    status = (
                        ERROR_STATUS.get(message["error"]["code"], 200)
                        if self._modern and "error" in message
                        else 200
                    )
                    body = wire.encode_message(message)
                    await _respond(self._send, status, body, session=self._session)
                    self._complete = True
                    return
                if not self._streaming:
                    self._streaming = True
                    await _start_events(self._send, self._session)
                await _stream_part(self._send, _event(message))
                if answer:
                    self._over = True
                    await self._close()
            finally:
                self._changed()

    def end(self) -> None:
        if not self._over:
            self._over = True
            self._changed()

    async def finish(self) -> None:
        while not self._complete:
            if self._over:
                await self._close_unanswered()
                return
            self._wakeup = asyncio.get_running_loop().create_future()
            try:
                if self._streaming:
                    await asyncio.wait_for(self._wakeup, KEEPALIVE_INTERVAL)
                else:
                    await self._wakeup
            except TimeoutError:
                await self._ping()
            finally:
                self._wakeup = None

    def _changed(self) -> None:
        if self._wakeup is not None and not self._wakeup.done():
            self._wakeup.set_result(None)

    async def _ping(self) -> None:
        async with self._lock:
            if not self._complete:
                await _stream_part(self._send, PING)

    async def _close_unanswered(self) -> None:
        async with self._lock:
            if self._complete:
                return
            if not self._streaming:
                self._streaming = True
                await _start_events(self._send, self._session)
            await self._close()

    async def _close(self) -> None:
        self._complete = True
        await _end_stream(self._send)


async def _respond(
    send: Send,
    status: int,
    body: bytes,
    extra: list[tuple[bytes, bytes]] | None = None,
    *,
    session: HttpSession | None = None,
) -> None:
    headers = [(b"content-length", str(len(body)).encode())]
    if body:
        headers.append((b"content-type", b"application/json"))
    if session is not None:
        headers.append((SESSION_HEADER.encode(), session.id.encode()))
    await send(
        {"type": "http.response.start", "status": status, "headers": headers + (extra or [])}
    )
    await send({"type": "http.response.body", "body": body, "more_body": False})


async def _error(
    send: Send,
    status: int,
    code: int,
    message: str,
    extra: list[tuple[bytes, bytes]] | None = None,
    *,
    request_id: types.RequestId | None = None,
    data: Any = None,
) -> None:
    body = wire.encode_message(wire.error(request_id, code, message, data))
    await _respond(send, status, body, extra)


async def _refuse_session(
    send: Send, request_id: types.RequestId, limit: int, retry_after: float
) -> None:
    await _error(
        send,
        503,
        SERVER_BUSY,
        f"Service Unavailable: {limit} sessions are open, the most this proxy keeps "
        "(proxy.http.max_sessions); retry later, or end sessions you no longer use with DELETE",
        [(b"retry-after", str(math.ceil(retry_after)).encode())],
        request_id=request_id,
    )


async def _refuse_caller_session(
    send: Send, request_id: types.RequestId, caller: Caller, limit: int, retry_after: float
) -> None:
    await _error(
        send,
        TOO_MANY_REQUESTS,
        SERVER_BUSY,
        f"Too Many Requests: caller '{caller.subject}' has {limit} sessions open, the most one"
        " caller may keep (proxy.http.max_sessions_per_caller); end sessions you no longer use"
        " with DELETE, or retry once idle ones are closed (proxy.http.session_idle_timeout)",
        [(b"retry-after", str(math.ceil(retry_after)).encode())],
        request_id=request_id,
    )


async def _too_large(send: Send, limit: int) -> None:
    await _error(
        send,
        413,
        INVALID_REQUEST,
        f"Request body larger than {limit} bytes (proxy.limits.max_request_bytes)",
    )
