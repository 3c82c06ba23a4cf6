"""The HTTP protocol the proxy serves with: uvicorn's httptools protocol, whose usual requests
(a small body or none) start the app once they are whole and have their answer sent in one write."""

from __future__ import annotations

import asyncio
from typing import Any

import uvicorn
from uvicorn.protocols.http.httptools_impl import RequestResponseCycle
from uvicorn.server import ServerState

from tests.proxy.in_process import RecordingTransport, until
from toolvet.proxy.http._request_cycle import WHOLE_BODY_MAX, HttpProtocol, WholeRequestCycle

HEAD = b"POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: 2\r\n\r\n"
REQUEST = HEAD + b"{}"


def connect(app: Any) -> tuple[HttpProtocol, RecordingTransport]:
    config = uvicorn.Config(app, log_config=None, lifespan="off")
    protocol = HttpProtocol(config, ServerState(), {})
    transport = RecordingTransport()
    protocol.connection_made(transport)
    return protocol, transport


async def answered(protocol: HttpProtocol) -> None:
    await until(lambda: protocol.cycle is not None and protocol.cycle.response_complete)


async def serve(app: Any, request: bytes = REQUEST) -> RecordingTransport:
    protocol, transport = connect(app)
    protocol.data_received(request)
    await answered(protocol)
    return transport


async def answer_json(scope: Any, receive: Any, send: Any) -> None:
    body = b""
    while True:
        message = await receive()
        body += message["body"]
        if not message["more_body"]:
            break
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [(b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})


async def test_an_answer_with_a_content_length_leaves_in_one_write() -> None:
    transport = await serve(answer_json)
    assert len(transport.writes) == 1
    head, _, body = transport.writes[0].partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200 OK") and b"content-length: 2" in head
    assert body == b"{}"
    assert not transport.closed  # kept alive for the next request


async def test_a_streams_head_leaves_at_once_and_its_events_as_they_are_sent() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"one", "more_body": True})
        await asyncio.sleep(0.01)
        await send({"type": "http.response.body", "body": b"two", "more_body": True})
        await send({"type": "http.response.body", "body": b""})

    transport = await serve(app)
    head, one, two, end = transport.writes
    assert b"transfer-encoding: chunked" in head
    assert (one, two, end) == (b"3\r\none\r\n", b"3\r\ntwo\r\n", b"0\r\n\r\n")


async def test_the_app_starts_once_the_whole_body_is_in_and_reads_it_at_once() -> None:
    received: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        received.append(await receive())
        await answer_json(scope, _replay(received[0]), send)

    protocol, transport = connect(app)
    protocol.data_received(b"POST /mcp HTTP/1.1\r\nhost: x\r\ncontent-length: 6\r\n\r\n{")
    protocol.data_received(b'"a"')
    await asyncio.sleep(0.01)
    assert received == []  # not started: the body is not all there
    protocol.data_received(b":1")
    await until(lambda: transport.writes)
    assert type(protocol.cycle) is WholeRequestCycle
    assert received == [{"type": "http.request", "body": b'{"a":1', "more_body": False}]


def _replay(message: dict[str, Any]) -> Any:
    async def receive() -> dict[str, Any]:
        return message

    return receive


async def test_after_the_body_receive_waits_for_the_client_to_go() -> None:
    events: list[str] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        events.append((await receive())["type"])

    protocol, _ = connect(app)
    protocol.data_received(REQUEST)
    await asyncio.sleep(0.01)
    assert events == []
    protocol.connection_lost(None)
    await until(lambda: events)
    assert events == ["http.disconnect"]


