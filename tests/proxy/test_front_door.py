"""The HTTP front door against hostile clients, before any token: deadlines for a request's head,
its body and an idle connection; bounds on the head's size and header count (431) at a cost
linear in what is sent; one Authorization header; no redirect built from the Host header.

A real `toolvet serve --transport http`, attacked with raw sockets; its deadlines are set short
(proxy.http), and each test waits for the connection to close, never for a time.
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
import threading
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any

import httpx
import pytest
import uvicorn
from uvicorn.server import ServerState

from tests.proxy.in_process import RecordingTransport, until
from tests.proxy.support import (
    INITIALIZE,
    MCP_HEADERS,
    NOTES_SERVER,
    HttpProxy,
    python_server,
    rss_bytes,
    write_config,
)
from toolvet.config import HttpSettings
from toolvet.proxy.http._request_cycle import HttpProtocol

TOKEN = "front-door-token-0123456789abcdef"
DEADLINE = 1  # each of proxy.http's deadlines, in seconds
# An upper bound for a close the proxy owes, never an expectation of speed.
WAIT = 30.0
MAX_HEADER_BYTES = 32_768  # proxy.http.max_header_bytes's default
MAX_HEADERS = 100  # proxy.http.max_headers's default
HEAD = (
    b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
    + TOKEN.encode()
    + b"\r\nAccept: application/json, text/event-stream\r\nContent-Type: application/json\r\n"
)
PING = b'{"jsonrpc":"2.0","id":1,"method":"ping"}'


@pytest.fixture(scope="module")
def proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[HttpProxy]:
    directory = tmp_path_factory.mktemp("front-door")
    config = write_config(
        directory / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
        auth={"token": TOKEN},
        http={
            "header_timeout": DEADLINE,
            "body_timeout": DEADLINE,
            "keep_alive_timeout": DEADLINE,
        },
    )
    with HttpProxy(config) as running:
        yield running


def connect(proxy: HttpProxy) -> socket.socket:
    return socket.create_connection(("127.0.0.1", proxy.port), timeout=WAIT)


def until_closed(sock: socket.socket) -> bytes:
    """What the proxy sends until it closes the connection (a socket timeout: it never did)."""
    received = b""
    with sock:
        while True:
            try:
                data = sock.recv(65536)
            except ConnectionResetError:
                return received
            if not data:
                return received
            received += data


def answers(data: bytes) -> list[bytes]:
    """The status lines in what the proxy sent."""
    return re.findall(rb"HTTP/1\.1 \d{3} [^\r]*", data)


class Trickle(threading.Thread):
    """Sends `data` a byte at a time, a few a second, until it is all sent or the proxy closes."""

    def __init__(self, sock: socket.socket, data: bytes) -> None:
        super().__init__(daemon=True)
        self.sock, self.data, self.stopped = sock, data, threading.Event()

    def run(self) -> None:
        for index in range(len(self.data)):
            if self.stopped.wait(0.1):
                return
            try:
                self.sock.send(self.data[index : index + 1])
            except OSError:
                return

    def __enter__(self) -> Trickle:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stopped.set()
        self.join()


def test_heads_sent_a_byte_at_a_time_are_answered_408_and_closed(proxy: HttpProxy) -> None:
    sockets = [connect(proxy) for _ in range(10)]
    slow_head = HEAD + b"X-Padding: " + b"a" * 1000 + b"\r\n\r\n"
    with ExitStack() as trickles:
        for sock in sockets:
            trickles.enter_context(Trickle(sock, slow_head))
        for sock in sockets:
            answer = until_closed(sock)
            assert answers(answer) == [b"HTTP/1.1 408 Request Timeout"]
            assert b"proxy.http.header_timeout" in answer


def test_connections_that_send_nothing_and_idle_ones_are_closed(proxy: HttpProxy) -> None:
    silent = [connect(proxy) for _ in range(10)]
    for sock in silent:
        assert until_closed(sock) == b""
    kept_alive = connect(proxy)
    kept_alive.sendall(b"GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert answers(until_closed(kept_alive)) == [b"HTTP/1.1 200 OK"]


@pytest.mark.parametrize(
    ("declared", "sent_at_once"),
    [(len(PING), 10), (200_000, 100_000)],  # read whole before the app starts; read by the app
    ids=["small body", "large body"],
)
def test_a_body_slower_than_its_deadline_is_answered_408_and_closed(
    proxy: HttpProxy, declared: int, sent_at_once: int
) -> None:
    sock = connect(proxy)
    sock.sendall(HEAD + b"Content-Length: %d\r\n\r\n" % declared + b" " * sent_at_once)
    with Trickle(sock, b" " * (declared - sent_at_once)):
        answer = until_closed(sock)
    assert answers(answer) == [b"HTTP/1.1 408 Request Timeout"]
    assert b"proxy.http.body_timeout" in answer


def test_a_head_over_the_size_or_header_count_limit_is_answered_431_and_closed(
    proxy: HttpProxy,
) -> None:
    too_long = HEAD + b"X-Padding: " + b"a" * MAX_HEADER_BYTES + b"\r\n\r\n"
    too_many = HEAD + b"".join(b"X-%d: 1\r\n" % n for n in range(MAX_HEADERS)) + b"\r\n"
    for head, key in ((too_long, b"max_header_bytes"), (too_many, b"max_headers")):
        sock = connect(proxy)
        sock.sendall(head)
        answer = until_closed(sock)
        assert answers(answer) == [b"HTTP/1.1 431 Request Header Fields Too Large"]
        assert b"proxy.http." + key in answer


def test_a_huge_head_is_cut_off_as_it_arrives(proxy: HttpProxy) -> None:
    """64 MiB in one header value: the proxy stops reading it at the limit and closes the
    connection, so the client cannot send it all, and the proxy does not grow by it."""
    assert proxy.process is not None
    before = rss_bytes(proxy.process.pid)
    sock = connect(proxy)
    with pytest.raises((BrokenPipeError, ConnectionResetError)):
        sock.sendall(b"GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: " + b"a" * (64 << 20))
    assert answers(until_closed(sock)) == [b"HTTP/1.1 431 Request Header Fields Too Large"]
    assert rss_bytes(proxy.process.pid) - before < 16 << 20
    assert httpx.get(f"{proxy.base}/livez", timeout=WAIT).status_code == 200


def test_a_trailer_over_the_size_limit_is_answered_431(proxy: HttpProxy) -> None:
    """A chunked body's trailer is header fields too: bounded as a head is, as it arrives."""
    sock = connect(proxy)
    sock.sendall(HEAD + b"Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\nX-Trailer: ")
    with pytest.raises((BrokenPipeError, ConnectionResetError)):
        for _ in range(1024):
            sock.sendall(b"a" * 16384)
    assert answers(until_closed(sock)) == [b"HTTP/1.1 431 Request Header Fields Too Large"]


