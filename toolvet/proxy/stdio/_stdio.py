"""The proxy's own stdin and stdout as message streams, read and written without helper threads."""

from __future__ import annotations

import asyncio
import os
import stat
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TextIO

from mcp.server.stdio import stdio_server

from toolvet.protocol.lines import LineWriter, read_messages, stream_limit
from toolvet.protocol.streams import MessageReader, MessageWriter
from toolvet.protocol.wire import Bounds, SessionMessageWriter, from_session_messages


def _is_pipe(stream: TextIO) -> bool:
    try:
        mode = os.fstat(stream.fileno()).st_mode
    except (OSError, ValueError, AttributeError):
        return False
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


@asynccontextmanager
async def stdio_streams(bounds: Bounds) -> AsyncIterator[tuple[MessageReader, MessageWriter]]:
    """(messages from stdin, each within `bounds`, writer to stdout). Pipes and sockets (how clients start a stdio
    server) are read and written directly; anything else (a terminal, a file, /dev/null) goes
    through the SDK's thread-based stdio transport."""
    if not (_is_pipe(sys.stdin) and _is_pipe(sys.stdout)):
        async with stdio_server() as (read, write):
            sdk_writer = SessionMessageWriter(write)
            try:
                yield from_session_messages(read), sdk_writer
            finally:
                await sdk_writer.aclose()
        return
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=stream_limit(bounds))
    read_transport, _ = await loop.connect_read_pipe(
        lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer
    )
    write_transport, write_protocol = await loop.connect_write_pipe(
        asyncio.streams.FlowControlMixin, sys.stdout.buffer
    )
    writer = LineWriter(asyncio.StreamWriter(write_transport, write_protocol, None, loop))
    try:
        yield read_messages(reader, bounds), writer
    finally:
        read_transport.close()
        await writer.aclose()
