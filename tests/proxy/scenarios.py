"""What the proxy does for its clients, whatever the transport: the scenarios test_stdio.py and
test_http.py share.

Each of those modules defines a module-scoped `transport` fixture ("stdio" or "http") and
imports everything from here, so pytest collects every `test_*` below once per transport.

Two configs are served (each by one proxy per module, started on first use):

- `proxy`: the example servers `notes` and `calendar`, default policy (enforce, safe repairs),
  over HTTP the very proxy other modules' HTTP clients (Inspector, LangChain) use too;
- `policy_proxy`: `notes` in warn mode without its delete/admin tools, `calendar` with
  validation off and only `forecast` and `list_*` exposed.

Each upstream appends every tools/call it receives to its call log, so a test can prove what
reached it, and what did not.
"""

from __future__ import annotations

import json
import uuid
import warnings
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any

import anyio
import pytest
import pytest_asyncio
from mcp import McpError, types

from tests.proxy.support import (
    CALENDAR_TOOLS,
    FIRST_NOTE_ID,
    INVALID_PARAMS,
    META_KEY,
    NOTES_TOOLS,
    Connection,
    ExamplesOverHttp,
    HttpProxy,
    RunningProxy,
    example_servers,
    hosted,
    text_of,
)

OpenStdioProxy = Callable[[Path], AbstractAsyncContextManager[Connection]]

# -- the proxies -------------------------------------------------------------------------------------


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def proxy(
    transport: str,
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    stdio_client_to_proxy: OpenStdioProxy,
) -> AsyncIterator[RunningProxy]:
    """The proxy in front of `notes` and `calendar` with the default policy (over HTTP, the
    session's shared one: see `examples_over_http` in conftest.py)."""
    if transport == "http":
        shared: ExamplesOverHttp = request.getfixturevalue("examples_over_http")
        yield RunningProxy("http", shared[1], http=shared[0])
        return
    config, logs = example_servers(tmp_path_factory.mktemp("stdio-default"))
    async with hosted(stdio_client_to_proxy(config)) as client:
        yield RunningProxy("stdio", logs, stdio=client)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def policy_proxy(
    transport: str, tmp_path_factory: pytest.TempPathFactory, stdio_client_to_proxy: OpenStdioProxy
) -> AsyncIterator[RunningProxy]:
    """`notes`: warn mode, delete_note and the admin tools hidden; `calendar`: validation off,
    only `forecast` and `list_*` exposed."""
    config, logs = example_servers(
        tmp_path_factory.mktemp(f"{transport}-policies"),
        notes={"validation": {"mode": "warn"}, "tools": {"deny": ["delete_note", "*_admin_tools"]}},
        calendar={"validation": {"mode": "off"}, "tools": {"allow": ["forecast", "list_*"]}},
    )
    if transport == "http":
        with HttpProxy(config) as running:
            yield RunningProxy("http", logs, http=running)
    else:
        async with hosted(stdio_client_to_proxy(config)) as client:
            yield RunningProxy("stdio", logs, stdio=client)


def validation_meta(result: types.CallToolResult) -> dict[str, Any]:
    assert result.meta is not None, "expected toolvet's _meta on the result"
    return result.meta[META_KEY]


def argument(key: str, value: Any) -> Callable[[dict[str, Any]], bool]:
    """Matches the params of a tools/call whose argument `key` is `value`."""

    def matches(params: dict[str, Any]) -> bool:
        arguments = params.get("arguments")
        return isinstance(arguments, dict) and arguments.get(key) == value

    return matches


async def call_expecting_error(client: Connection, name: str, arguments: Any) -> types.ErrorData:
    """Send tools/call and return the JSON-RPC error it is answered with.

    `arguments` may be any JSON value: the request is built without the SDK's type checks,
    as a client with a bug would send it.
    """
    request = types.CallToolRequest.model_construct(
        method="tools/call",
        params=types.CallToolRequestParams.model_construct(name=name, arguments=arguments),
    )
    with pytest.raises(McpError) as raised, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pydantic warns while serializing the ill-typed arguments
        await client.session.send_request(types.ClientRequest(request), types.CallToolResult)
    return raised.value.error


# -- initialize ------------------------------------------------------------------------------------


