"""The HTTP protocol the proxy serves with: uvicorn's httptools protocol, each answer one write."""

from __future__ import annotations

import asyncio
from typing import Any

import uvicorn
from uvicorn.server import ServerState

from toolvet.proxy._protocol import CoalescingTransport, HttpProtocol

REQUEST = b"POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: 2\r\n\r\n{}"


class RecordingTransport(asyncio.Transport):
    """What a connection's socket would have been asked to send, write by write."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: Any) -> None:
        self.writes.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return default

    def pause_reading(self) -> None: ...

    def resume_reading(self) -> None: ...


async def serve_one(app: Any) -> RecordingTransport:
    config = uvicorn.Config(app, log_config=None, lifespan="off")
    protocol = HttpProtocol(config, ServerState(), {})
    transport = RecordingTransport()
    protocol.connection_made(transport)
    protocol.data_received(REQUEST)
    for _ in range(2000):
        await asyncio.sleep(0.001)
        if protocol.cycle is not None and protocol.cycle.response_complete:
            break
    await asyncio.sleep(0)  # the end of the turn: what is held back goes out
    return transport


async def test_an_answer_sent_as_json_leaves_in_one_write() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        await send(
            {"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]}
        )
        await send({"type": "http.response.body", "body": b"{}"})

    transport = await serve_one(app)
    assert len(transport.writes) == 1
    head, _, body = transport.writes[0].partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200 OK") and body == b"{}"


async def test_events_sent_at_different_times_leave_as_they_are_sent() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"one", "more_body": True})
        await asyncio.sleep(0.01)
        await send({"type": "http.response.body", "body": b"two", "more_body": True})
        await asyncio.sleep(0.01)
        await send({"type": "http.response.body", "body": b""})

    transport = await serve_one(app)
    assert len(transport.writes) == 3  # the head with the first event, then each on its own
    assert b"one" in transport.writes[0] and b"two" in transport.writes[1]
    assert transport.writes[2].endswith(b"0\r\n\r\n")


async def test_closing_sends_what_was_held_back_first() -> None:
    inner = RecordingTransport()
    transport = CoalescingTransport(inner, asyncio.get_running_loop())
    transport.write(b"last words")
    transport.close()
    assert inner.writes == [b"last words"] and inner.closed
    transport.write(b"too late")
    await asyncio.sleep(0)
    assert inner.writes == [b"last words"]
