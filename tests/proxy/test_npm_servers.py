"""The proxy in front of the reference TypeScript servers from npm (pinned in tests/node/package.json):
`@modelcontextprotocol/server-everything` (stdio mode) and `@modelcontextprotocol/server-memory`.

Their schemas are draft-07 (`$schema` set) or dialect-less zod output, a different world from the
Python examples; the proxy must pass them through and validate against them all the same.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from tests.proxy.support import (
    EVERYTHING_SERVER,
    MEMORY_SERVER,
    META_KEY,
    REPO,
    HttpProxy,
    http_connection,
    text_of,
    write_config,
)

CAPTURED = REPO / "tests" / "data" / "tool_schemas"


@pytest.fixture(scope="module")
def npm_proxy(
    node_modules: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[HttpProxy, Path]]:
    """An HTTP proxy fronting `everything` and `memory` (its graph in a temporary file)."""
    directory = tmp_path_factory.mktemp("npm")
    memory_file = directory / "memory.jsonl"
    config = write_config(
        directory / "servers.json",
        {
            "everything": {"command": "node", "args": [str(EVERYTHING_SERVER), "stdio"]},
            "memory": {
                "command": "node",
                "args": [str(MEMORY_SERVER)],
                "env": {"MEMORY_FILE_PATH": str(memory_file)},
            },
        },
    )
    with HttpProxy(config) as proxy:
        yield proxy, memory_file


def captured_tools(server: str) -> dict[str, dict[str, Any]]:
    """The tools a server sent when its schemas were captured (same pinned version)."""
    document = json.loads((CAPTURED / f"{server}.json").read_text(encoding="utf-8"))
    return {tool["name"]: tool for tool in document["tools"]}


async def test_their_tools_are_listed_with_the_schemas_they_send(
    npm_proxy: tuple[HttpProxy, Path],
) -> None:
    proxy, _ = npm_proxy
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            listed = {tool.name: tool for tool in (await client.session.list_tools()).tools}
    everything, memory = captured_tools("server-everything"), captured_tools("server-memory")
    assert {"echo", "get-sum", "get-tiny-image"} <= set(listed)
    assert set(memory) <= set(listed)
    # Capability-gated tools (sampling, elicitation, roots) depend on what the client offers,
    # and the proxy offers them all upstream; each listed tool has the schema the server sends.
    for name, tool in listed.items():
        expected = everything.get(name) or memory[name]
        assert tool.inputSchema == expected["inputSchema"], name
    assert listed["get-sum"].inputSchema["$schema"] == "http://json-schema.org/draft-07/schema#"


async def test_valid_calls_reach_the_servers(npm_proxy: tuple[HttpProxy, Path]) -> None:
    proxy, memory_file = npm_proxy
    entity = {"name": "toolvet", "entityType": "project", "observations": ["validates tool calls"]}
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            echoed = await client.session.call_tool("echo", {"message": "hello through toolvet"})
            summed = await client.session.call_tool("get-sum", {"a": 2, "b": 3.5})
            created = await client.session.call_tool("create_entities", {"entities": [entity]})
            graph = await client.session.call_tool("read_graph", {})
    assert text_of(echoed) == "Echo: hello through toolvet"
    assert not summed.isError and "5.5" in text_of(summed)
    assert not created.isError
    assert graph.structuredContent is not None
    assert [e["name"] for e in graph.structuredContent["entities"]] == ["toolvet"]
    assert "validates tool calls" in memory_file.read_text()  # the server's own store, on disk


async def test_an_invalid_call_is_rejected_with_a_message_a_model_can_act_on(
    npm_proxy: tuple[HttpProxy, Path],
) -> None:
    proxy, _ = npm_proxy
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            not_a_number = await client.session.call_tool("get-sum", {"a": "x", "b": 3})
            missing_type = await client.session.call_tool(
                "create_entities", {"entities": [{"name": "Ada", "observations": []}]}
            )
            graph = await client.session.call_tool("read_graph", {})
    assert not_a_number.isError
    assert text_of(not_a_number) == (
        "Invalid arguments for tool 'get-sum' (1 problem):\n"
        '- a: expected number, got "x" (string)\n'
        "Fix these and call the tool again."
    )
    assert missing_type.isError
    assert "- entities[0].entityType: missing required argument (expected string)" in text_of(
        missing_type
    )
    assert graph.structuredContent is not None
    assert "Ada" not in [e["name"] for e in graph.structuredContent["entities"]]  # never created


async def test_a_repairable_call_is_repaired(npm_proxy: tuple[HttpProxy, Path]) -> None:
    proxy, _ = npm_proxy
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            summed = await client.session.call_tool("get-sum", {"a": "2", "b": 3})
    assert not summed.isError
    assert text_of(summed) == "The sum of 2 and 3 is 5."
    assert summed.meta is not None
    assert summed.meta[META_KEY]["repairs"] == [
        {"path": ["a"], "code": "number_from_string", "before": "2", "after": 2}
    ]


def test_a_modern_listener_gets_the_updates_of_the_resources_it_names(
    npm_proxy: tuple[HttpProxy, Path],
) -> None:
    """`subscriptions/listen` with `resourceSubscriptions`: toolvet subscribes upstream (the
    everything server, of the legacy era, then sends an update every 5 s) and delivers each
    update on the listen stream, tagged with the subscription id."""
    proxy, _ = npm_proxy
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    headers = {
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2026-07-28",
    }
    listed = httpx.post(
        proxy.url,
        json={"jsonrpc": "2.0", "id": 1, "method": "resources/list", "params": {"_meta": meta}},
        headers={**headers, "Mcp-Method": "resources/list"},
        timeout=30,
    ).json()["result"]["resources"]
    uri = listed[0]["uri"]
    listen = {
        "jsonrpc": "2.0",
        "id": "watch",
        "method": "subscriptions/listen",
        "params": {"notifications": {"resourceSubscriptions": [uri]}, "_meta": meta},
    }
    toggle = {
        "jsonrpc": "2.0",
        "id": 2,
        "method": "tools/call",
        "params": {"name": "toggle-subscriber-updates", "arguments": {}, "_meta": meta},
    }
    toggle_headers = {
        **headers,
        "Mcp-Method": "tools/call",
        "Mcp-Name": "toggle-subscriber-updates",
    }
    events = []
    with (
        httpx.Client(timeout=60) as client,
        client.stream(
            "POST",
            proxy.url,
            json=listen,
            headers={**headers, "Mcp-Method": "subscriptions/listen"},
        ) as stream,
    ):
        for line in stream.iter_lines():
            if line.startswith("data: "):
                events.append(json.loads(line[len("data: ") :]))
                if len(events) == 1:  # acknowledged: have the server start its updates
                    assert client.post(proxy.url, json=toggle, headers=toggle_headers).is_success
                if events[-1]["method"] == "notifications/resources/updated":
                    break
        assert client.post(proxy.url, json=toggle, headers=toggle_headers).is_success  # stop
    acknowledged, updated = events[0], events[-1]
    assert acknowledged["method"] == "notifications/subscriptions/acknowledged"
    assert acknowledged["params"]["notifications"] == {"resourceSubscriptions": [uri]}
    assert updated["params"]["uri"] == uri
    assert updated["params"]["_meta"] == {"io.modelcontextprotocol/subscriptionId": "watch"}
