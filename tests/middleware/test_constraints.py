"""Operator constraints in the middleware: `load_tools` applies a server's `tools.constrain` as the
proxy does, so both reach the same verdict and message for every call."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_core.messages import AIMessage

from tests.proxy.support import (
    NOTES_SERVER,
    CallLog,
    python_server,
    stdio_proxy,
    text_of,
    write_config,
)
from toolvet.middleware import load_tools

CONSTRAIN = {
    "search_notes": {"properties": {"query": {"pattern": "^[a-z ]*$"}}},
    "*": {"properties": {"limit": {"maximum": 5}}},
    "get_note": {"properties": {"note_id": {"format": "uuid"}}},  # no such argument
}
CALLS: list[tuple[str, dict[str, Any]]] = [
    ("search_notes", {"query": "plan", "limit": 50}),  # the constraint's bound
    ("search_notes", {"query": "DROP TABLE", "limit": 500}),  # both bounds, and the pattern
    ("search_notes", {"query": "plan", "limit": "2"}),  # valid after a safe repair
    ("search_notes", {"query": "plan"}),
    ("get_note", {"id": "8f4c3a52-51c4-4c2e-9a59-2f7d7b0f6c11"}),  # its constraint cannot apply
]


def constrained_config(tmp_path: Path, calls: CallLog) -> Path:
    server = python_server(NOTES_SERVER, calls.path, tools={"constrain": CONSTRAIN})
    return write_config(tmp_path / "servers.json", {"notes": server})


async def test_the_middleware_and_the_proxy_judge_constrained_calls_alike(tmp_path: Path) -> None:
    config = constrained_config(tmp_path, CallLog(tmp_path / "calls.jsonl"))
    accepted = []
    async with load_tools(config) as toolset, stdio_proxy(config) as proxy:
        for name, args in CALLS:
            message = AIMessage("", tool_calls=[{"name": name, "args": args, "id": "c1"}])
            [verdict] = toolset.middleware.check(message, toolset.tools)
            result = await proxy.session.call_tool(name, args)
            assert bool(result.isError) == (not verdict.ok), (name, args)
            if not verdict.ok and name != "get_note":  # the proxy withholds get_note instead
                assert text_of(result) == verdict.message, (name, args)
            accepted.append(verdict.ok)
    assert accepted == [False, False, True, True, False]


async def test_the_tools_refuse_what_the_constraint_forbids_and_show_it(tmp_path: Path) -> None:
    calls = CallLog(tmp_path / "calls.jsonl")
    config = constrained_config(tmp_path, calls)
    async with load_tools(config) as toolset:
        search = toolset.tool("search_notes")
        assert search.args_schema["properties"]["limit"]["maximum"] == 5
        assert search.args_schema["properties"]["query"]["pattern"] == "^[a-z ]*$"

        refused = await search.ainvoke(
            {
                "type": "tool_call",
                "id": "c1",
                "name": "search_notes",
                "args": {"query": "plan", "limit": 50},
            }
        )
        accepted = await search.ainvoke(
            {
                "type": "tool_call",
                "id": "c2",
                "name": "search_notes",
                "args": {"query": "plan", "limit": 3},
            }
        )
        # As the proxy does, a tool whose constraint cannot apply is withheld: not offered.
        names = {tool.name for tool in toolset.tools}
        reason = toolset.interceptor.gate.reason(toolset.cache, "get_note", "notes", "get_note")
    assert refused.status == "error"
    assert "- limit: expected integer from 1 to 5, got 50" in str(refused.content)
    assert accepted.status != "error"
    assert "get_note" not in names and "search_notes" in names
    assert reason is not None and "has no argument 'note_id'" in reason
    assert [c["arguments"] for c in calls.entries()] == [{"query": "plan", "limit": 3}]
    assert toolset.cache.get("notes", "get_note").constraint_error is not None
