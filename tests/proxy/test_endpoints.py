"""Endpoints (`proxy.endpoints`) end to end: one `toolvet serve --transport http` in front of the
example notes and calendar servers, with /mcp as it always was and two more paths, each its own
view of the same upstreams. Real clients in both eras: the SDK's ClientSession (2025-11-25
handshake) and a python mcp 2.3 client (2026-07-28); the notes server's state shows the
endpoints share one upstream session; /metrics and the audit log name the endpoint. With OAuth,
each endpoint is its own protected resource (its metadata, its audience), against a real
authorization server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import McpError
from pydantic import AnyUrl

from tests.peers.support import ClientKind, run_client
from tests.proxy.oauth_front import OPS, Protected
from tests.proxy.support import (
    CALENDAR_SERVER,
    CALENDAR_TOOLS,
    INVALID_PARAMS,
    MCP_HEADERS,
    NOTES_SERVER,
    NOTES_TOOLS,
    HttpProxy,
    answer_of,
    http_connection,
    python_server,
    text_of,
    write_config,
)

ENDPOINTS = {
    "/mcp/notes": {"tools": ["notes/*"]},
    "/mcp/calendar": {"tools": ["calendar/list_events", "calendar/forecast"]},
}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[HttpProxy, Path]]:
    directory = tmp_path_factory.mktemp("endpoints")
    audit = directory / "audit.jsonl"
    servers = {"notes": python_server(NOTES_SERVER), "calendar": python_server(CALENDAR_SERVER)}
    config = write_config(
        directory / "servers.json", servers, endpoints=ENDPOINTS, audit={"path": str(audit)}
    )
    with HttpProxy(config) as proxy:
        yield proxy, audit


async def listed(url: str) -> set[str]:
    async with http_connection(url) as client:
        return {t.name for t in (await client.session.list_tools()).tools}


async def test_each_endpoint_lists_its_tools_and_mcp_all_of_them(
    served: tuple[HttpProxy, Path],
) -> None:
    proxy, _ = served
    assert await listed(f"{proxy.base}/mcp/calendar") == {"list_events", "forecast"}
    assert await listed(f"{proxy.base}/mcp/notes") == NOTES_TOOLS - {"purge_notes"}
    assert await listed(proxy.url) == (NOTES_TOOLS | CALENDAR_TOOLS) - {"purge_notes"}


async def test_a_handshake_client_calls_only_its_endpoints_tools(
    served: tuple[HttpProxy, Path],
) -> None:
    proxy, audit = served
    async with http_connection(f"{proxy.base}/mcp/calendar") as client:
        result = await client.session.call_tool("forecast", {"city": "Oslo", "days": 2})
        assert not result.isError, text_of(result)
        with pytest.raises(McpError) as unknown:
            await client.session.call_tool("cancel_event", {"event_id": "evt-0001"})
    assert unknown.value.error.code == INVALID_PARAMS
    message = unknown.value.error.message
    assert message.startswith("Unknown tool 'cancel_event'") and "cancel" not in message[28:]
    (line,) = [json.loads(x) for x in audit.read_text().splitlines() if "cancel_event" in x]
    assert line["event"] == "unknown_tool" and line["endpoint"] == "/mcp/calendar"


async def test_the_endpoints_share_the_upstream_session(served: tuple[HttpProxy, Path]) -> None:
    proxy, _ = served
    async with http_connection(f"{proxy.base}/mcp/notes") as client:
        made = await client.session.call_tool(
            "create_note", {"title": "Shared-across-endpoints", "body": "b"}
        )
        assert not made.isError, text_of(made)
    async with http_connection(proxy.url) as client:
        found = await client.session.call_tool("search_notes", {"query": "Shared-across-endpoints"})
    assert found.structuredContent is not None and found.structuredContent["total"] == 1


@pytest.mark.parametrize("client", ["modern", "ts"])
def test_a_2026_client_sees_the_same_view(
    client: ClientKind, served: tuple[HttpProxy, Path]
) -> None:
    proxy, _ = served
    tools, called, outside = run_client(
        client,
        f"{proxy.base}/mcp/calendar",
        [
            {"op": "list_tools"},
            {"op": "call", "name": "forecast", "arguments": {"city": "Bergen", "days": 1}},
            {"op": "call", "name": "search_notes", "arguments": {"query": "x"}},
        ],
    )
    assert {t["name"] for t in tools["tools"]} == {"list_events", "forecast"}
    assert not called.get("isError"), called
    assert outside["error"]["code"] == INVALID_PARAMS
    assert outside["error"]["message"].startswith("Unknown tool 'search_notes'")


def test_metrics_name_the_endpoint(served: tuple[HttpProxy, Path]) -> None:
    proxy, _ = served
    run_client(
        "modern",
        f"{proxy.base}/mcp/notes",
        [{"op": "call", "name": "get_note", "arguments": {"id": "not-a-uuid"}}],
    )
    text = httpx.get(f"{proxy.base}/metrics", timeout=10).text
    assert 'toolvet_endpoint_calls_total{endpoint="/mcp/notes",outcome="rejected"}' in text


def test_an_endpoint_outside_the_config_is_not_found(served: tuple[HttpProxy, Path]) -> None:
    proxy, _ = served
    response = httpx.post(f"{proxy.base}/mcp/other", json={}, headers=MCP_HEADERS, timeout=10)
    assert response.status_code == 404


@pytest.fixture(scope="module")
def protected(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Protected]:
    front = Protected(
        tmp_path_factory.mktemp("endpoints-oauth"),
        endpoints={"/mcp/search": {"tools": ["notes/search_notes"]}},
    )
    yield front
    front.close()


def test_each_endpoint_is_its_own_protected_resource(protected: Protected) -> None:
    base = protected.proxy.base
    endpoint = f"{base}/mcp/search"
    metadata = httpx.get(f"{base}/.well-known/oauth-protected-resource/mcp/search").json()
    assert metadata["resource"] == endpoint
    assert metadata["authorization_servers"] == [protected.server.issuer]
    main = httpx.get(f"{base}/.well-known/oauth-protected-resource/mcp").json()
    assert main["resource"] == protected.resource
    refused = httpx.post(endpoint, json={}, headers=MCP_HEADERS, timeout=10)
    assert refused.status_code == 401
    challenge = refused.headers["www-authenticate"]
    assert f'resource_metadata="{base}/.well-known/oauth-protected-resource/mcp/search"' in (
        challenge
    )


def initialize(url: str, token: str) -> httpx.Response:
    body: dict[str, Any] = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "t", "version": "0"},
        },
    }
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {token}"}
    return httpx.post(url, json=body, headers=headers, timeout=30)


def test_an_endpoint_takes_only_tokens_issued_for_it(protected: Protected) -> None:
    endpoint = f"{protected.proxy.base}/mcp/search"
    for_main = protected.token(OPS)
    for_endpoint = protected.token(OPS, endpoint)
    assert initialize(endpoint, for_endpoint).status_code == 200
    assert "result" in answer_of(initialize(endpoint, for_endpoint))
    wrong = initialize(endpoint, for_main)
    assert wrong.status_code == 401
    assert f"not for '{endpoint}'" in wrong.headers["www-authenticate"]
    assert initialize(protected.resource, for_endpoint).status_code == 401


async def test_resources_and_prompts_follow_the_servers_an_endpoint_shows(
    served: tuple[HttpProxy, Path],
) -> None:
    proxy, _ = served
    async with http_connection(f"{proxy.base}/mcp/notes") as client:
        resources = {r.name for r in (await client.session.list_resources()).resources}
        prompts = {p.name for p in (await client.session.list_prompts()).prompts}
    assert "notes-index" in resources and "summarize_notes" in prompts
    async with http_connection(f"{proxy.base}/mcp/calendar") as client:
        assert (await client.session.list_resources()).resources == []
        assert (await client.session.list_prompts()).prompts == []
        with pytest.raises(McpError) as refused:
            await client.session.read_resource(AnyUrl("notes://index"))
    assert refused.value.error.code == INVALID_PARAMS
    assert "not available at endpoint /mcp/calendar" in refused.value.error.message
