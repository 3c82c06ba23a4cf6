"""load_tools shows the operator's view of the tools as the proxy does (`tools.rename`,
`describe`, `fixed`), over the example notes server run as a subprocess: the same list steps,
the same call step, the model-node check and the tool's own check alike."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from toolvet.middleware import load_tools

NOTES = Path(__file__).resolve().parents[2] / "examples" / "servers" / "notes_server.py"
VIEW = {
    "rename": {"create_note": "open_ticket"},
    "describe": {"create_note": "Open a support ticket."},
    "fixed": {"create_note": {"priority": "high", "tags": ["support"]}},
}


def config(directory: Path, tools: dict[str, Any] = VIEW) -> tuple[Path, Path]:
    log = directory / "calls.jsonl"
    server = {
        "command": sys.executable,
        "args": [str(NOTES)],
        "env": {"TOOLVET_EXAMPLE_CALL_LOG": str(log)},
        "tools": tools,
    }
    path = directory / "servers.json"
    path.write_text(json.dumps({"mcpServers": {"notes": server}}))
    return path, log


def received(log: Path) -> list[dict[str, Any]]:
    lines = log.read_text().splitlines() if log.exists() else []
    return [json.loads(line) for line in lines]


def tool_call(name: str, args: dict[str, Any], call_id: str = "c1") -> dict[str, Any]:
    return {"type": "tool_call", "name": name, "args": args, "id": call_id}


async def test_the_tools_are_the_view_and_calls_get_the_fixed_arguments(tmp_path: Path) -> None:
    path, log = config(tmp_path)
    async with load_tools(path) as toolset:
        names = {t.name for t in toolset.tools}
        ticket = toolset.tool("open_ticket")
        done = await ticket.ainvoke(tool_call("open_ticket", {"title": "VPN", "body": "down"}))
        clash = await ticket.ainvoke(
            tool_call("open_ticket", {"title": "x", "body": "y", "priority": "low"})
        )
    assert "open_ticket" in names and "create_note" not in names
    assert ticket.description == "Open a support ticket."
    assert not {"priority", "tags"} & set(ticket.args)
    assert isinstance(done, ToolMessage) and done.status == "success"
    assert clash.status == "error"
    assert "'priority' is set by the operator to \"high\"" in clash.content[0]["text"]
    assert received(log) == [
        {
            "tool": "create_note",
            "arguments": {"title": "VPN", "body": "down", "priority": "high", "tags": ["support"]},
        }
    ]


async def test_the_model_node_checks_a_renamed_tool_with_its_fixed_arguments(
    tmp_path: Path, scripted
) -> None:
    model = scripted(
        AIMessage("", tool_calls=[tool_call("open_ticket", {"title": "", "body": "b"})]),
        AIMessage("", tool_calls=[tool_call("open_ticket", {"title": "Fire", "body": "b"}, "c2")]),
        AIMessage("Opened."),
    )
    path, log = config(tmp_path)
    async with load_tools(path) as toolset:
        agent = create_agent(model, tools=toolset.tools, middleware=[toolset.middleware])
        await agent.ainvoke({"messages": [HumanMessage("the printer is on fire")]})
    error = model.seen[1][-1]
    assert error.status == "error" and error.content.startswith(
        "Invalid arguments for tool 'open_ticket'"
    )
    assert "title" in error.content and "priority" not in error.content
    (entry,) = received(log)
    assert entry["arguments"]["title"] == "Fire" and entry["arguments"]["priority"] == "high"


async def test_a_view_needs_the_check_on_call(tmp_path: Path) -> None:
    path, _ = config(tmp_path)
    with pytest.raises(ValueError, match="validate_on_call=False cannot leave that out"):
        async with load_tools(path, validate_on_call=False):
            pass
