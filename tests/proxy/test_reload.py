"""servers.json changed while toolvet serves, end to end: real server processes, the proxy in this
process reloading its real config file (as SIGHUP and the watcher do), and an SDK client whose one
session lives through servers added, removed and replaced with calls in flight, a policy change,
a broken config, and a Kubernetes ConfigMap update; then SIGHUP to `toolvet serve` over stdio."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import sys
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import types
from mcp.shared.exceptions import McpError

from tests.proxy.support import (
    SHUTDOWN_TIMEOUT,
    HttpProxy,
    RawStdioSession,
    Serving,
    assert_gone,
    call,
    client_of,
    held,
    http_connection,
    post,
    process_tree,
    release,
    request,
    text_of,
    write_atomically,
    write_config,
)
from toolvet.config import load_config
from toolvet.proxy._proxy import Proxy
from toolvet.proxy._reloader import Reloader

DRAIN = {"drain_seconds": 60}  # an upper bound: the drains here end when their calls do
WAIT = 30.0


@asynccontextmanager
async def serving(config: Path, tmp_path: Path) -> AsyncIterator[tuple[Serving, Reloader]]:
    """The proxy of `config` serving one SDK client, and its reloader."""
    proxy = Proxy(load_config(config), use_lock=False)
    async with anyio.create_task_group() as group:
        await group.start(proxy.run)
        async with client_of(proxy) as client:
            yield Serving(tmp_path, proxy, client, group), Reloader(proxy)
            # The one client session lived through it all.
            assert len(proxy.sessions) == 1
            await client.session.send_ping()
        group.cancel_scope.cancel()


async def wait_for(condition: Callable[[], object]) -> None:
    with anyio.fail_after(WAIT):
        while not condition():
            await anyio.sleep(0.01)


async def test_a_reload_adds_removes_and_replaces_servers_with_calls_in_flight(
    tmp_path: Path,
) -> None:
    path = tmp_path / "servers.json"
    write_config(path, {"a": held(tmp_path, "a", 1), "b": held(tmp_path, "b", 1)}, reload=DRAIN)
    async with serving(path, tmp_path) as (server, reloader):
        proxy, client = server.proxy, server.client
        old_a = proxy.upstreams["a"]
        trees = {name: process_tree((await server.whoami(name))[1]) for name in ("a", "b")}
        a_answered, a_result = await server.hold("a")
        b_answered, b_result = await server.hold("b")
        client.notifications.clear()
        # a's environment changes (replaced), b goes, c comes.
        write_config(path, {"a": held(tmp_path, "a", 2), "c": held(tmp_path, "c", 1)}, reload=DRAIN)
        results: list[str] = []

        async def reload() -> None:
            results.append(await reloader.reload("test"))

        reloaded = server.in_background(reload)
        await wait_for(lambda: proxy.reloads.generation == 2)
        # The new server starts, and the client hears of its tools.
        await wait_for(lambda: "c_whoami" in proxy.tools.exposed)
        await client.wait_for_notification(types.ToolListChangedNotification, timeout=WAIT)
        assert {"c_whoami", "c_hold"} <= await server.tools()
        assert (await server.whoami("c"))[0] == "1"
        # The removed one takes no new call, saying why; its call in flight goes on.
        refused = await call(client, "b_whoami")
        assert refused.isError and "it is being removed" in text_of(refused)
        # The replaced one: new calls go to the new process once it is up.
        await wait_for(lambda: proxy.upstreams["a"] is not old_a)
        assert (await server.whoami("a"))[0] == "2"
        assert not reloaded.is_set()  # the drains wait for the calls in flight
        await release(tmp_path, "a", 1)
        await release(tmp_path, "b", 1)
        with anyio.fail_after(WAIT):
            await a_answered.wait()
            await b_answered.wait()
            await reloaded.wait()
        assert results == ["applied"]
        assert text_of(a_result[0]) == "a 1: released"
        assert text_of(b_result[0]) == "b 1: released"
        assert set(proxy.upstreams) == {"a", "c"}
        assert await server.tools() == {"a_whoami", "a_hold", "c_whoami", "c_hold"}
        assert_gone(trees["a"], "the replaced server a (its first process)")
        assert_gone(trees["b"], "the removed server b")


async def test_a_policy_change_applies_to_the_next_call_without_touching_the_server(
    tmp_path: Path,
) -> None:
    path = tmp_path / "servers.json"
    entry = held(tmp_path, "a", 1)
    write_config(path, {"a": entry})
    async with serving(path, tmp_path) as (server, reloader):
        proxy, client = server.proxy, server.client
        upstream = proxy.upstreams["a"]
        _, pid = await server.whoami("a")
        client.notifications.clear()
        # Before: an argument the tool does not declare goes through.
        extra = {"verbose": True}
        assert text_of(await client.session.call_tool("a_whoami", extra)) == f"a 1 {pid}"
        constrained = {
            "deny": ["a_hold"],
            "constrain": {"a_whoami": {"additionalProperties": False}},
        }
        write_config(path, {"a": {**entry, "tools": constrained}})
        assert await reloader.reload("test") == "applied"
        # The session hears its tools changed; the next call meets the new constraint.
        await client.wait_for_notification(types.ToolListChangedNotification, timeout=WAIT)
        assert await server.tools() == {"a_whoami"}
        rejected = await client.session.call_tool("a_whoami", extra)
        assert rejected.isError and "verbose" in text_of(rejected)
        with pytest.raises(McpError, match="Unknown tool 'a_hold'"):
            await call(client, "a_hold")
        assert proxy.upstreams["a"] is upstream and upstream.ready  # never restarted
        assert text_of(await call(client, "a_whoami")) == f"a 1 {pid}"
        # The same files again: nothing to do, and no session is told anything.
        client.notifications.clear()
        assert await reloader.reload("test") == "unchanged"
        # A change that leaves the list as it is: applied, and no session is told either.
        warned = {**entry, "tools": constrained, "validation": {"mode": "warn"}}
        write_config(path, {"a": warned})
        assert await reloader.reload("test") == "applied"
        assert not (await client.session.call_tool("a_whoami", extra)).isError
        await client.session.send_ping()
        assert not client.notifications


async def test_rate_limit_counts_survive_a_reload_that_keeps_their_store(tmp_path: Path) -> None:
    path = tmp_path / "servers.json"
    entry = held(tmp_path, "a", 1)
    limits = {"rules": [{"tools": ["a/a_whoami"], "per": "all", "limit": "2/minute"}]}
    write_config(path, {"a": entry}, rate_limits=limits)
    async with serving(path, tmp_path) as (server, reloader):
        client = server.client
        for _ in range(2):
            assert not (await call(client, "a_whoami")).isError
        # A policy change (a tool denied): the same store, so the two calls still count.
        write_config(path, {"a": {**entry, "tools": {"deny": ["a_hold"]}}}, rate_limits=limits)
        assert await reloader.reload("test") == "applied"
        limited = await call(client, "a_whoami")
        assert limited.isError and "at most 2 calls a minute" in text_of(limited)
        # A new store (another size) counts from nothing.
        bigger = {**limits, "max_keys": 1000}
        write_config(path, {"a": {**entry, "tools": {"deny": ["a_hold"]}}}, rate_limits=bigger)
        assert await reloader.reload("test") == "applied"
        assert not (await call(client, "a_whoami")).isError


@pytest.mark.parametrize(
    ("broken", "named"),
    [
        ('{"mcpServers": {"a": ', "servers.json"),
        (
            {"mcpServers": {"a": {"comand": "x"}}},
            "mcpServers.a.comand: unknown key 'comand'; did you mean 'command'?",
        ),
        (
            {"mcpServers": {"z": {"command": "toolvet-no-such-command"}}},
            "mcpServers.z.command: 'toolvet-no-such-command' is not found on PATH",
        ),
    ],
    ids=["bad JSON", "unknown key", "command not found"],
)
async def test_a_config_that_does_not_load_changes_nothing(
    tmp_path: Path, broken: Any, named: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "servers.json"
    write_config(path, {"a": held(tmp_path, "a", 1)})
    async with serving(path, tmp_path) as (server, reloader):
        proxy = server.proxy
        _, pid = await server.whoami("a")
        path.write_text(broken if isinstance(broken, str) else json.dumps(broken))
        with caplog.at_level(logging.ERROR, logger="toolvet.proxy"):
            assert await reloader.reload("test") == "refused"
        assert named in proxy.reloads.last_error and str(path) in proxy.reloads.last_error
        assert any(named in r.getMessage() for r in caplog.records)
        health = proxy.reloads.health()
        assert health["generation"] == 1 and health["last_error_at"]
        assert 'toolvet_config_reloads_total{result="refused"} 1.0' in (
            proxy.metrics.exposition().decode()
        )
        # The old config serves on, with the same server process.
        assert await server.tools() == {"a_whoami", "a_hold"}
        assert (await server.whoami("a")) == ("1", pid)



def open_files(folder: Path) -> list[str]:
    """The files under `folder` this process holds open, from /proc."""
    found = []
    for fd in os.listdir("/proc/self/fd"):
        with contextlib.suppress(OSError):  # the listing's own descriptor is gone by now
            target = os.readlink(f"/proc/self/fd/{fd}")
            if target.startswith(f"{folder}/"):
                found.append(Path(target).name)
    return sorted(found)


async def test_an_audit_log_a_reload_refused_or_replaced_is_closed(tmp_path: Path) -> None:
    """A refused reload leaves no file open behind it; a replaced audit log is closed, and a
    call still in flight on the old pipeline writes its line there all the same."""
    path, servers = tmp_path / "servers.json", {"a": {"command": sys.executable}}
    write_config(path, servers, audit={"path": "first.jsonl"})
    proxy = Proxy(load_config(path))  # not run: a reload's policy needs no server
    reloader, first = Reloader(proxy), proxy.audit
    assert open_files(tmp_path) == ["first.jsonl"]
    broken_lock = {"path": "missing.lock.json"}  # refused after the new audit log was opened
    write_config(path, servers, audit={"path": "second.jsonl"}, lock=broken_lock)
    assert await reloader.reload("test") == "refused"
    assert open_files(tmp_path) == ["first.jsonl"]
    write_config(path, servers, audit={"path": "second.jsonl"})
    assert await reloader.reload("test") == "applied"
    assert open_files(tmp_path) == ["second.jsonl"]
    assert first is not None
    first.write("late", tool="a_whoami")
    assert json.loads((tmp_path / "first.jsonl").read_text())["event"] == "late"
    assert open_files(tmp_path) == ["second.jsonl"]

def configmap(folder: Path, version: str, document: dict[str, Any]) -> Path:
    """Write `document` as the kubelet updates a ConfigMap volume: the files in a new timestamped
    folder, the `..data` symlink swapped to it in one rename, `servers.json` -> `..data/...`."""
    data = folder / f"..{version}"
    data.mkdir(parents=True)
    (data / "servers.json").write_text(json.dumps(document))
    swap = folder / "..data_tmp"
    swap.symlink_to(data.name)
    os.replace(swap, folder / "..data")
    link = folder / "servers.json"
    if not link.is_symlink():
        link.symlink_to("..data/servers.json")
    return link


async def test_the_watcher_picks_up_a_configmap_symlink_swap(tmp_path: Path) -> None:
    folder = tmp_path / "config"
    a = held(tmp_path, "a", 1)
    path = configmap(folder, "2026_01_01", {"mcpServers": {"a": a}})
    async with serving(path, tmp_path) as (server, reloader):
        proxy = server.proxy
        await server.group.start(reloader.watch)
        document = {"mcpServers": {"a": a, "c": held(tmp_path, "c", 1)}}
        configmap(folder, "2026_01_02", document)
        await wait_for(lambda: proxy.reloads.generation == 2)
        await server.client.wait_for_notification(types.ToolListChangedNotification, WAIT)
        assert (await server.whoami("c"))[0] == "1"
        assert dict(proxy.reloads.results) == {"applied": 1}
        server.group.cancel_scope.cancel()


def test_sighup_over_stdio_reloads_and_stdout_carries_only_messages(tmp_path: Path) -> None:
    path = tmp_path / "servers.json"
    a = held(tmp_path, "a", 1)
    write_config(path, {"a": a})
    session = RawStdioSession(path)
    session.initialize()  # answered: SIGHUP is caught by now
    write_config(path, {"a": a, "c": held(tmp_path, "c", 1)})
    session.process.send_signal(signal.SIGHUP)
    # Every line toolvet writes is a JSON-RPC message (read() parses each), up to the change.
    while session.read().get("method") != "notifications/tools/list_changed":
        pass
    [listed] = session.exchange(b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}', until=1)
    assert {t["name"] for t in listed["result"]["tools"]} == {
        "a_whoami",
        "a_hold",
        "c_whoami",
        "c_hold",
    }
    session.close()


assert sys.executable  # the held servers run on this interpreter


def health_when(proxy: HttpProxy, condition: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """/healthz's body once `condition` holds of it (asked again until then, within a bound)."""
    deadline = time.monotonic() + SHUTDOWN_TIMEOUT
    while not condition(body := proxy.healthz().json()):
        assert time.monotonic() < deadline, f"/healthz still says {body['config']}"
        time.sleep(0.05)
    return body


