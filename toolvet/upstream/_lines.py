"""JSON-RPC messages as JSON lines over asyncio pipes, read and written in the caller's own task.

The SDK's stdio transports hand every message through memory streams and helper tasks (and, for
a server's own stdin/stdout, through worker threads). On the proxy's hot path each hop costs a
task switch; reading and writing the pipes directly removes them.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import anyio
from mcp import types

from toolvet.upstream._wire import InvalidMessage, Message, encode_message, parse_message

# The longest line (one JSON-RPC message) accepted from a pipe.
MAX_LINE = 64 * 1024 * 1024


async def read_messages(reader: asyncio.StreamReader) -> AsyncIterator[Message | Exception]:
    """Each line as a message, or the InvalidMessage that says why it is not one; ends at EOF."""
    while True:
        try:
            line = await reader.readline()
        except ValueError as exc:
            # Longer than the limit: asyncio drops what it buffered; the rest fails to parse.
            yield InvalidMessage(b"", f"message longer than {MAX_LINE} bytes: {exc}")
            continue
        if not line:
            return
        if line.isspace():
            continue
        try:
            yield parse_message(line)
        except InvalidMessage as exc:
            yield exc


class MessageWriter:
    """Writes messages as JSON lines."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer
        self._closed = False
        self.broken = False  # the other side stopped reading: a write failed

    async def send(
        self, message: Message, related_request_id: types.RequestId | None = None
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


__all__ = ["MAX_LINE", "InvalidMessage", "MessageWriter", "read_messages"]
