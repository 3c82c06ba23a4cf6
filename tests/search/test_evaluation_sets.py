"""The fresh held-out sets built apart from the tuning (fresh2: BFCL's multi-turn APIs and user turns;
fresh3: Arcade's toolkits and their eval suites' requests; fresh4 and fresh5: real MCP servers'
tools (49, then fresh2_mcp's 51) and requests written blind for a seeded draw of them;
tests/data/search/README.md) load as their README says: well formed, every request's tool in its
catalog, no ranker run on them."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import replace

import pytest

from tests.data.search import (
    build_fresh4,
    build_fresh5,
    build_fresh6,
    build_fresh7,
    build_fresh8,
    build_fresh9,
    build_fresh10,
    build_fresh11,
    build_fresh12,
    build_fresh13,
    build_fresh14,
    build_fresh15,
    build_fresh16,
    build_fresh17,
    build_fresh18,
    build_fresh19,
    build_fresh20,
    build_fresh21,
    build_fresh22,
    build_fresh23,
    build_fresh24,
    build_fresh25,
    build_fresh26,
    build_fresh27,
    build_fresh28,
    build_fresh29,
    build_fresh30,
    evaluation,
)


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


ARCADE_TOOLKITS = {
    "Asana", "Confluence", "Dropbox", "E2b", "Firecrawl", "Github", "Google", "Hubspot", "Jira",
    "Linear", "Linkedin", "NotionToolkit", "OutlookCalendar", "OutlookMail", "Reddit", "Salesforce",
    "Search", "Slack", "Spotify", "X"}


def test_fresh3_pairs_each_arcade_eval_request_with_one_tool_of_its_own_catalog():
    own = json.loads((evaluation.HERE / "fresh3_catalog.json").read_text())
    asked = evaluation.queries("fresh3")
    assert (len(own), len(asked)) == (228, 348)
    by_name = {tool["name"]: tool for tool in own}
    assert len(by_name) == len(own)
    for query in asked:
        assert query.tool in by_name and query.split == "fresh3" and query.text.strip()
        assert query.tool.startswith(f"{query.category}_")  # Arcade's Toolkit_ToolName
    assert {query.category for query in asked} == ARCADE_TOOLKITS
    tools_of_text: dict[str, set[str]] = defaultdict(set)
    for query in asked:
        tools_of_text[query.text].add(query.tool)
    assert all(len(tools) == 1 for tools in tools_of_text.values())  # no request asks for two
    assert len({query.id for query in asked}) == len(asked)


def test_fresh3_tools_are_described_and_typed_as_arcade_puts_them_on_the_wire():
    """The docstring is the description; `ToolContext` is not a parameter; an enum's values are
    listed; a parameter without a default is required."""
    by_name = {tool["name"]: tool for tool in
               json.loads((evaluation.HERE / "fresh3_catalog.json").read_text())}
    issue = by_name["Github_CreateIssue"]
    assert issue["description"].startswith("Create an issue in a GitHub repository.")
    assert issue["inputSchema"]["required"] == ["owner", "repo", "title"]
    assert issue["inputSchema"]["properties"]["labels"] == {
        "type": "array", "items": {"type": "string"},
        "description": "Labels to associate with this issue."}
    reply = by_name["Google_ReplyToEmail"]["inputSchema"]["properties"]["reply_to_whom"]
    assert reply["enum"] == ["every_recipient", "only_the_sender"]
    for tool in by_name.values():
        schema = tool["inputSchema"]
        assert tool["description"].strip() and schema["type"] == "object"
        assert "context" not in schema["properties"]
        assert set(schema.get("required", [])) <= set(schema["properties"])


# BFCL's catalog is each set's only distractor (fresh5 leaves fresh4's servers out: they offer
# many of the same services, Jira, Elasticsearch, web search, browser screenshots). A name twice
# is the server's own: mcp-arr-server lists `lidarr_get_quality_profiles` twice, with two
# descriptions; build_fresh4.target_tools names a tool by its server and name, so both get the
# hashed name `expose` gives a second tool of one name (fresh7; a request for it is answered by
# either; the proxy itself lists one of the two).
@pytest.mark.parametrize(("split", "total", "twice"), [
    ("fresh3", 1522, set()), ("fresh4", 2095, set()), ("fresh5", 2189, set()),
    ("fresh6", 2205, set()), ("fresh7", 2232, {"arr__lidarr_get_quality_profiles_6d6edd1c"}),
    ("fresh8", 2097, set()), ("fresh9", 2042, set()),
    ("fresh10", 1938, set()), ("fresh11", 1655, set()), ("fresh12", 1974, set()),
    ("fresh13", 1731, set()), ("fresh14", 1579, set()),
    ("fresh15", 1637, set()), ("fresh16", 1766, set()),
    ("fresh17", 1469, set()), ("fresh18", 1519, set()),
    ("fresh19", 1481, set()), ("fresh20", 1502, set()), ("fresh21", 1500, set()),
    ("fresh22", 1488, set()), ("fresh23", 1480, set()), ("fresh24", 1528, set()),
    ("fresh25", 1453, set()), ("fresh26", 1479, set()), ("fresh27", 1426, set()),
    ("fresh28", 1506, set()), ("fresh29", 1412, set()), ("fresh30", 1419, set())])
def test_a_fresh_catalog_puts_its_tools_among_bfcls_with_no_name_twice(split, total, twice):
    own = json.loads((evaluation.HERE / f"{split}_catalog.json").read_text())
    tools = evaluation.catalog_for(split)
    names = [tool["name"] for tool in tools]
    assert tools[:len(own)] == own
    assert len(names) == len(own) + len(evaluation.catalog()) == total
    assert {name for name in names if names.count(name) > 1} == twice
    assert len(set(names)) == total - len(twice)


def test_fresh4_pairs_each_written_request_with_one_tool_of_the_49_servers():
    """Requests written blind for a seeded draw of the servers' tools (build_fresh4.py): each
    names one of fresh4's own tools, grouped by the server key the tool's name starts with."""
    own = json.loads((evaluation.HERE / "fresh4_catalog.json").read_text())
    asked = evaluation.queries("fresh4")
    assert (len(own), len(asked)) == (801, 330)
    by_name = {tool["name"]: tool for tool in own}
    assert len(by_name) == len(own)
    for query in asked:
        assert query.tool in by_name and query.split == "fresh4" and query.text.strip()
        assert query.tool.startswith(f"{query.category}__")  # the proxy's <server>__<tool>
        assert by_name[query.tool]["description"].strip()
    assert len({query.category for query in asked}) == 48  # wikipedia's tools all have a twin
    assert len({query.tool for query in asked}) == len(asked)  # one request per drawn tool
    assert len({query.text for query in asked}) == len(asked)
    assert len({query.id for query in asked}) == len(asked)


def test_fresh4_names_every_tool_as_the_proxy_exposes_it_with_namespacing_always():
    from toolvet.pipeline import VALID_NAME

    own = json.loads((evaluation.HERE / "fresh4_catalog.json").read_text())
    servers = {tool["name"].split("__", 1)[0] for tool in own}
    assert len(servers) == 49 and {"cloudflare", "linear", "redis", "iam"} <= servers
    assert {"cloudflare__worker_delete", "linear__linear_updateIssue"} <= {t["name"] for t in own}
    for tool in own:
        assert VALID_NAME.match(tool["name"]) and tool["inputSchema"].get("type") == "object"


def test_fresh4_requests_follow_the_seeded_draw_and_skip_what_no_request_can_single_out():
    """The written requests and the skipped tools are exactly the first tools of the draw, so no
    tool was chosen by hand; a tool whose twin (same definition) is in the catalog is skipped."""
    tools = build_fresh4.target_tools()
    assert tools == json.loads((evaluation.HERE / "fresh4_catalog.json").read_text())
    written = json.loads((evaluation.HERE / "fresh4_requests.json").read_text())
    order = build_fresh4.draw_order(tools)
    repeated = build_fresh4.twins(tools)
    asked = build_fresh4.requests_in_draw_order(order, written, repeated)
    assert [(query.tool, query.text) for query in evaluation.queries("fresh4")] == asked
    assert len(written["skipped"]) == 13 and len(asked) + 13 == 343
    assert {name.split("__", 1)[0] for name in repeated} == {"wikipedia"}


def test_fresh5_pairs_each_written_request_with_one_tool_of_the_51_servers():
    """Requests written blind for a seeded draw of fresh2_mcp's servers' tools (build_fresh5.py):
    each names one of fresh5's own tools, grouped by the server key its name starts with."""
    own = json.loads((evaluation.HERE / "fresh5_catalog.json").read_text())
    asked = evaluation.queries("fresh5")
    assert (len(own), len(asked)) == (895, 324)
    by_name = {tool["name"]: tool for tool in own}
    assert len(by_name) == len(own)
    for query in asked:
        assert query.tool in by_name and query.split == "fresh5" and query.text.strip()
        assert query.tool.startswith(f"{query.category}__")  # the proxy's <server>__<tool>
        assert by_name[query.tool]["description"].strip()
    # every tool of the second GitLab and Brave servers, mcp-server-fetch's and cli-mcp-server's
    # does what another server's tool does as well, so none is asked for
    assert len({query.category for query in asked}) == 47
    assert not {query.category for query in asked} & {"gitlablegacy", "bravelegacy", "fetch", "cli"}
    assert len({query.tool for query in asked}) == len(asked)  # one request per drawn tool
    assert len({query.text for query in asked}) == len(asked)
    assert len({query.id for query in asked}) == len(asked)


