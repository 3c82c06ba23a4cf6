"""Tool search through the proxy (`proxy.discovery: "search"`), end to end: `toolvet serve` in
front of the notes example server and a server listing 1,294 real function definitions, with
the SDK's ClientSession (a handshake session) and a 2026-07-28 python client (mcp 2.x). The list
holds search_tools, call_tool and the pinned tools; a found tool joins a handshake session's list;
every call, by its own name or through call_tool, is validated and repaired as any other."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import types
from mcp.shared.exceptions import McpError

from tests.peers.support import CALL_LOG_ENV, read_call_log, run_client, server_command
from tests.proxy.support import (
    CALENDAR_SERVER,
    NOTES_SERVER,
    NOTES_TOOLS,
    REPO,
    HttpProxy,
    answer_of,
    headers_for,
    http_connection,
    post,
    python_server,
    request,
    serve_command,
    stdio_proxy,
    text_of,
    write_config,
)
from toolvet.config import load_config
from toolvet.proxy._proxy import Proxy

CATALOG_SERVER = REPO / "tests" / "data" / "servers" / "catalog_server.py"
QUADRATIC = "Find the roots of a quadratic equation with coefficients a=1, b=-3, c=2"


def config(directory: Path, **proxy: Any) -> Path:
    servers = {"notes": python_server(NOTES_SERVER), "catalog": python_server(CATALOG_SERVER)}
    return write_config(directory / "servers.json", servers, **proxy)


def list_bytes(tools: list[types.Tool]) -> int:
    dumped = [t.model_dump(by_alias=True, exclude_none=True, mode="json") for t in tools]
    return len(json.dumps({"tools": dumped}, separators=(",", ":")).encode())


async def test_the_list_is_under_five_percent_of_the_full_one(tmp_path: Path) -> None:
    async with stdio_proxy(config(tmp_path / "list")) as full:
        everything = (await full.session.list_tools()).tools
    async with stdio_proxy(config(tmp_path / "search", discovery="search")) as searching:
        short = (await searching.session.list_tools()).tools
    assert len(everything) > 1000
    assert [t.name for t in short] == ["search_tools", "call_tool"]
    assert list_bytes(short) < 0.05 * list_bytes(everything)


async def test_a_handshake_session_finds_calls_and_lists_what_it_found(tmp_path: Path) -> None:
    path = config(tmp_path, discovery="search", always=["get_note"])
    async with stdio_proxy(path) as client:
        session = client.session
        listed = [t.name for t in (await session.list_tools()).tools]
        assert listed == ["search_tools", "call_tool", "get_note"]

        found = await session.call_tool("search_tools", {"query": QUADRATIC, "limit": 3})
        assert not found.isError
        tools = found.structuredContent["tools"]
        assert len(tools) == 3
        assert tools[0]["name"] == "algebra_quadratic_roots"
        assert tools[0]["inputSchema"]["required"] == ["a", "b", "c"]
        assert json.loads(text_of(found)) == found.structuredContent

        await client.wait_for_notification(types.ToolListChangedNotification)
        listed = [t.name for t in (await session.list_tools()).tools]
        assert listed[:2] == ["search_tools", "call_tool"]
        assert set(listed[2:]) == {"get_note"} | {t["name"] for t in tools}

        # By its own name, repaired as any call ("-3" -> -3).
        direct = await session.call_tool("algebra_quadratic_roots", {"a": 1, "b": "-3", "c": 2})
        assert json.loads(text_of(direct))["arguments"] == {"a": 1, "b": -3, "c": 2}
        # Through call_tool: the same call, the same repair.
        wrapped = await session.call_tool(
            "call_tool",
            {"name": "algebra_quadratic_roots", "arguments": {"a": 1, "b": "-3", "c": 2}},
        )
        assert json.loads(text_of(wrapped)) == json.loads(text_of(direct))
        # Refused as any call, naming the real tool.
        invalid = await session.call_tool(
            "call_tool", {"name": "algebra_quadratic_roots", "arguments": {"a": 1, "b": "x"}}
        )
        assert invalid.isError
        assert "'algebra_quadratic_roots'" in text_of(invalid)
        assert "c: missing required argument" in text_of(invalid)
        assert invalid.meta["toolvet/validation"]["ok"] is False


async def test_the_search_tools_own_arguments_are_checked(tmp_path: Path) -> None:
    async with stdio_proxy(config(tmp_path, discovery="search")) as client:
        misspelled = await client.session.call_tool("search_tools", {"qurey": "weather"})
        assert misspelled.isError
        assert "did you mean 'query'?" in text_of(misspelled)
        with pytest.raises(McpError, match="no_such_tool"):  # as a call by that name would be
            await client.session.call_tool("call_tool", {"name": "no_such_tool"})


@pytest.mark.parametrize("client", ["modern", "ts"])
def test_a_2026_client_searches_and_calls_by_name_and_through_call_tool(
    tmp_path: Path, client: str
) -> None:
    steps = [
        {"op": "list_tools"},
        {"op": "call", "name": "search_tools", "arguments": {"query": QUADRATIC}},
        {"op": "call", "name": "algebra_quadratic_roots", "arguments": {"a": 1, "b": "-3", "c": 2}},
        {"op": "call", "name": "call_tool",
         "arguments": {"name": "algebra_quadratic_roots", "arguments": {"a": "x"}}},
    ]
    command = serve_command(config(tmp_path, discovery="search"))
    listed, found, direct, invalid = run_client(client, command, steps)
    assert [t["name"] for t in listed["tools"]] == ["search_tools", "call_tool"]
    assert found["structuredContent"]["tools"][0]["name"] == "algebra_quadratic_roots"
    assert json.loads(text_of(direct))["arguments"] == {"a": 1, "b": -3, "c": 2}
    assert invalid["isError"] is True
    assert "'algebra_quadratic_roots'" in text_of(invalid)


NOTES_ONLY, EVERYTHING = "notes-only-token-0123456789", "everything-token-0123456789"
ACCESS = {
    "tokens": [
        {"token": NOTES_ONLY, "subject": "ann", "scopes": ["notes"]},
        {"token": EVERYTHING, "subject": "bo", "scopes": ["all"]},
    ],
    "access": [{"scopes": ["notes"], "tools": ["notes/*"]}, {"scopes": ["all"], "tools": ["*"]}],
}


async def test_search_never_shows_a_tool_the_callers_rules_hide(tmp_path: Path) -> None:
    servers = {"notes": python_server(NOTES_SERVER), "calendar": python_server(CALENDAR_SERVER)}
    path = write_config(
        tmp_path / "servers.json", servers, discovery="search", always=["list_*"], auth=ACCESS
    )
    with HttpProxy(path) as proxy:
        bearer = {"Authorization": f"Bearer {NOTES_ONLY}"}
        async with http_connection(proxy.url, bearer) as ann:
            listed = [t.name for t in (await ann.session.list_tools()).tools]
            assert listed == ["search_tools", "call_tool"]  # the pinned tools are not hers
            query = {"query": "schedule an event in the calendar", "limit": 20}
            found = await ann.session.call_tool("search_tools", query)
            assert found.structuredContent["tools"] == []  # none of her tools is about that
            query = {"query": "create a note about the calendar", "limit": 20}
            found = await ann.session.call_tool("search_tools", query)
            names = [t["name"] for t in found.structuredContent["tools"]]
            assert names[0] == "create_note"
            assert set(names) <= set(NOTES_TOOLS)
            refusal = "Tool 'schedule_event' is not available to caller 'ann'"
            with pytest.raises(McpError, match=refusal):  # as a call by that name is refused
                await ann.session.call_tool(
                    "call_tool", {"name": "schedule_event", "arguments": {}})
            # search_tools names only her server; naming another is refused as any bad argument.
            assert servers_allowed(await ann.session.list_tools()) == ["notes"]
            refused = await ann.session.call_tool(
                "search_tools", {"query": "schedule an event", "servers": ["calendar"]})
            assert refused.isError and 'expected one of "notes"' in text_of(refused)
        bearer = {"Authorization": f"Bearer {EVERYTHING}"}
        async with http_connection(proxy.url, bearer) as bo:
            assert servers_allowed(await bo.session.list_tools()) == ["calendar", "notes"]
            query = {"query": "schedule an event in the calendar"}
            found = await bo.session.call_tool("search_tools", query)
            assert found.structuredContent["tools"][0]["name"] == "schedule_event"


def servers_allowed(listed: types.ListToolsResult) -> list[str]:
    """The values search_tools' `servers` argument allows, as listed."""
    search = next(t for t in listed.tools if t.name == "search_tools")
    return search.inputSchema["properties"]["servers"]["items"]["enum"]


