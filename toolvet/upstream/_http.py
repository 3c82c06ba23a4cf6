"""The streamable HTTP transport to one upstream: each message POSTed on a kept-alive connection.

The SDK's client transport reads a request's SSE response only up to the answer, then closes
it; a connection whose response was not read to its end cannot be reused, so every call paid
for a new TCP connection, and every message for a hop through memory streams and pydantic.
Here an SSE response is read to its end (servers close it once they have answered), answers
are delivered by the task that read them, and messages stay the JSON objects the proxy routes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, Protocol, TypeAlias

import anyio
import httpx
from mcp.types import RequestId

from toolvet.protocol import eras as era
from toolvet.protocol.headers import METHOD_HEADER, NAME_HEADER, PROTOCOL_HEADER, SESSION_HEADER
from toolvet.protocol.wire import (
    DEFAULT_BOUNDS,
    UPSTREAM_UNAVAILABLE,
    Bounds,
    InvalidMessage,
    Message,
    as_message,
    decode_json,
    encode_message,
    error,
    is_integer,
    is_request,
    is_request_id,
    too_large,
)
from toolvet.telemetry import CONTEXT_KEYS
from toolvet.upstream._client import Exchange, HttpClient, Response, open_client
from toolvet.upstream._oauth import Challenge, Credentials, CredentialsError
from toolvet.upstream._sse import ServerSentEvent, SseParser
from toolvet.validation import encode_header_value

log = logging.getLogger("toolvet.upstream")

# The Mcp-Param-* headers of a tools/call: (tool name, arguments) -> headers.
ParamHeaders = Callable[[str, Any], dict[str, str]]
# What a POST or GET is answered with: by toolvet's own client, or by httpx (see open_client).
HttpResponse: TypeAlias = Response | httpx.Response


class Deliver(Protocol):
    """Where what the server sends goes: `deliver(item)`, or `deliver(item, related)` for a
    request or notification of the server's that came on the response to toolvet's request
    `related` (the transport's own tie between a server's message and the request it is about)."""

    async def __call__(
        self, item: Message | Exception, related: RequestId | None = None, /
    ) -> None: ...


# After a request's answer came on an SSE response, how long the rest of that response may take
# to end before its connection is dropped rather than reused.
DRAIN_GRACE = 5.0
# The GET stream of messages the server sends on its own: how many failures in a row end the
# attempts to open it, and how long to wait before opening it again when the server does not say.
GET_STREAM_ATTEMPTS = 3
GET_STREAM_DELAY = 1.0
# How long ending the session (DELETE) may take when the connection closes.
CLOSE_TIMEOUT = 2.0
# What the server sent and the reader has not taken yet: past this, the writer's tasks wait.
INBOX_SIZE = 16


class HttpStatusError(ConnectionError):
    """The GET stream was refused."""


class SessionExpired(Exception):
    """The server no longer knows the session (HTTP 404): a new one must be started."""


@asynccontextmanager
async def streamable_http(
    url: str,
    headers: dict[str, str],
    param_headers: ParamHeaders | None = None,
    deliver: Deliver | None = None,
    bounds: Bounds = DEFAULT_BOUNDS,
    credentials: Credentials | None = None,
    subject: str | None = None,
) -> AsyncIterator[tuple[AsyncIterator[Message | Exception], StreamableHttpWriter]]:
    """(the messages the server sends, a writer of messages to it). A session the server has
    dropped ends the messages with SessionExpired; on the way out the session is ended (DELETE).

    With `deliver`, each message (or InvalidMessage) goes to it as soon as it is read, in the
    task that read it, and the messages iterator only ends the connection: an answer then
    reaches its caller without a hop through a queue and a reader task.

    A request that carries the 2026-07-28 envelope is sent as that era wants: no session, the
    request headers (`Mcp-Method`, `Mcp-Name`, and the `Mcp-Param-*` that `param_headers`
    computes from a tool call's arguments). A message past `bounds` is an InvalidMessage; a body
    past their size is not read on (its connection is closed, not reused).

    With `credentials`, every message goes with toolvet's access token for the server (for the
    caller whose access token is `subject`, or the one a request is sent for); a 401 renews the
    token and sends the message again, once."""
    inbox: asyncio.Queue[Message | Exception] = asyncio.Queue(INBOX_SIZE)
    async with open_client(url, headers) as http:
        writer = StreamableHttpWriter(
            url, http, inbox, param_headers, deliver, bounds, credentials, subject
        )
        try:
            yield _messages(inbox), writer
        finally:
            with anyio.CancelScope(shield=True):
                await writer.stop()
                with anyio.move_on_after(CLOSE_TIMEOUT):
                    await writer.terminate()


async def _messages(
    inbox: asyncio.Queue[Message | Exception],
) -> AsyncIterator[Message | Exception]:
    while True:
        item = await inbox.get()
        if isinstance(item, SessionExpired):
            raise item
        yield item


class StreamableHttpWriter:
    """Sends messages to the server; what the server answers is delivered (or put in the inbox
    the reader takes it from).

    Each request is POSTed by a task of its own (plain asyncio tasks: one is started for every
    call, and an anyio task group's bookkeeping cost as much as the rest of the sending);
    `stop` cancels those still running."""

    def __init__(
        self,
        url: str,
        http: HttpClient | httpx.AsyncClient,
        inbox: asyncio.Queue[Message | Exception],
        param_headers: ParamHeaders | None = None,
        deliver: Deliver | None = None,
        bounds: Bounds = DEFAULT_BOUNDS,
        credentials: Credentials | None = None,
        subject: str | None = None,
    ) -> None:
        self.url = url
        self.credentials = credentials
        self.subject = subject
        self.bounds = bounds
        self.session_id: str | None = None
        self.protocol_version: str | None = None
        self._initialize_id: RequestId | None = None
        self._http = http
        self._inbox = inbox
        self._deliver = deliver or self._queue
        self._param_headers = param_headers
        self._closed = False
        self.unsent: list[Message] = []
        """Requests refused with 404 for a session the server no longer knows: not processed,
        so they may be sent again on a new session."""
        self._tasks: set[asyncio.Task[None]] = set()
        # Modern requests on their way: closing a request's response is how it is cancelled.
        self._open: dict[RequestId, asyncio.Task[None]] = {}

    async def send(
        self,
        message: Message,
        *,
        related_request_id: RequestId | None = None,
        subject: str | None = None,
    ) -> None:
        """Send a message (an UpstreamWriter); `subject`: the access token of the caller a
        request is sent for (under token exchange, the token it goes with is the one issued for
        that caller)."""
        if self._closed:
            raise anyio.ClosedResourceError
        subject = subject or self.subject
        if is_request(message):
            # A call may take minutes: its answer is awaited beside the sender, not in its way.
            # Its bytes go out now, though, when a kept-alive connection is free.
            exchange, authorization = self._started(message, subject)
            task = self._spawn(self._post_request(message, exchange, subject, authorization))
            if exchange is not None:
                task.add_done_callback(lambda _: exchange.abandon())
            self._open[message["id"]] = task
            return
        if message.get("method") == "notifications/cancelled" and self.session_id is None:
            requested = (message.get("params") or {}).get("requestId")
            posting = self._open.pop(requested, None) if is_request_id(requested) else None
            if posting is not None:
                posting.cancel()
                return
        try:
            await self._post(message, subject=subject)
        except SessionExpired as exc:
            await self._give(exc)
            raise anyio.BrokenResourceError from exc
        except CredentialsError as exc:
            log.warning("could not send %s: %s", message.get("method"), exc)
            raise anyio.BrokenResourceError from exc
        except (httpx.HTTPError, OSError) as exc:
            log.warning("could not send %s to %s: %s", message.get("method"), self.url, exc)
            raise anyio.BrokenResourceError from exc
        if message.get("method") == "notifications/initialized":
            self._spawn(self._get_stream())

    def _spawn(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def stop(self) -> None:
        """Cancel the requests on their way and the GET stream, and wait until they have ended."""
        self._closed = True
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        for outcome in await asyncio.gather(*tasks, return_exceptions=True):
            if isinstance(outcome, Exception):
                log.error("sending to %s failed", self.url, exc_info=outcome)

    async def terminate(self) -> None:
        """End the session on the server; a server that does not allow that is fine too."""
        self._closed = True
        if self.session_id is not None:
            authorization = self.credentials.cached(self.subject) if self.credentials else None
            with contextlib.suppress(httpx.HTTPError, OSError):
                await self._http.delete(
                    self.url, headers=self._headers(authorization=authorization)
                )

    def _headers(
        self,
        accept: str = "application/json, text/event-stream",
        message: Message | None = None,
        authorization: str | None = None,
    ) -> dict[str, str]:
        headers = {"accept": accept, "content-type": "application/json"}
        if authorization is not None:
            headers["authorization"] = authorization
        params = message.get("params") if message is not None else None
        meta = era.meta_of(params)
        if "traceparent" in meta:  # the trace context in _meta, for what reads HTTP headers
            headers.update({k: meta[k] for k in CONTEXT_KEYS if isinstance(meta.get(k), str)})
        version = meta.get(era.PROTOCOL_VERSION_META_KEY)
        if message is not None and is_request(message) and isinstance(version, str):
            assert params is not None
            method = message["method"]
            headers[PROTOCOL_HEADER] = version
            headers[METHOD_HEADER] = method
            named = params.get(era.NAMED_PARAM.get(method, ""))
            if isinstance(named, str):
                headers[NAME_HEADER] = encode_header_value(named)
            if method == "tools/call" and self._param_headers is not None:
                headers.update(self._param_headers(named or "", params.get("arguments")))
            return headers
        if self.session_id is not None:
            headers[SESSION_HEADER] = self.session_id
        if self.protocol_version is not None:
            headers[PROTOCOL_HEADER] = self.protocol_version
        return headers

    async def _queue(self, item: Message | Exception, related: RequestId | None = None, /) -> None:
        await self._inbox.put(item)

    async def _give(self, item: Message | Exception, related: RequestId | None = None) -> None:
        if isinstance(item, SessionExpired):
            await self._inbox.put(item)
        elif related is None:
            await self._deliver(item)
        else:
            await self._deliver(item, related)

    async def _post_request(
        self,
        message: Message,
        exchange: Exchange | None,
        subject: str | None,
        authorization: str | None,
    ) -> None:
        if message["method"] == "initialize":
            self._initialize_id = message["id"]
        try:
            await self._post(message, exchange, subject, authorization)
        except SessionExpired as exc:
            await self._give(exc)
        except CredentialsError as exc:
            await self._give(error(message["id"], UPSTREAM_UNAVAILABLE, str(exc)))
        except (httpx.HTTPError, OSError) as exc:
            reason = f"the HTTP request to {self.url} failed: {str(exc) or type(exc).__name__}"
            await self._give(error(message["id"], UPSTREAM_UNAVAILABLE, reason))
        except Exception as exc:  # a bug of ours: the request is answered all the same
            log.exception("sending %s to %s failed", message["method"], self.url)
            await self._give(error(message["id"], UPSTREAM_UNAVAILABLE, f"toolvet failed: {exc}"))
        finally:
            self._open.pop(message["id"], None)

    def _started(self, message: Message, subject: str | None) -> tuple[Exchange | None, str | None]:
        """The POST of a request, its bytes written if a kept-alive connection is free and the
        token it needs is at hand, and that token; (None, None) when anything is missing (the
        request's task waits for it, tries again and answers with the reason)."""
        authorization = self.credentials.cached(subject) if self.credentials else None
        if not isinstance(self._http, HttpClient) or (self.credentials and not authorization):
            return None, None
        try:
            exchange = self._post_of(message, authorization)
            assert isinstance(exchange, Exchange)  # the lean client's, as self._http is
            exchange.start()
        except Exception:
            return None, None
        return exchange, authorization

    def _post_of(
        self, message: Message, authorization: str | None = None
    ) -> AbstractAsyncContextManager[HttpResponse]:
        """The POST of one message, to be entered."""
        return self._http.stream(
            "POST",
            self.url,
            content=encode_message(message),
            headers=self._headers(message=message, authorization=authorization),
        )

    async def _post(
        self,
        message: Message,
        exchange: Exchange | None = None,
        subject: str | None = None,
        authorization: str | None = None,
    ) -> None:
        """POST one message (`exchange`: its POST, made already, with `authorization`) and pass
        on what comes back. A 401 to a token of toolvet's renews it and posts again, once (a 401
        means the message was not processed)."""
        if self.credentials is not None and authorization is None:
            authorization = await self.credentials.authorization(subject)
        async with exchange or self._post_of(message, authorization) as response:
            if response.status_code != 401 or self.credentials is None:
                await self._answered(message, response)
                return
            challenge = Challenge.parse(response.headers.get("www-authenticate"))
            await self._body(response)  # read, so that its connection can be reused
        assert authorization is not None
        renewed = await self.credentials.refused(authorization, challenge, subject)
        async with self._post_of(message, renewed) as response:
            await self._answered(message, response, retried=True)

    async def _answered(
        self, message: Message, response: HttpResponse, *, retried: bool = False
    ) -> None:
        """What the server answered the POST of `message`, passed on."""
        request_id = message["id"] if is_request(message) else None
        if response.status_code == 202:
            return
        if response.status_code == 404 and self.session_id is not None:
            if request_id is not None:
                self.unsent.append(message)
            raise SessionExpired(f"the server ended session {self.session_id} (HTTP 404)")
        if not response.is_success:
            body = await self._body(response) or b""
            if request_id is not None and await self._refusal(body, request_id):
                return
            reason = self._refused_reason(response, body, retried)
            if request_id is None:
                log.warning("upstream refused a message: %s", reason)
                return
            await self._give(error(request_id, UPSTREAM_UNAVAILABLE, reason))
            return
        if message.get("method") == "initialize":
            self.session_id = response.headers.get(SESSION_HEADER)
        content_type = response.headers.get("content-type", "").lower()
        if content_type.startswith("text/event-stream"):
            await self._read_events(response, request_id)
        elif content_type.startswith("application/json"):
            await self._received_whole(response, request_id)
        elif request_id is not None:
            reason = f"{self.url} answered with content type {content_type or 'none'}"
            await self._give(error(request_id, UPSTREAM_UNAVAILABLE, reason))

    def _refused_reason(self, response: HttpResponse, body: bytes, retried: bool) -> str:
        status = response.status_code
        challenge = Challenge.parse(response.headers.get("www-authenticate"))
        said = f": {challenge.description}" if challenge.description else ""
        if status == 403 and challenge.error == "insufficient_scope":
            wanted = f" '{challenge.scope}'" if challenge.scope else ""
            return (
                f"HTTP 403 insufficient_scope from {self.url}{said}: toolvet's token lacks the"
                f" scope{wanted} the server asks for; add it to the server's auth.scopes (and let"
                " the authorization server grant it)"
            )
        if status == 401 and self.credentials is not None:
            again = " a renewed token as well" if retried else " toolvet's token"
            return f"HTTP 401 {challenge.error or 'unauthorized'} from {self.url}{said}: it refused{again}"
        text = body.decode("utf-8", errors="replace")
        return f"HTTP {status} from {self.url}: {text[:300]}"

    async def _refusal(self, body: bytes, request_id: RequestId) -> bool:
        """A 4xx whose body is a JSON-RPC error (as a modern server refuses a request): passed on
        as the request's answer, so the code (HeaderMismatch, UnsupportedProtocolVersion, …)
        reaches whoever sent it. False when the body is anything else."""
        try:
            message = decode_json(body, self.bounds)
        except InvalidMessage:
            return False
        failure = message.get("error") if isinstance(message, dict) else None
        if not (
            isinstance(failure, dict)
            and is_integer(failure.get("code"))
            and isinstance(failure.get("message"), str)
            and message.get("id") in (request_id, None)
        ):
            return False
        await self._give({"jsonrpc": "2.0", "id": request_id, "error": failure})
        return True

    async def _received_whole(self, response: HttpResponse, request_id: RequestId | None) -> None:
        """A JSON body: one message (or a batch), the answer to `request_id` when it is a request's.
        A body past the bound fails that request."""
        body = await self._body(response)
        if body is not None:
            await self._received(body, request_id, answers=request_id)
            return
        declared = response.headers.get("content-length", "")
        refusal = too_large(b"", int(declared) if declared.isdigit() else None, self.bounds)
        refusal.request_id = request_id
        await self._give(refusal)

    async def _body(self, response: HttpResponse) -> bytes | None:
        """The whole body; None when it is larger than the bound (then it is not read on, and
        its connection is closed rather than reused)."""
        limit = self.bounds.max_bytes
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            return None
        if not isinstance(response, httpx.Response):  # toolvet's own client
            return await response.read_within(limit)
        chunks, size = [], 0
        async for chunk in response.aiter_bytes():
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                return None
        return b"".join(chunks)

    async def _read_events(self, response: HttpResponse, request_id: RequestId | None) -> None:
        parser = SseParser(self.bounds.max_bytes)
        chunks = response.aiter_bytes()
        answer = None
        async for chunk in chunks:
            answer = await self._pass_on(parser.feed(chunk), request_id)
            if answer is not None:
                break
        if answer is not None:
            # Read the stream to its end, so that its connection can carry the next request.
            with anyio.move_on_after(DRAIN_GRACE):
                async for chunk in chunks:
                    await self._pass_on(parser.feed(chunk), request_id)

    async def _pass_on(
        self, events: list[ServerSentEvent], request_id: RequestId | None
    ) -> Message | None:
        """Pass on the messages the events carry (those of the server's as related to
        `request_id`, on whose response they came); return the one answering `request_id`."""
        answer = None
        for event in events:
            if event.too_large is not None:
                await self._give(too_large(event.data.encode(), event.too_large, self.bounds))
            elif event.event == "message" and event.data:
                answer = await self._received(event.data.encode(), request_id) or answer
        return answer

    async def _received(
        self, data: bytes, request_id: RequestId | None, *, answers: RequestId | None = None
    ) -> Message | None:
        """Pass on the message (or batch of them) in `data`; return the one answering `request_id`.
        `answers`: the request `data` can only be the answer of (a JSON body), which a message
        that cannot be read fails when it names no id of its own."""
        answer = None
        try:
            value = decode_json(data, self.bounds)
            for item in value if isinstance(value, list) else [value]:
                message = as_message(item)
                if request_id is None:
                    await self._give(message)
                    continue
                if "method" in message:
                    await self._give(message, request_id)
                    continue
                answer = message if message["id"] == request_id else answer
                if message["id"] == self._initialize_id:
                    # Every later request names the negotiated version: set it before the
                    # handshake can go on.
                    version = (message.get("result") or {}).get("protocolVersion")
                    self.protocol_version = str(version) if version is not None else None
                await self._give(message)
        except InvalidMessage as exc:
            if exc.request_id is None:
                exc.request_id = answers
            await self._give(exc)
        return answer

    async def _get_stream(self) -> None:
        """Messages the server sends on its own, on a GET stream, opened again when it ends."""
        failures = 0
        while failures < GET_STREAM_ATTEMPTS:
            delay = GET_STREAM_DELAY
            try:
                authorization = None
                if self.credentials is not None:
                    authorization = await self.credentials.authorization(self.subject)
                headers = self._headers("text/event-stream", authorization=authorization)
                async with self._http.stream("GET", self.url, headers=headers) as response:
                    if response.status_code == 405:
                        return  # the server offers no such stream
                    if not response.is_success:
                        raise HttpStatusError(f"HTTP {response.status_code}")
                    failures = 0
                    parser = SseParser(self.bounds.max_bytes)
                    async for chunk in response.aiter_bytes():
                        events = parser.feed(chunk)
                        for event in events:
                            if event.retry is not None:
                                delay = event.retry / 1000
                        await self._pass_on(events, None)
            except (httpx.HTTPError, OSError, CredentialsError) as exc:
                failures += 1
                log.debug("the GET stream of %s failed: %s", self.url, exc)
            await anyio.sleep(delay)
