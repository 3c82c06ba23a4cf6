"""Forwarding: a client's request sent upstream under a fresh id and its answer routed back, with
what goes with it (a deadline, cancellation, progress), and the requests servers send clients.

A request's deadline is a timer of its own, armed while a client waits for the answer: nothing
wakes on an idle proxy, and progress moves the deadline without arming another timer.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import itertools
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from mcp import types

from toolvet.protocol import eras as era
from toolvet.protocol import wire
from toolvet.protocol.answers import Answer
from toolvet.proxy._session import DownstreamSession, InFlight, Route, Sessions
from toolvet.upstream import UPSTREAM_TIMEOUT, Upstream, UpstreamError

if TYPE_CHECKING:
    from toolvet.telemetry import Tracing

log = logging.getLogger("toolvet.proxy")

# How long a forwarded request may wait for its answer when the server's config sets no `timeout`
# (the MCP TypeScript SDK's default); progress notifications start the wait again.
DEFAULT_TIMEOUT = 60.0
# The capability a client needs for each request a server may make of it.
CAPABILITY_OF = {
    "sampling/createMessage": "sampling",
    "elicitation/create": "elicitation",
    "roots/list": "roots",
}

OnResult = Callable[[dict[str, Any]], dict[str, Any]]
"""Rewrites a request's final result before the client gets it."""
OnError = Callable[[dict[str, Any]], dict[str, Any] | None]
"""Turns a request's JSON-RPC error (the error object) into a result, or None to pass it on."""


@dataclass(frozen=True, slots=True)
class Forwarded:
    """One request on its way: whose it is, where it goes, and what to do with its answer."""

    session: DownstreamSession
    request_id: types.RequestId
    upstream: Upstream
    method: str
    params: dict[str, Any] | None
    on_result: OnResult | None = None
    on_error: OnError | None = None
    rounds: int = 0
    """How many times it came back input_required and was retried (see the bridge)."""


class Bridging(Protocol):
    """What the bridge between the eras does for forwarding (see _bridge.Bridge)."""

    continuations: Mapping[str, Any]
    """The calls waiting for a client's input (while there are none, it has nothing to do)."""

    async def resume(self, request: Forwarded) -> None:
        """A modern client's retry of a call toolvet answered input_required."""

    async def fulfil(self, request: Forwarded, result: dict[str, Any]) -> None:
        """Ask a legacy client for what an input_required result needs, then retry."""

    def call_ended(self, upstream: Upstream, upstream_id: int) -> None:
        """The server answered the call: nothing waits for input any more."""

    async def server_asks(
        self,
        upstream: Upstream,
        request: wire.Message,
        session: DownstreamSession,
        related: types.RequestId,
    ) -> None:
        """A legacy server's request during a modern client's call."""

    def owns(self, params: dict[str, Any] | None) -> bool:
        """Whether a request is the retry of a call the bridge answered input_required."""


@dataclass(slots=True)
class Asked:
    """A request toolvet sent a client (for a server, or to bridge the eras), awaiting its answer."""

    session: DownstreamSession
    on_answer: Callable[[wire.Message], Awaitable[None]]
    upstream: Upstream | None = None
    upstream_id: types.RequestId | None = None


