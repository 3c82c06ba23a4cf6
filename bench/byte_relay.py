"""A byte relay in front of one stdio server, for the benchmark: the floor any stdio proxy pays.

Copies lines from its stdin to the server's stdin and from the server's stdout to its stdout,
without reading them: the cost of one more process and two more pipe hops, and nothing else.
"""

from __future__ import annotations

import asyncio
import sys

import uvloop

MAX_LINE = 64 * 1024 * 1024


async def copy_lines(source: asyncio.StreamReader, target: asyncio.StreamWriter) -> None:
    while line := await source.readline():
        target.write(line)
        await target.drain()
    target.close()


async def main(command: list[str]) -> None:
    loop = asyncio.get_running_loop()
    server = await asyncio.create_subprocess_exec(
        *command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=MAX_LINE
    )
    assert server.stdin is not None and server.stdout is not None
    stdin = asyncio.StreamReader(limit=MAX_LINE)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdin), sys.stdin.buffer)
    transport, protocol = await loop.connect_write_pipe(
        asyncio.streams.FlowControlMixin, sys.stdout.buffer
    )
    stdout = asyncio.StreamWriter(transport, protocol, None, loop)
    await asyncio.gather(copy_lines(stdin, server.stdin), copy_lines(server.stdout, stdout))
    await server.wait()


if __name__ == "__main__":
    uvloop.run(main(sys.argv[1:]))
