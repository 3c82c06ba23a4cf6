"""When toolvet itself fails (a bug): the message being served is answered with a JSON-RPC
internal error (under its id), the failure is logged once and counted, and everything else goes
on; /mcp never answers 500.

A bug is made here by replacing one of the proxy's own functions with one that raises; the proxy
runs in this process, its upstream is never started (nothing here reaches one).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp.server.transport_security import TransportSecuritySettings

from tests.proxy.support import INITIALIZE, MCP_HEADERS, NOTES_SERVER, python_server, write_config
from toolvet.config import load_config
from toolvet.protocol import wire
from toolvet.proxy._proxy import Proxy
from toolvet.proxy.http import StreamableHttpEndpoint
from toolvet.proxy.http import _modern as modern_module
from toolvet.proxy.sessions import _describe as describe
from toolvet.proxy.sessions._session import DownstreamSession

INTERNAL_ERROR = -32603
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": {"name": "test", "version": "0"},
    "io.modelcontextprotocol/clientCapabilities": {},
}


def a_bug(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("a bug")


@pytest.fixture
def proxy(tmp_path: Path) -> Proxy:
    config = write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    return Proxy(load_config(config), use_lock=False)


@asynccontextmanager
async def endpoint_of(proxy: Proxy) -> AsyncIterator[httpx.AsyncClient]:
    """An HTTP client of /mcp served in this process."""
    endpoint = StreamableHttpEndpoint(
        proxy.wiring,
        proxy.tools,
        TransportSecuritySettings(enable_dns_rebinding_protection=False),
        bounds=wire.client_bounds(proxy.config.proxy.limits),
    )
    async with anyio.create_task_group() as group:
        await group.start(endpoint.run)
        transport = httpx.ASGITransport(app=endpoint)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            yield client
        group.cancel_scope.cancel()


async def test_a_failing_handshake_request_is_answered_with_an_internal_error(
    proxy: Proxy, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async with endpoint_of(proxy) as http:
        with monkeypatch.context() as patched:
            patched.setattr(describe, "capabilities", a_bug)
            failed = await http.post("/mcp", json=INITIALIZE, headers=MCP_HEADERS)
        assert failed.status_code == 200
        assert failed.json()["id"] == 1
        assert failed.json()["error"] == {
            "code": INTERNAL_ERROR,
            "message": "Internal error: toolvet could not serve initialize (RuntimeError);"
            " the proxy's log says more",
        }
        # The endpoint goes on: the same request, without the bug, opens a session.
        opened = await http.post("/mcp", json=INITIALIZE, headers=MCP_HEADERS)
        assert opened.json()["result"]["serverInfo"]["name"] == "toolvet"
    assert proxy.metrics.internal_errors == 1
    failures = [r for r in caplog.records if "failed" in r.getMessage() and r.exc_info]
    assert len(failures) == 1  # logged once, with the traceback
    assert "serving initialize (id 1)" in failures[0].getMessage()
    assert b"toolvet_internal_errors_total 1.0" in proxy.metrics.exposition()


async def test_a_failing_modern_request_is_answered_with_an_internal_error(
    proxy: Proxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(describe, "discover_result", a_bug)
    request = {
        "jsonrpc": "2.0",
        "id": "d",
        "method": "server/discover",
        "params": {"_meta": MODERN_META},
    }
    headers = {**MCP_HEADERS, "mcp-protocol-version": "2026-07-28", "mcp-method": "server/discover"}
    async with endpoint_of(proxy) as http:
        answer = await http.post("/mcp", json=request, headers=headers)
    assert answer.status_code == 200
    assert (answer.json()["id"], answer.json()["error"]["code"]) == ("d", INTERNAL_ERROR)


async def test_a_failure_in_the_endpoint_itself_is_no_bare_500(
    proxy: Proxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(modern_module, "header_mismatch", a_bug)
    request = {"jsonrpc": "2.0", "id": 5, "method": "tools/list", "params": {"_meta": MODERN_META}}
    headers = {**MCP_HEADERS, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list"}
    async with endpoint_of(proxy) as http:
        answer = await http.post("/mcp", json=request, headers=headers)
    assert answer.status_code == 200
    assert answer.json()["id"] == 5
    assert "could not serve tools/list (RuntimeError)" in answer.json()["error"]["message"]


class Written:
    """A session's writer that keeps what is written."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []

    async def send(self, message: dict[str, Any], related_request_id: Any = None) -> None:
        self.messages.append(json.loads(wire.encode_message(message)))


async def test_a_stdio_session_answers_a_failing_request_and_goes_on(
    proxy: Proxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    written = Written()
    session = DownstreamSession(proxy.wiring, written, transport="stdio")
    with monkeypatch.context() as patched:
        patched.setattr(describe, "capabilities", a_bug)
        await session.receive(INITIALIZE)
    await session.receive({"jsonrpc": "2.0", "id": 2, "method": "ping"})
    assert written.messages[0]["error"]["code"] == INTERNAL_ERROR
    assert written.messages[1] == {"jsonrpc": "2.0", "id": 2, "result": {}}


async def test_work_spawned_for_a_request_that_fails_answers_it(
    proxy: Proxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(proxy.catalog, "handle", a_bug)
    written = Written()
    session = DownstreamSession(proxy.wiring, written, transport="stdio")
    async with anyio.create_task_group() as group:
        session.task_group = group
        await session.receive(INITIALIZE)
        await session.receive({"jsonrpc": "2.0", "id": "r", "method": "resources/list"})
    assert written.messages[1]["id"] == "r"
    assert "could not serve resources/list" in written.messages[1]["error"]["message"]
    assert proxy.metrics.internal_errors == 1


async def test_bad_bodies_are_refused_with_400_and_counted(proxy: Proxy) -> None:
    async with endpoint_of(proxy) as http:
        deep = b'{"jsonrpc":"2.0","id":3,"method":"ping","params":{"a":' + b"[" * 3000
        refused = await http.post("/mcp", content=deep, headers=MCP_HEADERS)
        garbage = await http.post("/mcp", content=b"{not json", headers=MCP_HEADERS)
    assert refused.status_code == 400
    assert refused.json()["id"] == 3
    assert refused.json()["error"]["code"] == -32600
    assert "proxy.limits.max_message_depth" in refused.json()["error"]["message"]
    assert (garbage.status_code, garbage.json()["error"]["code"]) == (400, -32700)
    exposed = proxy.metrics.exposition()
    assert b'toolvet_client_invalid_messages_total{kind="too_deep"} 1.0' in exposed
    assert b'toolvet_client_invalid_messages_total{kind="not_json"} 1.0' in exposed