async def test_a_search_narrowed_to_the_servers_it_names(tmp_path: Path) -> None:
    async with stdio_proxy(config(tmp_path, discovery="search")) as client:
        session = client.session
        assert servers_allowed(await session.list_tools()) == ["catalog", "notes"]

        async def found(**arguments: Any) -> list[str]:
            result = await session.call_tool("search_tools", arguments)
            assert not result.isError, text_of(result)
            return [t["name"] for t in result.structuredContent["tools"]]

        everywhere = await found(query="create a note with a title", limit=20)
        assert everywhere[0] == "create_note" and not set(everywhere) <= set(NOTES_TOOLS)
        assert set(await found(query="create a note with a title", limit=20,
                               servers=["Notes"])) <= set(NOTES_TOOLS)  # "Notes" repaired
        assert "create_note" not in await found(query="create a note", servers=["catalog"])
        await session.list_tools()  # answered after the list changes its searches announced


@pytest.mark.parametrize("client", ["modern", "ts"])
def test_a_2026_client_narrows_a_search_to_a_server(tmp_path: Path, client: str) -> None:
    steps = [{"op": "list_tools"},
             {"op": "call", "name": "search_tools",
              "arguments": {"query": "create a note with a title", "servers": ["notes"]}}]
    listed, found = run_client(client, serve_command(config(tmp_path, discovery="search")), steps)
    search = next(t for t in listed["tools"] if t["name"] == "search_tools")
    assert search["inputSchema"]["properties"]["servers"]["items"]["enum"] == ["catalog", "notes"]
    names = [t["name"] for t in found["structuredContent"]["tools"]]
    assert names[0] == "create_note" and set(names) <= set(NOTES_TOOLS)

