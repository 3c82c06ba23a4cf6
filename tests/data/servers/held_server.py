"""A stdio MCP server whose calls can be held open, for the tests of upstreams that come and go.

Its two tools are named after $SERVER_NAME: `<name>_whoami` answers "<name> <generation> <pid>"
($GENERATION tells two configs of one server apart); `<name>_hold` answers only once someone
has opened the FIFO $HOLD_FIFO for writing and closed it (the test's way to end the call).
"""

from __future__ import annotations

import os
from pathlib import Path

import anyio
from mcp import types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

NAME = os.environ["SERVER_NAME"]
GENERATION = os.environ["GENERATION"]
HOLD_FIFO = Path(os.environ["HOLD_FIFO"])
server: Server = Server(f"held-{NAME}")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    schema = {"type": "object", "properties": {}}
    return [
        types.Tool(name=f"{NAME}_whoami", description="Who answers.", inputSchema=schema),
        types.Tool(name=f"{NAME}_hold", description="Answers once released.", inputSchema=schema),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    if name == f"{NAME}_hold":
        await anyio.to_thread.run_sync(HOLD_FIFO.read_bytes)  # until the test writes and closes
        return [types.TextContent(type="text", text=f"{NAME} {GENERATION}: released")]
    return [types.TextContent(type="text", text=f"{NAME} {GENERATION} {os.getpid()}")]


async def main() -> None:
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
