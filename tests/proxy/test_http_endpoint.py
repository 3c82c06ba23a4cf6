"""/mcp as the streamable HTTP transport specifies it, seen with a plain HTTP client.

Sessions: initialize opens one (its id in `mcp-session-id`), every later message names it, DELETE
ends it. Requests are answered on their own POST: JSON when the answer is all there is, an SSE
stream when progress comes first. Refusals carry a JSON-RPC error saying what was wrong.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from tests.proxy.support import (
    INITIALIZE,
    INITIALIZED,
    MCP_HEADERS,
    ExamplesOverHttp,
    HttpProxy,
)
from toolvet.protocol.eras import HEADER_MISMATCH
from toolvet.proxy.http import _response as response_module
from toolvet.proxy.http._response import Response
from toolvet.proxy.sessions._admission import ERROR_STATUS

ACCEPT_BOTH = {"Accept": MCP_HEADERS["Accept"]}


@asynccontextmanager
async def session(proxy: HttpProxy) -> AsyncIterator[tuple[httpx.AsyncClient, dict[str, str]]]:
    """An initialized session: the client and the headers each later request carries."""
    async with httpx.AsyncClient(base_url=proxy.base, timeout=20) as http:
        opened = await http.post("/mcp", json=INITIALIZE, headers=ACCEPT_BOTH)
        assert opened.status_code == 200, opened.text
        headers = {
            **ACCEPT_BOTH,
            "mcp-session-id": opened.headers["mcp-session-id"],
            "mcp-protocol-version": "2025-06-18",
        }
        assert (await http.post("/mcp", json=INITIALIZED, headers=headers)).status_code == 202
        yield http, headers


def sse_messages(text: str) -> list[dict[str, Any]]:
    return [
        json.loads(line[len("data: ") :])
        for line in text.replace("\r\n", "\n").split("\n")
        if line.startswith("data: ")
    ]


async def test_initialize_opens_a_session_answered_as_json(
    examples_over_http: ExamplesOverHttp,
) -> None:
    proxy, _ = examples_over_http
    async with httpx.AsyncClient(base_url=proxy.base, timeout=20) as http:
        opened = await http.post("/mcp", json=INITIALIZE, headers=ACCEPT_BOTH)
    assert opened.status_code == 200
    assert opened.headers["content-type"] == "application/json"
    assert len(opened.headers["mcp-session-id"]) == 32
    answer = opened.json()
    assert answer["id"] == 1
    assert answer["result"]["serverInfo"]["name"] == "toolvet"


async def test_a_call_with_progress_is_answered_as_an_event_stream(
    examples_over_http: ExamplesOverHttp,
) -> None:
    proxy, _ = examples_over_http
    call = {
        "jsonrpc": "2.0",
        "id": "call-1",
        "method": "tools/call",
        "params": {
            "name": "bulk_import",
            "arguments": {"count": 2, "tag": "http-endpoint"},
            "_meta": {"progressToken": "mine"},
        },
    }
    with anyio.fail_after(30):
        async with session(proxy) as (http, headers):
            answered = await http.post("/mcp", json=call, headers=headers)
    assert answered.status_code == 200
    assert answered.headers["content-type"] == "text/event-stream"
    *progress, answer = sse_messages(answered.text)
    assert [
        (p["method"], p["params"]["progressToken"], p["params"]["progress"]) for p in progress
    ] == [
        ("notifications/progress", "mine", 1),
        ("notifications/progress", "mine", 2),
    ]
    assert answer["id"] == "call-1"
    assert answer["result"]["content"][0]["text"] == "Imported 2 notes tagged 'http-endpoint'."


async def test_requests_must_name_a_live_session(examples_over_http: ExamplesOverHttp) -> None:
    proxy, _ = examples_over_http
    ping = {"jsonrpc": "2.0", "id": 2, "method": "ping"}
    with anyio.fail_after(30):
        async with session(proxy) as (http, headers):
            unnamed = await http.post("/mcp", json=ping, headers=ACCEPT_BOTH)
            unknown = await http.post(
                "/mcp", json=ping, headers={**headers, "mcp-session-id": "0" * 32}
            )
            old_version = await http.post(
                "/mcp", json=ping, headers={**headers, "mcp-protocol-version": "1999-01-01"}
            )
            alive = await http.post("/mcp", json=ping, headers=headers)
            ended = await http.delete("/mcp", headers=headers)
            after = await http.post("/mcp", json=ping, headers=headers)
    assert (unnamed.status_code, unnamed.json()["error"]["message"]) == (
        400,
        "Bad Request: Missing session ID",
    )
    assert unknown.status_code == 404
    assert old_version.status_code == 400
    assert "Unsupported protocol version: 1999-01-01" in old_version.json()["error"]["message"]
    assert alive.json() == {"jsonrpc": "2.0", "id": 2, "result": {}}
    assert ended.status_code == 200
    assert after.status_code == 404


async def test_what_cannot_be_a_message_is_refused_with_the_reason(
    examples_over_http: ExamplesOverHttp,
) -> None:
    proxy, _ = examples_over_http
    with anyio.fail_after(30):
        async with session(proxy) as (http, headers):
            json_only = await http.post(
                "/mcp", json=INITIALIZE, headers={"Accept": "application/json"}
            )
            not_json = await http.post(
                "/mcp", content=b"{oops", headers={**headers, "Content-Type": "application/json"}
            )
            batch = await http.post("/mcp", json=[INITIALIZE], headers=headers)
            no_method = await http.post(
                "/mcp", json={"jsonrpc": "2.0", "id": 7, "params": {}}, headers=headers
            )
            put = await http.put("/mcp", json=INITIALIZE, headers=headers)
    assert json_only.status_code == 406
    assert not_json.status_code == 400
    assert not_json.json()["error"]["code"] == -32700
    assert batch.status_code == 400
    assert "batch" in batch.json()["error"]["message"]
    assert no_method.status_code == 400
    assert no_method.json()["error"]["code"] == -32600
    assert no_method.json()["id"] == 7
    assert put.status_code == 405


async def test_the_get_stream_is_one_per_session(examples_over_http: ExamplesOverHttp) -> None:
    proxy, _ = examples_over_http
    with anyio.fail_after(30):
        async with session(proxy) as (http, headers):
            get_headers = {**headers, "Accept": "text/event-stream"}
            async with http.stream("GET", "/mcp", headers=get_headers) as first:
                second = await http.get("/mcp", headers=get_headers)
                assert first.status_code == 200
                assert first.headers["content-type"] == "text/event-stream"
            assert second.status_code == 409


async def test_a_cancelled_call_ends_its_response_without_an_answer(
    examples_over_http: ExamplesOverHttp,
) -> None:
    proxy, call_logs = examples_over_http
    call = {
        "jsonrpc": "2.0",
        "id": 41,
        "method": "tools/call",
        "params": {"name": "slow_echo", "arguments": {"text": "never", "seconds": 20}},
    }
    cancel = {
        "jsonrpc": "2.0",
        "method": "notifications/cancelled",
        "params": {"requestId": 41, "reason": "not needed"},
    }
    responses: list[httpx.Response] = []
    with anyio.fail_after(10):  # well before the call's 20 s are up
        async with session(proxy) as (http, headers), anyio.create_task_group() as group:

            async def slow() -> None:
                responses.append(await http.post("/mcp", json=call, headers=headers))

            group.start_soon(slow)
            await call_logs["notes"].wait_for(lambda e: e["arguments"].get("text") == "never")
            assert (await http.post("/mcp", json=cancel, headers=headers)).status_code == 202
    [response] = responses
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/event-stream"
    assert sse_messages(response.text) == []


class RecordingSend:
    """The ASGI `send` of one response, recorded; `until` waits on what it is sent."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []
        self._sent = asyncio.Event()

    async def __call__(self, message: dict[str, Any]) -> None:
        self.messages.append(message)
        self._sent.set()
        self._sent = asyncio.Event()

    async def until(self, condition: Callable[[], bool], timeout: float = 5) -> None:
        """Until `condition` holds, looked at again whenever a message is sent."""
        async with asyncio.timeout(timeout):
            while not condition():
                await self._sent.wait()

    @property
    def status(self) -> int:
        return self.messages[0]["status"]

    @property
    def content_type(self) -> bytes:
        return dict(self.messages[0]["headers"]).get(b"content-type", b"")

    @property
    def body(self) -> bytes:
        return b"".join(m.get("body", b"") for m in self.messages[1:])

    @property
    def complete(self) -> bool:
        return bool(self.messages) and not self.messages[-1].get("more_body", True)


