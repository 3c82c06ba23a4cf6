"""The second fresh held-out set (BFCL's multi-turn APIs and user turns, tests/data/search/README.md)
loads as its README says: well formed, every request's tool in its catalog, no ranker run on it."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import replace

from tests.data.search import evaluation


def test_fresh2_pairs_each_user_turn_with_one_tool_of_its_own_catalog():
    own = json.loads((evaluation.HERE / "fresh2_catalog.json").read_text())
    asked = evaluation.queries("fresh2")
    assert (len(own), len(asked)) == (128, 476)
    own_names = {tool["name"] for tool in own}
    assert {query.tool for query in asked} <= own_names
    assert {query.category for query in asked} == {
        "GorillaFileSystem", "MathAPI", "MessageAPI", "TwitterAPI", "TicketAPI", "TradingBot",
        "TravelAPI", "VehicleControlAPI"}
    tools_of_text: dict[str, set[str]] = defaultdict(set)
    for query in asked:
        assert query.text.strip() and query.split == "fresh2"
        tools_of_text[query.text].add(query.tool)
    assert all(len(tools) == 1 for tools in tools_of_text.values())  # no request asks for two
    assert len({query.id for query in asked}) == len(asked)


def test_fresh2_catalog_puts_its_tools_among_bfcls_with_no_name_twice():
    """A BFCL single-turn tool of the same name as a multi-turn one (send_message, add, ...) is
    left out, so the name a request asks for means one definition."""
    tools = evaluation.catalog_for("fresh2")
    names = [tool["name"] for tool in tools]
    assert len(names) == len(set(names)) == 1415
    by_name = {tool["name"]: tool for tool in tools}
    assert by_name["send_message"]["description"].startswith("This tool belongs to the Message API")
    for tool in tools:
        assert isinstance(tool["description"], str)
        assert tool["inputSchema"].get("type") == "object"


def test_fresh2_mcp_adds_real_mcp_servers_tools_as_distractors():
    plain, with_servers = evaluation.catalog_for("fresh2"), evaluation.catalog_for("fresh2_mcp")
    names = [tool["name"] for tool in with_servers]
    assert with_servers[:len(plain)] == plain
    assert len(names) == len(set(names)) > len(plain) + 800
    assert {"browser_navigate", "create_pull_request"} <= set(names)
    assert evaluation.queries("fresh2_mcp") == [
        replace(query, split="fresh2_mcp") for query in evaluation.queries("fresh2")]
