"""The proxy over streamable HTTP (`toolvet serve --transport http`): /mcp, /healthz, Host checks.

The shared scenarios (scenarios.py) run here against an HTTP proxy subprocess; below them,
what only the HTTP transport has.
"""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import types

from tests.proxy.scenarios import *  # noqa: F403  (the shared scenarios, collected here for HTTP)
from tests.proxy.support import (
    FIRST_NOTE_ID,
    INITIALIZE,
    MCP_HEADERS,
    NOTES_SERVER,
    NOTES_TOOLS,
    CallLog,
    Connection,
    ExamplesOverHttp,
    HttpProxy,
    RunningProxy,
    http_connection,
    process_tree,
    python_server,
    text_of,
    write_config,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture(scope="module")
def transport() -> str:
    return "http"


# -- HTTP only -----------------------------------------------------------------------------------


async def health_of(proxy: HttpProxy) -> dict[str, Any]:
    """GET /healthz, as JSON."""
    return (await anyio.to_thread.run_sync(proxy.healthz)).json()


async def test_healthz_reports_each_upstream(proxy: RunningProxy) -> None:
    assert proxy.http is not None
    response = await anyio.to_thread.run_sync(proxy.http.healthz)
    assert response.status_code == 200
    health = response.json()
    assert health["status"] == "ok"
    assert set(health["upstreams"]) == {"notes", "calendar"}
    notes, calendar = health["upstreams"]["notes"], health["upstreams"]["calendar"]
    assert notes["state"] == calendar["state"] == "ready"
    assert notes["transport"] == calendar["transport"] == "stdio"
    assert (notes["tools"], calendar["tools"]) == (10, 5)
    assert notes["last_error"] is None and notes["restarts"] == 0
    assert notes["server_info"]["name"] == "toolvet-example-notes"
    assert calendar["server_info"] == {"name": "toolvet-example-calendar", "version": "1.0.0"}


async def test_a_host_or_origin_not_allowed_is_refused(proxy: RunningProxy) -> None:
    """DNS-rebinding protection: only loopback Host and Origin headers are accepted by default."""
    assert proxy.http is not None
    with anyio.fail_after(30):
        async with httpx.AsyncClient(base_url=proxy.http.base, timeout=10) as http:
            evil_host = await http.post(
                "/mcp", json=INITIALIZE, headers={**MCP_HEADERS, "Host": "evil.example"}
            )
            evil_origin = await http.post(
                "/mcp", json=INITIALIZE, headers={**MCP_HEADERS, "Origin": "http://evil.example"}
            )
            health_evil_host = await http.get("/healthz", headers={"Host": "evil.example:80"})
            allowed = await http.post(
                "/mcp",
                json=INITIALIZE,
                headers={**MCP_HEADERS, "Host": "localhost", "Origin": "http://localhost"},
            )
            # The verdicts on headers seen before are remembered: a pass, never a refusal.
            evil_again = await http.post(
                "/mcp",
                json=INITIALIZE,
                headers={**MCP_HEADERS, "Host": "localhost", "Origin": "http://evil.example"},
            )
    assert evil_again.status_code == 403
    assert evil_host.status_code == 421
    assert evil_origin.status_code == 403
    # The probes answer whatever the Host (balancers and the kubelet send an IP, or none).
    assert health_evil_host.status_code == 200
    assert allowed.status_code == 200
    assert allowed.headers["mcp-session-id"]


async def test_tools_list_changed_reaches_every_connected_client(proxy: RunningProxy) -> None:
    """A change the upstream announces reaches every client with a GET stream open. A client's
    stream opens after its handshake, in the background: until both have heard one, the change
    is undone and made again (a change made before a stream opened is not replayed to it)."""
    with anyio.fail_after(60):
        async with proxy.client() as caller, proxy.client() as bystander:
            clients = (caller, bystander)
            try:
                while True:
                    await caller.session.call_tool("enable_admin_tools", {})
                    for client in clients:
                        with anyio.move_on_after(2):
                            await client.wait_until(lambda c=client: heard_list_change(c))
                    if all(heard_list_change(client) for client in clients):
                        break
                    await caller.session.call_tool("disable_admin_tools", {})
                    for client in clients:
                        client.notifications.clear()
                for client in clients:
                    assert "purge_notes" in {
                        t.name for t in (await client.session.list_tools()).tools
                    }
            finally:
                bystander.notifications.clear()
                await caller.session.call_tool("disable_admin_tools", {})
            await bystander.wait_for_notification(types.ToolListChangedNotification)
            assert "purge_notes" not in {
                t.name for t in (await bystander.session.list_tools()).tools
            }


def heard_list_change(client: Connection) -> bool:
    return any(isinstance(n.root, types.ToolListChangedNotification) for n in client.notifications)


async def open_sessions(proxy: HttpProxy) -> float:
    """The client sessions the proxy has open, as /metrics counts them (polled: the end of a
    session is announced to no one)."""
    async with httpx.AsyncClient() as http:
        metrics = (await http.get(f"{proxy.base}/metrics")).text
    [value] = [
        line.split()[1]
        for line in metrics.splitlines()
        if line.startswith("toolvet_client_sessions ")
    ]
    return float(value)


async def test_a_client_that_disconnects_normally_leaves_no_error_in_the_log(
    proxy: RunningProxy,
) -> None:
    assert proxy.http is not None
    before = len(proxy.http.log())
    sessions = await open_sessions(proxy.http)
    with anyio.fail_after(30):
        async with proxy.client() as client:
            await client.session.list_tools()
        # The session is torn down once the client's DELETE has been answered: until it is gone.
        while await open_sessions(proxy.http) > sessions:
            await anyio.sleep(0.05)
    written = proxy.http.log()[before:]
    assert "crashed" not in written, written


async def test_only_capabilities_some_upstream_has_are_declared(proxy: RunningProxy) -> None:
    """Neither notes nor calendar offers completions or resource subscriptions."""
    with anyio.fail_after(30):
        async with proxy.client() as client:
            capabilities = client.initialized.capabilities
    assert capabilities.completions is None
    assert capabilities.resources is not None and not capabilities.resources.subscribe


# -- configs of their own ----------------------------------------------------------------------


CRASH_LINE = "ModuleNotFoundError: No module named 'weather_api'"


@pytest.fixture(scope="module")
def unreliable(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[HttpProxy, CallLog, Path]]:
    """A proxy for `notes`, a server that exits at once with status 3 after one line of stderr
    (`crashes`) and one whose command does not exist (`missing`); with notes' call log and the
    missing command's path."""
    directory = tmp_path_factory.mktemp("unreliable")
    log, missing = CallLog(directory / "notes.calls.jsonl"), directory / "no-such-server"
    config = write_config(
        directory / "servers.json",
        {
            "notes": python_server(NOTES_SERVER, log.path),
            "crashes": {
                "command": sys.executable,
                "args": ["-c", f"import sys; print({CRASH_LINE!r}, file=sys.stderr); sys.exit(3)"],
            },
            "missing": {"command": str(missing)},
        },
    )
    with HttpProxy(config) as proxy:
        yield proxy, log, missing


async def test_an_upstream_that_fails_to_start_is_reported_and_the_others_are_served(
    unreliable: tuple[HttpProxy, CallLog, Path],
) -> None:
    proxy, log, _ = unreliable
    response = await anyio.to_thread.run_sync(proxy.healthz)
    assert response.status_code == 200  # something is served
    health = response.json()
    assert health["status"] == "degraded"
    assert health["upstreams"]["notes"]["state"] == "ready"
    for name in ("crashes", "missing"):
        broken = health["upstreams"][name]
        assert broken["state"] == "failed"  # retried with backoff, and "failed" until it is up
        assert broken["tools"] == 0 and broken["last_error"]
    assert health["upstreams"]["missing"]["last_error"].startswith("command not found")

    mark = log.mark()
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            names = {tool.name for tool in (await client.session.list_tools()).tools}
            echoed = await client.session.call_tool(
                "slow_echo", {"text": "still served", "seconds": 0}
            )
    assert names == NOTES_TOOLS
    assert text_of(echoed) == "still served"
    assert log.since(mark) == [
        {"tool": "slow_echo", "arguments": {"text": "still served", "seconds": 0}}
    ]


async def test_healthz_says_why_an_upstream_died_its_exit_status_and_stderr(
    unreliable: tuple[HttpProxy, CallLog, Path],
) -> None:
    proxy, _, _ = unreliable
    health = await health_of(proxy)
    assert health["upstreams"]["crashes"]["last_error"] == (
        f"the server exited with status 3; its stderr ended with: {CRASH_LINE}"
    )
    # Its stderr still reaches the proxy's own, as written after the server's name, and the log
    # says why too.
    log = proxy.log().splitlines()
    assert f"crashes | {CRASH_LINE}" in log
    assert any("upstream crashes: the server exited with status 3" in line for line in log)


async def test_healthz_names_the_command_that_was_not_found(
    unreliable: tuple[HttpProxy, CallLog, Path],
) -> None:
    proxy, _, missing = unreliable
    health = await health_of(proxy)
    assert str(missing) in health["upstreams"]["missing"]["last_error"]


async def test_an_upstream_that_dies_mid_call_is_restarted_and_the_call_is_answered(
    http_proxy: Callable[[Path], HttpProxy], config_writer: Callable[..., Path], tmp_path: Path
) -> None:
    log = CallLog(tmp_path / "notes.calls.jsonl")
    proxy = await anyio.to_thread.run_sync(
        http_proxy, config_writer({"notes": python_server(NOTES_SERVER, log.path)})
    )
    assert proxy.process is not None
    (upstream,) = [pid for pid, _ in process_tree(proxy.process.pid) if pid != proxy.process.pid]
    answers: list[types.CallToolResult] = []
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            async with anyio.create_task_group() as group:

                async def in_flight() -> None:
                    answers.append(
                        await client.session.call_tool("slow_echo", {"text": "lost", "seconds": 10})
                    )

                group.start_soon(in_flight)
                await log.wait_for(lambda entry: entry["arguments"].get("text") == "lost")
                os.kill(upstream, signal.SIGKILL)

            # Every request gets an answer: an error result the model can read, not a hang.
            (lost,) = answers
            assert lost.isError
            assert text_of(lost).startswith(
                "The call to 'slow_echo' did not complete: server 'notes' is unavailable"
            )

            # The proxy starts the server again (with backoff), and calls work again.
            while (await health_of(proxy))["status"] != "ok":
                await anyio.sleep(0.1)
            assert (await health_of(proxy))["upstreams"]["notes"]["restarts"] >= 1
            again = await client.session.call_tool(
                "slow_echo", {"text": "back again", "seconds": 0}
            )
            assert text_of(again) == "back again"


# `beta` is the notes server again, exposing only these of its tools: they collide with alpha's.
BETA_TOOLS = frozenset({"slow_echo", "create_note"})


@pytest.fixture(scope="module")
def twins(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ExamplesOverHttp]:
    """The notes server twice: `alpha` with all its tools, `beta` with BETA_TOOLS only, under the
    namespacing policy given as the fixture's parameter."""
    directory = tmp_path_factory.mktemp(f"namespacing-{request.param}")
    logs = {name: CallLog(directory / f"{name}.calls.jsonl") for name in ("alpha", "beta")}
    config = write_config(
        directory / "servers.json",
        {
            "alpha": python_server(NOTES_SERVER, logs["alpha"].path),
            "beta": python_server(
                NOTES_SERVER, logs["beta"].path, tools={"allow": sorted(BETA_TOOLS)}
            ),
        },
        namespacing=request.param,
    )
    with HttpProxy(config) as proxy:
        yield proxy, logs


NAMESPACED = {
    # auto: only names both servers expose get the `<server>__` prefix; alpha's others keep theirs.
    "auto": {f"{server}__{tool}" for server in ("alpha", "beta") for tool in BETA_TOOLS}
    | (NOTES_TOOLS - BETA_TOOLS),
    "always": {f"alpha__{tool}" for tool in NOTES_TOOLS} | {f"beta__{tool}" for tool in BETA_TOOLS},
    # never: the server first in the config keeps a colliding name; the other's tool is hidden.
    "never": NOTES_TOOLS,
}


@pytest.mark.parametrize("twins", ["auto", "always", "never"], indirect=True)
async def test_namespacing_of_colliding_tool_names(
    twins: ExamplesOverHttp,
) -> None:
    proxy, logs = twins
    namespacing = json.loads(proxy.config.read_text())["proxy"]["namespacing"]
    echo = "slow_echo" if namespacing == "never" else "beta__slow_echo"
    uncontested = "alpha__get_note" if namespacing == "always" else "get_note"
    marks = {name: log.mark() for name, log in logs.items()}
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            tools = {tool.name for tool in (await client.session.list_tools()).tools}
            echoed = await client.session.call_tool(echo, {"text": f"via {echo}", "seconds": 0})
            note = await client.session.call_tool(uncontested, {"id": FIRST_NOTE_ID})
            # A namespaced tool is validated against its upstream's schema like any other.
            rejected = await client.session.call_tool(echo, {"text": "too slow", "seconds": 600})

    assert tools == NAMESPACED[namespacing]
    assert text_of(echoed) == f"via {echo}"
    assert note.structuredContent is not None
    assert note.structuredContent["title"] == "Quarterly planning"
    assert rejected.isError and f"Invalid arguments for tool '{echo}'" in text_of(rejected)
    # Each upstream sees its own tool names, and only the server a name points to gets the call.
    echoed_by = "alpha" if namespacing == "never" else "beta"
    expected = {name: [] for name in logs}
    expected[echoed_by].append(
        {"tool": "slow_echo", "arguments": {"text": f"via {echo}", "seconds": 0}}
    )
    expected["alpha"].append({"tool": "get_note", "arguments": {"id": FIRST_NOTE_ID}})
    assert {name: log.since(marks[name]) for name, log in logs.items()} == expected
    if namespacing == "never":
        assert "'slow_echo' of server 'beta' is hidden" in proxy.log()


@pytest.mark.parametrize("twins", ["auto"], indirect=True)
async def test_colliding_resources_and_prompts_are_namespaced_too(
    twins: ExamplesOverHttp,
) -> None:
    proxy, _ = twins
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            await client.session.call_tool(
                "beta__create_note", {"title": "Only in beta", "body": "b"}
            )
            uris = [
                str(resource.uri) for resource in (await client.session.list_resources()).resources
            ]
            beta_index = (
                await client.session.read_resource("toolvet://beta/notes%3A%2F%2Findex")
            ).contents[0]
            prompts = [prompt.name for prompt in (await client.session.list_prompts()).prompts]
            got = await client.session.get_prompt("beta__summarize_notes", {"tag": "work"})

    # Both servers have notes://index: each is exposed as toolvet://<server>/<its uri, encoded>.
    assert uris == ["toolvet://alpha/notes%3A%2F%2Findex", "toolvet://beta/notes%3A%2F%2Findex"]
    assert isinstance(beta_index, types.TextResourceContents)
    assert str(beta_index.uri) == "toolvet://beta/notes%3A%2F%2Findex"
    assert "Only in beta" in beta_index.text
    assert prompts == ["alpha__summarize_notes", "beta__summarize_notes"]
    first = got.messages[0].content
    assert isinstance(first, types.TextContent) and "Quarterly planning" in first.text