def test_fresh5_names_every_tool_as_the_proxy_exposes_it_with_namespacing_always():
    from toolvet.pipeline import VALID_NAME

    own = json.loads((evaluation.HERE / "fresh5_catalog.json").read_text())
    servers = {tool["name"].split("__", 1)[0] for tool in own}
    assert len(servers) == 51 and {"gitlab", "gitlablegacy", "brave", "bravelegacy"} <= servers
    assert {"gitlab__create_issue", "gitlablegacy__create_issue", "k8s__kubectl_logs"} <= {
        tool["name"] for tool in own}
    for tool in own:
        assert VALID_NAME.match(tool["name"]) and tool["inputSchema"].get("type") == "object"


def test_fresh5_requests_follow_the_seeded_draw_and_skip_what_no_request_can_single_out():
    """The written requests and the skipped tools are exactly the first tools of the draw (seed
    5), so no tool was chosen by hand; a tool with a twin of the same definition is skipped."""
    tools = build_fresh5.fresh5_tools()
    assert tools == json.loads((evaluation.HERE / "fresh5_catalog.json").read_text())
    written = json.loads((evaluation.HERE / "fresh5_requests.json").read_text())
    order = build_fresh4.draw_order(tools, build_fresh5.SEED)
    repeated = build_fresh4.twins(tools)
    asked = build_fresh4.requests_in_draw_order(order, written, repeated)
    assert [(query.tool, query.text) for query in evaluation.queries("fresh5")] == asked
    assert len(written["skipped"]) == 53 and len(asked) + 53 == 377
    assert {name.split("__", 1)[0] for name in repeated} == {"eaplaywright", "puppeteer"}
    assert order[:2] == ["arxiv__get_abstract", "atlassian__confluence_get_page"]


