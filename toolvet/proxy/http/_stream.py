"""The legacy era's GET at /mcp: a session's stream of the messages that belong to no request,
kept open with comment lines until the client leaves or the server stops."""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING

import anyio
from starlette.types import Receive, Send

from toolvet.protocol import wire
from toolvet.proxy.http._asgi import (
    INVALID_REQUEST,
    PING,
    end_stream,
    error,
    event,
    start_events,
    stream_part,
)
from toolvet.proxy.http._registry import END
from toolvet.proxy.http._response import KEEPALIVE_INTERVAL

if TYPE_CHECKING:
    from toolvet.proxy.http._registry import SessionRegistry
    from toolvet.proxy.identity import Caller


async def serve_stream(
    registry: SessionRegistry,
    receive: Receive,
    send: Send,
    headers: dict[str, str],
    caller: Caller | None,
) -> None:
    """The session's stream of messages that belong to no request, until the client leaves."""
    accept = headers.get("accept", "")
    if "text/event-stream" not in accept and "*/*" not in accept:
        await error(
            send, 406, INVALID_REQUEST, "Not Acceptable: Client must accept text/event-stream"
        )
        return
    session = await registry.find(send, headers, caller)
    if session is None:
        return
    if session.standalone is not None:
        await error(
            send, 409, INVALID_REQUEST, "Conflict: Only one SSE stream is allowed per session"
        )
        return
    queue: asyncio.Queue[wire.Message | None] = asyncio.Queue()
    session.standalone = queue
    try:
        await start_events(send, session.id)
        async with anyio.create_task_group() as group:

            async def until_disconnect() -> None:
                while (await receive())["type"] != "http.disconnect":
                    pass
                group.cancel_scope.cancel()

            group.start_soon(until_disconnect)
            while True:
                try:
                    message = await asyncio.wait_for(queue.get(), KEEPALIVE_INTERVAL)
                except TimeoutError:
                    await stream_part(send, PING)
                    continue
                if message is END:
                    break
                await stream_part(send, event(message))
            group.cancel_scope.cancel()
        await end_stream(send)
    finally:
        if session.standalone is queue:
            session.standalone = None
            session.last_seen = time.monotonic()
