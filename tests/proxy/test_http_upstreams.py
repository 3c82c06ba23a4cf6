"""Upstreams reached over the network: streamable HTTP (Python and TypeScript SDK servers) and SSE.

The proxy runs over stdio; its upstreams are real servers listening on 127.0.0.1: the notes
example server (mcp SDK, `streamable-http`) and `server-everything` from npm in its
`streamableHttp` and `sse` modes.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest

from tests.proxy.support import (
    CALL_LOG_ENV,
    EVERYTHING_SERVER,
    META_KEY,
    NOTES_SERVER,
    CallLog,
    ListeningServer,
    free_port,
    stdio_proxy,
    text_of,
    write_config,
)


@pytest.fixture
def network_upstreams(node_modules: Path, tmp_path: Path) -> Iterator[dict[str, ListeningServer]]:
    ports = {name: free_port() for name in ("notes", "everything", "everything_sse")}
    notes_command = [sys.executable, str(NOTES_SERVER), "--transport", "streamable-http"]
    servers = {
        "notes": ListeningServer(
            [*notes_command, "--port", str(ports["notes"])],
            ports["notes"],
            {CALL_LOG_ENV: str(tmp_path / "notes-calls.jsonl")},
            tmp_path / "notes.log",
        ),
        "everything": ListeningServer(
            ["node", str(EVERYTHING_SERVER), "streamableHttp"],
            ports["everything"],
            {"PORT": str(ports["everything"])},
            tmp_path / "everything.log",
        ),
        "everything_sse": ListeningServer(
            ["node", str(EVERYTHING_SERVER), "sse"],
            ports["everything_sse"],
            {"PORT": str(ports["everything_sse"])},
            tmp_path / "everything-sse.log",
        ),
    }
    try:
        for server in servers.values():
            server.start()
        yield servers
    finally:
        for server in servers.values():
            server.stop()


def network_config(tmp_path: Path, servers: dict[str, ListeningServer]) -> Path:
    base = "http://127.0.0.1:{}"
    return write_config(
        tmp_path / "servers.json",
        {
            "notes": {"url": base.format(servers["notes"].port) + "/mcp"},
            "everything": {"url": base.format(servers["everything"].port) + "/mcp"},
            "everything_sse": {
                "url": base.format(servers["everything_sse"].port) + "/sse",
                "transport": "sse",
            },
        },
        namespacing="always",
    )


async def test_calls_reach_servers_over_http_and_sse(
    network_upstreams: dict[str, ListeningServer], tmp_path: Path
) -> None:
    calls = CallLog(tmp_path / "notes-calls.jsonl")
    with anyio.fail_after(60):
        async with stdio_proxy(network_config(tmp_path, network_upstreams)) as client:
            names = {tool.name for tool in (await client.session.list_tools()).tools}
            assert {"notes__slow_echo", "everything__echo", "everything_sse__echo"} <= names

            echoed = await client.session.call_tool(
                "notes__slow_echo", {"text": "over http", "seconds": 0}
            )
            typescript = await client.session.call_tool("everything__echo", {"message": "ts"})
            sse = await client.session.call_tool("everything_sse__echo", {"message": "sse"})
            repaired = await client.session.call_tool(
                "notes__slow_echo", {"text": "repaired", "seconds": "0"}
            )
            invalid = await client.session.call_tool("notes__slow_echo", {"seconds": 0})

    assert text_of(echoed) == "over http"
    assert text_of(typescript) == "Echo: ts"
    assert text_of(sse) == "Echo: sse"
    assert text_of(repaired) == "repaired"
    assert repaired.meta is not None and repaired.meta[META_KEY]["repairs"]
    assert invalid.isError
    assert "text" in text_of(invalid)
    # The invalid call never reached the server; the two others did.
    assert [entry["arguments"].get("text") for entry in calls.entries()] == [
        "over http",
        "repaired",
    ]


async def test_progress_from_an_http_server_reaches_the_caller(
    network_upstreams: dict[str, ListeningServer], tmp_path: Path
) -> None:
    progress: list[float] = []

    async def on_progress(value: float, total: float | None, message: str | None) -> None:
        progress.append(value)

    with anyio.fail_after(60):
        async with stdio_proxy(network_config(tmp_path, network_upstreams)) as client:
            result = await client.session.call_tool(
                "notes__bulk_import", {"count": 3, "tag": "http"}, progress_callback=on_progress
            )
    assert text_of(result) == "Imported 3 notes tagged 'http'."
    assert progress == [1, 2, 3]


async def test_a_server_that_restarts_gets_a_new_session(
    network_upstreams: dict[str, ListeningServer], tmp_path: Path
) -> None:
    notes = network_upstreams["notes"]
    with anyio.fail_after(90):
        async with stdio_proxy(network_config(tmp_path, network_upstreams)) as client:
            first = await client.session.call_tool(
                "notes__slow_echo", {"text": "one", "seconds": 0}
            )
            notes.stop()
            down = await client.session.call_tool("notes__slow_echo", {"text": "two", "seconds": 0})
            notes.start()
            # The proxy's session on the old process is gone (connection refused, then HTTP 404
            # for the unknown session id): it starts a new one, with backoff.
            while True:
                again = await client.session.call_tool(
                    "notes__slow_echo", {"text": "three", "seconds": 0}
                )
                if not again.isError:
                    break
                await anyio.sleep(0.2)
    assert text_of(first) == "one"
    assert down.isError
    assert "notes" in text_of(down)
    assert text_of(again) == "three"
