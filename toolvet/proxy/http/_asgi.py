"""The ASGI exchange at its plainest: a request's headers read, answers written (a whole JSON body,
an SSE stream's head, its events and its end, a JSON-RPC error under an HTTP status)."""

from __future__ import annotations

import contextlib
from typing import Any

from mcp import types
from starlette.types import Scope, Send

from toolvet.protocol import wire
from toolvet.protocol.headers import SESSION_HEADER
from toolvet.telemetry import CONTEXT_KEYS

PING = (
    b": ping\r\n\r\n"  # a comment line: keeps idle connections (and proxies) from closing a stream
)
PARSE_ERROR = wire.PARSE_ERROR
INVALID_REQUEST = wire.INVALID_REQUEST
NO_HEADERS: frozenset[str] = frozenset()


def headers_of(scope: Scope) -> dict[str, str]:
    return {name.decode("latin-1"): value.decode("latin-1") for name, value in scope["headers"]}


def repeated(raw: list[tuple[bytes, bytes]]) -> frozenset[str]:
    """The names of the headers sent more than once."""
    names = [name.decode("latin-1").lower() for name, _ in raw]
    return frozenset(name for name in names if names.count(name) > 1)


def trace_headers(headers: dict[str, str]) -> dict[str, str] | None:
    """The W3C trace context of an HTTP request (used when its message's `_meta` has none)."""
    if "traceparent" not in headers:
        return None
    return {k: headers[k] for k in CONTEXT_KEYS if k in headers}


def event(message: wire.Message) -> bytes:
    return b"event: message\r\ndata: " + wire.encode_message(message) + b"\r\n\r\n"


async def stream_part(send: Send, data: bytes) -> None:
    """An event (or a comment line) of a stream whose head was sent."""
    await send({"type": "http.response.body", "body": data, "more_body": True})


async def end_stream(send: Send) -> None:
    with contextlib.suppress(OSError, RuntimeError):  # the client may be gone already
        await send({"type": "http.response.body", "body": b"", "more_body": False})


async def start_events(send: Send, session_id: str | None) -> None:
    headers = [
        (b"content-type", b"text/event-stream"),
        (b"cache-control", b"no-cache, no-transform"),
        (b"x-accel-buffering", b"no"),
    ]
    if session_id is not None:
        headers.append((SESSION_HEADER.encode(), session_id.encode()))
    await send({"type": "http.response.start", "status": 200, "headers": headers})


async def respond(
    send: Send,
    status: int,
    body: bytes,
    extra: list[tuple[bytes, bytes]] | None = None,
    *,
    session_id: str | None = None,
) -> None:
    headers = [(b"content-length", str(len(body)).encode())]
    if body:
        headers.append((b"content-type", b"application/json"))
    if session_id is not None:
        headers.append((SESSION_HEADER.encode(), session_id.encode()))
    await send(
        {"type": "http.response.start", "status": status, "headers": headers + (extra or [])}
    )
    await send({"type": "http.response.body", "body": body, "more_body": False})


async def error(
    send: Send,
    status: int,
    code: int,
    message: str,
    extra: list[tuple[bytes, bytes]] | None = None,
    *,
    request_id: types.RequestId | None = None,
    data: Any = None,
) -> None:
    body = wire.encode_message(wire.error(request_id, code, message, data))
    await respond(send, status, body, extra)
