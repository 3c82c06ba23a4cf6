"""One downstream client connection: its stream, what it has in flight, what it subscribed to."""

from __future__ import annotations

import contextlib
import functools
import itertools
import logging
import time
import uuid
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import anyio
from mcp import types

from toolvet import __version__
from toolvet.upstream import _era as era
from toolvet.upstream import wire

if TYPE_CHECKING:
    from toolvet.proxy._bridge import Route
    from toolvet.proxy._proxy import Proxy
    from toolvet.upstream import Upstream

log = logging.getLogger("toolvet.proxy")
_session_numbers = itertools.count(1)
SERVER_INFO = {"name": "toolvet", "version": __version__}


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
    deadline: float = 0.0
    progress_token: str | None = None

    def __post_init__(self) -> None:
        self.deadline = self.started + self.timeout

    def extend(self) -> None:
        """Progress counts as a sign of life: the timeout starts again."""
        self.deadline = time.monotonic() + self.timeout


class DownstreamSession:
    """A client of the proxy. Reads its messages and hands them to the proxy; writes answers back.

    Its era is the handshake's (`legacy`: identity and capabilities from `initialize`, kept for
    the session) or 2026-07-28's (`modern`: every request carries its own in `_meta`, and every
    answer is stamped with `resultType`, serverInfo and, for cacheable results, caching hints).
    A stdio connection's first request decides; over HTTP a modern request is a session of its
    own that lasts one request. None: not decided yet.
    """

    def __init__(
        self, proxy: Proxy, write: Any, *, transport: str, era: era.Era | None = None
    ) -> None:
        self.proxy = proxy
        self.transport = transport
        self.era = era
        self._write = write
        self.initialized = False
        self.client_info: dict[str, Any] = {}
        self.client_capabilities: dict[str, Any] = {}
        self.log_level: str | None = None
        self.principal = ""
        """A digest of the bearer token the client presented, when the proxy asks for one."""
        # Requests of a modern client not answered yet, by id: their methods, for the stamps.
        self.answering: dict[types.RequestId, str] = {}
        self.in_flight: dict[types.RequestId, InFlight] = {}
        self.subscriptions: set[str] = set()
        self.last_active = time.monotonic()
        self.closed = False
        self.task_group: anyio.abc.TaskGroup | None = None

    @functools.cached_property
    def id(self) -> str:
        """The session's name in logs and the audit trail; made when first asked for, as most
        sessions of a modern client last one request and never need it."""
        return f"{next(_session_numbers)}-{uuid.uuid4().hex[:8]}"

    async def run(
        self, read: Any, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Serve what `read` yields until it ends (the client went away), then let go of everything
        the client left in flight. Messages may also be handed to `receive` once this has started."""
        self.proxy.sessions.add(self)
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
            self.proxy.sessions.discard(self)
            await self.proxy.session_closed(self)

    async def receive(self, item: wire.Message | Exception) -> None:
        """One message from the client (or the reason a line from it is not one). Whatever goes
        wrong in serving it fails that message alone: the session goes on."""
        if isinstance(item, Exception):
            await self._answer_invalid(item)
            return
        self.last_active = time.monotonic()
        try:
            await self.proxy.handle_downstream(self, item)
        except Exception as exc:
            await self.failed(item.get("method"), item.get("id"), exc)

    async def _answer_invalid(self, error: Exception) -> None:
        """The JSON-RPC error a line that is not a valid message deserves: -32700 when it is not
        JSON, -32600 when it is JSON but not a request or past the bounds (answered under its id
        when one can be found); a notification has nothing to answer."""
        if not isinstance(error, wire.InvalidMessage):  # from the SDK's transport (a terminal)
            error = wire.InvalidMessage(b"", str(error))
        self.proxy.metrics.invalid_message(error.kind)
        if error.notification:
            log.info("session %s sent an invalid notification: %s", self.id, error)
            return
        log.info("session %s sent a message toolvet refused: %s", self.id, error)
        await self.send_error(error.request_id, error.code, wire.error_text(error))

    async def failed(self, method: Any, request_id: Any, exc: Exception) -> None:
        """Serving a message raised `exc` (a bug of toolvet's): logged once with what it was,
        counted, and a request answered with an internal error."""
        self.proxy.metrics.internal_errors += 1
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

    def spawn(self, function: Any, *args: Any, answering: wire.Message | None = None) -> None:
        """Work that waits on upstreams (fan-out, aggregation) runs beside the read loop;
        `answering` is the request it serves, answered with an internal error if it fails."""
        assert self.task_group is not None
        self.task_group.start_soon(self._guarded, function, args, answering)

    async def _guarded(
        self, function: Any, args: tuple[Any, ...], answering: wire.Message | None
    ) -> None:
        try:
            await function(*args)
        except Exception as exc:
            request = answering or {"method": getattr(function, "__name__", repr(function))}
            await self.failed(request.get("method"), request.get("id"), exc)

    @property
    def modern(self) -> bool:
        return self.era == "modern"

    def supports(self, capability: str) -> bool:
        return capability in self.client_capabilities

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
        method = self.answering.pop(message.get("id"), None)
        result = message.get("result")
        if method is None or result is None:
            return message
        stamped = dict(result)
        stamped.setdefault("resultType", "complete")
        stamped["_meta"] = {**(result.get("_meta") or {}), era.SERVER_INFO_META_KEY: SERVER_INFO}
        if method in era.CACHEABLE_METHODS and stamped["resultType"] == "complete":
            stamped.setdefault("ttlMs", self.proxy.cache_ttl_ms)
            if self.proxy.cache_scope == "private":  # behind auth, never shared
                stamped["cacheScope"] = "private"
            stamped.setdefault("cacheScope", self.proxy.cache_scope)
        return {**message, "result": stamped}

    async def send(
        self, message: wire.Message, related_request_id: types.RequestId | None = None
    ) -> None:
        if self.answering and "method" not in message:
            message = self.stamped(message)
        if self.closed:
            return
        try:
            await self._write.send(message, related_request_id)
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
