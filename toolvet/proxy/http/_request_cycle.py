"""The HTTP/1.1 protocol uvicorn runs for the proxy: its httptools one, with a lighter request
cycle for the requests every MCP message comes in (a POST with a small body, or no body), and
the front door's limits (`proxy.http`): deadlines for a request's head and body and for an idle
connection, and bounds on the head's size and number of header fields.

uvicorn starts the app as soon as a request's head is parsed, so the app wakes once for the head
and again for the body; it writes a response's head and body as two packets on a TCP_NODELAY
socket, and a client that reads the head wakes up again for the body. The cycle here starts the
app once the whole request is in (WHOLE_BODY_MAX at most), hands it the body at its first
`receive`, and writes a response with a Content-Length as one packet. A request it is not made
for (a larger or chunked body, `Expect: 100-continue`, HEAD, HTTP/1.0, one pipelined behind
another) goes through uvicorn's own cycle.

The head's bytes are counted as they arrive, before httptools gathers them: httptools joins the
pieces of a header value by concatenation, each new piece copying all before it, so a head read
in many pieces would otherwise cost time quadratic in its size (and memory for all of it).
"""

from __future__ import annotations

import asyncio
import logging
import urllib.parse
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import httptools
from uvicorn.protocols.http.flow_control import HIGH_WATER_LIMIT, FlowControl
from uvicorn.protocols.http.httptools_impl import (
    HEADER_RE,
    HEADER_VALUE_RE,
    STATUS_LINE,
    HttpToolsProtocol,
)

from toolvet.config import HttpSettings

if TYPE_CHECKING:
    from uvicorn._types import HTTPScope

# The largest body a request may have to go through WholeRequestCycle: past this, uvicorn's
# protocol stops reading until the app takes what came, so a larger body must reach a running app.
WHOLE_BODY_MAX = HIGH_WATER_LIMIT

_INTERNAL_ERROR = [
    (b"content-type", b"text/plain; charset=utf-8"),
    (b"content-length", b"21"),
    (b"connection", b"close"),
]

# What a connection is reading: between requests, a request's head, or its body.
_BETWEEN, _HEAD, _BODY = 0, 1, 2


