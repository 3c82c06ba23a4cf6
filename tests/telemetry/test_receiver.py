"""The OTLP receiver against the OpenTelemetry SDK's own exporters, and against bad requests."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from bisect import bisect_left
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2
from opentelemetry.proto.common.v1 import common_pb2
from opentelemetry.proto.trace.v1 import trace_pb2

from tests.peers.support import stop_process
from tests.telemetry.receiver import PROTOBUF, OtlpReceiver, Span

# A process that sets the SDK up from its environment alone (no argument to any exporter or
# reader), emits two spans, metrics and a log record, prints its ids, and exports nothing by
# hand: what arrives before it reads EOF on stdin was sent on the schedule the environment set.
EMITTER = r"""
import json, logging, sys
from opentelemetry.exporter.otlp.proto.http._log_exporter import OTLPLogExporter
from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk._logs import LoggerProvider, LoggingHandler
from opentelemetry.sdk._logs.export import BatchLogRecordProcessor
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.trace import SpanKind, Status, StatusCode

resource = Resource.create()
tracers = TracerProvider(resource=resource)
tracers.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
meters = MeterProvider(
    resource=resource, metric_readers=[PeriodicExportingMetricReader(OTLPMetricExporter())]
)
loggers = LoggerProvider(resource=resource)
loggers.add_log_record_processor(BatchLogRecordProcessor(OTLPLogExporter()))
log = logging.getLogger("emitter")
log.addHandler(LoggingHandler(logger_provider=loggers))
log.setLevel(logging.INFO)
log.propagate = False

tracer = tracers.get_tracer("receiver-test", "1.2.3")
meter = meters.get_meter("receiver-test")
duration = meter.create_histogram("test.operation.duration", unit="s", description="How long")
calls = meter.create_counter("test.calls")
with tracer.start_as_current_span(
    "tools/call echo",
    kind=SpanKind.SERVER,
    attributes={
        "mcp.method.name": "tools/call",
        "jsonrpc.request.id": "7",
        "retries": 3,
        "ratio": 0.25,
        "cached": True,
        "tags": ["a", "b"],
    },
) as server:
    with tracer.start_as_current_span("tools/call echo", kind=SpanKind.CLIENT) as client:
        client.add_event("retry", {"attempt": 2})
        client.set_status(Status(StatusCode.ERROR, "upstream timed out"))
        log.warning("forwarding %s", "echo", extra={"tool": "echo"})
    server.set_status(Status(StatusCode.OK))
log.info("outside any span")
for seconds in json.loads(sys.argv[1]):
    duration.record(seconds, {"tool": "echo"})
