"""The proxy's own stdin and stdout as message streams, read and written without helper threads."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from mcp.server.stdio import stdio_server

from toolvet.upstream._lines import MAX_LINE, MessageWriter, read_messages


@asynccontextmanager
async def stdio_streams() -> AsyncIterator[tuple[Any, Any]]:
    """(messages from stdin, writer to stdout). Pipes and terminals are read directly; anything
    else (a regular file on stdin) falls back to the SDK's thread-based stdio transport."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=MAX_LINE)
    try:
        read_transport, _ = await loop.connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer
        )
        write_transport, write_protocol = await loop.connect_write_pipe(
            asyncio.streams.FlowControlMixin, sys.stdout.buffer
        )
    except (ValueError, OSError):
        async with stdio_server() as (read, write):
            yield read, write
        return
    writer = MessageWriter(asyncio.StreamWriter(write_transport, write_protocol, None, loop))
    try:
        yield read_messages(reader), writer
    finally:
        read_transport.close()
        await writer.aclose()
