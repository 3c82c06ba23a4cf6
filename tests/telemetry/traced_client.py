"""A traced mcp 1.x MCP client for tests (run with .venv): a CLIENT span per tools/call, its context in `_meta`."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import AsyncExitStack, contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

# At module level only the standard library, anyio and OpenTelemetry's API: traced_modern_client.py
# imports this module in .venv-modern (mcp 2.x, no OpenTelemetry SDK).
import anyio
from opentelemetry import context
from opentelemetry.baggage.propagation import W3CBaggagePropagator
from opentelemetry.propagators.composite import CompositePropagator
from opentelemetry.trace import Span, SpanKind, StatusCode
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

USAGE = """
    .venv/bin/python tests/telemetry/traced_client.py [options] URL
    .venv/bin/python tests/telemetry/traced_client.py [options] -- COMMAND [ARGS...]   # stdio

The calls: --tool NAME [--arguments JSON], or --calls '[{"tool": NAME, "arguments": {...}}, ...]'
(in order, in one session). Each call is a root CLIENT span "tools/call NAME" (its own trace), with
the MCP semantic conventions' attributes, whose context is sent in the request's `params._meta`:
`traceparent`, `tracestate` (with --tracestate) and `baggage` (with --baggage).

  --baggage 'userId=alice,tenant=acme'  W3C baggage for every call (sent in `_meta.baggage`)
  --tracestate 'congo=t61rcWkgMzE'      the spans' W3C tracestate (sent in `_meta.tracestate`)
  --header-too                          over HTTP, also send the same `traceparent`, `tracestate`
                                        and `baggage` as HTTP headers of each tools/call POST
  --timeout SECONDS                     for each call (default 60)

The OpenTelemetry SDK is set up from the OTEL_* environment only: OTEL_SERVICE_NAME,
OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER(_ARG), OTEL_TRACES_EXPORTER (otlp, console, none),
OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL (http/protobuf or grpc), OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT,
OTEL_BSP_*, OTEL_SDK_DISABLED; the spans are flushed before it exits.

