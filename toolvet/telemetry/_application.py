"""Spans in the application's own trace, for code that runs inside it (the middleware, in an
agent): through the OpenTelemetry API and whatever provider the application set up; nothing
without the API."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

try:
    from opentelemetry import trace as _trace
except ImportError:  # the API is not installed: no spans
    _trace = None  # type: ignore[assignment]

from toolvet.telemetry._tracing import (
    CONTENT_EVENT,
    REFUSING_VERDICTS,
    content_attributes,
    verdict_attributes,
)

if TYPE_CHECKING:
    from toolvet.content import Finding


@contextmanager
def application_span(name: str, **attributes: Any) -> Iterator[Any]:
    """An INTERNAL span of the application's tracer around the block (None without the API)."""
    if _trace is None:
        yield None
        return
    tracer = _trace.get_tracer("toolvet.middleware")
    with tracer.start_as_current_span(
        name, kind=_trace.SpanKind.INTERNAL, attributes=attributes
    ) as span:
        yield span


def add_verdict(
    span: Any,
    verdict: str,
    *,
    tool: str,
    server: str | None = None,
    issues: Iterable[str] = (),
    repairs: Iterable[str] = (),
    call_id: str | None = None,
) -> None:
    """One call's verdict as an event of `span`, with the attributes the proxy's spans carry; a
    refusal makes the span an error (`error.type` the verdict)."""
    if span is None or not span.is_recording():
        return
    attributes = verdict_attributes(verdict, server or "", tool, issues=issues, repairs=repairs)
    if call_id is not None:
        attributes["gen_ai.tool.call.id"] = call_id
    span.add_event("toolvet.verdict", attributes)
    if verdict in REFUSING_VERDICTS:
        span.set_attribute("error.type", verdict)
        span.set_status(_trace.Status(_trace.StatusCode.ERROR, verdict))


def add_content(surface: str, action: str, findings: Iterable[Finding]) -> None:
    """What the content guard found in a call, as an event of the application's current span
    (the agent's, around the tool call), with the attributes the proxy's spans carry."""
    if _trace is None:
        return
    span = _trace.get_current_span()
    if span.is_recording():
        span.add_event(CONTENT_EVENT, content_attributes(surface, action, findings))
