"""A minimal MCP server for benchmarks: one `echo` tool, over stdio or streamable HTTP (127.0.0.1)."""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import AsyncIterator

import anyio
from mcp import types
from mcp.server.lowlevel import Server

server: Server = Server("echo")
ECHO = types.Tool(
    name="echo",
    description="Echo the text back.",
    inputSchema={
        "type": "object",
        "properties": {
            "text": {"type": "string"},
            "times": {"type": "integer", "minimum": 1, "maximum": 3},
            # the text repeated up to this many characters: a long result from a short argument
            "length": {"type": "integer", "minimum": 1, "maximum": 16777216},
        },
        "required": ["text"],
    },
)


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [ECHO]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    text = arguments["text"] * arguments.get("times", 1)
    if "length" in arguments and text:
        text = (text * (arguments["length"] // len(text) + 1))[: arguments["length"]]
    return [types.TextContent(type="text", text=text)]


async def serve_stdio() -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


def serve_http(port: int) -> None:
    import uvicorn
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
    from starlette.applications import Starlette
    from starlette.routing import Route

    manager = StreamableHTTPSessionManager(app=server)

    class Endpoint:
        async def __call__(self, scope, receive, send) -> None:
            await manager.handle_request(scope, receive, send)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with manager.run():
            yield

    app = Starlette(
        routes=[Route("/mcp", endpoint=Endpoint(), methods=["GET", "POST", "DELETE"])],
        lifespan=lifespan,
    )
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    parser.add_argument("--port", type=int, default=0)
    options = parser.parse_args()
    if options.transport == "stdio":
        anyio.run(serve_stdio)
    else:
        serve_http(options.port)
