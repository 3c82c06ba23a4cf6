"""Limits on what clients send: argument size and depth per call, request body size over HTTP."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import anyio
import httpx

from tests.proxy.support import (
    NOTES_SERVER,
    CallLog,
    HttpProxy,
    http_connection,
    python_server,
    write_config,
)


async def test_arguments_over_the_limits_are_answered_not_forwarded(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    log = tmp_path / "notes.calls.jsonl"
    config = write_config(
        tmp_path / "servers.json",
        {"notes": python_server(NOTES_SERVER, log)},
        limits={"max_argument_bytes": 2000, "max_argument_depth": 8, "max_request_bytes": 20_000},
    )
    proxy = http_proxy(config)
    deep: dict = {"text": "x"}
    node = deep
    for _ in range(10):
        node["nested"] = {}
        node = node["nested"]
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            big = await client.session.call_tool("slow_echo", {"text": "x" * 5000, "seconds": 0})
            assert big.isError
            assert (
                "- (arguments): the arguments are 5023 bytes of JSON; at most 2000 are accepted"
                in big.content[0].text
            )
            assert big.meta["toolvet/validation"]["issues"][0]["code"] == "argument_size"
            nested = await client.session.call_tool("slow_echo", deep)
            assert nested.isError and "nested more than 8 levels deep" in nested.content[0].text
            fine = await client.session.call_tool("slow_echo", {"text": "small", "seconds": 0})
            assert fine.content[0].text == "small"
    assert [entry["arguments"]["text"] for entry in CallLog(log).entries()] == ["small"]


async def test_an_http_body_over_the_limit_gets_413(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    config = write_config(
        tmp_path / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
        limits={"max_request_bytes": 4096},
    )
    proxy = http_proxy(config)
    body = b'{"jsonrpc":"2.0","id":1,"method":"ping","pad":"' + b"x" * 8000 + b'"}'
    headers = {"content-type": "application/json", "accept": "application/json, text/event-stream"}
    async with httpx.AsyncClient() as http:
        response = await http.post(proxy.url, content=body, headers=headers)
        assert response.status_code == 413
        assert "max_request_bytes" in response.json()["error"]["message"]

        async def chunks():
            yield body[:4000]
            yield body[4000:]

        streamed = await http.post(proxy.url, content=chunks(), headers=headers)
        assert streamed.status_code == 413
