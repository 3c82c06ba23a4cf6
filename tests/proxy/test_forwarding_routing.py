"""Who gets what a server sends about a call, decided in process by the Forwarder's rules (see
toolvet/proxy/forwarding/_forwarding.py): the call the transport names by its related id; else the one
session with calls in flight to that server, about its latest; never a guess between several
sessions; with no call in flight, `proxy.unbound_server_messages`.

The sessions are real DownstreamSessions writing to a recorder; the server's end is a stand-in
(a real Upstream needs a server process): it takes the forwarded requests and answers them when
a test says so, and records what toolvet sends it on its own."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from typing import Any

import pytest
from mcp import types

from toolvet.config import parse_config
from toolvet.protocol import wire
from toolvet.proxy.forwarding._forwarding import Forwarder, UnboundServerMessages
from toolvet.proxy.observability._metrics import Metrics
from toolvet.proxy.sessions._session import Caching, DownstreamSession, Sessions, SessionWiring
from toolvet.upstream._session import ReplyHandler

ELICIT = {"mode": "form", "message": "Sure?", "requestedSchema": {"type": "object"}}
LOG = {"level": "info", "data": "working"}


class ServerEnd:
    """What the Forwarder uses of an Upstream (ids reserved for replies, requests sent, replies
    abandoned, messages sent raw), with the server's side played by the test."""

    modern = False

    def __init__(self, name: str) -> None:
        self.name = name
        config = parse_config({"mcpServers": {name: {"command": f"{name}-server"}}})
        self.config = config.servers[name]
        self.requests: list[tuple[int, str, dict[str, Any] | None]] = []
        self.raw: list[wire.Message] = []
        self._ids = itertools.count(1)
        self._pending: dict[int, ReplyHandler] = {}

    def reserve(self, on_reply: ReplyHandler) -> int:
        request_id = next(self._ids)
        self._pending[request_id] = on_reply
        return request_id

    async def send_request(
        self, request_id: int, method: str, params: dict[str, Any] | None, **_: Any
    ) -> None:
        self.requests.append((request_id, method, params))

    def abandon(self, request_id: types.RequestId) -> ReplyHandler | None:
        return self._pending.pop(int(request_id), None)

    async def notify(self, method: str, params: dict[str, Any] | None) -> None:
        await self.send_raw(wire.notification(method, params))

    async def send_raw(self, message: wire.Message) -> None:
        self.raw.append(message)

    async def answer(self, request_id: int) -> None:
        """The server answers toolvet's request `request_id`."""
        await self._pending.pop(request_id)(wire.result(request_id, {"content": []}))


class Written:
    """A session's transport: every message written to it, with the request it is related to."""

    def __init__(self) -> None:
        self.messages: list[tuple[wire.Message, types.RequestId | None]] = []

    async def send(
        self, message: wire.Message, related_request_id: types.RequestId | None = None
    ) -> None:
        self.messages.append((message, related_request_id))

    def notifications(self) -> list[tuple[str, types.RequestId | None]]:
        return [(m["method"], related) for m, related in self.messages if "id" not in m]


def not_routing(*args: Any) -> Any:
    raise AssertionError(f"routing a server's message does not serve a client's: {args}")


class Routing:
    """A Forwarder over real sessions, and the servers `notes` and `calendar`."""

    def __init__(self, unbound: UnboundServerMessages) -> None:
        self.sessions = Sessions()
        self.forwarder = Forwarder(self.sessions, None, unbound)
        self.wiring = SessionWiring(
            tables={"legacy": {}, "modern": {}},
            unknown=not_routing,
            notified=not_routing,
            answered=not_routing,
            opened=self.sessions.add,
            closed=not_routing,
            metrics=Metrics(dict),
            caching=Caching(0, "public"),
        )
        self.notes = ServerEnd("notes")
        self.calendar = ServerEnd("calendar")
        self.transports: dict[DownstreamSession, Written] = {}

    def open(
        self, transport: str = "stdio", *, era: str = "legacy", initialized: bool = True
    ) -> DownstreamSession:
        """A session as its handshake leaves it (`initialized`: the legacy handshake is over)."""
        written = Written()
        session = DownstreamSession(self.wiring, written, transport=transport, era=era)
        self.transports[session] = written
        session.initialized = initialized
        session.client_capabilities = {"elicitation": {}}
        self.wiring.opened(session)
        return session

    async def call(
        self, session: DownstreamSession, request_id: types.RequestId, server: ServerEnd
    ) -> int:
        """A client's tools/call forwarded to `server`: the id toolvet sent it under."""
        params = {"name": "slow_echo", "arguments": {"text": str(request_id)}}
        await self.forwarder.forward(session, request_id, server, "tools/call", params)
        return server.requests[-1][0]

    async def close(self) -> None:
        for session in self.sessions:
            await self.forwarder.session_closed(session)


@pytest.fixture
async def routing(request: pytest.FixtureRequest) -> AsyncIterator[Routing]:
    routed = Routing(getattr(request, "param", "auto"))
    yield routed
    await routed.close()  # what is left in flight is cancelled: its deadline goes with it


async def log_message(routing: Routing, server: ServerEnd, related: int | None) -> None:
    await routing.forwarder.server_notification(server, "notifications/message", LOG, related)


async def elicit(routing: Routing, server: ServerEnd, related: int | None) -> wire.Message | None:
    """The server asks for input: what the client it went to received, or None (then the
    server was answered with an error)."""
    before = {written: len(written.messages) for written in routing.transports.values()}
    request = wire.request(77, "elicitation/create", ELICIT)
    await routing.forwarder.server_request(server, request, related)
    for written, count in before.items():
        received = written.messages[count:]
        if received:
            [(message, related_id)] = received
            return {**message, "related": related_id}
    return None


