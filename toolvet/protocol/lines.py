"""JSON-RPC messages as JSON lines over asyncio pipes, read and written in the caller's own task.

The SDK's stdio transports hand every message through memory streams and helper tasks (and, for
a server's own stdin/stdout, through worker threads). On the proxy's hot path each hop costs a
task switch; reading and writing the pipes directly removes them.

A line is one message; a line that is not one (not JSON, past the bounds, too long) fails alone:
the next line is read as usual, since a newline still ends it. A line longer than the bound is
read past, not kept, and only its head and tail are looked at, for its id.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence

import anyio
from mcp import types

from toolvet.protocol.wire import (
    DEFAULT_BOUNDS,
    Bounds,
    InvalidMessage,
    Message,
    encode_message,
    parse_message,
    too_large,
)

# How much of a line past the bound is kept (its start and its end) to find its id in.
_KEPT = 1024


def stream_limit(bounds: Bounds) -> int:
    """The StreamReader limit for lines of at most `bounds.max_bytes` (before the newline)."""
    return bounds.max_bytes


async def read_messages(
    reader: asyncio.StreamReader, bounds: Bounds = DEFAULT_BOUNDS
) -> AsyncIterator[Message | InvalidMessage]:
    """Each line as a message, or the InvalidMessage that says why it is not one; ends at EOF.
    `reader` must have been made with `stream_limit(bounds)`."""
    while True:
        try:
            line = await reader.readuntil(b"\n")
        except asyncio.IncompleteReadError as exc:
            line = exc.partial  # the last line, without its newline
            if not line:
                return
        except asyncio.LimitOverrunError as exc:
            yield await _read_past(reader, exc.consumed, bounds)
            continue
        if line.isspace():
            continue
        try:
            yield parse_message(line, bounds)
        except InvalidMessage as exc:
            yield exc


async def _read_past(reader: asyncio.StreamReader, buffered: int, bounds: Bounds) -> InvalidMessage:
    """Read the rest of a line longer than the bound, keeping only its head and its tail."""
    chunk = await reader.readexactly(buffered)
    head, tail, size = chunk[:_KEPT], chunk[-_KEPT:], len(chunk)
    while True:
        try:
            chunk = await reader.readuntil(b"\n")
        except asyncio.IncompleteReadError as exc:
            chunk = exc.partial
        except asyncio.LimitOverrunError as exc:
            chunk = await reader.readexactly(exc.consumed)
            size += len(chunk)
            tail = (tail + chunk)[-_KEPT:]
            continue
        size += len(chunk.rstrip(b"\r\n"))
        tail = (tail + chunk.rstrip(b"\r\n"))[-_KEPT:]
        # The id is at the start or the end of a message (see recover_id): both are kept.
        return too_large(head + b" " + tail if size > len(head) else head, size, bounds)


class LineWriter:
    """Writes messages as JSON lines (a MessageWriter, and an UpstreamWriter to a stdio server)."""

    unsent: Sequence[Message] = ()  # a pipe has no session that could be dropped

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer
        self._closed = False
        self.broken = False  # the other side stopped reading: a write failed

    async def send(
        self,
        message: Message,
        *,
        related_request_id: types.RequestId | None = None,
        subject: str | None = None,
    ) -> None:
        if self._closed or self._writer.is_closing():
            raise anyio.ClosedResourceError
        try:
            self._writer.write(encode_message(message) + b"\n")
            await self._writer.drain()
        except (ConnectionError, RuntimeError) as exc:
            self._closed = True
            self.broken = True
            raise anyio.ClosedResourceError from exc

    async def aclose(self) -> None:
        if not self._closed:
            self._closed = True
            self._writer.close()


__all__ = ["InvalidMessage", "LineWriter", "read_messages", "stream_limit"]
