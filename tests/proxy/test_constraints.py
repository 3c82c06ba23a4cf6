"""Operator constraints (`tools.constrain`): calls must satisfy them as well as the upstream's schema,
the exposed schemas show them, and a constraint that cannot apply is an error naming its key."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio

from tests.proxy.support import (
    META_KEY,
    NOTES_SERVER,
    CallLog,
    HttpProxy,
    http_connection,
    python_server,
    text_of,
    toolvet,
    write_config,
)

CONSTRAIN = {
    "search_notes": {"properties": {"query": {"pattern": "^[a-z ]*$"}}},
    "*": {"properties": {"limit": {"maximum": 5}}},
}


def notes_config(tmp_path: Path, constrain: dict[str, Any]) -> tuple[Path, CallLog]:
    calls = CallLog(tmp_path / "notes.calls.jsonl")
    server = python_server(NOTES_SERVER, calls.path, tools={"constrain": constrain})
    return write_config(tmp_path / "servers.json", {"notes": server}), calls


async def test_calls_must_satisfy_the_constraint_and_the_upstream_schema(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    config, calls = notes_config(tmp_path, CONSTRAIN)
    proxy = await anyio.to_thread.run_sync(http_proxy, config)
    with anyio.fail_after(60):
        async with http_connection(proxy.url) as client:
            over = await client.session.call_tool("search_notes", {"query": "plan", "limit": 50})
            both = await client.session.call_tool(
                "search_notes", {"query": "DROP TABLE", "limit": 500}
            )
            fine = await client.session.call_tool("search_notes", {"query": "plan", "limit": "2"})
    assert over.isError
    assert text_of(over) == (
        "Invalid arguments for tool 'search_notes' (1 problem):\n"
        "- limit: expected integer from 1 to 5, got 50\n"
        "Fix these and call the tool again."
    )
    issues = over.meta[META_KEY]["issues"]
    assert [(i["path"], i["code"]) for i in issues] == [(["limit"], "range")]
    # The upstream's bound (100) and the operator's (5) in one pass, one message.
    assert text_of(both).splitlines()[1:3] == [
        '- query: expected a string matching /^[a-z ]*$/, got "DROP TABLE"',
        "- limit: expected integer from 1 to 5, got 500",
    ]
    assert not fine.isError
    assert fine.meta[META_KEY]["repairs"][0]["code"] == "number_from_string"
    # Only the satisfying call reached the server, repaired.
    assert [c["arguments"] for c in calls.entries()] == [{"query": "plan", "limit": 2}]


async def test_the_exposed_schema_carries_the_constraint_and_stays_a_plain_object(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    config, _ = notes_config(tmp_path, CONSTRAIN)
    plain, _ = notes_config(tmp_path / "plain", {})
    constrained_proxy = await anyio.to_thread.run_sync(http_proxy, config)
    plain_proxy = await anyio.to_thread.run_sync(http_proxy, plain)
    with anyio.fail_after(60):
        async with http_connection(constrained_proxy.url) as client:
            constrained = {t.name: t.inputSchema for t in (await client.session.list_tools()).tools}
        async with http_connection(plain_proxy.url) as client:
            upstream = {t.name: t.inputSchema for t in (await client.session.list_tools()).tools}
    search = constrained["search_notes"]
    assert search["properties"]["limit"] == {
        **upstream["search_notes"]["properties"]["limit"],
        "maximum": 5,
    }
    assert search["properties"]["query"]["pattern"] == "^[a-z ]*$"
    for schema in constrained.values():
        assert schema["type"] == "object" and "properties" in schema
        assert not {"allOf", "anyOf", "oneOf", "not", "$ref"} & set(schema)
    # Tools without a `limit` are untouched by the glob.
    assert constrained["create_note"] == upstream["create_note"]


async def test_a_constraint_that_cannot_apply_withholds_the_tool_and_names_the_key(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    constrain = {
        "get_note": {"properties": {"note_id": {"format": "uuid"}}},
        "complete_note": {"properties": {"done": {"type": "string"}}},
        "serch_notes": {"properties": {"query": {"maxLength": 5}}},
    }
    config, calls = notes_config(tmp_path, constrain)
    where = f"{config}: mcpServers.notes.tools.constrain"
    unknown_argument = (
        f"{where}.get_note.properties.note_id: cannot constrain tool 'get_note' of server 'notes':"
        " the tool has no argument 'note_id' (its arguments: id)"
    )
    unsatisfiable = (
        f"{where}.complete_note.properties.done.type: cannot constrain tool 'complete_note' of"
        " server 'notes': the tool takes boolean here, so string can never match"
    )
    unknown_tool = f"{where}.serch_notes: server 'notes' has no tool 'serch_notes'; did you mean 'search_notes'?"

    proxy = await anyio.to_thread.run_sync(http_proxy, config)
    with anyio.fail_after(60):
        async with http_connection(proxy.url) as client:
            names = {t.name for t in (await client.session.list_tools()).tools}
            refused = await client.session.call_tool("get_note", {"id": "x"})
    assert {"get_note", "complete_note"}.isdisjoint(names) and "search_notes" in names
    assert refused.isError
    assert text_of(refused) == (
        f"Tool 'get_note' is withheld by toolvet: the operator's constraint for it cannot apply"
        f" ({unknown_argument}). It can be called again once the configuration is fixed."
    )
    assert calls.entries() == []
    errors = proxy.healthz().json()["upstreams"]["notes"]["constraint_errors"]
    assert unknown_argument in errors and unsatisfiable in errors
    assert any(e.startswith(unknown_tool) for e in errors)

    check = toolvet("check", "--config", str(config))
    assert check.returncode == 1
    assert unknown_argument in check.stdout and unsatisfiable in check.stdout
    assert unknown_tool in check.stdout


def test_a_constraint_that_is_not_a_schema_stops_serve_with_the_key_named(tmp_path: Path) -> None:
    constrain = {
        "write_*": {"properties": {"path": {"pattern": "(unclosed"}}},
        "search_notes": {"anyOf": [{"required": ["query"]}]},
    }
    config, _ = notes_config(tmp_path, constrain)
    run = toolvet("serve", "--config", str(config))
    assert run.returncode == 2
    lines = run.stderr.splitlines()
    assert any(
        line.startswith(
            f'toolvet serve: {config}: mcpServers.notes.tools.constrain["write_*"].properties.path'
            ".pattern: not a valid JSON Schema:"
        )
        for line in lines
    ), run.stderr
    assert (
        f"{config}: mcpServers.notes.tools.constrain.search_notes.anyOf: 'anyOf' cannot be used at"
        " the top level of a constraint" in run.stderr
    )
