"""The proxy's tool gate and content guard: the pipeline's (drift from the lock, constraints that
cannot apply, what the content guard finds), each finding counted and audited."""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolvet.config import Config
from toolvet.lock import Drift
from toolvet.pipeline import ContentEvent, finding_dict
from toolvet.pipeline import ToolGate as _PipelineGate

if TYPE_CHECKING:
    from toolvet.proxy.observability import AuditLog, Metrics


class Findings:
    """Counts each drift and content finding, and audits them and each constraint problem."""

    def __init__(self, metrics: Metrics, audit: AuditLog | None) -> None:
        self.metrics = metrics
        self.audit = audit

    def drifted(self, drift: Drift, action: str) -> None:
        self.metrics.drifted(drift.server, drift.tool, drift.change)
        if self.audit is not None:
            self.audit.write(
                "drift",
                server=drift.server,
                tool=drift.tool,
                change=drift.change,
                fields=list(drift.fields),
                action=action,
            )

    def constraint_error(self, server: str, problem: str) -> None:
        if self.audit is not None:
            self.audit.write("constraint_error", server=server, error=problem)

    def found(self, event: ContentEvent) -> None:
        """What the content guard found (the findings' excerpts never hold a secret)."""
        self.metrics.content_found(event.surface, (f.rule for f in event.findings), event.action)
        if self.audit is not None:
            self.audit.write(
                "content",
                surface=event.surface,
                server=event.server,
                tool=event.tool,
                action=event.action,
                findings=[finding_dict(f) for f in event.findings],
            )


class ToolGate(_PipelineGate):
    """The pipeline's gate, reporting to the proxy's metrics and audit log."""

    def __init__(
        self, config: Config, metrics: Metrics, audit: AuditLog | None, *, use_lock: bool = True
    ) -> None:
        super().__init__(config, Findings(metrics, audit), use_lock=use_lock)
        self.metrics = metrics
        self.audit = audit
