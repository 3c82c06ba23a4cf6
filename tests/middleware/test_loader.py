"""load_tools against the example MCP servers, run as subprocesses over stdio."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from toolvet.middleware import ToolLoadError, load_tools

SERVERS = Path(__file__).resolve().parents[2] / "examples" / "servers"
CALL_LOG_ENV = "TOOLVET_EXAMPLE_CALL_LOG"

WriteConfig = Callable[..., Path]


@pytest.fixture
def call_log(tmp_path: Path) -> Path:
    return tmp_path / "calls.jsonl"


def received(call_log: Path) -> list[dict[str, Any]]:
    """The tools/call requests the example servers received, in order."""
    if not call_log.exists():
        return []
    return [json.loads(line) for line in call_log.read_text().splitlines()]


@pytest.fixture
def write_config(tmp_path: Path, call_log: Path) -> WriteConfig:
    """Write a servers.json for some of the example servers; `extra` is merged per server."""

    def write(*names: str, extra: dict[str, dict[str, Any]] | None = None, **more: Any) -> Path:
        servers: dict[str, Any] = {
            name: {
                "command": sys.executable,
                "args": [str(SERVERS / f"{name}_server.py")],
                "env": {CALL_LOG_ENV: str(call_log)},
                **(extra or {}).get(name, {}),
            }
            for name in names
        }
        servers.update(more)
        path = tmp_path / "servers.json"
        path.write_text(json.dumps({"mcpServers": servers}))
        return path

    return write


def tool_call(name: str, args: dict[str, Any], call_id: str = "c1") -> dict[str, Any]:
    return {"type": "tool_call", "name": name, "args": args, "id": call_id}


async def test_tools_load_and_fill_the_cache(write_config: WriteConfig) -> None:
    config = write_config(
        "notes", "calendar", extra={"notes": {"tools": {"deny": ["*_admin_tools"]}}}
    )

    async with load_tools(config) as toolset:
        names = {t.name for t in toolset.tools}
        assert {"search_notes", "create_note", "schedule_event", "find_free_slots"} <= names
        assert "enable_admin_tools" not in names  # the server's `tools` filter applies
        assert toolset.cache.servers() == ["notes", "calendar"]
        assert {e.name for e in toolset.cache} == names
        entry = toolset.cache.get("calendar", "schedule_event")
        assert toolset.tool("schedule_event").args_schema == entry.input_schema
        assert toolset.middleware.cache is toolset.cache
        assert toolset.errors == {}


async def test_one_persistent_session_per_server(write_config: WriteConfig) -> None:
    """The notes server keeps notes in memory: a second call sees the first one's note."""
    async with load_tools(write_config("notes")) as toolset:
        await toolset.tool("create_note").ainvoke({"title": "Otters", "body": "They hold hands."})
        found = await toolset.tool("search_notes").ainvoke({"query": "otters"})

    assert '"total": 1' in found[0]["text"]


async def test_an_invalid_call_never_reaches_the_server(
    write_config: WriteConfig, call_log: Path
) -> None:
    async with load_tools(write_config("notes")) as toolset:
        search = toolset.tool("search_notes")
        result = await search.ainvoke(tool_call("search_notes", {"query": "x", "limit": 500}))
        repaired = await search.ainvoke(tool_call("search_notes", {"query": "x", "limit": "5"}))
        entry = toolset.cache.get("notes", "search_notes")

    assert isinstance(result, ToolMessage) and result.status == "error"
    expected = entry.validate({"query": "x", "limit": 500}).message_for("search_notes")
    assert result.content[0]["text"] == expected
    assert repaired.status == "success"
    # Only the repaired call arrived, with 5 as a number.
    assert received(call_log) == [{"tool": "search_notes", "arguments": {"query": "x", "limit": 5}}]


async def test_an_agent_with_the_middleware_corrects_its_call(
    write_config: WriteConfig, call_log: Path, scripted
) -> None:
    model = scripted(
        AIMessage(
            "",
            tool_calls=[
                tool_call(
                    "schedule_event",
                    {"title": "Standup", "start": "9am tomorrow", "end": "2025-03-01T09:15:00Z"},
                )
            ],
        ),
        AIMessage(
            "",
            tool_calls=[
                tool_call(
                    "schedule_event",
                    {
                        "title": "Standup",
                        "start": "2025-03-01T09:00:00Z",
                        "end": "2025-03-01T09:15:00Z",
                    },
                    "c2",
                )
            ],
        ),
        AIMessage("Scheduled."),
    )

    async with load_tools(write_config("calendar")) as toolset:
        agent = create_agent(model, tools=toolset.tools, middleware=[toolset.middleware])
        result = await agent.ainvoke({"messages": [HumanMessage("standup at 9")]})

    error = model.seen[1][-1]
    assert error.status == "error" and "- start: expected a valid date-time" in error.content
    assert [c["arguments"]["start"] for c in received(call_log)] == ["2025-03-01T09:00:00Z"]
    assert result["messages"][-1].content == "Scheduled."


