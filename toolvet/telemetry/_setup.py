"""Starting OpenTelemetry the ecosystem's way: the SDK and OTLP exporters configured by the
standard OTEL_* variables, on when they name an exporter (or proxy.telemetry.enabled says so);
stopping it without waiting on a collector that is not there."""

from __future__ import annotations

import logging
import os
import sys
import threading
from collections.abc import Mapping
from dataclasses import dataclass
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


# How long the proxy's end waits for the last spans and metrics to go out. A collector takes
# milliseconds; an absent one would hold Ctrl-C through the exporters' retries (10 s or more).
SHUTDOWN_GRACE = 0.8
_OTLP_ENDPOINT = {"http/protobuf": "http://localhost:4318", "grpc": "http://localhost:4317"}


@dataclass(frozen=True, slots=True)
class Export:
    """Where one signal goes: an exporter (otlp, console or none) and, for OTLP, the protocol
    and endpoint; `why` it is not exported when toolvet chose so."""

    exporter: str
    protocol: str = ""
    endpoint: str = ""
    why: str = ""

    def describe(self) -> str:
        if self.exporter == "otlp":
            return f"to OTLP {self.protocol} at {self.endpoint}"
        if self.exporter == "console":
            return "to the console (stderr)"
        return "not exported" + (f" ({self.why})" if self.why else "")


def telemetry_plan(env: Mapping[str, str]) -> tuple[Export, Export]:
    """Where traces and metrics go, as the OTEL_* variables say.

    OTEL_TRACES_EXPORTER and OTEL_METRICS_EXPORTER name the exporter (otlp by default). Left
    unset, OTEL_METRICS_EXPORTER follows that default only where a collector is meant to be:
    an OTLP endpoint is set, or the traces go over OTLP. Traces sent to the console with no
    endpoint say there is none, so metrics are not sent to one (they are on /metrics anyway).
    """
    traces = _export(env, "traces", _exporter_named(env, "traces"))
    metrics_named = env.get("OTEL_METRICS_EXPORTER", "").strip().lower()
    endpoint_set = any(
        env.get(name)
        for name in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT")
    )
    if metrics_named or endpoint_set or traces.exporter == "otlp":
        metrics = _export(env, "metrics", _exporter_named(env, "metrics"))
    else:
        why = (
            "OTEL_METRICS_EXPORTER and the OTLP endpoints are unset: no collector is there to"
            " take them; set OTEL_METRICS_EXPORTER=console or otlp, or read /metrics over HTTP"
        )
        metrics = Export("none", why=why)
    return traces, metrics


def _exporter_named(env: Mapping[str, str], signal: str) -> str:
    kind = env.get(f"OTEL_{signal.upper()}_EXPORTER", "").strip().lower() or "otlp"
    if kind not in ("otlp", "console", "none"):
        log.warning("OTEL_%s_EXPORTER=%s is not supported; using otlp", signal.upper(), kind)
        return "otlp"
    return kind


def _export(env: Mapping[str, str], signal: str, exporter: str) -> Export:
    """The exporter's protocol (OTEL_EXPORTER_OTLP_{SIGNAL}_PROTOCOL or
    OTEL_EXPORTER_OTLP_PROTOCOL) and endpoint, as the OTLP exporters read them."""
    if exporter != "otlp":
        return Export(exporter)
    name = signal.upper()
    protocol = (
        env.get(f"OTEL_EXPORTER_OTLP_{name}_PROTOCOL")
        or env.get("OTEL_EXPORTER_OTLP_PROTOCOL")
        or "http/protobuf"
    ).strip()
    if protocol not in _OTLP_ENDPOINT:
        log.warning(
            "OTEL_EXPORTER_OTLP_PROTOCOL=%s is not supported; using http/protobuf", protocol
        )
        protocol = "http/protobuf"
    endpoint = env.get(f"OTEL_EXPORTER_OTLP_{name}_ENDPOINT")
    if not endpoint:
        endpoint = env.get("OTEL_EXPORTER_OTLP_ENDPOINT") or _OTLP_ENDPOINT[protocol]
        if protocol == "http/protobuf":  # the signal's path, as the HTTP exporters add it
            endpoint = f"{endpoint.rstrip('/')}/v1/{signal}"
    return Export("otlp", protocol, endpoint)


