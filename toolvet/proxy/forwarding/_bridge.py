"""Bridging the eras for requests a server makes of a client (elicitation, sampling, roots).

- A modern server answers a call with `input_required`: a client of the legacy era is asked
  each input request as an ordinary server-to-client request, and the call is retried upstream
  with the answers (`inputResponses`) and the server's `requestState`; the client sees one call.
- A legacy server sends a request in the middle of a call from a modern client: the call
  is answered with `input_required`, and its `requestState` is minted here, sealed with
  HMAC-SHA256 and bound to the call (server, method, tool or URI, a digest of the arguments,
  an expiry). The retry is checked against all of that, the answers go to the waiting server,
  and the retry takes over the call. The call itself stays in this process: a retry that reaches
  another replica is told so (see docs/how-to/replicas.md).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import json
import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import anyio
from mcp import types

from toolvet.protocol import wire
from toolvet.proxy.forwarding._forwarding import CAPABILITY_OF, Forwarded, Forwarder, quietly
from toolvet.proxy.sessions import DownstreamSession, InFlight

if TYPE_CHECKING:
    from toolvet.upstream import Upstream

log = logging.getLogger("toolvet.proxy")

STATE_PREFIX = "toolvet1."
# How many times a call may come back `input_required` while a legacy client is asked.
MAX_ROUNDS = 16


class InvalidState(ValueError):
    """A `requestState` that toolvet did not mint, or not for this request, or too old."""


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def digest(value: Any) -> str:
    """A short digest of a JSON value, the same for equal values whatever their key order."""
    canonical = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return _b64(hashlib.sha256(canonical.encode()).digest()[:16])


class StateSeal:
    """Seals and opens the `requestState` toolvet mints: a JSON payload and its HMAC-SHA256."""

    def __init__(self, key: str | None, ttl: float) -> None:
        self._key = (key or secrets.token_hex(32)).encode()
        self.ttl = ttl

    def seal(self, payload: dict[str, Any]) -> str:
        body = _b64(json.dumps({**payload, "exp": time.time() + self.ttl}).encode())
        mac = _b64(hmac.new(self._key, body.encode(), hashlib.sha256).digest())
        return f"{STATE_PREFIX}{body}.{mac}"

    def open(self, token: str) -> dict[str, Any]:
        body, _, mac = token.removeprefix(STATE_PREFIX).partition(".")
        expected = _b64(hmac.new(self._key, body.encode(), hashlib.sha256).digest())
        if not hmac.compare_digest(mac, expected):
            raise InvalidState(
                "it was not minted by this toolvet (or its key differs: replicas must share"
                " proxy.bridge.state_key)"
            )
        try:
            payload = json.loads(_unb64(body))
        except ValueError as exc:  # cannot happen with a valid MAC, but never trust it blindly
            raise InvalidState("it cannot be read") from exc
        if not isinstance(payload, dict) or payload.get("exp", 0) < time.time():
            raise InvalidState("it has expired: make the call again, without requestState")
        return payload


def is_ours(state: Any) -> bool:
    return isinstance(state, str) and state.startswith(STATE_PREFIX)


def binding(
    session: DownstreamSession, method: str, params: dict[str, Any] | None, server: str
) -> dict[str, Any]:
    """What a minted requestState is bound to: the server, the request (method, tool or URI,
    arguments) and who made it (a digest of the bearer token, when there is one)."""
    params = params or {}
    return {
        "s": server,
        "m": method,
        "n": params.get("name", params.get("uri")),
        "d": digest(params.get("arguments")),
        "p": session.principal,
    }


@dataclass(slots=True)
class Continuation:
    """A call of a modern client to a legacy server that waits for the client's input."""

    id: str
    upstream: Upstream
    in_flight: InFlight
    # Requests of the server's still to be answered: key in inputRequests -> (its id, the request).
    pending: dict[str, tuple[types.RequestId, dict[str, Any]]] = field(default_factory=dict)
    waiting: bool = True
    """True while a client request is in flight for the call (it can be answered input_required)."""
    expiry: asyncio.TimerHandle | None = None
    """While the client is away: when the call is given up."""