async def test_initialize_is_answered_by_the_proxy_with_the_upstreams_instructions(
    proxy: RunningProxy,
) -> None:
    with anyio.fail_after(30):
        async with proxy.client() as client:
            initialized = client.initialized
            await client.session.send_ping()  # answered by the proxy too
    assert initialized.serverInfo.name == "toolvet"
    capabilities = initialized.capabilities
    assert capabilities.tools is not None and capabilities.tools.listChanged
    assert capabilities.resources is not None and capabilities.prompts is not None
    # Each upstream's instructions, under its server's name (only notes has any).
    assert initialized.instructions == (
        "[notes] Keep notes and tasks: create, search, fetch, tag entities, bulk-import."
    )


# -- tools/list --------------------------------------------------------------------------------------


async def test_tools_list_is_the_union_of_the_upstreams_with_definitions_passed_through(
    proxy: RunningProxy, direct_tools: dict[str, dict[str, types.Tool]]
) -> None:
    with anyio.fail_after(30):
        async with proxy.client() as client:
            listed = {tool.name: tool for tool in (await client.session.list_tools()).tools}
    assert set(listed) == NOTES_TOOLS | CALENDAR_TOOLS  # no name collides: no prefixes
    for server in ("notes", "calendar"):
        for name, direct in direct_tools[server].items():
            # Exactly what the upstream sends: inputSchema ($defs, $ref, anyOf, $schema, formats),
            # outputSchema, title, description, annotations.
            assert listed[name].inputSchema == direct.inputSchema, name
            assert listed[name].model_dump() == direct.model_dump(), name


# -- tools/call: valid, invalid, repaired --------------------------------------------------------


async def test_valid_call_is_forwarded_unchanged(proxy: RunningProxy) -> None:
    log = proxy.call_logs["calendar"]
    mark = log.mark()
    arguments = {"city": "Oslo", "days": 2, "units": "imperial", "start_date": "2025-03-01"}
    with anyio.fail_after(30):
        async with proxy.client() as client:
            result = await client.session.call_tool("forecast", arguments)
    assert not result.isError
    assert result.structuredContent is not None
    assert [day["date"] for day in result.structuredContent["days"]] == ["2025-03-01", "2025-03-02"]
    assert result.meta is None or META_KEY not in result.meta  # nothing to report on a valid call
    assert log.since(mark) == [{"tool": "forecast", "arguments": arguments}]


async def test_invalid_call_is_answered_by_the_proxy_and_never_reaches_the_upstream(
    proxy: RunningProxy,
) -> None:
    notes, calendar = proxy.call_logs["notes"], proxy.call_logs["calendar"]
    notes_mark, calendar_mark = notes.mark(), calendar.mark()
    with anyio.fail_after(30):
        async with proxy.client() as client:
            too_many_days = await client.session.call_tool("forecast", {"city": "Oslo", "days": 30})
            bad_filter = await client.session.call_tool(
                "search_notes", {"query": "plan", "filters": {"priority": "urgent"}, "limit": 500}
            )
            # A valid call after them: the upstreams are alive and logging.
            await client.session.call_tool("forecast", {"city": "after-the-invalid-ones"})
            await client.session.call_tool(
                "slow_echo", {"text": "after-the-invalid-ones", "seconds": 0}
            )

    assert too_many_days.isError
    assert text_of(too_many_days) == (
        "Invalid arguments for tool 'forecast' (1 problem):\n"
        "- days: expected integer from 1 to 14, got 30\n"
        "Fix these and call the tool again."
    )
    assert validation_meta(too_many_days)["issues"] == [
        {
            "path": ["days"],
            "code": "range",
            "message": "expected integer from 1 to 14, got 30",
            "expected": "integer from 1 to 14",
            "got": 30,
        }
    ]

    assert bad_filter.isError
    message = text_of(bad_filter)
    assert message.startswith("Invalid arguments for tool 'search_notes' (2 problems):")
    assert (
        '- filters.priority: expected one of "low", "normal", "high" or null, got "urgent"'
        in message
    )
    assert "- limit: expected integer from 1 to 100, got 500" in message
    assert {tuple(issue["path"]) for issue in validation_meta(bad_filter)["issues"]} == {
        ("filters", "priority"),
        ("limit",),
    }

    # The upstreams saw only the valid calls.
    assert calendar.since(calendar_mark) == [
        {"tool": "forecast", "arguments": {"city": "after-the-invalid-ones"}}
    ]
    assert [entry["tool"] for entry in notes.since(notes_mark)] == ["slow_echo"]


