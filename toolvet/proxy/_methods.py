"""What serves each method: one table per era (a session looks its requests up in its era's), the
handlers of what toolvet answers itself, and of the client's notifications. What a table does not
name is forwarded to the one upstream it can only be for."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from mcp import types

from toolvet.protocol import eras as era
from toolvet.protocol import wire
from toolvet.proxy.calls import CallHandler, Discovery
from toolvet.proxy.catalog import Catalog, ToolTable
from toolvet.proxy.forwarding import Forwarder, quietly
from toolvet.proxy.identity import Access, Caller
from toolvet.proxy.sessions import (
    LEGACY_ONLY_METHODS,
    DownstreamSession,
    Handler,
    Listeners,
    describe,
    resource_subscriptions,
)
from toolvet.upstream import Upstream

log = logging.getLogger("toolvet.proxy")

# Requests about a task go to the server named in the task id toolvet handed out.
TASK_METHODS = frozenset({"tasks/get", "tasks/update", "tasks/cancel"})


class Methods:
    """The method tables of both eras (`tables`), the handler of a method neither names
    (`unknown`), and of notifications (`notification`)."""

    def __init__(
        self,
        upstreams: Mapping[str, Upstream],
        tools: ToolTable,
        forwarder: Forwarder,
        calls: CallHandler,
        catalog: Catalog,
        listeners: Listeners,
        access: Access,
        discovery: Discovery | None = None,
        search_at_main: bool = False,
    ) -> None:
        self.access = access
        self.discovery = discovery
        self.search_at_main = search_at_main
        self.upstreams = upstreams
        self.tools = tools
        self.forwarder = forwarder
        self.calls = calls
        self.catalog = catalog
        self.listeners = listeners
        both: dict[str, Handler] = {
            "tools/call": self._tool_call if discovery is not None else calls.call,
            "tools/list": self._tool_list,
            **{method: self._catalog for method in Catalog.METHODS},
        }
        self.tables: dict[era.Era, dict[str, Handler]] = {
            "legacy": {
                **both,
                "initialize": self._initialize,
                "ping": self._ping,
                "logging/setLevel": self._set_level,
            },
            "modern": {
                **{m: h for m, h in both.items() if m not in LEGACY_ONLY_METHODS},
                "server/discover": self._discover,
                "subscriptions/listen": self._listen,
                **{method: self._task for method in TASK_METHODS},
            },
        }

    # -- what toolvet answers itself ------------------------------------------------------------

    async def _initialize(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        session.client_info = params.get("clientInfo") or {}
        session.client_capabilities = params.get("capabilities") or {}
        result = describe.initialize_result(self.upstreams, params.get("protocolVersion"))
        session.protocol_version = result.get("protocolVersion")
        await session.send_result(request["id"], result)

    async def _discover(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        await session.send_result(request["id"], describe.discover_result(self.upstreams))

    async def _ping(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        await session.send_result(request["id"], {})

    async def _tool_list(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        listing = self.listing(session, session.caller_of(request["id"]))
        await session.send_result(request["id"], {"tools": listing})

    def listing(self, session: DownstreamSession, caller: Caller | None) -> list[dict[str, Any]]:
        """The tools `caller` may use through `session` (all of them, without access rules, at
        /mcp); where its endpoint searches, the search tools and what it pinned or found."""
        if self.discovery is not None and self._searches(session):
            return self.discovery.listing(session, caller)
        access = self.access.within(session.view)
        if not access.restricted:
            return self.tools.listing
        return self.tools.visible(lambda s, t: access.allows_tool(caller, s, t))

    def _searches(self, session: DownstreamSession) -> bool:
        """Whether the session's endpoint finds tools by search (`proxy.discovery` at /mcp, an
        endpoint's own `discovery` at its path)."""
        view = session.view
        return view.discovery == "search" if view is not None else self.search_at_main

    async def _tool_call(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        """A `tools/call` where some endpoint searches: by its endpoint's discovery."""
        assert self.discovery is not None
        if self._searches(session):
            await self.discovery.call(session, request, params)
        else:
            await self.calls.call(session, request, params)

    async def _listen(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        caller = session.caller_of(request["id"])
        forbidden = await self.catalog.forbidden(session, caller, resource_subscriptions(params))
        if forbidden is not None:  # neither acknowledged nor subscribed upstream
            uri, server = forbidden
            what = f"subscriptions/listen: resource {uri} is of server '{server}', whose resources"
            await self.catalog.refuse(session, request, server, f"{what} are")
            return
        for uri in await self.listeners.open(session, request["id"], params):
            session.spawn(self.catalog.watch, uri)

    # -- what goes upstream ---------------------------------------------------------------------

    async def _catalog(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        session.spawn(self.catalog.handle, session, request, params, answering=request)

    async def _task(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        method, request_id = request["method"], request["id"]
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
        if not self._uses(session, request, server):
            what = f"{method}: the tasks of server '{server}' are"
            await self.catalog.refuse(session, request, server, what)
            return
        await self.forwarder.forward(
            session, request_id, upstream, method, {**params, "taskId": original}
        )

    async def _set_level(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        """The session's own level: its log messages are filtered by it (Forwarder), and no
        server is asked, as a server's level would be every client's (toolvet asks each server
        for every level once connected: see Upstream)."""
        level = params.get("level")
        if level not in era.LOG_LEVELS:
            await session.send_error(
                request["id"],
                types.INVALID_PARAMS,
                f"logging/setLevel: level must be one of {', '.join(era.LOG_LEVELS)};"
                f" got {level!r}",
            )
            return
        session.log_level = level
        await session.send_result(request["id"], {})

    async def unknown(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        """A method toolvet has no handler for: to the one upstream it can be for."""
        ready = [u for u in self.upstreams.values() if u.ready]
        if len(ready) == 1:
            server = ready[0].name
            if not self._uses(session, request, server):
                what = f"{request['method']}: server '{server}' is"
                await self.catalog.refuse(session, request, server, what)
                return
            await self.forwarder.forward(
                session, request["id"], ready[0], request["method"], params
            )
            return
        await session.send_error(
            request["id"],
            types.METHOD_NOT_FOUND,
            f"Method not found: {request['method']} (toolvet fronts {len(ready)} servers and"
            " cannot tell which one it is for)",
        )

    def _uses(self, session: DownstreamSession, request: wire.Message, server: str) -> bool:
        """Whether the caller of a request may use anything of `server`."""
        caller = session.caller_of(request["id"])
        access = self.access.within(session.view)
        return access.uses_server(caller, server, self.tools.exposed.values())

    # -- notifications ----------------------------------------------------------------------------

    async def notification(self, session: DownstreamSession, notification: wire.Message) -> None:
        method = notification["method"]
        params = notification.get("params") or {}
        if method == "notifications/initialized":
            session.initialized = True
        elif method == "notifications/cancelled":
            request_id = params.get("requestId")
            if not (wire.is_request_id(request_id) and self.listeners.close(session, request_id)):
                await self.forwarder.cancel(session, request_id, params.get("reason"))
            session.end_operations("cancelled", request_id)
        elif method == "notifications/roots/list_changed":
            for upstream in self.upstreams.values():
                if upstream.ready and not upstream.modern:  # no such notification in 2026-07-28
                    await quietly(upstream.notify(method, notification.get("params")))
        elif method == "notifications/progress":
            await self.forwarder.client_progress(session, notification.get("params"))
        else:
            log.debug("session %s sent notification %s; nothing to do", session.id, method)
