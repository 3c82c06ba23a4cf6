"""Open the SDK transport a server's config asks for: stdio, streamable HTTP or SSE."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from mcp.client.sse import sse_client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from toolvet.config import ServerConfig


@asynccontextmanager
async def open_transport(server: ServerConfig) -> AsyncIterator[tuple[Any, Any]]:
    """Yield the (read stream, write stream) of `SessionMessage`s for one upstream server."""
    if server.transport == "stdio":
        assert server.command is not None
        parameters = StdioServerParameters(
            command=server.command,
            args=list(server.args),
            env=dict(server.env) if server.env else None,
            cwd=server.cwd,
        )
        # The upstream's stderr joins ours: stdout carries the protocol and is never touched.
        async with stdio_client(parameters, errlog=sys.stderr) as (read, write):
            yield read, write
    elif server.transport == "sse":
        assert server.url is not None
        async with sse_client(server.url, headers=dict(server.headers)) as (read, write):
            yield read, write
    else:
        assert server.url is not None
        async with (
            create_mcp_http_client(headers=dict(server.headers)) as http,
            streamable_http_client(server.url, http_client=http) as (read, write, _),
        ):
            yield read, write
