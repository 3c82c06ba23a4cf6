"""The proxy: a JSON-RPC router between downstream clients and upstream servers that vets tools/call."""

from __future__ import annotations

import contextlib
import functools
import itertools
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
from mcp import types

from toolvet.cache import CacheChange, SchemaCache
from toolvet.config import Config
from toolvet.constraints import constraints_from_config
from toolvet.proxy._audit import AuditLog
from toolvet.proxy._bridge import CAPABILITY_OF, Bridge, Route, is_ours
from toolvet.proxy._calls import CallHandler
from toolvet.proxy._catalog import Catalog
from toolvet.proxy._downstream import SERVER_INFO, DownstreamSession, InFlight
from toolvet.proxy._envelope import modern_refusal
from toolvet.proxy._gate import ToolGate
from toolvet.proxy._listen import Listeners
from toolvet.proxy._metrics import Metrics
from toolvet.proxy._names import expose
from toolvet.upstream import UPSTREAM_TIMEOUT, Upstream, UpstreamError, wire
from toolvet.upstream import _era as era

log = logging.getLogger("toolvet.proxy")

# How long `start` waits for upstreams' first connection attempts before serving anyway.
STARTUP_WAIT = 30.0
# How long a forwarded request may wait for its answer when the server's config sets no `timeout`
# (the MCP TypeScript SDK's default); progress notifications start the wait again.
DEFAULT_TIMEOUT = 60.0
# How often requests are checked against their deadlines.
DEADLINE_TICK = 0.1
# The tasks extension: requests about a task go to the server that issued it, named in the task
# id toolvet hands out ("<server>:<the server's id>"), so no replica keeps anything per task.
TASKS_EXTENSION = "io.modelcontextprotocol/tasks"
TASK_METHODS = frozenset({"tasks/get", "tasks/update", "tasks/cancel"})


@dataclass(slots=True)
class Asked:
    """A request toolvet sent a client (for a server, or to bridge the eras), awaiting its answer."""

    session: DownstreamSession
    on_answer: Callable[[wire.Message], Awaitable[None]]
    upstream: Upstream | None = None
    upstream_id: types.RequestId | None = None


