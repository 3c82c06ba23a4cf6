"""The 2026-07-28 era's POST at /mcp: each request served on its own, in a session that lasts
that one request; its headers held against its body first (the spec's "Server Validation"), its
response ended when its client hangs up."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import TYPE_CHECKING

from starlette.types import Receive, Scope, Send

from toolvet.protocol import eras as era
from toolvet.protocol import wire
from toolvet.proxy.http._asgi import NO_HEADERS, error, repeated, respond, trace_headers
from toolvet.proxy.http._response import Response
from toolvet.proxy.sessions import (
    DownstreamSession,
    SessionWiring,
    call_tool_header_mismatch,
    header_mismatch,
)
from toolvet.search import CALL_TOOL

if TYPE_CHECKING:
    from toolvet.proxy.catalog import ToolTable
    from toolvet.proxy.http._registry import SessionRegistry
    from toolvet.proxy.identity import Caller

# A modern request still unanswered after this long has its client watched for a hang-up.
HANGUP_WATCH_AFTER = 0.1


class ModernRequests:
    """Serves the requests of protocol 2026-07-28, each without a session."""

    def __init__(self, wiring: SessionWiring, tools: ToolTable, registry: SessionRegistry) -> None:
        self.wiring = wiring
        self.tools = tools
        self.registry = registry

    async def serve(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        headers: dict[str, str],
        message: wire.Message,
        caller: Caller | None,
    ) -> None:
        """A message read whole from a POST of the modern era: answered on that POST."""
        if not wire.is_request(message):
            # No client notification exists on this wire; accepted and dropped, as the SDKs do.
            await respond(send, 202, b"")
            return
        twice = repeated(scope["headers"]) if len(headers) < len(scope["headers"]) else NO_HEADERS
        refusal = header_mismatch(message, headers, twice, self._header_fields(message))
        if refusal is None and self.tools.entry(CALL_TOOL) is None:  # a tool search's call_tool
            refusal = call_tool_header_mismatch(message, headers, twice, self._fields_of)
        if refusal is not None:
            await error(send, 400, era.HEADER_MISMATCH, refusal, request_id=message["id"])
            return
        response = Response(send, modern=True)
        # A session that lasts one request: the modern era has no other.
        session = DownstreamSession(self.wiring, response, transport="http", era="modern")
        session.task_group = self.registry.group
        meta = era.meta_of(message.get("params"))
        info = meta.get(era.CLIENT_INFO_META_KEY)
        session.client_info = info if isinstance(info, dict) else {}
        session.caller = caller
        session.trace_headers = trace_headers(headers)
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
        return self._fields_of(name) if isinstance(name, str) else None

    def _fields_of(self, name: str) -> Mapping[tuple[str, ...], tuple[str, str]] | None:
        entry = self.tools.entry(name)
        return entry.header_fields if entry is not None else None


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
