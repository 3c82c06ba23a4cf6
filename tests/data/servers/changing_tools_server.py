"""A stdio MCP server whose tools are the names listed in the file $TOOLS_FILE, read at start."""

from __future__ import annotations

import json
import os
from pathlib import Path

import anyio
from mcp import types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

NAMES = json.loads(Path(os.environ["TOOLS_FILE"]).read_text())
server: Server = Server("changing-tools")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    schema = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}
    return [types.Tool(name=name, inputSchema=schema) for name in NAMES]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    return [types.TextContent(type="text", text=f"{name}: {arguments['text']}")]


async def main() -> None:
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