def test_serve_watch_over_http_refuses_a_broken_edit_then_applies_a_good_one(
    tmp_path: Path,
) -> None:
    path = tmp_path / "servers.json"
    a = held(tmp_path, "a", 1)
    write_config(path, {"a": a})
    with HttpProxy(path, options=("--watch",)) as proxy:
        assert proxy.healthz().json()["config"]["generation"] == 1
        write_atomically(path, '{"mcpServers": {"a": ', mode=0o644)  # a half-written config
        broken = health_when(proxy, lambda b: b["config"]["last_error"] is not None)
        assert broken["config"]["generation"] == 1 and str(path) in broken["config"]["last_error"]
        assert broken["upstreams"]["a"]["state"] == "ready"  # the old config serves on
        write_config(path, {"a": a, "c": held(tmp_path, "c", 1)})
        fixed = health_when(proxy, lambda b: b["upstreams"].get("c", {}).get("state") == "ready")
        assert fixed["config"] == {**fixed["config"], "generation": 2, "last_error": None}
        # A 2026-07-28 client keeps no session: its next list is the new one.
        listed = post(proxy, request("tools/list")).json()["result"]
        assert {t["name"] for t in listed["tools"]} == {"a_whoami", "a_hold", "c_whoami", "c_hold"}
        metrics = httpx.get(f"{proxy.base}/metrics", timeout=10).text
        assert 'toolvet_config_reloads_total{result="refused"} 1.0' in metrics
        assert 'toolvet_config_reloads_total{result="applied"} 1.0' in metrics
        assert "toolvet_config_generation 2.0" in metrics
        log = proxy.log()
        assert "reload (file changed) refused, the config served stays (generation 1)" in log
        assert "reload (file changed): generation 2 applied in" in log


