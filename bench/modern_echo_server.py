"""The benchmark's `echo` server on python mcp 2.x (run it with .venv-modern), serving MCP 2026-07-28.

    .venv-modern/bin/python bench/modern_echo_server.py                          # stdio
    .venv-modern/bin/python bench/modern_echo_server.py --transport http --port P  # 127.0.0.1:P/mcp

The same tool as bench/echo_server.py, on the SDK's low-level `Server` (no MCPServer decorators,
no pydantic model of the arguments). Over stdio the SDK's dual-era loop serves it (the first
request decides the era). Over HTTP it is the SDK's fastest production setup for 2026-07-28:
`streamable_http_app(json_response=True, stateless_http=True)`. A 2026-07-28 POST is then answered
with one `application/json` body inside the ASGI task (no SSE stream, no handler task beside it, no
session); `stateless_http` only concerns legacy clients, which get no session either.
The SDK's default server middleware (OpenTelemetry, a no-op without an exporter) is kept.
"""

from __future__ import annotations

import argparse
from typing import Any

import anyio
import mcp_types as types
from mcp.server.lowlevel import Server

ECHO = types.Tool(
    name="echo",
    description="Echo the text back.",
    input_schema={
        "type": "object",
        "properties": {
            "text": {"type": "string"},
            "times": {"type": "integer", "minimum": 1, "maximum": 3},
        },
        "required": ["text"],
    },
)


async def list_tools(
    ctx: Any, params: types.PaginatedRequestParams | None
) -> types.ListToolsResult:
    return types.ListToolsResult(tools=[ECHO])


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    arguments = params.arguments or {}
    text = arguments["text"] * arguments.get("times", 1)
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)])


server: Server = Server("echo", version="1.0.0", on_list_tools=list_tools, on_call_tool=call_tool)


async def serve_stdio() -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


def serve_http(port: int) -> None:
    import uvicorn

    app = server.streamable_http_app(json_response=True, stateless_http=True, host="127.0.0.1")
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