Output, one JSON line per call: {"trace_id", "span_id" (hex; null when the SDK is disabled),
"meta" (the trace context sent in `_meta`), "recorded" (whether the SDK recorded the span, so that
it is exported), "result" (the CallToolResult), and "error": {"code", "message"} (with "result":
null) for a JSON-RPC error}. Logs go to stderr; the exit status is 0 unless the client itself fails.
"""

SCOPE = "toolvet.tests.traced_client"
TRACE_KEYS = ("traceparent", "tracestate", "baggage")
# The propagators of the MCP semantic conventions, whatever OTEL_PROPAGATORS says.
PROPAGATOR = CompositePropagator([TraceContextTextMapPropagator(), W3CBaggagePropagator()])


def log(*parts: object) -> None:
    print(f"[{os.path.basename(sys.argv[0])}]", *parts, file=sys.stderr, flush=True)


# -- the command line (shared with traced_modern_client.py) ---------------------------------------


@dataclass
class Call:
    tool: str
    arguments: dict[str, Any]


@dataclass
class Options:
    url: str | None
    command: list[str]
    calls: list[Call]
    baggage: str | None
    tracestate: str | None
    header_too: bool
    timeout: float


def parse(doc: str, usage: str, argv: list[str] | None = None) -> Options:
    argv = sys.argv[1:] if argv is None else argv
    command: list[str] = []
    if "--" in argv:
        split = argv.index("--")
        argv, command = argv[:split], argv[split + 1 :]
    parser = argparse.ArgumentParser(
        description=doc, epilog=usage, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("url", nargs="?")
    parser.add_argument("--tool")
    parser.add_argument("--arguments", type=json.loads, default={})
    parser.add_argument("--calls", type=json.loads)
    parser.add_argument("--baggage")
    parser.add_argument("--tracestate")
    parser.add_argument("--header-too", action="store_true")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    if bool(args.url) == bool(command):
        parser.error("give a URL, or -- COMMAND ARGS for a stdio server")
    if (args.tool is None) == (args.calls is None):
        parser.error("give --tool NAME (and --arguments JSON), or --calls JSON")
    if args.header_too and not args.url:
        parser.error("--header-too needs a URL: a stdio connection has no headers")
    specs = args.calls if args.tool is None else [{"tool": args.tool, "arguments": args.arguments}]
    if (
        not specs
        or not isinstance(specs, list)
        or not all(isinstance(s, dict) and isinstance(s.get("tool"), str) for s in specs)
    ):
        parser.error('--calls: a JSON list of {"tool": NAME, "arguments": {...}}, at least one')
    calls = [Call(spec["tool"], spec.get("arguments") or {}) for spec in specs]
    return Options(
        args.url,
        command,
        calls,
        args.baggage,
        args.tracestate,
        args.header_too,
        args.timeout,
    )


# -- trace context ---------------------------------------------------------------------------------


@contextmanager
def baggage_attached(baggage: str | None) -> Iterator[None]:
    """The W3C baggage `baggage` (a header's value) in the current context, for the block."""
    if not baggage:
        yield
        return
    token = context.attach(W3CBaggagePropagator().extract({"baggage": baggage}))
    try:
        yield
    finally:
        context.detach(token)


def trace_meta() -> dict[str, str]:
    """The current context as `_meta` entries: traceparent, tracestate, baggage (when set)."""
    carrier: dict[str, str] = {}
    PROPAGATOR.inject(carrier)
    return carrier


def copy_trace_headers() -> Callable[[Any], Awaitable[None]]:
    """An httpx (or httpx2) request hook: a POSTed tools/call request gets the trace context of
    its `_meta` as HTTP headers too."""

    async def hook(request: Any) -> None:
        if request.method != "POST":
            return
        try:
            message = json.loads(request.content)
        except ValueError:
            return
        for item in message if isinstance(message, list) else [message]:
            params = item.get("params") if isinstance(item, dict) else None
            if item.get("method") != "tools/call" or not isinstance(params, dict):
                continue
            meta = params.get("_meta") or {}
            for key in TRACE_KEYS:
                if isinstance(meta.get(key), str):
                    request.headers[key] = meta[key]

    return hook


def call_attributes(
    tool: str, target: Options, protocol_version: str | None, session_id: str | None
) -> dict[str, Any]:
    """The MCP semantic conventions' attributes of a tools/call CLIENT span."""
    attributes: dict[str, Any] = {
        "mcp.method.name": "tools/call",
        "gen_ai.tool.name": tool,
        "gen_ai.operation.name": "execute_tool",
        "network.transport": "tcp" if target.url else "pipe",
    }
    if protocol_version:
        attributes["mcp.protocol.version"] = protocol_version
    if session_id:
        attributes["mcp.session.id"] = session_id
    if target.url:
        parts = urlsplit(target.url)
        attributes["server.address"] = parts.hostname or ""
        attributes["server.port"] = parts.port or (443 if parts.scheme == "https" else 80)
    return attributes


def record_error(span: Span, code: int, message: str) -> dict[str, Any]:
    """A JSON-RPC error on the span, as the conventions say; the output's "error"."""
    span.set_attributes({"error.type": str(code), "rpc.response.status_code": str(code)})
    span.set_status(StatusCode.ERROR, message)
    return {"code": code, "message": message}


def record_result(span: Span, result: Mapping[str, Any]) -> None:
    if result.get("isError"):
        span.set_attribute("error.type", "tool_error")
        span.set_status(StatusCode.ERROR)


def emit(span: Span, recorded: bool, meta: Mapping[str, str], out: Mapping[str, Any]) -> None:
    """Print the call's line: its span's ids (null when invalid), whether an SDK recorded it,
    what was sent and the outcome."""
    ids = span.get_span_context()
    print(
        json.dumps(
            {
                "trace_id": format(ids.trace_id, "032x") if ids.is_valid else None,
                "span_id": format(ids.span_id, "016x") if ids.is_valid else None,
                "meta": dict(meta),
                "recorded": recorded,
                "result": None,
                **out,
            }
        ),
        flush=True,
    )


# -- the legacy client -----------------------------------------------------------------------------


def no_session() -> None:
    return None


def tracer_provider(tracestate: str | None) -> Any:
    """An SDK TracerProvider from the OTEL_* environment (not the global one)."""
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter
    from opentelemetry.sdk.trace.sampling import Sampler, SamplingResult
    from opentelemetry.trace import TraceState

    class WithTraceState(Sampler):
        """The environment's sampler, giving root spans a fixed tracestate."""

        def __init__(self, inner: Sampler, state: TraceState) -> None:
            self.inner, self.state = inner, state

        def should_sample(self, *args: Any, **kwargs: Any) -> SamplingResult:
            result = self.inner.should_sample(*args, **kwargs)
            return SamplingResult(result.decision, result.attributes, self.state)

        def get_description(self) -> str:
            return f"WithTraceState({self.inner.get_description()})"

    provider = TracerProvider(resource=Resource.create())
    if tracestate:
        provider.sampler = WithTraceState(provider.sampler, TraceState.from_header([tracestate]))
    for name in os.environ.get("OTEL_TRACES_EXPORTER", "otlp").split(","):
        name = name.strip().lower()
        if name == "otlp":
            provider.add_span_processor(BatchSpanProcessor(otlp_exporter()))
        elif name == "console":
            provider.add_span_processor(BatchSpanProcessor(ConsoleSpanExporter(out=sys.stderr)))
        elif name not in ("none", ""):
            raise SystemExit(f"OTEL_TRACES_EXPORTER: unknown exporter {name!r}")
    return provider


def otlp_exporter() -> Any:
    """The OTLP span exporter OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL names."""
    protocol = (
        os.environ.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
        or os.environ.get("OTEL_EXPORTER_OTLP_PROTOCOL")
        or "http/protobuf"
    )
    if protocol == "http/protobuf":
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    elif protocol == "grpc":
        from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
    else:
        raise SystemExit(f"OTEL_EXPORTER_OTLP_PROTOCOL: {protocol!r} is not supported here")
    return OTLPSpanExporter()


async def connect(
    stack: AsyncExitStack, options: Options
) -> tuple[Any, str, Callable[[], str | None]]:
    """An initialized mcp 1.x ClientSession on the URL or the command, the protocol version it
    negotiated and its session id's getter."""
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    session_id: Callable[[], str | None] = no_session
    if options.url:
        http = await stack.enter_async_context(create_mcp_http_client())
        if options.header_too:
            http.event_hooks["request"].append(copy_trace_headers())
        read, write, session_id = await stack.enter_async_context(
            streamable_http_client(options.url, http_client=http)
        )
    else:
        parameters = StdioServerParameters(
            command=options.command[0], args=options.command[1:], env=dict(os.environ)
        )
        read, write = await stack.enter_async_context(stdio_client(parameters))
    session = await stack.enter_async_context(ClientSession(read, write))
    version = str((await session.initialize()).protocolVersion)
    log("initialized, protocol version", version)
    return session, version, session_id


async def call_traced(
    session: Any, tracer: Any, call: Call, options: Options, attributes: dict[str, Any]
) -> None:
    """One tools/call in a CLIENT span of its own, its context in `_meta`; prints its line."""
    from mcp import McpError

    with (
        baggage_attached(options.baggage),
        tracer.start_as_current_span(
            f"tools/call {call.tool}",
            kind=SpanKind.CLIENT,
            attributes=attributes,
            record_exception=False,
            set_status_on_exception=False,
        ) as span,
    ):
        meta, recorded = trace_meta(), span.is_recording()
        # The id the session gives its next request (mcp 1.x counts them up).
        span.set_attribute("jsonrpc.request.id", str(session._request_id))
        out: dict[str, Any]
        try:
            result = await session.call_tool(
                call.tool,
                call.arguments,
                read_timeout_seconds=timedelta(seconds=options.timeout),
                meta=meta,
            )
        except McpError as error:
            log("call failed:", repr(error))
            out = {"error": record_error(span, error.error.code, error.error.message)}
        else:
            dumped = result.model_dump(by_alias=True, mode="json", exclude_none=True)
            record_result(span, dumped)
            out = {"result": dumped}
    emit(span, recorded, meta, out)


async def run(options: Options) -> None:
    provider = tracer_provider(options.tracestate)
    tracer = provider.get_tracer(SCOPE)
    try:
        async with AsyncExitStack() as stack:
            session, version, session_id = await connect(stack, options)
            for call in options.calls:
                attributes = call_attributes(call.tool, options, version, session_id())
                await call_traced(session, tracer, call, options, attributes)
    except* anyio.BrokenResourceError:
        # mcp 1.x stdio_client's teardown race (python-sdk#1960): the answer to a call that timed
        # out was still on its way when the session closed. Every call's line is out already.
        log("a late answer met the closing stdio client (python-sdk#1960): ignored")
    finally:
        provider.shutdown()


def main(argv: list[str] | None = None) -> None:
    anyio.run(run, parse(__doc__ or "", USAGE, argv))


if __name__ == "__main__":
    main()