BOB, ALICE = "bob-token-0123456789", "alice-token-0123456789"


def access_for(alice_tools: list[str]) -> dict[str, Any]:
    """Static tokens for bob and alice; bob may use every tool of a, alice `alice_tools`."""
    return {
        "tokens": [
            {"token": BOB, "subject": "bob", "scopes": ["bob"]},
            {"token": ALICE, "subject": "alice", "scopes": ["alice"]},
        ],
        "access": [
            {"scopes": ["bob"], "tools": ["a/*"]},
            {"scopes": ["alice"], "tools": alice_tools},
        ],
    }


async def test_only_the_session_whose_tools_changed_hears_of_it(tmp_path: Path) -> None:
    path = tmp_path / "servers.json"
    a = held(tmp_path, "a", 1)
    write_config(path, {"a": a}, auth=access_for(["a/a_whoami"]))
    with HttpProxy(path) as proxy:
        async with (
            http_connection(proxy.url, {"Authorization": f"Bearer {BOB}"}) as bob,
            http_connection(proxy.url, {"Authorization": f"Bearer {ALICE}"}) as alice,
        ):

            async def names(client: Any) -> set[str]:
                return {t.name for t in (await client.session.list_tools()).tools}

            assert await names(bob) == {"a_whoami", "a_hold"}
            assert await names(alice) == {"a_whoami"}
            write_config(path, {"a": a}, auth=access_for(["a/*"]))
            assert proxy.process is not None
            proxy.process.send_signal(signal.SIGHUP)
            await alice.wait_for_notification(types.ToolListChangedNotification, timeout=WAIT)
            assert await names(alice) == {"a_whoami", "a_hold"}
            deadline = time.monotonic() + SHUTDOWN_TIMEOUT
            while "reload (SIGHUP): generation 2 applied" not in proxy.log():
                assert time.monotonic() < deadline, proxy.log()
                await anyio.sleep(0.05)
            assert "1 sessions told their tools changed" in proxy.log()  # alice's, not bob's
            await bob.session.send_ping()
            assert not any(
                isinstance(n.root, types.ToolListChangedNotification) for n in bob.notifications
            )


