"""One verdict, one message: the middleware and the toolvet proxy judge the same call the same way.

The proxy is used only through its process-level interface, `python -m toolvet serve --config
<file> --transport stdio`, as an MCP server reached with the SDK's `stdio_client` and
`ClientSession`; the middleware through `load_tools` on the same config (no name prefixes, so
both name the tools alike).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import mcp.types as types
import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import McpError

from tests.proxy.support import serve_command
from toolvet.middleware import load_tools

SERVERS = Path(__file__).resolve().parents[2] / "examples" / "servers"


@pytest.fixture(scope="module", autouse=True)
def toolvet_serve_starts() -> None:
    """Every test here compares against `python -m toolvet serve`: a broken CLI fails them, with
    what it said (never a skip, which would hide it)."""
    done = subprocess.run(
        [sys.executable, "-m", "toolvet", "serve", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, (
        f"`python -m toolvet serve --help` exited with {done.returncode}:\n{done.stderr}"
    )


# Calls the example servers' schemas reject, each for a different reason, and calls they accept.
INVALID_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("search_notes", {"query": "x", "limit": 500}),
    ("search_notes", {"qeury": "x"}),
    ("search_notes", {"query": "x", "sorting": "created"}),  # notes: unknown_arguments "reject"
    ("create_note", {"title": "", "body": "b", "priority": "urgent"}),
    ("schedule_event", {"title": "t", "start": "tomorrow", "end": "2025-03-01T10:00:00Z"}),
    (
        "schedule_event",
        {
            "title": "t",
            "start": "2025-03-01T09:00:00Z",
            "end": "2025-03-01T10:00:00Z",
            "attendees": [{"email": "nobody"}],
        },
    ),
    ("cancel_event", {"event_id": "42", "reason": 7}),
    ("find_free_slots", {"day": "2025-03-01", "duration_minutes": 20}),
]
VALID_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("search_notes", {"query": "plan", "limit": "2"}),  # valid after a safe repair
    ("list_events", {"from": "2025-03-01T00:00:00Z", "to": "2025-03-02T00:00:00Z"}),
]


@pytest.fixture
def config(tmp_path: Path) -> Path:
    servers: dict[str, Any] = {
        name: {"command": sys.executable, "args": [str(SERVERS / f"{name}_server.py")]}
        for name in ("notes", "calendar")
    }
    # Per-server policies apply on both sides.
    servers["notes"]["validation"] = {"unknown_arguments": "reject"}
    path = tmp_path / "servers.json"
    path.write_text(json.dumps({"mcpServers": servers, "proxy": {"namespacing": "never"}}))
    return path


def stdio_command(config: Path) -> list[str]:
    return serve_command(config, "--transport", "stdio")


@asynccontextmanager
async def proxy_session(config: Path) -> AsyncIterator[ClientSession]:
    command = stdio_command(config)
    params = StdioServerParameters(command=command[0], args=command[1:])
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


def text_of(result: types.CallToolResult) -> str:
    return "\n".join(b.text for b in result.content if isinstance(b, types.TextContent))


async def test_same_verdict_and_message_for_the_same_call(config: Path) -> None:
    async with load_tools(config) as toolset, proxy_session(config) as proxy:
        for name, args in INVALID_CALLS + VALID_CALLS:
            message = AIMessage("", tool_calls=[{"name": name, "args": args, "id": "c1"}])
            [verdict] = toolset.middleware.check(message, toolset.tools)
            result = await proxy.call_tool(name, args)

            assert bool(result.isError) == (not verdict.ok), (name, args)
            if not verdict.ok:
                assert text_of(result) == verdict.message, (name, args)


async def test_same_message_for_an_unknown_tool(config: Path) -> None:
    async with load_tools(config) as toolset, proxy_session(config) as proxy:
        message = AIMessage("", tool_calls=[{"name": "serch_notes", "args": {}, "id": "c1"}])
        [verdict] = toolset.middleware.check(message, toolset.tools)
        with pytest.raises(McpError) as caught:
            await proxy.call_tool("serch_notes", {})

    assert caught.value.error.code == types.INVALID_PARAMS
    assert verdict.message in caught.value.error.message


async def test_an_agent_can_use_the_proxy_instead(tmp_path: Path, config: Path, scripted) -> None:
    """servers.json may list the proxy itself as the one server: its tools check themselves."""
    through_proxy = tmp_path / "via-proxy.json"
    command = stdio_command(config)
    through_proxy.write_text(
        json.dumps({"mcpServers": {"toolvet": {"command": command[0], "args": command[1:]}}})
    )
    model = scripted(
        AIMessage(
            "",
            tool_calls=[
                {"name": "search_notes", "args": {"query": "plan", "limit": 0}, "id": "c1"}
            ],
        ),
        AIMessage("", tool_calls=[{"name": "search_notes", "args": {"query": "plan"}, "id": "c2"}]),
        AIMessage("done"),
    )

    async with load_tools(through_proxy, validate_on_call=False) as toolset:
        agent = create_agent(model, tools=toolset.tools)  # no middleware: the proxy checks
        result = await agent.ainvoke({"messages": [HumanMessage("plans?")]})

    error = model.seen[1][-1]
    assert error.status == "error" and "limit" in str(error.content)
    assert result["messages"][-1].content == "done"
