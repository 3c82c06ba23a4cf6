"""The proxy's recorder: each call's outcome to the metrics, its span and the audit log, in one
place (the pipeline's record step is its only caller)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mcp import types

from toolvet.pipeline import (
    ARGUMENTS_SEEN,
    RATE_LIMIT_META_KEY,
    Call,
    CallResult,
    ContentEvent,
    Outcome,
    recorded_arguments,
)
from toolvet.proxy.identity import Caller
from toolvet.proxy.observability import UNKNOWN_TOOL
from toolvet.proxy.sessions import DownstreamSession
from toolvet.telemetry import CONTENT_EVENT, content_attributes

if TYPE_CHECKING:
    from toolvet.proxy.observability import AuditLog, Metrics
    from toolvet.telemetry import Tracing


@dataclass(slots=True, eq=False)
class ProxyCall(Call):
    """A call that came to the proxy: the session it came on, its request id and params, and
    when it arrived."""

    session: DownstreamSession | None = None
    request_id: types.RequestId = 0
    params: dict[str, Any] | None = None
    started: float = 0.0


AUDIT_FIELDS: dict[Outcome, tuple[str, ...]] = {
    Outcome.REJECTED: ("issues",),
    Outcome.REPAIRED: ("repairs",),
    Outcome.BLOCKED: ("issues",),
    Outcome.LIMITED: ("issues",),
    Outcome.RATE_LIMITED: ("error", "retry_after"),
    Outcome.WITHHELD: ("error",),
    Outcome.DENIED: (),
    Outcome.UNKNOWN_TOOL: (),
    Outcome.UNAVAILABLE: ("error",),
    Outcome.FAILED: ("failure", "error"),
}
"""The outcomes the audit log has a line for (every refusal, change and failure: an accepted or
warned call has none), each with the fields it carries beside the call's own."""
_AUDITED = frozenset(AUDIT_FIELDS)


def endpoint_label(session: DownstreamSession) -> str:
    """The endpoint a session came to, as metrics name it: a path of `proxy.endpoints`, /mcp,
    or stdio (from the config: a bounded label)."""
    if session.view is not None:
        return session.view.path
    return "/mcp" if session.transport == "http" else "stdio"