# (set, its build, tools, requests, skipped, servers, servers asked of): fresh6 for the 45 MCP
# servers of servers_sixth.json (seed 6; shopify is asked nothing), fresh7 for the 43 of
# servers_seventh.json (seed 7), fresh8 for the 39 of servers_eighth.json (seed 8), fresh9 for the 36
# of servers_ninth.json (seed 9), fresh10 for the 31 of servers_tenth.json (seed 10; science lists
# no descriptions, so it is never drawn), fresh11 for the 28 of servers_eleventh.json (seed 11),
# fresh12 for the 29 of servers_twelfth.json (seed 12), fresh13 for the 17 of
# servers_thirteenth.json (seed 13), fresh14 for the 15 of servers_fourteenth.json (seed 14: every
# tool drawn), fresh15 for the 15 of servers_fifteenth.json (seed 15: 310 of its 343 tools drawn),
# fresh16 for the 17 of servers_sixteenth.json (seed 16: 300 of its 472 tools drawn), fresh17 for
# the 7 of servers_seventeenth.json (seed 17: every tool drawn), fresh18 for the 13 of
# servers_eighteenth.json (seed 18: 200 of its 225 tools drawn), fresh19 for the 11 of
# servers_nineteenth.json (seed 19: every tool drawn), fresh20 for the 12 of
# servers_twentieth.json (seed 20: every tool drawn, two skipped as twins), fresh21 for the 11 of
# servers_twenty_first.json (seed 21: every tool drawn), fresh22 for the 10 of
# servers_twenty_second.json (seed 22: every tool drawn, one skipped as a twin), fresh23 for the
# 10 of servers_twenty_third.json (seed 23: every tool drawn, three skipped), fresh24 for the 12 of
# servers_twenty_fourth.json (seed 24: every tool drawn), fresh25 for the 10 of
# servers_twenty_fifth.json (seed 25: every tool drawn, two skipped as twins), fresh26 for the 10
# of servers_twenty_sixth.json (seed 26: every tool drawn, four skipped as twins), fresh27 for
# the 11 of servers_twenty_seventh.json (seed 27: every tool drawn, six skipped), fresh28 for
# the 12 of servers_twenty_eighth.json (seed 28: every tool drawn, four skipped), fresh29 for
# the 10 of servers_twenty_ninth.json (seed 29: every tool drawn, six skipped), fresh30 for the
# 9 of servers_thirtieth.json (seed 30: every tool drawn, none skipped).
SERVER_SETS = [("fresh6", build_fresh6, build_fresh6.fresh6_tools, 911, 326, 4, 45, 44),
               ("fresh7", build_fresh7, build_fresh7.fresh7_tools, 938, 316, 1, 43, 43),
               ("fresh8", build_fresh8, build_fresh8.fresh8_tools, 803, 312, 8, 39, 39),
               ("fresh9", build_fresh9, build_fresh9.fresh9_tools, 748, 298, 2, 36, 36),
               ("fresh10", build_fresh10, build_fresh10.fresh10_tools, 644, 306, 5, 31, 30),
               ("fresh11", build_fresh11, build_fresh11.fresh11_tools, 361, 287, 13, 28, 28),
               ("fresh12", build_fresh12, build_fresh12.fresh12_tools, 680, 291, 9, 29, 29),
               ("fresh13", build_fresh13, build_fresh13.fresh13_tools, 437, 291, 9, 17, 17),
               ("fresh14", build_fresh14, build_fresh14.fresh14_tools, 285, 240, 45, 15, 15),
               ("fresh15", build_fresh15, build_fresh15.fresh15_tools, 343, 302, 8, 15, 15),
               ("fresh16", build_fresh16, build_fresh16.fresh16_tools, 472, 293, 7, 17, 17),
               ("fresh17", build_fresh17, build_fresh17.fresh17_tools, 175, 174, 1, 7, 7),
               ("fresh18", build_fresh18, build_fresh18.fresh18_tools, 225, 200, 0, 13, 13),
               ("fresh19", build_fresh19, build_fresh19.fresh19_tools, 187, 187, 0, 11, 11),
               ("fresh20", build_fresh20, build_fresh20.fresh20_tools, 208, 206, 2, 12, 12),
               ("fresh21", build_fresh21, build_fresh21.fresh21_tools, 206, 206, 0, 11, 11),
               ("fresh22", build_fresh22, build_fresh22.fresh22_tools, 194, 193, 1, 10, 10),
               ("fresh23", build_fresh23, build_fresh23.fresh23_tools, 186, 183, 3, 10, 10),
               ("fresh24", build_fresh24, build_fresh24.fresh24_tools, 234, 234, 0, 12, 12),
               ("fresh25", build_fresh25, build_fresh25.fresh25_tools, 159, 157, 2, 10, 10),
               ("fresh26", build_fresh26, build_fresh26.fresh26_tools, 185, 181, 4, 10, 10),
               ("fresh27", build_fresh27, build_fresh27.fresh27_tools, 132, 126, 6, 11, 11),
               ("fresh28", build_fresh28, build_fresh28.fresh28_tools, 212, 208, 4, 12, 12),
               ("fresh29", build_fresh29, build_fresh29.fresh29_tools, 118, 112, 6, 10, 10),
               ("fresh30", build_fresh30, build_fresh30.fresh30_tools, 125, 125, 0, 9, 9)]


