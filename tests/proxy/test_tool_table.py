"""The tool table in process: the tools clients see, rebuilt from the cache (exposed names, the
server config's filter, the tools the spec says no client may be offered, the constrained schemas,
the withheld ones with their reasons), the listing in a stable order, and the part a caller sees."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from tests.proxy.support import write_config
from toolvet.cache import SchemaCache
from toolvet.config import Config, load_config
from toolvet.constraints import constraints_from_config
from toolvet.lock import Lock
from toolvet.proxy.catalog._gate import ToolGate
from toolvet.proxy.catalog._tools import ToolTable
from toolvet.proxy.observability._metrics import Metrics


def tool(name: str, **properties: Any) -> dict[str, Any]:
    schema = {"type": "object", "properties": properties or {"text": {"type": "string"}}}
    return {"name": name, "description": f"The {name} tool.", "inputSchema": schema}


NOTES = [tool("search"), tool("create")]
WIKI = [tool("search"), tool("page")]


def table_of(
    directory: Path, servers: dict[str, dict[str, Any]] | None = None, **proxy: Any
) -> tuple[ToolTable, Config, ToolGate]:
    """A table over servers `notes` and `wiki` (never started; `servers`: more of an entry), with
    NOTES and WIKI in the cache, built the way the proxy builds it after its upstreams list."""
    entries = {name: {"command": f"{name}-server"} for name in ("notes", "wiki")}
    for name, more in (servers or {}).items():
        entries[name] |= more
    config = load_config(write_config(directory / "servers.json", entries, **proxy))
    cache = SchemaCache(constraints=constraints_from_config(config))
    cache.update("notes", NOTES)
    cache.update("wiki", WIKI)
    gate = ToolGate(config, Metrics(dict), None)
    table = ToolTable(cache)
    table.rebuild(config.servers, config.proxy, gate)
    return table, config, gate


def test_names_are_prefixed_only_where_servers_share_them_and_listed_in_order(
    tmp_path: Path,
) -> None:
    table, _, _ = table_of(tmp_path)
    assert table.exposed == {
        "notes__search": ("notes", "search"),
        "create": ("notes", "create"),
        "wiki__search": ("wiki", "search"),
        "page": ("wiki", "page"),
    }
    assert table.withheld == {}
    assert table.listing == [
        tool("create"),
        {**tool("search"), "name": "notes__search"},
        tool("page"),
        {**tool("search"), "name": "wiki__search"},
    ]
    assert table.name_warnings == []


def test_namespacing_never_hides_a_later_duplicate_and_says_so(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="toolvet.proxy"):
        table, _, _ = table_of(tmp_path, namespacing="never")
    assert table.exposed == {
        "search": ("notes", "search"),
        "create": ("notes", "create"),
        "page": ("wiki", "page"),
    }
    warning = (
        "'search' of server 'wiki' is hidden: server 'notes' has a tool of the same name and"
        " namespacing is 'never'"
    )
    assert table.name_warnings == [warning]
    assert warning in caplog.messages


def test_a_tool_the_server_config_denies_is_not_offered(tmp_path: Path) -> None:
    table, _, _ = table_of(tmp_path, {"wiki": {"tools": {"deny": ["search"]}}})
    assert table.exposed == {
        "search": ("notes", "search"),  # wiki's is gone: no collision left
        "create": ("notes", "create"),
        "page": ("wiki", "page"),
    }
    assert [d["name"] for d in table.listing] == ["create", "page", "search"]


def test_a_tool_whose_header_annotations_break_the_spec_is_not_offered(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The spec obliges clients to leave such a tool out; so does toolvet, and logs why."""
    config = load_config(write_config(tmp_path / "servers.json", {"notes": {"command": "x"}}))
    cache = SchemaCache()
    cache.update(
        "notes",
        [tool("search"), tool("tag", labels={"type": "array", "x-mcp-header": "Labels"})],
    )
    table = ToolTable(cache)
    with caplog.at_level(logging.WARNING, logger="toolvet.proxy"):
        table.rebuild(config.servers, config.proxy, ToolGate(config, Metrics(dict), None))
    assert table.exposed == {"search": ("notes", "search")}
    assert table.withheld == {}
    assert (
        "tool tag of notes is not offered: property 'labels': x-mcp-header is only allowed on a"
        " property of type string, integer or boolean, not 'array'" in caplog.messages
    )


def test_a_constrained_tool_is_listed_with_the_constrained_schema(tmp_path: Path) -> None:
    constrain = {"page": {"properties": {"text": {"maxLength": 200}}}}
    table, _, _ = table_of(tmp_path, {"wiki": {"tools": {"constrain": constrain}}})
    [page] = [d for d in table.listing if d["name"] == "page"]
    assert page["inputSchema"]["properties"]["text"] == {"type": "string", "maxLength": 200}
    assert table.cache["wiki", "page"].definition == tool("page")  # the server's, as sent


def test_withheld_tools_leave_the_listing_and_keep_their_reason(tmp_path: Path) -> None:
    lock = Lock()
    lock.pin("notes", NOTES)
    lock.pin("wiki", [tool("search"), tool("page", title={"type": "string"})])
    lock.save(tmp_path / "servers.lock.json")
    table, _, gate = table_of(tmp_path)
    assert set(table.exposed) == {"notes__search", "create", "wiki__search"}
    [(server, name, reason)] = table.withheld.values()
    assert (server, name) == ("wiki", "page") and list(table.withheld) == ["page"]
    assert reason == gate.reason(table.cache, "page", "wiki", "page")
    assert reason.startswith("Tool 'page' is withheld by toolvet: its definition changed")
    assert "page" not in [d["name"] for d in table.listing]
    assert table.entry("page") is None  # calls of it never reach validation


def test_an_entry_is_found_by_its_exposed_name(tmp_path: Path) -> None:
    table, _, _ = table_of(tmp_path)
    assert table.entry("wiki__search") is table.cache["wiki", "search"]
    assert table.entry("search") is None
    assert table.entry("no_such_tool") is None


def test_a_caller_sees_the_tools_its_rule_lets_through(tmp_path: Path) -> None:
    table, _, _ = table_of(tmp_path)
    only_wiki = table.visible(lambda server, name: server == "wiki")
    assert [d["name"] for d in only_wiki] == ["page", "wiki__search"]
    assert table.visible(lambda server, name: True) == table.listing
    assert table.visible(lambda server, name: False) == []


def test_rebuilding_after_a_server_lists_again_replaces_the_table(tmp_path: Path) -> None:
    table, config, gate = table_of(tmp_path)
    table.cache.update("wiki", [tool("page"), tool("history")])
    table.rebuild(config.servers, config.proxy, gate)
    assert table.exposed == {
        "search": ("notes", "search"),  # no longer shared: plain again
        "create": ("notes", "create"),
        "page": ("wiki", "page"),
        "history": ("wiki", "history"),
    }
    assert [d["name"] for d in table.listing] == ["create", "history", "page", "search"]
