"""The legacy era's POST at /mcp: a message on its session (`initialize` opens one), a
notification accepted with 202, a request answered on the POST that carried it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.types import Send

from toolvet.protocol import wire
from toolvet.protocol.headers import PROTOCOL_HEADER, SESSION_HEADER
from toolvet.proxy.http._asgi import INVALID_REQUEST, error, respond, trace_headers
from toolvet.proxy.http._response import Response
from toolvet.proxy.sessions import unsessioned_refusal

if TYPE_CHECKING:
    from toolvet.proxy.http._registry import HttpSession, SessionRegistry
    from toolvet.proxy.identity import Caller


async def serve_legacy(
    registry: SessionRegistry,
    send: Send,
    headers: dict[str, str],
    message: wire.Message,
    caller: Caller | None,
) -> None:
    """A message read whole from a POST of the legacy era: to its session."""
    if SESSION_HEADER not in headers and message.get("method") != "initialize":
        refusal = unsessioned_refusal(message, headers.get(PROTOCOL_HEADER))
        if refusal is not None:
            code, text, data = refusal
            await error(send, 400, code, text, request_id=message.get("id"), data=data)
            return
    if message.get("method") == "initialize" and "id" in message:
        session = await registry.open(send, message["id"], caller)
    else:
        session = await registry.find(send, headers, caller)
    if session is None:
        return
    if not wire.is_request(message):
        await respond(send, 202, b"", session_id=session.id)
        await session.downstream.receive(message)
        if message.get("method") == "notifications/cancelled":
            session.forget((message.get("params") or {}).get("requestId"))
        return
    await _answer(session, message, send, headers, caller)


async def _answer(
    session: HttpSession,
    request: wire.Message,
    send: Send,
    headers: dict[str, str],
    caller: Caller | None,
) -> None:
    """Hand a request of a legacy session to the proxy, as the caller its token names, and
    send what comes back for it."""
    request_id = request["id"]
    if request_id in session.requests:
        # Its answer, and the caller it is served as, would be taken for the other's.
        await error(
            send,
            400,
            INVALID_REQUEST,
            f"Bad Request: request id {request_id!r} is still in flight on this session;"
            " give each request an id of its own",
            request_id=request_id,
        )
        return
    downstream = session.downstream
    downstream.trace_headers = trace_headers(headers)
    response = Response(send, session_id=session.id)
    session.requests[request_id] = response
    if caller is not None:
        downstream.callers[request_id] = caller
        downstream.rights = caller
    try:
        if not session.ended.is_set():
            await downstream.receive(request)
        else:
            response.end()  # ended (a DELETE) while this request was on its way
        await response.finish()
    finally:
        session.requests.pop(request_id, None)
        downstream.callers.pop(request_id, None)
