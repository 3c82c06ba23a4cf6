"""The operator's view of the tools end to end (`tools.rename`, `describe`, `fixed`): a real
`toolvet serve --transport http` in front of the example notes server, called by the SDK's
ClientSession (2025-11-25 handshake) and by a python mcp 2.3 client (2026-07-28). The notes
server's call log proves what reached it: the upstream name, the fixed arguments set."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from mcp import McpError

from tests.peers.support import ClientKind, run_client
from tests.proxy.support import (
    INVALID_PARAMS,
    NOTES_SERVER,
    CallLog,
    HttpProxy,
    http_connection,
    python_server,
    text_of,
    write_config,
)

DESCRIPTION = "Open a support ticket (a note of high priority tagged 'support')."
VIEW = {
    "rename": {"create_note": "open_ticket"},
    "describe": {"create_note": DESCRIPTION},
    "fixed": {"create_note": {"priority": "high", "tags": ["support"]}},
}


@pytest.fixture(scope="module")
def viewed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[HttpProxy, CallLog]]:
    directory = tmp_path_factory.mktemp("views")
    log = CallLog(directory / "notes.calls.jsonl")
    servers = {"notes": python_server(NOTES_SERVER, log.path, tools=VIEW)}
    with HttpProxy(write_config(directory / "servers.json", servers)) as proxy:
        yield proxy, log


def check_listing(tools: dict[str, dict[str, Any]]) -> None:
    """What a client lists: the new name only, the operator's text, no fixed parameter."""
    assert "create_note" not in tools
    ticket = tools["open_ticket"]
    assert ticket["description"] == DESCRIPTION
    schema = ticket["inputSchema"]
    assert {"title", "body", "due"} <= set(schema["properties"])
    assert not {"priority", "tags"} & set(schema["properties"])
    assert "priority" not in schema.get("required", [])
    assert tools["search_notes"]["description"].startswith("Search notes by words")


async def test_a_handshake_client_sees_and_calls_the_view(
    viewed: tuple[HttpProxy, CallLog],
) -> None:
    proxy, log = viewed
    async with http_connection(proxy.url) as client:
        listed = await client.session.list_tools()
        check_listing({t.name: t.model_dump(by_alias=True) for t in listed.tools})
        mark = log.mark()
        result = await client.session.call_tool("open_ticket", {"title": "VPN", "body": "down"})
        assert not result.isError, text_of(result)
        entry = await log.wait_for(lambda e: e["arguments"].get("title") == "VPN", since=mark)
        assert entry["tool"] == "create_note"
        assert entry["arguments"] == {
            "title": "VPN",
            "body": "down",
            "priority": "high",
            "tags": ["support"],
        }
        refused = await client.session.call_tool(
            "open_ticket", {"title": "x", "body": "y", "priority": "low"}
        )
        assert refused.isError
        assert "'priority' is set by the operator to \"high\" on every call" in text_of(refused)
        with pytest.raises(McpError) as unknown:
            await client.session.call_tool("create_note", {"title": "x", "body": "y"})
        assert unknown.value.error.code == INVALID_PARAMS
        assert (
            unknown.value.error.message == "Unknown tool 'create_note'; did you mean 'open_ticket'?"
        )
    assert [e["arguments"]["title"] for e in log.since(mark)] == ["VPN"]


@pytest.mark.parametrize("client", ["modern", "ts"])
def test_a_2026_client_sees_and_calls_the_same_view(
    client: ClientKind, viewed: tuple[HttpProxy, CallLog]
) -> None:
    proxy, log = viewed
    mark = log.mark()
    listed, called, clash, unknown = run_client(
        client,
        proxy.url,
        [
            {"op": "list_tools"},
            {"op": "call", "name": "open_ticket", "arguments": {"title": "Modern", "body": "b"}},
            {
                "op": "call",
                "name": "open_ticket",
                "arguments": {"title": "t", "body": "b", "tags": ["x"]},
            },
            {"op": "call", "name": "create_note", "arguments": {"title": "t", "body": "b"}},
        ],
    )
    check_listing({t["name"]: t for t in listed["tools"]})
    assert not called.get("isError"), called
    assert clash["isError"] and "'tags' is set by the operator" in text_of(clash)
    assert unknown["error"]["code"] == INVALID_PARAMS
    assert "did you mean 'open_ticket'?" in unknown["error"]["message"]
    (entry,) = log.since(mark)
    assert entry["tool"] == "create_note"
    assert entry["arguments"]["priority"] == "high" and entry["arguments"]["title"] == "Modern"
