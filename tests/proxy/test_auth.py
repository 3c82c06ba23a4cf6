"""Bearer-token access to the HTTP endpoint."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import anyio
import httpx
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from tests.proxy.support import NOTES_SERVER, HttpProxy, python_server, write_config

TOKEN = "s3cret-token-for-tests-0123456789"
OPS_TOKEN = "operations-token-for-tests-0123456789"


def start(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy], monkeypatch, **auth: object
) -> HttpProxy:
    monkeypatch.setenv("TOOLVET_TEST_TOKEN", TOKEN)
    config = write_config(
        tmp_path / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
        auth={"token": "${TOOLVET_TEST_TOKEN}", **auth},
    )
    return http_proxy(config)


async def test_mcp_needs_the_token(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy], monkeypatch
) -> None:
    proxy = start(tmp_path, http_proxy, monkeypatch, public_healthz=True)
    headers = {"content-type": "application/json", "accept": "application/json, text/event-stream"}
    ping = b'{"jsonrpc":"2.0","id":1,"method":"ping"}'
    async with httpx.AsyncClient() as http:
        for given in ({}, {"authorization": "Bearer wrong"}, {"authorization": f"Basic {TOKEN}"}):
            refused = await http.post(proxy.url, content=ping, headers={**headers, **given})
            assert refused.status_code == 401
            assert refused.headers["www-authenticate"].startswith("Bearer")
        # public_healthz: the probe needs no token.
        assert (await http.get(f"{proxy.base}/healthz")).status_code == 200

    client = httpx.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"})
    with anyio.fail_after(30):
        async with (
            client,
            streamable_http_client(proxy.url, http_client=client) as (read, write, _),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            result = await session.call_tool("slow_echo", {"text": "let in", "seconds": 0})
            assert result.content[0].text == "let in"


async def test_healthz_and_metrics_need_the_operations_token_not_a_callers(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy], monkeypatch
) -> None:
    """/healthz and /metrics name every upstream and every tool called: a caller's token gets
    403 there; the operations token (proxy.auth.operations.token) reads them, and /mcp refuses
    it."""
    monkeypatch.setenv("TOOLVET_TEST_OPS_TOKEN", OPS_TOKEN)
    operations = {"token": "${TOOLVET_TEST_OPS_TOKEN}"}
    proxy = start(tmp_path, http_proxy, monkeypatch, operations=operations)
    as_caller = {"Authorization": f"Bearer {TOKEN}"}
    as_operator = {"Authorization": f"Bearer {OPS_TOKEN}"}
    async with httpx.AsyncClient(base_url=proxy.base) as http:
        for path in ("/healthz", "/metrics"):
            assert (await http.get(path)).status_code == 401
            refused = await http.get(path, headers=as_caller)
            assert refused.status_code == 403, path
            assert refused.json()["error"] == "insufficient_scope"
            assert "proxy.auth.operations.token" in refused.json()["error_description"]
            assert 'scope="toolvet:ops"' in refused.headers["www-authenticate"]
            assert (await http.get(path, headers=as_operator)).status_code == 200, path
        assert (await http.get("/healthz", headers=as_operator)).json()["status"] == "ok"
        ping = b'{"jsonrpc":"2.0","id":1,"method":"ping"}'
        headers = {"content-type": "application/json", "accept": "application/json"}
        ops_at_mcp = await http.post("/mcp", content=ping, headers={**headers, **as_operator})
        assert ops_at_mcp.status_code == 401