LIVEZ = b"GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n"


def test_heads_within_the_limits_are_served_pipelined_or_not(proxy: HttpProxy) -> None:
    sock = connect(proxy)
    padded = b"X-Padding: " + b"a" * (MAX_HEADER_BYTES // 2) + b"\r\n"
    sock.sendall(LIVEZ + padded + b"\r\n" + LIVEZ + b"Connection: close\r\n\r\n")
    assert answers(until_closed(sock)) == [b"HTTP/1.1 200 OK"] * 2
    # A chunked body: large chunks, then a small trailer.
    sock = connect(proxy)
    chunks = [b" " * 100_000, json.dumps(INITIALIZE).encode(), b""]
    body = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for chunk in chunks)
    trailed = body[:-2] + b"X-Trailer: 1\r\n\r\n"
    sock.sendall(HEAD + b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + trailed)
    assert answers(until_closed(sock)) == [b"HTTP/1.1 200 OK"]


def test_a_head_too_large_pipelined_behind_another_ends_the_connection_after_its_answer(
    proxy: HttpProxy,
) -> None:
    """Its bytes partly came with the request before it: counted all the same."""
    sock = connect(proxy)
    padded = b"X-Padding: " + b"a" * (MAX_HEADER_BYTES + 1024) + b"\r\n"
    sock.sendall(LIVEZ + b"\r\n" + LIVEZ + padded + b"\r\n")
    assert answers(until_closed(sock)) == [b"HTTP/1.1 200 OK"]


def test_two_authorization_headers_are_refused_with_400(proxy: HttpProxy) -> None:
    valid, other = f"Bearer {TOKEN}", "Bearer another-token"
    for first, second in ((valid, other), (other, valid), (valid, valid)):
        headers = [("authorization", first), ("authorization", second)]
        responses = [
            httpx.post(proxy.url, content=PING, headers=[*MCP_HEADERS.items(), *headers]),
            httpx.get(f"{proxy.base}/healthz", headers=headers),
            httpx.get(f"{proxy.base}/metrics", headers=headers),
        ]
        for response in responses:
            assert response.status_code == 400, response.request.url
            assert response.json()["error"] == "invalid_request"
            assert "more than one Authorization header" in response.json()["error_description"]
            assert 'error="invalid_request"' in response.headers["www-authenticate"]
    one = {**MCP_HEADERS, "authorization": valid}
    assert httpx.post(proxy.url, json=INITIALIZE, headers=one).status_code == 200


@pytest.mark.parametrize("path", ["/livez/", "/readyz/", "/healthz/", "/metrics/"])
def test_a_trailing_slash_is_never_redirected_to_the_requests_host(
    proxy: HttpProxy, path: str
) -> None:
    response = httpx.get(
        f"{proxy.base}{path}",
        headers={"Host": "evil.com", "Authorization": f"Bearer {TOKEN}"},
        follow_redirects=False,
    )
    assert response.status_code == 404
    assert "location" not in response.headers


# -- the protocol in process ----------------------------------------------------------------------


async def test_a_body_the_proxy_does_not_read_yet_is_not_held_to_its_deadline() -> None:
    """A request pipelined behind one still being answered waits unread (uvicorn stops reading):
    its body's deadline starts again rather than refuse it."""
    release = asyncio.Event()

    async def app(scope: Any, receive: Any, send: Any) -> None:
        body, more = b"", True
        while more:
            message = await receive()
            body, more = body + message["body"], message["more_body"]
        if body == b"{1}":
            await release.wait()
        headers = [(b"content-length", b"%d" % len(body))]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    protocol = HttpProtocol.serving(HttpSettings(body_timeout=0.05))(
        uvicorn.Config(app, log_config=None, lifespan="off"), ServerState(), {}
    )
    transport = RecordingTransport()
    protocol.connection_made(transport)
    head = b"POST /mcp HTTP/1.1\r\nhost: x\r\ncontent-length: 3\r\n\r\n"
    protocol.data_received(head + b"{1}" + head + b"{")
    deadline = protocol._deadline
    await until(lambda: protocol._deadline is not deadline)  # it expired, and started again
    assert not transport.closed and transport.writes == []
    release.set()
    protocol.data_received(b"2}")
    await until(lambda: b"".join(transport.writes).endswith(b"{2}"))
    assert answers(b"".join(transport.writes)) == [b"HTTP/1.1 200 OK"] * 2
    assert not transport.closed
