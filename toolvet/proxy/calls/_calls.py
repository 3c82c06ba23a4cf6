"""tools/call: build the call, run it through the pipeline of steps, answer; the pipeline's last
step sends it upstream with the Forwarder and has its steps see what comes back."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from mcp import types

from toolvet.config import ServerConfig, ValidationPolicy
from toolvet.pipeline import (
    AccessStep,
    Call,
    CallResult,
    ContentEvent,
    ContentGuard,
    Outcome,
    Pipeline,
    Step,
    call_steps,
    fixed_from,
    refused,
    sent,
    tool_error,
)
from toolvet.protocol import wire
from toolvet.proxy.calls._record import ProxyCall, ProxyRecorder
from toolvet.proxy.catalog import ToolTable
from toolvet.proxy.forwarding import Forwarder
from toolvet.proxy.identity import Access, Caller, refusal
from toolvet.proxy.sessions import DownstreamSession
from toolvet.upstream import UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE
from toolvet.validation import quote, unknown_tool_message

if TYPE_CHECKING:
    from toolvet.config import Limits
    from toolvet.proxy.observability import AuditLog, Metrics
    from toolvet.telemetry import Tracing
    from toolvet.upstream import Upstream

log = logging.getLogger("toolvet.proxy")
_FAILURE_KINDS = {UPSTREAM_UNAVAILABLE: "unavailable", UPSTREAM_TIMEOUT: "timeout"}


class CallHandler:
    """Builds each `tools/call` into a `Call`, runs the pipeline, answers what it refused; what
    it sends on is answered by the upstream, through the steps' answer filters."""

    def __init__(
        self,
        tools: ToolTable,
        upstreams: Mapping[str, Upstream],
        forwarder: Forwarder,
        *,
        limits: Limits,
        metrics: Metrics,
        audit: AuditLog | None,
        access: Access,
        tracing: Tracing | None = None,
        steps: Sequence[Step] = (),
        rate_limits: Step | None = None,
        content: ContentGuard | None = None,
    ) -> None:
        self.access = access
        self.tools = tools
        self.upstreams = upstreams
        self.forwarder = forwarder
        self.metrics = metrics
        self.tracing = tracing
        self.content = content
        if content is not None and tracing is not None:
            content.on_call = self._content_found
        # The policy of calls to no server: the tool step answers them before any other looks.
        self._no_policy = ValidationPolicy()
        self.configure(limits, audit, steps, rate_limits)

    def configure(
        self,
        limits: Limits,
        audit: AuditLog | None,
        steps: Sequence[Step],
        rate_limits: Step | None = None,
    ) -> None:
        """Build the pipeline of a (new) config and put it in place in one assignment: the next
        call runs through it, a call in flight finishes on the one it started on."""
        recorder = ProxyRecorder(self.metrics, audit, self.tracing)
        access_step = AccessStep(self.access.allows_tool, self._refusal)
        pipeline = Pipeline(
            call_steps(
                limits,
                recorder,
                unknown=self._unknown,
                access=access_step,
                rate_limits=rate_limits,
                extra=steps,
                fixed=fixed_from(self._server_config),
                content=self.content,
            ),
            self._forward,
        )
        self.recorder, self.pipeline = recorder, pipeline

    def _content_found(self, call: Call, event: ContentEvent) -> None:
        self.recorder.content_found(call, event)

    async def call(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        """One `tools/call` request (its params checked to be an object)."""
        started = time.perf_counter()
        request_id = request["id"]
        call = await self._build(session, request_id, params, started)
        if call is None:
            return
        result = await self.pipeline.run(call)
        if result.invalid_params:
            await session.send_error(request_id, types.INVALID_PARAMS, result.message)
        elif result.result is not None:
            await session.send_result(request_id, result.result)

    async def _build(
        self,
        session: DownstreamSession,
        request_id: types.RequestId,
        params: dict[str, Any],
        started: float,
    ) -> ProxyCall | None:
        """The call named by `params`; None when they name no tool (answered here)."""
        name = params.get("name")
        if not isinstance(name, str):
            await session.send_error(
                request_id,
                types.INVALID_PARAMS,
                f"tools/call needs params.name, the tool's name (a string); got {quote(name)}",
            )
            return None
        tools, caller = self.tools, session.caller_of(request_id)
        target = tools.exposed.get(name)
        withheld = None
        if target is None and name in tools.withheld:
            server, tool, withheld = tools.withheld[name]
        elif target is None:
            server, tool = "", name
        else:
            server, tool = target
        view = session.view
        if server and view is not None and not view.shows(server, tool):
            # A tool the endpoint does not show does not exist there.
            server, tool, target, withheld = "", name, None, None
        arguments = params.get("arguments")
        if arguments is None:
            arguments = {}
        upstream = self.upstreams.get(server)
        policy = upstream.config.validation if upstream is not None else self._no_policy
        return ProxyCall(
            server,
            tool,
            name,
            arguments,
            tools.cache.get(server, tool) if target is not None else None,
            policy,
            caller,
            withheld,
            session=session,
            request_id=request_id,
            params=params,
            started=started,
        )

    def _server_config(self, server: str) -> ServerConfig | None:
        upstream = self.upstreams.get(server)
        return upstream.config if upstream is not None else None

    def _unknown(self, call: Call) -> str:
        """The unknown-tool error, with the nearest names among the tools this caller may use
        (no others are named); a tool's upstream name points at the name it is listed under."""
        assert isinstance(call, ProxyCall) and call.session is not None
        access, caller = self.access.within(call.session.view), _caller(call)
        visible = {n: t for n, t in self.tools.exposed.items() if access.allows_tool(caller, *t)}
        listed_as = [n for n, (_, tool) in visible.items() if tool == call.name]
        return unknown_tool_message(call.name, visible, prefer=listed_as)

    def _refusal(self, call: Call) -> str:
        what, glob = f"Tool '{call.name}' is", f"{call.server}/{call.tool}"
        return refusal(_caller(call), what, glob)

    async def _forward(self, call: Call) -> CallResult:
        """The pipeline's terminal: send the call upstream with the arguments the steps decided;
        its answer goes back through the steps' answer filters."""
        assert isinstance(call, ProxyCall) and call.session is not None
        upstream = self.upstreams.get(call.server)  # None: removed while the call was checked
        if upstream is None or not upstream.ready:
            reason = upstream.unavailable_reason if upstream else "it was removed"
            text = (
                f"The call to '{call.name}' was not made: server '{call.server}' is unavailable"
                f" ({reason})."
            )
            result = refused(Outcome.UNAVAILABLE, text)
            detail = upstream.last_error if upstream else None
            return CallResult(result.outcome, result.result, text, detail=detail)
        params = call.params or {}
        forwarded = call.arguments_to_send
        upstream_params = {**params, "name": call.tool}
        if forwarded or "arguments" in params:  # a call sent without arguments stays so
            upstream_params["arguments"] = forwarded
        metrics = self.metrics
        sent_at = time.perf_counter()
        metrics.overhead.observe(sent_at - call.started)
        answers = _Answers(self, call, sent_at)
        await self.forwarder.forward(
            call.session,
            call.request_id,
            upstream,
            "tools/call",
            upstream_params,
            on_result=answers.result,
            on_error=answers.error,
        )
        return sent(call)


def session_of(call: Call) -> str | None:
    """The session a call without an identity is counted as (stdio, a legacy HTTP session), or
    None for a 2026-07-28 request: each is a session of one request, which a per-session count
    would never limit, so those without an identity are counted together."""
    assert isinstance(call, ProxyCall) and call.session is not None
    return None if call.session.modern else call.session.id


def _caller(call: Call) -> Caller | None:
    """The proxy's caller of a call it built (the pipeline knows it as an `Identity`)."""
    assert call.caller is None or isinstance(call.caller, Caller)
    return call.caller


class _Answers:
    """What becomes of a forwarded call's answer: timed, seen by the steps' filters, and a
    failure recorded and turned into a tool error."""

    __slots__ = ("call", "handler", "sent_at")

    def __init__(self, handler: CallHandler, call: ProxyCall, sent_at: float) -> None:
        self.handler = handler
        self.call = call
        self.sent_at = sent_at

    def result(self, result: dict[str, Any]) -> dict[str, Any] | Awaitable[dict[str, Any]]:
        call = self.call
        self.handler.metrics.answered(call.server, time.perf_counter() - self.sent_at)
        if call.awaited_filters:  # a step waits on I/O: the forwarder awaits it beside its loop
            return call.answered_awaited(result)
        return call.answered(result)

    def error(self, error: dict[str, Any]) -> dict[str, Any] | None:
        call, handler = self.call, self.handler
        handler.metrics.answered(call.server, time.perf_counter() - self.sent_at)
        code, message = error["code"], error["message"]
        handler.recorder.failed(call, _FAILURE_KINDS.get(code, "error"), message)
        if code in (UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT):
            return tool_error(f"The call to '{call.name}' did not complete: {message}")
        return None
