"""/livez, /readyz, /healthz and /metrics as a balancer, the kubelet and Prometheus meet them, and a
replica that drains on SIGTERM (toolvet.proxy.http._probes, toolvet.proxy.http._drain)."""

from __future__ import annotations

import json
import signal
import socket
from pathlib import Path

import anyio
import httpx
import pytest

from tests.proxy.support import (
    INITIALIZE,
    MCP_HEADERS,
    NOTES_SERVER,
    SHUTDOWN_TIMEOUT,
    HttpProxy,
    python_server,
    write_config,
)

TOKEN = "probe-test-token-0123456789"
OPS_TOKEN = "probe-test-operations-token-0123456789"
VERSION = "2026-07-28"
META = {
    "io.modelcontextprotocol/protocolVersion": VERSION,
    "io.modelcontextprotocol/clientInfo": {"name": "probe-test", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}
BROKEN = {"command": "/nonexistent/mcp-server"}


def start(tmp_path: Path, servers: dict, *options: str, **proxy: object) -> HttpProxy:
    return HttpProxy(write_config(tmp_path / "servers.json", servers, **proxy), options=options)


@pytest.mark.parametrize(("policy", "status"), [("any", 200), ("all", 503)])
def test_readyz_follows_the_readiness_policy(tmp_path: Path, policy: str, status: int) -> None:
    servers = {"notes": python_server(NOTES_SERVER), "broken": BROKEN}
    with start(tmp_path, servers, http={"readiness": policy}) as proxy:
        answer = httpx.get(f"{proxy.base}/readyz", timeout=10)
    assert answer.status_code == status
    body = answer.json()
    assert body["readiness"] == policy
    assert body["upstreams"] == {"notes": "ready", "broken": "failed"}
    assert body["status"] == ("ready" if status == 200 else "not ready")


def test_probes_answer_any_host_without_the_token_and_healthz_names_the_replica(tmp_path: Path):
    servers = {"notes": python_server(NOTES_SERVER)}
    auth = {"token": TOKEN, "operations": {"token": OPS_TOKEN}}
    with start(tmp_path, servers, auth=auth) as proxy:
        # HAProxy's default check sends no Host; the kubelet sends the pod's IP.
        for host in ("", "10.244.1.7:8765", "evil.example"):
            for path in ("/livez", "/readyz"):
                answer = httpx.get(f"{proxy.base}{path}", headers={"Host": host}, timeout=10)
                assert answer.status_code == 200, (path, host, answer.text)
        bearer = {"Authorization": f"Bearer {OPS_TOKEN}"}
        foreign = {**bearer, "Host": "10.244.1.7:8765"}
        health = httpx.get(f"{proxy.base}/healthz", headers=foreign, timeout=10)
        metrics = httpx.get(f"{proxy.base}/metrics", headers=foreign, timeout=10)
        no_token = httpx.get(f"{proxy.base}/healthz", timeout=10)
        browser = httpx.get(
            f"{proxy.base}/healthz", headers={**bearer, "Origin": "http://evil.example"}, timeout=10
        )
        mcp_foreign_host = httpx.post(
            proxy.url,
            json=INITIALIZE,
            headers={**MCP_HEADERS, "Authorization": f"Bearer {TOKEN}", "Host": foreign["Host"]},
            timeout=10,
        )
    assert health.status_code == 200
    assert health.json()["replica"] == socket.gethostname()
    assert health.json()["draining"] is False
    assert health.json()["rate_limits"]["store"] == "memory"  # and up, since toolvet started
    assert health.json()["rate_limits"]["state"] == "up"
    assert metrics.status_code == 200 and "toolvet_upstream_up" in metrics.text
    assert no_token.status_code == 401
    assert browser.status_code == 403
    assert mcp_foreign_host.status_code == 421  # /mcp keeps its Host check


async def test_sigterm_drains_then_ends_streams_and_stops(tmp_path: Path) -> None:
    """First SIGTERM: /readyz fails, calls are still served (each closing its connection), open
    streams stay open. Second SIGTERM: the drain ends; a `subscriptions/listen` is answered with
    its graceful closure, a legacy session's GET stream ends, the process and its upstreams
    are gone."""
    proxy = start(tmp_path, {"notes": python_server(NOTES_SERVER)}, "--drain", "60")
    await anyio.to_thread.run_sync(proxy.start)
    try:
        async with httpx.AsyncClient(base_url=proxy.base, timeout=30) as http:
            opened = await http.post("/mcp", json=INITIALIZE, headers=MCP_HEADERS)
            session = opened.headers["mcp-session-id"]
            listen = {
                "jsonrpc": "2.0",
                "id": "listen-1",
                "method": "subscriptions/listen",
                "params": {"notifications": {"toolsListChanged": True}, "_meta": META},
            }
            modern = {**MCP_HEADERS, "MCP-Protocol-Version": VERSION}
            async with (
                http.stream(
                    "POST",
                    "/mcp",
                    json=listen,
                    headers={**modern, "Mcp-Method": "subscriptions/listen"},
                ) as listening,
                http.stream(
                    "GET",
                    "/mcp",
                    headers={**MCP_HEADERS, "Mcp-Session-Id": session},
                ) as standalone,
            ):
                events = listening.aiter_lines()
                acknowledged = await _next_event(events)
                assert acknowledged["method"] == "notifications/subscriptions/acknowledged"
                assert proxy.process is not None
                proxy.process.send_signal(signal.SIGTERM)
                with anyio.fail_after(SHUTDOWN_TIMEOUT):
                    while (ready := await http.get("/readyz")).status_code != 503:
                        await anyio.sleep(0.05)
                assert ready.json()["status"] == "draining"
                assert (await http.get("/healthz")).json()["draining"] is True
                call = {
                    "jsonrpc": "2.0",
                    "id": 7,
                    "method": "tools/call",
                    "params": {
                        "name": "slow_echo",
                        "arguments": {"text": "still here", "seconds": 0},
                        "_meta": META,
                    },
                }
                served = await http.post(
                    "/mcp",
                    json=call,
                    headers={**modern, "Mcp-Method": "tools/call", "Mcp-Name": "slow_echo"},
                )
                assert served.status_code == 200
                assert served.json()["result"]["content"][0]["text"] == "still here"
                assert served.headers["connection"] == "close"
                proxy.process.send_signal(signal.SIGTERM)  # the second: stop draining
                with anyio.fail_after(SHUTDOWN_TIMEOUT):
                    closure = await _next_event(events)
                    assert [
                        line async for line in standalone.aiter_lines() if line.startswith("data:")
                    ] == []
        assert closure["id"] == "listen-1"
        assert closure["result"]["resultType"] == "complete"
        assert closure["result"]["_meta"]["io.modelcontextprotocol/subscriptionId"] == "listen-1"
        # Gone without waiting out the 60 s (a TimeoutExpired here if not).
        await anyio.to_thread.run_sync(proxy.process.wait, SHUTDOWN_TIMEOUT)
    finally:
        await anyio.to_thread.run_sync(proxy.stop)
    assert "draining: /readyz fails; serving for 60 s more" in proxy.log()


async def _next_event(lines) -> dict:
    async for line in lines:
        if line.startswith("data: "):
            return json.loads(line[len("data: ") :])
    raise AssertionError("the stream ended without another event")