async def test_repairable_call_is_forwarded_repaired_and_the_repairs_are_reported(
    proxy: RunningProxy,
) -> None:
    log = proxy.call_logs["calendar"]
    mark = log.mark()
    with anyio.fail_after(30):
        async with proxy.client() as client:
            result = await client.session.call_tool(
                "forecast", {"city": "Bergen", "days": "2", "units": "METRIC"}
            )
    assert not result.isError
    assert result.structuredContent is not None and len(result.structuredContent["days"]) == 2
    # The upstream received the repaired arguments...
    assert log.since(mark) == [
        {"tool": "forecast", "arguments": {"city": "Bergen", "days": 2, "units": "metric"}}
    ]
    # ...and the caller learns what was changed.
    assert validation_meta(result)["repairs"] == [
        {"path": ["days"], "code": "number_from_string", "before": "2", "after": 2},
        {"path": ["units"], "code": "enum_case", "before": "METRIC", "after": "metric"},
    ]


async def test_unknown_tool_is_invalid_params_naming_the_nearest_tools(proxy: RunningProxy) -> None:
    with anyio.fail_after(30):
        async with proxy.client() as client:
            error = await call_expecting_error(client, "forcast", {"city": "Oslo"})
    assert error.code == INVALID_PARAMS
    assert error.message == "Unknown tool 'forcast'; did you mean 'forecast'?"


async def test_non_object_arguments_are_invalid_params(proxy: RunningProxy) -> None:
    mark = proxy.call_logs["calendar"].mark()
    with anyio.fail_after(30):
        async with proxy.client() as client:
            as_list = await call_expecting_error(client, "forecast", ["Oslo", 2])
            as_string = await call_expecting_error(client, "forecast", '{"city": "Oslo"}')
    assert as_list.code == INVALID_PARAMS
    assert as_list.message.startswith(
        "the arguments of tool 'forecast' must be a JSON object, got ["
    )
    assert as_string.code == INVALID_PARAMS
    assert "must be a JSON object" in as_string.message
    assert proxy.call_logs["calendar"].since(mark) == []


# -- progress and cancellation --------------------------------------------------------------------


async def test_progress_notifications_reach_the_caller(proxy: RunningProxy) -> None:
    progress: list[tuple[float, float | None, str | None]] = []

    async def on_progress(value: float, total: float | None, message: str | None) -> None:
        progress.append((value, total, message))

    with anyio.fail_after(30):
        async with proxy.client() as client:
            result = await client.session.call_tool(
                "bulk_import", {"count": 5, "tag": "progress-test"}, progress_callback=on_progress
            )
    assert text_of(result) == "Imported 5 notes tagged 'progress-test'."
    # The proxy swaps the client's progress token for its own on the way up and back on the way
    # down: the SDK client only calls back for its own token.
    assert progress == [(i, 5, f"imported {i}/5") for i in range(1, 6)]


async def test_cancelled_call_is_not_answered_and_the_proxy_keeps_working(
    proxy: RunningProxy,
) -> None:
    log = proxy.call_logs["notes"]
    payload = f"cancel-me-{uuid.uuid4().hex[:8]}"
    answered: list[types.CallToolResult] = []
    with anyio.fail_after(30):
        async with proxy.client() as client, anyio.create_task_group() as group:

            async def slow_call() -> None:
                answered.append(
                    await client.session.call_tool("slow_echo", {"text": payload, "seconds": 1})
                )

            group.start_soon(slow_call)
            request_id = await client.wait_for_sent_request("tools/call", argument("text", payload))
            # In flight upstream: the server has received it.
            await log.wait_for(lambda entry: entry["arguments"].get("text") == payload)
            await client.cancel(request_id, "the user changed their mind")
            # The cancellation reached the server: its echo stopped before its second was up.
            await log.wait_for_cancellation(lambda entry: entry["arguments"].get("text") == payload)

            # The server answers a cancelled request at once ("Request cancelled"), before it
            # reads the next one: by the time this answer is here, that one has passed the proxy,
            # which must have dropped it. A cancelled request gets no answer at all.
            after = await client.session.call_tool("slow_echo", {"text": "next call", "seconds": 0})
            assert text_of(after) == "next call"
            assert answered == []
            group.cancel_scope.cancel()


