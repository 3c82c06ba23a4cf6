"""A stdio MCP server whose tool definitions are read from $TOOLS_FILE on every tools/list.

Each entry is a tool definition (`name`, optional `description`; every tool takes one string
argument `text`). Calling `reload_tools` sends `notifications/tools/list_changed`, so a test can
change the file and have the server announce it. Every call is logged to
$TOOLVET_EXAMPLE_CALL_LOG (one JSON line) before it runs, as the example servers do.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import anyio
from mcp import types
from mcp.server.lowlevel import NotificationOptions, Server
from mcp.server.stdio import stdio_server

SCHEMA = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}
server: Server = Server("drifting-tools")


def _definitions() -> list[dict[str, Any]]:
    return json.loads(Path(os.environ["TOOLS_FILE"]).read_text())


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(name=d["name"], description=d.get("description"), inputSchema=SCHEMA)
        for d in _definitions()
    ]


@server.call_tool(validate_input=False)
async def call_tool(name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
    log = os.environ.get("TOOLVET_EXAMPLE_CALL_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"tool": name, "arguments": arguments}) + "\n")
    if name == "reload_tools":
        await server.request_context.session.send_tool_list_changed()
    return [types.TextContent(type="text", text=f"{name}: {arguments.get('text')}")]


async def main() -> None:
    options = server.create_initialization_options(NotificationOptions(tools_changed=True))
    async with stdio_server() as (read, write):
        await server.run(read, write, options)


if __name__ == "__main__":
    anyio.run(main)
