"""Upstreams that come and go while toolvet serves, end to end: real server processes, the proxy
in this process (driven through its supervisor, `proxy.upstreams`, as a reload will be) and an
SDK client whose one session lives through an upstream added, one stopped and one replaced, each
with a call in flight."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream
from mcp import types
from mcp.shared.message import SessionMessage

from tests.proxy.in_process import until
from tests.proxy.support import (
    Connection,
    assert_gone,
    open_connection,
    process_tree,
    text_of,
    write_config,
)
from toolvet.config import ServerConfig, load_config, parse_config
from toolvet.protocol import wire
from toolvet.proxy._proxy import Proxy
from toolvet.proxy.sessions._session import DownstreamSession

HELD_SERVER = Path(__file__).parents[1] / "data" / "servers" / "held_server.py"
DRAIN = 60.0  # an upper bound: the drains here end when their call does


def held(tmp_path: Path, name: str, generation: int) -> dict[str, Any]:
    """The config entry of a held_server.py, with a FIFO of its own to release its held call."""
    fifo = tmp_path / f"{name}-{generation}.fifo"
    os.mkfifo(fifo)
    env = {"SERVER_NAME": name, "GENERATION": str(generation), "HOLD_FIFO": str(fifo)}
    return {"command": sys.executable, "args": [str(HELD_SERVER)], "env": env}


def server_config(tmp_path: Path, name: str, generation: int) -> ServerConfig:
    return parse_config({"mcpServers": {name: held(tmp_path, name, generation)}}).servers[name]


async def release(tmp_path: Path, name: str, generation: int) -> None:
    """End the held call of a server: open its FIFO for writing (which waits for the server to
    read it) and close it."""
    fifo = tmp_path / f"{name}-{generation}.fifo"
    with anyio.fail_after(30):
        await anyio.to_thread.run_sync(fifo.write_bytes, b"go", abandon_on_cancel=True)


class Writer:
    """A downstream session's writer onto the client's stream."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    async def send(self, message: wire.Message, *, related_request_id: Any = None) -> None:
        await self.stream.send(SessionMessage(types.JSONRPCMessage.model_validate(message)))


async def messages_of(
    stream: MemoryObjectReceiveStream[SessionMessage],
) -> AsyncIterator[wire.Message]:
    async for item in stream:
        yield item.message.model_dump(by_alias=True, mode="json", exclude_none=True)


@asynccontextmanager
async def client_of(proxy: Proxy) -> AsyncIterator[Connection]:
    """An SDK client session on a downstream session of `proxy`, over in-memory streams."""
    to_client, client_reads = anyio.create_memory_object_stream[SessionMessage | Exception](64)
    client_writes, to_proxy = anyio.create_memory_object_stream[SessionMessage](64)
    session = DownstreamSession(proxy.wiring, Writer(to_client), transport="stdio")
    async with anyio.create_task_group() as group:
        group.start_soon(session.run, messages_of(to_proxy))
        async with open_connection(client_reads, client_writes, "stdio") as connection:
            yield connection
        group.cancel_scope.cancel()


async def call(client: Connection, tool: str) -> types.CallToolResult:
    with anyio.fail_after(60):
        return await client.session.call_tool(tool, {})


class Serving:
    """A proxy serving one client, and its calls started in the background."""

    def __init__(self, tmp_path: Path, proxy: Proxy, client: Connection, group: Any) -> None:
        self.tmp_path, self.proxy, self.client, self.group = tmp_path, proxy, client, group

    async def tools(self) -> set[str]:
        return {t.name for t in (await self.client.session.list_tools()).tools}

    async def whoami(self, server: str) -> tuple[str, int]:
        """Which generation of `server` answers, and its process."""
        _, generation, pid = text_of(await call(self.client, f"{server}_whoami")).split()
        return generation, int(pid)

    def in_background(self, work: Any, *args: Any) -> anyio.Event:
        """Run `work(*args)`; the event is set when it is done."""
        done = anyio.Event()

        async def run() -> None:
            await work(*args)
            done.set()

        self.group.start_soon(run)
        return done

    async def hold(self, server: str) -> tuple[anyio.Event, list[types.CallToolResult]]:
        """A `<server>_hold` call, once it is in flight upstream: its end, and its result."""
        result: list[types.CallToolResult] = []
        upstream = self.proxy.upstreams[server]

        async def held_call() -> None:
            result.append(await call(self.client, f"{server}_hold"))

        answered = self.in_background(held_call)
        await until(lambda: upstream.in_flight == 1)
        return answered, result


