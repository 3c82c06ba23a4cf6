"""A legacy MCP client (mcp 1.x ClientSession, the one the project's tests use) that runs
steps in one session and prints one JSON line per step on stdout; run it with .venv. Logs go to
stderr.

    .venv/bin/python tests/peers/legacy_client.py [options] URL
    .venv/bin/python tests/peers/legacy_client.py [options] -- COMMAND [ARGS...]      # stdio

Options: --steps JSON (default: read from stdin); --elicit accept:key=value,...|decline|cancel
(default decline; values are parsed as JSON when they can be).
Steps: {"op": "list_tools"}, {"op": "call", "name": ..., "arguments": {...}}; {"op": "discover"}
is answered {"error": ...}: the legacy era has no server/discover.
A call prints the CallToolResult, or {"error": {"code", "message"}} for a JSON-RPC error.
"""

from __future__ import annotations

import json
import os
import sys
from contextlib import AsyncExitStack
from typing import Any

import anyio
import mcp.types as types
from clientargs import elicit_answer, parse
from mcp import ClientSession, McpError, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.context import RequestContext


def log(*parts: object) -> None:
    print("[legacy_client]", *parts, file=sys.stderr, flush=True)


def parse_elicit(spec: str) -> types.ElicitResult:
    """The ElicitResult to answer with (see clientargs.elicit_answer)."""
    action, content = elicit_answer(spec)
    return types.ElicitResult(action=action, content=content)


def dump(model: Any) -> Any:
    return model.model_dump(by_alias=True, mode="json", exclude_none=True)


async def run(
    url: str | None, command: list[str], steps: list[dict[str, Any]], answer: types.ElicitResult
) -> None:
    async def on_elicit(
        context: RequestContext[ClientSession, Any], params: types.ElicitRequestParams
    ) -> types.ElicitResult | types.ErrorData:
        log("elicitation:", json.dumps(dump(params)))
        return answer

    async with AsyncExitStack() as stack:
        if url:
            read, write, _ = await stack.enter_async_context(streamable_http_client(url))
        else:
            parameters = StdioServerParameters(
                command=command[0], args=command[1:], env=dict(os.environ)
            )
            read, write = await stack.enter_async_context(stdio_client(parameters))
        session = await stack.enter_async_context(
            ClientSession(read, write, elicitation_callback=on_elicit)
        )
        initialized = await session.initialize()
        log("initialized, protocol version", initialized.protocolVersion)
        for step in steps:
            out: Any
            try:
                if step["op"] == "list_tools":
                    out = dump(await session.list_tools())
                elif step["op"] == "call":
                    out = dump(await session.call_tool(step["name"], step.get("arguments", {})))
                elif step["op"] == "discover":
                    out = {
                        "error": {
                            "code": None,
                            "message": "no server/discover in the legacy era",
                        }
                    }
                else:
                    out = {"error": {"code": None, "message": f"unknown op {step['op']}"}}
            except McpError as error:
                log("step failed:", repr(error))
                out = {"error": {"code": error.error.code, "message": error.error.message}}
            print(json.dumps(out), flush=True)


def main(argv: list[str] | None = None) -> None:
    args = parse(__doc__, argv)
    anyio.run(run, args.url, args.command, args.steps, parse_elicit(args.elicit))


if __name__ == "__main__":
    main()