DRIFTING_SERVER = REPO / "tests" / "data" / "servers" / "drifting_tools_server.py"


async def test_search_follows_a_server_whose_tools_change(tmp_path: Path) -> None:
    tools_file = tmp_path / "tools.json"
    reload = {"name": "reload_tools", "description": "Announce that the tool list changed."}
    tools_file.write_text(json.dumps([reload, {"name": "send_invoice",
                                               "description": "Send an invoice to a customer."}]))
    server = {"command": sys.executable, "args": [str(DRIFTING_SERVER)],
              "env": {"TOOLS_FILE": str(tools_file)}}
    path = write_config(tmp_path / "servers.json", {"billing": server}, discovery="search")
    async with stdio_proxy(path) as client:
        session = client.session

        async def found(query: str) -> list[str]:
            result = await session.call_tool("search_tools", {"query": query})
            return [t["name"] for t in result.structuredContent["tools"]]

        assert await found("invoice a customer") == ["send_invoice"]
        tools_file.write_text(json.dumps([reload, {"name": "refund_payment",
                                                   "description": "Refund a customer's payment."}]))
        await session.call_tool("reload_tools", {"text": "now"})
        await client.wait_until(lambda: sum(
            isinstance(n.root, types.ToolListChangedNotification) for n in client.notifications
        ) >= 2)  # the search's own, then the server's change
        assert await found("refund the payment") == ["refund_payment"]
        assert await found("send an invoice") == []


