"""A TCP byte relay in front of one HTTP server, for the benchmark: the floor any HTTP proxy pays.

Each connection made to it gets one to the server, and bytes are copied both ways as they come,
without being read: the cost of one more process and two more socket hops, and nothing else.

With --whole, each HTTP message (request or response) is held until it is all there and passed
on in one write, as a proxy must that reads a message before passing it on (toolvet reads a
request to check it, and an answer to stamp it): the peers then lose the overlap of one's
writing a message's head and body apart with the other's reading the head. A message framed
other than by Content-Length (chunked, or read to the end) passes as it comes, and so does the
rest of its connection.

    python bench/http_relay.py LISTEN_PORT SERVER_HOST SERVER_PORT [--whole]
"""

from __future__ import annotations

import asyncio
import sys

import uvloop


class WholeMessages:
    """Cuts a connection's bytes, one way, into whole HTTP/1.1 messages framed by Content-Length."""

    def __init__(self) -> None:
        self.buffer = b""
        self.streaming = False  # a message framed otherwise came: the rest passes as it comes

    def feed(self, data: bytes) -> bytes:
        """What can be passed on now: the whole messages that came so far."""
        if self.streaming:
            return data
        self.buffer += data
        ready = 0
        while (end := self.buffer.find(b"\r\n\r\n", ready)) >= 0:
            length = _body_length(self.buffer[ready:end])
            if length is None:
                self.streaming, ready = True, len(self.buffer)
                break
            if len(self.buffer) < end + 4 + length:
                break
            ready = end + 4 + length
        passed, self.buffer = self.buffer[:ready], self.buffer[ready:]
        return passed


def _body_length(head: bytes) -> int | None:
    """The length of the body that follows `head`; None when it is not framed by Content-Length.
    (A response to HEAD would be waited for in vain: MCP sends none.)"""
    lines = head.lower().split(b"\r\n")
    fields = dict(line.partition(b":")[::2] for line in lines[1:])
    if b"transfer-encoding" in fields:
        return None
    if b"content-length" in fields:
        length = fields[b"content-length"].strip()
        return int(length) if length.isdigit() else None
    response = lines[0].startswith(b"http/")
    bodiless = lines[0][9:12] in (b"204", b"304") or lines[0][9:10] == b"1"
    return None if response and not bodiless else 0  # a request without either has no body


class Side(asyncio.Protocol):
    """One end of a relayed connection; what it receives is written to its peer."""

    def __init__(self, whole: bool = False) -> None:
        self.transport: asyncio.Transport | None = None
        self.peer: Side | None = None
        self.early: list[bytes] = []  # what came before the peer was connected
        self.messages = WholeMessages() if whole else None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        if self.messages is not None:
            data = self.messages.feed(data)
            if not data:
                return
        if self.peer is not None and self.peer.transport is not None:
            self.peer.transport.write(data)
        else:
            self.early.append(data)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.peer is not None and self.peer.transport is not None:
            self.peer.transport.close()

    # The peer cannot keep up: stop reading what would pile up in its buffer.
    def pause_writing(self) -> None:
        if self.peer is not None and self.peer.transport is not None:
            self.peer.transport.pause_reading()

    def resume_writing(self) -> None:
        if self.peer is not None and self.peer.transport is not None:
            self.peer.transport.resume_reading()


class ClientSide(Side):
    def __init__(self, host: str, port: int, whole: bool) -> None:
        super().__init__(whole)
        self.host, self.port, self.whole = host, port, whole

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        asyncio.get_running_loop().create_task(self.connect())

    async def connect(self) -> None:
        assert self.transport is not None
        try:
            _, server = await asyncio.get_running_loop().create_connection(
                lambda: Side(self.whole), self.host, self.port
            )
        except OSError as error:
            print(f"http_relay: cannot reach {self.host}:{self.port}: {error}", file=sys.stderr)
            self.transport.close()
            return
        server.peer, self.peer = self, server
        assert server.transport is not None
        for data in self.early:
            server.transport.write(data)
        self.early.clear()
        if self.transport.is_closing():
            server.transport.close()


async def main(listen_port: int, host: str, port: int, whole: bool) -> None:
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: ClientSide(host, port, whole), "127.0.0.1", listen_port
    )
    await server.serve_forever()


if __name__ == "__main__":
    uvloop.run(main(int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), "--whole" in sys.argv[4:]))