class Proxy:
    """Fronts the upstream servers of a config as one MCP server.

    `initialize`, `ping` and `tools/list` are answered here (tools from the SchemaCache);
    `tools/call` is validated, then forwarded under a fresh upstream id; the lists of resources and
    prompts are gathered from every upstream; everything else is routed to the one upstream it
    concerns, and requests servers send (sampling, elicitation, roots) go back to the client whose
    call caused them.
    """

    def __init__(
        self, config: Config, *, cache: SchemaCache | None = None, use_lock: bool = True
    ) -> None:
        self.config = config
        self.cache = cache if cache is not None else SchemaCache()
        for name, constraints in constraints_from_config(config).items():
            self.cache.constrain(name, constraints)
        self.upstreams: dict[str, Upstream] = {
            name: Upstream(
                server,
                self.cache,
                on_message=self._upstream_message,
                on_tools_changed=self._tools_changed,
                bounds=wire.server_bounds(config.proxy.limits),
            )
            for name, server in config.enabled_servers().items()
        }
        self.sessions: set[DownstreamSession] = set()
        self.tools: dict[str, tuple[str, str]] = {}
        self.withheld: dict[str, tuple[str, str, str]] = {}
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
        self.gate = ToolGate(config, self.metrics, self.audit, use_lock=use_lock)
        self.calls = CallHandler(self)
        self.catalog = Catalog(self)
        bridge = config.proxy.bridge
        self.bridge = Bridge(self, bridge.state_key, bridge.state_ttl)
        caching = config.proxy.caching
        self.cache_ttl_ms = caching.ttl_ms
        self.cache_scope = caching.scope or (
            "private" if config.proxy.auth.token is not None else "public"
        )
        self.listeners = Listeners()
        self._progress: dict[
            str, tuple[DownstreamSession, types.ProgressToken, types.RequestId]
        ] = {}
        self._asked: dict[str, Asked] = {}
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
        return {
            name: {**upstream.status(), **self.gate.status(name)}
            for name, upstream in self.upstreams.items()
        }

    async def _enforce_deadlines(self) -> None:
        """Answer every forwarded request whose server took too long, and cancel it upstream."""
        while True:
            await anyio.sleep(DEADLINE_TICK)
            now = time.monotonic()
            for session in list(self.sessions):
                for in_flight in [f for f in session.in_flight.values() if f.deadline <= now]:
                    await self._time_out(in_flight)
            await self.bridge.expire(now)

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
                if not upstream.config.exposes(entry.name):
                    continue
                if entry.header_problem is not None:
                    # The spec obliges clients to leave such a tool out; so does toolvet.
                    log.warning(
                        "tool %s of %s is not offered: %s", entry.name, name, entry.header_problem
                    )
                    continue
                entries.append((name, entry.name))
        proxy = self.config.proxy
        exposed_names, self.name_warnings = expose(
            entries, namespacing=proxy.namespacing, separator=proxy.separator
        )
        for warning in self.name_warnings:
            log.warning("%s", warning)
        self.gate.review(self.cache, {n: u.config for n, u in self.upstreams.items()})
        self.tools, self.withheld = self.gate.split(self.cache, exposed_names)
        # In a deterministic order, so clients' caches (and models' prompt caches) keep.
        self.tool_list = [
            {**self.cache[server, tool].exposed_definition, "name": exposed}
            for exposed, (server, tool) in sorted(self.tools.items())
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
        """A change notification to every handshake-era client and every modern listener that
        asked for its kind."""
        for session in list(self.sessions):
            if session.initialized:
                await session.notify(method, params)
        await self.listeners.changed(method, params)

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
            if session.era is None:  # a stdio connection's first request decides, once
                session.era = "modern" if era.is_modern_request(message) else "legacy"
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
        if session.modern:
            refusal = modern_refusal(method, params)
            if refusal is not None:
                await session.send(wire.error(request_id, *refusal))
                return
            session.answering[request_id] = method
            if method == "server/discover":
                await session.send_result(request_id, self.discover())
                return
            if method == "subscriptions/listen":
                for uri in await self.listeners.open(session, request_id, params):
                    session.spawn(self.catalog.watch, uri)
                return
        if method == "tools/call":
            await self.calls.call(session, request_id, params)
        elif method in TASK_METHODS and session.modern:
            await self._task_request(session, request_id, method, params)
        elif method == "tools/list":
            await session.send_result(request_id, {"tools": self.tool_list})
        elif method == "ping":
            await session.send_result(request_id, {})
        elif method == "initialize":
            await session.send_result(request_id, self._initialize(session, params))
        elif method == "logging/setLevel":
            session.log_level = (
                params.get("level") if isinstance(params.get("level"), str) else None
            )
            session.spawn(self._set_level, session, request, params, answering=request)
        elif method in Catalog.METHODS:
            session.spawn(self.catalog.handle, session, request, params, answering=request)
        else:
            await self._forward_unknown(session, request, params)

    def capabilities(self) -> dict[str, Any]:
        """What toolvet serves: its own tools, and what the upstreams offer of the rest."""
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
        if any(TASKS_EXTENSION in (c.get("extensions") or {}) for c in upstream_capabilities):
            capabilities["extensions"] = {TASKS_EXTENSION: {}}
        return capabilities

    def instructions(self) -> str | None:
        parts = [
            f"[{name}] {upstream.description['instructions']}"
            for name, upstream in self.upstreams.items()
            if upstream.description.get("instructions")
        ]
        return "\n\n".join(parts) or None

    def _initialize(self, session: DownstreamSession, params: dict[str, Any]) -> dict[str, Any]:
        session.client_info = params.get("clientInfo") or {}
        session.client_capabilities = params.get("capabilities") or {}
        requested = params.get("protocolVersion")
        version = (
            requested
            if requested in era.HANDSHAKE_PROTOCOL_VERSIONS
            else era.LATEST_HANDSHAKE_VERSION
        )
        result: dict[str, Any] = {
            "protocolVersion": version,
            "capabilities": self.capabilities(),
            "serverInfo": SERVER_INFO,
        }
        if instructions := self.instructions():
            result["instructions"] = instructions
        return result

    def discover(self) -> dict[str, Any]:
        """`server/discover`, from what toolvet knows: no upstream is asked."""
        result: dict[str, Any] = {
            "supportedVersions": list(era.MODERN_PROTOCOL_VERSIONS),
            "capabilities": self.capabilities(),
        }
        if instructions := self.instructions():
            result["instructions"] = instructions
        return result

    async def _task_request(
        self,
        session: DownstreamSession,
        request_id: types.RequestId,
        method: str,
        params: dict[str, Any],
    ) -> None:
        task_id = params.get("taskId")
        server, _, original = task_id.partition(":") if isinstance(task_id, str) else ("", "", "")
        upstream = self.upstreams.get(server)
        if upstream is None or not original:
            await session.send_error(
                request_id,
                types.INVALID_PARAMS,
                f"{method}: unknown taskId {task_id!r}; give a taskId that toolvet returned",
            )
            return
        await self.forward(session, request_id, upstream, method, {**params, "taskId": original})

    async def _set_level(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        # A modern server has no logging/setLevel: each request carries its own level.
        targets = [
            u
            for u in self.upstreams.values()
            if u.ready and not u.modern and "logging" in u.capabilities
        ]
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
                if upstream.ready and not upstream.modern:  # no such notification in 2026-07-28
                    try:
                        await upstream.notify(method, notification.get("params"))
                    except UpstreamError as exc:
                        log.info("%s", exc)
        elif method == "notifications/progress":
            # Progress on a request a server sent this client (the server's own token): back to that server.
            for upstream in {
                a.upstream
                for a in self._asked.values()
                if a.session is session and a.upstream is not None
            }:
                with contextlib.suppress(UpstreamError):
                    await upstream.notify(method, notification.get("params"))
        else:
            log.debug("session %s sent notification %s; nothing to do", session.id, method)

    async def _cancel(self, session: DownstreamSession, request_id: Any, reason: Any) -> None:
        if self.listeners.close(session, request_id):
            return
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
        asked = self._asked.pop(reply_id, None) if isinstance(reply_id, str) else None
        if asked is None:
            log.debug("session %s answered unknown request %r", session.id, reply_id)
            return
        await asked.on_answer(reply)

    async def ask_client(
        self,
        session: DownstreamSession,
        method: str,
        params: dict[str, Any] | None,
        related: types.RequestId | None,
    ) -> wire.Message:
        """Send a client a request of toolvet's (bridging a modern server's input request) and
        wait for its answer (an error answer if the client goes away first)."""
        done = anyio.Event()
        box: list[wire.Message] = []

        async def on_answer(reply: wire.Message) -> None:
            box.append(reply)
            done.set()

        proxy_id = f"toolvet-{next(self._tokens)}"
        self._asked[proxy_id] = Asked(session, on_answer)
        try:
            await session.send(wire.request(proxy_id, method, params), related)
            await done.wait()
        finally:
            self._asked.pop(proxy_id, None)  # answered, or no longer waited for
        return box[0]

    async def session_closed(self, session: DownstreamSession) -> None:
        """Cancel upstream what a departed client left in flight; answer what servers asked it."""
        self.listeners.drop(session)
        for request_id in list(session.in_flight):
            await self._cancel(session, request_id, "the client disconnected")
        for proxy_id, asked in list(self._asked.items()):
            if asked.session is session:
                del self._asked[proxy_id]
                await asked.on_answer(
                    wire.error(proxy_id, types.INTERNAL_ERROR, "the client disconnected")
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
        rounds: int = 0,
    ) -> None:
        """Send a downstream request upstream under a fresh id, in the server's era, and route
        the answer back.

        `on_result(result) -> result` may rewrite a final result; `on_error(error) -> dict | None`
        may turn an error (the JSON-RPC error object) into a result. A progress token is replaced
        by a proxy-wide unique one for the trip. An `input_required` result goes as it is to a
        modern client, and is bridged for a client of the handshake era; a retry that carries a
        requestState minted by toolvet resumes the call it belongs to.
        """
        if params and is_ours(params.get("requestState")):
            await self.bridge.resume(session, downstream_id, upstream, method, params)
            return
        route = Route(session, downstream_id)

        async def on_reply(reply: wire.Message) -> None:
            client, request_id = route.session, route.request_id
            in_flight = client.in_flight.pop(request_id, None)
            if in_flight is not None and in_flight.progress_token is not None:
                self._drop_progress(in_flight)
            if self.bridge.continuations:
                self.bridge.call_ended(upstream, upstream_id)
            if "result" in reply:
                result = reply["result"]
                if isinstance(result.get("taskId"), str):  # the tasks extension: see TASK_METHODS
                    result = {**result, "taskId": f"{upstream.name}:{result['taskId']}"}
                if (
                    upstream.modern
                    and not client.modern
                    and result.get("resultType") != "input_required"
                ):
                    result = era.without_result_stamps(result)
                if result.get("resultType") == "input_required":
                    if client.modern:
                        await client.send_result(request_id, result)
                    else:
                        client.spawn(
                            functools.partial(
                                self.bridge.fulfil,
                                client,
                                request_id,
                                upstream,
                                method,
                                params or {},
                                result,
                                rounds,
                                on_result=on_result,
                                on_error=on_error,
                            ),
                            answering={"method": method, "id": request_id},
                        )
                    return
                await client.send_result(
                    request_id, on_result(result) if on_result is not None else result
                )
                return
            replacement = on_error(reply["error"]) if on_error is not None else None
            if replacement is not None:
                await client.send_result(request_id, replacement)
            else:
                await client.send({**reply, "id": request_id})

        upstream_id = upstream.reserve(on_reply)
        in_flight = InFlight(
            upstream,
            upstream_id,
            method,
            upstream.config.timeout or DEFAULT_TIMEOUT,
            session.capabilities_of(params),
            session.log_level_of(params),
            route,
            params,
        )
        params = self._swap_progress_token(session, downstream_id, params, in_flight)
        session.in_flight[downstream_id] = in_flight
        try:
            await upstream.send_request(
                upstream_id,
                method,
                params,
                capabilities=in_flight.capabilities,
                log_level=in_flight.log_level,
            )
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
            await self._log_message(upstream, data)
        elif method == "notifications/subscriptions/acknowledged":
            log.debug("upstream %s acknowledged toolvet's subscription: %s", upstream.name, params)
        elif method == "notifications/cancelled":
            await self._upstream_cancelled(upstream, params)
        else:
            await self.broadcast(method, message.get("params"))

    async def _log_message(self, upstream: Upstream, data: dict[str, Any]) -> None:
        """A server's log message: to every handshake-era client (their level went upstream with
        logging/setLevel), and to each modern request in flight to that server whose
        `io.modelcontextprotocol/logLevel` lets it through."""
        for session in list(self.sessions):
            if session.initialized:
                await session.notify("notifications/message", data)
            elif session.modern:
                for request_id, in_flight in list(session.in_flight.items()):
                    if in_flight.upstream is upstream and era.log_level_allows(
                        in_flight.log_level, data.get("level")
                    ):
                        await session.notify("notifications/message", data, request_id)

    async def _refresh(self, upstream: Upstream) -> None:
        try:
            await upstream.refresh_tools()
        except UpstreamError as exc:
            log.warning("refreshing the tools of %s failed: %s", upstream.name, exc)

    async def _upstream_cancelled(self, upstream: Upstream, params: dict[str, Any]) -> None:
        for proxy_id, asked in list(self._asked.items()):
            if asked.upstream is upstream and asked.upstream_id == params.get("requestId"):
                del self._asked[proxy_id]
                await asked.session.notify(
                    "notifications/cancelled", {**params, "requestId": proxy_id}
                )

    async def _upstream_request(self, upstream: Upstream, request: wire.Message) -> None:
        method = request["method"]
        if method == "ping":
            await upstream.send_raw(wire.result(request["id"], {}))
            return
        session, related = self._client_for(upstream, method)
        if session is not None and session.modern and related is not None:
            await self.bridge.server_asks(upstream, request, session, related)
            return
        if session is None or session.modern:
            needed = CAPABILITY_OF.get(method, method)
            await upstream.send_raw(
                wire.error(
                    request["id"],
                    types.METHOD_NOT_FOUND,
                    f"no client connected to toolvet supports {needed}",
                )
            )
            return
        original_id = request["id"]

        async def on_answer(reply: wire.Message) -> None:
            try:
                await upstream.send_raw({**reply, "id": original_id})
            except UpstreamError as exc:
                log.info("%s", exc)

        proxy_id = f"toolvet-{upstream.name}-{next(self._tokens)}"
        self._asked[proxy_id] = Asked(session, on_answer, upstream, original_id)
        await session.send({**request, "id": proxy_id}, related)

    def _client_for(
        self, upstream: Upstream, method: str
    ) -> tuple[DownstreamSession | None, types.RequestId | None]:
        """The client whose call caused a server's request: the latest caller with a call in flight to that
        server; else the most recently active client of the handshake era that supports the request."""
        capability = CAPABILITY_OF.get(method)
        best: tuple[float, DownstreamSession, types.RequestId, InFlight] | None = None
        for session in self.sessions:
            for request_id, in_flight in session.in_flight.items():
                if in_flight.upstream is upstream and (best is None or in_flight.started > best[0]):
                    best = (in_flight.started, session, request_id, in_flight)
        if best is not None and (
            best[1].modern or capability is None or capability in best[3].capabilities
        ):
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