# -- 1. the call the transport names ---------------------------------------------------------------


async def test_what_comes_with_a_call_goes_to_that_calls_session_alone(routing: Routing) -> None:
    alice, bob = routing.open("http"), routing.open("http")
    for_alice = await routing.call(alice, "a-1", routing.notes)
    for_bob = await routing.call(bob, "b-1", routing.notes)

    await log_message(routing, routing.notes, for_bob)
    assert routing.transports[bob].notifications() == [("notifications/message", "b-1")]
    assert routing.transports[alice].notifications() == []

    asked = await elicit(routing, routing.notes, for_alice)
    assert asked is not None and asked["related"] == "a-1"
    assert asked["method"] == "elicitation/create" and asked["params"] == ELICIT
    assert str(asked["id"]).startswith("toolvet-")  # not the server's 77: nobody can guess it
    assert routing.notes.raw == []


async def test_what_comes_with_a_call_nobody_waits_on_goes_to_nobody(routing: Routing) -> None:
    alice = routing.open()
    upstream_id = await routing.call(alice, "a-1", routing.notes)
    await routing.notes.answer(upstream_id)  # the call is over
    recipient = routing.forwarder.recipient(routing.notes, upstream_id)
    assert recipient.session is None
    assert recipient.why_not == "it came with a request that no call waits on"

    await log_message(routing, routing.notes, upstream_id)
    assert routing.transports[alice].notifications() == []  # not even the sole session
    assert await elicit(routing, routing.notes, upstream_id) is None
    assert routing.notes.raw == [
        wire.error(
            77,
            types.INVALID_REQUEST,
            "toolvet sends elicitation/create to the client of the call that caused it, and it"
            " came with a request that no call waits on",
        )
    ]


# -- 2. no related id: the calls in flight to that server -------------------------------------------


async def test_the_one_session_with_calls_in_flight_gets_it_about_its_latest(
    routing: Routing,
) -> None:
    alice, bob = routing.open("http"), routing.open("http")
    await routing.call(alice, "a-1", routing.notes)
    latest = await routing.call(alice, "a-2", routing.notes)
    await routing.call(bob, "b-1", routing.calendar)  # another server's call does not count

    recipient = routing.forwarder.recipient(routing.notes, None)
    assert recipient.session is alice and recipient.request_id == "a-2"
    assert recipient.call is not None and recipient.call.upstream_id == latest
    await log_message(routing, routing.notes, None)
    assert routing.transports[alice].notifications() == [("notifications/message", "a-2")]
    assert routing.transports[bob].notifications() == []


async def test_calls_of_several_sessions_in_flight_and_no_related_id_reach_nobody(
    routing: Routing,
) -> None:
    alice, bob = routing.open(), routing.open()
    await routing.call(alice, "a-1", routing.notes)
    await routing.call(bob, "b-1", routing.notes)
    why = (
        "calls of 2 clients are in flight to server 'notes' and it did not say which one it is"
        " about (over streamable HTTP a server says so by sending it on the call's response)"
    )
    assert routing.forwarder.recipient(routing.notes, None).why_not == why

    await log_message(routing, routing.notes, None)
    assert await elicit(routing, routing.notes, None) is None
    assert (
        routing.transports[alice].notifications() == routing.transports[bob].notifications() == []
    )
    assert routing.notes.raw == [
        wire.error(
            77,
            types.INVALID_REQUEST,
            "toolvet sends elicitation/create to the client of the call that caused it, and " + why,
        )
    ]


# -- 3. no call in flight: proxy.unbound_server_messages --------------------------------------------


@pytest.mark.parametrize(
    ("routing", "transports", "gets"),
    [
        ("auto", ["stdio"], 0),  # the one client that started toolvet
        ("auto", ["http"], None),
        ("refuse", ["stdio"], None),
        ("sole_session", ["http"], 0),
        ("sole_session", ["http", "http"], None),
        ("sole_session", ["stdio", "http"], None),
    ],
    indirect=["routing"],
)
async def test_with_no_call_in_flight_the_policy_decides(
    routing: Routing, transports: list[str], gets: int | None
) -> None:
    sessions = [routing.open(transport) for transport in transports]
    await routing.notes.answer(await routing.call(sessions[0], "done", routing.notes))

    recipient = routing.forwarder.recipient(routing.notes, None)
    if gets is None:
        assert recipient.session is None
        assert recipient.why_not == (
            "no call is in flight to server 'notes' (proxy.unbound_server_messages is"
            f" {routing.forwarder.unbound}, {len(sessions)} legacy sessions are open; sole_session"
            " sends it to the one session while exactly one is)"
        )
    else:
        assert recipient.session is sessions[gets] and recipient.call is None
        await log_message(routing, routing.notes, None)
        assert routing.transports[sessions[gets]].notifications() == [
            ("notifications/message", None)
        ]


@pytest.mark.parametrize("routing", ["sole_session"], indirect=True)
async def test_only_a_legacy_session_past_its_handshake_counts_as_the_sole_one(
    routing: Routing,
) -> None:
    legacy = routing.open("http")
    routing.open("http", initialized=False)  # initialize sent, initialized not yet
    routing.open("http", era="modern")  # a modern client listens on its own instead
    assert routing.forwarder.recipient(routing.notes, None).session is legacy
    asked = await elicit(routing, routing.notes, None)
    assert asked is not None and asked["related"] is None
