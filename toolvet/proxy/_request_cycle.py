"""The HTTP/1.1 protocol uvicorn runs for the proxy: its httptools one, with a lighter request
cycle for the requests every MCP message comes in (a POST with a small body, or no body).

uvicorn starts the app as soon as a request's head is parsed, so the app wakes once for the head
and again for the body; it writes a response's head and body as two packets on a TCP_NODELAY
socket, and a client that reads the head wakes up again for the body. The cycle here starts the
app once the whole request is in (WHOLE_BODY_MAX at most), hands it the body at its first
`receive`, and writes a response with a Content-Length as one packet. A request it is not made
for (a larger or chunked body, `Expect: 100-continue`, HEAD, HTTP/1.0, one pipelined behind
another) goes through uvicorn's own cycle.
"""

from __future__ import annotations

import asyncio
import logging
import urllib.parse
from typing import Any

import httptools
from uvicorn.protocols.http.flow_control import HIGH_WATER_LIMIT, FlowControl
from uvicorn.protocols.http.httptools_impl import (
    HEADER_RE,
    HEADER_VALUE_RE,
    STATUS_LINE,
    HttpToolsProtocol,
)

# The largest body a request may have to go through WholeRequestCycle: past this, uvicorn's
# protocol stops reading until the app takes what came, so a larger body must reach a running app.
WHOLE_BODY_MAX = HIGH_WATER_LIMIT

_INTERNAL_ERROR = [
    (b"content-type", b"text/plain; charset=utf-8"),
    (b"content-length", b"21"),
    (b"connection", b"close"),
]


class HttpProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol; what WholeRequestCycle is made for goes through it."""

    def on_headers_complete(self) -> None:
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

    def on_message_complete(self) -> None:
        super().on_message_complete()
        cycle = self.cycle
        if isinstance(cycle, WholeRequestCycle) and not cycle.started:
            cycle.started = True
            self._start_asgi_task(cycle, self.app)  # type: ignore[arg-type]


class WholeRequestCycle:
    """One request and its response, for an app started once the whole request is in.

    The protocol uses it where uvicorn's RequestResponseCycle would be: it fills `body`, sets
    `more_body`, calls `message_event.set()` on news (the body, a lost connection), marks
    `disconnected`, clears `keep_alive` to close after the response, and reads
    `response_complete`."""

    def __init__(
        self,
        scope: dict[str, Any],
        transport: asyncio.Transport,
        flow: FlowControl,
        logger: logging.Logger,
        default_headers: list[tuple[bytes, bytes]],
        *,
        keep_alive: bool,
        on_response: Any,
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