async def test_upstreams_are_added_stopped_and_replaced_under_a_client_that_stays(
    tmp_path: Path,
) -> None:
    config = write_config(tmp_path / "servers.json", {"a": held(tmp_path, "a", 1)})
    proxy = Proxy(load_config(config), use_lock=False)
    async with anyio.create_task_group() as group:
        await group.start(proxy.run)
        async with client_of(proxy) as client:
            serving = Serving(tmp_path, proxy, client, group)
            assert await serving.tools() == {"a_whoami", "a_hold"}
            await added(serving)
            await stopped(serving)
            await replaced(serving)
            # The one client session lived through it all.
            assert len(proxy.sessions) == 1
            await client.session.send_ping()
        group.cancel_scope.cancel()


async def added(serving: Serving) -> None:
    """Added while serving: the client hears of its tools and can call them."""
    serving.proxy.upstreams.add(server_config(serving.tmp_path, "b", 1))
    await serving.client.wait_for_notification(types.ToolListChangedNotification, timeout=30)
    assert await serving.tools() == {"a_whoami", "a_hold", "b_whoami", "b_hold"}
    assert (await serving.whoami("b"))[0] == "1"


async def stopped(serving: Serving) -> None:
    """Stopped with a call in flight: it finishes; a new call is refused, saying why; then the
    server's process ends and the client hears that its tools are gone."""
    proxy, client = serving.proxy, serving.client
    _, pid = await serving.whoami("a")
    processes = process_tree(pid)
    upstream = proxy.upstreams["a"]
    answered, result = await serving.hold("a")
    client.notifications.clear()
    stop = serving.in_background(functools.partial(proxy.upstreams.stop, "a", drain=DRAIN))
    await until(lambda: not upstream.ready)
    refused = await call(client, "a_whoami")
    assert refused.isError
    assert text_of(refused) == (
        "The call to 'a_whoami' was not made: server 'a' is unavailable (it is being removed"
        " from toolvet's servers; its calls in flight finish first (at most 60 s), new ones"
        " are refused)."
    )
    assert not stop.is_set()  # it waits for the call in flight
    await release(serving.tmp_path, "a", 1)
    with anyio.fail_after(30):
        await answered.wait()
        await stop.wait()
    assert not result[0].isError
    assert text_of(result[0]) == "a 1: released"
    assert "a" not in proxy.upstreams
    assert_gone(processes, "the removed server a")
    await client.wait_for_notification(types.ToolListChangedNotification, timeout=30)
    assert await serving.tools() == {"b_whoami", "b_hold"}


async def replaced(serving: Serving) -> None:
    """Replaced with a call in flight on the old one: it finishes there, the next call goes to
    the new one, and the old one's process ends."""
    proxy = serving.proxy
    old = proxy.upstreams["b"]
    _, pid = await serving.whoami("b")
    processes = process_tree(pid)
    answered, result = await serving.hold("b")
    new_config = server_config(serving.tmp_path, "b", 2)
    replace = serving.in_background(
        functools.partial(proxy.upstreams.replace, new_config, drain=DRAIN)
    )
    with anyio.fail_after(30):  # the new server starts (a process) and takes the name
        while proxy.upstreams["b"] is old:
            await anyio.sleep(0.01)
    generation, new_pid = await serving.whoami("b")
    assert (generation, new_pid != pid) == ("2", True)
    assert not replace.is_set()  # the old one waits for its call
    await release(serving.tmp_path, "b", 1)
    with anyio.fail_after(30):
        await answered.wait()
        await replace.wait()
    assert text_of(result[0]) == "b 1: released"
    assert_gone(processes, "the replaced server b")
    assert proxy.upstreams["b"].ready
