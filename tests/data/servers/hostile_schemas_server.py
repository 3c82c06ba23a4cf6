"""A stdio MCP server with a schema bomb, a costly but bounded schema, and a plain `echo`.

- `bomb`: `q` is an `anyOf` of two `$ref`s to the next level, 16 levels deep: 2^16 paths from a
  schema of a few hundred bytes; past toolvet's bounds (`schema_too_complex`).
- `heavy`: the same shape 11 levels deep (8,191 subschemas once expanded): within the bounds, but
  explaining a bad call costs enough to be checked beside the event loop.
- `echo`: `{"text": string}`, answered with the text.

It validates nothing itself: every call that reaches it is answered with what it got.
"""

from __future__ import annotations

import json
from typing import Any

import anyio
from mcp import types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server


def fan_out(levels: int) -> dict[str, Any]:
    """An object schema whose `q` has 2^levels paths: each level an anyOf of two refs to the next."""
    defs: dict[str, Any] = {f"l{levels}": {"type": "string", "minLength": 3}}
    for level in range(levels - 1, -1, -1):
        branch = {"$ref": f"#/$defs/l{level + 1}"}
        defs[f"l{level}"] = {"anyOf": [branch, dict(branch)]}
    return {
        "type": "object",
        "$defs": defs,
        "properties": {"q": {"$ref": "#/$defs/l0"}},
        "required": ["q"],
    }


ECHO = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}
TOOLS = [
    types.Tool(name="bomb", inputSchema=fan_out(16)),
    types.Tool(name="heavy", inputSchema=fan_out(11)),
    types.Tool(name="echo", inputSchema=ECHO),
]
server: Server = Server("hostile-schemas")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return TOOLS


@server.call_tool(validate_input=False)
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    if name == "echo":
        return [types.TextContent(type="text", text=str(arguments.get("text")))]
    return [types.TextContent(type="text", text=f"{name} ran with {json.dumps(arguments)}")]


async def main() -> None:
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