ANSWER = {"jsonrpc": "2.0", "id": 7, "result": {}}
PROGRESS = {"jsonrpc": "2.0", "method": "notifications/progress", "params": {"progress": 1}}


async def test_a_response_is_written_by_whoever_sends_the_answer() -> None:
    send = RecordingSend()
    response = Response(send)
    waiting = asyncio.ensure_future(response.finish())
    await asyncio.sleep(0)
    await response.send(ANSWER)  # from another task, as an upstream's answer comes
    assert send.complete and send.content_type == b"application/json"
    assert json.loads(send.body) == ANSWER
    await asyncio.wait_for(waiting, 5)
    await response.send(ANSWER)  # anything later is dropped
    assert len(send.messages) == 2


async def test_messages_before_the_answer_open_an_event_stream_it_ends() -> None:
    send = RecordingSend()
    response = Response(send)
    await response.send(PROGRESS)
    await response.send(ANSWER)
    await asyncio.wait_for(response.finish(), 5)
    assert send.content_type == b"text/event-stream" and send.complete
    assert sse_messages(send.body.decode()) == [PROGRESS, ANSWER]


async def test_a_response_ended_without_an_answer_is_an_empty_event_stream() -> None:
    send = RecordingSend()
    response = Response(send)
    waiting = asyncio.ensure_future(response.finish())
    await asyncio.sleep(0)
    response.end()
    await asyncio.wait_for(waiting, 5)
    assert send.content_type == b"text/event-stream" and send.complete and send.body == b""


async def test_a_quiet_event_stream_is_kept_open_with_comment_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(response_module, "KEEPALIVE_INTERVAL", 0.05)
    send = RecordingSend()
    response = Response(send)
    await response.send(PROGRESS)
    waiting = asyncio.ensure_future(response.finish())
    await send.until(lambda: b": ping\r\n\r\n" in send.body)
    await response.send(ANSWER)
    await asyncio.wait_for(waiting, 5)
    assert b": ping\r\n\r\n" in send.body
    assert sse_messages(send.body.decode()) == [PROGRESS, ANSWER]


async def test_a_modern_error_answer_carries_its_http_status() -> None:
    send = RecordingSend()
    error = {"jsonrpc": "2.0", "id": 7, "error": {"code": HEADER_MISMATCH, "message": "no"}}
    await Response(send, modern=True).send(error)
    assert send.status == ERROR_STATUS[HEADER_MISMATCH] == 400