async def test_the_proxy_reports_ready_once_its_index_holds_every_exposed_tool(
    tmp_path: Path,
) -> None:
    proxy = Proxy(load_config(config(tmp_path, discovery="search")), use_lock=False)
    async with anyio.create_task_group() as group:
        await group.start(proxy.run)
        assert not proxy.tools.search.stale  # indexed in a worker thread before `started`
        assert len(proxy.tools.listing) > 1000
        index = await proxy.tools.searchable()
        assert all(definition["name"] in index for definition in proxy.tools.listing)
        group.cancel_scope.cancel()


async def test_an_endpoint_searches_its_own_tools_and_mcp_lists_them_all(
    tmp_path: Path,
) -> None:
    servers = {"notes": python_server(NOTES_SERVER), "calendar": python_server(CALENDAR_SERVER)}
    endpoints = {"/mcp/notes": {"tools": ["notes/*"], "discovery": "search"}}
    path = write_config(
        tmp_path / "servers.json", servers, endpoints=endpoints, always=["get_note", "list_events"]
    )
    with HttpProxy(path) as proxy:
        async with http_connection(f"{proxy.base}/mcp/notes") as client:
            session = client.session
            listed = [t.name for t in (await session.list_tools()).tools]
            assert listed == ["search_tools", "call_tool", "get_note"]  # list_events is not here
            found = await session.call_tool("search_tools", {"query": "schedule an event"})
            assert found.structuredContent["tools"] == []  # the calendar is not this endpoint's
            found = await session.call_tool("search_tools", {"query": "create a note"})
            assert found.structuredContent["tools"][0]["name"] == "create_note"
            with pytest.raises(McpError, match="list_events"):
                await session.call_tool("call_tool", {"name": "list_events", "arguments": {}})
        async with http_connection(proxy.url) as everything:
            names = {t.name for t in (await everything.session.list_tools()).tools}
            assert {"create_note", "list_events", "schedule_event"} <= names
        steps = [{"op": "list_tools"},
                 {"op": "call", "name": "search_tools", "arguments": {"query": "delete a note"}}]
        listed, found = run_client("modern", f"{proxy.base}/mcp/notes", steps)
        assert [t["name"] for t in listed["tools"]] == ["search_tools", "call_tool", "get_note"]
        assert found["structuredContent"]["tools"][0]["name"] == "delete_note"


async def test_searches_show_in_metrics_and_the_audit_log_and_found_calls_under_their_names(
    tmp_path: Path,
) -> None:
    """Each search_tools call is counted by endpoint and outcome and audited (the query's length,
    not its text); a call made through call_tool is counted and audited as the tool it names."""
    audit = tmp_path / "audit.jsonl"
    servers = {"notes": python_server(NOTES_SERVER), "calendar": python_server(CALENDAR_SERVER)}
    endpoints = {"/mcp/notes": {"tools": ["notes/*"], "discovery": "search"}}
    path = write_config(tmp_path / "servers.json", servers, endpoints=endpoints,
                        audit={"path": str(audit)})
    with HttpProxy(path) as proxy:
        async with http_connection(f"{proxy.base}/mcp/notes") as client:
            session = client.session
            await session.call_tool("search_tools", {"query": "create a note", "limit": 3})
            await session.call_tool("search_tools", {"query": "schedule an event"})
            await session.call_tool("search_tools", {"qurey": "notes"})
            wrapped = await session.call_tool(
                "call_tool", {"name": "create_note", "arguments": {"title": ""}})
            assert wrapped.isError
        metrics = httpx.get(f"{proxy.base}/metrics", timeout=10).text
    for outcome in ("found", "none", "rejected"):
        assert (f'toolvet_tool_searches_total{{endpoint="/mcp/notes",outcome="{outcome}"}} 1.0'
                in metrics)
    assert "toolvet_tool_search_results_count 2.0" in metrics
    assert "toolvet_tool_search_results_sum 3.0" in metrics  # 3 found, then none
    assert ('toolvet_tool_calls_total{outcome="rejected",server="notes",tool="create_note"} 1.0'
            in metrics)
    assert 'tool="call_tool"' not in metrics and 'tool="search_tools"' not in metrics

    lines = [json.loads(line) for line in audit.read_text().splitlines()]
    searches = [line for line in lines if line["event"] == "search"]
    assert [(s["outcome"], s["query_chars"], s["results"]) for s in searches] == [
        ("found", len("create a note"), 3), ("none", len("schedule an event"), 0),
        ("rejected", 0, 0)]
    assert searches[0]["tools"][0] == "create_note" and len(searches[0]["tools"]) == 3
    assert all(s["endpoint"] == "/mcp/notes" and s["arguments"] is None for s in searches)
    assert "create a note" not in audit.read_text()  # the query's length, never its text
    (rejected,) = [line for line in lines if line["event"] == "rejected"]
    assert (rejected["server"], rejected["tool"]) == ("notes", "create_note")
    assert rejected["endpoint"] == "/mcp/notes" and rejected["arguments"] == {"title": ""}