class _Refusal(Exception):
    """A request that broke a limit of the front door: answered `status` (unless an answer
    to the connection's requests is under way), then its connection is closed."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


class HttpProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol, held to the limits of `settings`; what WholeRequestCycle
    is made for goes through it."""

    settings: ClassVar[HttpSettings] = HttpSettings()

    @classmethod
    def serving(cls, settings: HttpSettings) -> type[HttpProtocol]:
        """The protocol held to the limits of `settings` (uvicorn makes one per connection)."""
        return type(cls.__name__, (cls,), {"settings": settings})

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._reading = _BETWEEN
        self._deadline: asyncio.TimerHandle | None = None
        self._refused = False  # a request broke a limit: the connection reads no more
        # While what comes next is a head, or may be a chunked body's trailer: the bytes it may
        # still take, counted as they are read. `_heads` counts the heads begun, so that one
        # begun within a piece is told apart from the one before it.
        self._counting = True
        self._head_room = self.settings.max_header_bytes
        self._heads = 0
        # The same bound, counted as the head is parsed: exact, even for a head that began in
        # the piece that ended the request pipelined before it.
        self._parsed_room = self.settings.max_header_bytes
        self._max_headers = self.settings.max_headers

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        # A connection that never sends anything is idle too (uvicorn times out only those that
        # had an answer).
        self.timeout_keep_alive_task = self.loop.call_later(
            self.timeout_keep_alive, self.timeout_keep_alive_handler
        )

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_deadline()
        self._unset_keepalive_if_required()  # uvicorn leaves it when the client reset
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return
        rest: bytes | memoryview = data
        while self._counting and len(rest) > self._head_room:
            # No more of a head is read than it may have: past that, it is refused.
            room, heads = self._head_room, self._heads
            view = memoryview(rest)
            if not self._feed(view[:room]):
                return
            if self._counting and self._heads == heads:
                self._refuse(_Refusal(431, self._too_large()))
                return
            rest = view[room:]
        if self._counting:
            self._head_room -= len(rest)
        if self._feed(rest) and self._reading != _BETWEEN and self._deadline is None:
            self._start_deadline()

    def _feed(self, data: bytes | memoryview) -> bool:
        """uvicorn's data_received, with the front door's refusals; False once the connection
        is done with HTTP (refused, or handed to another protocol)."""
        self._unset_keepalive_if_required()
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserUpgrade:
            if self._should_upgrade():
                self.handle_websocket_upgrade()
            else:
                self._unsupported_upgrade_warning()
            return False
        except httptools.HttpParserError as exc:
            if isinstance(exc.__context__, _Refusal):
                self._refuse(exc.__context__)
            else:
                self.logger.warning("Invalid HTTP request received.")
                self.send_400_response("Invalid HTTP request received.")
            return False
        return True

    def _too_large(self) -> str:
        return (
            "Request Header Fields Too Large: the request line and header fields (or a chunked"
            f" body's trailer) are over {self.settings.max_header_bytes} bytes"
            " (proxy.http.max_header_bytes)"
        )

    def _start_deadline(self) -> None:
        """The deadline of the part of a request being read: its head, or its body."""
        if self._reading == _HEAD:
            self._deadline = self.loop.call_later(self.settings.header_timeout, self._expired)
        else:
            self._deadline = self.loop.call_later(self.settings.body_timeout, self._expired)

    def _expired(self) -> None:
        self._deadline = None
        if self.flow.read_paused:  # the proxy stopped reading, not the client: wait again
            self._start_deadline()
            return
        head = self._reading == _HEAD
        part, key = ("head", "header_timeout") if head else ("body", "body_timeout")
        reason = (
            f"Request Timeout: the request {part} did not arrive within"
            f" {getattr(self.settings, key):g} s (proxy.http.{key})"
        )
        self._refuse(_Refusal(408, reason))

    def _stop_deadline(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _refuse(self, refusal: _Refusal) -> None:
        """Answer a request that broke a limit, and close the connection; nothing more of it is
        read. When an answer to a request before it is owed, that answer goes out first, and
        then the connection closes. An app serving the refused request itself hears that the
        client left (what it sends goes nowhere), and once its answer has begun, the
        connection is only closed."""
        if self._refused or self.transport.is_closing():
            return
        self._refused = True
        self._stop_deadline()
        cycle = self.cycle
        if self._reading == _BODY:  # the refused request is the cycle's
            answer = not cycle.response_started
            if not cycle.response_complete:
                cycle.disconnected = True
                cycle.message_event.set()
        elif cycle is not None and not cycle.response_complete:  # pipelined behind it
            cycle.keep_alive = False
            self.flow.pause_reading()
            return
        else:
            answer = True
        if answer:
            body = refusal.reason.encode()
            self.transport.write(
                b"%scontent-type: text/plain; charset=utf-8\r\ncontent-length: %d\r\n"
                b"connection: close\r\n\r\n%s" % (STATUS_LINE[refusal.status], len(body), body)
            )
        self.transport.close()

    # The parser's callbacks.

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._reading = _HEAD
        self._parsed_room = self.settings.max_header_bytes

    def on_url(self, url: bytes) -> None:
        self._parsed_room -= len(url)
        if self._parsed_room < 0:
            raise _Refusal(431, self._too_large())
        self.url += url

    def on_header(self, name: bytes, value: bytes) -> None:
        self._parsed_room -= len(name) + len(value)
        if self._parsed_room < 0:
            raise _Refusal(431, self._too_large())
        if len(self.headers) >= self._max_headers:
            raise _Refusal(
                431,
                f"Request Header Fields Too Large: more than {self._max_headers} header fields"
                " (proxy.http.max_headers)",
            )
        # uvicorn's on_header, here rather than called: it runs for every header of every request.
        name = name.lower()
        if name == b"expect" and value.lower() == b"100-continue":
            self.expect_100_continue = True
        self.headers.append((name, value))

    def on_headers_complete(self) -> None:
        self._reading = _BODY
        self._counting = False
        if self._deadline is not None:
            self._stop_deadline()
        if not self._whole_request():
            super().on_headers_complete()
            return
        scope = self.scope
        scope["method"] = self.parser.get_method().decode("ascii")
        url = httptools.parse_url(self.url)
        path = url.path.decode("ascii")
        if "%" in path:
            path = urllib.parse.unquote(path)
        scope["path"] = self.root_path + path
        scope["raw_path"] = self.root_path.encode("ascii") + url.path
        scope["query_string"] = url.query or b""
        self.cycle = WholeRequestCycle(  # type: ignore[assignment]
            scope,
            self.transport,
            self.flow,
            self.logger,
            self.server_state.default_headers,
            keep_alive=self.parser.should_keep_alive(),
            on_response=self.on_response_complete,
        )

    def _whole_request(self) -> bool:
        """Whether the request whose head was just parsed is one WholeRequestCycle serves."""
        if (
            self.expect_100_continue
            or self.limit_concurrency is not None
            or (self.cycle is not None and not self.cycle.response_complete)  # pipelined
            or self.parser.get_http_version() != "1.1"
            or self.parser.get_method() == b"HEAD"
            or self.parser.should_upgrade()
        ):
            return False
        length = b"0"  # no Content-Length and no Transfer-Encoding: no body
        for name, value in self.headers:
            if name == b"content-length":
                length = value
            elif name == b"transfer-encoding":
                return False
        return length.isdigit() and int(length) <= WHOLE_BODY_MAX

    def on_chunk_header(self) -> None:
        # The chunk may be the last, which a trailer (header fields) follows: counted as a head
        # until the chunk's data shows it is not one.
        self._counting = True
        self._head_room = self.settings.max_header_bytes
        self._heads += 1

    def on_body(self, body: bytes) -> None:
        self._counting = False
        super().on_body(body)

    def on_message_complete(self) -> None:
        self._reading = _BETWEEN
        self._counting = True
        self._head_room = self.settings.max_header_bytes
        self._heads += 1
        if self._deadline is not None:
            self._stop_deadline()
        super().on_message_complete()
        cycle = self.cycle
        if isinstance(cycle, WholeRequestCycle) and not cycle.started:
            cycle.started = True
            self._start_asgi_task(cycle, self.app)


class WholeRequestCycle:
    """One request and its response, for an app started once the whole request is in.

    The protocol uses it where uvicorn's RequestResponseCycle would be: it fills `body`, sets
    `more_body`, calls `message_event.set()` on news (the body, a lost connection), marks
    `disconnected`, clears `keep_alive` to close after the response, and reads
    `response_complete`."""

    def __init__(
        self,
        scope: HTTPScope,
        transport: asyncio.Transport,
        flow: FlowControl,
        logger: logging.Logger,
        default_headers: list[tuple[bytes, bytes]],
        *,
        keep_alive: bool,
        on_response: Callable[[], None],
    ) -> None:
        self.scope = scope
        self.transport = transport
        self.flow = flow
        self.logger = logger
        self.default_headers = default_headers
        self.keep_alive = keep_alive
        self.on_response = on_response
        self.message_event = _Wakeup(self)
        self.body = bytearray()
        self.more_body = True
        self.started = False  # the app's task
        self.disconnected = False
        self.response_started = False
        self.response_complete = False
        self._delivered = False  # the body, to the app
        self._waiter: asyncio.Future[None] | None = None  # a `receive` waiting for the end
        self._held: bytes | None = None  # a response head, to go with the body
        self._chunked = False
        self._length_left = 0

    async def run_asgi(self, app: Any) -> None:
        try:
            await app(self.scope, self.receive, self.send)
        except BaseException as exc:
            self.logger.error("Exception in ASGI application\n", exc_info=exc)
            if not self.response_started:
                await self._internal_error()
            else:
                self.transport.close()
        else:
            if not self.response_started and not self.disconnected:
                self.logger.error("ASGI callable returned without starting response.")
                await self._internal_error()
            elif not self.response_complete and not self.disconnected:
                self.logger.error("ASGI callable returned without completing response.")
                self.transport.close()

    async def _internal_error(self) -> None:
        await self.send({"type": "http.response.start", "status": 500, "headers": _INTERNAL_ERROR})
        await self.send({"type": "http.response.body", "body": b"Internal Server Error"})

    async def receive(self) -> dict[str, Any]:
        if not self._delivered:
            self._delivered = True
            return {"type": "http.request", "body": bytes(self.body), "more_body": False}
        if not (self.disconnected or self.response_complete):
            self._waiter = asyncio.get_running_loop().create_future()
            await self._waiter
        return {"type": "http.disconnect"}

    def wake(self) -> None:
        """News from the protocol: a `receive` waiting for the end returns once there is one."""
        waiter = self._waiter
        if (
            waiter is not None
            and not waiter.done()
            and (self.disconnected or self.response_complete)
        ):
            waiter.set_result(None)

    async def send(self, message: dict[str, Any]) -> None:
        if self.flow.write_paused and not self.disconnected:
            await self.flow.drain()
        if self.disconnected:
            return
        if not self.response_started:
            if message["type"] != "http.response.start":
                raise RuntimeError(f"expected 'http.response.start', got '{message['type']}'")
            self._start(message["status"], self.default_headers + list(message.get("headers", ())))
            self.response_started = True
            return
        if self.response_complete:
            raise RuntimeError(f"'{message['type']}' sent after the response was complete")
        if message["type"] != "http.response.body":
            raise RuntimeError(f"expected 'http.response.body', got '{message['type']}'")
        body = message.get("body", b"")
        more_body = message.get("more_body", False)
        if self._chunked:
            data = b"%x\r\n%b\r\n" % (len(body), body) if body else b""
            if not more_body:
                data += b"0\r\n\r\n"
        else:
            self._length_left -= len(body)
            if self._length_left < 0:
                raise RuntimeError("Response content longer than Content-Length")
            data = body
        if self._held is not None:
            data, self._held = self._held + data, None
        if data:
            self.transport.write(data)
        if not more_body:
            if self._length_left != 0:
                raise RuntimeError("Response content shorter than Content-Length")
            self.response_complete = True
            self.wake()
            if not self.keep_alive:
                self.transport.close()
            self.on_response()

    def _start(self, status: int, headers: list[tuple[bytes, bytes]]) -> None:
        """The response's head: held until the body when it declares a Content-Length (the two
        then leave as one packet), written now when a stream (chunked) follows."""
        content = [STATUS_LINE[status]]
        length: int | None = None
        for name, value in headers:
            if HEADER_RE.search(name):
                raise RuntimeError("Invalid HTTP header name.")
            if HEADER_VALUE_RE.search(value):
                raise RuntimeError("Invalid HTTP header value.")
            name = name.lower()
            if name == b"content-length" and length is None:
                length = int(value.decode())
            elif name == b"connection" and b"close" in [
                token.lower().strip() for token in value.split(b",")
            ]:
                self.keep_alive = False
                continue  # said once, below
            content += (name, b": ", value, b"\r\n")
        if not self.keep_alive:
            content.append(b"connection: close\r\n")
        if length is None and status not in (204, 304):
            self._chunked = True
            content.append(b"transfer-encoding: chunked\r\n")
        content.append(b"\r\n")
        head = b"".join(content)
        if length is None:
            self.transport.write(head)
        else:
            self._length_left = length
            self._held = head


class _Wakeup:
    """The cycle's `message_event`, as the protocol calls it."""

    __slots__ = ("_cycle",)

    def __init__(self, cycle: WholeRequestCycle) -> None:
        self._cycle = cycle

    def set(self) -> None:
        self._cycle.wake()