class ProxyRecorder:
    """Counts, traces and audits what became of each call."""

    def __init__(self, metrics: Metrics, audit: AuditLog | None, tracing: Tracing | None) -> None:
        self.metrics = metrics
        self.audit = audit
        self.tracing = tracing

    def record(self, call: Call, result: CallResult) -> None:
        assert isinstance(call, ProxyCall)
        outcome = result.outcome
        self._count(call, result)
        if self.tracing is not None:
            self._trace(call, result)
        if self.audit is not None and outcome in _AUDITED:
            self._audit(call, result)

    def searched(
        self,
        session: DownstreamSession,
        caller: Caller | None,
        query: str | None,
        found: list[str],
    ) -> None:
        """A search_tools call (`query` None when its arguments were refused; `found`: the names
        it returned, best first): counted by endpoint, and audited with the query's length only."""
        outcome = "rejected" if query is None else "found" if found else "none"
        self.metrics.searched(endpoint_label(session), outcome, len(found))
        if self.audit is None:
            return
        fields: dict[str, Any] = caller.audit_fields() if caller is not None else {}
        if session.view is not None:
            fields["endpoint"] = session.view.path
        self.audit.write(
            "search",
            None,
            session=session.id,
            client=session.client_info.get("name"),
            outcome=outcome,
            query_chars=len(query or ""),
            results=len(found),
            tools=found,
            **fields,
        )

    def content_found(self, call: Call, event: ContentEvent) -> None:
        """What the content guard found in a call, as an event of the call's span (the result's
        too: the span ends when the answer is sent, after the guard saw it)."""
        assert isinstance(call, ProxyCall) and call.session is not None
        if self.tracing is None:
            return
        operation = call.session.operations.get(call.request_id)
        attributes = content_attributes(event.surface, event.action, event.findings)
        self.tracing.event(operation, CONTENT_EVENT, **attributes)

    def failed(self, call: Call, kind: str, message: str) -> None:
        assert isinstance(call, ProxyCall)
        self.metrics.failed(call.server, kind)
        if self.audit is not None:
            sent = call.context.get(ARGUMENTS_SEEN, call.arguments_to_send)
            self._write(call, Outcome.FAILED, sent, failure=kind, error=message)

    def _count(self, call: ProxyCall, result: CallResult) -> None:
        metrics, outcome = self.metrics, result.outcome
        assert call.session is not None
        metrics.endpoint_outcome(endpoint_label(call.session), outcome)
        if outcome is Outcome.UNKNOWN_TOOL:
            # The name is the client's: one label for all of them.
            metrics.outcome("", UNKNOWN_TOOL, outcome)
            return
        if outcome is Outcome.REJECTED:
            metrics.rejected(call.server, call.tool, (i.code for i in result.issues))
            return
        if outcome is Outcome.DENIED:
            metrics.denied(call.server)
        elif outcome is Outcome.REPAIRED:
            verdict = call.decision.verdict if call.decision is not None else None
            if verdict is not None:
                metrics.repaired(call.server, call.tool, (r.code for r in verdict.repairs))
        metrics.outcome(call.server, call.tool, outcome)

    def _trace(self, call: ProxyCall, result: CallResult) -> None:
        assert self.tracing is not None and call.session is not None
        operation = call.session.operations.get(call.request_id)
        if operation is None:
            return
        tool = call.tool if call.known else call.name
        decision = call.decision
        if decision is None or result.outcome in (Outcome.LIMITED, Outcome.FAILED):
            self.tracing.verdict(operation, result.outcome, server=call.server, tool=tool)
            return
        verdict, entry = decision.verdict, call.entry
        self.tracing.verdict(
            operation,
            result.outcome,
            server=call.server,
            tool=tool,
            schema_hash=entry.schema_hash if entry is not None else None,
            # A refusal's own issues (a secret in the arguments), else the validation's.
            issues=[i.code for i in result.issues or (verdict.issues if verdict else ())],
            repairs=[r.code for r in verdict.repairs] if verdict is not None else (),
            arguments=recorded_arguments(call),
        )

    def _audit(self, call: ProxyCall, result: CallResult) -> None:
        outcome = result.outcome
        params = call.params or {}
        if outcome in (Outcome.WITHHELD, Outcome.DENIED, Outcome.UNKNOWN_TOOL):
            fields = {"error": result.message} if outcome is Outcome.WITHHELD else {}
            self._write(call, outcome, params.get("arguments"), **fields)
        elif outcome is Outcome.LIMITED:
            self._write(call, outcome, None, issues=[i.to_dict() for i in result.issues])
        elif outcome is Outcome.RATE_LIMITED:
            meta = (result.result or {}).get("_meta", {}).get(RATE_LIMIT_META_KEY, {})
            retry_after = meta.get("retry_after")
            self._write(call, outcome, None, error=result.message, retry_after=retry_after)
        elif outcome in (Outcome.REJECTED, Outcome.BLOCKED):
            issues = [i.to_dict() for i in result.issues]
            self._write(call, outcome, recorded_arguments(call), issues=issues)
        elif outcome is Outcome.REPAIRED:
            verdict = call.decision.verdict if call.decision is not None else None
            repairs = [r.to_dict() for r in verdict.repairs] if verdict is not None else []
            self._write(call, outcome, recorded_arguments(call), repairs=repairs)
        else:  # unavailable (the upstream's last error), failed (the step's)
            error = result.detail if outcome is Outcome.UNAVAILABLE else result.message
            self._write(call, outcome, recorded_arguments(call), error=error)

    def _write(self, call: ProxyCall, event: str, arguments: Any, **fields: Any) -> None:
        assert self.audit is not None and call.session is not None
        if call.caller is not None:
            fields = {**call.caller.audit_fields(), **fields}
        session = call.session
        if session.view is not None:
            fields["endpoint"] = session.view.path
        self.audit.write(
            event,
            arguments,
            session=session.id,
            client=session.client_info.get("name"),
            server=call.server,
            tool=call.tool if call.known else call.name,
            **fields,
        )
