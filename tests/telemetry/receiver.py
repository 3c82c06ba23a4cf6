"""An OTLP/HTTP receiver in the test process: what an OpenTelemetry SDK exports, decoded and kept."""

# with OtlpReceiver() as otlp:
#     env = {**os.environ, **otlp.environment("toolvet")}   # export there, fast
#     ...                                                    # run something with env
#     [server] = otlp.wait_for_spans(lambda s: s.kind == "SERVER" and s.name == "tools/call echo")
#     assert otlp.children_of(server)[0].kind == "CLIENT"
#
# It listens on a free 127.0.0.1 port (`endpoint` is the value for OTEL_EXPORTER_OTLP_ENDPOINT) and
# takes POST /v1/traces, /v1/metrics and /v1/logs with Content-Type application/x-protobuf
# (Content-Encoding gzip, deflate or none), OTLP/HTTP's binary encoding. Each body is decoded with
# opentelemetry-proto's own Export*ServiceRequest and answered 200 with the empty
# Export*ServiceResponse; anything else is answered 4xx and kept in `problems` (a `wait_for_*` that
# times out shows them).
#
# What arrived is flattened into plain values: `Span`, `DataPoint` and `LogRecord` (ids as lowercase
# hex, attributes as dicts of python values, enums by name without their prefix: "SERVER", "ERROR",
# "CUMULATIVE"). The `wait_for_*` methods wait on a condition notified at each export, never for a
# fixed time, and fail with what did arrive.

from __future__ import annotations

import gzip
import threading
import time
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from google.protobuf.message import DecodeError, Message
from opentelemetry.proto.collector.logs.v1 import logs_service_pb2
from opentelemetry.proto.collector.metrics.v1 import metrics_service_pb2
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2
from opentelemetry.proto.common.v1 import common_pb2
from opentelemetry.proto.metrics.v1 import metrics_pb2
from opentelemetry.proto.trace.v1 import trace_pb2

PROTOBUF = "application/x-protobuf"
# Upper bound for waits, never an expectation of speed.
WAIT = 20.0

# What environment() asks of the SDK: batches of spans and logs sent within 50 ms, metrics every
# 200 ms (the SDK's defaults are 5 s and 60 s).
SCHEDULE_DELAY_MS = 50
METRIC_INTERVAL_MS = 200


# -- what arrived ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Event:
    name: str
    attributes: dict[str, Any]
    time_unix_nano: int


@dataclass(frozen=True)
class Link:
    trace_id: str
    span_id: str
    trace_state: str
    attributes: dict[str, Any]


@dataclass(frozen=True)
class Span:
    """One span as exported: ids in hex, `parent_span_id` None for a root span."""

    trace_id: str
    span_id: str
    parent_span_id: str | None
    name: str
    kind: str
    """SERVER, CLIENT, INTERNAL, PRODUCER, CONSUMER or UNSPECIFIED."""
    attributes: dict[str, Any]
    events: list[Event]
    links: list[Link]
    status_code: str
    """UNSET, OK or ERROR."""
    status_message: str
    start_time_unix_nano: int
    end_time_unix_nano: int
    trace_state: str
    flags: int
    resource: dict[str, Any]
    """The resource's attributes (service.name, ...)."""
    scope: str
    """The instrumentation scope's name (the tracer's name)."""
    scope_version: str

    @property
    def duration(self) -> float:
        """Seconds from start to end."""
        return (self.end_time_unix_nano - self.start_time_unix_nano) / 1e9

    @property
    def traceparent(self) -> str:
        """The W3C traceparent naming this span as a parent (sampled)."""
        return f"00-{self.trace_id}-{self.span_id}-01"

    def event(self, name: str) -> Event:
        """The span's first event called `name`."""
        for event in self.events:
            if event.name == name:
                return event
        raise AssertionError(f"span {self.name!r} has no event {name!r}: {self.events}")

    def describe(self) -> str:
        parent = f" parent={self.parent_span_id}" if self.parent_span_id else ""
        return (
            f"{self.kind} {self.name!r} trace={self.trace_id} span={self.span_id}{parent}"
            f" status={self.status_code}"
        )