HEADER_MISMATCH = -32020


def test_a_2026_call_tool_request_s_param_headers_are_those_of_the_tool_it_calls(
    tmp_path: Path,
) -> None:
    """A 2026-07-28 call_tool request names call_tool in its body and Mcp-Name; the tool it calls
    (the TypeScript peer's forecast, whose `days` carries "x-mcp-header": "Days") is inside. A
    Mcp-Param-Days the client leaves out is taken from the arguments; one it sends must agree
    with them, or the request is refused with 400, naming the header, the argument and the tool."""
    log = tmp_path / "calls.jsonl"
    command = server_command("ts", "stdio", modern_only=True)
    server = {"command": command[0], "args": command[1:], "env": {CALL_LOG_ENV: str(log)}}
    path = write_config(tmp_path / "servers.json", {"peer": server}, discovery="search")

    def call_tool(days: object) -> dict[str, Any]:
        inner = {"name": "forecast", "arguments": {"city": "Oslo", "days": days}}
        return request("tools/call", {"name": "call_tool", "arguments": inner})

    with HttpProxy(path) as proxy:
        derived = post(proxy, call_tool(3))  # no Mcp-Param-Days: taken from the arguments
        assert text_of(answer_of(derived)["result"]) == "Oslo: 3 days"
        agreeing = post(proxy, call_tool(4), headers_for(call_tool(4), **{"Mcp-Param-Days": "4"}))
        assert text_of(answer_of(agreeing)["result"]) == "Oslo: 4 days"

        disagreeing = post(proxy, call_tool(5), headers_for(call_tool(5),
                                                            **{"Mcp-Param-Days": "6"}))
        assert disagreeing.status_code == 400
        error = disagreeing.json()["error"]
        assert error["code"] == HEADER_MISMATCH
        assert error["message"] == (
            "Header mismatch: Mcp-Param-Days is '6' but argument 'days' is '5'"
            " (the arguments of 'forecast', called through call_tool)")

        # Mcp-Name mirrors the body, which names call_tool, not the tool it calls.
        renamed = post(proxy, call_tool(7), headers_for(call_tool(7), **{"Mcp-Name": "forecast"}))
        assert renamed.status_code == 400
        assert renamed.json()["error"]["message"] == (
            "Header mismatch: Mcp-Name is 'forecast' but the body's name is 'call_tool'")

        # By its own name, the tool's headers are checked as they always are.
        direct = request("tools/call", {"name": "forecast", "arguments": {"city": "Oslo", "days": 8}})
        refused = post(proxy, direct, headers_for(direct, **{"Mcp-Param-Days": "9"}))
        assert refused.json()["error"]["code"] == HEADER_MISMATCH
    assert [call["arguments"]["days"] for call in read_call_log(log)] == [3, 4]