async def test_cancellation_reaches_the_upstream_and_stops_its_work(proxy: RunningProxy) -> None:
    """bulk_import creates one note every 0.05 s; once cancelled upstream, no more notes appear:
    the server logs the cancellation when the import has stopped."""
    tag = f"cancelled-{uuid.uuid4().hex[:8]}"
    progress: list[float] = []
    three_imported = anyio.Event()

    async def on_progress(value: float, total: float | None, message: str | None) -> None:
        progress.append(value)
        if len(progress) == 3:
            three_imported.set()

    async def imported(client: Connection) -> int:
        found = await client.session.call_tool(
            "search_notes", {"query": "", "filters": {"tag": tag}, "limit": 100}
        )
        assert found.structuredContent is not None
        return found.structuredContent["total"]

    with anyio.fail_after(30):
        async with proxy.client() as client, anyio.create_task_group() as group:

            async def long_import() -> None:
                await client.session.call_tool(
                    "bulk_import", {"count": 200, "tag": tag}, progress_callback=on_progress
                )

            group.start_soon(long_import)
            request_id = await client.wait_for_sent_request("tools/call", argument("tag", tag))
            await three_imported.wait()
            await client.cancel(request_id, "enough")

            await proxy.call_logs["notes"].wait_for_cancellation(
                lambda entry: entry["arguments"].get("tag") == tag
            )
            assert 3 <= await imported(client) < 200
            group.cancel_scope.cancel()


# -- notifications -------------------------------------------------------------------------------


async def test_tools_list_changed_is_propagated_and_the_new_tool_is_listed(
    proxy: RunningProxy,
) -> None:
    with anyio.fail_after(30):
        async with proxy.client() as client:
            enabled = await client.session.call_tool("enable_admin_tools", {})
            assert text_of(enabled) == "Enabled admin tools: purge_notes."
            try:
                await client.wait_for_notification(types.ToolListChangedNotification)
                tools = {tool.name: tool for tool in (await client.session.list_tools()).tools}
                assert "purge_notes" in tools
                assert tools["purge_notes"].inputSchema["properties"]["confirm"]["const"] is True

                # The new tool is validated like the others: `confirm` must be true.
                refused = await client.session.call_tool("purge_notes", {"confirm": False})
                assert refused.isError
                assert text_of(refused).startswith("Invalid arguments for tool 'purge_notes'")
            finally:
                client.notifications.clear()
                await client.session.call_tool("disable_admin_tools", {})
            await client.wait_for_notification(types.ToolListChangedNotification)
            assert "purge_notes" not in {
                tool.name for tool in (await client.session.list_tools()).tools
            }


# -- many calls at once -----------------------------------------------------------------------------


async def test_concurrent_calls_from_several_clients_each_get_their_own_answer(
    proxy: RunningProxy,
) -> None:
    """3 HTTP clients x 30 calls at once (over stdio, its one client makes all 90), spread over both
    upstreams; every answer carries its own call's payload."""
    clients = proxy.concurrent_clients
    calls_per_client = 90 // clients
    answers: dict[str, str] = {}

    async def echo(client: Connection, payload: str) -> None:
        result = await client.session.call_tool("slow_echo", {"text": payload, "seconds": 0.2})
        answers[payload] = text_of(result)

    async def forecast(client: Connection, payload: str) -> None:
        # "1" is repaired to 1 on the way: each call is validated on its own.
        result = await client.session.call_tool("forecast", {"city": payload, "days": "1"})
        assert result.structuredContent is not None
        answers[payload] = result.structuredContent["city"]

    async def one_client(index: int) -> None:
        async with proxy.client() as client, anyio.create_task_group() as group:
            for call in range(calls_per_client):
                payload = f"client{index}-call{call}-{uuid.uuid4().hex[:6]}"
                group.start_soon(echo if call % 2 else forecast, client, payload)

    with anyio.fail_after(60):
        async with anyio.create_task_group() as group:
            for index in range(clients):
                group.start_soon(one_client, index)
    assert len(answers) == 90
    assert all(answer == payload for payload, answer in answers.items())


# -- resources and prompts ------------------------------------------------------------------------


async def test_resources_are_listed_read_and_templated_through_the_proxy(
    proxy: RunningProxy,
) -> None:
    with anyio.fail_after(30):
        async with proxy.client() as client:
            resources = (await client.session.list_resources()).resources
            templates = (await client.session.list_resource_templates()).resourceTemplates
            index = (await client.session.read_resource("notes://index")).contents
            note = (await client.session.read_resource(f"notes://{FIRST_NOTE_ID}")).contents
            with pytest.raises(McpError) as missing:
                await client.session.read_resource("nowhere://nothing")

    assert [(str(r.uri), r.name, r.mimeType) for r in resources] == [
        ("notes://index", "notes-index", "application/json")
    ]
    assert [(t.uriTemplate, t.name) for t in templates] == [("notes://{note_id}", "note")]
    assert isinstance(index[0], types.TextResourceContents)
    assert [n["title"] for n in json.loads(index[0].text)][:3] == [
        "Quarterly planning",
        "Groceries",
        "Read the MCP spec",
    ]
    assert isinstance(note[0], types.TextResourceContents)
    assert str(note[0].uri) == f"notes://{FIRST_NOTE_ID}"
    assert note[0].text.startswith("# Quarterly planning\n")
    # Only `notes` serves resources, so the proxy routes any URI there and passes its error back.
    assert missing.value.error.message == "Unknown resource: nowhere://nothing"


