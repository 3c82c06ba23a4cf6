"""JSON-RPC messages as JSON lines over asyncio pipes, read and written in the caller's own task.

The SDK's stdio transports hand every message through memory streams and helper tasks (and, for
a server's own stdin/stdout, through worker threads). On the proxy's hot path each hop costs a
task switch; reading and writing the pipes directly removes them.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

from mcp import types
from mcp.shared.message import SessionMessage

# The longest line (one JSON-RPC message) accepted from a pipe.
MAX_LINE = 64 * 1024 * 1024


class InvalidMessage(ValueError):
    """A line that is not a JSON-RPC message; `line` keeps it, so the reader can say what is wrong."""

    def __init__(self, line: bytes, reason: str) -> None:
        super().__init__(reason)
        self.line = line


async def read_messages(reader: asyncio.StreamReader) -> AsyncIterator[SessionMessage | Exception]:
    """Each line as a parsed message, or the exception that says why it is not one; ends at EOF."""
    while True:
        try:
            line = await reader.readline()
        except ValueError as exc:
            # Longer than the limit: asyncio drops what it buffered; the rest fails to parse.
            yield InvalidMessage(b"", f"message longer than {MAX_LINE} bytes: {exc}")
            continue
        if not line:
            return
        if not line.strip():
            continue
        try:
            item: SessionMessage | Exception = SessionMessage(
                types.JSONRPCMessage.model_validate_json(line)
            )
        except ValueError as exc:  # pydantic's ValidationError is a ValueError
            item = InvalidMessage(line, _first_error(exc))
        yield item


def _first_error(exc: ValueError) -> str:
    errors = getattr(exc, "errors", None)
    if callable(errors):
        try:
            first = errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ()))
            return f"{where}: {first.get('msg')}" if where else str(first.get("msg"))
        except (IndexError, TypeError, ValueError):
            pass
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


class MessageWriter:
    """Writes messages as JSON lines; `send` has the signature of the SDK's write streams."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer
        self._closed = False

    async def send(self, message: SessionMessage) -> None:
        if self._closed or self._writer.is_closing():
            raise _closed()
        root = message.message.root
        if isinstance(root, types.JSONRPCError) and root.id is None:
            # An error about a request whose id could not be read carries `"id": null`.
            body = message.message.model_dump(mode="json", by_alias=True, exclude_none=True)
            data = json.dumps({**body, "id": None}).encode() + b"\n"
        else:
            data = (
                message.message.model_dump_json(by_alias=True, exclude_none=True).encode() + b"\n"
            )
        try:
            self._writer.write(data)
            await self._writer.drain()
        except (ConnectionError, RuntimeError) as exc:
            self._closed = True
            raise _closed() from exc

    async def aclose(self) -> None:
        if not self._closed:
            self._closed = True
            self._writer.close()


def _closed() -> Exception:
    import anyio

    return anyio.ClosedResourceError()


__all__: list[Any] = ["MAX_LINE", "InvalidMessage", "MessageWriter", "read_messages"]
