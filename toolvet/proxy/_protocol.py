"""The HTTP/1.1 protocol uvicorn runs for the proxy: its httptools one, each response sent whole.

uvicorn writes a response's head as soon as the app starts it and its body when the app sends
it: two writes, two packets on a TCP_NODELAY socket, and a client that reads the head wakes up
again for the body. Here whatever the app writes in one turn of the event loop goes out as one
write at the end of that turn; an answer sent as JSON (start and body in one go) is one packet,
and an SSE stream's events still leave as each is sent.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


class HttpProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol over a transport that joins the writes of one loop turn."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(CoalescingTransport(transport, self.loop))  # type: ignore[arg-type]


class CoalescingTransport:
    """A transport whose writes within one turn of the event loop leave as one write."""

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._pending: list[bytes] = []

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if not self._pending:
            self._loop.call_soon(self._flush)
        self._pending.append(bytes(data))

    def writelines(self, chunks: Any) -> None:
        for chunk in chunks:
            self.write(chunk)

    def _flush(self) -> None:
        if not self._pending:
            return
        data = b"".join(self._pending)
        self._pending = []
        if not self._transport.is_closing():
            self._transport.write(data)

    def close(self) -> None:
        """Close after what was written (the transport sends its buffer before it closes)."""
        self._flush()
        self._transport.close()

    def abort(self) -> None:
        self._pending = []
        self._transport.abort()

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + sum(map(len, self._pending))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)