@dataclass(frozen=True)
class DataPoint:
    """One data point of one metric as exported.

    `kind`: "sum", "gauge", "histogram", "exponential_histogram" or "summary". A sum or a gauge
    has `value`; a histogram has `count`, `sum`, `bucket_counts` (one more than
    `explicit_bounds`), `min` and `max`; an exponential histogram `count`, `sum`, `min`, `max`,
    `scale`, `zero_count` and its positive buckets in `bucket_counts`; a summary `count`, `sum`
    and `quantiles` ({quantile: value}).
    """

    name: str
    kind: str
    attributes: dict[str, Any]
    unit: str = ""
    description: str = ""
    value: float | int | None = None
    count: int | None = None
    sum: float | None = None
    bucket_counts: tuple[int, ...] = ()
    explicit_bounds: tuple[float, ...] = ()
    min: float | None = None
    max: float | None = None
    scale: int | None = None
    zero_count: int | None = None
    quantiles: dict[float, float] = field(default_factory=dict)
    monotonic: bool | None = None
    """For a sum: whether it only goes up (a counter)."""
    temporality: str | None = None
    """For a sum or a histogram: CUMULATIVE or DELTA."""
    start_time_unix_nano: int = 0
    time_unix_nano: int = 0
    resource: dict[str, Any] = field(default_factory=dict)
    scope: str = ""

    def describe(self) -> str:
        shown = self.value if self.value is not None else f"count={self.count} sum={self.sum}"
        return f"{self.name} {self.kind} {self.attributes} {shown}"


@dataclass(frozen=True)
class LogRecord:
    """One log record as exported: `trace_id` and `span_id` None outside a span."""

    body: Any
    attributes: dict[str, Any]
    trace_id: str | None
    span_id: str | None
    severity_text: str
    severity_number: int
    time_unix_nano: int
    observed_time_unix_nano: int
    event_name: str
    resource: dict[str, Any]
    scope: str

    def describe(self) -> str:
        return f"{self.severity_text or self.severity_number} {self.body!r} trace={self.trace_id}"


@dataclass(frozen=True)
class Request:
    """One POST the receiver answered: its path, headers that matter, size and answer."""

    path: str
    content_type: str
    content_encoding: str
    size: int
    status: int
    user_agent: str


# -- decoding --------------------------------------------------------------------------------------


def value_of(value: common_pb2.AnyValue) -> Any:
    """An OTLP AnyValue as a python value (arrays as lists, key-value lists as dicts)."""
    which = value.WhichOneof("value")
    if which is None:
        return None
    if which == "array_value":
        return [value_of(item) for item in value.array_value.values]
    if which == "kvlist_value":
        return attributes_of(value.kvlist_value.values)
    return getattr(value, which)


def attributes_of(pairs: Iterable[common_pb2.KeyValue]) -> dict[str, Any]:
    return {pair.key: value_of(pair.value) for pair in pairs}


def _hex(raw: bytes) -> str | None:
    return raw.hex() if raw and any(raw) else None


def _enum_name(enum: Any, number: int, prefix: str) -> str:
    try:
        return enum.Name(number).removeprefix(prefix)
    except ValueError:
        return str(number)


def spans_of(request: trace_service_pb2.ExportTraceServiceRequest) -> list[Span]:
    found = []
    for resource_spans in request.resource_spans:
        resource = attributes_of(resource_spans.resource.attributes)
        for scope_spans in resource_spans.scope_spans:
            for span in scope_spans.spans:
                found.append(
                    Span(
                        trace_id=span.trace_id.hex(),
                        span_id=span.span_id.hex(),
                        parent_span_id=_hex(span.parent_span_id),
                        name=span.name,
                        kind=_enum_name(trace_pb2.Span.SpanKind, span.kind, "SPAN_KIND_"),
                        attributes=attributes_of(span.attributes),
                        events=[
                            Event(e.name, attributes_of(e.attributes), e.time_unix_nano)
                            for e in span.events
                        ],
                        links=[
                            Link(
                                link.trace_id.hex(),
                                link.span_id.hex(),
                                link.trace_state,
                                attributes_of(link.attributes),
                            )
                            for link in span.links
                        ],
                        status_code=_enum_name(
                            trace_pb2.Status.StatusCode, span.status.code, "STATUS_CODE_"
                        ),
                        status_message=span.status.message,
                        start_time_unix_nano=span.start_time_unix_nano,
                        end_time_unix_nano=span.end_time_unix_nano,
                        trace_state=span.trace_state,
                        flags=span.flags,
                        resource=resource,
                        scope=scope_spans.scope.name,
                        scope_version=scope_spans.scope.version,
                    )
                )
    return found


def _temporality(number: int) -> str:
    return _enum_name(metrics_pb2.AggregationTemporality, number, "AGGREGATION_TEMPORALITY_")


def _number(point: metrics_pb2.NumberDataPoint) -> float | int | None:
    which = point.WhichOneof("value")
    return getattr(point, which) if which else None


def _optional(point: Message, name: str) -> Any:
    return getattr(point, name) if point.HasField(name) else None


