"""One verdict, one message: the middleware and the toolvet proxy judge the same call the same way.

The proxy is used only through its process-level interface, `python -m toolvet serve --config
<file> --transport stdio`, as an MCP server reached with the SDK's `stdio_client` and
`ClientSession`; the middleware through `load_tools` on the same config (no name prefixes, so
both name the tools alike).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import mcp.types as types
import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage
from mcp.shared.exceptions import McpError

from tests.proxy.support import (
    CALENDAR_SERVER,
    NOTES_SERVER,
    python_server,
    serve_command,
    stdio_proxy,
    text_of,
    toolvet,
    write_config,
)
from toolvet.middleware import load_tools


@pytest.fixture(scope="module", autouse=True)
def toolvet_serve_starts() -> None:
    """Every test here compares against `python -m toolvet serve`: a broken CLI fails them, with
    what it said (never a skip, which would hide it)."""
    done = toolvet("serve", "--help")
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
    # Per-server policies apply on both sides.
    servers = {
        "notes": python_server(NOTES_SERVER, validation={"unknown_arguments": "reject"}),
        "calendar": python_server(CALENDAR_SERVER),
    }
    return write_config(tmp_path / "servers.json", servers, namespacing="never")


async def test_same_verdict_and_message_for_the_same_call(config: Path) -> None:
    async with load_tools(config) as toolset, stdio_proxy(config) as proxy:
        for name, args in INVALID_CALLS + VALID_CALLS:
            message = AIMessage("", tool_calls=[{"name": name, "args": args, "id": "c1"}])
            [verdict] = toolset.middleware.check(message, toolset.tools)
            result = await proxy.session.call_tool(name, args)

            assert bool(result.isError) == (not verdict.ok), (name, args)
            if not verdict.ok:
                assert text_of(result) == verdict.message, (name, args)


async def test_same_message_for_an_unknown_tool(config: Path) -> None:
    async with load_tools(config) as toolset, stdio_proxy(config) as proxy:
        message = AIMessage("", tool_calls=[{"name": "serch_notes", "args": {}, "id": "c1"}])
        [verdict] = toolset.middleware.check(message, toolset.tools)
        with pytest.raises(McpError) as caught:
            await proxy.session.call_tool("serch_notes", {})

    assert caught.value.error.code == types.INVALID_PARAMS
    assert verdict.message in caught.value.error.message


async def test_an_agent_can_use_the_proxy_instead(tmp_path: Path, config: Path, scripted) -> None:
    """servers.json may list the proxy itself as the one server: its tools check themselves."""
    through_proxy = tmp_path / "via-proxy.json"
    command = serve_command(config, "--transport", "stdio")
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