calls.add(2, {"outcome": "ok"})
calls.add(1, {"outcome": "rejected"})
ids = lambda span: {
    "trace_id": format(span.get_span_context().trace_id, "032x"),
    "span_id": format(span.get_span_context().span_id, "016x"),
}
print(json.dumps({"server": ids(server), "client": ids(client)}), flush=True)
sys.stdin.read()
tracers.shutdown()
meters.shutdown()
loggers.shutdown()
"""
DURATIONS = [0.0, 3.0, 7.0, 120.0, 20000.0]


@pytest.fixture
def otlp() -> Iterator[OtlpReceiver]:
    with OtlpReceiver() as receiver:
        yield receiver


class Emitter:
    """EMITTER running with `env`; `ids` are the ids it printed."""

    def __init__(self, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", EMITTER, json.dumps(DURATIONS)],
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            self.process.wait(30)
            assert self.process.stderr is not None
            raise AssertionError(f"the emitter failed:\n{self.process.stderr.read()}")
        self.ids: dict[str, dict[str, str]] = json.loads(line)

    def __enter__(self) -> Emitter:
        return self

    def __exit__(self, *exc: object) -> None:
        stop_process(self.process)

    def finish(self) -> str:
        """Let it shut its providers down; its stderr (the SDK logs export failures there)."""
        _, stderr = self.process.communicate("", timeout=60)
        assert self.process.returncode == 0, stderr
        return stderr


def emitter_environment(otlp: OtlpReceiver, **options: Any) -> dict[str, str]:
    inherited = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    return {**inherited, **otlp.environment("receiver-test", **options)}


@pytest.mark.parametrize("compression", ["none", "gzip"])
def test_spans_metrics_and_logs_of_the_sdk_arrive_as_sent(otlp: OtlpReceiver, compression: str):
    with Emitter(emitter_environment(otlp, compression=compression)) as emitter:
        client = check_spans(otlp, emitter.ids)  # before the emitter shuts down: sent on schedule
        check_metrics(otlp)
        check_logs(otlp, client)
        assert "Failed to export" not in emitter.finish()
    requests = otlp.requests()
    assert {r.path for r in requests} == {"/v1/traces", "/v1/metrics", "/v1/logs"}
    assert {(r.content_type, r.status) for r in requests} == {(PROTOBUF, 200)}
    assert {r.content_encoding for r in requests} == {"" if compression == "none" else "gzip"}
    assert all("OTel" in r.user_agent for r in requests)
    assert otlp.problems == []


def check_spans(otlp: OtlpReceiver, ids: dict[str, dict[str, str]]) -> Span:
    """The emitter's two spans, decoded faithfully; the client span."""
    server_ids, client_ids = ids["server"], ids["client"]
    server, client = (
        otlp.wait_for_span(lambda s, ids=ids: s.span_id == ids["span_id"])
        for ids in (server_ids, client_ids)
    )
    assert (server.trace_id, client.trace_id) == (server_ids["trace_id"], server_ids["trace_id"])
    assert server.parent_span_id is None
    assert client.parent_span_id == server.span_id
    assert (server.kind, client.kind) == ("SERVER", "CLIENT")
    assert server.name == client.name == "tools/call echo"
    assert server.attributes == {
        "mcp.method.name": "tools/call",
        "jsonrpc.request.id": "7",
        "retries": 3,
        "ratio": 0.25,
        "cached": True,
        "tags": ["a", "b"],
    }
    assert (server.status_code, server.status_message) == ("OK", "")
    assert (client.status_code, client.status_message) == ("ERROR", "upstream timed out")
    assert [(e.name, e.attributes) for e in client.events] == [("retry", {"attempt": 2})]
    assert client.event("retry").time_unix_nano >= client.start_time_unix_nano
    assert server.start_time_unix_nano <= client.start_time_unix_nano
    assert client.end_time_unix_nano <= server.end_time_unix_nano
    assert server.resource["service.name"] == "receiver-test"
    assert server.resource["telemetry.sdk.language"] == "python"
    assert (server.scope, server.scope_version) == ("receiver-test", "1.2.3")
    assert otlp.trace(server.trace_id) == [server, client]
    assert otlp.children_of(server) == [client]
    assert otlp.children_of(client) == []
    assert otlp.parent_of(client) == server
    return client


def check_metrics(otlp: OtlpReceiver) -> None:
    """The histogram and the counter, as exported on the interval the environment set."""
    [*_, duration] = otlp.wait_for_metric("test.operation.duration", lambda p: p.count == 5)
    assert (duration.kind, duration.unit, duration.description) == ("histogram", "s", "How long")
    assert duration.attributes == {"tool": "echo"}
    assert duration.sum == pytest.approx(sum(DURATIONS))
    assert (duration.min, duration.max) == (0.0, 20000.0)
    assert duration.temporality == "CUMULATIVE"
    expected = [0] * (len(duration.explicit_bounds) + 1)
    for seconds in DURATIONS:
        expected[bisect_left(duration.explicit_bounds, seconds)] += 1
    assert list(duration.bucket_counts) == expected
    assert duration.explicit_bounds[:3] == (0.0, 5.0, 10.0)  # the SDK's default boundaries
    [*_, ok] = otlp.wait_for_metric("test.calls", lambda p: p.attributes == {"outcome": "ok"})
    [*_, rejected] = otlp.wait_for_metric("test.calls", lambda p: p.attributes["outcome"] != "ok")
    assert (ok.kind, ok.value, ok.monotonic, ok.temporality) == ("sum", 2, True, "CUMULATIVE")
    assert (rejected.value, rejected.attributes) == (1, {"outcome": "rejected"})
    assert ok.resource["service.name"] == "receiver-test"
    assert otlp.metric_names() >= {"test.operation.duration", "test.calls"}


def check_logs(otlp: OtlpReceiver, client: Span) -> None:
    """One record in the client span, one outside any span."""
    [inside] = otlp.wait_for_logs(lambda r: r.body == "forwarding echo")
    assert (inside.trace_id, inside.span_id) == (client.trace_id, client.span_id)
    assert inside.attributes["tool"] == "echo"
    assert (inside.severity_text, inside.severity_number) == ("WARN", 13)
    assert inside.scope == "emitter"
    [outside] = otlp.wait_for_logs(lambda r: r.body == "outside any span")
    assert (outside.trace_id, outside.span_id) == (None, None)


def a_span(**fields: Any) -> trace_pb2.Span:
    return trace_pb2.Span(
        trace_id=bytes.fromhex("0af7651916cd43dd8448eb211c80319c"),
        span_id=bytes.fromhex("b7ad6b7169203331"),
        name="direct",
        kind=trace_pb2.Span.SPAN_KIND_INTERNAL,
        **fields,
    )


