"""Starting OpenTelemetry the ecosystem's way: the SDK and OTLP exporters configured by the
standard OTEL_* variables, on when they name an exporter (or proxy.telemetry.enabled says so)."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping
from typing import Any

from toolvet.telemetry._tracing import Tracing

log = logging.getLogger("toolvet.telemetry")

# Any of these set means the operator asked for telemetry (proxy.telemetry.enabled: "auto").
_ASKING = (
    "OTEL_EXPORTER_OTLP_ENDPOINT",
    "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
    "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT",
    "OTEL_TRACES_EXPORTER",
    "OTEL_METRICS_EXPORTER",
)
EXTRA_MISSING = (
    "OpenTelemetry is asked for, but the `otel` extra is not installed: pip install 'toolvet[otel]'"
)


def start_telemetry(
    enabled: bool | str = "auto",
    *,
    record_arguments: bool = False,
    validation_spans: bool = False,
    version: str = "",
    environ: Mapping[str, str] | None = None,
) -> Tracing | None:
    """Tracing and metrics exported as the OTEL_* variables say; None when off (the default
    without them), when OTEL_SDK_DISABLED is true, or without the `otel` extra (then logged)."""
    env = os.environ if environ is None else environ
    if enabled is False or env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return None
    if enabled == "auto" and not any(env.get(name) for name in _ASKING):
        return None
    try:
        providers = _providers(env, version)
    except ImportError:
        log.warning(EXTRA_MISSING)
        return None
    tracer_provider, meter_provider = providers
    return Tracing(
        tracer_provider.get_tracer("toolvet", version),
        meter_provider.get_meter("toolvet", version),
        record_arguments=record_arguments,
        validation_spans=validation_spans,
        shutdown=lambda: _shutdown(tracer_provider, meter_provider),
    )


def _providers(env: Mapping[str, str], version: str) -> tuple[Any, Any]:
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    # OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES first; toolvet's name where they give none.
    resource = Resource.create()
    defaults: dict[str, str] = {}
    if str(resource.attributes.get("service.name", "")).startswith("unknown_service"):
        defaults["service.name"] = "toolvet"
    if "service.version" not in resource.attributes and version:
        defaults["service.version"] = version
    resource = resource.merge(Resource(defaults))
    tracer_provider = TracerProvider(resource=resource)  # OTEL_TRACES_SAMPLER(_ARG) apply
    span_exporter = _exporter(env, "traces")
    if span_exporter is not None:
        tracer_provider.add_span_processor(BatchSpanProcessor(span_exporter))
    readers = []
    metric_exporter = _exporter(env, "metrics")
    if metric_exporter is not None:
        readers.append(PeriodicExportingMetricReader(metric_exporter))
    meter_provider = MeterProvider(resource=resource, metric_readers=readers)
    return tracer_provider, meter_provider


def _exporter(env: Mapping[str, str], signal: str) -> Any:
    """The exporter OTEL_{SIGNAL}_EXPORTER names (otlp by default, console, none), over the
    protocol OTEL_EXPORTER_OTLP_{SIGNAL}_PROTOCOL or OTEL_EXPORTER_OTLP_PROTOCOL names."""
    kind = env.get(f"OTEL_{signal.upper()}_EXPORTER", "otlp").strip().lower()
    if kind == "none":
        return None
    if kind == "console":
        if signal == "traces":
            from opentelemetry.sdk.trace.export import ConsoleSpanExporter

            return ConsoleSpanExporter(out=_Stderr())
        from opentelemetry.sdk.metrics.export import ConsoleMetricExporter

        return ConsoleMetricExporter(out=_Stderr())
    if kind != "otlp":
        log.warning("OTEL_%s_EXPORTER=%s is not supported; using otlp", signal.upper(), kind)
    protocol = (
        env.get(f"OTEL_EXPORTER_OTLP_{signal.upper()}_PROTOCOL")
        or env.get("OTEL_EXPORTER_OTLP_PROTOCOL")
        or "http/protobuf"
    ).strip()
    if protocol == "grpc":
        if signal == "traces":
            from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter

            return OTLPSpanExporter()
        from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter

        return OTLPMetricExporter()
    if protocol != "http/protobuf":
        log.warning(
            "OTEL_EXPORTER_OTLP_PROTOCOL=%s is not supported; using http/protobuf", protocol
        )
    if signal == "traces":
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        return OTLPSpanExporter()
    from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter

    return OTLPMetricExporter()


class _Stderr:
    """The console exporters write here: stdout carries the protocol in stdio mode."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def _shutdown(tracer_provider: Any, meter_provider: Any) -> None:
    """Export what is left, then stop (at the proxy's end)."""
    for provider in (tracer_provider, meter_provider):
        try:
            provider.shutdown()
        except Exception as exc:  # an exporter that cannot reach its collector
            log.warning("stopping OpenTelemetry: %s", exc)
