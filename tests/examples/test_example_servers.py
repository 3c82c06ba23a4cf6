"""End-to-end checks of the example MCP servers (toolvet_examples) over stdio and HTTP."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import anyio
import mcp.types as types
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

from tests.peers.support import free_port, listening, stop_process
from tests.proxy.support import (
    CALL_LOG_ENV,
    REPO,
    CallLog,
    Connection,
    open_connection,
    proxy_environment,
    text_of,
)

SERVERS_DIR = REPO / "toolvet_examples"
NOTES = SERVERS_DIR / "notes_server.py"
CALENDAR = SERVERS_DIR / "calendar_server.py"


@asynccontextmanager
async def stdio_session(server: Path, call_log: Path | None = None) -> AsyncIterator[Connection]:
    """An initialized client session (with what it received and sent) on `server` run with this
    interpreter over stdio, in this directory; its calls logged to `call_log`, when given."""
    env = proxy_environment()
    if call_log is not None:
        env[CALL_LOG_ENV] = str(call_log)
    params = StdioServerParameters(command=sys.executable, args=[str(server)], env=env)
    async with (
        stdio_client(params) as (read, write),
        open_connection(read, write, "stdio") as client,
    ):
        yield client


async def test_notes_tools_schemas_calls_and_call_log(tmp_path: Path) -> None:
    log = tmp_path / "calls.jsonl"
    async with stdio_session(NOTES, call_log=log) as client:
        session = client.session
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert {
            "create_note",
            "search_notes",
            "get_note",
            "add_entities",
            "bulk_import",
            "slow_echo",
            "enable_admin_tools",
        } <= tools.keys()
        assert "purge_notes" not in tools

        search = tools["search_notes"].inputSchema
        assert search["properties"]["limit"] == {
            "default": 10,
            "description": "Maximum notes to return.",
            "maximum": 100,
            "minimum": 1,
            "title": "Limit",
            "type": "integer",
        }
        assert search["$defs"]["SearchFilters"]["additionalProperties"] is False
        due = tools["create_note"].inputSchema["properties"]["due"]
        assert due["anyOf"] == [{"format": "date-time", "type": "string"}, {"type": "null"}]
        entity = tools["add_entities"].inputSchema["$defs"]["Entity"]
        assert entity["properties"]["url"]["anyOf"][0]["format"] == "uri"
        assert tools["get_note"].inputSchema["properties"]["id"]["format"] == "uuid"
        assert tools["create_note"].outputSchema is not None

        created = await session.call_tool(
            "create_note",
            {
                "title": "Ship toolvet",
                "body": "Release 0.1",
                "tags": ["Work", "release"],
                "priority": "high",
                "due": "2025-06-30T17:00:00Z",
            },
        )
        assert not created.isError
        note = created.structuredContent
        assert note is not None
        assert note["tags"] == ["release", "work"] and note["priority"] == "high"

        fetched = await session.call_tool("get_note", {"id": note["id"]})
        assert fetched.structuredContent == note

        found = await session.call_tool(
            "search_notes",
            {"query": "toolvet", "filters": {"tag": "release", "priority": "high"}, "limit": 5},
        )
        assert found.structuredContent is not None
        assert [n["id"] for n in found.structuredContent["notes"]] == [note["id"]]

        stored = await session.call_tool(
            "add_entities",
            {
                "entities": [
                    {
                        "name": "Ada",
                        "kind": "person",
                        "url": "https://example.org/ada",
                        "attributes": {"role": "owner"},
                    }
                ]
            },
        )
        assert text_of(stored).startswith("Stored 1 entities (1 new")

        rejected = await session.call_tool("search_notes", {"query": "x", "filters": {"bad": 1}})
        assert rejected.isError
        assert "extra_forbidden" in text_of(rejected)

    logged = CallLog(log).entries()
    assert [entry["tool"] for entry in logged] == [
        "create_note",
        "get_note",
        "search_notes",
        "add_entities",
        "search_notes",
    ]
    # Logged verbatim, before the SDK's own argument validation ran.
    assert logged[0]["arguments"]["tags"] == ["Work", "release"]
    assert logged[-1]["arguments"] == {"query": "x", "filters": {"bad": 1}}


async def test_notes_resources_and_prompt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # without the call-log variable the server must write nothing
    async with stdio_session(NOTES) as client:
        session = client.session
        resources = await session.list_resources()
        assert [str(r.uri) for r in resources.resources] == ["notes://index"]
        templates = await session.list_resource_templates()
        assert [t.uriTemplate for t in templates.resourceTemplates] == ["notes://{note_id}"]

        index_contents = (await session.read_resource("notes://index")).contents[0]
        assert isinstance(index_contents, types.TextResourceContents)
        index = json.loads(index_contents.text)
        assert [n["title"] for n in index] == [
            "Quarterly planning",
            "Groceries",
            "Read the MCP spec",
        ]

        one = (await session.read_resource(f"notes://{index[0]['id']}")).contents[0]
        assert isinstance(one, types.TextResourceContents)
        assert one.mimeType == "text/markdown"
        assert one.text.startswith("# Quarterly planning\n")

        prompts = await session.list_prompts()
        (prompt,) = prompts.prompts
        assert prompt.name == "summarize_notes"
        assert [(a.name, a.required) for a in prompt.arguments or []] == [
            ("tag", True),
            ("style", False),
        ]
        got = await session.get_prompt("summarize_notes", {"tag": "work"})
        first = got.messages[0]
        assert first.role == "user" and isinstance(first.content, types.TextContent)
        assert "Quarterly planning" in first.content.text
        assert "Groceries" not in first.content.text

        echoed = await session.call_tool("slow_echo", {"text": "hi", "seconds": 0})
        assert text_of(echoed) == "hi"
    assert list(tmp_path.iterdir()) == []


async def test_notes_progress_and_tool_list_changed() -> None:
    progress: list[tuple[float, float | None, str | None]] = []

    async def on_progress(value: float, total: float | None, message: str | None) -> None:
        progress.append((value, total, message))

    async with stdio_session(NOTES) as client:
        session = client.session
        result = await session.call_tool("bulk_import", {"count": 4}, progress_callback=on_progress)
        assert text_of(result) == "Imported 4 notes tagged 'imported'."
        assert progress == [(i, 4, f"imported {i}/4") for i in range(1, 5)]

        assert (await session.call_tool("enable_admin_tools", {})).isError is False
        await client.wait_for_notification(types.ToolListChangedNotification, timeout=5)
        names = [t.name for t in (await session.list_tools()).tools]
        assert "purge_notes" in names
        purge = next(t for t in (await session.list_tools()).tools if t.name == "purge_notes")
        assert purge.inputSchema["properties"]["confirm"]["const"] is True

        purged = await session.call_tool("purge_notes", {"confirm": True, "tag": "imported"})
        assert text_of(purged) == "Purged 4 notes; 3 remain."
        assert (
            text_of(await session.call_tool("disable_admin_tools", {})) == "Disabled admin tools."
        )
        assert "purge_notes" not in [t.name for t in (await session.list_tools()).tools]


async def test_notes_slow_echo_honours_cancellation(tmp_path: Path) -> None:
    log = CallLog(tmp_path / "calls.jsonl")
    async with stdio_session(NOTES, call_log=log.path) as client:
        outcome: dict[str, BaseException] = {}

        async def call() -> None:
            try:
                await client.session.call_tool("slow_echo", {"text": "late", "seconds": 30})
            except Exception as exc:
                outcome["error"] = exc

        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            request_id = await client.wait_for_sent_request("tools/call", lambda _: True)
            await log.wait_for(lambda entry: entry["tool"] == "slow_echo")  # the tool runs
            await client.cancel(request_id, "test")
        # The tool stopped there, 30 s early; the SDK server answers with an error response.
        await log.wait_for_cancellation(lambda entry: entry["arguments"]["text"] == "late")
        assert "cancelled" in str(outcome["error"]).lower()
        echoed = await client.session.call_tool("slow_echo", {"text": "still alive", "seconds": 0})
        assert text_of(echoed) == "still alive"


async def test_calendar_validates_after_logging(tmp_path: Path) -> None:
    log = tmp_path / "calls.jsonl"
    async with stdio_session(CALENDAR, call_log=log) as client:
        session = client.session
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert set(tools) == {
            "schedule_event",
            "list_events",
            "cancel_event",
            "find_free_slots",
            "forecast",
        }
        schedule = tools["schedule_event"].inputSchema
        assert schedule["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert schedule["additionalProperties"] is False
        assert schedule["properties"]["attendees"]["items"]["properties"]["email"]["format"] == (
            "email"
        )
        assert schedule["properties"]["reminder_minutes"]["maximum"] == 1440

        event = {
            "title": "Design review",
            "start": "2025-03-03T10:00:00Z",
            "end": "2025-03-03T11:00:00Z",
            "attendees": [
                {"email": "ada@example.org"},
                {"email": "bob@example.org", "optional": True},
            ],
            "location": None,
            "meeting_url": "https://meet.example.org/review",
            "recurrence": {"frequency": "weekly", "count": 4},
        }
        created = await session.call_tool("schedule_event", event)
        assert not created.isError
        assert created.structuredContent is not None
        assert created.structuredContent["id"] == "evt-0001"
        assert created.structuredContent["reminder_minutes"] == 15

        listed = await session.call_tool(
            "list_events",
            {
                "from": "2025-03-03T00:00:00Z",
                "to": "2025-03-04T00:00:00Z",
                "attendee": "bob@example.org",
            },
        )
        assert listed.structuredContent is not None and listed.structuredContent["count"] == 1

        bad = await session.call_tool(
            "schedule_event",
            {
                "title": "x",
                "start": "tomorrow",
                "end": "2025-03-03T11:00:00Z",
                "reminder_minutes": 5000,
                "colour": "red",
            },
        )
        assert bad.isError
        for fragment in (
            "'tomorrow' is not a 'date-time'",
            "5000 is greater than the maximum",
            "'colour' was unexpected",
        ):
            assert fragment in text_of(bad)

        first = await session.call_tool("forecast", {"city": "Oslo", "days": 2})
        second = await session.call_tool("forecast", {"city": "Oslo", "days": 2})
        assert first.structuredContent == second.structuredContent
        assert first.structuredContent is not None
        assert [d["date"] for d in first.structuredContent["days"]] == ["2025-01-01", "2025-01-02"]

    logged = CallLog(log).entries()
    assert [entry["tool"] for entry in logged] == [
        "schedule_event",
        "list_events",
        "schedule_event",
        "forecast",
        "forecast",
    ]
    assert logged[2]["arguments"]["colour"] == "red"


@contextmanager
def http_server(server: Path) -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, str(server), "--transport", "streamable-http", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        if not listening(proc, port, timeout=10):
            raise RuntimeError(f"{server.name} did not start on port {port}")
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        stop_process(proc, grace=5)


@pytest.mark.parametrize(
    ("server", "tool", "arguments", "expected"),
    [
        (NOTES, "slow_echo", {"text": "over http", "seconds": 0}, "over http"),
        (CALENDAR, "cancel_event", {"event_id": "evt-0001"}, "No event evt-0001"),
    ],
    ids=["notes", "calendar"],
)
async def test_streamable_http_transport(
    server: Path, tool: str, arguments: dict[str, Any], expected: str
) -> None:
    with http_server(server) as url:
        async with (
            streamable_http_client(url) as (read, write, _session_id),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            assert (await session.list_tools()).tools
            result = await session.call_tool(tool, arguments)
            assert text_of(result) == expected
