"""Tool search in process: the tool table keeps its index in step with the cache, and what the
search view lists and finds for a caller is only what the caller's access rules let it see."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.proxy.test_tool_table import table_of, tool
from toolvet.config import AccessRule
from toolvet.proxy.calls._discovery import Discovery
from toolvet.proxy.identity._access import Access, View
from toolvet.proxy.identity._identity import Caller
from toolvet.search import search_result


def discovery_over(table: Any, config: Any, *rules: dict[str, Any]) -> Discovery:
    access = Access([AccessRule.model_validate(rule) for rule in rules] or None)
    return Discovery(table, access, None, config.proxy.always)  # type: ignore[arg-type]


async def found(discovery: Discovery, query: str, caller: Caller | None) -> list[str]:
    index = await discovery.tools.searchable()
    result = search_result(index, {"query": query}, discovery.visible(caller))
    return [t["name"] for t in result["structuredContent"]["tools"]]


async def test_the_index_follows_the_servers_tools(tmp_path: Path) -> None:
    table, config, gate = table_of(tmp_path, discovery="search")
    assert await found(discovery_over(table, config), "page", None) == ["page"]
    table.cache.update("wiki", [tool("history", text={"type": "string"})])  # wiki changed
    table.rebuild(config.servers, config.proxy, gate)
    discovery = discovery_over(table, config)
    assert await found(discovery, "page", None) == []
    assert await found(discovery, "history", None) == ["history"]


async def test_each_tool_is_searched_with_the_other_tools_of_its_server(tmp_path: Path) -> None:
    """Whatever a tool is exposed as ("page", unprefixed), the index groups it under the server it
    comes from: a request that says what the server is finds its tools (`ToolIndex`)."""
    table, _, _ = table_of(tmp_path, discovery="search")
    index = await table.searchable()
    assert {name: index.group_of(name) for name in table.exposed} == {
        name: server for name, (server, _) in table.exposed.items()}
    assert index.group_of("page") == "wiki" and index.group_of("create") == "notes"


async def test_search_and_the_list_never_show_a_tool_the_caller_may_not_see(tmp_path: Path) -> None:
    table, config, _ = table_of(tmp_path, discovery="search", always=["page", "create"])
    readers = {"scopes": ["notes.read"], "tools": ["notes/*"]}
    discovery = discovery_over(table, config, readers)
    reader = Caller("ann", "agent", frozenset({"notes.read"}), {})
    assert await found(discovery, "search", reader) == ["notes__search"]
    assert await found(discovery, "page", reader) == []
    session = type("Session", (), {"view": None})()  # at /mcp, and it found nothing yet
    listing = discovery.listing(session, reader)
    assert [d["name"] for d in listing] == ["search_tools", "call_tool", "create"]  # "page" is
    # pinned, but not theirs; and search_tools lets them name only the server they see
    assert listing[0]["inputSchema"]["properties"]["servers"]["items"]["enum"] == ["notes"]
    everything = discovery.listing(session, None)[0]["inputSchema"]["properties"]["servers"]
    assert everything["items"]["enum"] == ["notes", "wiki"]



async def test_an_endpoint_s_search_ranks_only_what_the_endpoint_shows(tmp_path: Path) -> None:
    table, config, _ = table_of(tmp_path, discovery="search", always=["page", "create"])
    discovery = discovery_over(table, config)
    notes_only = View("/mcp/notes", ["notes/*"], "search")
    index = await table.searchable()
    shown = search_result(index, {"query": "search page"}, discovery.visible(None, notes_only))
    assert [t["name"] for t in shown["structuredContent"]["tools"]] == ["notes__search"]
    session = type("Session", (), {"view": notes_only})()
    assert [d["name"] for d in discovery.listing(session, None)] == [
        "search_tools", "call_tool", "create"]  # "page" is pinned, but not at this endpoint
