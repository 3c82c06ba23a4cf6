"""Legacy HTTP sessions are bounded: a cap (proxy.http.max_sessions) and an idle expiry.

Past the cap a new session is refused with 503 and Retry-After, the sessions already open keep
working, and memory stops growing with the flood. Idle sessions expire, which makes room again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import httpx

from tests.proxy.support import (
    INITIALIZE,
    MCP_HEADERS,
    NOTES_SERVER,
    HttpProxy,
    http_connection,
    python_server,
    rss_bytes,
    text_of,
    write_config,
)

CAP = 1000
# Enough requests at once to flood, few enough for a 2-core machine shared with other tests.
CONCURRENCY = 20


async def _initialize_many(url: str, count: int) -> list[httpx.Response]:
    """`count` initialize requests, each a new session, CONCURRENCY at a time."""
    responses: list[httpx.Response] = []
    limit = asyncio.Semaphore(CONCURRENCY)
    async with httpx.AsyncClient(timeout=60) as http:

        async def one() -> None:
            async with limit:
                responses.append(await http.post(url, json=INITIALIZE, headers=MCP_HEADERS))

        async with anyio.create_task_group() as group:
            for _ in range(count):
                group.start_soon(one)
    return responses


async def _metric(proxy: HttpProxy, name: str) -> float:
    async with httpx.AsyncClient() as http:
        text = (await http.get(f"{proxy.base}/metrics")).text
    (line,) = [line for line in text.splitlines() if line.startswith(f"{name} ")]
    return float(line.split()[1])


def _proxy_with(tmp_path: Path, http_proxy: Callable[[Path], HttpProxy], **http: Any) -> HttpProxy:
    config = write_config(
        tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)}, http=http
    )
    return http_proxy(config)


async def test_a_flood_past_max_sessions_gets_503_and_an_older_session_is_still_answered(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    proxy = _proxy_with(tmp_path, http_proxy, max_sessions=CAP)
    assert proxy.process is not None
    with anyio.fail_after(240):
        async with http_connection(proxy.url) as older:
            start = rss_bytes(proxy.process.pid)
            accepted = await _initialize_many(proxy.url, CAP - 1)
            at_cap = rss_bytes(proxy.process.pid)
            refused = await _initialize_many(proxy.url, 2 * CAP)
            after = rss_bytes(proxy.process.pid)

            assert [r.status_code for r in accepted] == [200] * (CAP - 1)
            assert len({r.headers["mcp-session-id"] for r in accepted}) == CAP - 1
            assert {r.status_code for r in refused} == {503}
            answer = refused[0]
            assert int(answer.headers["retry-after"]) >= 1
            assert "mcp-session-id" not in answer.headers
            error = answer.json()
            assert error["id"] == INITIALIZE["id"] and error["error"]["code"] == -32000
            assert "1000 sessions are open" in error["error"]["message"]
            assert "proxy.http.max_sessions" in error["error"]["message"]

            # The session opened before the flood is still served, and so are the flood's own.
            echoed = await older.session.call_tool("slow_echo", {"text": "after", "seconds": 0})
            assert text_of(echoed) == "after"
            async with httpx.AsyncClient() as http:
                listed = await http.post(
                    proxy.url,
                    json={"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
                    headers={
                        **MCP_HEADERS,
                        "mcp-session-id": accepted[-1].headers["mcp-session-id"],
                    },
                )
            assert listed.status_code == 200 and listed.json()["result"]["tools"]
            assert await _metric(proxy, "toolvet_client_sessions") == CAP
            assert await _metric(proxy, "toolvet_client_sessions_refused_total") == 2 * CAP

    print(f"proxy RSS: {start >> 10} KiB; at the cap {at_cap >> 10} KiB; after {after >> 10} KiB")
    # Memory: the sessions grew it; twice as many refused requests after them hardly did.
    assert after - at_cap < (at_cap - start) / 2, (start, at_cap, after)
    assert "new ones are refused" in proxy.log()


async def test_idle_sessions_expire_and_make_room_for_new_ones(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    proxy = _proxy_with(tmp_path, http_proxy, max_sessions=2, session_idle_timeout=1)
    with anyio.fail_after(60):
        first, second = await _initialize_many(proxy.url, 2)
        (third,) = await _initialize_many(proxy.url, 1)
        assert (first.status_code, second.status_code, third.status_code) == (200, 200, 503)
        while (await _initialize_many(proxy.url, 1))[0].status_code == 503:
            await anyio.sleep(0.2)  # until the idle sweep has ended the two
    async with httpx.AsyncClient() as http:
        gone = await http.post(
            proxy.url,
            json={"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
            headers={**MCP_HEADERS, "mcp-session-id": first.headers["mcp-session-id"]},
        )
    assert gone.status_code == 404