def start_telemetry(
    enabled: bool | str = "auto",
    *,
    record_arguments: bool = False,
    validation_spans: bool = False,
    version: str = "",
    environ: Mapping[str, str] | None = None,
) -> Tracing | None:
    """Tracing and metrics exported as the OTEL_* variables say (see `telemetry_plan`); None
    when off (the default without them), when OTEL_SDK_DISABLED is true, or without the `otel`
    extra (then logged). Where each signal goes is logged once."""
    env = os.environ if environ is None else environ
    if enabled is False or env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return None
    if enabled == "auto" and not any(env.get(name) for name in _ASKING):
        return None
    traces, metrics = telemetry_plan(env)
    try:
        tracer_provider, meter_provider = _providers(traces, metrics, version)
    except ImportError:
        log.warning(EXTRA_MISSING)
        return None
    log.info("telemetry: traces %s; metrics %s", traces.describe(), metrics.describe())
    return Tracing(
        tracer_provider.get_tracer("toolvet", version),
        meter_provider.get_meter("toolvet", version),
        record_arguments=record_arguments,
        validation_spans=validation_spans,
        shutdown=lambda: _shutdown(tracer_provider, meter_provider),
    )


def _providers(traces: Export, metrics: Export, version: str) -> tuple[Any, Any]:
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
    # Stopped by _shutdown, within SHUTDOWN_GRACE: not again, unbounded, at the interpreter's exit.
    tracer_provider = TracerProvider(resource=resource, shutdown_on_exit=False)
    span_exporter = _exporter(traces, "traces")
    if span_exporter is not None:
        tracer_provider.add_span_processor(BatchSpanProcessor(span_exporter))
    metric_exporter = _exporter(metrics, "metrics")
    readers = [PeriodicExportingMetricReader(metric_exporter)] if metric_exporter else []
    meter_provider = MeterProvider(
        resource=resource, metric_readers=readers, shutdown_on_exit=False
    )
    return tracer_provider, meter_provider


def _exporter(export: Export, signal: str) -> Any:
    """The exporter for one signal, writing to stderr for the console (stdout carries the
    protocol in stdio mode)."""
    if export.exporter == "none":
        return None
    if export.exporter == "console":
        if signal == "traces":
            from opentelemetry.sdk.trace.export import ConsoleSpanExporter

            # An IO is declared; write and flush are all an exporter calls (see _Stderr).
            return ConsoleSpanExporter(out=_Stderr())  # type: ignore[arg-type]
        from opentelemetry.sdk.metrics.export import ConsoleMetricExporter

        return ConsoleMetricExporter(out=_Stderr())  # type: ignore[arg-type]
    if export.protocol == "grpc":
        if signal == "traces":
            from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import (
                OTLPSpanExporter as GrpcSpanExporter,
            )

            return GrpcSpanExporter(endpoint=export.endpoint)
        from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import (
            OTLPMetricExporter as GrpcMetricExporter,
        )

        return GrpcMetricExporter(endpoint=export.endpoint)
    if signal == "traces":
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        return OTLPSpanExporter(endpoint=export.endpoint)
    from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter

    return OTLPMetricExporter(endpoint=export.endpoint)


class _Stderr:
    """The console exporters write here: stdout carries the protocol in stdio mode."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def _shutdown(tracer_provider: Any, meter_provider: Any) -> None:
    """Export what is left, then stop (at the proxy's end); waits at most SHUTDOWN_GRACE,
    then leaves the exporters to their retries (on a daemon thread, which the exit ends)."""

    def stop() -> None:
        for provider in (tracer_provider, meter_provider):
            try:
                provider.shutdown()
            except Exception as exc:  # an exporter that cannot reach its collector
                log.warning("stopping OpenTelemetry: %s", exc)

    stopping = threading.Thread(target=stop, name="toolvet-telemetry-shutdown", daemon=True)
    stopping.start()
    stopping.join(SHUTDOWN_GRACE)
    if stopping.is_alive():
        log.warning(
            "telemetry: the last spans and metrics were not exported within %.1f s (is the"
            " collector up?); stopping without them",
            SHUTDOWN_GRACE,
        )
