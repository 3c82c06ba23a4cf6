"""load_tools(..., discovery="search") against the notes example server and a server listing
1,294 real function definitions: the agent gets search_tools and call_tool over one index, and
call_tool's calls pass the same check as direct ones (repaired, refused naming the real tool)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from langchain_core.messages import ToolMessage

from toolvet.middleware import load_tools

REPO = Path(__file__).resolve().parents[2]
SERVERS = {
    "notes": {"command": sys.executable, "args": [str(REPO / "examples/servers/notes_server.py")]},
    "catalog": {"command": sys.executable,
                "args": [str(REPO / "tests/data/servers/catalog_server.py")]},
}


def tool_call(name: str, args: dict) -> dict:
    return {"type": "tool_call", "name": name, "args": args, "id": "c1"}


async def test_search_then_call_through_the_same_check(tmp_path: Path) -> None:
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": SERVERS, "proxy": {"always": ["get_note"]}}))
    async with load_tools(config, discovery="search") as toolset:
        assert [t.name for t in toolset.tools] == ["search_tools", "call_tool", "get_note"]
        assert len(toolset.loaded) > 1000
        search, call, _ = toolset.tools
        index = await toolset.index.current()  # each tool searched with its server's others
        assert index.group_of("get_note") == "notes"
        assert index.group_of("algebra_quadratic_roots") == "catalog"

        query = "Find the roots of a quadratic equation with coefficients a=1, b=-3, c=2"
        found = json.loads(await search.ainvoke({"query": query, "limit": 3}))
        assert len(found["tools"]) == 3
        assert found["tools"][0]["name"] == "algebra_quadratic_roots"
        assert found["tools"][0]["inputSchema"]["required"] == ["a", "b", "c"]
        assert "did you mean 'query'?" in await search.ainvoke({"qurey": "notes"})
        # Narrowed to the servers it names: those of the loaded tools.
        assert search.args_schema["properties"]["servers"]["items"]["enum"] == ["catalog", "notes"]
        narrowed = json.loads(await search.ainvoke({"query": "create a note", "servers": ["notes"]}))
        assert narrowed["tools"][0]["name"] == "create_note"
        assert {index.group_of(t["name"]) for t in narrowed["tools"]} == {"notes"}
        assert 'expected one of "catalog", "notes"' in await search.ainvoke(
            {"query": "a note", "servers": ["wiki"]})

        repaired = await call.ainvoke(tool_call(
            "call_tool", {"name": "algebra_quadratic_roots", "arguments": {"a": 1, "b": "-3", "c": 2}}))
        assert isinstance(repaired, ToolMessage)
        assert json.loads(repaired.content[0]["text"])["arguments"] == {"a": 1, "b": -3, "c": 2}

        invalid = await call.ainvoke(tool_call(
            "call_tool", {"name": "algebra_quadratic_roots", "arguments": {"a": "x"}}))
        text = json.dumps(invalid.content)
        assert "'algebra_quadratic_roots'" in text and "missing required argument" in text

        unknown = await call.ainvoke(tool_call("call_tool", {"name": "algebra_quadratic_root"}))
        assert "algebra_quadratic_roots" in str(unknown.content)  # the nearest name


async def test_the_config_s_discovery_is_the_default(tmp_path: Path) -> None:
    config = tmp_path / "servers.json"
    document = {"mcpServers": {"notes": SERVERS["notes"]}, "proxy": {"discovery": "search"}}
    config.write_text(json.dumps(document))
    async with load_tools(config) as toolset:
        assert [t.name for t in toolset.tools] == ["search_tools", "call_tool"]
    async with load_tools(config, discovery="list") as toolset:
        assert "create_note" in {t.name for t in toolset.tools}
