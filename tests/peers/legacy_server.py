"""A legacy-only MCP server (MCP 2025-11-25 and earlier) on mcp 1.x FastMCP, for toolvet's peer
tests; run it with the project's .venv.

    .venv/bin/python tests/peers/legacy_server.py stdio
    .venv/bin/python tests/peers/legacy_server.py streamable-http --port 3003   # http://127.0.0.1:3003/mcp

The same tools as the modern peers (without x-mcp-header, which the legacy era does not know):
echo(text), forecast(city, days 1..14), and confirm_action(action), which asks the client with a
server-to-client elicitation/create request (ctx.elicit) for a form with one boolean `confirm`.
With env TOOLVET_PEER_CALL_LOG set, every tools/call is logged on arrival, as sent (see calllog.py).
Logs go to stderr.
"""

from __future__ import annotations

import argparse
import logging
from typing import Annotated

import anyio
import uvicorn
from calllog import log_message, logging_app
from mcp.server.fastmcp import Context, FastMCP
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from pydantic import BaseModel, Field


class Confirmation(BaseModel):
    confirm: bool = Field(description="Go ahead?")


def build_server() -> FastMCP:
    server = FastMCP("toolvet-peer-legacy", log_level="WARNING")

    @server.tool(structured_output=False)
    async def echo(text: Annotated[str, Field(description="What to echo.")], ctx: Context) -> str:
        """Echo the text back (and log it at level info: notifications/message)."""
        await ctx.info(f"echoing {text}")
        return text

    @server.tool(structured_output=False)
    def forecast(
        city: Annotated[str, Field(description="City name.")],
        days: Annotated[int, Field(ge=1, le=14)],
    ) -> str:
        """Weather forecast for a city."""
        return f"{city}: {days} days"

    @server.tool(structured_output=False)
    async def confirm_action(
        action: Annotated[str, Field(description="What to confirm.")], ctx: Context
    ) -> str:
        """Ask the user to confirm an action."""
        asked = await ctx.elicit(f"Confirm {action}?", Confirmation)
        confirmed = asked.action == "accept" and asked.data.confirm
        return f"{'confirmed' if confirmed else 'declined'} {action}"

    return server


async def serve_stdio() -> None:
    """FastMCP's stdio server, with each message logged as it arrives (its params as sent, before
    the SDK parses them into its types)."""
    lowlevel = build_server()._mcp_server
    async with stdio_server() as (read, write):
        relayed_send, relayed = anyio.create_memory_object_stream[SessionMessage | Exception](0)

        async def relay() -> None:
            async with read, relayed_send:
                async for item in read:
                    if isinstance(item, SessionMessage):
                        log_message(
                            item.message.model_dump(by_alias=True, mode="json", exclude_unset=True)
                        )
                    await relayed_send.send(item)

        async with anyio.create_task_group() as group:
            group.start_soon(relay)
            await lowlevel.run(relayed, write, lowlevel.create_initialization_options())
            group.cancel_scope.cancel()


async def serve_http(port: int) -> None:
    app = logging_app(build_server().streamable_http_app())
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    await uvicorn.Server(config).serve()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("mode", choices=["stdio", "streamable-http"])
    parser.add_argument("--port", type=int, default=3003, help="HTTP port on 127.0.0.1")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)  # to stderr
    if args.mode == "streamable-http":
        anyio.run(serve_http, args.port)
    else:
        anyio.run(serve_stdio)


if __name__ == "__main__":
    main()