def _points_of(metric: metrics_pb2.Metric) -> Iterable[dict[str, Any]]:
    """The kind-specific fields of each data point of `metric`."""
    kind = metric.WhichOneof("data")
    if kind in ("sum", "gauge"):
        data = getattr(metric, kind)
        for point in data.data_points:
            extra: dict[str, Any] = {}
            if kind == "sum":
                extra = {
                    "monotonic": data.is_monotonic,
                    "temporality": _temporality(data.aggregation_temporality),
                }
            yield {"kind": kind, "point": point, "value": _number(point), **extra}
    elif kind == "histogram":
        for point in metric.histogram.data_points:
            yield {
                "kind": kind,
                "point": point,
                "count": point.count,
                "sum": _optional(point, "sum"),
                "bucket_counts": tuple(point.bucket_counts),
                "explicit_bounds": tuple(point.explicit_bounds),
                "min": _optional(point, "min"),
                "max": _optional(point, "max"),
                "temporality": _temporality(metric.histogram.aggregation_temporality),
            }
    elif kind == "exponential_histogram":
        for point in metric.exponential_histogram.data_points:
            yield {
                "kind": kind,
                "point": point,
                "count": point.count,
                "sum": _optional(point, "sum"),
                "bucket_counts": tuple(point.positive.bucket_counts),
                "min": _optional(point, "min"),
                "max": _optional(point, "max"),
                "scale": point.scale,
                "zero_count": point.zero_count,
                "temporality": _temporality(metric.exponential_histogram.aggregation_temporality),
            }
    elif kind == "summary":
        for point in metric.summary.data_points:
            yield {
                "kind": kind,
                "point": point,
                "count": point.count,
                "sum": point.sum,
                "quantiles": {q.quantile: q.value for q in point.quantile_values},
            }


def points_of(request: metrics_service_pb2.ExportMetricsServiceRequest) -> list[DataPoint]:
    found = []
    for resource_metrics in request.resource_metrics:
        resource = attributes_of(resource_metrics.resource.attributes)
        for scope_metrics in resource_metrics.scope_metrics:
            for metric in scope_metrics.metrics:
                for fields in _points_of(metric):
                    point = fields.pop("point")
                    found.append(
                        DataPoint(
                            name=metric.name,
                            attributes=attributes_of(point.attributes),
                            unit=metric.unit,
                            description=metric.description,
                            start_time_unix_nano=point.start_time_unix_nano,
                            time_unix_nano=point.time_unix_nano,
                            resource=resource,
                            scope=scope_metrics.scope.name,
                            **fields,
                        )
                    )
    return found


def records_of(request: logs_service_pb2.ExportLogsServiceRequest) -> list[LogRecord]:
    found = []
    for resource_logs in request.resource_logs:
        resource = attributes_of(resource_logs.resource.attributes)
        for scope_logs in resource_logs.scope_logs:
            for record in scope_logs.log_records:
                found.append(
                    LogRecord(
                        body=value_of(record.body),
                        attributes=attributes_of(record.attributes),
                        trace_id=_hex(record.trace_id),
                        span_id=_hex(record.span_id),
                        severity_text=record.severity_text,
                        severity_number=record.severity_number,
                        time_unix_nano=record.time_unix_nano,
                        observed_time_unix_nano=record.observed_time_unix_nano,
                        event_name=record.event_name,
                        resource=resource,
                        scope=scope_logs.scope.name,
                    )
                )
    return found


# The signal of each path: its request and response classes, and how to flatten a request.
SIGNALS: dict[str, tuple[str, type[Message], type[Message], Callable[[Any], list[Any]]]] = {
    "/v1/traces": (
        "traces",
        trace_service_pb2.ExportTraceServiceRequest,
        trace_service_pb2.ExportTraceServiceResponse,
        spans_of,
    ),
    "/v1/metrics": (
        "metrics",
        metrics_service_pb2.ExportMetricsServiceRequest,
        metrics_service_pb2.ExportMetricsServiceResponse,
        points_of,
    ),
    "/v1/logs": (
        "logs",
        logs_service_pb2.ExportLogsServiceRequest,
        logs_service_pb2.ExportLogsServiceResponse,
        records_of,
    ),
}


def decompress(body: bytes, encoding: str) -> bytes:
    """The body without its Content-Encoding (gzip, deflate or none); ValueError otherwise."""
    if encoding in ("", "identity"):
        return body
    if encoding == "gzip":
        return gzip.decompress(body)
    if encoding == "deflate":
        return zlib.decompress(body)
    raise ValueError(f"unsupported Content-Encoding {encoding!r}")


