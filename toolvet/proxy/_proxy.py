"""The proxy: a JSON-RPC router between downstream clients and upstream servers that vets tools/call."""

from __future__ import annotations

import contextlib
import itertools
import logging
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import types
from mcp.shared.version import SUPPORTED_PROTOCOL_VERSIONS

from toolvet import __version__
from toolvet.cache import CacheChange, SchemaCache
from toolvet.config import Config
from toolvet.proxy._audit import AuditLog
from toolvet.proxy._calls import CallHandler
from toolvet.proxy._catalog import Catalog
from toolvet.proxy._downstream import DownstreamSession, InFlight
from toolvet.proxy._metrics import Metrics
from toolvet.proxy._names import expose
from toolvet.upstream import UPSTREAM_TIMEOUT, Upstream, UpstreamError, wire

log = logging.getLogger("toolvet.proxy")

# How long `start` waits for upstreams' first connection attempts before serving anyway.
STARTUP_WAIT = 30.0
# How long a forwarded request may wait for its answer when the server's config sets no `timeout`
# (the MCP TypeScript SDK's default); progress notifications start the wait again.
DEFAULT_TIMEOUT = 60.0
# How often requests are checked against their deadlines.
DEADLINE_TICK = 0.1
# The capability a client needs for each request a server may send it.
SERVER_REQUEST_CAPABILITY = {
    "sampling/createMessage": "sampling",
    "elicitation/create": "elicitation",
    "roots/list": "roots",
}


