"""Forwarding: a client's request sent upstream under a fresh id and its answer routed back, with
what goes with it (a deadline, cancellation, progress), and the requests servers send clients.

A request's deadline is a timer of its own, armed while a client waits for the answer: nothing
wakes on an idle proxy, and progress moves the deadline without arming another timer.

What a server sends about a call (a request of a client: elicitation, sampling, roots; a log
message; any other notification but list changes, resource updates and progress) goes to the
session of the call that caused it, and to no other; the call is found thus:

1. The transport names it: over streamable HTTP (a caller's own upstream session under token
   exchange too) a server sends it on the response to toolvet's request (the SDKs'
   `related_request_id`). The call forwarded under that id is the one; when no call waits on it
   (toolvet's own request, or a call already over), nobody gets it.
2. Else (stdio, HTTP+SSE, the GET stream): when the calls in flight to that server are all of
   one session, it is that session's latest; when they are of several, toolvet does not guess:
   a request is refused, a notification logged at debug and dropped.
3. With no call in flight to that server, `proxy.unbound_server_messages` decides: `refuse` (no
   client gets it), `sole_session` (the one legacy session open, when exactly one is), `auto`
   (sole_session over stdio, whose one client started toolvet; refuse over HTTP).

A request sent to a client goes under an id nobody can guess, and only an answer from the
session it was sent to reaches the server; another session's answer is logged and dropped.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import inspect
import itertools
import logging
import secrets
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from mcp import types

from toolvet.protocol import eras as era
from toolvet.protocol import wire
from toolvet.protocol.answers import Answer
from toolvet.proxy.sessions import DownstreamSession, InFlight, Route, Sessions
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

UnboundServerMessages = Literal["auto", "refuse", "sole_session"]
"""Who gets what a server sends when no call is in flight to it (see the module's docstring)."""

OnResult = Callable[[dict[str, Any]], dict[str, Any] | Awaitable[dict[str, Any]]]
"""Rewrites a request's final result before the client gets it (an awaitable: once awaited)."""
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

    @property
    def continuations(self) -> Mapping[str, object]:
        """The calls waiting for a client's input (while there are none, it has nothing to do)."""

    async def resume(self, request: Forwarded) -> None:
        """A modern client's retry of a call toolvet answered input_required."""

    async def fulfil(self, request: Forwarded, result: dict[str, Any]) -> None:
        """Ask a legacy client for what an input_required result needs, then retry."""

    def call_ended(self, upstream: Upstream, upstream_id: int) -> None:
        """The server answered the call: nothing waits for input any more."""

    async def server_asks(self, upstream: Upstream, request: wire.Message, call: InFlight) -> None:
        """A legacy server's request during a modern client's call."""

    def owns(self, params: dict[str, Any] | None) -> bool:
        """Whether a request is the retry of a call the bridge answered input_required."""


@dataclass(frozen=True, slots=True)
class Recipient:
    """Who gets what a server sent: a session, and the call it is about (None: no call); or,
    with no session, why nobody does."""

    session: DownstreamSession | None
    call: InFlight | None = None
    why_not: str = ""

    @classmethod
    def of(cls, call: InFlight) -> Recipient:
        assert call.route is not None  # every forwarded request has one
        return cls(call.route.session, call)

    @property
    def request_id(self) -> types.RequestId | None:
        """The client's id of the call (what the message is sent as related to)."""
        return self.call.route.request_id if self.call and self.call.route else None


@dataclass(slots=True)
class Asked:
    """A request toolvet sent a client (for a server, or to bridge the eras), awaiting its answer."""

    session: DownstreamSession
    on_answer: Callable[[wire.Message], Awaitable[None]]
    upstream: Upstream | None = None
    upstream_id: types.RequestId | None = None


class Forwarder:
    """Sends clients' requests upstream and routes the answers back, for every session."""

    def __init__(
        self,
        sessions: Sessions,
        tracing: Tracing | None = None,
        unbound: UnboundServerMessages = "auto",
    ) -> None:
        self.sessions = sessions
        self.tracing = tracing
        self.unbound = unbound
        self.bridge: Bridging | None = None
        # toolvet's progress token -> the client, its own token, and the request it is about
        self._progress: dict[str, tuple[DownstreamSession, Any, types.RequestId]] = {}
        # Requests toolvet sent clients, by the unguessable id they went under.
        self._asked: dict[str, Asked] = {}
        # Every request forwarded and not answered upstream yet (its client may wait for it, or
        # for the client's input: see the bridge), by server and upstream id.
        self._calls: dict[tuple[Upstream, types.RequestId], InFlight] = {}
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
        self._calls[(upstream, upstream_id)] = in_flight
        caller = session.caller_of(request_id)  # a token exchange exchanges the one it presented
        try:
            await upstream.send_request(
                upstream_id,
                method,
                params,
                capabilities=in_flight.capabilities,
                log_level=in_flight.log_level,
                subject=caller.access_token if caller is not None else None,
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
        self._calls.pop((request.upstream, reply["id"]), None)
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
            rewritten = request.on_result(result)
            if inspect.isawaitable(rewritten):  # awaited beside the upstream's read loop
                answering = {"method": request.method, "id": request_id}
                client.spawn(self._send_awaited, client, request_id, rewritten, answering=answering)
                return
            result = rewritten
        await client.send_result(request_id, result)

    @staticmethod
    async def _send_awaited(
        client: DownstreamSession, request_id: types.RequestId, result: Awaitable[dict[str, Any]]
    ) -> None:
        await client.send_result(request_id, await result)

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
        if not params or not isinstance(meta, dict) or "progressToken" not in meta:
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
        self._calls.pop((in_flight.upstream, in_flight.upstream_id), None)
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

    async def server_notification(
        self,
        upstream: Upstream,
        method: str,
        params: dict[str, Any] | None,
        related: types.RequestId | None,
    ) -> None:
        """A server's notification about a call (a log message, or one toolvet does not know):
        to the session of that call alone, a log message only at a level it asked for."""
        recipient = self.recipient(upstream, related)
        session, call = recipient.session, recipient.call
        if session is None:
            log.debug(
                "upstream %s sent %s for no client (%s): %s",
                upstream.name,
                method,
                recipient.why_not,
                params,
            )
            return
        if method == "notifications/message" and not _wants(session, call, (params or {})):
            return
        await session.notify(method, params, recipient.request_id)

    # -- requests servers send clients ----------------------------------------------------------

    async def server_request(
        self, upstream: Upstream, request: wire.Message, related: types.RequestId | None = None
    ) -> None:
        """A server's request of a client (sampling, elicitation, roots): to the client whose
        call caused it, bridged for a modern one, refused when that client cannot answer it or
        no call can be told."""
        method = request["method"]
        if method == "ping":
            await upstream.send_raw(wire.result(request["id"], {}))
            return
        recipient = self.recipient(upstream, related)
        session, call = recipient.session, recipient.call
        if session is None:
            log.warning(
                "upstream %s asked %s of no client: %s", upstream.name, method, recipient.why_not
            )
            await self._refuse(
                upstream,
                request,
                types.INVALID_REQUEST,
                f"toolvet sends {method} to the client of the call that caused it, and"
                f" {recipient.why_not}",
            )
            return
        if call is not None and session.modern:
            assert self.bridge is not None
            await self.bridge.server_asks(upstream, request, call)
            return
        capability = CAPABILITY_OF.get(method)
        declared = call.capabilities if call is not None else session.client_capabilities
        if capability is not None and capability not in declared:
            await self._refuse(
                upstream,
                request,
                types.METHOD_NOT_FOUND,
                f"the client of the call that caused {method} did not declare the"
                f" {capability} capability",
            )
            return
        original_id = request["id"]

        async def on_answer(reply: wire.Message) -> None:
            await quietly(upstream.send_raw({**reply, "id": original_id}))

        proxy_id = _unguessable()
        self._asked[proxy_id] = Asked(session, on_answer, upstream, original_id)
        await session.send({**request, "id": proxy_id}, recipient.request_id)

    @staticmethod
    async def _refuse(upstream: Upstream, request: wire.Message, code: int, why: str) -> None:
        await quietly(upstream.send_raw(wire.error(request["id"], code, why)))

    def recipient(self, upstream: Upstream, related: types.RequestId | None) -> Recipient:
        """Who gets what `upstream` sent, about toolvet's request `related` when the transport
        tells (the rules are in the module's docstring)."""
        if related is not None:
            call = self._calls.get((upstream, related))
            if call is None:
                return Recipient(None, why_not="it came with a request that no call waits on")
            return Recipient.of(call)
        calls = [c for (u, _), c in self._calls.items() if u is upstream]
        clients = {id(Recipient.of(c).session) for c in calls}
        if len(clients) == 1:
            return Recipient.of(max(calls, key=lambda c: c.started))
        if clients:
            return Recipient(
                None,
                why_not=(
                    f"calls of {len(clients)} clients are in flight to server '{upstream.name}'"
                    " and it did not say which one it is about (over streamable HTTP a server"
                    " says so by sending it on the call's response)"
                ),
            )
        legacy = [s for s in self.sessions if s.takes_notifications]
        policy = self.unbound
        if policy == "auto":
            policy = "sole_session" if all(s.transport == "stdio" for s in legacy) else "refuse"
        if policy == "sole_session" and len(legacy) == 1:
            return Recipient(legacy[0])
        return Recipient(
            None,
            why_not=(
                f"no call is in flight to server '{upstream.name}' (proxy.unbound_server_messages"
                f" is {self.unbound}, {len(legacy)} legacy sessions are open; sole_session sends"
                " it to the one session while exactly one is)"
            ),
        )

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
        proxy_id = _unguessable()
        self._asked[proxy_id] = Asked(session, answer.deliver)
        try:
            await session.send(wire.request(proxy_id, method, params), related)
            return await answer.wait()
        finally:
            self._asked.pop(proxy_id, None)  # answered, or no longer waited for

    async def client_answered(self, session: DownstreamSession, reply: wire.Message) -> None:
        """A client's answer to a request toolvet sent it (that session, and no other)."""
        reply_id = reply["id"]
        asked = self._asked.get(reply_id) if isinstance(reply_id, str) else None
        if asked is None:
            log.debug("session %s answered unknown request %r", session.id, reply_id)
            return
        if asked.session is not session:
            log.warning(
                "session %s answered a request toolvet sent to another session (%s); dropped:"
                " only the session asked may answer",
                session.id,
                asked.session.id,
            )
            return
        del self._asked[reply_id]
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


def _unguessable() -> str:
    """The id of a request toolvet sends a client: no other session can guess it."""
    return f"toolvet-{secrets.token_urlsafe(16)}"


def _wants(session: DownstreamSession, call: InFlight | None, params: dict[str, Any]) -> bool:
    """Whether a log message at its level reaches `session`: a modern request by the level it
    carries (none: no messages), a legacy session by its logging/setLevel (none: all)."""
    level = params.get("level")
    if session.modern:
        return call is not None and era.log_level_allows(call.log_level, level)
    return session.log_level is None or era.log_level_allows(session.log_level, level)


async def quietly(sending: Awaitable[Any]) -> None:
    """Send something a server may no longer be there for (a cancellation, an answer to its
    request): if it is gone, that is logged, and nothing else is to be done."""
    try:
        await sending
    except UpstreamError as exc:
        log.info("%s", exc)


__all__ = [
    "CAPABILITY_OF",
    "DEFAULT_TIMEOUT",
    "Forwarded",
    "Forwarder",
    "UnboundServerMessages",
    "quietly",
]
