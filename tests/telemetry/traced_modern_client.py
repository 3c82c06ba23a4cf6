"""A traced mcp 2.x MCP client for tests (run with .venv-modern, MCP 2026-07-28): each tools/call in a trace of its own, sent in `_meta`."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import AsyncExitStack, contextmanager
from typing import Any

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp.shared.exceptions import MCPError
from mcp_types.version import LATEST_MODERN_VERSION
from opentelemetry import context, trace
from opentelemetry.trace import NonRecordingSpan, SpanContext, TraceFlags, TraceState
from traced_client import (
    Options,
    baggage_attached,
    copy_trace_headers,
    emit,
    log,
    parse,
    record_error,
    record_result,
    trace_meta,
)

USAGE = """
    .venv-modern/bin/python tests/telemetry/traced_modern_client.py [options] URL
    .venv-modern/bin/python tests/telemetry/traced_modern_client.py [options] -- COMMAND [ARGS...]

The options and the output of traced_client.py (--tool NAME [--arguments JSON] | --calls JSON,
--baggage, --tracestate, --header-too, --timeout), on mcp 2.x's `Client` pinned to 2026-07-28.

.venv-modern has OpenTelemetry's API (mcp 2.x depends on it) but not its SDK, so no span is
recorded or exported here ("recorded": false): each call gets a fresh trace id and span id
(random, sampled), made the current span for the call, and that context goes out in `_meta`
(`traceparent`, `tracestate`, `baggage`), given to `call_tool(meta=...)`, and injected again, the
same, by mcp 2.x's own dispatcher (which injects the current context into every request it sends).
"""


def new_span(tracestate: str | None) -> NonRecordingSpan:
    """A span context of a new trace (random ids, sampled) that nothing records."""
    state = TraceState.from_header([tracestate]) if tracestate else TraceState()
    return NonRecordingSpan(
        SpanContext(
            trace_id=secrets.randbits(127) + 1,
            span_id=secrets.randbits(63) + 1,
            is_remote=False,
            trace_flags=TraceFlags(TraceFlags.SAMPLED),
            trace_state=state,
        )
    )


@contextmanager
def current(span: NonRecordingSpan) -> Iterator[None]:
    token = context.attach(trace.set_span_in_context(span))
    try:
        yield
    finally:
        context.detach(token)


async def connect(stack: AsyncExitStack, options: Options) -> Client:
    target: Any
    if options.url and options.header_too:
        http = await stack.enter_async_context(create_mcp_http_client())
        http.event_hooks["request"].append(copy_trace_headers())
        target = streamable_http_client(options.url, http_client=http)
    elif options.url:
        target = options.url
    else:
        target = StdioServerParameters(
            command=options.command[0], args=options.command[1:], env=dict(os.environ)
        )
    return await stack.enter_async_context(Client(target, mode=LATEST_MODERN_VERSION))


async def run(options: Options) -> None:
    async with AsyncExitStack() as stack:
        client = await connect(stack, options)
        log("connected, protocol version", client.protocol_version)
        for call in options.calls:
            span = new_span(options.tracestate)
            out: dict[str, Any]
            with baggage_attached(options.baggage), current(span):
                meta = trace_meta()
                try:
                    result = await client.call_tool(
                        call.tool,
                        call.arguments,
                        read_timeout_seconds=options.timeout,
                        meta=dict(meta),
                    )
                except MCPError as error:
                    log("call failed:", repr(error))
                    out = {"error": record_error(span, error.code, error.message)}
                else:
                    dumped = result.model_dump(by_alias=True, mode="json", exclude_none=True)
                    record_result(span, dumped)
                    out = {"result": dumped}
            emit(span, False, meta, out)


def main(argv: list[str] | None = None) -> None:
    anyio.run(run, parse(__doc__ or "", USAGE, argv))


if __name__ == "__main__":
    main()
