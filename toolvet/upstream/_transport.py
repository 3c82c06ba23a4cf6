"""Open the transport a server's config asks for: a stdio subprocess, streamable HTTP or SSE."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
from mcp.client.stdio import get_default_environment

from toolvet._commands import resolve_command
from toolvet.config import ServerConfig
from toolvet.protocol.lines import LineWriter, read_messages, stream_limit
from toolvet.protocol.streams import TransportStreams
from toolvet.protocol.wire import DEFAULT_BOUNDS, Bounds, InvalidMessage, Message
from toolvet.upstream._exit import ServerExited
from toolvet.upstream._http import Deliver, ParamHeaders, streamable_http
from toolvet.upstream._http_sse import http_sse
from toolvet.upstream._oauth import Credentials
from toolvet.upstream._stderr import StderrRelay, StderrTail

# After stdin is closed, how long a server may take to exit before SIGTERM, then SIGKILL.
EXIT_GRACE = 2.0
# After it exited, how long its stderr may stay open (held by a child of its own) before we stop reading.
STDERR_GRACE = 1.0


@asynccontextmanager
async def open_transport(
    server: ServerConfig,
    param_headers: ParamHeaders | None = None,
    deliver: Deliver | None = None,
    stderr: StderrRelay | None = None,
    bounds: Bounds = DEFAULT_BOUNDS,
    credentials: Credentials | None = None,
) -> AsyncIterator[TransportStreams]:
    """Yield (the messages the server sends, a writer of messages to it) for one upstream server;
    `param_headers` gives the `Mcp-Param-*` headers of a modern tool call over HTTP. Over
    streamable HTTP, where each response is read by a task of its own, the messages go to
    `deliver` as they are read (when it is given) instead of through the read stream. A stdio
    server's stderr goes through `stderr` (by default a relay that prefixes its name). A message
    past `bounds` is an InvalidMessage among the messages. `credentials`: toolvet's access
    tokens for a protected streamable HTTP server."""
    if server.transport == "stdio":
        async with stdio_process(server, stderr, bounds) as (read, write):
            yield read, write
    elif server.transport == "sse":
        assert server.url is not None
        async with http_sse(server.url, dict(server.headers), bounds) as (read, write):
            yield read, write
    else:
        assert server.url is not None
        http = streamable_http(
            server.url, dict(server.headers), param_headers, deliver, bounds, credentials
        )
        async with http as (read, write):
            yield read, write


@asynccontextmanager
async def stdio_process(
    server: ServerConfig,
    stderr_relay: StderrRelay | None = None,
    bounds: Bounds = DEFAULT_BOUNDS,
) -> AsyncIterator[tuple[AsyncIterator[Message | InvalidMessage], LineWriter]]:
    """Start a stdio server in its own process group; on exit close its stdin, then end the group.

    Like the SDK's stdio client (the same inherited environment, the MCP shutdown sequence), but
    reading and writing the pipes in the caller's task. The server's stderr is passed on to ours
    as it comes, through `stderr_relay` (by default each line prefixed with the server's name);
    when the server ends the connection on its own (it exits, or closes its stdout), leaving
    raises ServerExited with its exit status and the last lines of its stderr.
    """
    assert server.command is not None
    env = {**get_default_environment(), **server.env}
    process = await asyncio.create_subprocess_exec(
        resolve_command(server.name, server.command, env),
        *server.args,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
        cwd=server.cwd,
        start_new_session=True,
        limit=stream_limit(bounds),
    )
    assert process.stdin is not None and process.stdout is not None
    assert process.stderr is not None
    stderr = StderrTail(process.stderr, relay=stderr_relay or StderrRelay(server.name))
    stderr.start()
    writer = LineWriter(process.stdin)
    failure: BaseException | None = None
    try:
        yield read_messages(process.stdout, bounds), writer
    except BaseException as exc:
        failure = exc
    # The server went first if it has exited, closed its stdout, or stopped reading its stdin.
    went_first = process.returncode is not None or process.stdout.at_eof() or writer.broken
    # Shielded: a cancelled proxy must still end its servers, or they are left orphaned.
    with anyio.CancelScope(shield=True):
        await writer.aclose()
        stopped_with = await _end(process)
        await stderr.finish(STDERR_GRACE)
    if went_first and not _cancelled(failure):
        raise ServerExited(
            process.returncode, stderr.lines(), stopped_with=stopped_with
        ) from failure
    if failure is not None:
        raise failure


def _cancelled(failure: BaseException | None) -> bool:
    """Whether the connection was left because the proxy is stopping (or the caller cancelled)."""
    if isinstance(failure, BaseExceptionGroup):
        return any(_cancelled(inner) for inner in failure.exceptions)
    return isinstance(failure, (anyio.get_cancelled_exc_class(), GeneratorExit, KeyboardInterrupt))


async def _end(process: asyncio.subprocess.Process) -> str | None:
    """Wait for the server to exit after its stdin closed; then SIGTERM, then SIGKILL its process
    group. Returns the name of the signal it took, None if it exited by itself."""
    used: str | None = None
    for sig in (None, signal.SIGTERM, signal.SIGKILL):
        if sig is not None:
            used = sig.name
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, sig)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(process.wait()), EXIT_GRACE)
            break
    # Whatever the server started in its group goes with it.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGTERM)
    return used
