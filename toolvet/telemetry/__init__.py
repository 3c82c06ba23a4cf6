"""OpenTelemetry traces and metrics of what toolvet does (the `otel` extra), configured by the
standard OTEL_* variables; without the extra, or without those variables, toolvet runs as
before and none of this is called.

    tracing = start_telemetry()  # None unless OTEL_EXPORTER_OTLP_ENDPOINT (or the like) is set
    if tracing is not None:
        operation = tracing.server_span("tools/call", 1, params, session_id=None,
                                        protocol_version="2025-11-25", transport="stdio")
        tracing.answered(operation, {"jsonrpc": "2.0", "id": 1, "result": {...}})

This package imports neither `mcp` nor `langchain`, and OpenTelemetry only when it is started.
"""

from toolvet.telemetry._application import add_content, add_verdict, application_span
from toolvet.telemetry._logs import TraceContextFilter
from toolvet.telemetry._setup import EXTRA_MISSING, start_telemetry
from toolvet.telemetry._tracing import (
    CONTENT_EVENT,
    CONTEXT_KEYS,
    REFUSING_VERDICTS,
    Operation,
    Tracing,
    content_attributes,
    verdict_attributes,
)

__all__ = [
    "CONTENT_EVENT",
    "CONTEXT_KEYS",
    "EXTRA_MISSING",
    "REFUSING_VERDICTS",
    "Operation",
    "TraceContextFilter",
    "Tracing",
    "add_content",
    "add_verdict",
    "application_span",
    "content_attributes",
    "start_telemetry",
    "verdict_attributes",
]