class Proxy:
    """Fronts the upstream servers of a config as one MCP server.

    `initialize`, `ping` and `tools/list` are answered here (tools from the SchemaCache);
    `tools/call` is validated, then forwarded under a fresh upstream id; the lists of resources and
    prompts are gathered from every upstream; everything else is routed to the one upstream it
    concerns, and requests servers send (sampling, elicitation, roots) go back to the client whose
    call caused them.
    """

    def __init__(self, config: Config, *, cache: SchemaCache | None = None) -> None:
        self.config = config
        self.cache = cache if cache is not None else SchemaCache()
        self.upstreams: dict[str, Upstream] = {
            name: Upstream(
                server,
                self.cache,
                on_message=self._upstream_message,
                on_tools_changed=self._tools_changed,
            )
            for name, server in config.enabled_servers().items()
        }
        self.sessions: set[DownstreamSession] = set()
        self.tools: dict[str, tuple[str, str]] = {}
        self.tool_list: list[dict[str, Any]] = []
        self.name_warnings: list[str] = []
        self.metrics = Metrics(self.status, sessions=lambda: len(self.sessions))
        audit = config.proxy.audit
        self.audit: AuditLog | None = None
        if audit.path is not None:
            path = (
                audit.path
                if audit.path.is_absolute()
                else (config.base_dir or Path.cwd()) / audit.path
            )
            self.audit = AuditLog(path, audit.redact)
        self.calls = CallHandler(self)
        self.catalog = Catalog(self)
        self._progress: dict[
            str, tuple[DownstreamSession, types.ProgressToken, types.RequestId]
        ] = {}
        self._server_requests: dict[str, tuple[Upstream, types.RequestId, DownstreamSession]] = {}
        self._tokens = itertools.count(1)

    # -- lifecycle --------------------------------------------------------------------------

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Start every upstream at once and keep them running; `task_status` fires once each has
        connected or failed (or STARTUP_WAIT passed): a server that is down does not hold up the rest."""
        async with anyio.create_task_group() as group:
            for upstream in self.upstreams.values():
                group.start_soon(upstream.run)
            group.start_soon(self._enforce_deadlines)
            with anyio.move_on_after(STARTUP_WAIT):
                for upstream in self.upstreams.values():
                    await upstream.wait_first_attempt()
            self.rebuild_tools()
            task_status.started()

    def status(self) -> dict[str, Any]:
        return {name: upstream.status() for name, upstream in self.upstreams.items()}

    async def _enforce_deadlines(self) -> None:
        """Answer every forwarded request whose server took too long, and cancel it upstream."""
        while True:
            await anyio.sleep(DEADLINE_TICK)
            now = time.monotonic()
            for session in list(self.sessions):
                for in_flight in [f for f in session.in_flight.values() if f.deadline <= now]:
                    await self._time_out(in_flight)

    async def _time_out(self, in_flight: InFlight) -> None:
        upstream = in_flight.upstream
        handler = upstream.abandon(in_flight.upstream_id)
        if handler is None:
            return
        message = f"server '{upstream.name}' did not answer {in_flight.method} within {in_flight.timeout:g} s"
        log.warning("%s; cancelling it", message)
        await handler(wire.error(in_flight.upstream_id, UPSTREAM_TIMEOUT, message))
        with contextlib.suppress(UpstreamError):
            await upstream.notify(
                "notifications/cancelled",
                {"requestId": in_flight.upstream_id, "reason": "timed out in toolvet"},
            )

    # -- tools -----------------------------------------------------------------------------

    def rebuild_tools(self) -> None:
        """Recompute the exposed tool names from the cache (after a start or a list change)."""
        entries = []
        for name, upstream in self.upstreams.items():
            for entry in self.cache.tools(name):
                if upstream.config.exposes(entry.name):
                    entries.append((name, entry.name))
        proxy = self.config.proxy
        self.tools, self.name_warnings = expose(
            entries, namespacing=proxy.namespacing, separator=proxy.separator
        )
        for warning in self.name_warnings:
            log.warning("%s", warning)
        self.tool_list = [
            {**self.cache[server, tool].definition, "name": exposed}
            for exposed, (server, tool) in self.tools.items()
        ]

    async def _tools_changed(self, upstream: Upstream, change: CacheChange) -> None:
        log.info(
            "upstream %s changed its tools: added %s, removed %s, changed %s",
            upstream.name,
            list(change.added),
            list(change.removed),
            list(change.changed),
        )
        self.rebuild_tools()
        await self.broadcast("notifications/tools/list_changed", None)

    async def broadcast(self, method: str, params: dict[str, Any] | None) -> None:
        for session in list(self.sessions):
            if session.initialized:
                await session.notify(method, params)

    # -- downstream -> proxy -------------------------------------------------------------------

    async def handle_downstream(self, session: DownstreamSession, message: wire.Message) -> None:
        if "method" not in message:
            await self._downstream_reply(session, message)
        elif "id" not in message:
            await self._downstream_notification(session, message)
        elif not wire.is_request_id(message["id"]):
            # Only through the SDK's stdio transport (a terminal), which reads it as a notification.
            await session.send_error(
                None,
                types.INVALID_REQUEST,
                f"Invalid request: id must be a string or a number, got {message['id']!r}",
            )
        else:
            await self._downstream_request(session, message)

    async def _downstream_request(self, session: DownstreamSession, request: wire.Message) -> None:
        method = request["method"]
        request_id = request["id"]
        params = request.get("params")
        if params is None:
            params = {}
        elif not isinstance(params, dict):
            await session.send_error(
                request_id, types.INVALID_PARAMS, f"params of {method} must be an object"
            )
            return
        if method == "tools/call":
            await self.calls.call(session, request_id, params)
        elif method == "tools/list":
            await session.send_result(request_id, {"tools": self.tool_list})
        elif method == "ping":
            await session.send_result(request_id, {})
        elif method == "initialize":
            await session.send_result(request_id, self._initialize(session, params))
        elif method == "logging/setLevel":
            session.spawn(self._set_level, session, request, params)
        elif method in Catalog.METHODS:
            session.spawn(self.catalog.handle, session, request, params)
        else:
            await self._forward_unknown(session, request, params)

    def _initialize(self, session: DownstreamSession, params: dict[str, Any]) -> dict[str, Any]:
        session.client_info = params.get("clientInfo") or {}
        session.client_capabilities = params.get("capabilities") or {}
        requested = params.get("protocolVersion")
        version = (
            requested if requested in SUPPORTED_PROTOCOL_VERSIONS else types.LATEST_PROTOCOL_VERSION
        )
        instructions = [
            f"[{name}] {upstream.initialize_result['instructions']}"
            for name, upstream in self.upstreams.items()
            if upstream.initialize_result.get("instructions")
        ]
        upstream_capabilities = [u.capabilities for u in self.upstreams.values()]
        capabilities: dict[str, Any] = {
            "tools": {"listChanged": True},
            "resources": {
                "subscribe": any(
                    (c.get("resources") or {}).get("subscribe") for c in upstream_capabilities
                ),
                "listChanged": True,
            },
            "prompts": {"listChanged": True},
            "logging": {},
        }
        if any("completions" in c for c in upstream_capabilities):
            capabilities["completions"] = {}
        result: dict[str, Any] = {
            "protocolVersion": version,
            "capabilities": capabilities,
            "serverInfo": {"name": "toolvet", "version": __version__},
        }
        if instructions:
            result["instructions"] = "\n\n".join(instructions)
        return result

    async def _set_level(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        targets = [u for u in self.upstreams.values() if u.ready and "logging" in u.capabilities]
        async with anyio.create_task_group() as group:
            for upstream in targets:
                group.start_soon(self._quiet_request, upstream, "logging/setLevel", params)
        await session.send_result(request["id"], {})

    async def _quiet_request(self, upstream: Upstream, method: str, params: dict[str, Any]) -> None:
        try:
            await upstream.request(method, params)
        except UpstreamError as exc:
            log.info("%s", exc)

    async def _forward_unknown(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        ready = [u for u in self.upstreams.values() if u.ready]
        if len(ready) == 1:
            await self.forward(session, request["id"], ready[0], request["method"], params)
            return
        await session.send_error(
            request["id"],
            types.METHOD_NOT_FOUND,
            f"Method not found: {request['method']} (toolvet fronts {len(ready)} servers and cannot tell which one it is for)",
        )

    async def _downstream_notification(
        self, session: DownstreamSession, notification: wire.Message
    ) -> None:
        method = notification["method"]
        params = notification.get("params") or {}
        if method == "notifications/initialized":
            session.initialized = True
        elif method == "notifications/cancelled":
            await self._cancel(session, params.get("requestId"), params.get("reason"))
        elif method == "notifications/roots/list_changed":
            for upstream in self.upstreams.values():
                if upstream.ready:
                    try:
                        await upstream.notify(method, notification.get("params"))
                    except UpstreamError as exc:
                        log.info("%s", exc)
        elif method == "notifications/progress":
            # Progress on a request a server sent this client (the server's own token): back to that server.
            for upstream in {
                u for u, _, owner in self._server_requests.values() if owner is session
            }:
                with contextlib.suppress(UpstreamError):
                    await upstream.notify(method, notification.get("params"))
        else:
            log.debug("session %s sent notification %s; nothing to do", session.id, method)

    async def _cancel(self, session: DownstreamSession, request_id: Any, reason: Any) -> None:
        in_flight = session.in_flight.pop(request_id, None)
        if in_flight is None:
            return
        in_flight.upstream.abandon(in_flight.upstream_id)
        self._drop_progress(in_flight)
        params: dict[str, Any] = {"requestId": in_flight.upstream_id}
        if reason is not None:
            params["reason"] = reason
        try:
            await in_flight.upstream.notify("notifications/cancelled", params)
        except UpstreamError as exc:
            log.info("%s", exc)

    async def _downstream_reply(self, session: DownstreamSession, reply: wire.Message) -> None:
        reply_id = reply["id"]
        pending = self._server_requests.pop(reply_id, None) if isinstance(reply_id, str) else None
        if pending is None:
            log.debug("session %s answered unknown request %r", session.id, reply_id)
            return
        upstream, original_id, _ = pending
        try:
            await upstream.send_raw({**reply, "id": original_id})
        except UpstreamError as exc:
            log.info("%s", exc)

    async def session_closed(self, session: DownstreamSession) -> None:
        """Cancel upstream what a departed client left in flight; answer what servers asked it."""
        for request_id in list(session.in_flight):
            await self._cancel(session, request_id, "the client disconnected")
        for proxy_id, (upstream, original_id, owner) in list(self._server_requests.items()):
            if owner is session:
                del self._server_requests[proxy_id]
                with contextlib.suppress(UpstreamError):
                    await upstream.send_raw(
                        wire.error(original_id, types.INTERNAL_ERROR, "the client disconnected")
                    )

    # -- forwarding ----------------------------------------------------------------------------

    async def forward(
        self,
        session: DownstreamSession,
        downstream_id: types.RequestId,
        upstream: Upstream,
        method: str,
        params: dict[str, Any] | None,
        *,
        on_result: Any = None,
        on_error: Any = None,
    ) -> None:
        """Send a downstream request upstream under a fresh id and route the answer back.

        `on_result(result) -> result` may rewrite a result; `on_error(error) -> dict | None` may turn
        an error (the JSON-RPC error object) into a result. A progress token is replaced by a
        proxy-wide unique one for the trip.
        """

        async def on_reply(reply: wire.Message) -> None:
            in_flight = session.in_flight.pop(downstream_id, None)
            if in_flight is not None and in_flight.progress_token is not None:
                self._drop_progress(in_flight)
            if "result" in reply:
                result = reply["result"]
                await session.send_result(
                    downstream_id, on_result(result) if on_result is not None else result
                )
                return
            replacement = on_error(reply["error"]) if on_error is not None else None
            if replacement is not None:
                await session.send_result(downstream_id, replacement)
            else:
                await session.send({**reply, "id": downstream_id})

        upstream_id = upstream.reserve(on_reply)
        in_flight = InFlight(
            upstream, upstream_id, method, upstream.config.timeout or DEFAULT_TIMEOUT
        )
        params = self._swap_progress_token(session, downstream_id, params, in_flight)
        session.in_flight[downstream_id] = in_flight
        try:
            await upstream.send_request(upstream_id, method, params)
        except UpstreamError as exc:
            session.in_flight.pop(downstream_id, None)
            self._drop_progress(in_flight)
            await on_reply(wire.error(downstream_id, exc.code, exc.message))

    def _swap_progress_token(
        self,
        session: DownstreamSession,
        downstream_id: types.RequestId,
        params: dict[str, Any] | None,
        in_flight: InFlight,
    ) -> dict[str, Any] | None:
        meta = params.get("_meta") if params else None
        if not isinstance(meta, dict) or "progressToken" not in meta:
            return params
        token = f"toolvet-{next(self._tokens)}"
        self._progress[token] = (session, meta["progressToken"], downstream_id)
        in_flight.progress_token = token
        return {**params, "_meta": {**meta, "progressToken": token}}

    def _drop_progress(self, in_flight: InFlight) -> None:
        if in_flight.progress_token is not None:
            self._progress.pop(in_flight.progress_token, None)

    # -- upstream -> proxy -----------------------------------------------------------------------

    async def _upstream_message(self, upstream: Upstream, message: wire.Message) -> None:
        if "id" in message:
            await self._upstream_request(upstream, message)
            return
        method = message["method"]
        params = message.get("params") or {}
        if method == "notifications/progress":
            target = self._progress.get(str(params.get("progressToken")))
            if target is not None:
                session, original, related = target
                in_flight = session.in_flight.get(related)
                if in_flight is not None:
                    in_flight.extend()
                await session.notify(method, {**params, "progressToken": original}, related)
        elif method == "notifications/tools/list_changed":
            upstream.spawn(self._refresh, upstream)
        elif method in (
            "notifications/resources/list_changed",
            "notifications/prompts/list_changed",
        ):
            self.catalog.forget(upstream.name)
            await self.broadcast(method, message.get("params"))
        elif method == "notifications/resources/updated":
            await self.catalog.resource_updated(upstream, params)
        elif method == "notifications/message":
            data = dict(params)
            data.setdefault("logger", upstream.name)
            await self.broadcast(method, data)
        elif method == "notifications/cancelled":
            await self._upstream_cancelled(upstream, params)
        else:
            await self.broadcast(method, message.get("params"))

    async def _refresh(self, upstream: Upstream) -> None:
        try:
            await upstream.refresh_tools()
        except UpstreamError as exc:
            log.warning("refreshing the tools of %s failed: %s", upstream.name, exc)

    async def _upstream_cancelled(self, upstream: Upstream, params: dict[str, Any]) -> None:
        for proxy_id, (owner_upstream, original_id, session) in list(self._server_requests.items()):
            if owner_upstream is upstream and original_id == params.get("requestId"):
                del self._server_requests[proxy_id]
                await session.notify("notifications/cancelled", {**params, "requestId": proxy_id})

    async def _upstream_request(self, upstream: Upstream, request: wire.Message) -> None:
        method = request["method"]
        if method == "ping":
            await upstream.send_raw(wire.result(request["id"], {}))
            return
        session, related = self._client_for(upstream, method)
        if session is None:
            needed = SERVER_REQUEST_CAPABILITY.get(method, method)
            await upstream.send_raw(
                wire.error(
                    request["id"],
                    types.METHOD_NOT_FOUND,
                    f"no client connected to toolvet supports {needed}",
                )
            )
            return
        proxy_id = f"toolvet-{upstream.name}-{next(self._tokens)}"
        self._server_requests[proxy_id] = (upstream, request["id"], session)
        await session.send({**request, "id": proxy_id}, related)

    def _client_for(
        self, upstream: Upstream, method: str
    ) -> tuple[DownstreamSession | None, types.RequestId | None]:
        """The client whose call caused a server's request: the latest caller with a call in flight to that
        server; else the most recently active client that supports the request."""
        capability = SERVER_REQUEST_CAPABILITY.get(method)
        best: tuple[float, DownstreamSession, types.RequestId] | None = None
        for session in self.sessions:
            for request_id, in_flight in session.in_flight.items():
                if in_flight.upstream is upstream and (best is None or in_flight.started > best[0]):
                    best = (in_flight.started, session, request_id)
        if best is not None and (capability is None or best[1].supports(capability)):
            return best[1], best[2]
        able = [
            s
            for s in self.sessions
            if s.initialized and (capability is None or s.supports(capability))
        ]
        if able:
            return max(able, key=lambda s: s.last_active), None
        return None, None


__all__ = ["Proxy"]
