"""The response to one request at /mcp: JSON when the answer is all there is, an SSE stream when
messages about the request come first; ended without an answer when the request is cancelled."""

from __future__ import annotations

import asyncio

from mcp import types
from starlette.types import Send

from toolvet.protocol import wire
from toolvet.proxy.http._asgi import PING, end_stream, event, respond, start_events, stream_part
from toolvet.proxy.sessions import ERROR_STATUS

# A comment line on a quiet stream this often keeps idle connections (and proxies) from closing it.
KEEPALIVE_INTERVAL = 15.0


class Response:
    """The response to one request: each message is written as it is sent, by the task that
    sends it, so an answer reaches the client without a hop through the request's own task.

    The answer alone goes as JSON; messages about the request that come before it (progress, a
    request of the server's) open an SSE stream that the answer ends. `end` ends the response
    without an answer (the request was cancelled, the session or the client is gone): a stream
    that was not started is started and ended, as the SDK's server does. `finish` returns once
    the response is complete, and keeps a quiet stream open with comment lines meanwhile."""

    def __init__(self, send: Send, *, session_id: str | None = None, modern: bool = False) -> None:
        self._send = send
        self._session_id = session_id
        self._modern = modern
        self._streaming = False
        self._over = False  # nothing more is accepted: the answer came, or `end`
        self._complete = False  # the response's last byte is written
        self._lock = asyncio.Lock()  # a stream's head goes before its events
        self._wakeup: asyncio.Future[None] | None = None  # `finish` waiting for a change

    async def send(
        self, message: wire.Message, *, related_request_id: types.RequestId | None = None
    ) -> None:
        """Write `message` on this response (a MessageWriter for the one request it answers)."""
        async with self._lock:
            if self._over:
                return
            answer = "method" not in message
            try:
                if answer and not self._streaming:
                    self._over = True
                    status = (
                        ERROR_STATUS.get(message["error"]["code"], 200)
                        if self._modern and "error" in message
                        else 200
                    )
                    body = wire.encode_message(message)
                    await respond(self._send, status, body, session_id=self._session_id)
                    self._complete = True
                    return
                if not self._streaming:
                    self._streaming = True
                    await start_events(self._send, self._session_id)
                await stream_part(self._send, event(message))
                if answer:
                    self._over = True
                    await self._close()
            finally:
                self._changed()

    def end(self) -> None:
        if not self._over:
            self._over = True
            self._changed()

    async def finish(self) -> None:
        while not self._complete:
            if self._over:
                await self._close_unanswered()
                return
            self._wakeup = asyncio.get_running_loop().create_future()
            try:
                if self._streaming:
                    await asyncio.wait_for(self._wakeup, KEEPALIVE_INTERVAL)
                else:
                    await self._wakeup
            except TimeoutError:
                await self._ping()
            finally:
                self._wakeup = None

    def _changed(self) -> None:
        if self._wakeup is not None and not self._wakeup.done():
            self._wakeup.set_result(None)

    async def _ping(self) -> None:
        async with self._lock:
            if not self._complete:
                await stream_part(self._send, PING)

    async def _close_unanswered(self) -> None:
        async with self._lock:
            if self._complete:
                return
            if not self._streaming:
                self._streaming = True
                await start_events(self._send, self._session_id)
            await self._close()

    async def _close(self) -> None:
        self._complete = True
        await end_stream(self._send)
