"""Requests awaiting a server's answer, and the legacy handshake: one table and one handshake for
an upstream's connection and for the sessions it opens per caller (token exchange)."""

from __future__ import annotations

import itertools
import logging
from collections.abc import Awaitable, Callable, Set
from typing import Any

import anyio
from mcp import types

from toolvet import __version__
from toolvet.protocol import eras as era
from toolvet.protocol.answers import Answer
from toolvet.protocol.wire import UPSTREAM_UNAVAILABLE, Message, error, notification, request

log = logging.getLogger("toolvet.upstream")

# How long a session's handshake may take (the connection's, and a caller's session's).
HANDSHAKE_TIMEOUT = 30.0

# What toolvet declares to a legacy server, whose one session serves every client: it
# passes each request of the server's on to the client whose call caused it (and answers it
# with an error when that client cannot answer it). A modern server is told, request by
# request, only what the client behind that request declared.
CLIENT_CAPABILITIES: dict[str, Any] = {
    "roots": {"listChanged": True},
    "sampling": {},
    "elicitation": {"form": {}, "url": {}},
}
CLIENT_INFO = {"name": "toolvet", "version": __version__}

ReplyHandler = Callable[[Message], Awaitable[None]]
Send = Callable[[Message], Awaitable[None]]


class UpstreamError(Exception):
    """An upstream answered with a JSON-RPC error, or could not answer at all."""

    def __init__(self, server: str, code: int, message: str, data: Any = None) -> None:
        super().__init__(f"server '{server}': {message}")
        self.server = server
        self.code = code
        self.message = message
        self.data = data


class PendingRequests:
    """The requests sent to one server that await its answer, each under a fresh id (unique
    across the connection's sessions) with the handler its answer goes to.

    toolvet's own requests (handshake, lists, its subscription) are told apart from those sent
    for clients: a session that ends sends only those again, and a server being stopped waits
    only for those (`settled`).
    """

    def __init__(self, server: str) -> None:
        self.server = server
        self._ids = itertools.count(1)
        self._handlers: dict[types.RequestId, ReplyHandler] = {}
        self.own: set[types.RequestId] = set()
        """The ids of toolvet's own requests in flight (a subset of the table's)."""
        self._settled: anyio.Event | None = None
        # Answers being handed on now: their request is over once its handler has returned.
        self._handling = 0

    def __contains__(self, request_id: object) -> bool:
        return request_id in self._handlers

    def __len__(self) -> int:
        return len(self._handlers)

    @property
    def for_clients(self) -> int:
        """How many requests sent for clients still await their answer."""
        return len(self._handlers) - len(self.own)

    def reserve(self, on_reply: ReplyHandler, *, own: bool = False) -> int:
        """A fresh id whose answer goes to `on_reply` (reserved before the request is sent, so
        that its sender can record it before the answer can possibly arrive)."""
        request_id = next(self._ids)
        self._handlers[request_id] = on_reply
        if own:
            self.own.add(request_id)
        return request_id

    def pop(self, request_id: types.RequestId | None) -> ReplyHandler | None:
        """Stop waiting for a request's answer (answered, timed out, cancelled); its handler."""
        handler = self._handlers.pop(request_id, None)  # type: ignore[arg-type]
        if handler is not None:
            self.own.discard(request_id)
            self._check_settled()
        return handler

    async def answer(self, reply: Message) -> bool:
        """Hand an answer to its request's handler; False when no request awaits it."""
        handler = self.pop(reply.get("id"))
        if handler is None:
            return False
        await self._run(handler, reply)
        return True

    async def fail(self, request_id: types.RequestId, code: int, reason: str) -> None:
        """Answer one request still awaited with an error (nothing if it is not)."""
        await self.answer(error(request_id, code, reason))

    async def fail_all(self, reason: str, keep: Set[types.RequestId] = frozenset()) -> None:
        """Answer every request still awaited with `reason`, but those in `keep` (to be sent
        again on the next session)."""
        failing = {k: v for k, v in self._handlers.items() if k not in keep}
        self._handlers = {k: v for k, v in self._handlers.items() if k in keep}
        self.own &= self._handlers.keys()
        self._check_settled()
        for request_id, handler in failing.items():
            await self._run(handler, error(request_id, UPSTREAM_UNAVAILABLE, reason))

    async def resend(self, message: Message, send: Send, failure: str = "") -> None:
        """Send again a request a dropped session refused unread (HTTP 404), if it is still
        awaited (one given up on meanwhile stays unsent); if it cannot be sent, it is answered
        with why, after `failure`."""
        if message["id"] not in self._handlers:
            return
        try:
            await send(message)
        except Exception as exc:
            code = exc.code if isinstance(exc, UpstreamError) else UPSTREAM_UNAVAILABLE
            text = exc.message if isinstance(exc, UpstreamError) else str(exc)
            await self.fail(message["id"], code, f"{failure}{text}")

    async def settled(self) -> None:
        """Return once no request sent for a client awaits its answer, and every answer that
        came has been handed on (a handler cut short would lose it)."""
        while self.for_clients or self._handling:
            if self._settled is None:
                self._settled = anyio.Event()
            await self._settled.wait()

    def _check_settled(self) -> None:
        if self._settled is not None and not self.for_clients and not self._handling:
            self._settled.set()
            self._settled = None

    async def _run(self, handler: ReplyHandler, reply: Message) -> None:
        self._handling += 1
        try:
            await handler(reply)
        except Exception:  # a broken downstream must not take the upstream's read loop down
            log.exception("handling an answer from upstream %s failed", self.server)
        finally:
            self._handling -= 1
            self._check_settled()


async def ask(
    pending: PendingRequests,
    send: Send,
    method: str,
    params: dict[str, Any] | None,
    *,
    timeout: float | None = None,
) -> dict[str, Any]:
    """Send a request of toolvet's own and wait for its result (at most `timeout`: then
    TimeoutError); a JSON-RPC error raises UpstreamError."""
    answer = Answer()
    request_id = pending.reserve(answer.deliver, own=True)
    try:
        await send(request(request_id, method, params))
        with anyio.fail_after(timeout):
            reply = await answer.wait()
    finally:
        if not answer.delivered:
            pending.pop(request_id)
    if "error" in reply:
        failure = reply["error"]
        raise UpstreamError(
            pending.server, failure["code"], failure["message"], failure.get("data")
        )
    return reply["result"]


async def initialize(pending: PendingRequests, send: Send) -> dict[str, Any]:
    """The handshake of a legacy session: toolvet's `initialize`, answered within
    HANDSHAKE_TIMEOUT (else TimeoutError; an error raises UpstreamError), then
    `notifications/initialized`. Returns the server's `initialize` result."""
    result = await ask(pending, send, "initialize", initialize_params(), timeout=HANDSHAKE_TIMEOUT)
    await send(notification("notifications/initialized", None))
    return result


def initialize_params() -> dict[str, Any]:
    """What toolvet declares in the `initialize` of a legacy session."""
    return {
        "protocolVersion": era.LATEST_LEGACY_VERSION,
        "capabilities": CLIENT_CAPABILITIES,
        "clientInfo": CLIENT_INFO,
    }
