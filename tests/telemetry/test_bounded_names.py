"""Names a client makes up (a tool, a prompt, a method) are not metric series of their own, and a
span carries at most a bounded piece of one: toolvet's Tracing on the OpenTelemetry SDK, in
process, with its in-memory span exporter and metric reader."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from toolvet.telemetry import Tracing

UNKNOWN_PARAMS = -32602
METHOD_NOT_FOUND = -32601


class Recorded:
    def __init__(self) -> None:
        self.spans = InMemorySpanExporter()
        tracer_provider = TracerProvider()
        tracer_provider.add_span_processor(SimpleSpanProcessor(self.spans))
        self.metrics = InMemoryMetricReader()
        meter_provider = MeterProvider(metric_readers=[self.metrics])
        self.tracing = Tracing(tracer_provider.get_tracer("toolvet"), meter_provider.get_meter("t"))

    def request(self, method: str, params: dict[str, Any], code: int) -> None:
        """A request toolvet answers with the error `code`, as its session and handlers do."""
        operation = self.tracing.server_span(
            method, 1, params, session_id=None, protocol_version=None, transport="http"
        )
        if method == "tools/call":
            self.tracing.verdict(operation, "unknown_tool", server="", tool=params["name"])
        elif method == "prompts/get":
            self.tracing.unrecognized(operation, "gen_ai.prompt.name")
        else:
            self.tracing.unrecognized(operation, "mcp.method.name")
        self.tracing.answered(operation, {"id": 1, "error": {"code": code, "message": "no"}})

    def duration_points(self) -> list[dict[str, Any]]:
        data = self.metrics.get_metrics_data()
        return [
            dict(point.attributes)
            for resource in data.resource_metrics
            for scope in resource.scope_metrics
            for metric in scope.metrics
            if metric.name == "mcp.server.operation.duration"
            for point in metric.data.data_points
        ]


@pytest.fixture
def recorded() -> Iterator[Recorded]:
    yield Recorded()


def test_made_up_names_are_one_series_and_bounded_on_spans(recorded: Recorded) -> None:
    for letter in "abc":
        name = letter * 100_000
        recorded.request("tools/call", {"name": name}, UNKNOWN_PARAMS)
        recorded.request("prompts/get", {"name": name}, UNKNOWN_PARAMS)
        recorded.request(f"made/up/{name}", {}, METHOD_NOT_FOUND)
    points = recorded.duration_points()
    assert sorted(
        (p["mcp.method.name"], p.get("gen_ai.tool.name"), p.get("gen_ai.prompt.name"))
        for p in points
    ) == [
        ("_OTHER", None, None),
        ("prompts/get", None, "_OTHER"),
        ("tools/call", "_OTHER", None),
    ]
    spans = recorded.spans.get_finished_spans()
    assert sorted({span.name for span in spans}) == ["_OTHER", "prompts/get", "tools/call"]
    for span in spans:
        for value in span.attributes.values():
            assert not isinstance(value, str) or len(value) <= 201, span.name
