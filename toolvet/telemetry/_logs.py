"""Log correlation: each log record made while a span is active carries its trace and span ids."""

from __future__ import annotations

import logging

from toolvet.telemetry._tracing import Tracing


class TraceContextFilter(logging.Filter):
    """Adds `trace_id` and `span_id` to a record made inside a span (the JSON log format writes
    them; a record outside any span is left as it is)."""

    def __init__(self, tracing: Tracing) -> None:
        super().__init__()
        self._tracing = tracing

    def filter(self, record: logging.LogRecord) -> bool:
        ids = self._tracing.current_ids()
        if ids is not None:
            record.trace_id, record.span_id = ids
        return True
