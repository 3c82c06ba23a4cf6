"""Open the transport a server's config asks for: a stdio subprocess, streamable HTTP or SSE."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
from mcp.client.sse import sse_client
from mcp.client.stdio import get_default_environment

from toolvet.config import ServerConfig
from toolvet.upstream._http import ParamHeaders, streamable_http
from toolvet.upstream._lines import MAX_LINE, MessageWriter, read_messages
from toolvet.upstream._wire import SessionMessageWriter, from_session_messages

# After stdin is closed, how long a server may take to exit before SIGTERM, then SIGKILL.
EXIT_GRACE = 2.0


@asynccontextmanager
async def open_transport(
    server: ServerConfig, param_headers: ParamHeaders | None = None
) -> AsyncIterator[tuple[Any, Any]]:
    """Yield (the messages the server sends, a writer of messages to it) for one upstream server;
    `param_headers` gives the `Mcp-Param-*` headers of a modern tool call over HTTP."""
    if server.transport == "stdio":
        async with stdio_process(server) as (read, write):
            yield read, write
    elif server.transport == "sse":
        assert server.url is not None
        async with sse_client(server.url, headers=dict(server.headers)) as (read, write):
            yield from_session_messages(read), SessionMessageWriter(write)
    else:
        assert server.url is not None
        async with streamable_http(server.url, dict(server.headers), param_headers) as (
            read,
            write,
        ):
            yield read, write


@asynccontextmanager
async def stdio_process(server: ServerConfig) -> AsyncIterator[tuple[Any, Any]]:
    """Start a stdio server in its own process group; on exit close its stdin, then end the group.

    Like the SDK's stdio client (the same inherited environment, the MCP shutdown sequence), but
    reading and writing the pipes in the caller's task. The server's stderr joins ours.
    """
    assert server.command is not None
    env = {**get_default_environment(), **server.env}
    process = await asyncio.create_subprocess_exec(
        server.command,
        *server.args,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=sys.stderr,
        env=env,
        cwd=server.cwd,
        start_new_session=True,
        limit=MAX_LINE,
    )
    assert process.stdin is not None and process.stdout is not None
    writer = MessageWriter(process.stdin)
    try:
        yield read_messages(process.stdout), writer
    finally:
        # Shielded: a cancelled proxy must still end its servers, or they are left orphaned.
        with anyio.CancelScope(shield=True):
            await writer.aclose()
            await _end(process)


async def _end(process: asyncio.subprocess.Process) -> None:
    """Wait for the server to exit after its stdin closed; then SIGTERM, then SIGKILL its process group."""
    for sig in (None, signal.SIGTERM, signal.SIGKILL):
        if sig is not None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, sig)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(process.wait()), EXIT_GRACE)
            break
    # Whatever the server started in its group goes with it.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGTERM)
