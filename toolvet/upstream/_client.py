"""A lean HTTP/1.1 client for the upstream hop: kept-alive connections, responses parsed by httptools.

httpx (httpcore's pool, h11 in pure Python, a cookie jar, anyio cancel scopes on every read) was
three quarters of the proxy's CPU per HTTP call. This client does only what the streamable HTTP
transport needs: requests written as bytes on asyncio protocols, responses parsed by httptools
(llhttp, in C) with Content-Length, chunked or read-to-close bodies, streamed as they arrive.
It keeps what real servers rely on: TLS with the trust store httpx would use, the config's
headers, cookies the server sets (load balancers pin a session with them), and the same timeouts
(connect 30 s, 300 s without a byte on a response). `open_client` falls back to httpx for what
it does not do: an HTTP(S)_PROXY / ALL_PROXY environment variable, or user:password in the URL.
Redirects are not followed, as with httpx's defaults today.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import os
import ssl
import time
from collections import deque
from collections.abc import AsyncIterator
from typing import Any, cast
from urllib.parse import urlsplit

import httptools
import httpx

CONNECT_TIMEOUT = 30.0
# Like httpx's timeouts in the MCP client: a response may stay quiet this long between bytes.
READ_TIMEOUT = 300.0
# Servers close idle keep-alive connections after 5 s (uvicorn, node): ours go before that, so
# a request is rarely written on a connection the server is closing.
IDLE_EXPIRY = 4.0
MAX_IDLE = 20
MAX_IN_FLIGHT = 100
# Unread response bytes held before the socket stops being read (a slow reader of an SSE stream).
READ_HIGH_WATER = 1 << 20
# A response body of at most this many bytes (by its Content-Length) is awaited with the head.
WHOLE_BODY_MAX = 64 * 1024
USER_AGENT = "toolvet"


class HttpError(ConnectionError):
    """The exchange failed: the server broke the protocol or went away mid-response."""


class _StaleConnection(HttpError):
    """The connection closed before a byte of the response came."""


def open_client(url: str, headers: dict[str, str]) -> HttpClient | httpx.AsyncClient:
    """The client for `url`: the lean one, or httpx where the lean one would not do the same."""
    parts = urlsplit(url)
    if parts.username is not None or parts.password is not None or _proxied(parts.scheme):
        from mcp.shared._httpx_utils import create_mcp_http_client

        return create_mcp_http_client(headers=headers)
    return HttpClient(headers)


def _proxied(scheme: str) -> bool:
    """Whether a proxy environment variable could apply to a URL of `scheme`; NO_PROXY is
    honoured only as "*" (httpx's reading of the rest is left to httpx)."""
    env = {key.lower(): value for key, value in os.environ.items() if value}
    if env.get("no_proxy", "").strip() == "*":
        return False
    return any(key in env for key in (f"{scheme}_proxy", "all_proxy"))


class HttpClient:
    """Requests to one or more origins, each origin with its own pool of idle connections."""

    def __init__(
        self,
        headers: dict[str, str] | None = None,
        *,
        ssl_context: ssl.SSLContext | None = None,
        connect_timeout: float = CONNECT_TIMEOUT,
        read_timeout: float = READ_TIMEOUT,
        idle_expiry: float = IDLE_EXPIRY,
    ) -> None:
        self._headers = {name.lower(): value for name, value in (headers or {}).items()}
        self._static = _encode_headers(self._headers)
        self._ssl = ssl_context
        self.connect_timeout = connect_timeout
        self.read_timeout = read_timeout
        self.idle_expiry = idle_expiry
        self._idle: dict[tuple[str, str, int], deque[_Connection]] = {}
        self._in_flight = _Slots(MAX_IN_FLIGHT)
        self._cookies: dict[str, _Cookie] = {}
        self._targets: dict[str, tuple[tuple[str, str, int], str]] = {}
        self._hosts: dict[tuple[str, str, int], bytes] = {}
        self._closed = False

    async def __aenter__(self) -> HttpClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        self._closed = True
        for pool in self._idle.values():
            for connection in pool:
                connection.close()
        self._idle.clear()

    def stream(
        self, method: str, url: str, *, content: bytes = b"", headers: dict[str, str] | None = None
    ) -> Exchange:
        """`async with client.stream(...) as response`: the response's body is read as it comes;
        leaving the block before its end (or a cancellation) closes the connection."""
        return Exchange(self, method, url, content, headers or {})

    async def delete(self, url: str, *, headers: dict[str, str] | None = None) -> Response:
        async with self.stream("DELETE", url, headers=headers) as response:
            await response.aread()
        return response

    def _head(
        self, method: str, url: str, body: bytes, headers: dict[str, str]
    ) -> tuple[Any, bytes]:
        target = self._targets.get(url)
        if target is None:
            target = self._targets[url] = _target(url)
            scheme, host, port = target[0]
            if not host.isascii():
                host = host.encode("idna").decode("ascii")
            authority = f"[{host}]" if ":" in host else host
            if port != (443 if scheme == "https" else 80):
                authority = f"{authority}:{port}"
            self._hosts[target[0]] = f"host: {authority}\r\n".encode("ascii")
        origin, path = target
        scheme, host, port = origin
        static = self._static
        if not self._headers.keys().isdisjoint(headers):
            # A request header replaces the config's header of the same name, as in httpx.
            static = _encode_headers({k: v for k, v in self._headers.items() if k not in headers})
        cookie = self._cookie_header(scheme, path) if self._cookies else None
        lines = [f"{method} {path} HTTP/1.1\r\n".encode("ascii"), self._hosts[origin]]
        if "user-agent" not in self._headers and "user-agent" not in headers:
            lines.append(b"user-agent: " + USER_AGENT.encode() + b"\r\n")
        lines.append(static)
        lines.append(_encode_headers(headers))
        if cookie:
            lines.append(_encode_headers({"cookie": cookie}))
        if body or method in ("POST", "PUT", "PATCH"):
            lines.append(b"content-length: %d\r\n" % len(body))
        lines.append(b"\r\n")
        lines.append(body)
        return origin, b"".join(lines)

    def _pooled(self, origin: tuple[str, str, int]) -> _Connection | None:
        """An idle connection to `origin` that can carry a request, if there is one."""
        pool = self._idle.get(origin)
        now = time.monotonic()
        while pool:
            connection = pool.pop()
            if connection.usable and now - connection.idle_since < self.idle_expiry:
                return connection
            connection.close()
        return None

    async def _connection(self, origin: tuple[str, str, int]) -> _Connection:
        """A connection to `origin`: an idle one from the pool, else a new one."""
        pooled = self._pooled(origin)
        if pooled is not None:
            return pooled
        scheme, host, port = origin
        context = None
        if scheme == "https":
            context = self._ssl or _default_ssl_context()
        loop = asyncio.get_running_loop()
        try:
            _, connection = await asyncio.wait_for(
                loop.create_connection(
                    lambda: _Connection(self),
                    host,
                    port,
                    ssl=context,
                    server_hostname=host if context is not None else None,
                ),
                self.connect_timeout,
            )
        except TimeoutError as exc:
            raise TimeoutError(f"connecting to {host}:{port} timed out") from exc
        return connection

    def _release(self, origin: tuple[str, str, int], connection: _Connection) -> None:
        if self._closed or not connection.usable:
            connection.close()
            return
        pool = self._idle.setdefault(origin, deque())
        if len(pool) >= MAX_IDLE:
            pool.popleft().close()
        connection.idle_since = time.monotonic()
        pool.append(connection)

    def _remember_cookies(self, values: list[str]) -> None:
        for value in values:
            cookie = _Cookie.parse(value)
            if cookie is None:
                continue
            if cookie.expired():
                self._cookies.pop(cookie.name, None)
            else:
                self._cookies[cookie.name] = cookie

    def _cookie_header(self, scheme: str, target: str) -> str | None:
        pairs = [
            f"{cookie.name}={cookie.value}"
            for cookie in list(self._cookies.values())
            if not cookie.expired()
            and (scheme == "https" or not cookie.secure)
            and target.startswith(cookie.path)
        ]
        return "; ".join(pairs) or None


class _Slots:
    """A semaphore that can also be taken without waiting, when a slot is free."""

    def __init__(self, count: int) -> None:
        self._free = count
        self._waiters: deque[asyncio.Future[None]] = deque()

    @property
    def free(self) -> bool:
        return self._free > 0 and not self._waiters

    def take_now(self) -> None:
        assert self.free
        self._free -= 1

    async def take(self) -> None:
        if self.free:
            self._free -= 1
            return
        waiter = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        try:
            await waiter  # a slot handed over by `give`
        except BaseException:
            if waiter.done() and not waiter.cancelled():
                self.give()  # handed over, but not taken
            else:
                with contextlib.suppress(ValueError):  # `give` may have passed it over already
                    self._waiters.remove(waiter)
            raise

    def give(self) -> None:
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return
        self._free += 1


def _target(url: str) -> tuple[tuple[str, str, int], str]:
    """((scheme, host, port), the request target) of `url`."""
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    try:
        port = parts.port
    except ValueError:
        port = -1
    if scheme not in ("http", "https") or not parts.hostname or port == -1:
        raise HttpError(f"cannot send a request to {url!r}")
    target = parts.path or "/"
    if parts.query:
        target = f"{target}?{parts.query}"
    return (scheme, parts.hostname, port or (443 if scheme == "https" else 80)), target


def _encode_headers(headers: dict[str, str]) -> bytes:
    try:
        text = "".join(f"{name}: {value}\r\n" for name, value in headers.items())
        encoded = text.encode("ascii")
    except UnicodeEncodeError as exc:
        raise HttpError(f"a header is not ASCII: {exc}") from None
    if encoded.count(b"\r\n") != len(headers) or b"\n" in encoded.replace(b"\r\n", b""):
        raise HttpError("a header name or value holds a line break")
    return encoded


_SSL_CONTEXT: ssl.SSLContext | None = None


def _default_ssl_context() -> ssl.SSLContext:
    """The trust store httpx uses (certifi, or SSL_CERT_FILE / SSL_CERT_DIR), made once."""
    global _SSL_CONTEXT
    if _SSL_CONTEXT is None:
        _SSL_CONTEXT = httpx.create_ssl_context(trust_env=True)
    return _SSL_CONTEXT


class _Cookie:
    __slots__ = ("expires", "name", "path", "secure", "value")

    def __init__(
        self, name: str, value: str, path: str, secure: bool, expires: float | None
    ) -> None:
        self.name, self.value, self.path, self.secure, self.expires = (
            name,
            value,
            path,
            secure,
            expires,
        )

    @classmethod
    def parse(cls, header: str) -> _Cookie | None:
        pair, *attributes = header.split(";")
        name, sep, value = pair.partition("=")
        name = name.strip()
        if not sep or not name:
            return None
        path, secure, expires = "/", False, None
        for attribute in attributes:
            key, _, argument = attribute.partition("=")
            key, argument = key.strip().lower(), argument.strip()
            if key == "path" and argument.startswith("/"):
                path = argument
            elif key == "secure":
                secure = True
            elif key == "max-age" and argument.lstrip("-").isdigit():
                expires = time.time() + int(argument)
            elif key == "expires" and expires is None:
                with contextlib.suppress(TypeError, ValueError):
                    expires = email.utils.parsedate_to_datetime(argument).timestamp()
        return cls(name, value.strip(), path, secure, expires)

    def expired(self) -> bool:
        return self.expires is not None and self.expires <= time.time()


class Exchange:
    """One request and its response, as an async context manager (`HttpClient.stream`)."""

    __slots__ = (
        "_client",
        "_connection",
        "_content",
        "_entered",
        "_headers",
        "_method",
        "_origin",
        "_response",
        "_url",
    )

    def __init__(
        self, client: HttpClient, method: str, url: str, content: bytes, headers: dict[str, str]
    ) -> None:
        self._client = client
        self._method = method
        self._url = url
        self._content = content
        self._headers = headers
        self._connection: _Connection | None = None
        self._origin: Any = None
        self._response: Response | None = None
        self._entered = False

    def start(self) -> bool:
        """Write the request now if that needs no waiting (a kept-alive connection is idle and
        the in-flight limit is not reached); False leaves it all to `async with`. A started
        exchange must be entered, or `abandon`ed."""
        client = self._client
        if not client._in_flight.free:
            return False
        origin, request = client._head(self._method, self._url, self._content, self._headers)
        connection = client._pooled(origin)
        if connection is None:
            return False
        client._in_flight.take_now()
        self._origin, self._connection = origin, connection
        self._response = connection.send(request)
        return True

    def abandon(self) -> None:
        """A started exchange that will not be entered: its connection cannot be reused."""
        if self._response is not None and not self._entered:
            self._entered = True
            assert self._connection is not None
            self._connection.close()
            self._client._in_flight.give()

    async def __aenter__(self) -> Response:
        client = self._client
        self._entered = True
        request = b""
        if self._response is None:
            self._origin, request = client._head(
                self._method, self._url, self._content, self._headers
            )
            await client._in_flight.take()
        try:
            if self._response is None:
                self._connection = await client._connection(self._origin)
                self._response = self._connection.send(request)
            response = self._response
            try:
                await response._wait_for_head()
            except _StaleConnection:
                # Not sent again, even on a connection reused from the pool: a server that closes
                # without a byte of answer may have closed an idle connection as the request came
                # (nothing done), or may have read it and died (maybe done). Every MCP request is
                # a POST, and a tools/call done twice can do harm; idle connections are dropped
                # before servers' keep-alive timeouts instead, which makes the first case rare.
                raise HttpError(
                    "the server closed the connection without answering (the request is not"
                    " sent again: it may have been processed)"
                ) from None
            if response.cookies:
                client._remember_cookies(response.cookies)
            return response
        except BaseException:
            if self._connection is not None:
                self._connection.close()
            client._in_flight.give()
            raise

    async def __aexit__(self, *exc: object) -> None:
        connection = self._connection
        assert connection is not None
        self._client._in_flight.give()
        if connection.reusable():
            self._client._release(self._origin, connection)
        else:
            connection.close()


class Response:
    """A response whose body arrives in chunks; the names are httpx's, for the parts used."""

    __slots__ = ("_connection", "cookies", "headers", "status_code")

    def __init__(self, connection: _Connection) -> None:
        self._connection = connection
        self.status_code = 0
        self.headers: dict[str, str] = {}
        self.cookies: list[str] = []

    @property
    def is_success(self) -> bool:
        return 200 <= self.status_code < 300

    async def _wait_for_head(self) -> None:
        connection = self._connection
        while not connection.head_ready:
            connection.check()
            await connection.wait(head=True)

    async def aiter_bytes(self) -> AsyncIterator[bytes]:
        while (chunk := await self._next_chunk()) is not None:
            yield chunk

    async def aread(self) -> bytes:
        # Not through aiter_bytes: an async generator costs more than the read of a short body.
        chunks = []
        while (chunk := await self._next_chunk()) is not None:
            chunks.append(chunk)
        return b"".join(chunks)

    async def read_within(self, limit: int) -> bytes | None:
        """The whole body, or None as soon as it grows past `limit` bytes (the rest is not read,
        so the connection is not reused)."""
        chunks, size = [], 0
        while (chunk := await self._next_chunk()) is not None:
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                return None
        return chunks[0] if len(chunks) == 1 else b"".join(chunks)

    async def _next_chunk(self) -> bytes | None:
        """What came of the body since last asked, once there is some; None at its end."""
        connection = self._connection
        while True:
            chunk = connection.take()
            if chunk:
                return chunk
            if connection.complete:
                return None
            connection.check()
            await connection.wait()


class _Connection(asyncio.Protocol):
    """One TCP (or TLS) connection carrying one exchange at a time; httptools parses what comes."""

    def __init__(self, client: HttpClient) -> None:
        self._client = client
        self._transport: asyncio.Transport | None = None
        self._parser = httptools.HttpResponseParser(self)
        self._waiter: asyncio.Future[None] | None = None
        self._waiting_for_head = False
        self._response: Response | None = None
        self._chunks: list[bytes] = []
        self._buffered = 0
        self._paused = False
        self._framed = False
        self._length: int | None = None  # the body's Content-Length
        self._keep_alive = False
        self._received = 0
        self._error: Exception | None = None
        self._lost = False
        self.head_done = False
        self.complete = False
        self.idle_since = 0.0

    # asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = cast(asyncio.Transport, transport)  # uvloop's are not subclasses

    def data_received(self, data: bytes) -> None:
        if self._response is None or self.complete:
            # Bytes nobody asked for: the connection cannot be trusted with the next request.
            self._lost = True
            self.close()
            return
        self._received += len(data)
        try:
            self._parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self._fail(HttpError(f"the server sent an invalid HTTP response: {exc}"))
            self.close()
        if self._waiting_for_head and self.head_done and not self.head_ready and not self._error:
            return  # the rest of a short body is on its way: the reader wakes when it is here
        self._wake()

    def eof_received(self) -> bool:
        self._ended()
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        self._ended(exc)

    # httptools callbacks

    def on_header(self, name: bytes, value: bytes) -> None:
        assert self._response is not None
        key = name.decode("latin-1").lower()
        text = value.decode("latin-1")
        headers = self._response.headers
        if key == "set-cookie":
            self._response.cookies.append(text)
        if key in ("content-length", "transfer-encoding"):
            self._framed = True
        if key == "content-length" and text.strip().isdigit():
            self._length = int(text)
        headers[key] = f"{headers[key]}, {text}" if key in headers else text

    def on_headers_complete(self) -> None:
        assert self._response is not None
        status = self._parser.get_status_code()
        if 100 <= status < 200:
            # An interim response (103 Early Hints): the real one follows on the same connection.
            self._response.headers.clear()
            self._response.cookies.clear()
            self._framed = False
            self._length = None
            return
        self._response.status_code = status
        self._keep_alive = self._parser.should_keep_alive()
        self.head_done = True

    def on_body(self, body: bytes) -> None:
        self._chunks.append(body)
        self._buffered += len(body)
        if self._buffered > READ_HIGH_WATER and not self._paused and self._transport is not None:
            self._paused = True
            self._transport.pause_reading()

    def on_message_complete(self) -> None:
        if self.head_done:
            self.complete = True

    # used by the exchange and its response

    @property
    def head_ready(self) -> bool:
        """The head came; and with it the body, when that is short and framed by Content-Length
        (servers often write the two apart: waiting for both wakes the reader once, not twice)."""
        return self.head_done and (
            self.complete or self._length is None or self._length > WHOLE_BODY_MAX
        )

    @property
    def usable(self) -> bool:
        return not self._lost and self._transport is not None and not self._transport.is_closing()

    def send(self, request: bytes) -> Response:
        assert self._transport is not None
        response = self._response = Response(self)
        self._chunks = []
        self._buffered = 0
        self._framed = self._keep_alive = self.head_done = self.complete = False
        self._length = None
        self._received = 0
        self._error = None
        if self._lost:
            self._error = _StaleConnection("the connection was closed")
        else:
            self._transport.write(request)
        return response

    def reusable(self) -> bool:
        return self.complete and self._keep_alive and self.usable and self._error is None

    def take(self) -> bytes:
        if not self._chunks:
            return b""
        chunk = self._chunks[0] if len(self._chunks) == 1 else b"".join(self._chunks)
        self._chunks = []
        self._buffered = 0
        if self._paused and self._transport is not None:
            self._paused = False
            self._transport.resume_reading()
        return chunk

    def check(self) -> None:
        """Raise what ended the exchange, if anything did."""
        if self._error is not None:
            raise self._error

    async def wait(self, *, head: bool = False) -> None:
        """Until more of the response came (`head`: until the head is ready, see `head_ready`),
        or the connection ended; a quiet read times out."""
        loop = asyncio.get_running_loop()
        self._waiting_for_head = head
        waiter = self._waiter = loop.create_future()
        timer = loop.call_later(self._client.read_timeout, _time_out, waiter)
        try:
            await waiter
        finally:
            timer.cancel()
            self._waiter = None

    def close(self) -> None:
        self._lost = True
        if self._transport is not None:
            self._transport.close()

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def _fail(self, error: Exception) -> None:
        if self._error is None:
            self._error = error

    def _ended(self, exc: Exception | None = None) -> None:
        self._lost = True
        if self._response is not None and not self.complete:
            if self._received == 0:
                self._fail(_StaleConnection(str(exc or "the connection was closed")))
            elif self.head_done and not self._framed:
                self.complete = True  # a body that ends where the connection does
                self._keep_alive = False
            else:
                reason = "the server closed the connection before the response ended"
                self._fail(HttpError(f"{reason}: {exc}" if exc else reason))
        self._wake()


def _time_out(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_exception(TimeoutError("no response from the server within the read timeout"))