class Forwarder:
    """Sends clients' requests upstream and routes the answers back, for every session."""

    def __init__(self, sessions: Sessions, tracing: Tracing | None = None) -> None:
        self.sessions = sessions
        self.tracing = tracing
        self.bridge: Bridging | None = None
        # toolvet's progress token -> the client, its own token, and the request it is about
        self._progress: dict[str, tuple[DownstreamSession, Any, types.RequestId]] = {}
        self._asked: dict[str, Asked] = {}
        self._tokens = itertools.count(1)
        self._background: set[asyncio.Future[Any]] = set()

    # -- a client's request, upstream and back ---------------------------------------------------

    async def forward(
        self,
        session: DownstreamSession,
        request_id: types.RequestId,
        upstream: Upstream,
        method: str,
        params: dict[str, Any] | None,
        *,
        on_result: OnResult | None = None,
        on_error: OnError | None = None,
        rounds: int = 0,
    ) -> None:
        """Send a client's request upstream under a fresh id, in the server's era, and route the
        answer back. A progress token is replaced by a proxy-wide unique one for the trip; an
        `input_required` result goes as it is to a modern client and to the bridge for a client
        of the legacy era; a retry that carries a requestState minted by toolvet goes to the
        bridge, which resumes the call it belongs to."""
        request = Forwarded(
            session, request_id, upstream, method, params, on_result, on_error, rounds
        )
        if self.bridge is not None and self.bridge.owns(params):
            await self.bridge.resume(request)
            return
        route = Route(session, request_id)
        upstream_id = upstream.reserve(functools.partial(self._answered, request, route))
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
        params = self._swap_progress_token(session, request_id, params, in_flight)
        if self.tracing is not None:
            params = self._traced(session, request_id, upstream, method, params, in_flight)
        self.track(session, request_id, in_flight)
        try:
            await upstream.send_request(
                upstream_id,
                method,
                params,
                capabilities=in_flight.capabilities,
                log_level=in_flight.log_level,
                subject=session.caller.access_token if session.caller is not None else None,
            )
        except UpstreamError as exc:
            reply = wire.error(upstream_id, exc.code, exc.message)
            self._ended(self.untrack(session, request_id), reply)
            await self._answered(request, route, reply)

    def _traced(
        self,
        session: DownstreamSession,
        request_id: types.RequestId,
        upstream: Upstream,
        method: str,
        params: dict[str, Any] | None,
        in_flight: InFlight,
    ) -> dict[str, Any]:
        """A CLIENT span for the request upstream, its context in the request's `_meta`."""
        assert self.tracing is not None
        in_flight.operation = self.tracing.client_span(
            session.operations.get(request_id),
            method,
            in_flight.upstream_id,
            params,
            server=upstream.name,
            protocol_version=upstream.protocol_version,
            transport="stdio" if upstream.config.transport == "stdio" else "http",
        )
        return self.tracing.inject(in_flight.operation, params)

    def _ended(
        self, in_flight: InFlight | None, reply: wire.Message | None, error_type: str | None = None
    ) -> None:
        """The request upstream is over (answered, or given up: `error_type`): its span ends."""
        if in_flight is not None and in_flight.operation is not None and self.tracing is not None:
            self.tracing.received(in_flight.operation, reply, error_type)
            in_flight.operation = None

    async def _answered(self, request: Forwarded, route: Route, reply: wire.Message) -> None:
        """The server's answer under its upstream id (or toolvet's, for a request it could not
        get one for)."""
        client, request_id = route.session, route.request_id
        self._ended(self.untrack(client, request_id), reply)
        if self.bridge is not None and self.bridge.continuations:
            self.bridge.call_ended(request.upstream, reply["id"])
        if "result" not in reply:
            replacement = request.on_error(reply["error"]) if request.on_error else None
            if replacement is not None:
                await client.send_result(request_id, replacement)
            else:
                await client.send({**reply, "id": request_id})
            return
        result = client.from_upstream(reply["result"], request.upstream.modern)
        if isinstance(result.get("taskId"), str):  # the tasks extension: see _methods.TASK_METHODS
            result = {**result, "taskId": f"{request.upstream.name}:{result['taskId']}"}
        if result.get("resultType") == "input_required" and not client.modern:
            assert self.bridge is not None
            if self.tracing is not None:
                self.tracing.event(
                    client.operations.get(request_id), "toolvet.bridge.input_required"
                )
            client.spawn(
                self.bridge.fulfil,
                dataclasses.replace(request, session=client, request_id=request_id),
                result,
                answering={"method": request.method, "id": request_id},
            )
            return
        if result.get("resultType") != "input_required" and request.on_result is not None:
            result = request.on_result(result)
        await client.send_result(request_id, result)

    def track(
        self, session: DownstreamSession, request_id: types.RequestId, in_flight: InFlight
    ) -> None:
        """The client waits for `in_flight`'s answer: its deadline is armed (one timer, armed
        again only when it fires early, so progress arms nothing)."""
        session.in_flight[request_id] = in_flight
        loop = asyncio.get_running_loop()
        in_flight.due = loop.time() + in_flight.timeout
        in_flight.timer = loop.call_at(in_flight.due, self._deadline, in_flight)

    def untrack(self, session: DownstreamSession, request_id: types.RequestId) -> InFlight | None:
        """The client no longer waits for a request (answered or cancelled): its deadline and
        its progress token go."""
        in_flight = self.suspend(session, request_id)
        if in_flight is not None and in_flight.progress_token is not None:
            self._progress.pop(in_flight.progress_token, None)
        return in_flight

    def suspend(self, session: DownstreamSession, request_id: types.RequestId) -> InFlight | None:
        """The client stops waiting for a request that goes on upstream (the bridge answered it
        input_required): its deadline goes until `track` arms it again."""
        in_flight = session.in_flight.pop(request_id, None)
        if in_flight is not None and in_flight.timer is not None:
            in_flight.timer.cancel()
            in_flight.timer = None
        return in_flight

    def spawn(self, work: Awaitable[Any]) -> None:
        """Work a timer starts (it cannot wait itself), kept until it is done."""
        task = asyncio.ensure_future(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def _deadline(self, in_flight: InFlight) -> None:
        loop = asyncio.get_running_loop()
        if loop.time() < in_flight.due:  # progress moved it
            in_flight.timer = loop.call_at(in_flight.due, self._deadline, in_flight)
            return
        in_flight.timer = None
        self.spawn(self._time_out(in_flight))

    async def _time_out(self, in_flight: InFlight) -> None:
        """Answer a request whose server took too long, and cancel it upstream."""
        upstream = in_flight.upstream
        handler = upstream.abandon(in_flight.upstream_id)
        if handler is None:
            return
        message = (
            f"server '{upstream.name}' did not answer {in_flight.method}"
            f" within {in_flight.timeout:g} s"
        )
        log.warning("%s; cancelling it", message)
        await handler(wire.error(in_flight.upstream_id, UPSTREAM_TIMEOUT, message))
        await quietly(
            upstream.notify(
                "notifications/cancelled",
                {"requestId": in_flight.upstream_id, "reason": "timed out in toolvet"},
            )
        )

    def _swap_progress_token(
        self,
        session: DownstreamSession,
        request_id: types.RequestId,
        params: dict[str, Any] | None,
        in_flight: InFlight,
    ) -> dict[str, Any] | None:
        meta = params.get("_meta") if params else None
        if not isinstance(meta, dict) or "progressToken" not in meta:
            return params
        token = f"toolvet-{next(self._tokens)}"
        self._progress[token] = (session, meta["progressToken"], request_id)
        in_flight.progress_token = token
        return {**params, "_meta": {**meta, "progressToken": token}}

    async def cancel(self, session: DownstreamSession, request_id: Any, reason: Any) -> None:
        """The client cancelled a request (or left): the server is told, its answer dropped."""
        in_flight = self.untrack(session, request_id)
        if in_flight is None:
            return
        self._ended(in_flight, None, "cancelled")
        in_flight.upstream.abandon(in_flight.upstream_id)
        params: dict[str, Any] = {"requestId": in_flight.upstream_id}
        if reason is not None:
            params["reason"] = reason
        await quietly(in_flight.upstream.notify("notifications/cancelled", params))

    async def session_closed(self, session: DownstreamSession) -> None:
        """Cancel upstream what a departed client left in flight; answer what servers asked it."""
        for request_id in list(session.in_flight):
            await self.cancel(session, request_id, "the client disconnected")
        if not self._asked:
            return
        for proxy_id, asked in list(self._asked.items()):
            if asked.session is session:
                del self._asked[proxy_id]
                await asked.on_answer(
                    wire.error(proxy_id, types.INTERNAL_ERROR, "the client disconnected")
                )

    # -- what servers send about requests -------------------------------------------------------

    async def progress(self, params: dict[str, Any]) -> None:
        """A server's progress on a forwarded request: to its client, under the client's token;
        it counts as a sign of life."""
        target = self._progress.get(str(params.get("progressToken")))
        if target is None:
            return
        session, original, related = target
        in_flight = session.in_flight.get(related)
        if in_flight is not None:
            in_flight.extend()
        await session.notify(
            "notifications/progress", {**params, "progressToken": original}, related
        )

    async def log_message(self, upstream: Upstream, data: dict[str, Any]) -> None:
        """A server's log message: to every legacy client (their level went upstream with
        logging/setLevel), and to each modern request in flight to that server whose
        `io.modelcontextprotocol/logLevel` lets it through."""
        for session in self.sessions:
            if session.takes_notifications:
                await session.notify("notifications/message", data)
            elif session.modern:
                for request_id, in_flight in list(session.in_flight.items()):
                    if in_flight.upstream is upstream and era.log_level_allows(
                        in_flight.log_level, data.get("level")
                    ):
                        await session.notify("notifications/message", data, request_id)

    # -- requests servers send clients ----------------------------------------------------------

    async def server_request(self, upstream: Upstream, request: wire.Message) -> None:
        """A server's request of a client (sampling, elicitation, roots): to the client whose
        call caused it, bridged for a modern one, refused when no client can answer it."""
        method = request["method"]
        if method == "ping":
            await upstream.send_raw(wire.result(request["id"], {}))
            return
        session, related = self._client_for(upstream, method)
        if session is not None and session.modern and related is not None:
            assert self.bridge is not None
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
            await quietly(upstream.send_raw({**reply, "id": original_id}))

        proxy_id = f"toolvet-{upstream.name}-{next(self._tokens)}"
        self._asked[proxy_id] = Asked(session, on_answer, upstream, original_id)
        await session.send({**request, "id": proxy_id}, related)

    def _client_for(
        self, upstream: Upstream, method: str
    ) -> tuple[DownstreamSession | None, types.RequestId | None]:
        """The client whose call caused a server's request: the latest caller with a call in
        flight to that server; else the most recently active client of the legacy era that
        supports the request."""
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
            if s.takes_notifications and (capability is None or s.supports(capability))
        ]
        if able:
            return max(able, key=lambda s: s.last_active), None
        return None, None

    async def ask_client(
        self,
        session: DownstreamSession,
        method: str,
        params: dict[str, Any] | None,
        related: types.RequestId | None,
    ) -> wire.Message:
        """Send a client a request of toolvet's (bridging a modern server's input request) and
        wait for its answer (an error answer if the client goes away first)."""
        answer = Answer()
        proxy_id = f"toolvet-{next(self._tokens)}"
        self._asked[proxy_id] = Asked(session, answer.deliver)
        try:
            await session.send(wire.request(proxy_id, method, params), related)
            return await answer.wait()
        finally:
            self._asked.pop(proxy_id, None)  # answered, or no longer waited for

    async def client_answered(self, session: DownstreamSession, reply: wire.Message) -> None:
        """A client's answer to a request toolvet sent it."""
        reply_id = reply["id"]
        asked = self._asked.pop(reply_id, None) if isinstance(reply_id, str) else None
        if asked is None:
            log.debug("session %s answered unknown request %r", session.id, reply_id)
            return
        await asked.on_answer(reply)

    async def client_progress(self, session: DownstreamSession, params: Any) -> None:
        """A client's progress on a request a server sent it (the server's own token): to the
        servers that asked it."""
        for upstream in {
            a.upstream for a in self._asked.values() if a.session is session and a.upstream
        }:
            await quietly(upstream.notify("notifications/progress", params))

    async def server_cancelled(self, upstream: Upstream, params: dict[str, Any]) -> None:
        """A server cancelled a request it had sent a client: the client is told."""
        for proxy_id, asked in list(self._asked.items()):
            if asked.upstream is upstream and asked.upstream_id == params.get("requestId"):
                del self._asked[proxy_id]
                await asked.session.notify(
                    "notifications/cancelled", {**params, "requestId": proxy_id}
                )


async def quietly(sending: Awaitable[Any]) -> None:
    """Send something a server may no longer be there for (a cancellation, an answer to its
    request): if it is gone, that is logged, and nothing else is to be done."""
    try:
        await sending
    except UpstreamError as exc:
        log.info("%s", exc)


__all__ = ["CAPABILITY_OF", "DEFAULT_TIMEOUT", "Forwarded", "Forwarder", "quietly"]
