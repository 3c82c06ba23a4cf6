"""When toolvet's telemetry is on: as the OTEL_* variables and proxy.telemetry.enabled say."""

from __future__ import annotations

import pytest

from toolvet.telemetry import Tracing, start_telemetry

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
