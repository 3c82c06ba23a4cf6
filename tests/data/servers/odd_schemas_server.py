"""A stdio MCP server whose tools have the schema problems `toolvet check` must find."""

from __future__ import annotations

import anyio
from mcp import types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

server: Server = Server("odd-schemas")
TOOLS = [
    types.Tool(
        name="fine", inputSchema={"type": "object", "properties": {"q": {"type": "string"}}}
    ),
    types.Tool(
        name="remote_ref",
        inputSchema={"type": "object", "properties": {"a": {"$ref": "https://example.com/a.json"}}},
    ),
    types.Tool(
        name="old_dialect",
        inputSchema={"$schema": "http://json-schema.org/draft-03/schema#", "type": "object"},
    ),
    types.Tool(
        name="broken", inputSchema={"type": "object", "properties": {"n": {"type": "integr"}}}
    ),
    types.Tool(name="dotted.name", inputSchema={"type": "object"}),
    # MCP 2026-07-28: x-mcp-header only on a string, integer or boolean property.
    types.Tool(
        name="header_on_array",
        inputSchema={
            "type": "object",
            "properties": {"tags": {"type": "array", "x-mcp-header": "Tags"}},
        },
    ),
]


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return TOOLS


@server.call_tool(validate_input=False)
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    return [types.TextContent(type="text", text=f"{name} ran")]


async def main() -> None:
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
