"""A python MCP server on mcp 2.3 (MCPServer) for toolvet's peer tests; run it with .venv-modern.

    .venv-modern/bin/python tests/peers/modern_server.py stdio
    .venv-modern/bin/python tests/peers/modern_server.py http --port 3002     # http://127.0.0.1:3002/mcp

It serves MCP 2026-07-28; the SDK serves the 2025 handshake era beside it (a stdio connection's
first message decides its era; over HTTP the MCP-Protocol-Version header does). Tools:

- echo(text) -> text
- forecast(city, days 1..14) -> "<city>: <days> days"; `days` carries "x-mcp-header": "Days"
- confirm_action(action) -> on 2026-07-28 MRTR: an input_required result with a form elicitation
  {confirm: boolean} (and a requestState, sealed by the SDK), then "confirmed <action>" or
  "declined <action>" on the retry; on a handshake connection, ctx.elicit (elicitation/create).

With env TOOLVET_PEER_CALL_LOG set, every tools/call is logged on arrival (see calllog.py).
Logs go to stderr.
"""

from __future__ import annotations

import argparse
import json
import logging
from typing import Annotated, Any

import anyio
import mcp_types as types
import uvicorn
from calllog import log_message, logging_app
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp_types.version import MODERN_PROTOCOL_VERSIONS
from pydantic import BaseModel, Field

CONFIRM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"confirm": {"type": "boolean", "description": "Go ahead?"}},
    "required": ["confirm"],
}


class Confirmation(BaseModel):
    confirm: bool = Field(description="Go ahead?")


async def log_calls(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
    """Server middleware (runs before validation and lookup): the call log over stdio."""
    if ctx.method == "tools/call":
        log_message({"method": ctx.method, "params": ctx.params})
    return await call_next(ctx)


def build_server(*, log_in_middleware: bool) -> MCPServer:
    server = MCPServer(
        "toolvet-peer-modern",
        version="2.3.0",
        middleware=[log_calls] if log_in_middleware else None,
    )

    @server.tool(structured_output=False)
    def echo(text: Annotated[str, Field(description="What to echo.")]) -> str:
        """Echo the text back."""
        return text

    @server.tool(structured_output=False)
    def forecast(
        city: Annotated[str, Field(description="City name.")],
        days: Annotated[int, Field(ge=1, le=14, json_schema_extra={"x-mcp-header": "Days"})],
    ) -> str:
        """Weather forecast for a city."""
        return f"{city}: {days} days"

    @server.tool(structured_output=False)
    async def confirm_action(
        action: Annotated[str, Field(description="What to confirm.")], ctx: Context
    ) -> str | types.InputRequiredResult:
        """Ask the user to confirm an action."""
        if ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS:
            asked = await ctx.elicit(f"Confirm {action}?", Confirmation)
            confirmed = asked.action == "accept" and asked.data is not None and asked.data.confirm
            return f"{'confirmed' if confirmed else 'declined'} {action}"
        answer = (ctx.input_responses or {}).get("confirm")
        if answer is None:
            return types.InputRequiredResult(
                input_requests={
                    "confirm": types.ElicitRequest(
                        params=types.ElicitRequestFormParams(
                            message=f"Confirm {action}?", requested_schema=CONFIRM_SCHEMA
                        )
                    )
                },
                request_state=json.dumps({"action": action}),
            )
        confirmed = (
            isinstance(answer, types.ElicitResult)
            and answer.action == "accept"
            and (answer.content or {}).get("confirm") is True
        )
        return f"{'confirmed' if confirmed else 'declined'} {action}"

    return server


async def serve_http(port: int) -> None:
    server = build_server(log_in_middleware=False)
    app = logging_app(server.streamable_http_app(host="127.0.0.1"))
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    await uvicorn.Server(config).serve()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("mode", choices=["stdio", "http"])
    parser.add_argument("--port", type=int, default=3002, help="HTTP port on 127.0.0.1")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)  # to stderr
    if args.mode == "http":
        anyio.run(serve_http, args.port)
    else:
        build_server(log_in_middleware=True).run("stdio")


if __name__ == "__main__":
    main()