# -- the HTTP side ---------------------------------------------------------------------------------


class _Server(ThreadingHTTPServer):
    daemon_threads = True  # an exporter's idle keep-alive connection never holds up stop()
    receiver: OtlpReceiver


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as exporters use it
    timeout = 60  # an idle connection's thread ends after this
    server: _Server

    def do_POST(self) -> None:
        path = self.path.split("?", 1)[0]
        content_type = self.headers.get("Content-Type", "").split(";", 1)[0].strip().lower()
        encoding = self.headers.get("Content-Encoding", "").strip().lower()
        body = self._body()
        status, reply = self._answer(path, content_type, encoding, body)
        self.server.receiver._answered(
            Request(
                path,
                content_type,
                encoding,
                len(body),
                status,
                self.headers.get("User-Agent", ""),
            )
        )
        self.send_response(status)
        self.send_header("Content-Type", PROTOBUF if status == 200 else "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)

    def _body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while size := int(self.rfile.readline().split(b";", 1)[0].strip() or b"0", 16):
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            while self.rfile.readline() not in (b"\r\n", b"\n", b""):  # trailers
                pass
            return b"".join(chunks)
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def _answer(
        self, path: str, content_type: str, encoding: str, body: bytes
    ) -> tuple[int, bytes]:
        receiver = self.server.receiver
        if path not in SIGNALS:
            return receiver._refuse(404, f"POST {path}: not an OTLP/HTTP path")
        signal, request_class, response_class, flatten = SIGNALS[path]
        if content_type != PROTOBUF:
            return receiver._refuse(
                415, f"POST {path}: Content-Type {content_type!r}, not {PROTOBUF}"
            )
        try:
            request = request_class.FromString(decompress(body, encoding))
        except (ValueError, OSError, zlib.error, DecodeError) as error:
            return receiver._refuse(400, f"POST {path}: undecodable body: {error}")
        receiver._received(signal, flatten(request))
        return 200, response_class().SerializeToString()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # quiet: refusals are kept in `problems`


# -- the receiver ----------------------------------------------------------------------------------


class OtlpReceiver:
    """An OTLP/HTTP receiver on a free 127.0.0.1 port, in a thread; a context manager."""

    def __init__(self, host: str = "127.0.0.1") -> None:
        self.host = host
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._changed = threading.Condition()
        self._spans: list[Span] = []
        self._points: list[DataPoint] = []
        self._records: list[LogRecord] = []
        self._requests: list[Request] = []
        self._problems: list[str] = []

    # -- lifecycle

    def start(self) -> OtlpReceiver:
        if self._server is not None:
            return self
        server = _Server((self.host, 0), _Handler)
        server.receiver = self
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        server.shutdown()
        server.server_close()
        if self._thread is not None:
            self._thread.join()

    def __enter__(self) -> OtlpReceiver:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("the OTLP receiver is not running: start() it first")
        return self._server.server_address[1]

    @property
    def endpoint(self) -> str:
        """The value for OTEL_EXPORTER_OTLP_ENDPOINT (the exporters add /v1/<signal>)."""
        return f"http://{self.host}:{self.port}"

    def environment(
        self, service_name: str, *, compression: str = "none", **more: str
    ) -> dict[str, str]:
        """The OTEL_* variables that make an SDK export every signal here over http/protobuf,
        every span sampled, batches within 50 ms and metrics every 200 ms; merge them into the
        environment of the process to observe (`{**os.environ, **otlp.environment("toolvet")}`).
        `compression`: "none", "gzip" or "deflate"; `more`: further variables, by name."""
        return {
            "OTEL_SDK_DISABLED": "false",
            "OTEL_SERVICE_NAME": service_name,
            "OTEL_EXPORTER_OTLP_ENDPOINT": self.endpoint,
            "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
            "OTEL_EXPORTER_OTLP_COMPRESSION": compression,
            "OTEL_TRACES_EXPORTER": "otlp",
            "OTEL_METRICS_EXPORTER": "otlp",
            "OTEL_LOGS_EXPORTER": "otlp",
            "OTEL_TRACES_SAMPLER": "always_on",
            "OTEL_PROPAGATORS": "tracecontext,baggage",
            "OTEL_BSP_SCHEDULE_DELAY": str(SCHEDULE_DELAY_MS),
            "OTEL_BLRP_SCHEDULE_DELAY": str(SCHEDULE_DELAY_MS),
            "OTEL_METRIC_EXPORT_INTERVAL": str(METRIC_INTERVAL_MS),
            **more,
        }

    # -- what the handler reports

    def _received(self, signal: str, items: list[Any]) -> None:
        with self._changed:
            {"traces": self._spans, "metrics": self._points, "logs": self._records}[signal].extend(
                items
            )
            self._changed.notify_all()

    def _refuse(self, status: int, problem: str) -> tuple[int, bytes]:
        with self._changed:
            self._problems.append(problem)
            self._changed.notify_all()
        return status, problem.encode()

    def _answered(self, request: Request) -> None:
        with self._changed:
            self._requests.append(request)

    # -- what arrived

    def spans(self) -> list[Span]:
        """Every span received, in arrival order."""
        with self._changed:
            return list(self._spans)

    def metrics(self, name: str | None = None) -> list[DataPoint]:
        """Every data point received (of metric `name`), in arrival order: a cumulative metric
        repeats in every export, so the last point of a series is its latest value."""
        with self._changed:
            return [p for p in self._points if name is None or p.name == name]

    def metric_names(self) -> set[str]:
        return {p.name for p in self.metrics()}

    def logs(self) -> list[LogRecord]:
        """Every log record received, in arrival order."""
        with self._changed:
            return list(self._records)

    def requests(self) -> list[Request]:
        """Every POST answered, in order (path, content type and encoding, size, status)."""
        with self._changed:
            return list(self._requests)

    @property
    def problems(self) -> list[str]:
        """Why each refused POST was refused (a wrong path, content type, or body)."""
        with self._changed:
            return list(self._problems)

    def clear(self) -> None:
        """Forget everything received so far (spans, metrics, logs, requests, problems)."""
        with self._changed:
            for kept in (self._spans, self._points, self._records, self._requests, self._problems):
                kept.clear()

    def trace(self, trace_id: str) -> list[Span]:
        """The spans of one trace, by start time."""
        return sorted(
            (s for s in self.spans() if s.trace_id == trace_id),
            key=lambda s: s.start_time_unix_nano,
        )

    def children_of(self, span: Span) -> list[Span]:
        """The spans whose parent is `span`, by start time."""
        return [s for s in self.trace(span.trace_id) if s.parent_span_id == span.span_id]

    def parent_of(self, span: Span) -> Span | None:
        """The span's parent, when it is one of the spans received."""
        if span.parent_span_id is None:
            return None
        return next(
            (s for s in self.trace(span.trace_id) if s.span_id == span.parent_span_id), None
        )

    # -- waiting

    def wait_for_spans(
        self,
        predicate: Callable[[Span], bool] = lambda span: True,
        timeout: float = WAIT,
        count: int = 1,
    ) -> list[Span]:
        """The spans matching `predicate`, once at least `count` of them have arrived."""
        return self._wait(
            lambda: [s for s in self._spans if predicate(s)],
            count,
            timeout,
            "spans",
            lambda: [s.describe() for s in self._spans],
        )

    def wait_for_span(
        self, predicate: Callable[[Span], bool] = lambda span: True, timeout: float = WAIT
    ) -> Span:
        """The first span matching `predicate`, once it has arrived."""
        return self.wait_for_spans(predicate, timeout)[0]

    def wait_for_metric(
        self,
        name: str,
        predicate: Callable[[DataPoint], bool] = lambda point: True,
        timeout: float = WAIT,
    ) -> list[DataPoint]:
        """The data points of metric `name` that match `predicate`, once at least one has
        arrived (arrival order: the last is the latest)."""
        return self._wait(
            lambda: [p for p in self._points if p.name == name and predicate(p)],
            1,
            timeout,
            f"data points of {name}",
            lambda: (
                [p.describe() for p in self._points if p.name == name]
                or sorted({p.name for p in self._points})
            ),
        )

    def wait_for_logs(
        self,
        predicate: Callable[[LogRecord], bool] = lambda record: True,
        timeout: float = WAIT,
        count: int = 1,
    ) -> list[LogRecord]:
        """The log records matching `predicate`, once at least `count` of them have arrived."""
        return self._wait(
            lambda: [r for r in self._records if predicate(r)],
            count,
            timeout,
            "log records",
            lambda: [r.describe() for r in self._records],
        )

    def _wait(
        self,
        matching: Callable[[], list[Any]],
        count: int,
        timeout: float,
        what: str,
        received: Callable[[], list[Any]],
    ) -> list[Any]:
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                found = matching()
                if len(found) >= count:
                    return found
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(
                        f"OTLP receiver at {self.endpoint}: {len(found)} of {count} matching "
                        f"{what} within {timeout} s; received: {received()}; "
                        f"requests: {len(self._requests)}; refused: {self._problems}"
                    )
                self._changed.wait(remaining)
