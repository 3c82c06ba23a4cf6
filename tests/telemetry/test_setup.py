"""When toolvet's telemetry is on: as the OTEL_* variables and proxy.telemetry.enabled say."""

from __future__ import annotations

import logging

import pytest

from toolvet.telemetry import Tracing, start_telemetry
from toolvet.telemetry._setup import telemetry_plan

ENDPOINT = {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9"}


def started(enabled: bool | str = "auto", **environ: str) -> Tracing | None:
    tracing = start_telemetry(enabled, environ=environ)
    if tracing is not None:
        tracing.shutdown()
    return tracing


def test_without_otel_variables_it_stays_off() -> None:
    assert started() is None
    assert started(OTEL_SERVICE_NAME="toolvet") is None  # naming a service is not asking


@pytest.mark.parametrize(
    "asking",
    [
        ENDPOINT,
        {"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:9/v1/traces"},
        {"OTEL_TRACES_EXPORTER": "console"},
        {**ENDPOINT, "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"},
    ],
)
def test_a_variable_naming_an_exporter_turns_it_on(asking: dict[str, str]) -> None:
    assert isinstance(started(**asking), Tracing)


def test_the_sdk_switch_and_the_config_turn_it_off_whatever_else_is_set() -> None:
    assert started(**ENDPOINT, OTEL_SDK_DISABLED="true") is None
    assert started(False, **ENDPOINT) is None


def test_the_config_turns_it_on_without_variables() -> None:
    assert isinstance(
        started(True, OTEL_TRACES_EXPORTER="none", OTEL_METRICS_EXPORTER="none"), Tracing
    )


def test_console_traces_send_no_metrics_to_a_collector_that_is_not_there(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger="toolvet.telemetry")
    traces, metrics = telemetry_plan({"OTEL_TRACES_EXPORTER": "console"})
    assert (traces.exporter, metrics.exporter) == ("console", "none")
    assert isinstance(started(OTEL_TRACES_EXPORTER="console"), Tracing)
    (said,) = [r.getMessage() for r in caplog.records if r.name == "toolvet.telemetry"]
    assert said.startswith(
        "telemetry: traces to the console (stderr); metrics not exported"
        " (OTEL_METRICS_EXPORTER and the OTLP endpoints are unset"
    )


@pytest.mark.parametrize(
    ("environ", "metrics"),
    [
        ({"OTEL_TRACES_EXPORTER": "console", "OTEL_METRICS_EXPORTER": "console"}, ("console", "")),
        (
            {"OTEL_TRACES_EXPORTER": "console", **ENDPOINT},
            ("otlp", "http://127.0.0.1:9/v1/metrics"),
        ),
        ({"OTEL_TRACES_EXPORTER": "none", **ENDPOINT}, ("otlp", "http://127.0.0.1:9/v1/metrics")),
        ({"OTEL_METRICS_EXPORTER": "none", **ENDPOINT}, ("none", "")),
        # OTLP traces mean a collector (by default at localhost): metrics go there too.
        ({"OTEL_TRACES_EXPORTER": "otlp"}, ("otlp", "http://localhost:4318/v1/metrics")),
        (
            {
                "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT": "http://c:4317",
                "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc",
            },
            ("otlp", "http://c:4317"),
        ),
    ],
)
def test_metrics_follow_the_otel_variables(environ: dict[str, str], metrics: tuple) -> None:
    _, export = telemetry_plan(environ)
    assert (export.exporter, export.endpoint) == metrics


def test_the_end_does_not_wait_on_a_collector_that_is_not_there(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A span to export, and nothing listening where it goes: the exporter would retry for
    seconds; the proxy's end says so and stops without it."""
    tracing = start_telemetry(environ={**ENDPOINT, "OTEL_METRICS_EXPORTER": "none"})
    assert tracing is not None
    operation = tracing.server_span(
        "tools/call", 1, {"name": "x"}, session_id=None, protocol_version=None, transport="stdio"
    )
    tracing.answered(operation, {"jsonrpc": "2.0", "id": 1, "result": {}})
    tracing.shutdown()
    assert any(
        r.getMessage().startswith("telemetry: the last spans and metrics were not exported")
        for r in caplog.records
    )
