"""A plain mcp 1.x client (no OpenTelemetry): starts the stdio server given as its arguments,
calls `legacy__echo` with text "hi", and prints the result as JSON (for the test that hides the
`otel` extra from toolvet)."""

from __future__ import annotations

import json
import os
import sys

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


async def main(command: list[str]) -> None:
    server = StdioServerParameters(command=command[0], args=command[1:], env=dict(os.environ))
    async with stdio_client(server) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        result = await session.call_tool("legacy__echo", {"text": "hi"})
    print(json.dumps(result.model_dump(mode="json", exclude_none=True)))


if __name__ == "__main__":
    anyio.run(main, sys.argv[1:])