async def test_with_tool_search_a_session_hears_of_a_change_to_the_tools_it_lists(
    tmp_path: Path,
) -> None:
    """A searching session lists search_tools, call_tool, its pins and what it found: a tool
    it found, taken away, changes its list; the same change to a session that found nothing
    leaves its list as it was, and it hears nothing."""
    path = tmp_path / "servers.json"
    a = held(tmp_path, "a", 1)
    write_config(path, {"a": a}, discovery="search")
    proxy = Proxy(load_config(path), use_lock=False)
    reloader = Reloader(proxy)
    async with anyio.create_task_group() as group:
        await group.start(proxy.run)
        async with client_of(proxy) as finder, client_of(proxy) as idle:
            changed = types.ToolListChangedNotification

            def heard(client: Any) -> int:
                return sum(isinstance(n.root, changed) for n in client.notifications)

            await finder.session.call_tool("search_tools", {"query": "who answers"})
            await finder.wait_until(lambda: heard(finder) == 1)  # its list grew
            listed = {t.name for t in (await finder.session.list_tools()).tools}
            assert "a_whoami" in listed
            write_config(path, {"a": {**a, "tools": {"deny": ["a_whoami"]}}}, discovery="search")
            assert await reloader.reload("test") == "applied"
            await finder.wait_until(lambda: heard(finder) == 2)
            listed = {t.name for t in (await finder.session.list_tools()).tools}
            assert "a_whoami" not in listed and {"search_tools", "call_tool"} <= listed
            await idle.session.send_ping()  # what the reload sent it has arrived
            assert heard(idle) == 0
        group.cancel_scope.cancel()
