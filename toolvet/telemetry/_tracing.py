"""Spans and metrics of MCP messages, by OpenTelemetry's conventions for MCP: a SERVER span per
request a client sends, a CLIENT span per request sent upstream as its child, the context carried
in `params._meta` (`traceparent`, `tracestate`, `baggage`), and the operation durations.

Built only when the `otel` extra is there (see start_telemetry); everything else in toolvet asks
`tracing is not None` first, so without it nothing here runs.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Mapping
from contextvars import Token
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the otel extra: imported when Tracing is built (see start_telemetry)
    from opentelemetry.context import Context
    from opentelemetry.metrics import Histogram, Meter
    from opentelemetry.trace import Span, SpanKind, Tracer

    from toolvet.content import Finding

# Methods whose `params.name` is the span's low-cardinality target.
_NAMED = {"tools/call": "gen_ai.tool.name", "prompts/get": "gen_ai.prompt.name"}
# What a duration is recorded under in place of a method, tool or prompt toolvet does not know (as
# OpenTelemetry records an unknown HTTP method): a client's made-up names are not each a series.
OTHER = "_OTHER"
# The longest name (a method's, a tool's) a span carries: a client's may be of any length.
MAX_NAME_CHARS = 200
_TRANSPORTS = {"stdio": "pipe", "http": "tcp"}
# JSON-RPC codes toolvet answers for what happened upstream, as error.type values.
# Looked up with whatever code an answer carries.
_KNOWN_ERRORS: dict[object, str] = {-32001: "timeout", -32000: "unavailable"}
# Verdicts that answer the call without running it: the span's error.type, status ERROR.
REFUSING_VERDICTS = frozenset(
    {"rejected", "denied", "withheld", "blocked", "limited", "rate_limited", "unknown_tool"}
)
_DURATION_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300)
CONTEXT_KEYS = ("traceparent", "tracestate", "baggage")
LISTEN = "subscriptions/listen"
# How long the counts read for one metrics export serve the other instruments of that export.
FAMILIES_FRESH = 0.5


@dataclass(slots=True)
class Operation:
    """A span in progress and what its duration metric is recorded with."""

    span: Span
    context: Context
    started: float
    attributes: dict[str, Any] = field(default_factory=dict)
    error_type: str | None = None


class Tracing:
    """The tracer and meter of toolvet, and what it records of MCP messages."""

    def __init__(
        self,
        tracer: Tracer,
        meter: Meter,
        *,
        record_arguments: bool = False,
        validation_spans: bool = False,
        shutdown: Callable[[], None] = lambda: None,
    ) -> None:
        from opentelemetry import trace
        from opentelemetry.baggage.propagation import W3CBaggagePropagator
        from opentelemetry.propagators.composite import CompositePropagator
        from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

        self._trace = trace
        self._tracer = tracer
        self.meter = meter
        self.record_arguments = record_arguments
        self.validation_spans = validation_spans
        self.shutdown = shutdown
        self._propagator = CompositePropagator(
            [TraceContextTextMapPropagator(), W3CBaggagePropagator()]
        )
        advice = {"explicit_bucket_boundaries_advisory": list(_DURATION_BUCKETS)}
        self._server_duration = meter.create_histogram(
            "mcp.server.operation.duration",
            unit="s",
            description="MCP request duration as observed on the receiver, from the time it was"
            " received until the result is sent",
            **advice,
        )
        self._client_duration = meter.create_histogram(
            "mcp.client.operation.duration",
            unit="s",
            description="MCP request duration as observed on the sender, from the time it was"
            " sent until the response is received",
            **advice,
        )
        self._session_duration = meter.create_histogram(
            "mcp.server.session.duration",
            unit="s",
            description="The duration of the MCP session as observed on the MCP server",
            **advice,
        )

    # -- a client's request ------------------------------------------------------------------------

    def server_span(
        self,
        method: str,
        request_id: Any,
        params: Mapping[str, Any],
        *,
        session_id: str | None,
        protocol_version: str | None,
        transport: str,
        headers: Mapping[str, str] | None = None,
        endpoint: str | None = None,
    ) -> Operation:
        """A SERVER span for a request, continuing the trace its `_meta` carries (else the
        HTTP request's traceparent header); `endpoint`: the path of the endpoint of
        `proxy.endpoints` it came to (`toolvet.endpoint`: config's, so of low cardinality)."""
        parent = self._propagator.extract(_carrier(params.get("_meta"), headers))
        attributes = _attributes(method, params, protocol_version, transport)
        if endpoint is not None:
            attributes["toolvet.endpoint"] = endpoint
        metric = _metric_attributes(attributes)
        attributes["jsonrpc.request.id"] = str(request_id)
        if session_id is not None:
            attributes["mcp.session.id"] = session_id
        return self._start(self._trace.SpanKind.SERVER, method, params, parent, attributes, metric)

    def answered(self, operation: Operation, answer: Mapping[str, Any]) -> None:
        """The request's answer went out: its span ends with what it says."""
        self._end(operation, answer, self._server_duration)

    def abandoned(self, operation: Operation, error_type: str) -> None:
        """The request ends without an answer (cancelled, the client gone): an error, except
        for `subscriptions/listen`, which a client ends that way when it has heard enough."""
        if operation.attributes.get("mcp.method.name") == LISTEN:
            operation.span.add_event("toolvet.listen.closed", {"reason": error_type})
        else:
            operation.error_type = operation.error_type or error_type
        self._end(operation, None, self._server_duration)

    def verdict(
        self,
        operation: Operation,
        verdict: str,
        *,
        server: str,
        tool: str,
        schema_hash: str | None = None,
        issues: Iterable[str] = (),
        repairs: Iterable[str] = (),
        arguments: Any = None,
    ) -> None:
        """What toolvet decided about a tools/call, on its span (and on a span of its own with
        proxy.telemetry.validation_spans): a refusal is the span's error, though the client
        gets a normal result with isError."""
        if verdict == "unknown_tool":
            self.unrecognized(operation, "gen_ai.tool.name")
        attributes = verdict_attributes(
            verdict, server, _bounded(tool), schema_hash=schema_hash, issues=issues, repairs=repairs
        )
        if self.record_arguments and arguments is not None:
            attributes["toolvet.arguments"] = json.dumps(arguments, ensure_ascii=False)
        operation.span.set_attributes(attributes)
        if verdict in REFUSING_VERDICTS:
            operation.error_type = verdict
        if self.validation_spans:
            child = self._tracer.start_span(
                f"validate {attributes['toolvet.tool']}",
                context=operation.context,
                kind=self._trace.SpanKind.INTERNAL,
                attributes=attributes,
                start_time=time.time_ns() - int((time.perf_counter() - operation.started) * 1e9),
            )
            if verdict in REFUSING_VERDICTS:
                child.set_status(self._trace.Status(self._trace.StatusCode.ERROR, verdict))
            child.end()

    def unrecognized(self, operation: Operation, attribute: str) -> None:
        """The request names a method, tool or prompt that toolvet does not know (`attribute`
        holds that name): its duration is recorded under OTHER, and a name the span took from
        it goes (span names are of low cardinality too)."""
        if attribute not in operation.attributes:
            return
        operation.attributes[attribute] = OTHER
        method = operation.attributes["mcp.method.name"]
        operation.span.update_name(OTHER if attribute == "mcp.method.name" else method)

    def event(self, operation: Operation | None, name: str, **attributes: Any) -> None:
        """Something that happened to a request on its way (bridged, input asked, retried)."""
        if operation is not None:
            operation.span.add_event(name, {k: v for k, v in attributes.items() if v is not None})

    # -- a request upstream -----------------------------------------------------------------------

    def client_span(
        self,
        parent: Operation | None,
        method: str,
        request_id: Any,
        params: Mapping[str, Any] | None,
        *,
        server: str,
        protocol_version: str | None,
        transport: str,
    ) -> Operation:
        """A CLIENT span for a request sent to `server`, the child of the client's request."""
        params = params or {}
        attributes = _attributes(method, params, protocol_version, transport)
        attributes["toolvet.server"] = server
        metric = _metric_attributes(attributes)
        attributes["jsonrpc.request.id"] = str(request_id)
        context = parent.context if parent is not None else None
        return self._start(self._trace.SpanKind.CLIENT, method, params, context, attributes, metric)

    def _start(
        self,
        kind: SpanKind,
        method: str,
        params: Mapping[str, Any],
        parent: Context | None,
        attributes: dict[str, Any],
        metric: dict[str, Any],
    ) -> Operation:
        span = self._tracer.start_span(
            _span_name(method, params), context=parent, kind=kind, attributes=attributes
        )
        context = self._trace.set_span_in_context(span, parent)
        return Operation(span, context, time.perf_counter(), metric)

    def inject(self, operation: Operation, params: dict[str, Any] | None) -> dict[str, Any]:
        """`params` with the span's context in `_meta` (tracestate and baggage kept)."""
        carrier: dict[str, str] = {}
        self._propagator.inject(carrier, context=operation.context)
        params = params or {}
        meta = params.get("_meta")
        return {**params, "_meta": {**(meta if isinstance(meta, dict) else {}), **carrier}}

    def received(
        self, operation: Operation, reply: Mapping[str, Any] | None, error_type: str | None = None
    ) -> None:
        """The upstream's answer came (None: it never will: `error_type` says why)."""
        if error_type is not None:
            operation.error_type = error_type
        self._end(operation, reply, self._client_duration)

    # -- sessions ----------------------------------------------------------------------------------

    def session_ended(self, seconds: float, transport: str, protocol_version: str | None) -> None:
        attributes = {"network.transport": _TRANSPORTS.get(transport, transport)}
        if protocol_version:
            attributes["mcp.protocol.version"] = protocol_version
        self._session_duration.record(seconds, attributes)

    def observe(
        self,
        families: Callable[[], Iterable[tuple[str, str, str, list[tuple[dict[str, str], float]]]]],
    ) -> None:
        """Counters and gauges counted elsewhere (the Prometheus families), exported through
        OpenTelemetry too: read at each export, never counted twice."""
        from opentelemetry.metrics import Observation

        read: list[Any] = [0.0, {}]  # when the families were last read, and what they were

        def samples_of(name: str) -> list[tuple[dict[str, str], float]]:
            # One export asks every instrument in turn: the families are read once for all.
            if time.monotonic() - read[0] > FAMILIES_FRESH:
                read[:] = [time.monotonic(), {f[0]: f[3] for f in families()}]
            return read[1].get(name, [])

        for name, kind, description, _ in families():
            if kind not in ("counter", "gauge"):
                continue

            def callback(options: Any, name: str = name) -> list[Any]:
                return [Observation(value, labels) for labels, value in samples_of(name)]

            if kind == "counter":
                self.meter.create_observable_counter(name, [callback], description=description)
            else:
                self.meter.create_observable_gauge(name, [callback], description=description)

    # -- log correlation ---------------------------------------------------------------------------

    def current_ids(self) -> tuple[str, str] | None:
        """(trace id, span id) of the span active now, in hex; None without one."""
        context = self._trace.get_current_span().get_span_context()
        if not context.is_valid:
            return None
        return format(context.trace_id, "032x"), format(context.span_id, "016x")

    def activate(self, operation: Operation) -> Token[Context]:
        """Make the span current (for log lines); give the token back to `deactivate`."""
        from opentelemetry import context

        return context.attach(operation.context)

    def deactivate(self, token: Token[Context]) -> None:
        from opentelemetry import context

        context.detach(token)

    # -- ending ------------------------------------------------------------------------------------

    def _end(
        self, operation: Operation, answer: Mapping[str, Any] | None, histogram: Histogram
    ) -> None:
        span, error_type = operation.span, operation.error_type
        failure = answer.get("error") if answer is not None else None
        result = answer.get("result") if answer is not None else None
        if isinstance(failure, Mapping):
            code = failure.get("code")
            span.set_attribute("rpc.response.status_code", str(code))
            error_type = error_type or _KNOWN_ERRORS.get(code, str(code))
        elif isinstance(result, Mapping):
            if result.get("resultType") not in (None, "complete"):
                span.set_attribute("toolvet.result_type", str(result.get("resultType")))
            if result.get("isError") is True:
                error_type = error_type or "tool_error"
        if error_type is not None:
            span.set_attribute("error.type", error_type)
            message = failure.get("message") if isinstance(failure, Mapping) else error_type
            span.set_status(self._trace.Status(self._trace.StatusCode.ERROR, str(message)[:500]))
            operation.attributes["error.type"] = error_type
        span.end()
        histogram.record(time.perf_counter() - operation.started, operation.attributes)


CONTENT_EVENT = "toolvet.content"
"""The span event of each thing the content guard found in a call (see content_attributes)."""


def content_attributes(surface: str, action: str, findings: Iterable[Finding]) -> dict[str, Any]:
    """What the content guard found on one surface of a call (arguments, result), as a span
    event's attributes: the surface, what it did, the rules that fired and where (JSON pointers),
    the same in the proxy and the middleware; never the text it found, nor an excerpt of it."""
    found = list(findings)
    return {
        "toolvet.content.surface": surface,
        "toolvet.content.action": action,
        "toolvet.content.rules": list(dict.fromkeys(f.rule for f in found)),
        "toolvet.content.pointers": list(dict.fromkeys(f.pointer or "/" for f in found)),
    }


def verdict_attributes(
    verdict: str,
    server: str,
    tool: str,
    *,
    schema_hash: str | None = None,
    issues: Iterable[str] = (),
    repairs: Iterable[str] = (),
) -> dict[str, Any]:
    """What toolvet decided about a call, as span attributes (the same in the proxy and the
    middleware): the verdict, the server and tool, the schema's hash, the issue and repair codes
    (never argument values)."""
    attributes: dict[str, Any] = {"toolvet.verdict": verdict, "toolvet.tool": tool}
    if server:
        attributes["toolvet.server"] = server
    if schema_hash is not None:
        attributes["toolvet.schema.hash"] = schema_hash
    issues, repairs = list(dict.fromkeys(issues)), list(dict.fromkeys(repairs))
    if issues:
        attributes["toolvet.issue.codes"] = issues
    if repairs:
        attributes["toolvet.repair.codes"] = repairs
    return attributes


def _carrier(meta: Any, headers: Mapping[str, str] | None) -> dict[str, str]:
    """Where a request's trace context is: its `_meta` first, then the HTTP headers."""
    if isinstance(meta, Mapping) and isinstance(meta.get("traceparent"), str):
        return {k: meta[k] for k in CONTEXT_KEYS if isinstance(meta.get(k), str)}
    if headers:
        return {k: headers[k] for k in CONTEXT_KEYS if isinstance(headers.get(k), str)}
    return {}


def _metric_attributes(attributes: Mapping[str, Any]) -> dict[str, Any]:
    """The span's attributes a duration is recorded with (none of unbounded cardinality)."""
    return {k: v for k, v in attributes.items() if k != "mcp.resource.uri"}


def _span_name(method: str, params: Mapping[str, Any]) -> str:
    target = params.get("name") if method in _NAMED else None
    return _bounded(f"{method} {target}" if isinstance(target, str) else method)


def _bounded(name: str) -> str:
    """A name a client chose, cut to MAX_NAME_CHARS (with an ellipsis) when longer."""
    return name if len(name) <= MAX_NAME_CHARS else f"{name[:MAX_NAME_CHARS]}…"


def _attributes(
    method: str, params: Mapping[str, Any], protocol_version: str | None, transport: str
) -> dict[str, Any]:
    attributes: dict[str, Any] = {
        "mcp.method.name": _bounded(method),
        "network.transport": _TRANSPORTS.get(transport, transport),
    }
    if transport == "http":
        attributes["network.protocol.name"] = "http"
    if protocol_version:
        attributes["mcp.protocol.version"] = protocol_version
    name_key = _NAMED.get(method)
    if name_key is not None and isinstance(params.get("name"), str):
        attributes[name_key] = _bounded(params["name"])
        if method == "tools/call":
            attributes["gen_ai.operation.name"] = "execute_tool"
    uri = params.get("uri")
    if isinstance(uri, str) and method.startswith("resources/"):
        attributes["mcp.resource.uri"] = uri
    return attributes
