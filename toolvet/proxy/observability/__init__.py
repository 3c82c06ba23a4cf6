"""What the proxy tells operators: Prometheus metrics, the audit log, the config served, the
rate-limit store."""

from toolvet.proxy.observability._audit import AuditLog
from toolvet.proxy.observability._metrics import CONTENT_TYPE, UNKNOWN_TOOL, Metrics
from toolvet.proxy.observability._reloads import RESULTS, ReloadStatus, store_health

__all__ = [
    "CONTENT_TYPE",
    "RESULTS",
    "UNKNOWN_TOOL",
    "AuditLog",
    "Metrics",
    "ReloadStatus",
    "store_health",
]