async def test_an_agent_without_the_middleware_is_still_protected(
    write_config: WriteConfig, call_log: Path, scripted
) -> None:
    model = scripted(
        AIMessage("", tool_calls=[tool_call("cancel_event", {"event_id": "42"})]),
        AIMessage("", tool_calls=[tool_call("cancel_event", {"event_id": "evt-0042"}, "c2")]),
        AIMessage("Cancelled."),
    )

    async with load_tools(write_config("calendar")) as toolset:
        agent = create_agent(model, tools=toolset.tools)
        await agent.ainvoke({"messages": [HumanMessage("cancel 42")]})

    error = model.seen[1][-1]
    assert error.status == "error"
    assert error.content[0]["text"].startswith("Invalid arguments for tool 'cancel_event'")
    assert [c["arguments"] for c in received(call_log)] == [{"event_id": "evt-0042"}]


async def test_prefixed_names(write_config: WriteConfig, scripted) -> None:
    model = scripted(
        AIMessage(
            "", tool_calls=[tool_call("notes_search_notes", {"query": "x", "sort": "newest"})]
        ),
        AIMessage(
            "",
            tool_calls=[tool_call("notes_search_notes", {"query": "x", "sort": "created"}, "c2")],
        ),
        AIMessage("done"),
    )

    async with load_tools(write_config("notes"), tool_name_prefix=True) as toolset:
        assert toolset.tool("notes_search_notes")
        agent = create_agent(model, tools=toolset.tools, middleware=[toolset.middleware])
        await agent.ainvoke({"messages": [HumanMessage("search")]})

    assert model.seen[1][-1].content.startswith("Invalid arguments for tool 'notes_search_notes'")


async def test_warn_mode_lets_invalid_calls_through(
    write_config: WriteConfig, call_log: Path
) -> None:
    config = write_config("notes", extra={"notes": {"validation": {"mode": "warn"}}})

    async with load_tools(config) as toolset:
        [verdict] = toolset.middleware.check(
            AIMessage("", tool_calls=[tool_call("search_notes", {"query": "x", "limit": 500})]),
            toolset.tools,
        )
        await toolset.tool("search_notes").ainvoke(
            tool_call("search_notes", {"query": "x", "limit": 500})
        )

    assert verdict.status == "warned" and verdict.ok
    assert received(call_log) == [
        {"tool": "search_notes", "arguments": {"query": "x", "limit": 500}}
    ]


async def test_the_cache_follows_tools_list_changed(write_config: WriteConfig) -> None:
    async with load_tools(write_config("notes")) as toolset:
        assert toolset.cache.get("notes", "purge_notes") is None

        await toolset.tool("enable_admin_tools").ainvoke({})
        # The refresh runs in the background: the cache first, then the content guard's review
        # (whose first use in a process compiles its rules, tens of seconds on a busy machine),
        # then `tools`. Wait for the last of them, bounded.
        async with asyncio.timeout(120):
            while "purge_notes" not in {t.name for t in toolset.tools}:
                await asyncio.sleep(0.025)

        assert toolset.cache.get("notes", "purge_notes") is not None


class TestServersThatFail:
    BROKEN = {"command": sys.executable, "args": ["-c", "import sys; sys.exit(3)"]}

    async def test_raise_names_the_server(self, write_config: WriteConfig) -> None:
        with pytest.raises(ToolLoadError) as caught:
            async with load_tools(write_config("notes", broken=self.BROKEN)):
                pass

        assert list(caught.value.errors) == ["broken"]
        assert "broken" in str(caught.value)

    async def test_skip_goes_on_without_it(self, write_config: WriteConfig) -> None:
        async with load_tools(
            write_config("notes", broken=self.BROKEN), on_error="skip"
        ) as toolset:
            assert list(toolset.errors) == ["broken"]
            assert toolset.cache.servers() == ["notes"]
            assert toolset.tool("search_notes")


async def test_an_unknown_server_name_is_a_clear_error(write_config: WriteConfig) -> None:
    with pytest.raises(ValueError, match="no server 'note'; did you mean 'notes'"):
        async with load_tools(write_config("notes"), servers=["note"]):
            pass


async def test_errors_inside_the_block_propagate_unchanged(write_config: WriteConfig) -> None:
    with pytest.raises(KeyError, match="did you mean 'search_notes'"):
        async with load_tools(write_config("notes")) as toolset:
            toolset.tool("serch_notes")