async def test_requests_it_is_not_made_for_go_through_uvicorns_cycle() -> None:
    large = b"x" * (WHOLE_BODY_MAX + 1)
    for request in (
        b"POST /mcp HTTP/1.1\r\nhost: x\r\ncontent-length: %d\r\n\r\n" % len(large) + large,
        b"POST /mcp HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nhost: x\r\nexpect: 100-continue\r\ncontent-length: 2\r\n\r\n{}",
        b"POST /mcp HTTP/1.0\r\nhost: x\r\ncontent-length: 2\r\n\r\n{}",
    ):
        protocol, transport = connect(answer_json)
        protocol.data_received(request)
        await answered(protocol)
        assert type(protocol.cycle) is RequestResponseCycle
        answer = b"".join(transport.writes)
        assert answer.startswith((b"HTTP/1.1 100 Continue", b"HTTP/1.1 200 OK"))
        assert answer.endswith(large if len(request) > WHOLE_BODY_MAX else b"{}")


async def test_a_request_without_a_body_is_whole_at_once() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        assert await receive() == {"type": "http.request", "body": b"", "more_body": False}
        await send({"type": "http.response.start", "status": 204, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    transport = await serve(app, b"GET /livez?verbose=1 HTTP/1.1\r\nhost: x\r\n\r\n")
    assert transport.writes[0].startswith(b"HTTP/1.1 204 No Content\r\n")
    assert b"transfer-encoding" not in transport.writes[0]


async def test_the_scope_is_the_one_uvicorn_makes() -> None:
    scopes: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        scopes.append(scope)
        await answer_json(scope, receive, send)

    await serve(app, b"POST /a%20b?x=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
    scope = scopes[0]
    assert (scope["method"], scope["path"], scope["raw_path"]) == ("POST", "/a b", b"/a%20b")
    assert scope["query_string"] == b"x=1" and scope["http_version"] == "1.1"
    assert scope["headers"] == [(b"host", b"x"), (b"content-length", b"2")]


async def test_a_client_that_asks_to_close_gets_its_answer_then_the_connection_closes() -> None:
    request = b"POST /mcp HTTP/1.1\r\nhost: x\r\nconnection: close\r\ncontent-length: 2\r\n\r\n{}"
    transport = await serve(answer_json, request)
    assert b"connection: close\r\n" in transport.writes[0] and transport.closed


async def test_an_app_that_answers_connection_close_has_its_connection_closed() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        headers = [(b"content-length", b"0"), (b"connection", b"close")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": b""})

    transport = await serve(app)
    assert transport.writes[0].count(b"connection: close") == 1 and transport.closed


async def test_a_pipelined_request_waits_for_the_answer_before_it() -> None:
    order: list[bytes] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        body = (await receive())["body"]
        order.append(body)
        if body == b"{1}":
            await asyncio.sleep(0.02)
        await answer_json(scope, _replay({"body": body, "more_body": False}), send)

    protocol, transport = connect(app)
    first = b"POST /mcp HTTP/1.1\r\nhost: x\r\ncontent-length: 3\r\n\r\n{1}"
    protocol.data_received(first + first.replace(b"{1}", b"{2}"))
    await until(lambda: b"".join(transport.writes).endswith(b"{2}"))
    assert order == [b"{1}", b"{2}"]
    first_answer, second_answer = b"".join(transport.writes).split(b"HTTP/1.1 200 OK")[1:]
    assert first_answer.endswith(b"{1}") and second_answer.endswith(b"{2}")


async def test_an_app_that_fails_before_answering_gets_a_500() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        raise ValueError("a bug")

    transport = await serve(app)
    assert transport.writes[0].startswith(b"HTTP/1.1 500 Internal Server Error")
    assert transport.writes[0].endswith(b"Internal Server Error") and transport.closed


async def test_a_body_longer_than_its_content_length_is_refused() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        await send(
            {"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"1")]}
        )
        await send({"type": "http.response.body", "body": b"{}"})

    protocol, transport = connect(app)
    protocol.data_received(REQUEST)
    await until(lambda: transport.closed)
    assert transport.writes == []  # the head was held for the body, which never went


async def test_a_header_value_that_would_split_the_response_is_refused() -> None:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        headers = [(b"content-length", b"0"), (b"x-name", b"a\r\nset-cookie: b")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})

    transport = await serve(app)
    assert transport.writes[0].startswith(b"HTTP/1.1 500") and b"set-cookie" not in b"".join(
        transport.writes
    )
