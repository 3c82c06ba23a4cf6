"""A stdio MCP server listing the tool search evaluation catalog (tests/data/search/catalog.json,
1,294 real function definitions); a call answers with the tool's name and the arguments it got."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
from mcp import types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

CATALOG = Path(__file__).resolve().parents[1] / "search" / "catalog.json"
TOOLS = [types.Tool.model_validate(tool) for tool in json.loads(CATALOG.read_text())]
server: Server = Server("catalog")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return TOOLS


@server.call_tool(validate_input=False)
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    return [types.TextContent(type="text", text=json.dumps({"tool": name, "arguments": arguments}))]


async def main() -> None:
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