def export_body(*spans: trace_pb2.Span) -> bytes:
    request = trace_service_pb2.ExportTraceServiceRequest()
    scope_spans = request.resource_spans.add().scope_spans.add()
    scope_spans.scope.name = "direct"
    scope_spans.spans.extend(spans)
    return request.SerializeToString()


def any_value(value: Any) -> common_pb2.AnyValue:
    if isinstance(value, bool):
        return common_pb2.AnyValue(bool_value=value)
    if isinstance(value, int):
        return common_pb2.AnyValue(int_value=value)
    if isinstance(value, float):
        return common_pb2.AnyValue(double_value=value)
    if isinstance(value, bytes):
        return common_pb2.AnyValue(bytes_value=value)
    if isinstance(value, list):
        return common_pb2.AnyValue(
            array_value=common_pb2.ArrayValue(values=[any_value(v) for v in value])
        )
    if isinstance(value, dict):
        return common_pb2.AnyValue(
            kvlist_value=common_pb2.KeyValueList(
                values=[common_pb2.KeyValue(key=k, value=any_value(v)) for k, v in value.items()]
            )
        )
    return common_pb2.AnyValue(string_value=value)


def test_every_kind_of_value_a_chunked_body_and_the_empty_response(otlp: OtlpReceiver):
    attributes = {
        "text": "é",
        "flag": False,
        "number": -3,
        "real": 1.5,
        "raw": b"\x00\x01",
        "mixed": [1, "two", [3.0]],
        "nested": {"a": {"b": [True]}},
    }
    span = a_span(
        attributes=[common_pb2.KeyValue(key=k, value=any_value(v)) for k, v in attributes.items()]
    )
    body = export_body(span)
    response = httpx.post(
        f"{otlp.endpoint}/v1/traces",
        content=iter([body[:7], body[7:]]),  # no Content-Length: chunked
        headers={"Content-Type": PROTOBUF},
    )
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == PROTOBUF
    reply = trace_service_pb2.ExportTraceServiceResponse.FromString(response.content)
    assert not reply.HasField("partial_success")
    [received] = otlp.wait_for_spans()
    assert received.attributes == attributes
    assert (received.kind, received.status_code, received.parent_span_id) == (
        "INTERNAL",
        "UNSET",
        None,
    )
    assert received.traceparent == "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
    otlp.clear()
    assert otlp.spans() == otlp.requests() == []


def test_what_is_not_otlp_is_refused_and_shown_when_a_wait_fails(otlp: OtlpReceiver):
    body = export_body(a_span())
    for path, content_type, status in (
        ("/v1/spans", PROTOBUF, 404),
        ("/v1/traces", "application/json", 415),
    ):
        response = httpx.post(
            f"{otlp.endpoint}{path}", content=body, headers={"Content-Type": content_type}
        )
        assert response.status_code == status, path
    garbage = httpx.post(
        f"{otlp.endpoint}/v1/metrics", content=b"\xff\xff\xff", headers={"Content-Type": PROTOBUF}
    )
    assert garbage.status_code == 400
    brotli = httpx.post(
        f"{otlp.endpoint}/v1/traces",
        content=gzip.compress(body),
        headers={"Content-Type": PROTOBUF, "Content-Encoding": "br"},
    )
    assert brotli.status_code == 400
    assert "Content-Encoding 'br'" in brotli.text
    assert len(otlp.problems) == 4
    with pytest.raises(
        AssertionError, match=r"0 of 1 matching spans.*Content-Type 'application/json'"
    ):
        otlp.wait_for_spans(timeout=0)
    zipped = httpx.post(
        f"{otlp.endpoint}/v1/traces",
        content=gzip.compress(body),
        headers={"Content-Type": PROTOBUF, "Content-Encoding": "gzip"},
    )
    assert zipped.status_code == 200
    assert [s.name for s in otlp.wait_for_spans()] == ["direct"]
    with pytest.raises(AssertionError, match=r"1 of 2 matching spans"):
        otlp.wait_for_spans(count=2, timeout=0)
    with pytest.raises(AssertionError, match=r"data points of nothing"):
        otlp.wait_for_metric("nothing", timeout=0)


def test_the_endpoint_is_gone_once_stopped():
    with OtlpReceiver() as otlp:
        endpoint = otlp.endpoint
        assert httpx.post(f"{endpoint}/v1/logs", content=b"", headers={"Content-Type": PROTOBUF})
    with pytest.raises(httpx.ConnectError):
        httpx.post(f"{endpoint}/v1/logs", content=b"", headers={"Content-Type": PROTOBUF})
    with pytest.raises(RuntimeError, match="not running"):
        _ = otlp.endpoint
