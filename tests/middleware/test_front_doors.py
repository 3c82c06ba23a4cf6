"""The issue-28 table: the same servers.json refuses alike through both front doors, the proxy
(`toolvet serve` with the SDK's client) and `load_tools` (its tools, and the model-node check):
a tool drifted from the lock, an unusable inputSchema under `invalid_schema: block`, arguments
over `proxy.limits`, and a constraint that cannot apply. None of these calls reaches a server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
from langchain_core.messages import AIMessage

from tests.proxy.support import (
    NOTES_SERVER,
    REPO,
    CallLog,
    python_server,
    stdio_proxy,
    text_of,
    write_config,
)
from toolvet.lock import Lock
from toolvet.middleware import ToolSet, load_tools

ODD = REPO / "tests" / "data" / "servers" / "odd_schemas_server.py"


def text_of_message(message: Any) -> str:
    """The text a ToolMessage carries (its content blocks' texts, joined)."""
    content = message.content
    if isinstance(content, str):
        return content
    return "\n".join(block["text"] for block in content if block.get("type") == "text")


def model_verdict(toolset: ToolSet, name: str, args: dict[str, Any]) -> Any:
    message = AIMessage("", tool_calls=[{"name": name, "args": args, "id": "c1"}])
    [verdict] = toolset.middleware.check(message, toolset.tools)
    return verdict


async def test_a_tool_drifted_from_the_lock_is_withheld_by_both(tmp_path: Path) -> None:
    calls = CallLog(tmp_path / "calls.jsonl")
    config = write_config(
        tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER, calls.path)}
    )
    lock = Lock()  # what was reviewed: a search_notes that said something else
    lock.pin("notes", [{"name": "search_notes", "description": "Search the notes."}])
    lock.save(tmp_path / "servers.lock.json")
    args = {"query": "plan"}
    with anyio.fail_after(60):
        async with stdio_proxy(config) as proxy, load_tools(config) as toolset:
            listed = {t.name for t in (await proxy.session.list_tools()).tools}
            result = await proxy.session.call_tool("search_notes", args)
            names = {t.name for t in toolset.tools}
            verdict = model_verdict(toolset, "search_notes", args)
    assert "search_notes" not in listed and "search_notes" not in names
    assert result.isError and "is withheld by toolvet" in text_of(result)
    assert not verdict.ok
    assert calls.entries() == []


async def test_an_unusable_schema_under_block_is_refused_by_both(tmp_path: Path) -> None:
    servers = {"odd": python_server(ODD, validation={"invalid_schema": "block"})}
    config = write_config(tmp_path / "servers.json", servers)
    with anyio.fail_after(60):
        async with stdio_proxy(config) as proxy, load_tools(config) as toolset:
            result = await proxy.session.call_tool("remote_ref", {"a": 1})
            answer = await toolset.tool("remote_ref").ainvoke(
                {"type": "tool_call", "id": "c1", "name": "remote_ref", "args": {"a": 1}}
            )
            verdict = model_verdict(toolset, "remote_ref", {"a": 1})
    expected = "Tool 'remote_ref' cannot be called: its input schema cannot be used (remote_ref:"
    assert result.isError and text_of(result).startswith(expected)
    assert answer.status == "error" and text_of_message(answer) == text_of(result)
    assert not verdict.ok and verdict.message == text_of(result)


async def test_arguments_over_the_limit_are_refused_by_both(tmp_path: Path) -> None:
    calls = CallLog(tmp_path / "calls.jsonl")
    servers = {"notes": python_server(NOTES_SERVER, calls.path)}
    config = write_config(tmp_path / "servers.json", servers, limits={"max_argument_bytes": 1024})
    args = {"query": "x" * 4096}
    with anyio.fail_after(60):
        async with stdio_proxy(config) as proxy, load_tools(config) as toolset:
            result = await proxy.session.call_tool("search_notes", args)
            answer = await toolset.tool("search_notes").ainvoke(
                {"type": "tool_call", "id": "c1", "name": "search_notes", "args": args}
            )
            verdict = model_verdict(toolset, "search_notes", args)
    assert result.isError and "at most 1024 are accepted" in text_of(result)
    assert answer.status == "error" and text_of_message(answer) == text_of(result)
    assert not verdict.ok and verdict.message == text_of(result)
    assert calls.entries() == []


async def test_a_constraint_that_cannot_apply_is_refused_by_both(tmp_path: Path) -> None:
    calls = CallLog(tmp_path / "calls.jsonl")
    constrain = {"get_note": {"properties": {"note_id": {"format": "uuid"}}}}  # no such argument
    server = python_server(NOTES_SERVER, calls.path, tools={"constrain": constrain})
    config = write_config(tmp_path / "servers.json", {"notes": server})
    args = {"id": "8f4c3a52-51c4-4c2e-9a59-2f7d7b0f6c11"}
    with anyio.fail_after(60):
        async with stdio_proxy(config) as proxy, load_tools(config) as toolset:
            result = await proxy.session.call_tool("get_note", args)
            names = {t.name for t in toolset.tools}
            verdict = model_verdict(toolset, "get_note", args)
    assert result.isError and "is withheld by toolvet" in text_of(result)
    assert "get_note" not in names and not verdict.ok
    assert calls.entries() == []
