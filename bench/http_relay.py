"""A TCP byte relay in front of one HTTP server, for the benchmark: the floor any HTTP proxy pays.

Each connection made to it gets one to the server, and bytes are copied both ways as they come,
without being read: the cost of one more process and two more socket hops, and nothing else. A
proxy that reads a request before passing it on (as toolvet must) pays this and its own work.

    python bench/http_relay.py LISTEN_PORT SERVER_HOST SERVER_PORT
"""

from __future__ import annotations

import asyncio
import sys

import uvloop


class Side(asyncio.Protocol):
    """One end of a relayed connection; what it receives is written to its peer."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.peer: Side | None = None
        self.early: list[bytes] = []  # what came before the peer was connected

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
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
    def __init__(self, host: str, port: int) -> None:
        super().__init__()
        self.host, self.port = host, port

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        asyncio.get_running_loop().create_task(self.connect())

    async def connect(self) -> None:
        assert self.transport is not None
        try:
            _, server = await asyncio.get_running_loop().create_connection(
                Side, self.host, self.port
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


async def main(listen_port: int, host: str, port: int) -> None:
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: ClientSide(host, port), "127.0.0.1", listen_port)
    await server.serve_forever()


if __name__ == "__main__":
    uvloop.run(main(int(sys.argv[1]), sys.argv[2], int(sys.argv[3])))