class Bridge:
    """The two directions of MRTR bridging, for one proxy's forwarding."""

    def __init__(self, forwarder: Forwarder, key: str | None, ttl: float) -> None:
        self.forwarder = forwarder
        self.seal = StateSeal(key, ttl)
        self.continuations: dict[str, Continuation] = {}

    def owns(self, params: dict[str, Any] | None) -> bool:
        return params is not None and is_ours(params.get("requestState"))

    # -- a legacy server asks; the client is modern -------------------------------------

    async def server_asks(
        self, upstream: Upstream, request: wire.Message, in_flight: InFlight
    ) -> None:
        """A server's request during a modern client's call `in_flight` (found by the rules of
        _forwarding): the call is answered `input_required` (or, if it already was, the request
        waits for the retry)."""
        method = request["method"]
        capability = CAPABILITY_OF.get(method)
        if capability is None or capability not in in_flight.capabilities:
            needed = capability or method
            await quietly(
                upstream.send_raw(
                    wire.error(
                        request["id"],
                        types.METHOD_NOT_FOUND,
                        f"the client of this call did not declare the {needed} capability",
                    )
                )
            )
            return
        continuation = next(
            (
                c
                for c in self.continuations.values()
                if c.upstream is upstream and c.in_flight.upstream_id == in_flight.upstream_id
            ),
            None,
        )
        if continuation is None:
            continuation = Continuation(secrets.token_urlsafe(12), upstream, in_flight)
            self.continuations[continuation.id] = continuation
        key = f"{CAPABILITY_OF[method]}-{len(continuation.pending) + 1}"
        continuation.pending[key] = (request["id"], {"method": method, **_params(request)})
        await self._ask_for_input(continuation)

    async def _ask_for_input(self, continuation: Continuation) -> None:
        route = continuation.in_flight.route
        if route is None or not continuation.waiting:
            return
        continuation.waiting = False
        continuation.expiry = asyncio.get_running_loop().call_later(
            self.seal.ttl, self._expire, continuation
        )
        self.forwarder.suspend(route.session, route.request_id)
        in_flight = continuation.in_flight
        bound = binding(
            route.session, in_flight.method, in_flight.params, continuation.upstream.name
        )
        state = self.seal.seal({**bound, "c": continuation.id})
        await route.session.send_result(
            route.request_id,
            {
                "resultType": "input_required",
                "inputRequests": {k: request for k, (_, request) in continuation.pending.items()},
                "requestState": state,
            },
        )

    async def resume(self, request: Forwarded) -> None:
        """A modern client's retry of a call that toolvet answered `input_required`."""
        session, request_id, upstream = request.session, request.request_id, request.upstream
        method, params = request.method, request.params or {}
        try:
            payload = self.seal.open(params["requestState"])
            bound = binding(session, method, params, upstream.name)
            differs = [_BOUND[k] for k, v in bound.items() if payload.get(k) != v]
            if differs:
                raise InvalidState(
                    f"it belongs to another request (its {', '.join(differs)} differ): retry"
                    " the same call with the same arguments"
                )
        except InvalidState as exc:
            await session.send_error(
                request_id, types.INVALID_PARAMS, f"requestState is not valid: {exc}"
            )
            return
        continuation = self.continuations.get(payload["c"])
        if continuation is None:
            await session.send_error(
                request_id,
                types.INVALID_PARAMS,
                "requestState names a call that this toolvet process no longer holds (it timed"
                " out, toolvet restarted, or the retry reached another replica): make the call"
                " again, without requestState",
            )
            return
        responses = params.get("inputResponses")
        responses = responses if isinstance(responses, dict) else {}
        for key in [k for k in continuation.pending if k in responses]:
            server_request_id, _ = continuation.pending.pop(key)
            await quietly(upstream.send_raw(wire.result(server_request_id, responses[key])))
        in_flight = continuation.in_flight
        assert in_flight.route is not None
        in_flight.route.session, in_flight.route.request_id = session, request_id
        self.forwarder.track(session, request_id, in_flight)
        if continuation.expiry is not None:
            continuation.expiry.cancel()
        continuation.waiting = True
        if continuation.pending:
            await self._ask_for_input(continuation)

    def call_ended(self, upstream: Upstream, upstream_id: int) -> None:
        """The server answered the call: nothing waits for input any more."""
        for key, continuation in list(self.continuations.items()):
            if (
                continuation.upstream is upstream
                and continuation.in_flight.upstream_id == upstream_id
            ):
                del self.continuations[key]
                if continuation.expiry is not None:
                    continuation.expiry.cancel()

    def _expire(self, continuation: Continuation) -> None:
        """The client never came back for a call: its server is told so."""
        if self.continuations.pop(continuation.id, None) is None:
            return
        for server_request_id, _ in continuation.pending.values():
            self.forwarder.spawn(
                quietly(
                    continuation.upstream.send_raw(
                        wire.error(
                            server_request_id,
                            types.INTERNAL_ERROR,
                            "the client did not answer in time",
                        )
                    )
                )
            )

    # -- a modern server asks; the client is of the legacy era --------------------------------

    async def fulfil(self, request: Forwarded, result: dict[str, Any]) -> None:
        """Ask a legacy client the input requests of an `input_required` result, then retry
        the request upstream with the answers; its final answer goes to the client."""
        session, request_id, upstream = request.session, request.request_id, request.upstream
        if request.rounds >= MAX_ROUNDS:
            await session.send_error(
                request_id,
                types.INTERNAL_ERROR,
                f"server '{upstream.name}' asked for input {MAX_ROUNDS} times in a row; gave up",
            )
            return
        requests = result.get("inputRequests") or {}
        answers: dict[str, Any] = {}
        refusals: list[str] = []
        # The client has as long to answer as a modern client would have to retry.
        with anyio.move_on_after(self.seal.ttl) as waited:
            async with anyio.create_task_group() as group:
                for key, asked in requests.items():
                    group.start_soon(self._ask, session, request_id, key, asked, answers, refusals)
        if waited.cancelled_caught:
            await session.send_error(
                request_id,
                types.INTERNAL_ERROR,
                f"server '{upstream.name}' asked for input that the client did not give within"
                f" {self.seal.ttl:g} s (proxy.bridge.state_ttl)",
            )
            return
        if refusals:
            # Asked again without an answer, the server would only ask again: said at once.
            await session.send_error(
                request_id,
                types.INVALID_REQUEST,
                f"server '{upstream.name}' needs input the client could not give: "
                + "; ".join(refusals),
            )
            return
        params = request.params or {}
        retry = {k: v for k, v in params.items() if k not in ("inputResponses", "requestState")}
        if answers:
            retry["inputResponses"] = answers
        if "requestState" in result:
            retry["requestState"] = result["requestState"]
        await self.forwarder.forward(
            session,
            request_id,
            upstream,
            request.method,
            retry,
            on_result=request.on_result,
            on_error=request.on_error,
            rounds=request.rounds + 1,
        )

    async def _ask(
        self,
        session: DownstreamSession,
        related: types.RequestId,
        key: str,
        asked: Any,
        answers: dict[str, Any],
        refusals: list[str],
    ) -> None:
        method = asked.get("method") if isinstance(asked, dict) else None
        if not isinstance(method, str):
            return
        reply = await self.forwarder.ask_client(session, method, asked.get("params"), related)
        if "result" in reply:
            answers[key] = reply["result"]
            return
        failure = reply.get("error") or {}
        log.info("client %s did not answer %s: %s", session.id, method, failure)
        refusals.append(f"{method}: {failure.get('message', 'no answer')}")


_BOUND = {"s": "server", "m": "method", "n": "name", "d": "arguments", "p": "caller"}


def _params(request: wire.Message) -> dict[str, Any]:
    params = request.get("params")
    return {"params": params} if params is not None else {}