@pytest.mark.parametrize(("split", "build", "tools_of", "count", "requests", "skipped", "servers",
                          "asked_of"), SERVER_SETS, ids=[row[0] for row in SERVER_SETS])
def test_a_server_sets_requests_follow_the_seeded_draw_of_its_servers(
        split, build, tools_of, count, requests, skipped, servers, asked_of):
    """Requests written blind for a seeded draw of the tools of MCP servers no other set uses:
    exactly the first tools of the draw, each asked for once or skipped with a reason, each
    named as the proxy exposes it (`<server>__<tool>`)."""
    from toolvet.pipeline import VALID_NAME

    tools = tools_of()
    assert tools == json.loads((evaluation.HERE / f"{split}_catalog.json").read_text())
    written = json.loads((evaluation.HERE / f"{split}_requests.json").read_text())
    order = build_fresh4.draw_order(tools, build.SEED)
    asked = build_fresh4.requests_in_draw_order(order, written, build_fresh4.twins(tools))
    queries = evaluation.queries(split)
    assert [(query.tool, query.text) for query in queries] == asked
    assert (len(tools), len(asked), len(written["skipped"])) == (count, requests, skipped)
    assert len({tool["name"].split("__", 1)[0] for tool in tools}) == servers
    assert len({query.category for query in queries}) == asked_of
    assert len({query.text for query in queries}) == len({query.id for query in queries}) == requests
    for query in queries:
        assert query.tool.startswith(f"{query.category}__")
    for tool in tools:
        assert VALID_NAME.match(tool["name"]) and tool["inputSchema"].get("type") == "object"
