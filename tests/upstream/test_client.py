"""The lean upstream HTTP client against raw local servers: framing, streaming, keep-alive, TLS."""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

import anyio
import httpx
import pytest
import trustme

from toolvet.protocol.wire import UPSTREAM_UNAVAILABLE
from toolvet.upstream._client import HttpClient, HttpError, _Slots, open_client
from toolvet.upstream._http import streamable_http
from toolvet.upstream._sse import ServerSentEvent, SseParser

# (the reader, the writer, which connection this is: 0, 1, ...)
Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter, int], Awaitable[None]]

SSE = (
    b'event: message\r\ndata: {"jsonrpc":"2.0","method":"notifications/progress"}\r\n\r\n'
    b": ping\r\n\r\n"
    b'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n'
)
SSE_EVENTS = [
    ServerSentEvent("message", '{"jsonrpc":"2.0","method":"notifications/progress"}'),
    ServerSentEvent("message", '{"jsonrpc":"2.0","id":1,"result":{}}'),
]


class RawServer:
    """A TCP server whose connections a test handles byte by byte; it records the requests, and
    `until` waits on them."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.connections = 0
        self.requests: list[bytes] = []
        self.port = 0
        self._request_came = asyncio.Event()

    async def until(self, condition: Callable[[], bool], timeout: float = 5) -> None:
        """Until `condition` holds, looked at again whenever a request comes."""
        async with asyncio.timeout(timeout):
            while not condition():
                await self._request_came.wait()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        index = self.connections
        self.connections += 1
        try:
            await self.handler(reader, writer, index)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.close()

    async def read_request(self, reader: asyncio.StreamReader) -> bytes | None:
        """One request (head and Content-Length body), or None at the end of the connection."""
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return None
        length = 0
        for line in head.split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        request = head + await reader.readexactly(length)
        self.requests.append(request)
        self._request_came.set()
        self._request_came = asyncio.Event()
        return request


@asynccontextmanager
async def raw_server(
    handler: Handler, ssl_context: ssl.SSLContext | None = None
) -> AsyncIterator[RawServer]:
    server = RawServer(handler)
    listener = await asyncio.start_server(server._serve, "127.0.0.1", 0, ssl=ssl_context)
    server.port = listener.sockets[0].getsockname()[1]
    async with listener:
        yield server


def ok(body: bytes, content_type: bytes = b"application/json", extra: bytes = b"") -> bytes:
    return (
        b"HTTP/1.1 200 OK\r\ncontent-type: "
        + content_type
        + b"\r\ncontent-length: %d\r\n" % len(body)
        + extra
        + b"\r\n"
        + body
    )


def chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


async def answer_each(server_box: list[RawServer], response: bytes) -> Handler:
    async def handler(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, index: int
    ) -> None:
        while await server_box[0].read_request(reader) is not None:
            writer.write(response)
            await writer.drain()

    return handler


@asynccontextmanager
async def answering(response: bytes) -> AsyncIterator[RawServer]:
    box: list[RawServer] = []
    async with raw_server(await answer_each(box, response)) as server:
        box.append(server)
        yield server


async def test_a_content_length_body_and_the_headers_come_back() -> None:
    headers = ok(b'{"a":1}', extra=b"X-Thing: one\r\nx-thing: two\r\n")
    async with answering(headers) as server, HttpClient({"Authorization": "Bearer t"}) as client:
        url = f"http://127.0.0.1:{server.port}/mcp?x=1"
        request = client.stream("POST", url, content=b"{}", headers={"accept": "a"})
        async with request as response:
            assert response.status_code == 200 and response.is_success
            assert response.headers["content-type"] == "application/json"
            assert response.headers["x-thing"] == "one, two"
            assert await response.aread() == b'{"a":1}'
    request = server.requests[0]
    assert request.startswith(b"POST /mcp?x=1 HTTP/1.1\r\n")
    assert b"\r\nhost: 127.0.0.1:%d\r\n" % server.port in request
    assert b"\r\nauthorization: Bearer t\r\n" in request
    assert b"\r\ncontent-length: 2\r\n" in request and request.endswith(b"\r\n\r\n{}")


async def test_a_request_header_replaces_the_configs_header_of_that_name() -> None:
    async with answering(ok(b"{}")) as server, HttpClient({"Accept": "text/plain"}) as client:
        url = f"http://127.0.0.1:{server.port}/"
        async with client.stream("POST", url, content=b"{}", headers={"accept": "x/y"}) as response:
            await response.aread()
    assert b"accept: x/y" in server.requests[0] and b"text/plain" not in server.requests[0]


async def test_an_interim_response_is_skipped() -> None:
    async with answering(b"HTTP/1.1 103 Early Hints\r\nlink: </a>\r\n\r\n" + ok(b"{}")) as server:
        async with HttpClient() as client:
            for _ in range(2):
                request = client.stream("POST", f"http://127.0.0.1:{server.port}/", content=b"{}")
                async with request as response:
                    assert response.status_code == 200 and "link" not in response.headers
                    assert await response.aread() == b"{}"
        assert server.connections == 1


async def test_a_chunked_body_streams_as_it_comes() -> None:
    release = asyncio.Event()

    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        await server.read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n" + chunk(b"first"))
        await writer.drain()
        await release.wait()
        writer.write(chunk(b"second") + b"0\r\n\r\n")
        await writer.drain()
        await server.read_request(reader)

    async with raw_server(handler) as server, HttpClient() as client:
        request = client.stream("POST", f"http://127.0.0.1:{server.port}/", content=b"x")
        async with request as response:
            pieces = response.aiter_bytes()
            assert await pieces.__anext__() == b"first"  # before the server sent the rest
            release.set()
            assert b"".join([piece async for piece in pieces]) == b"second"


async def test_a_body_without_framing_ends_with_the_connection() -> None:
    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        await server.read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nconnection: close\r\n\r\nuntil the end")

    async with raw_server(handler) as server, HttpClient() as client:
        request = client.stream("GET", f"http://127.0.0.1:{server.port}/")
        async with request as response:
            assert await response.aread() == b"until the end"


async def test_sse_events_come_out_whole_wherever_the_stream_is_cut() -> None:
    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        while await server.read_request(reader) is not None:
            cut = int(server.requests[-1].rsplit(b"\r\n\r\n", 1)[1])
            writer.write(b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n")
            writer.write(b"transfer-encoding: chunked\r\n\r\n")
            for piece in (SSE[:cut], SSE[cut:]):
                if piece:
                    writer.write(chunk(piece))
                    await writer.drain()
                    await asyncio.sleep(0)
            writer.write(b"0\r\n\r\n")

    async with raw_server(handler) as server, HttpClient() as client:
        for cut in range(len(SSE) + 1):
            parser = SseParser()
            events: list[ServerSentEvent] = []
            url = f"http://127.0.0.1:{server.port}/"
            async with client.stream("POST", url, content=str(cut).encode()) as response:
                assert response.headers["content-type"] == "text/event-stream"
                async for piece in response.aiter_bytes():
                    events += parser.feed(piece)
            assert events == SSE_EVENTS, cut
        assert server.connections == 1


async def test_connections_are_kept_alive_and_reused() -> None:
    async with answering(ok(b"{}")) as server, HttpClient() as client:
        for _ in range(5):
            async with client.stream(
                "POST", f"http://127.0.0.1:{server.port}/", content=b"{}"
            ) as r:
                assert await r.aread() == b"{}"
        assert server.connections == 1 and len(server.requests) == 5


async def test_a_response_left_before_its_end_closes_its_connection() -> None:
    async def handler(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, index: int
    ) -> None:
        await server.read_request(reader)
        if index == 0:
            writer.write(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n" + chunk(b"a"))
            await writer.drain()
            assert await reader.read() == b""  # the client went away: this is the cancel
            closed.set()
        else:
            writer.write(ok(b"{}"))

    closed = asyncio.Event()
    async with raw_server(handler) as server, HttpClient() as client:
        url = f"http://127.0.0.1:{server.port}/"
        with anyio.move_on_after(0.2):
            async with client.stream("POST", url, content=b"{}") as response:
                async for _ in response.aiter_bytes():
                    pass
        with anyio.fail_after(5):
            await closed.wait()
        async with client.stream("POST", url, content=b"{}") as response:
            assert await response.aread() == b"{}"
        assert server.connections == 2


async def test_a_request_a_reused_connection_drops_unanswered_is_not_sent_again() -> None:
    """The server read the request, then closed without a byte of answer: it may have acted on
    it (or closed an idle connection just as it came). A POST is never replayed."""

    async def handler(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, index: int
    ) -> None:
        await server.read_request(reader)
        writer.write(ok(b"first" if index == 0 else b"again"))
        await writer.drain()
        if index == 0:
            # The race: the second request arrives as the server closes the idle connection.
            await server.read_request(reader)

    async with raw_server(handler) as server, HttpClient() as client:
        url = f"http://127.0.0.1:{server.port}/"
        async with client.stream("POST", url, content=b"1") as response:
            assert await response.aread() == b"first"
        with pytest.raises(HttpError, match="not sent again"):
            async with client.stream("POST", url, content=b"2"):
                pass
        assert server.connections == 1
        assert [request[-1:] for request in server.requests] == [b"1", b"2"]


async def test_a_pooled_connection_found_closed_is_not_written_to() -> None:
    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        await server.read_request(reader)
        writer.write(ok(b"{}"))  # it promises keep-alive, then closes anyway

    async with raw_server(handler) as server, HttpClient() as client:
        url = f"http://127.0.0.1:{server.port}/"
        for _ in range(2):
            async with client.stream("POST", url, content=b"{}") as response:
                await response.aread()
            await idle_connections_closed(client)
        assert server.connections == 2 and len(server.requests) == 2


async def idle_connections_closed(client: HttpClient) -> None:
    """Until the client has seen the server close its idle connections (polled: the client's
    pool tells no one)."""
    with anyio.fail_after(5):
        while any(c.usable for pool in client._idle.values() for c in pool):
            await asyncio.sleep(0.01)


async def test_no_retry_on_a_fresh_connection_or_after_a_byte_of_the_response() -> None:
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        await server.read_request(reader)

    async with raw_server(silent) as server, HttpClient() as client:
        with pytest.raises(HttpError, match="without answering"):
            async with client.stream("POST", f"http://127.0.0.1:{server.port}/", content=b"{}"):
                pass
        assert len(server.requests) == 1

    async def partial(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, index: int
    ) -> None:
        await server.read_request(reader)
        writer.write(ok(b"{}"))
        await writer.drain()
        if index == 0:
            await server.read_request(reader)
            writer.write(b"HTTP/1.1 200 OK\r\ncontent-le")

    async with raw_server(partial) as server, HttpClient() as client:
        url = f"http://127.0.0.1:{server.port}/"
        async with client.stream("POST", url, content=b"{}") as response:
            await response.aread()
        with pytest.raises(HttpError, match="before the response ended"):
            async with client.stream("POST", url, content=b"{}"):
                pass
        assert len(server.requests) == 2


async def test_idle_connections_expire_before_the_servers_keep_alive_timeout() -> None:
    async with answering(ok(b"{}")) as server, HttpClient(idle_expiry=0.05) as client:
        url = f"http://127.0.0.1:{server.port}/"
        for _ in range(2):
            async with client.stream("POST", url, content=b"{}") as response:
                await response.aread()
            await asyncio.sleep(0.1)
        assert server.connections == 2


async def test_a_quiet_response_times_out() -> None:
    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        await server.read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n" + chunk(b"a"))
        await asyncio.sleep(10)

    async with raw_server(handler) as server, HttpClient(read_timeout=0.2) as client:
        with pytest.raises(TimeoutError):
            async with client.stream("POST", f"http://127.0.0.1:{server.port}/") as response:
                await response.aread()


async def test_cookies_the_server_sets_are_sent_back() -> None:
    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        while await server.read_request(reader) is not None:
            cookies = (
                b"set-cookie: lb=node-3; Path=/; HttpOnly\r\n"
                b"set-cookie: gone=x; Max-Age=0\r\n"
                b"set-cookie: safe=1; Secure\r\n"
            )
            writer.write(ok(b"{}", extra=cookies))

    async with raw_server(handler) as server, HttpClient() as client:
        for _ in range(2):
            async with client.stream("POST", f"http://127.0.0.1:{server.port}/m") as response:
                await response.aread()
    assert b"cookie" not in server.requests[0]
    assert b"\r\ncookie: lb=node-3\r\n" in server.requests[1]  # not the expired, not the secure


async def test_tls_to_a_server_with_a_certificate_of_a_local_authority() -> None:
    authority = trustme.CA()
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    authority.issue_cert("localhost").configure_cert(server_context)
    client_context = ssl.create_default_context()
    authority.configure_trust(client_context)
    box: list[RawServer] = []
    async with raw_server(await answer_each(box, ok(b"{}")), server_context) as server:
        box.append(server)
        url = f"https://localhost:{server.port}/mcp"
        async with HttpClient(ssl_context=client_context) as client:
            for _ in range(2):
                async with client.stream("POST", url, content=b"{}") as response:
                    assert await response.aread() == b"{}"
        assert server.connections == 1
        async with HttpClient() as client:  # the default trust store does not know it
            with pytest.raises(ssl.SSLCertVerificationError):
                async with client.stream("POST", url, content=b"{}"):
                    pass


async def test_a_server_that_closes_mid_response_is_an_unavailable_upstream() -> None:
    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        await server.read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n")
        writer.write(b'content-length: 100\r\n\r\n{"jsonrpc":')

    async with raw_server(handler) as server:
        url = f"http://127.0.0.1:{server.port}/mcp"
        async with streamable_http(url, {}) as (messages, writer):
            await writer.send({"jsonrpc": "2.0", "id": 7, "method": "tools/list"})
            with anyio.fail_after(5):
                answer = await messages.__anext__()
    assert isinstance(answer, dict) and answer["id"] == 7
    assert answer["error"]["code"] == UPSTREAM_UNAVAILABLE
    assert url in answer["error"]["message"]
    assert "closed the connection before the response ended" in answer["error"]["message"]


def test_httpx_is_kept_for_proxies_and_credentials_in_the_url(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("http_proxy", "https_proxy", "all_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)
    assert isinstance(open_client("http://127.0.0.1:1/mcp", {}), HttpClient)
    assert isinstance(open_client("http://user:pw@127.0.0.1:1/mcp", {}), httpx.AsyncClient)
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy:3128")
    assert isinstance(open_client("http://127.0.0.1:1/mcp", {}), HttpClient)
    assert isinstance(open_client("https://example.com/mcp", {}), httpx.AsyncClient)
    monkeypatch.setenv("ALL_PROXY", "http://proxy:3128")
    assert isinstance(open_client("http://127.0.0.1:1/mcp", {}), httpx.AsyncClient)
    monkeypatch.setenv("NO_PROXY", "*")
    assert isinstance(open_client("http://127.0.0.1:1/mcp", {}), HttpClient)


async def test_a_request_is_written_before_its_exchange_is_entered_when_a_connection_is_idle() -> (
    None
):
    async with answering(ok(b"{}")) as server, HttpClient() as client:
        url = f"http://127.0.0.1:{server.port}/"
        first = client.stream("POST", url, content=b"{}")
        assert not first.start()  # no idle connection yet: `async with` connects
        async with first as response:
            assert await response.aread() == b"{}"
        second = client.stream("POST", url, content=b"[2]")
        assert second.start()
        await server.until(lambda: len(server.requests) == 2)  # before anyone waits for it
        async with second as response:
            assert await response.aread() == b"{}"
        assert server.connections == 1


async def test_a_started_exchange_that_is_abandoned_gives_back_its_slot_and_connection() -> None:
    async with answering(ok(b"{}")) as server, HttpClient() as client:
        url = f"http://127.0.0.1:{server.port}/"
        async with client.stream("POST", url, content=b"{}") as response:
            await response.aread()
        exchange = client.stream("POST", url, content=b"{}")
        assert exchange.start()
        exchange.abandon()
        exchange.abandon()  # once is enough
        # Its answer may be on its way: the connection is not reused, a new one carries the next.
        async with client.stream("POST", url, content=b"{}") as response:
            assert await response.aread() == b"{}"
        assert server.connections == 2
        assert client._in_flight.free


async def test_the_in_flight_limit_makes_requests_wait_for_a_free_slot() -> None:
    slots = _Slots(1)
    slots.take_now()
    assert not slots.free
    waiter = asyncio.ensure_future(slots.take())
    cancelled = asyncio.ensure_future(slots.take())
    await asyncio.sleep(0)
    cancelled.cancel()
    await asyncio.sleep(0)
    slots.give()  # to the first waiter, not the cancelled one
    await asyncio.wait_for(waiter, 5)
    assert not slots.free
    slots.give()
    assert slots.free


async def test_with_a_deliverer_answers_skip_the_read_stream() -> None:
    delivered: list[object] = []
    arrived = asyncio.Event()

    async def deliver(item: object) -> None:
        delivered.append(item)
        arrived.set()

    async with answering(ok(b'{"jsonrpc":"2.0","id":3,"result":{}}')) as server:
        url = f"http://127.0.0.1:{server.port}/mcp"
        async with streamable_http(url, {}, deliver=deliver) as (messages, writer):
            await writer.send({"jsonrpc": "2.0", "id": 3, "method": "tools/list"})
            with anyio.fail_after(5):
                await arrived.wait()
            with anyio.move_on_after(0.1) as quiet:
                await messages.__anext__()
            assert quiet.cancel_called  # nothing came through the read stream
    assert delivered == [{"jsonrpc": "2.0", "id": 3, "result": {}}]


async def test_leaving_the_transport_cancels_the_requests_still_waiting() -> None:
    async def handler(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, index: int
    ) -> None:
        await server.read_request(reader)
        await reader.read()  # never answers; returns when the client closes the connection
        gone.set()

    gone = asyncio.Event()
    async with raw_server(handler) as server:
        url = f"http://127.0.0.1:{server.port}/mcp"
        async with streamable_http(url, {}) as (_, writer):
            await writer.send({"jsonrpc": "2.0", "id": 1, "method": "tools/call"})
            await server.until(lambda: len(server.requests) == 1)
        with anyio.fail_after(5):
            await gone.wait()
        with pytest.raises(anyio.ClosedResourceError):
            await writer.send({"jsonrpc": "2.0", "id": 2, "method": "tools/call"})


async def test_a_short_body_written_after_its_head_is_awaited_with_it() -> None:
    async def handler(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, index: int
    ) -> None:
        while await server.read_request(reader) is not None:
            response = ok(b'{"answer":42}')
            head, _, body = response.partition(b"\r\n\r\n")
            writer.write(head + b"\r\n\r\n")  # as uvicorn writes them: apart
            await writer.drain()
            await asyncio.sleep(0.05)
            writer.write(body)

    async with (
        raw_server(handler) as server,
        HttpClient() as client,
        client.stream("POST", f"http://127.0.0.1:{server.port}/", content=b"{}") as response,
    ):
        assert response._connection.complete  # the head alone did not wake the reader
        assert await response.aread() == b'{"answer":42}'
