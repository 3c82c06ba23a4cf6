"""One downstream client connection: its stream, what it has in flight, what it subscribed to."""

from __future__ import annotations

import contextlib
import itertools
import json
import logging
import time
import uuid
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import anyio
from mcp import types

from toolvet.upstream import wire

if TYPE_CHECKING:
    from toolvet.proxy._proxy import Proxy
    from toolvet.upstream import Upstream

log = logging.getLogger("toolvet.proxy")
_session_numbers = itertools.count(1)


@dataclass(slots=True)
class InFlight:
    """A downstream request forwarded upstream, under the upstream's id for it."""

    upstream: Upstream
    upstream_id: int
    method: str
    timeout: float
    started: float = field(default_factory=time.monotonic)
    deadline: float = 0.0
    progress_token: str | None = None

    def __post_init__(self) -> None:
        self.deadline = self.started + self.timeout

    def extend(self) -> None:
        """Progress counts as a sign of life: the timeout starts again."""
        self.deadline = time.monotonic() + self.timeout


class DownstreamSession:
    """A client of the proxy. Reads its messages and hands them to the proxy; writes answers back."""

    def __init__(self, proxy: Proxy, write: Any, *, transport: str) -> None:
        self.proxy = proxy
        self.id = f"{next(_session_numbers)}-{uuid.uuid4().hex[:8]}"
        self.transport = transport
        self._write = write
        self.initialized = False
        self.client_info: dict[str, Any] = {}
        self.client_capabilities: dict[str, Any] = {}
        self.in_flight: dict[types.RequestId, InFlight] = {}
        self.subscriptions: set[str] = set()
        self.last_active = time.monotonic()
        self.closed = False
        self.task_group: anyio.abc.TaskGroup | None = None

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
        """One message from the client (or the reason a line from it is not one)."""
        if isinstance(item, Exception):
            await self._answer_invalid(item)
            return
        self.last_active = time.monotonic()
        await self.proxy.handle_downstream(self, item)

    async def _answer_invalid(self, error: Exception) -> None:
        """The JSON-RPC error a line that is not a valid message deserves: -32700 when it is not JSON,
        -32600 when it is JSON but not a request (answered under its id when it has a usable one)."""
        line = getattr(error, "line", b"")
        try:
            data = json.loads(line) if line else None
        except ValueError:
            await self.send_error(None, types.PARSE_ERROR, f"Parse error: {error}")
            return
        if data is None and not line:
            await self.send_error(None, types.PARSE_ERROR, f"Parse error: {error}")
            return
        request_id = data.get("id") if isinstance(data, dict) else None
        if isinstance(request_id, bool) or not isinstance(request_id, str | int):
            request_id = None
        if isinstance(data, dict) and request_id is None and "method" in data and "id" not in data:
            log.info("session %s sent an invalid notification: %s", self.id, error)
            return
        what = (
            "a batch (JSON array); send one message per line"
            if isinstance(data, list)
            else str(error)
        )
        await self.send_error(request_id, types.INVALID_REQUEST, f"Invalid request: {what}")

    def spawn(self, function: Any, *args: Any) -> None:
        """Work that waits on upstreams (fan-out, aggregation) runs beside the read loop."""
        assert self.task_group is not None
        self.task_group.start_soon(function, *args)

    def supports(self, capability: str) -> bool:
        return capability in self.client_capabilities

    async def send(
        self, message: wire.Message, related_request_id: types.RequestId | None = None
    ) -> None:
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
