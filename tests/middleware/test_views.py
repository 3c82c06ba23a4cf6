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

from tests.proxy.support import stdio_proxy
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


@pytest.mark.parametrize("namespacing", ["auto", "never"])
async def test_a_rename_onto_another_tools_name_names_that_tool_as_the_proxy_does(
    tmp_path: Path, namespacing: str, caplog: pytest.LogCaptureFixture
) -> None:
    """create_note renamed to search_notes, the name of another of the server's tools: the proxy
    lists that other tool under its prefixed name (or hides it, with namespacing 'never'), and so
    does load_tools; the log names both tools (and, where the tool is listed, the file and the
    key of the rename)."""
    path, log = config(tmp_path, {"rename": {"create_note": "search_notes"}})
    settings = json.loads(path.read_text())
    settings["proxy"] = {"namespacing": namespacing}
    path.write_text(json.dumps(settings))
    async with stdio_proxy(path) as proxy:
        by_proxy = {t.name for t in (await proxy.session.list_tools()).tools}
    caplog.clear()
    async with load_tools(path) as toolset:
        names = {t.name for t in toolset.tools}
        made = await toolset.tool("search_notes").ainvoke(
            tool_call("search_notes", {"title": "VPN", "body": "down"}))
        if namespacing == "auto":
            found = await toolset.tool("notes__search_notes").ainvoke(
                tool_call("notes__search_notes", {"query": "VPN"}, "c2"))
    assert names == by_proxy
    assert made.status == "success"
    assert "create_note" not in names
    problem = (f"{path}: mcpServers.notes.tools.rename.create_note: 'search_notes' is also the"
               " name of tool 'search_notes' of server 'notes'")
    if namespacing == "auto":
        assert "notes__search_notes" in names
        assert found.status == "success" and "VPN" in found.content[0]["text"]
        assert f"{problem}, which clients now see as 'notes__search_notes'" in caplog.text
        assert [e["tool"] for e in received(log)] == ["create_note", "search_notes"]
    else:
        assert not any(name.endswith("search_notes") and name != "search_notes" for name in names)
        assert ("'search_notes' of server 'notes' is hidden: server 'notes' has a tool renamed to"
                " the same name and namespacing is 'never'") in caplog.text
        assert [e["tool"] for e in received(log)] == ["create_note"]
