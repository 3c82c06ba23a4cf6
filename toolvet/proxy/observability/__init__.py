"""What the proxy tells operators: Prometheus metrics and the audit log."""

from toolvet.proxy.observability._audit import AuditLog
from toolvet.proxy.observability._metrics import CONTENT_TYPE, UNKNOWN_TOOL, Metrics

__all__ = [
    "CONTENT_TYPE",
    "UNKNOWN_TOOL",
    "AuditLog",
    "Metrics",
]
