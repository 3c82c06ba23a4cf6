"""The seam between toolvet and a transport: the messages read from one connection, the writer of
those sent on it. Every transport, to an upstream server or from a client, yields these two.

As the SDK's `TransportStreams` and httpx's `AsyncBaseTransport`: one shape whatever carries the
bytes (a pipe, streamable HTTP, HTTP+SSE), so what routes messages never asks which it has.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Protocol, TypeAlias

from mcp.types import RequestId

from toolvet.protocol.wire import Message

MessageReader: TypeAlias = AsyncIterator[Message | Exception]
"""What the other side sends, in order: each message, or the exception that says why what came
is not one (an InvalidMessage: that message fails alone and the connection goes on). It ends
when the connection does."""


class MessageWriter(Protocol):
    """Sends messages to the other side of one connection. A connection that is gone raises
    anyio.ClosedResourceError or anyio.BrokenResourceError. The transport that made the writer
    closes it, when the connection ends: what sends on it never does."""

    async def send(self, message: Message, *, related_request_id: RequestId | None = None) -> None:
        """Send one message. `related_request_id`: the other side's request that `message` is
        about (progress, a request of toolvet's made while serving it), for a transport that
        carries it on that request's own response; others send it as any message."""
        ...


class UpstreamWriter(MessageWriter, Protocol):
    """toolvet's writer to an upstream server."""

    @property
    def unsent(self) -> Sequence[Message]:
        """Requests the server refused unread because it had dropped the session they were sent
        on (HTTP 404): they may be sent again on the next one. Always empty on a transport
        without sessions. It grows while the connection lasts: read it once it has ended."""
        ...

    async def send(
        self,
        message: Message,
        *,
        related_request_id: RequestId | None = None,
        subject: str | None = None,
    ) -> None:
        """As MessageWriter.send; `subject`: the access token of the caller a request is sent
        for, which a transport carrying toolvet's own credentials (streamable HTTP) exchanges
        for the token it sends. Other transports carry no credentials and ignore it."""
        ...


TransportStreams: TypeAlias = tuple[MessageReader, UpstreamWriter]
"""What opening a connection to an upstream server yields."""

__all__ = ["MessageReader", "MessageWriter", "TransportStreams", "UpstreamWriter"]
