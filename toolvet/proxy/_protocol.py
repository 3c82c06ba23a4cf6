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
    """A transport that holds a write back until the next one, or the end of the loop's turn,
    and sends the two as one."""

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._held: bytes | None = None

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if self._held is None:
            self._held = bytes(data)
            self._loop.call_soon(self._flush)
        else:
            held, self._held = self._held, None
            self._transport.write(held + data)

    def writelines(self, chunks: Any) -> None:
        for chunk in chunks:
            self.write(chunk)

    def _flush(self) -> None:
        held, self._held = self._held, None
        if held is not None and not self._transport.is_closing():
            self._transport.write(held)

    def close(self) -> None:
        """Close after what was written (the transport sends its buffer before it closes)."""
        self._flush()
        self._transport.close()

    def abort(self) -> None:
        self._held = None
        self._transport.abort()

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + len(self._held or b"")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)
