"""search_tools and call_tool as a view lists them: search_tools' `servers` argument allows the
servers whose tools the caller sees, is checked (and repaired) as any call's arguments, and narrows
a search to those servers' tools."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from toolvet.search import (
    CALL_DEFINITION,
    SEARCH_DEFINITION,
    SEARCH_TOOLS,
    ToolIndex,
    check_discovery_call,
    discovery_definitions,
    search_definition,
    search_result,
)


def notes_and_wiki() -> ToolIndex:
    """Two servers that both create and search pages of text."""
    index = ToolIndex(meanings=None)
    tools = {
        "notes__create_note": ("notes", "Create a note with a title and a body."),
        "notes__search_notes": ("notes", "Search the notes by words of their text."),
        "wiki__create_page": ("wiki", "Create a wiki page with a title and a body."),
        "wiki__search_pages": ("wiki", "Search the wiki pages by words of their text."),
    }
    for name, (server, description) in tools.items():
        index.put(name, {"name": name, "description": description,
                         "inputSchema": {"type": "object"}}, server)
    return index


def found(index: ToolIndex, arguments: dict[str, Any],
          visible: Callable[[str], bool] | None = None) -> list[str]:
    result = search_result(index, arguments, visible)
    return [tool["name"] for tool in result["structuredContent"]["tools"]]


def test_the_servers_a_caller_sees_are_the_values_servers_allows() -> None:
    definition = search_definition(["wiki", "notes", "wiki"])
    servers = definition["inputSchema"]["properties"]["servers"]
    assert servers["items"]["enum"] == ["notes", "wiki"]
    assert "`servers`" in definition["description"]
    assert definition["inputSchema"]["required"] == ["query"]  # naming servers is optional
    assert "servers" not in SEARCH_DEFINITION["inputSchema"]["properties"]  # left as it was


def test_without_servers_search_tools_is_the_plain_definition() -> None:
    assert search_definition([]) is SEARCH_DEFINITION
    assert discovery_definitions() == [SEARCH_DEFINITION, CALL_DEFINITION]


def test_a_server_named_in_another_case_is_repaired_and_an_unknown_one_refused() -> None:
    repaired = check_discovery_call(SEARCH_TOOLS, {"query": "a page", "servers": ["Wiki"]},
                                    ["notes", "wiki"])
    assert repaired.message == "" and repaired.arguments["servers"] == ["wiki"]
    unknown = check_discovery_call(SEARCH_TOOLS, {"query": "a page", "servers": ["jira"]},
                                   ["notes", "wiki"])
    assert "servers[0]" in unknown.message and '"notes", "wiki"' in unknown.message
    assert "'search_tools'" in unknown.message


def test_a_caller_who_sees_no_server_has_no_servers_argument() -> None:
    refused = check_discovery_call(SEARCH_TOOLS, {"query": "a page", "servers": ["wiki"]})
    assert "servers: unknown argument" in refused.message


def test_naming_servers_searches_only_their_tools() -> None:
    index = notes_and_wiki()
    asked = "create a page with a title"
    assert found(index, {"query": asked})[0] == "wiki__create_page"
    assert found(index, {"query": asked, "servers": ["notes"]}) == ["notes__create_note"]
    assert set(found(index, {"query": asked, "servers": ["notes", "wiki"]})) == set(
        found(index, {"query": asked}))


def test_naming_servers_never_widens_what_the_caller_sees() -> None:
    index = notes_and_wiki()
    only_search = {"notes__search_notes", "wiki__search_pages"}.__contains__
    assert found(index, {"query": "create", "servers": ["wiki"]}, only_search) == []
    assert found(index, {"query": "search the text", "servers": ["wiki"]}, only_search) == [
        "wiki__search_pages"]
