"""An upstream that comes back from a crash with other tools: clients are told, and see the new list."""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path

import anyio
import httpx
from mcp import types

from tests.proxy.support import HttpProxy, http_connection, process_tree, write_config

SERVER = Path(__file__).resolve().parents[1] / "data" / "servers" / "changing_tools_server.py"


async def shifty_proxy(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy], tools: list[str]
) -> tuple[HttpProxy, Path, int]:
    """A proxy in front of one server whose tools are the names in a file; returns the proxy,
    that file and the server's pid."""
    tools_file = tmp_path / "tools.json"
    tools_file.write_text(json.dumps(tools))
    config = write_config(
        tmp_path / "servers.json",
        {
            "shifty": {
                "command": sys.executable,
                "args": [str(SERVER)],
                "env": {"TOOLS_FILE": str(tools_file)},
            }
        },
    )
    proxy = await anyio.to_thread.run_sync(http_proxy, config)
    assert proxy.process is not None
    (upstream,) = [pid for pid, _ in process_tree(proxy.process.pid) if pid != proxy.process.pid]
    return proxy, tools_file, upstream


async def test_a_restarted_upstream_with_a_changed_tool_list_is_announced(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    proxy, tools_file, upstream = await shifty_proxy(tmp_path, http_proxy, ["alpha", "beta"])
    with anyio.fail_after(60):
        async with http_connection(proxy.url) as client:
            before = await client.session.list_tools()
            assert sorted(t.name for t in before.tools) == ["alpha", "beta"]

            tools_file.write_text(json.dumps(["alpha", "gamma"]))
            os.kill(upstream, signal.SIGKILL)
            await client.wait_for_notification(types.ToolListChangedNotification, timeout=30)
            after = await client.session.list_tools()
            assert sorted(t.name for t in after.tools) == ["alpha", "gamma"]
            result = await client.session.call_tool("gamma", {"text": "hi"})
            assert result.content[0].text == "gamma: hi"
    async with httpx.AsyncClient() as http:
        health = (await http.get(f"{proxy.base}/healthz")).json()
    assert health["upstreams"]["shifty"]["restarts"] >= 1
    assert health["upstreams"]["shifty"]["state"] == "ready"


async def test_while_an_upstream_is_down_its_tools_stay_listed_and_calls_fail_fast(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    proxy, tools_file, upstream = await shifty_proxy(tmp_path, http_proxy, ["alpha"])
    tools_file.unlink()  # every restart now fails at once: the server stays down
    os.kill(upstream, signal.SIGKILL)
    async with httpx.AsyncClient() as http:
        with anyio.fail_after(30):
            while (await http.get(f"{proxy.base}/healthz")).json()["upstreams"]["shifty"][
                "state"
            ] == "ready":
                await anyio.sleep(0.05)
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            listed = await client.session.list_tools()
            assert [t.name for t in listed.tools] == ["alpha"]
            with anyio.fail_after(5):
                result = await client.session.call_tool("alpha", {"text": "hi"})
            assert result.isError
            assert result.content[0].text.startswith(
                "The call to 'alpha' was not made: server 'shifty' is unavailable"
            )
