"""A legacy MCP server (mcp 1.x FastMCP) that asks its clients things and logs to them, for the
tests of callers kept apart; over stdio, or streamable HTTP with `--port PORT` (path /mcp).

- ask(secret, turn=""): logs `asking about <secret>` (info), then asks the client of the call
  `Share <secret>?` (elicitation/create, a form with one string `word`) and returns
  `<action>: <word>`, or `failed: <reason>` when the request fails. With a `turn`, it asks only
  once a join(turn) call has arrived, so another caller's call is in flight meanwhile.
- join(turn): lets ask(turn) go on, and returns once that ask has ended.
- whisper(secret): logs `whisper <secret>` at info and `debug <secret>` at debug, each only when
  the level a client set (logging/setLevel) lets it through, as a server honouring it does.
- announce(): sends notifications/resources/list_changed on its own (the GET stream over HTTP).
- On notifications/roots/list_changed it asks roots/list on its own (no call causes it).

Every tools/call is logged on arrival to $TOOLVET_EXAMPLE_CALL_LOG (one JSON line, as the example
servers do), and so are each logging/setLevel (`{"tool": "setLevel", ...}`) and the outcome of
each roots/list (`{"tool": "roots", "arguments": {"outcome": ...}}`).
"""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

import anyio
import uvicorn
from mcp import types
from mcp.server.fastmcp import Context, FastMCP
from mcp.server.session import ServerSession
from mcp.shared.exceptions import McpError
from pydantic import BaseModel

LEVELS = ("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")
# An upper bound for the waits of a turn, never reached when the test goes as planned.
ROUND_TIMEOUT = 60.0


class Word(BaseModel):
    word: str


def _log(tool: str, **arguments: Any) -> None:
    path = os.environ.get("TOOLVET_EXAMPLE_CALL_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"tool": tool, "arguments": arguments}) + "\n")


server = FastMCP("asking", log_level="WARNING")
# The level a client set (None: none yet), and the session to ask roots/list on.
state: dict[str, Any] = {"level": None, "session": None}
joined: dict[str, anyio.Event] = {}
finished: dict[str, anyio.Event] = {}


def event(events: dict[str, anyio.Event], turn: str) -> anyio.Event:
    return events.setdefault(turn, anyio.Event())


def allows(level: str) -> bool:
    return state["level"] is None or LEVELS.index(level) >= LEVELS.index(state["level"])


@server.tool(structured_output=False)
async def ask(secret: str, ctx: Context, turn: str = "") -> str:
    """Ask the client of this call to share a word about `secret`."""
    _log("ask", secret=secret, turn=turn)
    state["session"] = ctx.session
    try:
        await ctx.info(f"asking about {secret}")
        if turn:
            with anyio.fail_after(ROUND_TIMEOUT):
                await event(joined, turn).wait()
        try:
            answer = await ctx.elicit(f"Share {secret}?", Word)
        except McpError as exc:
            return f"failed: {exc.error.message}"
        word = answer.data.word if answer.action == "accept" else ""
        return f"{answer.action}: {word}"
    finally:
        if turn:
            event(finished, turn).set()


@server.tool(structured_output=False)
async def join(turn: str, ctx: Context) -> str:
    """Let ask(turn) go on; return once it has ended."""
    _log("join", turn=turn)
    state["session"] = ctx.session
    event(joined, turn).set()
    with anyio.fail_after(ROUND_TIMEOUT):
        await event(finished, turn).wait()
    return "joined"


@server.tool(structured_output=False)
async def whisper(secret: str, ctx: Context) -> str:
    """Log `secret` at info and at debug, as the level set lets through."""
    _log("whisper", secret=secret)
    state["session"] = ctx.session
    if allows("info"):
        await ctx.info(f"whisper {secret}")
    if allows("debug"):
        await ctx.debug(f"debug {secret}")
    return "whispered"


@server.tool(structured_output=False)
async def announce(ctx: Context) -> str:
    """Send notifications/resources/list_changed, not about this call."""
    _log("announce")
    state["session"] = ctx.session
    await ctx.session.send_resource_list_changed()
    return "announced"


@server._mcp_server.set_logging_level()
async def set_level(level: types.LoggingLevel) -> None:
    _log("setLevel", level=level)
    state["level"] = level


async def roots_changed(_: types.RootsListChangedNotification) -> None:
    """A client's roots changed: roots/list, asked on the server's own (no call causes it)."""
    session: ServerSession | None = state["session"]
    if session is None:
        _log("roots", outcome="no session to ask yet")
        return
    try:
        roots = await session.list_roots()
    except McpError as exc:
        _log("roots", outcome=f"failed: {exc.error.message}")
        return
    _log("roots", outcome=f"roots: {[str(root.uri) for root in roots.roots]}")


server._mcp_server.notification_handlers[types.RootsListChangedNotification] = roots_changed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, help="serve streamable HTTP on 127.0.0.1:PORT")
    args = parser.parse_args()
    if args.port is None:
        server.run("stdio")
        return
    config = uvicorn.Config(
        server.streamable_http_app(), host="127.0.0.1", port=args.port, log_level="warning"
    )
    anyio.run(uvicorn.Server(config).serve)


if __name__ == "__main__":
    main()
