"""`proxy.rate_limits` end to end: `toolvet serve` over HTTP with two callers (static tokens) and
the SDK's client, the example notes server behind it; replicas sharing one real redis-server;
and that Redis stopped and started again while the replicas serve."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import types

from tests.proxy.support import (
    NOTES_SERVER,
    CallLog,
    Connection,
    HttpProxy,
    answer_of,
    http_connection,
    post,
    python_server,
    request,
    stdio_proxy,
    text_of,
    write_config,
)
from tests.redis_server import RedisServer
from toolvet.cli import main
from toolvet.config import load_config
from toolvet.pipeline import RATE_LIMIT_META_KEY
from toolvet.proxy._proxy import Proxy
from toolvet.proxy._reloader import Reloader

TOKENS = {"alice": "alice-token-alice-token", "bob": "bob-token-bob-token-bob"}
AUTH = {
    "tokens": [{"token": token, "subject": name} for name, token in TOKENS.items()],
    "public_healthz": True,
}
SEARCH = {"query": "plan"}


def config(
    directory: Path, name: str, rate_limits: dict[str, Any], log: CallLog | None = None
) -> Path:
    servers = {"notes": python_server(NOTES_SERVER, log.path if log else None)}
    audit = {"path": str(directory / f"{name}.audit.jsonl")}
    return write_config(
        directory / f"{name}.json", servers, auth=AUTH, rate_limits=rate_limits, audit=audit
    )


@asynccontextmanager
async def as_caller(proxy: HttpProxy, name: str) -> AsyncIterator[Connection]:
    headers = {"Authorization": f"Bearer {TOKENS[name]}"}
    async with http_connection(proxy.url, headers) as connection:
        yield connection


async def search(client: Connection) -> types.CallToolResult:
    with anyio.fail_after(60):
        return await client.session.call_tool("search_notes", SEARCH)


def store_state(proxy: HttpProxy) -> dict[str, str]:
    """The rate-limit store as /healthz shows it."""
    return proxy.healthz().json()["rate_limits"]


def refused(results: list[types.CallToolResult]) -> list[bool]:
    return [bool(r.isError) for r in results]


def metric(proxy: HttpProxy, name: str) -> dict[str, float]:
    """Each sample of a metric family from /metrics, by its label text."""
    text = httpx.get(f"{proxy.base}/metrics", timeout=30).text
    samples = {}
    for line in text.splitlines():
        if line.startswith(name):
            labels, _, value = line[len(name) :].rpartition(" ")
            samples[labels] = float(value)
    return samples


async def test_a_caller_over_its_limit_is_refused_and_another_caller_is_not(
    tmp_path: Path,
) -> None:
    log = CallLog(tmp_path / "notes.calls.jsonl")
    limits = {"rules": [{"tools": ["notes/*"], "per": "caller", "limit": "2/hour"}]}
    path = config(tmp_path, "servers", limits, log)
    with HttpProxy(path) as proxy:
        async with as_caller(proxy, "alice") as alice, as_caller(proxy, "bob") as bob:
            alices = [await search(alice) for _ in range(3)]
            bobs = [await search(bob) for _ in range(2)]
        calls = metric(proxy, "toolvet_tool_calls_total")
    assert refused(alices) == [False, False, True] and refused(bobs) == [False, False]
    text = text_of(alices[2])
    assert text.startswith(
        "Tool 'search_notes' was not called: at most 2 calls an hour to notes/* for caller alice;"
        " try again in "
    )
    meta = (alices[2].meta or {})[RATE_LIMIT_META_KEY]
    assert 0 < meta["retry_after"] <= 1800 and meta["per"] == "caller"
    assert len(log.entries()) == 4  # the refused call never reached the server
    outcomes = {k: v for k, v in calls.items() if "search_notes" in k}
    assert outcomes == {
        '{outcome="accepted",server="notes",tool="search_notes"}': 4.0,
        '{outcome="rate_limited",server="notes",tool="search_notes"}': 1.0,
    }
    audit = [
        json.loads(line) for line in (tmp_path / "servers.audit.jsonl").read_text().splitlines()
    ]
    [event] = [e for e in audit if e["event"] == "rate_limited"]
    assert event["caller"] == "alice" and event["error"] == text
    assert event["retry_after"] == meta["retry_after"] and event["arguments"] is None


async def test_two_replicas_sharing_one_redis_allow_exactly_the_limit_between_them(
    tmp_path: Path, redis_server: RedisServer
) -> None:
    log = CallLog(tmp_path / "notes.calls.jsonl")
    limits = {
        "store": redis_server.url,
        "rules": [{"tools": ["notes/search_*"], "per": "caller", "limit": "5/hour"}],
    }
    path = config(tmp_path, "servers", limits, log)
    with HttpProxy(path) as first, HttpProxy(path, log_file=tmp_path / "second.log") as second:
        async with as_caller(first, "alice") as one, as_caller(second, "alice") as two:
            results = []
            for _ in range(6):  # the calls alternate between the replicas
                results += [await search(one), await search(two)]
            async with as_caller(second, "bob") as bob:
                bobs = [await search(bob)]
    assert refused(results).count(False) == 5 and refused(bobs) == [False]
    assert refused(results)[:5] == [False] * 5  # the first five, whichever replica took them
    assert len(log.entries()) == 6


async def test_redis_stopped_and_started_again(tmp_path: Path, redis_server: RedisServer) -> None:
    rule = {"tools": ["*"], "per": "all", "limit": "1/hour"}
    allow = config(tmp_path, "allow", {"store": redis_server.url, "rules": [rule]})
    refuse = config(
        tmp_path, "refuse", {"store": redis_server.url, "on_store_error": "refuse", "rules": [rule]}
    )
    with HttpProxy(allow) as lenient, HttpProxy(refuse) as strict:
        async with as_caller(lenient, "alice") as alice, as_caller(strict, "bob") as bob:
            before = [await search(alice), await search(bob)]  # one counter: the rules are equal
            health = [store_state(lenient)]
            redis_server.stop()
            during = [await search(alice), await search(alice), await search(bob)]
            errors = metric(lenient, "toolvet_rate_limit_store_errors_total")
            health.append(store_state(lenient))
            redis_server.start()  # empty: counting starts afresh, shared again
            after = [await search(bob), await search(alice)]
            health.append(store_state(lenient))
        logs = lenient.log(), strict.log()
    assert refused(before) == [False, True]
    assert refused(during) == [False, False, True]
    assert "store is unreachable" in text_of(during[2])
    assert refused(after) == [False, True]
    assert errors == {'{kind="connection"}': 2.0}
    assert logs[0].count("cannot be reached") == 1 and "allowed without counting" in logs[0]
    assert logs[1].count("cannot be reached") == 1 and "refused until it answers" in logs[1]
    assert "answers again" in logs[0] and "answers again" in logs[1]
    assert [(h["store"], h["state"]) for h in health] == [
        (redis_server.url, "up"),
        (redis_server.url, "down"),
        (redis_server.url, "up"),
    ]
    assert health[0]["since"] <= health[1]["since"] <= health[2]["since"]  # ISO 8601, UTC


async def test_over_stdio_the_session_is_counted_where_there_is_no_identity(
    tmp_path: Path,
) -> None:
    rule = {"tools": ["notes/search_notes"], "per": "caller", "limit": "1/day"}
    servers = {"notes": python_server(NOTES_SERVER)}
    path = write_config(tmp_path / "servers.json", servers, rate_limits={"rules": [rule]})
    async with stdio_proxy(path) as client:
        results = [await search(client), await search(client)]
    assert refused(results) == [False, True], [text_of(r) for r in results]
    assert "at most 1 call a day to notes/search_notes for this session" in text_of(results[1])


async def test_requests_of_the_2026_07_28_era_without_identity_are_counted_together(
    tmp_path: Path,
) -> None:
    """Each such request is a session of its own: counted per session, none would be limited.
    Their refusal says whom they are counted with; a legacy session's counts stay its own."""
    rule = {"tools": ["notes/*"], "per": "caller", "limit": "2/day"}
    servers = {"notes": python_server(NOTES_SERVER)}
    path = write_config(tmp_path / "servers.json", servers, rate_limits={"rules": [rule]})
    body = request("tools/call", {"name": "search_notes", "arguments": SEARCH})
    with HttpProxy(path) as proxy:
        results = [answer_of(post(proxy, body))["result"] for _ in range(3)]
        async with http_connection(proxy.url) as legacy:
            in_session = [await search(legacy) for _ in range(3)]
    assert [r.get("isError", False) for r in results] == [False, False, True]
    assert text_of(results[2]).startswith(
        "Tool 'search_notes' was not called: at most 2 calls a day to notes/* for callers"
        " without an identity; try again in "
    )
    assert refused(in_session) == [False, False, True]
    assert "at most 2 calls a day to notes/* for this session" in text_of(in_session[2])


async def test_a_redis_store_without_its_client_is_refused_by_check_and_by_a_reload(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A config error naming the file and key, before anything serves; a proxy serving keeps
    its config and its store."""
    servers = {"notes": python_server(NOTES_SERVER)}
    path = write_config(tmp_path / "servers.json", servers)
    proxy = Proxy(load_config(path), use_lock=False)
    reloader = Reloader(proxy)
    monkeypatch.setitem(sys.modules, "redis", None)  # as if the redis extra were not installed
    write_config(path, servers, rate_limits={"store": "redis://localhost:6379/0"})
    expected = (
        f"{path}: proxy.rate_limits.store: names a Redis store, but the Redis client is not"
        " installed: pip install 'toolvet[redis]'"
    )
    assert main(["check", "--config", str(path)]) == 2
    assert expected in capsys.readouterr().err
    assert await reloader.reload("test") == "refused"
    assert expected in (proxy.reloads.last_error or "")
    assert proxy.rate_store.name == "memory"
