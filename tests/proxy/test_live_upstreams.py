"""Upstreams that come and go while toolvet serves, end to end: real server processes, the proxy
in this process (driven through its supervisor, `proxy.upstreams`, as a reload will be) and an
SDK client whose one session lives through an upstream added, one stopped and one replaced, each
with a call in flight."""

from __future__ import annotations

import functools
from pathlib import Path

import anyio
import pytest
from mcp import types

from tests.proxy.in_process import until
from tests.proxy.support import (
    Serving,
    assert_gone,
    call,
    client_of,
    held,
    process_tree,
    release,
    text_of,
    write_config,
)
from toolvet.config import ServerConfig, load_config, parse_config
from toolvet.proxy._proxy import Proxy

# A stream, pipe or file this test (or client_of) leaves open fails it, not only warns.
pytestmark = pytest.mark.filterwarnings(
    "error::ResourceWarning", "error::pytest.PytestUnraisableExceptionWarning"
)

DRAIN = 60.0  # an upper bound: the drains here end when their call does


def server_config(tmp_path: Path, name: str, generation: int) -> ServerConfig:
    return parse_config({"mcpServers": {name: held(tmp_path, name, generation)}}).servers[name]


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