async def test_prompts_are_listed_and_got_through_the_proxy(proxy: RunningProxy) -> None:
    with anyio.fail_after(30):
        async with proxy.client() as client:
            prompts = (await client.session.list_prompts()).prompts
            got = await client.session.get_prompt(
                "summarize_notes", {"tag": "work", "style": "paragraph"}
            )
            with pytest.raises(McpError) as unknown:
                await client.session.get_prompt("summarise_notes", {"tag": "work"})

    assert [(p.name, [(a.name, a.required) for a in p.arguments or []]) for p in prompts] == [
        ("summarize_notes", [("tag", True), ("style", False)])
    ]
    first = got.messages[0]
    assert isinstance(first.content, types.TextContent)
    assert first.content.text.startswith("Summarize these notes tagged 'work' as paragraph:")
    assert "Quarterly planning" in first.content.text and "Groceries" not in first.content.text
    assert unknown.value.error.code == INVALID_PARAMS
    assert "did you mean 'summarize_notes'?" in unknown.value.error.message


# -- policies: warn, off, allow/deny ---------------------------------------------------------------


async def test_warn_mode_forwards_invalid_calls_as_they_are(policy_proxy: RunningProxy) -> None:
    log = policy_proxy.call_logs["notes"]
    mark = log.mark()
    with anyio.fail_after(30):
        async with policy_proxy.client() as client:
            out_of_range = await client.session.call_tool(
                "search_notes", {"query": "plan", "limit": 500}
            )
            repairable = await client.session.call_tool(
                "search_notes", {"query": "plan", "limit": "2"}
            )
    # Both reached the upstream untouched: warn mode neither rejects nor repairs.
    assert log.since(mark) == [
        {"tool": "search_notes", "arguments": {"query": "plan", "limit": 500}},
        {"tool": "search_notes", "arguments": {"query": "plan", "limit": "2"}},
    ]
    # The answers are the upstream's own: FastMCP rejects 500 and coerces "2" itself.
    assert out_of_range.isError
    assert "less than or equal to 100" in text_of(out_of_range)
    assert "Invalid arguments for tool" not in text_of(out_of_range)
    assert not repairable.isError
    assert repairable.meta is None or META_KEY not in repairable.meta


async def test_validation_off_forwards_everything_unchecked(policy_proxy: RunningProxy) -> None:
    log = policy_proxy.call_logs["calendar"]
    mark = log.mark()
    with anyio.fail_after(30):
        async with policy_proxy.client() as client:
            result = await client.session.call_tool(
                "forecast", {"city": "Oslo", "days": 30, "units": "METRIC"}
            )
    assert log.since(mark) == [
        {"tool": "forecast", "arguments": {"city": "Oslo", "days": 30, "units": "METRIC"}}
    ]
    # The calendar server validates on its own, so the error text is its, not toolvet's.
    assert result.isError
    assert text_of(result).startswith("Invalid arguments for forecast:")
    assert result.meta is None or META_KEY not in result.meta


async def test_tools_allow_and_deny_decide_what_is_exposed_and_callable(
    policy_proxy: RunningProxy,
) -> None:
    mark = policy_proxy.call_logs["notes"].mark()
    with anyio.fail_after(30):
        async with policy_proxy.client() as client:
            names = {tool.name for tool in (await client.session.list_tools()).tools}
            denied = await call_expecting_error(client, "delete_note", {"id": FIRST_NOTE_ID})
            not_allowed = await call_expecting_error(client, "schedule_event", {})
    assert names == (NOTES_TOOLS - {"delete_note", "enable_admin_tools", "disable_admin_tools"}) | {
        "forecast",
        "list_events",
    }
    # A filtered-out tool does not exist as far as clients can tell.
    assert denied.code == INVALID_PARAMS and denied.message.startswith("Unknown tool 'delete_note'")
    assert not_allowed.code == INVALID_PARAMS and not_allowed.message.startswith(
        "Unknown tool 'schedule_event'"
    )
    assert policy_proxy.call_logs["notes"].since(mark) == []
