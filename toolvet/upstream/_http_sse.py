"""The HTTP+SSE transport of MCP 2024-11-05: the server's messages come as events on one GET
stream, whose first event names the endpoint every message to the server is POSTed to.

The SDK's client (`mcp.client.sse`) reads that stream with no bound on an event's size and parses
each message into pydantic models; here events are read with the parser of the streamable HTTP
transport, each message decoded within the proxy's bounds: one past them fails alone, and the
stream goes on. Redirects are followed as the SDK follows them: only within the endpoint's origin.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from urllib.parse import urljoin, urlparse

import anyio
import httpx
from mcp.shared._httpx_utils import create_mcp_http_client, stream_within_origin
from mcp.types import RequestId

from toolvet.protocol.wire import (
    DEFAULT_BOUNDS,
    Bounds,
    InvalidMessage,
    Message,
    as_message,
    decode_json,
    encode_message,
    too_large,
)
from toolvet.upstream._sse import ServerSentEvent, SseParser

log = logging.getLogger("toolvet.upstream")

# As the SDK's client: 30 s for a request, 5 minutes for a quiet event stream.
TIMEOUT = 30.0
STREAM_READ_TIMEOUT = 300.0


class EndpointError(ConnectionError):
    """The event stream ended, or named no usable endpoint, before the first message."""


@asynccontextmanager
async def http_sse(
    url: str, headers: dict[str, str], bounds: Bounds = DEFAULT_BOUNDS
) -> AsyncIterator[tuple[AsyncIterator[Message | InvalidMessage], HttpSseWriter]]:
    """(the messages the server sends, a writer of messages to it) over the 2024-11-05 transport."""
    timeout = httpx.Timeout(TIMEOUT, read=STREAM_READ_TIMEOUT)
    async with (
        create_mcp_http_client(headers=headers, timeout=timeout) as client,
        stream_within_origin(
            client, "GET", url, headers={"accept": "text/event-stream", "cache-control": "no-store"}
        ) as response,
    ):
        response.raise_for_status()
        chunks = response.aiter_bytes()
        parser = SseParser(bounds.max_bytes)
        endpoint, early = await _endpoint(url, chunks, parser)
        yield _messages(early, chunks, parser, bounds), HttpSseWriter(client, endpoint)


async def _endpoint(
    url: str, chunks: AsyncIterator[bytes], parser: SseParser
) -> tuple[str, list[ServerSentEvent]]:
    """The endpoint the first event names, and the events that came with it."""
    async for chunk in chunks:
        events = parser.feed(chunk)
        for index, event in enumerate(events):
            if event.event != "endpoint":
                continue
            endpoint = urljoin(url, event.data.strip())
            given, named = urlparse(url), urlparse(endpoint)
            if (given.scheme, given.netloc) != (named.scheme, named.netloc):
                raise EndpointError(f"the endpoint {endpoint} is not on the origin of {url}")
            return endpoint, events[index + 1 :]
    raise EndpointError(f"the event stream of {url} ended before it named an endpoint")


async def _messages(
    early: list[ServerSentEvent],
    chunks: AsyncIterator[bytes],
    parser: SseParser,
    bounds: Bounds,
) -> AsyncIterator[Message | InvalidMessage]:
    for event in early:
        for item in _carried(event, bounds):
            yield item
    async for chunk in chunks:
        for event in parser.feed(chunk):
            for item in _carried(event, bounds):
                yield item


def _carried(event: ServerSentEvent, bounds: Bounds) -> list[Message | InvalidMessage]:
    """The messages one event carries (a batch is several), or why it carries none."""
    if event.too_large is not None:
        return [too_large(event.data.encode(), event.too_large, bounds)]
    if event.event != "message" or not event.data:
        return []
    data = event.data.encode()
    try:
        value = decode_json(data, bounds)
        return [as_message(item) for item in (value if isinstance(value, list) else [value])]
    except InvalidMessage as exc:
        return [exc]


class HttpSseWriter:
    """POSTs each message to the endpoint (an UpstreamWriter); one the server refuses ends the
    connection, as it does for the SDK's client."""

    unsent: Sequence[Message] = ()  # the transport has no session that could be dropped

    def __init__(self, client: httpx.AsyncClient, endpoint: str) -> None:
        self._client = client
        self._endpoint = endpoint

    async def send(
        self,
        message: Message,
        *,
        related_request_id: RequestId | None = None,
        subject: str | None = None,
    ) -> None:
        try:
            async with stream_within_origin(
                self._client,
                "POST",
                self._endpoint,
                content=encode_message(message),
                headers={"content-type": "application/json"},
            ) as response:
                response.raise_for_status()  # its body (usually "Accepted") is not read
        except (httpx.HTTPError, OSError) as exc:
            log.warning("could not send %s to %s: %s", message.get("method"), self._endpoint, exc)
            raise anyio.BrokenResourceError from exc
