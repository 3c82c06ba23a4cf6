"""One client of the proxy: its stream, its era, what it has in flight, what it subscribed to.

A session is wired, not reaching: it is given the method table of each era, who serves its
notifications and answers, who hears of it coming and going, and the few values its era needs
(SessionWiring); it never sees the proxy. It reads a message, admits it by its era's rules and
calls the handler its era's table names for it."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import logging
import time
import uuid
from collections.abc import Awaitable, Callable, Coroutine, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, TypeVarTuple

import anyio
from mcp import types

from toolvet import __version__
from toolvet.protocol import eras as era
from toolvet.protocol import wire
from toolvet.protocol.streams import MessageReader, MessageWriter
from toolvet.proxy.sessions._admission import modern_refusal

if TYPE_CHECKING:
    from toolvet.proxy.identity import Caller, View
    from toolvet.proxy.observability import Metrics
    from toolvet.telemetry import Operation, Tracing
    from toolvet.upstream import Upstream

log = logging.getLogger("toolvet.proxy")
_session_numbers = itertools.count(1)
SERVER_INFO = {"name": "toolvet", "version": __version__}
# Resource not found, as the legacy era answers it.
RESOURCE_NOT_FOUND = -32002
_Args = TypeVarTuple("_Args")


@dataclass(slots=True)
class Route:
    """Where the answer of a forwarded request goes; a retry that resumes a call takes it over."""

    session: DownstreamSession
    request_id: types.RequestId


@dataclass(slots=True)
class InFlight:
    """A downstream request forwarded upstream, under the upstream's id for it."""

    upstream: Upstream
    upstream_id: int
    method: str
    timeout: float
    capabilities: dict[str, Any] = field(default_factory=dict)
    """What the client behind the request declared it can answer."""
    log_level: str | None = None
    """The least severe log message the client wants for it (None: none)."""
    route: Route | None = None
    """Where its answer goes (a retry that resumes a bridged call takes it over)."""
    params: dict[str, Any] | None = None
    """The request's params as forwarded (a requestState minted for the call is bound to them)."""
    started: float = field(default_factory=time.monotonic)
    progress_token: str | None = None
    due: float = 0.0
    """When it times out (the event loop's clock), while a client waits for its answer."""
    timer: asyncio.TimerHandle | None = None
    """What fires at `due` (see Forwarder.track)."""
    operation: Operation | None = None
    """Its CLIENT span, with OpenTelemetry on."""

    def extend(self) -> None:
        """Progress counts as a sign of life: the timeout starts again."""
        self.due = asyncio.get_running_loop().time() + self.timeout


@dataclass(frozen=True, slots=True)
class Caching:
    """The freshness hints on a modern client's cacheable results (proxy.caching)."""

    ttl_ms: int
    scope: Literal["public", "private"]


Handler = Callable[["DownstreamSession", wire.Message, dict[str, Any]], Awaitable[None]]
"""What serves a request: the session, the request, its params (an object)."""


@dataclass(frozen=True, slots=True)
class SessionWiring:
    """What a session is wired to: the method table of each era, `unknown` for a method its
    table does not name, `notified` for each notification and `answered` for each answer the
    client sends; `opened` and `closed` hear of it coming and going (`closed` lets go of what it
    left in flight)."""

    tables: Mapping[era.Era, Mapping[str, Handler]]
    unknown: Handler
    notified: Callable[[DownstreamSession, wire.Message], Awaitable[None]]
    answered: Callable[[DownstreamSession, wire.Message], Awaitable[None]]
    opened: Callable[[DownstreamSession], None]
    closed: Callable[[DownstreamSession], Awaitable[None]]
    metrics: Metrics
    caching: Caching
    tracing: Tracing | None = None
    """OpenTelemetry, when on: a SERVER span per request, ended by its answer."""
    view: View | None = None
    """The endpoint the session came to (`proxy.endpoints`): what it shows; None at /mcp and
    over stdio, which show every tool."""


class Sessions:
    """The sessions open now, for what concerns them all (broadcasts, the drain, the gauge)."""

    def __init__(self) -> None:
        self._open: set[DownstreamSession] = set()

    def add(self, session: DownstreamSession) -> None:
        self._open.add(session)

    def discard(self, session: DownstreamSession) -> None:
        self._open.discard(session)

    def __iter__(self) -> Iterator[DownstreamSession]:
        return iter(list(self._open))

    def __len__(self) -> int:
        return len(self._open)

    def busy(self) -> bool:
        """Whether any session has a request in flight upstream."""
        return any(session.in_flight for session in self._open)

    async def notify_all(self, method: str, params: dict[str, Any] | None) -> None:
        """A notification to every session of the legacy era past its handshake."""
        for session in self:
            if session.takes_notifications:
                await session.notify(method, params)


class DownstreamSession:
    """A client of the proxy. Reads its messages, admits each by its era's rules and calls the
    handler its era's method table names; writes answers back.

    Its era is `legacy` (the `initialize` handshake: identity and capabilities from `initialize`, kept for
    the session) or 2026-07-28's (`modern`: every request carries its own in `_meta`, and every
    answer is stamped with `resultType`, serverInfo and, for cacheable results, caching hints).
    A stdio connection's first request decides; over HTTP a modern request is a session of its
    own that lasts one request. None: not decided yet.
    """

    def __init__(
        self,
        wiring: SessionWiring,
        write: MessageWriter,
        *,
        transport: str,
        era: era.Era | None = None,
    ) -> None:
        self.wiring = wiring
        self.transport = transport
        self.era = era
        self._write = write
        self.initialized = False
        self.client_info: dict[str, Any] = {}
        self.client_capabilities: dict[str, Any] = {}
        self.log_level: str | None = None
        self.protocol_version: str | None = None
        """The version `initialize` agreed on (a legacy session)."""
        self.caller: Caller | None = None
        """Who the client is, when the endpoint asks (HTTP with proxy.auth). On a legacy HTTP
        session: who opened it, without rights (no scopes, claims or token): each request's
        rights are those of the token it presented (`callers`)."""
        self.callers: dict[types.RequestId, Caller] = {}
        """The caller of each request in flight that presented a token of its own."""
        self.rights: Caller | None = None
        """The caller of the latest request that presented a token of its own: whose tools the
        session is shown when they change (a reload tells it if they did)."""
        # Requests of a modern client not answered yet, by id: their methods, for the stamps.
        self.answering: dict[types.RequestId, str] = {}
        self.in_flight: dict[types.RequestId, InFlight] = {}
        self.subscriptions: set[str] = set()
        self.opened_at = time.monotonic()
        self.closed = False
        self.task_group: anyio.abc.TaskGroup | None = None
        # With OpenTelemetry on: the spans of requests not answered yet, and the trace context
        # of the HTTP request that carries the next message (its headers).
        self.operations: dict[types.RequestId, Operation] = {}
        self.trace_headers: dict[str, str] | None = None

    @functools.cached_property
    def id(self) -> str:
        """The session's name in logs and the audit trail; made when first asked for, as most
        sessions of a modern client last one request and never need it."""
        return f"{next(_session_numbers)}-{uuid.uuid4().hex[:8]}"

    async def run(
        self,
        read: MessageReader,
        *,
        task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED,
    ) -> None:
        """Serve what `read` yields until it ends (the client went away), then let go of everything
        the client left in flight. Messages may also be handed to `receive` once this has started."""
        self.wiring.opened(self)
        try:
            async with anyio.create_task_group() as group:
                self.task_group = group
                task_status.started()
                with contextlib.suppress(anyio.ClosedResourceError, anyio.EndOfStream):
                    async for item in read:
                        await self.receive(item)
                group.cancel_scope.cancel()
        finally:
            self.closed = True
            self.end_operations("disconnected")
            await self.wiring.closed(self)

    async def receive(self, item: wire.Message | Exception) -> None:
        """One message from the client (or the reason a line from it is not one). Whatever goes
        wrong in serving it fails that message alone: the session goes on."""
        if isinstance(item, Exception):
            await self._answer_invalid(item)
            return
        try:
            if "method" not in item:
                await self.wiring.answered(self, item)
            elif "id" not in item:
                await self.wiring.notified(self, item)
            elif not wire.is_request_id(item["id"]):
                # Only through the SDK's stdio transport (a terminal), which reads it as a notification.
                await self.send_error(
                    None,
                    types.INVALID_REQUEST,
                    f"Invalid request: id must be a string or a number, got {item['id']!r}",
                )
            else:
                self.decide_era(item)
                await self._request(item)
        except Exception as exc:
            await self.failed(item.get("method"), item.get("id"), exc)

    async def _request(self, request: wire.Message) -> None:
        """A request, admitted by its era's rules, to the handler its era's table names."""
        method, request_id = request["method"], request["id"]
        params = request.get("params")
        if params is None:
            params = {}
        elif not isinstance(params, dict):
            await self.send_error(
                request_id, types.INVALID_PARAMS, f"params of {method} must be an object"
            )
            return
        tracing = self.wiring.tracing
        if tracing is not None:
            operation = self._operation(tracing, method, request_id, params)
        if self.modern:
            refusal = modern_refusal(method, params)
            if refusal is not None:
                await self.send(wire.error(request_id, *refusal))
                return
            self.answering[request_id] = method
        assert self.era is not None
        handler = self.wiring.tables[self.era].get(method, self.wiring.unknown)
        if tracing is None:
            await handler(self, request, params)
            return
        if handler is self.wiring.unknown:
            tracing.unrecognized(operation, "mcp.method.name")
        token = tracing.activate(operation)  # for the log lines it leads to
        try:
            await handler(self, request, params)
        finally:
            tracing.deactivate(token)

    def _operation(
        self, tracing: Tracing, method: str, request_id: types.RequestId, params: dict[str, Any]
    ) -> Operation:
        version = era.meta_of(params).get(era.PROTOCOL_VERSION_META_KEY) if self.modern else None
        operation = tracing.server_span(
            method,
            request_id,
            params,
            session_id=None if self.modern else self.id,
            protocol_version=version if isinstance(version, str) else self.protocol_version,
            transport=self.transport,
            headers=self.trace_headers,
            endpoint=self.view.path if self.view is not None else None,
        )
        self.operations[request_id] = operation
        return operation

    def end_operations(self, why: str, request_id: types.RequestId | None = None) -> None:
        """End the spans of requests that will get no answer (`request_id`'s, or all)."""
        tracing = self.wiring.tracing
        if tracing is None or not self.operations:
            return
        ids = list(self.operations) if request_id is None else [request_id]
        for key in ids:
            operation = self.operations.pop(key, None)
            if operation is not None:
                tracing.abandoned(operation, why)

    async def _answer_invalid(self, error: Exception) -> None:
        """The JSON-RPC error a line that is not a valid message deserves: -32700 when it is not
        JSON, -32600 when it is JSON but not a request or past the bounds (answered under its id
        when one can be found); a notification has nothing to answer."""
        if not isinstance(error, wire.InvalidMessage):  # from the SDK's transport (a terminal)
            error = wire.InvalidMessage(str(error))
        self.wiring.metrics.invalid_message(error.kind)
        if error.notification:
            log.info("session %s sent an invalid notification: %s", self.id, error)
            return
        log.info("session %s sent a message toolvet refused: %s", self.id, error)
        await self.send_error(error.request_id, error.code, wire.error_text(error))

    async def failed(self, method: object, request_id: object, exc: Exception) -> None:
        """Serving a message raised `exc` (a bug of toolvet's): logged once with what it was,
        counted, and a request answered with an internal error."""
        self.wiring.metrics.internal_errors += 1
        log.error(
            "serving %s (id %r) of session %s failed", method, request_id, self.id, exc_info=exc
        )
        if wire.is_request_id(request_id):
            await self.send_error(
                request_id,
                types.INTERNAL_ERROR,
                f"Internal error: toolvet could not serve {method} ({type(exc).__name__});"
                " the proxy's log says more",
            )

    def spawn(
        self,
        function: Callable[[*_Args], Coroutine[Any, Any, object]],
        *args: *_Args,
        answering: wire.Message | None = None,
    ) -> None:
        """Work that waits on upstreams (fan-out, aggregation) runs beside the read loop;
        `answering` is the request it serves, answered with an internal error if it fails."""
        assert self.task_group is not None
        self.task_group.start_soon(self._guarded, function, args, answering)

    async def _guarded(
        self,
        function: Callable[[*_Args], Coroutine[Any, Any, object]],
        args: tuple[*_Args],
        answering: wire.Message | None,
    ) -> None:
        try:
            await function(*args)
        except Exception as exc:
            request = answering or {"method": getattr(function, "__name__", repr(function))}
            await self.failed(request.get("method"), request.get("id"), exc)

    @property
    def view(self) -> View | None:
        """What the session's endpoint shows (None: every tool)."""
        return self.wiring.view

    def caller_of(self, request_id: types.RequestId | None) -> Caller | None:
        """Who sent a request, by the token it presented: what access rules, the audit and a
        token exchange go by (the session's caller when the request brought none of its own)."""
        if request_id is not None and self.callers:
            return self.callers.get(request_id, self.caller)
        return self.caller

    @property
    def principal(self) -> str:
        """A short digest of who the client is ("" when no one asked): what a requestState is
        bound to, so that only its caller may retry with it."""
        return self.caller.principal if self.caller is not None else ""

    # -- what differs between the eras ---------------------------------------------------------

    @property
    def modern(self) -> bool:
        return self.era == "modern"

    def decide_era(self, request: wire.Message) -> None:
        """A stdio connection's first request decides its era, once (over HTTP, the transport
        knows it from the request's headers)."""
        if self.era is None:
            self.era = "modern" if era.is_modern_request(request) else "legacy"

    @property
    def takes_notifications(self) -> bool:
        """Whether notifications that belong to no request may be sent: to a client of the
        legacy era once its handshake is over (a modern client listens for them instead)."""
        return self.era == "legacy" and self.initialized

    @property
    def resource_not_found(self) -> int:
        """The code of "no such resource": -32002 until 2025-11-25; 2026-07-28 uses invalid
        params (and forbids -32002)."""
        return types.INVALID_PARAMS if self.modern else RESOURCE_NOT_FOUND

    def from_upstream(self, result: dict[str, Any], modern_upstream: bool) -> dict[str, Any]:
        """A server's final result as this client's era has it: a legacy client gets a
        modern server's result without the new era's stamps."""
        if modern_upstream and not self.modern and result.get("resultType") != "input_required":
            return era.without_result_stamps(result)
        return result

    def capabilities_of(self, params: dict[str, Any] | None) -> dict[str, Any]:
        """What the client can answer for a request with these params."""
        if not self.modern:
            return self.client_capabilities
        declared = era.meta_of(params).get(era.CLIENT_CAPABILITIES_META_KEY)
        return declared if isinstance(declared, dict) else {}

    def log_level_of(self, params: dict[str, Any] | None) -> str | None:
        if not self.modern:
            return self.log_level
        level = era.meta_of(params).get(era.LOG_LEVEL_META_KEY)
        return level if isinstance(level, str) else None

    def stamped(self, message: wire.Message) -> wire.Message:
        """An answer for a modern client: `resultType`, serverInfo, caching hints where due."""
        answered = message.get("id")
        method = self.answering.pop(answered, None) if answered is not None else None
        result = message.get("result")
        if method is None or result is None:
            return message
        stamped = dict(result)
        stamped.setdefault("resultType", "complete")
        stamped["_meta"] = {**(result.get("_meta") or {}), era.SERVER_INFO_META_KEY: SERVER_INFO}
        if method in era.CACHEABLE_METHODS and stamped["resultType"] == "complete":
            caching = self.wiring.caching
            stamped.setdefault("ttlMs", caching.ttl_ms)
            if caching.scope == "private":  # behind auth, never shared
                stamped["cacheScope"] = "private"
            stamped.setdefault("cacheScope", caching.scope)
        return {**message, "result": stamped}

    async def send(
        self, message: wire.Message, related_request_id: types.RequestId | None = None
    ) -> None:
        if self.answering and "method" not in message:
            message = self.stamped(message)
        if self.operations and "method" not in message:
            answered = message.get("id")
            operation = self.operations.pop(answered, None) if answered is not None else None
            if operation is not None:
                assert self.wiring.tracing is not None
                self.wiring.tracing.answered(operation, message)
        if self.closed:
            return
        try:
            await self._write.send(message, related_request_id=related_request_id)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            self.closed = True
            log.debug("session %s is gone; dropped a message", self.id)

    async def send_result(self, request_id: types.RequestId, result: dict[str, Any]) -> None:
        await self.send(wire.result(request_id, result))

    async def send_error(
        self, request_id: types.RequestId | None, code: int, message: str, data: Any = None
    ) -> None:
        await self.send(wire.error(request_id, code, message, data))

    async def notify(
        self, method: str, params: dict[str, Any] | None, related: types.RequestId | None = None
    ) -> None:
        await self.send(wire.notification(method, params), related)
